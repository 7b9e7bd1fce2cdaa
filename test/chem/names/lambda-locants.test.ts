/**
 * The lambda convention on a ring heteroatom's locant (src/chem/names/lambda-locants.ts), against Debian's
 * OPSIN 2.7.0 (validation/generators/make_golden_lambda_locants.py, validation/golden/names-lambda-locants.jsonl).
 */
import { beforeAll, describe, expect, test } from "bun:test";
import { readJsonl } from "../../../harness/golden.ts";
import { canonicalSmiles as canonical } from "../../../harness/molblock.ts";
import { parseName } from "../../../src/chem/names/index.ts";
import { loadRDKit } from "../../../src/chem/rdkit.ts";

interface Row {
  name: string;
  opsin: string | null;
  refused?: boolean;
}

const rows = readJsonl<Row>("names-lambda-locants.jsonl");

beforeAll(async () => {
  await loadRDKit();
});

describe("a λ on a ring heteroatom's locant, 1,1-dioxo-1λ6,2-benzothiazol-3-one (lambda-locants.ts)", () => {
  test.each(rows.filter((r) => !r.refused).map((r) => [r.name, r.opsin]))("%s", (name, opsin) => {
    expect(parseName(name as string)).toEqual({ ok: true, smiles: canonical(opsin as string) });
  });

  test.each(rows.filter((r) => r.refused).map((r) => [r.name]))("%s is refused", (name) => {
    expect(parseName(name as string).ok).toBe(false);
  });
});
