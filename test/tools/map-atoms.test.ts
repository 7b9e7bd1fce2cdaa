import { beforeAll, describe, expect, test } from "bun:test";
import { molGraph } from "../../src/chem/graph.ts";
import type { AtomMapping } from "../../src/chem/structure/map-atoms.ts";
import { MAX_MAP_ATOMS } from "../../src/tools/map-atoms.ts";
import { isomorphismProblem, parseAsWritten } from "../../harness/structure-golden.ts";
import { free } from "../../src/chem/rdkit.ts";
import { callTool, payloadOf, ready } from "../../harness/tools.ts";

beforeAll(ready);

const mapIt = (smiles1: string, smiles2: string) =>
  payloadOf<AtomMapping & Record<string, unknown>>("map_atoms", { smiles1, smiles2 });

/** The test's own check (not the tool's filter): the mapping is an isomorphism of the two parsed molecules. */
function problem(smiles1: string, smiles2: string, mapping: number[]): string | null {
  const a = parseAsWritten(smiles1);
  const b = parseAsWritten(smiles2);
  try {
    if (!a || !b) return "unparsable";
    return isomorphismProblem(molGraph(a), molGraph(b), mapping);
  } finally {
    free(a);
    free(b);
  }
}

describe("map_atoms", () => {
  test("ethanol both ways: O C C ↔ C C O", async () => {
    // Python: MolFromSmiles("OCC").GetSubstructMatch(MolFromSmiles("CCO")) = (2, 1, 0).
    expect(await mapIt("OCC", "CCO")).toEqual({
      relation: "identical",
      mapping: [2, 1, 0],
      symmetric_alternatives: 0,
      alternatives_capped: false,
    });
  });

  test("random and canonical SMILES of drug-like molecules map by isomorphisms", async () => {
    // Random SMILES written by RDKit 2022.09 (MolToRandomSmilesVect) of molecules from validation/golden/structure.jsonl.
    const pairs: Array<[string, string]> = [
      ["c1cc(OC([2H])([2H])[2H])ccc1", "[2H]C([2H])([2H])Oc1ccccc1"],
      ["C(O)(=O)C(O[H])([H])[H]", "[H]OC([H])([H])C(=O)O"],
      ["O=C(O)c1ccccc1OC(C)=O", "CC(=O)Oc1ccccc1C(=O)O"],
      ["[O-][N+](=O)c1ccccc1", "O=[N+]([O-])c1ccccc1"],
      ["N[C@@H](C)C(O)=O", "C[C@H](N)C(=O)O"],
    ];
    for (const [a, b] of pairs) {
      const result = await mapIt(a, b);
      expect({ a, relation: result.relation }).toEqual({ a, relation: "identical" });
      if (result.relation === "identical")
        expect({ a, problem: problem(a, b, result.mapping) }).toEqual({ a, problem: null });
    }
  });

  test("symmetry: benzene has 12 automorphisms, so 11 alternatives", async () => {
    // The dihedral group D6 of the hexagon: 6 rotations × 2 reflections.
    expect(await mapIt("c1ccccc1", "c1ccccc1")).toMatchObject({ relation: "identical", symmetric_alternatives: 11 });
  });

  test("chirality: a mapping keeps each centre's configuration", async () => {
    // meso-2,3-butanediol (R,S) written two ways (the second is RDKit 2022.09's MolToRandomSmilesVect of the first):
    // its halves are constitutionally equivalent, but only the mapping that sends the R carbon to the R carbon is valid.
    const first = "C[C@H](O)[C@@H](C)O";
    const second = "O[C@@H](C)[C@H](O)C";
    const result = await mapIt(first, second);
    expect(result.relation).toBe("identical");
    if (result.relation === "identical") expect(problem(first, second, result.mapping)).toBeNull();
    const labels = async (smiles: string) =>
      (await payloadOf<{ atoms: unknown[][] }>("describe_structure", { smiles })).atoms.map((row) => row[8]);
    const a = await labels(first);
    const b = await labels(second);
    if (result.relation === "identical")
      result.mapping.forEach((j, i) => {
        expect({ i, label: a[i] }).toEqual({ i, label: b[j] });
      });
  });

  test("stereoisomers: same constitution, the differing centre named", async () => {
    const result = await mapIt("C[C@H](N)C(=O)O", "C[C@@H](N)C(=O)O");
    expect(result).toMatchObject({
      relation: "stereoisomers",
      mapping: [0, 1, 2, 3, 4, 5],
      stereo_differences: [{ first: [1], second: [1], first_cip: "S", second_cip: "R" }],
    });
  });

  test("substructure, superstructure and different", async () => {
    // Python: MolFromSmiles("Oc1ccc(O)cc1").GetSubstructMatches(MolFromSmiles("Oc1ccccc1")): phenol twice in hydroquinone.
    const sub = await mapIt("Oc1ccc(O)cc1", "Oc1ccccc1");
    expect(sub).toEqual({
      relation: "substructure",
      matches: [
        [0, 1, 2, 3, 4, 6, 7],
        [5, 4, 3, 2, 1, 7, 6],
      ],
      truncated: false,
    });
    expect(await mapIt("CO", "CCO")).toMatchObject({ relation: "superstructure", matches: [[1, 2]] });
    // Ethanol vs propylamine: C2H6O vs C3H9N: first − second = C −1, H −3, N −1, O +1.
    expect(await mapIt("CCO", "CCCN")).toEqual({
      relation: "different",
      formulas: ["C2H6O", "C3H9N"],
      difference: { C: -1, H: -3, N: -1, O: 1 },
    });
  });

  test("substructure matches stop at the limit with truncated true", async () => {
    // 101 separate methanes contain "C" 101 times: 100 returned.
    const many = await mapIt(Array(101).fill("C").join("."), "C");
    expect(many.relation).toBe("substructure");
    if (many.relation === "substructure")
      expect({ n: many.matches.length, truncated: many.truncated }).toEqual({ n: 100, truncated: true });
    const hundred = await mapIt(Array(100).fill("C").join("."), "C");
    if (hundred.relation === "substructure")
      expect({ n: hundred.matches.length, truncated: hundred.truncated }).toEqual({ n: 100, truncated: false });
  });

  test("errors: each SMILES named; the atom limit at the bound and one past it", async () => {
    const bad = await callTool("map_atoms", { smiles1: "CCO", smiles2: "C1C" });
    expect(bad.kind === "domain-error" && bad.error.message).toContain("smiles2");
    const big = Array(MAX_MAP_ATOMS / 10)
      .fill("CCCCCCCCCC")
      .join(".");
    const atLimit = await callTool("map_atoms", { smiles1: big, smiles2: "CC" });
    expect(atLimit.kind).toBe("success");
    const over = await callTool("map_atoms", { smiles1: `${big}.C`, smiles2: "CC" });
    expect(over.kind === "domain-error" && over.error.code).toBe("MOLECULE_TOO_LARGE");
  });
});
