/**
 * A bracket atom's written hydrogen count is exact (issue 27): the SMILES reading every tool shares
 * (src/chem/rdkit.ts `readSmiles`, through `parseSmiles` and repair_smiles' verdict) refuses what Python RDKit
 * 2022.09 refuses and accepts what it accepts, as validation/golden/bracket-hydrogens.jsonl records
 * (validation/generators/make_golden_bracket_h.py): over-valent chiral CH atoms and their kin are refused naming the
 * atom RDKit names; the close valid cases give Python's molecule.
 */
import { beforeAll, describe, expect, test } from "bun:test";
import { DomainError } from "../../src/protocol/errors.ts";
import { free, loadRDKit, parseSmiles, readSmiles } from "../../src/chem/rdkit.ts";
import { readJsonl } from "../../harness/golden.ts";
import { canonical2026 } from "../../harness/standardize-golden.ts";

interface Row {
  smiles: string;
  note: string;
  group: "refused" | "accepted";
  valid: boolean;
  canonical?: string;
  error?: string;
  atom?: number;
  element?: string;
}

const rows = readJsonl<Row>("bracket-hydrogens.jsonl");
/** Python numbers atoms after removing [H] atoms; the tools number them as written (README "Atom numbering"). */
const writesHydrogenAtoms = (smiles: string): boolean => /\[\d*H(?![a-z])/.test(smiles);

beforeAll(loadRDKit);

function refusal(smiles: string): DomainError {
  try {
    free(parseSmiles(smiles));
  } catch (error) {
    if (error instanceof DomainError) return error;
    throw error;
  }
  throw new Error(`${smiles} was accepted`);
}

describe("written hydrogen counts, against Python RDKit 2022.09", () => {
  test("the golden file holds both groups", () => {
    expect(rows.filter((r) => r.group === "refused" && !r.valid).length).toBeGreaterThanOrEqual(15);
    expect(rows.filter((r) => r.group === "accepted" && r.valid).length).toBeGreaterThanOrEqual(20);
    for (const smiles of ["C[C@H](C)(C)C", "C[C@@H](F)(Cl)(Br)C", "N[C@@H](C)(C(=O)O)C"])
      expect(rows.find((r) => r.smiles === smiles)?.valid).toBe(false);
  });

  test("what Python refuses is INVALID_SMILES naming the same atom and element", () => {
    for (const row of rows.filter((r) => !r.valid)) {
      const error = refusal(row.smiles);
      expect([row.smiles, error.code]).toEqual([row.smiles, "INVALID_SMILES"]);
      expect([row.smiles, error.details.element]).toEqual([row.smiles, row.element]);
      if (!writesHydrogenAtoms(row.smiles)) {
        expect([row.smiles, error.details.atom]).toEqual([row.smiles, row.atom]);
        // RDKit's own words, as Python logs them ("Explicit valence for atom # 1 C, 5, is greater than permitted"),
        // up to the number: for a charged atom 2022.09 and 2026.09 count it differently ([N@H+] with four carbons is
        // "N, 4" in 2022.09, "N, 5" in 2026.09; four bonds and one H either way).
        const words = row.error!.replace(/, \d+, is greater than permitted.*/, "");
        expect([row.smiles, error.message]).toEqual([row.smiles, expect.stringContaining(words)]);
      }
    }
  });

  test("what Python accepts gives Python's molecule", () => {
    for (const row of rows.filter((r) => r.valid)) {
      const mol = parseSmiles(row.smiles);
      try {
        expect([row.smiles, mol.get_smiles()]).toEqual([row.smiles, canonical2026(row.canonical!)]);
      } finally {
        free(mol);
      }
    }
  });

  test("an over-valent atom that writes its H is explained: the count is exact, the stereo mark goes with it", () => {
    const error = refusal("C[C@H](C)(C)C");
    expect(error.message).toContain("Explicit valence for atom # 1 C, 5, is greater than permitted");
    expect(error.message).toContain(`Atom 1 is written "[C@H]": a bracket atom's hydrogen count is exact`);
    expect(error.message).toContain("without the stereo mark");
  });

  test("hydrogens kept as atoms or removed, the same rule", () => {
    for (const row of rows) {
      const read = readSmiles(row.smiles, true);
      expect([row.smiles, "mol" in read]).toEqual([row.smiles, row.valid]);
      if ("mol" in read) free(read.mol);
    }
  });

  test("without RDKit's stereo perception (scaffold_analysis's reading), the same rule", () => {
    const nonIsomeric = JSON.stringify({ doIsomericSmiles: false });
    for (const row of rows) {
      for (const keepHydrogens of [false, true]) {
        const read = readSmiles(row.smiles, keepHydrogens, false);
        expect([row.smiles, keepHydrogens, "mol" in read]).toEqual([row.smiles, keepHydrogens, row.valid]);
        if (!("mol" in read)) continue;
        // The same molecule, stereo aside, as Python's (which removes hydrogen atoms).
        try {
          if (keepHydrogens) continue;
          const python = parseSmiles(canonical2026(row.canonical!));
          expect([row.smiles, read.mol.get_smiles(nonIsomeric)]).toEqual([row.smiles, python.get_smiles(nonIsomeric)]);
          free(python);
        } finally {
          free(read.mol);
        }
      }
    }
    expect(refusal("C[C@H](C)(C)C").code).toBe("INVALID_SMILES");
  });
});
