import { beforeAll, describe, expect, test } from "bun:test";
import { misplacedCentre, tetrahedralCentres, worstBond } from "../../../src/chem/3d/conformer-checks.ts";
import { topology } from "../../../src/chem/3d/dg-bounds.ts";
import { loadRDKit } from "../../../src/chem/rdkit.ts";
import { graphOf } from "../../../harness/graph.ts";

beforeAll(async () => {
  await loadRDKit();
});

/** A carbon at the origin with four neighbours at 1.5 Å on the corners of a regular tetrahedron. */
function tetrahedron(): Float64Array {
  const s = 1.5 / Math.sqrt(3);
  return Float64Array.from([0, 0, 0, s, s, s, s, -s, -s, -s, s, -s, -s, -s, s]);
}
const centre = [{ centre: 0, neighbours: [1, 2, 3, 4] as [number, number, number, number] }];

describe("misplacedCentre", () => {
  test("a regular tetrahedral centre is sound", () => {
    expect(misplacedCentre(tetrahedron(), centre)).toBe(-1);
  });

  test("a centre pushed through a face of its neighbours' tetrahedron (inside out) is caught", () => {
    const x = tetrahedron();
    // The face 1-2-3 has its centroid at (s/3, s/3, -s/3); put the centre 0.3 Å beyond it, away from neighbour 4.
    const s = 1.5 / Math.sqrt(3);
    const outward = [1, 1, -1].map((v) => v / Math.sqrt(3));
    [0, 1, 2].forEach((k) => {
      x[k] = (s / 3) * [1, 1, -1][k]! + 0.3 * outward[k]!;
    });
    expect(misplacedCentre(x, centre)).toBe(0);
  });

  test("a centre flattened onto a face (within 0.1 Å of its plane) is caught", () => {
    const x = tetrahedron();
    const s = 1.5 / Math.sqrt(3);
    [0, 1, 2].forEach((k) => {
      x[k] = (s / 3) * [1, 1, -1][k]! - 0.05 * ([1, 1, -1][k]! / Math.sqrt(3));
    });
    expect(misplacedCentre(x, centre)).toBe(0);
  });

  test("works on 4D embedding coordinates (stride 4, fourth component ignored)", () => {
    const x3 = tetrahedron();
    const x4 = new Float64Array(20);
    for (let i = 0; i < 5; i++) for (let k = 0; k < 3; k++) x4[i * 4 + k] = x3[i * 3 + k]!;
    x4[3] = 5; // a large fourth coordinate on the centre changes nothing
    expect(misplacedCentre(x4, centre, 4)).toBe(-1);
  });
});

describe("tetrahedralCentres (the centres RDKit's ETKDG checks)", () => {
  const centresOf = (smiles: string) => {
    const graph = graphOf(smiles);
    return tetrahedralCentres(graph, topology(graph)).map((c) => c.centre);
  };

  test("the ring-fusion carbons of decalin and abietic acid are checked; a chain or single-ring carbon is not", () => {
    expect(centresOf("C1CC[C@H]2CCCC[C@@H]2C1")).toEqual([3, 8]);
    expect(centresOf("CCCC")).toEqual([]);
    expect(centresOf("CC1CCCCC1")).toEqual([]);
    // Abietic acid (0-based, input order): the sp3 ring-fusion carbons 8 and 9 (rings A/B) and 19 (B/C);
    // 14 carries the carboxyl in ring A only, 5 is sp2.
    expect(centresOf("CC(C)C1=CC2=CC[C@@H]3[C@](C)(CCC[C@@]3(C)C(=O)O)[C@H]2CC1")).toEqual([8, 9, 19]);
  });

  test("bridgeheads in a three-membered ring are left out (inverted by nature); cubane's carbons are checked", () => {
    expect(centresOf("C1C23CC12C3")).toEqual([]); // [1.1.1]propellane
    expect(centresOf("C1C2C1C2")).toEqual([]); // bicyclo[1.1.0]butane
    expect(centresOf("C1CC2CC12")).toEqual([]); // bicyclo[2.1.0]pentane
    expect(centresOf("C12C3C4C1C5C2C3C45")).toEqual([0, 1, 2, 3, 4, 5, 6, 7]); // cubane
  });
});

describe("worstBond", () => {
  const coords: Array<[number, number, number]> = [
    [0, 0, 0],
    [1.5, 0, 0],
    [1.5, 1.9, 0],
  ];
  const bonds: Array<[number, number, number]> = [
    [0, 1, 1],
    [1, 2, 1],
  ];

  test("reports the bond furthest from its reference beyond the tolerance", () => {
    expect(worstBond(coords, bonds, [1.51, 1.51], 0.1)).toEqual({ bond: 1, length: 1.9, reference: 1.51 });
    expect(worstBond(coords, bonds, [1.51, 1.85], 0.1)).toBeNull();
  });

  test("a bond without a reference length (0) is not judged", () => {
    expect(worstBond(coords, bonds, [1.51, 0], 0.1)).toBeNull();
  });
});
