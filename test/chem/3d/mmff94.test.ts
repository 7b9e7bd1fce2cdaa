import { beforeAll, describe, expect, test } from "bun:test";
import { ForceFieldMMFF94, Molecule } from "openchemlib";
import { toMolblock } from "../../../src/chem/3d/conformer-files.ts";
import { generateConformer } from "../../../src/chem/3d/conformer.ts";
import { loadForceField, relaxMmff94 } from "../../../src/chem/3d/mmff94.ts";
import { loadRDKit } from "../../../src/chem/rdkit.ts";
import { readJsonl } from "../../../harness/golden.ts";

beforeAll(async () => {
  await loadRDKit();
  await loadForceField();
});

describe("near an MMFF94 minimum", () => {
  test.each([
    ["atorvastatin", "CC(C)c1c(C(=O)Nc2ccccc2)c(-c2ccccc2)c(-c2ccc(F)cc2)n1CC[C@@H](O)C[C@@H](O)CC(=O)O"],
    ["a flexible tetra-ester", "CCOC(=O)C(CCCCC(C(=O)OCC)C(=O)OCC)C(=O)OCC"],
  ])(
    "%s: minimising to convergence gains at most max(10, 0.4 × heavy atoms) kcal/mol",
    (_name, smiles) => {
      const c = generateConformer(smiles);
      const mol = Molecule.fromMolfile(toMolblock(c, ""));
      c.coords.forEach(([x, y, z], i) => {
        mol.setAtomX(i, x);
        mol.setAtomY(i, y);
        mol.setAtomZ(i, z);
      });
      const ff = new ForceFieldMMFF94(mol, ForceFieldMMFF94.MMFF94);
      const before = ff.getTotalEnergy();
      expect(before).toBeCloseTo(c.energy!, 3);
      expect(ff.minimise({ maxIts: 20_000, gradTol: 1e-6 })).toBe(0);
      expect(before - ff.getTotalEnergy()).toBeLessThanOrEqual(Math.max(10, 0.4 * c.heavyAtoms));
    },
    600_000,
  ); // minimising atorvastatin to convergence took 9.8 s on a loaded 2-core machine
});

interface EdgeBonds {
  id: string;
  smiles: string;
  heavy_bonds: Array<[number, number, number]>;
  h_r0: Record<string, number>;
}

describe("MMFF94 reference bond lengths read from OpenChemLib", () => {
  // The bond check of generate_3d reads r0 from OpenChemLib's private term list (mmff94.ts); this pins the
  // layout to Python RDKit's r0 (validation/golden/generate3d-edge-bonds.jsonl) for every bond.
  test.each(["abietic-acid", "arginine-explicit-h", "explicit-and-isotope-h", "cubane", "betaine"])(
    "%s: OpenChemLib's r0 equals Python RDKit's for every bond",
    (id) => {
      const entry = readJsonl<EdgeBonds>("generate3d-edge-bonds.jsonl").find((g) => g.id === id)!;
      const conf = generateConformer(entry.smiles, { seed: 1 });
      const relaxed = relaxMmff94(conf);
      expect(relaxed?.referenceLengths).toBeInstanceOf(Float64Array);
      const heavy = new Map(entry.heavy_bonds.map(([i, j, r0]) => [`${Math.min(i, j)},${Math.max(i, j)}`, r0]));
      const differences = conf.bonds.flatMap(([i, j], k) => {
        const python =
          i < conf.heavyAtoms && j < conf.heavyAtoms
            ? heavy.get(`${Math.min(i, j)},${Math.max(i, j)}`)
            : entry.h_r0[String(Math.min(i, j))];
        const ours = relaxed!.referenceLengths![k]!;
        return python !== undefined && Math.abs(ours - python) <= 1e-6 ? [] : [`${i}-${j}: ${ours} vs ${python}`];
      });
      expect(differences).toEqual([]);
    },
    600_000,
  );
});
