/**
 * Reading validation/golden/standardize.jsonl (validation/generators/make_golden_standardize.py) the same way in
 * the standardize tests and lab/validate/standardize-agreement.ts.
 */
import { free, rdkit } from "../src/chem/rdkit.ts";

/** One golden line: the input, then Python RDKit 2022.09's answer per step (null: Python raised). */
export interface StandardizeRow {
  set: string;
  id: string;
  smiles: string;
  error?: string;
  cleanup?: string | null;
  fragment?: string | null;
  charge?: string | null;
  tautomer?: string | null;
  parent_no_tautomer?: string | null;
  parent?: string | null;
}

/**
 * Python's answer as the embedded 2026.09 build writes it canonically, so that the two builds' canonical atom
 * orders do not count as a difference (a string the embedded build cannot read is compared as it is).
 */
export function canonical2026(smiles: string): string {
  const mol = rdkit().get_mol(smiles);
  try {
    return mol?.is_valid() ? mol.get_smiles() : smiles;
  } finally {
    free(mol);
  }
}

/** Our answer, or null when our code refuses (as Python's null). */
export function attempt(fn: () => string): string | null {
  try {
    return fn();
  } catch {
    return null;
  }
}
