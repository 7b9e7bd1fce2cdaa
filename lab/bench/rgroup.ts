/**
 * R-group decomposition of 1,017 molecules (CHEMBL2321810 against its scaffold, validation/golden/rgroup.jsonl):
 * rgroup_decompose (through runTool: schema checks, the series reader, parsing, RDKit's get_rgd, the rows and
 * summary) against Python RDKit 2022.09's RGroupDecompose (parse and decompose, rows as SMILES), in the same
 * session. The two alternate round by round (Python, ours, Python, ours, ...) so that both see the same machine
 * load; each side's best round is compared (the issue's bound: ours within 2x Python's).
 *
 *   bun lab/bench/rgroup.ts [rounds]   → prints the result, writes validation/bench/rgroup.json
 */
import { spawnSync } from "node:child_process";
import { loadavg } from "node:os";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { loadRDKit, rdkitVersion } from "../../src/chem/rdkit.ts";
import { callTool } from "../../harness/tools.ts";

const ROOT = join(import.meta.dir, "..", "..");
const ROUNDS = Number(process.argv[2] ?? 5);
const series = readFileSync(join(ROOT, "validation", "golden", "rgroup.jsonl"), "utf8")
  .trim()
  .split("\n")
  .map(
    (line) => JSON.parse(line) as { series?: string; core: string; molecules: Array<{ id: string; smiles: string }> },
  )
  .find((line) => line.series === "chembl2321810");
if (series === undefined) throw new Error("validation/golden/rgroup.jsonl has no chembl2321810 series");
const smiles = series.molecules.map((m) => m.smiles);

function python(): number {
  const run = spawnSync("/usr/bin/python3", [join(import.meta.dir, "rgroup_rdkit.py"), "1"], {
    input: JSON.stringify({ core: series?.core, smiles }),
    encoding: "utf8",
    maxBuffer: 1 << 24,
  });
  if (run.status !== 0) throw new Error(`python failed: ${run.stderr}`);
  return (JSON.parse(run.stdout) as { rounds: number[] }).rounds[0] as number;
}

async function ours(): Promise<number> {
  const start = performance.now();
  const outcome = await callTool("rgroup_decompose", { smiles_list: smiles, core: series?.core });
  if (outcome.kind !== "success") throw new Error(`rgroup_decompose failed: ${JSON.stringify(outcome)}`);
  return (performance.now() - start) / 1000;
}

await loadRDKit();
// One call first: the engine's and JavaScriptCore's first-call costs are not the steady state a server runs in.
const warmUp = await ours();
const py: number[] = [];
const us: number[] = [];
const loadBefore = loadavg()[0] as number;
for (let round = 0; round < ROUNDS; round++) {
  py.push(python());
  us.push(await ours());
}
const best = (values: number[]): number => Math.min(...values);
const median = (values: number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;
const seconds = (s: number): number => Number(s.toFixed(3));
const result = {
  measured: new Date().toISOString().slice(0, 10),
  molecules: smiles.length,
  series: "CHEMBL2321810 (validation/golden/rgroup.jsonl), core from its scaffold file",
  rdkit: { ours: rdkitVersion(), python: "2022.09 (Debian python3-rdkit)" },
  rounds: ROUNDS,
  load_average_1min: { before: Number(loadBefore.toFixed(1)), after: Number((loadavg()[0] as number).toFixed(1)) },
  first_call_seconds: seconds(warmUp),
  python_seconds: { best: seconds(best(py)), median: seconds(median(py)), all: py.map(seconds) },
  ours_seconds: { best: seconds(best(us)), median: seconds(median(us)), all: us.map(seconds) },
  ratio_best: Number((best(us) / best(py)).toFixed(2)),
  ratio_median: Number((median(us) / median(py)).toFixed(2)),
};
console.log(JSON.stringify(result, null, 1));
writeFileSync(join(ROOT, "validation", "bench", "rgroup.json"), `${JSON.stringify(result, null, 1)}\n`);
