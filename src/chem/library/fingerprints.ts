/**
 * Fingerprints of a whole library as one packed table: row r holds molecule r's bits in `words` consecutive
 * 32-bit words of one Uint32Array (bit i in word i>>5 under mask 1<<(i&31)), with the row's popcount beside it.
 * One typed array per library, never an object per molecule: a 1M-molecule ECFP4 table is 256 MB of bits
 * plus 2 MB of counts (validation/bench/library.md measures it).
 *
 * Every kind is the embedded RDKit's own bit vector with the parameters that make it equal to Python RDKit
 * 2022.09 (validation/reports/library-similarity.md lists the comparison):
 * - morgan: `AllChem.GetMorganFingerprintAsBitVect(mol, radius, nBits)`; ECFP4 = radius 2, 2048 bits.
 * - rdkit: `Chem.RDKFingerprint(mol, fpSize=nBits)` (paths of 1 to 7 bonds, branched).
 * - atom_pair / torsion: `rdFingerprintGenerator.GetAtomPairGenerator(fpSize=nBits)` / `GetTopologicalTorsionGenerator`
 *   (equal to the older `GetHashed…AsBitVect` too), except for molecules with iodine: 2022.09 folds iodine into
 *   the "other element" atom code, later releases give it its own, so their bits differ (a listed difference).
 * - maccs: `MACCSkeys.GenMACCSKeys(mol)`, 167 bits (bit 0 is never set, as in RDKit).
 * FCFP (feature invariants) is not offered: the embedded build has no feature-invariant option.
 */
import { rdkitMolOf, type MoleculeLike } from "../molecule.ts";

export const FINGERPRINT_KINDS = ["morgan", "rdkit", "atom_pair", "torsion", "maccs"] as const;
export type FingerprintKind = (typeof FINGERPRINT_KINDS)[number];

/** Folded sizes a caller may choose (MACCS is always 167). */
export const FINGERPRINT_SIZES = [512, 1024, 2048, 4096] as const;
export const MAX_MORGAN_RADIUS = 4;
export const MACCS_BITS = 167;

export interface FingerprintSpec {
  kind: FingerprintKind;
  /** Morgan only. */
  radius: number;
  /** Bits per fingerprint (167 for MACCS). */
  nBits: number;
}

export const ECFP4: FingerprintSpec = { kind: "morgan", radius: 2, nBits: 2048 };

/** A spec with the fields that do not apply to its kind set to fixed values, so equal fingerprints have equal keys. */
export function normalizeSpec(kind: FingerprintKind, radius = 2, nBits = 2048): FingerprintSpec {
  if (kind === "maccs") return { kind, radius: 0, nBits: MACCS_BITS };
  return { kind, radius: kind === "morgan" ? radius : 0, nBits };
}

/** "morgan-r2-2048": the cache key part and the name results show. */
export function specLabel(spec: FingerprintSpec): string {
  if (spec.kind === "maccs") return "maccs";
  return spec.kind === "morgan" ? `morgan-r${spec.radius}-${spec.nBits}` : `${spec.kind}-${spec.nBits}`;
}

export const wordsFor = (nBits: number): number => Math.ceil(nBits / 32);

/** The embedded RDKit's bytes for one molecule (bit i in byte i>>3 under mask 1<<(i&7)). */
export function fingerprintBytes(molecule: MoleculeLike, spec: FingerprintSpec): Uint8Array {
  const mol = rdkitMolOf(molecule);
  switch (spec.kind) {
    case "morgan":
      return mol.get_morgan_fp_as_uint8array(JSON.stringify({ radius: spec.radius, nBits: spec.nBits }));
    case "rdkit":
      return mol.get_rdkit_fp_as_uint8array(JSON.stringify({ nBits: spec.nBits }));
    case "atom_pair":
      return mol.get_atom_pair_fp_as_uint8array(JSON.stringify({ nBits: spec.nBits }));
    case "torsion":
      return mol.get_topological_torsion_fp_as_uint8array(JSON.stringify({ nBits: spec.nBits }));
    case "maccs":
      return mol.get_maccs_fp_as_uint8array();
  }
}

/** Writes `bytes` into `table` as row `row` (little-endian words) and returns its popcount. */
export function packRow(bytes: Uint8Array, table: Uint32Array, row: number, words: number): number {
  const base = row * words;
  let count = 0;
  for (let w = 0; w < words; w++) {
    const b = w * 4;
    const word =
      ((bytes[b] ?? 0) | ((bytes[b + 1] ?? 0) << 8) | ((bytes[b + 2] ?? 0) << 16) | ((bytes[b + 3] ?? 0) << 24)) >>> 0;
    table[base + w] = word;
    count += popcount32(word);
  }
  return count;
}

/** Set bits of a 32-bit word (SWAR). */
export function popcount32(x: number): number {
  x -= (x >>> 1) & 0x55555555;
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  x = (x + (x >>> 4)) & 0x0f0f0f0f;
  return Math.imul(x, 0x01010101) >>> 24;
}

/** A library's fingerprints: `n` rows of `words` words, `counts[r]` the popcount of row r. */
export interface FingerprintTable {
  spec: FingerprintSpec;
  n: number;
  words: number;
  bits: Uint32Array;
  counts: Uint16Array;
}

export function emptyTable(spec: FingerprintSpec, n: number): FingerprintTable {
  const words = wordsFor(spec.nBits);
  return { spec, n, words, bits: new Uint32Array(n * words), counts: new Uint16Array(n) };
}

/** Bytes the table holds (the cache's measure). */
export function tableBytes(table: FingerprintTable): number {
  return table.bits.byteLength + table.counts.byteLength;
}

/** One fingerprint as a one-row table (a query). */
export function queryRow(bytes: Uint8Array, spec: FingerprintSpec): FingerprintTable {
  const table = emptyTable(spec, 1);
  table.counts[0] = packRow(bytes, table.bits, 0, table.words);
  return table;
}

export type SimilarityMetric = "tanimoto" | "dice";

/**
 * Bits shared by row `a` of table `ta` and every row of `tb`, into `out` (length tb.n). The query's set bits are
 * listed once; a sparse query (ECFP: ~40 of 2048 bits) then costs one bit test per set bit and row instead of a
 * popcount of every word.
 */
export function commonCounts(
  ta: FingerprintTable,
  a: number,
  tb: FingerprintTable,
  out: Uint16Array,
  from = 0,
  to = tb.n,
): void {
  const words = ta.words;
  const qb = a * words;
  const qbits = ta.bits;
  const rows = tb.bits;
  const qCount = ta.counts[a] ?? 0;
  if (qCount * 2 < words * 8) {
    // Sparse: the word and mask of each set bit.
    const wordAt = new Int32Array(qCount);
    const maskAt = new Uint32Array(qCount);
    let k = 0;
    for (let w = 0; w < words; w++) {
      let x = qbits[qb + w] as number;
      while (x !== 0) {
        const low = x & -x;
        wordAt[k] = w;
        maskAt[k] = low >>> 0;
        k++;
        x ^= low;
      }
    }
    for (let r = from; r < to; r++) {
      const base = r * words;
      let common = 0;
      for (let i = 0; i < k; i++)
        if (((rows[base + (wordAt[i] as number)] as number) & (maskAt[i] as number)) !== 0) common++;
      out[r] = common;
    }
    return;
  }
  for (let r = from; r < to; r++) {
    const base = r * words;
    let common = 0;
    for (let w = 0; w < words; w++) common += popcount32((qbits[qb + w] as number) & (rows[base + w] as number));
    out[r] = common;
  }
}

/** RDKit's TanimotoSimilarity: common / (|a| + |b| - common); two empty fingerprints are identical (1). */
export function tanimotoOf(common: number, countA: number, countB: number): number {
  const total = countA + countB;
  return total === 0 ? 1 : common / (total - common);
}

/** RDKit's DiceSimilarity: 2·common / (|a| + |b|); two empty fingerprints score 0 (RDKit's rule, unlike Tanimoto). */
export function diceOf(common: number, countA: number, countB: number): number {
  const total = countA + countB;
  return total > 0 ? (2 * common) / total : 0;
}

export function similarityOf(metric: SimilarityMetric): (common: number, countA: number, countB: number) => number {
  return metric === "dice" ? diceOf : tanimotoOf;
}

/** Bits shared by two rows. */
export function commonPair(ta: FingerprintTable, a: number, tb: FingerprintTable, b: number): number {
  const words = ta.words;
  const x = a * words;
  const y = b * words;
  let common = 0;
  for (let w = 0; w < words; w++) common += popcount32((ta.bits[x + w] as number) & (tb.bits[y + w] as number));
  return common;
}
