/**
 * A plain-data view of an RDKit molecule, read from MinimalLib's JSON
 * (`get_json()`, rdkitjson v12), for the things the JS build does not expose
 * directly: per-atom H counts, aromatic flags, formula, components.
 */
import type { JSMol } from "./rdkit-types.ts";

export interface GraphAtom {
  atomicNumber: number;
  /** Hydrogens attached but not in the graph (RDKit's implicit + explicit H count). */
  hydrogens: number;
  charge: number;
  /** Mass number, 0 when not specified. */
  isotope: number;
  radicals: number;
  aromatic: boolean;
  /**
   * Tetrahedral parity as RDKit stores it, relative to the atom's neighbours in bond order:
   * "ccw" = looking from the first neighbour, the others turn counterclockwise. Absent when unspecified.
   */
  chirality?: "cw" | "ccw";
}

export interface GraphBond {
  begin: number;
  end: number;
  /** RDKit bond order of the Kekulé form: 0 (zero/dative), 1, 2, 3 … */
  order: number;
  aromatic: boolean;
  /** Double-bond stereo: the two reference neighbours (of begin, of end) are cis or trans. Absent when unspecified. */
  stereo?: { cis: boolean; atoms: [number, number] };
}

export interface MolGraph {
  atoms: GraphAtom[];
  bonds: GraphBond[];
  rings: number[][];
}

interface RdkitJsonAtom {
  z?: number;
  impHs?: number;
  chg?: number;
  isotope?: number;
  nRad?: number;
  stereo?: string;
}
interface RdkitJsonBond {
  bo?: number;
  atoms: [number, number];
  stereo?: string;
  stereoAtoms?: [number, number];
}
interface RdkitJsonExtension {
  name: string;
  aromaticAtoms?: number[];
  aromaticBonds?: number[];
  atomRings?: number[][];
}
interface RdkitJson {
  defaults: { atom: Required<RdkitJsonAtom>; bond: { bo: number } };
  molecules: Array<{ atoms?: RdkitJsonAtom[]; bonds?: RdkitJsonBond[]; extensions?: RdkitJsonExtension[] }>;
}

export function molGraph(mol: JSMol): MolGraph {
  const doc = JSON.parse(mol.get_json()) as RdkitJson;
  const molecule = doc.molecules[0] ?? {};
  const defaults = doc.defaults.atom;
  const representation = molecule.extensions?.find((ext) => ext.name === "rdkitRepresentation");
  const aromaticAtoms = new Set(representation?.aromaticAtoms ?? []);
  const aromaticBonds = new Set(representation?.aromaticBonds ?? []);
  const atoms = (molecule.atoms ?? []).map((atom, index): GraphAtom => {
    const graphAtom: GraphAtom = {
      atomicNumber: atom.z ?? defaults.z,
      hydrogens: atom.impHs ?? defaults.impHs,
      charge: atom.chg ?? defaults.chg,
      isotope: atom.isotope ?? defaults.isotope,
      radicals: atom.nRad ?? defaults.nRad,
      aromatic: aromaticAtoms.has(index),
    };
    if (atom.stereo === "cw" || atom.stereo === "ccw") graphAtom.chirality = atom.stereo;
    return graphAtom;
  });
  const bonds = (molecule.bonds ?? []).map((bond, index): GraphBond => {
    const graphBond: GraphBond = {
      begin: bond.atoms[0],
      end: bond.atoms[1],
      order: bond.bo ?? doc.defaults.bond.bo,
      aromatic: aromaticBonds.has(index),
    };
    if ((bond.stereo === "cis" || bond.stereo === "trans") && bond.stereoAtoms) {
      graphBond.stereo = { cis: bond.stereo === "cis", atoms: bond.stereoAtoms };
    }
    return graphBond;
  });
  return { atoms, bonds, rings: representation?.atomRings ?? [] };
}

/** Number of connected components (RDKit's fragments). */
export function countComponents(graph: MolGraph): number {
  const parent = graph.atoms.map((_, i) => i);
  const find = (i: number): number => {
    while (parent[i] !== i) {
      const up = parent[parent[i] as number] as number;
      parent[i] = up;
      i = up;
    }
    return i;
  };
  let components = graph.atoms.length;
  for (const bond of graph.bonds) {
    const a = find(bond.begin);
    const b = find(bond.end);
    if (a !== b) {
      parent[a] = b;
      components--;
    }
  }
  return components;
}
