/**
 * Topological polar surface area (Ertl, Rohde & Selzer, J. Med. Chem. 43,
 * 3714-3717 (2000)) as RDKit computes it in `rdMolDescriptors.CalcTPSA`:
 * a sum of per-atom fragment contributions in Å², looked up from each polar
 * atom's environment (heavy neighbours, attached hydrogens, single/double/
 * triple/aromatic bond counts, formal charge, membership of a 3-membered ring).
 *
 * - N and O only (`includeSandP: false`, the default) is RDKit's `CalcTPSA(mol)`
 *   and the embedded build's `tpsa` descriptor; RDKit's rules are those of
 *   `rdkit.Chem.MolSurf._pyTPSAContribs` (the Daylight contrib `tpsa.c` table),
 *   including its fall-back formulas for N and O environments not in the table.
 * - `includeSandP: true` adds the paper's sulfur and phosphorus fragments, as
 *   `CalcTPSA(mol, includeSandP=True)` does (used by SwissADME's BOILED-Egg).
 *   S and P environments not in the table contribute 0 (no fall-back formula).
 *
 * The JavaScript build exposes only the N/O total, so the contributions are
 * computed here from the molecule graph (`get_json()`); the N/O part equals
 * the `tpsa` descriptor, and both totals were checked against Python RDKit
 * 2022.09 on NCI 5K, CHEMBL2321810 and WEHI (validation/reports/admet-report.md).
 */
import type { MolGraph } from "../graph.ts";
import { asMolecule, type MoleculeLike } from "../molecule.ts";

/** What RDKit's TPSA looks at for one atom. Hydrogen neighbours in the graph count as hydrogens. */
export interface PolarEnvironment {
  /** Heavy-atom (non-hydrogen) neighbours. */
  neighbours: number;
  /** Hydrogens: implicit/explicit counts plus hydrogen atoms present in the graph. */
  hydrogens: number;
  /** Non-aromatic single, double and triple bonds to heavy atoms, and aromatic bonds. */
  single: number;
  double: number;
  triple: number;
  aromatic: number;
  charge: number;
  /** The atom is in a 3-membered ring (aziridine, epoxide: RDKit's `IsInRingSize(3)`). */
  inThreeRing: boolean;
}

/** Nitrogen, from the Daylight `tpsa.c` table RDKit uses; `undefined` → fall-back formula. */
function nitrogen(e: PolarEnvironment): number | undefined {
  const { neighbours: n, hydrogens: h, single: s, double: d, triple: t, aromatic: a, charge: c } = e;
  switch (n) {
    case 1:
      if (h === 0 && t === 1 && c === 0) return 23.79; // N#*
      if (h === 1 && d === 1 && c === 0) return 23.85; // [NH]=*
      if (h === 2 && s === 1 && c === 0) return 26.02; // [NH2]-*
      if (h === 2 && d === 1 && c === 1) return 25.59; // [NH2+]=*
      if (h === 3 && s === 1 && c === 1) return 27.64; // [NH3+]-*
      return undefined;
    case 2:
      if (h === 0 && s === 1 && d === 1 && c === 0) return 12.36; // *-N=*
      if (h === 0 && t === 1 && d === 1 && c === 0) return 13.6; // =N# (azide middle N)
      if (h === 1 && s === 2 && c === 0) return e.inThreeRing ? 21.94 : 12.03; // *-[NH]-*
      if (h === 0 && t === 1 && s === 1 && c === 1) return 4.36; // *-[N+]#* (isonitrile, diazonium)
      if (h === 1 && d === 1 && s === 1 && c === 1) return 13.97; // *-[NH+]=*
      if (h === 2 && s === 2 && c === 1) return 16.61; // *-[NH2+]-*
      if (h === 0 && a === 2 && c === 0) return 12.89; // *:n:*
      if (h === 1 && a === 2 && c === 0) return 15.79; // *:[nH]:*
      if (h === 1 && a === 2 && c === 1) return 14.14; // *:[nH+]:*
      return undefined;
    case 3:
      if (h === 0 && s === 3 && c === 0) return e.inThreeRing ? 3.01 : 3.24; // *-N(-*)-*
      if (h === 0 && s === 1 && d === 2 && c === 0) return 11.68; // *-N(=*)=* (uncharged nitro)
      if (h === 0 && s === 2 && d === 1 && c === 1) return 3.01; // *-[N+](-*)=*
      if (h === 1 && s === 3 && c === 1) return 4.44; // *-[NH+](-*)-*
      if (h === 0 && a === 3 && c === 0) return 4.41; // *:n(:*):*
      if (h === 0 && s === 1 && a === 2 && c === 0) return 4.93; // *-n(:*):*
      if (h === 0 && d === 1 && a === 2 && c === 0) return 8.39; // *=n(:*):* (pyridine N-oxide written with =O)
      if (h === 0 && a === 3 && c === 1) return 4.1; // *:[n+](:*):*
      if (h === 0 && s === 1 && a === 2 && c === 1) return 3.88; // *-[n+](:*):*
      return undefined;
    case 4:
      if (h === 0 && s === 4 && c === 1) return 0; // quaternary ammonium
      return undefined;
    default:
      return undefined;
  }
}

/** Oxygen, from the same table; `undefined` → fall-back formula. */
function oxygen(e: PolarEnvironment): number | undefined {
  const { neighbours: n, hydrogens: h, single: s, double: d, aromatic: a, charge: c } = e;
  if (n === 1) {
    if (h === 0 && d === 1 && c === 0) return 17.07; // O=*
    if (h === 1 && s === 1 && c === 0) return 20.23; // [OH]-*
    if (h === 0 && s === 1 && c === -1) return 23.06; // [O-]-*
  } else if (n === 2) {
    if (h === 0 && s === 2 && c === 0) return e.inThreeRing ? 12.53 : 9.23; // *-O-*
    if (h === 0 && a === 2 && c === 0) return 13.14; // *:o:*
  }
  return undefined;
}

/** Sulfur, Ertl 2000 table; anything else (charged S, S(=*)=*, SF6 ...) contributes 0. */
function sulfur(e: PolarEnvironment): number {
  const { neighbours: n, hydrogens: h, single: s, double: d, aromatic: a, charge: c } = e;
  if (c !== 0 || h > 1) return 0;
  if (n === 1 && h === 0 && d === 1) return 32.09; // S=*
  if (n === 1 && h === 1 && s === 1) return 38.8; // [SH]-*
  if (n === 2 && h === 0 && s === 2) return 25.3; // *-S-*
  if (n === 2 && h === 0 && a === 2) return 28.24; // *:s:*
  if (n === 3 && h === 0 && a === 2 && d === 1) return 21.7; // *:s(=*):*
  if (n === 3 && h === 0 && s === 2 && d === 1) return 19.21; // *-S(-*)=* (sulfoxide)
  if (n === 4 && h === 0 && s === 2 && d === 2) return 8.38; // *-S(-*)(=*)=* (sulfone)
  return 0;
}

/** Phosphorus, Ertl 2000 table; anything else (phosphonium, PF6 ...) contributes 0. */
function phosphorus(e: PolarEnvironment): number {
  const { neighbours: n, hydrogens: h, single: s, double: d, charge: c } = e;
  if (c !== 0) return 0;
  if (n === 2 && h === 0 && s === 1 && d === 1) return 34.14; // *-P=*
  if (n === 3 && h === 0 && s === 3) return 13.59; // *-P(-*)-* (phosphine, phosphite)
  if (n === 3 && h === 1 && s === 2 && d === 1) return 23.47; // *-[PH](-*)=* (H-phosphonate)
  if (n === 4 && h === 0 && s === 3 && d === 1) return 9.81; // *-P(-*)(-*)=* (phosphate, phosphine oxide)
  return 0;
}

/** RDKit's contribution of one atom with atomic number `z` and environment `e`. */
export function polarContribution(z: number, e: PolarEnvironment, includeSandP = false): number {
  if (z === 7) {
    const tabulated = nitrogen(e);
    return tabulated ?? Math.max(0, 30.5 - e.neighbours * 8.2 + e.hydrogens * 1.5);
  }
  if (z === 8) {
    const tabulated = oxygen(e);
    return tabulated ?? Math.max(0, 28.5 - e.neighbours * 8.6 + e.hydrogens * 1.5);
  }
  if (!includeSandP) return 0;
  if (z === 16) return sulfur(e);
  if (z === 15) return phosphorus(e);
  return 0;
}

const POLAR = new Set([7, 8, 15, 16]);

/** Per-atom TPSA contributions in Å² (0 for non-polar atoms), in the graph's atom order. */
export function tpsaContributions(graph: MolGraph, includeSandP = false): number[] {
  const { atoms, bonds } = graph;
  const env: Array<PolarEnvironment | undefined> = atoms.map((atom) =>
    POLAR.has(atom.atomicNumber)
      ? {
          neighbours: 0,
          hydrogens: atom.hydrogens,
          single: 0,
          double: 0,
          triple: 0,
          aromatic: 0,
          charge: atom.charge,
          inThreeRing: false,
        }
      : undefined,
  );
  const tally = (self: number, other: number, order: number, aromatic: boolean): void => {
    const e = env[self];
    if (!e) return;
    if (atoms[other]?.atomicNumber === 1) {
      e.hydrogens++;
      return;
    }
    e.neighbours++;
    if (aromatic) e.aromatic++;
    else if (order === 1) e.single++;
    else if (order === 2) e.double++;
    else if (order === 3) e.triple++;
    // Dative (17), zero-order and other bond types count as neighbours only, as in RDKit.
  };
  for (const bond of bonds) {
    tally(bond.begin, bond.end, bond.order, bond.aromatic);
    tally(bond.end, bond.begin, bond.order, bond.aromatic);
  }
  for (const ring of graph.rings) {
    if (ring.length !== 3) continue;
    for (const index of ring) {
      const e = env[index];
      if (e) e.inThreeRing = true;
    }
  }
  return atoms.map((atom, i) => {
    const e = env[i];
    return e ? polarContribution(atom.atomicNumber, e, includeSandP) : 0;
  });
}

/** TPSA in Å² of a graph: the contributions summed in atom order (as RDKit sums them). */
export function tpsaOfGraph(graph: MolGraph, includeSandP = false): number {
  let total = 0;
  for (const c of tpsaContributions(graph, includeSandP)) total += c;
  return total;
}

/** Both TPSA variants from one graph read. */
export interface TpsaValues {
  /** N and O only: RDKit `CalcTPSA(mol)`, the `tpsa` descriptor. */
  nitrogenOxygen: number;
  /** With the S and P fragments: RDKit `CalcTPSA(mol, includeSandP=True)`. */
  withSandP: number;
}

export function tpsaValuesOfGraph(graph: MolGraph): TpsaValues {
  const withSP = tpsaContributions(graph, true);
  let nitrogenOxygen = 0;
  let withSandP = 0;
  graph.atoms.forEach((atom, i) => {
    const c = withSP[i] ?? 0;
    withSandP += c;
    if (atom.atomicNumber === 7 || atom.atomicNumber === 8) nitrogenOxygen += c;
  });
  return { nitrogenOxygen, withSandP };
}

/** TPSA of a parsed molecule in Å²: N/O only by default, with S and P when asked. */
export function tpsa(molecule: MoleculeLike, options: { includeSandP?: boolean } = {}): number {
  // A molecule without atoms has an empty graph, and TPSA 0.
  return tpsaOfGraph(asMolecule(molecule).graph, options.includeSandP ?? false);
}
