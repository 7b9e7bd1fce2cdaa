/**
 * RDKit's MolStandardize parents, composed as rdMolStandardize composes them
 * (2022.09): Cleanup; FragmentParent (LargestFragmentChooser on the cleaned
 * molecule); ChargeParent (the fragment parent, Uncharger, Cleanup again);
 * canonical tautomer (TautomerEnumerator.Canonicalize). Every step takes a
 * SMILES and answers RDKit's canonical SMILES, so a step can be checked on its
 * own against Python RDKit fed the same SMILES.
 */
import { DomainError } from "../../protocol/errors.ts";
import type { JSMol } from "../rdkit-types.ts";
import { free, rdkit } from "../rdkit.ts";
import { cleanupMol, type CleanupReport } from "./cleanup.ts";
import { largestFragment, type FragmentInfo } from "./fragment.ts";
import { uncharge, type ChargeChange } from "./uncharge.ts";

/** Parses a SMILES the way Python's Chem.MolFromSmiles does (sanitised, hydrogens removed). */
function parse(smiles: string, step: string): JSMol {
  const mol = rdkit().get_mol(smiles) as JSMol | null;
  if (!mol || !mol.is_valid()) {
    free(mol);
    throw stepFailed(step, `RDKit cannot read the intermediate SMILES ${smiles}`);
  }
  return mol;
}

function stepFailed(step: string, why: string): DomainError {
  return new DomainError("STANDARDIZATION_FAILED", `The ${step} step failed: ${why}. Run the steps before it alone (switch this one off) to see where the molecule stops being valid.`, { step });
}

/**
 * The canonical SMILES of a molecule left by a step (RDKit leaves MolStandardize results unsanitised): written
 * and read again, as Python's MolToSmiles output read by MolFromSmiles would be.
 */
function finish(mol: JSMol, step: string): string {
  const written = mol.get_smiles();
  const again = parse(written, step);
  try {
    return again.get_smiles();
  } finally {
    free(again);
  }
}

export interface StepResult<R> {
  smiles: string;
  report: R;
}

/** rdMolStandardize.Cleanup. */
export function cleanupSmiles(smiles: string): StepResult<CleanupReport> {
  const mol = parse(smiles, "cleanup");
  try {
    const { mol: cleaned, report } = cleanupMol(mol);
    try {
      return { smiles: finish(cleaned, "cleanup"), report };
    } finally {
      free(cleaned);
    }
  } finally {
    free(mol);
  }
}

export interface FragmentReport {
  kept?: FragmentInfo;
  removed: FragmentInfo[];
}

/** rdMolStandardize.FragmentParent(mol, skipStandardize=True): the largest fragment. */
export function fragmentParentSmiles(smiles: string, preferOrganic = false): StepResult<FragmentReport> {
  const mol = parse(smiles, "fragment_parent");
  try {
    const chosen = largestFragment(mol, preferOrganic);
    try {
      const report: FragmentReport = { removed: chosen.removed };
      if (chosen.kept) report.kept = chosen.kept;
      return { smiles: finish(chosen.mol ?? mol, "fragment_parent"), report };
    } finally {
      free(chosen.mol);
    }
  } finally {
    free(mol);
  }
}

export interface ChargeReport {
  /** Atoms whose charge or H count the Uncharger changed (indices of the fragment parent's canonical SMILES). */
  neutralized: ChargeChange[];
  fragments_removed: FragmentInfo[];
  cleanup: CleanupReport;
}

/** rdMolStandardize.ChargeParent(mol, skipStandardize=True): fragment parent, Uncharger, then Cleanup. */
export function chargeParentSmiles(smiles: string, preferOrganic = false): StepResult<ChargeReport> {
  const fragment = fragmentParentSmiles(smiles, preferOrganic);
  const mol = parse(fragment.smiles, "charge_parent");
  let uncharged: JSMol | null = null;
  try {
    const { edited, changes } = uncharge(mol);
    if (edited) {
      // Cleanup begins with RemoveHs, which sanitises: the edited molecule is read back fully sanitised.
      uncharged = edited.toMol("full");
      if (!uncharged) throw stepFailed("charge_parent", "the neutralised molecule does not sanitise in RDKit");
    }
    const { mol: cleaned, report } = cleanupMol(uncharged ?? mol);
    try {
      return { smiles: finish(cleaned, "charge_parent"), report: { neutralized: changes, fragments_removed: fragment.report.removed, cleanup: report } };
    } finally {
      free(cleaned);
    }
  } finally {
    free(uncharged);
    free(mol);
  }
}
