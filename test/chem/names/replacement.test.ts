import { canonicalSmiles as canonical } from "../../../harness/molblock.ts";
import { beforeAll, describe, expect, test } from "bun:test";
import { readJsonl } from "../../../harness/golden.ts";
import { ready } from "../../../harness/tools.ts";
import { parseName } from "../../../src/chem/names/index.ts";

/** validation/generators/make_golden_replacement.py: OPSIN 2.7.0's structure per name with replacement prefixes. */
interface Row {
  name: string;
  opsin: string | null;
  refused?: boolean;
}

beforeAll(ready);

const rows = readJsonl<Row>("names-replacement.jsonl");

describe("replacement prefixes (replacement.ts) against OPSIN 2.7.0", () => {
  test.each(rows.filter((r) => !r.refused).map((r) => [r.name, r.opsin]))("%s", (name, opsin) => {
    expect(parseName(name as string)).toEqual({ ok: true, smiles: canonical(opsin as string) });
  });

  test.each(rows.filter((r) => r.refused).map((r) => [r.name]))("%s is refused", (name) => {
    expect(parseName(name as string).ok).toBe(false);
  });

  test("a replacement prefix reads the same before or after the other prefixes", () => {
    expect(parseName("3-aza-4-methyl-pyridine")).toEqual(parseName("4-methyl-3-aza-pyridine"));
    expect(parseName("3-aza-4-methyl-pyridine")).toEqual(parseName("4-methylpyrimidine"));
  });
});

const onia = readJsonl<Row>("names-onia-replacement.jsonl");

describe("cationic replacement prefixes, azonia/phosphonia (replacement.ts; make_golden_spiro_heteroatoms.py) against OPSIN 2.7.0", () => {
  test.each(onia.filter((r) => !r.refused).map((r) => [r.name, r.opsin]))("%s", (name, opsin) => {
    expect(parseName(name as string)).toEqual({ ok: true, smiles: canonical(opsin as string) });
  });

  test.each(onia.filter((r) => r.refused).map((r) => [r.name]))("%s is refused", (name) => {
    expect(parseName(name as string).ok).toBe(false);
  });
});

/** validation/generators/make_golden_subtractive.py: OPSIN 2.7.0's structure per name with a subtractive prefix. */
const subtractive = readJsonl<Row>("names-subtractive.jsonl");

describe("subtractive prefixes, a heteroatom turned into carbon (replacement.ts removeAtom) against OPSIN 2.7.0", () => {
  test.each(subtractive.filter((r) => !r.refused).map((r) => [r.name, r.opsin]))("%s", (name, opsin) => {
    expect(parseName(name as string)).toEqual({ ok: true, smiles: canonical(opsin as string) });
  });

  test.each(subtractive.filter((r) => r.refused).map((r) => [r.name]))("%s is refused", (name) => {
    expect(parseName(name as string).ok).toBe(false);
  });
});

/** validation/generators/make_golden_replacement_runs.py: replacement prefixes run into the parent, and lambda. */
const runs = readJsonl<Row>("names-replacement-runs.jsonl");

describe("replacement prefixes run into the parent's name and with the lambda convention (replacement.ts) against OPSIN 2.7.0", () => {
  test.each(runs.filter((r) => !r.refused).map((r) => [r.name, r.opsin]))("%s", (name, opsin) => {
    expect(parseName(name as string)).toEqual({ ok: true, smiles: canonical(opsin as string) });
  });

  test.each(runs.filter((r) => r.refused).map((r) => [r.name]))("%s is refused", (name) => {
    expect(parseName(name as string).ok).toBe(false);
  });
});
