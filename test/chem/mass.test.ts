/**
 * Average molecular weight and Lipinski counts (src/chem/mass.ts) against
 *  - Python RDKit 2022.09's Descriptors.MolWt and CalcNumLipinskiHBD/HBA
 *    (validation/golden/crippen.jsonl, made by validation/make_golden_crippen.py);
 *  - the embedded RDKit 2026.09's own `amw`, `lipinskiHBD`, `lipinskiHBA` descriptors (exactly).
 * Every disagreement must be listed, with its reason, in validation/golden/crippen-known-differences.jsonl.
 */
import { beforeAll, describe, expect, test } from "bun:test";
import { descriptors } from "../../src/chem/descriptors.ts";
import { molGraph, type MolGraph } from "../../src/chem/graph.ts";
import { averageMolWeight, lipinskiCounts } from "../../src/chem/mass.ts";
import { free, loadRDKit, rdkit, withMol, type JSMol } from "../../src/chem/rdkit.ts";
import { ATOMIC_WEIGHTS } from "../../src/data/atomic-weights.ts";
import { GOLDEN_TEST_TIMEOUT_MS, readJsonl } from "../support/golden.ts";

interface MassGolden {
  set: string;
  id: string;
  smiles: string;
  keep_hs?: boolean;
  error?: string;
  mw?: number;
  hbd?: number;
  hba?: number;
  isotopes?: boolean;
}

interface KnownDifference {
  set: string;
  id: string;
  field: string;
  reason: string;
}

const TOLERANCE = 1e-6;

beforeAll(loadRDKit);

function parseGolden(row: MassGolden): JSMol | null {
  const mol = rdkit().get_mol(row.smiles, JSON.stringify({ removeHs: !row.keep_hs }));
  if (!mol || !mol.is_valid()) {
    free(mol);
    return null;
  }
  return mol;
}

describe("MW and Lipinski counts vs Python RDKit 2022.09 and the embedded build", () => {
  test(
    "MW within 1e-6 and HBD/HBA equal to Python; amw/lipinskiHBD/lipinskiHBA of the embedded build exactly; disagreements listed",
    () => {
      const golden = readJsonl<MassGolden>("crippen.jsonl");
      const known = new Map(readJsonl<KnownDifference>("crippen-known-differences.jsonl").map((k) => [`${k.set}:${k.id}:${k.field}`, k.reason]));
      const seen = new Map<string, string>();
      let compared = 0;
      let agreeing = 0;
      let embedded = 0;
      let isotopic = 0;
      for (const row of golden) {
        const mol = parseGolden(row);
        if (!mol) {
          if (!row.error) seen.set(`${row.set}:${row.id}:parse`, "the embedded RDKit rejects the SMILES");
          continue;
        }
        try {
          const graph = molGraph(mol);
          const ours = averageMolWeight(graph);
          const counts = lipinskiCounts(graph);
          const d = descriptors(mol);
          embedded++;
          const hasIsotope = graph.atoms.some((atom) => atom.isotope !== 0);
          if (hasIsotope) {
            isotopic++;
            if (ours !== undefined) seen.set(`${row.set}:${row.id}:isotope`, "isotope-labelled molecule gave a weight");
          } else if (ours !== d.amw) {
            seen.set(`${row.set}:${row.id}:embedded-mw`, `${ours} vs amw ${d.amw}`);
          }
          if (counts.hbd !== d.lipinskiHBD || counts.hba !== d.lipinskiHBA) {
            seen.set(`${row.set}:${row.id}:embedded-counts`, `${JSON.stringify(counts)} vs ${d.lipinskiHBD}/${d.lipinskiHBA}`);
          }
          if (row.error) continue;
          compared++;
          // With an isotope label the caller uses the descriptor bundle's amw: compare that.
          const mw = ours ?? d.amw;
          const okMW = Math.abs(mw - row.mw!) <= TOLERANCE;
          const okCounts = counts.hbd === row.hbd && counts.hba === row.hba;
          if (!okMW) seen.set(`${row.set}:${row.id}:mw`, `${mw} vs ${row.mw}`);
          if (counts.hbd !== row.hbd) seen.set(`${row.set}:${row.id}:hbd`, `${counts.hbd} vs ${row.hbd}`);
          if (counts.hba !== row.hba) seen.set(`${row.set}:${row.id}:hba`, `${counts.hba} vs ${row.hba}`);
          if (okMW && okCounts) agreeing++;
          if ((row.isotopes === true) !== hasIsotope) seen.set(`${row.set}:${row.id}:isotope-flag`, "isotope labels differ");
        } finally {
          free(mol);
        }
      }
      const unlisted = [...seen].filter(([key]) => !known.has(key)).map(([key, detail]) => `${key}: ${detail}`);
      const relevant = new Set(["parse", "mw", "hbd", "hba"]);
      const stale = [...known.keys()].filter((key) => relevant.has(key.split(":")[2]!) && !seen.has(key));
      expect(unlisted).toEqual([]);
      expect(stale).toEqual([]);
      expect(compared).toBeGreaterThan(11_000);
      expect(embedded).toBeGreaterThan(11_000);
      expect(isotopic).toBeGreaterThanOrEqual(4);
      expect(agreeing / compared).toBeGreaterThanOrEqual(0.999);
    },
    GOLDEN_TEST_TIMEOUT_MS,
  );
});

describe("MW and Lipinski counts, by hand", () => {
  const of = (smiles: string, keepHydrogens = false) => {
    const mol = rdkit().get_mol(smiles, JSON.stringify({ removeHs: !keepHydrogens }))!;
    try {
      const graph = molGraph(mol);
      return { mw: averageMolWeight(graph), ...lipinskiCounts(graph) };
    } finally {
      free(mol);
    }
  };

  test("charged and neutral N/O: every N and O is an acceptor, every H on them a donor", () => {
    expect(of("[NH4+]")).toEqual({ mw: 14.007 + 4 * 1.008, hbd: 4, hba: 1 });
    expect(of("C[N+](=O)[O-]")).toMatchObject({ hbd: 0, hba: 3 });
    expect(of("[OH-]")).toMatchObject({ hbd: 1, hba: 1 });
    expect(of("[NH3+]CC(=O)[O-]")).toMatchObject({ hbd: 3, hba: 3 });
    expect(of("c1cc[nH]c1")).toMatchObject({ hbd: 1, hba: 1 });
    expect(of("CS")).toMatchObject({ hbd: 0, hba: 0 }); // S-H is not a Lipinski donor
  });

  test("hydrogen atoms kept in the graph count as atoms for MW and as donors on N/O", () => {
    const kept = of("[H]OC([H])([H])[H]", true);
    const implicit = of("CO");
    expect(kept.hbd).toBe(1);
    expect(kept.hba).toBe(1);
    expect(kept.mw).toBeCloseTo(implicit.mw!, 12);
    expect(of("[2H]O[2H]")).toEqual({ mw: undefined, hbd: 2, hba: 1 });
  });

  test("isotope labels defer to RDKit (undefined); the embedded weights are RDKit 2026.09's", () => {
    expect(of("[13CH4]").mw).toBeUndefined();
    expect(of("[2H]C").mw).toBeUndefined();
    expect(ATOMIC_WEIGHTS[23]).toBe(50.944); // V: 50.942 in RDKit 2022.09
    expect(ATOMIC_WEIGHTS.length).toBe(119);
    withMol("[V]", (mol) => expect(averageMolWeight(molGraph(mol))).toBe(descriptors(mol).amw));
    expect(of("*C")).toMatchObject({ mw: 12.011 + 3 * 1.008 }); // dummy atom weighs 0
  });

  test("an empty graph weighs 0; an atomic number outside the table gives undefined", () => {
    const empty: MolGraph = { atoms: [], bonds: [], rings: [] };
    expect(averageMolWeight(empty)).toBe(0);
    expect(lipinskiCounts(empty)).toEqual({ hbd: 0, hba: 0 });
    const unknown: MolGraph = {
      atoms: [{ atomicNumber: 200, hydrogens: 0, charge: 0, isotope: 0, radicals: 0, aromatic: false }],
      bonds: [],
      rings: [],
    };
    expect(averageMolWeight(unknown)).toBeUndefined();
  });
});
