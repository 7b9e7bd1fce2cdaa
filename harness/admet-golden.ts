/**
 * The golden walk shared by the admet.jsonl tool tests (admet_profile, boiled_egg): every row goes through the
 * tool; a refusal is excused only by a listed "parse/rdkit2026_rejects" entry of admet-known-differences.jsonl for
 * that tool's part of the file, and every other row must agree field by field (the test's `compare`).
 */
import type { ToolOutcome } from "../src/server/tool-runner.ts";
import { Agreement, fieldDifferenceKey, listedDifferences, readKnownDifferences } from "./agreement.ts";
import { readJsonl, type KnownFieldDifference } from "./golden.ts";

/** A row of admet.jsonl: Python's inputs (`in`) and answers (`expect`), absent when Python refused the SMILES. */
export interface AdmetGoldenRow<In, Expect> {
  set: string;
  id: string;
  smiles: string;
  error?: string;
  in?: In;
  expect?: Expect;
}

/** Records one field's comparison; `ok` false makes the molecule disagree, with `detail` in the failure. */
export type FieldCheck = (field: string, ok: boolean, detail: string) => void;

const refusalKey = (k: Pick<KnownFieldDifference, "set" | "id" | "smiles">): string =>
  fieldDifferenceKey({ ...k, field: "parse", kind: "rdkit2026_rejects" });

/**
 * Walks admet.jsonl through `call`, comparing each answer with `compare`, and asserts through an Agreement that the
 * disagreements are exactly the entries listed with `file` equal to `knownFile` and that `expectedRows` rows were
 * checked. Returns how many rows agreed.
 */
export async function expectAdmetGoldenAgreement<Payload, In, Expect>(options: {
  tool: string;
  /** The `file` of the admet-known-differences.jsonl entries that concern this tool. */
  knownFile: string;
  call: (smiles: string) => Promise<ToolOutcome>;
  compare: (payload: Payload, row: AdmetGoldenRow<In, Expect> & { in: In; expect: Expect }, check: FieldCheck) => void;
  expectedRows: number;
}): Promise<number> {
  const known = readKnownDifferences<KnownFieldDifference>("admet-known-differences.jsonl").filter(
    (k) => k.file === options.knownFile,
  );
  // Only a refusal can be excused here; an entry of another kind is not listed, so its molecule fails as unlisted.
  const listed = known.filter((k) => k.field === "parse" && k.kind === "rdkit2026_rejects");
  // A listed refusal the tool answers is never checked as a refusal and fails as stale.
  const agreement = new Agreement(options.tool, listedDifferences(listed, refusalKey));
  let agreed = 0;
  for (const row of readJsonl<AdmetGoldenRow<In, Expect>>("admet.jsonl")) {
    const key = `${row.set}:${row.id}`;
    if (row.error || !row.in || !row.expect) {
      agreement.check(`${key} golden`, false, `golden row without Python's answer (${row.error ?? "no in/expect"})`);
      continue;
    }
    const outcome = await options.call(row.smiles);
    if (outcome.kind !== "success") {
      const refused = outcome.kind === "domain-error" && outcome.error.code === "INVALID_SMILES";
      const what = outcome.kind === "domain-error" ? outcome.error.code : outcome.kind;
      agreement.check(refused ? refusalKey(row) : `${key} ${what}`, false, `${row.smiles}: ${what}`);
      continue;
    }
    const bad: string[] = [];
    options.compare(
      outcome.payload as unknown as Payload,
      { ...row, in: row.in, expect: row.expect },
      (field, ok, detail) => {
        if (!ok) bad.push(`${field} ${detail}`);
      },
    );
    if (bad.length === 0) agreed++;
    agreement.check(`${key} ${options.tool}`, bad.length === 0, `${row.smiles}: ${bad.join("; ")}`);
  }
  agreement.expectOnlyKnown(1 - listed.length / options.expectedRows, options.expectedRows);
  return agreed;
}
