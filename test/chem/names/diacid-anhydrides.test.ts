/**
 * Anhydrides of a dicarboxylic acid, cyclic ("succinic anhydride") or mixed ("acetic succinic anhydride")
 * (src/chem/names/diacid-anhydrides.ts), against
 * OPSIN 2.7.0's structures (validation/generators/make_golden_diacid_anhydrides.py).
 */
import { beforeAll, describe, expect, test } from "bun:test";
import { readJsonl } from "../../../harness/golden.ts";
import { canonicalSmiles as canonical } from "../../../harness/molblock.ts";
import { ready } from "../../../harness/tools.ts";
import { parseName } from "../../../src/chem/names/index.ts";

interface Row {
  name: string;
  opsin: string | null;
  refused?: boolean;
}

beforeAll(ready);

const rows = readJsonl<Row>("names-diacid-anhydrides.jsonl");

describe("anhydrides of a diacid: cyclic (5- and 6-membered rings) and mixed (diacid-anhydrides.ts) against OPSIN 2.7.0", () => {
  test.each(rows.filter((r) => !r.refused).map((r) => [r.name, r.opsin]))("%s", (name, opsin) => {
    expect(parseName(name as string)).toEqual({ ok: true, smiles: canonical(opsin as string) });
  });

  test.each(rows.filter((r) => r.refused).map((r) => [r.name]))("%s is refused", (name) => {
    expect(parseName(name as string).ok).toBe(false);
  });
});
