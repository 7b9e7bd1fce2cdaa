/**
 * rgroup_decompose against Python RDKit's rdRGroupDecomposition (2022.09, default parameters) on four real series
 * (validation/generators/make_golden_rgroup.py writes validation/golden/rgroup.jsonl): per molecule, whether the core
 * matched (or the molecule did not parse), the labelled core and every R-group's SMILES. Each difference must be
 * listed with its reason in validation/golden/rgroup-known-differences.jsonl, and each listed one must still differ.
 */
import { beforeAll, describe, test } from "bun:test";
import { Agreement, listedDifferences, readKnownDifferences } from "../../../harness/agreement.ts";
import { GOLDEN_TEST_TIMEOUT_MS, readJsonl, type KnownDifference } from "../../../harness/golden.ts";
import type { RGroupSeries } from "../../../harness/golden-rows.ts";
import { payloadOf, ready } from "../../../harness/tools.ts";

interface Answer {
  core: string;
  core_source: string;
  rows: Array<{ id: string; core: string; r_groups: Record<string, string> }>;
  unmatched: Array<{ id: string }>;
  errors: { count: number; first: Array<{ id?: string }> };
  truncated?: string;
}

const golden = readJsonl<RGroupSeries | { meta: unknown }>("rgroup.jsonl").filter(
  (line): line is RGroupSeries => "series" in line,
);
const known = readKnownDifferences("rgroup-known-differences.jsonl");
const keyOf = (entry: Pick<KnownDifference, "set" | "id" | "kind">): string => `${entry.set}:${entry.id} ${entry.kind}`;

/** What one molecule came to: "failed", "unmatched", or its core and R-groups. */
function outcome(row: { core: string; r_groups: Record<string, string> } | "failed" | "unmatched"): string {
  return typeof row === "string" ? row : JSON.stringify({ core: row.core, r_groups: row.r_groups });
}

beforeAll(ready);

describe("rgroup_decompose agrees with Python RDKit's rdRGroupDecomposition on real series", () => {
  test(
    "four series, every molecule",
    async () => {
      const agreement = new Agreement("rgroup", listedDifferences(known, keyOf));
      let molecules = 0;
      for (const series of golden) {
        const answer = await payloadOf<Answer>("rgroup_decompose", {
          smiles_list: series.molecules.map(({ id, smiles }) => ({ id, smiles })),
          ...(series.core_source === "given" ? { core: series.core, core_type: series.core_type } : {}),
        });
        if (answer.truncated !== undefined) throw new Error(`${series.series}: answer truncated`);
        agreement.check(`${series.series}:core core`, answer.core === series.core, `${answer.core} vs ${series.core}`);
        const ours = new Map<string, string>();
        for (const row of answer.rows) ours.set(row.id, outcome(row));
        for (const { id } of answer.unmatched) ours.set(id, "unmatched");
        // errors lists the first 20; the series have fewer unparsed molecules than that (a longer list fails here).
        if (answer.errors.count > answer.errors.first.length) throw new Error(`${series.series}: too many row errors`);
        for (const { id } of answer.errors.first) ours.set(id as string, "failed");
        const theirs = new Map<string, string>();
        for (const row of series.rows) theirs.set(row.id, outcome(row));
        for (const id of series.unmatched) theirs.set(id, "unmatched");
        for (const id of series.failed) theirs.set(id, "failed");
        for (const { id } of series.molecules) {
          molecules++;
          const a = ours.get(id);
          const b = theirs.get(id);
          agreement.check(`${series.series}:${id} rgroups`, a === b, `ours ${a}, Python ${b}`);
        }
      }
      agreement.expectOnlyKnown(0.95, molecules + golden.length);
    },
    GOLDEN_TEST_TIMEOUT_MS,
  );
});
