/**
 * Esters with each group's word led by its acid's locant (src/chem/names/acid-locant-esters.ts), against Debian's
 * OPSIN 2.7.0 (validation/generators/make_golden_acid_locant_esters.py, validation/golden/names-acid-locant-esters.jsonl).
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

const rows = readJsonl<Row>("names-acid-locant-esters.jsonl");

beforeAll(async () => {
  await loadRDKit();
});

describe("1-ethyl 4-methyl butanedioate, PubChem's 3-O-ethyl 5-O-methyl …-3,5-dicarboxylate", () => {
  test.each(rows.filter((r) => !r.refused).map((r) => [r.name, r.opsin]))("%s", (name, opsin) => {
    expect(parseName(name as string)).toEqual({ ok: true, smiles: canonical(opsin as string) });
  });

  test.each(rows.filter((r) => r.refused).map((r) => [r.name]))("%s is refused", (name) => {
    expect(parseName(name as string).ok).toBe(false);
  });
});
