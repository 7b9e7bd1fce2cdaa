/**
 * Every descriptor we compute from the molecule graph instead of RDKit's bundle, against the embedded RDKit
 * 2026.09's own `get_descriptors()` on the same molecule: crippenDescriptors (logP, MR), averageMolWeight,
 * lipinskiCounts, the N/O TPSA, and graphDescriptors (the nine calc_properties and admet_profile use).
 * The oracle is RDKit itself (the same embedded build), not our code. `get_descriptors()` costs ~0.9 ms a
 * molecule, so the bundles are read from validation/golden/embedded-descriptors.jsonl (made by the installed
 * @rdkit/rdkit with validation/generators/make-embedded-descriptors.ts; checked here: the version, and every 20th molecule
 * recomputed live); the comparisons with Python RDKit 2022.09 are in crippen.test.ts, mass.test.ts and tpsa.test.ts.
 *
 * Molecules: validation/golden/crippen.jsonl (NCI 5K, CHEMBL2321810, WEHI every 2nd row, 84 hand-picked, five
 * of them parsed keeping their [H] atoms), which holds every molecule of properties.jsonl's every-other-row
 * sample, plus the 73 hand-picked drugs of admet-tpsa.jsonl that crippen.jsonl lacks.
 */
import { beforeAll, describe, expect, test } from "bun:test";
import { crippenDescriptors } from "../../../src/chem/descriptors/crippen.ts";
import { descriptors } from "../../../src/chem/descriptors/descriptors.ts";
import { graphDescriptors } from "../../../src/chem/descriptors/graph-descriptors.ts";
import { averageMolWeight, lipinskiCounts } from "../../../src/chem/descriptors/mass.ts";
import { free, loadRDKit, rdkit, type JSMol } from "../../../src/chem/rdkit.ts";
import { tpsaValuesOfGraph } from "../../../src/chem/descriptors/tpsa.ts";
import { molGraph } from "../../../src/chem/graph.ts";
import {
  embeddedDescriptorKey,
  embeddedDescriptors,
  EMBEDDED_DESCRIPTOR_FIELDS,
} from "../../../harness/embedded-descriptors.ts";
import { GOLDEN_TEST_TIMEOUT_MS, readJsonl, tryParse, type KnownFieldDifference } from "../../../harness/golden.ts";
import { readKnownDifferences } from "../../../harness/agreement.ts";

interface Row {
  set: string;
  id: string;
  smiles: string;
  keep_hs?: boolean;
  /** Python RDKit 2022.09 could not parse it. */
  error?: string;
}

/** The monoisotopic mass is summed in another order than RDKit's: measured |difference| ≤ 1.02e-11. Everything else is bit for bit. */
const EXACT_MW_TOLERANCE = 1e-9;
const FIELDS = [
  "amw",
  "exactmw",
  "CrippenClogP",
  "tpsa",
  "NumHBD",
  "NumHBA",
  "NumRotatableBonds",
  "NumHeavyAtoms",
  "NumAromaticHeterocycles",
] as const;

beforeAll(loadRDKit);

/** The molecule as the golden script parsed it (RDKit defaults, or keeping explicit H atoms); null if refused. */
function parseAsGolden(row: Row): JSMol | null {
  const mol = rdkit().get_mol(row.smiles, JSON.stringify({ removeHs: !row.keep_hs }));
  if (!mol?.is_valid()) {
    free(mol);
    return null;
  }
  return mol;
}

describe("the graph ports equal the embedded RDKit's descriptor bundle", () => {
  test(
    "logP, MR, MW, Lipinski HBD/HBA, N/O TPSA and graphDescriptors' nine fields on 11,165 molecules",
    () => {
      const crippenRows = readJsonl<Row>("crippen.jsonl");
      const inCrippen = new Set(crippenRows.filter((row) => !row.keep_hs).map((row) => row.smiles));
      const drugs = readJsonl<Row>("admet-tpsa.jsonl").filter(
        (row) => row.set === "drug" && !inCrippen.has(row.smiles),
      );
      const rows = [...crippenRows, ...drugs];
      // Molecules the embedded build refuses: the listed RDKit 2026.09 rejections, and 4 lines Python refuses too.
      const listedRejections = new Set(
        readKnownDifferences<KnownFieldDifference>("crippen-known-differences.jsonl")
          .filter((k) => k.kind === "rdkit2026_rejects")
          .map((k) => `${k.set}:${k.id}`),
      );
      const recorded = embeddedDescriptors();
      const counts = {
        rows: rows.length,
        parsed: 0,
        refused_listed: 0,
        refused_by_both: 0,
        isotope_fallback: 0,
        live: 0,
      };
      const problems: string[] = [];
      for (const [index, row] of rows.entries()) {
        const key = `${row.set}:${row.id}`;
        const mol = parseAsGolden(row);
        if (!mol) {
          if (row.error) counts.refused_by_both++;
          else if (listedRejections.has(key)) counts.refused_listed++;
          else problems.push(`${key}: the embedded RDKit refuses ${row.smiles}`);
          continue;
        }
        try {
          counts.parsed++;
          const graph = molGraph(mol);
          const bundle = recorded.get(embeddedDescriptorKey(row.smiles, row.keep_hs === true));
          if (!bundle) {
            problems.push(`${key}: no recorded bundle (bun validation/generators/make-embedded-descriptors.ts)`);
            continue;
          }
          if (index % 20 === 0) {
            // The recording is this build's own answer: recompute a sample live.
            counts.live++;
            const live = descriptors(mol);
            const stale = EMBEDDED_DESCRIPTOR_FIELDS.filter((field) => live[field] !== bundle[field]);
            if (stale.length > 0)
              problems.push(`${key}: recorded bundle differs from get_descriptors() in ${stale.join(", ")}`);
          }
          const crippen = crippenDescriptors(graph);
          const lipinski = lipinskiCounts(graph);
          const mine = graphDescriptors(mol, graph);
          const pairs: Array<[string, number | undefined, number | undefined, number]> = [
            ["crippenDescriptors.logp", crippen.logp, bundle.CrippenClogP, 0],
            ["crippenDescriptors.mr", crippen.mr, bundle.CrippenMR, 0],
            ["lipinskiCounts.hbd", lipinski.hbd, bundle.lipinskiHBD, 0],
            ["lipinskiCounts.hba", lipinski.hba, bundle.lipinskiHBA, 0],
            ["tpsaValuesOfGraph.nitrogenOxygen", tpsaValuesOfGraph(graph).nitrogenOxygen, bundle.tpsa, 0],
            ...FIELDS.map((field): [string, number, number, number] => [
              `graphDescriptors.${field}`,
              mine[field],
              bundle[field],
              field === "exactmw" ? EXACT_MW_TOLERANCE : 0,
            ]),
          ];
          const weight = averageMolWeight(graph);
          if (graph.atoms.some((atom) => atom.isotope !== 0)) {
            // An isotope label needs RDKit's isotope masses: averageMolWeight defers (undefined) and callers use the bundle's.
            counts.isotope_fallback++;
            if (weight !== undefined) problems.push(`${key}: isotope-labelled, yet averageMolWeight gave ${weight}`);
          } else pairs.push(["averageMolWeight", weight, bundle.amw, 0]);
          for (const [name, ours, reference, tolerance] of pairs) {
            const ok =
              ours !== undefined &&
              reference !== undefined &&
              (tolerance === 0 ? ours === reference : Math.abs(ours - reference) <= tolerance);
            if (!ok) problems.push(`${key} ${name}: ${ours} vs bundle ${reference}`);
          }
        } finally {
          free(mol);
        }
      }
      expect(problems).toEqual([]);
      // 11,100 rows of crippen.jsonl + 73 drugs; refused: nci 2917, 3402, 4650, 4844 (listed) and nci 2110, 3249, 4563,
      // 4651 (Python refuses them too); isotope labels: the 4 crippen.jsonl rows marked "isotopes" and the drug [2H]OC.
      expect(counts).toEqual({
        rows: 11_173,
        parsed: 11_165,
        refused_listed: 4,
        refused_by_both: 4,
        isotope_fallback: 5,
        live: 558,
      }); // live: rows 0, 20, 40… that parse
    },
    GOLDEN_TEST_TIMEOUT_MS,
  );

  test("isotope labels fall back to the bundle's weight", () => {
    const mol = tryParse("[13CH3]C(=O)O")!;
    try {
      const ours = graphDescriptors(mol, molGraph(mol));
      expect([ours.amw, ours.exactmw]).toEqual([descriptors(mol).amw, descriptors(mol).exactmw]);
    } finally {
      free(mol);
    }
  });
});
