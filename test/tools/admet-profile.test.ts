/**
 * admet_profile through the tool runner (schema checks included) against
 * validation/golden/admet.jsonl (validation/generators/make_golden_admet.py, Python RDKit
 * 2022.09): NCI first_5K (first 1,000), CHEMBL2321810 (all) and hand-picked drugs.
 *
 * - Inputs with a Python oracle (logP, MW, TPSA, Ames and pKa-rule SMARTS
 *   matches) must agree with Python.
 * - Fields that only depend on those inputs must equal the golden value
 *   Python computed with the tools.md formula.
 * - Fields that also depend on HBD/HBA/RotB (whose definitions changed after
 *   2022.09; tools.md takes them from the embedded build) are recomputed HERE
 *   from the golden inputs and the tool's own counts, with the formulas
 *   written out again below (independently of src/chem/medchem/admet.ts).
 * A molecule is excused only by an entry of validation/golden/admet-known-differences.jsonl whose kind is what
 * happens (today none of admet.jsonl's 2,103 molecules is).
 */
import { beforeAll, describe, expect, test } from "bun:test";
import { loadRDKit } from "../../src/chem/rdkit.ts";
import { runTool, type ToolOutcome } from "../../src/server/tool-runner.ts";
import { admetProfileTool } from "../../src/tools/admet-profile.ts";
import type { Tool } from "../../src/tools/tool.ts";
import { GOLDEN_TEST_TIMEOUT_MS, readJson, withinRounding } from "../../harness/golden.ts";
import { expectAdmetGoldenAgreement } from "../support/admet-golden.ts";
import type { AdmetProfile } from "../../src/chem/medchem/admet.ts";

const tool = admetProfileTool as unknown as Tool;
const call = (args: unknown): Promise<ToolOutcome> => runTool(tool, args, new AbortController().signal);

async function payload(smiles: string): Promise<Record<string, unknown>> {
  const outcome = await call({ smiles });
  if (outcome.kind !== "success") throw new Error(`admet_profile ${smiles} → ${outcome.kind}`);
  return outcome.payload;
}

interface GoldenInputs {
  tpsa: number;
  tpsa_sp: number;
  logp: number;
  mw: number;
  heavy: number;
  arom_heavy: number;
  arom_het: number;
  py_hbd: number;
  py_hba: number;
  py_rotb: number;
  ames: string[];
  pka_acid: number | null;
  pka_base: number | null;
  pka_sites: Array<[number, string, string, number]>;
}

type Profile = AdmetProfile;

/** The count-dependent tools.md formulas, written out again (not imported from src/). */
function countDependent(i: GoldenInputs, hbd: number, hba: number, rotb: number) {
  let cyp = 0;
  if (i.mw > 500) cyp += 0.25;
  else if (i.mw > 400) cyp += 0.15;
  if (i.logp > 4) cyp += 0.25;
  else if (i.logp > 3) cyp += 0.15;
  if (i.arom_het >= 2) cyp += 0.3;
  else if (i.arom_het === 1) cyp += 0.15;
  if (hba >= 6) cyp += 0.2;
  else if (hba >= 4) cyp += 0.1;
  const fraction = (n: number) => (i.heavy === 0 ? 0 : n / i.heavy);
  const x = -0.4 * i.logp + 0.004 * i.mw - 0.8 + 1.5 * fraction(hba + hbd);
  const s = 1 / (1 + Math.exp(-x));
  return {
    bbb_passes: i.tpsa < 90 && i.mw < 400 && hbd <= 3,
    cyp3a4_risk: Math.min(cyp, 1),
    esol_logs: 0.16 - 0.63 * i.logp - 0.0062 * i.mw + 0.066 * rotb - 0.74 * fraction(i.arom_heavy),
    clearance_class: s < 0.35 ? "Low" : s < 0.65 ? "Medium" : "High",
  };
}

beforeAll(loadRDKit);

describe("admet_profile vs Python RDKit 2022.09 goldens", () => {
  test(
    "every field agrees within rounding on all 2,103 molecules (NCI first 1,000, CHEMBL2321810, 86 drugs); nothing is listed",
    async () => {
      const agreed = await expectAdmetGoldenAgreement<Profile, GoldenInputs, Record<string, number | boolean | string>>(
        {
          tool: "admet_profile",
          knownFile: "admet.jsonl",
          call: (smiles) => call({ smiles }),
          expectedRows: 2_103,
          compare: (p, row, check) => {
            const i = row.in;
            const e = row.expect;
            const near = (field: keyof Profile, reference: number, decimals: number) =>
              check(
                field,
                withinRounding(p[field] as number, reference, decimals),
                `${String(p[field])} vs ${reference}`,
              );
            const same = (field: keyof Profile, reference: unknown) =>
              check(
                field,
                JSON.stringify(p[field]) === JSON.stringify(reference),
                `${JSON.stringify(p[field])} vs ${JSON.stringify(reference)}`,
              );

            // Inputs with a Python oracle (printed to 2 or 3 decimals: within half a unit of the last one).
            near("mw", i.mw, 2);
            near("logp", i.logp, 3);
            near("tpsa", i.tpsa, 2);
            same("ames_alerts", i.ames);
            same("pka_acid", i.pka_acid);
            same("pka_base", i.pka_base);
            same(
              "ionizable_groups",
              i.pka_sites.map(([atom, type, group, pka]) => ({ atom, type, group, pka })),
            );
            // Fields computed by Python from Python's inputs.
            near("bbb_score", e.bbb_score as number, 3);
            near("caco2_log_papp_cm_s", e.caco2_log_papp_cm_s as number, 3);
            near("herg_risk", e.herg_risk as number, 3);
            near("logd_74", e.logd_74 as number, 3);
            near("ppb_percent", e.ppb_percent as number, 2);
            near("ames_risk", e.ames_risk as number, 3);
            // Fields that also use the embedded build's HBD/HBA/RotB.
            const c = countDependent(i, p.hbd, p.hba, p.rotatable_bonds);
            same("bbb_passes", c.bbb_passes);
            near("cyp3a4_risk", c.cyp3a4_risk, 3);
            near("esol_logs", c.esol_logs, 3);
            same("clearance_class", c.clearance_class);
          },
        },
      );
      expect(agreed).toBe(2_103);
    },
    GOLDEN_TEST_TIMEOUT_MS,
  );
});

describe("admet_profile contract", () => {
  test("tool description and every output field say these are heuristic screening estimates, with sources", () => {
    expect(tool.description).toMatch(/SCREENING ESTIMATES, NOT MEASUREMENTS/);
    const properties = tool.outputSchema.properties as Record<string, { description: string }>;
    for (const [name, schema] of Object.entries(properties)) {
      expect({ name, ok: /heuristic screening estimate/i.test(schema.description) }).toEqual({ name, ok: true });
    }
    const sources: Record<string, RegExp> = {
      bbb_score: /Clark, J\. Pharm\. Sci\. 1999/,
      caco2_log_papp_cm_s: /log10\(Papp in cm\/s\).*Wang et al\. \(J\. Chem\. Inf\. Model\. 2016/,
      esol_logs: /Delaney, J\. Chem\. Inf\. Comput\. Sci\. 2004/,
      ppb_percent: /% bound.*crude/,
      herg_risk: /crude rule of thumb/,
      cyp3a4_risk: /crude rule of thumb/,
      clearance_class: /crude/,
      logd_74: /Henderson–Hasselbalch/,
      ames_risk: /Kazius/,
      tpsa: /Ertl/,
      logp: /Wildman & Crippen/,
    };
    for (const [name, pattern] of Object.entries(sources)) expect(properties[name]!.description).toMatch(pattern);
  });

  test("hand-checked molecules", async () => {
    const benzoic = await payload("OC(=O)c1ccccc1");
    expect([benzoic.pka_acid, benzoic.pka_base]).toEqual([4, null]);
    const pyridine = await payload("c1ccncc1");
    expect([pyridine.pka_acid, pyridine.pka_base]).toEqual([null, 5.2]);
    const piperidine = await payload("C1CCNCC1");
    expect(piperidine.pka_base).toBe(11);
    // piperidine: logP 0.7599 (Python RDKit Crippen), basic pKa 11.0 > 7 → hERG 0.40 only
    expect(piperidine.herg_risk).toBe(0.4);
    expect(piperidine.logd_74).toBe(round3(0.7599 - Math.log10(1 + 10 ** (11 - 7.4))));
    const nitrobenzene = await payload("O=[N+]([O-])c1ccccc1");
    expect(nitrobenzene.ames_alerts).toEqual(["aromatic_nitro"]);
    expect(nitrobenzene.ames_risk).toBe(0.333);
    const ethanol = await payload("CCO");
    expect([ethanol.pka_acid, ethanol.pka_base, ethanol.ionizable_groups]).toEqual([null, null, []]);
    expect(ethanol.logd_74).toBe(ethanol.logp);
  });

  test("bad SMILES → INVALID_SMILES; bad arguments → invalid-arguments", async () => {
    const bad = await call({ smiles: "C1CC" });
    expect(bad.kind === "domain-error" && bad.error.code).toBe("INVALID_SMILES");
    const json = await call({ smiles: '{"atoms":[]}' });
    expect(json.kind === "domain-error" && json.error.code).toBe("INVALID_SMILES");
    expect((await call({})).kind).toBe("invalid-arguments");
    expect((await call({ smiles: "" })).kind).toBe("invalid-arguments");
    expect((await call({ smiles: 42 })).kind).toBe("invalid-arguments");
    expect((await call({ smiles: "CCO", extra: true })).kind).toBe("invalid-arguments");
  });
});

describe("caco2_log_papp_cm_s: log10 of Caco-2 Papp in cm/s", () => {
  // Named drugs with measured values from the cited data sets (validation/generators/make_admet_literature.py).
  interface LiteratureDrug {
    name: string;
    smiles: string;
    experimental: { caco2?: { value: number } };
  }
  const drugs = readJson<{ drugs: LiteratureDrug[] }>("admet-literature.json").drugs.filter(
    (d) => d.experimental.caco2,
  );

  test("the model's equation by hand on Python RDKit descriptors (TPSA, HBD)", async () => {
    // log Papp = −4.4154 − 0.003985·TPSA − 0.1683·HBD
    // caffeine: TPSA 61.82, HBD 0 → −4.4154 − 0.246353 = −4.661753 (Wang et al. measured −4.34)
    expect((await payload("Cn1cnc2c1c(=O)n(C)c(=O)n2C")).caco2_log_papp_cm_s).toBe(-4.662);
    // atenolol: TPSA 84.58, HBD 3 → −4.4154 − 0.337051 − 0.5049 = −5.257351
    expect((await payload("CC(C)NCC(O)COc1ccc(CC(N)=O)cc1")).caco2_log_papp_cm_s).toBe(-5.257);
    // nadolol: TPSA 81.95, HBD 4 → −4.4154 − 0.326571 − 0.6732 = −5.415171 (measured −5.41)
    expect((await payload("CC(C)(C)NCC(O)COc1cccc2c1CC(O)C(O)C2")).caco2_log_papp_cm_s).toBe(-5.415);
    // imipramine: TPSA 6.48, HBD 0 → −4.4154 − 0.025823 = −4.441223 (measured −4.85)
    expect((await payload("CN(C)CCCN1c2ccccc2CCc2ccccc21")).caco2_log_papp_cm_s).toBe(-4.441);
    // famotidine: TPSA 175.83, HBD 4 → −4.4154 − 0.700683 − 0.6732 = −5.789283 (measured −6.01)
    expect((await payload("NC(N)=Nc1nc(CSCCC(N)=NS(N)(=O)=O)cs1")).caco2_log_papp_cm_s).toBe(-5.789);
  });

  test(
    "unit and range against measured Caco-2 permeabilities (Wang et al. 2016) of 43 named drugs",
    async () => {
      expect(drugs.length).toBeGreaterThanOrEqual(40);
      const well: number[] = [];
      const poor: number[] = [];
      let squared = 0;
      for (const drug of drugs) {
        const ours = (await payload(drug.smiles)).caco2_log_papp_cm_s as number;
        const measured = drug.experimental.caco2!.value;
        squared += (ours - measured) ** 2;
        // Well absorbed: measured Papp ≥ 1e-5 cm/s; poorly: ≤ 1.6e-6 cm/s.
        if (measured >= -5) {
          // log cm/s, not the old −8-ish scale: every well-absorbed drug lands between −5.5 and −4.3.
          expect({ drug: drug.name, ours, ok: ours >= -5.5 && ours <= -4.3 }).toEqual({
            drug: drug.name,
            ours,
            ok: true,
          });
          well.push(ours);
        } else if (measured <= -5.8) poor.push(ours);
      }
      const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
      expect(well.length).toBeGreaterThanOrEqual(20);
      expect(poor.length).toBeGreaterThanOrEqual(8);
      expect(mean(well)).toBeGreaterThan(-5);
      expect(mean(well)).toBeLessThan(-4.5);
      expect(mean(poor)).toBeLessThan(mean(well) - 0.4);
      // The description promises a typical error of about ±0.6 log units.
      expect(Math.sqrt(squared / drugs.length)).toBeLessThan(0.6);
    },
    GOLDEN_TEST_TIMEOUT_MS,
  );
});

function round3(x: number): number {
  return Math.sign(x) * (Math.round(Math.abs(x) * 1000) / 1000);
}
