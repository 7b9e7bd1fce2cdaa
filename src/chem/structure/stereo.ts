/**
 * Stereocentres and stereo double bonds, specified or not, with their CIP labels.
 *
 * Atoms: MinimalLib's `get_stereo_tags` (the embedded 2026.09 build: stereo perception, then RDKit's new CIP
 * labeller) names every atom that is a stereocentre, with "R"/"S"/"r"/"s" or "?" (possible but unspecified);
 * "specified" is whether the atom carries a chiral tag after parsing (RDKit drops tags on atoms that are no
 * stereocentre). Double bonds: a bond the SMILES gave a direction (/ \) is specified; an unspecified one is a
 * candidate when, as in RDKit's perception, it is a non-aromatic double bond outside rings smaller than 8,
 * each end having one or two substituents besides the other end, at least one of them a graph atom, and two
 * substituents on one end differing in CIP rank (MinimalLib's JSON `cipRanks`).
 */
import { free } from "../rdkit.ts";
import type { JSMol } from "../rdkit-types.ts";
import type { MolGraph } from "../graph.ts";

export interface StereoCentre {
  atom: number;
  /** CIP label (R, S, or r/s for pseudo-asymmetric centres); null when unspecified or the labeller gives none. */
  cip: string | null;
  specified: boolean;
}

export interface StereoBond {
  atoms: [number, number];
  /** E or Z; null when unspecified or the labeller gives none. */
  cip: string | null;
  specified: boolean;
}

interface StereoTags {
  CIP_atoms?: Array<[number, string]>;
  CIP_bonds?: Array<[number, number, string]>;
}

/** The CIP tags of a molecule; `get_stereo_tags` writes stereo properties onto its molecule, so it runs on a copy. */
export function stereoTags(mol: JSMol): { atoms: Map<number, string>; bonds: Map<string, string> } {
  const copy = mol.copy();
  if (!copy) throw new Error("RDKit could not copy the molecule");
  let tags: StereoTags;
  try {
    tags = JSON.parse(copy.get_stereo_tags()) as StereoTags;
  } finally {
    free(copy);
  }
  const bare = (text: string): string => text.replace(/[()]/g, "");
  const atoms = new Map<number, string>();
  for (const [index, text] of tags.CIP_atoms ?? []) atoms.set(index, bare(text));
  const bonds = new Map<string, string>();
  for (const [begin, end, text] of tags.CIP_bonds ?? []) bonds.set(pairKey(begin, end), bare(text));
  return { atoms, bonds };
}

const pairKey = (a: number, b: number): string => (a < b ? `${a}-${b}` : `${b}-${a}`);

/** CIP ranks per atom from MinimalLib's JSON (used only to tell a double bond end's two substituents apart). */
export function cipRanks(mol: JSMol): number[] {
  const doc = JSON.parse(mol.get_json()) as { molecules: Array<{ extensions?: Array<{ name: string; cipRanks?: number[] }> }> };
  return doc.molecules[0]?.extensions?.find((ext) => ext.name === "rdkitRepresentation")?.cipRanks ?? [];
}

/**
 * Stereocentres: the atoms the stereo tags name, plus unspecified ring stereocentres the tags miss (the
 * embedded build flags only atoms whose four substituents differ, so the two ring carbons of
 * 1,4-dimethylcyclohexane are not flagged; RDKit's FindPotentialStereo does flag them). Such an atom has four
 * substituents (at most one H, single bonds only), its equal-ranked neighbours are all ring neighbours, its other
 * substituents all differ, and it shares a ring with another such atom.
 */
export function stereoCentres(graph: MolGraph, tags: Map<number, string>, ranks: readonly number[]): StereoCentre[] {
  const centres = new Map<number, StereoCentre>();
  for (const [atom, label] of tags) {
    centres.set(atom, { atom, cip: label === "?" || label === "" ? null : label, specified: graph.atoms[atom]?.chirality !== undefined });
  }
  const ringCandidates = possibleRingStereoAtoms(graph, ranks).filter((atom) => !centres.has(atom));
  const candidateSet = new Set(ringCandidates);
  for (const atom of ringCandidates) {
    const sharesRing = graph.rings.some((ring) => ring.includes(atom) && ring.some((other) => other !== atom && candidateSet.has(other)));
    if (sharesRing) centres.set(atom, { atom, cip: null, specified: false });
  }
  return [...centres.values()].sort((a, b) => a.atom - b.atom);
}

function possibleRingStereoAtoms(graph: MolGraph, ranks: readonly number[]): number[] {
  const ringBonds = new Set<string>();
  for (const ring of graph.rings) ring.forEach((atom, i) => ringBonds.add(pairKey(atom, ring[(i + 1) % ring.length] as number)));
  const neighbours: number[][] = graph.atoms.map(() => []);
  const nonSingle = new Set<number>();
  for (const bond of graph.bonds) {
    neighbours[bond.begin]?.push(bond.end);
    neighbours[bond.end]?.push(bond.begin);
    if (bond.order !== 1 || bond.aromatic) {
      nonSingle.add(bond.begin);
      nonSingle.add(bond.end);
    }
  }
  const found: number[] = [];
  graph.atoms.forEach((atom, i) => {
    const around = neighbours[i] as number[];
    if (nonSingle.has(i) || atom.hydrogens > 1 || around.length + atom.hydrogens !== 4) return;
    if (atom.atomicNumber !== 6 && !(atom.atomicNumber === 7 && atom.charge === 1)) return;
    const byRank = new Map<number, number[]>();
    for (const n of around) byRank.set(ranks[n] as number, [...(byRank.get(ranks[n] as number) ?? []), n]);
    const repeated = [...byRank.values()].filter((group) => group.length > 1);
    if (repeated.length === 0) return;
    if (repeated.every((group) => group.every((n) => ringBonds.has(pairKey(i, n)))) && repeated.length === 1) found.push(i);
  });
  return found;
}

/** The smallest ring holding each bond (Infinity when none), from the ring atom lists. */
function smallestRingOfBond(graph: MolGraph): Map<string, number> {
  const smallest = new Map<string, number>();
  for (const ring of graph.rings) {
    ring.forEach((atom, i) => {
      const key = pairKey(atom, ring[(i + 1) % ring.length] as number);
      smallest.set(key, Math.min(smallest.get(key) ?? Infinity, ring.length));
    });
  }
  return smallest;
}

/** RDKit allows E/Z on a ring double bond only in rings of this size or larger. */
const MIN_STEREO_RING_SIZE = 8;

export function stereoBonds(graph: MolGraph, tags: Map<string, string>, ranks: readonly number[]): StereoBond[] {
  const neighbours: Array<Array<{ atom: number; order: number }>> = graph.atoms.map(() => []);
  for (const bond of graph.bonds) {
    neighbours[bond.begin]?.push({ atom: bond.end, order: bond.aromatic ? 1.5 : bond.order });
    neighbours[bond.end]?.push({ atom: bond.begin, order: bond.aromatic ? 1.5 : bond.order });
  }
  const ringSize = smallestRingOfBond(graph);
  const endAllows = (end: number, other: number): boolean => {
    const rest = (neighbours[end] ?? []).filter((n) => n.atom !== other);
    const hydrogens = graph.atoms[end]?.hydrogens ?? 0;
    if (rest.length === 0 || rest.length + hydrogens > 2) return false;
    if (rest.some((n) => n.order === 2)) return false; // a cumulated double bond (allene): no E/Z here
    if (rest.length === 2) return ranks[(rest[0] as { atom: number }).atom] !== ranks[(rest[1] as { atom: number }).atom];
    return true;
  };
  const found: StereoBond[] = [];
  for (const bond of graph.bonds) {
    const key = pairKey(bond.begin, bond.end);
    const label = tags.get(key);
    if (bond.stereo) {
      found.push({ atoms: [bond.begin, bond.end], cip: label === undefined || label === "?" ? null : label, specified: true });
      continue;
    }
    if (bond.order !== 2 || bond.aromatic) continue;
    if ((ringSize.get(key) ?? Infinity) < MIN_STEREO_RING_SIZE) continue;
    if (endAllows(bond.begin, bond.end) && endAllows(bond.end, bond.begin)) found.push({ atoms: [bond.begin, bond.end], cip: null, specified: false });
  }
  return found;
}
