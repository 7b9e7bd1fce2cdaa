import { beforeAll, describe, expect, test } from "bun:test";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { runTool } from "../../src/server/tool-runner.ts";
import { GOLDEN_TEST_TIMEOUT_MS, readJson } from "../../harness/golden.ts";
import { callTool, payloadOf, ready, toolNamed } from "../../harness/tools.ts";

interface Answer {
  source: string;
  total: number;
  parsed: number;
  failed_to_parse: number;
  passed: Record<string, number>;
  passed_all: number;
  quantiles: Record<
    string,
    { min: number; p25: number; median: number; p75: number; max: number; count: number } | null
  >;
  rows: Array<{ id: string; row: number; smiles: string; values: Record<string, unknown> }>;
  saved_path: string | null;
  save_note?: string;
  errors: { count: number; first: Array<{ row: number; id?: string; error: string }> };
}
interface Golden {
  arguments: Record<string, unknown>;
  expected: {
    total: number;
    parsed: number;
    passed: Record<string, number>;
    passed_all: number;
    quantiles: Answer["quantiles"];
    top_ids: string[];
  };
}

beforeAll(ready);

describe("screen_library", () => {
  test(
    "a screen of 500 NCI molecules: counts, quantiles and ranking equal Python RDKit's (validation/golden/screen-library.json)",
    async () => {
      const golden = readJson<Golden>("screen-library.json");
      const answer = await payloadOf<Answer>("screen_library", golden.arguments);
      const { expected } = golden;
      expect({
        total: answer.total,
        parsed: answer.parsed,
        passed: answer.passed,
        passed_all: answer.passed_all,
      }).toEqual({
        total: expected.total,
        parsed: expected.parsed,
        passed: expected.passed,
        passed_all: expected.passed_all,
      });
      expect(answer.quantiles).toEqual(expected.quantiles);
      expect(answer.rows.map((row) => row.id)).toEqual(expected.top_ids);
    },
    GOLDEN_TEST_TIMEOUT_MS,
  );

  test("rows: requested fields only, sorted with molecules lacking a value last", async () => {
    // pka_acid: acetic acid has a carboxylic acid, ethane none (null), phenol a phenol (admet_profile's rules).
    const answer = await payloadOf<Answer>("screen_library", {
      smiles_list: ["CC", "CC(=O)O", "Oc1ccccc1"],
      fields: ["pka_acid"],
      sort_by: "pka_acid",
    });
    expect(answer.rows.map((row) => row.smiles)).toEqual(["CC(=O)O", "Oc1ccccc1", "CC"]);
    expect(answer.rows[2]!.values).toEqual({ pka_acid: null });
    expect(answer.quantiles.pka_acid!.count).toBe(2);
    const descending = await payloadOf<Answer>("screen_library", {
      smiles_list: ["CC", "CC(=O)O", "Oc1ccccc1"],
      fields: ["pka_acid"],
      sort_by: "pka_acid",
      descending: true,
    });
    expect(descending.rows.map((row) => row.smiles)).toEqual(["Oc1ccccc1", "CC(=O)O", "CC"]);
  });

  test("failing rules: pains fail keeps the PAINS hits with their alert names", async () => {
    // pains_check's example: the 5-benzylidene rhodanine is ene_rhod_A(235) (Python FilterCatalog PAINS).
    const answer = await payloadOf<Answer>("screen_library", {
      smiles_list: ["O=C1C(=Cc2ccccc2)SC(=S)N1", "CCO"],
      fields: ["pains_alerts"],
      filters: { pains: "fail" },
    });
    expect(answer.passed).toEqual({ pains: 1 });
    expect(answer.rows).toEqual([
      { id: "row 1", row: 1, smiles: "O=C1C(=Cc2ccccc2)SC(=S)N1", values: { pains_alerts: ["ene_rhod_A(235)"] } },
    ]);
  });

  test("bad rows, bad filters, bounds", async () => {
    const answer = await payloadOf<Answer>("screen_library", { smiles_list: ["CCO", "C1CC"] });
    expect(answer).toMatchObject({ total: 2, parsed: 1, failed_to_parse: 1 });
    const inverted = await callTool("screen_library", { smiles_list: ["C"], filters: { mw: { min: 5, max: 1 } } });
    expect(inverted.kind === "invalid-arguments" && inverted.message).toMatch(
      /filters\.mw: min 5 is greater than max 1/,
    );
    expect((await callTool("screen_library", { smiles_list: ["C"], filters: { colour: { max: 1 } } })).kind).toBe(
      "invalid-arguments",
    );
    expect((await callTool("screen_library", { smiles_list: ["C"], filters: { lipinski: "maybe" } })).kind).toBe(
      "invalid-arguments",
    );
    expect((await callTool("screen_library", { smiles_list: ["C"], fields: ["nonsense"] })).kind).toBe(
      "invalid-arguments",
    );
    expect((await callTool("screen_library", { smiles_list: ["C"], sort_by: "pains_alerts" })).kind).toBe(
      "invalid-arguments",
    );
    expect((await callTool("screen_library", { smiles_list: ["C"], top_n: 1_001 })).kind).toBe("invalid-arguments");
    expect((await callTool("screen_library", { smiles_list: Array(10_001).fill("C") })).kind).toBe("invalid-arguments");
    // An inline id is at most 1,000 characters, a file path at most 4,096.
    expect(
      (await callTool("screen_library", { smiles_list: [{ id: "x".repeat(1_000), smiles: "C" }], fields: ["mw"] }))
        .kind,
    ).toBe("success");
    expect((await callTool("screen_library", { smiles_list: [{ id: "x".repeat(1_001), smiles: "C" }] })).kind).toBe(
      "invalid-arguments",
    );
    expect((await callTool("screen_library", { file: "a".repeat(4_097) })).kind).toBe("invalid-arguments");
    const longPath = await callTool("screen_library", { file: "a".repeat(4_096) });
    expect(longPath.kind === "invalid-arguments" && longPath.message).toMatch(/started without --data-dir/);
    // top_n's bound is 1,000 and an inline list's 10,000, written out so a changed constant fails here.
    const atTop = await payloadOf<Answer>("screen_library", {
      smiles_list: Array(1_001).fill("C"),
      fields: ["heavy_atom_count"],
      top_n: 1_000,
    });
    expect(atTop.rows.length).toBe(1_000);
  });

  test("save: csv and sdf under --output-dir; without it, a note and no file", async () => {
    const dir = mkdtempSync(join(tmpdir(), "chematic-screen-"));
    try {
      const call = (args: Record<string, unknown>, outputDir?: string) =>
        runTool(toolNamed("screen_library"), args, new AbortController().signal, { outputDir });
      const args = { smiles_list: [{ id: "eth,anol", smiles: "CCO" }, "c1ccccc1"], fields: ["heavy_atom_count"] };
      const csv = await call({ ...args, save: "csv" }, dir);
      if (csv.kind !== "success") throw new Error(csv.kind);
      const csvPath = csv.payload.saved_path as string;
      expect(csvPath.startsWith(dir)).toBe(true);
      expect(readFileSync(csvPath, "utf8")).toBe(
        'id,smiles,row,heavy_atom_count\n"eth,anol",CCO,1,3\nrow 2,c1ccccc1,2,6\n',
      );
      const sdf = await call({ ...args, save: "sdf" }, dir);
      if (sdf.kind !== "success") throw new Error(sdf.kind);
      const text = readFileSync(sdf.payload.saved_path as string, "utf8");
      expect(text.split("$$$$\n").length).toBe(3);
      expect(text.startsWith("eth,anol\n")).toBe(true);
      expect(text).toContain(">  <heavy_atom_count>\n6\n");
      const none = await payloadOf<Answer>("screen_library", { ...args, save: "csv" });
      expect(none.saved_path).toBeNull();
      expect(none.save_note).toMatch(/without --output-dir/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  test("a .csv file in the data dir", async () => {
    const dir = mkdtempSync(join(tmpdir(), "chematic-screen-data-"));
    try {
      writeFileSync(join(dir, "set.csv"), "name,SMILES\nethanol,CCO\nbenzene,c1ccccc1\n");
      const outcome = await runTool(
        toolNamed("screen_library"),
        { file: "set.csv", fields: ["heavy_atom_count"], sort_by: "heavy_atom_count", descending: true },
        new AbortController().signal,
        { dataDirs: [dir] },
      );
      if (outcome.kind !== "success") throw new Error(outcome.kind);
      expect((outcome.payload.rows as Answer["rows"]).map((row) => row.id)).toEqual(["benzene", "ethanol"]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
