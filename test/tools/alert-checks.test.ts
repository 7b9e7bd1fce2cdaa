import { beforeAll, describe, expect, test } from "bun:test";
import type { AlertCheck } from "../../src/tools/alert-checks.ts";
import type { ToolOutcome } from "../../src/server/tool-runner.ts";
import {
  GOLDEN_TEST_TIMEOUT_MS,
  readJsonl,
  type AlertsGoldenRow,
  type KnownAlertsDifference,
} from "../../harness/golden.ts";
import { Agreement, listedDifferences, readKnownDifferences } from "../../harness/agreement.ts";
import { callTool, payloadOf, ready } from "../../harness/tools.ts";

type AlertsGolden = AlertsGoldenRow;

const golden = (set: string): AlertsGolden[] =>
  readJsonl<AlertsGolden & { meta?: unknown }>(`alerts-${set}.jsonl`).filter((row) => row.meta === undefined);
const check = (alerts: string[]): AlertCheck => ({ passes: alerts.length === 0, alert_count: alerts.length, alerts });
const refusal = (outcome: ToolOutcome): string => (outcome.kind === "domain-error" ? outcome.error.code : outcome.kind);

beforeAll(ready);

describe("pains_check and brenk_check", () => {
  test(
    "the tools report Python RDKit's FilterCatalog names (every 10th NCI molecule, every WEHI PAINS hit)",
    async () => {
      // test/chem/medchem/alerts.test.ts proves the catalogs on 16,468 molecules; here the tools' shaping on a sample.
      const rows = [
        ...golden("nci")
          .filter((row) => row.i % 10 === 0)
          .map((row) => ({ set: "nci", row })),
        ...golden("wehi")
          .filter((row) => (row.pains?.length ?? 0) > 0)
          .map((row) => ({ set: "wehi", row })),
      ];
      expect(rows.length).toBe(1340); // 500 NCI + the 840 WEHI molecules with a PAINS hit (the golden files' meta)
      // The only kind of difference this sample can excuse: the embedded build refuses a SMILES RDKit 2022.09 read
      // (the list records ours: null), and both tools then answer INVALID_SMILES. Any other listed kind in the sample
      // is not listed here, so its molecule fails as unlisted; a listed refusal the tools answer fails as stale.
      const refusalKey = (set: string, i: number, smiles: string): string => `${set}:${i} rdkit2026_rejects ${smiles}`;
      const sampled = new Set(rows.map(({ set, row }) => `${set}:${row.i}`));
      const listed = readKnownDifferences<KnownAlertsDifference>("alerts-known-differences.jsonl").filter(
        (k) => sampled.has(`${k.set}:${k.i}`) && k.kind === "rdkit2026_rejects" && k.ours === null,
      );
      const agreement = new Agreement(
        "pains_check/brenk_check",
        listedDifferences(listed, (k) => refusalKey(k.set, k.i, k.smiles)),
      );
      let compared = 0;
      let refusedAsListed = 0;
      for (const { set, row } of rows) {
        const key = `${set}:${row.i}`;
        const pains = await callTool("pains_check", { smiles: row.smiles });
        const brenk = await callTool("brenk_check", { smiles: row.smiles });
        if (!row.invalid && refusal(pains) === "INVALID_SMILES" && refusal(brenk) === "INVALID_SMILES") {
          refusedAsListed++;
          agreement.check(
            refusalKey(set, row.i, row.smiles),
            false,
            `pains_check and brenk_check refuse ${row.smiles}`,
          );
          continue;
        }
        if (row.invalid || pains.kind !== "success" || brenk.kind !== "success") {
          agreement.check(
            `${key} answer`,
            false,
            `${row.smiles}: pains_check → ${refusal(pains)}, brenk_check → ${refusal(brenk)}${row.invalid ? " (RDKit 2022.09 refuses it)" : ""}`,
          );
          continue;
        }
        const got = { pains: pains.payload, brenk: brenk.payload };
        const want = { pains: check(row.pains!), brenk: check(row.brenk!) };
        const same = JSON.stringify(got) === JSON.stringify(want);
        if (same) compared++;
        agreement.check(`${key} answer`, same, `${row.smiles}: ${JSON.stringify(got)} vs ${JSON.stringify(want)}`);
      }
      agreement.expectOnlyKnown(0.99, 1340);
      // 1,340 minus nci:4780 (listed: RDKit 2026.09 refuses the neutral PF6 salt).
      expect(compared).toBe(1339);
      expect(refusedAsListed).toBe(1);
    },
    GOLDEN_TEST_TIMEOUT_MS,
  );

  test("the description examples hold", async () => {
    // Python RDKit 2022.09 FilterCatalog: 5-benzylidene rhodanine hits ene_rhod_A(235); phenyl acetate is a phenol ester.
    expect(await payloadOf<AlertCheck>("pains_check", { smiles: "O=C1C(=Cc2ccccc2)SC(=S)N1" })).toEqual({
      passes: false,
      alert_count: 1,
      alerts: ["ene_rhod_A(235)"],
    });
    expect((await payloadOf<AlertCheck>("brenk_check", { smiles: "CC(=O)Oc1ccccc1" })).alerts).toContain(
      "phenol_ester",
    );
    expect(await payloadOf<AlertCheck>("pains_check", { smiles: "CCO" })).toEqual({
      passes: true,
      alert_count: 0,
      alerts: [],
    });
  });

  test("errors", async () => {
    for (const name of ["pains_check", "brenk_check"]) {
      const bad = await callTool(name, { smiles: "C1CC" });
      expect(bad.kind === "domain-error" && bad.error.code).toBe("INVALID_SMILES");
      expect((await callTool(name, { smiles: "C", x: 1 })).kind).toBe("invalid-arguments");
    }
  });
});
