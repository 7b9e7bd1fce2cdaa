import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { runTool } from "../../src/server/tool-runner.ts";
import { readJson, readJsonl } from "../../harness/golden.ts";
import { callTool, payloadOf, ready, toolNamed } from "../../harness/tools.ts";
import { delimitedRecords } from "../../src/tools/library/library-files.ts";
import { MAX_SERIES_MOLECULES } from "../../src/tools/library/series-input.ts";
import { rdkit } from "../../src/chem/rdkit.ts";

interface GoldenSeries {
  name: string;
  max_cuts: number;
  ids: string[];
  smiles: string[];
  values: Array<number | null> | null;
  parsed: number;
  /** [a, b, transformation, constant, cuts], a and b positions in the series. */
  pairs: Array<[number, number, string, string, number]>;
  transformation_count: number;
  transformations: Array<{
    transformation: string;
    count: number;
    with_values: number;
    mean: number | null;
    sd: number | null;
  }>;
}

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

/** A molecule whose pairs differ between the two builds, with the reason (series-mmp-known-differences.jsonl). */
interface KnownDifference {
  series: string;
  /** The molecule's id in the series. */
  id: string;
  smiles: string;
  reason: string;
}

const golden = readJson<{ series: GoldenSeries[] }>("series-mmp.json");
const known = readJsonl<KnownDifference>("series-mmp-known-differences.jsonl");
let dataDir: string;
let outputDir: string;

beforeAll(async () => {
  await ready();
  dataDir = mkdtempSync(join(tmpdir(), "chematic-mmp-"));
  outputDir = mkdtempSync(join(tmpdir(), "chematic-mmp-out-"));
  for (const series of golden.series) {
    const lines = ["smiles,id,pIC50"];
    series.smiles.forEach((smiles, i) => {
      lines.push(`${smiles},${series.ids[i]},${series.values?.[i] ?? ""}`);
    });
    writeFileSync(join(dataDir, `${series.name}.csv`), `${lines.join("\n")}\n`);
  }
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

describe("matched_pairs equals the Hussain–Rea index on Python's rdMMPA (validation/golden/series-mmp.json)", () => {
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

  for (const series of golden.series) {
    test(`${series.name} (${series.smiles.length} molecules, up to ${series.max_cuts} cuts): every pair, its transformation and constant; the summary`, async () => {
      const property = series.values === null ? {} : { property: "pIC50" };
      const answer = await run(
        {
          file: `${series.name}.csv`,
          max_cuts: series.max_cuts,
          save: "csv",
          max_pairs: 10,
          top_transformations: series.transformations.length,
          ...property,
        },
        { outputDir },
      );
      expect(answer.parsed).toBe(series.parsed);
      // Every pair from the saved table (the answer lists max_pairs of them).
      const [, ...records] = delimitedRecords(readFileSync(answer.saved_path as string, "utf8"), ",");
      const position = new Map(series.ids.map((id, i) => [id, i]));
      const ours = new Set(
        records.map(({ fields }) =>
          JSON.stringify([
            position.get(fields[0] as string),
            position.get(fields[1] as string),
            fields[6],
            fields[7],
            Number(fields[8]),
          ]),
        ),
      );
      const python = new Set(series.pairs.map((pair) => JSON.stringify(pair)));
      const listed = known.filter((k) => k.series === series.name);
      const onlyPython = [...python].filter((pair) => !ours.has(pair));
      const onlyOurs = [...ours].filter((pair) => !python.has(pair));
      // Every differing pair involves a molecule listed with its reason, and every listed molecule has a differing
      // pair (a listed difference that went away fails as stale).
      const listedIds = new Set(listed.map((k) => k.id));
      const involved = new Set<string>();
      for (const text of [...onlyPython, ...onlyOurs]) {
        const [a, b] = JSON.parse(text) as [number, number];
        const ids = [series.ids[a], series.ids[b]] as string[];
        expect({ pair: text, listed: ids.some((id) => listedIds.has(id)) }).toEqual({ pair: text, listed: true });
        for (const id of ids) if (listedIds.has(id)) involved.add(id);
      }
      expect([...involved].sort()).toEqual([...listedIds].sort());
      expect(answer.pair_count).toBe(records.length);
      if (listed.length === 0) {
        expect(answer.pair_count).toBe(series.pairs.length);
        expect(answer.transformation_count).toBe(series.transformation_count);
        expect(answer.transformations.map((t) => [t.transformation, t.count, t.with_values])).toEqual(
          series.transformations.map((t) => [t.transformation, t.count, t.with_values]),
        );
        answer.transformations.forEach((t, i) => {
          const reference = series.transformations[i] as GoldenSeries["transformations"][number];
          for (const [mine, theirs] of [
            [t.mean_delta, reference.mean],
            [t.sd_delta, reference.sd],
          ] as const) {
            if (theirs === null) expect(mine).toBeNull();
            else expect(Math.abs((mine as number) - theirs)).toBeLessThanOrEqual(0.00005 + 1e-9);
          }
        });
      }
      // The listed pairs are the first by row, each change value(b) - value(a).
      for (const pair of answer.pairs) {
        const a = position.get(pair.a) as number;
        const b = position.get(pair.b) as number;
        const va = series.values?.[a] ?? null;
        const vb = series.values?.[b] ?? null;
        if (va === null || vb === null) expect(pair.delta).toBeNull();
        else expect(Math.abs((pair.delta as number) - (vb - va))).toBeLessThanOrEqual(0.00005 + 1e-9);
      }
    });
  }
});

describe("matched_pairs: bad rows and limits", () => {
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
    expect(answer.errors.first).toEqual([
      { row: 3, id: "f", error: 'pIC50 is not a number: "n/a" (kept in the series without a value)' },
    ]);
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

  test("an .sdf data field is a property too (records matched by position, one without the field a row error)", async () => {
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
    expect(answer.errors.first).toEqual([
      { row: 2, id: "row 2", error: "no pIC50 value (kept in the series without one)" },
    ]);
    expect(answer.pairs.map((p) => [p.a, p.b, p.delta])).toEqual([
      ["row 1", "row 2", null],
      ["row 1", "row 3", -1.5],
      ["row 2", "row 3", null],
    ]);
  });

  test("a property missing from the file, a column without numbers, a property without a file, a .smi file", async () => {
    const bad = async (args: Record<string, unknown>): Promise<string> => {
      const outcome = await runTool(toolNamed("matched_pairs"), args, new AbortController().signal, {
        dataDirs: [dataDir],
      });
      expect(outcome.kind).toBe("invalid-arguments");
      return (outcome as unknown as { message: string }).message;
    };
    expect(await bad({ file: "halo.csv", property: "logD" })).toContain(
      "no such column (its header: smiles, id, pIC50)",
    );
    expect(await bad({ file: "halo.csv", property: "id" })).toContain("no molecule of the file has a number");
    expect(await bad({ smiles_list: ["CCO"], property: "pIC50" })).toContain("property names a column of a file");
    writeFileSync(join(dataDir, "halo.smi"), "OC(=O)Cc1ccc(Cl)cc1 cl\n");
    expect(await bad({ file: "halo.smi", property: "pIC50" })).toContain("a .smi file has no columns");
  });

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
