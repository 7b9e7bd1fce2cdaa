/**
 * Which atom of one SMILES is which atom of another. Identical molecules (same canonical isomeric SMILES) get
 * one atom correspondence, found by RDKit substructure matching with chirality (useChirality) and kept only
 * when it preserves every atom (element, charge, isotope, H count), every bond (order, or aromaticity for aromatic bonds) and every
 * CIP label (R/S, E/Z, "?" for unspecified centres); the other such correspondences are counted as symmetric
 * alternatives. Stereoisomers (same constitution, different stereo) get a correspondence that ignores stereo
 * and the atoms and bonds whose labels differ. Otherwise one may be a substructure of the other (every unique
 * match), or they differ, and the formulas say how.
 */
import { molecularFormula } from "../descriptors/formula.ts";
import type { TopologyGraph } from "../graph-pickle.ts";
import { asMolecule, type MoleculeLike } from "../molecule.ts";
import type { JSMol } from "../rdkit-types.ts";
import { elementCounts } from "./describe.ts";
import { stereoTags } from "./stereo.ts";

/** Correspondences enumerated (RDKit maxMatches) when counting symmetric alternatives. */
export const MAX_AUTOMORPHISMS = 1000;
/** Unique substructure matches returned. */
export const MAX_SUBSTRUCTURE_MATCHES = 100;

export type AtomMapping =
  | {
      relation: "identical";
      /** mapping[i] = the second molecule's index of the first molecule's atom i. */
      mapping: number[];
      /** Other correspondences that are as valid (molecular symmetry); at least this many when `alternatives_capped`. */
      symmetric_alternatives: number;
      alternatives_capped: boolean;
    }
  | {
      relation: "stereoisomers";
      mapping: number[];
      /** Atoms (first index) and bonds (first indices) whose CIP labels differ under the mapping. */
      stereo_differences: Array<{
        first: number[];
        second: number[];
        first_cip: string | null;
        second_cip: string | null;
      }>;
    }
  | {
      relation: "substructure" | "superstructure";
      /** substructure: each match lists, for the second molecule's atoms in order, the first molecule's atoms; superstructure: the reverse. */
      matches: number[][];
      truncated: boolean;
    }
  | {
      relation: "different";
      formulas: [string, string];
      /** Element → (count in first − count in second), only elements that differ. */
      difference: Record<string, number>;
    };

interface RawMatch {
  atoms: number[];
}

function matchesOf(target: JSMol, query: JSMol, details: object): number[][] {
  const raw = JSON.parse(target.get_substruct_matches(query, JSON.stringify(details))) as
    | RawMatch[]
    | Record<string, never>;
  return Array.isArray(raw) ? raw.map((m) => m.atoms) : [];
}

type Tags = ReturnType<typeof stereoTags>;
const EMPTY_TAGS: Tags = { atoms: new Map(), bonds: new Map() };

const pairKey = (a: number, b: number): string => (a < b ? `${a}-${b}` : `${b}-${a}`);

const bondMaps = new WeakMap<TopologyGraph, Map<string, TopologyGraph["bonds"][number]>>();

/** A graph's bonds by their atom pair, built once per graph: a symmetric molecule tries up to 1,000 mappings. */
function bondsByPair(graph: TopologyGraph): Map<string, TopologyGraph["bonds"][number]> {
  let bonds = bondMaps.get(graph);
  if (!bonds) {
    bonds = new Map(graph.bonds.map((bond) => [pairKey(bond.begin, bond.end), bond]));
    bondMaps.set(graph, bonds);
  }
  return bonds;
}

/** Whether `mapping` (first index → second index) preserves atoms and bonds exactly. */
export function preservesGraph(first: TopologyGraph, second: TopologyGraph, mapping: readonly number[]): boolean {
  if (first.atoms.length !== second.atoms.length || first.bonds.length !== second.bonds.length) return false;
  const ok = first.atoms.every((atom, i) => {
    const other = second.atoms[mapping[i] as number];
    return (
      other !== undefined &&
      other.atomicNumber === atom.atomicNumber &&
      other.charge === atom.charge &&
      other.isotope === atom.isotope &&
      other.hydrogens === atom.hydrogens &&
      other.radicals === atom.radicals
    );
  });
  if (!ok) return false;
  const bonds = bondsByPair(second);
  return first.bonds.every((bond) => {
    const other = bonds.get(pairKey(mapping[bond.begin] as number, mapping[bond.end] as number));
    // Aromatic bonds have no order in the pickle (their Kekulé orders depend on the writing): aromaticity is compared.
    return other !== undefined && other.aromatic === bond.aromatic && (bond.aromatic || other.order === bond.order);
  });
}

function stereoDifferences(first: Tags, second: Tags, mapping: readonly number[], firstGraph: TopologyGraph) {
  const out: Array<{ first: number[]; second: number[]; first_cip: string | null; second_cip: string | null }> = [];
  // No tag on either side: every label compared below is null against null (most molecules, and every mapping).
  if (first.atoms.size + first.bonds.size + second.atoms.size + second.bonds.size === 0) return out;
  firstGraph.atoms.forEach((_, i) => {
    const a = first.atoms.get(i) ?? null;
    const b = second.atoms.get(mapping[i] as number) ?? null;
    if (a !== b) out.push({ first: [i], second: [mapping[i] as number], first_cip: a, second_cip: b });
  });
  for (const bond of firstGraph.bonds) {
    const mapped: [number, number] = [mapping[bond.begin] as number, mapping[bond.end] as number];
    const a = first.bonds.get(pairKey(bond.begin, bond.end)) ?? null;
    const b = second.bonds.get(pairKey(...mapped)) ?? null;
    if (a !== b) out.push({ first: [bond.begin, bond.end], second: mapped, first_cip: a, second_cip: b });
  }
  return out;
}

/** Inverts a substructure match of `second` (the query) in `first`: first index → second index. */
function invert(match: readonly number[]): number[] {
  const mapping: number[] = new Array<number>(match.length);
  match.forEach((firstIndex, secondIndex) => {
    mapping[firstIndex] = secondIndex;
  });
  return mapping;
}

function sameMolecule(
  first: JSMol,
  second: JSMol,
  firstGraph: TopologyGraph,
  secondGraph: TopologyGraph,
  stereo: boolean,
  canonical = "",
): { valid: number[][]; capped: boolean } {
  const matches = matchesOf(first, second, { uniquify: false, useChirality: stereo, maxMatches: MAX_AUTOMORPHISMS });
  // The CIP tags (a molecule copy and RDKit's CIP labelling each) only where the filter reads them, and only when the
  // molecules' canonical isomeric SMILES has a stereo mark: without one the tags can only be "?" (possible, unspecified
  // centres), a constitutional property that every automorphism of the one graph keeps (issue 33).
  const tagged = stereo && /[@/\\]/.test(canonical);
  const firstTags = tagged ? stereoTags(first) : EMPTY_TAGS;
  const secondTags = tagged ? stereoTags(second) : EMPTY_TAGS;
  const valid = matches
    .filter((match) => match.length === firstGraph.atoms.length)
    .map(invert)
    .filter((mapping) => preservesGraph(firstGraph, secondGraph, mapping))
    .filter((mapping) => !tagged || stereoDifferences(firstTags, secondTags, mapping, firstGraph).length === 0);
  return { valid, capped: matches.length >= MAX_AUTOMORPHISMS };
}

export function mapAtoms(firstMolecule: MoleculeLike, secondMolecule: MoleculeLike): AtomMapping {
  // The graphs from RDKit's pickle (a third of its JSON's cost, issue 33): the filters read elements, charges,
  // isotopes, H counts, radicals, bond ends, aromaticity and the orders of non-aromatic bonds, all of which it holds.
  const { mol: first, topology: firstGraph } = asMolecule(firstMolecule);
  const { mol: second, topology: secondGraph } = asMolecule(secondMolecule);
  const canonical = first.get_smiles();
  if (canonical === second.get_smiles()) {
    const { valid, capped } = sameMolecule(first, second, firstGraph, secondGraph, true, canonical);
    const mapping = valid[0];
    if (mapping === undefined)
      throw new Error("no stereo-preserving atom correspondence found between two molecules with one canonical SMILES");
    return { relation: "identical", mapping, symmetric_alternatives: valid.length - 1, alternatives_capped: capped };
  }
  const flat = JSON.stringify({ doIsomericSmiles: false });
  if (first.get_smiles(flat) === second.get_smiles(flat)) {
    const { valid } = sameMolecule(first, second, firstGraph, secondGraph, false);
    const mapping = valid[0];
    if (mapping === undefined)
      throw new Error("no atom correspondence found between two molecules with one non-isomeric canonical SMILES");
    return {
      relation: "stereoisomers",
      mapping,
      stereo_differences: stereoDifferences(stereoTags(first), stereoTags(second), mapping, firstGraph),
    };
  }
  for (const [target, query, relation] of [
    [first, second, "substructure"],
    [second, first, "superstructure"],
  ] as const) {
    const matches = matchesOf(target, query, { uniquify: true, maxMatches: MAX_SUBSTRUCTURE_MATCHES + 1 });
    if (matches.length > 0)
      return {
        relation,
        matches: matches.slice(0, MAX_SUBSTRUCTURE_MATCHES),
        truncated: matches.length > MAX_SUBSTRUCTURE_MATCHES,
      };
  }
  return {
    relation: "different",
    formulas: [molecularFormula(firstGraph), molecularFormula(secondGraph)],
    difference: countDifference(firstGraph, secondGraph),
  };
}

function countDifference(first: TopologyGraph, second: TopologyGraph): Record<string, number> {
  const a = elementCounts(first);
  const b = elementCounts(second);
  const out: Record<string, number> = {};
  for (const symbol of new Set([...Object.keys(a), ...Object.keys(b)])) {
    const delta = (a[symbol] ?? 0) - (b[symbol] ?? 0);
    if (delta !== 0) out[symbol] = delta;
  }
  return out;
}
