import { canonicalSmiles as canonical } from "../../../harness/molblock.ts";
import { beforeAll, describe, expect, test } from "bun:test";
import { readJsonl } from "../../../harness/golden.ts";
import { ready } from "../../../harness/tools.ts";
import { parseName } from "../../../src/chem/names/index.ts";

/** validation/generators/make_golden_parent_forms.py: OPSIN 2.7.0's structure per name. */
interface Row {
  name: string;
  opsin: string | null;
  refused?: boolean;
}

beforeAll(ready);

const rows = readJsonl<Row>("names-parent-forms.jsonl");

describe("retained parents, hydrides, methyl rings and numbering rules against OPSIN 2.7.0", () => {
  test.each(rows.filter((r) => !r.refused).map((r) => [r.name, r.opsin]))("%s", (name, opsin) => {
    expect(parseName(name as string)).toEqual({ ok: true, smiles: canonical(opsin as string) });
  });

  test.each(rows.filter((r) => r.refused).map((r) => [r.name]))(
    "%s is refused (a default OPSIN assumes, or a locant the name does not fit)",
    (name) => {
      expect(parseName(name as string).ok).toBe(false);
    },
  );

  test("an unlocanted ene that both ends number alike stays open, and a small ring's E is not dropped", () => {
    expect(parseName("4-chlorobutene")).toMatchObject({ ok: false, reason: "ambiguous" });
    expect(parseName("(E)-cycloheptene")).toMatchObject({ ok: false, reason: "invalid" });
    // A Z names the small ring's cis double bond: the same structure as without it.
    expect(parseName("(Z)-cyclohexene")).toEqual(parseName("cyclohexene"));
    // The methyl ring's locants must name the fixed methyl too (xylene's is at 1).
    expect(parseName("2,3-xylene").ok).toBe(false);
    // 2-benzofuran has its own name and is not what "benzofuran" reads as.
    const iso = parseName("isobenzofuran");
    const benzofuran = parseName("benzofuran");
    expect(iso.ok && benzofuran.ok && iso.smiles !== benzofuran.smiles).toBe(true);
  });
});

/** validation/generators/make_golden_front_locant_rings.py: a listed ring's one suffix with its locant in front. */
const frontRows = readJsonl<Row>("names-front-locant-rings.jsonl");

describe("a listed ring's one suffix with its locant in front (CAS's older form) against OPSIN 2.7.0", () => {
  test.each(frontRows.filter((r) => !r.refused).map((r) => [r.name, r.opsin]))("%s", (name, opsin) => {
    expect(parseName(name as string)).toEqual({ ok: true, smiles: canonical(opsin as string) });
  });

  test.each(frontRows.filter((r) => r.refused).map((r) => [r.name]))("%s is refused", (name) => {
    expect(parseName(name as string).ok).toBe(false);
  });

  test("the front locant is the suffix's, and must name a ring atom", () => {
    expect(parseName("4-piperidinol")).toEqual(parseName("piperidin-4-ol"));
    expect(parseName("7-pyridinol").ok).toBe(false);
    // a suffix with locants of its own leaves no room for a front locant
    expect(parseName("4-piperidin-3-ol").ok).toBe(false);
  });
});
