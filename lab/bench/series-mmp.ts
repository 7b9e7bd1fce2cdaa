/**
 * Matched pairs of 1,000 molecules against Python RDKit 2022.09, in the same session: the first 1,000 molecules of
 * the CHEMBL2321810 series (validation/golden/series-mmp.json, from RDKit's FreeWilson data) with their activity,
 * single cuts (the tool's default) and up to two cuts. Each side runs the same pipeline (parse, cut, index, pair,
 * summarise; Python: validation/generators/make_golden_mmp.py through lab/bench/series_mmp_rdkit.py), rounds
 * alternating Python then ours so both see the same machine load; every round starts with empty memos.
 *
 * Before the first round ours cuts the series' other 17 molecules untimed (two cuts): the library worker compiles RDKit's WebAssembly on its
 * first call, and a series call is rarely the first (validation/bench/library-screen.md measures that first call).
 *
 *   bun lab/bench/series-mmp.ts [rounds=3] [cuts=1,2]   → prints the table, writes validation/bench/series-mmp.json
 */
import { spawnSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { loadavg } from "node:os";
import { join } from "node:path";
import { free, loadRDKit, parseSmiles } from "../../src/chem/rdkit.ts";
import { PairIndex, clearCanonicalCache, indexEntries, summarise } from "../../src/chem/series/mmp.ts";

const ROOT = join(import.meta.dir, "..", "..");
const START_LOAD = loadavg().map((x) => Number(x.toFixed(2)));
const MOLECULES = 1_000;
const rounds = Number(process.argv[2] ?? 3);
const cutsList = (process.argv[3] ?? "1,2").split(",").map(Number);
const golden = JSON.parse(readFileSync(join(ROOT, "validation", "golden", "series-mmp.json"), "utf8")) as {
  series: Array<{ name: string; smiles: string[]; values: Array<number | null> | null }>;
};
const series = golden.series.find((s) => s.name === "chembl2321810");
if (series === undefined) throw new Error("no chembl2321810 series in the golden file");
const smiles = series.smiles.slice(0, MOLECULES);
const values = (series.values ?? []).slice(0, MOLECULES);

function python(maxCuts: number): { seconds: number[]; pairs: number } {
  const run = spawnSync("/usr/bin/python3", [join(import.meta.dir, "series_mmp_rdkit.py")], {
    input: JSON.stringify({ smiles, values, max_cuts: maxCuts, rounds: 1 }),
    encoding: "utf8",
    maxBuffer: 1 << 26,
  });
  if (run.status !== 0) throw new Error(`python failed: ${run.stderr}`);
  return JSON.parse(run.stdout) as { seconds: number[]; pairs: number };
}

function ours(maxCuts: number, molecules: readonly string[] = smiles): { seconds: number; pairs: number } {
  clearCanonicalCache();
  const start = performance.now();
  const index = new PairIndex();
  molecules.forEach((text, i) => {
    const mol = parseSmiles(text);
    try {
      index.add(i, indexEntries(mol, maxCuts, 10));
    } finally {
      free(mol);
    }
  });
  const pairs = index.pairs();
  summarise(pairs, (i) => values[i] ?? undefined);
  return { seconds: (performance.now() - start) / 1000, pairs: pairs.length };
}

await loadRDKit();
ours(2, series.smiles.slice(MOLECULES));
const results: Record<string, unknown> = {};
for (const maxCuts of cutsList) {
  const py: number[] = [];
  const mine: number[] = [];
  let pairs = { python: 0, ours: 0 };
  for (let round = 0; round < rounds; round++) {
    const p = python(maxCuts);
    py.push(...p.seconds);
    const o = ours(maxCuts);
    mine.push(o.seconds);
    pairs = { python: p.pairs, ours: o.pairs };
  }
  const best = (xs: number[]): number => Number(Math.min(...xs).toFixed(2));
  results[`max_cuts_${maxCuts}`] = {
    python_s: py.map((x) => Number(x.toFixed(2))),
    ours_s: mine.map((x) => Number(x.toFixed(2))),
    best_python_s: best(py),
    best_ours_s: best(mine),
    ratio_best: Number((best(mine) / best(py)).toFixed(2)),
    ratio_each_round: mine.map((x, i) => Number((x / (py[i] as number)).toFixed(2))),
    pairs,
  };
  console.log(maxCuts, JSON.stringify(results[`max_cuts_${maxCuts}`]));
}
const out = {
  what: `matched pairs of the first ${MOLECULES} CHEMBL2321810 molecules; ${rounds} rounds each, alternating`,
  when: new Date().toISOString(),
  load_average_at_start: START_LOAD,
  load_average_at_end: loadavg().map((x) => Number(x.toFixed(2))),
  results,
};
writeFileSync(join(ROOT, "validation", "bench", "series-mmp.json"), `${JSON.stringify(out, null, 2)}\n`);
console.log(JSON.stringify(out, null, 2));
