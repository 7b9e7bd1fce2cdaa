import { canonicalSmiles as canonical } from "../../../harness/molblock.ts";
import { beforeAll, describe, expect, test } from "bun:test";
import { readJsonl } from "../../../harness/golden.ts";
import { ready } from "../../../harness/tools.ts";
import { parseName } from "../../../src/chem/names/index.ts";

/** validation/generators/make_golden_multiplicative.py: OPSIN 2.7.0's structure per name multiplicative name. */
interface Row {
  name: string;
  opsin: string | null;
  refused?: boolean;
}

beforeAll(ready);

const rows = readJsonl<Row>("names-multiplicative.jsonl");

describe("multiplied parents (multiplicative.ts) against OPSIN 2.7.0", () => {
  test.each(rows.filter((r) => !r.refused).map((r) => [r.name, r.opsin]))("%s", (name, opsin) => {
    expect(parseName(name as string)).toEqual({ ok: true, smiles: canonical(opsin as string) });
  });

  test.each(rows.filter((r) => r.refused).map((r) => [r.name]))("%s is refused", (name) => {
    expect(parseName(name as string).ok).toBe(false);
  });

  test("a CIP group before the bracketed parent is on each copy: (3R) and (3S) give OPSIN's two structures", () => {
    const opsin = (name: string): string => canonical(rows.find((r) => r.name === name)?.opsin ?? "");
    const r = "3,3'-methylenebis[(3R)-chroman-7-ol]";
    const s = "3,3'-methylenebis[(3S)-chroman-7-ol]";
    expect(parseName(r)).toEqual({ ok: true, smiles: opsin(r) });
    expect(parseName(s)).toEqual({ ok: true, smiles: opsin(s) });
    expect(opsin(r)).not.toBe(opsin(s));
  });

  test("the arm is read from the centre outwards: 3,1-phenylene is bound to the centre by C3", () => {
    const fromThree = parseName("N,N'-carbonylbis[imino(4-methyl-3,1-phenylene)]diacetamide");
    const fromOne = parseName("N,N'-carbonylbis[imino(4-methyl-1,3-phenylene)]diacetamide");
    expect(fromThree.ok && fromOne.ok && fromThree.smiles !== fromOne.smiles).toBe(true);
  });
});
