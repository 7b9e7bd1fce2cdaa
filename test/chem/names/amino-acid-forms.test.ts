import { canonicalSmiles as canonical } from "../../../harness/molblock.ts";
import { beforeAll, describe, expect, test } from "bun:test";
import { readJsonl } from "../../../harness/golden.ts";
import { ready } from "../../../harness/tools.ts";
import { parseName } from "../../../src/chem/names/index.ts";

/** validation/generators/make_golden_amino_acid_forms.py: OPSIN 2.7.0's structure per name. */
interface Row {
  name: string;
  opsin: string | null;
  refused?: boolean;
}

beforeAll(ready);

const rows = readJsonl<Row>("names-amino-acid-forms.jsonl");

describe("reduced amino acids, diacid dichlorides, gamma-glutamyl peptides, ring and side-chain prefixes, partial esters (amino-acid-forms.ts) against OPSIN 2.7.0", () => {
  test.each(rows.filter((r) => !r.refused).map((r) => [r.name, r.opsin]))("%s", (name, opsin) => {
    expect(parseName(name as string)).toEqual({ ok: true, smiles: canonical(opsin as string) });
  });

  // The generator's AMBIGUOUS rows: the name does not say where the group goes.
  const ambiguous = new Set(["L-aspartylbenzene", "L-tryptophan-1-yltoluene"]);
  test.each(rows.filter((r) => r.refused).map((r) => [r.name]))("%s is refused", (name) => {
    const reason = ambiguous.has(name as string) ? "ambiguous" : "unsupported";
    expect(parseName(name as string)).toMatchObject({ ok: false, reason });
  });

  test("a chiral amino acid's name without L- or D- says what to add", () => {
    for (const name of ["3,5-diiodotyrosine", "alaninol", "aspartoyl dichloride", "tryptophan-1-ylbenzene"]) {
      const read = parseName(name);
      expect(read.ok).toBe(false);
      if (!read.ok) expect(read.message).toContain("L- or D-");
    }
    // The L- is there, before the longest stem (not phenylalanine's "alanin", homoserine's "serin"): not this refusal.
    for (const name of ["L-phenylalanin-4-ylbenzene", "L-homoserin-1-ylbenzene"]) {
      expect(parseName(name)).toMatchObject({ ok: false, reason: "unreadable" });
    }
  });
});
