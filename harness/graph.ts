import { molGraph, type MolGraph } from "../src/chem/graph.ts";
import { free, rdkit } from "../src/chem/rdkit.ts";

/** The molecule graph of a SMILES, with explicit hydrogens when asked (as generate_3d builds it). RDKit must be loaded. */
export function graphOf(smiles: string, { hydrogens = true } = {}): MolGraph {
  const mol = rdkit().get_mol(smiles);
  if (!mol) throw new Error(`test SMILES does not parse: ${smiles}`);
  try {
    if (hydrogens) mol.add_hs_in_place();
    return molGraph(mol);
  } finally {
    free(mol);
  }
}
