import { beforeAll, describe, expect, test } from "bun:test";
import { TEMPLATES } from "../../src/chem/reactions/templates.ts";
import { callTool, payloadOf, ready } from "../../harness/tools.ts";

// The documented limits (predict_products' description), written out so that a changed constant fails here.
const MAX_PREDICT_ATOMS = 300;
const MAX_PREDICT_REACTANTS = 5;

interface Prediction {
  template: string;
  reaction_class: string;
  reactants: number[];
  product_sets: { products: string[]; reactant_atoms: number[][]; matches: number }[];
  failed: number;
  selectivity: string;
  citation: string;
}
interface Result {
  predictions: Prediction[];
  templates_checked: number;
}

beforeAll(ready);

const productsOf = (result: Result, template: string) =>
  result.predictions.filter((p) => p.template === template).flatMap((p) => p.product_sets.flatMap((s) => s.products));

describe("predict_products", () => {
  test("the whole library on an acid and an amine: amide coupling, in either order, and nothing unrelated", async () => {
    // Chemistry: benzoic acid + benzylamine can only acylate (no halide, alkene, carbonyl of a ketone, ...);
    // the product is N-benzylbenzamide, O=C(NCc1ccccc1)c1ccccc1, whichever order the reactants come in.
    for (const reactants of [
      ["OC(=O)c1ccccc1", "NCc1ccccc1"],
      ["NCc1ccccc1", "OC(=O)c1ccccc1"],
    ]) {
      const result = await payloadOf<Result>("predict_products", { smiles_list: reactants });
      expect(result.templates_checked).toBe(TEMPLATES.length);
      expect(result.predictions.map((p) => p.template)).toEqual(["amide_coupling"]);
      expect(productsOf(result, "amide_coupling")).toEqual(["O=C(NCc1ccccc1)c1ccccc1"]);
      const acid = reactants.indexOf("OC(=O)c1ccccc1");
      expect(result.predictions[0]?.reactants).toEqual([acid, 1 - acid]);
      expect(result.predictions[0]?.citation.length).toBeGreaterThan(20);
    }
  });

  test("several sites: each site's product is reported (2,4-dichloropyrimidine + morpholine, SNAr)", async () => {
    // Both chlorines are ortho/para to ring nitrogens: the 4- and 2-substituted products are each reported.
    const result = await payloadOf<Result>("predict_products", {
      smiles_list: ["Clc1ccnc(Cl)n1", "C1COCCN1"],
      template: "snar_amination",
    });
    expect(productsOf(result, "snar_amination").sort()).toEqual(
      ["Clc1ccnc(N2CCOCC2)n1", "Clc1nccc(N2CCOCC2)n1"].sort(),
    );
    expect(result.predictions[0]?.selectivity).toContain("4-position");
  });

  test("a class filter keeps that class only; a molecule with two alkenes gets one product per alkene", async () => {
    const result = await payloadOf<Result>("predict_products", { smiles_list: ["C=CCC=CC"], template: "oxidation" });
    expect(new Set(result.predictions.map((p) => p.reaction_class))).toEqual(new Set(["oxidation"]));
    expect(result.templates_checked).toBe(TEMPLATES.filter((t) => t.reactionClass === "oxidation").length);
    // Epoxidation of either C=C of hexa-1,4-diene (stereo of the internal alkene unspecified in the input).
    expect(productsOf(result, "epoxidation").sort()).toEqual(["C=CCC1OC1C", "CC=CCC1CO1"].sort());
  });

  test("a reagent used twice is given once (ester + 2 PhMgBr -> triphenylmethanol)", async () => {
    const result = await payloadOf<Result>("predict_products", {
      smiles_list: ["CCOC(=O)c1ccccc1", "Br[Mg]c1ccccc1"],
      template: "grignard_ester",
    });
    expect(result.predictions[0]?.reactants).toEqual([0, 1, 1]);
    expect(productsOf(result, "grignard_ester")).toEqual(["OC(c1ccccc1)(c1ccccc1)c1ccccc1"]);
  });

  test("no template applies: an empty list, not an error", async () => {
    expect(await payloadOf<Result>("predict_products", { smiles_list: ["C"] })).toEqual({
      predictions: [],
      templates_checked: TEMPLATES.length,
    });
  });

  test("errors and limits", async () => {
    const bad = await callTool("predict_products", { smiles_list: ["CC", "C1CC"] });
    expect(bad.kind === "domain-error" && [bad.error.code, bad.error.details.argument]).toEqual([
      "INVALID_SMILES",
      "smiles_list[1]",
    ]);
    expect((await callTool("predict_products", { smiles_list: ["CC"], template: "alchemy" })).kind).toBe(
      "invalid-arguments",
    );
    expect((await callTool("predict_products", { smiles_list: [] })).kind).toBe("invalid-arguments");
    expect((await callTool("predict_products", { smiles_list: Array(MAX_PREDICT_REACTANTS + 1).fill("C") })).kind).toBe(
      "invalid-arguments",
    );
    expect(
      (await payloadOf<Result>("predict_products", { smiles_list: Array(MAX_PREDICT_REACTANTS).fill("C") }))
        .predictions,
    ).toEqual([]);
    // 299 carbons and an OH: the atom limit exactly (Williamson needs a halide, so nothing applies); one more is too large.
    const alkanol = (atoms: number) => `${"CCCCCCCCCC.".repeat((atoms - 10) / 10)}CCCCCCCCCO`;
    expect(
      (await payloadOf<Result>("predict_products", { smiles_list: [alkanol(MAX_PREDICT_ATOMS)] })).predictions,
    ).toEqual([]);
    const over = await callTool("predict_products", { smiles_list: [`C${alkanol(MAX_PREDICT_ATOMS)}`] });
    expect(over.kind === "domain-error" && over.error.code).toBe("MOLECULE_TOO_LARGE");
  });
});
