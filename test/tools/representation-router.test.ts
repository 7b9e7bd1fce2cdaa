import { beforeAll, describe, expect, test } from "bun:test";
import { Agreement } from "../../harness/agreement.ts";
import { GOLDEN_TEST_TIMEOUT_MS, readJsonl, type CoreMolecule } from "../../harness/golden.ts";
import { callTool, payloadOf, ready } from "../../harness/tools.ts";

interface Routed {
  task: string;
  format: string;
  representation: unknown;
  inchikey?: string;
}

beforeAll(ready);

describe("representation_router", () => {
  test(
    "identification: standard InChI and InChIKey equal the IUPAC reference program's",
    async () => {
      const inchi = new Agreement("inchi");
      for (const molecule of readJsonl<CoreMolecule>("core-molecules.jsonl").filter((m) => m.valid && m.inchi)) {
        const ours = await payloadOf<Routed>("representation_router", {
          smiles: molecule.smiles,
          task: "identification",
        });
        inchi.check(
          molecule.smiles,
          ours.representation === molecule.inchi && ours.inchikey === molecule.inchikey,
          `${String(ours.representation)} vs ${molecule.inchi}`,
        );
      }
      // Every one of the 2,041 valid core molecules has an inchi_main reference; one differs, listed under "inchi".
      inchi.expectOnlyKnown(0.995, 2041);
    },
    GOLDEN_TEST_TIMEOUT_MS,
  );

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
      const ours = await payloadOf<Routed>(
        "representation_router",
        task === undefined ? { smiles: "OCC" } : { smiles: "OCC", task },
      );
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

describe("representation_router identification never answers an empty identifier (issue 14)", () => {
  test("dummy atoms: INCHI_UNAVAILABLE explaining why and suggesting canonical SMILES", async () => {
    for (const smiles of ["*C", "[1*]c1ccccc1"]) {
      const outcome = await callTool("representation_router", { smiles, task: "identification" });
      if (outcome.kind !== "domain-error")
        throw new Error(`expected INCHI_UNAVAILABLE for ${smiles}, got ${outcome.kind}`);
      expect(outcome.error.code).toBe("INCHI_UNAVAILABLE");
      expect(outcome.error.message).toContain("dummy atoms");
      expect(outcome.error.message).toContain("canonical SMILES");
    }
  });

  test("dative complexes: the IUPAC program's standard InChI of the charge-separated drawing, with a note saying so", async () => {
    // validation/golden/identifiers-dative.jsonl: inchi_main on the structure without dative bonds (cisplatin's is
    // PubChem's InChI=1S/2ClH.2H3N.Pt/h2*1H;2*1H3;/q;;;;+2/p-2, key LXZZYRPGZAFOLE-UHFFFAOYSA-L).
    const rows = readJsonl<{ smiles: string; inchi: string; inchikey: string }>("identifiers-dative.jsonl");
    expect(rows.map((r) => r.smiles)).toEqual(["N->[Pt](<-N)(Cl)Cl", "[NH3]->[Pt+2](<-[NH3])(<-[NH3])<-[NH3]"]);
    for (const row of rows) {
      const ours = await payloadOf<Routed & { note?: string }>("representation_router", {
        smiles: row.smiles,
        task: "identification",
      });
      expect({ inchi: ours.representation, inchikey: ours.inchikey }).toEqual({
        inchi: row.inchi,
        inchikey: row.inchikey,
      });
      expect(ours.note).toContain("charge-separated");
    }
    // Without a dative bond there is no note.
    expect(await payloadOf("representation_router", { smiles: "CCO", task: "identification" })).not.toHaveProperty(
      "note",
    );
  });

  test("structural_reasoning gives the lossless MolJSON (stereo included)", async () => {
    const ours = await payloadOf<Routed>("representation_router", {
      smiles: "C[C@H](N)O",
      task: "structural_reasoning",
    });
    expect(ours.representation).toEqual(await payloadOf("smiles_to_moljson", { smiles: "C[C@H](N)O" }));
    expect(JSON.stringify(ours.representation)).toContain('"tag":"@"');
  });
});
