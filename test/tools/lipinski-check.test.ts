import { beforeAll, describe, expect, test } from "bun:test";
import type { LipinskiResult } from "../../src/chem/properties.ts";
import { GOLDEN_TEST_TIMEOUT_MS, readJsonl, withinRounding } from "../support/golden.ts";
import { callTool, payloadOf, ready } from "../support/tools.ts";
import type { PropertiesGolden } from "./calc-properties.test.ts";

beforeAll(ready);

describe("lipinski_check", () => {
  test("counts equal RDKit's CalcNumLipinskiHBD/HBA; rules and passes follow from Python's unrounded values", async () => {
    let compared = 0;
    for (const golden of readJsonl<PropertiesGolden>("properties.jsonl").filter((_, i) => i % 4 === 0)) {
      const outcome = await callTool("lipinski_check", { smiles: golden.smiles });
      if (outcome.kind !== "success") continue; // the four molecules the embedded build refuses (see calc_properties)
      const ours = outcome.payload as unknown as LipinskiResult;
      const rules = { mw_le_500: golden.mw <= 500, logp_le_5: golden.logp <= 5, hbd_le_5: golden.lipinski_hbd <= 5, hba_le_10: golden.lipinski_hba <= 10 };
      const broken = Object.values(rules).filter((holds) => !holds).length;
      expect({ smiles: golden.smiles, hbd: ours.hbd, hba: ours.hba, rules: ours.rules, violations: ours.violations, passes: ours.passes }).toEqual({
        smiles: golden.smiles,
        hbd: golden.lipinski_hbd,
        hba: golden.lipinski_hba,
        rules,
        violations: broken,
        passes: broken === 0,
      });
      expect(withinRounding(ours.mw, golden.mw, 2) && withinRounding(ours.logp, golden.logp, 3)).toBe(true);
      compared++;
    }
    expect(compared).toBeGreaterThan(1_990);
  }, GOLDEN_TEST_TIMEOUT_MS);

  test("the rules judge unrounded values: 500.004 g/mol is over 500 even though it shows as 500.00", async () => {
    // No real molecule sits exactly there, so the rule is checked on the library function with a descriptor set.
    const { lipinski } = await import("../../src/chem/properties.ts");
    const result = lipinski({ amw: 500.004, CrippenClogP: 5.0004, lipinskiHBD: 5, lipinskiHBA: 10 } as never);
    expect(result).toMatchObject({ mw: 500, logp: 5, passes: false, violations: 2, rules: { mw_le_500: false, logp_le_5: false, hbd_le_5: true, hba_le_10: true } });
  });

  test("erythromycin A breaks the weight and acceptor rules", async () => {
    // Erythromycin A: MW 733.9, 5 OH donors, 14 N+O acceptors → MW and HBA rules broken.
    const erythromycin = "CC[C@@H]1[C@@]([C@@H]([C@H](C(=O)[C@@H](C[C@@]([C@@H]([C@H]([C@@H]([C@H](C(=O)O1)C)O[C@H]2C[C@@]([C@H]([C@@H](O2)C)O)(C)OC)C)O[C@H]3[C@@H]([C@H](C[C@H](O3)C)N(C)C)O)(C)O)C)C)O)(C)O";
    const ours = await payloadOf<LipinskiResult>("lipinski_check", { smiles: erythromycin });
    expect(ours).toMatchObject({ passes: false, hbd: 5, hba: 14, rules: { mw_le_500: false, hba_le_10: false, hbd_le_5: true } });
  });

  test("errors", async () => {
    const bad = await callTool("lipinski_check", { smiles: "C1CC" });
    expect(bad.kind === "domain-error" && bad.error.code).toBe("INVALID_SMILES");
  });
});
