/**
 * Glycerophospholipids on sn-glycero-3-phosphate (src/chem/names/glycerophospholipids.ts). Expected structures are OPSIN 2.7.0's, written by
 * validation/generators/make_golden_glycerophospholipids.py (validation/golden/names-glycerophospholipids.jsonl, canonical SMILES from
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

const rows = readJsonl<Row>("names-glycerophospholipids.jsonl");

describe("glycerophospholipids against OPSIN 2.7.0, with C2's configuration as it gives it", () => {
  test("the golden file holds both kinds of row", () => {
    expect(rows.filter((r) => !r.refused).length).toBeGreaterThan(15);
    expect(rows.filter((r) => r.refused).length).toBeGreaterThan(3);
  });

  test.each(rows.filter((r) => !r.refused).map((r) => [r.name, r.opsin]))("%s", (name, opsin) => {
    expect(parseName(name as string)).toEqual({ ok: true, smiles: canonical(opsin as string) });
  });

  // A group on O1 that outranks carbon, or one the parser cannot read: refused, never answered otherwise.
  test.each(rows.filter((r) => r.refused).map((r) => [r.name]))("%s is refused", (name) => {
    expect(parseName(name as string).ok).toBe(false);
  });
});
