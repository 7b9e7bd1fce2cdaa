/**
 * Nucleosides as retained parents (src/chem/names/nucleosides.ts). Expected structures are OPSIN 2.7.0's, written by
 * validation/generators/make_golden_nucleosides.py (validation/golden/names-nucleosides.jsonl, canonical SMILES from
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

const rows = readJsonl<Row>("names-nucleosides.jsonl");

describe("nucleosides against OPSIN 2.7.0, with the β-D-ribofuranosyl configuration it gives", () => {
  test("the golden file holds both kinds of row", () => {
    expect(rows.filter((r) => !r.refused).length).toBeGreaterThan(40);
    expect(rows.filter((r) => r.refused).length).toBeGreaterThan(5);
  });

  test.each(rows.filter((r) => !r.refused).map((r) => [r.name, r.opsin]))("%s", (name, opsin) => {
    expect(parseName(name as string)).toEqual({ ok: true, smiles: canonical(opsin as string) });
  });

  // A group or deoxy on the sugar (but the 5'- and 3'-O), or a cationic N7: refused, never answered otherwise.
  test.each(rows.filter((r) => r.refused).map((r) => [r.name]))("%s is refused", (name) => {
    expect(parseName(name as string).ok).toBe(false);
  });
});
