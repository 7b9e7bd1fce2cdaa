import { describe, expect, test } from "bun:test";
import { MAX_DFS_DEPTH, smilesShape } from "../../src/chem/smiles-size.ts";
import { readJsonl, type CoreMolecule } from "../support/golden.ts";

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
    for (const molecule of readJsonl<CoreMolecule>("core-molecules.jsonl").filter((m) => m.valid)) {
      const shape = smilesShape(molecule.smiles);
      expect({ smiles: molecule.smiles, atomsOk: molecule.parse!.heavy_atoms >= shape.heavyAtoms, depthOk: shape.dfsDepth <= MAX_DFS_DEPTH }).toEqual({
        smiles: molecule.smiles,
        atomsOk: true,
        depthOk: true,
      });
    }
  });
});
