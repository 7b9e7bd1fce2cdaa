import { canonicalSmiles as canonical } from "../../../harness/molblock.ts";
import { beforeAll, describe, expect, test } from "bun:test";
import { readJsonl } from "../../../harness/golden.ts";
import { ready } from "../../../harness/tools.ts";
import { parseName } from "../../../src/chem/names/index.ts";

/** validation/generators/make_golden_conjunctive.py: OPSIN 2.7.0's structure per conjunctive name. */
interface Row {
  name: string;
  opsin: string | null;
  refused?: boolean;
}

beforeAll(ready);

const rows = readJsonl<Row>("names-conjunctive.jsonl");

describe("conjunctive names (conjunctive.ts) against OPSIN 2.7.0", () => {
  test.each(rows.filter((r) => !r.refused).map((r) => [r.name, r.opsin]))("%s", (name, opsin) => {
    expect(parseName(name as string)).toEqual({ ok: true, smiles: canonical(opsin as string) });
  });

  test.each(rows.filter((r) => r.refused).map((r) => [r.name]))("%s is refused", (name) => {
    expect(parseName(name as string).ok).toBe(false);
  });

  test("the conjunctive and the substitutive name give one structure", () => {
    expect(parseName("benzenepropanoic acid")).toEqual(parseName("3-phenylpropanoic acid"));
    expect(parseName("naphthalene-2-acetic acid")).toEqual(parseName("2-(naphthalen-2-yl)acetic acid"));
  });
});

/** validation/generators/make_golden_amino_acid_diacetic.py: OPSIN 2.7.0's structure per name. */
const diacetic = readJsonl<Row>("names-amino-acid-diacetic.jsonl");

describe("an amino acid's N,N-diacetic acid (conjunctive.ts readAminoAcidDiacetic) against OPSIN 2.7.0", () => {
  test.each(diacetic.filter((r) => !r.refused).map((r) => [r.name, r.opsin]))("%s", (name, opsin) => {
    expect(parseName(name as string)).toEqual({ ok: true, smiles: canonical(opsin as string) });
  });

  test.each(diacetic.filter((r) => r.refused).map((r) => [r.name]))("%s is refused", (name) => {
    expect(parseName(name as string).ok).toBe(false);
  });
});

/** validation/generators/make_golden_conjunctive_greek.py: OPSIN 2.7.0's structure per name. */
const greek = readJsonl<Row>("names-conjunctive-greek.jsonl");

describe("conjunctive names with Greek-letter locants on the chain (conjunctive.ts greekReadings) against OPSIN 2.7.0", () => {
  test.each(greek.filter((r) => !r.refused).map((r) => [r.name, r.opsin]))("%s", (name, opsin) => {
    expect(parseName(name as string)).toEqual({ ok: true, smiles: canonical(opsin as string) });
  });

  test.each(greek.filter((r) => r.refused).map((r) => [r.name]))("%s is refused", (name) => {
    expect(parseName(name as string).ok).toBe(false);
  });
});

/** validation/generators/make_golden_conjunctive_ring_prefixes.py: OPSIN 2.7.0's structure per name. */
const ringPrefixes = readJsonl<Row>("names-conjunctive-ring-prefixes.jsonl");

describe("conjunctive names with prefixes on the ring (conjunctive.ts) against OPSIN 2.7.0", () => {
  test.each(ringPrefixes.filter((r) => !r.refused).map((r) => [r.name, r.opsin]))("%s", (name, opsin) => {
    expect(parseName(name as string)).toEqual({ ok: true, smiles: canonical(opsin as string) });
  });

  test.each(ringPrefixes.filter((r) => r.refused).map((r) => [r.name]))("%s is refused", (name) => {
    expect(parseName(name as string).ok).toBe(false);
  });
});
