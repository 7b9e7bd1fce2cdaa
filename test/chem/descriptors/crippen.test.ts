/**
 * Wildman-Crippen logP and MR (src/chem/descriptors/crippen.ts) against Python RDKit 2022.09's Crippen.MolLogP / MolMR
 * (validation/golden/crippen.jsonl) and its per-atom `_CalcCrippenContribs` on the molecule with H added
 * (validation/golden/crippen-atoms.jsonl), both made by validation/generators/make_golden_crippen.py. Every disagreement
 * must be listed, with its kind, in validation/golden/crippen-known-differences.jsonl. The comparison with the
 * embedded RDKit 2026.09's own CrippenClogP / CrippenMR (bit for bit) is in graph-descriptors.test.ts, which
 * computes each molecule's descriptor bundle once for all the ported descriptors.
 */
import { beforeAll, describe, expect, test } from "bun:test";
import {
  crippenContribs,
  crippenDescriptors,
  crippenLabel,
  crippenLogP,
  crippenMR,
  crippenRowValues,
  crippenTyping,
  parseSmartsSubset,
} from "../../../src/chem/descriptors/crippen.ts";
import { molGraph, type MolGraph } from "../../../src/chem/graph.ts";
import { free, loadRDKit, rdkit, withMol } from "../../../src/chem/rdkit.ts";
import { CRIPPEN_TABLE } from "../../../src/data/crippen.ts";
import { GOLDEN_TEST_TIMEOUT_MS, readJsonl, type KnownFieldDifference } from "../../../harness/golden.ts";
import { Agreement, fieldDifferenceKey, listedDifferences, readKnownDifferences } from "../../../harness/agreement.ts";

interface CrippenGolden {
  set: string;
  id: string;
  smiles: string;
  keep_hs?: boolean;
  /** Python RDKit 2022.09 could not parse it: no oracle. */
  error?: string;
  logp?: number;
  mr?: number;
}

interface AtomsGolden {
  set: string;
  id: string;
  smiles: string;
  keep_hs?: boolean;
  atoms: number[][];
}

const TOLERANCE = 1e-6;

beforeAll(loadRDKit);

/** The graph of the molecule as the golden script parsed it (RDKit defaults, or keeping explicit H atoms); null if refused. */
function parseGolden(row: { smiles: string; keep_hs?: boolean }): MolGraph | null {
  const mol = rdkit().get_mol(row.smiles, JSON.stringify({ removeHs: !row.keep_hs }));
  try {
    return mol?.is_valid() ? molGraph(mol) : null;
  } finally {
    free(mol);
  }
}

/** Each golden molecule is parsed once for the whole file (the graph is plain data; the molecule is freed at once). */
let graphs: Map<string, { smiles: string; graph: MolGraph | null }> | undefined;
function goldenGraphs(): Map<string, { smiles: string; graph: MolGraph | null }> {
  graphs ??= new Map(
    readJsonl<CrippenGolden>("crippen.jsonl").map((row) => [
      `${row.set}:${row.id}`,
      { smiles: row.smiles, graph: parseGolden(row) },
    ]),
  );
  return graphs;
}

/** The listed parse refusals (kind rdkit2026_rejects: the embedded RDKit refuses what Python parsed); the rest are MW's. */
function listedRejections(): Record<string, string> {
  const known = readKnownDifferences<KnownFieldDifference>("crippen-known-differences.jsonl");
  expect(known.filter((k) => k.field === "parse").every((k) => k.kind === "rdkit2026_rejects")).toBe(true);
  expect(known.filter((k) => k.field !== "parse").every((k) => k.field === "mw" && k.kind === "vanadium_weight")).toBe(
    true,
  );
  return listedDifferences(
    known.filter((k) => k.field === "parse"),
    fieldDifferenceKey,
  );
}

describe("logP and MR vs Python RDKit 2022.09 (NCI 5K, CHEMBL2321810, WEHI every 2nd row, hand-picked)", () => {
  test(
    "logP and MR within 1e-6 of Python on all 11,090 molecules both builds parse; the 4 listed refusals are refusals",
    () => {
      // A listed refusal that parses, or that Python refuses too (no check below), fails as stale.
      const agreement = new Agreement("crippen", listedRejections());
      const counts = { compared: 0, refused: 0, python_refuses: 0 };
      for (const row of readJsonl<CrippenGolden>("crippen.jsonl")) {
        const key = `${row.set}:${row.id}`;
        const graph = goldenGraphs().get(key)!.graph;
        if (row.error) {
          counts.python_refuses++; // no oracle (graph-descriptors.test.ts checks the 2 our build parses against its bundle)
          continue;
        }
        if (graph === null) {
          counts.refused++;
          agreement.check(
            fieldDifferenceKey({ ...row, field: "parse", kind: "rdkit2026_rejects" }),
            false,
            `the embedded RDKit refuses ${row.smiles}`,
          );
          continue;
        }
        const ours = crippenDescriptors(graph);
        const agrees = Math.abs(ours.logp - row.logp!) <= TOLERANCE && Math.abs(ours.mr - row.mr!) <= TOLERANCE;
        if (agrees) counts.compared++;
        agreement.check(
          `${key} crippen`,
          agrees,
          `${row.smiles}: logP ${ours.logp} vs ${row.logp}, MR ${ours.mr} vs ${row.mr}`,
        );
      }
      // 11,100 rows: 6 NCI lines Python refuses, 4 listed refusals of RDKit 2026.09 (nci 2917, 3402, 4650, 4844).
      agreement.expectOnlyKnown(0.999, 11_094);
      expect(counts).toEqual({ compared: 11_090, refused: 4, python_refuses: 6 });
    },
    GOLDEN_TEST_TIMEOUT_MS,
  );

  test(
    "per-atom contributions equal _CalcCrippenContribs (atom and its added hydrogens) on 1,284 molecules",
    () => {
      const golden = readJsonl<AtomsGolden>("crippen-atoms.jsonl");
      const mismatches: string[] = [];
      let molecules = 0;
      let atoms = 0;
      for (const row of golden) {
        const key = `${row.set}:${row.id}`;
        const parsed = goldenGraphs().get(key);
        // crippen-atoms.jsonl is a subset of crippen.jsonl (same SMILES, same parse); none of its molecules is refused.
        if (parsed?.smiles !== row.smiles || parsed.graph === null) {
          mismatches.push(
            `${key}: ${parsed === undefined ? "not in crippen.jsonl" : parsed.graph === null ? "not parsed" : "other SMILES"}`,
          );
          continue;
        }
        const graph = parsed.graph;
        const { atomRows, hydrogenRows } = crippenTyping(graph);
        const folded = crippenContribs(graph);
        if (graph.atoms.length !== row.atoms.length) {
          mismatches.push(`${key}: ${graph.atoms.length} atoms vs ${row.atoms.length}`);
          continue;
        }
        molecules++;
        row.atoms.forEach((expected, i) => {
          atoms++;
          const own = crippenRowValues(atomRows[i]!);
          const h = crippenRowValues(hydrogenRows[i]!);
          const hydrogens = graph.atoms[i]!.hydrogens;
          const got = hydrogens > 0 ? [own.logp, own.mr, h.logp, h.mr] : [own.logp, own.mr];
          if (JSON.stringify(got) !== JSON.stringify(expected)) {
            mismatches.push(`${key} atom ${i}: ${JSON.stringify(got)} vs ${JSON.stringify(expected)}`);
          }
          const foldedLogP = own.logp + hydrogens * h.logp;
          if (Math.abs(folded.logp[i]! - foldedLogP) > 1e-12) mismatches.push(`${key} atom ${i}: folded logP`);
        });
      }
      expect(mismatches).toEqual([]);
      expect([molecules, atoms]).toEqual([1_284, 22_017]); // every row and atom of crippen-atoms.jsonl
    },
    GOLDEN_TEST_TIMEOUT_MS,
  );
});

describe("Crippen typing, by hand", () => {
  const labels = (smiles: string): string[] =>
    withMol(smiles, (mol) => {
      const { atomRows, hydrogenRows } = crippenTyping(molGraph(mol));
      return [...atomRows].map(
        (row, i) => crippenLabel(row) + (hydrogenRows[i]! >= 0 ? `/${crippenLabel(hydrogenRows[i]!)}` : ""),
      );
    });

  test("atom types of small molecules", () => {
    expect(labels("CCO")).toEqual(["C1/H1", "C3/H1", "O2/H2"]);
    // Pyrrole's N-H is H3: the compiled table's H2 rows are [#1][!#6;!#7;!#8], not Crippen.txt's [#1][!C;!N;!O].
    expect(labels("c1cc[nH]c1")).toEqual(["C18/H1", "C18/H1", "C18/H1", "N11/H3", "C18/H1"]);
    expect(labels("CC(=O)[O-]")).toEqual(["C1/H1", "C5", "O9", "O12"]);
    expect(labels("C[N+](=O)[O-]")).toEqual(["C3/H1", "N13", "O5", "O5"]);
    // NH4+ has four H: not N10 ([NH3,NH2,NH;+,+2,+3]) but the N fall-back NS.
    expect(labels("[NH4+]")).toEqual(["NS/H3"]);
    expect(labels("C[NH3+]")).toEqual(["C3/H1", "N10/H3"]);
    expect(labels("O")).toEqual(["O2/H2"]);
    expect(labels("OC(=O)c1ccccc1")[0]).toBe("O2/H4"); // acid H: [#1]OC=[#6,#7,O,S]
    expect(labels("[Na+].[Cl-]")).toEqual(["Hal", "Hal"]);
    expect(labels("[V]")).toEqual(["Me2"]);
    expect(labels("[Xe]")).toEqual([""]); // no row: contributes 0
    expect(labels("[C]")).toEqual(["CS"]);
  });

  test("totals: ethanol, benzene, caffeine, aspirin (Python RDKit 2022.09 values)", () => {
    const of = (smiles: string) => withMol(smiles, (mol) => crippenDescriptors(molGraph(mol)));
    expect(of("CCO").logp).toBeCloseTo(-0.0014, 12);
    expect(of("CCO").mr).toBeCloseTo(12.7598, 12);
    expect(of("c1ccccc1").logp).toBeCloseTo(1.6866, 12);
    expect(withMol("CN1C=NC2=C1C(=O)N(C(=O)N2C)C", (mol) => crippenLogP(molGraph(mol)))).toBeCloseTo(-1.0293, 12);
    expect(withMol("CC(=O)Oc1ccccc1C(=O)O", (mol) => crippenLogP(molGraph(mol)))).toBeCloseTo(1.3101, 12);
    expect(withMol("CC(=O)Oc1ccccc1C(=O)O", (mol) => crippenMR(molGraph(mol)))).toBeCloseTo(44.7103, 9);
  });

  test("an empty graph, and hydrogen atoms kept in the graph", () => {
    const empty: MolGraph = { atoms: [], bonds: [], rings: [] };
    expect(crippenDescriptors(empty)).toEqual({ logp: 0, mr: 0 });
    expect(crippenContribs(empty)).toEqual({ logp: [], mr: [] });
    const kept = rdkit().get_mol("[H]OC([H])([H])[H]", JSON.stringify({ removeHs: false }))!;
    try {
      const graph = molGraph(kept);
      expect(graph.atoms.length).toBe(6);
      expect(crippenLogP(graph)).toBeCloseTo(
        withMol("CO", (mol) => crippenLogP(molGraph(mol))),
        12,
      ); // same terms, other order
    } finally {
      free(kept);
    }
  });

  test("the whole compiled table parses; the subset parser refuses what it does not support", () => {
    expect(CRIPPEN_TABLE.length).toBe(110);
    for (const [, smarts] of CRIPPEN_TABLE) expect(() => parseSmartsSubset(smarts)).not.toThrow();
    const tree = parseSmartsSubset("[CH2X4]([N,O,P,S,F,Cl,Br,I])[A;!#1]");
    expect(tree.parent).toEqual([-1, 0, 0]);
    expect(tree.bonds).toEqual(["", "", ""]);
    expect(parseSmartsSubset("[#1]OC=[#6,#7,O,S]").parent).toEqual([-1, 0, 1, 2]);
    // Two-letter element symbols win inside brackets ([Na] is sodium, not N and aromatic); Cl and Br also bare.
    expect(JSON.stringify(parseSmartsSubset("[Na+]").queries[0])).toContain('{"op":"z","value":11}');
    expect(JSON.stringify(parseSmartsSubset("[Se]").queries[0])).toContain('{"op":"z","value":34}');
    expect(JSON.stringify(parseSmartsSubset("CCl").queries[1])).toContain('{"op":"z","value":17}');
    for (const bad of ["C1CC1", "[$(CO)]", "[H+]", "[C@H]", "C.C", "(C)", "C(", "[C", "C=", "[R]", "", "[CH2]=%"]) {
      expect(() => parseSmartsSubset(bad)).toThrow(/unsupported SMARTS/);
    }
  });
});
