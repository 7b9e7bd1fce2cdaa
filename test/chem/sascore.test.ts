/**
 * SA score against Python RDKit 2022.09's Contrib/SA_Score/sascorer.py
 * (validation/golden/sascore.jsonl, made by validation/make_golden_sascore.py).
 * Every disagreement must be listed with its reason in
 * validation/golden/sascore-known-differences.jsonl.
 *
 * SASCORE_BENCH=1 bun test test/chem/sascore.test.ts -t bench   prints the per-molecule time.
 */
import { readJsonl, tryParse } from "../support/golden.ts";
import { beforeAll, describe, expect, test } from "bun:test";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { free, loadRDKit, parseSmiles, rdkit } from "../../src/chem/rdkit.ts";
import type { JSMol } from "../../src/chem/rdkit-types.ts";
import { DomainError } from "../../src/protocol/errors.ts";
import { molGraph } from "../../src/chem/morgan.ts";
import {
  countBridgeheadAtoms,
  countChiralCenters,
  countMacrocycles,
  countSpiroAtoms,
  fragmentContribution,
  loadSaScoreTable,
  saScore,
  saScoreDetails,
  saScoreFromParts,
  UNKNOWN_FRAGMENT_SCORE,
} from "../../src/chem/sascore.ts";
import { FPSCORES_ID_COUNT, FPSCORES_ROW_COUNT } from "../../src/data/sascore-fpscores.ts";

const GOLDEN = join(import.meta.dir, "..", "..", "validation", "golden");
const TOLERANCE = 0.01;

interface SaGolden {
  set: string;
  id: string;
  smiles: string;
  sa?: number;
  error?: string;
  nAtoms?: number;
  nChiral?: number;
  nSpiro?: number;
  nBridgeheads?: number;
  nMacrocycles?: number;
  nIds?: number;
  nCount?: number;
  fragScore?: number;
}
interface KnownDifference {
  set: string;
  id: string;
  smiles: string;
  kind: "parse" | "sa";
  reason: string;
}


const golden = readJsonl<SaGolden>("sascore.jsonl");
const knownList = readJsonl<KnownDifference>("sascore-known-differences.jsonl");
const known = new Map(knownList.map((k) => [`${k.set}/${k.id}`, k]));

const parse = tryParse;

beforeAll(async () => {
  await loadRDKit();
});

describe("fragment table", () => {
  test("holds sascorer's 705,292 ids in 3,549 rows", () => {
    expect(FPSCORES_ID_COUNT).toBe(705292);
    expect(FPSCORES_ROW_COUNT).toBe(3549);
    loadSaScoreTable();
  });

  test("looks up contributions; unknown ids are undefined", () => {
    // First row of fpscores.pkl.gz: [-2.8254, 910163969, 1306525701, ...]; last row [1.2233, 1449131080].
    expect(fragmentContribution(910163969)).toBe(-2.8254);
    expect(fragmentContribution(1306525701)).toBe(-2.8254);
    expect(fragmentContribution(1449131080)).toBe(1.2233);
    expect(fragmentContribution(0)).toBeUndefined();
    expect(fragmentContribution(0xffffffff)).toBeUndefined();
    expect(UNKNOWN_FRAGMENT_SCORE).toBe(-4);
  });
});

describe("agreement with Python RDKit 2022.09 sascorer.py", () => {
  test(`${golden.length} molecules (NCI first_5K, CHEMBL2321810, wehi_mols first 3,000, edge cases)`, () => {
    let scored = 0;
    let agree = 0;
    const unlisted: string[] = [];
    const stale: string[] = [];
    const componentErrors: string[] = [];
    for (const rec of golden) {
      if (rec.sa === undefined) continue; // RDKit 2022.09 could not score it: nothing to compare
      scored++;
      const key = `${rec.set}/${rec.id}`;
      const listed = known.get(key);
      const mol = parse(rec.smiles);
      if (!mol) {
        if (listed?.kind !== "parse") unlisted.push(`${key}: the embedded RDKit cannot parse ${rec.smiles}`);
        continue;
      }
      try {
        const d = saScoreDetails(mol);
        const ok = Math.abs(d.score - rec.sa) < TOLERANCE;
        if (ok) agree++;
        if (!ok && listed?.kind !== "sa") unlisted.push(`${key}: ${d.score} vs Python ${rec.sa} (${rec.smiles})`);
        if (ok && listed) stale.push(`${key} is listed as a known difference but agrees now`);
        // Every term except the chiral-centre count must be identical.
        const exact: [string, number, number | undefined][] = [
          ["nAtoms", d.numAtoms, rec.nAtoms],
          ["nSpiro", d.numSpiroAtoms, rec.nSpiro],
          ["nBridgeheads", d.numBridgeheadAtoms, rec.nBridgeheads],
          ["nMacrocycles", d.numMacrocycles, rec.nMacrocycles],
          ["nIds", d.numFragments, rec.nIds],
          ["nCount", d.numFragmentOccurrences, rec.nCount],
          ["fragScore", d.fragmentScore, rec.fragScore],
        ];
        for (const [name, got, want] of exact) if (got !== want) componentErrors.push(`${key} ${name}: ${got} vs ${want}`);
        if (d.numChiralCenters !== rec.nChiral && listed?.kind !== "sa") {
          componentErrors.push(`${key} nChiral: ${d.numChiralCenters} vs ${rec.nChiral}`);
        }
        if (!(d.score >= 1 && d.score <= 10)) componentErrors.push(`${key} score ${d.score} outside 1..10`);
      } finally {
        free(mol);
      }
    }
    expect(unlisted).toEqual([]);
    expect(stale).toEqual([]);
    expect(componentErrors).toEqual([]);
    expect(scored).toBeGreaterThan(9000);
    expect(agree / scored).toBeGreaterThanOrEqual(0.995);
  }, 30_000);

  test("every known difference has a reason and names a golden molecule", () => {
    const keys = new Set(golden.map((r) => `${r.set}/${r.id}`));
    for (const k of knownList) {
      expect(keys.has(`${k.set}/${k.id}`)).toBe(true);
      expect(["parse", "sa"]).toContain(k.kind);
      expect(k.reason.length).toBeGreaterThan(40);
    }
  });
});

describe("features", () => {
  test("spiro and bridgehead counts equal RDKit's own descriptors (every 20th molecule)", () => {
    const mismatches: string[] = [];
    for (let k = 0; k < golden.length; k += 20) {
      const rec = golden[k];
      if (!rec) continue;
      const mol = parse(rec.smiles);
      if (!mol) continue;
      try {
        const desc = JSON.parse(mol.get_descriptors()) as Record<string, number>;
        const g = molGraph(mol);
        if (countSpiroAtoms(g) !== desc.NumSpiroAtoms) mismatches.push(`${rec.id} spiro ${countSpiroAtoms(g)} vs ${desc.NumSpiroAtoms}`);
        if (countBridgeheadAtoms(g) !== desc.NumBridgeheadAtoms) {
          mismatches.push(`${rec.id} bridgehead ${countBridgeheadAtoms(g)} vs ${desc.NumBridgeheadAtoms}`);
        }
        if (countChiralCenters(mol) !== desc.NumAtomStereoCenters) mismatches.push(`${rec.id} stereo`);
      } finally {
        free(mol);
      }
    }
    expect(mismatches).toEqual([]);
  }, 30_000);

  test("hand-checked counts", () => {
    const cases: [string, number, number, number, number][] = [
      // smiles, chiral, spiro, bridgehead, macrocycles
      ["C1CCC2(CC1)CCCC2", 0, 1, 0, 0],
      ["C1CC2CCC1C2", 0, 0, 2, 0],
      ["C1C2CC3CC1CC(C2)C3", 0, 0, 4, 0],
      ["C1CCCCCCCCCCC1", 0, 0, 0, 1],
      ["C[C@H](N)C(=O)O", 1, 0, 0, 0],
      ["CC(N)C(=O)O", 1, 0, 0, 0],
      ["C1CC(C)C(C)C(C)C1", 2, 0, 0, 0],
    ];
    for (const [smiles, chiral, spiro, bridge, macro] of cases) {
      const mol = parseSmiles(smiles);
      try {
        const d = saScoreDetails(mol);
        expect([d.numChiralCenters, d.numSpiroAtoms, d.numBridgeheadAtoms, d.numMacrocycles]).toEqual([chiral, spiro, bridge, macro]);
        expect(countMacrocycles(molGraph(mol))).toBe(macro);
      } finally {
        free(mol);
      }
    }
  });

  test("saScore is the breakdown's score and leaves the molecule usable", () => {
    const mol = parseSmiles("CC(=O)Oc1ccccc1C(=O)O");
    try {
      const before = mol.get_smiles();
      const s = saScore(mol);
      expect(s).toBe(saScoreDetails(mol).score);
      expect(mol.get_smiles()).toBe(before);
      const d = saScoreDetails(mol);
      const raw = d.fragmentScore - d.sizePenalty - d.stereoPenalty - d.spiroPenalty - d.bridgePenalty - d.macrocyclePenalty + d.symmetryCorrection;
      expect(d.score).toBeCloseTo(11 - ((raw + 5) / 6.5) * 9, 12);
    } finally {
      free(mol);
    }
  });
});

describe("error paths", () => {
  test("an empty molecule is a domain error", () => {
    const mol = parse("");
    if (!mol) throw new Error("RDKit should parse the empty SMILES");
    try {
      expect(() => saScore(mol)).toThrow(DomainError);
      try {
        saScore(mol);
      } catch (e) {
        expect((e as DomainError).code).toBe("INVALID_SMILES");
      }
    } finally {
      free(mol);
    }
  });

  test("no fragments is a domain error", () => {
    const empty = { ids: new Uint32Array(0), counts: new Uint32Array(0) };
    const features = { numAtoms: 0, numChiralCenters: 0, numSpiroAtoms: 0, numBridgeheadAtoms: 0, numMacrocycles: 0 };
    expect(() => saScoreFromParts(empty, features)).toThrow(DomainError);
  });

  test("the score is clamped and smoothed like sascorer", () => {
    const features = { numAtoms: 1, numChiralCenters: 0, numSpiroAtoms: 0, numBridgeheadAtoms: 0, numMacrocycles: 0 };
    // An unknown fragment only: raw = -4 -> 11 - 1/6.5*9 = 9.615 -> 8 + ln(1.615).
    const unknown = saScoreFromParts({ ids: Uint32Array.of(0), counts: Uint32Array.of(1) }, features);
    expect(unknown.score).toBeCloseTo(8 + Math.log(11 - (1 / 6.5) * 9 - 8), 12);
    expect(unknown.numUnknownFragments).toBe(1);
    // Very hard: many chiral centres push the scaled value past 10 before smoothing; result stays within 1..10.
    const hard = saScoreFromParts({ ids: Uint32Array.of(0), counts: Uint32Array.of(1) }, { ...features, numChiralCenters: 1e9, numAtoms: 1000 });
    expect(hard.score).toBeLessThanOrEqual(10);
    expect(hard.score).toBeGreaterThanOrEqual(1);
  });

  test("a deleted molecule is refused", () => {
    const mol = parseSmiles("CCO");
    free(mol);
    expect(() => saScore(mol)).toThrow();
  });
});

test.skipIf(!process.env.SASCORE_BENCH)("bench: per-molecule saScore time on NCI first_5K (SASCORE_BENCH=1)", () => {
  loadSaScoreTable();
  const mols: JSMol[] = [];
  for (const rec of golden) {
    if (rec.set !== "nci") continue;
    const mol = parse(rec.smiles);
    if (mol) mols.push(mol);
  }
  try {
    let best = Infinity;
    for (let round = 0; round < 3; round++) {
      const t0 = performance.now();
      for (const mol of mols) saScore(mol);
      best = Math.min(best, performance.now() - t0);
    }
    console.log(`bun saScore: ${((best / mols.length) * 1000).toFixed(1)} us/mol (best of 3, ${mols.length} molecules)`);
  } finally {
    for (const mol of mols) free(mol);
  }
}, 60_000);
