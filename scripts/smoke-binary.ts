/**
 * Smoke test of a compiled binary as a user runs it: from an empty directory, with an
 * empty environment (no Bun on PATH, no node_modules), over stdio: the `initialize`
 * handshake, tools/list, one call of every listed tool (a PNG depiction and generate_3d among them),
 * a library tool reading a compound file from its --data-dir, exit 0 on end of input; and
 * `--version`, `--licenses` (the licence texts are embedded), and exit 2 on a usage error.
 *
 *   bun scripts/smoke-binary.ts dist/chematic-mcp-linux-x64
 *   bun scripts/smoke-binary.ts dist/chematic-mcp-windows-x64.exe     (on Windows; CI's native jobs)
 *
 * Written to run on Linux, macOS and Windows alike (ci.yml runs it on each): paths through node:path, no shell.
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
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { SAMPLE_ARGUMENTS } from "../src/tools/registry.ts";
import { startFakePubChem } from "../harness/fake-pubchem.ts";
import { takeLines } from "../harness/lines.ts";

/** The parts of an answer the checks read. */
interface SmokeResult {
  tools?: Array<{ name: string }>;
  isError?: boolean;
  content?: Array<{ type: string; mimeType?: string; data?: string }>;
  structuredContent?: { total?: number; parsed?: number; passed_all?: number };
}

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

/**
 * The variables every Windows process is given (a user's shell always has them), kept in the otherwise empty
 * environment: without SystemRoot, Windows sockets fail to start (the binary's stdio needs none, but its
 * PubChem client and its workers' pipes do), and without TEMP/TMP the temporary folder is guessed. None elsewhere.
 */
function platformEnv(): Record<string, string> {
  if (process.platform !== "win32") return {};
  const kept: Record<string, string> = {};
  for (const name of ["SystemRoot", "windir", "TEMP", "TMP"]) {
    const value = process.env[name];
    if (value !== undefined) kept[name] = value;
  }
  return kept;
}

/** The compound file of the library check: the first example of screen_library (its expected values are Python's). */
const LIBRARY_FILE = "library.smi";
const LIBRARY_SMILES = [
  "CC(=O)Oc1ccccc1C(=O)O aspirin",
  "CCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCC(=O)O c36",
  "c1ccccc1O phenol",
];

const options = parseOptions(process.argv.slice(2));
const baseEnv = { ...platformEnv(), ...options.env };
const binary = resolve(options.binary);
const command = (args: string[]) => [...options.launcher, binary, ...args];
const cwd = mkdtempSync(join(tmpdir(), "chematic-smoke-"));
// The library folder is a subfolder of the empty working directory, given by its absolute path (a Windows drive path
// on Windows), and the call names the file relative to it, as a user's configuration does.
const dataDir = join(cwd, "compounds");
mkdirSync(dataDir);
writeFileSync(join(dataDir, LIBRARY_FILE), `${LIBRARY_SMILES.join("\n")}\n`);
const pubchem = await startFakePubChem();
const problems: string[] = [];
const started = performance.now();

try {
  // Under emulation a worker's start (RDKit's WebAssembly compiled by qemu) can take minutes, like a call: the start-up
  // limit gets the same room as the tool limit.
  const serverArgs = [
    "--data-dir",
    dataDir,
    ...(options.toolTimeoutMs === undefined
      ? []
      : [
          "--tool-timeout-ms",
          String(options.toolTimeoutMs),
          "--worker-start-timeout-ms",
          String(Math.max(60_000, options.toolTimeoutMs)),
        ]),
  ];
  const proc = Bun.spawn(command(serverArgs), {
    cwd,
    env: { ...baseEnv, CHEMATIC_PUBCHEM_URL: pubchem.url },
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
      if (line) return JSON.parse(line) as { result?: SmokeResult; error?: unknown };
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
    // The depiction is a PNG (resvg's WebAssembly ran): base64 of the PNG signature starts "iVBORw0KGgo".
    if (
      tool.name === "depict" &&
      !reply.result?.content?.some((c) => c.mimeType === "image/png" && c.data?.startsWith("iVBORw0KGgo"))
    )
      problems.push("depict answered no PNG image");
  }
  if (!options.oneCall) {
    for (const name of ["depict", "generate_3d", "screen_library"])
      if (!tools.some((tool) => tool.name === name)) problems.push(`${name} is not listed`);
    // A compound file read from --data-dir: 3 parsed, 2 pass Lipinski (the C36 acid breaks MW and logP; Python RDKit,
    // validation/golden/tool-examples.json for screen_library's first example, the same three molecules).
    send({
      jsonrpc: "2.0",
      id,
      method: "tools/call",
      params: {
        name: "screen_library",
        arguments: { file: LIBRARY_FILE, fields: ["mw"], filters: { lipinski: "pass" } },
      },
    });
    const library = (await answer(id++)).result?.structuredContent;
    if (library?.total !== 3 || library.parsed !== 3 || library.passed_all !== 2)
      problems.push(`screen_library on ${LIBRARY_FILE} in --data-dir: ${JSON.stringify(library)}`);
  }
  proc.stdin.end();
  const code = await proc.exited;
  await reader;
  if (code !== 0) problems.push(`exit code ${code} after end of input`);
  if (tools.length < 20) problems.push(`only ${tools.length} tools listed`);

  const calls = id - 3 - (options.oneCall ? 0 : 1);
  if (options.oneCall && calls !== 1) problems.push("calc_properties is not listed");

  const version = Bun.spawnSync(command(["--version"]), { cwd, env: baseEnv });
  if (!version.stdout.toString().startsWith("chematic-mcp ")) problems.push("--version");
  const licenses = Bun.spawnSync(command(["--licenses"]), { cwd, env: baseEnv }).stdout.toString();
  for (const expected of ["The MIT License (MIT)", "# Third-party notices", "## RDKit", "## OpenChemLib"]) {
    if (!licenses.includes(expected)) problems.push(`--licenses does not print "${expected}"`);
  }
  const usage = Bun.spawnSync(command(["--no-such-option"]), { cwd, env: baseEnv });
  if (usage.exitCode !== 2) problems.push(`usage error exit ${usage.exitCode}, expected 2`);
  const limitNote = options.toolTimeoutMs === undefined ? "" : ` of a --tool-timeout-ms ${options.toolTimeoutMs}`;
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const how = options.launcher.length > 0 ? ` (through ${options.launcher.join(" ")})` : "";
  console.log(
    problems.length === 0
      ? `smoke test passed: ${binary}${how}: initialize, ${tools.length} tools listed, ${calls} called (slowest ${slowest.tool} ${(slowest.ms / 1000).toFixed(1)} s${limitNote}), ${options.oneCall ? "" : `${LIBRARY_FILE} read from --data-dir, `}exit 0 on end of input, --version, --licenses, usage error; ${seconds} s`
      : `smoke test FAILED: ${binary}${how}\n${problems.join("\n")}`,
  );
} finally {
  await pubchem.stop();
  rmSync(cwd, { recursive: true, force: true });
}
process.exit(problems.length === 0 ? 0 : 1);
