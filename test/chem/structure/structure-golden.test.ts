/**
 * describe_structure / graph_distance / map_atoms chemistry against Python RDKit 2022.09 on a subset of
 * validation/golden/structure.jsonl (the edge cases and the first molecules of each set; the whole sets run in
 * lab/validate/structure-agreement.ts → validation/reports/structure-tools.md). Every disagreement must be
 * listed in validation/golden/structure-known-differences.jsonl with its reason, and every listed one (for the
 * molecules compared here) must still occur.
 */
import { beforeAll, describe, expect, test } from "bun:test";
import { free, loadRDKit } from "../../../src/chem/rdkit.ts";
import { Agreement, listedDifferences, readKnownDifferences } from "../../../harness/agreement.ts";
import { GOLDEN_TEST_TIMEOUT_MS, readJsonl } from "../../../harness/golden.ts";
import {
  STRUCTURE_FIELDS,
  checkMapping,
  compareStructure,
  parseAsWritten,
  structureDifferenceKey,
  type KnownStructureDifference,
  type StructureGolden,
} from "../../../harness/structure-golden.ts";

const PER_SET = 50;

beforeAll(loadRDKit);

const golden = readJsonl<StructureGolden>("structure.jsonl");
const perSet = new Map<string, number>();
const subset = golden.filter((record) => {
  if (record.error) return false;
  const n = perSet.get(record.set) ?? 0;
  perSet.set(record.set, n + 1);
  return record.set === "edge" || n < PER_SET;
});
const inSubset = new Set(subset.map((record) => `${record.set}:${record.id}`));
const known = readKnownDifferences<KnownStructureDifference>("structure-known-differences.jsonl");

describe("structure chemistry against Python RDKit 2022.09 (subset)", () => {
  test("the subset covers the edge cases and each of the three sets", () => {
    expect(new Set(subset.map((record) => record.set))).toEqual(new Set(["edge", "nci", "chembl", "wehi"]));
    expect(subset.length).toBeGreaterThan(3 * PER_SET);
  });

  test(
    "formula, element counts, rings, ring systems, CIP, stereo, functional groups, distances, paths, mappings",
    () => {
      const agreement = new Agreement(
        "structure",
        listedDifferences(
          known.filter((k) => inSubset.has(`${k.set}:${k.id}`)),
          (k) => structureDifferenceKey(k.set, k.id, k.kind, k.smiles),
        ),
      );
      let compared = 0;
      for (const record of subset) {
        const mol = parseAsWritten(record.smiles);
        if (!mol) {
          agreement.check(
            structureDifferenceKey(record.set, record.id, "parse", record.smiles),
            false,
            "the embedded build refuses it",
          );
          continue;
        }
        compared++;
        let differences: ReturnType<typeof compareStructure>;
        try {
          differences = compareStructure(record, mol);
        } finally {
          free(mol);
        }
        const mapping = checkMapping(record);
        if (mapping) differences.push(mapping);
        const kinds = new Set(differences.map((d) => d.kind));
        for (const kind of STRUCTURE_FIELDS) {
          const diff = differences.find((d) => d.kind === kind);
          agreement.check(
            structureDifferenceKey(record.set, record.id, kind, record.smiles),
            !kinds.has(kind),
            diff ? `2022.09 ${diff.golden} / ours ${diff.ours}` : "",
          );
        }
        for (const diff of differences.filter((d) => !(STRUCTURE_FIELDS as readonly string[]).includes(d.kind))) {
          agreement.check(
            structureDifferenceKey(record.set, record.id, diff.kind, record.smiles),
            false,
            `2022.09 ${diff.golden} / ours ${diff.ours}`,
          );
        }
      }
      expect(compared).toBeGreaterThan(3 * PER_SET);
      agreement.expectOnlyKnown(0.99);
    },
    GOLDEN_TEST_TIMEOUT_MS,
  );
});
