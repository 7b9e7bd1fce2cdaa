/**
 * Folds our Morgan environment ids (src/chem/fingerprints/morgan.ts) of every molecule of the three complete reference
 * sets the golden files sample (NCI first_5K, CHEMBL2321810, wehi_mols.csv from /usr/share/RDKit) and
 * compares them with the embedded RDKit's own ECFP4 bits. The 16,008-molecule figure in
 * validation/reports/sascore-report.md; test/chem/fingerprints/morgan.test.ts does the same on the golden molecules.
 *
 *   bun lab/validate/ecfp4-full-sets.ts        (needs the rdkit-data package; exits 1 on any mismatch)
 */
import { existsSync, readFileSync } from "node:fs";
import { foldMorgan, morganCounts } from "../../src/chem/fingerprints/morgan.ts";
import { free, loadRDKit } from "../../src/chem/rdkit.ts";
import { tryParse } from "../../harness/golden.ts";

const NCI = "/usr/share/RDKit/Data/NCI/first_5K.smi";
const CHEMBL = "/usr/share/RDKit/Contrib/FreeWilson/data/CHEMBL2321810.smi";
const WEHI = "/usr/share/RDKit/Data/Pains/test_data/wehi_mols.csv";
for (const file of [NCI, CHEMBL, WEHI]) if (!existsSync(file)) throw new Error(`${file} missing (install rdkit-data)`);

const lines = (file: string): string[] =>
  readFileSync(file, "utf8")
    .split("\n")
    .filter((l) => l.trim());
const sets: [string, string[]][] = [
  ["nci", lines(NCI).map((l) => l.split(/\s+/)[0] ?? "")],
  ["chembl", lines(CHEMBL).map((l) => l.split(/\s+/)[0] ?? "")],
  ["wehi", lines(WEHI).map((l) => (JSON.parse(`[${l}]`) as string[])[0] ?? "")],
];

await loadRDKit();
const report: Record<string, { molecules: number; parsed: number; identical: number }> = {};
const mismatches: string[] = [];
for (const [name, smiles] of sets) {
  const r = { molecules: smiles.length, parsed: 0, identical: 0 };
  for (const s of smiles) {
    const mol = tryParse(s);
    if (!mol) continue;
    try {
      r.parsed++;
      const ours = foldMorgan(morganCounts(mol).ids, 2048);
      const theirs = mol.get_morgan_fp_as_uint8array(JSON.stringify({ radius: 2, nBits: 2048 }));
      if (ours.length === theirs.length && ours.every((b, i) => b === theirs[i])) r.identical++;
      else mismatches.push(`${name} ${s}`);
    } finally {
      free(mol);
    }
  }
  report[name] = r;
}
console.log("ECFP4 fold check:", JSON.stringify(report));
if (mismatches.length > 0) {
  console.log(`${mismatches.length} mismatches:\n${mismatches.join("\n")}`);
  process.exit(1);
}
