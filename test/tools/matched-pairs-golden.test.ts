/**
 * matched_pairs on the golden series (validation/golden/series-mmp.json, from Python rdMMPA by
 * validation/generators/make_golden_mmp.py): every pair, transformation and constant, and the summary. The slow half of
 * the tool's tests (about a minute alone); test/tools/matched-pairs.test.ts has the example, bad rows and limits.
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { runTool } from "../../src/server/tool-runner.ts";
import { readJson, readJsonl } from "../../harness/golden.ts";
import { ready, toolNamed } from "../../harness/tools.ts";
import { delimitedRecords } from "../../src/chem/library/library-file.ts";

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
