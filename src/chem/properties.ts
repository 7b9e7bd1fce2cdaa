/**
 * The property set of calc_properties and lipinski_check, computed once per
 * molecule from RDKit's descriptor bundle, so every tool (and the context
 * pack) reports the same numbers.
 */
import { crippenLogP } from "./crippen.ts";
import { descriptors, type RDKitDescriptors } from "./descriptors.ts";
import { averageMolWeight, lipinskiCounts } from "./mass.ts";
import { polarGraph } from "./tpsa.ts";
import type { GraphDescriptors } from "./graph-descriptors.ts";
import { qed, qedProperties } from "./qed.ts";
import type { JSMol } from "./rdkit-types.ts";
import { round } from "./round.ts";

export interface CalcProperties {
  mw: number;
  exact_mass: number;
  logp: number;
  tpsa: number;
  hbd: number;
  hba: number;
  rotatable_bonds: number;
  heavy_atom_count: number;
  qed: number;
}

/**
 * calc_properties' payload. `d`: the molecule's descriptor bundle, or the same values from
 * `graphDescriptors` (the tool's faster path); the default computes the bundle.
 */
export function calcProperties(mol: JSMol, d: GraphDescriptors = descriptors(mol)): CalcProperties {
  return {
    mw: round(d.amw, 3),
    exact_mass: round(d.exactmw, 4),
    logp: round(d.CrippenClogP, 3),
    tpsa: round(d.tpsa, 2),
    hbd: d.NumHBD,
    hba: d.NumHBA,
    rotatable_bonds: d.NumRotatableBonds,
    heavy_atom_count: d.NumHeavyAtoms,
    qed: round(qed(mol, qedProperties(mol, d)), 3),
  };
}

export interface LipinskiResult {
  passes: boolean;
  violations: number;
  mw: number;
  logp: number;
  hbd: number;
  hba: number;
  rules: { mw_le_500: boolean; logp_le_5: boolean; hbd_le_5: boolean; hba_le_10: boolean };
}

/** What the rule of five needs: RDKit's amw, CrippenClogP, lipinskiHBD and lipinskiHBA (a descriptor bundle will do). */
export type LipinskiInputs = Pick<RDKitDescriptors, "amw" | "CrippenClogP" | "lipinskiHBD" | "lipinskiHBA">;

/**
 * amw, CrippenClogP and Lipinski's counts computed from the molecule graph (crippen.ts, mass.ts: equal bit for bit
 * to RDKit's descriptors, validation/crippen-report.md), so RDKit's full descriptor bundle is not computed. An
 * isotope-labelled molecule weighs with its isotopes' exact masses, which only RDKit holds: it falls back to
 * `get_descriptors()`. (lipinski_check and screen_library.)
 */
export function lipinskiInputs(mol: JSMol): LipinskiInputs {
  const graph = polarGraph(mol);
  const amw = averageMolWeight(graph);
  if (amw === undefined) return descriptors(mol);
  const { hbd, hba } = lipinskiCounts(graph);
  return { amw, CrippenClogP: crippenLogP(graph), lipinskiHBD: hbd, lipinskiHBA: hba };
}

/** Lipinski's rule of five on his own counts (NH+OH donors, N+O acceptors), judged on unrounded values. */
export function lipinski(d: LipinskiInputs): LipinskiResult {
  const rules = {
    mw_le_500: d.amw <= 500,
    logp_le_5: d.CrippenClogP <= 5,
    hbd_le_5: d.lipinskiHBD <= 5,
    hba_le_10: d.lipinskiHBA <= 10,
  };
  const violations = Object.values(rules).filter((holds) => !holds).length;
  return {
    passes: violations === 0,
    violations,
    mw: round(d.amw, 2),
    logp: round(d.CrippenClogP, 3),
    hbd: d.lipinskiHBD,
    hba: d.lipinskiHBA,
    rules,
  };
}
