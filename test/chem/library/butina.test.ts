import { describe, expect, test } from "bun:test";
import { butinaClusters } from "../../../src/chem/library/butina.ts";
import { ECFP4, emptyTable } from "../../../src/chem/library/fingerprints.ts";
import { golden, tableOf } from "../../../harness/fingerprint-tables.ts";

interface ButinaGolden {
  smiles: string[];
  runs: { cutoff: number; clusters: number[][] }[];
}

describe("Butina clustering equals rdkit.ML.Cluster.Butina.ClusterData", async () => {
  const doc = await golden<ButinaGolden>("library-butina.json");
  const table = await tableOf(doc.smiles, ECFP4);
  for (const run of doc.runs) {
    test(`2,000 NCI molecules, ECFP4, cutoff ${run.cutoff}: the same clusters, members and order`, () => {
      const clusters = butinaClusters(table, { cutoff: run.cutoff });
      expect(clusters.length).toBe(run.clusters.length);
      expect(clusters).toEqual(run.clusters);
    });
  }
});

describe("Butina rules on small cases (RDKit's ClusterData, read in Butina.py)", () => {
  // Four fingerprints of 32 bits: rows 0 and 1 identical, 2 shares half of 0's bits, 3 shares nothing.
  const table = emptyTable({ kind: "morgan", radius: 2, nBits: 32 }, 4);
  table.bits.set([0b1111, 0b1111, 0b0011, 0b110000]);
  table.counts.set([4, 4, 2, 2]);
  test("cutoff 0: only identical fingerprints join; ties in neighbour count go to the larger index", () => {
    // counts: 0↔1 are neighbours (distance 0); rows 1 and 0 both have one neighbour, 1 is larger → centroid 1.
    expect(butinaClusters(table, { cutoff: 0 })).toEqual([[1, 0], [3], [2]]);
  });
  test("cutoff 0.5: 2 (Tanimoto 0.5 to 0 and 1) joins; distance equal to the cutoff counts as a neighbour", () => {
    // neighbours: 0:{1,2} 1:{0,2} 2:{0,1} 3:{} → all count 2, largest index 2 is the centroid.
    expect(butinaClusters(table, { cutoff: 0.5 })).toEqual([[2, 0, 1], [3]]);
  });
  test("no molecules: no clusters; one molecule: one singleton", () => {
    expect(butinaClusters(emptyTable(ECFP4, 0), { cutoff: 0.4 })).toEqual([]);
    expect(butinaClusters(emptyTable(ECFP4, 1), { cutoff: 0.4 })).toEqual([[0]]);
  });
});
