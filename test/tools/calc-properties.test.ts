import { beforeAll, describe, expect, test } from "bun:test";
import type { CalcProperties } from "../../src/chem/descriptors/properties.ts";
import { Agreement, knownDifferences } from "../../harness/agreement.ts";
import { embeddedDescriptorKey, embeddedDescriptors } from "../../harness/embedded-descriptors.ts";
import { GOLDEN_TEST_TIMEOUT_MS, readJsonl, withinRounding } from "../../harness/golden.ts";
import type { PropertiesGolden } from "../../harness/golden-rows.ts";
import { callTool, payloadOf, ready } from "../../harness/tools.ts";

const KNOWN = "properties-known-differences.json";
/** properties.jsonl: every molecule of NCI first_5K and CHEMBL2321810 and the first 2,000 of wehi_mols that RDKit 2022.09 parses. */
const GOLDEN_ROWS = 8_010;

beforeAll(ready);

describe("calc_properties", () => {
  test(
    "every golden molecule (NCI 5K, CHEMBL2321810, 2,000 of wehi_mols): Python RDKit's values within rounding; hba, hbd, rotatable_bonds equal the embedded build's",
    async () => {
      const rows = readJsonl<PropertiesGolden>("properties.jsonl");
      expect(rows.length).toBe(GOLDEN_ROWS);
      const parse = new Agreement("calc_properties.parse", KNOWN);
      const fields = {
        mw: new Agreement("calc_properties.mw", KNOWN),
        exact_mass: new Agreement("calc_properties.exact_mass", KNOWN),
        logp: new Agreement("calc_properties.logp", KNOWN),
        tpsa: new Agreement("calc_properties.tpsa", KNOWN),
        qed: new Agreement("calc_properties.qed", KNOWN),
        counts: new Agreement("calc_properties.hbd_rotatable_heavy", KNOWN),
        // tools.md: hba, hbd, rotatable_bonds are the embedded build's NumHBA/NumHBD/NumRotatableBonds (RDKit 2024+
        // changed NumHBA, so Python 2022.09's hba is no reference for it).
        embedded: new Agreement("calc_properties.hba_hbd_rotatable_embedded", KNOWN),
      };
      const outcomes: Array<Awaited<ReturnType<typeof callTool>>> = [];
      for (const golden of rows) outcomes.push(await callTool("calc_properties", { smiles: golden.smiles }));
      // The embedded build's own bundle per molecule (validation/golden/embedded-descriptors.jsonl, recorded by the
      // installed @rdkit/rdkit; graph-descriptors.test.ts recomputes a sample of it live).
      const recorded = embeddedDescriptors();
      for (const [i, golden] of rows.entries()) {
        const outcome = outcomes[i]!;
        parse.check(
          golden.smiles,
          outcome.kind === "success",
          outcome.kind === "domain-error" ? outcome.error.message : outcome.kind,
        );
        if (outcome.kind !== "success") {
          // The only listed kind of refusal: the embedded build's stricter valence rules (INVALID_SMILES with RDKit's reason).
          const refusal =
            outcome.kind === "domain-error"
              ? { code: outcome.error.code, valence: outcome.error.message.includes("Explicit valence") }
              : outcome.kind;
          expect({ smiles: golden.smiles, refusal }).toEqual({
            smiles: golden.smiles,
            refusal: { code: "INVALID_SMILES", valence: true },
          });
          continue;
        }
        const ours = outcome.payload as unknown as CalcProperties;
        // Each value within half a unit of the last decimal tools.md prints (plus float noise).
        fields.mw.check(golden.smiles, withinRounding(ours.mw, golden.mw, 3), `${ours.mw} vs ${golden.mw}`);
        fields.exact_mass.check(
          golden.smiles,
          withinRounding(ours.exact_mass, golden.exact_mass, 4),
          `${ours.exact_mass} vs ${golden.exact_mass}`,
        );
        fields.logp.check(golden.smiles, withinRounding(ours.logp, golden.logp, 3), `${ours.logp} vs ${golden.logp}`);
        fields.tpsa.check(golden.smiles, withinRounding(ours.tpsa, golden.tpsa, 2), `${ours.tpsa} vs ${golden.tpsa}`);
        fields.qed.check(golden.smiles, withinRounding(ours.qed, golden.qed, 3), `${ours.qed} vs ${golden.qed}`);
        const counts = [ours.hbd, ours.rotatable_bonds, ours.heavy_atom_count];
        const goldenCounts = [golden.hbd, golden.rotatable_bonds, golden.heavy_atom_count];
        fields.counts.check(golden.smiles, counts.join() === goldenCounts.join(), `${counts} vs ${goldenCounts}`);
        const ourCounts = `${ours.hba},${ours.hbd},${ours.rotatable_bonds}`;
        const bundle = recorded.get(embeddedDescriptorKey(golden.smiles, false));
        const embedded = bundle ? `${bundle.NumHBA},${bundle.NumHBD},${bundle.NumRotatableBonds}` : "not recorded";
        fields.embedded.check(
          golden.smiles,
          ourCounts === embedded,
          `hba,hbd,rotatable ${ourCounts} vs embedded NumHBA,NumHBD,NumRotatableBonds ${embedded}`,
        );
      }
      const refused = Object.keys(knownDifferences("calc_properties.parse", KNOWN)).length;
      expect(refused).toBe(4);
      parse.expectOnlyKnown(0.995);
      expect({ field: parse.field, compared: parse.compared }).toEqual({ field: parse.field, compared: GOLDEN_ROWS });
      for (const agreement of Object.values(fields)) {
        agreement.expectOnlyKnown(0.995);
        expect({ field: agreement.field, compared: agreement.compared }).toEqual({
          field: agreement.field,
          compared: GOLDEN_ROWS - refused,
        });
      }
      // No exceptions to tools.md's definition of hba, hbd and rotatable_bonds.
      expect(fields.embedded.disagreements.size).toBe(0);
    },
    GOLDEN_TEST_TIMEOUT_MS,
  );

  test("aspirin", async () => {
    // Python RDKit 2022.09: MolWt 180.159, ExactMolWt 180.0423, MolLogP 1.3101, TPSA 63.6, QED 0.5501.
    expect(await payloadOf<CalcProperties>("calc_properties", { smiles: "CC(=O)Oc1ccccc1C(=O)O" })).toMatchObject({
      mw: 180.159,
      exact_mass: 180.0423,
      logp: 1.31,
      tpsa: 63.6,
      hbd: 1,
      heavy_atom_count: 13,
      qed: 0.55,
    });
  });

  test("HBA follows the current RDKit definition: a pyrrole-type aromatic N is no acceptor", async () => {
    // 3-(carbazol-9-yl)propanenitrile: the carbazole N's lone pair is part of the aromatic sextet; only the nitrile N accepts.
    expect((await payloadOf<CalcProperties>("calc_properties", { smiles: "N#CCCn1c2ccccc2c2ccccc21" })).hba).toBe(1);
    expect((await payloadOf<CalcProperties>("calc_properties", { smiles: "c1ccncc1" })).hba).toBe(1);
  });

  test("vanadium: the monoisotopic mass uses 51V (99.75 % abundant), not 50V", async () => {
    // C10H16O5V+4: 10×12 + 16×1.007825032 + 5×15.99491462 + 50.9439595 (51V) − 4×0.00054857991 (electrons) = 267.0415.
    const ours = await payloadOf<CalcProperties>("calc_properties", {
      smiles: "CC1=[O+][V]2(=O)([O+]=C(C)C1)[O+]=C(C)CC(=[O+]2)C",
    });
    expect(ours.exact_mass).toBe(267.0415);
  });

  test("errors", async () => {
    const bad = await callTool("calc_properties", { smiles: "CC(C)(C)(C)(C)C" });
    expect(bad.kind === "domain-error" && bad.error.message).toContain("Explicit valence");
    expect((await callTool("calc_properties", { smiles: "" })).kind).toBe("invalid-arguments");
  });
});
