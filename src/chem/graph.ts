/**
 * A plain-data view of an RDKit molecule, read from MinimalLib's JSON
 * (`get_json()`, rdkitjson v12), for the things the JS build does not expose
 * directly: per-atom H counts, aromatic flags, rings, stereo parities. This module
 * is the one reader of that JSON; every ported algorithm works on its `MolGraph`.
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

/** One atom of RDKit's JSON (rdkitjson v12); absent fields take the document's defaults. */
export interface RdkitJsonAtom {
  z?: number;
  impHs?: number;
  chg?: number;
  isotope?: number;
  nRad?: number;
  stereo?: string;
  [key: string]: unknown;
}
export interface RdkitJsonBond {
  bo?: number;
  atoms: [number, number];
  stereo?: string;
  stereoAtoms?: [number, number];
  [key: string]: unknown;
}
export interface RdkitJsonExtension {
  name: string;
  aromaticAtoms?: number[];
  aromaticBonds?: number[];
  atomRings?: number[][];
  cipCodes?: Array<[number, string]>;
  cipRanks?: number[];
  [key: string]: unknown;
}
export interface RdkitJsonMolecule {
  atoms?: RdkitJsonAtom[];
  bonds?: RdkitJsonBond[];
  extensions?: RdkitJsonExtension[];
  [key: string]: unknown;
}
/** RDKit's JSON document of one molecule, as `get_json()` writes it. */
export interface RdkitJsonDocument {
  rdkitjson?: unknown;
  defaults?: { atom?: RdkitJsonAtom; bond?: { bo?: number; [key: string]: unknown }; [key: string]: unknown };
  molecules?: RdkitJsonMolecule[];
}

/**
 * The one place RDKit's JSON of a molecule is asked for (`get_json()`; test/layers.test.ts holds every other module
 * to it): the text, for code that reads it back as a molecule (a copy without stereo perception). Like RDKit's
 * writer, it throws on a molecule without atoms; `molGraph` answers an empty graph for one.
 */
export function rdkitJsonText(mol: JSMol): string {
  return mol.get_json();
}

/** RDKit's JSON of a molecule, parsed: a fresh document the caller may edit (a `Molecule` keeps one for its readers). */
export function readRdkitJson(mol: JSMol): RdkitJsonDocument {
  return JSON.parse(rdkitJsonText(mol)) as RdkitJsonDocument;
}

/** The first (only) molecule of a document and its `rdkitRepresentation` extension (aromaticity, rings, CIP codes). */
export function representationOf(doc: RdkitJsonDocument): {
  molecule: RdkitJsonMolecule;
  representation: RdkitJsonExtension | undefined;
} {
  const molecule = doc.molecules?.[0];
  if (!molecule) throw new Error("RDKit JSON without a molecule");
  return { molecule, representation: molecule.extensions?.find((ext) => ext.name === "rdkitRepresentation") };
}

/** The graph of an RDKit JSON document (parsed, or its text). */
export function graphFromJson(json: RdkitJsonDocument | string): MolGraph {
  const doc = typeof json === "string" ? (JSON.parse(json) as RdkitJsonDocument) : json;
  const { molecule, representation } = representationOf(doc);
  const defaults = doc.defaults?.atom ?? {};
  const defaultOrder = doc.defaults?.bond?.bo ?? 1;
  const aromaticAtoms = new Set(representation?.aromaticAtoms ?? []);
  const aromaticBonds = new Set(representation?.aromaticBonds ?? []);
  const atoms = (molecule.atoms ?? []).map((atom, index): GraphAtom => {
    const graphAtom: GraphAtom = {
      atomicNumber: atom.z ?? defaults.z ?? 6,
      hydrogens: atom.impHs ?? defaults.impHs ?? 0,
      charge: atom.chg ?? defaults.chg ?? 0,
      isotope: atom.isotope ?? defaults.isotope ?? 0,
      radicals: atom.nRad ?? defaults.nRad ?? 0,
      aromatic: aromaticAtoms.has(index),
    };
    if (atom.stereo === "cw" || atom.stereo === "ccw") graphAtom.chirality = atom.stereo;
    return graphAtom;
  });
  const bonds = (molecule.bonds ?? []).map((bond, index): GraphBond => {
    if (!bond.atoms) throw new Error(`RDKit JSON bond ${index} without atoms`);
    const graphBond: GraphBond = {
      begin: bond.atoms[0],
      end: bond.atoms[1],
      order: bond.bo ?? defaultOrder,
      aromatic: aromaticBonds.has(index),
    };
    if ((bond.stereo === "cis" || bond.stereo === "trans") && bond.stereoAtoms) {
      graphBond.stereo = { cis: bond.stereo === "cis", atoms: bond.stereoAtoms };
    }
    return graphBond;
  });
  return { atoms, bonds, rings: representation?.atomRings ?? [] };
}

/** The graph of a molecule (an empty graph for a molecule without atoms, which RDKit's JSON writer refuses). */
export function molGraph(mol: JSMol): MolGraph {
  return mol.get_num_atoms() === 0 ? { atoms: [], bonds: [], rings: [] } : graphFromJson(readRdkitJson(mol));
}

/** RDKit's CIP labels of a document's stereocentres, as [atom, "R" | "S"]. */
export function cipCodes(doc: RdkitJsonDocument): Array<[number, string]> {
  return representationOf(doc).representation?.cipCodes ?? [];
}

/** RDKit's CIP ranks per atom (the legacy ranking of its stereo perception), [] where the document has none. */
export function cipRanks(doc: RdkitJsonDocument): number[] {
  return representationOf(doc).representation?.cipRanks ?? [];
}

/** What adjacency, ringAtoms and the readers of the pickle graph (graph-pickle.ts) share: atoms, bond ends, rings. */
export interface GraphShape {
  atoms: readonly GraphAtom[];
  bonds: readonly { begin: number; end: number }[];
  rings: readonly (readonly number[])[];
}

const adjacencies = new WeakMap<GraphShape, readonly (readonly number[])[]>();

/** Per atom, its bonds as [bond index, neighbour atom] pairs, in bond order (computed once per graph). */
export function adjacency(graph: GraphShape): readonly (readonly number[])[] {
  let pairs = adjacencies.get(graph);
  if (!pairs) {
    const built: number[][] = graph.atoms.map(() => []);
    graph.bonds.forEach((bond, index) => {
      built[bond.begin]?.push(index, bond.end);
      built[bond.end]?.push(index, bond.begin);
    });
    pairs = built;
    adjacencies.set(graph, pairs);
  }
  return pairs;
}

/** 1 for each atom on a ring of RDKit's ring info. */
export function ringAtoms(graph: GraphShape): Uint8Array {
  const inRing = new Uint8Array(graph.atoms.length);
  for (const ring of graph.rings) for (const atom of ring) inRing[atom] = 1;
  return inRing;
}

/** Number of connected components (RDKit's fragments); only atoms and bond ends are read (a pickle graph will do). */
export function countComponents(graph: {
  atoms: readonly unknown[];
  bonds: readonly { begin: number; end: number }[];
}): number {
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
