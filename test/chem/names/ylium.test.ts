import { canonicalSmiles as canonical } from "../../../harness/molblock.ts";
import { beforeAll, describe, expect, test } from "bun:test";
import { readJsonl } from "../../../harness/golden.ts";
import { ready } from "../../../harness/tools.ts";
import { parseName } from "../../../src/chem/names/index.ts";

/** validation/generators/make_golden_ions_misc.py: OPSIN 2.7.0's structure per textbook name. */
interface Row {
  name: string;
  opsin: string | null;
  refused?: boolean;
}

beforeAll(ready);

const rows = readJsonl<Row>("names-ions-misc.jsonl");
/** validation/generators/make_golden_acyl_groups.py. */
const dications = readJsonl<Row>("names-ylium-dications.jsonl");

describe("-ylium cations (ylium.ts), chalcogenide salts and partial esters beside a cation (components.ts) against OPSIN 2.7.0", () => {
  test.each(rows.filter((r) => !r.refused).map((r) => [r.name, r.opsin]))("%s", (name, opsin) => {
    expect(parseName(name as string)).toEqual({ ok: true, smiles: canonical(opsin as string) });
  });

  test.each(rows.filter((r) => r.refused).map((r) => [r.name]))("%s is refused", (name) => {
    expect(parseName(name as string).ok).toBe(false);
  });

  test("forms OPSIN does not read, from the chemistry", () => {
    // Na2O2: two Na+ and the peroxide ion O2(2-), -O-O-.
    expect(parseName("sodium peroxide")).toEqual({ ok: true, smiles: canonical("[Na+].[Na+].[O-][O-]") });
    // "dioxide" and "trisulfide" are not chalcogenide ions multiplied.
    expect(parseName("barium trisulfide").ok).toBe(false);
  });
});

describe("-ylium on a group with several free valences, a charge on each (ylium.ts) against OPSIN 2.7.0", () => {
  test.each(dications.filter((r) => !r.refused).map((r) => [r.name, r.opsin]))("%s", (name, opsin) => {
    expect(parseName(name as string)).toEqual({ ok: true, smiles: canonical(opsin as string) });
  });

  test.each(dications.filter((r) => r.refused).map((r) => [r.name]))("%s is refused", (name) => {
    expect(parseName(name as string).ok).toBe(false);
  });
});
