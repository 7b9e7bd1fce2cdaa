/**
 * RDKit's unfolded Morgan environment identifiers (the sparse count
 * fingerprint of Python's `rdMolDescriptors.GetMorganFingerprint(mol, radius)`
 * with its defaults: connectivity atom invariants with ring membership,
 * useChirality=false, useBondTypes=true, no redundant environments).
 *
 * The WebAssembly build only hands out folded bit vectors, so the algorithm
 * runs on the molecule's graph (src/chem/graph.ts) and the algorithm (Morgan 1965 as
 * extended by Rogers & Hahn's ECFP, with RDKit's invariants and 32-bit
 * boost-style hash combining) is written out here. Checked against RDKit:
 * the ids and counts equal Python RDKit 2022.09's `GetNonzeroElements()`, and
 * folding the ids modulo 2048 gives the embedded build's ECFP4 bits
 * (test/chem/fingerprints/morgan.test.ts).
 */
import { asMolecule, type MoleculeLike } from "../molecule.ts";
import { adjacency, countComponents, ringAtoms } from "../graph.ts";
import type { TopologyGraph } from "../graph-pickle.ts";
// RDKit 2022.09's weights (python3-rdkit) differ from these (2026.09's) only for V, 50.942 against 50.944,
// which truncates alike; only isotopes RDKit does not know use them here.
import { ATOMIC_WEIGHTS } from "../../data/atomic-weights.ts";
import { ISOTOPE_MASS_DELTAS } from "../../data/sascore-isotopes.ts";

/** RDKit's `Bond::BondType` values that a sanitized molecule can carry. */
export const BondType = {
  SINGLE: 1,
  DOUBLE: 2,
  TRIPLE: 3,
  QUADRUPLE: 4,
  AROMATIC: 12,
  DATIVE: 17,
  ZERO: 21,
} as const;

const JSON_BOND_ORDER: Readonly<Record<number, number>> = {
  0: BondType.ZERO,
  1: BondType.SINGLE,
  2: BondType.DOUBLE,
  3: BondType.TRIPLE,
  4: BondType.QUADRUPLE,
  17: BondType.DATIVE,
};

/** RDKit's bond type of every bond (aromatic bonds are AROMATIC whatever their Kekulé order). */
export function bondTypes(g: TopologyGraph): Int32Array {
  const types = new Int32Array(g.bonds.length);
  g.bonds.forEach((bond, j) => {
    // A pickle graph has no Kekulé order for an aromatic bond (null), which is never read here.
    const type = bond.aromatic ? BondType.AROMATIC : JSON_BOND_ORDER[bond.order ?? -1];
    if (type === undefined) throw new Error(`RDKit JSON bond ${j} has an unknown bond order ${bond.order}`);
    types[j] = type;
  });
  return types;
}

/**
 * The invariants use ring membership: a graph with a cycle but no ring info (never so for a molecule RDKit
 * parsed) would give wrong ids silently, so it is refused.
 */
function checkRingInfo(g: TopologyGraph): void {
  if (
    g.rings.length === 0 &&
    g.bonds.length >= g.atoms.length &&
    g.bonds.length - g.atoms.length + countComponents(g) > 0
  ) {
    throw new Error("RDKit JSON lacks the ring information of a cyclic molecule");
  }
}

// ---------------------------------------------------------------------------
// 32-bit hashing as RDKit's RDGeneral/hash (boost::hash with uint32 seeds).

/** `hash_combine(seed, v)` for a value whose hash is itself (integers), all mod 2^32. */
export function hashCombine(seed: number, value: number): number {
  return (seed ^ (((value >>> 0) + 0x9e3779b9 + ((seed << 6) >>> 0) + (seed >>> 2)) >>> 0)) >>> 0;
}

/** `hash_range` over integers: the hash of a `std::vector<uint32_t>`. */
export function hashInts(values: readonly number[]): number {
  let seed = 0;
  for (const v of values) seed = hashCombine(seed, v);
  return seed;
}

/** The hash of `std::pair<int32_t, uint32_t>`. */
function hashPair(first: number, second: number): number {
  return hashCombine(hashCombine(0, first), second);
}

// ---------------------------------------------------------------------------
// Atom invariants.

const isotopeTable = new Map<number, { first: number; deltas: readonly number[] }>();
for (const [z, first, deltas] of ISOTOPE_MASS_DELTAS) isotopeTable.set(z, { first, deltas });

/**
 * `static_cast<int>(atom->getMass() - atomicWeight(z))`: 0 without an isotope;
 * for an isotope RDKit knows, from its mass table; for an unknown isotope RDKit
 * takes the mass number as the mass (a dummy atom's mass stays 0).
 */
export function deltaMass(z: number, isotope: number): number {
  if (isotope === 0 || z === 0) return 0;
  const entry = isotopeTable.get(z);
  if (entry) {
    const d = entry.deltas[isotope - entry.first];
    if (d !== undefined) return d;
  }
  return Math.trunc(isotope - (ATOMIC_WEIGHTS[z] ?? 0));
}

/** RDKit's Morgan connectivity invariants (`getConnectivityInvariants`, ring membership included). */
export function connectivityInvariants(g: TopologyGraph): Uint32Array {
  const n = g.atoms.length;
  const out = new Uint32Array(n);
  const neighbours = adjacency(g);
  const inRing = ringAtoms(g);
  for (let i = 0; i < n; i++) {
    const atom = g.atoms[i]!;
    const z = atom.atomicNumber;
    const hs = atom.hydrogens;
    let hNeighbours = 0;
    const adj = neighbours[i] ?? [];
    for (let k = 1; k < adj.length; k += 2) if (g.atoms[adj[k] ?? 0]?.atomicNumber === 1) hNeighbours++;
    let seed = 0;
    seed = hashCombine(seed, z);
    seed = hashCombine(seed, adj.length / 2 + hs); // getTotalDegree()
    seed = hashCombine(seed, hs + hNeighbours); // getTotalNumHs(includeNeighbors=true)
    seed = hashCombine(seed, atom.charge >>> 0);
    seed = hashCombine(seed, deltaMass(z, atom.isotope) >>> 0);
    if (inRing[i]) seed = hashCombine(seed, 1);
    out[i] = seed;
  }
  return out;
}

// ---------------------------------------------------------------------------
// The environments.

const EMPTY_HOOD = new Int32Array(0);

/** A text identity of an ascending bond-index list (bond indices below 2^16 take one code unit). */
function hoodKey(hood: Int32Array): string {
  let key = "";
  for (let k = 0; k < hood.length; k++) {
    const b = hood[k] ?? 0;
    key += b < 0xffff ? String.fromCharCode(b) : String.fromCharCode(0xffff, b >>> 16, b & 0xffff);
  }
  return key;
}

/** Sparse Morgan counts: ids ascending, with their counts. */
export interface MorganCounts {
  readonly ids: Uint32Array;
  readonly counts: Uint32Array;
}

/**
 * RDKit's `MorganFingerprints::getFingerprint(mol, radius)` as a sparse count
 * vector: every atom's invariant, then per layer each live atom's new
 * invariant unless its bond neighbourhood was already seen (in an earlier layer
 * or, among atoms of this layer with the same neighbourhood, for a smaller
 * invariant). Atoms without bonds drop out after layer 0.
 */
export function morganEnvironmentCounts(g: TopologyGraph, radius = 2): MorganCounts {
  if (!Number.isInteger(radius) || radius < 0) throw new RangeError("radius must be a non-negative integer");
  checkRingInfo(g);
  const n = g.atoms.length;
  const bondType = bondTypes(g);
  const atomBonds = adjacency(g);
  let invariants = connectivityInvariants(g);
  const tally = new Map<number, number>();
  const add = (id: number): void => {
    // SparseIntVect<uint32_t>(UINT32_MAX) stores element id % length.
    const key = id === 0xffffffff ? 0 : id;
    tally.set(key, (tally.get(key) ?? 0) + 1);
  };
  for (let i = 0; i < n; i++) add(invariants[i] ?? 0);

  // Neighbourhoods as ascending bond-index lists; their text form (hoodKey) is
  // their identity.
  const nBonds = bondType.length;
  let atomHoods: Int32Array[] = Array.from({ length: n }, () => EMPTY_HOOD);
  const seen = new Set<string>();
  const dead = new Uint8Array(n);
  const stamp = new Int32Array(nBonds).fill(-1);
  let stampValue = 0;
  const scratch = new Int32Array(nBonds);
  const nbrBt: number[] = [];
  const nbrInv: number[] = [];

  for (let layer = 0; layer < radius; layer++) {
    const roundInvariants = new Uint32Array(n);
    const roundHoods = atomHoods.slice();
    const roundKeys: string[] = [];
    const roundInv: number[] = [];
    const roundAtom: number[] = [];
    for (let atom = 0; atom < n; atom++) {
      if (dead[atom]) continue;
      const adj = atomBonds[atom] ?? [];
      if (adj.length === 0) {
        dead[atom] = 1;
        continue;
      }
      // New neighbourhood: own previous one, the bonds, the neighbours' previous ones.
      const mark = stampValue++;
      let size = 0;
      const take = (bond: number): void => {
        if (stamp[bond] !== mark) {
          stamp[bond] = mark;
          scratch[size++] = bond;
        }
      };
      for (const b of atomHoods[atom] ?? EMPTY_HOOD) take(b);
      nbrBt.length = 0;
      nbrInv.length = 0;
      for (let k = 0; k < adj.length; k += 2) {
        const bond = adj[k] ?? 0;
        const other = adj[k + 1] ?? 0;
        take(bond);
        for (const b of atomHoods[other] ?? EMPTY_HOOD) take(b);
        // Insertion into the neighbour list sorted as std::pair<int32_t, uint32_t>.
        const bt = bondType[bond] ?? 1;
        const inv = invariants[other] ?? 0;
        let pos = nbrBt.length;
        nbrBt.push(bt);
        nbrInv.push(inv);
        while (pos > 0) {
          const pbt = nbrBt[pos - 1] ?? 0;
          const pinv = nbrInv[pos - 1] ?? 0;
          if (pbt < bt || (pbt === bt && pinv <= inv)) break;
          nbrBt[pos] = pbt;
          nbrInv[pos] = pinv;
          pos--;
        }
        nbrBt[pos] = bt;
        nbrInv[pos] = inv;
      }
      let invar = hashCombine(layer, invariants[atom] ?? 0);
      for (let k = 0; k < nbrBt.length; k++)
        invar = hashCombine(invar, hashPair((nbrBt[k] ?? 0) >>> 0, nbrInv[k] ?? 0));
      roundInvariants[atom] = invar;
      const hood = scratch.slice(0, size).sort();
      roundHoods[atom] = hood;
      const key = hoodKey(hood);
      roundKeys.push(key);
      roundInv.push(invar);
      roundAtom.push(atom);
      if (seen.has(key)) dead[atom] = 1;
    }
    // Per neighbourhood not seen before, the smallest invariant wins (std::sort of
    // (neighbourhood, invariant, atom) tuples); the other atoms sharing it drop out.
    const best = new Map<string, number>();
    for (let k = 0; k < roundKeys.length; k++) {
      const key = roundKeys[k] ?? "";
      if (seen.has(key)) continue;
      const prev = best.get(key);
      const cand = k;
      if (prev === undefined) {
        best.set(key, cand);
        continue;
      }
      const pi = roundInv[prev] ?? 0;
      const ci = roundInv[cand] ?? 0;
      const winner = ci < pi || (ci === pi && (roundAtom[cand] ?? 0) < (roundAtom[prev] ?? 0)) ? cand : prev;
      const loser = winner === cand ? prev : cand;
      best.set(key, winner);
      dead[roundAtom[loser] ?? 0] = 1;
    }
    for (const [key, k] of best) {
      add(roundInv[k] ?? 0);
      seen.add(key);
    }
    invariants = roundInvariants;
    atomHoods = roundHoods;
  }

  const ids = Uint32Array.from(tally.keys()).sort();
  const counts = new Uint32Array(ids.length);
  for (let k = 0; k < ids.length; k++) counts[k] = tally.get(ids[k] ?? 0) ?? 0;
  return { ids, counts };
}

/** `GetMorganFingerprint(mol, radius).GetNonzeroElements()` of a molecule (a `Molecule`'s, computed once per radius). */
export function morganCounts(molecule: MoleculeLike, radius = 2): MorganCounts {
  return asMolecule(molecule).morgan(radius);
}

/**
 * Folds environment ids into an RDKit bit vector of `nBits` bits, laid out as
 * `get_morgan_fp_as_uint8array`: bit i in byte floor(i/8) under mask 1 << (i%8).
 */
export function foldMorgan(ids: ArrayLike<number>, nBits = 2048): Uint8Array {
  if (!Number.isInteger(nBits) || nBits <= 0 || nBits % 8 !== 0)
    throw new RangeError("nBits must be a positive multiple of 8");
  const out = new Uint8Array(nBits / 8);
  for (let k = 0; k < ids.length; k++) {
    const bit = (ids[k] ?? 0) % nBits;
    out[bit >> 3] = (out[bit >> 3] ?? 0) | (1 << (bit & 7));
  }
  return out;
}
