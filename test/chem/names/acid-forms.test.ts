import { canonicalSmiles as canonical } from "../../../harness/molblock.ts";
import { beforeAll, describe, expect, test } from "bun:test";
import { readJsonl } from "../../../harness/golden.ts";
import { ready } from "../../../harness/tools.ts";
import { parseName } from "../../../src/chem/names/index.ts";

/** validation/generators/make_golden_acid_forms.py: OPSIN 2.7.0's structure per name. */
interface Row {
  name: string;
  opsin: string | null;
  refused?: boolean;
  unread?: boolean;
}

beforeAll(ready);

const rows = readJsonl<Row>("names-acid-forms.jsonl");
const read = rows.filter((r) => !r.refused && !r.unread);

describe("spaceless esters, functional replacement, class words after acids (against OPSIN 2.7.0)", () => {
  test.each(read.map((r) => [r.name, r.opsin]))("%s", (name, opsin) => {
    expect(parseName(name as string)).toEqual({ ok: true, smiles: canonical(opsin as string) });
  });

  test.each(rows.filter((r) => r.refused).map((r) => [r.name]))("%s is refused as ambiguous", (name) => {
    expect(parseName(name as string)).toMatchObject({ ok: false, reason: "ambiguous" });
  });

  test.each(rows.filter((r) => r.unread).map((r) => [r.name]))("%s is not read", (name) => {
    expect(parseName(name as string).ok).toBe(false);
  });

  test("the spaceless form answers as the spaced one, and a refusal says what the two readings are", () => {
    expect(parseName("ethylacetate")).toEqual(parseName("ethyl acetate"));
    const both = parseName("diethylmalonate");
    expect(both.ok).toBe(false);
    if (!both.ok) expect(both.message).toContain("prefix on the acid");
  });
});
