/**
 * RDKit's unfolded Morgan environment identifiers (the sparse count
 * fingerprint of Python's `rdMolDescriptors.GetMorganFingerprint(mol, radius)`
 * with its defaults: connectivity atom invariants with ring membership,
 * useChirality=false, useBondTypes=true, no redundant environments).
 *
 * The WebAssembly build only hands out folded bit vectors, so the molecular
 * graph is read from `mol.get_json()` and the algorithm (Morgan 1965 as
 * extended by Rogers & Hahn's ECFP, with RDKit's invariants and 32-bit
 * boost-style hash combining) is written out here. Checked against RDKit:
 * the ids and counts equal Python RDKit 2022.09's `GetNonzeroElements()`, and
 * folding the ids modulo 2048 gives the embedded build's ECFP4 bits
 * (test/chem/fingerprints/morgan.test.ts).
 */
import type { JSMol } from "../rdkit-types.ts";
import { ATOMIC_WEIGHTS, ISOTOPE_MASS_DELTAS } from "../../data/sascore-isotopes.ts";

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

/** The parts of a molecule the Morgan invariants and the SA score need. */
export interface MolGraph {
  /** Atomic number per atom (0 for a dummy atom). */
  readonly atomicNum: Int32Array;
  /** Formal charge per atom. */
  readonly charge: Int32Array;
  /** Isotope label per atom (0 when none). */
  readonly isotope: Int32Array;
  /**
   * Hydrogen count per atom carried on the atom (implicit + explicit, not H atoms
   * of the graph): RDKit `getTotalNumHs()`; the Morgan invariant adds H neighbours.
   */
  readonly totalHs: Int32Array;
  /** Bond count per atom in the graph: RDKit `getDegree()`. */
  readonly degree: Int32Array;
  /** 1 when the atom belongs to a ring of RDKit's ring info. */
  readonly inRing: Uint8Array;
  /** Bond end points and RDKit bond types, by bond index. */
  readonly bondBegin: Int32Array;
  readonly bondEnd: Int32Array;
  readonly bondType: Int32Array;
  /** Per atom, its bonds as [bond index, neighbour atom] pairs, in bond order. */
  readonly atomBonds: readonly (readonly number[])[];
  /** RDKit's ring info (symmetrized SSSR), each ring as its atoms in ring order. */
  readonly atomRings: readonly (readonly number[])[];
}

interface JsonAtom {
  z?: number;
  impHs?: number;
  chg?: number;
  isotope?: number;
}
interface JsonBond {
  bo?: number;
  atoms?: [number, number];
}
interface JsonExtension {
  name?: string;
  aromaticBonds?: number[];
  atomRings?: number[][];
}
interface JsonMolecule {
  atoms?: JsonAtom[];
  bonds?: JsonBond[];
  extensions?: JsonExtension[];
}
interface JsonDoc {
  defaults?: { atom?: JsonAtom; bond?: JsonBond };
  molecules?: JsonMolecule[];
}

const JSON_BOND_ORDER: Readonly<Record<number, number>> = {
  0: BondType.ZERO,
  1: BondType.SINGLE,
  2: BondType.DOUBLE,
  3: BondType.TRIPLE,
  4: BondType.QUADRUPLE,
  17: BondType.DATIVE,
};

/** Reads the graph of a molecule from RDKit's JSON (rdkitjson with the rdkitRepresentation extension). */
export function molGraphFromJson(text: string): MolGraph {
  const doc = JSON.parse(text) as JsonDoc;
  const molecule = doc.molecules?.[0];
  if (!molecule) throw new Error("RDKit JSON without a molecule");
  const atomDefaults = doc.defaults?.atom ?? {};
  const bondDefaults = doc.defaults?.bond ?? {};
  const atoms = molecule.atoms ?? [];
  const bonds = molecule.bonds ?? [];
  const representation = molecule.extensions?.find((e) => e.name === "rdkitRepresentation");
  const n = atoms.length;
  const atomicNum = new Int32Array(n);
  const charge = new Int32Array(n);
  const isotope = new Int32Array(n);
  const totalHs = new Int32Array(n);
  const degree = new Int32Array(n);
  const inRing = new Uint8Array(n);
  for (let i = 0; i < n; i++) {
    const a = atoms[i] ?? {};
    atomicNum[i] = a.z ?? atomDefaults.z ?? 6;
    charge[i] = a.chg ?? atomDefaults.chg ?? 0;
    isotope[i] = a.isotope ?? atomDefaults.isotope ?? 0;
    totalHs[i] = a.impHs ?? atomDefaults.impHs ?? 0;
  }
  const m = bonds.length;
  const bondBegin = new Int32Array(m);
  const bondEnd = new Int32Array(m);
  const bondType = new Int32Array(m);
  const atomBonds: number[][] = Array.from({ length: n }, () => []);
  const aromatic = new Uint8Array(m);
  for (const b of representation?.aromaticBonds ?? []) aromatic[b] = 1;
  for (let j = 0; j < m; j++) {
    const b = bonds[j] ?? {};
    const ends = b.atoms;
    if (!ends) throw new Error(`RDKit JSON bond ${j} without atoms`);
    const [u, v] = ends;
    bondBegin[j] = u;
    bondEnd[j] = v;
    const bo = b.bo ?? bondDefaults.bo ?? 1;
    const type = aromatic[j] ? BondType.AROMATIC : JSON_BOND_ORDER[bo];
    if (type === undefined) throw new Error(`RDKit JSON bond ${j} has an unknown bond order ${bo}`);
    bondType[j] = type;
    degree[u] = (degree[u] ?? 0) + 1;
    degree[v] = (degree[v] ?? 0) + 1;
    atomBonds[u]?.push(j, v);
    atomBonds[v]?.push(j, u);
  }
  const atomRings = representation?.atomRings ?? [];
  for (const ring of atomRings) for (const a of ring) inRing[a] = 1;
  if (atomRings.length === 0 && m >= n && hasCycle(n, bondBegin, bondEnd)) {
    throw new Error("RDKit JSON lacks the ring information of a cyclic molecule");
  }
  return { atomicNum, charge, isotope, totalHs, degree, inRing, bondBegin, bondEnd, bondType, atomBonds, atomRings };
}

/** Union-find cycle test, only used to make sure missing ring info really means "no rings". */
function hasCycle(n: number, begin: Int32Array, end: Int32Array): boolean {
  const parent = Int32Array.from({ length: n }, (_, i) => i);
  const find = (x: number): number => {
    while (parent[x] !== x) {
      const p = parent[x] ?? x;
      parent[x] = parent[p] ?? p;
      x = p;
    }
    return x;
  };
  for (let j = 0; j < begin.length; j++) {
    const a = find(begin[j] ?? 0);
    const b = find(end[j] ?? 0);
    if (a === b) return true;
    parent[a] = b;
  }
  return false;
}

const EMPTY_JSON = JSON.stringify({ molecules: [{ atoms: [], bonds: [] }] });

/** The graph of a JSMol (one `get_json()` call; RDKit's JSON writer throws on a molecule without atoms). */
export function molGraph(mol: JSMol): MolGraph {
  return molGraphFromJson(mol.get_num_atoms() === 0 ? EMPTY_JSON : mol.get_json());
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
export function connectivityInvariants(g: MolGraph): Uint32Array {
  const n = g.atomicNum.length;
  const out = new Uint32Array(n);
  for (let i = 0; i < n; i++) {
    const z = g.atomicNum[i] ?? 0;
    const hs = g.totalHs[i] ?? 0;
    let hNeighbours = 0;
    const adj = g.atomBonds[i] ?? [];
    for (let k = 1; k < adj.length; k += 2) if (g.atomicNum[adj[k] ?? 0] === 1) hNeighbours++;
    let seed = 0;
    seed = hashCombine(seed, z);
    seed = hashCombine(seed, (g.degree[i] ?? 0) + hs); // getTotalDegree()
    seed = hashCombine(seed, hs + hNeighbours); // getTotalNumHs(includeNeighbors=true)
    seed = hashCombine(seed, (g.charge[i] ?? 0) >>> 0);
    seed = hashCombine(seed, deltaMass(z, g.isotope[i] ?? 0) >>> 0);
    if (g.inRing[i]) seed = hashCombine(seed, 1);
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
export function morganEnvironmentCounts(g: MolGraph, radius = 2): MorganCounts {
  if (!Number.isInteger(radius) || radius < 0) throw new RangeError("radius must be a non-negative integer");
  const n = g.atomicNum.length;
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
  const nBonds = g.bondType.length;
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
      const adj = g.atomBonds[atom] ?? [];
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
        const bt = g.bondType[bond] ?? 1;
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
      for (let k = 0; k < nbrBt.length; k++) invar = hashCombine(invar, hashPair((nbrBt[k] ?? 0) >>> 0, nbrInv[k] ?? 0));
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

/** `GetMorganFingerprint(mol, radius).GetNonzeroElements()` of a JSMol. */
export function morganCounts(mol: JSMol, radius = 2): MorganCounts {
  return morganEnvironmentCounts(molGraph(mol), radius);
}

/**
 * Folds environment ids into an RDKit bit vector of `nBits` bits, laid out as
 * `get_morgan_fp_as_uint8array`: bit i in byte floor(i/8) under mask 1 << (i%8).
 */
export function foldMorgan(ids: ArrayLike<number>, nBits = 2048): Uint8Array {
  if (!Number.isInteger(nBits) || nBits <= 0 || nBits % 8 !== 0) throw new RangeError("nBits must be a positive multiple of 8");
  const out = new Uint8Array(nBits / 8);
  for (let k = 0; k < ids.length; k++) {
    const bit = (ids[k] ?? 0) % nBits;
    out[bit >> 3] = (out[bit >> 3] ?? 0) | (1 << (bit & 7));
  }
  return out;
}
