import { beforeAll, describe, expect, test } from "bun:test";
import { calcProperties } from "../../src/chem/descriptors/properties.ts";
import { molGraph } from "../../src/chem/graph.ts";
import { admetProfile } from "../../src/chem/medchem/admet.ts";
import { saScore } from "../../src/chem/medchem/sascore.ts";
import { asMolecule, Molecule, withMolecule } from "../../src/chem/molecule.ts";
import { loadRDKit, withMol, type JSMol } from "../../src/chem/rdkit.ts";
import { contextPack } from "../../src/tools/molecule-context-pack.ts";

beforeAll(loadRDKit);

/** Counts the molecule's calls of RDKit's two expensive readers (the instance's own methods are wrapped). */
function counted(mol: JSMol): { json: () => number; descriptors: () => number } {
  let json = 0;
  let descriptors = 0;
  const getJson = mol.get_json.bind(mol);
  const getDescriptors = mol.get_descriptors.bind(mol);
  mol.get_json = () => {
    json++;
    return getJson();
  };
  mol.get_descriptors = () => {
    descriptors++;
    return getDescriptors();
  };
  return { json: () => json, descriptors: () => descriptors };
}

describe("Molecule", () => {
  test("the whole context pack reads RDKit's JSON once and never needs the descriptor bundle", () => {
    withMol("CC(=O)Oc1ccccc1C(=O)O", (mol) => {
      const calls = counted(mol);
      const molecule = new Molecule(mol);
      contextPack(molecule);
      calcProperties(molecule);
      admetProfile(molecule);
      saScore(molecule);
      expect(molecule.graph).toBe(molecule.graph);
      expect(molecule.morgan(2)).toBe(molecule.morgan(2));
      expect(molecule.graphDescriptors).toBe(molecule.graphDescriptors);
      expect(calls.json()).toBe(1);
      expect(calls.descriptors()).toBe(0);
    });
  });

  test("an isotope label sends the weights to RDKit's bundle, computed once for both weights and Lipinski", () => {
    // The graph weighs atoms with the periodic table's average weights; [13C] needs RDKit's isotope masses.
    withMol("[13CH3]C(=O)O", (mol) => {
      const calls = counted(mol);
      const molecule = new Molecule(mol);
      expect(molecule.graphDescriptors.amw).toBe(molecule.descriptors.amw);
      expect(molecule.lipinskiInputs.amw).toBe(molecule.descriptors.amw);
      calcProperties(molecule);
      expect(calls.descriptors()).toBe(1);
    });
  });

  test("the graph is the one of molGraph, and a molecule without atoms has an empty one (RDKit's JSON writer refuses it)", () => {
    withMolecule("C1CC1O", (molecule) => expect(molecule.graph).toEqual(molGraph(molecule.mol)));
    withMol("", (mol) => {
      expect(new Molecule(mol).graph).toEqual({ atoms: [], bonds: [], rings: [] });
      expect(() => new Molecule(mol).json).toThrow();
    });
  });

  test("asMolecule wraps a bare RDKit molecule and passes a Molecule through", () => {
    withMolecule("CCO", (molecule) => {
      expect(asMolecule(molecule)).toBe(molecule);
      expect(asMolecule(molecule.mol)).not.toBe(molecule);
      expect(asMolecule(molecule.mol).mol).toBe(molecule.mol);
    });
  });

  test("withMolecule frees the RDKit molecule after the call, and after a throw", () => {
    let kept: JSMol | undefined;
    withMolecule("CCO", (molecule) => (kept = molecule.mol));
    expect(kept?.isDeleted()).toBe(true);
    expect(() =>
      withMolecule("CCN", (molecule) => {
        kept = molecule.mol;
        throw new Error("boom");
      }),
    ).toThrow("boom");
    expect(kept?.isDeleted()).toBe(true);
  });
});
