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
import { free, readBack } from "../rdkit.ts";
import { cleanupChanged, cleanupMol, type CleanupReport } from "./cleanup.ts";
import { largestFragment, type FragmentInfo } from "./fragment.ts";
import { canonicalTautomer } from "./tautomer.ts";
import { uncharge, type ChargeChange } from "./uncharge.ts";

/** Parses a SMILES the way Python's Chem.MolFromSmiles does (sanitised, hydrogens removed). */
function parse(smiles: string, step: string): JSMol {
  const mol = readBack(smiles) as JSMol | null;
  if (!mol?.is_valid()) {
    free(mol);
    throw stepFailed(step, `RDKit cannot read the intermediate SMILES ${smiles}`);
  }
  return mol;
}

function stepFailed(step: string, why: string): DomainError {
  return new DomainError(
    "STANDARDIZATION_FAILED",
    `The ${step} step failed: ${why}. Run the steps before it alone (switch this one off) to see where the molecule stops being valid.`,
    { step },
  );
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
      // Unchanged: the molecule read from the SMILES is the answer (RDKit's final stereo perception has
      // nothing new to see), so it need not be written and read again.
      return { smiles: cleanupChanged(report) ? finish(cleaned, "cleanup") : mol.get_smiles(), report };
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
    // One fragment: nothing to choose (RDKit returns a copy of it).
    if (!smiles.includes(".")) return { smiles: mol.get_smiles(), report: { removed: [] } };
    const chosen = largestFragment(mol, preferOrganic);
    try {
      const report: FragmentReport = { removed: chosen.removed };
      if (chosen.kept) report.kept = chosen.kept;
      // A fragment of a sanitised molecule is sanitised: its SMILES needs no second reading.
      return { smiles: (chosen.mol ?? mol).get_smiles(), report };
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
  const uncharged = unchargeSmiles(fragment.smiles);
  return { smiles: uncharged.smiles, report: { ...uncharged.report, fragments_removed: fragment.report.removed } };
}

/** The part of ChargeParent after the fragment parent: Uncharger, then Cleanup. */
export function unchargeSmiles(smiles: string): StepResult<ChargeReport> {
  const mol = parse(smiles, "charge_parent");
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
      const same = !uncharged && !cleanupChanged(report);
      return {
        smiles: same ? mol.get_smiles() : finish(cleaned, "charge_parent"),
        report: { neutralized: changes, fragments_removed: [], cleanup: report },
      };
    } finally {
      free(cleaned);
    }
  } finally {
    free(uncharged);
    free(mol);
  }
}

/** Atom limit of the standardize tool and of standardizeSmiles(): the Normalizer runs 22 reactions per fragment, restarting after each change. */
export const STANDARDIZE_MAX_ATOMS = 1000;

/** Which steps run (all true: the parent compound). */
export interface StandardizeSteps {
  cleanup: boolean;
  fragment_parent: boolean;
  charge_parent: boolean;
  canonical_tautomer: boolean;
  /** LargestFragmentChooser's preferOrganic (RDKit's FragmentParent default: false). */
  prefer_organic: boolean;
}

export const PARENT_STEPS: StandardizeSteps = {
  cleanup: true,
  fragment_parent: true,
  charge_parent: true,
  canonical_tautomer: true,
  prefer_organic: false,
};

/** What each step that ran changed, in words a model can repeat. */
export interface StandardizeStepReports {
  cleanup?: {
    smiles: string;
    changed: boolean;
    transforms: string[];
    metals_disconnected: string[];
    reionized: string[];
  };
  fragment_parent?: { smiles: string; changed: boolean; removed: Array<{ smiles: string; name: string | null }> };
  charge_parent?: { smiles: string; changed: boolean; neutralized: string[]; transforms: string[] };
  canonical_tautomer?: { smiles: string; changed: boolean; tautomers_enumerated: number; limit_reached: boolean };
}

export interface Standardized {
  smiles: string;
  steps: StandardizeStepReports;
}

function describeCharge(change: ChargeChange): string {
  const dh = change.h_after - change.h_before;
  const h = dh === 0 ? "" : ` (${dh > 0 ? "+" : ""}${dh} H)`;
  return `${change.element}${change.atom}: ${change.charge_before} -> ${change.charge_after}${h}`;
}

/**
 * The steps of RDKit's MolStandardize in its order on a SMILES (input atom order is kept, so the first step's
 * atom indices are the input's). For library tools that standardise before they compare: `standardizeSmiles(s)`
 * gives the parent compound. Throws DomainError STANDARDIZATION_FAILED when an intermediate does not sanitise.
 */
export function standardizeSmiles(smiles: string, steps: StandardizeSteps = PARENT_STEPS): Standardized {
  const reports: StandardizeStepReports = {};
  let current = smiles;
  let previous = canonicalOf(smiles);
  if (steps.cleanup) {
    const { smiles: out, report } = cleanupSmiles(current);
    reports.cleanup = {
      smiles: out,
      changed: out !== previous,
      transforms: report.transforms,
      metals_disconnected: report.metals_disconnected.map(
        (c) => `${c.metal}-${c.atom} (atoms ${c.metal_atom}-${c.partner_atom})`,
      ),
      reionized: report.reionized.map((m) => `${m.action}: ${m.detail}`),
    };
    current = previous = out;
  }
  if (steps.fragment_parent) {
    const { smiles: out, report } = fragmentParentSmiles(current, steps.prefer_organic);
    reports.fragment_parent = {
      smiles: out,
      changed: out !== previous,
      removed: report.removed.map((f) => ({ smiles: f.smiles, name: f.name ?? null })),
    };
    current = previous = out;
  }
  if (steps.charge_parent) {
    const { smiles: out, report } = unchargeSmiles(current);
    reports.charge_parent = {
      smiles: out,
      changed: out !== previous,
      neutralized: report.neutralized.map(describeCharge),
      transforms: report.cleanup.transforms,
    };
    current = previous = out;
  }
  if (steps.canonical_tautomer) {
    const result = canonicalTautomer(current, { maxAtoms: STANDARDIZE_MAX_ATOMS, label: "standardised molecule" });
    reports.canonical_tautomer = {
      smiles: result.smiles,
      changed: result.smiles !== previous,
      tautomers_enumerated: result.tautomers_enumerated,
      limit_reached: result.limit_reached,
    };
    current = previous = result.smiles;
  }
  return { smiles: previous, steps: reports };
}

function canonicalOf(smiles: string): string {
  const mol = parse(smiles, "input");
  try {
    return mol.get_smiles();
  } finally {
    free(mol);
  }
}
