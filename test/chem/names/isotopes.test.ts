import { canonicalSmiles as canonical } from "../../../harness/molblock.ts";
import { beforeAll, describe, expect, test } from "bun:test";
import { readJsonl } from "../../../harness/golden.ts";
import { ready } from "../../../harness/tools.ts";
import { parseName } from "../../../src/chem/names/index.ts";

interface NameRow {
  set: string;
  class: string;
  name: string;
  opsin: string | null;
}

beforeAll(ready);

/** OPSIN 2.7.0's structure for a name of its own test lists (validation/golden/names-opsin.jsonl, set opsin-tests). */
function opsinOf(name: string): string {
  const row = readJsonl<NameRow>("names-opsin.jsonl").find((r) => r.set === "opsin-tests" && r.name === name);
  if (!row?.opsin) throw new Error(`${name}: not in the golden file with an OPSIN answer`);
  return canonical(row.opsin);
}

function smilesOf(name: string): string {
  const result = parseName(name);
  if (!result.ok) throw new Error(`${name}: ${result.message}`);
  return result.smiles;
}

describe("isotope descriptors inside a name (isotopes.ts), against OPSIN 2.7.0's answers", () => {
  test.each([
    // before the parent, after its prefixes
    "trichloro(12C)methane",
    "1-phenyl(1,2-13C2)ethanone",
    "1,1,1-trifluoro(2-²H1)ethane",
    "2-methoxy(3,4,5,6-³H4)phenol",
    "2,3-dihydro(1-15N)-1H-indole",
    "2,3-dihydro(2,3-2H2,1-15N)-1H-indole",
    "4-[tetrahydro(3-14C)thiophen-2-yl]pyridine",
    // before a substituent, inside brackets or not
    "2-(13C)methyl-3-methylpyridine",
    "1,2-di[(13C)methyl]benzene",
    "N-[7-(131I)iodo-9H-fluoren-2-yl]acetamide",
    "2-(35Cl)chloro-3-[(²H3)methyl](1-²H1)pentane",
    "4-[(2-14C)ethyl]benzoic acid",
    // at the start, before the first prefix: on that prefix (IUPAC P-82.2.2.1's (2H3)methoxybenzene)
    "(2H3)methoxybenzene",
    "(1-13C)methylbenzene",
    // superscript mass numbers, heteroatom locants
    "(2-²H1,1-³H1)ethan-1-ol",
    "(N,N-2H2)aniline",
    "(N-²H)acetamide",
    "(O-²H)acetic acid",
    // with CIP descriptors the isotope makes meaningful
    "(1R)-(1-²H1)ethan-1-ol",
    "(2S)-(2-²H)butan-2-ol",
    "(1E)-(1-²H1)prop-1-ene",
    // in the words of an ester
    "(1-14C)ethyl propanoate",
    "ethyl (2-14C)propanoate",
    // CAS's deuterium after a word: on its suffix's atoms, else on the parent
    "Methane-d4",
    "Methanol-d",
    "2,2,2-trifluoro-Ethane-d",
    "Acetaldehyde-1,2-d2",
    "Propanamide-N,3-d2",
    "Urea-N,N,N',N'-d4",
    "1-(ethyl-2,2,2-d3)-4-(methyl-d3)-Benzene",
  ])("%s", (name) => {
    expect(smilesOf(name)).toBe(opsinOf(name));
  });

  test("a descriptor before a substituent names that substituent's atoms, not the parent's", () => {
    // OPSIN's test list has this name with (14C) on the acid too; its first half is chemistry: the carboxy C is 13C.
    expect(smilesOf("1-(13C)carboxycyclohexane-1-carboxylic acid")).toBe(canonical("O=[13C](O)C1(C(=O)O)CCCCC1"));
    expect(parseName("(13C)chlorobenzene")).toMatchObject({ ok: false });
    // Before the parent, unlocanted: the ring's five H, not the methyl's (C6D5-CH3, toluene-2,3,4,5,6-d5).
    expect(smilesOf("methyl(2H5)benzene")).toBe(canonical("Cc1c([2H])c([2H])c([2H])c([2H])c1[2H]"));
  });

  test("a count left out is one atom per locant, as OPSIN reads (1,2-13C)acetophenone", () => {
    expect(smilesOf("(1,2-13C)ethanol")).toBe(canonical("[13CH3][13CH2]O"));
    expect(parseName("(1,2-13C3)ethanol").ok).toBe(false);
  });

  test("a locant naming two atoms: the one that can take the isotope, or refused when both can", () => {
    // An acid's "O" names C=O and C-OH: only the OH has a hydrogen for 2H; 18O could be either.
    expect(parseName("(O-18O)acetic acid")).toMatchObject({ ok: false, reason: "ambiguous" });
    expect(parseName("(O-13C)acetic acid").ok).toBe(false);
  });

  test("unlocanted isotopes that fit more than one place are refused", () => {
    // OPSIN puts CAS's unlocanted ring D beside both groups; the name does not say which of four CH it is on.
    expect(parseName("2-chloro-6-(methyl-d3)-Benzene-d")).toMatchObject({ ok: false, reason: "ambiguous" });
    // Two D on the methoxy group can only be CHD2-O-; two on methoxybenzene's ring fit ortho, meta, para … places.
    expect(parseName("(2H2)methoxybenzene")).toMatchObject({ ok: true });
    expect(parseName("methoxy(2H2)benzene")).toMatchObject({ ok: false, reason: "ambiguous" });
    expect(parseName("2-methyl(1-13C)propane")).toMatchObject({ ok: true });
    expect(parseName("2-methyl(13C)propane")).toMatchObject({ ok: false, reason: "ambiguous" });
  });
});

/** validation/generators/make_golden_cas_deuterium.py: OPSIN 2.7.0's structure per name. */
interface GoldenRow {
  name: string;
  opsin: string | null;
  refused?: boolean;
}

const casInWord = readJsonl<GoldenRow>("names-cas-deuterium.jsonl");

describe("CAS's isotopes inside a word (on the parent's atoms) and heavier ones after it, against OPSIN 2.7.0", () => {
  test.each(casInWord.filter((r) => !r.refused).map((r) => [r.name, r.opsin]))("%s", (name, opsin) => {
    expect(parseName(name as string)).toEqual({ ok: true, smiles: canonical(opsin as string) });
  });

  test.each(casInWord.filter((r) => r.refused).map((r) => [r.name]))("%s is refused", (name) => {
    expect(parseName(name as string).ok).toBe(false);
  });
});

/** validation/generators/make_golden_suffix_isotopes.py: OPSIN 2.7.0's structure per name. */
const beforeSuffix = readJsonl<GoldenRow>("names-suffix-isotopes.jsonl");

describe("an isotope descriptor straight before a suffix, on that suffix's atoms, against OPSIN 2.7.0", () => {
  test.each(beforeSuffix.filter((r) => !r.refused).map((r) => [r.name, r.opsin]))("%s", (name, opsin) => {
    expect(parseName(name as string)).toEqual({ ok: true, smiles: canonical(opsin as string) });
  });

  test.each(beforeSuffix.filter((r) => r.refused).map((r) => [r.name]))("%s is refused", (name) => {
    expect(parseName(name as string).ok).toBe(false);
  });
});

/** validation/generators/make_golden_greek_isotope_locants.py: OPSIN 2.7.0's structure per name. */
const greek = readJsonl<GoldenRow>("names-greek-isotope-locants.jsonl");

describe("isotope descriptors with Greek locants, on the parent's alpha atoms, against OPSIN 2.7.0", () => {
  test.each(greek.filter((r) => !r.refused).map((r) => [r.name, r.opsin]))("%s", (name, opsin) => {
    expect(parseName(name as string)).toEqual({ ok: true, smiles: canonical(opsin as string) });
  });

  test.each(greek.filter((r) => r.refused).map((r) => [r.name]))("%s is refused", (name) => {
    expect(parseName(name as string).ok).toBe(false);
  });
});

/** validation/generators/make_golden_prefix_isotopes.py: OPSIN 2.7.0's structure per name. */
const onPrefix = readJsonl<GoldenRow>("names-prefix-isotopes.jsonl");

describe("isotope descriptors naming a prefix's atoms by element, (O-2H)hydroxy, 2(O-2H)hydroxy, against OPSIN 2.7.0", () => {
  test.each(onPrefix.filter((r) => !r.refused).map((r) => [r.name, r.opsin]))("%s", (name, opsin) => {
    expect(parseName(name as string)).toEqual({ ok: true, smiles: canonical(opsin as string) });
  });

  test.each(onPrefix.filter((r) => r.refused).map((r) => [r.name]))("%s is refused", (name) => {
    expect(parseName(name as string).ok).toBe(false);
  });
});

// No nuclide but protium has a mass number at or below its atomic number (carbon's lightest known is 8C), so a
// descriptor that writes one is no isotope descriptor; read as one, "(6C)methane" would be a carbon of mass 6.
describe("a mass number at or below the atomic number is no isotope (isotopes.ts isotopeDescriptorAt)", () => {
  test.each([["(6C)methane"], ["(8O)methanol"], ["(7N)methanamine"], ["(1-6C)ethanol"]])("%s is refused", (name) => {
    expect(parseName(name).ok).toBe(false);
  });

  test("a mass number above it is read: (12C)methane, (16O)methanol", () => {
    expect(parseName("(12C)methane")).toEqual({ ok: true, smiles: "[12CH4]" });
    expect(parseName("(16O)methanol")).toEqual({ ok: true, smiles: "C[16OH]" });
  });
});
