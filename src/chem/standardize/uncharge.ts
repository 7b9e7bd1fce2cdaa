/**
 * RDKit's Uncharger (MolStandardize, 2022.09, canonical ordering on, as
 * ChargeParent uses it), ported from Charge.cpp: negative charges are
 * neutralised by adding H (or, on an early atom such as B, by removing one),
 * except where they balance a positive charge that cannot lose an H
 * (quaternary N); then positive charges that carry H lose them until the
 * molecule is neutral or no such charge is left.
 */
import {
  EARLY_ATOMS,
  UNCHARGER_NEG,
  UNCHARGER_NEG_ACID,
  UNCHARGER_POS_H,
  UNCHARGER_POS_NOH,
} from "../../data/standardize.ts";
import { elementSymbol } from "../elements.ts";
import type { JSMol } from "../rdkit-types.ts";
import { compileQueries, perInstance } from "../rdkit.ts";
import { EditableMol, matchList } from "./mol-json.ts";

const queries = perInstance(() =>
  compileQueries([UNCHARGER_POS_H, UNCHARGER_POS_NOH, UNCHARGER_NEG, UNCHARGER_NEG_ACID], "Uncharger", [
    "pos_h",
    "pos_noh",
    "neg",
    "neg_acid",
  ]),
);

/** One atom whose charge the Uncharger changed (index in the molecule the step received). */
export interface ChargeChange {
  atom: number;
  element: string;
  charge_before: number;
  charge_after: number;
  h_before: number;
  h_after: number;
}

/**
 * RDKit ranks atoms canonically to decide which negative atoms to neutralise first. MinimalLib does not expose
 * the ranks; the atom order of the canonical SMILES (RDKit's `_smilesAtomOutputOrder`) is used instead: both
 * start from the same lowest-ranked atom, but the output order follows the depth-first walk, so in rare
 * molecules (several equivalent-looking anions, only some neutralised) the choice can differ.
 */
function canonicalOrder(mol: JSMol): number[] {
  mol.get_smiles();
  const withProps = mol as unknown as { get_prop(key: string): string };
  const order = JSON.parse(withProps.get_prop("_smilesAtomOutputOrder")) as number[];
  const rank: number[] = [];
  order.forEach((atom, position) => {
    rank[atom] = position;
  });
  return rank;
}

function neutralizeNeg(m: EditableMol, atom: number, hDelta: number): void {
  m.setHydrogens(atom, m.hydrogens(atom) + hDelta);
  m.setCharge(atom, m.charge(atom) + 1);
}

/** An early atom (B, Al ...) without H cannot be neutralised; one with H loses an H instead of gaining one. */
function neutralizeNegIfPossible(m: EditableMol, atom: number): boolean {
  const early = EARLY_ATOMS.has(m.atomicNumber(atom));
  if (early && m.hydrogens(atom) === 0) return false;
  neutralizeNeg(m, atom, early ? -1 : 1);
  return true;
}

/** Uncharges `mol`. Returns the edited document (or null when nothing changed) and the atoms changed. */
export function uncharge(mol: JSMol): { edited: EditableMol | null; changes: ChargeChange[] } {
  const [posH, posNoH, neg, negAcid] = queries() as [JSMol, JSMol, JSMol, JSMol];
  const m = new EditableMol(mol);
  const before = Array.from({ length: m.atomCount }, (_, i) => [m.charge(i), m.hydrogens(i)] as const);
  const pMatches = matchList(mol.get_substruct_matches(posH));
  const qMatches = matchList(mol.get_substruct_matches(posNoH));
  let qMatched = 0;
  for (const match of qMatches) qMatched += m.charge(match[0]!);
  const nMatches = matchList(mol.get_substruct_matches(neg));
  const aMatches = matchList(mol.get_substruct_matches(negAcid));
  const nMatched = nMatches.length;
  const aMatched = aMatches.length;
  let nNeg = 0;
  for (let i = 0; i < m.atomCount; i++) if (m.charge(i) < 0) nNeg++;
  const needsNeutralization = qMatched > 0 && (nMatched > 0 || aMatched > 0);
  const rank = needsNeutralization ? canonicalOrder(mol) : Array.from({ length: m.atomCount }, (_, i) => i);
  const byRank = (matches: number[][]): number[] =>
    matches.map((match) => match[0]!).sort((a, b) => rank[a]! - rank[b]! || a - b);
  const nAtoms = byRank(nMatches);
  const aAtoms = byRank(aMatches);

  if (needsNeutralization) {
    // A zwitterion with more negative charges than quaternary positive centres: neutralise the surplus,
    // non-acid anions first.
    let negSurplus = nNeg - qMatched;
    if (negSurplus > 0 && nMatched > 0) {
      const acidAtoms = new Set(aAtoms);
      for (const idx of nAtoms) {
        if (acidAtoms.has(idx)) continue;
        if (neutralizeNegIfPossible(m, idx) && --negSurplus === 0) break;
      }
    }
    negSurplus = aMatched - qMatched;
    if (negSurplus > 0) {
      // An anion bonded to a positive atom is neutralised once per positive atom (e.g. nitrate's two O-).
      const skipChargeSep = new Set<number>();
      for (const idx of nAtoms) {
        for (const nbr of m.neighbours(idx)) {
          if (m.charge(nbr) > 0) {
            if (!skipChargeSep.has(nbr)) skipChargeSep.add(nbr);
            else skipChargeSep.add(idx);
            break;
          }
        }
      }
      for (const idx of aAtoms) {
        if (m.charge(idx) >= 0 || skipChargeSep.has(idx)) continue;
        neutralizeNeg(m, idx, 1);
        if (--negSurplus === 0) break;
      }
    }
  } else {
    for (const idx of nAtoms) neutralizeNegIfPossible(m, idx);
  }

  let netCharge = 0;
  for (let i = 0; i < m.atomCount; i++) netCharge += m.charge(i);
  if (netCharge > 0) {
    const pIdx = pMatches.flat();
    for (const idx of pIdx) {
      while (m.charge(idx) > 0 && netCharge > 0) {
        m.setCharge(idx, m.charge(idx) - 1);
        netCharge--;
        const z = m.atomicNumber(idx);
        // Carbon and early atoms gain an H as they lose the charge (RDKit github #2792); others lose one.
        if (z !== 6 && !EARLY_ATOMS.has(z)) {
          const h = m.hydrogens(idx);
          if (h >= 1) m.setHydrogens(idx, h - 1);
          if (h === 1) break;
        } else {
          m.setHydrogens(idx, m.hydrogens(idx) + 1);
        }
      }
      if (netCharge === 0) break;
    }
  }
  const changes: ChargeChange[] = [];
  before.forEach(([charge, h], i) => {
    if (m.charge(i) !== charge || m.hydrogens(i) !== h) {
      changes.push({
        atom: i,
        element: elementSymbol(m.atomicNumber(i)),
        charge_before: charge,
        charge_after: m.charge(i),
        h_before: h,
        h_after: m.hydrogens(i),
      });
    }
  });
  return { edited: changes.length > 0 ? m : null, changes };
}
