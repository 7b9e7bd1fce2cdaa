import { beforeAll, describe, expect, test } from "bun:test";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { Agreement, listedDifferences, readKnownDifferences } from "../../harness/agreement.ts";
import { GOLDEN_TEST_TIMEOUT_MS, readJsonl } from "../../harness/golden.ts";
import { callTool, payloadOf, ready } from "../../harness/tools.ts";
import { rdkitResets } from "../../src/chem/rdkit.ts";

// The documented limits (react's description), written out so that a changed constant fails here.
const MAX_RAW_PRODUCTS = 1000;
const MAX_REACTANT_ATOMS = 1000;
const MAX_REACTANT_TEMPLATES = 10;
const MAX_PRODUCT_TEMPLATE_PATH = 500;
const MAX_PRODUCT_PATH = 550;

interface ProductSet {
  products: string[];
  reactant_atoms: number[][];
  matches: number;
}
interface ReactPayload {
  product_sets: ProductSet[];
  failed: { products: string[]; reason: string; reactant_atoms: number[][]; matches: number }[];
  raw_count: number;
}
interface Case {
  id: string;
  reaction_smarts: string;
  reactants: string[];
}
interface Golden {
  id: string;
  raw_count: number;
  failed_raw_count: number;
  product_sets: ProductSet[];
}

const CASES: Case[] = readFileSync(join(import.meta.dir, "..", "..", "validation", "data", "reactions.jsonl"), "utf8")
  .split("\n")
  .filter((line) => line.trim().length > 0)
  .map((line) => JSON.parse(line) as Case);

beforeAll(ready);

/** Order-free view of a result: the sets sorted by their products. */
const sorted = (sets: ProductSet[]) =>
  [...sets].sort((a, b) => a.products.join(" ").localeCompare(b.products.join(" ")));

describe("react", () => {
  test(
    "equals Python RDKit's RunReactants + SanitizeMol on the 66-case reaction set (validation/data/reactions.jsonl)",
    async () => {
      const golden = new Map(readJsonl<Golden>("react.jsonl").map((row) => [row.id, row]));
      const known = listedDifferences(
        readKnownDifferences("react-known-differences.jsonl"),
        (k) => `${k.id}/${k.kind}`,
      );
      const agreement = new Agreement("react", known);
      expect(CASES.length).toBeGreaterThanOrEqual(50);
      for (const c of CASES) {
        const want = golden.get(c.id);
        if (!want) throw new Error(`no golden row for ${c.id}`);
        const outcome = await callTool("react", { reaction_smarts: c.reaction_smarts, smiles_list: c.reactants });
        if (want.raw_count === 0) {
          // Python made nothing: ours must say which reactant did not match.
          agreement.check(
            `${c.id}/products`,
            outcome.kind === "domain-error" && outcome.error.code === "REACTANT_MISMATCH",
            JSON.stringify(outcome).slice(0, 300),
          );
          continue;
        }
        if (outcome.kind !== "success") {
          agreement.check(`${c.id}/products`, false, JSON.stringify(outcome).slice(0, 300));
          continue;
        }
        const ours = outcome.payload as unknown as ReactPayload;
        const oursFailed = ours.failed.reduce((sum, f) => sum + f.matches, 0);
        agreement.check(
          `${c.id}/products`,
          JSON.stringify(sorted(ours.product_sets)) === JSON.stringify(sorted(want.product_sets)) &&
            ours.raw_count === want.raw_count &&
            oursFailed === want.failed_raw_count,
          `ours ${JSON.stringify(ours)} vs ${JSON.stringify(want)}`,
        );
      }
      agreement.expectOnlyKnown(0.95, CASES.length);
    },
    GOLDEN_TEST_TIMEOUT_MS,
  );

  test("a product that cannot be sanitised is listed under failed with RDKit's reason", async () => {
    // Five fluorines on a carbon that keeps a C–C bond: valence 6, impossible (chemistry, not a golden value).
    const result = await payloadOf<ReactPayload>("react", {
      reaction_smarts: "[C:1]>>[C:1](F)(F)(F)(F)F",
      smiles_list: ["CC"],
    });
    expect(result.product_sets).toEqual([]);
    expect(result.failed.length).toBe(1);
    expect(result.failed[0]?.reason).toContain("valence");
    expect(result.raw_count).toBe(2);
  });

  test("errors: bad SMARTS, wrong reactant count, unmatched template, bad reactant", async () => {
    const bad = await callTool("react", { reaction_smarts: "[C:1]>>[C:1](", smiles_list: ["CC"] });
    expect(bad.kind === "domain-error" && [bad.error.code, bad.error.message.includes("[C:1](")]).toEqual([
      "INVALID_SMARTS",
      true,
    ]);
    const noArrow = await callTool("react", { reaction_smarts: "[C:1]>[C:1]", smiles_list: ["CC"] });
    expect(noArrow.kind === "domain-error" && noArrow.error.code).toBe("INVALID_SMARTS");
    const noProducts = await callTool("react", { reaction_smarts: "[C:1]>>", smiles_list: ["CC"] });
    expect(noProducts.kind === "domain-error" && noProducts.error.message).toContain("no product template");
    const noReactants = await callTool("react", { reaction_smarts: ">>[C:1]", smiles_list: ["CC"] });
    expect(noReactants.kind === "domain-error" && noReactants.error.message).toContain("no reactant template");
    const count = await callTool("react", { reaction_smarts: "[C:1]>>[C:1]O", smiles_list: ["CC", "C"] });
    expect(count.kind === "invalid-arguments" && count.message).toContain(
      "1 reactant template(s) but smiles_list has 2",
    );
    const mismatch = await callTool("react", {
      reaction_smarts: "[C:1](=O)[OH].[N;!H0:2]>>[C:1](=O)[N:2]",
      smiles_list: ["CC(=O)O", "CCO"],
    });
    expect(mismatch.kind === "domain-error" && [mismatch.error.code, mismatch.error.details.argument]).toEqual([
      "REACTANT_MISMATCH",
      "smiles_list[1]",
    ]);
    const smiles = await callTool("react", { reaction_smarts: "[C:1]>>[C:1]O", smiles_list: ["C1CC"] });
    expect(smiles.kind === "domain-error" && [smiles.error.code, smiles.error.details.argument]).toEqual([
      "INVALID_SMILES",
      "smiles_list[0]",
    ]);
  });

  test("a map number on several new product atoms is refused before RDKit runs (found by the fuzzer)", async () => {
    // Python RDKit 2022.09's RunReactants stops on an internal check ("missing atom") for these; the WebAssembly build
    // threw an engine exception, answered as an engine failure (now ENGINE_FAILURE) after dropping the instance.
    const resets = rdkitResets();
    for (const reaction_smarts of ["[C1]=[C:2]>>[C:1][C:2][C:1]=[C:2]", "[C:2]>>[C:1][C:1]", "[C:2]>>[C:3]=[C:3]"]) {
      const outcome = await callTool("react", { reaction_smarts, smiles_list: ["CC=CC"] });
      expect(outcome.kind === "domain-error" && [outcome.error.code, outcome.error.message]).toEqual([
        "INVALID_SMARTS",
        expect.stringContaining("on more than one product atom but on no reactant atom"),
      ]);
    }
    expect(rdkitResets()).toBe(resets);
    // A map number repeated in the products and present in a reactant is fine (Python makes CC=CCCC=CC).
    const twice = await payloadOf<{ product_sets: { products: string[] }[] }>("react", {
      reaction_smarts: "[C:2]>>[C:2][C:2]",
      smiles_list: ["CC=CC"],
    });
    expect(twice.product_sets.map((s) => s.products)).toContainEqual(["CC=CCCC=CC"]);
  });

  test(`paths of atoms in a row (issue 27): a product template at most ${MAX_PRODUCT_TEMPLATE_PATH}, template plus reactants at most ${MAX_PRODUCT_PATH}, refused before RDKit one over`, async () => {
    // Measured: [C:1]>>[C:1] plus 600 carbons faulted RDKit's engine on every call (each a worker restart).
    const resets = rdkitResets();
    const chain = (n: number) => `[C:1]>>[C:1]${"C".repeat(n)}`;
    // Methane's one carbon plus the template's chain: a linear alkane of that many carbons, one match.
    const atLimit = await payloadOf<ReactPayload>("react", {
      reaction_smarts: chain(MAX_PRODUCT_TEMPLATE_PATH - 1),
      smiles_list: ["C"],
    });
    expect(atLimit.product_sets.map((set) => set.products)).toEqual([["C".repeat(MAX_PRODUCT_TEMPLATE_PATH)]]);
    const over = await callTool("react", { reaction_smarts: chain(MAX_PRODUCT_TEMPLATE_PATH), smiles_list: ["C"] });
    expect(over.kind === "domain-error" && [over.error.code, over.error.details]).toEqual([
      "INVALID_SMARTS",
      { argument: "reaction_smarts", depth: MAX_PRODUCT_TEMPLATE_PATH + 1, limit: MAX_PRODUCT_TEMPLATE_PATH },
    ]);
    expect(over.kind === "domain-error" && over.error.message).toContain(`at most ${MAX_PRODUCT_TEMPLATE_PATH}`);
    // A 100-atom template path on a linear alkane: either terminal CH3 grows by 99 carbons (two matches, one product).
    const grow = (carbons: number) => ({
      reaction_smarts: `[CH3:1]>>[C:1]${"C".repeat(99)}`,
      smiles_list: ["C".repeat(carbons)],
    });
    const sum = await payloadOf<ReactPayload>("react", grow(MAX_PRODUCT_PATH - 100));
    expect(sum.product_sets.map((set) => [set.products, set.matches])).toEqual([
      [["C".repeat(MAX_PRODUCT_PATH - 1)], 2],
    ]);
    const tooLong = await callTool("react", grow(MAX_PRODUCT_PATH - 99));
    expect(tooLong.kind === "domain-error" && [tooLong.error.code, tooLong.error.details]).toEqual([
      "MOLECULE_TOO_LARGE",
      { argument: "smiles_list", depth: MAX_PRODUCT_PATH + 1, limit: MAX_PRODUCT_PATH },
    ]);
    expect(rdkitResets()).toBe(resets);
  });

  test(`limits: ${MAX_REACTANT_ATOMS} atoms per reactant, ${MAX_REACTANT_TEMPLATES} templates, ${MAX_RAW_PRODUCTS} raw product sets`, async () => {
    // 99 decanes and a decanol, one reactant of 1,000 heavy atoms (short fragments: quick to parse, under the path limit).
    const alcohol = (atoms: number) => `${"CCCCCCCCCC.".repeat((atoms - 10) / 10)}CCCCCCCCCO`;
    const atLimit = await payloadOf<ReactPayload>("react", {
      reaction_smarts: "[OH:1]>>[O:1]C",
      smiles_list: [alcohol(MAX_REACTANT_ATOMS)],
    });
    expect(atLimit.raw_count).toBe(1);
    const over = await callTool("react", {
      reaction_smarts: "[OH:1]>>[O:1]C",
      smiles_list: [`C${alcohol(MAX_REACTANT_ATOMS)}`],
    });
    expect(over.kind === "domain-error" && over.error.code).toBe("MOLECULE_TOO_LARGE");
    const templates = (n: number) =>
      `${Array.from({ length: n }, (_, i) => `[C:${i + 1}]`).join(".")}>>${Array.from({ length: n }, (_, i) => `[C:${i + 1}]`).join("")}`;
    const ten = await payloadOf<ReactPayload>("react", {
      reaction_smarts: templates(MAX_REACTANT_TEMPLATES),
      smiles_list: Array(MAX_REACTANT_TEMPLATES).fill("C"),
    });
    expect(ten.product_sets[0]?.products).toEqual(["C".repeat(MAX_REACTANT_TEMPLATES)]);
    const eleven = await callTool("react", {
      reaction_smarts: templates(MAX_REACTANT_TEMPLATES + 1),
      smiles_list: Array(MAX_REACTANT_TEMPLATES).fill("C"),
    });
    expect(eleven.kind === "domain-error" && eleven.error.code).toBe("INVALID_SMARTS");
    // Two templates combine every match of each: 40 methanes × 25 chlorides = 1,000 raw sets (the limit); × 26 = 1,040.
    // A product keeps only the matched fragment, so each set is one methane and the call stays quick.
    const frags = (unit: string, n: number) => Array(n).fill(unit).join(".");
    const pairs = (chlorides: number) => ({
      reaction_smarts: "[C:1].[Cl]>>[C:1]",
      smiles_list: [frags("C", 40), frags("Cl", chlorides)],
    });
    expect(await payloadOf<ReactPayload>("react", pairs(25))).toMatchObject({
      raw_count: MAX_RAW_PRODUCTS,
      product_sets: [{ products: ["C"], matches: MAX_RAW_PRODUCTS }],
    });
    const many = await callTool("react", pairs(26));
    expect(many.kind === "domain-error" && many.error.code).toBe("MATCH_RESOURCE_LIMIT");
    expect(
      (
        await callTool("react", {
          reaction_smarts: "[C:1]>>[C:1]",
          smiles_list: Array(MAX_REACTANT_TEMPLATES + 1).fill("C"),
        })
      ).kind,
    ).toBe("invalid-arguments");
  });
});
