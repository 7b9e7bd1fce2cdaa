import { beforeAll, describe, expect, test } from "bun:test";
import { MAX_MATRIX_ATOMS } from "../../src/tools/graph-distance.ts";
import { callTool, payloadOf, ready } from "../../harness/tools.ts";

beforeAll(ready);

interface Distance {
  atom_count: number;
  from: number | null;
  to: number | null;
  distance: number | null;
  path: number[] | null;
  path_elements: string[] | null;
  matrix: Array<Array<number | null>> | null;
}

const measure = (args: Record<string, unknown>) => payloadOf<Distance>("graph_distance", args);

async function argumentError(args: Record<string, unknown>): Promise<string> {
  const outcome = await callTool("graph_distance", args);
  if (outcome.kind !== "invalid-arguments") throw new Error(`expected invalid arguments, got ${outcome.kind}`);
  return outcome.message;
}

describe("graph_distance", () => {
  test("aspirin: methyl carbon to the acid OH is 6 bonds, on RDKit's path", async () => {
    // Python: GetDistanceMatrix(aspirin)[0][12] = 6; GetShortestPath(aspirin, 0, 12) = (0, 1, 3, 4, 9, 10, 12).
    const d = await measure({ smiles: "CC(=O)Oc1ccccc1C(=O)O", from: 0, to: 12 });
    expect(d).toMatchObject({
      from: 0,
      to: 12,
      distance: 6,
      path: [0, 1, 3, 4, 9, 10, 12],
      path_elements: ["C", "C", "O", "c", "c", "C", "O"].map((e) => e.toUpperCase()),
    });
    expect(d.matrix).toBeNull();
  });

  test("between the two * atoms when from and to are left out", async () => {
    const d = await measure({ smiles: "*c1ccc(*)cc1" });
    // para positions: * - c - c - c - c - * is 5 bonds.
    expect(d).toMatchObject({ from: 0, to: 5, distance: 5 });
  });

  test("written [H] atoms are atoms of the path", async () => {
    // [H]-O-C-C-O-[H]: the two hydrogens are 5 bonds apart.
    expect(await measure({ smiles: "[H]OCCO[H]", from: 0, to: 5 })).toMatchObject({
      distance: 5,
      path: [0, 1, 2, 3, 4, 5],
    });
  });

  test("atoms in different fragments: distance null, empty path; matrix null entries", async () => {
    const d = await measure({ smiles: "CC.O", from: 0, to: 2, matrix: true });
    expect(d).toMatchObject({ distance: null, path: [] });
    expect(d.matrix).toEqual([
      [0, 1, null],
      [1, 0, null],
      [null, null, 0],
    ]);
    // The same atom: distance 0, path of one atom.
    expect(await measure({ smiles: "CC", from: 1, to: 1 })).toMatchObject({ distance: 0, path: [1] });
  });

  test("matrix alone is allowed without from/to; at the limit fine, one past refused", async () => {
    const chain = (n: number) =>
      Array(n / 10)
        .fill("CCCCCCCCCC")
        .join(".");
    const atLimit = await measure({ smiles: chain(MAX_MATRIX_ATOMS), matrix: true });
    expect(atLimit.matrix?.length).toBe(MAX_MATRIX_ATOMS);
    expect(atLimit.distance).toBeNull();
    expect(await argumentError({ smiles: `${chain(MAX_MATRIX_ATOMS)}.C`, matrix: true })).toContain(
      `at most ${MAX_MATRIX_ATOMS} atoms`,
    );
  });

  test("argument errors: one index only, index past the last atom, no or three * atoms", async () => {
    expect(await argumentError({ smiles: "CCO", from: 0 })).toContain("give both from and to");
    expect(await argumentError({ smiles: "CCO", from: 0, to: 3 })).toContain(
      "to is 3, but the molecule has 3 atoms, indices 0 to 2",
    );
    expect(await argumentError({ smiles: "CCO" })).toContain("exactly two * atoms, and it has 0");
    expect(await argumentError({ smiles: "*C(*)C*" })).toContain("exactly two * atoms, and it has 3");
    const bad = await callTool("graph_distance", { smiles: "C(C", from: 0, to: 1 });
    expect(bad.kind === "domain-error" && bad.error.code).toBe("INVALID_SMILES");
  });
});
