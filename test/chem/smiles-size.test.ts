import { beforeAll, describe, expect, test } from "bun:test";
import { free, loadRDKit, parseSmiles } from "../../src/chem/rdkit.ts";
import { MAX_DFS_DEPTH, smilesShape } from "../../src/chem/smiles-size.ts";
import { readJsonl, type CoreMolecule } from "../../harness/golden.ts";

describe("smilesShape", () => {
  test("heavy atoms, by hand", () => {
    expect(smilesShape("CCO").heavyAtoms).toBe(3);
    expect(smilesShape("ClC(Br)c1ccccc1").heavyAtoms).toBe(9);
    expect(smilesShape("[NH4+].[Cl-]").heavyAtoms).toBe(2);
    expect(smilesShape("[2H]OC([H])([H])[H]").heavyAtoms).toBe(2);
    expect(smilesShape("C%10CC%(123)C.C%10%(123)").heavyAtoms).toBe(5);
    expect(smilesShape("CCO ethanol").heavyAtoms).toBe(3);
    expect(smilesShape("[13CH3][C@@H](N)C(=O)[O-]").heavyAtoms).toBe(6);
  });

  test("depth of the depth-first walk, by hand", () => {
    expect(smilesShape("CCCC").dfsDepth).toBe(4);
    expect(smilesShape("CC(C)(C)C").dfsDepth).toBe(3); // neopentane: centre, then one arm
    expect(smilesShape("C.C.C").dfsDepth).toBe(1);
    expect(smilesShape("C1CCCCC1").dfsDepth).toBe(6); // a walk goes round the ring
    // A ring closure can make a long chain short: two halves of 400 joined end to end through a closure.
    expect(smilesShape(`C1${"C".repeat(399)}.C1${"C".repeat(399)}`).dfsDepth).toBe(800);
    expect(smilesShape("C".repeat(MAX_DFS_DEPTH + 1)).dfsDepth).toBeGreaterThan(MAX_DFS_DEPTH);
  });

  test("never more atoms than Python RDKit, and every golden molecule within the depth limit", () => {
    // A count above RDKit's would refuse a molecule within the limit; below it only means RDKit decides.
    const failures: string[] = [];
    let checked = 0;
    for (const molecule of readJsonl<CoreMolecule>("core-molecules.jsonl")) {
      if (!molecule.valid) continue; // Python RDKit refused it: no atom count to compare with
      checked++;
      const shape = smilesShape(molecule.smiles);
      if (shape.heavyAtoms > molecule.parse!.heavy_atoms)
        failures.push(`${molecule.smiles}: ${shape.heavyAtoms} atoms > RDKit's ${molecule.parse!.heavy_atoms}`);
      if (shape.dfsDepth > MAX_DFS_DEPTH) failures.push(`${molecule.smiles}: depth ${shape.dfsDepth}`);
    }
    expect(failures).toEqual([]);
    // core-molecules.jsonl: 2,042 lines, 2,041 of them parsed by Python RDKit (core-meta.json: 2,042 molecules).
    expect(checked).toBe(2041);
  });
});

describe("parseSmiles' guards, read only past their bounds (issue 33)", () => {
  beforeAll(loadRDKit);
  const refusal = (smiles: string, maxAtoms?: number): unknown => {
    try {
      free(parseSmiles(smiles, { maxAtoms }));
      return "parsed";
    } catch (error) {
      return error;
    }
  };

  test("a chain one atom past the depth bound, and 100 past it, is refused before RDKit walks it", () => {
    // An unbranched chain of n carbons is a walk of n atoms; both are far under the default atom limit.
    for (const n of [MAX_DFS_DEPTH + 1, MAX_DFS_DEPTH + 100]) {
      expect(refusal("C".repeat(n))).toMatchObject({
        code: "MOLECULE_TOO_LARGE",
        details: { depth: n, limit: MAX_DFS_DEPTH },
      });
    }
    // At the bound: RDKit reads it.
    expect(refusal("C".repeat(MAX_DFS_DEPTH))).toBe("parsed");
  });

  test("a tool's atom limit refuses from the text one atom past it, with the written count", () => {
    expect(refusal("C".repeat(31), 30)).toMatchObject({
      code: "MOLECULE_TOO_LARGE",
      details: { atoms: 31, limit: 30 },
    });
    expect(refusal("C".repeat(30), 30)).toBe("parsed");
  });
});
