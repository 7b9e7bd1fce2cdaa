/**
 * Esters written without their space (src/chem/names/omitted-spaces.ts), here those run into the anion's CIP
 * descriptors ("methyl(R)-2-aminopropanoate"). Expected structures are OPSIN 2.7.0's, written by
 * validation/generators/make_golden_descriptor_esters.py (validation/golden/names-descriptor-esters.jsonl).
 */
import { canonicalSmiles as canonical } from "../../../harness/molblock.ts";
import { beforeAll, describe, expect, test } from "bun:test";
import { readJsonl } from "../../../harness/golden.ts";
import { ready } from "../../../harness/tools.ts";
import { parseName } from "../../../src/chem/names/index.ts";

interface Row {
  name: string;
  opsin: string | null;
  refused?: boolean;
}

beforeAll(ready);

const rows = readJsonl<Row>("names-descriptor-esters.jsonl");

describe("an ester's group run into the anion's CIP descriptors, methyl(R)-… (omitted-spaces.ts) against OPSIN 2.7.0", () => {
  test.each(rows.filter((r) => !r.refused).map((r) => [r.name, r.opsin]))("%s", (name, opsin) => {
    expect(parseName(name as string)).toEqual({ ok: true, smiles: canonical(opsin as string) });
  });

  test.each(rows.filter((r) => r.refused).map((r) => [r.name]))("%s is refused", (name) => {
    expect(parseName(name as string).ok).toBe(false);
  });
});
