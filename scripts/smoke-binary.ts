/**
 * Smoke test of a compiled binary as a user runs it: from an empty directory, with an
 * empty environment (no Bun on PATH, no node_modules), over stdio: the `initialize`
 * handshake, tools/list, one call of every listed tool, exit 0 on end of input; and
 * `--version`, and exit 2 on a usage error.
 *
 *   bun scripts/smoke-binary.ts dist/chematic-mcp-linux-x64
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { SAMPLE_ARGUMENTS } from "../test/support/binary.ts";
import { startFakePubChem } from "../test/support/fake-pubchem.ts";

const binary = resolve(process.argv[2] ?? "dist/chematic-mcp");
const cwd = mkdtempSync(join(tmpdir(), "chematic-smoke-"));
const pubchem = startFakePubChem();
const problems: string[] = [];

try {
  const proc = Bun.spawn([binary], { cwd, env: { CHEMATIC_PUBCHEM_URL: pubchem.url }, stdin: "pipe", stdout: "pipe", stderr: "pipe" });
  const lines: string[] = [];
  const reader = (async () => {
    let buffer = "";
    for await (const chunk of proc.stdout) {
      buffer += new TextDecoder().decode(chunk);
      let newline: number;
      while ((newline = buffer.indexOf("\n")) !== -1) {
        lines.push(buffer.slice(0, newline));
        buffer = buffer.slice(newline + 1);
      }
    }
  })();
  const send = (message: unknown) => {
    proc.stdin.write(`${JSON.stringify(message)}\n`);
    proc.stdin.flush();
  };
  const answer = async (id: number) => {
    for (let waited = 0; waited < 30_000; waited += 10) {
      const line = lines.find((l) => JSON.parse(l).id === id);
      if (line) return JSON.parse(line) as { result?: { tools?: Array<{ name: string }>; isError?: boolean }; error?: unknown };
      await Bun.sleep(10);
    }
    throw new Error(`no answer to request ${id}`);
  };
  send({ jsonrpc: "2.0", id: 1, method: "initialize", params: { protocolVersion: "2025-06-18", capabilities: {}, clientInfo: { name: "smoke", version: "1" } } });
  await answer(1);
  send({ jsonrpc: "2.0", method: "notifications/initialized" });
  send({ jsonrpc: "2.0", id: 2, method: "tools/list" });
  const tools = (await answer(2)).result?.tools ?? [];
  let id = 3;
  for (const tool of tools) {
    const args = SAMPLE_ARGUMENTS[tool.name];
    if (!args) problems.push(`no sample arguments for ${tool.name}`);
    send({ jsonrpc: "2.0", id, method: "tools/call", params: { name: tool.name, arguments: args ?? {} } });
    const reply = await answer(id++);
    if (reply.error || reply.result?.isError) problems.push(`${tool.name}: ${JSON.stringify(reply.error ?? reply.result)}`);
  }
  proc.stdin.end();
  const code = await proc.exited;
  await reader;
  if (code !== 0) problems.push(`exit code ${code} after end of input`);
  if (tools.length < 20) problems.push(`only ${tools.length} tools listed`);

  const version = Bun.spawnSync([binary, "--version"], { cwd, env: {} });
  if (!version.stdout.toString().startsWith("chematic-mcp ")) problems.push("--version");
  const usage = Bun.spawnSync([binary, "--no-such-option"], { cwd, env: {} });
  if (usage.exitCode !== 2) problems.push(`usage error exit ${usage.exitCode}, expected 2`);
  console.log(problems.length === 0 ? `smoke test passed: ${binary}: ${tools.length} tools called, exit 0 on end of input` : `smoke test FAILED: ${binary}\n${problems.join("\n")}`);
} finally {
  pubchem.stop();
  rmSync(cwd, { recursive: true, force: true });
}
process.exit(problems.length === 0 ? 0 : 1);
