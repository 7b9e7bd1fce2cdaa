import { canonicalSmiles as canonical } from "../../../harness/molblock.ts";
import { beforeAll, describe, expect, test } from "bun:test";
import { GOLDEN_TEST_TIMEOUT_MS, readJsonl } from "../../../harness/golden.ts";
import { ready } from "../../../harness/tools.ts";
import { MAX_NAME_LENGTH, parseName } from "../../../src/chem/names/index.ts";

interface NameRow {
  set: string;
  class: string;
  name: string;
  opsin: string | null;
  /** OPSIN on the name with ";" written as spaces (its CLI reads no ";"). */
  opsin_spaced?: string | null;
  inchi?: string;
}
/** Every 4th name of the set "ours" (about 975 of 3,900) and every name of the other two sets; the whole file is
 * lab/validate/names-report.ts's. */
const OURS_STRIDE = 4;

interface NameDifference {
  set: string;
  name: string;
  ours: string;
  kind: string;
  reason: string;
}

beforeAll(ready);

function smilesOf(name: string): string {
  const result = parseName(name);
  if (!result.ok) throw new Error(`${name}: ${result.message}`);
  return result.smiles;
}

describe("offline names against OPSIN 2.7.0 (validation/golden/names-opsin.jsonl)", () => {
  test(
    "every answer equals OPSIN's structure, apart from the listed differences (which must still differ)",
    () => {
      const rows = readJsonl<NameRow>("names-opsin.jsonl").filter(
        (row, i) => row.set !== "ours" || i % OURS_STRIDE === 0,
      );
      const known = new Map(
        readJsonl<NameDifference>("names-known-differences.jsonl").map((d) => [`${d.set}\t${d.name}`, d]),
      );
      const wrong: string[] = [];
      const stale: string[] = [];
      const answered = new Map<string, number>();
      for (const row of rows) {
        const result = parseName(row.name);
        const opsin = row.opsin ?? row.opsin_spaced ?? null;
        if (!result.ok || opsin === null) continue;
        answered.set(row.set, (answered.get(row.set) ?? 0) + 1);
        const key = `${row.set}\t${row.name}`;
        const listed = known.get(key);
        const same = result.smiles === canonical(opsin);
        if (listed) {
          if (same || result.smiles !== listed.ours) stale.push(`${row.name}: listed difference no longer holds`);
        } else if (!same) {
          wrong.push(`${row.set} ${row.class} ${row.name}: ours ${result.smiles}, OPSIN ${opsin}`);
        }
      }
      expect(wrong).toEqual([]);
      expect(stale).toEqual([]);
      // Coverage floors (regression guards, not reference values): the report has the measured numbers.
      expect(answered.get("ours") ?? 0).toBeGreaterThanOrEqual(2500 / OURS_STRIDE);
      expect(answered.get("pubchem-style") ?? 0).toBeGreaterThanOrEqual(100);
    },
    GOLDEN_TEST_TIMEOUT_MS,
  );
});

describe("structures", () => {
  // Each expectation is the textbook structure of the name, written out by hand.
  test.each([
    ["ethanol", "CCO"],
    ["propan-2-ol", "CC(C)O"],
    ["2-methylpropane", "CC(C)C"],
    ["buta-1,3-diene", "C=CC=C"],
    ["hex-1-en-5-yne", "C=CCCC#C"],
    ["hexanedioic acid", "OC(=O)CCCCC(=O)O"],
    ["pentan-3-one", "CCC(=O)CC"],
    ["2-methylbutanoic acid", "CCC(C)C(=O)O"],
    ["N,N-dimethylacetamide", "CC(=O)N(C)C"],
    ["ethyl acetate", "CCOC(C)=O"],
    ["diethyl hexanedioate", "CCOC(=O)CCCCC(=O)OCC"],
    ["sodium acetate", "CC(=O)[O-].[Na+]"],
    ["1-methoxy-4-nitrobenzene", "COc1ccc([N+](=O)[O-])cc1"],
    ["2-(2-chloroethyl)pyridine", "ClCCc1ccccn1"],
    ["1-methyl-1H-imidazole", "Cn1ccnc1"],
    ["naphthalen-2-ol", "Oc1ccc2ccccc2c1"],
    ["2-methylcyclohexanone", "CC1CCCCC1=O"],
    ["cyclohexanecarboxylic acid", "OC(=O)C1CCCCC1"],
    ["chlorobenzene", "Clc1ccccc1"],
    ["ethanethiol", "CCS"],
    // sulfanyl (-SH) and sulfides as (alkylsulfanyl), P-63.2.5.1; OPSIN's extracted list had only "mercapto".
    ["4-sulfanylbenzoic acid", "OC(=O)c1ccc(S)cc1"],
    ["(methylsulfanyl)benzene", "CSc1ccccc1"],
    ["2-(ethylsulfanyl)ethan-1-ol", "CCSCCO"],
  ])("%s", (name, expected) => {
    expect(smilesOf(name)).toBe(canonical(expected));
  });
});

describe("refusals: never a guess", () => {
  test.each(["butanol", "dichlorobenzene", "methylpyridine", "trichloroethane", "butene"])(
    "%s: a missing locant that matters",
    (name) => {
      const result = parseName(name);
      expect(result.ok).toBe(false);
      if (result.ok) return;
      expect(result.reason).toBe("ambiguous");
      expect(result.message).toContain("more than one structure");
    },
  );

  test("the unreadable part is named with its position", () => {
    const result = parseName("2-methylxyzane");
    expect(result).toMatchObject({ ok: false, reason: "unreadable", position: 8 });
    if (!result.ok) expect(result.message).toBe('could not read the name from position 9: "xyzane"');
  });

  test("E/Z and R/S are placed by RDKit's CIP labels; a descriptor that fits nowhere is refused", () => {
    // (E)-but-2-ene: the methyls trans; (R)-butan-2-ol is PubChem CID 84682, CC[C@@H](C)O; L-alanine is (S).
    expect(smilesOf("(E)-but-2-ene")).toBe(canonical("C/C=C/C"));
    expect(smilesOf("(Z)-but-2-ene")).toBe(canonical("C/C=C\\C"));
    expect(smilesOf("(R)-butan-2-ol")).toBe(canonical("CC[C@@H](C)O"));
    expect(smilesOf("(2S)-2-aminopropanoic acid")).toBe(canonical("C[C@@H](C(=O)O)N"));
    expect(smilesOf("methyl (E)-but-2-enoate")).toBe(canonical("C/C=C/C(=O)OC"));
    for (const name of ["(E)-but-1-ene", "(R)-propan-2-ol", "(5R)-butan-2-ol"]) {
      expect(parseName(name)).toMatchObject({ ok: false, reason: "invalid" });
    }
  });

  test("other stereodescriptors are refused rather than dropped", () => {
    // "rac-" before a name with no descriptor is read (the racemate is the flat structure, as OPSIN gives
    // rac-butan-2-ol); with descriptors after it, a relative configuration, it is refused.
    for (const name of [
      "cis-2-methylbut-2-ene",
      "trans-1,2-dimethylcyclohexane",
      "trans-hexa-2,4-diene",
      "rac-(2R)-butan-2-ol",
      "rel-(1R,2S)-1,2-dimethylcyclohexane",
      "(2RS)-butan-2-ol",
      "DL-alanine",
      "alanine",
    ]) {
      const result = parseName(name);
      expect(result).toMatchObject({ ok: false, reason: "unsupported" });
      if (!result.ok) expect(result.message).toContain("stereodescriptor");
    }
  });

  test("CIP descriptors at the start of a bracketed substituent name that substituent's own atoms", () => {
    // (E)-(2-chlorovinyl)benzene: Cl and the ring trans. (R)-adrenaline is PubChem CID 5816,
    // CNC[C@@H](C1=CC(=C(C=C1)O)O)O. The other expectations were checked with Python RDKit's CIP labeller (new
    // algorithm): both centres of the amine S, the ester's R, the oxirane's ring C R and side-chain C S.
    expect(smilesOf("[(E)-2-chloroethenyl]benzene")).toBe(canonical("Cl/C=C/c1ccccc1"));
    expect(smilesOf("[(Z)-2-phenylethenyl]benzene")).toBe(canonical("c1ccccc1/C=C\\c1ccccc1"));
    expect(smilesOf("4-[(1R)-1-hydroxy-2-(methylamino)ethyl]benzene-1,2-diol")).toBe(
      canonical("CNC[C@@H](C1=CC(=C(C=C1)O)O)O"),
    );
    expect(smilesOf("bis[(1S)-1-phenylethyl]amine")).toBe(canonical("C[C@H](N[C@@H](C)c1ccccc1)c1ccccc1"));
    expect(smilesOf("[(1R)-1-phenylethyl] acetate")).toBe(canonical("CC(=O)O[C@H](C)c1ccccc1"));
    // The parent's group and the substituent's together: (2R)-oxiranyl carrying a (1S)-1-hydroxyethyl.
    expect(smilesOf("(2R)-2-[(1S)-1-hydroxyethyl]oxirane")).toBe(canonical("C[C@H](O)[C@H]1CO1"));
    // A descriptor that fits no stereocentre of the substituent, and a racemic one, are refused.
    expect(parseName("2-[(1S)-ethyl]phenol")).toMatchObject({ ok: false, reason: "invalid" });
    expect(parseName("2-[(RS)-1-hydroxyethyl]phenol")).toMatchObject({ ok: false, reason: "unsupported" });
  });

  test("cis-/trans- on the one double bond with one group on each end", () => {
    // cis: the two groups on the same side (Z here); trans: opposite sides (E).
    expect(smilesOf("cis-but-2-ene")).toBe(canonical("C/C=C\\C"));
    expect(smilesOf("trans-but-2-ene")).toBe(canonical("C/C=C/C"));
    expect(smilesOf("cis-1,2-dichloroethene")).toBe(canonical("Cl/C=C\\Cl"));
    expect(smilesOf("trans-3-phenylprop-2-enoic acid")).toBe(canonical("OC(=O)/C=C/c1ccccc1"));
    const result = parseName("cis-xyz");
    expect(result).toMatchObject({ ok: false, reason: "unreadable", position: 4 });
    if (!result.ok) expect(result.message).toContain("position 5");
  });

  test("isotope descriptors: placed by locant, or unlocanted where every placement is the same structure", () => {
    expect(smilesOf("(13C)methane")).toBe(canonical("[13CH4]"));
    expect(smilesOf("(2H4)methane")).toBe(canonical("[2H]C([2H])([2H])[2H]"));
    expect(smilesOf("(2H6)benzene")).toBe(canonical("[2H]c1c([2H])c([2H])c([2H])c([2H])c1[2H]"));
    expect(smilesOf("(1-13C)acetic acid")).toBe(canonical("C[13C](=O)O"));
    expect(smilesOf("(2,2,2-2H3)ethanol")).toBe(canonical("[2H]C([2H])([2H])CO"));
    // Three D on methanol: CD3OH or CHD2OD; the name does not say which.
    expect(parseName("(2H3)methanol")).toMatchObject({ ok: false, reason: "ambiguous" });
    expect(parseName("(1-13C)methanol")).toMatchObject({ ok: true });
    expect(parseName("(3-13C)ethanol").ok).toBe(false);
  });

  // "chloromethylbenzene" is (chloromethyl)benzene, as OPSIN reads it (implicit-brackets.test.ts); a ring is no joiner.
  test("prefixes run together without brackets are refused where no rule decides (chloro on the phenyl, or on the ring?)", () => {
    const result = parseName("chlorophenylbenzene");
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.message).toContain("brackets");
    expect(smilesOf("(chloromethyl)benzene")).toBe(canonical("ClCc1ccccc1"));
  });

  test("an -ate with an unlocanted alkyl prefix may be an ester without its space", () => {
    // ethyl malonate, or 2-ethylmalonate: both readings fit (omitted-spaces.ts, names-omitted-spaces.jsonl).
    const result = parseName("ethylmalonate");
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.message).toContain("ester");
  });

  test("impossible structures are refused with the reason", () => {
    expect(parseName("propan-4-ol")).toMatchObject({ ok: false, reason: "invalid" });
    const five = parseName("1,1,1,1-tetrachloroethane");
    expect(five).toMatchObject({ ok: false, reason: "invalid" });
    if (!five.ok) expect(five.message).toContain("no hydrogen left");
    const salt = parseName("disodium acetate");
    expect(salt).toMatchObject({ ok: false, reason: "invalid" });
    if (!salt.ok) expect(salt.message).toContain("counts must match");
  });

  test("empty and over-long names", () => {
    expect(parseName("   ")).toMatchObject({ ok: false, reason: "unreadable" });
    expect(parseName(`${"chloro".repeat(100)}methane`)).toMatchObject({ ok: false, reason: "unsupported" });
    expect(MAX_NAME_LENGTH).toBe(500);
  });
});

describe("hydride prefixes, sulfur acid and hydrazide suffixes, acyloxy prefixes and bracketed ester groups", () => {
  // Each expectation is the textbook structure, written out by hand: sulfanyl is -SH (IUPAC P-63.1.5), sulfonic
  // acid -S(=O)(=O)OH, sulfinic acid -S(=O)OH, sulfonamide -S(=O)(=O)NH2, sulfonyl -S(=O)(=O)- (P-65.3).
  test.each([
    ["1-sulfanylbutane", "CCCCS"],
    ["2-sulfanylethan-1-ol", "OCCS"],
    ["1,2-disulfanylbenzene", "Sc1ccccc1S"], // two locants: two sulfanyl groups, not one HS-S- group
    ["2-(methylsulfanyl)ethanol", "CSCCO"],
    ["selanylbenzene", "[SeH]c1ccccc1"],
    ["benzenesulfonic acid", "OS(=O)(=O)c1ccccc1"],
    ["4-methylbenzenesulfonic acid", "Cc1ccc(cc1)S(=O)(=O)O"],
    ["2-aminoethanesulfonic acid", "NCCS(=O)(=O)O"], // taurine
    ["benzene-1,3-disulfonic acid", "OS(=O)(=O)c1cccc(c1)S(=O)(=O)O"],
    ["benzenesulfinic acid", "OS(=O)c1ccccc1"],
    ["4-methylbenzenesulfonamide", "Cc1ccc(cc1)S(N)(=O)=O"],
    ["pyridine-3-sulfonamide", "NS(=O)(=O)c1cccnc1"],
    ["methanesulfonyl chloride", "CS(=O)(=O)Cl"],
    ["methyl methanesulfonate", "COS(C)(=O)=O"],
    ["sodium benzenesulfonate", "[O-]S(=O)(=O)c1ccccc1.[Na+]"],
    ["1-(methanesulfonyl)piperidine", "CS(=O)(=O)N1CCCCC1"],
    ["(2-methoxyethyl) formate", "COCCOC=O"],
    // acyloxy prefixes (P-65.6.3.2.3): the acyl group bound through O. 2-acetyloxybenzoic acid is aspirin.
    ["2-acetyloxybenzoic acid", "CC(=O)Oc1ccccc1C(=O)O"],
    ["4-(benzoyloxy)phenol", "O=C(Oc1ccc(O)cc1)c1ccccc1"],
    // a hyphen after the multiplier before a hyphenated prefix: BHT.
    ["2,6-di-tert-butyl-4-methylphenol", "Cc1cc(C(C)(C)C)c(O)c(C(C)(C)C)c1"],
    // -C(=O)NHNH2 (carbohydrazide, isoniazid) and -S(=O)(=O)NHNH2 (sulfonohydrazide).
    ["pyridine-4-carbohydrazide", "NNC(=O)c1ccncc1"],
    ["benzenesulfonohydrazide", "NNS(=O)(=O)c1ccccc1"],
    // Retained names of whole molecules (OPSIN's simpleGroups): urea H2N-CO-NH2, chloroform CHCl3, phosgene COCl2;
    // their prefixes go on the atoms the labels name (1,3-dimethylurea: both N) or, unlocanted, wherever they fit.
    ["urea", "NC(N)=O"],
    ["chloroform", "ClC(Cl)Cl"],
    ["phosgene", "ClC(Cl)=O"],
    ["1,3-dimethylurea", "CNC(=O)NC"],
    ["tetramethylurea", "CN(C)C(=O)N(C)C"],
    // Aniline's N is named "N" (N,N-dimethylaniline: both methyls on the amino N).
    ["N,N-dimethylaniline", "CN(C)c1ccccc1"],
    ["4-chloro-N-methylaniline", "CNc1ccc(Cl)cc1"],
    // A multiplied suffix's N atoms are N, N' … in its locants' order (P-62.2.1.1): TMEDA; N alone is C1's amine.
    ["N,N,N',N'-tetramethylethane-1,2-diamine", "CN(C)CCN(C)C"],
    ["N,N-dimethylpropane-1,3-diamine", "CN(C)CCCN"],
    ["N,N'-diethylbenzene-1,3-dicarboxamide", "CCNC(=O)c1cccc(c1)C(=O)NCC"],
    ["bis(2-ethylhexyl) hexanedioate", "CCCCC(CC)COC(=O)CCCCC(=O)OCC(CC)CCCC"],
  ])("%s", (name, expected) => {
    expect(smilesOf(name)).toBe(canonical(expected));
  });

  test.each([
    // CH2(SH)2 (two sulfanyl groups) or CH3-S-SH (one disulfanyl group): the name does not say.
    ["disulfanylmethane", "ambiguous"],
    // propane-1- or propane-2-sulfonic acid.
    ["propanesulfonic acid", "ambiguous"],
    // "sulfon" goes before the acid, amide and ester suffixes only.
    ["benzenesulfonaldehyde", "invalid"],
    // A hydrazide's two N are both "N" to the builder: an N- locant names neither for certain.
    ["N-methylpyridine-4-carbohydrazide", "invalid"],
    // A prime beyond the suffix's copies names no atom.
    ["N''-methylbenzene-1,4-diamine", "invalid"],
  ])("%s is refused (%s)", (name, reason) => {
    expect(parseName(name)).toMatchObject({ ok: false, reason });
  });
});

describe("compound prefixes, sulfamoyl and sulfo, imino and diazenyl, oxo on a ring sulfur (issues 28 and 29)", () => {
  // Each expectation is the textbook structure, written out by hand, and each name was read to it by OPSIN 2.7.0.
  // A compound prefix in its own marks (IUPAC P-16.5.1) or run into its group as OPSIN also reads it; sulfamoyl is
  // H2N-S(=O)(=O)- (P-66.1.1.4.5), sulfo HO-S(=O)(=O)-, sulfino HO-S(=O)- (P-65.3.2.3), carboxy HO-C(=O)- (P-65.1.2.2),
  // imino =NH (P-62.3.1.1), diazenyl HN=N- (P-68.3.1.3.2).
  test.each([
    ["2-[(pyridin-3-yl)oxy]benzoic acid", "OC(=O)c1ccccc1Oc1cccnc1"],
    ["3-[(2-ethylhexyl)oxy]propan-1-amine", "NCCCOCC(CC)CCCC"],
    ["1-[(4-chlorophenyl)sulfanyl]propane", "CCCSc1ccc(Cl)cc1"],
    ["2-[(carboxymethyl)sulfanyl]benzoic acid", "OC(=O)CSc1ccccc1C(=O)O"],
    // run together: the 4 names no atom of sulfanyl, so it is phenyl's (OPSIN reads these names so too)
    ["2-(4-chlorophenylsulfanyl)ethanol", "OCCSc1ccc(Cl)cc1"],
    ["3-(2-ethylhexyloxy)propan-1-amine", "NCCCOCC(CC)CCCC"],
    ["4-(dimethylaminomethyl)phenol", "CN(C)Cc1ccc(O)cc1"],
    // a hyphen between prefixes keeps them siblings on one group: methoxy and phenyl both on the methyl
    ["(methoxy-phenylmethyl)benzene", "COC(c1ccccc1)c1ccccc1"],
    ["4-sulfamoylbenzoic acid", "NS(=O)(=O)c1ccc(cc1)C(=O)O"],
    ["4-(dimethylsulfamoyl)benzoic acid", "CN(C)S(=O)(=O)c1ccc(cc1)C(=O)O"],
    ["4-(N,N-dimethylsulfamoyl)benzoic acid", "CN(C)S(=O)(=O)c1ccc(cc1)C(=O)O"],
    ["4-sulfobenzoic acid", "OS(=O)(=O)c1ccc(cc1)C(=O)O"],
    ["4-sulfinobenzoic acid", "OS(=O)c1ccc(cc1)C(=O)O"],
    ["2-(carboxymethyl)benzoic acid", "OC(=O)Cc1ccccc1C(=O)O"],
    ["3-carboxy-3-hydroxypentanedioic acid", "OC(=O)CC(O)(CC(=O)O)C(=O)O"], // citric acid
    ["4-[(hydroxyimino)methyl]phenol", "ON=Cc1ccc(O)cc1"], // 4-hydroxybenzaldehyde oxime
    ["3-(hydroxyimino)butan-2-one", "CC(=O)C(C)=NO"],
    ["3-iminobutan-2-one", "CC(=O)C(C)=N"],
    ["N,N-dimethyl-4-(phenyldiazenyl)aniline", "CN(C)c1ccc(cc1)N=Nc1ccccc1"], // butter yellow
    ["2-[(2-cyanopropan-2-yl)diazenyl]-2-methylpropanenitrile", "CC(C)(C#N)N=NC(C)(C)C#N"], // AIBN
    ["4-thiocyanatoaniline", "N#CSc1ccc(N)cc1"], // thiocyanato is N#C-S- (P-65.2.2.3)
    ["(methyldisulfanyl)methane", "CSSC"], // dimethyl disulfide: disulfanyl -S-SH takes the methyl on its S2
    // oxo at a ring S's locant makes the sulfoxide or sulfone (the lambda-4, lambda-6 S), as OPSIN reads it
    ["1,1-dioxothiolan-3-amine", "NC1CCS(=O)(=O)C1"],
    ["1-oxothiane", "O=S1CCCCC1"],
    ["10-methyl-5-oxo-10H-phenothiazine", "CN1c2ccccc2S(=O)c2ccccc12"],
    // a second group at one locant takes the ring's unwritten indicated hydrogen (2H-1,3-benzodioxole)
    ["2,2-difluoro-1,3-benzodioxole", "FC1(F)Oc2ccccc2O1"],
  ])("%s", (name, expected) => {
    expect(smilesOf(name)).toBe(canonical(expected));
  });

  test.each([
    // 1-chloroethyl or 2-chloroethyl on the sulfanyl: the name does not say.
    ["(chloroethylsulfanyl)benzene", "ambiguous"],
    // pyridine's C4 has one hydrogen and pyridine no indicated hydrogen to give (OPSIN reads it as 4H-pyridine).
    ["4,4-dimethylpyridine", "invalid"],
  ])("%s is refused (%s)", (name, reason) => {
    expect(parseName(name)).toMatchObject({ ok: false, reason });
  });
});

describe("several components, ions, salts and functional class names (components.ts, functional.ts)", () => {
  // Each expectation is the textbook structure, written out by hand: HCl as a separate neutral component (the way
  // PubChem and OPSIN draw a hydrochloride), salts as ions with the charges balanced.
  test.each([
    ["methanamine;hydrochloride", "CN.Cl"],
    ["methylamine hydrochloride", "CN.Cl"],
    ["ethane-1,2-diamine dihydrochloride", "NCCN.Cl.Cl"],
    ["ethane-1,2-diamine;dihydrochloride", "NCCN.Cl.Cl"],
    ["N,N-diethylethanamine;2,2,2-trichloroacetic acid", "CCN(CC)CC.OC(=O)C(Cl)(Cl)Cl"],
    ["pyridine hydrate", "c1ccncc1.O"],
    ["sodium;acetate", "CC(=O)[O-].[Na+]"],
    ["calcium;diacetate", "CC(=O)[O-].CC(=O)[O-].[Ca+2]"],
    ["calcium diacetate", "CC(=O)[O-].CC(=O)[O-].[Ca+2]"],
    // Neither count written: the smallest neutral salt, two acetates for Ca2+.
    ["calcium acetate", "CC(=O)[O-].CC(=O)[O-].[Ca+2]"],
    ["magnesium dichloride", "[Mg+2].[Cl-].[Cl-]"],
    ["disodium oxalate", "[O-]C(=O)C(=O)[O-].[Na+].[Na+]"],
    ["copper(2+) diacetate", "CC(=O)[O-].CC(=O)[O-].[Cu+2]"],
    ["copper(II) diacetate", "CC(=O)[O-].CC(=O)[O-].[Cu+2]"],
    ["sodium chloride", "[Na+].[Cl-]"],
    ["sodium hydroxide", "[Na+].[OH-]"],
    ["potassium cyanide", "[K+].[C-]#N"],
    ["sodium methoxide", "C[O-].[Na+]"],
    ["potassium tert-butoxide", "CC(C)(C)[O-].[K+]"],
    ["ammonium chloride", "[NH4+].[Cl-]"],
    ["tetramethylammonium chloride", "C[N+](C)(C)C.[Cl-]"],
    ["tetramethylazanium;chloride", "C[N+](C)(C)C.[Cl-]"],
    ["chloride", "[Cl-]"],
    // "-ium": a proton on the N the locant names (or the parent's one N), before prefixes substitute it.
    ["pyridin-1-ium", "c1cc[nH+]cc1"],
    ["pyridinium chloride", "c1cc[nH+]cc1.[Cl-]"],
    ["1-methylpyridin-1-ium iodide", "C[n+]1ccccc1.[I-]"],
    ["ethanaminium", "CC[NH3+]"],
    ["N,N,N-trimethylmethanaminium chloride", "C[N+](C)(C)C.[Cl-]"],
    ["morpholin-4-ium chloride", "C1COCC[NH2+]1.[Cl-]"],
    ["triethylamine", "CCN(CC)CC"],
    ["acetyl chloride", "CC(=O)Cl"],
    ["benzoyl chloride", "ClC(=O)c1ccccc1"],
    ["propanoyl bromide", "CCC(=O)Br"],
    ["methyl iodide", "CI"],
    ["acetic anhydride", "CC(=O)OC(C)=O"],
    ["acetic propanoic anhydride", "CC(=O)OC(=O)CC"],
    ["benzoic anhydride", "O=C(OC(=O)c1ccccc1)c1ccccc1"],
    ["benzyl alcohol", "OCc1ccccc1"],
    ["diethyl ether", "CCOCC"],
    ["bis(2-chloroethyl) ether", "ClCCOCCCl"],
    ["ethyl methyl ketone", "CCC(C)=O"],
    ["dimethyl sulfoxide", "CS(C)=O"],
    ["benzoic acid, 4-amino-, methyl ester", "COC(=O)c1ccc(N)cc1"],
    ["ethanol, 2-chloro-", "OCCCl"],
    ["acetic acid ethyl ester", "CCOC(C)=O"],
    ["acetic acid sodium salt", "CC(=O)[O-].[Na+]"],
    ["benzoic acid, 4-amino-, sodium salt", "Nc1ccc(C(=O)[O-])cc1.[Na+]"],
  ])("%s", (name, expected) => {
    expect(smilesOf(name)).toBe(canonical(expected));
  });

  test("amino acids: L- as drawn, D- the enantiomer, glycine without either", () => {
    // L-alanine is (S)-2-aminopropanoic acid, L-cysteine (R) (the CH2SH outranks COOH), L-threonine (2S,3R),
    // L-isoleucine (2S,3S); D- is the mirror image of each.
    expect(smilesOf("L-alanine")).toBe(smilesOf("(2S)-2-aminopropanoic acid"));
    expect(smilesOf("D-alanine")).toBe(smilesOf("(2R)-2-aminopropanoic acid"));
    expect(smilesOf("L-cysteine")).toBe(smilesOf("(2R)-2-amino-3-mercaptopropanoic acid"));
    expect(smilesOf("L-threonine")).toBe(smilesOf("(2S,3R)-2-amino-3-hydroxybutanoic acid"));
    expect(smilesOf("D-threonine")).toBe(smilesOf("(2R,3S)-2-amino-3-hydroxybutanoic acid"));
    expect(smilesOf("L-isoleucine")).toBe(smilesOf("(2S,3S)-2-amino-3-methylpentanoic acid"));
    expect(smilesOf("L-phenylalanine")).toBe(canonical("N[C@@H](Cc1ccccc1)C(=O)O"));
    expect(smilesOf("glycine")).toBe(canonical("NCC(=O)O"));
    expect(parseName("D-glycine")).toMatchObject({ ok: false, reason: "invalid" });
  });

  test("salts and component lists whose charges do not balance are refused", () => {
    for (const name of ["disodium acetate", "sodium;diacetate", "calcium;acetate", "calcium triacetate"]) {
      const result = parseName(name);
      expect(result).toMatchObject({ ok: false, reason: "invalid" });
      if (!result.ok) expect(result.message).toContain("counts must match");
    }
  });

  test("refused rather than guessed: covalent binary compounds, unwritten charges, anhydrides of two diacids", () => {
    // FeCl3 and AlCl3 are drawn covalently by OPSIN and as ions by others: one compound, two SMILES.
    expect(parseName("iron(3+) chloride")).toMatchObject({ ok: false, reason: "unsupported" });
    expect(parseName("aluminium chloride")).toMatchObject({ ok: false, reason: "unsupported" });
    expect(parseName("iron(2+);dichloride")).toMatchObject({ ok: false, reason: "unsupported" });
    const iron = parseName("iron diacetate");
    expect(iron).toMatchObject({ ok: false, reason: "unsupported" });
    if (!iron.ok) expect(iron.message).toContain("charge of iron");
    // Boron and carbon form no salts: BF3 and CCl4 are molecules (inorganic-molecules.test.ts), never [B+3] or [C+4] ions.
    for (const name of ["boron trifluoride", "carbon tetrachloride"]) {
      const molecule = parseName(name);
      expect(molecule.ok && !/[+-]/.test(molecule.smiles) && !molecule.smiles.includes(".")).toBe(true);
    }
    // Two diacids: no one anhydride (succinic anhydride and acetic succinic anhydride are read, diacid-anhydrides.ts).
    expect(parseName("succinic phthalic anhydride")).toMatchObject({ ok: false, reason: "unsupported" });
    expect(parseName("di(4-chlorophenyl)methyl ether").ok).toBe(false);
    expect(parseName("amine").ok).toBe(false);
    expect(parseName("acetic acid methyl salt").ok).toBe(false);
    expect(parseName("pyridin-2-ium")).toMatchObject({ ok: false, reason: "invalid" });
  });

  test("a part that cannot be read is named, with its position in the whole name", () => {
    const result = parseName("methanamine;xyzzy");
    expect(result).toMatchObject({ ok: false, reason: "unreadable", position: 12 });
    if (!result.ok) expect(result.message).toContain('in the component "xyzzy"');
  });
});

describe("robustness", () => {
  test(
    "mutated golden names and names at the length limit give an answer or a refusal, never an exception",
    () => {
      const rows = readJsonl<NameRow>("names-opsin.jsonl");
      let seed = 28;
      const random = (n: number): number => {
        seed = (seed * 1103515245 + 12345) % 2147483648;
        return seed % n;
      };
      const alphabet = "abcdefghijklmnopqrstuvwxyz0123456789-,()[] '";
      for (let i = 0; i < 1500; i++) {
        const base = (rows[random(rows.length)] as NameRow).name;
        const chars = [...base];
        const edits = 1 + random(3);
        for (let e = 0; e < edits; e++) {
          const at = random(chars.length + 1);
          const kind = random(3);
          const ch = alphabet[random(alphabet.length)] as string;
          if (kind === 0) chars.splice(at, 1);
          else if (kind === 1) chars.splice(at, 0, ch);
          else chars[at] = ch;
        }
        const result = parseName(chars.join(""));
        expect(typeof result.ok).toBe("boolean");
      }
      const long = `${"2-chloro-".repeat(54)}ethane`.slice(0, MAX_NAME_LENGTH);
      expect(typeof parseName(long).ok).toBe("boolean");
      const brackets = `${"(".repeat(240)}methyl${")".repeat(240)}benzene`;
      expect(typeof parseName(brackets).ok).toBe("boolean");
    },
    GOLDEN_TEST_TIMEOUT_MS,
  );
});
