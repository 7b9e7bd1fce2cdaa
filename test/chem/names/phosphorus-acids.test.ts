import { canonicalSmiles as canonical } from "../../../harness/molblock.ts";
import { beforeAll, describe, expect, test } from "bun:test";
import { readJsonl } from "../../../harness/golden.ts";
import { ready } from "../../../harness/tools.ts";
import { parseName } from "../../../src/chem/names/index.ts";

/** validation/generators/make_golden_phosphorus_acids.py: OPSIN 2.7.0's structure per name. */
interface Row {
  name: string;
  opsin: string | null;
  refused?: boolean;
}

beforeAll(ready);

const rows = readJsonl<Row>("names-phosphorus-acids.jsonl");

describe("phosphonic, phosphinic, phosphonamidic, phosphoramidic and arsonic acids with groups on P and N (phosphorus-acids.ts) against OPSIN 2.7.0", () => {
  test.each(rows.filter((r) => !r.refused).map((r) => [r.name, r.opsin]))("%s", (name, opsin) => {
    expect(parseName(name as string)).toEqual({ ok: true, smiles: canonical(opsin as string) });
  });

  test.each(rows.filter((r) => r.refused).map((r) => [r.name]))("%s is refused", (name) => {
    expect(parseName(name as string).ok).toBe(false);
  });
});

/** validation/generators/make_golden_phosphate_esters.py: OPSIN 2.7.0's structure per name. */
const esters = readJsonl<Row>("names-phosphate-esters.jsonl");

describe("phosphate and phosphite esters and the phosphono and phosphonato prefixes (phosphorus-acids.ts) against OPSIN 2.7.0", () => {
  test.each(esters.filter((r) => !r.refused).map((r) => [r.name, r.opsin]))("%s", (name, opsin) => {
    expect(parseName(name as string)).toEqual({ ok: true, smiles: canonical(opsin as string) });
  });

  test.each(esters.filter((r) => r.refused).map((r) => [r.name]))("%s is refused", (name) => {
    expect(parseName(name as string).ok).toBe(false);
  });
});
