/**
 * rgroup_decompose: the answer's shape and its property columns on Python RDKit's decomposition of CHEMBL2321810
 * (validation/golden/rgroup.jsonl; the agreement over every molecule of four series is
 * test/chem/series/rgroup-agreement.test.ts), the Murcko-scaffold core, and every error path and limit.
 */
import { beforeAll, describe, expect, test } from "bun:test";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { GOLDEN_TEST_TIMEOUT_MS, readJsonl } from "../../harness/golden.ts";
import { callTool, payloadOf, ready, toolNamed } from "../../harness/tools.ts";
import { rdkitResets } from "../../src/chem/rdkit.ts";
import { runTool, type ToolOutcome } from "../../src/server/tool-runner.ts";
import type { RGroupSeries } from "../../harness/golden-rows.ts";

interface Answer {
  source: string;
  total: number;
  parsed: number;
  failed_to_parse: number;
  core: string;
  core_source: string;
  core_members: number | null;
  matched: number;
  positions: string[];
  property_columns: string[];
  rows: Array<{
    id: string;
    row: number;
    core: string;
    r_groups: Record<string, string>;
    properties?: Record<string, number | null>;
  }>;
  unmatched_count: number;
  unmatched: Array<{ id: string; row: number }>;
  summary: Array<{
    position: string;
    distinct: number;
    groups: Array<{ smiles: string; count: number; mean?: Record<string, number | null> }>;
  }>;
  property_errors: { count: number; first: Array<{ row: number; id?: string; error: string }> };
  errors: { count: number; first: Array<{ row: number; id?: string; error: string }> };
}

const series = readJsonl<RGroupSeries | { meta: unknown }>("rgroup.jsonl").filter(
  (line): line is RGroupSeries => "series" in line,
);
const named = (name: string): RGroupSeries => series.find((s) => s.series === name) as RGroupSeries;

function codeOf(outcome: ToolOutcome): string {
  return outcome.kind === "domain-error" ? outcome.error.code : outcome.kind;
}
function messageOf(outcome: ToolOutcome): string {
  return outcome.kind === "domain-error"
    ? outcome.error.message
    : outcome.kind === "invalid-arguments"
      ? outcome.message
      : "";
}

/** Runs the tool with `files` written into a fresh data dir. */
async function withFiles(files: Record<string, string>, args: Record<string, unknown>): Promise<ToolOutcome> {
  const dir = mkdtempSync(join(tmpdir(), "chematic-rgroup-"));
  try {
    for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
    return await runTool(toolNamed("rgroup_decompose"), args, new AbortController().signal, { dataDirs: [dir] });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

beforeAll(ready);

describe("rgroup_decompose", () => {
  test(
    "CHEMBL2321810 from a CSV file with its pIC50 column: rows, properties and the per-position summary",
    async () => {
      const chembl = named("chembl2321810");
      const csv = ["smiles,id,pIC50", ...chembl.molecules.map((m) => `${m.smiles},${m.id},${m.property ?? ""}`)];
      const outcome = await withFiles(
        { "series.csv": `${csv.join("\n")}\n` },
        { file: "series.csv", core: chembl.core, property_columns: ["pIC50"] },
      );
      if (outcome.kind !== "success") throw new Error(messageOf(outcome));
      const answer = outcome.payload as unknown as Answer;
      expect([answer.total, answer.parsed, answer.matched, answer.unmatched_count]).toEqual([
        chembl.molecules.length,
        chembl.molecules.length,
        chembl.rows.length,
        chembl.unmatched.length,
      ]);
      expect(answer.rows.map(({ id, core, r_groups }) => ({ id, core, r_groups }))).toEqual(chembl.rows);
      expect(answer.unmatched.map((m) => m.id)).toEqual(chembl.unmatched);
      // Each row carries its own molecule's pIC50 (the CSV's line, header included, is its row).
      const activity = new Map(chembl.molecules.map((m, i) => [m.id, { value: m.property, line: i + 2 }]));
      for (const row of answer.rows) {
        expect(row.properties).toEqual({ pIC50: activity.get(row.id)?.value ?? null });
        expect(row.row).toBe(activity.get(row.id)?.line as number);
      }
      expect(answer.property_columns).toEqual(["pIC50"]);
      expect(answer.property_errors.count).toBe(0);
      // The summary from Python's rows: per position the distinct groups, the most frequent's count and mean pIC50.
      const positions = [...new Set(chembl.rows.flatMap((row) => Object.keys(row.r_groups)))].sort(
        (a, b) => Number(a.slice(1)) - Number(b.slice(1)),
      );
      expect(answer.positions).toEqual(positions);
      for (const position of positions) {
        const byGroup = new Map<string, number[]>();
        for (const row of chembl.rows) {
          const group = row.r_groups[position] as string;
          byGroup.set(group, [...(byGroup.get(group) ?? []), activity.get(row.id)?.value as number]);
        }
        const top = [...byGroup].sort((a, b) => b[1].length - a[1].length || (a[0] < b[0] ? -1 : 1))[0]!;
        const mean = top[1].reduce((sum, v) => sum + v, 0) / top[1].length;
        const summary = answer.summary.find((s) => s.position === position)!;
        expect(summary.distinct).toBe(byGroup.size);
        expect(summary.groups[0]?.smiles).toBe(top[0]);
        expect(summary.groups[0]?.count).toBe(top[1].length);
        expect(summary.groups[0]?.mean?.pIC50).toBeCloseTo(mean, 3);
      }
    },
    GOLDEN_TEST_TIMEOUT_MS,
  );

  test("no core: the series' most shared Murcko scaffold, said so, with its member count", async () => {
    const quinolines = named("nci_quinoline");
    const answer = await payloadOf<Answer>("rgroup_decompose", {
      smiles_list: [...quinolines.molecules.slice(0, 10).map(({ id, smiles }) => ({ id, smiles })), "c1ccccc1O"],
    });
    expect([answer.core, answer.core_source, answer.core_members]).toEqual(["c1ccc2ncccc2c1", "murcko_scaffold", 10]);
    expect(answer.rows.map(({ id, core, r_groups }) => ({ id, core, r_groups }))).toEqual(quinolines.rows.slice(0, 10));
    // Phenol does not contain quinoline.
    expect(answer.unmatched).toEqual([{ id: "row 11", row: 11 }]);
  });

  test("only_match_at_rgroups is RDKit's onlyMatchAtRGroups (Python's answers with and without it)", async () => {
    const cases = readJsonl<{
      case?: string;
      only_match_at_rgroups: boolean;
      core: string;
      smiles: string[];
      rows: Array<{ core: string; r_groups: Record<string, string> }>;
      unmatched: number[];
    }>("rgroup.jsonl").filter((line) => line.case === "only_match_at_rgroups");
    expect(cases).toHaveLength(2);
    for (const golden of cases) {
      const answer = await payloadOf<Answer>("rgroup_decompose", {
        smiles_list: golden.smiles,
        core: golden.core,
        only_match_at_rgroups: golden.only_match_at_rgroups,
      });
      expect(answer.rows.map(({ core, r_groups }) => ({ core, r_groups }))).toEqual(golden.rows);
      expect(answer.unmatched.map((m) => m.row - 1)).toEqual(golden.unmatched);
    }
  });

  test("only_match_at_rgroups with a core that has no label is refused before RDKit (Python RDKit raises on it)", async () => {
    const cases = readJsonl<{ case?: string; core: string; core_type: "smiles" | "smarts"; raises: boolean }>(
      "rgroup.jsonl",
    ).filter((line) => line.case === "only_match_unlabelled_core");
    expect(cases.filter((c) => c.raises)).toHaveLength(3);
    expect(cases.filter((c) => !c.raises)).toHaveLength(3);
    const resetsBefore = rdkitResets();
    for (const golden of cases) {
      const outcome = await callTool("rgroup_decompose", {
        smiles_list: ["Oc1ccccc1", "c1ccc2[nH]ccc2c1", "Cc1ccncc1"],
        core: golden.core,
        core_type: golden.core_type,
        only_match_at_rgroups: true,
      });
      const refused = outcome.kind === "invalid-arguments" && outcome.message.includes("only_match_at_rgroups needs");
      expect({ core: golden.core, refused }).toEqual({ core: golden.core, refused: golden.raises });
    }
    // No core given: the Murcko scaffold has no label either (the fuzz run's case, which cost the engine before).
    const noCore = await callTool("rgroup_decompose", {
      smiles_list: ["c1ccc2[nH]ccc2c1"],
      only_match_at_rgroups: true,
    });
    expect(noCore).toMatchObject({ kind: "invalid-arguments" });
    expect(noCore.kind === "invalid-arguments" && noCore.message).toContain("the Murcko scaffold used as core");
    expect(rdkitResets()).toBe(resetsBefore);
  });

  test("a row that does not parse is a row error; the rest is answered", async () => {
    const answer = await payloadOf<Answer>("rgroup_decompose", {
      smiles_list: ["Oc1ccccc1", "c1ccccc1(", "Clc1ccccc1"],
      core: "[*:1]c1ccccc1",
    });
    expect(answer.matched).toBe(2);
    expect(answer.errors.count).toBe(1);
    expect(answer.errors.first[0]).toMatchObject({ row: 2, id: "row 2" });
    expect(answer.errors.first[0]?.error).toContain("Invalid SMILES");
  });

  test("a SMARTS core", async () => {
    const answer = await payloadOf<Answer>("rgroup_decompose", {
      smiles_list: ["Oc1ccncc1", "Clc1ccncc1"],
      core: "[#6]1:[#6]:[#7]:[#6]:[#6]:[#6]:1-[*:1]",
      core_type: "smarts",
    });
    // Hand-checked: 4-hydroxy- and 4-chloropyridine, the substituent on the labelled position.
    expect(answer.rows.map((row) => row.r_groups.R1)).toEqual(["O[*:1]", "Cl[*:1]"]);
  });

  test("a core that matches nothing, a core that does not parse, core_type without core, no ring and no core", async () => {
    const nothing = await callTool("rgroup_decompose", { smiles_list: ["CCO", "CCN"], core: "c1ccccc1[*:1]" });
    expect(codeOf(nothing)).toBe("invalid-arguments");
    expect(messageOf(nothing)).toContain("matches none of the 2 molecules");
    const badSmiles = await callTool("rgroup_decompose", { smiles_list: ["CCO"], core: "c1ccccc1(" });
    expect(codeOf(badSmiles)).toBe("INVALID_SMILES");
    expect(messageOf(badSmiles)).toContain("core");
    const badSmarts = await callTool("rgroup_decompose", { smiles_list: ["CCO"], core: "[#6", core_type: "smarts" });
    expect(codeOf(badSmarts)).toBe("INVALID_SMARTS");
    const typeOnly = await callTool("rgroup_decompose", { smiles_list: ["CCO"], core_type: "smarts" });
    expect(codeOf(typeOnly)).toBe("invalid-arguments");
    const acyclic = await callTool("rgroup_decompose", { smiles_list: ["CCO", "CCN"] });
    expect(codeOf(acyclic)).toBe("invalid-arguments");
    expect(messageOf(acyclic)).toContain("no Murcko scaffold");
  });

  test("a series of 5,000 rows is served; one more is LIBRARY_TOO_LARGE", async () => {
    // The documented limit (README, the tool's description), written out so that a changed constant fails here.
    const MAX_SERIES_MOLECULES = 5_000;
    // Empty items are rows (row errors) without costing a decomposition.
    const rows = (n: number): string[] => ["Oc1ccccc1", ...Array<string>(n - 1).fill("")];
    const atLimit = await payloadOf<Answer>("rgroup_decompose", {
      smiles_list: rows(MAX_SERIES_MOLECULES),
      core: "[*:1]c1ccccc1",
    });
    expect([atLimit.total, atLimit.matched, atLimit.errors.count]).toEqual([
      MAX_SERIES_MOLECULES,
      1,
      MAX_SERIES_MOLECULES - 1,
    ]);
    const over = await callTool("rgroup_decompose", {
      smiles_list: rows(MAX_SERIES_MOLECULES + 1),
      core: "[*:1]c1ccccc1",
    });
    expect(codeOf(over)).toBe("LIBRARY_TOO_LARGE");
    expect(over.kind === "domain-error" && over.error.details).toEqual({
      molecules: MAX_SERIES_MOLECULES + 1,
      limit: MAX_SERIES_MOLECULES,
    });
  });

  test("property columns: a value that is not a number is a property error (the row stays), empty is null", async () => {
    const csv = "smiles,name,pIC50,logD\nOc1ccccc1,a,7.2,1\nClc1ccccc1,b,n/a,\nNc1ccccc1,c,6.0,2.5\n";
    const outcome = await withFiles(
      { "s.csv": csv },
      { file: "s.csv", core: "[*:1]c1ccccc1", property_columns: ["pIC50", "LogD"] },
    );
    if (outcome.kind !== "success") throw new Error(messageOf(outcome));
    const answer = outcome.payload as unknown as Answer;
    expect(answer.rows.map((row) => [row.id, row.properties])).toEqual([
      ["a", { pIC50: 7.2, LogD: 1 }],
      ["b", { pIC50: null, LogD: null }],
      ["c", { pIC50: 6, LogD: 2.5 }],
    ]);
    expect(answer.property_errors).toEqual({
      count: 1,
      first: [{ row: 3, id: "b", error: 'pIC50: "n/a" is not a number' }],
    });
    // The group means skip missing values: Cl's pIC50 mean is null.
    const r1 = answer.summary[0]!;
    expect(r1.groups.find((g) => g.smiles === "Cl[*:1]")?.mean).toEqual({ pIC50: null, LogD: null });
    expect(r1.groups.find((g) => g.smiles === "O[*:1]")?.mean).toEqual({ pIC50: 7.2, LogD: 1 });
  });

  test("property columns from SDF data fields", async () => {
    const record = (smiles: string, name: string, value: string): string => {
      // A minimal V2000 molblock of one atom is enough for the reader; the SMILES tells which.
      const atoms = smiles === "O" ? "O" : "Cl";
      return `${name}\n  test\n\n  1  0  0  0  0  0  0  0  0  0999 V2000\n    0.0000    0.0000    0.0000 ${atoms.padEnd(3)} 0  0  0  0  0  0  0  0  0  0  0  0\nM  END\n>  <pIC50>\n${value}\n\n$$$$\n`;
    };
    const outcome = await withFiles(
      { "s.sdf": record("O", "water", "5.5") + record("Cl", "chloride", "x") },
      { file: "s.sdf", core: "[#8,#17]", core_type: "smarts", property_columns: ["pIC50"] },
    );
    if (outcome.kind !== "success") throw new Error(messageOf(outcome));
    const answer = outcome.payload as unknown as Answer;
    expect(answer.rows.map((row) => [row.id, row.properties])).toEqual([
      ["water", { pIC50: 5.5 }],
      ["chloride", { pIC50: null }],
    ]);
    expect(answer.property_errors.first).toEqual([{ row: 2, id: "chloride", error: 'pIC50: "x" is not a number' }]);
  });

  test("property columns: a column the file lacks, an inline list, a .smi file are invalid arguments", async () => {
    const missing = await withFiles(
      { "s.csv": "smiles,pIC50\nOc1ccccc1,7\n" },
      { file: "s.csv", core: "[*:1]c1ccccc1", property_columns: ["IC50"] },
    );
    expect(codeOf(missing)).toBe("invalid-arguments");
    expect(messageOf(missing)).toContain('no column "IC50"');
    const inline = await callTool("rgroup_decompose", {
      smiles_list: ["Oc1ccccc1"],
      core: "[*:1]c1ccccc1",
      property_columns: ["pIC50"],
    });
    expect(codeOf(inline)).toBe("invalid-arguments");
    const smi = await withFiles(
      { "s.smi": "Oc1ccccc1 a\n" },
      { file: "s.smi", core: "[*:1]c1ccccc1", property_columns: ["pIC50"] },
    );
    expect(codeOf(smi)).toBe("invalid-arguments");
    expect(messageOf(smi)).toContain(".smi file");
  });
});
