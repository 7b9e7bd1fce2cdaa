/**
 * TPSA (src/chem/descriptors/tpsa.ts) against Python RDKit 2022.09's `CalcTPSA(mol, force=True)` and
 * `CalcTPSA(mol, force=True, includeSandP=True)` (validation/golden/admet-tpsa.jsonl, made by
 * validation/generators/make_golden_admet.py). Every molecule that does not agree must be listed, with its kind, in
 * validation/golden/admet-known-differences.jsonl. The comparison with the embedded build's own `tpsa`
 * descriptor is in graph-descriptors.test.ts (one descriptor bundle per molecule for all the ported descriptors).
 */
import { beforeAll, describe, expect, test } from "bun:test";
import { free, loadRDKit, parseSmiles, rdkit, withMol } from "../../../src/chem/rdkit.ts";
import { molGraph } from "../../../src/chem/graph.ts";
import {
  polarContribution,
  tpsa,
  tpsaContributions,
  tpsaValuesOfGraph,
  type PolarEnvironment,
} from "../../../src/chem/descriptors/tpsa.ts";
import { GOLDEN_TEST_TIMEOUT_MS, readJsonl, type KnownFieldDifference } from "../../../harness/golden.ts";
import { Agreement, fieldDifferenceKey, listedDifferences, readKnownDifferences } from "../../../harness/agreement.ts";

interface TpsaGolden {
  set: string;
  id: string;
  smiles: string;
  /** Python RDKit 2022.09 could not parse it: no oracle. */
  error?: string;
  tpsa?: number;
  tpsa_sp?: number;
}

const TOLERANCE = 1e-6;

beforeAll(loadRDKit);

describe("TPSA vs Python RDKit 2022.09 (NCI 5K, CHEMBL2321810, WEHI every 2nd row, hand-picked)", () => {
  test(
    "N/O and S/P totals within 1e-6 on all 11,092 molecules both builds parse; the 4 listed refusals are refusals",
    () => {
      const known = readKnownDifferences<KnownFieldDifference>("admet-known-differences.jsonl").filter(
        (k) => k.file === "admet-tpsa.jsonl",
      );
      expect(known.map((k) => `${k.field}/${k.kind}`)).toEqual(Array(4).fill("parse/rdkit2026_rejects"));
      // A listed refusal that parses, or that Python refuses too (no check below), fails as stale.
      const agreement = new Agreement("tpsa", listedDifferences(known, fieldDifferenceKey));
      const counts = { compared: 0, refused: 0, python_refuses: 0 };
      for (const row of readJsonl<TpsaGolden>("admet-tpsa.jsonl")) {
        const key = `${row.set}:${row.id}`;
        if (row.error) {
          counts.python_refuses++; // no oracle
          continue;
        }
        const mol = rdkit().get_mol(row.smiles);
        if (!mol?.is_valid()) {
          free(mol);
          counts.refused++;
          agreement.check(
            fieldDifferenceKey({ ...row, field: "parse", kind: "rdkit2026_rejects" }),
            false,
            `the embedded RDKit refuses ${row.smiles}`,
          );
          continue;
        }
        try {
          const values = tpsaValuesOfGraph(molGraph(mol));
          const ok =
            Math.abs(values.nitrogenOxygen - row.tpsa!) <= TOLERANCE &&
            Math.abs(values.withSandP - row.tpsa_sp!) <= TOLERANCE;
          if (ok) counts.compared++;
          agreement.check(
            `${key} tpsa`,
            ok,
            `${row.smiles}: ${values.nitrogenOxygen} / ${values.withSandP} vs ${row.tpsa} / ${row.tpsa_sp}`,
          );
        } finally {
          free(mol);
        }
      }
      // 11,102 rows: 6 NCI lines Python refuses, 4 listed refusals of RDKit 2026.09 (nci 2917, 3402, 4650, 4844).
      agreement.expectOnlyKnown(0.999, 11_096);
      expect(counts).toEqual({ compared: 11_092, refused: 4, python_refuses: 6 });
    },
    GOLDEN_TEST_TIMEOUT_MS,
  );
});

describe("Ertl fragment contributions, by hand", () => {
  const contributions = (smiles: string, includeSandP = true): number[] =>
    withMol(smiles, (mol) => tpsaContributions(molGraph(mol), includeSandP).map((c) => Math.round(c * 100) / 100));

  test("N and O table entries", () => {
    // ethanol: [OH]-* 20.23
    expect(contributions("CCO")).toEqual([0, 0, 20.23]);
    // aspirin: O=* 17.07 (×2), *-O-* 9.23, [OH]-* 20.23 → 63.60
    expect(withMol("CC(=O)Oc1ccccc1C(=O)O", (mol) => tpsa(mol))).toBeCloseTo(63.6, 9);
    // pyridine *:n:* 12.89; pyrrole *:[nH]:* 15.79; aziridine NH in a 3-ring 21.94; epoxide O in a 3-ring 12.53
    expect(contributions("c1ccncc1")[3]).toBe(12.89);
    expect(contributions("c1cc[nH]c1")[3]).toBe(15.79);
    expect(contributions("C1CN1")[2]).toBe(21.94);
    expect(contributions("C1CO1")[2]).toBe(12.53);
    // nitro: *-[N+](-*)=* 3.01 with [O-]-* 23.06 and O=* 17.07; ammonium [NH3+]-* 27.64; quaternary N 0
    expect(contributions("C[N+](=O)[O-]")).toEqual([0, 3.01, 17.07, 23.06]);
    expect(contributions("C[NH3+]")).toEqual([0, 27.64]);
    expect(contributions("C[N+](C)(C)C")[1]).toBe(0);
    // not in the table: fall-back 30.5 − 8.2·neighbours + 1.5·H for N (NH4+: 30.5 + 6 = 36.5), 28.5 − 8.6·n + 1.5·H for O (water: 31.5)
    expect(contributions("[NH4+]")).toEqual([36.5]);
    expect(contributions("O")).toEqual([31.5]);
  });

  test("S and P table entries (includeSandP), and none without it", () => {
    expect(contributions("CS")).toEqual([0, 38.8]); // [SH]-*
    expect(contributions("CC(C)=S")[3]).toBe(32.09); // S=*
    expect(contributions("CSC")[1]).toBe(25.3); // *-S-*
    expect(contributions("c1ccsc1")[3]).toBe(28.24); // *:s:*
    expect(contributions("CS(C)=O")[1]).toBe(19.21); // *-S(-*)=*
    expect(contributions("CS(C)(=O)=O")[1]).toBe(8.38); // *-S(-*)(=*)=*
    expect(contributions("CP(C)C")[1]).toBe(13.59); // *-P(-*)-*
    expect(contributions("CP=C")[1]).toBe(34.14); // *-P=*
    expect(contributions("CCOP(=O)OCC")[3]).toBe(23.47); // *-[PH](-*)=*
    expect(contributions("CP(=O)(O)O")[1]).toBe(9.81); // *-P(-*)(-*)=*
    expect(contributions("C[S+](C)C")[1]).toBe(0); // charged S: not in the table
    expect(contributions("CS(C)(=O)=O", false)).toEqual([0, 0, 0, 17.07, 17.07]);
    // dimethyl sulfone: N/O 34.14, with S 42.52 (Python RDKit: 34.14 and 42.52)
    withMol("CS(C)(=O)=O", (mol) => {
      expect(tpsa(mol)).toBeCloseTo(34.14, 9);
      expect(tpsa(mol, { includeSandP: true })).toBeCloseTo(42.52, 9);
    });
  });

  test("the aromatic *:s(=*):* entry, checked on the environment (no golden molecule has one)", () => {
    const env: PolarEnvironment = {
      neighbours: 3,
      hydrogens: 0,
      single: 0,
      double: 1,
      triple: 0,
      aromatic: 2,
      charge: 0,
      inThreeRing: false,
    };
    expect(polarContribution(16, env, true)).toBe(21.7);
    expect(polarContribution(16, env, false)).toBe(0);
  });

  test("hydrogens kept as graph atoms count as hydrogens, not neighbours", () => {
    const kept = parseSmiles("[H]OC([H])([H])[H]", { keepHydrogens: true });
    try {
      const values = tpsaValuesOfGraph(molGraph(kept));
      expect(values.nitrogenOxygen).toBeCloseTo(20.23, 9);
      expect(values.withSandP).toBeCloseTo(20.23, 9);
    } finally {
      free(kept);
    }
  });
});
