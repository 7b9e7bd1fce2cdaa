import { canonicalSmiles as canonical } from "../../../harness/molblock.ts";
import { beforeAll, describe, expect, test } from "bun:test";
import { readJsonl } from "../../../harness/golden.ts";
import { ready } from "../../../harness/tools.ts";
import { parseName } from "../../../src/chem/names/index.ts";

/** validation/generators/make_golden_quinones.py: OPSIN 2.7.0's structure per quinone name. */
interface Row {
  name: string;
  opsin: string | null;
  refused?: boolean;
}

beforeAll(ready);

const rows = readJsonl<Row>("names-quinones.jsonl");

describe("quinones and their imines (quinones.ts) against OPSIN 2.7.0", () => {
  test.each(rows.filter((r) => !r.refused).map((r) => [r.name, r.opsin]))("%s", (name, opsin) => {
    expect(parseName(name as string)).toEqual({ ok: true, smiles: canonical(opsin as string) });
  });

  test.each(rows.filter((r) => r.refused).map((r) => [r.name]))("%s is refused as ambiguous", (name) => {
    expect(parseName(name as string)).toMatchObject({ ok: false, reason: "ambiguous" });
  });

  test("a quinone is its dione: the same structure by either name", () => {
    expect(parseName("1,4-naphthoquinone")).toEqual(parseName("naphthalene-1,4-dione"));
    expect(parseName("p-benzoquinone")).toEqual(parseName("cyclohexa-2,5-diene-1,4-dione"));
  });
});
