/**
 * The ADMET heuristics (src/chem/medchem/admet.ts): the pKa rule table, the Ames
 * alerts and the formulas, checked by hand with chemistry that can be
 * justified. The comparison with Python RDKit on ~2,100 molecules is in
 * test/tools/admet-profile.test.ts.
 */
import { beforeAll, describe, expect, test } from "bun:test";
import {
  admetEstimates,
  admetProfile,
  amesAlerts,
  AMES_ALERTS,
  ionizableGroups,
  logD74,
  PKA_RULES,
  type AdmetInputs,
} from "../../../src/chem/medchem/admet.ts";
import { descriptors } from "../../../src/chem/descriptors/descriptors.ts";
import { loadRDKit, withMol } from "../../../src/chem/rdkit.ts";
import { readJson, readJsonl } from "../../../harness/golden.ts";

/** The Caco-2 fit's coefficients as validation/generators/fit_caco2.py wrote them (not read from our code). */
const CACO2_FIT = readJson<{
  model: { intercept: number; tpsa: number; hbd: number; logp: number; cation: number; anion: number };
}>("caco2-model.json");

beforeAll(loadRDKit);

const groupsOf = (smiles: string) =>
  withMol(smiles, (mol) => ionizableGroups(mol).map((g) => [g.atom, g.type, g.group, g.pka]));
const alertsOf = (smiles: string) => withMol(smiles, (mol) => amesAlerts(mol));
const profileOf = (smiles: string) => withMol(smiles, (mol) => admetProfile(mol, descriptors(mol)));

describe("pKa rule table", () => {
  test("is the table the golden files were made with (validation/golden/admet-pka-rules.jsonl)", () => {
    const golden = readJsonl<{ kind: string; group: string; pka: number; smarts: string }>("admet-pka-rules.jsonl");
    expect(golden.length).toBe(23); // the 23 classes of tools.md (next test)
    expect(
      PKA_RULES.map((r): (typeof golden)[number] => ({ kind: r.kind, group: r.group, pka: r.pka, smarts: r.smarts })),
    ).toEqual(golden);
  });

  test("has every class and value tools.md lists", () => {
    const table = Object.fromEntries(PKA_RULES.map((r) => [`${r.kind}:${r.group}`, r.pka]));
    expect(table).toEqual({
      "acid:carboxylic acid": 4.0,
      "acid:tetrazole NH": 4.9,
      "acid:thiol": 8.3,
      "acid:hydroxamic acid": 8.7,
      "acid:phenol": 10.0,
      "acid:sulfonamide NH": 10.1,
      "base:guanidine": 12.5,
      "base:pyrrolidine-type ring NH": 11.3,
      "base:piperidine-type ring NH": 11.0,
      "base:secondary amine": 10.8,
      "base:primary amine": 10.6,
      "base:tertiary 5-ring amine": 10.2,
      "base:piperazine NH": 9.8,
      "base:tertiary amine": 9.8,
      "base:tertiary 6-ring amine": 9.5,
      "base:piperazine tertiary N": 8.7,
      "base:morpholine NH": 8.3,
      "base:morpholine tertiary N": 7.4,
      "base:thiomorpholine NH": 7.0,
      "base:imidazole": 6.9,
      "base:thiomorpholine tertiary N": 6.5,
      "base:pyridine": 5.2,
      "base:aromatic amine": 4.6,
    });
  });

  test("simple acids and bases", () => {
    expect(groupsOf("CCO")).toEqual([]); // an alcohol (pKa ≈ 16) is neither
    expect(groupsOf("OC(=O)c1ccccc1")).toEqual([[0, "acid", "carboxylic acid", 4.0]]); // the OH oxygen
    expect(groupsOf("[O-]C(=O)c1ccccc1.[Na+]")).toEqual([[0, "acid", "carboxylic acid", 4.0]]); // the salt: same group
    expect(groupsOf("Oc1ccccc1")).toEqual([[0, "acid", "phenol", 10.0]]);
    expect(groupsOf("CCS")).toEqual([[2, "acid", "thiol", 8.3]]);
    expect(groupsOf("CC(=O)NO")).toEqual([[4, "acid", "hydroxamic acid", 8.7]]);
    expect(groupsOf("NS(=O)(=O)c1ccccc1")).toEqual([[0, "acid", "sulfonamide NH", 10.1]]);
    expect(groupsOf("c1ccc(cc1)-c1nn[nH]n1")).toEqual([[9, "acid", "tetrazole NH", 4.9]]);
    expect(groupsOf("c1ccncc1")).toEqual([[3, "base", "pyridine", 5.2]]);
    expect(groupsOf("C1CCNCC1")).toEqual([[3, "base", "piperidine-type ring NH", 11.0]]);
    expect(groupsOf("C1CCNC1")).toEqual([[3, "base", "pyrrolidine-type ring NH", 11.3]]);
    expect(groupsOf("Nc1ccccc1")).toEqual([[0, "base", "aromatic amine", 4.6]]);
    expect(groupsOf("CCN")).toEqual([[2, "base", "primary amine", 10.6]]);
    expect(groupsOf("CCNCC")).toEqual([[2, "base", "secondary amine", 10.8]]);
    expect(groupsOf("CCN(CC)CC")).toEqual([[2, "base", "tertiary amine", 9.8]]);
    expect(groupsOf("c1c[nH]cn1")).toEqual([[4, "base", "imidazole", 6.9]]);
    expect(groupsOf("NC(N)=N")).toEqual([[1, "base", "guanidine", 12.5]]); // site: the central carbon
  });

  test("specific ring amines win over the generic classes (first matching rule per atom)", () => {
    expect(groupsOf("C1COCCN1")).toEqual([[5, "base", "morpholine NH", 8.3]]);
    expect(groupsOf("C1CSCCN1")).toEqual([[5, "base", "thiomorpholine NH", 7.0]]);
    expect(groupsOf("CN1CCOCC1")).toEqual([[1, "base", "morpholine tertiary N", 7.4]]);
    expect(groupsOf("CN1CCSCC1")).toEqual([[1, "base", "thiomorpholine tertiary N", 6.5]]);
    expect(groupsOf("CN1CCCC1")).toEqual([[1, "base", "tertiary 5-ring amine", 10.2]]);
    expect(groupsOf("CN1CCCCC1")).toEqual([[1, "base", "tertiary 6-ring amine", 9.5]]);
    // N-methylpiperazine: the NH is "piperazine NH" (9.8), the N-Me "piperazine tertiary N" (8.7); pka_base is the higher.
    expect(groupsOf("CN1CCNCC1")).toEqual([
      [1, "base", "piperazine tertiary N", 8.7],
      [4, "base", "piperazine NH", 9.8],
    ]);
    const p = profileOf("CN1CCNCC1");
    expect([p.pka_acid, p.pka_base]).toEqual([null, 9.8]);
  });

  test("amide, sulfonamide and aniline-amide nitrogens are not basic", () => {
    expect(groupsOf("CC(N)=O")).toEqual([]); // acetamide
    expect(groupsOf("CC(=O)Nc1ccccc1")).toEqual([]); // acetanilide: no aromatic amine, no acid
    expect(groupsOf("O=C1CCCN1")).toEqual([]); // 2-pyrrolidinone: a lactam, not a pyrrolidine
    expect(groupsOf("CS(=O)(=O)N(C)C")).toEqual([]); // tertiary sulfonamide: no N-H, no basic N
    expect(groupsOf("C[N+](C)(C)C")).toEqual([]); // quaternary ammonium: no proton to lose or gain
  });

  test("electron-poor guanidines and imidazoles are excluded", () => {
    // cimetidine: the cyanoguanidine is not basic (pKa ≈ 0); the imidazole is (pKa ≈ 6.8)
    const cimetidine = profileOf("CNC(=NCCSCc1nc[nH]c1C)NC#N");
    expect(cimetidine.ionizable_groups.map((g) => g.group)).toEqual(["imidazole"]);
    expect(cimetidine.pka_base).toBe(6.9);
    // caffeine: the purine imidazole N is hardly basic (pKa ≈ 0.6)
    expect(groupsOf("Cn1cnc2c1c(=O)n(C)c(=O)n2C")).toEqual([]);
  });

  test("zwitterions and drugs: lowest acid, highest base", () => {
    const glycine = profileOf("[NH3+]CC([O-])=O");
    expect([glycine.pka_acid, glycine.pka_base]).toEqual([4.0, 10.6]);
    const ciprofloxacin = profileOf("OC(=O)c1cn(C2CC2)c2cc(N3CCNCC3)c(F)cc2c1=O");
    expect([ciprofloxacin.pka_acid, ciprofloxacin.pka_base]).toEqual([4.0, 9.8]);
    const captopril = profileOf("C[C@H](CS)C(=O)N1CCC[C@H]1C(O)=O"); // thiol 8.3 and carboxylic acid 4.0
    expect(captopril.ionizable_groups.map((g) => g.group)).toEqual(["thiol", "carboxylic acid"]);
    expect(captopril.pka_acid).toBe(4.0);
  });
});

describe("Ames alerts", () => {
  test("are the twelve of tools.md, verbatim", () => {
    expect(AMES_ALERTS.map((a) => `${a.name} ${a.smarts}`)).toEqual([
      "aromatic_nitro [c,n][N+](=O)[O-]",
      "primary_aromatic_amine [NH2][c,n]",
      "epoxide [C;!a]1O[C;!a]1",
      "n_nitroso [#7]-N=O",
      "aromatic_azo c-N=N-c",
      "hydrazine [NH]-[NH2]",
      "aliphatic_azo [#6;!a]-[#7]=[#7]-[#6;!a]",
      "diazonium [#6][N+]#N",
      "nitrosamine [#7](-[#6])-N=O",
      "aromatic_amine_n_oxide [c,n][NH][OH]",
      "alpha_beta_unsaturated_aldehyde [CH]=[CH]-C=O",
      "alkyl_epoxide [C;!R;!a]-1-O-[C;!R;!a]-1",
    ]);
  });

  test("hand-checked hits", () => {
    expect(alertsOf("O=[N+]([O-])c1ccccc1")).toEqual(["aromatic_nitro"]);
    expect(alertsOf("Nc1ccccc1")).toEqual(["primary_aromatic_amine"]);
    expect(alertsOf("CC1CO1")).toEqual(["epoxide"]); // alkyl_epoxide as written needs non-ring carbons, which no epoxide has
    expect(alertsOf("c1ccc(cc1)N=Nc1ccccc1")).toEqual(["aromatic_azo"]);
    expect(alertsOf("NNc1ccccc1")).toEqual(["hydrazine"]);
    expect(alertsOf("CN=NC")).toEqual(["aliphatic_azo"]);
    expect(alertsOf("N#[N+]c1ccccc1")).toEqual(["diazonium"]);
    expect(alertsOf("ONc1ccccc1")).toEqual(["aromatic_amine_n_oxide"]);
    expect(alertsOf("C/C=C/C=O")).toEqual(["alpha_beta_unsaturated_aldehyde"]);
    expect(alertsOf("CCO")).toEqual([]);
    // N-nitrosodimethylamine hits two alerts → ames_risk 2/3
    const ndma = profileOf("CN(C)N=O");
    expect(ndma.ames_alerts).toEqual(["n_nitroso", "nitrosamine"]);
    expect(ndma.ames_risk).toBe(0.667);
  });
});

describe("formulas", () => {
  const base: AdmetInputs = {
    logp: 2,
    mw: 300,
    tpsa: 60,
    hbd: 1,
    hba: 3,
    rotatableBonds: 4,
    heavyAtoms: 20,
    aromaticHeavyAtoms: 6,
    aromaticHeterocycles: 0,
    pkaAcid: null,
    pkaBase: null,
    amesAlertCount: 0,
  };

  test("Clark logBB, Caco-2 log Papp, ESOL and PPB by hand", () => {
    const e = admetEstimates(base);
    expect(e.bbbScore).toBeCloseTo(-0.0148 * 60 + 0.152 * 2 + 0.139, 12); // −0.445
    // log10 Papp (cm/s) = intercept + tpsa·60 + hbd·1 + logp·2 (no ionisable group), the fit's coefficients
    const m = CACO2_FIT.model;
    expect(e.caco2LogPapp).toBeCloseTo(m.intercept + m.tpsa * 60 + m.hbd + m.logp * 2, 12);
    // The charge-state flags: a base of pKa ≥ 8.5 is a cation, an acid of pKa ≤ 5.5 an anion (both bounds inclusive).
    const caco2 = (x: Partial<AdmetInputs>) => admetEstimates({ ...base, ...x }).caco2LogPapp;
    expect(caco2({ pkaBase: 8.5 }) - e.caco2LogPapp).toBeCloseTo(m.cation, 12);
    expect(caco2({ pkaBase: 8.4 })).toBe(e.caco2LogPapp);
    expect(caco2({ pkaAcid: 5.5 }) - e.caco2LogPapp).toBeCloseTo(m.anion, 12);
    expect(caco2({ pkaAcid: 5.6 })).toBe(e.caco2LogPapp);
    expect(caco2({ pkaAcid: 4, pkaBase: 10.8 }) - e.caco2LogPapp).toBeCloseTo(m.cation + m.anion, 12);
    expect(e.esolLogS).toBeCloseTo(0.16 - 1.26 - 1.86 + 0.264 - 0.74 * 0.3, 12); // −2.918
    expect(e.ppbPercent).toBeCloseTo(100 / (1 + Math.exp(-1.2)), 12); // 76.85
    expect(e.bbbPasses).toBe(true);
    expect(admetEstimates({ ...base, tpsa: 90 }).bbbPasses).toBe(false); // TPSA < 90 is strict
    expect(admetEstimates({ ...base, hbd: 4 }).bbbPasses).toBe(false);
    expect(admetEstimates({ ...base, logp: 10 }).ppbPercent).toBe(99); // clamped
    expect(admetEstimates({ ...base, logp: -10 }).ppbPercent).toBe(1);
  });

  test("hERG and CYP3A4 scores: steps and cap", () => {
    expect(admetEstimates(base).hergRisk).toBe(0); // logP 2 is not > 2, MW 300 not > 300
    expect(admetEstimates({ ...base, logp: 2.1, mw: 301 }).hergRisk).toBeCloseTo(0.25, 12);
    expect(admetEstimates({ ...base, pkaBase: 9.8, logp: 5, mw: 450 }).hergRisk).toBeCloseTo(0.9, 12);
    expect(admetEstimates({ ...base, pkaBase: 7, logp: 5, mw: 450 }).hergRisk).toBeCloseTo(0.5, 12); // pKa 7 is not > 7
    expect(admetEstimates(base).cyp3a4Risk).toBe(0);
    expect(admetEstimates({ ...base, mw: 450, logp: 3.5, aromaticHeterocycles: 1, hba: 4 }).cyp3a4Risk).toBeCloseTo(
      0.55,
      12,
    );
    expect(admetEstimates({ ...base, mw: 600, logp: 6, aromaticHeterocycles: 3, hba: 9 }).cyp3a4Risk).toBe(1);
  });

  test("Henderson–Hasselbalch logD7.4", () => {
    expect(logD74(2, null, null)).toBe(2);
    expect(logD74(2, 4.4, null)).toBeCloseTo(2 - Math.log10(1001), 12); // acid 3 units below pH: ≈ −1.0004
    expect(logD74(2, null, 9.4)).toBeCloseTo(2 - Math.log10(101), 12);
    expect(logD74(2, 4.4, 9.4)).toBeCloseTo((2 - Math.log10(1001) + 2 - Math.log10(101)) / 2, 12);
  });

  test("clearance class thresholds and molecules without heavy atoms", () => {
    // x = −0.4·2 + 0.004·300 − 0.8 + 1.5·4/20 = −0.1 → s = 0.475 → Medium
    expect(admetEstimates(base).clearanceScore).toBeCloseTo(1 / (1 + Math.exp(0.1)), 12);
    expect(admetEstimates(base).clearanceClass).toBe("Medium");
    expect(admetEstimates({ ...base, logp: 5 }).clearanceClass).toBe("Low"); // x = −1.3, s = 0.214
    expect(admetEstimates({ ...base, logp: -2 }).clearanceClass).toBe("High"); // x = 1.5, s = 0.818
    const empty = admetEstimates({ ...base, heavyAtoms: 0, aromaticHeavyAtoms: 0, hba: 0, hbd: 0 });
    expect(Number.isFinite(empty.esolLogS) && Number.isFinite(empty.clearanceScore)).toBe(true);
  });

  test("aspirin end to end (values from the formulas with Python RDKit's logP 1.3101, TPSA 63.60, MW 180.159)", () => {
    const p = profileOf("CC(=O)Oc1ccccc1C(=O)O");
    expect([p.mw, p.logp, p.tpsa]).toEqual([180.16, 1.31, 63.6]);
    expect(p.bbb_score).toBe(-0.603); // −0.0148·63.6 + 0.152·1.3101 + 0.139 = −0.60294
    // intercept + tpsa·63.6 + hbd·1 + logp·1.3101 + anion (carboxylic acid, pKa 4.0)
    const m = CACO2_FIT.model;
    expect(p.caco2_log_papp_cm_s).toBeCloseTo(m.intercept + m.tpsa * 63.6 + m.hbd + m.logp * 1.3101 + m.anion, 2);
    expect(p.logd_74).toBe(-2.09); // 1.3101 − log10(1 + 10^3.4) = −2.09027
    expect(p.pka_acid).toBe(4);
    expect(p.clearance_class).toBe("Medium");
  });
});
