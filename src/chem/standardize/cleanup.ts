/**
 * RDKit's MolStandardize Cleanup (2022.09, MolStandardize.cpp), in its order:
 * RemoveHs (which sanitises), MetalDisconnector, Normalizer, Reionizer, then
 * stereo perception. The molecule handed in must be sanitised with its
 * hydrogens removed, which is what `get_mol` of a SMILES gives and what
 * `molFromJson(…, "full")` gives after an edit.
 */
import type { JSMol } from "../rdkit-types.ts";
import { free } from "../rdkit.ts";
import { disconnectMetals, type CutBond } from "./metal.ts";
import { anyTransformMatches, normalizeFragment } from "./normalize.ts";
import { copyThroughJson, fragmentsOf } from "./mol-json.ts";
import { reionize, type ReionizeMove } from "./reionize.ts";

export interface CleanupReport {
  /** Normalizer transforms applied, by RDKit's names, in order. */
  transforms: string[];
  /** Metal–non-metal bonds cut. */
  metals_disconnected: CutBond[];
  /** Reionizer moves (charge corrections, protons moved between acids). */
  reionized: ReionizeMove[];
  /** True when a fragment still changed after the Normalizer's 200 restarts (RDKit then gives up too). */
  normalization_gave_up?: true;
}

/** Runs the Normalizer on every fragment and puts them back together in RDKit's order (last fragment first). */
function normalize(mol: JSMol, report: CleanupReport): JSMol {
  if (!anyTransformMatches(mol)) return mol.copy()!;
  // Each entry is replaced by its normalised form as it is made, so `pieces` always owns what it holds.
  const pieces = fragmentsOf(mol, false);
  try {
    pieces.forEach((frag, i) => {
      const result = normalizeFragment(frag);
      report.transforms.push(...result.applied);
      if (result.gaveUp) report.normalization_gave_up = true;
      if (result.mol) {
        pieces[i] = result.mol;
        free(frag);
      }
    });
    if (pieces.length === 0) return mol.copy()!;
    // RDKit's normalize(): the last fragment, then the others in order (combineMols keeps atom order). The first
    // piece is read again from its JSON: MinimalLib's combine_with onto a molecule whose stereo was perceived (as
    // get_frags' fragments are) drops the E/Z of a double bond in a piece the Normalizer changed (measured on
    // 2026.09.1: `C/C=C/S(C)=O.[NH4+]` came out `CC=C[S+](C)[O-].[NH4+]`); onto a molecule read from JSON without
    // stereo perception, every piece keeps its own (Python's combineMols copies bond stereo as it is).
    const out = copyThroughJson(pieces[pieces.length - 1]!, "none");
    if (!out) throw new Error("a Normalizer fragment could not be read back from its own JSON");
    for (const piece of pieces.slice(0, -1))
      (out as unknown as { combine_with(other: JSMol): string }).combine_with(piece);
    return out;
  } finally {
    for (const piece of pieces) free(piece);
  }
}

/** Whether Cleanup changed anything (a metal bond cut, a transform applied, a charge moved). */
export function cleanupChanged(report: CleanupReport): boolean {
  return report.metals_disconnected.length > 0 || report.transforms.length > 0 || report.reionized.length > 0;
}

/** RDKit's Cleanup. Returns a new molecule (caller owns it; not sanitised again, as RDKit leaves it) and what changed. */
export function cleanupMol(mol: JSMol): { mol: JSMol; report: CleanupReport } {
  const report: CleanupReport = { transforms: [], metals_disconnected: [], reionized: [] };
  let disconnected: JSMol | null = null;
  let normalized: JSMol | null = null;
  try {
    const metals = disconnectMetals(mol);
    if (metals) {
      disconnected = metals.edited.toMol("none");
      if (!disconnected) throw new Error("MetalDisconnector produced a molecule RDKit cannot read back");
      report.metals_disconnected = metals.cut;
    }
    normalized = normalize(disconnected ?? mol, report);
    const reionized = reionize(normalized);
    report.reionized = reionized.moves;
    if (reionized.mol) {
      free(normalized);
      normalized = null;
      return { mol: reionized.mol, report };
    }
    const out = normalized;
    normalized = null;
    return { mol: out, report };
  } finally {
    free(disconnected);
    free(normalized);
  }
}
