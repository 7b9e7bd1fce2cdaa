import { canonicalSmiles as canonical } from "../../../harness/molblock.ts";
import { beforeAll, describe, expect, test } from "bun:test";
import { readJsonl } from "../../../harness/golden.ts";
import { ready } from "../../../harness/tools.ts";
import { parseName } from "../../../src/chem/names/index.ts";

/** validation/generators/make_golden_locant_esters.py: OPSIN 2.7.0's structure per ester named after its alcohol. */
interface Row {
  name: string;
  opsin: string | null;
  refused?: boolean;
}

beforeAll(ready);

const rows = readJsonl<Row>("names-locant-esters.jsonl");

describe("esters with the locant of their OH (locant-esters.ts) against OPSIN 2.7.0", () => {
  test.each(rows.filter((r) => !r.refused).map((r) => [r.name, r.opsin]))("%s", (name, opsin) => {
    expect(parseName(name as string)).toEqual({ ok: true, smiles: canonical(opsin as string) });
  });

  test.each(rows.filter((r) => r.refused).map((r) => [r.name]))("%s is refused", (name) => {
    expect(parseName(name as string).ok).toBe(false);
  });

  test("the locant names the OH: apigenin's 7- and 4'-acetates are two structures", () => {
    const seven = parseName("apigenin 7-acetate");
    const four = parseName("apigenin 4'-acetate");
    expect(seven.ok && four.ok && seven.smiles !== four.smiles).toBe(true);
  });
});
