import { free, rdkit } from "../src/chem/rdkit.ts";

/** Canonical isomeric SMILES RDKit reads from a molblock (stereo perceived from 3D coordinates; hydrogens removed). */
export function smilesFromMolblock(molblock: string): string {
  const withH = rdkit().get_mol(molblock, JSON.stringify({ removeHs: false }));
  if (!withH) throw new Error("RDKit could not read the molblock");
  const heavy = rdkit().get_mol(withH.remove_hs());
  try {
    return heavy!.get_smiles();
  } finally {
    free(heavy);
    free(withH);
  }
}

/** RDKit's canonical isomeric SMILES of a SMILES. */
export function canonicalSmiles(smiles: string): string {
  const mol = rdkit().get_mol(smiles);
  try {
    if (!mol?.is_valid()) throw new Error(`test SMILES does not parse: ${smiles}`);
    return mol.get_smiles();
  } finally {
    free(mol);
  }
}
