import { beforeAll, describe, expect, test } from "bun:test";
import { boundsFor, capUnconnected, smoothBounds, topology } from "../../../src/chem/3d/dg-bounds.ts";
import { embed } from "../../../src/chem/3d/dg-embed.ts";
import { seededRandom } from "../../../src/chem/random.ts";
import { signedVolume } from "../../../src/chem/3d/vec3.ts";
import { loadRDKit } from "../../../src/chem/rdkit.ts";
import { graphOf } from "../../../harness/graph.ts";

beforeAll(async () => {
  await loadRDKit();
});

describe("embed", () => {
  test("cyclohexane: coordinates satisfy the smoothed bounds within 0.1 Å", () => {
    const graph = graphOf("C1CCCCC1");
    const bounds = boundsFor(graph, topology(graph));
    expect(smoothBounds(bounds)).toBe(true);
    capUnconnected(bounds);
    const coords = embed(bounds, [], { random: seededRandom(1), attempts: 3 })!;
    expect(coords).not.toBeNull();
    const { n } = bounds;
    for (let i = 0; i < n; i++) {
      for (let j = i + 1; j < n; j++) {
        const d = Math.hypot(
          coords[i * 3]! - coords[j * 3]!,
          coords[i * 3 + 1]! - coords[j * 3 + 1]!,
          coords[i * 3 + 2]! - coords[j * 3 + 2]!,
        );
        expect(d).toBeGreaterThan(bounds.lower[i * n + j]! - 0.1);
        expect(d).toBeLessThan(bounds.upper[i * n + j]! + 0.1);
      }
    }
  });

  test("a chiral-volume constraint decides the handedness", () => {
    const graph = graphOf("FC(Cl)(Br)I", { hydrogens: false });
    const bounds = boundsFor(graph, topology(graph));
    expect(smoothBounds(bounds)).toBe(true);
    for (const sign of [1, -1]) {
      const constraint = {
        atoms: [0, 2, 3, 4] as [number, number, number, number],
        lower: sign > 0 ? 5 : -100,
        upper: sign > 0 ? 100 : -5,
      };
      const coords = embed(bounds, [constraint], { random: seededRandom(3), attempts: 3 })!;
      expect(Math.sign(signedVolume(coords, constraint.atoms))).toBe(sign);
    }
  });
});
