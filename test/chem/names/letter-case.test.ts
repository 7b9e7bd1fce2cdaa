import { canonicalSmiles as canonical } from "../../../harness/molblock.ts";
import { beforeAll, describe, expect, test } from "bun:test";
import { readJsonl } from "../../../harness/golden.ts";
import { ready } from "../../../harness/tools.ts";
import { parseName } from "../../../src/chem/names/index.ts";

/** validation/generators/make_golden_letter_case.py: OPSIN 2.7.0's structure per name in capitals or with perhydro. */
interface Row {
  name: string;
  opsin: string | null;
  refused?: boolean;
}

beforeAll(ready);

const rows = readJsonl<Row>("names-letter-case.jsonl");

describe("capitals and perhydro (letter-case.ts) against OPSIN 2.7.0", () => {
  test.each(rows.filter((r) => !r.refused).map((r) => [r.name, r.opsin]))("%s", (name, opsin) => {
    expect(parseName(name as string)).toEqual({ ok: true, smiles: canonical(opsin as string) });
  });

  test.each(rows.filter((r) => r.refused).map((r) => [r.name]))("%s is refused", (name) => {
    expect(parseName(name as string).ok).toBe(false);
  });

  test("a name in capitals reads as the same name in lower case; 13C, 2H and CIP letters keep their case", () => {
    expect(parseName("9A-METHYL-PERHYDROPYRAZINO[2,1-C][1,4]OXAZINE")).toEqual(
      parseName("9a-methyl-perhydropyrazino[2,1-c][1,4]oxazine"),
    );
    expect(parseName("PERHYDRO-(9A-13C)-PYRAZINO[2,1-C][1,4]OXAZINE")).toEqual(
      parseName("perhydro-(9a-13C)-pyrazino[2,1-c][1,4]oxazine"),
    );
    expect(parseName("(9AS)-PERHYDROPYRAZINO[2,1-C][1,4]OXAZINE")).toEqual(
      parseName("(9aS)-perhydropyrazino[2,1-c][1,4]oxazine"),
    );
  });
});
