import { describe, expect, test } from "bun:test";
import { countSmilesHeavyAtoms } from "../../src/chem/smiles-size.ts";
import { readJsonl, type CoreMolecule } from "../support/golden.ts";

describe("countSmilesHeavyAtoms", () => {
  test("by hand", () => {
    expect(countSmilesHeavyAtoms("CCO")).toBe(3);
    expect(countSmilesHeavyAtoms("ClC(Br)c1ccccc1")).toBe(9);
    expect(countSmilesHeavyAtoms("[NH4+].[Cl-]")).toBe(2);
    expect(countSmilesHeavyAtoms("[2H]OC([H])([H])[H]")).toBe(2);
    expect(countSmilesHeavyAtoms("C%10CC%(123)C.C%10%(123)")).toBe(5);
    expect(countSmilesHeavyAtoms("CCO ethanol")).toBe(3);
    expect(countSmilesHeavyAtoms("[13CH3][C@@H](N)C(=O)[O-]")).toBe(6);
  });

  test("never more than Python RDKit's heavy-atom count on the golden molecules", () => {
    // A count above RDKit's would refuse a molecule within the limit; below it only means RDKit decides.
    for (const molecule of readJsonl<CoreMolecule>("core-molecules.jsonl").filter((m) => m.valid)) {
      expect({ smiles: molecule.smiles, atLeastCount: molecule.parse!.heavy_atoms >= countSmilesHeavyAtoms(molecule.smiles) }).toEqual({
        smiles: molecule.smiles,
        atLeastCount: true,
      });
    }
  });
});
