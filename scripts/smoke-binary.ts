/**
 * Smoke test of a compiled binary as a user runs it: from an empty directory, with an
 * empty environment (no Bun on PATH, no node_modules), over stdio: the `initialize`
 * handshake, tools/list, one call of every listed tool, exit 0 on end of input; and
 * `--version`, `--licenses` (the licence texts are embedded), and exit 2 on a usage error.
 *
 *   bun scripts/smoke-binary.ts dist/chematic-mcp-linux-x64
 *   bun scripts/smoke-binary.ts [options] BINARY
 *
 * Options, for a binary of another platform run under an emulator (.ci/run: linux-arm64 under qemu-user):
 *   --launcher "CMD ARGS"   start the binary through this command, e.g. "qemu-aarch64 -L /usr/aarch64-linux-gnu"
 *   --env NAME=VALUE        add to the binary's otherwise empty environment (repeatable), e.g. QEMU_LD_PREFIX=…
 *                           (its tool workers are the same binary started again, through binfmt_misc)
 *   --one-call              call one tool (calc_properties) instead of every tool
 *   --answer-timeout-ms N   how long to wait for each answer (default 30000)
 *   --tool-timeout-ms N     pass --tool-timeout-ms N to the binary (its tool-call limit, 10000 by default): an
 *                           emulated run computes many times slower than the machine, past the default limit
 *                           (calc_properties took longer than 10 s under qemu-user on a loaded machine)
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { SAMPLE_ARGUMENTS } from "../src/tools/registry.ts";
import { startFakePubChem } from "../harness/fake-pubchem.ts";
import { takeLines } from "../harness/lines.ts";

interface SmokeOptions {
  binary: string;
  launcher: string[];
  env: Record<string, string>;
  oneCall: boolean;
  answerTimeoutMs: number;
  /** --tool-timeout-ms for the binary, when given. */
  toolTimeoutMs?: number;
}

function positive(option: string, text: string): number {
  const n = Number(text);
  if (!Number.isInteger(n) || n <= 0)
    throw new Error(`${option} needs a positive whole number of milliseconds, got ${text}`);
  return n;
}

function parseOptions(argv: readonly string[]): SmokeOptions {
  const options: SmokeOptions = {
    binary: "dist/chematic-mcp",
    launcher: [],
    env: {},
    oneCall: false,
    answerTimeoutMs: 30_000,
  };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    const value = (): string => {
      const next = argv[++i];
      if (next === undefined) throw new Error(`${arg} needs a value`);
      return next;
    };
    if (arg === "--launcher")
      options.launcher = value()
        .split(" ")
        .filter((part) => part.length > 0);
    else if (arg === "--env") {
      const pair = value();
      const at = pair.indexOf("=");
      if (at <= 0) throw new Error(`--env needs NAME=VALUE, got ${pair}`);
      options.env[pair.slice(0, at)] = pair.slice(at + 1);
    } else if (arg === "--one-call") options.oneCall = true;
    else if (arg === "--answer-timeout-ms") options.answerTimeoutMs = positive(arg, value());
    else if (arg === "--tool-timeout-ms") options.toolTimeoutMs = positive(arg, value());
    else if (arg.startsWith("--")) throw new Error(`unknown option ${arg}`);
    else options.binary = arg;
  }
  return options;
}

const options = parseOptions(process.argv.slice(2));
const binary = resolve(options.binary);
const command = (args: string[]) => [...options.launcher, binary, ...args];
const cwd = mkdtempSync(join(tmpdir(), "chematic-smoke-"));
const pubchem = await startFakePubChem();
const problems: string[] = [];
const started = performance.now();

try {
  // Under emulation a worker's start (RDKit's WebAssembly compiled by qemu) can take minutes, like a call: the start-up
  // limit gets the same room as the tool limit.
  const serverArgs =
    options.toolTimeoutMs === undefined
      ? []
      : [
          "--tool-timeout-ms",
          String(options.toolTimeoutMs),
          "--worker-start-timeout-ms",
          String(Math.max(60_000, options.toolTimeoutMs)),
        ];
  const proc = Bun.spawn(command(serverArgs), {
    cwd,
    env: { ...options.env, CHEMATIC_PUBCHEM_URL: pubchem.url },
    stdin: "pipe",
    stdout: "pipe",
    stderr: "pipe",
  });
  const lines: string[] = [];
  const reader = (async () => {
    let buffer = "";
    for await (const chunk of proc.stdout) {
      buffer += new TextDecoder().decode(chunk);
      const taken = takeLines(buffer);
      lines.push(...taken.lines);
      buffer = taken.rest;
    }
  })();
  const send = (message: unknown) => {
    proc.stdin.write(`${JSON.stringify(message)}\n`);
    proc.stdin.flush();
  };
  const answer = async (id: number) => {
    for (let waited = 0; waited < options.answerTimeoutMs; waited += 10) {
      const line = lines.find((l) => JSON.parse(l).id === id);
      if (line)
        return JSON.parse(line) as { result?: { tools?: Array<{ name: string }>; isError?: boolean }; error?: unknown };
      await Bun.sleep(10);
    }
    throw new Error(`no answer to request ${id}`);
  };
  send({
    jsonrpc: "2.0",
    id: 1,
    method: "initialize",
    params: { protocolVersion: "2025-06-18", capabilities: {}, clientInfo: { name: "smoke", version: "1" } },
  });
  await answer(1);
  send({ jsonrpc: "2.0", method: "notifications/initialized" });
  send({ jsonrpc: "2.0", id: 2, method: "tools/list" });
  const tools = (await answer(2)).result?.tools ?? [];
  let id = 3;
  /** The slowest tool call and its wall time, reported so an emulated run's margin to its limit shows. */
  let slowest = { tool: "", ms: 0 };
  for (const tool of options.oneCall ? tools.filter((t) => t.name === "calc_properties") : tools) {
    const args = SAMPLE_ARGUMENTS[tool.name];
    if (!args) problems.push(`no sample arguments for ${tool.name}`);
    send({ jsonrpc: "2.0", id, method: "tools/call", params: { name: tool.name, arguments: args ?? {} } });
    const sent = performance.now();
    const reply = await answer(id++);
    const ms = performance.now() - sent;
    if (ms > slowest.ms) slowest = { tool: tool.name, ms };
    if (reply.error || reply.result?.isError)
      problems.push(`${tool.name}: ${JSON.stringify(reply.error ?? reply.result)}`);
  }
  proc.stdin.end();
  const code = await proc.exited;
  await reader;
  if (code !== 0) problems.push(`exit code ${code} after end of input`);
  if (tools.length < 20) problems.push(`only ${tools.length} tools listed`);

  const calls = id - 3;
  if (options.oneCall && calls !== 1) problems.push("calc_properties is not listed");

  const version = Bun.spawnSync(command(["--version"]), { cwd, env: options.env });
  if (!version.stdout.toString().startsWith("chematic-mcp ")) problems.push("--version");
  const licenses = Bun.spawnSync(command(["--licenses"]), { cwd, env: options.env }).stdout.toString();
  for (const expected of ["The MIT License (MIT)", "# Third-party notices", "## RDKit", "## OpenChemLib"]) {
    if (!licenses.includes(expected)) problems.push(`--licenses does not print "${expected}"`);
  }
  const usage = Bun.spawnSync(command(["--no-such-option"]), { cwd, env: options.env });
  if (usage.exitCode !== 2) problems.push(`usage error exit ${usage.exitCode}, expected 2`);
  const limitNote = options.toolTimeoutMs === undefined ? "" : ` of a --tool-timeout-ms ${options.toolTimeoutMs}`;
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const how = options.launcher.length > 0 ? ` (through ${options.launcher.join(" ")})` : "";
  console.log(
    problems.length === 0
      ? `smoke test passed: ${binary}${how}: initialize, ${tools.length} tools listed, ${calls} called (slowest ${slowest.tool} ${(slowest.ms / 1000).toFixed(1)} s${limitNote}), exit 0 on end of input, --version, --licenses, usage error; ${seconds} s`
      : `smoke test FAILED: ${binary}${how}\n${problems.join("\n")}`,
  );
} finally {
  await pubchem.stop();
  rmSync(cwd, { recursive: true, force: true });
}
process.exit(problems.length === 0 ? 0 : 1);
