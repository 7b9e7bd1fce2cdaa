/**
 * Start-up of the compiled binary (issue 33), against the floor measured in the same run.
 *
 *   bun run build && bun lab/bench/start.ts [--binary dist/chematic-mcp] [--reps 9] [--json out.json]
 *
 * Each repetition, in this order (interleaved, so a change in the machine's load hits every column alike):
 * - `--version`: spawn to exit, wall time;
 * - `--help`: the same;
 * - floor: a bare compiled Bun program (built here, once, with the same `--define`s as scripts/build.ts) that only
 *   initialises the embedded RDKit WebAssembly and prints one line; spawn to that line;
 * - serve: the server over stdio, with a `tools/list` and a `calc_properties` on aspirin written the moment it is
 *   spawned; spawn to each answer. The calc_properties answer is checked against Python RDKit's value for aspirin's
 *   molecular weight (Descriptors.MolWt = 180.159, rounded as the tool rounds to 3 places) so a broken server cannot
 *   pass as a fast one.
 *
 * Besides wall time, each measure's CPU time (user + system) of the process tree up to that moment: on a shared machine
 * the wall time carries the waits for a core, the CPU time is what the start costs. Prints a markdown table of medians
 * (and min/max) and the machine's load average; `--json` keeps every sample.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { takeLines } from "../../harness/lines.ts";
import { CLK_TCK, readStat, treeStats } from "../stress/process-tree.ts";
import { META, median } from "../stress/rpc-pipe.ts";

const repo = join(import.meta.dir, "..", "..");
const { values } = parseArgs({
  options: {
    binary: { type: "string", default: join(repo, "dist", "chematic-mcp") },
    reps: { type: "string", default: "9" },
    json: { type: "string" },
  },
});
const BINARY = resolve(values.binary as string);
const REPS = Number(values.reps);
const ASPIRIN = "CC(=O)Oc1ccccc1C(=O)O";
/** Python RDKit 2022.09: Descriptors.MolWt(Chem.MolFromSmiles("CC(=O)Oc1ccccc1C(=O)O")) = 180.15899999999996. */
const ASPIRIN_MW = 180.159;

/** The floor: RDKit's loader and its embedded .wasm, nothing else. */
function buildFloor(dir: string): string {
  const loader = Bun.resolveSync("@rdkit/rdkit", repo);
  const wasm = Bun.resolveSync("@rdkit/rdkit/RDKit_minimal.wasm", repo);
  const source = join(dir, "floor.ts");
  writeFileSync(
    source,
    [
      `import initRDKitModule from ${JSON.stringify(loader)};`,
      `import wasmPath from ${JSON.stringify(wasm)} with { type: "file" };`,
      "const rdkit = await initRDKitModule({ locateFile: () => wasmPath });",
      'process.stdout.write(rdkit.version() + "\\n");',
      "",
    ].join("\n"),
  );
  const outfile = join(dir, "floor");
  const defines = ["--define", '__dirname="/$bunfs/root"', "--define", '__filename="/$bunfs/root/index.js"'];
  const proc = Bun.spawnSync([process.execPath, "build", "--compile", ...defines, source, "--outfile", outfile], {
    cwd: repo,
    stdout: "pipe",
    stderr: "pipe",
  });
  if (proc.exitCode !== 0) throw new Error(`floor build failed: ${proc.stderr.toString()}`);
  return outfile;
}

interface Sample {
  wall: number;
  /** CPU time (user + system) of the process tree, ms. */
  cpu: number;
}

/** Spawn to exit; the output must contain `expect`. */
async function runToExit(command: string[], expect: string): Promise<Sample> {
  const t0 = performance.now();
  const proc = Bun.spawn(command, { stdout: "pipe", stderr: "pipe" });
  const out = await new Response(proc.stdout).text();
  await proc.exited;
  const ms = performance.now() - t0;
  if (proc.exitCode !== 0 || !out.includes(expect))
    throw new Error(`${command.join(" ")}: exit ${proc.exitCode}, ${out}`);
  return { wall: ms, cpu: Number(proc.resourceUsage()?.cpuTime.total ?? Number.NaN) / 1000 };
}

/** CPU time of a process and its descendants so far (ms; clock-tick resolution). */
function treeCpuMs(pid: number): number {
  return (treeStats(pid).reduce((sum, stat) => sum + stat.ticks, 0) * 1000) / CLK_TCK;
}

/** Spawn to the first line on stdout. */
async function runToFirstLine(command: string[]): Promise<Sample> {
  const t0 = performance.now();
  const proc = Bun.spawn(command, { stdout: "pipe", stderr: "pipe" });
  const reader = proc.stdout.getReader();
  const decoder = new TextDecoder();
  let text = "";
  while (!text.includes("\n")) {
    const { value, done } = await reader.read();
    if (done) throw new Error(`${command[0]} exited before a line`);
    text += decoder.decode(value, { stream: true });
  }
  const ms = performance.now() - t0;
  const cpu = ((readStat(proc.pid)?.ticks ?? Number.NaN) * 1000) / CLK_TCK;
  proc.kill();
  await proc.exited;
  return { wall: ms, cpu };
}

interface ServeTimes {
  toolsList: Sample;
  firstChemistry: Sample;
}

/** The server over stdio: spawn to the tools/list answer and to the first calc_properties answer. */
async function serve(): Promise<ServeTimes> {
  const t0 = performance.now();
  const proc = Bun.spawn([BINARY], { stdin: "pipe", stdout: "pipe", stderr: "pipe" });
  const list = JSON.stringify({ jsonrpc: "2.0", id: "list", method: "tools/list", params: { _meta: META } });
  const call = JSON.stringify({
    jsonrpc: "2.0",
    id: "calc",
    method: "tools/call",
    params: { name: "calc_properties", arguments: { smiles: ASPIRIN }, _meta: META },
  });
  proc.stdin.write(`${list}\n${call}\n`);
  await proc.stdin.flush();
  const times: Partial<ServeTimes> = {};
  const decoder = new TextDecoder();
  let buffer = "";
  for await (const chunk of proc.stdout) {
    buffer += decoder.decode(chunk, { stream: true });
    const { lines, rest } = takeLines(buffer);
    buffer = rest;
    const at = performance.now() - t0;
    for (const line of lines) {
      const answer = JSON.parse(line) as { id: string; result?: Record<string, unknown> };
      if (answer.id === "list") {
        const count = (answer.result?.tools as unknown[] | undefined)?.length ?? 0;
        if (count === 0) throw new Error(`tools/list answered without tools: ${line.slice(0, 300)}`);
        times.toolsList = { wall: at, cpu: treeCpuMs(proc.pid) };
      } else if (answer.id === "calc") {
        const mw = (answer.result?.structuredContent as { mw?: number } | undefined)?.mw;
        if (mw !== ASPIRIN_MW) throw new Error(`calc_properties answered ${line.slice(0, 300)}`);
        times.firstChemistry = { wall: at, cpu: treeCpuMs(proc.pid) };
      }
    }
    if (times.toolsList !== undefined && times.firstChemistry !== undefined) break;
  }
  proc.stdin.end();
  await proc.exited;
  if (times.toolsList === undefined || times.firstChemistry === undefined) throw new Error("server ended early");
  return times as ServeTimes;
}

const dir = mkdtempSync(join(tmpdir(), "chematic-start-"));
try {
  const floorBinary = buildFloor(dir);
  const samples = {
    version: [] as Sample[],
    help: [] as Sample[],
    floor: [] as Sample[],
    toolsList: [] as Sample[],
    firstChemistry: [] as Sample[],
  };
  // One unmeasured round: the binaries' pages come into the page cache.
  await runToExit([BINARY, "--version"], "chematic-mcp");
  await runToFirstLine([floorBinary]);
  await serve();
  for (let rep = 0; rep < REPS; rep++) {
    samples.version.push(await runToExit([BINARY, "--version"], "chematic-mcp"));
    samples.help.push(await runToExit([BINARY, "--help"], "Usage: chematic-mcp"));
    samples.floor.push(await runToFirstLine([floorBinary]));
    const times = await serve();
    samples.toolsList.push(times.toolsList);
    samples.firstChemistry.push(times.firstChemistry);
  }
  const stats = (xs: number[]) =>
    `${median(xs).toFixed(1)} | ${Math.min(...xs).toFixed(1)} | ${Math.max(...xs).toFixed(1)}`;
  const row = (label: string, xs: Sample[]) =>
    `| ${label} | ${stats(xs.map((x) => x.wall))} | ${stats(xs.map((x) => x.cpu))} |`;
  const gap = (key: "wall" | "cpu") =>
    (median(samples.firstChemistry.map((x) => x[key])) - median(samples.floor.map((x) => x[key]))).toFixed(1);
  const load = loadavg()
    .map((x) => x.toFixed(2))
    .join(" ");
  console.log(`${REPS} repetitions, ${new Date().toISOString()}, load average ${load} at the end, ${BINARY}\n`);
  console.log("| measure (ms after spawn) | wall median | min | max | CPU median | min | max |");
  console.log("| --- | --- | --- | --- | --- | --- | --- |");
  console.log(row("`--version` (to exit)", samples.version));
  console.log(row("`--help` (to exit)", samples.help));
  console.log(row("`tools/list` answer", samples.toolsList));
  console.log(row("first `calc_properties` answer (aspirin)", samples.firstChemistry));
  console.log(row("floor: bare binary, RDKit initialised", samples.floor));
  console.log(`\nfirst chemistry answer − floor (medians): wall ${gap("wall")} ms, CPU ${gap("cpu")} ms`);
  if (values.json) writeFileSync(values.json, `${JSON.stringify({ binary: BINARY, reps: REPS, samples }, null, 1)}\n`);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
