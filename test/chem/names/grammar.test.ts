import { canonicalSmiles as canonical } from "../../../harness/molblock.ts";
import { beforeAll, describe, expect, test } from "bun:test";
import { readJsonl } from "../../../harness/golden.ts";
import { ready } from "../../../harness/tools.ts";
import { parseName } from "../../../src/chem/names/index.ts";

/** validation/generators/make_golden_acyl_groups.py: OPSIN 2.7.0's structure per name. */
interface Row {
  name: string;
  opsin: string | null;
  refused?: boolean;
}

beforeAll(ready);

const groups = readJsonl<Row>("names-acyl-groups.jsonl");
/** validation/generators/make_golden_cas_front_locants.py. */
const cas = readJsonl<Row>("names-cas-front-locants.jsonl");

describe("acyl groups from a suffix, -carbonyl and -thioyl (grammar.ts) against OPSIN 2.7.0", () => {
  test.each(groups.filter((r) => !r.refused).map((r) => [r.name, r.opsin]))("%s", (name, opsin) => {
    expect(parseName(name as string)).toEqual({ ok: true, smiles: canonical(opsin as string) });
  });

  test.each(groups.filter((r) => r.refused).map((r) => [r.name]))("%s is refused", (name) => {
    expect(parseName(name as string).ok).toBe(false);
  });
});

describe("CAS's locants before the parent, 2-propanol, 1,4-benzenediol (grammar.ts casFront) against OPSIN 2.7.0", () => {
  test.each(cas.filter((r) => !r.refused).map((r) => [r.name, r.opsin]))("%s", (name, opsin) => {
    expect(parseName(name as string)).toEqual({ ok: true, smiles: canonical(opsin as string) });
  });

  test.each(cas.filter((r) => r.refused).map((r) => [r.name]))("%s is refused", (name) => {
    expect(parseName(name as string).ok).toBe(false);
  });
});

/** validation/generators/make_golden_alkyl_forms.py. */
const alkyls = readJsonl<Row>("names-alkyl-forms.jsonl");

describe("suppliers' alkyl forms, n-butyl, isoamyl, tert-amyl (grammar.ts) against OPSIN 2.7.0", () => {
  test.each(alkyls.filter((r) => !r.refused).map((r) => [r.name, r.opsin]))("%s", (name, opsin) => {
    expect(parseName(name as string)).toEqual({ ok: true, smiles: canonical(opsin as string) });
  });

  test.each(alkyls.filter((r) => r.refused).map((r) => [r.name]))("%s is refused", (name) => {
    expect(parseName(name as string).ok).toBe(false);
  });
});
