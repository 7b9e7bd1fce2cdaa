import { beforeAll, describe, expect, test } from "bun:test";
import { boundsFor, capUnconnected, smoothBounds, topology } from "../../src/chem/dg-bounds.ts";
import { chiralVolume, embed, seededRandom } from "../../src/chem/dg-embed.ts";
import { molGraph } from "../../src/chem/graph.ts";
import { free, loadRDKit, rdkit } from "../../src/chem/rdkit.ts";

beforeAll(async () => {
  await loadRDKit();
});

describe("seededRandom", () => {
  test("same seed, same sequence; values in [0, 1)", () => {
    const a = seededRandom(7);
    const b = seededRandom(7);
    const xs = Array.from({ length: 1000 }, () => a());
    expect(Array.from({ length: 1000 }, () => b())).toEqual(xs);
    expect(xs.every((x) => x >= 0 && x < 1)).toBe(true);
    expect(new Set(xs).size).toBeGreaterThan(990);
    expect(seededRandom(8)()).not.toBe(xs[0]);
  });
});

describe("chiralVolume", () => {
  test("a right-handed set of axes has volume +1; swapping two atoms flips the sign", () => {
    const x = Float64Array.from([0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 0, 1]);
    expect(chiralVolume(x, [0, 1, 2, 3], 3)).toBeCloseTo(1, 12);
    expect(chiralVolume(x, [0, 2, 1, 3], 3)).toBeCloseTo(-1, 12);
  });
});

describe("embed", () => {
  test("cyclohexane: coordinates satisfy the smoothed bounds within 0.1 Å", () => {
    const mol = rdkit().get_mol("C1CCCCC1")!;
    mol.add_hs_in_place();
    const graph = molGraph(mol);
    free(mol);
    const bounds = boundsFor(graph, topology(graph));
    expect(smoothBounds(bounds)).toBe(true);
    capUnconnected(bounds);
    const coords = embed(bounds, [], { random: seededRandom(1), attempts: 3 })!;
    expect(coords).not.toBeNull();
    const { n } = bounds;
    for (let i = 0; i < n; i++) {
      for (let j = i + 1; j < n; j++) {
        const d = Math.hypot(coords[i * 3]! - coords[j * 3]!, coords[i * 3 + 1]! - coords[j * 3 + 1]!, coords[i * 3 + 2]! - coords[j * 3 + 2]!);
        expect(d).toBeGreaterThan(bounds.lower[i * n + j]! - 0.1);
        expect(d).toBeLessThan(bounds.upper[i * n + j]! + 0.1);
      }
    }
  });

  test("a chiral-volume constraint decides the handedness", () => {
    const mol = rdkit().get_mol("FC(Cl)(Br)I")!;
    const graph = molGraph(mol);
    free(mol);
    const bounds = boundsFor(graph, topology(graph));
    expect(smoothBounds(bounds)).toBe(true);
    for (const sign of [1, -1]) {
      const constraint = { atoms: [0, 2, 3, 4] as [number, number, number, number], lower: sign > 0 ? 5 : -100, upper: sign > 0 ? 100 : -5 };
      const coords = embed(bounds, [constraint], { random: seededRandom(3), attempts: 3 })!;
      expect(Math.sign(chiralVolume(coords, constraint.atoms, 3))).toBe(sign);
    }
  });
});
