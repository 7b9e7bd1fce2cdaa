import { beforeAll, describe, expect, test } from "bun:test";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { runTool } from "../../src/server/tool-runner.ts";
import { callTool, payloadOf, ready, toolNamed } from "../../harness/tools.ts";

interface Group {
  scaffold?: string;
  generic: string | null;
  count: number;
  member_ids: string[];
  scaffold_count?: number;
}
interface Answer {
  source: string;
  total: number;
  parsed: number;
  scaffold_count: number;
  acyclic: number;
  generic_count: number;
  scaffolds: Group[];
  generics: Group[];
  errors: { count: number; first: Array<{ row: number; id?: string; error: string }> };
}

beforeAll(ready);

describe("scaffold_analysis", () => {
  test("groups by scaffold and framework, largest first, ids in input order", async () => {
    // Scaffolds (Python MurckoScaffoldSmiles): toluene, phenol, benzoic acid → c1ccccc1; cyclohexanol → C1CCCCC1
    // (generic C1CCCCC1 as for benzene); pentane is acyclic ("").
    const answer = await payloadOf<Answer>("scaffold_analysis", {
      smiles_list: ["Cc1ccccc1", { id: "cyclohexanol", smiles: "OC1CCCCC1" }, "Oc1ccccc1", "CCCCC", "OC(=O)c1ccccc1"],
    });
    expect(answer).toMatchObject({
      source: "inline",
      total: 5,
      parsed: 5,
      scaffold_count: 3,
      acyclic: 1,
      generic_count: 2,
    });
    expect(answer.scaffolds).toEqual([
      { scaffold: "c1ccccc1", generic: "C1CCCCC1", count: 3, member_ids: ["row 1", "row 3", "row 5"] },
      { scaffold: "C1CCCCC1", generic: "C1CCCCC1", count: 1, member_ids: ["cyclohexanol"] },
      { scaffold: "", generic: "", count: 1, member_ids: ["row 4"] },
    ]);
    expect(answer.generics).toEqual([
      { generic: "C1CCCCC1", scaffold_count: 2, count: 4, member_ids: ["row 1", "cyclohexanol", "row 3", "row 5"] },
      { generic: "", scaffold_count: 1, count: 1, member_ids: ["row 4"] },
    ]);
  });

  test("one SMILES string: that molecule's scaffold; a bad one is INVALID_SMILES", async () => {
    // Python: MurckoScaffoldSmiles("Cn1ccnc1") == "c1c[nH]cn1" (the aromatic N that lost its methyl gets its H).
    const answer = await payloadOf<Answer>("scaffold_analysis", { smiles: "Cn1ccnc1" });
    expect(answer.scaffolds).toEqual([{ scaffold: "c1c[nH]cn1", generic: "C1CCCC1", count: 1, member_ids: ["row 1"] }]);
    const bad = await callTool("scaffold_analysis", { smiles: "C1CC" });
    expect(bad.kind === "domain-error" && bad.error.code).toBe("INVALID_SMILES");
  });

  test("bad rows are counted in errors and the rest answered", async () => {
    const answer = await payloadOf<Answer>("scaffold_analysis", { smiles_list: ["c1ccccc1", "C1CC", ""] });
    expect(answer).toMatchObject({ total: 3, parsed: 1, scaffold_count: 1 });
    expect(answer.errors.count).toBe(2);
    expect(answer.errors.first.map((error) => error.row)).toEqual([2, 3]);
  });

  // The bounds are written out (1,000 each), so a changed constant fails here.
  test("top_n and members_shown cut the lists; one past their bounds (1,000) is refused", async () => {
    const answer = await payloadOf<Answer>("scaffold_analysis", {
      smiles_list: ["c1ccccc1C", "c1ccccc1O", "C1CCCCC1O", "C1CCC1"],
      top_n: 1,
      members_shown: 1,
    });
    expect(answer.scaffolds).toEqual([{ scaffold: "c1ccccc1", generic: "C1CCCCC1", count: 2, member_ids: ["row 1"] }]);
    expect(answer.scaffold_count).toBe(3);
    expect((await callTool("scaffold_analysis", { smiles_list: ["C"], top_n: 1_001 })).kind).toBe("invalid-arguments");
    expect((await callTool("scaffold_analysis", { smiles_list: ["C"], members_shown: 1_001 })).kind).toBe(
      "invalid-arguments",
    );
    expect((await callTool("scaffold_analysis", { smiles_list: ["C"], top_n: 0 })).kind).toBe("invalid-arguments");
  });

  test("neither or both inputs are invalid arguments; a file needs --data-dir", async () => {
    expect((await callTool("scaffold_analysis", {})).kind).toBe("invalid-arguments");
    expect((await callTool("scaffold_analysis", { smiles: "C", file: "x.smi" })).kind).toBe("invalid-arguments");
    const noDir = await callTool("scaffold_analysis", { file: "x.smi" });
    expect(noDir.kind === "invalid-arguments" && noDir.message).toMatch(/--data-dir/);
  });

  test("a .smi file in the data dir", async () => {
    const dir = mkdtempSync(join(tmpdir(), "chematic-scaffold-"));
    try {
      writeFileSync(join(dir, "set.smi"), "c1ccccc1C tol\nc1ccccc1O phenol\nC1CCNCC1 piperidine\n");
      const outcome = await runTool(toolNamed("scaffold_analysis"), { file: "set.smi" }, new AbortController().signal, {
        dataDirs: [dir],
      });
      if (outcome.kind !== "success") throw new Error(`expected success, got ${outcome.kind}`);
      const answer = outcome.payload as unknown as Answer;
      expect(answer.source).toBe(join(dir, "set.smi"));
      expect(answer.scaffolds.map((group) => [group.scaffold, group.member_ids])).toEqual([
        ["c1ccccc1", ["tol", "phenol"]],
        ["C1CCNCC1", ["piperidine"]],
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
