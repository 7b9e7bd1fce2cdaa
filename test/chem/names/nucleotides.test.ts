/**
 * Nucleotides named as 5'-phosphates of a nucleoside (src/chem/names/nucleotides.ts). Expected structures are OPSIN 2.7.0's, written by
 * validation/generators/make_golden_nucleotides.py (validation/golden/names-nucleotides.jsonl, canonical SMILES from
 * Python RDKit 2022.09).
 */
import { canonicalSmiles as canonical } from "../../../harness/molblock.ts";
import { beforeAll, describe, expect, test } from "bun:test";
import { readJsonl } from "../../../harness/golden.ts";
import { ready } from "../../../harness/tools.ts";
import { parseName } from "../../../src/chem/names/index.ts";

interface Row {
  name: string;
  opsin: string | null;
  refused?: boolean;
}

beforeAll(ready);

const rows = readJsonl<Row>("names-nucleotides.jsonl");

describe("nucleoside 5'-phosphates against OPSIN 2.7.0", () => {
  test("the golden file holds both kinds of row", () => {
    expect(rows.filter((r) => !r.refused).length).toBeGreaterThan(20);
    expect(rows.filter((r) => r.refused).length).toBeGreaterThan(4);
  });

  test.each(rows.filter((r) => !r.refused).map((r) => [r.name, r.opsin]))("%s", (name, opsin) => {
    expect(parseName(name as string)).toEqual({ ok: true, smiles: canonical(opsin as string) });
  });

  // A 2'-phosphate, no locant, a 5'-O already substituted: refused, never answered otherwise.
  test.each(rows.filter((r) => r.refused).map((r) => [r.name]))("%s is refused", (name) => {
    expect(parseName(name as string).ok).toBe(false);
  });
});
