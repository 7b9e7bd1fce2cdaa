/**
 * Morgan environment ids against (1) Python RDKit 2022.09's
 * GetMorganFingerprint(m, 2).GetNonzeroElements() (validation/golden/sascore-morgan.jsonl)
 * and (2) the embedded RDKit's own folded ECFP bits, over every molecule of
 * validation/golden/sascore.jsonl.
 *
 * MORGAN_FULL_SETS=1 additionally folds all of NCI first_5K, CHEMBL2321810 and
 * wehi_mols.csv from /usr/share/RDKit (needs the rdkit-data package).
 */
import { readJsonl } from "../support/golden.ts";
import { beforeAll, describe, expect, test } from "bun:test";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { free, loadRDKit, rdkit } from "../../src/chem/rdkit.ts";
import type { JSMol } from "../../src/chem/rdkit-types.ts";
import {
  connectivityInvariants,
  deltaMass,
  foldMorgan,
  hashCombine,
  hashInts,
  molGraph,
  molGraphFromJson,
  morganCounts,
  morganEnvironmentCounts,
} from "../../src/chem/morgan.ts";

const GOLDEN = join(import.meta.dir, "..", "..", "validation", "golden");

interface SaGolden {
  set: string;
  id: string;
  smiles: string;
  sa?: number;
  error?: string;
}
interface MorganGolden {
  set: string;
  id: string;
  smiles: string;
  ids: [number, number][];
}
interface KnownDifference {
  set: string;
  id: string;
  kind: string;
  reason: string;
}


const known = new Map<string, KnownDifference>();
for (const k of readJsonl<KnownDifference>("sascore-known-differences.jsonl")) known.set(`${k.set}/${k.id}`, k);

function parse(smiles: string, keepHydrogens = false): JSMol | null {
  const mol = rdkit().get_mol(smiles, JSON.stringify({ removeHs: !keepHydrogens }));
  if (!mol || !mol.is_valid()) {
    free(mol);
    return null;
  }
  return mol;
}

function rdkitBits(mol: JSMol, radius: number, nBits: number): Uint8Array {
  return mol.get_morgan_fp_as_uint8array(JSON.stringify({ radius, nBits }));
}

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

beforeAll(async () => {
  await loadRDKit();
});

describe("hashing and invariants", () => {
  test("hash_combine is 32-bit and matches boost's formula", () => {
    expect(hashCombine(0, 0)).toBe(0x9e3779b9);
    expect(hashCombine(0xffffffff, 0xffffffff)).toBeLessThanOrEqual(0xffffffff);
    expect(hashCombine(0xffffffff, 0xffffffff)).toBeGreaterThanOrEqual(0);
    // A CD3 carbon of [2H]C([2H])([2H])C(=O)O: [z, total degree, total Hs incl. H neighbours, charge, delta mass].
    // 2246728737 is its layer-0 id in Python RDKit's GetMorganFingerprint (golden file).
    expect(hashInts([6, 4, 3, 0, 0])).toBe(2246728737);
  });

  test("delta mass follows RDKit's getMass() - atomic weight, truncated", () => {
    expect(deltaMass(6, 0)).toBe(0);
    expect(deltaMass(6, 12)).toBe(0); // 12.000 - 12.011
    expect(deltaMass(6, 13)).toBe(0); // 13.003 - 12.011
    expect(deltaMass(6, 14)).toBe(1);
    expect(deltaMass(6, 10)).toBe(-1);
    expect(deltaMass(1, 2)).toBe(1);
    expect(deltaMass(6, 500)).toBe(487); // unknown isotope: mass = mass number
    expect(deltaMass(6, 1)).toBe(-11);
    expect(deltaMass(0, 3)).toBe(0); // dummy atom
  });

  test("invariants are computed per atom", () => {
    const mol = parse("CCO");
    if (!mol) throw new Error("parse");
    try {
      const inv = connectivityInvariants(molGraph(mol));
      expect(inv.length).toBe(3);
      expect(inv[0]).not.toBe(inv[1]);
    } finally {
      free(mol);
    }
  });
});

describe("ids and counts equal Python RDKit 2022.09 GetMorganFingerprint(m, 2)", () => {
  const golden = readJsonl<MorganGolden>("sascore-morgan.jsonl");

  test(`${golden.length} molecules`, () => {
    let same = 0;
    const unlisted: string[] = [];
    for (const rec of golden) {
      const key = `${rec.set}/${rec.id}`;
      const mol = parse(rec.smiles);
      if (!mol) {
        if (!known.has(key)) unlisted.push(`${key} does not parse in the embedded RDKit: ${rec.smiles}`);
        continue;
      }
      try {
        const got = morganCounts(mol);
        const exp = rec.ids;
        const ok =
          got.ids.length === exp.length && exp.every(([id, count], k) => got.ids[k] === id && got.counts[k] === count);
        if (ok) same++;
        else if (!known.has(key)) unlisted.push(`${key} ids/counts differ: ${rec.smiles}`);
      } finally {
        free(mol);
      }
    }
    expect(unlisted).toEqual([]);
    expect(golden.length).toBeGreaterThan(1000);
    expect(same / golden.length).toBeGreaterThanOrEqual(0.995);
  }, 30_000);
});

describe("folding the ids gives the embedded RDKit's ECFP bits", () => {
  const molecules = readJsonl<SaGolden>("sascore.jsonl");

  test(`ECFP4 (radius 2, 2048 bits) over ${molecules.length} molecules`, () => {
    let compared = 0;
    const mismatches: string[] = [];
    for (const rec of molecules) {
      const mol = parse(rec.smiles);
      if (!mol) continue;
      try {
        compared++;
        const { ids } = morganCounts(mol);
        if (!sameBytes(foldMorgan(ids, 2048), rdkitBits(mol, 2, 2048))) mismatches.push(`${rec.set}/${rec.id} ${rec.smiles}`);
      } finally {
        free(mol);
      }
    }
    expect(mismatches).toEqual([]);
    expect(compared).toBeGreaterThan(9000);
  }, 30_000);

  test("other radii and sizes (every 10th molecule, radius 0, 1, 3; 1024 and 4096 bits)", () => {
    const mismatches: string[] = [];
    for (let k = 0; k < molecules.length; k += 10) {
      const rec = molecules[k];
      if (!rec) continue;
      const mol = parse(rec.smiles);
      if (!mol) continue;
      try {
        const graph = molGraph(mol);
        for (const [radius, nBits] of [
          [0, 2048],
          [1, 1024],
          [3, 4096],
        ] as const) {
          const { ids } = morganEnvironmentCounts(graph, radius);
          if (!sameBytes(foldMorgan(ids, nBits), rdkitBits(mol, radius, nBits))) {
            mismatches.push(`r${radius}/${nBits} ${rec.set}/${rec.id} ${rec.smiles}`);
          }
        }
      } finally {
        free(mol);
      }
    }
    expect(mismatches).toEqual([]);
  }, 30_000);

  test("explicit hydrogens, isotopes, charges, dative and quadruple bonds, dummies", () => {
    const cases = [
      "[H]C([H])([H])O",
      "[2H]C([2H])([2H])C(=O)O",
      "[2H]OC",
      "[3H]C",
      "[13CH3]C(=O)[O-]",
      "[500C]C",
      "[1C]C",
      "[235U]",
      "[15NH4+]",
      "[37Cl]c1ccccc1",
      "[1*]c1ccccc1",
      "*C",
      "N->[Pt](<-N)(Cl)Cl",
      "[Mo]$[Mo]",
      "[Na+].[Cl-]",
      "C",
      "[CH3]",
      "CO",
      "C1CC2CCC1C2",
      "C12C3C4C1C5C2C3C45",
      "F[C@H](Cl)Br",
      "C/C=C/C",
    ];
    const mismatches: string[] = [];
    for (const smiles of cases) {
      for (const keep of [false, true]) {
        const mol = parse(smiles, keep);
        if (!mol) throw new Error(`cannot parse ${smiles}`);
        try {
          const { ids } = morganCounts(mol);
          if (!sameBytes(foldMorgan(ids), rdkitBits(mol, 2, 2048))) mismatches.push(`${smiles} keepHs=${keep}`);
        } finally {
          free(mol);
        }
      }
    }
    expect(mismatches).toEqual([]);
  });

  test.skipIf(!process.env.MORGAN_FULL_SETS)("full reference sets from /usr/share/RDKit (MORGAN_FULL_SETS=1)", () => {
    const sets: [string, string[]][] = [];
    const nci = "/usr/share/RDKit/Data/NCI/first_5K.smi";
    const chembl = "/usr/share/RDKit/Contrib/FreeWilson/data/CHEMBL2321810.smi";
    const wehi = "/usr/share/RDKit/Data/Pains/test_data/wehi_mols.csv";
    for (const file of [nci, chembl, wehi]) if (!existsSync(file)) throw new Error(`${file} missing (install rdkit-data)`);
    const lines = (file: string): string[] => readFileSync(file, "utf8").split("\n").filter((l) => l.trim());
    sets.push(["nci", lines(nci).map((l) => l.split(/\s+/)[0] ?? "")]);
    sets.push(["chembl", lines(chembl).map((l) => l.split(/\s+/)[0] ?? "")]);
    sets.push(["wehi", lines(wehi).map((l) => (JSON.parse(`[${l}]`) as string[])[0] ?? "")]);
    const report: Record<string, { molecules: number; parsed: number; identical: number }> = {};
    const mismatches: string[] = [];
    for (const [name, smiles] of sets) {
      const r = { molecules: smiles.length, parsed: 0, identical: 0 };
      for (const s of smiles) {
        const mol = parse(s);
        if (!mol) continue;
        try {
          r.parsed++;
          if (sameBytes(foldMorgan(morganCounts(mol).ids), rdkitBits(mol, 2, 2048))) r.identical++;
          else mismatches.push(`${name} ${s}`);
        } finally {
          free(mol);
        }
      }
      report[name] = r;
    }
    console.log("ECFP4 fold check:", JSON.stringify(report));
    expect(mismatches).toEqual([]);
  }, 120_000);
});

describe("error paths", () => {
  test("bad RDKit JSON is refused", () => {
    expect(() => molGraphFromJson("{}")).toThrow("without a molecule");
    expect(() => molGraphFromJson("not json")).toThrow();
    const doc = (bonds: unknown[]): string => JSON.stringify({ molecules: [{ atoms: [{ z: 6 }, { z: 6 }], bonds }] });
    expect(() => molGraphFromJson(doc([{ bo: 9, atoms: [0, 1] }]))).toThrow("unknown bond order");
    expect(() => molGraphFromJson(doc([{ bo: 1 }]))).toThrow("without atoms");
    // A ring without ring information cannot be fingerprinted faithfully.
    const ring = JSON.stringify({
      molecules: [{ atoms: [{ z: 6 }, { z: 6 }, { z: 6 }], bonds: [{ atoms: [0, 1] }, { atoms: [1, 2] }, { atoms: [2, 0] }] }],
    });
    expect(() => molGraphFromJson(ring)).toThrow("ring information");
  });

  test("bad radius and bit counts are refused", () => {
    const graph = molGraphFromJson(JSON.stringify({ molecules: [{ atoms: [{ z: 6 }], bonds: [] }] }));
    expect(() => morganEnvironmentCounts(graph, -1)).toThrow(RangeError);
    expect(() => morganEnvironmentCounts(graph, 1.5)).toThrow(RangeError);
    expect(() => foldMorgan([1, 2], 0)).toThrow(RangeError);
    expect(() => foldMorgan([1, 2], 100)).toThrow(RangeError);
  });

  test("an empty molecule has no environments", () => {
    const mol = parse("");
    if (!mol) throw new Error("parse");
    try {
      const counts = morganCounts(mol);
      expect(counts.ids.length).toBe(0);
      expect(Array.from(foldMorgan(counts.ids)).every((b) => b === 0)).toBe(true);
    } finally {
      free(mol);
    }
  });
});
