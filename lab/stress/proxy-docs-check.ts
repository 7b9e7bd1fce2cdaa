#!/usr/bin/env bun
/**
 * Runs the Deployment snippets of docs/deployment.md (the ```nginx and ```caddyfile blocks) against three real instances,
 * on loopback only, so the documented configs are known to work:
 *
 *   bun lab/stress/proxy-docs-check.ts [--binary dist/chematic-mcp] [--out validation/reports/proxy-docs-check.md]
 *
 * Installs Debian's nginx and caddy with apt-get when missing. The snippets are used as written except what
 * cannot be on this machine: the instance ports 3001-3003 become the ports the instances got, nginx listens on a
 * free loopback port with a self-signed certificate made here (openssl), Caddy serves plain HTTP on a free
 * loopback port (no certificate authority to ask), and every temporary path is in a temporary folder.
 * Requests go through curl with `--resolve mcp.example.org:PORT:127.0.0.1`, so the Host is the documented one.
 * Checks per proxy: no token → 401; the token → 200 and the same bytes as the instance answers directly; another
 * path → 404; a request naming another host → 403 from the instance (nginx passes Host on).
 */
import { spawn, spawnSync, type Subprocess } from "bun";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { parseArgs } from "node:util";
import { ensureCommand, freePort, listeningAddress, waitForPort } from "../../harness/loopback.ts";

const REPO = join(import.meta.dir, "..", "..");
const { values } = parseArgs({
  options: {
    binary: { type: "string", default: join(REPO, "dist", "chematic-mcp") },
    out: { type: "string", default: join(REPO, "validation", "reports", "proxy-docs-check.md") },
  },
});
const BINARY = values.binary as string;
const TOKEN = "REPLACE-WITH-A-LONG-RANDOM-TOKEN"; // the nginx snippet's token, used as written
const CADDY_TOKEN = "caddy-check-token"; // the Caddy snippet reads {$CHEMATIC_TOKEN} from the environment

/** The first fenced block of the given language in docs/deployment.md. */
function snippet(markdown: string, language: string): string {
  const match = new RegExp(`\`\`\`${language}\\n([\\s\\S]*?)\`\`\``).exec(markdown);
  if (!match) throw new Error(`docs/deployment.md has no \`\`\`${language} block`);
  return match[1] as string;
}

const started: Subprocess[] = [];

async function startInstance(): Promise<number> {
  const child = spawn([BINARY, "--transport", "streamable-http", "--port", "0", "--allowed-host", "mcp.example.org"], {
    stdin: "ignore",
    stdout: "ignore",
    stderr: "pipe",
  });
  started.push(child);
  return (await listeningAddress(child)).port;
}

const BODY = JSON.stringify({
  jsonrpc: "2.0",
  id: 1,
  method: "tools/call",
  params: { name: "canonical_smiles", arguments: { smiles: "OCC" } },
});
const HEADERS = [
  "-H",
  "Content-Type: application/json",
  "-H",
  "Accept: application/json, text/event-stream",
  "-H",
  "MCP-Protocol-Version: 2025-06-18",
];

/** curl's answer: status and body. `host` is the name in the URL, resolved to 127.0.0.1. */
function curl(url: string, host: string, port: number, extra: string[] = []): { status: number; body: string } {
  const result = spawnSync([
    "curl",
    "-sk",
    "--max-time",
    "30",
    "--resolve",
    `${host}:${port}:127.0.0.1`,
    "-w",
    "\n%{http_code}",
    ...HEADERS,
    ...extra,
    "--data-binary",
    BODY,
    url,
  ]);
  const text = result.stdout.toString();
  const cut = text.lastIndexOf("\n");
  return { status: Number(text.slice(cut + 1)), body: text.slice(0, cut) };
}

interface Check {
  proxy: string;
  what: string;
  expected: string;
  got: string;
  ok: boolean;
}

const checks: Check[] = [];
function check(proxy: string, what: string, expected: string, got: string): void {
  checks.push({ proxy, what, expected, got, ok: expected === got });
  console.log(
    `${expected === got ? "ok  " : "FAIL"} ${proxy}: ${what}${expected === got ? "" : `: expected ${expected.slice(0, 120)}, got ${got.slice(0, 120)}`}`,
  );
}

if (import.meta.main) {
  if (!existsSync(BINARY)) throw new Error(`${BINARY} is missing: bun run build`);
  const nginxPath = ensureCommand("nginx", "nginx");
  const caddyPath = ensureCommand("caddy", "caddy");
  const deployment = readFileSync(join(REPO, "docs", "deployment.md"), "utf8");
  const dir = mkdtempSync(join(tmpdir(), "chematic-proxy-docs-"));
  let nginx: Subprocess | undefined;
  let caddy: Subprocess | undefined;
  try {
    const ports = [await startInstance(), await startInstance(), await startInstance()];
    const withPorts = (text: string) =>
      ports.reduce((t, port, i) => t.replaceAll(`127.0.0.1:${3001 + i}`, `127.0.0.1:${port}`), text);
    const direct = curl(`http://127.0.0.1:${ports[0]}/mcp`, "127.0.0.1", ports[0] as number);

    // nginx: the snippet inside a minimal main context whose paths are all in `dir`.
    const nginxPort = await freePort();
    const cert = spawnSync([
      "openssl",
      "req",
      "-x509",
      "-newkey",
      "rsa:2048",
      "-nodes",
      "-keyout",
      join(dir, "key.pem"),
      "-out",
      join(dir, "cert.pem"),
      "-days",
      "1",
      "-subj",
      "/CN=mcp.example.org",
    ]);
    if (cert.exitCode !== 0) throw new Error(`openssl failed: ${cert.stderr.toString()}`);
    const nginxSnippet = withPorts(snippet(deployment, "nginx"))
      .replace("listen 443 ssl;", `listen 127.0.0.1:${nginxPort} ssl;`)
      .replace("/etc/ssl/mcp.example.org/fullchain.pem", join(dir, "cert.pem"))
      .replace("/etc/ssl/mcp.example.org/privkey.pem", join(dir, "key.pem"));
    const temp = ["client_body", "proxy", "fastcgi", "uwsgi", "scgi"]
      .map((name) => `${name}_temp_path ${join(dir, name)};`)
      .join(" ");
    writeFileSync(
      join(dir, "nginx.conf"),
      `pid ${dir}/nginx.pid;\nerror_log ${dir}/nginx-error.log;\ndaemon off;\nevents {}\nhttp {\naccess_log off;\n${temp}\n${nginxSnippet}}\n`,
    );
    nginx = spawn([nginxPath, "-p", dir, "-e", join(dir, "nginx-error.log"), "-c", join(dir, "nginx.conf")], {
      stdout: "inherit",
      stderr: "inherit",
    });
    started.push(nginx);

    // Caddy: the snippet with its site address made plain HTTP on a loopback port, admin API off.
    const caddyPort = await freePort();
    const caddySnippet = withPorts(snippet(deployment, "caddyfile")).replace(
      "mcp.example.org {",
      `http://mcp.example.org:${caddyPort} {\n    bind 127.0.0.1`,
    );
    writeFileSync(
      join(dir, "Caddyfile"),
      `{\n    admin off\n    auto_https off\n    storage file_system ${join(dir, "caddy-data")}\n}\n${caddySnippet}`,
    );
    caddy = spawn([caddyPath, "run", "--config", join(dir, "Caddyfile"), "--adapter", "caddyfile"], {
      env: { ...process.env, CHEMATIC_TOKEN: CADDY_TOKEN, HOME: dir, XDG_DATA_HOME: dir, XDG_CONFIG_HOME: dir },
      stdout: "ignore",
      stderr: "ignore",
    });
    started.push(caddy);

    await waitForPort(nginxPort);
    await waitForPort(caddyPort);
    for (const [proxy, url, port, token] of [
      ["nginx", `https://mcp.example.org:${nginxPort}/mcp`, nginxPort, TOKEN],
      ["caddy", `http://mcp.example.org:${caddyPort}/mcp`, caddyPort, CADDY_TOKEN],
    ] as const) {
      check(proxy, "no token", "401", String(curl(url, "mcp.example.org", port).status));
      check(
        proxy,
        "wrong token",
        "401",
        String(curl(url, "mcp.example.org", port, ["-H", "Authorization: Bearer wrong"]).status),
      );
      const answered = curl(url, "mcp.example.org", port, ["-H", `Authorization: Bearer ${token}`]);
      check(proxy, "the token: status", "200", String(answered.status));
      check(proxy, "the token: the same bytes as the instance directly", direct.body, answered.body);
      // Each call may land on another instance (least_conn): ask a few times.
      for (let i = 0; i < 5; i++)
        check(
          proxy,
          `the token, call ${i + 2}: same bytes`,
          direct.body,
          curl(url, "mcp.example.org", port, ["-H", `Authorization: Bearer ${token}`]).body,
        );
      check(
        proxy,
        "another path",
        "404",
        String(
          curl(url.replace(/\/mcp$/, "/other"), "mcp.example.org", port, ["-H", `Authorization: Bearer ${token}`])
            .status,
        ),
      );
    }
    // Through nginx, a request naming a host the instances do not list reaches them with that Host: 403.
    check(
      "nginx",
      "a Host not listed with --allowed-host",
      "403",
      String(
        curl(`https://evil.example:${nginxPort}/mcp`, "evil.example", nginxPort, [
          "-H",
          `Authorization: Bearer ${TOKEN}`,
        ]).status,
      ),
    );
  } finally {
    for (const child of started) if (child.exitCode === null) child.kill(child === nginx ? "SIGQUIT" : "SIGTERM");
    await Promise.all(started.map((child) => Promise.race([child.exited, Bun.sleep(15_000)])));
    rmSync(dir, { recursive: true, force: true });
  }

  const version = (path: string, args: string[]) => {
    const result = spawnSync([path, ...args]);
    return `${result.stdout.toString()}${result.stderr.toString()}`.trim().split("\n")[0];
  };
  const failed = checks.filter((c) => !c.ok);
  const report = [
    "# The proxy snippets of docs/deployment.md, run",
    "",
    `Command: \`bun lab/stress/proxy-docs-check.ts${values.binary === join(REPO, "dist", "chematic-mcp") ? "" : ` --binary ${values.binary}`}\` (script: lab/stress/proxy-docs-check.ts).`,
    `Proxies: Debian's ${version(nginxPath, ["-v"])}; Debian's caddy ${version(caddyPath, ["version"])}. Three instances of \`chematic-mcp`,
    "--transport streamable-http --allowed-host mcp.example.org` on loopback ports. docs/deployment.md's ```nginx and ```caddyfile",
    "blocks are used as written but for the instance ports, nginx's listen address and certificate (self-signed, made",
    "by the script) and Caddy's site address (plain HTTP on a loopback port: no certificate authority here).",
    "",
    "| proxy | check | expected | result |",
    "|---|---|---|---|",
    ...checks.map(
      (c) =>
        `| ${c.proxy} | ${c.what} | ${c.expected.length > 40 ? "the direct answer" : c.expected} | ${c.ok ? "same" : `**${c.got.slice(0, 80)}**`} |`,
    ),
    "",
    `${checks.length - failed.length} of ${checks.length} checks passed.`,
    "",
  ].join("\n");
  writeFileSync(values.out as string, report);
  console.log(`written to ${relative(REPO, values.out as string)}`);
  process.exit(failed.length === 0 ? 0 : 1);
}
