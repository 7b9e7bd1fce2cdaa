import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { runTool } from "../../src/server/tool-runner.ts";
import { Agreement, listedDifferences, readKnownDifferences } from "../../harness/agreement.ts";
import type { KnownDifference } from "../../harness/golden.ts";
import { round } from "../../src/chem/round.ts";
import { MAX_NEIGHBOURS } from "../../src/tools/similarity-search.ts";
import { readJson, readJsonl } from "../../harness/golden.ts";
import { callTool, payloadOf, ready, toolNamed } from "../../harness/tools.ts";

interface GoldenLine {
  set: string;
  query: string;
  query_name: string;
  fingerprint: string;
  metric: "tanimoto" | "dice";
  neighbours: { row: number; id: string; similarity: number; exact: number }[];
}
interface Neighbour {
  id: string;
  row: number;
  smiles: string;
  similarity: number;
}
interface Answer {
  fingerprint: string;
  library: { molecules: number; cached: boolean; errors: { count: number } };
  results: { query: string; neighbours: Neighbour[] }[];
}

/** Golden fingerprint names → the tool's arguments. */
const FINGERPRINT_ARGS: Record<string, Record<string, unknown>> = {
  "morgan-r2-2048": {},
  "morgan-r3-1024": { fingerprint: "morgan", radius: 3, n_bits: 1024 },
  "rdkit-2048": { fingerprint: "rdkit" },
  "atom_pair-2048": { fingerprint: "atom_pair" },
  "torsion-2048": { fingerprint: "torsion" },
  maccs: { fingerprint: "maccs" },
};

/**
 * Here: ECFP4 (Tanimoto and Dice) and atom pairs (the fingerprint with a listed difference). The other fingerprints
 * and the NCI and WEHI sets: lab/validate/library-agreement.ts, validation/reports/library-similarity.md.
 */
const TESTED = new Set(["morgan-r2-2048", "atom_pair-2048"]);

let dataDir: string;
beforeAll(async () => {
  await ready();
  // The CHEMBL set as a --data-dir file, so the ECFP4 groups share one fingerprinting (the cache) and the file path is exercised.
  dataDir = mkdtempSync(join(tmpdir(), "chematic-similarity-"));
  const chembl = readJson<{ smiles: string[]; ids: string[] }>("library-chembl.json");
  writeFileSync(join(dataDir, "chembl.smi"), chembl.smiles.map((smiles, i) => `${smiles} ${chembl.ids[i]}\n`).join(""));
});
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const search = async (args: Record<string, unknown>): Promise<Answer> => {
  const outcome = await runTool(toolNamed("similarity_search"), args, new AbortController().signal, {
    dataDirs: [dataDir],
  });
  if (outcome.kind !== "success") throw new Error(`similarity_search failed: ${JSON.stringify(outcome)}`);
  return outcome.payload as unknown as Answer;
};

describe("similarity_search equals Python RDKit on the CHEMBL set (validation/golden/library-similarity.jsonl)", () => {
  const lines = readJsonl<GoldenLine>("library-similarity.jsonl").filter(
    (line) => line.set === "chembl" && TESTED.has(line.fingerprint),
  );
  const known = listedDifferences(
    readKnownDifferences<KnownDifference & { fingerprint: string; metric: string }>(
      "library-known-differences.jsonl",
    ).filter((k) => k.kind === "atom-pair-iodine"),
    (k) => `${k.set}:${k.id} ${k.fingerprint} ${k.metric}`,
  );
  const groups = new Map<string, GoldenLine[]>();
  for (const line of lines)
    groups.set(`${line.fingerprint} ${line.metric}`, [
      ...(groups.get(`${line.fingerprint} ${line.metric}`) ?? []),
      line,
    ]);

  for (const [label, group] of groups) {
    test(`${label}: ${group.length} queries, the same top 10 (ids, order) and similarities, or a listed difference`, async () => {
      const first = group[0] as GoldenLine;
      const answer = await search({
        query_smiles_list: group.map((line) => line.query),
        file: "chembl.smi",
        metric: first.metric,
        ...FINGERPRINT_ARGS[first.fingerprint],
      });
      expect(answer.fingerprint).toBe(first.fingerprint);
      expect(answer.library.molecules).toBe(readJson<{ ids: string[] }>("library-chembl.json").ids.length);
      // Only this group's listed differences: a listed one that no longer differs fails as stale.
      const listed = Object.fromEntries(
        Object.entries(known).filter(([key]) => key.endsWith(` ${first.fingerprint} ${first.metric}`)),
      );
      const agreement = new Agreement(`similarity ${label}`, listed);
      group.forEach((line, q) => {
        const got = answer.results[q]?.neighbours ?? [];
        // Rows: the golden counts parsed molecules from 0; the tool's rows are 1-based file lines.
        const ours = got.map((n) => [n.id, n.row - 1, n.similarity]);
        // 4 decimals half away from zero (tools.md) of RDKit's exact value (Python's round() is half-even on exact ties).
        const theirs = line.neighbours.map((n) => [n.id, n.row, round(n.exact, 4)]);
        agreement.check(
          `chembl:${line.query_name} ${line.fingerprint} ${line.metric}`,
          Bun.deepEquals(ours, theirs),
          `ours ${JSON.stringify(ours)}, RDKit ${JSON.stringify(theirs)}`,
        );
      });
      agreement.expectOnlyKnown(0.5, group.length);
    });
  }

  test("the second ECFP4 call on the unchanged file is served from the cache", async () => {
    const answer = await search({ query_smiles_list: ["CCO"], file: "chembl.smi" });
    expect(answer.library.cached).toBe(true);
  });
});

describe("similarity_search arguments and errors", () => {
  const small = ["CCO", "c1ccccc1N", "Oc1ccccc1C", "c1ccccc1O"];

  test("threshold drops neighbours below it; top_k bounds the list; ties go to the earlier row", async () => {
    // Phenol against the list: itself 1.0, aniline 0.375, o-cresol 0.3684, ethanol 0.0625 (ECFP4; Python, tool-examples.py).
    const answer = await payloadOf<Answer>("similarity_search", {
      query_smiles_list: ["c1ccccc1O"],
      smiles_list: small,
      threshold: 0.37,
    });
    expect(answer.results[0]?.neighbours.map((n) => n.row)).toEqual([4, 2]);
    const twice = await payloadOf<Answer>("similarity_search", {
      query_smiles_list: ["c1ccccc1O"],
      smiles_list: ["c1ccccc1O", "c1ccccc1O"],
      top_k: 1,
    });
    expect(twice.results[0]?.neighbours.map((n) => n.row)).toEqual([1]);
  });

  test("Dice: 2·common/(|a|+|b|); phenol vs aniline 0.375 Tanimoto is 0.5455 Dice (common 6, 11 + 11 bits)", async () => {
    // ECFP4: phenol and aniline have 11 bits each (tool-examples.py popcount) and Tanimoto 0.375 = 6/16 → common 6 → Dice 12/22.
    const answer = await payloadOf<Answer>("similarity_search", {
      query_smiles_list: ["c1ccccc1O"],
      smiles_list: ["c1ccccc1N"],
      metric: "dice",
    });
    expect(answer.results[0]?.neighbours[0]?.similarity).toBe(0.5455);
  });

  test("a bad library row is reported with its row and id, the rest is searched", async () => {
    const answer = await payloadOf<Answer>("similarity_search", {
      query_smiles_list: ["CCO"],
      smiles_list: ["CCO", { id: "broken", smiles: "c1cccc1" }, ""],
    });
    expect(answer.library.molecules).toBe(1);
    expect(answer.library.errors.count).toBe(2);
    expect(answer.results[0]?.neighbours.map((n) => n.id)).toEqual(["row 1"]);
  });

  test("a bad query is INVALID_SMILES naming query_smiles_list[i]", async () => {
    const outcome = await callTool("similarity_search", { query_smiles_list: ["CCO", "C1CC"], smiles_list: small });
    expect(outcome.kind === "domain-error" && outcome.error.code).toBe("INVALID_SMILES");
    expect(outcome.kind === "domain-error" && outcome.error.message).toContain("query_smiles_list[1]");
  });

  test("no parsable molecule at all: INVALID_SMILES saying so", async () => {
    const outcome = await callTool("similarity_search", { query_smiles_list: ["CCO"], smiles_list: ["C1CC", "xyz"] });
    expect(outcome.kind === "domain-error" && outcome.error.message).toContain("none of the 2 compounds");
  });

  test(`queries × top_k is bounded by ${MAX_NEIGHBOURS}: exactly the bound passes, one query more fails`, async () => {
    const queries = (n: number) => Array.from({ length: n }, () => "CCO");
    expect(
      (await callTool("similarity_search", { query_smiles_list: queries(5), smiles_list: small, top_k: 1_000 })).kind,
    ).toBe("success");
    const over = await callTool("similarity_search", {
      query_smiles_list: queries(6),
      smiles_list: small,
      top_k: 1_000,
    });
    expect(over.kind === "invalid-arguments" && over.message).toContain(`more than ${MAX_NEIGHBOURS} neighbours`);
  });

  test("schema bounds: 100 queries, top_k 1..1000, threshold 0..1, one past each fails", async () => {
    const kind = async (args: Record<string, unknown>) =>
      (await callTool("similarity_search", { query_smiles_list: ["CCO"], smiles_list: small, ...args })).kind;
    expect(await kind({ query_smiles_list: Array.from({ length: 101 }, () => "C") })).toBe("invalid-arguments");
    expect(await kind({ top_k: 0 })).toBe("invalid-arguments");
    expect(await kind({ top_k: 1_001 })).toBe("invalid-arguments");
    expect(await kind({ threshold: 1.01 })).toBe("invalid-arguments");
    expect(await kind({ n_bits: 3000 })).toBe("invalid-arguments");
    expect(await kind({ radius: 5 })).toBe("invalid-arguments");
  });

  test("radius with a non-Morgan fingerprint, or n_bits with MACCS, is an argument error that says why", async () => {
    const radius = await callTool("similarity_search", {
      query_smiles_list: ["CCO"],
      smiles_list: small,
      fingerprint: "rdkit",
      radius: 2,
    });
    expect(radius.kind === "invalid-arguments" && radius.message).toContain(
      "radius applies to the morgan fingerprint only",
    );
    const bits = await callTool("similarity_search", {
      query_smiles_list: ["CCO"],
      smiles_list: small,
      fingerprint: "maccs",
      n_bits: 1024,
    });
    expect(bits.kind === "invalid-arguments" && bits.message).toContain("n_bits does not apply to maccs");
  });

  test("neither smiles_list nor file, or both: argument errors", async () => {
    expect((await callTool("similarity_search", { query_smiles_list: ["CCO"] })).kind).toBe("invalid-arguments");
    expect(
      (await callTool("similarity_search", { query_smiles_list: ["CCO"], smiles_list: small, file: "x.smi" })).kind,
    ).toBe("invalid-arguments");
  });
});
