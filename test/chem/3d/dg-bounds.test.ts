import { beforeAll, describe, expect, test } from "bun:test";
import { boundsFor, smoothBounds, topology, type Bounds } from "../../../src/chem/3d/dg-bounds.ts";
import { loadRDKit } from "../../../src/chem/rdkit.ts";
import { graphOf } from "../../../harness/graph.ts";

beforeAll(async () => {
  await loadRDKit();
});

function boundsOf(smiles: string): Bounds {
  const graph = graphOf(smiles);
  const bounds = boundsFor(graph, topology(graph));
  expect(smoothBounds(bounds)).toBe(true);
  return bounds;
}
const lo = (b: Bounds, i: number, j: number) => b.lower[i * b.n + j]!;
const hi = (b: Bounds, i: number, j: number) => b.upper[i * b.n + j]!;

// Reference geometry from experiment (gas-phase / crystal averages).
describe("bounds", () => {
  test("ethane: C–C 1.53 Å and C–H 1.09 Å lie within a few hundredths of the bounds", () => {
    const b = boundsOf("CC");
    expect(lo(b, 0, 1)).toBeGreaterThan(1.45);
    expect(hi(b, 0, 1)).toBeLessThan(1.56);
    expect(lo(b, 0, 2)).toBeGreaterThan(1.0);
    expect(hi(b, 0, 2)).toBeLessThan(1.12);
  });

  test("benzene: the para distance (2.78 Å) is fixed by the planar ring", () => {
    const b = boundsOf("c1ccccc1");
    expect(lo(b, 0, 3)).toBeGreaterThan(2.65);
    expect(hi(b, 0, 3)).toBeLessThan(2.95);
  });

  test("E- and Z-2-butene: C1···C4 is trans (3.9 Å) or cis (3.0 Å)", () => {
    const trans = boundsOf("C/C=C/C");
    const cis = boundsOf("C/C=C\\C");
    expect(lo(trans, 0, 3)).toBeGreaterThan(3.6);
    expect(hi(cis, 0, 3)).toBeLessThan(3.2);
  });

  test("after smoothing every pair has lower ≤ upper and the triangle inequality holds", () => {
    const b = boundsOf("CC(C)Cc1ccc(cc1)[C@@H](C)C(=O)O");
    const { n } = b;
    for (let i = 0; i < n; i++) {
      for (let j = 0; j < n; j++) {
        if (i === j) continue;
        expect(lo(b, i, j)).toBeLessThanOrEqual(hi(b, i, j) + 1e-9);
        for (let k = 0; k < n; k += 7)
          if (k !== i && k !== j) expect(hi(b, i, j)).toBeLessThanOrEqual(hi(b, i, k) + hi(b, k, j) + 1e-9);
      }
    }
  });

  test("contradictory bounds are reported, not smoothed over", () => {
    const n = 3;
    const lower = new Float64Array(n * n);
    const upper = new Float64Array(n * n).fill(1);
    for (let i = 0; i < n; i++) upper[i * n + i] = 0;
    // 0–1 and 1–2 at most 1 Å, but 0–2 at least 5 Å.
    lower[2] = lower[6] = 5;
    upper[2] = upper[6] = 6;
    expect(smoothBounds({ n, lower, upper })).toBe(false);
  });
});
