import { canonicalSmiles as canonical } from "../../../harness/molblock.ts";
import { beforeAll, describe, expect, test } from "bun:test";
import { readJsonl } from "../../../harness/golden.ts";
import { ready } from "../../../harness/tools.ts";
import { parseName } from "../../../src/chem/names/index.ts";

/** validation/generators/make_golden_organometallics.py: OPSIN 2.7.0's structure per name. */
interface Row {
  name: string;
  opsin: string | null;
  refused?: boolean;
}

beforeAll(ready);

const rows = readJsonl<Row>("names-organometallics.jsonl");

describe("organometallic names: a metal with its groups as prefixes (organometallics.ts) against OPSIN 2.7.0", () => {
  test.each(rows.filter((r) => !r.refused).map((r) => [r.name, r.opsin]))("%s", (name, opsin) => {
    expect(parseName(name as string)).toEqual({ ok: true, smiles: canonical(opsin as string) });
  });

  test.each(rows.filter((r) => r.refused).map((r) => [r.name]))("%s is refused", (name) => {
    expect(parseName(name as string).ok).toBe(false);
  });

  test("a radical or unusual oxidation state is refused with the reason, and so is an organometallic salt", () => {
    expect(parseName("methylmercury")).toMatchObject({
      ok: false,
      reason: "unsupported",
      message: expect.stringContaining("oxidation states"),
    });
    expect(parseName("methylmercury(1+) chloride")).toMatchObject({ ok: false, reason: "unsupported" });
    // a metal's bare name stays unread: in a salt's words it is the cation ("acetic acid sodium salt")
    expect(parseName("acetic acid sodium salt")).toEqual({ ok: true, smiles: canonical("CC(=O)[O-].[Na+]") });
  });
});
