import { beforeAll, describe, expect, test } from "bun:test";
import { ForceFieldMMFF94, Molecule } from "openchemlib";
import { toMolblock } from "../../src/chem/conformer-files.ts";
import { generateConformer } from "../../src/chem/conformer.ts";
import { loadForceField } from "../../src/chem/mmff94.ts";
import { loadRDKit } from "../../src/chem/rdkit.ts";

beforeAll(async () => {
  await loadRDKit();
  await loadForceField();
});

describe("near an MMFF94 minimum", () => {
  test.each([
    ["atorvastatin", "CC(C)c1c(C(=O)Nc2ccccc2)c(-c2ccccc2)c(-c2ccc(F)cc2)n1CC[C@@H](O)C[C@@H](O)CC(=O)O"],
    ["a flexible tetra-ester", "CCOC(=O)C(CCCCC(C(=O)OCC)C(=O)OCC)C(=O)OCC"],
  ])("%s: minimising to convergence gains at most max(10, 0.4 × heavy atoms) kcal/mol", (_name, smiles) => {
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
  }, 60_000); // minimising atorvastatin to convergence took 9.8 s on a loaded 2-core machine
});
