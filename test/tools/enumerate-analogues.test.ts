/**
 * enumerate_analogues: products, duplicates, errors and limits. Expected products are written by hand from the
 * chemistry (the core with each substituent in place) and compared as canonical SMILES (canonical_smiles reads the
 * hand-written SMILES); the first example's strings are Python RDKit's (tool-examples.py).
 */
import { beforeAll, describe, expect, test } from "bun:test";
import { callTool, payloadOf, ready } from "../../harness/tools.ts";
import type { ToolOutcome } from "../../src/server/tool-runner.ts";
import { MAX_ANALOGUES } from "../../src/tools/enumerate-analogues.ts";

interface Answer {
  core: string;
  positions: string[];
  combinations: number;
  product_count: number;
  duplicates: number;
  passed_all: number;
  products: Array<{ smiles: string; r_groups: Record<string, string>; values?: Record<string, unknown> }>;
  errors: { count: number; first: Array<{ error: string; position?: string; index?: number; r_groups?: unknown }> };
}

const codeOf = (outcome: ToolOutcome): string => (outcome.kind === "domain-error" ? outcome.error.code : outcome.kind);
const messageOf = (outcome: ToolOutcome): string =>
  outcome.kind === "domain-error" ? outcome.error.message : outcome.kind === "invalid-arguments" ? outcome.message : "";

async function canonical(smiles: string): Promise<string> {
  return (await payloadOf<{ canonical: string }>("canonical_smiles", { smiles })).canonical;
}

beforeAll(ready);

describe("enumerate_analogues", () => {
  test("two positions: every combination, the symmetric duplicate counted once", async () => {
    const answer = await payloadOf<Answer>("enumerate_analogues", {
      core: "[*:1]c1ccc([*:2])cc1",
      r_groups: { R1: ["Cl[*:1]", "O[*:1]"], R2: ["[*:2]Cl", "[*:2]OC"] },
    });
    expect([answer.positions, answer.combinations, answer.product_count, answer.duplicates]).toEqual([
      ["R1", "R2"],
      4,
      4,
      0,
    ]);
    // 1,4-dichlorobenzene, 4-chloroanisole, 4-chlorophenol, 4-methoxyphenol (R2 varies fastest).
    const expected = await Promise.all(
      ["Clc1ccc(Cl)cc1", "COc1ccc(Cl)cc1", "Oc1ccc(Cl)cc1", "COc1ccc(O)cc1"].map(canonical),
    );
    expect(answer.products.map((p) => p.smiles)).toEqual(expected);
    expect(answer.products[1]?.r_groups).toEqual({ R1: "Cl[*:1]", R2: "CO[*:2]" });
    const symmetric = await payloadOf<Answer>("enumerate_analogues", {
      core: "[*:1]c1ccc([*:2])cc1",
      r_groups: { R1: ["Cl[*:1]", "O[*:1]"], R2: ["Cl[*:2]", "O[*:2]"] },
    });
    // Cl/OH and OH/Cl are both 4-chlorophenol.
    expect([symmetric.combinations, symmetric.product_count, symmetric.duplicates]).toEqual([4, 3, 1]);
  });

  test("fields and filters are screen_library's", async () => {
    const answer = await payloadOf<Answer>("enumerate_analogues", {
      core: "[*:1]c1ccccc1",
      r_groups: { R1: ["[H][*:1]", "O[*:1]", "CCCCCCCCCCCC[*:1]"] },
      fields: ["mw", "lipinski_pass"],
      filters: { logp: { max: 5 } },
    });
    // Dodecylbenzene's logP is far over 5 (twelve CH2/CH3 at about 0.5 each, plus benzene's ~1.7).
    expect(answer.products.map((p) => p.smiles)).toEqual(await Promise.all(["c1ccccc1", "Oc1ccccc1"].map(canonical)));
    expect([answer.product_count, answer.passed_all]).toEqual([3, 2]);
    const screened = await payloadOf<{ rows: Array<{ values: Record<string, unknown> }> }>("screen_library", {
      smiles_list: answer.products.map((p) => p.smiles),
      fields: ["mw", "lipinski_pass"],
    });
    expect(answer.products.map((p) => p.values)).toEqual(screened.rows.map((row) => row.values));
    for (const bad of [{ fields: ["weight"] }, { filters: { weight: { max: 1 } } }, { filters: { lipinski: "yes" } }]) {
      const outcome = await callTool("enumerate_analogues", { core: "[*:1]C", r_groups: { R1: ["O[*:1]"] }, ...bad });
      expect({ bad, code: codeOf(outcome) }).toEqual({ bad, code: "invalid-arguments" });
    }
  });

  test("an R-group that cannot be used is an error entry; the others are joined", async () => {
    const answer = await payloadOf<Answer>("enumerate_analogues", {
      core: "[*:1]c1ccccc1",
      r_groups: { R1: ["O[*:1]", "Cl", "C(", "[*:1]C[*:1]", "Br[*:2]", "[*]F"] },
    });
    expect(answer.products.map((p) => p.smiles)).toEqual([await canonical("Oc1ccccc1")]);
    expect(answer.errors.first.map((e) => [e.position, e.index])).toEqual([
      ["R1", 1],
      ["R1", 2],
      ["R1", 3],
      ["R1", 4],
      ["R1", 5],
    ]);
    expect(answer.errors.first[0]?.error).toContain("exactly one attachment point, [*:1]");
    expect(answer.errors.first[1]?.error).toContain("Invalid SMILES");
    expect(answer.errors.first[2]?.error).toContain("appears twice");
    expect(answer.errors.first[4]?.error).toContain("without a number");
  });

  test("an R-group whose bond to its point differs from the core's is an error entry (the product would break a valence)", async () => {
    // tert-butyl's central carbon has four bonds once joined; a double bond to it would make five.
    const answer = await payloadOf<Answer>("enumerate_analogues", {
      core: "[*:1]C(C)(C)C",
      r_groups: { R1: ["[*:1]=C", "[*:1]C"] },
    });
    expect(answer.products.map((p) => p.smiles)).toEqual([await canonical("CC(C)(C)C")]);
    expect(answer.errors.first).toEqual([
      {
        position: "R1",
        index: 0,
        error: '"[*:1]=C": its bond to [*:1] is double and the core\'s is single: they must be the same bond',
      },
    ]);
    // The same bond on both sides joins: an exocyclic double bond (methylenecyclohexane).
    const ene = await payloadOf<Answer>("enumerate_analogues", {
      core: "[*:1]=C1CCCCC1",
      r_groups: { R1: ["C=[*:1]"] },
    });
    expect(ene.products.map((p) => p.smiles)).toEqual([await canonical("C=C1CCCCC1")]);
  });

  test("the core's points and the positions must agree; a core without points; a position with no usable group", async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ core: "[*:1]c1ccc([*:2])cc1", r_groups: { R1: ["Cl[*:1]"] } }, "missing R2"],
      [{ core: "[*:1]c1ccccc1", r_groups: { R1: ["Cl[*:1]"], R3: ["Cl[*:3]"] } }, "no point for R3"],
      [{ core: "c1ccccc1", r_groups: { R1: ["Cl[*:1]"] } }, "no attachment point"],
      [{ core: "*c1ccccc1", r_groups: { R1: ["Cl[*:1]"] } }, "without a number"],
      [{ core: "[*:1]c1ccccc1", r_groups: { R1: ["Cl"] } }, "no usable R-group"],
    ];
    for (const [args, message] of cases) {
      const outcome = await callTool("enumerate_analogues", args);
      expect({ args, code: codeOf(outcome) }).toEqual({ args, code: "invalid-arguments" });
      expect(messageOf(outcome)).toContain(message);
    }
    expect(codeOf(await callTool("enumerate_analogues", { core: "c1cc(", r_groups: { R1: ["C[*:1]"] } }))).toBe(
      "INVALID_SMILES",
    );
  });

  test(`${MAX_ANALOGUES} combinations are made; ${MAX_ANALOGUES + 1} are LIBRARY_TOO_LARGE`, async () => {
    const chains = (n: number, point: number): string[] =>
      Array.from({ length: n }, (_, i) => `${"C".repeat(i + 1)}[*:${point}]`);
    const atLimit = await payloadOf<Answer>("enumerate_analogues", {
      core: "[*:1]OC(=O)[*:2]",
      r_groups: { R1: chains(40, 1), R2: chains(50, 2) },
    });
    // Esters R2-C(=O)-O-R1: alkyl chains of different lengths on the two sides are all distinct.
    expect([atLimit.combinations, atLimit.product_count, atLimit.duplicates]).toEqual([
      MAX_ANALOGUES,
      MAX_ANALOGUES,
      0,
    ]);
    const refused = await callTool("enumerate_analogues", {
      core: "[*:1]OC(=O)C([*:2])[*:3]",
      r_groups: { R1: chains(23, 1), R2: chains(29, 2), R3: chains(3, 3) },
    });
    // 23 × 29 × 3 = 2,001.
    expect(codeOf(refused)).toBe("LIBRARY_TOO_LARGE");
    expect(refused.kind === "domain-error" && refused.error.details).toEqual({
      combinations: MAX_ANALOGUES + 1,
      limit: MAX_ANALOGUES,
    });
  });
});
