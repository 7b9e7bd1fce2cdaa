/**
 * Compares describe_structure / graph_distance / map_atoms chemistry with validation/golden/structure.jsonl
 * (Python RDKit 2022.09, validation/generators/make_golden_structure.py). Shared by the unit test (a subset) and
 * lab/validate/structure-agreement.ts (the whole sets).
 */
import { molGraph, type MolGraph } from "../src/chem/graph.ts";
import { free, rdkit } from "../src/chem/rdkit.ts";
import type { JSMol } from "../src/chem/rdkit-types.ts";
import { describeStructure, type StructureDescription } from "../src/chem/structure/describe.ts";
import { mapAtoms } from "../src/chem/structure/map-atoms.ts";
import { distanceMatrix, neighbourLists, shortestPath } from "../src/chem/structure/topology.ts";
import type { KnownDifference } from "./golden.ts";

export interface StructureGolden {
  set: string;
  id: string;
  smiles: string;
  error?: string;
  formula?: string;
  elements?: Record<string, number>;
  ring_count?: number;
  rings?: number[][];
  ring_systems?: Array<[number[], number[]]>;
  cip?: { atoms: Record<string, string>; bonds: Record<string, string> };
  stereo?: { atoms: Array<[number, boolean] | [number, boolean, string]>; bonds: Array<[[number, number], boolean]> };
  groups?: Record<string, [number, number[][]]>;
  dm?: { sum: number; unreachable: number };
  paths?: Array<[number, number, number | null, number[]]>;
  canonical?: string;
  random?: string;
}

/** The per-molecule fields compareStructure checks, in report order (checkMapping adds the map_* kinds). */
export const STRUCTURE_FIELDS = [
  "formula",
  "elements",
  "ring_count",
  "rings",
  "ring_systems",
  "cip_atoms",
  "cip_bonds",
  "stereo_atoms",
  "stereo_bonds",
  "groups",
  "distance_matrix",
] as const;

/** One field of one molecule that differs from the golden value. */
export interface StructureDifference {
  kind: string;
  golden: string;
  ours: string;
}

/** A line of structure-known-differences.jsonl. */
export interface KnownStructureDifference extends KnownDifference {
  smiles: string;
  golden: string;
  ours: string;
}

export function structureDifferenceKey(set: string, id: string, kind: string, smiles: string): string {
  return `${set}:${id} ${kind} ${smiles}`;
}

/** Parses keeping written [H] atoms (the tools' atom numbering); null when the embedded build refuses it. */
export function parseAsWritten(smiles: string): JSMol | null {
  const mol = rdkit().get_mol(smiles, JSON.stringify({ removeHs: false }));
  if (!mol?.is_valid()) {
    free(mol);
    return null;
  }
  return mol;
}

const text = (value: unknown): string => JSON.stringify(value);

function sortedRings(rings: readonly number[][]): string {
  return text(rings.map((ring) => [...ring].sort((a, b) => a - b)).sort((a, b) => text(a).localeCompare(text(b))));
}

function cipOf(described: StructureDescription): { atoms: Record<string, string>; bonds: Record<string, string> } {
  const atoms: Record<string, string> = {};
  for (const row of described.atoms) if (row[8] !== null) atoms[String(row[0])] = row[8];
  const bonds: Record<string, string> = {};
  for (const bond of described.stereo_bonds) {
    if (bond.cip !== null) bonds[`${Math.min(...bond.atoms)}-${Math.max(...bond.atoms)}`] = bond.cip;
  }
  return { atoms, bonds };
}

const sortedKeys = (record: Record<string, unknown>): string =>
  text(Object.fromEntries(Object.entries(record).sort(([a], [b]) => a.localeCompare(b))));

/** Every field of the golden record our chemistry disagrees with. */
export function compareStructure(golden: StructureGolden, mol: JSMol): StructureDifference[] {
  const out: StructureDifference[] = [];
  const check = (kind: string, goldenValue: string, ours: string): void => {
    if (goldenValue !== ours) out.push({ kind, golden: goldenValue, ours });
  };
  const described = describeStructure(mol);
  check("formula", golden.formula ?? "", described.formula);
  check("elements", sortedKeys(golden.elements ?? {}), sortedKeys(described.element_counts));
  check("ring_count", String(golden.ring_count), String(described.ring_count));
  check("rings", sortedRings(golden.rings ?? []), sortedRings(described.rings.map((ring) => ring.atoms)));
  // Ring order differs between the builds (the rings themselves agree), so systems are compared as sets of atom sets.
  check(
    "ring_systems",
    sortedRings((golden.ring_systems ?? []).map(([, atoms]) => atoms)),
    sortedRings(described.ring_systems.map((system) => system.atoms)),
  );
  const cip = cipOf(described);
  check("cip_atoms", sortedKeys(golden.cip?.atoms ?? {}), sortedKeys(cip.atoms));
  check("cip_bonds", sortedKeys(golden.cip?.bonds ?? {}), sortedKeys(cip.bonds));
  check("stereo_atoms", text(tetrahedral(golden)), text(described.stereocentres.map((c) => [c.atom, c.specified])));
  const ourBonds = described.stereo_bonds.map(
    (b) => [[Math.min(...b.atoms), Math.max(...b.atoms)], b.specified] as const,
  );
  check(
    "stereo_bonds",
    text(golden.stereo?.bonds ?? []),
    text([...ourBonds].sort((a, b) => a[0][0] - b[0][0] || a[0][1] - b[0][1])),
  );
  const groups: Record<string, [number, number[][]]> = {};
  for (const group of described.functional_groups) groups[group.label] = [group.count, group.atoms];
  check("groups", sortedKeys(golden.groups ?? {}), sortedKeys(groups));
  const graph = molGraph(mol);
  check("distance_matrix", text(golden.dm), text(matrixChecksum(graph)));
  const neighbours = neighbourLists(graph);
  const matrix = distanceMatrix(graph);
  for (const [a, b, distance, path] of golden.paths ?? []) {
    check("distance", text(distance), text(matrix[a]?.[b] ?? null));
    check("path", text(path), text(shortestPath(neighbours, a, b)));
  }
  return out;
}

/**
 * The golden tetrahedral candidates. RDKit 2022.09's FindPotentialStereo also lists four-coordinate S, P and
 * metal atoms (sulfones, phosphonates, complexes) as possible square-planar centres, which no SMILES stereo can
 * express and RDKit 2026.09 no longer reports; those entries (a third field, the type) are left out and counted.
 */
export function tetrahedral(golden: StructureGolden): Array<[number, boolean]> {
  return (golden.stereo?.atoms ?? []).filter((entry) => entry.length === 2);
}

export function nonTetrahedralCount(golden: StructureGolden): number {
  return (golden.stereo?.atoms ?? []).length - tetrahedral(golden).length;
}

function matrixChecksum(graph: MolGraph): { sum: number; unreachable: number } {
  let sum = 0;
  let unreachable = 0;
  for (const row of distanceMatrix(graph)) {
    for (const value of row) {
      if (value === null) unreachable++;
      else sum += value;
    }
  }
  return { sum, unreachable };
}

/**
 * map_atoms on the golden random SMILES (first) and canonical SMILES (second): the answer must say "identical"
 * and its mapping must be an isomorphism. The check is written here on its own (not with the tool's filter):
 * a bijection, elements, charges, isotopes, H counts and every bond preserved with its order (aromatic bonds: aromaticity).
 */
export function checkMapping(golden: StructureGolden): StructureDifference | null {
  const first = golden.random === undefined ? null : parseAsWritten(golden.random);
  const second = golden.canonical === undefined ? null : parseAsWritten(golden.canonical);
  try {
    if (!first || !second)
      return { kind: "map_parse", golden: `${golden.random} / ${golden.canonical}`, ours: "unparsable" };
    const result = mapAtoms(first, second);
    if (result.relation !== "identical") return { kind: "map_relation", golden: "identical", ours: result.relation };
    const problem = isomorphismProblem(molGraph(first), molGraph(second), result.mapping);
    return problem === null ? null : { kind: "map_isomorphism", golden: "isomorphism", ours: problem };
  } finally {
    free(first);
    free(second);
  }
}

export function isomorphismProblem(a: MolGraph, b: MolGraph, mapping: readonly number[]): string | null {
  if (mapping.length !== a.atoms.length || a.atoms.length !== b.atoms.length)
    return `mapping covers ${mapping.length} of ${a.atoms.length}/${b.atoms.length} atoms`;
  if (new Set(mapping).size !== mapping.length) return "mapping is not one-to-one";
  for (let i = 0; i < a.atoms.length; i++) {
    const x = a.atoms[i];
    const y = b.atoms[mapping[i] as number];
    if (!x || !y) return `atom ${i} maps outside the molecule`;
    const fields = ["atomicNumber", "charge", "isotope", "hydrogens"] as const;
    for (const field of fields)
      if (x[field] !== y[field]) return `atom ${i} → ${mapping[i]}: ${field} ${x[field]} vs ${y[field]}`;
  }
  if (a.bonds.length !== b.bonds.length) return `bond counts ${a.bonds.length} vs ${b.bonds.length}`;
  // A bond's kind: "aromatic", or its order (the Kekulé order of an aromatic bond depends on how the SMILES was written).
  const kind = (bond: MolGraph["bonds"][number]): string => (bond.aromatic ? "aromatic" : String(bond.order));
  const inB = new Set(
    b.bonds.map((bond) => `${Math.min(bond.begin, bond.end)}-${Math.max(bond.begin, bond.end)}:${kind(bond)}`),
  );
  for (const bond of a.bonds) {
    const p = mapping[bond.begin] as number;
    const q = mapping[bond.end] as number;
    if (!inB.has(`${Math.min(p, q)}-${Math.max(p, q)}:${kind(bond)}`))
      return `bond ${bond.begin}-${bond.end} has no image`;
  }
  return null;
}
