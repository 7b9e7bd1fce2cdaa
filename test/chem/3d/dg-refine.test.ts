import { beforeAll, describe, expect, test } from "bun:test";
import { boundsFor, smoothBounds, topology } from "../../../src/chem/3d/dg-bounds.ts";
import { embed } from "../../../src/chem/3d/dg-embed.ts";
import { seededRandom } from "../../../src/chem/random.ts";
import { refinementObjective, refinementTerms } from "../../../src/chem/3d/dg-refine.ts";
import { loadRDKit } from "../../../src/chem/rdkit.ts";
import { graphOf } from "../../../harness/graph.ts";

beforeAll(async () => {
  await loadRDKit();
});

describe("refinement objective", () => {
  test("its analytic gradient matches central finite differences (bonds, angles, planarity, torsions, contacts, chirality)", () => {
    const graph = graphOf("C[C@H](N)C(=O)Nc1ccccc1/C=C/CC");
    const topo = topology(graph);
    const bounds = boundsFor(graph, topo);
    expect(smoothBounds(bounds)).toBe(true);
    const chiral = [{ atoms: [0, 2, 3, 1] as [number, number, number, number], lower: 1, upper: 3 }];
    const terms = refinementTerms(graph, topo, bounds, chiral);
    expect(terms.torsions.length).toBeGreaterThan(0);
    expect(terms.planar.length).toBeGreaterThan(0);
    const x = embed(bounds, [], { random: seededRandom(5), attempts: 2 })!;
    const random = seededRandom(9);
    for (let k = 0; k < x.length; k++) x[k] = x[k]! + (random() - 0.5) * 0.4; // off every minimum
    const f = refinementObjective(terms);
    const grad = new Float64Array(x.length);
    f(x, grad);
    const scratch = new Float64Array(x.length);
    const h = 1e-6;
    for (let k = 0; k < x.length; k++) {
      const keep = x[k]!;
      x[k] = keep + h;
      const up = f(x, scratch);
      x[k] = keep - h;
      const down = f(x, scratch);
      x[k] = keep;
      expect(grad[k]!).toBeCloseTo((up - down) / (2 * h), 3);
    }
  });
});
