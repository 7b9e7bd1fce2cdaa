import { canonicalSmiles as canonical } from "../../../harness/molblock.ts";
import { beforeAll, describe, expect, test } from "bun:test";
import { readJsonl } from "../../../harness/golden.ts";
import { ready } from "../../../harness/tools.ts";
import { parseName } from "../../../src/chem/names/index.ts";

/** validation/generators/make_golden_amino_acid_ions.py: OPSIN 2.7.0's structure per name. */
interface Row {
  name: string;
  opsin: string | null;
  refused?: boolean;
}

beforeAll(ready);

const rows = readJsonl<Row>("names-amino-acid-ions.jsonl");

describe("ions of amino acids (amino-acid-ions.ts) against OPSIN 2.7.0", () => {
  test.each(rows.filter((r) => !r.refused).map((r) => [r.name, r.opsin]))("%s", (name, opsin) => {
    expect(parseName(name as string)).toEqual({ ok: true, smiles: canonical(opsin as string) });
  });

  test.each(rows.filter((r) => r.refused).map((r) => [r.name]))("%s is refused", (name) => {
    expect(parseName(name as string).ok).toBe(false);
  });

  test("an ion is its amino acid's: glycinate and glycinium are glycine with one group charged", () => {
    const glycine = parseName("glycine");
    const anion = parseName("glycinate");
    expect(glycine.ok && anion.ok && anion.smiles !== glycine.smiles).toBe(true);
    expect(parseName("L-alaninate")).not.toEqual(parseName("D-alaninate"));
  });
});
