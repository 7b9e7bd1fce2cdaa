import { beforeAll, describe, expect, test } from "bun:test";
import { calcProperties } from "../../src/chem/descriptors/properties.ts";
import { molGraph } from "../../src/chem/graph.ts";
import { admetProfile } from "../../src/chem/medchem/admet.ts";
import { saScore } from "../../src/chem/medchem/sascore.ts";
import { describeStructure } from "../../src/chem/structure/describe.ts";
import { molJsonOf } from "../../src/chem/formats/moljson.ts";
import { asMolecule, Molecule, rdkitMolOf, withMolecule, withMoleculeAsync } from "../../src/chem/molecule.ts";
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

  test("describe_structure's reading and MolJSON share one JSON read and one run of the CIP labeller", () => {
    withMol("C/C=C/[C@H](N)O", (mol) => {
      const calls = counted(mol);
      let copies = 0;
      const copy = mol.copy.bind(mol);
      mol.copy = () => {
        copies++;
        return copy();
      };
      const molecule = new Molecule(mol);
      describeStructure(molecule);
      molJsonOf(molecule, "C/C=C/[C@H](N)O");
      expect(molecule.stereoTags).toBe(molecule.stereoTags);
      expect(molecule.cipRanks).toBe(molecule.cipRanks);
      expect(calls.json()).toBe(1);
      // get_stereo_tags writes onto its molecule, so it runs on a copy: one copy for both readers.
      expect(copies).toBe(1);
    });
  });

  test("topology is the pickle's graph until the JSON graph is read, then that graph", () => {
    withMolecule("c1ccccc1O", (molecule) => {
      const calls = counted(molecule.mol);
      const pickled = molecule.topology;
      expect(calls.json()).toBe(0);
      expect(pickled).toBe(molecule.pickleTopology as NonNullable<typeof pickled>);
      // The pickle has no Kekulé order for an aromatic bond (null); the JSON graph has one.
      expect(pickled.bonds.some((bond) => bond.order === null)).toBe(true);
      expect(molecule.topology).toBe(pickled);
      const graph = molecule.graph;
      expect(molecule.topology).toBe(graph);
      expect(pickled.atoms).toEqual(graph.atoms);
    });
  });

  test("smiles is RDKit's canonical SMILES, asked once; rdkitMolOf gives the RDKit molecule of either form", () => {
    withMolecule("OCC", (molecule) => {
      let asked = 0;
      const getSmiles = molecule.mol.get_smiles.bind(molecule.mol);
      molecule.mol.get_smiles = (...args: Parameters<JSMol["get_smiles"]>) => {
        asked++;
        return getSmiles(...args);
      };
      // Python: Chem.MolToSmiles(Chem.MolFromSmiles("OCC")) == "CCO".
      expect(molecule.smiles).toBe("CCO");
      expect(molecule.smiles).toBe("CCO");
      expect(asked).toBe(1);
      expect(rdkitMolOf(molecule)).toBe(molecule.mol);
      expect(rdkitMolOf(molecule.mol)).toBe(molecule.mol);
    });
  });

  test("withMoleculeAsync frees the RDKit molecule once the awaited reader settles, and after a rejection", async () => {
    let kept: JSMol | undefined;
    const atoms = await withMoleculeAsync("CCO", async (molecule) => {
      kept = molecule.mol;
      await Promise.resolve();
      expect(kept.isDeleted()).toBe(false);
      return molecule.graph.atoms.length;
    });
    expect(atoms).toBe(3);
    expect(kept?.isDeleted()).toBe(true);
    await expect(
      withMoleculeAsync("CCN", async (molecule) => {
        kept = molecule.mol;
        await Promise.resolve();
        throw new Error("boom");
      }),
    ).rejects.toThrow("boom");
    expect(kept?.isDeleted()).toBe(true);
  });
});
