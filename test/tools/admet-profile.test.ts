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
import { expectAdmetGoldenAgreement } from "../../harness/admet-golden.ts";
import { CACO2_MODEL, type AdmetProfile } from "../../src/chem/medchem/admet.ts";

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
  // The fit's own output (validation/generators/fit_caco2.py, Python RDKit 2022.09): per named drug its Python
  // descriptors, the measured value (Wang et al. 2016, or the 2025 curated set where Wang 2016 lacks the drug) and the
  // model's prediction computed in Python from those descriptors. None of them was fitted on.
  interface FitDrug {
    name: string;
    smiles: string;
    measured: number;
    predicted: number;
    descriptors: { tpsa: number; hbd: number; logp: number; cation: number; anion: number };
  }
  interface ClassStats {
    n: number;
    rmse: number;
    bias: number;
    accuracy: number;
  }
  const fit = readJson<{
    model: Record<string, number>;
    evaluation: { calibrated: { test: { classes: Record<"low" | "medium" | "high", ClassStats> } } };
    named_drugs: { drugs: FitDrug[] };
  }>("caco2-model.json");
  const drugs = fit.named_drugs.drugs;
  const classOf = (v: number) => (v < -6 ? "low" : v <= -5 ? "medium" : "high");

  test("the coefficients the tool uses are the fit's (src/data/caco2-model.ts = validation/golden/caco2-model.json)", () => {
    expect({ ...CACO2_MODEL } as Record<string, number>).toEqual(fit.model);
  });

  test(
    "every named drug equals the fit script's Python value (3 decimals), descriptors included",
    async () => {
      expect(drugs.length).toBeGreaterThanOrEqual(70);
      for (const drug of drugs) {
        const p = await payload(drug.smiles);
        const d = drug.descriptors;
        const got = {
          drug: drug.name,
          caco2: withinRounding(p.caco2_log_papp_cm_s as number, drug.predicted, 3),
          tpsa: withinRounding(p.tpsa as number, d.tpsa, 2),
          hbd: p.hbd === d.hbd,
          logp: withinRounding(p.logp as number, d.logp, 3),
          cation: ((p.pka_base as number | null) ?? 0) >= 8.5 === (d.cation === 1),
          anion: ((p.pka_acid as number | null) ?? 99) <= 5.5 === (d.anion === 1),
        };
        expect(got).toEqual({
          drug: drug.name,
          caco2: true,
          tpsa: true,
          hbd: true,
          logp: true,
          cation: true,
          anion: true,
        });
      }
    },
    GOLDEN_TEST_TIMEOUT_MS,
  );

  test("the equation by hand (coefficients of src/data/caco2-model.ts, Python RDKit descriptors)", async () => {
    const m = fit.model as {
      intercept: number;
      tpsa: number;
      hbd: number;
      logp: number;
      cation: number;
      anion: number;
    };
    // caffeine: TPSA 61.82, HBD 0, logP −1.0293, no ionisable group of the table
    expect((await payload("Cn1cnc2c1c(=O)n(C)c(=O)n2C")).caco2_log_papp_cm_s).toBeCloseTo(
      m.intercept + m.tpsa * 61.82 + m.logp * -1.0293,
      2,
    );
    // atenolol: TPSA 84.58, HBD 3, logP 0.4521, secondary amine (pKa 10.8 ≥ 8.5) → cation
    expect((await payload("CC(C)NCC(O)COc1ccc(CC(N)=O)cc1")).caco2_log_papp_cm_s).toBeCloseTo(
      m.intercept + m.tpsa * 84.58 + m.hbd * 3 + m.logp * 0.4521 + m.cation,
      2,
    );
    // ibuprofen: TPSA 37.3, HBD 1, logP 3.0732, carboxylic acid (pKa 4.0 ≤ 5.5) → anion
    expect((await payload("CC(C)Cc1ccc(C(C)C(=O)O)cc1")).caco2_log_papp_cm_s).toBeCloseTo(
      m.intercept + m.tpsa * 37.3 + m.hbd * 1 + m.logp * 3.0732 + m.anion,
      2,
    );
  });

  test("the poorly absorbed drugs of issue 27: famotidine and mannitol flagged low, atenolol, ranitidine and acyclovir medium", async () => {
    // All five measure at or below −6 (atenolol −6.27, ranitidine −6.17, mannitol −6.40 in the 2025 curated set;
    // famotidine −6.01, acyclovir −5.99 in Wang 2016). The fitted data do not put the last three below −6: their
    // closest analogues in Wang 2016 (practolol −5.66, sotalol −5.56, cimetidine −5.97) measure in the medium class,
    // and a TPSA/HBD/charge model cannot tell them apart. validation/reports/admet-literature.md lists them as misses;
    // its second pass found no descriptor set or fit that moves them (the training structures nearest atenolol and
    // ranitidine average −5.26 and −4.89).
    const expected: Record<string, "low" | "medium"> = {
      atenolol: "medium",
      ranitidine: "medium",
      famotidine: "low",
      acyclovir: "medium",
      mannitol: "low",
    };
    for (const [name, cls] of Object.entries(expected)) {
      const drug = drugs.find((d) => d.name === name)!;
      const ours = (await payload(drug.smiles)).caco2_log_papp_cm_s as number;
      expect({ name, measured: drug.measured <= -5.99, ours: classOf(ours) }).toEqual({
        name,
        measured: true,
        ours: cls,
      });
    }
  });

  test("the description says what the value is for and what not, with the fit's own numbers (issue 27)", () => {
    // Issue 27, second pass: no candidate model (validation/golden/caco2-model.json, comparison) did better on the
    // held-out split, and the training structures nearest atenolol, ranitidine and acyclovir measure in the medium
    // class, so the value stays compressed there; the text must say so, with the numbers of the fit.
    const full = readJson<{
      evaluation: {
        calibrated: {
          test: { spearman_rho: number };
          external_curated_not_in_wang2016: { classes: { low: { accuracy: number } } };
        };
      };
      comparison: { kept: string; candidates: { meets_replace_rule: boolean }[] };
    }>("caco2-model.json");
    expect(full.comparison.candidates.length).toBeGreaterThan(10);
    expect(full.comparison.candidates.filter((c) => c.meets_replace_rule)).toEqual([]);
    const properties = tool.outputSchema.properties as Record<string, { description: string }>;
    const text = properties.caco2_log_papp_cm_s!.description;
    const rho = full.evaluation.calibrated.test.spearman_rho.toFixed(2);
    const lowExternal = Math.round(
      full.evaluation.calibrated.external_curated_not_in_wang2016.classes.low.accuracy * 100,
    );
    expect(text).toContain(`Spearman ρ ${rho}`);
    expect(text).toContain(`${lowExternal} %`);
    expect(text).toMatch(/to rank/i);
    expect(text).toMatch(/−6 .*unreliable/);
    expect(text).toMatch(/laboratories.*0\.5 log/);
    for (const name of ["atenolol", "ranitidine", "acyclovir"]) expect(text).toContain(name);
    expect(tool.description).toMatch(/Caco-2 0\.47 \(it ranks; its −6 boundary is unreliable\)/);
  });

  test("named drugs and the held-out split: the error the description states, no class pulled far to the mean", () => {
    let squared = 0;
    let right = 0;
    for (const drug of drugs) {
      squared += (drug.predicted - drug.measured) ** 2;
      if (classOf(drug.predicted) === classOf(drug.measured)) right++;
      // Well-absorbed drugs stay clear of the low class.
      if (drug.measured > -4.6)
        expect({ drug: drug.name, ok: drug.predicted > -5.5 }).toEqual({ drug: drug.name, ok: true });
    }
    // "typical error ±0.6 log units"
    expect(Math.sqrt(squared / drugs.length)).toBeLessThan(0.6);
    expect(right / drugs.length).toBeGreaterThan(0.7);
    // The held-out test split of the fit: each class's bias within ±0.35 log units (plain least squares: +0.42 for low).
    for (const c of Object.values(fit.evaluation.calibrated.test.classes)) expect(Math.abs(c.bias)).toBeLessThan(0.35);
  });
});

function round3(x: number): number {
  return Math.sign(x) * (Math.round(Math.abs(x) * 1000) / 1000);
}
