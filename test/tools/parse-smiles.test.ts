import { beforeAll, describe, expect, test } from "bun:test";
import { Agreement } from "../../harness/agreement.ts";
import { GOLDEN_TEST_TIMEOUT_MS, readJsonl, withinRounding, type CoreMolecule } from "../../harness/golden.ts";
import { callTool, payloadOf, ready } from "../../harness/tools.ts";

/** The payload: the golden record's shape plus `valid`. */
type Parsed = NonNullable<CoreMolecule["parse"]> & { valid: true };

/** core-molecules.jsonl (validation/golden/core-meta.json): 2,042 molecules, of which Python RDKit 2022.09 parses 2,041. */
const GOLDEN_MOLECULES = 2_042;
const GOLDEN_VALID = 2_041;

beforeAll(ready);

describe("parse_smiles", () => {
  test(
    "agrees with Python RDKit on every golden molecule",
    async () => {
      const molecules = readJsonl<CoreMolecule>("core-molecules.jsonl");
      expect({ molecules: molecules.length, valid: molecules.filter((m) => m.valid).length }).toEqual({
        molecules: GOLDEN_MOLECULES,
        valid: GOLDEN_VALID,
      });
      // Python RDKit's verdict (parses or not) first: a molecule only one build accepts must be listed, with its reason.
      const validity = new Agreement("parse_smiles.valid");
      const counts = new Agreement("parse_smiles.counts");
      const weight = new Agreement("parse_smiles.mol_weight");
      const formula = new Agreement("parse_smiles.formula");
      const smiles = new Agreement("parse_smiles.smiles");
      for (const molecule of molecules) {
        const outcome = await callTool("parse_smiles", { smiles: molecule.smiles });
        const accepted = outcome.kind === "success";
        const verdict = accepted
          ? `accepted (${(outcome.payload as unknown as Parsed).formula})`
          : `refused (${outcome.kind})`;
        validity.check(
          molecule.smiles,
          accepted === molecule.valid,
          `${verdict} vs ${molecule.valid ? "accepted" : "rejected"}`,
        );
        if (!molecule.valid || !accepted) continue; // no Python values to compare; the validity check above must have listed it
        const golden = molecule.parse!;
        const ours = outcome.payload as unknown as Parsed;
        const ourCounts = [ours.atoms, ours.bonds, ours.heavy_atoms, ours.formal_charge, ours.fragments];
        const goldenCounts = [golden.atoms, golden.bonds, golden.heavy_atoms, golden.formal_charge, golden.fragments];
        counts.check(molecule.smiles, ourCounts.join() === goldenCounts.join(), `${ourCounts} vs ${goldenCounts}`);
        weight.check(
          molecule.smiles,
          withinRounding(ours.mol_weight, golden.mol_weight, 3),
          `${ours.mol_weight} vs ${golden.mol_weight}`,
        );
        formula.check(molecule.smiles, ours.formula === golden.formula, `${ours.formula} vs ${golden.formula}`);
        smiles.check(molecule.smiles, ours.smiles === golden.smiles, `${ours.smiles} vs ${golden.smiles}`);
      }
      validity.expectOnlyKnown(0.999);
      counts.expectOnlyKnown(1);
      weight.expectOnlyKnown(1);
      formula.expectOnlyKnown(1);
      smiles.expectOnlyKnown(0.99);
      expect([validity, counts, weight, formula, smiles].map((a) => [a.field, a.compared])).toEqual([
        ["parse_smiles.valid", GOLDEN_MOLECULES],
        ["parse_smiles.counts", GOLDEN_VALID],
        ["parse_smiles.mol_weight", GOLDEN_VALID],
        ["parse_smiles.formula", GOLDEN_VALID],
        ["parse_smiles.smiles", GOLDEN_VALID],
      ]);
    },
    GOLDEN_TEST_TIMEOUT_MS,
  );

  test("typical molecule: aspirin", async () => {
    const ours = await payloadOf<Parsed>("parse_smiles", { smiles: "CC(=O)Oc1ccccc1C(=O)O" });
    // C9H8O4: 9×12.011 + 8×1.008 + 4×15.999 = 180.159 (IUPAC average masses).
    expect(ours).toMatchObject({
      valid: true,
      atoms: 13,
      bonds: 13,
      formula: "C9H8O4",
      heavy_atoms: 13,
      formal_charge: 0,
      fragments: 1,
      mol_weight: 180.159,
    });
  });

  test("explicit [H] atoms count as graph atoms, implicit ones do not", async () => {
    const explicit = await payloadOf<Parsed>("parse_smiles", { smiles: "[H]C([H])([H])[H]" });
    expect(explicit).toMatchObject({ atoms: 5, bonds: 4, heavy_atoms: 1, formula: "CH4" });
    const implicit = await payloadOf<Parsed>("parse_smiles", { smiles: "C" });
    expect(implicit).toMatchObject({ atoms: 1, bonds: 0, heavy_atoms: 1, formula: "CH4" });
  });

  test("salts, charges and isotopes", async () => {
    expect(await payloadOf<Parsed>("parse_smiles", { smiles: "[NH4+].[Cl-]" })).toMatchObject({
      fragments: 2,
      formal_charge: 0,
      formula: "H4ClN",
    });
    expect(await payloadOf<Parsed>("parse_smiles", { smiles: "C[N+](C)(C)C" })).toMatchObject({
      formal_charge: 1,
      formula: "C4H12N+",
    });
    expect(await payloadOf<Parsed>("parse_smiles", { smiles: "[O-]S(=O)(=O)[O-]" })).toMatchObject({
      formal_charge: -2,
      formula: "O4S-2",
    });
    // 13C: 13.00335 + 12.011 + 2×15.999 + 4×1.008 = 61.044
    expect(await payloadOf<Parsed>("parse_smiles", { smiles: "[13CH3]C(=O)O" })).toMatchObject({
      mol_weight: 61.044,
      smiles: "[13CH3]C(=O)O",
    });
  });

  test("keeps the input atom order", async () => {
    expect((await payloadOf<Parsed>("parse_smiles", { smiles: "OCC" })).smiles).toBe("OCC");
  });

  test("a bad SMILES is INVALID_SMILES with RDKit's reason", async () => {
    const outcome = await callTool("parse_smiles", { smiles: "c1cccc1" });
    expect(outcome.kind).toBe("domain-error");
    if (outcome.kind === "domain-error") {
      expect(outcome.error.code).toBe("INVALID_SMILES");
      expect(outcome.error.message).toContain("Can't kekulize mol");
    }
    // Every SMILES of the golden invalid list (each one Python RDKit rejects) is INVALID_SMILES here too.
    const invalid = readJsonl<{ smiles: string }>("core-invalid.jsonl");
    expect(invalid.length).toBe(12);
    for (const { smiles } of invalid) {
      const bad = await callTool("parse_smiles", { smiles });
      expect({ smiles, code: bad.kind === "domain-error" ? bad.error.code : bad.kind }).toEqual({
        smiles,
        code: "INVALID_SMILES",
      });
    }
  });

  test("bad arguments are rejected by the schema", async () => {
    for (const args of [{}, { smiles: "" }, { smiles: 5 }, { smiles: "C", extra: 1 }]) {
      expect((await callTool("parse_smiles", args)).kind).toBe("invalid-arguments");
    }
  });
});
