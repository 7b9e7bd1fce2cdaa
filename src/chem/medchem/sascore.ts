/**
 * Synthetic accessibility score of Ertl & Schuffenhauer (J. Cheminform. 1:8,
 * 2009) as computed by RDKit's Contrib/SA_Score/sascorer.py (the 2013 version
 * with the macrocycle and symmetry changes):
 *
 *   fragment score  mean contribution of the molecule's Morgan radius-2
 *                   environments (counted with multiplicity) from the
 *                   published table; an environment missing from it counts -4
 *   minus           size     nAtoms^1.005 - nAtoms
 *                   stereo   log10(chiral centres + 1), unassigned ones included
 *                   spiro    log10(spiro atoms + 1)
 *                   bridge   log10(bridgehead atoms + 1)
 *                   macro    log10(2) when a ring of the ring info has > 8 atoms
 *   plus            symmetry 0.5 * ln(nAtoms / distinct environments) when > 0
 *   scaled          11 - (raw + 5) / 6.5 * 9, smoothed above 8, clamped to 1..10
 *
 * The fragment table (src/data/sascore-fpscores.bin.gz, embedded in the binary as a file) is read and decoded once,
 * on first use: nothing of it is parsed or held by a process that never scores.
 */
import { readFileSync } from "node:fs";
import type { JSMol } from "../rdkit-types.ts";
import { DomainError } from "../../protocol/errors.ts";
import { FPSCORES_GZIP_BYTES, FPSCORES_GZIP_PATH, FPSCORES_ID_COUNT } from "../../data/sascore-fpscores.ts";
import type { MorganCounts } from "../fingerprints/morgan.ts";
import type { TopologyGraph } from "../graph-pickle.ts";
import { asMolecule, type MoleculeLike } from "../molecule.ts";

/** sascorer.py's contribution of an environment that is not in the table. */
export const UNKNOWN_FRAGMENT_SCORE = -4;

interface FragmentTable {
  /** Fragment ids, ascending. */
  readonly ids: Uint32Array;
  /** Index into `scores` per id. */
  readonly scoreIndex: Uint16Array;
  readonly scores: Float64Array;
}

let table: FragmentTable | undefined;

function decodeTable(): FragmentTable {
  const packed = readFileSync(FPSCORES_GZIP_PATH);
  if (packed.length !== FPSCORES_GZIP_BYTES) throw new Error("SA score table: embedded file has the wrong size");
  // Bun's own gunzip, not node:zlib: importing node:zlib costs every process that loads the tools ~20 ms (issue 33).
  const bytes = Bun.gunzipSync(packed);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (String.fromCharCode(bytes[0] ?? 0, bytes[1] ?? 0, bytes[2] ?? 0, bytes[3] ?? 0) !== "SAF1") {
    throw new Error("SA score table: bad magic");
  }
  const nIds = view.getUint32(4, true);
  const nScores = view.getUint32(8, true);
  if (nIds !== FPSCORES_ID_COUNT) throw new Error("SA score table: id count mismatch");
  let pos = 12;
  const scores = new Float64Array(nScores);
  for (let k = 0; k < nScores; k++, pos += 2) scores[k] = view.getInt16(pos, true) / 10000;
  const ids = new Uint32Array(nIds);
  let prev = 0;
  for (let k = 0; k < nIds; k++) {
    let gap = 0;
    let shift = 0;
    for (;;) {
      const b = bytes[pos++] ?? 0;
      gap += (b & 0x7f) * 2 ** shift;
      if (b < 0x80) break;
      shift += 7;
    }
    prev += gap;
    ids[k] = prev;
  }
  const scoreIndex = new Uint16Array(nIds);
  for (let k = 0; k < nIds; k++) scoreIndex[k] = (bytes[pos + k] ?? 0) | ((bytes[pos + nIds + k] ?? 0) << 8);
  if (pos + 2 * nIds !== bytes.length) throw new Error("SA score table: trailing or missing bytes");
  return { ids, scoreIndex, scores };
}

/** Decodes the fragment table now (it is otherwise decoded on the first score). */
export function loadSaScoreTable(): void {
  table ??= decodeTable();
}

/** The table's contribution of one Morgan environment id, or undefined when it is not listed. */
export function fragmentContribution(id: number): number | undefined {
  table ??= decodeTable();
  const { ids, scoreIndex, scores } = table;
  let lo = 0;
  let hi = ids.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >>> 1;
    const v = ids[mid] ?? 0;
    if (v < id) lo = mid + 1;
    else if (v > id) hi = mid - 1;
    else return scores[scoreIndex[mid] ?? 0];
  }
  return undefined;
}

/** Every term of the score, for explanations and diagnostics. */
export interface SaScoreBreakdown {
  /** The score, 1 (easy) .. 10 (hard), unrounded. */
  readonly score: number;
  /** Mean fragment contribution (sascorer's score1). */
  readonly fragmentScore: number;
  readonly sizePenalty: number;
  readonly stereoPenalty: number;
  readonly spiroPenalty: number;
  readonly bridgePenalty: number;
  readonly macrocyclePenalty: number;
  /** Symmetry (fingerprint density) correction, added. */
  readonly symmetryCorrection: number;
  readonly numAtoms: number;
  readonly numChiralCenters: number;
  readonly numSpiroAtoms: number;
  readonly numBridgeheadAtoms: number;
  readonly numMacrocycles: number;
  /** Distinct Morgan environments and their total count. */
  readonly numFragments: number;
  readonly numFragmentOccurrences: number;
  /** Distinct environments missing from the table (each counted -4). */
  readonly numUnknownFragments: number;
}

/** The counts that enter the score besides the fragments. */
export interface SaScoreFeatures {
  readonly numAtoms: number;
  readonly numChiralCenters: number;
  readonly numSpiroAtoms: number;
  readonly numBridgeheadAtoms: number;
  readonly numMacrocycles: number;
}

/** RDKit `CalcNumSpiroAtoms`: atoms that are the only atom two rings of the ring info share. */
export function countSpiroAtoms(g: TopologyGraph): number {
  const rings = g.rings;
  const spiro = new Set<number>();
  const sets = rings.map((r) => new Set(r));
  for (let i = 0; i < rings.length; i++) {
    const ri = rings[i] ?? [];
    for (let j = i + 1; j < rings.length; j++) {
      const sj = sets[j];
      let shared = 0;
      let atom = -1;
      for (const a of ri) {
        if (sj?.has(a)) {
          shared++;
          atom = a;
        }
      }
      if (shared === 1) spiro.add(atom);
    }
  }
  return spiro.size;
}

/**
 * RDKit `CalcNumBridgeheadAtoms`: for two rings of the ring info sharing more
 * than one bond, the atoms at the ends of the shared bond path (atoms touched by
 * exactly one shared bond).
 */
export function countBridgeheadAtoms(g: TopologyGraph): number {
  const n = g.atoms.length;
  const bondRings = g.rings.map((ring) => {
    const keys = new Set<number>();
    for (let k = 0; k < ring.length; k++) {
      const a = ring[k] ?? 0;
      const b = ring[(k + 1) % ring.length] ?? 0;
      keys.add(a < b ? a * n + b : b * n + a);
    }
    return keys;
  });
  const bridgeheads = new Set<number>();
  for (let i = 0; i < bondRings.length; i++) {
    const ri = bondRings[i] ?? new Set<number>();
    for (let j = i + 1; j < bondRings.length; j++) {
      const rj = bondRings[j];
      const shared: number[] = [];
      for (const key of ri) if (rj?.has(key)) shared.push(key);
      if (shared.length <= 1) continue;
      const touches = new Map<number, number>();
      for (const key of shared) {
        const a = Math.floor(key / n);
        const b = key - a * n;
        touches.set(a, (touches.get(a) ?? 0) + 1);
        touches.set(b, (touches.get(b) ?? 0) + 1);
      }
      for (const [atom, count] of touches) if (count === 1) bridgeheads.add(atom);
    }
  }
  return bridgeheads.size;
}

/** Rings of the ring info with more than 8 atoms. */
export function countMacrocycles(g: TopologyGraph): number {
  let count = 0;
  for (const ring of g.rings) if (ring.length > 8) count++;
  return count;
}

/**
 * Chiral centres as sascorer counts them, `FindMolChiralCenters(includeUnassigned=True)`
 * (RDKit's legacy stereo perception: atoms with a CIP code or flagged as possible
 * stereocentres), read from RDKit's `get_stereo_tags()`.
 */
export function countChiralCenters(mol: JSMol): number {
  const tags = JSON.parse(mol.get_stereo_tags()) as { CIP_atoms?: unknown[] };
  return tags.CIP_atoms?.length ?? 0;
}

/** sascorer's formula from the environment counts and the other features. */
export function saScoreFromParts(fragments: MorganCounts, features: SaScoreFeatures): SaScoreBreakdown {
  const { ids, counts } = fragments;
  let occurrences = 0;
  let sum = 0;
  let unknown = 0;
  // Ascending ids: the order of GetNonzeroElements(), so the sum is bit-identical.
  for (let k = 0; k < ids.length; k++) {
    const count = counts[k] ?? 0;
    occurrences += count;
    let contribution = fragmentContribution(ids[k] ?? 0);
    if (contribution === undefined) {
      unknown++;
      contribution = UNKNOWN_FRAGMENT_SCORE;
    }
    sum += contribution * count;
  }
  if (occurrences === 0) {
    throw new DomainError("INVALID_SMILES", "The molecule has no atoms: the SA score needs at least one atom", {
      reason: "empty molecule",
    });
  }
  const fragmentScore = sum / occurrences;
  const { numAtoms, numChiralCenters, numSpiroAtoms, numBridgeheadAtoms, numMacrocycles } = features;
  const sizePenalty = numAtoms ** 1.005 - numAtoms;
  const stereoPenalty = Math.log10(numChiralCenters + 1);
  const spiroPenalty = Math.log10(numSpiroAtoms + 1);
  const bridgePenalty = Math.log10(numBridgeheadAtoms + 1);
  const macrocyclePenalty = numMacrocycles > 0 ? Math.log10(2) : 0;
  const complexity = 0 - sizePenalty - stereoPenalty - spiroPenalty - bridgePenalty - macrocyclePenalty;
  const symmetryCorrection = numAtoms > ids.length ? Math.log(numAtoms / ids.length) * 0.5 : 0;
  const raw = fragmentScore + complexity + symmetryCorrection;
  const min = -4.0;
  const max = 2.5;
  let score = 11 - ((raw - min + 1) / (max - min)) * 9;
  if (score > 8) score = 8 + Math.log(score + 1 - 9);
  if (score > 10) score = 10;
  else if (score < 1) score = 1;
  return {
    score,
    fragmentScore,
    sizePenalty,
    stereoPenalty,
    spiroPenalty,
    bridgePenalty,
    macrocyclePenalty,
    symmetryCorrection,
    numAtoms,
    numChiralCenters,
    numSpiroAtoms,
    numBridgeheadAtoms,
    numMacrocycles,
    numFragments: ids.length,
    numFragmentOccurrences: occurrences,
    numUnknownFragments: unknown,
  };
}

/** The SA score with all its terms. The molecule is only read (its graph and Morgan environments are shared). */
export function saScoreDetails(molecule: MoleculeLike): SaScoreBreakdown {
  const m = asMolecule(molecule);
  const mol = m.mol;
  if (!mol.is_valid())
    throw new DomainError("INVALID_SMILES", "The molecule is not valid", { reason: "invalid molecule" });
  // Atoms, bonds and rings only: the pickle topology (cheaper than RDKit's JSON, issue 33), shared with m.morgan.
  const graph = m.topology;
  const numAtoms = graph.atoms.length;
  if (numAtoms === 0) {
    throw new DomainError("INVALID_SMILES", "The molecule has no atoms: the SA score needs at least one atom", {
      reason: "empty molecule",
    });
  }
  const fragments = m.morgan(2);
  return saScoreFromParts(fragments, {
    numAtoms,
    numChiralCenters: countChiralCenters(mol),
    numSpiroAtoms: countSpiroAtoms(graph),
    numBridgeheadAtoms: countBridgeheadAtoms(graph),
    numMacrocycles: countMacrocycles(graph),
  });
}

/** Synthetic accessibility score, 1 (easy) .. 10 (hard), unrounded, as RDKit's sascorer.py. */
export function saScore(molecule: MoleculeLike): number {
  return saScoreDetails(molecule).score;
}
