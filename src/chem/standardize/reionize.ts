/**
 * RDKit's Reionizer (MolStandardize, 2022.09), ported from Charge.cpp: first
 * the charge corrections (free Na/K/Li → +1, Mg/Ca → +2, Cl → -1), then, if
 * that made the molecule more positive, the strongest protonated acids are
 * ionised to balance it; then, while a stronger acid is protonated and a weaker
 * one ionised, the proton moves from the stronger to the weaker (each pair of
 * atoms at most once, as RDKit guards against loops).
 */
import { ACID_BASE_PAIRS, CHARGE_CORRECTIONS } from "../../data/standardize.ts";
import type { JSMol } from "../rdkit-types.ts";
import { compileQueries, free, perInstance } from "../rdkit.ts";
import { EditableMol, matchList } from "./mol-json.ts";

const acids = perInstance(() =>
  compileQueries(
    ACID_BASE_PAIRS.map(([, acid]) => acid),
    "Reionizer acid",
    ACID_BASE_PAIRS.map(([n]) => n),
  ),
);
const bases = perInstance(() =>
  compileQueries(
    ACID_BASE_PAIRS.map(([, , base]) => base),
    "Reionizer base",
    ACID_BASE_PAIRS.map(([n]) => n),
  ),
);
/**
 * Every conjugate base of the table has a negatively charged atom (checked here, so a changed table cannot
 * silently break the shortcut): a molecule without one has no ionised acid, and weakestIonized need not try
 * the 33 patterns one by one.
 */
const negativeAtom = perInstance(() => {
  for (const [name, , base] of ACID_BASE_PAIRS) {
    if (!base.includes("-]"))
      throw new Error(`Reionizer base ${name} has no negative atom: the shortcut in reionize.ts does not hold`);
  }
  return compileQueries(["[-,-2,-3,-4]"], "negative atom")[0]!;
});
const corrections = perInstance(() =>
  compileQueries(
    CHARGE_CORRECTIONS.map(([, smarts]) => smarts),
    "Reionizer charge correction",
  ),
);

/** One reionisation move, for the tool's report. */
export interface ReionizeMove {
  /** "charge correction", "ionized to balance" or "proton moved". */
  action: string;
  /** Acid/base names (RDKit's), or the corrected element. */
  detail: string;
}

function firstMatch(mol: JSMol, query: JSMol): number[] | undefined {
  return matchList(mol.get_substruct_match(query))[0];
}

/** RDKit's strongestProtonated: the first acid of the list (strongest) that matches, with its first match. */
function strongestProtonated(mol: JSMol): [number, number[]] | undefined {
  const list = acids();
  for (let i = 0; i < list.length; i++) {
    const match = firstMatch(mol, list[i]!);
    if (match) return [i, match];
  }
  return undefined;
}

/** RDKit's weakestIonized: the last conjugate base of the list (weakest acid) that matches. */
function weakestIonized(mol: JSMol): [number, number[]] | undefined {
  if (mol.get_substruct_match(negativeAtom()) === "{}") return undefined;
  const list = bases();
  for (let i = list.length - 1; i >= 0; i--) {
    const match = firstMatch(mol, list[i]!);
    if (match) return [i, match];
  }
  return undefined;
}

function totalCharge(m: EditableMol): number {
  let total = 0;
  for (let i = 0; i < m.atomCount; i++) total += m.charge(i);
  return total;
}

/**
 * Reionises `mol` (RDKit leaves the result unsanitised). Returns the new molecule (caller owns it) or null when
 * nothing changed, and the moves made.
 */
export function reionize(mol: JSMol): { mol: JSMol | null; moves: ReionizeMove[] } {
  const moves: ReionizeMove[] = [];
  let current: JSMol | null = null;
  const working = (): JSMol => current ?? mol;
  const replace = (edited: EditableMol): void => {
    const next = edited.toMol("none");
    if (!next) throw new Error("Reionizer produced a molecule RDKit cannot read back");
    free(current);
    current = next;
  };
  try {
    // Without a charge correction the molecule's charge does not change, and there is nothing to balance.
    const corrected = corrections().map((query) => matchList(mol.get_substruct_matches(query)));
    if (corrected.some((matches) => matches.length > 0)) {
      let edited = new EditableMol(mol);
      const startCharge = totalCharge(edited);
      corrected.forEach((matches, k) => {
        for (const match of matches) {
          for (const idx of match) {
            edited.setCharge(idx, CHARGE_CORRECTIONS[k]![2]);
            moves.push({ action: "charge correction", detail: CHARGE_CORRECTIONS[k]![0] });
          }
        }
      });
      replace(edited);
      const currentCharge = totalCharge(edited);
      let chargeDiff = currentCharge - startCharge;
      if (currentCharge !== 0) {
        while (chargeDiff > 0) {
          const found = strongestProtonated(working());
          if (!found) break;
          const [position, match] = found;
          edited = new EditableMol(working());
          const atom = match[match.length - 1]!;
          edited.setCharge(atom, edited.charge(atom) - 1);
          edited.setHydrogens(atom, edited.hydrogens(atom) - 1);
          replace(edited);
          moves.push({ action: "ionized to balance", detail: ACID_BASE_PAIRS[position]![0] });
          chargeDiff--;
        }
      }
    }
    const alreadyMoved = new Set<string>();
    for (;;) {
      // RDKit looks for both and stops when either is missing; the cheaper one first.
      const ionized = weakestIonized(working());
      if (!ionized) break;
      const protonated = strongestProtonated(working());
      if (!protonated) break;
      const [ppos, poccur] = protonated;
      const [ipos, ioccur] = ionized;
      if (ppos >= ipos) break;
      const p = poccur[poccur.length - 1]!;
      const q = ioccur[ioccur.length - 1]!;
      // The same atom for both: the proton would not move (RDKit aborts there).
      if (p === q) break;
      const key = p < q ? `${p},${q}` : `${q},${p}`;
      if (alreadyMoved.has(key)) break;
      alreadyMoved.add(key);
      const edited = new EditableMol(working());
      edited.setCharge(p, edited.charge(p) - 1);
      edited.setHydrogens(p, edited.hydrogens(p) - 1);
      edited.setCharge(q, edited.charge(q) + 1);
      edited.setHydrogens(q, edited.hydrogens(q) + 1);
      replace(edited);
      moves.push({ action: "proton moved", detail: `${ACID_BASE_PAIRS[ppos]![0]} → ${ACID_BASE_PAIRS[ipos]![0]}` });
    }
  } catch (error) {
    free(current);
    throw error;
  }
  return { mol: current, moves };
}
