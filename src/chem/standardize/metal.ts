/**
 * RDKit's MetalDisconnector (MolStandardize, 2022.09): cuts every bond from a
 * metal to N/O/F, and from a transition metal to other non-metals, then gives
 * the non-metal the formal charge its remaining valence implies and the metal
 * the electrons it lost. Ported from RDKit's Metal.cpp (read, not copied).
 */
import { METAL_NOF, METAL_NON } from "../../data/standardize.ts";
import { RDKIT_VALENCES } from "../../data/valences.ts";
import { elementSymbol } from "../elements.ts";
import type { JSMol } from "../rdkit-types.ts";
import { compileQueries, perInstance } from "../rdkit.ts";
import { EARLY_ATOMS } from "../../data/standardize.ts";
import { EditableMol, matchList } from "./mol-json.ts";

const queries = perInstance(() => compileQueries([METAL_NOF, METAL_NON], "MetalDisconnector"));

/** One cut bond, by element symbol and atom index of the molecule the step received. */
export interface CutBond {
  metal: string;
  metal_atom: number;
  atom: string;
  partner_atom: number;
}

interface NonMetal {
  cutBonds: number;
  metals: number[];
}

/**
 * Disconnects metals. Returns null when nothing matched (the molecule is unchanged), else the edited JSON
 * document (read back by the caller as RDKit leaves it: not sanitised) and the cut bonds.
 */
export function disconnectMetals(mol: JSMol): { edited: EditableMol; cut: CutBond[] } | null {
  const pairs: Array<[number, number]> = [];
  for (const query of queries()) {
    for (const match of matchList(mol.get_substruct_matches(query))) pairs.push([match[0]!, match[1]!]);
  }
  if (pairs.length === 0) return null;
  const m = new EditableMol(mol);
  // RDKit reads each non-metal's total valence from the property cache filled before any bond was cut.
  const valenceBefore = new Map<number, number>();
  for (const [, non] of pairs) valenceBefore.set(non, m.totalValence(non));
  const nonMetals = new Map<number, NonMetal>();
  const excess = new Map<number, number>();
  const cut: CutBond[] = [];
  for (const [metal, non] of pairs) {
    excess.set(metal, 0);
    const bond = m.bondBetween(metal, non);
    if (!bond) continue;
    m.removeBond(metal, non);
    const entry = nonMetals.get(non) ?? { cutBonds: 0, metals: [] };
    entry.cutBonds += bond[1];
    if (!entry.metals.includes(metal)) entry.metals.push(metal);
    entry.metals.sort((a, b) => a - b);
    nonMetals.set(non, entry);
    cut.push({
      metal: elementSymbol(m.atomicNumber(metal)),
      metal_atom: metal,
      atom: elementSymbol(m.atomicNumber(non)),
      partner_atom: non,
    });
  }
  for (const non of [...nonMetals.keys()].sort((a, b) => a - b)) {
    const entry = nonMetals.get(non)!;
    chargeNonMetal(m, non, entry, valenceBefore.get(non)!, excess);
  }
  for (const metal of [...excess.keys()].sort((a, b) => a - b)) chargeMetal(m, metal, excess.get(metal)!);
  return { edited: m, cut };
}

function chargeNonMetal(
  m: EditableMol,
  atom: number,
  entry: NonMetal,
  valenceBeforeCut: number,
  excess: Map<number, number>,
): void {
  const radBeforeCut = m.radicals(atom);
  let fcAfterCut = -entry.cutBonds;
  let valenceAfterCut = 0;
  let loneElectrons = 0;
  const valens = RDKIT_VALENCES[m.atomicNumber(atom)] ?? [-1];
  if (valens.length > 0 && valens[0] !== -1) {
    for (let k = 0; k < valens.length; k++) {
      const v = valens[k]!;
      valenceAfterCut = valenceBeforeCut + radBeforeCut - entry.cutBonds;
      if (valenceAfterCut > v) {
        if (k + 1 !== valens.length) continue;
        valenceAfterCut = v;
        break;
      }
      fcAfterCut = valenceAfterCut - v;
      // A radical that ends up negative is carbene-like: one electron pair stays on the atom instead.
      if (radBeforeCut % 2 === 1 && fcAfterCut < 0) {
        fcAfterCut++;
        loneElectrons++;
        m.setRadicals(atom, m.atomicNumber(atom) < 7 ? radBeforeCut + 1 : 0);
      }
      break;
    }
  }
  const degree = m.totalDegree(atom);
  // No negative charge on an sp2 carbon.
  if (fcAfterCut === -1 && valenceAfterCut === degree + 1) fcAfterCut = 0;
  m.setCharge(atom, fcAfterCut);
  // A dative bond (nothing cut in order) or a carbene-like carbon takes no electrons from the metal.
  if (entry.cutBonds === 0 || (fcAfterCut === -1 && m.atomicNumber(atom) === 6 && valenceAfterCut === degree + 2))
    fcAfterCut = 0;
  const metals = [...entry.metals].sort((a, b) => excess.get(a)! - excess.get(b)!);
  fcAfterCut += loneElectrons;
  while (fcAfterCut < 0) {
    for (const metal of metals) {
      if (fcAfterCut++ >= 0) break;
      excess.set(metal, excess.get(metal)! + 1);
    }
  }
}

function chargeMetal(m: EditableMol, metal: number, chargeExcess: number): void {
  const currentFc = m.charge(metal);
  const valens = RDKIT_VALENCES[m.atomicNumber(metal)] ?? [-1];
  const maxValence = Math.max(...valens);
  if (maxValence !== -1 && currentFc >= maxValence) return;
  let fcAfterCut = chargeExcess;
  // A positive charge drawn on the metal is trusted and added to what it lost.
  if (currentFc > 0) fcAfterCut += currentFc;
  if (valens.length > 0 && valens[0] !== -1) {
    for (let k = 0; k < valens.length; k++) {
      const v = valens[k]!;
      if (v === -1) continue;
      if (fcAfterCut > v) {
        if (k + 1 !== valens.length && fcAfterCut >= v) continue;
        fcAfterCut = v;
        break;
      }
    }
  }
  if (fcAfterCut > currentFc) m.setCharge(metal, fcAfterCut);
  m.setRadicals(metal, 0);
  m.setHydrogens(metal, implicitHydrogens(m, metal));
}

/**
 * RDKit sets the metal to "implicit hydrogens allowed" after the cut; its valence model then gives an early
 * metal (Na, Mg, Al, Zn ...) the hydrogens its first allowed valence, less its charge, leaves open, and a metal
 * with any valence (-1: transition metals) none.
 */
function implicitHydrogens(m: EditableMol, metal: number): number {
  const valens = RDKIT_VALENCES[m.atomicNumber(metal)] ?? [-1];
  if (valens[0] === -1 || !EARLY_ATOMS.has(m.atomicNumber(metal))) return 0;
  const explicit = m.totalValence(metal) - m.hydrogens(metal);
  for (const v of valens) {
    if (v === -1) continue;
    const target = v - m.charge(metal);
    if (target >= explicit) return target - explicit;
  }
  return 0;
}
