/**
 * The embedded RDKit's own descriptor bundle (`get_descriptors()`) for every golden molecule that a test compares
 * with it: validation/golden/crippen.jsonl, the drugs of admet-tpsa.jsonl and properties.jsonl. Written to
 * validation/golden/embedded-descriptors.jsonl, one row per (SMILES, keep_hs), after a first line naming the
 * @rdkit/rdkit version that made it.
 *
 * Why a file: tools.md defines calc_properties' hba, hbd and rotatable_bonds as this build's NumHBA, NumHBD and
 * NumRotatableBonds, and graph-descriptors.test.ts proves our graph ports equal the bundle. Computing the bundle
 * live costs ~0.9 ms a molecule, ~17 s of CPU per test run for 19,000 molecules. The values are RDKit's, not ours;
 * the tests check the file was made by the installed @rdkit/rdkit version and recompute every 20th row live.
 *
 *   bun validation/generators/make-embedded-descriptors.ts
 */
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { free, loadRDKit, rdkit } from "../../src/chem/rdkit.ts";
import { GOLDEN_DIR, readJsonl } from "../../harness/golden.ts";
import {
  EMBEDDED_DESCRIPTOR_FIELDS,
  embeddedDescriptorKey,
  installedRDKitPackageVersion,
} from "../../harness/embedded-descriptors.ts";

interface Row {
  set: string;
  smiles: string;
  keep_hs?: boolean;
}

await loadRDKit();
const rows: Row[] = [
  ...readJsonl<Row>("crippen.jsonl"),
  ...readJsonl<Row>("admet-tpsa.jsonl").filter((row) => row.set === "drug"),
  ...readJsonl<Row>("properties.jsonl"),
];
const lines = [
  JSON.stringify({
    meta: {
      package: "@rdkit/rdkit",
      version: installedRDKitPackageVersion(),
      rdkit: rdkit().version(),
      fields: EMBEDDED_DESCRIPTOR_FIELDS,
    },
  }),
];
const seen = new Set<string>();
for (const row of rows) {
  const key = embeddedDescriptorKey(row.smiles, row.keep_hs === true);
  if (seen.has(key)) continue;
  seen.add(key);
  const mol = rdkit().get_mol(row.smiles, JSON.stringify({ removeHs: row.keep_hs !== true }));
  try {
    if (!mol?.is_valid()) continue; // refused by this build: nothing to record
    const bundle = JSON.parse(mol.get_descriptors()) as Record<string, number>;
    lines.push(
      JSON.stringify({
        smiles: row.smiles,
        keep_hs: row.keep_hs === true,
        ...Object.fromEntries(EMBEDDED_DESCRIPTOR_FIELDS.map((f) => [f, bundle[f]])),
      }),
    );
  } finally {
    free(mol);
  }
}
writeFileSync(join(GOLDEN_DIR, "embedded-descriptors.jsonl"), `${lines.join("\n")}\n`);
console.log(`wrote ${lines.length - 1} molecules to validation/golden/embedded-descriptors.jsonl`);
