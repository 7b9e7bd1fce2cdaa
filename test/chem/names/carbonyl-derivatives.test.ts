import { canonicalSmiles as canonical } from "../../../harness/molblock.ts";
import { beforeAll, describe, expect, test } from "bun:test";
import { readJsonl } from "../../../harness/golden.ts";
import { ready } from "../../../harness/tools.ts";
import { parseName } from "../../../src/chem/names/index.ts";

/** validation/generators/make_golden_carbonyl_derivatives.py: OPSIN 2.7.0's structure per textbook name. */
interface Row {
  name: string;
  opsin: string | null;
  refused?: boolean;
}

beforeAll(ready);

const rows = readJsonl<Row>("names-carbonyl-derivatives.jsonl");

describe("oximes, hydrazones, semicarbazones, acetals (carbonyl-derivatives.ts) against OPSIN 2.7.0", () => {
  test.each(rows.filter((r) => !r.refused).map((r) => [r.name, r.opsin]))("%s", (name, opsin) => {
    const result = parseName(name as string);
    expect(result).toEqual({ ok: true, smiles: canonical(opsin as string) });
  });

  test.each(rows.filter((r) => r.refused).map((r) => [r.name]))("%s is refused (OPSIN picks one reading)", (name) => {
    expect(parseName(name as string).ok).toBe(false);
  });

  test("the class word acts on an aldehyde or ketone C=O only, and groups bound through carbon only", () => {
    // A symmetric dione's monoxime is one structure (chemistry: both C=O of hexane-2,5-dione are equivalent).
    expect(parseName("hexane-2,5-dione oxime")).toEqual({ ok: true, smiles: canonical("CC(=O)CCC(C)=NO") });
    // "chlorooxime" is the hydroximoyl chloride C(Cl)=NOH (golden rows): on a ketone, whose C has no H, it is refused.
    expect(parseName("acetone chlorooxime").ok).toBe(false);
    // Two groups on a monothioacetal without their letters: S-ethyl O-methyl or S-methyl O-ethyl.
    expect(parseName("propanal ethyl methyl monothioacetal")).toMatchObject({ ok: false, reason: "ambiguous" });
    expect(parseName("ethyl acetate oxime").ok).toBe(false);
  });
});
