import { beforeAll, describe, expect, test } from "bun:test";
import { Agreement } from "../../harness/agreement.ts";
import { GOLDEN_TEST_TIMEOUT_MS, readJsonl } from "../../harness/golden.ts";
import { callTool, payloadOf, ready } from "../../harness/tools.ts";

interface Match {
  matches: boolean;
  match_count: number;
  atom_maps: number[][];
}

beforeAll(ready);

describe("smarts_match", () => {
  test(
    "matches equal Python RDKit's GetSubstructMatches(uniquify=True) on all 4,050 golden pairs",
    async () => {
      const agreement = new Agreement("smarts_match");
      const rows = readJsonl<{ smarts: string; smiles: string; atom_maps: number[][] }>("core-smarts.jsonl");
      // 27 SMARTS × the first 150 valid golden molecules; 1,240 of the pairs match.
      expect({ rows: rows.length, matching: rows.filter((row) => row.atom_maps.length > 0).length }).toEqual({
        rows: 4_050,
        matching: 1_240,
      });
      for (const row of rows) {
        const ours = await payloadOf<Match>("smarts_match", { smarts: row.smarts, smiles: row.smiles });
        const same =
          JSON.stringify(ours.atom_maps) === JSON.stringify(row.atom_maps) &&
          ours.match_count === row.atom_maps.length &&
          ours.matches === row.atom_maps.length > 0;
        agreement.check(`${row.smarts} ${row.smiles}`, same, `${ours.match_count} vs ${row.atom_maps.length}`);
      }
      agreement.expectOnlyKnown(1);
      expect(agreement.compared).toBe(4_050);
    },
    GOLDEN_TEST_TIMEOUT_MS,
  );

  test("a carboxylic acid in acetic acid", async () => {
    expect(await payloadOf<Match>("smarts_match", { smarts: "C(=O)[OH]", smiles: "CC(=O)O" })).toEqual({
      matches: true,
      match_count: 1,
      atom_maps: [[1, 2, 3]],
    });
    expect(await payloadOf<Match>("smarts_match", { smarts: "[#7]", smiles: "CCO" })).toEqual({
      matches: false,
      match_count: 0,
      atom_maps: [],
    });
  });

  test("more than 10,000 matches is MATCH_RESOURCE_LIMIT; exactly at the limit is fine", async () => {
    // 10,000 methane molecules: exactly 10,000 single-atom matches of [#6].
    const atLimit = await callTool("smarts_match", { smarts: "[#6]", smiles: Array(10_000).fill("C").join(".") });
    expect(atLimit.kind === "success" && atLimit.payload.match_count).toBe(10_000);
    // Two atoms in separate query components: C(200,2) = 19,900 unique atom pairs.
    const tooMany = await callTool("smarts_match", { smarts: "[#6].[#6]", smiles: "C".repeat(200) });
    expect(tooMany.kind === "domain-error" && tooMany.error.code).toBe("MATCH_RESOURCE_LIMIT");
  });

  test("errors", async () => {
    const badSmarts = await callTool("smarts_match", { smarts: "[C", smiles: "CCO" });
    expect(badSmarts.kind === "domain-error" && badSmarts.error.code).toBe("INVALID_SMARTS");
    const badSmiles = await callTool("smarts_match", { smarts: "C", smiles: "C1CC" });
    expect(badSmiles.kind === "domain-error" && badSmiles.error.code).toBe("INVALID_SMILES");
    const tooLarge = await callTool("smarts_match", { smarts: "C", smiles: Array(10_001).fill("C").join(".") });
    expect(tooLarge.kind === "domain-error" && tooLarge.error.code).toBe("MOLECULE_TOO_LARGE");
    expect((await callTool("smarts_match", { smiles: "CCO" })).kind).toBe("invalid-arguments");
  });
});
