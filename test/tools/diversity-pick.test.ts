import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { runTool } from "../../src/server/tool-runner.ts";
import { MAX_PICKS } from "../../src/tools/diversity-pick.ts";
import { readJson } from "../../harness/golden.ts";
import { callTool, payloadOf, ready, toolNamed } from "../../harness/tools.ts";

interface Answer {
  seed: number | null;
  metric: string;
  picks: { id: string; row: number; smiles: string }[];
}
interface Golden {
  smiles: string[];
  ids: string[];
  runs: { count: number; seed: number; first_picks: number[]; metric: "tanimoto" | "dice"; picks: number[] }[];
}

const golden = readJson<Golden>("library-maxmin.json");
let dataDir: string;
beforeAll(async () => {
  await ready();
  // The golden's molecules as a --data-dir file: both runs share one fingerprinting through the cache.
  dataDir = mkdtempSync(join(tmpdir(), "chematic-maxmin-"));
  writeFileSync(join(dataDir, "nci.smi"), golden.smiles.map((smiles, i) => `${smiles} ${golden.ids[i]}\n`).join(""));
});
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe("diversity_pick equals MaxMinPicker.LazyBitVectorPick (validation/golden/library-maxmin.json)", () => {
  // One run per kind of start (seed, first picks); every run is checked on the algorithm in test/chem/library/maxmin.test.ts.
  for (const run of [golden.runs[2], golden.runs[4]]) {
    if (!run) continue;
    const label =
      run.first_picks.length > 0
        ? `first_picks ${run.first_picks.map((i) => golden.ids[i]).join(", ")}`
        : `seed ${run.seed}`;
    test(`${run.count} of ${golden.smiles.length} NCI molecules, ${label}: RDKit's picks, in order`, async () => {
      const outcome = await runTool(
        toolNamed("diversity_pick"),
        {
          file: "nci.smi",
          count: run.count,
          seed: run.seed,
          ...(run.first_picks.length > 0 ? { first_picks: run.first_picks.map((i) => golden.ids[i] as string) } : {}),
        },
        new AbortController().signal,
        { dataDirs: [dataDir] },
      );
      if (outcome.kind !== "success") throw new Error(JSON.stringify(outcome));
      const answer = outcome.payload as unknown as Answer;
      expect(answer.picks.map((p) => p.id)).toEqual(run.picks.map((i) => golden.ids[i] as string));
      expect(answer.seed).toBe(run.first_picks.length > 0 ? null : run.seed);
    });
  }
});

describe("diversity_pick arguments and errors", () => {
  const five = ["c1ccccc1O", "Cc1ccccc1O", "CCCCCCO", "CCCCCCCO", "c1ccncc1"];

  test("the default seed is 42: the same picks as seed 42", async () => {
    const byDefault = await payloadOf<Answer>("diversity_pick", { smiles_list: five, count: 3 });
    // Python: LazyBitVectorPick(..., 5, 3, seed=42) → [1, 2, 4] (validation/generators/tool-examples.py).
    expect(byDefault.picks.map((p) => p.row)).toEqual([2, 3, 5]);
    expect(byDefault.seed).toBe(42);
  });

  test("count equal to the library size picks everything; one more is an argument error naming the size", async () => {
    expect((await payloadOf<Answer>("diversity_pick", { smiles_list: five, count: 5 })).picks).toHaveLength(5);
    const over = await callTool("diversity_pick", { smiles_list: five, count: 6 });
    expect(over.kind === "invalid-arguments" && over.message).toContain("more than the 5 molecules");
  });

  test(`count is 1..${MAX_PICKS} by schema`, async () => {
    expect((await callTool("diversity_pick", { smiles_list: five, count: 0 })).kind).toBe("invalid-arguments");
    expect((await callTool("diversity_pick", { smiles_list: five, count: MAX_PICKS + 1 })).kind).toBe(
      "invalid-arguments",
    );
  });

  test("first_picks: unknown ids, repeated ids, or more ids than count are argument errors", async () => {
    const unknown = await callTool("diversity_pick", { smiles_list: five, count: 3, first_picks: ["nope"] });
    expect(unknown.kind === "invalid-arguments" && unknown.message).toContain('"nope"');
    const twice = await callTool("diversity_pick", { smiles_list: five, count: 3, first_picks: ["row 1", "row 1"] });
    expect(twice.kind === "invalid-arguments" && twice.message).toContain("twice");
    const many = await callTool("diversity_pick", { smiles_list: five, count: 1, first_picks: ["row 1", "row 2"] });
    expect(many.kind === "invalid-arguments" && many.message).toContain("more than count 1");
  });

  test("first_picks start the list in the order given; the seed is then not used (null)", async () => {
    const answer = await payloadOf<Answer>("diversity_pick", {
      smiles_list: five,
      count: 3,
      first_picks: ["row 5", "row 1"],
    });
    expect(answer.picks.slice(0, 2).map((p) => p.id)).toEqual(["row 5", "row 1"]);
    expect(answer.seed).toBeNull();
  });

  test("bad rows are reported; picking goes on over the rest", async () => {
    const answer = await payloadOf<Answer & { library: { errors: { count: number } } }>("diversity_pick", {
      smiles_list: ["CCO", "C1CC", "c1ccccc1"],
      count: 2,
    });
    expect(answer.library.errors.count).toBe(1);
    expect(answer.picks).toHaveLength(2);
  });
});

describe("diversity_pick answers fit one message", () => {
  test("600 picks with 1,000-character ids (some 620 kB) are cut to the answer budget and say so", async () => {
    // Any 600 molecules do (40 distinct alcohols here, MaxMin still picks all 600): the ids make the size.
    const smiles = Array.from({ length: 600 }, (_, i) => ({
      id: `${String(i).padStart(4, "0")}${"x".repeat(996)}`,
      smiles: `C${"C".repeat(i % 40)}O`,
    }));
    const answer = await payloadOf<{ picks: unknown[]; truncated?: string }>("diversity_pick", {
      smiles_list: smiles,
      count: 600,
    });
    expect(Buffer.byteLength(JSON.stringify(answer))).toBeLessThanOrEqual(400_000);
    expect(answer.picks.length).toBeLessThan(600);
    expect(answer.truncated).toMatch(/picks to \d+ items were kept/);
  });
});
