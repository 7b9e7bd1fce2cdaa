/**
 * canonicalTautomer against Python RDKit 2022.09 (validation/generators/make_golden_tautomer.py):
 * the whole case set, a sample of the three molecule sets, the enumeration bounds around the point
 * where they stop the enumeration, and the error paths. The whole-set run is
 * lab/validate/tautomer-agreement.ts (validation/reports/tautomer.md).
 */
import { beforeAll, describe, expect, test } from "bun:test";
import { DomainError, InvalidArgumentsError } from "../../../src/protocol/errors.ts";
import { loadRDKit, withMol } from "../../../src/chem/rdkit.ts";
import { canonicalTautomer, MAX_BOUND, MAX_TAUTOMERS, MAX_TRANSFORMS } from "../../../src/chem/standardize/tautomer.ts";
import { TAUTOMER_TRANSFORMS } from "../../../src/data/tautomer-transforms.ts";
import { Agreement, listedDifferences, readKnownDifferences } from "../../../harness/agreement.ts";
import { GOLDEN_TEST_TIMEOUT_MS, readJsonl, type KnownDifference } from "../../../harness/golden.ts";

interface GoldenRow {
  set: string;
  id: string;
  smiles: string;
  canonical: string | null;
  tautomers?: number;
  limit_reached?: boolean;
}

interface LimitRow {
  id: string;
  smiles: string;
  max_tautomers?: number;
  max_transforms?: number;
  canonical: string;
  tautomers: number;
  limit_reached: boolean;
}

interface KnownTautomerDifference extends KnownDifference {
  smiles: string;
  kind: "canonical";
}

const known = readKnownDifferences<KnownTautomerDifference>("tautomer-known-differences.jsonl");
const keyOf = (row: { set: string; id: string; smiles: string }) => `${row.set}:${row.id} ${row.smiles}`;

/** The case set but for its largest enumerations (over 12 tautomers; the whole-set script runs those). */
const cases = readJsonl<GoldenRow>("tautomer-cases.jsonl").filter(
  (r) => r.canonical !== null && (r.tautomers ?? 0) <= 12,
);
/** Every 60th set molecule whose RDKit enumeration is small (the big ones are the whole-set script's). */
const sample = readJsonl<GoldenRow>("tautomer-sets.jsonl").filter(
  (r, i) => r.canonical !== null && i % 60 === 0 && (r.tautomers ?? 0) <= 8,
);
const [defaultsRow, ...limitRows] = readJsonl<
  LimitRow & { defaults?: { max_tautomers: number; max_transforms: number } }
>("tautomer-limits.jsonl");

/**
 * RDKit's answer, or the same molecule written by the embedded build: since 2025.03 RDKit writes atoms bonded to a
 * metal in brackets (rdkit/rdkit#8318), so `Cl[Cu]` comes out `[Cl][Cu]`. Re-reading RDKit 2022.09's string with the
 * embedded build and writing it again tells the two apart from a different tautomer.
 */
function sameAnswer(ours: string, rdkit2022: string): boolean {
  if (ours === rdkit2022) return true;
  try {
    return ours === withMol(rdkit2022, (mol) => mol.get_smiles());
  } catch {
    return false; // the embedded build refuses RDKit 2022.09's answer: a real difference
  }
}

beforeAll(async () => {
  await loadRDKit();
});

function compare(rows: GoldenRow[], field: string): void {
  const rowsKeys = new Set(rows.map(keyOf));
  const agreement = new Agreement(
    field,
    listedDifferences(
      known.filter((k) => rowsKeys.has(keyOf(k))),
      keyOf,
    ),
  );
  for (const row of rows) {
    const got = canonicalTautomer(row.smiles);
    agreement.check(
      keyOf(row),
      sameAnswer(got.smiles, row.canonical as string),
      `RDKit ${row.canonical} (${row.tautomers}), ours ${got.smiles} (${got.tautomers_enumerated})`,
    );
    if (sameAnswer(got.smiles, row.canonical as string) && !agreement.isListed(keyOf(row))) {
      // Where the answer agrees the enumeration should too: same count, same limit status.
      expect({ id: row.id, tautomers: got.tautomers_enumerated, limit: got.limit_reached }).toEqual({
        id: row.id,
        tautomers: row.tautomers as number,
        limit: row.limit_reached as boolean,
      });
    }
  }
  agreement.expectOnlyKnown(0.99, rows.length);
}

describe("canonicalTautomer agrees with RDKit 2022.09", () => {
  test(
    "the case set (keto-enol, amides, pyridones, azoles, purines, nitroso, thiones, ...)",
    () => compare(cases, "tautomer canonical (cases)"),
    GOLDEN_TEST_TIMEOUT_MS,
  );
  test(
    "a sample of NCI, ChEMBL and WEHI molecules",
    () => {
      expect(sample.length).toBeGreaterThan(200);
      compare(sample, "tautomer canonical (sets)");
    },
    GOLDEN_TEST_TIMEOUT_MS,
  );
});

describe("enumeration bounds", () => {
  test("the defaults are RDKit's (CleanupParameters maxTautomers, maxTransforms)", () => {
    expect({ max_tautomers: MAX_TAUTOMERS, max_transforms: MAX_TRANSFORMS }).toEqual(
      defaultsRow?.defaults as { max_tautomers: number; max_transforms: number },
    );
    expect(TAUTOMER_TRANSFORMS.length).toBe(37);
  });

  // For each molecule and bound, the rows where RDKit's status flips (the last bound that stops it and the first
  // that lets it complete) and the smallest bounds; each run stays small because the bound caps it.
  const chosen = new Set<LimitRow>();
  for (const kind of ["max_tautomers", "max_transforms"] as const) {
    for (const id of new Set(limitRows.map((r) => r.id))) {
      const rows = limitRows.filter((r) => r.id === id && r[kind] !== undefined);
      for (const r of rows.slice(0, 2)) chosen.add(r);
      const flip = rows.findIndex((r) => !r.limit_reached);
      if (flip > 0) {
        chosen.add(rows[flip - 1] as LimitRow);
        chosen.add(rows[flip] as LimitRow);
      }
    }
  }
  test(
    "at and one past the point where a bound stops the enumeration, as RDKit",
    () => {
      expect(chosen.size).toBeGreaterThan(12);
      expect([...chosen].some((r) => r.limit_reached)).toBe(true);
      expect([...chosen].some((r) => !r.limit_reached)).toBe(true);
      for (const row of chosen) {
        const got = canonicalTautomer(row.smiles, {
          maxTautomers: row.max_tautomers,
          maxTransforms: row.max_transforms,
        });
        expect({ id: row.id, t: row.max_tautomers, x: row.max_transforms, ...got }).toEqual({
          id: row.id,
          t: row.max_tautomers,
          x: row.max_transforms,
          smiles: row.canonical,
          tautomers_enumerated: row.tautomers,
          limit_reached: row.limit_reached,
        });
      }
    },
    GOLDEN_TEST_TIMEOUT_MS,
  );

  test("a bound outside 1..1000 is refused", () => {
    expect(() => canonicalTautomer("CC(C)=O", { maxTautomers: 0 })).toThrow(InvalidArgumentsError);
    expect(() => canonicalTautomer("CC(C)=O", { maxTransforms: MAX_BOUND + 1 })).toThrow(InvalidArgumentsError);
    expect(() => canonicalTautomer("CC(C)=O", { maxTautomers: 2.5 })).toThrow(/whole number from 1 to 1000/);
    expect(canonicalTautomer("CC(C)=O", { maxTautomers: MAX_BOUND, maxTransforms: MAX_BOUND }).smiles).toBe("CC(C)=O");
  });
});

describe("errors", () => {
  test("an unreadable SMILES is INVALID_SMILES", () => {
    expect(() => canonicalTautomer("C1CC")).toThrow(DomainError);
    try {
      canonicalTautomer("c1cccc1");
    } catch (error) {
      expect((error as DomainError).code).toBe("INVALID_SMILES");
    }
  });
  test("a molecule over the atom limit is MOLECULE_TOO_LARGE", () => {
    // Acetylacetone has 7 heavy atoms: 7 is allowed, 6 is one short.
    expect(canonicalTautomer("CC(=O)CC(C)=O", { maxAtoms: 7 }).smiles).toBe("CC(=O)CC(C)=O");
    expect(() => canonicalTautomer("CC(=O)CC(C)=O", { maxAtoms: 6 })).toThrow(/limit for this tool is 6/);
  });
});
