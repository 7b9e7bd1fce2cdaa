/**
 * Hand-written broken SMILES whose right fix is chemistry (validation/generators/make_golden_repair.py says why for
 * each, in its `why`), with Python RDKit 2022.09's verdicts (validation/golden/repair-cases.jsonl): both builds must
 * refuse the broken text (or, for whitespace, read only a part of it), and repair_smiles must propose the fixed
 * molecule, as Python's canonical SMILES, at the stated rank, naming the first problem's kind. Every candidate is
 * parsed again here, by the embedded RDKit, and must give the canonical SMILES the tool reported.
 */
import { beforeAll, describe, expect, test } from "bun:test";
import { free, loadRDKit, rdkit } from "../../../src/chem/rdkit.ts";
import { repairSmiles } from "../../../src/chem/repair/repair.ts";
import { readJsonl } from "../../../harness/golden.ts";

interface Case {
  broken: string;
  fix: string;
  rank: number;
  kind: string;
  why: string;
  python_reads_broken: string | null;
  python_canonical: string;
}

const CASES = readJsonl<Case>("repair-cases.jsonl");

beforeAll(loadRDKit, 60_000);

/** The embedded RDKit's canonical SMILES, or null when it refuses. */
function embeddedCanonical(smiles: string): string | null {
  const mol = rdkit().get_mol(smiles);
  try {
    return mol?.is_valid() ? mol.get_smiles() : null;
  } finally {
    free(mol);
  }
}

describe("hand-written repair cases (Python RDKit 2022.09 golden)", () => {
  test("the golden file has every case", () => {
    expect(CASES.length).toBe(26);
  });

  for (const c of CASES) {
    test(`${JSON.stringify(c.broken)} → ${c.fix} (${c.why})`, () => {
      // Python refuses the broken text, or (whitespace, an invisible character) reads only the part before it.
      const partial = c.kind === "whitespace" || c.kind === "look_alike_character";
      expect(c.python_reads_broken === null || (partial && c.python_reads_broken !== c.python_canonical)).toBe(true);
      const result = repairSmiles(c.broken);
      expect(result.valid).toBe(false);
      expect(result.canonical).toBeNull();
      expect(result.problems[0]?.kind).toBe(c.kind as never);
      const canonicals = result.candidates.map((candidate) => candidate.canonical);
      expect({ broken: c.broken, rank: canonicals.indexOf(c.python_canonical) }).toEqual({
        broken: c.broken,
        rank: c.rank,
      });
      for (const candidate of result.candidates)
        expect({ smiles: candidate.smiles, canonical: embeddedCanonical(candidate.smiles) }).toEqual({
          smiles: candidate.smiles,
          canonical: candidate.canonical,
        });
    });
  }

  test("negative control: a wrong expected fix is not what the tool proposes first", () => {
    const result = repairSmiles("C1CCCCC");
    // Cyclopentane-with-methyl (closing on the fifth carbon) is a fix, but a five-membered ring ranks after the six-membered one.
    expect(result.candidates[0]?.canonical).not.toBe("CC1CCCC1");
    expect(result.candidates.map((c) => c.canonical)).toContain("CC1CCCC1");
  });
});
