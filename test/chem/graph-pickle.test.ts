import { beforeAll, describe, expect, test } from "bun:test";
import { graphFromPickle, topologyOf, type TopologyGraph } from "../../src/chem/graph-pickle.ts";
import { molGraph, type MolGraph } from "../../src/chem/graph.ts";
import { free, parseSmarts, rdkit, withMol } from "../../src/chem/rdkit.ts";
import { GOLDEN_TEST_TIMEOUT_MS, readJsonl } from "../../harness/golden.ts";
import { ready } from "../../harness/tools.ts";

beforeAll(ready);

/** RDKit's JSON graph as the pickle reader gives it: aromatic bonds without their Kekulé order, no bond stereo. */
function expected(graph: MolGraph): TopologyGraph {
  return {
    atoms: graph.atoms,
    bonds: graph.bonds.map((bond) => ({
      begin: bond.begin,
      end: bond.end,
      order: bond.aromatic ? null : bond.order,
      aromatic: bond.aromatic,
    })),
    rings: graph.rings,
  };
}

/** The pickle reader's graph next to RDKit's JSON (graph.ts), for one parsed SMILES. */
function bothReadings(
  smiles: string,
  keepHydrogens = false,
): { pickle: TopologyGraph | undefined; json: TopologyGraph } {
  return withMol(smiles, (mol) => ({ pickle: topologyOf(mol), json: expected(molGraph(mol)) }), { keepHydrogens });
}

/** 30 benzene rings in a chain, a stereo double bond, an isotope and a stereocentre: 247 atoms and 276 bonds. */
const LARGE = `F/C=C/${"c1ccc(cc1)CC".repeat(30)}[13CH2][C@H](N)O`;

describe("the pickle reader", () => {
  test(
    "reads what RDKit's JSON says of every molecule of the Murcko reference set",
    () => {
      // The three sets (nci, chembl, wehi) of validation/golden/murcko.jsonl: charges, isotopes, radicals, metals,
      // stereo, aromatic heterocycles; the JSON (RDKit's own writer, read by graph.ts) is the reference.
      const rows = readJsonl<{ smiles: string }>("murcko.jsonl");
      let read = 0;
      for (const { smiles } of rows) {
        let both: ReturnType<typeof bothReadings>;
        try {
          both = bothReadings(smiles);
        } catch {
          continue; // the four SMILES the embedded build refuses
        }
        // The set's dative bonds (none are) would be read from the JSON instead.
        expect(both.pickle).toEqual(both.json);
        read++;
      }
      expect(read).toBe(rows.length - 4);
    },
    GOLDEN_TEST_TIMEOUT_MS,
  );

  test("reads atom maps, dummy atoms, kept hydrogens, several fragments and molecules over 255 atoms or bonds", () => {
    for (const smiles of [
      "[CH3:1][OH:2]",
      "[CH3:200]C(=O)[O-:130]",
      "[*]c1ccccc1",
      "[1*]CC[*:3]",
      "[Na+].[Cl-].c1ccncc1",
      "[CH2]C[O]",
      "[2H]C([2H])([2H])O",
      "F/C=C/C=C\\Cl",
      "C[C@H](N)O",
      "",
      LARGE,
      // Where the pickle's atom indices go from one byte to four: 255 and 256 atoms (a chain), 255 and 259 bonds
      // (cyclopropanes: 3n atoms, 4n - 1 bonds).
      "C".repeat(255),
      "C".repeat(256),
      "C1CC1".repeat(64),
      "C1CC1".repeat(65),
    ]) {
      const { pickle, json } = bothReadings(smiles);
      expect(pickle).toEqual(json);
    }
    const { pickle, json } = bothReadings("[H]C([H])([H])[H]", true);
    expect(pickle?.atoms.length).toBe(5);
    expect(pickle).toEqual(json);
    expect(bothReadings(LARGE).pickle!.bonds.length).toBe(276);
  });

  test("answers undefined, never a wrong graph, for what it does not read", () => {
    // A dative bond (RDKit's bond type 17), and query atoms from SMARTS.
    expect(bothReadings("C1CCN(->[Cu])CC1").pickle).toBeUndefined();
    const query = parseSmarts("[C,N]~[#8]");
    try {
      expect(topologyOf(query)).toBeUndefined();
    } finally {
      free(query);
    }
  });

  test("a damaged pickle gives undefined without throwing", () => {
    const mol = rdkit().get_mol(LARGE)!;
    const small = rdkit().get_mol("CC(=O)[O-].[Na+]")!;
    try {
      for (const whole of [mol.get_as_uint8array(), small.get_as_uint8array()]) {
        expect(graphFromPickle(whole)).toBeDefined();
        // Every prefix, and every single byte set to 0xff: never an exception.
        for (let cut = 0; cut < whole.length; cut += whole.length > 1000 ? 7 : 1) {
          expect(() => graphFromPickle(whole.slice(0, cut))).not.toThrow();
          const spoiled = whole.slice();
          spoiled[cut] = 0xff;
          expect(() => graphFromPickle(spoiled)).not.toThrow();
        }
        const otherVersion = whole.slice();
        otherVersion[8] = 15;
        expect(graphFromPickle(otherVersion)).toBeUndefined();
        expect(graphFromPickle(whole.slice(0, 40))).toBeUndefined();
      }
    } finally {
      free(mol);
      free(small);
    }
  });
});
