/** Starts chematic-mcp with --transport streamable-http in a child process and reads the bound URL from stderr. */
import { spawn, type Subprocess } from "bun";
import { ANSWER_WAIT_MS, serverCommand } from "./stdio-client.ts";

export interface HttpServerProcess {
  readonly process: Subprocess<"ignore", "ignore", "pipe">;
  /** `http://127.0.0.1:PORT/mcp` as printed by the server. */
  readonly url: string;
  readonly port: number;
  stderr(): string;
  /** SIGTERM, then the exit code. */
  stop(): Promise<number>;
}

const LISTENING = /chematic-mcp: listening on (http:\/\/\S+)\n/;

export async function startHttpServer(
  args: string[] = [],
  env: Record<string, string> = {},
  timeoutMs = ANSWER_WAIT_MS,
): Promise<HttpServerProcess> {
  const child = spawn(serverCommand(["--transport", "streamable-http", "--port", "0", ...args]), {
    stdin: "ignore",
    stdout: "ignore",
    stderr: "pipe",
    env: { ...process.env, ...env },
  });
  let text = "";
  const decoder = new TextDecoder();
  const reader = child.stderr.getReader();
  const deadline = Date.now() + timeoutMs;
  let url: string | undefined;
  while (url === undefined) {
    if (Date.now() > deadline) {
      child.kill();
      throw new Error(`the HTTP server did not report its address; stderr: ${text}`);
    }
    const { done, value } = await reader.read();
    if (done) throw new Error(`the HTTP server exited before listening (code ${await child.exited}); stderr: ${text}`);
    text += decoder.decode(value, { stream: true });
    url = LISTENING.exec(text)?.[1];
  }
  // Keep draining stderr so the child never blocks on a full pipe.
  void (async () => {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      text += decoder.decode(value, { stream: true });
    }
  })();
  return {
    process: child,
    url,
    port: Number(new URL(url).port),
    stderr: () => text,
    async stop() {
      child.kill("SIGTERM");
      return child.exited;
    },
  };
}
