/**
 * Esters with a different group on each acid group and no locants (src/chem/names/mixed-esters.ts), against Debian's
 * OPSIN 2.7.0 (validation/generators/make_golden_mixed_esters.py, validation/golden/names-mixed-esters.jsonl).
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

const rows = readJsonl<Row>("names-mixed-esters.jsonl");

beforeAll(async () => {
  await loadRDKit();
});

describe("ethyl methyl carbonate, an acyl group on a carbonate (mixed-esters.ts)", () => {
  test.each(rows.filter((r) => !r.refused).map((r) => [r.name, r.opsin]))("%s", (name, opsin) => {
    expect(parseName(name as string)).toEqual({ ok: true, smiles: canonical(opsin as string) });
  });

  test.each(rows.filter((r) => r.refused).map((r) => [r.name]))("%s is refused", (name) => {
    expect(parseName(name as string).ok).toBe(false);
  });
});

/** validation/generators/make_golden_mixed_ester_groups.py: OPSIN 2.7.0's structure per name. */
const groupRows = readJsonl<Row>("names-mixed-ester-groups.jsonl");

describe("mixed esters with a multiplied group or a hydrogen (mixed-esters.ts groupsOf) against OPSIN 2.7.0", () => {
  test.each(groupRows.filter((r) => !r.refused).map((r) => [r.name, r.opsin]))("%s", (name, opsin) => {
    expect(parseName(name as string)).toEqual({ ok: true, smiles: canonical(opsin as string) });
  });

  test.each(groupRows.filter((r) => r.refused).map((r) => [r.name]))("%s is refused", (name) => {
    expect(parseName(name as string).ok).toBe(false);
  });
});
