/**
 * Per-molecule time of findBricsBonds and bricsDisconnections (library functions, molecules already parsed)
 * over the NCI first_5K molecules of validation/golden/brics.jsonl. The figure in validation/reports/brics-report.md.
 *
 *   bun lab/bench/brics.ts
 */
import { bricsDisconnections, findBricsBonds } from "../../src/chem/reactions/brics.ts";
import { free, loadRDKit, rdkit } from "../../src/chem/rdkit.ts";
import type { JSMol } from "../../src/chem/rdkit-types.ts";
import { readJsonl, tryParse } from "../../harness/golden.ts";

await loadRDKit();
const mols = readJsonl<{ set: string; smiles: string; error?: string }>("brics.jsonl")
  .filter((r) => r.set === "nci" && !r.error)
  .map((r) => tryParse(r.smiles))
  .filter((m): m is JSMol => m !== null);
try {
  for (const m of mols.slice(0, 200)) bricsDisconnections(m); // warm-up
  const t0 = performance.now();
  let bonds = 0;
  for (const m of mols) bonds += findBricsBonds(m).length;
  const t1 = performance.now();
  for (const m of mols) bricsDisconnections(m);
  const t2 = performance.now();
  console.log(
    `RDKit ${rdkit().version()} (Bun ${Bun.version}): ${mols.length} NCI molecules, ${bonds} BRICS bonds\n` +
      `  findBricsBonds + bricsDisconnections: ${((t2 - t1) / mols.length).toFixed(3)} ms/molecule\n` +
      `  findBricsBonds only: ${((t1 - t0) / mols.length).toFixed(3)} ms/molecule`,
  );
} finally {
  for (const m of mols) free(m);
}
