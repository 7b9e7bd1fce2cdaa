import { beforeAll, describe, expect, test } from "bun:test";
import type { AlertCheck } from "../../src/tools/alert-checks.ts";
import type { ToolOutcome } from "../../src/server/tool-runner.ts";
import { GOLDEN_TEST_TIMEOUT_MS, readJsonl, type AlertsGoldenRow, type KnownAlertsDifference } from "../support/golden.ts";
import { callTool, payloadOf, ready } from "../support/tools.ts";

type AlertsGolden = AlertsGoldenRow;

type KnownDifference = KnownAlertsDifference;

const golden = (set: string): AlertsGolden[] => readJsonl<AlertsGolden & { meta?: unknown }>(`alerts-${set}.jsonl`).filter((row) => row.meta === undefined);
const check = (alerts: string[]): AlertCheck => ({ passes: alerts.length === 0, alert_count: alerts.length, alerts });
const refusal = (outcome: ToolOutcome): string => (outcome.kind === "domain-error" ? outcome.error.code : outcome.kind);

beforeAll(ready);

describe("pains_check and brenk_check", () => {
  test("the tools report Python RDKit's FilterCatalog names (every 10th NCI molecule, every WEHI PAINS hit)", async () => {
    // test/chem/alerts.test.ts proves the catalogs on 16,468 molecules; here the tools' shaping on a sample.
    const known = new Map(readJsonl<KnownDifference>("alerts-known-differences.jsonl").map((k) => [`${k.set}:${k.i}`, k]));
    const rows = [
      ...golden("nci")
        .filter((row) => row.i % 10 === 0)
        .map((row) => ({ set: "nci", row })),
      ...golden("wehi")
        .filter((row) => (row.pains?.length ?? 0) > 0)
        .map((row) => ({ set: "wehi", row })),
    ];
    expect(rows.length).toBe(1340); // 500 NCI + the 840 WEHI molecules with a PAINS hit (the golden files' meta)
    const problems: string[] = [];
    let compared = 0;
    let refusedAsListed = 0;
    for (const { set, row } of rows) {
      const key = `${set}:${row.i}`;
      const pains = await callTool("pains_check", { smiles: row.smiles });
      const brenk = await callTool("brenk_check", { smiles: row.smiles });
      const listed = known.get(key);
      if (listed) {
        // Only a listed difference is excused, and only when the tools do what the list records.
        if (listed.smiles !== row.smiles) problems.push(`${key}: listed SMILES is not the golden's`);
        else if (listed.kind === "rdkit2026_rejects" && listed.ours === null && !row.invalid) {
          if (refusal(pains) !== "INVALID_SMILES" || refusal(brenk) !== "INVALID_SMILES") {
            problems.push(`${key}: listed as refused by the embedded build; pains_check → ${refusal(pains)}, brenk_check → ${refusal(brenk)}`);
          } else refusedAsListed++;
        } else problems.push(`${key}: listed as ${listed.kind}, a kind this sample does not expect`);
        continue;
      }
      if (row.invalid || pains.kind !== "success" || brenk.kind !== "success") {
        problems.push(`${key} ${row.smiles}: pains_check → ${refusal(pains)}, brenk_check → ${refusal(brenk)}${row.invalid ? " (RDKit 2022.09 refuses it)" : ""}`);
        continue;
      }
      const got = { pains: pains.payload, brenk: brenk.payload };
      const want = { pains: check(row.pains!), brenk: check(row.brenk!) };
      if (JSON.stringify(got) !== JSON.stringify(want)) problems.push(`${key} ${row.smiles}: ${JSON.stringify(got)} vs ${JSON.stringify(want)}`);
      else compared++;
    }
    expect(problems).toEqual([]);
    // 1,340 minus nci:4780 (listed: RDKit 2026.09 refuses the neutral PF6 salt).
    expect(compared).toBe(1339);
    expect(refusedAsListed).toBe(1);
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
