import { beforeAll, describe, expect, test } from "bun:test";
import { MAX_DESCRIBE_ATOMS } from "../../src/tools/describe-structure.ts";
import type { StructureDescription } from "../../src/chem/structure/describe.ts";
import { callTool, payloadOf, ready, toolNamed } from "../../harness/tools.ts";
import { readJsonl } from "../../harness/golden.ts";

beforeAll(ready);

const describeIt = (smiles: string) => payloadOf<StructureDescription>("describe_structure", { smiles });

describe("describe_structure", () => {
  test("aspirin: counts, atom rows, one aromatic ring, groups with their atoms", async () => {
    const d = await describeIt("CC(=O)Oc1ccccc1C(=O)O");
    // Python: CalcMolFormula C9H8O4; 13 heavy atoms; one benzene ring (atoms 4..9).
    expect(d.formula).toBe("C9H8O4");
    expect(d.element_counts).toEqual({ C: 9, H: 8, O: 4 });
    expect(d.atom_count).toBe(13);
    expect(d.ring_count).toBe(1);
    expect(d.rings).toEqual([{ atoms: [4, 5, 6, 7, 8, 9], size: 6, aromatic: true }]);
    expect(d.ring_systems).toEqual([{ rings: [0], atoms: [4, 5, 6, 7, 8, 9] }]);
    // Row 0 is the acetyl methyl; row 4 the aromatic carbon bearing the ester O.
    expect(d.atoms[0]).toEqual([0, "C", 0, 0, 3, false, false, [], null]);
    expect(d.atoms[4]).toEqual([4, "C", 0, 0, 0, true, true, [6], null]);
    // Functional_Group_Hierarchy.txt: the acid C(=O)[O;H,-] matches atoms 10, 11, 12 (aromatic acid: C attached to c).
    const acid = d.functional_groups.find((g) => g.label === "CarboxylicAcid.Aromatic");
    expect(acid).toEqual({ label: "CarboxylicAcid.Aromatic", name: "Aromatic", count: 1, atoms: [[10, 11, 12]] });
    expect(d.stereocentres).toEqual([]);
  });

  test("atoms are numbered as written: explicit [H] and * atoms are rows of their own", async () => {
    const d = await describeIt("[H]OC([2H])*");
    expect(d.atoms.map((row) => row[1])).toEqual(["H", "O", "C", "H", "*"]);
    // The deuterium keeps its mass number; C has one implicit H besides the written [2H].
    expect(d.atoms[3]).toEqual([3, "H", 0, 2, 0, false, false, [], null]);
    expect(d.atoms[2]?.[4]).toBe(1);
    expect(d.element_counts).toEqual({ C: 1, H: 3, "*": 1, O: 1 });
    expect(d.degree_of_unsaturation).toBeNull(); // * has no valence the formula can use
  });

  test("degree of unsaturation: rings + π bonds, charges neutralised with H", async () => {
    // Benzene 4 (1 ring + 3 C=C); cyclohexane 1; chlorobenzene 4 (Cl counts as H); pyridine 4 (N adds a half each side);
    // ammonium 0 and acetate 1 (charge neutralised with H); DMSO 0 (S is divalent in the formula's count).
    const cases: Array<[string, number]> = [
      ["c1ccccc1", 4],
      ["C1CCCCC1", 1],
      ["Clc1ccccc1", 4],
      ["c1ccncc1", 4],
      ["[NH4+]", 0],
      ["CC(=O)[O-]", 1],
      ["CS(C)=O", 0],
      ["C#N", 2],
    ];
    for (const [smiles, dou] of cases)
      expect({ smiles, dou: (await describeIt(smiles)).degree_of_unsaturation }).toEqual({ smiles, dou });
    expect((await describeIt("[Na+].[Cl-]")).degree_of_unsaturation).toBeNull();
  });

  test("fused and spiro ring systems: naphthalene is one system, spiro[4.4]nonane two", async () => {
    const naphthalene = await describeIt("c1ccc2ccccc2c1");
    expect(naphthalene.ring_count).toBe(2);
    expect(naphthalene.ring_systems.length).toBe(1);
    expect(naphthalene.ring_systems[0]?.atoms).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    const spiro = await describeIt("C1CCC2(C1)CCCC2");
    expect(spiro.ring_count).toBe(2);
    expect(spiro.ring_systems.map((s) => s.atoms)).toEqual(
      expect.arrayContaining([
        [0, 1, 2, 3, 4],
        [3, 5, 6, 7, 8],
      ]),
    );
    expect(spiro.atoms[3]?.[7]).toEqual([5, 5]);
  });

  test("stereo: specified and unspecified centres and double bonds with CIP labels", async () => {
    // Python rdCIPLabeler: L-alanine's alpha carbon is S; FindPotentialStereo: 2-butene's C=C is a possible stereo bond.
    const alanine = await describeIt("C[C@H](N)C(=O)O");
    expect(alanine.stereocentres).toEqual([{ atom: 1, cip: "S", specified: true }]);
    expect(alanine.atoms[1]?.[8]).toBe("S");
    const open = await describeIt("CC(F)C=CC");
    expect(open.stereocentres).toEqual([{ atom: 1, cip: null, specified: false }]);
    expect(open.stereo_bonds).toEqual([{ atoms: [3, 4], cip: null, specified: false }]);
    const trans = await describeIt("C/C=C/C");
    expect(trans.stereo_bonds).toEqual([{ atoms: [1, 2], cip: "E", specified: true }]);
    // 1,4-dimethylcyclohexane: cis/trans ring stereo on atoms 1 and 4 (FindPotentialStereo lists both).
    expect((await describeIt("CC1CCC(C)CC1")).stereocentres).toEqual([
      { atom: 1, cip: null, specified: false },
      { atom: 4, cip: null, specified: false },
    ]);
    // Methylcyclohexane has no stereocentre; a ring C=C in a six-membered ring has no E/Z.
    expect((await describeIt("CC1CCCCC1")).stereocentres).toEqual([]);
    expect((await describeIt("CC1=CCCCC1")).stereo_bonds).toEqual([]);
  });

  test("errors: bad SMILES; the atom limit holds at the bound and fails one past it", async () => {
    const bad = await callTool("describe_structure", { smiles: "C1CC" });
    expect(bad.kind === "domain-error" && bad.error.code).toBe("INVALID_SMILES");
    const decanes = Array(MAX_DESCRIBE_ATOMS / 10)
      .fill("CCCCCCCCCC")
      .join(".");
    const atLimit = await callTool("describe_structure", { smiles: decanes });
    expect(atLimit.kind === "success" && (atLimit.payload as unknown as StructureDescription).atom_count).toBe(
      MAX_DESCRIBE_ATOMS,
    );
    const over = await callTool("describe_structure", { smiles: `${decanes}.C` });
    expect(over.kind === "domain-error" && over.error.code).toBe("MOLECULE_TOO_LARGE");
  });
});

interface RingGolden {
  name: string;
  smiles: string;
  ring_count: number;
  independent_ring_count: number;
  atoms: number;
  bonds: number;
  fragments: number;
}

describe("describe_structure's two ring counts (issue 27)", () => {
  test("ring_count is RDKit's NumRings and independent_ring_count the cyclomatic number, as Python RDKit gives them", async () => {
    // validation/generators/make_golden_ring_counts.py: CalcNumRings, and GetNumBonds − GetNumAtoms + len(GetMolFrags).
    const golden = readJsonl<RingGolden>("ring-counts.jsonl");
    expect(golden.length).toBe(20);
    for (const g of golden) {
      const d = await describeIt(g.smiles);
      expect({
        name: g.name,
        ring_count: d.ring_count,
        independent: d.independent_ring_count,
        rings_listed: d.rings.length,
        counts: [d.atom_count, d.bond_count, d.fragment_count],
      }).toEqual({
        name: g.name,
        ring_count: g.ring_count,
        independent: g.independent_ring_count,
        rings_listed: g.ring_count,
        counts: [g.atoms, g.bonds, g.fragments],
      });
    }
    // The set has cases where the counts differ (cages, cyclophanes) and where they agree (fused, spiro, disconnected).
    expect(golden.filter((g) => g.ring_count > g.independent_ring_count).map((g) => g.name)).toEqual(
      expect.arrayContaining(["cubane (cage)", "[2.2]paracyclophane"]),
    );
  });

  test("written [H] atoms change neither count (one atom and one bond each)", async () => {
    // Cyclopropane: 3 atoms, 3 bonds, 1 fragment: one independent ring, with or without a written hydrogen.
    for (const smiles of ["C1CC1", "[H]C1CC1"]) {
      const d = await describeIt(smiles);
      expect({ smiles, rings: d.ring_count, independent: d.independent_ring_count }).toEqual({
        smiles,
        rings: 1,
        independent: 1,
      });
    }
  });

  test("the description says what each count counts, and the schema declares both", () => {
    const tool = toolNamed("describe_structure");
    expect(tool.description).toContain("ring_count is RDKit's NumRings");
    expect(tool.description).toContain("independent_ring_count is the cyclomatic number");
    const properties = (tool.outputSchema as { properties: Record<string, { description: string }> }).properties;
    expect(properties.independent_ring_count?.description).toContain("bonds − atoms + fragments");
  });
});
