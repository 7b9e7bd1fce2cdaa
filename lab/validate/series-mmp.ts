/**
 * Agreement of matched_pairs' pairing with Python RDKit's rdMMPA (validation/golden/series-mmp.json, written by
 * validation/generators/make_golden_mmp.py): for each golden series, the pairs both find, the pairs only one finds,
 * and the molecules those differences involve, with the reasons listed in series-mmp-known-differences.jsonl.
 * Prints the markdown tables of validation/reports/series-mmp.md.
 *
 *   bun lab/validate/series-mmp.ts
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { free, loadRDKit, parseSmiles } from "../../src/chem/rdkit.ts";
import { PairIndex, indexEntries, summarise, transformationOf } from "../../src/chem/series/mmp.ts";

interface GoldenSeries {
  name: string;
  max_cuts: number;
  ids: string[];
  smiles: string[];
  values: Array<number | null> | null;
  pairs: Array<[number, number, string, string, number]>;
  transformation_count: number;
  transformations: Array<{ transformation: string; count: number; mean: number | null; sd: number | null }>;
}

const GOLDEN = join(import.meta.dir, "..", "..", "validation", "golden");
const golden = JSON.parse(readFileSync(join(GOLDEN, "series-mmp.json"), "utf8")) as {
  rdkit: string;
  series: GoldenSeries[];
};
const known = readFileSync(join(GOLDEN, "series-mmp-known-differences.jsonl"), "utf8")
  .split("\n")
  .filter((line) => line.trim() !== "")
  .map((line) => JSON.parse(line) as { series: string; id: string; reason: string });

const close = (x: number | null | undefined, y: number | null): boolean =>
  y === null ? x === null : x !== null && x !== undefined && Math.abs(x - y) < 1e-9;

const rdkit = await loadRDKit();
console.log(`Python RDKit ${golden.rdkit}; embedded RDKit ${rdkit.version()}.\n`);
console.log(
  "| series | molecules | cuts | pairs (Python) | pairs (ours) | the same | only Python | only ours | unexplained | transformations (Python / ours) | summary's first rows equal |",
);
console.log("|---|---|---|---|---|---|---|---|---|---|---|");
const details: string[] = [];
for (const series of golden.series) {
  const index = new PairIndex();
  series.smiles.forEach((smiles, i) => {
    const mol = parseSmiles(smiles);
    try {
      index.add(i, indexEntries(mol, series.max_cuts, 10));
    } finally {
      free(mol);
    }
  });
  const pairs = index.pairs();
  const stats = summarise(pairs, (i) => series.values?.[i] ?? undefined);
  const ours = new Set(
    pairs.map((p) => JSON.stringify([p.a, p.b, transformationOf(p.from, p.to), p.constant, p.cuts])),
  );
  const python = new Set(series.pairs.map((p) => JSON.stringify(p)));
  const same = [...ours].filter((p) => python.has(p)).length;
  const onlyPython = [...python].filter((p) => !ours.has(p));
  const onlyOurs = [...ours].filter((p) => !python.has(p));
  // A differing pair is explained when one of its molecules is listed (with the reason) in the known differences.
  const listed = new Set(known.filter((k) => k.series === series.name).map((k) => k.id));
  const involved = new Map<string, number>();
  let unexplained = 0;
  for (const text of [...onlyPython, ...onlyOurs]) {
    const [a, b] = JSON.parse(text) as [number, number];
    const ids = [series.ids[a], series.ids[b]] as string[];
    const hit = ids.filter((id) => listed.has(id));
    if (hit.length === 0) unexplained++;
    for (const id of hit) involved.set(id, (involved.get(id) ?? 0) + 1);
  }
  const summaryEqual = series.transformations.every((t, i) => {
    const o = stats[i];
    return (
      o !== undefined &&
      o.transformation === t.transformation &&
      o.count === t.count &&
      close(o.mean, t.mean) &&
      close(o.sd, t.sd)
    );
  });
  console.log(
    `| ${series.name} | ${series.smiles.length} | ${series.max_cuts} | ${series.pairs.length} | ${pairs.length} | ${same} | ${onlyPython.length} | ${onlyOurs.length} | ${unexplained} | ${series.transformation_count} / ${stats.length} | ${summaryEqual ? `yes (${series.transformations.length})` : "no"} |`,
  );
  for (const [id, count] of [...involved].sort((x, y) => y[1] - x[1])) {
    const reason = known.find((k) => k.series === series.name && k.id === id)?.reason as string;
    const at = series.ids.indexOf(id);
    details.push(`- ${series.name}, molecule ${id} (\`${series.smiles[at]}\`): in ${count} differing pairs. ${reason}`);
  }
  for (const p of onlyPython.slice(0, 2)) details.push(`  - only Python: \`${p}\``);
  for (const p of onlyOurs.slice(0, 2)) details.push(`  - only ours: \`${p}\``);
}
console.log(`\nDifferences, by molecule:\n\n${details.length === 0 ? "none" : details.join("\n")}`);
