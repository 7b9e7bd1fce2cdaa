/**
 * Where a spiro name's hydrogens and ring ketones go (src/chem/names/spiro-hydrogen.ts): indicated hydrogen on any
 * component ("2'H-"), added hydrogen after a spiro locant ("spiro[cyclohexane-1,2'(1'H)-quinoline]") or of a suffix
 * ("spiro[indole-3,4'-piperidin]-2(1H)-one"), CAS's bracketed component forms ("[2H]indene", "[1,3]dioxolane"), and a
 * ring ketone with its added hydrogen unwritten built on its component ("spiro[cyclohexane-1,1'-naphthalen]-4'-one").
 * Expected structures are OPSIN 2.7.0's, written by validation/generators/make_golden_spiro_heteroatoms.py
 * (names-spiro-hydrogen.jsonl, names-spiro-ketones.jsonl; canonical SMILES from Python RDKit 2022.09).
 */
import { canonicalSmiles as canonical } from "../../../harness/molblock.ts";
import { beforeAll, describe, expect, test } from "bun:test";
import { readJsonl } from "../../../harness/golden.ts";
import { ready } from "../../../harness/tools.ts";
import { parseName } from "../../../src/chem/names/index.ts";

beforeAll(ready);

/** A row of make_golden_spiro_heteroatoms.py: OPSIN 2.7.0's structure per name, or a name to refuse. */
interface Row {
  name: string;
  opsin: string | null;
  refused?: boolean;
}

/** Each name read gives OPSIN's structure, each one marked refused is refused. */
function againstOpsin(file: string): void {
  const rows = readJsonl<Row>(file);
  test.each(rows.filter((r) => !r.refused).map((r) => [r.name, r.opsin]))("%s", (name, opsin) => {
    expect(parseName(name as string)).toEqual({ ok: true, smiles: canonical(opsin as string) });
  });
  test.each(rows.filter((r) => r.refused).map((r) => [r.name]))("%s is refused", (name) => {
    expect(parseName(name as string).ok).toBe(false);
  });
}

describe("indicated and added hydrogen on a spiro component, CAS's bracketed component forms (against OPSIN 2.7.0)", () => {
  againstOpsin("names-spiro-hydrogen.jsonl");

  test("a suffix's added hydrogen is its component's: spiro[indole-3,4'-piperidin]-2(1H)-one is the indolin-2-one", () => {
    expect(parseName("spiro[indole-3,4'-piperidin]-2(1H)-one")).toEqual(
      parseName("spiro[indoline-3,4'-piperidin]-2-one"),
    );
    expect(parseName("spiro[cyclohexane-1,3'-[3H]indol]-2'(1'H)-one")).toEqual(
      parseName("spiro[cyclohexane-1,3'-indolin]-2'-one"),
    );
  });

  test("the added hydrogen after a spiro locant reads as the indicated hydrogen of that component", () => {
    expect(parseName("spiro[cyclohexane-1,2'(1'H)-quinoline]")).toEqual(
      parseName("1'H-spiro[cyclohexane-1,2'-quinoline]"),
    );
  });
});

describe("a ring ketone of the spiro system with its added hydrogen unwritten, built on its component (against OPSIN 2.7.0)", () => {
  againstOpsin("names-spiro-ketones.jsonl");

  test("only where the system as written has no CH2 there: a written added hydrogen gives the same structure", () => {
    expect(parseName("spiro[cyclohexane-1,1'-naphthalen]-4'-one")).toEqual(
      parseName("spiro[cyclohexane-1,1'(4'H)-naphthalen]-4'-one"),
    );
  });
});
