/**
 * What the proxy scripts (scale-nginx.ts, proxy-docs-check.ts) share: free loopback ports, waiting for a
 * listener, and Debian packages installed on demand. Loopback only, by design.
 */
import { spawnSync, type Subprocess } from "bun";
import { existsSync } from "node:fs";
import net from "node:net";

/** A loopback port nobody listens on right now (the OS picks it; the caller binds it a moment later). */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Resolves once something accepts connections on 127.0.0.1:port; fails after 15 s or when `child` exits first. */
export async function waitForPort(port: number, child?: Subprocess, what = "nothing"): Promise<void> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null)
      throw new Error(`${what} exited with ${child.exitCode} before listening on ${port}`);
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, "127.0.0.1");
      socket.once("connect", () => {
        socket.destroy();
        resolve(true);
      });
      socket.once("error", () => resolve(false));
    });
    if (open) return;
    await Bun.sleep(100);
  }
  throw new Error(`${what} listens on ${port} after 15 s`);
}

/** The path of `command`, installing Debian's `pkg` with apt-get (we run as root) when it is missing. */
export function ensureCommand(command: string, pkg: string): string {
  const find = () =>
    [`/usr/sbin/${command}`, `/usr/bin/${command}`, Bun.which(command)].find(
      (p): p is string => typeof p === "string" && existsSync(p),
    );
  const found = find();
  if (found) return found;
  console.log(`${command} is missing: apt-get install -y ${pkg}`);
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  let install = spawnSync(["apt-get", "install", "-y", pkg], { env, stdout: "inherit", stderr: "inherit" });
  if (install.exitCode !== 0) {
    // A fresh machine may not have the package lists yet.
    spawnSync(["apt-get", "update"], { env, stdout: "inherit", stderr: "inherit" });
    install = spawnSync(["apt-get", "install", "-y", pkg], { env, stdout: "inherit", stderr: "inherit" });
  }
  const path = find();
  if (install.exitCode !== 0 || !path)
    throw new Error(`could not install ${pkg} with apt-get (are we root, with Debian's package lists reachable?)`);
  return path;
}

/**
 * Reads a chematic-mcp HTTP instance's stderr until it prints its address ("listening on http://127.0.0.1:PORT/mcp"),
 * then keeps draining it so the child never blocks on a full pipe. Fails after 30 s or when the child exits first.
 */
export async function listeningAddress(
  child: Subprocess<"ignore", "ignore", "pipe">,
): Promise<{ port: number; url: string }> {
  const reader = child.stderr.getReader();
  const decoder = new TextDecoder();
  let text = "";
  const deadline = Date.now() + 30_000;
  for (;;) {
    const match = /listening on (http:\/\/127\.0\.0\.1:(\d+)\/mcp)/.exec(text);
    if (match) {
      void (async () => {
        while (!(await reader.read()).done) {}
      })();
      return { port: Number(match[2]), url: match[1] as string };
    }
    if (Date.now() > deadline) throw new Error(`an instance did not start within 30 s: ${text}`);
    const { done, value } = await reader.read();
    if (done) throw new Error(`an instance exited before listening: ${text}`);
    text += decoder.decode(value, { stream: true });
  }
}
