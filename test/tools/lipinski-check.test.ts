import { beforeAll, describe, expect, test } from "bun:test";
import type { LipinskiResult } from "../../src/chem/descriptors/properties.ts";
import { knownDifferences } from "../../harness/agreement.ts";
import { GOLDEN_TEST_TIMEOUT_MS, readJson, readJsonl, withinRounding } from "../../harness/golden.ts";
import { callTool, payloadOf, ready } from "../../harness/tools.ts";
import type { PropertiesGolden } from "../../harness/golden-rows.ts";

const KNOWN = "properties-known-differences.json";

beforeAll(ready);

describe("lipinski_check", () => {
  test(
    "counts equal RDKit's CalcNumLipinskiHBD/HBA; rules and passes follow from Python's unrounded values (every 4th golden molecule and every listed one)",
    async () => {
      const rows = readJsonl<PropertiesGolden>("properties.jsonl");
      // The only listed kind for this tool: the embedded build refuses the molecule (stricter valence rules).
      const refusedListed = new Set(Object.keys(knownDifferences("calc_properties.parse", KNOWN)));
      const listed = new Set(
        Object.values(readJson<Record<string, Record<string, string>>>(KNOWN)).flatMap((field) => Object.keys(field)),
      );
      const sample = rows.filter((row, i) => i % 4 === 0 || listed.has(row.smiles));
      let compared = 0;
      const refused: string[] = [];
      for (const golden of sample) {
        const outcome = await callTool("lipinski_check", { smiles: golden.smiles });
        if (refusedListed.has(golden.smiles)) {
          const refusal =
            outcome.kind === "domain-error"
              ? { code: outcome.error.code, valence: outcome.error.message.includes("Explicit valence") }
              : outcome.kind;
          expect({ smiles: golden.smiles, refusal }).toEqual({
            smiles: golden.smiles,
            refusal: { code: "INVALID_SMILES", valence: true },
          });
          refused.push(golden.smiles);
          continue;
        }
        if (outcome.kind !== "success")
          throw new Error(
            `${golden.smiles}: ${outcome.kind === "domain-error" ? outcome.error.message : outcome.kind}`,
          );
        const ours = outcome.payload as unknown as LipinskiResult;
        const rules = {
          mw_le_500: golden.mw <= 500,
          logp_le_5: golden.logp <= 5,
          hbd_le_5: golden.lipinski_hbd <= 5,
          hba_le_10: golden.lipinski_hba <= 10,
        };
        const broken = Object.values(rules).filter((holds) => !holds).length;
        expect({
          smiles: golden.smiles,
          hbd: ours.hbd,
          hba: ours.hba,
          rules: ours.rules,
          violations: ours.violations,
          passes: ours.passes,
        }).toEqual({
          smiles: golden.smiles,
          hbd: golden.lipinski_hbd,
          hba: golden.lipinski_hba,
          rules,
          violations: broken,
          passes: broken === 0,
        });
        // mw 2 decimals, logp 3: within half a unit of the last decimal printed.
        expect({
          smiles: golden.smiles,
          mw: withinRounding(ours.mw, golden.mw, 2),
          logp: withinRounding(ours.logp, golden.logp, 3),
        }).toEqual({
          smiles: golden.smiles,
          mw: true,
          logp: true,
        });
        compared++;
      }
      // 2,003 rows (every 4th) plus the 5 listed molecules (none is a 4th row); all 4 that the embedded build refuses were met.
      expect({ sample: sample.length, refused: refused.length, compared }).toEqual({
        sample: 2_008,
        refused: 4,
        compared: 2_004,
      });
      expect(new Set(refused)).toEqual(refusedListed);
    },
    GOLDEN_TEST_TIMEOUT_MS,
  );

  test("the rules judge unrounded values: 500.004 g/mol is over 500 even though it shows as 500.00", async () => {
    // No real molecule sits exactly there, so the rule is checked on the library function with a descriptor set.
    const { lipinski } = await import("../../src/chem/descriptors/properties.ts");
    const result = lipinski({ amw: 500.004, CrippenClogP: 5.0004, lipinskiHBD: 5, lipinskiHBA: 10 } as never);
    expect(result).toMatchObject({
      mw: 500,
      logp: 5,
      passes: false,
      violations: 2,
      rules: { mw_le_500: false, logp_le_5: false, hbd_le_5: true, hba_le_10: true },
    });
  });

  test("erythromycin A breaks the weight and acceptor rules", async () => {
    // Erythromycin A: MW 733.9, 5 OH donors, 14 N+O acceptors → MW and HBA rules broken.
    const erythromycin =
      "CC[C@@H]1[C@@]([C@@H]([C@H](C(=O)[C@@H](C[C@@]([C@@H]([C@H]([C@@H]([C@H](C(=O)O1)C)O[C@H]2C[C@@]([C@H]([C@@H](O2)C)O)(C)OC)C)O[C@H]3[C@@H]([C@H](C[C@H](O3)C)N(C)C)O)(C)O)C)C)O)(C)O";
    const ours = await payloadOf<LipinskiResult>("lipinski_check", { smiles: erythromycin });
    expect(ours).toMatchObject({
      passes: false,
      hbd: 5,
      hba: 14,
      rules: { mw_le_500: false, hba_le_10: false, hbd_le_5: true },
    });
  });

  test("errors", async () => {
    const bad = await callTool("lipinski_check", { smiles: "C1CC" });
    expect(bad.kind === "domain-error" && bad.error.code).toBe("INVALID_SMILES");
  });
});
