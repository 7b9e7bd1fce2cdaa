import { describe, expect, test } from "bun:test";
import {
  MAX_CHARGE,
  MAX_HYDROGEN_COUNT,
  MAX_ISOTOPE,
  MIN_CHARGE,
  bracketAtomProblem,
  checkMoleculeCharacters,
  checkSmilesText,
  unreadableCharacter,
} from "../../src/chem/molecule-text.ts";
import { DomainError } from "../../src/protocol/errors.ts";

function refusal(fn: () => void): DomainError {
  try {
    fn();
  } catch (error) {
    if (error instanceof DomainError) return error;
    throw error;
  }
  throw new Error("expected a DomainError");
}

describe("ranges RDKit stores (signed byte charge, 16-bit isotope, byte hydrogen count)", () => {
  test("the limits", () => {
    expect([MIN_CHARGE, MAX_CHARGE, MAX_ISOTOPE, MAX_HYDROGEN_COUNT]).toEqual([-128, 127, 65535, 255]);
  });

  test("charge: the edges accepted, one beyond refused", () => {
    expect(bracketAtomProblem("C+127")).toBeUndefined();
    expect(bracketAtomProblem("Og-128")).toBeUndefined();
    expect(bracketAtomProblem("C+0127")).toBeUndefined();
    expect(bracketAtomProblem("C+128")).toContain("charge +128 is outside -128..+127");
    expect(bracketAtomProblem("Og-129")).toContain("charge -129 is outside");
    expect(bracketAtomProblem("C+999")).toContain("charge +999");
    expect(bracketAtomProblem("C+99999999999999999999")).toContain("charge +");
    expect(bracketAtomProblem("C++")).toBeUndefined();
    expect(bracketAtomProblem("C--")).toBeUndefined();
    expect(bracketAtomProblem("NH4+")).toBeUndefined();
    expect(bracketAtomProblem("C@@H+:12")).toBeUndefined();
  });

  test("isotope: 65535 accepted, 65536 refused", () => {
    expect(bracketAtomProblem("65535C")).toBeUndefined();
    expect(bracketAtomProblem("13CH3")).toBeUndefined();
    expect(bracketAtomProblem("65536C")).toContain("isotope 65536 is over 65535");
    expect(bracketAtomProblem("999999C")).toContain("isotope 999999");
  });

  test("hydrogen count: 255 accepted here (RDKit judges valence), 256 refused", () => {
    expect(bracketAtomProblem("CH255")).toBeUndefined();
    expect(bracketAtomProblem("CH256")).toContain("hydrogen count H256 is over 255");
    expect(bracketAtomProblem("C@TH1H256")).toContain("H256");
    expect(bracketAtomProblem("HgH2")).toBeUndefined();
    expect(bracketAtomProblem("2H")).toBeUndefined();
    expect(bracketAtomProblem("C:300")).toBeUndefined(); // atom class, not a count
  });
});

describe("characters", () => {
  test("NUL, lone surrogates and other non-ASCII characters are found with their 1-based position", () => {
    expect(unreadableCharacter("CCO")).toBeUndefined();
    expect(unreadableCharacter("CCO\u0000CC")).toEqual({ position: 4, what: "a NUL character (U+0000)" });
    expect(unreadableCharacter("CCO\udfff")?.what).toContain("lone surrogate (U+DFFF");
    expect(unreadableCharacter("C\ud83dC")?.what).toContain("lone surrogate (U+D83D");
    expect(unreadableCharacter("CC\ud83d\ude00")).toEqual({
      position: 3,
      what: 'the non-ASCII character "😀" (U+1F600)',
    });
    expect(unreadableCharacter("CCé")).toEqual({ position: 3, what: 'the non-ASCII character "é" (U+00E9)' });
  });

  test("a name after a space may be any proper Unicode text, but not NUL or a lone surrogate", () => {
    expect(unreadableCharacter("CCO éthanol 😀")).toBeUndefined();
    expect(unreadableCharacter("CCO\téthanol")).toBeUndefined();
    expect(unreadableCharacter("CCO x\udfff")?.position).toBe(6);
    expect(unreadableCharacter("CCO x\ud83d")?.what).toContain("lone surrogate");
    expect(unreadableCharacter("CCO x\u0000")?.position).toBe(6);
  });

  test("checkMoleculeCharacters throws the code it is given", () => {
    const error = refusal(() => checkMoleculeCharacters("C\u0000N", "smarts", "INVALID_SMARTS", "SMARTS"));
    expect(error.code).toBe("INVALID_SMARTS");
    expect(error.message).toBe(
      "smarts has a NUL character (U+0000) at character 2; SMARTS is plain ASCII and RDKit would silently drop it or everything after it: remove it",
    );
    expect(error.details).toEqual({ argument: "smarts", position: 2 });
  });
});

describe("checkSmilesText", () => {
  test("ordinary SMILES pass", () => {
    for (const s of [
      "CCO",
      "[NH4+].[Cl-]",
      "[13CH3][C@@H](N)C(=O)[O-]",
      "[C+127]",
      "[65535C]",
      "CCO ethanol",
      "[Fe+2]",
    ])
      checkSmilesText(s, "smiles");
  });

  test("an out-of-range bracket atom is named with its position", () => {
    const error = refusal(() => checkSmilesText("CC[C+999]O", "smiles1"));
    expect(error.code).toBe("INVALID_SMILES");
    expect(error.message).toBe(
      "smiles1: bracket atom [C+999] at character 3: charge +999 is outside -128..+127, the range RDKit stores (it would silently become another charge)",
    );
    expect(error.details).toEqual({ argument: "smiles1", position: 3, atom: "[C+999]" });
    expect(refusal(() => checkSmilesText("[999999C]", "smiles")).message).toContain("isotope 999999 is over 65535");
  });

  test("text after a space is a name: its brackets are not read, but its characters are", () => {
    checkSmilesText("CCO [C+999]", "smiles");
    expect(refusal(() => checkSmilesText("CCO ethanol\u0000", "smiles")).details).toEqual({
      argument: "smiles",
      position: 12,
    });
  });
});
