import { beforeAll, describe, expect, test } from "bun:test";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { runTool } from "../../src/server/tool-runner.ts";
import { callTool, payloadOf, ready, toolNamed } from "../../harness/tools.ts";

interface Answer {
  query: string;
  query_type: string;
  source: string;
  total: number;
  parsed: number;
  match_count: number;
  hits: Array<{ id: string; row: number; smiles: string; atoms?: number[] }>;
  errors: { count: number; first: Array<{ row: number; id?: string; error: string }> };
}

beforeAll(ready);

// Python: HasSubstructMatch(MolFromSmarts("C(=O)[OH]")) — aspirin True, phenol False, acetic acid True;
// GetSubstructMatch on acetic acid CC(=O)O → (1, 2, 3), on aspirin → (10, 11, 12).
const LIST = ["CC(=O)Oc1ccccc1C(=O)O", "c1ccccc1O", { id: "acetic acid", smiles: "CC(=O)O" }];

describe("substructure_search", () => {
  test("SMARTS: the matching molecules in input order, atoms on request", async () => {
    const answer = await payloadOf<Answer>("substructure_search", {
      query: "C(=O)[OH]",
      smiles_list: LIST,
      include_atoms: true,
    });
    expect(answer).toMatchObject({
      query: "C(=O)[OH]",
      query_type: "smarts",
      source: "inline",
      total: 3,
      parsed: 3,
      match_count: 2,
    });
    expect(answer.hits).toEqual([
      { id: "row 1", row: 1, smiles: "CC(=O)Oc1ccccc1C(=O)O", atoms: [10, 11, 12] },
      { id: "acetic acid", row: 3, smiles: "CC(=O)O", atoms: [1, 2, 3] },
    ]);
  });

  test("SMILES query: read as a molecule (aromatic pyridine matches pyridines only)", async () => {
    const answer = await payloadOf<Answer>("substructure_search", {
      query: "c1ccncc1",
      query_type: "smiles",
      smiles_list: ["C1CCNCC1", "Cc1ccncc1", "c1ccccc1"],
    });
    expect(answer.match_count).toBe(1);
    expect(answer.hits.map((hit) => hit.row)).toEqual([2]);
  });

  test("max_hits lists the first ones, match_count counts all; one past its bound (1,000) is refused", async () => {
    const answer = await payloadOf<Answer>("substructure_search", {
      query: "[#6]",
      smiles_list: ["C", "CC", "N", "CCC"],
      max_hits: 1,
    });
    expect(answer.match_count).toBe(3);
    expect(answer.hits.map((hit) => hit.smiles)).toEqual(["C"]);
    expect((await callTool("substructure_search", { query: "C", smiles_list: ["C"], max_hits: 1_001 })).kind).toBe(
      "invalid-arguments",
    );
    expect(
      (
        await payloadOf<Answer>("substructure_search", {
          query: "C",
          smiles_list: Array(1_001).fill("C"),
          max_hits: 1_000,
        })
      ).hits.length,
    ).toBe(1_000);
  });

  test("an answer that would not fit one message keeps fewer hits and says so; the count stays complete", async () => {
    // 1,000 hits of a 450-atom chain: about 450 kB of SMILES, over the 400,000-byte answer budget.
    const chain = "C".repeat(450);
    const answer = await payloadOf<Answer & { truncated?: string }>("substructure_search", {
      query: "C",
      smiles_list: Array(1_000).fill(chain),
      max_hits: 1_000,
    });
    expect(answer.match_count).toBe(1_000);
    expect(answer.hits.length).toBe(500);
    expect(answer.truncated).toMatch(/exceed 400000 bytes: hits to 500 items were kept/);
    const small = await payloadOf<Answer & { truncated?: string }>("substructure_search", {
      query: "C",
      smiles_list: ["CC"],
    });
    expect(small.truncated).toBeUndefined();
  });

  test("bad rows are errors of their own; a bad query fails the call", async () => {
    const answer = await payloadOf<Answer>("substructure_search", { query: "O", smiles_list: ["CCO", "C1CC", "O=O"] });
    expect(answer).toMatchObject({ total: 3, parsed: 2, match_count: 2 });
    expect(answer.errors.count).toBe(1);
    expect(answer.errors.first[0]).toMatchObject({ row: 2, id: "row 2" });
    const badSmarts = await callTool("substructure_search", { query: "[C", smiles_list: ["C"] });
    expect(badSmarts.kind === "domain-error" && badSmarts.error.code).toBe("INVALID_SMARTS");
    const badSmiles = await callTool("substructure_search", {
      query: "C1CC",
      query_type: "smiles",
      smiles_list: ["C"],
    });
    expect(badSmiles.kind === "domain-error" && badSmiles.error.code).toBe("INVALID_SMILES");
    // The SMARTS nesting guard of smarts_match applies here too.
    const deep = await callTool("substructure_search", {
      query: `${"[$(".repeat(40)}C${")]".repeat(40)}`,
      smiles_list: ["C"],
    });
    expect(deep.kind === "domain-error" && deep.error.code).toBe("INVALID_SMARTS");
    expect((await callTool("substructure_search", { query: "C" })).kind).toBe("invalid-arguments");
  });

  test("a gzipped SDF in the data dir", async () => {
    const dir = mkdtempSync(join(tmpdir(), "chematic-search-"));
    try {
      const record = (title: string, element: string) =>
        `${title}\n     RDKit          2D\n\n  2  1  0  0  0  0  0  0  0  0999 V2000\n    0.0000    0.0000    0.0000 C   0  0  0  0  0  0  0  0  0  0  0  0\n    1.0000    0.0000    0.0000 ${element.padEnd(3)} 0  0  0  0  0  0  0  0  0  0  0  0\n  1  2  1  0\nM  END\n$$$$\n`;
      writeFileSync(join(dir, "set.sdf.gz"), gzipSync(record("methanol", "O") + record("methylamine", "N")));
      const outcome = await runTool(
        toolNamed("substructure_search"),
        { query: "[NX3]", file: "set.sdf.gz" },
        new AbortController().signal,
        { dataDirs: [dir] },
      );
      if (outcome.kind !== "success") throw new Error(`expected success, got ${outcome.kind}`);
      const answer = outcome.payload as unknown as Answer;
      expect(answer.match_count).toBe(1);
      expect(answer.hits).toEqual([{ id: "methylamine", row: 2, smiles: "CN" }]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
