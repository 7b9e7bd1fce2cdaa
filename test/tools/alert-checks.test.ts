import { beforeAll, describe, expect, test } from "bun:test";
import type { AlertCheck } from "../../src/tools/alert-checks.ts";
import { GOLDEN_TEST_TIMEOUT_MS, readJsonl } from "../support/golden.ts";
import { callTool, payloadOf, ready } from "../support/tools.ts";

interface AlertsGolden {
  smiles?: string;
  pains?: string[] | null;
  brenk?: string[] | null;
}

beforeAll(ready);

describe("pains_check and brenk_check", () => {
  test("the tools report Python RDKit's FilterCatalog names (every 10th NCI molecule, every WEHI PAINS hit)", async () => {
    // test/chem/alerts.test.ts proves the catalogs on 16,468 molecules; here the tools' shaping on a sample.
    const rows = [
      ...readJsonl<AlertsGolden>("alerts-nci.jsonl").filter((_, i) => i % 10 === 1),
      ...readJsonl<AlertsGolden>("alerts-wehi.jsonl").filter((row) => (row.pains?.length ?? 0) > 0),
    ].filter((row): row is Required<AlertsGolden> => typeof row.smiles === "string" && Array.isArray(row.pains) && Array.isArray(row.brenk));
    expect(rows.length).toBeGreaterThan(500);
    for (const row of rows) {
      const pains = await callTool("pains_check", { smiles: row.smiles });
      const brenk = await callTool("brenk_check", { smiles: row.smiles });
      if (pains.kind !== "success" || brenk.kind !== "success") continue; // the 4 molecules the embedded build refuses
      expect({ smiles: row.smiles, pains: pains.payload, brenk: brenk.payload }).toEqual({
        smiles: row.smiles,
        pains: { passes: row.pains!.length === 0, alert_count: row.pains!.length, alerts: row.pains! },
        brenk: { passes: row.brenk!.length === 0, alert_count: row.brenk!.length, alerts: row.brenk! },
      });
    }
  }, GOLDEN_TEST_TIMEOUT_MS);

  test("the description examples hold", async () => {
    // Python RDKit 2022.09 FilterCatalog: 5-benzylidene rhodanine hits ene_rhod_A(235); phenyl acetate is a phenol ester.
    expect(await payloadOf<AlertCheck>("pains_check", { smiles: "O=C1C(=Cc2ccccc2)SC(=S)N1" })).toEqual({ passes: false, alert_count: 1, alerts: ["ene_rhod_A(235)"] });
    expect((await payloadOf<AlertCheck>("brenk_check", { smiles: "CC(=O)Oc1ccccc1" })).alerts).toContain("phenol_ester");
    expect(await payloadOf<AlertCheck>("pains_check", { smiles: "CCO" })).toEqual({ passes: true, alert_count: 0, alerts: [] });
  });

  test("errors", async () => {
    for (const name of ["pains_check", "brenk_check"]) {
      const bad = await callTool(name, { smiles: "C1CC" });
      expect(bad.kind === "domain-error" && bad.error.code).toBe("INVALID_SMILES");
      expect((await callTool(name, { smiles: "C", x: 1 })).kind).toBe("invalid-arguments");
    }
  });
});
