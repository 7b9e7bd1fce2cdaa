import { beforeAll, describe, expect, test } from "bun:test";
import { Agreement } from "../support/agreement.ts";
import { GOLDEN_TEST_TIMEOUT_MS, readJsonl, type CoreMolecule } from "../support/golden.ts";
import { callTool, payloadOf, ready } from "../support/tools.ts";

interface Routed {
  task: string;
  format: string;
  representation: unknown;
  inchikey?: string;
}

beforeAll(ready);

describe("representation_router", () => {
  test("identification: standard InChI and InChIKey equal the IUPAC reference program's", async () => {
    const inchi = new Agreement("inchi");
    for (const molecule of readJsonl<CoreMolecule>("core-molecules.jsonl").filter((m) => m.valid && m.inchi)) {
      const ours = await payloadOf<Routed>("representation_router", { smiles: molecule.smiles, task: "identification" });
      inchi.check(molecule.smiles, ours.representation === molecule.inchi && ours.inchikey === molecule.inchikey, `${String(ours.representation)} vs ${molecule.inchi}`);
    }
    // Every one of the 2,041 valid core molecules has an inchi_main reference; one differs, listed under "inchi".
    inchi.expectOnlyKnown(0.995, 2041);
  }, GOLDEN_TEST_TIMEOUT_MS);

  test("each task gets its format", async () => {
    const cases: Array<[string | undefined, string]> = [
      ["structural_reasoning", "moljson"],
      ["shortest_path", "moljson"],
      ["identification", "inchi"],
      ["editing", "cml"],
      ["property_prediction", "canonical_smiles"],
      ["generation", "canonical_smiles"],
      ["default", "canonical_smiles"],
      [undefined, "canonical_smiles"],
    ];
    for (const [task, format] of cases) {
      const ours = await payloadOf<Routed>("representation_router", task === undefined ? { smiles: "OCC" } : { smiles: "OCC", task });
      expect({ task, format: ours.format }).toEqual({ task, format });
      expect(ours.task).toBe(task ?? "default");
    }
    expect((await payloadOf<Routed>("representation_router", { smiles: "OCC" })).representation).toBe("CCO");
  });

  test("editing: a CML molecule with atomArray and bondArray", async () => {
    const ours = await payloadOf<Routed>("representation_router", { smiles: "c1ccccc1[O-]", task: "editing" });
    const cml = String(ours.representation);
    expect(cml).toStartWith('<molecule xmlns="http://www.xml-cml.org/schema"');
    expect(cml.match(/<atom /g)).toHaveLength(7);
    expect(cml.match(/order="A"/g)).toHaveLength(6);
    expect(cml).toContain('elementType="O" formalCharge="-1" hydrogenCount="0"');
  });

  test("errors", async () => {
    expect((await callTool("representation_router", { smiles: "CCO", task: "dance" })).kind).toBe("invalid-arguments");
    const bad = await callTool("representation_router", { smiles: "C1CC", task: "editing" });
    expect(bad.kind === "domain-error" && bad.error.code).toBe("INVALID_SMILES");
  });
});
