/**
 * Size and speed of depict's PNG against Python RDKit's own PNG drawing (MolDraw2DCairo), in the same run on the
 * same machine, and of a 48-molecule depict_grid. Writes validation/depiction/benchmark.md and benchmark.json.
 *
 *   bun lab/bench/depict.ts
 *
 * Ours: one depict call through runTool (argument checks, RDKit's SVG, resvg's PNG, base64), the work a
 * worker does per call; median after warm-up. Python: MolFromSmiles + MolDraw2DCairo(400, 300).
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { cpus, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { loadRDKit, rdkitVersion } from "../../src/chem/rdkit.ts";
import { runTool } from "../../src/server/tool-runner.ts";
import { tools } from "../../src/tools/registry.ts";
import { BENCHMARK_MOLECULES } from "../../validation/depiction/molecules.ts";

const RUNS = 30;
const WARMUP = 5;
const GRID_RUNS = 7;
/** The depiction report folder: results are written beside the gallery. */
const here = join(import.meta.dir, "..", "..", "validation", "depiction");

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

const tool = (name: string) => tools.find((t) => t.name === name)!;

/** Runs one call and returns the PNG's size in bytes. */
async function pngBytes(name: string, args: Record<string, unknown>): Promise<number> {
  const outcome = await runTool(tool(name), args, new AbortController().signal);
  if (outcome.kind !== "content") throw new Error(`${name}: ${JSON.stringify(outcome).slice(0, 300)}`);
  const image = outcome.content.find((item) => item.type === "image");
  if (image?.type !== "image") throw new Error(`${name}: no image`);
  return Buffer.from(image.data, "base64").length;
}

/** CPU milliseconds of this process so far (user + system): what a call costs, whatever else the machine runs. */
function cpuMs(): number {
  const usage = process.cpuUsage();
  return (usage.user + usage.system) / 1000;
}

async function timed(
  name: string,
  args: Record<string, unknown>,
  runs: number,
  warmup: number,
): Promise<{ medianMs: number; cpuMs: number; bytes: number }> {
  let bytes = 0;
  for (let i = 0; i < warmup; i++) bytes = await pngBytes(name, args);
  const wall: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    const startCpu = cpuMs();
    bytes = await pngBytes(name, args);
    wall.push(performance.now() - start);
    cpu.push(cpuMs() - startCpu);
  }
  return { medianMs: median(wall), cpuMs: median(cpu), bytes };
}

const grid = Array.from({ length: 48 }, (_, i) => BENCHMARK_MOLECULES[i % BENCHMARK_MOLECULES.length]![1]);

// Python first, then ours: the same molecules, the same machine, one run of this script.
const specDir = mkdtempSync(join(tmpdir(), "depict-bench-"));
const specFile = join(specDir, "spec.json");
writeFileSync(specFile, JSON.stringify({ molecules: BENCHMARK_MOLECULES, grid, runs: RUNS, grid_runs: GRID_RUNS }));
const python = Bun.spawnSync(["/usr/bin/python3", join(import.meta.dir, "depict_rdkit_png.py"), specFile], {
  stdout: "pipe",
  stderr: "pipe",
});
rmSync(specDir, { recursive: true, force: true });
if (python.exitCode !== 0) throw new Error(`Python benchmark failed: ${python.stderr.toString()}`);
const py = JSON.parse(python.stdout.toString()) as {
  rdkit: string;
  molecules: Array<{ name: string; median_ms: number; cpu_ms: number; png_bytes: number }>;
  grid: { molecules: number; median_ms: number; cpu_ms: number; png_bytes: number };
};

await loadRDKit();
const loadBefore = loadavg()[0]!;
// A worker serves many calls: warm the WebAssembly engines up on every molecule first (the first few dozen calls run
// RDKit's and resvg's code before the optimising tier has compiled it, 2-3x slower), then measure each.
for (const [, smiles] of BENCHMARK_MOLECULES) for (let i = 0; i < WARMUP; i++) await pngBytes("depict", { smiles });
const rows: Array<{
  name: string;
  atoms: number;
  ours: { medianMs: number; cpuMs: number; bytes: number };
  python: { median_ms: number; cpu_ms: number; png_bytes: number };
}> = [];
for (const [i, [name, smiles]] of BENCHMARK_MOLECULES.entries()) {
  const ours = await timed("depict", { smiles }, RUNS, WARMUP);
  // Heavy atoms as RDKit counts them for these molecules (no explicit H in their SMILES).
  const atoms = (smiles.match(/Cl|Br|\[[^\]]+\]|[BCNOSPFI]|[cnops]/g) ?? []).length;
  rows.push({ name, atoms, ours, python: py.molecules[i]! });
}
const gridOurs = await timed(
  "depict_grid",
  { smiles_list: grid, legends: grid.map((_, i) => String(i)) },
  GRID_RUNS,
  1,
);
const loadAfter = loadavg()[0]!;

const fmt = (n: number, digits = 1) => n.toFixed(digits);
const ratio = (a: number, b: number) => fmt(a / b, 2);
const med = (pick: (row: (typeof rows)[number]) => number) => median(rows.map(pick));
const lines = [
  "# Depiction: size and speed",
  "",
  `Made by \`bun lab/bench/depict.ts\` (${new Date().toISOString().slice(0, 10)}, ${cpus().length} cores: ${cpus()[0]?.model ?? "?"}; ` +
    `RDKit ${rdkitVersion()} (WebAssembly) vs Python RDKit ${py.rdkit} with Cairo, in the same run). The machine is shared: its load average was ` +
    `${fmt(loadBefore)} before our half and ${fmt(loadAfter)} after it (on ${cpus().length} cores), so wall-clock times are inflated by waiting for a core; ` +
    "CPU time (the process's own user + system time per call) is the fairer measure there.",
  "",
  `Ours: one \`depict\` call through \`runTool\` at the default 400×300 (argument checks, RDKit's SVG, resvg's PNG, base64), median of ${RUNS} after ` +
    `${WARMUP} warm-up calls on every molecule and ${WARMUP} more on the one measured (a worker's steady state). ` +
    "Python: `MolFromSmiles` + `MolDraw2DCairo(400, 300)` (the drawer `Draw.MolToImage` wraps; PIL, which MolToImage needs, is not installed), median of the same count.",
  "",
  "| molecule | heavy atoms | ours wall ms | ours CPU ms | Python wall ms | Python CPU ms | CPU ratio | ours PNG bytes | Python PNG bytes |",
  "|---|---:|---:|---:|---:|---:|---:|---:|---:|",
  ...rows.map(
    (row) =>
      `| ${row.name} | ${row.atoms} | ${fmt(row.ours.medianMs)} | ${fmt(row.ours.cpuMs)} | ${fmt(row.python.median_ms)} | ${fmt(row.python.cpu_ms)} | ` +
      `${ratio(row.ours.cpuMs, row.python.cpu_ms)} | ${row.ours.bytes} | ${row.python.png_bytes} |`,
  ),
  "",
  `Medians over the molecules: ours ${fmt(med((row) => row.ours.medianMs))} ms wall, ${fmt(med((row) => row.ours.cpuMs))} ms CPU; ` +
    `Python ${fmt(med((row) => row.python.median_ms))} ms wall, ${fmt(med((row) => row.python.cpu_ms))} ms CPU; ` +
    `CPU ratio ${ratio(
      med((row) => row.ours.cpuMs),
      med((row) => row.python.cpu_ms),
    )}. Largest PNG: ${Math.max(...rows.map((row) => row.ours.bytes))} bytes.`,
  "",
  `48-molecule grid (250×200 panels, 4 per row, 1000×2400 px, legends), median of ${GRID_RUNS}: ours ${fmt(gridOurs.medianMs)} ms wall, ` +
    `${fmt(gridOurs.cpuMs)} ms CPU (${gridOurs.bytes} bytes); Python's MolDraw2DCairo grid ${fmt(py.grid.median_ms)} ms wall, ` +
    `${fmt(py.grid.cpu_ms)} ms CPU (${py.grid.png_bytes} bytes); CPU ratio ${ratio(gridOurs.cpuMs, py.grid.cpu_ms)}.`,
  "",
];
writeFileSync(join(here, "benchmark.md"), lines.join("\n"));
writeFileSync(
  join(here, "benchmark.json"),
  `${JSON.stringify({ python: py, ours: { molecules: rows, grid: gridOurs }, loadAverage: { before: loadBefore, after: loadAfter } }, null, 2)}\n`,
);
console.log(lines.join("\n"));
