import { canonicalSmiles as canonical } from "../../../harness/molblock.ts";
import { beforeAll, describe, expect, test } from "bun:test";
import { readJsonl } from "../../../harness/golden.ts";
import { ready } from "../../../harness/tools.ts";
import { parseName } from "../../../src/chem/names/index.ts";
import { writtenNeighbours } from "../../../src/chem/names/stereo.ts";

/** validation/generators/make_golden_fischer.py: OPSIN 2.7.0's structure per name. */
interface Row {
  name: string;
  opsin: string | null;
  refused?: boolean;
}

beforeAll(ready);

const fischer = readJsonl<Row>("names-fischer.jsonl");
/** validation/generators/make_golden_ring_cis_trans.py. */
const ringCisTrans = readJsonl<Row>("names-ring-cis-trans.jsonl");

describe("Fischer's D-/L- before a systematic name (stereo.ts placeFischer) against OPSIN 2.7.0", () => {
  test.each(fischer.filter((r) => !r.refused).map((r) => [r.name, r.opsin]))("%s", (name, opsin) => {
    expect(parseName(name as string)).toEqual({ ok: true, smiles: canonical(opsin as string) });
  });

  test.each(fischer.filter((r) => r.refused).map((r) => [r.name]))("%s is refused", (name) => {
    expect(parseName(name as string).ok).toBe(false);
  });

  test("D- and L- give the two enantiomers", () => {
    const l = parseName("L-2-aminobutanoic acid");
    const d = parseName("D-2-aminobutanoic acid");
    expect(l.ok && d.ok && l.smiles !== d.smiles).toBe(true);
  });
});

describe("cis-/trans- of two ring substituents (stereo.ts placeRingCisTrans) against OPSIN 2.7.0", () => {
  test.each(ringCisTrans.filter((r) => !r.refused).map((r) => [r.name, r.opsin]))("%s", (name, opsin) => {
    expect(parseName(name as string)).toEqual({ ok: true, smiles: canonical(opsin as string) });
  });

  test.each(ringCisTrans.filter((r) => r.refused).map((r) => [r.name]))("%s is refused", (name) => {
    expect(parseName(name as string).ok).toBe(false);
  });
});

describe("writtenNeighbours: the order a SMILES lists each atom's neighbours in", () => {
  test("the atom before, the bracket's H, ring closures, then the atoms after", () => {
    // Atom 3 (the CH) lists atom 2, its H, atom 0 (the ring closure), then atom 4.
    expect(writtenNeighbours("[NH]1[CH2][CH2][CH]1[C](=[O])[OH]")[3]).toEqual([2, "H", 0, 4]);
    expect(writtenNeighbours("[NH]1[CH2][CH2][CH]1[C](=[O])[OH]")[0]).toEqual(["H", 3, 1]);
    expect(writtenNeighbours("[CH3][CH]([NH2])[C](=[O])[OH]")[1]).toEqual([0, "H", 2, 3]);
  });
});

/** validation/generators/make_golden_inner_cis_trans.py: OPSIN 2.7.0's structure per name. */
const innerCisTrans = readJsonl<Row>("names-inner-cis-trans.jsonl");

describe("one cis-/trans- inside the name, on the structure's one ring pair (index.ts, stereo.ts placeCisTrans) against OPSIN 2.7.0", () => {
  test.each(innerCisTrans.filter((r) => !r.refused).map((r) => [r.name, r.opsin]))("%s", (name, opsin) => {
    expect(parseName(name as string)).toEqual({ ok: true, smiles: canonical(opsin as string) });
  });

  test.each(innerCisTrans.filter((r) => r.refused).map((r) => [r.name]))("%s is refused", (name) => {
    expect(parseName(name as string).ok).toBe(false);
  });
});
