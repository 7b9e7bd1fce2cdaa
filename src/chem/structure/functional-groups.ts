/**
 * Functional groups from RDKit's hierarchy (Data/Functional_Group_Hierarchy.txt, in src/data/functional-groups.ts),
 * matched the way rdkit.Chem.FunctionalGroups.CreateMolFingerprint walks it: a group's SMARTS is tried only when
 * its parent matched; a group's count is the number of distinct first atoms among its (unique) matches.
 */
import { FUNCTIONAL_GROUPS } from "../../data/functional-groups.ts";
import { compileQueries, perInstance } from "../rdkit.ts";
import type { JSMol } from "../rdkit-types.ts";

export interface FunctionalGroupMatch {
  /** Dotted hierarchy label, e.g. "Amine.Primary.Aromatic". */
  label: string;
  name: string;
  /** CreateMolFingerprint's count: distinct first atoms of the matches. */
  count: number;
  /** The atoms of each unique match, in SMARTS order. */
  atoms: number[][];
}

const queries = perInstance(() =>
  compileQueries(
    FUNCTIONAL_GROUPS.map((group) => group.smarts),
    "functional group",
    FUNCTIONAL_GROUPS.map((group) => group.label),
  ),
);

const parentOf = (label: string): string | undefined =>
  label.includes(".") ? label.slice(0, label.lastIndexOf(".")) : undefined;

export function functionalGroups(mol: JSMol): FunctionalGroupMatch[] {
  const compiled = queries();
  const matched = new Set<string>();
  const found: FunctionalGroupMatch[] = [];
  FUNCTIONAL_GROUPS.forEach((group, i) => {
    const parent = parentOf(group.label);
    if (parent !== undefined && !matched.has(parent)) return;
    const raw = JSON.parse(mol.get_substruct_matches(compiled[i] as JSMol)) as
      | Array<{ atoms: number[] }>
      | Record<string, never>;
    const matches = Array.isArray(raw) ? raw.map((m) => m.atoms) : [];
    if (matches.length === 0) return;
    matched.add(group.label);
    found.push({ label: group.label, name: group.name, count: new Set(matches.map((m) => m[0])).size, atoms: matches });
  });
  return found;
}
