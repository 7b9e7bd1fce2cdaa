import { beforeAll, describe, expect, test } from "bun:test";
import { Agreement } from "../../harness/agreement.ts";
import { GOLDEN_TEST_TIMEOUT_MS, readJsonl, withinRounding } from "../../harness/golden.ts";
import { callTool, payloadOf, ready } from "../../harness/tools.ts";

interface Similarity {
  similarity: number;
  similarity_percent: number;
}

beforeAll(ready);

describe("tanimoto", () => {
  test(
    "equals Python RDKit's TanimotoSimilarity within rounding on all 600 golden pairs",
    async () => {
      const agreement = new Agreement("tanimoto");
      const pairs = readJsonl<{ smiles1: string; smiles2: string; similarity: number }>("core-tanimoto.jsonl");
      expect(pairs.length).toBe(600);
      for (const pair of pairs) {
        const ours = await payloadOf<Similarity>("tanimoto", { smiles1: pair.smiles1, smiles2: pair.smiles2 });
        // similarity 3 decimals, similarity_percent 2: each within half a unit of its last decimal.
        const agrees =
          withinRounding(ours.similarity, pair.similarity, 3) &&
          withinRounding(ours.similarity_percent, pair.similarity * 100, 2);
        agreement.check(
          `${pair.smiles1} ${pair.smiles2}`,
          agrees,
          `${ours.similarity} (${ours.similarity_percent} %) vs ${pair.similarity}`,
        );
      }
      agreement.expectOnlyKnown(1);
      expect(agreement.compared).toBe(600);
    },
    GOLDEN_TEST_TIMEOUT_MS,
  );

  test("identical molecules are 1; two empty fingerprints are 1", async () => {
    expect(await payloadOf<Similarity>("tanimoto", { smiles1: "CCO", smiles2: "OCC" })).toEqual({
      similarity: 1,
      similarity_percent: 100,
    });
    // Every parseable SMILES sets at least one Morgan bit, so the empty-fingerprint rule is checked on the function itself.
    const { tanimoto } = await import("../../src/chem/fingerprints/fingerprint.ts");
    expect(tanimoto(new Uint8Array(256), new Uint8Array(256))).toBe(1);
  });

  test("errors name the argument", async () => {
    const bad = await callTool("tanimoto", { smiles1: "CCO", smiles2: "C1CC" });
    expect(bad.kind === "domain-error" && bad.error.details.argument).toBe("smiles2");
    expect((await callTool("tanimoto", { smiles1: "CCO" })).kind).toBe("invalid-arguments");
  });
});
