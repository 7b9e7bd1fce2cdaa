import { canonicalSmiles as canonical } from "../../../harness/molblock.ts";
import { beforeAll, describe, expect, test } from "bun:test";
import { readJsonl } from "../../../harness/golden.ts";
import { ready } from "../../../harness/tools.ts";
import { parseName } from "../../../src/chem/names/index.ts";

/** validation/generators/make_golden_implicit_brackets.py: OPSIN 2.7.0's structure per name written without brackets. */
interface Row {
  name: string;
  opsin: string | null;
  refused?: boolean;
}

beforeAll(ready);

const rows = readJsonl<Row>("names-implicit-brackets.jsonl");

describe("prefixes run together (implicit-brackets.ts) against OPSIN 2.7.0", () => {
  test.each(rows.filter((r) => !r.refused).map((r) => [r.name, r.opsin]))("%s", (name, opsin) => {
    expect(parseName(name as string)).toEqual({ ok: true, smiles: canonical(opsin as string) });
  });

  test.each(rows.filter((r) => r.refused).map((r) => [r.name]))("%s is refused", (name) => {
    expect(parseName(name as string).ok).toBe(false);
  });

  test("the bracketed and the run-together forms agree; a hyphen splits the run", () => {
    expect(parseName("dimethylaminobenzene")).toEqual(parseName("(dimethylamino)benzene"));
    expect(parseName("4-dimethylaminopyridine")).toEqual(parseName("4-(dimethylamino)pyridine"));
    expect(parseName("2-chloroethylbenzene")).toEqual(parseName("(2-chloroethyl)benzene"));
    expect(parseName("1,4-dimethoxycarbonyl-benzene")).toEqual(parseName("1,4-di(methoxycarbonyl)benzene"));
    // the hyphen puts both groups on the ring: dimethyl and amino, with no locants to place them
    expect(parseName("dimethyl-aminobenzene")).toMatchObject({ ok: false, reason: "ambiguous" });
    expect(parseName("carbonylbenzene")).toMatchObject({ ok: false, reason: "invalid" });
  });
});

/** validation/generators/make_golden_phosphoryl.py: OPSIN 2.7.0's structure per name. */
const phosphoryl = readJsonl<Row>("names-phosphoryl.jsonl");

describe("phosphoryl -P(=O)< carrying its two groups, bracketed or joined (implicit-brackets.ts) against OPSIN 2.7.0", () => {
  test.each(phosphoryl.filter((r) => !r.refused).map((r) => [r.name, r.opsin]))("%s", (name, opsin) => {
    expect(parseName(name as string)).toEqual({ ok: true, smiles: canonical(opsin as string) });
  });

  test.each(phosphoryl.filter((r) => r.refused).map((r) => [r.name]))("%s is refused", (name) => {
    expect(parseName(name as string).ok).toBe(false);
  });
});

/** validation/generators/make_golden_acyl_joiners.py: an acyl chain taking its locanted prefixes in a run. */
const acylJoiners = readJsonl<Row>("names-acyl-joiners.jsonl");

describe("an acyl chain takes its locanted prefixes as an alkyl does (implicit-brackets.ts joinerOf) against OPSIN 2.7.0", () => {
  test.each(acylJoiners.filter((r) => !r.refused).map((r) => [r.name, r.opsin]))("%s", (name, opsin) => {
    expect(parseName(name as string)).toEqual({ ok: true, smiles: canonical(opsin as string) });
  });

  test.each(acylJoiners.filter((r) => r.refused).map((r) => [r.name]))("%s is refused", (name) => {
    expect(parseName(name as string).ok).toBe(false);
  });
});

/** validation/generators/make_golden_ring_alkyl_amines.py: a bracketed group, an alkyl and a bare "amine". */
const ringAlkylAmines = readJsonl<Row>("names-ring-alkyl-amines.jsonl");

describe("a bracketed ring group before an alkyl before 'amine' is the alkyl's (implicit-brackets.ts) against OPSIN 2.7.0", () => {
  test.each(ringAlkylAmines.filter((r) => !r.refused).map((r) => [r.name, r.opsin]))("%s", (name, opsin) => {
    expect(parseName(name as string)).toEqual({ ok: true, smiles: canonical(opsin as string) });
  });

  test.each(ringAlkylAmines.filter((r) => r.refused).map((r) => [r.name]))("%s is refused", (name) => {
    expect(parseName(name as string).ok).toBe(false);
  });
});

/** validation/generators/make_golden_hydro_ring_acyl.py: hydro prefixes before a ring group on an acid's chain. */
const hydroRingAcyl = readJsonl<Row>("names-hydro-ring-acyl.jsonl");

describe("hydro prefixes before a ring group on a retained acid's chain are the group's (implicit-brackets.ts) against OPSIN 2.7.0", () => {
  test.each(hydroRingAcyl.map((r) => [r.name, r.opsin]))("%s", (name, opsin) => {
    expect(parseName(name as string)).toEqual({ ok: true, smiles: canonical(opsin as string) });
  });
});
