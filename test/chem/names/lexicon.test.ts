import { canonicalSmiles as canonical } from "../../../harness/molblock.ts";
import { beforeAll, describe, expect, test } from "bun:test";
import { readJsonl } from "../../../harness/golden.ts";
import { ready } from "../../../harness/tools.ts";
import { parseName } from "../../../src/chem/names/index.ts";

/** validation/generators/make_golden_fischer.py (its glycine rows): OPSIN 2.7.0's structure per name. */
interface Row {
  name: string;
  opsin: string | null;
  refused?: boolean;
}

beforeAll(ready);

const rows = readJsonl<Row>("names-glycine-parent.jsonl");

describe("glycine as a parent that takes prefixes (lexicon.ts) against OPSIN 2.7.0", () => {
  test.each(rows.filter((r) => !r.refused).map((r) => [r.name, r.opsin]))("%s", (name, opsin) => {
    expect(parseName(name as string)).toEqual({ ok: true, smiles: canonical(opsin as string) });
  });

  test.each(rows.filter((r) => r.refused).map((r) => [r.name]))("%s is refused", (name) => {
    expect(parseName(name as string).ok).toBe(false);
  });
});

/** validation/generators/make_golden_phenones.py: OPSIN 2.7.0's structure per name. */
const phenones = readJsonl<Row>("names-phenones.jsonl");

describe("aryl ketones named '<acyl>ophenone' (lexicon.ts PHENONES) and stilbene with its geometry, against OPSIN 2.7.0", () => {
  test.each(phenones.filter((r) => !r.refused).map((r) => [r.name, r.opsin]))("%s", (name, opsin) => {
    expect(parseName(name as string)).toEqual({ ok: true, smiles: canonical(opsin as string) });
  });

  test.each(phenones.filter((r) => r.refused).map((r) => [r.name]))("%s is refused", (name) => {
    expect(parseName(name as string).ok).toBe(false);
  });
});

/** validation/generators/make_golden_main_group_hydrides.py: OPSIN 2.7.0's structure per name. */
const hydrides = readJsonl<Row>("names-main-group-hydrides.jsonl");

describe("phosphine, arsine, stibine, silane, diazene … with their groups (lexicon.ts MAIN_GROUP_HYDRIDES) against OPSIN 2.7.0", () => {
  test.each(hydrides.filter((r) => !r.refused).map((r) => [r.name, r.opsin]))("%s", (name, opsin) => {
    expect(parseName(name as string)).toEqual({ ok: true, smiles: canonical(opsin as string) });
  });

  test.each(hydrides.filter((r) => r.refused).map((r) => [r.name]))("%s is refused", (name) => {
    expect(parseName(name as string).ok).toBe(false);
  });
});

/** validation/generators/make_golden_aryl_stems.py: OPSIN 2.7.0's structure per name. */
const arylStems = readJsonl<Row>("names-aryl-stems.jsonl");

describe("benzhydryl, phenethyl, styryl, furfuryl … (OPSIN's contracted aryl stems with 'yl' on their first atom) against OPSIN 2.7.0", () => {
  test.each(arylStems.filter((r) => !r.refused).map((r) => [r.name, r.opsin]))("%s", (name, opsin) => {
    expect(parseName(name as string)).toEqual({ ok: true, smiles: canonical(opsin as string) });
  });

  test.each(arylStems.filter((r) => r.refused).map((r) => [r.name]))("%s is refused", (name) => {
    expect(parseName(name as string).ok).toBe(false);
  });
});

/** validation/generators/make_golden_peroxol.py: OPSIN 2.7.0's structure per name. */
const peroxols = readJsonl<Row>("names-peroxol.jsonl");

describe("the peroxol suffix, -OOH (lexicon.ts PEROXOL_SUFFIX), against OPSIN 2.7.0", () => {
  test.each(peroxols.filter((r) => !r.refused).map((r) => [r.name, r.opsin]))("%s", (name, opsin) => {
    expect(parseName(name as string)).toEqual({ ok: true, smiles: canonical(opsin as string) });
  });

  test.each(peroxols.filter((r) => r.refused).map((r) => [r.name]))("%s is refused", (name) => {
    expect(parseName(name as string).ok).toBe(false);
  });
});

/** validation/generators/make_golden_hydride_stems.py: OPSIN 2.7.0's structure per name. */
const hydrideStems = readJsonl<Row>("names-hydride-stems.jsonl");

describe("the group 14 hydrides as stems that take suffixes (silanol, silanamine) and chains of one element (trisulfane, disilane): lexicon.ts HYDRIDE_STEMS, against OPSIN 2.7.0", () => {
  test.each(hydrideStems.filter((r) => !r.refused).map((r) => [r.name, r.opsin]))("%s", (name, opsin) => {
    expect(parseName(name as string)).toEqual({ ok: true, smiles: canonical(opsin as string) });
  });

  test.each(hydrideStems.filter((r) => r.refused).map((r) => [r.name]))("%s is refused", (name) => {
    expect(parseName(name as string).ok).toBe(false);
  });
});

/** validation/generators/make_golden_methylene_element_locants.py: OPSIN 2.7.0's structure per name. */
const methylene = readJsonl<Row>("names-methylene.jsonl");

describe("methylene as the prefix =CH2 (lexicon.ts OWN_SUBSTITUENTS) against OPSIN 2.7.0", () => {
  test.each(methylene.filter((r) => !r.refused).map((r) => [r.name, r.opsin]))("%s", (name, opsin) => {
    expect(parseName(name as string)).toEqual({ ok: true, smiles: canonical(opsin as string) });
  });

  test.each(methylene.filter((r) => r.refused).map((r) => [r.name]))("%s is refused", (name) => {
    expect(parseName(name as string).ok).toBe(false);
  });
});

/**
 * validation/generators/make_golden_tolyl.py: OPSIN 2.7.0's structure per name; for a tolyl with groups on its ring
 * ("via"), OPSIN's structure for the same compound written with methylphenyl (2.7.0 numbers tolyl from the methyl).
 */
const tolyl = readJsonl<Row & { via?: string }>("names-tolyl.jsonl");

describe("o-, m- and p-tolyl numbered from the attachment (lexicon.ts OWN_SUBSTITUENTS) against OPSIN 2.7.0", () => {
  test.each(tolyl.filter((r) => !r.refused).map((r) => [r.name, r.opsin]))("%s", (name, opsin) => {
    expect(parseName(name as string)).toEqual({ ok: true, smiles: canonical(opsin as string) });
  });

  test.each(tolyl.filter((r) => r.refused).map((r) => [r.name]))("%s is refused", (name) => {
    expect(parseName(name as string).ok).toBe(false);
  });
});
