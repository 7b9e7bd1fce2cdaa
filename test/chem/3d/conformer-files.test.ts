import { beforeAll, describe, expect, test } from "bun:test";
import { toMolblock, toXyz } from "../../../src/chem/3d/conformer-files.ts";
import { generateConformer } from "../../../src/chem/3d/conformer.ts";
import { loadForceField } from "../../../src/chem/3d/mmff94.ts";
import { loadRDKit } from "../../../src/chem/rdkit.ts";
import { canonicalSmiles, smilesFromMolblock } from "../../../harness/molblock.ts";

beforeAll(async () => {
  await loadRDKit();
  await loadForceField();
});

const readBack = smilesFromMolblock;
const canonical = canonicalSmiles;

describe("toXyz and toMolblock", () => {
  test("xyz and molblock carry the same atoms and coordinates", () => {
    const c = generateConformer("c1ccncc1C(=O)[O-]");
    const xyz = toXyz(c, "c1ccncc1C(=O)[O-]").trim().split("\n");
    expect(xyz[0]).toBe(String(c.elements.length));
    expect(xyz[1]).toBe("c1ccncc1C(=O)[O-]");
    const mb = toMolblock(c, "").split("\n");
    expect(mb[3]!.slice(0, 6)).toBe(`${String(c.elements.length).padStart(3)}${String(c.bonds.length).padStart(3)}`);
    for (let i = 0; i < c.elements.length; i++) {
      const [el, x, y, z] = xyz[i + 2]!.trim().split(/\s+/);
      const row = mb[4 + i]!;
      expect(row.slice(31, 34).trim()).toBe(el!);
      expect([row.slice(0, 10), row.slice(10, 20), row.slice(20, 30)].map((s) => s.trim())).toEqual([x!, y!, z!]);
    }
    expect(mb.some((l) => l.startsWith("M  CHG  1"))).toBe(true);
  });

  test.each([
    ["charges", "C[N+](C)(C)CC(=O)[O-]"],
    ["isotopes", "[13CH3]C[18OH]"],
    ["a radical", "[CH2]C(C)C"],
    ["a carbene (two unpaired electrons)", "[CH]C"],
    ["dative bonds", "N->[Pt](Cl)(Cl)<-N"],
  ])("the molblock keeps %s: RDKit reads back the input molecule", (_name, smiles) => {
    expect(readBack(toMolblock(generateConformer(smiles), ""))).toBe(canonical(smiles));
  });

  test("deuterium stays an isotope-labelled hydrogen in the molblock (listed with the hydrogens, after the heavy atoms)", () => {
    const c = generateConformer("[2H]C(Cl)(F)Br");
    expect(c.elements).toEqual(["C", "Cl", "F", "Br", "H"]);
    expect(c.isotopes).toEqual([0, 0, 0, 0, 2]);
    expect(toMolblock(c, "")).toContain("M  ISO  1   5   2");
  });
});
