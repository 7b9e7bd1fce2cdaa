import { beforeAll, describe, expect, test } from "bun:test";
import { descriptors } from "../../src/chem/descriptors.ts";
import { graphDescriptors } from "../../src/chem/graph-descriptors.ts";
import { free, loadRDKit } from "../../src/chem/rdkit.ts";
import { polarGraph } from "../../src/chem/tpsa.ts";
import { GOLDEN_TEST_TIMEOUT_MS, readJsonl, tryParse } from "../support/golden.ts";

beforeAll(loadRDKit);

describe("graphDescriptors", () => {
  test("equal the embedded RDKit's own descriptor bundle on every other molecule of the properties golden set", () => {
    // The oracle here is RDKit itself (the same embedded build's get_descriptors()), not our code.
    const fields = ["amw", "exactmw", "CrippenClogP", "tpsa", "NumHBD", "NumHBA", "NumRotatableBonds", "NumHeavyAtoms", "NumAromaticHeterocycles"] as const;
    let compared = 0;
    for (const { smiles } of readJsonl<{ smiles: string }>("properties.jsonl").filter((_, i) => i % 2 === 0)) {
      const mol = tryParse(smiles);
      if (!mol) continue;
      try {
        const ours = graphDescriptors(mol, polarGraph(mol));
        const bundle = descriptors(mol);
        for (const field of fields) {
          const same = Math.abs(ours[field] - bundle[field]) < 1e-9;
          if (!same) expect({ smiles, field, ours: ours[field] }).toEqual({ smiles, field, ours: bundle[field] });
        }
        compared++;
      } finally {
        free(mol);
      }
    }
    expect(compared).toBeGreaterThan(3_990);
  }, GOLDEN_TEST_TIMEOUT_MS);

  test("isotope labels fall back to the bundle's weight", () => {
    const mol = tryParse("[13CH3]C(=O)O")!;
    try {
      const ours = graphDescriptors(mol, polarGraph(mol));
      expect([ours.amw, ours.exactmw]).toEqual([descriptors(mol).amw, descriptors(mol).exactmw]);
    } finally {
      free(mol);
    }
  });
});
