/**
 * One molecule's structure, laid out for a reader that cannot be trusted to count: element counts, formula,
 * degree of unsaturation, atoms as rows, rings, fused ring systems, stereo and functional groups.
 * Atom indices are RDKit's parse order, i.e. the order the atoms are written in the SMILES.
 */
import { elementSymbol } from "../elements.ts";
import { molecularFormula } from "../descriptors/formula.ts";
import { countComponents, type MolGraph } from "../graph.ts";
import { asMolecule, type MoleculeLike } from "../molecule.ts";
import { functionalGroups, type FunctionalGroupMatch } from "./functional-groups.ts";
import { atomRingSizes, ringRows, ringSystems, type RingRow, type RingSystem } from "./rings.ts";
import { stereoBonds, stereoCentres, type StereoBond, type StereoCentre } from "./stereo.ts";

/** Column names of an atom row, in order. */
export const ATOM_COLUMNS = [
  "index",
  "element",
  "charge",
  "isotope",
  "total_h",
  "aromatic",
  "in_ring",
  "ring_sizes",
  "cip",
] as const;

export type AtomRow = [number, string, number, number, number, boolean, boolean, number[], string | null];

export interface StructureDescription {
  formula: string;
  element_counts: Record<string, number>;
  degree_of_unsaturation: number | null;
  atom_count: number;
  heavy_atom_count: number;
  bond_count: number;
  fragment_count: number;
  atom_columns: readonly string[];
  atoms: AtomRow[];
  ring_count: number;
  independent_ring_count: number;
  rings: RingRow[];
  ring_systems: RingSystem[];
  stereocentres: StereoCentre[];
  stereo_bonds: StereoBond[];
  functional_groups: FunctionalGroupMatch[];
}

/** Elements counted by the formula's element (isotopes folded in), implicit and explicit H included, in Hill order. */
export function elementCounts(graph: Pick<MolGraph, "atoms">): Record<string, number> {
  const counts = new Map<string, number>();
  const add = (symbol: string, n: number): void => {
    if (n > 0) counts.set(symbol, (counts.get(symbol) ?? 0) + n);
  };
  for (const atom of graph.atoms) {
    add(elementSymbol(atom.atomicNumber), 1);
    add("H", atom.hydrogens);
  }
  const order = ["C", "H"].filter((symbol) => counts.has(symbol));
  for (const symbol of [...counts.keys()].sort()) if (!order.includes(symbol)) order.push(symbol);
  return Object.fromEntries(order.map((symbol) => [symbol, counts.get(symbol) as number]));
}

const TETRAVALENT = new Set(["C", "Si", "Ge"]);
const TRIVALENT = new Set(["N", "P", "B", "As"]);
const DIVALENT = new Set(["O", "S", "Se", "Te"]);
const MONOVALENT = new Set(["H", "F", "Cl", "Br", "I"]);

/**
 * Degree of unsaturation (rings + π bonds) from the formula: (2·C + 2 + N − H − X) / 2 with C = C, Si, Ge;
 * N = N, P, B, As; X = F, Cl, Br, I; O, S, Se, Te not counted. The net charge is first neutralised with
 * hydrogens (H − charge), so NH4+ gives 0 and acetate 1. Null when another element (a metal, a noble gas, `*`) is
 * present, since the formula then does not fix the valences. Per connected fragment the formula adds up, so a
 * salt is the sum of its parts minus 1 per extra fragment, as the formula gives it.
 */
export function degreeOfUnsaturation(counts: Record<string, number>, charge: number): number | null {
  let tetra = 0;
  let tri = 0;
  let mono = -charge;
  for (const [symbol, n] of Object.entries(counts)) {
    if (TETRAVALENT.has(symbol)) tetra += n;
    else if (TRIVALENT.has(symbol)) tri += n;
    else if (MONOVALENT.has(symbol)) mono += n;
    else if (!DIVALENT.has(symbol)) return null;
  }
  return (2 * tetra + 2 + tri - mono) / 2;
}

/**
 * The number of independent rings: the cyclomatic number of the molecule graph, bonds − atoms + fragments. It is
 * the size of every smallest set of smallest rings (SSSR) and the number of ring closures a SMILES of the molecule
 * needs. RDKit's ring count (its symmetrized SSSR) can be larger: for cages and cyclophanes it keeps every ring of a
 * symmetric choice (cubane 6 rings, 5 independent; [2.2]paracyclophane 6 and 3).
 */
export function independentRings(graph: MolGraph, fragments = countComponents(graph)): number {
  return graph.bonds.length - graph.atoms.length + fragments;
}

export function describeStructure(molecule: MoleculeLike): StructureDescription {
  const m = asMolecule(molecule);
  const { mol, graph } = m;
  const tags = m.stereoTags;
  const sizes = atomRingSizes(graph.atoms.length, graph.rings);
  const ranks = m.cipRanks;
  const bonds = stereoBonds(graph, tags.bonds, ranks);
  const centres = stereoCentres(graph, tags.atoms, ranks, bonds);
  const cipByAtom = new Map(centres.map((centre) => [centre.atom, centre.cip]));
  const atoms = graph.atoms.map((atom, i): AtomRow => {
    const ringSizes = sizes[i] as number[];
    return [
      i,
      elementSymbol(atom.atomicNumber),
      atom.charge,
      atom.isotope,
      atom.hydrogens,
      atom.aromatic,
      ringSizes.length > 0,
      ringSizes,
      cipByAtom.get(i) ?? null,
    ];
  });
  const counts = elementCounts(graph);
  const charge = graph.atoms.reduce((sum, atom) => sum + atom.charge, 0);
  const rings = ringRows(graph);
  const fragments = countComponents(graph);
  return {
    formula: molecularFormula(graph),
    element_counts: counts,
    degree_of_unsaturation: degreeOfUnsaturation(counts, charge),
    atom_count: graph.atoms.length,
    heavy_atom_count: graph.atoms.filter((atom) => atom.atomicNumber > 1).length,
    bond_count: graph.bonds.length,
    fragment_count: fragments,
    atom_columns: ATOM_COLUMNS,
    atoms,
    ring_count: rings.length,
    independent_ring_count: independentRings(graph, fragments),
    rings,
    ring_systems: ringSystems(graph.rings),
    stereocentres: centres,
    stereo_bonds: bonds,
    functional_groups: functionalGroups(mol),
  };
}
