/** Fingerprint tables of golden molecule lists, built with the embedded RDKit (test helper). */
import { loadRDKit, withMol } from "../src/chem/rdkit.ts";
import {
  emptyTable,
  fingerprintBytes,
  packRow,
  type FingerprintSpec,
  type FingerprintTable,
} from "../src/chem/library/fingerprints.ts";

export async function tableOf(smiles: readonly string[], spec: FingerprintSpec): Promise<FingerprintTable> {
  await loadRDKit();
  const table = emptyTable(spec, smiles.length);
  smiles.forEach((text, row) => {
    table.counts[row] = withMol(text, (mol) => packRow(fingerprintBytes(mol, spec), table.bits, row, table.words));
  });
  return table;
}

export async function golden<T>(name: string): Promise<T> {
  return (await Bun.file(new URL(`../validation/golden/${name}`, import.meta.url)).json()) as T;
}
