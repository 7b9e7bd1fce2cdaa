/**
 * substructure_search's chemistry against Python RDKit's HasSubstructMatch for 20 queries over every molecule of the
 * three reference sets (validation/golden/substructure-search.json, made by
 * validation/generators/make_golden_substructure.py; molecules in validation/golden/murcko.jsonl order).
 * For each query: molecules matched by us (screen + matcher) and by Python, the differences, how many molecules the
 * pattern-fingerprint screen ruled out, and whether it ever ruled out a molecule Python matches (it must not).
 * Also times the search with and without the screen. Run: bun lab/validate/substructure-full.ts
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import {
  SEARCH_PARSE,
  SubstructureQuery,
  patternFingerprint,
  passesScreen,
  type QueryType,
} from "../../src/chem/library/substructure-search.ts";
import { free, loadRDKit, parseSmiles, type JSMol } from "../../src/chem/rdkit.ts";
import { hasMatch } from "../../src/chem/substructure.ts";

const golden = join(import.meta.dir, "..", "..", "validation", "golden");
const doc = JSON.parse(readFileSync(join(golden, "substructure-search.json"), "utf8")) as {
  molecule_count: number;
  queries: Array<{ query: string; query_type: QueryType; match_count: number; matches: string }>;
};
const rows = readFileSync(join(golden, "murcko.jsonl"), "utf8")
  .split("\n")
  .filter((line) => line.trim() !== "")
  .map((line) => JSON.parse(line) as { set: string; id: string; smiles: string });
if (rows.length !== doc.molecule_count)
  throw new Error(`murcko.jsonl has ${rows.length} rows, the golden file ${doc.molecule_count}`);

await loadRDKit();
const mols: Array<JSMol | null> = rows.map((row) => {
  try {
    return parseSmiles(row.smiles, SEARCH_PARSE); // as substructure_search parses
  } catch {
    return null;
  }
});
let started = performance.now();
const fps = mols.map((mol) => (mol === null ? null : patternFingerprint(mol)));
const fingerprintMs = performance.now() - started;
console.log(`molecules ${rows.length}; parsed by the embedded RDKit ${mols.filter((mol) => mol !== null).length}`);
let totalDifferences = 0;
let droppedByScreen = 0;
let screenedTotal = 0;
let screenMs = 0;
let plainMs = 0;
console.log("| query | type | Python matches | ours | differences | screened out | screen dropped a match |");
console.log("|---|---|---:|---:|---:|---:|---:|");
for (const q of doc.queries) {
  const bits = Buffer.from(q.matches, "base64");
  const query = new SubstructureQuery(q.query, q.query_type);
  let ours = 0;
  let screened = 0;
  let dropped = 0;
  const differences: string[] = [];
  started = performance.now();
  mols.forEach((mol, i) => {
    const python = ((bits[i >> 3] as number) >> (i & 7)) & 1;
    if (mol === null) {
      if (python) differences.push(`${rows[i]!.set}:${rows[i]!.id} not parsed by the embedded RDKit`);
      return;
    }
    const pass = passesScreen(query.fingerprint, fps[i]!);
    const match = pass && hasMatch(mol, query.mol);
    if (!pass) screened++;
    if (!pass && python) dropped++;
    if (match) ours++;
    if (match !== (python === 1))
      differences.push(`${rows[i]!.set}:${rows[i]!.id} ${rows[i]!.smiles} ours ${match} python ${python === 1}`);
  });
  screenMs += performance.now() - started;
  started = performance.now();
  for (const mol of mols) if (mol !== null) hasMatch(mol, query.mol);
  plainMs += performance.now() - started;
  query.free();
  totalDifferences += differences.length;
  droppedByScreen += dropped;
  screenedTotal += screened;
  console.log(
    `| \`${q.query}\` | ${q.query_type} | ${q.match_count} | ${ours} | ${differences.length} | ${screened} | ${dropped} |`,
  );
  for (const line of differences.slice(0, 10)) console.log(`  difference: ${line}`);
}
for (const mol of mols) free(mol);
console.log(
  `\ndifferences ${totalDifferences} over ${doc.queries.length} queries × ${rows.length} molecules; screened out ${screenedTotal}; matches the screen dropped ${droppedByScreen}`,
);
console.log(
  `matching time over all ${doc.queries.length} queries (fingerprints precomputed): with the screen ${(screenMs / 1000).toFixed(1)} s, matcher alone ${(plainMs / 1000).toFixed(1)} s`,
);
console.log(`pattern fingerprints of the ${rows.length} molecules, once: ${(fingerprintMs / 1000).toFixed(1)} s`);
