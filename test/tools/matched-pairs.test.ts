import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { runTool } from "../../src/server/tool-runner.ts";
import { callTool, payloadOf, ready, toolNamed } from "../../harness/tools.ts";
import { rdkit } from "../../src/chem/rdkit.ts";

interface Answer {
  total: number;
  parsed: number;
  property: string | null;
  pair_count: number;
  pairs: Array<{ a: string; b: string; transformation: string; constant: string; cuts: number; delta: number | null }>;
  transformation_count: number;
  transformations: Array<{
    transformation: string;
    count: number;
    with_values: number;
    mean_delta: number | null;
    sd_delta: number | null;
  }>;
  errors: { count: number; first: Array<{ row: number; id?: string; error: string }> };
  saved_path: string | null;
  save_note?: string;
}

let dataDir: string;
let outputDir: string;

beforeAll(async () => {
  await ready();
  dataDir = mkdtempSync(join(tmpdir(), "chematic-mmp-"));
  outputDir = mkdtempSync(join(tmpdir(), "chematic-mmp-out-"));
});
afterAll(() => {
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(outputDir, { recursive: true, force: true });
});

async function run(args: Record<string, unknown>, options: { outputDir?: string } = {}): Promise<Answer> {
  const outcome = await runTool(toolNamed("matched_pairs"), args, new AbortController().signal, {
    dataDirs: [dataDir],
    ...options,
  });
  if (outcome.kind !== "success") throw new Error(JSON.stringify(outcome));
  return outcome.payload as unknown as Answer;
}

describe("matched_pairs: bad rows and limits", () => {
  test("the example: three 4-halophenylacetic acids pair on the halogen", async () => {
    const answer = await payloadOf<Answer>("matched_pairs", {
      smiles_list: ["OC(=O)Cc1ccc(Cl)cc1", "OC(=O)Cc1ccc(F)cc1", "OC(=O)Cc1ccc(Br)cc1"],
    });
    expect(answer.pairs.map((p) => [p.a, p.b, p.transformation, p.constant, p.delta])).toEqual([
      ["row 1", "row 2", "Cl[*:1]>>F[*:1]", "O=C(O)Cc1ccc([*:1])cc1", null],
      ["row 1", "row 3", "Cl[*:1]>>Br[*:1]", "O=C(O)Cc1ccc([*:1])cc1", null],
      ["row 2", "row 3", "F[*:1]>>Br[*:1]", "O=C(O)Cc1ccc([*:1])cc1", null],
    ]);
    // Summarised with the smaller SMILES on the left: Br < Cl < F.
    expect(answer.transformations.map((t) => t.transformation)).toEqual([
      "Br[*:1]>>Cl[*:1]",
      "Br[*:1]>>F[*:1]",
      "Cl[*:1]>>F[*:1]",
    ]);
  });

  test("one bad SMILES is a row error; the rest pair", async () => {
    const answer = await payloadOf<Answer>("matched_pairs", {
      smiles_list: ["OC(=O)Cc1ccc(Cl)cc1", "c1ccccc1(", "OC(=O)Cc1ccc(F)cc1"],
    });
    expect(answer.total).toBe(3);
    expect(answer.parsed).toBe(2);
    expect(answer.errors.count).toBe(1);
    expect(answer.errors.first[0]?.row).toBe(2);
    expect(answer.pairs.map((p) => [p.a, p.b, p.transformation])).toEqual([["row 1", "row 3", "Cl[*:1]>>F[*:1]"]]);
  });

  test("a property value that is not a number is that row's error; its pairs have no change", async () => {
    writeFileSync(
      join(dataDir, "halo.csv"),
      "smiles,id,pIC50\nOC(=O)Cc1ccc(Cl)cc1,cl,6.5\nOC(=O)Cc1ccc(F)cc1,f,n/a\nOC(=O)Cc1ccc(Br)cc1,br,7.25\n",
    );
    const answer = await run({ file: "halo.csv", property: "pIC50" });
    expect(answer.property).toBe("pIC50");
    expect(answer.errors.first).toEqual([{ row: 3, id: "f", error: 'pIC50: "n/a" is not a number' }]);
    // Br - Cl = 7.25 - 6.5; pairs with the fluoride have none.
    expect(answer.pairs.map((p) => [p.a, p.b, p.delta])).toEqual([
      ["cl", "f", null],
      ["cl", "br", 0.75],
      ["f", "br", null],
    ]);
    const brCl = answer.transformations.find((t) => t.transformation === "Br[*:1]>>Cl[*:1]");
    // Turned round (Br on the left): Cl - Br = -0.75, one value, no SD.
    expect(brCl).toEqual({
      transformation: "Br[*:1]>>Cl[*:1]",
      count: 1,
      with_values: 1,
      mean_delta: -0.75,
      sd_delta: null,
    });
  });

  test("an .sdf data field is a property too (records matched by position; one without the field has no value)", async () => {
    // The molblocks are written by the embedded RDKit (input only: the expected changes are the values typed here).
    const record = (smiles: string, value: string | undefined): string => {
      const mol = rdkit().get_mol(smiles);
      try {
        const block = mol?.get_molblock() ?? "";
        return `${block}\n${value === undefined ? "" : `> <pIC50>\n${value}\n\n`}$$$$\n`;
      } finally {
        mol?.delete();
      }
    };
    writeFileSync(
      join(dataDir, "halo.sdf"),
      record("OC(=O)Cc1ccc(Cl)cc1", "6.5") +
        record("OC(=O)Cc1ccc(F)cc1", undefined) +
        record("OC(=O)Cc1ccc(Br)cc1", "5"),
    );
    const answer = await run({ file: "halo.sdf", property: "pIC50" });
    // A missing value is no value, as an empty cell is (rgroup_decompose's reader): not an error.
    expect(answer.errors.count).toBe(0);
    expect(answer.pairs.map((p) => [p.a, p.b, p.delta])).toEqual([
      ["row 1", "row 2", null],
      ["row 1", "row 3", -1.5],
      ["row 2", "row 3", null],
    ]);
  });

  test("a property missing from the file, a property without a file, a .smi file; a column without numbers", async () => {
    const bad = async (args: Record<string, unknown>): Promise<string> => {
      const outcome = await runTool(toolNamed("matched_pairs"), args, new AbortController().signal, {
        dataDirs: [dataDir],
      });
      expect(outcome.kind).toBe("invalid-arguments");
      return (outcome as unknown as { message: string }).message;
    };
    expect(await bad({ file: "halo.csv", property: "logD" })).toContain(
      'property: file "halo.csv" has no column "logD"; its header is ["smiles","id","pIC50"]',
    );
    expect(await bad({ smiles_list: ["CCO"], property: "pIC50" })).toContain(
      "property is read from a file's columns: give file",
    );
    writeFileSync(join(dataDir, "halo.smi"), "OC(=O)Cc1ccc(Cl)cc1 cl\n");
    expect(await bad({ file: "halo.smi", property: "pIC50" })).toContain("is a .smi file, which has no columns");
    // A column of words is no property: every row says so, and the pairs are found without changes.
    const words = await run({ file: "halo.csv", property: "id" });
    expect(words.errors.first.map((e) => e.error)).toEqual([
      'id: "cl" is not a number',
      'id: "f" is not a number',
      'id: "br" is not a number',
    ]);
    expect(words.pairs.every((p) => p.delta === null)).toBe(true);
  });

  // The documented bound (README, the description), written out so that a change of the constant fails here.
  const MAX_SERIES_MOLECULES = 5_000;
  test(`a series of ${MAX_SERIES_MOLECULES + 1} molecules is LIBRARY_TOO_LARGE; ${MAX_SERIES_MOLECULES} are served`, async () => {
    const over = await callTool("matched_pairs", { smiles_list: Array(MAX_SERIES_MOLECULES + 1).fill("C") });
    expect(over.kind === "domain-error" && over.error.code).toBe("LIBRARY_TOO_LARGE");
    const at = await payloadOf<Answer>("matched_pairs", { smiles_list: Array(MAX_SERIES_MOLECULES).fill("C") });
    // Methane has no bond to cut.
    expect([at.parsed, at.pair_count]).toEqual([MAX_SERIES_MOLECULES, 0]);
  });

  test("save without --output-dir says why nothing was written; max_pairs 0 lists none, the counts stay whole", async () => {
    const answer = await payloadOf<Answer>("matched_pairs", {
      smiles_list: ["OC(=O)Cc1ccc(Cl)cc1", "OC(=O)Cc1ccc(F)cc1"],
      save: "csv",
      max_pairs: 0,
    });
    expect(answer.saved_path).toBeNull();
    expect(answer.save_note).toContain("without --output-dir");
    expect([answer.pairs.length, answer.pair_count]).toEqual([0, 1]);
  });

  test("the argument bounds: max_cuts 4, max_pairs 1,001 and max_variable_atoms 31 are refused", async () => {
    for (const args of [
      { max_cuts: 4 },
      { max_pairs: 1_001 },
      { max_variable_atoms: 31 },
      { top_transformations: 0 },
    ]) {
      const outcome = await callTool("matched_pairs", { smiles_list: ["CCO"], ...args });
      expect(outcome.kind).toBe("invalid-arguments");
    }
  });

  test("max_variable_atoms bounds the variable part: 1 keeps the halogen swap, drops the larger change", async () => {
    const small = await payloadOf<Answer>("matched_pairs", {
      smiles_list: ["OC(=O)Cc1ccc(Cl)cc1", "OC(=O)Cc1ccc(OC)cc1"],
      max_variable_atoms: 1,
    });
    // Cl vs OCH3 needs a 2-atom variable part (OC); with 1 the only match left is none.
    expect(small.pair_count).toBe(0);
    const two = await payloadOf<Answer>("matched_pairs", {
      smiles_list: ["OC(=O)Cc1ccc(Cl)cc1", "OC(=O)Cc1ccc(OC)cc1"],
      max_variable_atoms: 2,
    });
    expect(two.pairs.map((p) => p.transformation)).toEqual(["Cl[*:1]>>CO[*:1]"]);
  });
});
