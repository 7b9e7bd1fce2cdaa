/**
 * The property set of calc_properties and lipinski_check, computed once per
 * molecule from RDKit's descriptor bundle, so every tool (and the context
 * pack) reports the same numbers.
 */
import type { RDKitDescriptors } from "./descriptors.ts";
import type { GraphDescriptors } from "./graph-descriptors.ts";
import { qed, qedProperties } from "../medchem/qed.ts";
import { asMolecule, type MoleculeLike } from "../molecule.ts";
import { round } from "../round.ts";

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
 * calc_properties' payload. `d`: the molecule's descriptors, by default the `Molecule`'s graph
 * descriptors (equal to RDKit's bundle, faster); a descriptor bundle gives the same values.
 */
export function calcProperties(molecule: MoleculeLike, d?: GraphDescriptors): CalcProperties {
  const m = asMolecule(molecule);
  d ??= m.graphDescriptors;
  return {
    mw: round(d.amw, 3),
    exact_mass: round(d.exactmw, 4),
    logp: round(d.CrippenClogP, 3),
    tpsa: round(d.tpsa, 2),
    hbd: d.NumHBD,
    hba: d.NumHBA,
    rotatable_bonds: d.NumRotatableBonds,
    heavy_atom_count: d.NumHeavyAtoms,
    qed: round(qed(m.mol, qedProperties(m, d)), 3),
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
