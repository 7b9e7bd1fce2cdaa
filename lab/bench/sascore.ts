/**
 * Per-molecule time of saScore (the library function, molecules already parsed) over the NCI first_5K
 * molecules of validation/golden/sascore.jsonl, best of 3 rounds. The figure in validation/reports/sascore-report.md.
 *
 *   bun lab/bench/sascore.ts
 *
 * Python's side: /usr/bin/python3 validation/generators/make_golden_sascore.py --bench
 */
import { free, loadRDKit } from "../../src/chem/rdkit.ts";
import type { JSMol } from "../../src/chem/rdkit-types.ts";
import { loadSaScoreTable, saScore } from "../../src/chem/medchem/sascore.ts";
import { readJsonl, tryParse } from "../../harness/golden.ts";

await loadRDKit();
const t0 = performance.now();
loadSaScoreTable();
const tableMs = performance.now() - t0;
const mols: JSMol[] = [];
for (const rec of readJsonl<{ set: string; smiles: string }>("sascore.jsonl")) {
  if (rec.set !== "nci") continue;
  const mol = tryParse(rec.smiles);
  if (mol) mols.push(mol);
}
try {
  let best = Infinity;
  for (let round = 0; round < 3; round++) {
    const start = performance.now();
    for (const mol of mols) saScore(mol);
    best = Math.min(best, performance.now() - start);
  }
  console.log(
    `bun saScore: table load ${tableMs.toFixed(0)} ms; ${((best / mols.length) * 1000).toFixed(1)} us/mol (best of 3, ${mols.length} molecules)`,
  );
} finally {
  for (const mol of mols) free(mol);
}
