/**
 * Our Bemis–Murcko scaffolds and generic frameworks against Python RDKit's for every molecule of the three
 * reference sets (validation/golden/murcko.jsonl, made by validation/generators/make_golden_murcko.py).
 * Prints the counts and every difference. Run: bun scripts/validate/murcko-full.ts
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { murckoOf } from "../../src/chem/library/murcko.ts";
import { free, loadRDKit, rdkit, withMol } from "../../src/chem/rdkit.ts";

interface Row {
  set: string;
  id: string;
  smiles: string;
  scaffold: string;
  generic: string | null;
}

await loadRDKit();
const rows = readFileSync(join(import.meta.dir, "..", "..", "validation", "golden", "murcko.jsonl"), "utf8")
  .split("\n")
  .filter((line) => line.trim() !== "")
  .map((line) => JSON.parse(line) as Row);
/** Python's SMILES as the embedded RDKit writes the same molecule (2026.09 brackets atoms bonded to metals: [c], [NH]). */
function rewritten(smiles: string | null): string | null {
  if (smiles === null || smiles === "") return smiles;
  const mol = rdkit().get_mol(smiles);
  try {
    return mol?.is_valid() ? mol.get_smiles() : null;
  } finally {
    free(mol);
  }
}
let scaffoldSame = 0;
let genericSame = 0;
let scaffoldSameMolecule = 0;
let genericSameMolecule = 0;
const differences: string[] = [];
const started = performance.now();
for (const row of rows) {
  let ours: { scaffold: string; generic: string | null } | { error: string };
  try {
    ours = withMol(row.smiles, murckoOf);
  } catch (error) {
    ours = { error: error instanceof Error ? error.message : String(error) };
  }
  if ("error" in ours) {
    differences.push(`${row.set}:${row.id} ${row.smiles} error: ${ours.error}`);
    continue;
  }
  if (ours.scaffold === row.scaffold) scaffoldSame++;
  else if (ours.scaffold === rewritten(row.scaffold)) scaffoldSameMolecule++;
  else differences.push(`${row.set}:${row.id} ${row.smiles} scaffold ours ${ours.scaffold} rdkit ${row.scaffold}`);
  if (ours.generic === row.generic) genericSame++;
  else if (ours.generic === rewritten(row.generic)) genericSameMolecule++;
  else differences.push(`${row.set}:${row.id} ${row.smiles} generic ours ${ours.generic} rdkit ${row.generic}`);
}
const seconds = (performance.now() - started) / 1000;
const percent = (n: number): string => ((100 * n) / rows.length).toFixed(2);
console.log(`molecules ${rows.length}; ${seconds.toFixed(1)} s`);
console.log(`scaffold: identical string ${scaffoldSame}; same molecule, written differently by the embedded RDKit ${scaffoldSameMolecule}; together ${percent(scaffoldSame + scaffoldSameMolecule)} %`);
console.log(`generic: identical string ${genericSame}; same molecule, written differently by the embedded RDKit ${genericSameMolecule}; together ${percent(genericSame + genericSameMolecule)} %`);
for (const line of differences) console.log(line);
