import { beforeAll, describe, expect, test } from "bun:test";
import type { MolJson } from "../../src/chem/moljson.ts";
import { Agreement } from "../support/agreement.ts";
import { GOLDEN_TEST_TIMEOUT_MS, readJsonl, type CoreMolecule } from "../support/golden.ts";
import { callTool, payloadOf, ready, toolNamed } from "../support/tools.ts";

beforeAll(ready);

describe("smiles_to_moljson", () => {
  test("atoms and bonds equal Python RDKit's (element, charge, isotope, total H, aromaticity, bond order)", async () => {
    const agreement = new Agreement("smiles_to_moljson");
    for (const molecule of readJsonl<CoreMolecule>("core-molecules.jsonl").filter((m) => m.valid)) {
      const ours = await payloadOf<MolJson>("smiles_to_moljson", { smiles: molecule.smiles });
      const atoms = ours.atoms.map((a) => [a.element, a.charge, a.isotope, a.hydrogens, a.aromatic]);
      const bonds = ours.bonds.map((b) => [Number(b.source_id.slice(1)) - 1, Number(b.target_id.slice(1)) - 1, b.order, b.aromatic]);
      const ids = ours.atoms.every((a, i) => a.id === `a${i + 1}`) && ours.bonds.every((b, i) => b.id === `b${i + 1}`);
      const same = ids && JSON.stringify(atoms) === JSON.stringify(molecule.moljson?.atoms) && JSON.stringify(bonds) === JSON.stringify(molecule.moljson?.bonds);
      agreement.check(molecule.smiles, same, "atoms or bonds differ");
    }
    // core-molecules.jsonl: 2,042 rows, 2,041 that Python RDKit parses; none is a listed difference.
    agreement.expectOnlyKnown(1, 2041);
  }, GOLDEN_TEST_TIMEOUT_MS);

  test("methanol, by hand", async () => {
    expect(await payloadOf<MolJson>("smiles_to_moljson", { smiles: "CO" })).toEqual({
      atoms: [
        { id: "a1", element: "C", charge: 0, isotope: null, hydrogens: 3, aromatic: false },
        { id: "a2", element: "O", charge: 0, isotope: null, hydrogens: 1, aromatic: false },
      ],
      bonds: [{ id: "b1", source_id: "a1", target_id: "a2", order: 1, aromatic: false }],
    });
  });

  test("aromatic bonds are 1.5; charges and isotopes are kept", async () => {
    const pyridineOxide = await payloadOf<MolJson>("smiles_to_moljson", { smiles: "[O-][n+]1ccccc1" });
    expect(pyridineOxide.atoms[1]).toMatchObject({ element: "N", charge: 1, aromatic: true, hydrogens: 0 });
    expect(pyridineOxide.bonds.filter((b) => b.order === 1.5)).toHaveLength(6);
    const labelled = await payloadOf<MolJson>("smiles_to_moljson", { smiles: "[13CH4]" });
    expect(labelled.atoms[0]).toMatchObject({ isotope: 13, hydrogens: 4 });
  });

  test("the text content is the same document as pretty JSON", async () => {
    const outcome = await callTool("smiles_to_moljson", { smiles: "CO" });
    expect(outcome.kind).toBe("success");
    if (outcome.kind === "success") {
      expect(outcome.text).toContain("\n  ");
      expect(JSON.parse(outcome.text)).toEqual(outcome.payload);
    }
    expect(toolNamed("smiles_to_moljson").outputSchema.required).toEqual(["atoms", "bonds"]);
  });

  test("errors", async () => {
    const bad = await callTool("smiles_to_moljson", { smiles: "C1CC" });
    expect(bad.kind === "domain-error" && bad.error.code).toBe("INVALID_SMILES");
    expect((await callTool("smiles_to_moljson", { smiles: null })).kind).toBe("invalid-arguments");
  });
});
