/**
 * Median time per call of describe_structure, graph_distance (one pair, and the whole matrix) and map_atoms
 * (random vs canonical SMILES of the same molecule) on drug-sized molecules: the CHEMBL2321810 set of
 * validation/golden/structure.jsonl (Free-Wilson series, 20–40 heavy atoms), through the tool handlers with their
 * schema checks (runTool), molecules parsed on every call as a client's call would. Writes
 * validation/bench/structure.json; the figures are quoted in validation/reports/structure-tools.md.
 *
 *   bun lab/bench/structure.ts [--limit N]
 */
import { writeFileSync } from "node:fs";
import { loadavg } from "node:os";
import { join } from "node:path";
import { loadRDKit, rdkitVersion } from "../../src/chem/rdkit.ts";
import { runTool } from "../../src/server/tool-runner.ts";
import { tools } from "../../src/tools/registry.ts";
import { readJsonl } from "../../harness/golden.ts";
import type { StructureGolden } from "../../harness/structure-golden.ts";

await loadRDKit();
const limitArg = process.argv.indexOf("--limit");
const limit = limitArg > 0 ? Number(process.argv[limitArg + 1]) : 300;
const records = readJsonl<StructureGolden>("structure.jsonl")
  .filter((r) => r.set === "chembl" && !r.error && r.random && r.canonical)
  .slice(0, limit);

const tool = (name: string) => {
  const found = tools.find((t) => t.name === name);
  if (!found) throw new Error(`no tool ${name}`);
  return found;
};

interface Timing {
  median_ms: number;
  p90_ms: number;
  /** Median CPU time of the process during a call (user + system): on a shared, loaded machine the wall time also counts waiting for a core. */
  median_cpu_ms: number;
  calls: number;
}

async function timeCalls(name: string, argsOf: (r: StructureGolden) => Record<string, unknown>): Promise<Timing> {
  const t = tool(name);
  for (const r of records.slice(0, 20)) await runTool(t, argsOf(r), new AbortController().signal); // warm-up
  const times: number[] = [];
  const cpu: number[] = [];
  for (const r of records) {
    const cpuStart = process.cpuUsage();
    const start = performance.now();
    const outcome = await runTool(t, argsOf(r), new AbortController().signal);
    times.push(performance.now() - start);
    const used = process.cpuUsage(cpuStart);
    cpu.push((used.user + used.system) / 1000);
    if (outcome.kind !== "success") throw new Error(`${name} failed on ${r.smiles}: ${outcome.kind}`);
  }
  times.sort((a, b) => a - b);
  cpu.sort((a, b) => a - b);
  const at = (list: number[], q: number) =>
    Number((list[Math.min(list.length - 1, Math.floor(q * list.length))] as number).toFixed(3));
  return { median_ms: at(times, 0.5), p90_ms: at(times, 0.9), median_cpu_ms: at(cpu, 0.5), calls: times.length };
}

const lastAtom = (r: StructureGolden) =>
  Object.values(r.elements ?? {}).reduce((a, b) => a + b, 0) - (r.elements?.H ?? 0) - 1;
const results = {
  rdkit: rdkitVersion(),
  bun: Bun.version,
  molecules: records.length,
  set: "CHEMBL2321810 (validation/golden/structure.jsonl)",
  /** The machine's 1-minute load average when the run started (other work shares the 2 cores). */
  load_average: Number((loadavg()[0] ?? 0).toFixed(1)),
  describe_structure: await timeCalls("describe_structure", (r) => ({ smiles: r.smiles })),
  graph_distance_pair: await timeCalls("graph_distance", (r) => ({ smiles: r.smiles, from: 0, to: lastAtom(r) })),
  graph_distance_matrix: await timeCalls("graph_distance", (r) => ({ smiles: r.smiles, matrix: true, from: 0, to: 1 })),
  map_atoms: await timeCalls("map_atoms", (r) => ({ smiles1: r.random, smiles2: r.canonical })),
};
writeFileSync(
  join(import.meta.dir, "..", "..", "validation", "bench", "structure.json"),
  `${JSON.stringify(results, null, 1)}\n`,
);
console.log(JSON.stringify(results, null, 1));
