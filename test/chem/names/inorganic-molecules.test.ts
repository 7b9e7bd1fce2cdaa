import { canonicalSmiles as canonical } from "../../../harness/molblock.ts";
import { beforeAll, describe, expect, test } from "bun:test";
import { readJsonl } from "../../../harness/golden.ts";
import { ready } from "../../../harness/tools.ts";
import { parseName } from "../../../src/chem/names/index.ts";

/** validation/generators/make_golden_inorganic_molecules.py: OPSIN 2.7.0's structure per name. */
interface Row {
  name: string;
  opsin: string | null;
  refused?: boolean;
}

beforeAll(ready);

const rows = readJsonl<Row>("names-inorganic-molecules.jsonl");

describe("molecules of non-metals named by composition (inorganic-molecules.ts) against OPSIN 2.7.0", () => {
  test.each(rows.filter((r) => !r.refused).map((r) => [r.name, r.opsin]))("%s", (name, opsin) => {
    expect(parseName(name as string)).toEqual({ ok: true, smiles: canonical(opsin as string) });
  });

  test.each(rows.filter((r) => r.refused).map((r) => [r.name]))("%s is refused", (name) => {
    expect(parseName(name as string).ok).toBe(false);
  });

  test("a valence outside those read is refused with the reason; capitals and metals are left as they were", () => {
    expect(parseName("carbon monoxide")).toMatchObject({ ok: false, reason: "unsupported" });
    expect(parseName("CARBON TETRACHLORIDE")).toEqual(parseName("carbon tetrachloride"));
    // a metal's binary compound stays components.ts's refusal, not drawn covalently here
    expect(parseName("titanium tetrachloride")).toMatchObject({ ok: false, reason: "unsupported" });
    // the elided multiplier is written only before "oxide"
    expect(parseName("carbon tetrchloride").ok).toBe(false);
  });
});
