/**
 * Butina clustering (Butina, JCICS 39, 747, 1999) exactly as RDKit's `rdkit.ML.Cluster.Butina.ClusterData(dists,
 * n, cutoff, isDistData=True)` with its default `reordering=False`, on the distances the RDKit documentation
 * feeds it: 1 − Tanimoto of the fingerprints (`1 - x` for x in `DataStructs.BulkTanimotoSimilarity`).
 *
 * RDKit's rules, kept here:
 * - i and j are neighbours when their distance is ≤ the cutoff (the same double arithmetic as RDKit: the
 *   similarity is common/(|a|+|b|−common) in doubles, the distance 1 minus it).
 * - Candidates are taken by neighbour count, most first; equal counts: the larger index first (Python sorts
 *   `(count, index)` pairs in reverse).
 * - A candidate already in a cluster is skipped; otherwise it is the centroid (first member) of a new cluster
 *   and takes its neighbours not yet in a cluster, in ascending index order. Counts are never updated.
 *
 * Memory is O(n): instead of RDKit's neighbour lists (O(n²) in the worst case), the neighbour counts come from
 * one pass over the lower triangle and a centroid's neighbours are found again with one row of similarities.
 * Time is at most twice the n²/2 similarities of that pass.
 */
import { commonCounts, tanimotoOf, type FingerprintTable } from "./fingerprints.ts";

export interface ButinaOptions {
  /** Distance cutoff (1 − Tanimoto), 0–1. */
  cutoff: number;
  /** Called now and then with rows done of n (first pass), for progress reports. */
  progress?(done: number, total: number): void;
}

/** Clusters as lists of row indices, centroid first, in RDKit's order (the order clusters are made). */
export function butinaClusters(table: FingerprintTable, { cutoff, progress }: ButinaOptions): number[][] {
  const n = table.n;
  const counts = table.counts;
  const neighbours = new Int32Array(n);
  const common = new Uint16Array(n);
  const isNeighbour = (i: number, j: number): boolean =>
    1 - tanimotoOf(common[j] as number, counts[i] as number, counts[j] as number) <= cutoff;
  for (let i = 1; i < n; i++) {
    commonCounts(table, i, table, common, 0, i);
    for (let j = 0; j < i; j++) {
      if (isNeighbour(i, j)) {
        neighbours[i] = (neighbours[i] as number) + 1;
        neighbours[j] = (neighbours[j] as number) + 1;
      }
    }
    if (progress && (i & 255) === 0) progress(i, n);
  }
  progress?.(n, n);

  const order = Array.from({ length: n }, (_, i) => i);
  order.sort((a, b) => (neighbours[b] as number) - (neighbours[a] as number) || b - a);

  const seen = new Uint8Array(n);
  const clusters: number[][] = [];
  for (const centroid of order) {
    if (seen[centroid]) continue;
    const members = [centroid];
    if ((neighbours[centroid] as number) > 0) {
      commonCounts(table, centroid, table, common);
      for (let j = 0; j < n; j++) {
        if (j !== centroid && !seen[j] && isNeighbour(centroid, j)) {
          members.push(j);
          seen[j] = 1;
        }
      }
    }
    clusters.push(members);
  }
  return clusters;
}
