/**
 * MaxMin diversity picking (Ashton et al., QSAR 21, 598, 2002) exactly as RDKit 2022.09's
 * `MaxMinPicker.LazyBitVectorPick(fps, n, k, firstPicks, seed)`: Roger Sayle's lazy variant, distance
 * 1 − Tanimoto (or 1 − Dice).
 *
 * RDKit's rules, kept here:
 * - No first picks: the first pick is Boost's `uniform_int(0, n−1)` on `mt19937` seeded with `seed`.
 *   Given first picks: they start the list in the order given (no random draw).
 * - The pool is kept in ascending index order; every pool item remembers its smallest distance to the picks
 *   seen so far and how many picks it has been compared with. Each round walks the pool: an item whose bound is
 *   already ≤ the best so far is skipped (its bound can only fall); otherwise it is compared with the picks it
 *   has not seen, stopping early once it falls to the best so far. The item with the largest bound wins; on a
 *   tie the earlier item (strict `>`).
 */
import { commonPair, diceOf, tanimotoOf, type FingerprintTable, type SimilarityMetric } from "./fingerprints.ts";
import { Mt19937, uniformInt } from "./mt19937.ts";

export interface MaxMinOptions {
  count: number;
  seed: number;
  firstPicks?: readonly number[];
  metric?: SimilarityMetric;
  progress?(done: number, total: number): void;
}

/** The row of RDKit's first pick for a pool of `n` and `seed` (no first picks given). */
export function firstPick(n: number, seed: number): number {
  return uniformInt(new Mt19937(seed), n - 1);
}

/** Row indices of the picks, in pick order. Assumes 0 < count ≤ n and distinct first picks < n (the tool checks). */
export function maxMinPick(
  table: FingerprintTable,
  { count, seed, firstPicks = [], metric = "tanimoto", progress }: MaxMinOptions,
): number[] {
  const n = table.n;
  const similarity = metric === "dice" ? diceOf : tanimotoOf;
  const counts = table.counts;
  const distance = (i: number, j: number): number =>
    1 - similarity(commonPair(table, i, table, j), counts[i] as number, counts[j] as number);

  const picks: number[] = firstPicks.length > 0 ? [...firstPicks] : [firstPick(n, seed)];
  if (picks.length >= count) return picks.slice(0, Math.max(count, picks.length));
  const bound = new Float64Array(n);
  const seenPicks = new Int32Array(n);
  const inPicks = new Uint8Array(n);
  for (const p of picks) inPicks[p] = 1;

  // The pool in ascending order as a singly linked list; -1 ends it.
  const next = new Int32Array(n).fill(-1);
  let head = -1;
  let tail = -1;
  for (let i = 0; i < n; i++) {
    if (inPicks[i]) continue;
    if (tail === -1) head = i;
    else next[tail] = i;
    tail = i;
  }
  const first = picks[0] as number;
  for (let i = head; i !== -1; i = next[i] as number) {
    bound[i] = distance(i, first);
    seenPicks[i] = 1;
  }

  while (picks.length < count) {
    let best = -1;
    let bestPrev = -1;
    let maxOfMin = -1;
    for (let prev = -1, i = head; i !== -1; prev = i, i = next[i] as number) {
      let minToI = bound[i] as number;
      if (minToI <= maxOfMin) continue;
      let seen = seenPicks[i] as number;
      while (seen < picks.length) {
        const d = distance(i, picks[seen] as number);
        seen++;
        if (d <= minToI) {
          minToI = d;
          if (minToI <= maxOfMin) break;
        }
      }
      bound[i] = minToI;
      seenPicks[i] = seen;
      if (minToI > maxOfMin) {
        maxOfMin = minToI;
        best = i;
        bestPrev = prev;
      }
    }
    if (bestPrev === -1) head = next[best] as number;
    else next[bestPrev] = next[best] as number;
    picks.push(best);
    progress?.(picks.length, count);
  }
  return picks;
}
