/**
 * Ions, zwitterions, amine oxides and salts, both ways (issues 28 and 29): the namer (src/chem/names/namer: ions.ts,
 * several.ts) and the parser forms they need (index.ts readOxide, builder.ts oxidise, the "-ium-" suffix in
 * grammar.ts, the "ammonio"/"azaniumyl" prefixes).
 *
 * Every expected name is IUPAC 2013's form for the class, cited beside it, and was read by Debian's OPSIN 2.7.0
 * (`java -jar /usr/share/java/opsin-cli.jar`) to the same structure, compared by canonical SMILES in Python RDKit
 * 2022.09 (the structures written here are those). The one CIP label ((2S)-lactate) is RDKit's new labeller's:
 * C[C@H](O)C(=O)O is (S)-lactic acid.
 */
import { readJsonl } from "../../../harness/golden.ts";
import { canonicalSmiles as canonical } from "../../../harness/molblock.ts";
import { beforeAll, describe, expect, test } from "bun:test";
import { ready } from "../../../harness/tools.ts";
import { parseName } from "../../../src/chem/names/index.ts";
import { type NamerResult, nameMolecule } from "../../../src/chem/names/namer/index.ts";
import { withMol } from "../../../src/chem/rdkit.ts";

beforeAll(ready);

const name = (smiles: string): NamerResult => withMol(smiles, (mol) => nameMolecule(mol));

// [SMILES, name]: named by the namer, and read back by the parser to the same molecule.
const PAIRS: [string, string][] = [
  // Salts: cation then anion (P-72.1, P-65.6.2.2), counts as multipliers, "bis" around a locanted name (P-16.9.2).
  ["CC(=O)[O-].[Na+]", "sodium acetate"],
  ["O=C([O-])c1ccccc1.[K+]", "potassium benzoate"],
  ["O=C([O-])CCC(=O)[O-].[Na+].[Na+]", "disodium butanedioate"],
  ["Cc1ccc(S(=O)(=O)[O-])cc1.[Na+]", "sodium 4-methylbenzene-1-sulfonate"],
  ["CC(=O)[O-].CC(=O)[O-].[Ca+2]", "calcium diacetate"],
  ["ClCC(=O)[O-].ClCC(=O)[O-].[Ca+2]", "calcium bis(2-chloroacetate)"],
  ["[Cl-].[Na+]", "sodium chloride"],
  ["O=S(=O)([O-])[O-].[Na+].[Na+]", "disodium sulfate"],
  ["O=[N+]([O-])[O-].[NH4+]", "ammonium nitrate"],
  ["O=[N+]([O-])[O-].O=[N+]([O-])[O-].[Ca+2]", "calcium dinitrate"],
  ["C[C@H](O)C(=O)[O-].[Na+]", "sodium (2S)-2-hydroxypropanoate"],
  // Cations (P-73.1.1.2): -aminium from an amine, -ium with the N's locant on a ring, the "e" elided.
  ["C[N+](C)(C)C.[Cl-]", "N,N,N-trimethylmethanaminium chloride"],
  ["CC[NH3+].[Cl-]", "ethanaminium chloride"],
  ["C[N+](C)(C)c1ccccc1", "N,N,N-trimethylanilinium"],
  ["c1cc[nH+]cc1", "pyridin-1-ium"],
  ["C[n+]1ccccc1.[I-]", "1-methylpyridin-1-ium iodide"],
  ["CC[n+]1cccc2ccccc21", "1-ethylquinolin-1-ium"],
  ["C1CC[NH2+]CC1", "piperidin-1-ium"],
  ["C[N+]1(C)CCCCC1", "1,1-dimethylpiperidin-1-ium"],
  // A cationic ring as a substituent: "-ium" before "-yl" (P-73.6: pyridin-1-ium-1-yl).
  ["O=C(C[n+]1ccccc1)c1ccccc1", "1-phenyl-2-(pyridin-1-ium-1-yl)ethan-1-one"],
  ["C[N+]1(C)CCCC1c1cccnc1", "3-(1,1-dimethylpyrrolidin-1-ium-2-yl)pyridine"],
  // Anions (P-72.2.2.2.1): "-ic acid" becomes "-ate".
  ["O=C([O-])c1ccccc1O", "2-hydroxybenzoate"],
  // Zwitterions (P-74.1): azaniumyl (P-73.6) with -ate; a ring's -ium with a carboxylate.
  ["C[N+](C)(C)CC(=O)[O-]", "2-(trimethylazaniumyl)acetate"],
  ["[NH3+]CC(=O)[O-]", "2-azaniumylacetate"], // glycine as its zwitterion
  ["O=C([O-])c1ccc[nH+]c1", "pyridin-1-ium-3-carboxylate"],
  // Amine oxides (P-74.2.1.1): the parent's name, then the N's locant and "oxide".
  ["[O-][n+]1ccccc1", "pyridine 1-oxide"],
  ["C[N+](C)(C)[O-]", "N,N-dimethylmethanamine N-oxide"],
  ["C[N+]1([O-])CCOCC1", "4-methylmorpholine 4-oxide"],
  // Acid adducts and hydrates (the hydrochloride style of PubChem and CAS; P-74.3 for the hydrate).
  ["CCN.Cl", "ethanamine hydrochloride"],
  ["Cl.c1ccncc1", "pyridine hydrochloride"],
  ["NCCN.Cl.Cl", "ethane-1,2-diamine dihydrochloride"],
  ["CC(=O)[O-].[Na+].O.O.O", "sodium acetate trihydrate"],
  // Other mixtures of neutral molecules, one of each, in PubChem's form (";" between components, organic names in
  // alphabetical order, an inorganic acid last); OPSIN read each with the ";" written as a space.
  ["CCO.CO", "ethanol;methanol"],
  ["c1ccncc1.O=S(=O)(O)O", "pyridine;sulfuric acid"],
];

describe("namer: ions, zwitterions, amine oxides and salts", () => {
  test.each(PAIRS)("%s is %s", (smiles, expected) => {
    const result = name(smiles);
    expect(result.ok ? result.name : `declined: ${result.reason}`).toBe(expected);
  });

  test("the protonation state is the input's: the amine and its ammonium salt get different names", () => {
    // CCN.Cl and CC[NH3+].[Cl-] are one salt drawn two ways; each name reads back to its own drawing.
    const adduct = name("CCN.Cl");
    const ionic = name("CC[NH3+].[Cl-]");
    expect(adduct.ok && ionic.ok && adduct.name !== ionic.name).toBe(true);
    for (const [smiles, result] of [
      ["CCN.Cl", adduct],
      ["CC[NH3+].[Cl-]", ionic],
    ] as const) {
      if (!result.ok) throw new Error(result.reason);
      const read = parseName(result.name);
      expect(read.ok ? read.smiles : read.message).toBe(canonical(smiles));
    }
  });

  test.each([
    ["CCO.CO.O", "several components"], // water in a mixture of two: no form for it
    ["CCO.CCO.CO", "two or more molecules of one compound"], // the parser reads no count on a neutral part
    ["CC(=O)[O-].[Na+].[Na+]", "do not add up to zero"], // not a neutral salt
    ["C[S+](C)C", "charged atoms"], // sulfonium: only N+ cations and acid anions are named
    ["CC[O-]", "charged atoms"], // an alkoxide alone
    ["CC=[N+](C)C", "iminium"],
    // The cation's charge is in a substituent, so its name ends "-diol": before an anion OPSIN reads that as an
    // ester (…naphthalene-1,4-diol 4-methylbenzene-1-sulfonate, an NCI molecule the names-out check caught).
    ["Cc1ccc(S(=O)(=O)[O-])cc1.Oc1cc(-[n+]2ccc3ccccc3c2)c(O)c2ccccc12", "does not end in -ium"],
  ])("%s declines (%s)", (smiles, reason) => {
    const result = name(smiles);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.reason).toContain(reason);
  });
});

describe("parser: the forms the namer gives, and their refusals", () => {
  test.each(PAIRS)("%s reads %s", (smiles, text) => {
    const read = parseName(text);
    expect(read.ok ? read.smiles : read.message).toBe(canonical(smiles));
  });

  test.each([
    // "ammonio" (OPSIN's -[N|4+] fragment) made the fragment reader throw; now read as OPSIN reads it.
    ["2-(trimethylammonio)acetate", "C[N+](C)(C)CC(=O)[O-]"],
    ["2-ammonioethanol", "[NH3+]CCO"],
    ["pyrazine 1,4-dioxide", "[O-][n+]1cc[n+]([O-])cc1"],
    ["quinoline 1-oxide", "[O-][n+]1cccc2ccccc21"],
    ["2-[(pyridin-1-ium-1-yl)methyl]quinoline", "c1cc[n+](Cc2ccc3ccccc3n2)cc1"],
    ["quinolin-1-ium-8-ol", "Oc1cccc2ccc[nH+]c12"],
    // Neither count written: the smallest neutral salt (two Na+ for sulfate), as OPSIN reads it.
    ["sodium sulfate", "O=S(=O)([O-])[O-].[Na+].[Na+]"],
    ["magnesium sulfate", "O=S(=O)([O-])[O-].[Mg+2]"],
    ["methylamine;sulfuric acid", "CN.O=S(=O)(O)O"],
  ])("%s", (text, smiles) => {
    const read = parseName(text);
    expect(read.ok ? read.smiles : read.message).toBe(canonical(smiles));
  });

  test.each([
    ["pyridine 2-oxide", "no N with a lone pair"], // C2 is a carbon
    ["ethanamine N-oxide", "no N with a lone pair"], // a primary amine's N has H: no amine oxide (OPSIN draws [NH2]=O)
    ["pyrazine 1-dioxide", "1 locant(s) for 2 oxide(s)"],
    ["2-(pyridin-2-ium-1-yl)acetate", "no N that can take a proton"], // C2 is a carbon
    // "disulfate" is S2O7 2- (OPSIN reads it so), which is not read; never two sulfates.
    ["disodium disulfate", "could not read"],
  ])("%s is refused", (text, reason) => {
    const read = parseName(text);
    expect(read.ok).toBe(false);
    if (!read.ok) expect(read.message).toContain(reason);
  });
});

/** validation/generators/make_golden_sulfur_oxides.py: OPSIN 2.7.0's structure per name. */
const sulfurOxides = readJsonl<{ name: string; opsin: string | null; refused?: boolean }>("names-sulfur-oxides.jsonl");

describe("sulfoxides and sulfones as oxides, a locant twice for two O on one S (builder.ts oxidise) against OPSIN", () => {
  test.each(sulfurOxides.filter((r) => !r.refused).map((r) => [r.name, r.opsin]))("%s", (text, opsin) => {
    expect(parseName(text as string)).toEqual({ ok: true, smiles: canonical(opsin as string) });
  });

  test.each(sulfurOxides.filter((r) => r.refused).map((r) => [r.name]))("%s is refused", (text) => {
    expect(parseName(text as string).ok).toBe(false);
  });
});
