import { canonicalSmiles as canonical } from "../../../harness/molblock.ts";
import { beforeAll, describe, expect, test } from "bun:test";
import { readJsonl } from "../../../harness/golden.ts";
import { ready } from "../../../harness/tools.ts";
import { parseName } from "../../../src/chem/names/index.ts";

/** validation/generators/make_golden_acid_salts.py: OPSIN 2.7.0's structure per name. */
interface Row {
  name: string;
  opsin: string | null;
  refused?: boolean;
}

beforeAll(ready);

const salts = readJsonl<Row>("names-acid-salts.jsonl");

describe("salts of organic bases, '<base> <anion>' (components.ts acidSalt) against OPSIN 2.7.0", () => {
  test.each(salts.filter((r) => !r.refused).map((r) => [r.name, r.opsin]))("%s", (name, opsin) => {
    expect(parseName(name as string)).toEqual({ ok: true, smiles: canonical(opsin as string) });
  });

  test.each(salts.filter((r) => r.refused).map((r) => [r.name]))("%s is refused", (name) => {
    expect(parseName(name as string).ok).toBe(false);
  });
});

/** validation/generators/make_golden_organic_cations.py: OPSIN 2.7.0's structure per name. */
const cations = readJsonl<Row>("names-organic-cations.jsonl");

describe("organic cations with their count, 'diammonium …' (components.ts organicCation) against OPSIN 2.7.0", () => {
  test.each(cations.filter((r) => !r.refused).map((r) => [r.name, r.opsin]))("%s", (name, opsin) => {
    expect(parseName(name as string)).toEqual({ ok: true, smiles: canonical(opsin as string) });
  });

  test.each(cations.filter((r) => r.refused).map((r) => [r.name]))("%s is refused", (name) => {
    expect(parseName(name as string).ok).toBe(false);
  });
});

/** validation/generators/make_golden_half_counts.py: OPSIN 2.7.0's structure per name. */
const halves = readJsonl<Row>("names-half-counts.jsonl");

describe("hemi- and sesqui- counts, two formula units written out (components.ts halves) against OPSIN 2.7.0", () => {
  test.each(halves.filter((r) => !r.refused).map((r) => [r.name, r.opsin]))("%s", (name, opsin) => {
    expect(parseName(name as string)).toEqual({ ok: true, smiles: canonical(opsin as string) });
  });

  test.each(halves.filter((r) => r.refused).map((r) => [r.name]))("%s is refused", (name) => {
    expect(parseName(name as string).ok).toBe(false);
  });
});

/**
 * validation/generators/make_golden_sulfate_esters.py (its names with ";"): OPSIN 2.7.0's structure for each name
 * with its ";" written as a space (OPSIN's command line reads no ";").
 */
const partialComponents = readJsonl<Row & { opsin_spaced?: string | null }>("names-sulfate-esters.jsonl").filter((r) =>
  r.name.includes(";"),
);

describe("a partial ester as a component beside a cation, PubChem's sodium;dodecyl sulfate (components.ts) against OPSIN 2.7.0", () => {
  test.each(partialComponents.filter((r) => !r.refused).map((r) => [r.name, r.opsin_spaced]))("%s", (name, opsin) => {
    expect(parseName(name as string)).toEqual({ ok: true, smiles: canonical(opsin as string) });
  });

  test.each(partialComponents.filter((r) => r.refused).map((r) => [r.name]))("%s is refused", (name) => {
    expect(parseName(name as string).ok).toBe(false);
  });
});

/** validation/generators/make_golden_hyphenated_multipliers.py: OPSIN 2.7.0's structure per name. */
const hyphenated = readJsonl<Row>("names-hyphenated-multipliers.jsonl");

describe("a cation counted by 'bis-', 'tris-' with a hyphen (components.ts multiplied) against OPSIN 2.7.0", () => {
  test.each(hyphenated.filter((r) => !r.refused).map((r) => [r.name, r.opsin]))("%s", (name, opsin) => {
    expect(parseName(name as string)).toEqual({ ok: true, smiles: canonical(opsin as string) });
  });

  test.each(hyphenated.filter((r) => r.refused).map((r) => [r.name]))("%s is refused", (name) => {
    expect(parseName(name as string).ok).toBe(false);
  });
});

/**
 * validation/generators/make_golden_phosphate_esters.py: "phosphoric acid … ester" rows (asAnion's phosphate), and
 * phosphate and phosphite as salts' anions, never multiplied (OXOANIONS).
 */
const phosphoricRows = readJsonl<Row>("names-phosphate-esters.jsonl");
const phosphoricEsters = phosphoricRows.filter(
  (r) => !r.refused && /^(?:phosphoric acid|(?:tri|di)?(?:sodium|potassium|calcium|lithium) )/.test(r.name),
);
const diphosphate = phosphoricRows.filter((r) => r.refused && r.name.includes("diphosphate"));

describe("'phosphoric acid … ester' named by its acid (components.ts asAnion), phosphate salts, against OPSIN 2.7.0", () => {
  test.each(phosphoricEsters.map((r) => [r.name, r.opsin]))("%s", (name, opsin) => {
    expect(parseName(name as string)).toEqual({ ok: true, smiles: canonical(opsin as string) });
  });

  test.each(diphosphate.map((r) => [r.name]))("%s is refused", (name) => {
    expect(parseName(name as string).ok).toBe(false);
  });
});
