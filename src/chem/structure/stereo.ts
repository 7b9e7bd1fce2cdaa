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

/** RDKit's CIP tags by atom, and by bond (keyed "a-b", the lower index first). */
export interface StereoTagMaps {
  atoms: Map<number, string>;
  bonds: Map<string, string>;
}

/** The CIP tags of a molecule; `get_stereo_tags` writes stereo properties onto its molecule, so it runs on a copy. */
export function stereoTags(mol: JSMol): StereoTagMaps {
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

/**
 * Stereocentres: the atoms the stereo tags name, plus unspecified centres the embedded build's tags miss because
 * two of the atom's neighbours are constitutionally equal (RDKit's FindPotentialStereo flags them):
 * - ring stereo: an atom whose equal neighbours are its ring neighbours (1,4-dimethylcyclohexane's C1 and C4:
 *   cis/trans exists) when it shares a ring with another such atom
 *   or with a stereocentre in its ring (2,6-dimethylcyclohexanol's C1);
 * - bridgehead amine nitrogens (see bridgeheadNitrogens);
 * - dependent (pseudo-asymmetric) centres: an atom whose two equal (non-ring) neighbours each lead to a stereo element (a
 *   stereocentre or a possible E/Z bond), like the middle carbon of a pentitol (r/s once its neighbours are set);
 *   repeated until nothing changes, since one found centre can make another.
 * Candidates have four substituents (at most one H, single bonds only), one pair or trio of equal-ranked
 * neighbours (CIP ranks of MinimalLib's JSON) and otherwise different substituents; C or N+ only.
 */
export function stereoCentres(
  graph: MolGraph,
  tags: Map<number, string>,
  ranks: readonly number[],
  bonds: readonly StereoBond[] = [],
): StereoCentre[] {
  const centres = new Map<number, StereoCentre>();
  for (const [atom, label] of tags) {
    centres.set(atom, {
      atom,
      cip: label === "?" || label === "" ? null : label,
      specified: graph.atoms[atom]?.chirality !== undefined,
    });
  }
  const neighbours = graph.atoms.map((): number[] => []);
  for (const bond of graph.bonds) {
    neighbours[bond.begin]?.push(bond.end);
    neighbours[bond.end]?.push(bond.begin);
  }
  const candidates = stereoCandidates(graph, neighbours, ranks);
  const ringBonds = ringBondSet(graph);
  const ringCandidates = [...candidates].filter(([atom, equal]) => equal.every((n) => ringBonds.has(pairKey(atom, n))));
  for (const atom of bridgeheadNitrogens(graph, neighbours, ringBonds))
    if (!centres.has(atom)) centres.set(atom, { atom, cip: null, specified: false });
  const tagged = new Set(centres.keys());
  // Each equal neighbour must share a ring with the candidate and a partner (another candidate or a centre): so a
  // spiro centre whose equal neighbours lie in a ring without stereo does not count, while the fusion atoms of a
  // symmetric bicycle (glycoluril, bispidine: equal neighbours in different rings, each ring holding the other
  // fusion atom) do.
  const isPartner = (other: number, atom: number): boolean =>
    other !== atom && (tagged.has(other) || ringCandidates.some(([c]) => c === other));
  for (const [atom, equal] of ringCandidates) {
    if (centres.has(atom)) continue;
    const partnered = equal.every((n) =>
      graph.rings.some(
        (ring) => ring.includes(atom) && ring.includes(n) && ring.some((other) => isPartner(other, atom)),
      ),
    );
    if (partnered) centres.set(atom, { atom, cip: null, specified: false });
  }
  const bondAtoms = new Set(bonds.flatMap((bond) => bond.atoms));
  const leadsToStereo = (start: number, centre: number): boolean => {
    const seen = new Set([centre, start]);
    const queue = [start];
    for (let head = 0; head < queue.length; head++) {
      const atom = queue[head] as number;
      if (centres.has(atom) || bondAtoms.has(atom)) return true;
      for (const next of neighbours[atom] ?? []) {
        if (!seen.has(next)) {
          seen.add(next);
          queue.push(next);
        }
      }
    }
    return false;
  };
  for (let changed = true; changed; ) {
    changed = false;
    for (const [atom, equal] of candidates) {
      // Ring neighbours lead round the same ring, so they cannot tell the two sides apart: ring candidates are above.
      if (centres.has(atom) || equal.length !== 2 || equal.some((n) => ringBonds.has(pairKey(atom, n)))) continue;
      if (equal.every((n) => leadsToStereo(n, atom))) {
        centres.set(atom, { atom, cip: null, specified: false });
        changed = true;
      }
    }
  }
  return [...centres.values()].sort((a, b) => a.atom - b.atom);
}

/**
 * Bridgehead amine nitrogens (neutral, three ring bonds, no H, not aromatic, at the head of a bridged system: two of
 * its rings share three atoms or more, unlike fused rings which share one bond): the bridges stop their inversion,
 * so RDKit counts them as possible stereocentres (quinuclidine, hexamine cages).
 */
function bridgeheadNitrogens(graph: MolGraph, neighbours: readonly number[][], ringBonds: Set<string>): number[] {
  return graph.atoms.flatMap((atom, i) => {
    const around = neighbours[i] as number[];
    if (atom.atomicNumber !== 7 || atom.charge !== 0 || atom.aromatic || atom.hydrogens !== 0 || around.length !== 3)
      return [];
    if (!around.every((n) => ringBonds.has(pairKey(i, n)))) return [];
    const rings = graph.rings.filter((ring) => ring.includes(i));
    const bridged = rings.some((a, x) =>
      rings.slice(x + 1).some((b) => a.filter((atomInA) => b.includes(atomInA)).length >= 3),
    );
    return bridged ? [i] : [];
  });
}

function ringBondSet(graph: MolGraph): Set<string> {
  const ringBonds = new Set<string>();
  for (const ring of graph.rings)
    ring.forEach((atom, i) => {
      ringBonds.add(pairKey(atom, ring[(i + 1) % ring.length] as number));
    });
  return ringBonds;
}

/** Atoms that could be stereocentres but for one set of equal-ranked neighbours, each with those neighbours. */
function stereoCandidates(
  graph: MolGraph,
  neighbours: readonly number[][],
  ranks: readonly number[],
): Map<number, number[]> {
  const nonSingle = new Set<number>();
  for (const bond of graph.bonds) {
    if (bond.order !== 1 || bond.aromatic) {
      nonSingle.add(bond.begin);
      nonSingle.add(bond.end);
    }
  }
  const found = new Map<number, number[]>();
  graph.atoms.forEach((atom, i) => {
    const around = neighbours[i] as number[];
    if (nonSingle.has(i) || atom.hydrogens > 1 || around.length + atom.hydrogens !== 4) return;
    if (atom.atomicNumber !== 6 && !(atom.atomicNumber === 7 && atom.charge === 1)) return;
    const byRank = new Map<number, number[]>();
    for (const n of around) byRank.set(ranks[n] as number, [...(byRank.get(ranks[n] as number) ?? []), n]);
    const repeated = [...byRank.values()].filter((group) => group.length > 1);
    const equal = repeated[0];
    if (repeated.length === 1 && equal) found.set(i, equal);
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
    if (rest.length === 2)
      return ranks[(rest[0] as { atom: number }).atom] !== ranks[(rest[1] as { atom: number }).atom];
    return true;
  };
  const found: StereoBond[] = [];
  for (const bond of graph.bonds) {
    const key = pairKey(bond.begin, bond.end);
    const label = tags.get(key);
    if (bond.stereo) {
      found.push({
        atoms: [bond.begin, bond.end],
        cip: label === undefined || label === "?" ? null : label,
        specified: true,
      });
      continue;
    }
    if (bond.order !== 2 || bond.aromatic) continue;
    if ((ringSize.get(key) ?? Infinity) < MIN_STEREO_RING_SIZE) continue;
    if (endAllows(bond.begin, bond.end) && endAllows(bond.end, bond.begin))
      found.push({ atoms: [bond.begin, bond.end], cip: null, specified: false });
  }
  return found;
}
