import { beforeAll, describe, expect, test } from "bun:test";
import { Agreement } from "../../harness/agreement.ts";
import { GOLDEN_TEST_TIMEOUT_MS, readJsonl, type CoreMolecule } from "../../harness/golden.ts";
import { callTool, payloadOf, ready } from "../../harness/tools.ts";

/** core-molecules.jsonl (validation/golden/core-meta.json): 2,042 molecules, of which Python RDKit 2022.09 parses 2,041. */
const GOLDEN_MOLECULES = 2_042;
const GOLDEN_VALID = 2_041;

beforeAll(ready);

describe("canonical_smiles", () => {
  test(
    "agrees with Python RDKit on every golden molecule",
    async () => {
      const molecules = readJsonl<CoreMolecule>("core-molecules.jsonl");
      expect({ molecules: molecules.length, valid: molecules.filter((m) => m.valid).length }).toEqual({
        molecules: GOLDEN_MOLECULES,
        valid: GOLDEN_VALID,
      });
      // Python RDKit's verdict (parses or not) first: a molecule only one build accepts must be listed, with its reason.
      const validity = new Agreement("canonical_smiles.valid");
      const agreement = new Agreement("canonical_smiles");
      for (const molecule of molecules) {
        const outcome = await callTool("canonical_smiles", { smiles: molecule.smiles });
        const canonical = outcome.kind === "success" ? (outcome.payload as { canonical: string }).canonical : undefined;
        const verdict = canonical === undefined ? `refused (${outcome.kind})` : `accepted (${canonical})`;
        validity.check(
          molecule.smiles,
          (canonical !== undefined) === molecule.valid,
          `${verdict} vs ${molecule.valid ? "accepted" : "rejected"}`,
        );
        if (!molecule.valid || canonical === undefined) continue; // no Python value to compare; the validity check above must have listed it
        agreement.check(molecule.smiles, canonical === molecule.canonical, `${canonical} vs ${molecule.canonical}`);
      }
      validity.expectOnlyKnown(0.999);
      agreement.expectOnlyKnown(0.99);
      expect([validity, agreement].map((a) => [a.field, a.compared])).toEqual([
        ["canonical_smiles.valid", GOLDEN_MOLECULES],
        ["canonical_smiles", GOLDEN_VALID],
      ]);
    },
    GOLDEN_TEST_TIMEOUT_MS,
  );

  test("different spellings of one molecule give one string; stereo and isotopes are kept", async () => {
    const forms = ["OCC", "C(O)C", "[CH3][CH2][OH]"];
    const results = await Promise.all(
      forms.map((smiles) => payloadOf<{ canonical: string }>("canonical_smiles", { smiles })),
    );
    expect(new Set(results.map((r) => r.canonical))).toEqual(new Set(["CCO"]));
    expect((await payloadOf<{ canonical: string }>("canonical_smiles", { smiles: "C1=CC=CC=C1" })).canonical).toBe(
      "c1ccccc1",
    );
    expect((await payloadOf<{ canonical: string }>("canonical_smiles", { smiles: "N[C@@H](C)C(=O)O" })).canonical).toBe(
      "C[C@H](N)C(=O)O",
    );
    expect((await payloadOf<{ canonical: string }>("canonical_smiles", { smiles: "[2H]C" })).canonical).toBe("[2H]C");
  });

  test("invalid SMILES from the golden list are INVALID_SMILES", async () => {
    const invalid = readJsonl<{ smiles: string }>("core-invalid.jsonl");
    expect(invalid.length).toBe(12);
    for (const { smiles } of invalid) {
      const outcome = await callTool("canonical_smiles", { smiles });
      expect({
        smiles,
        kind: outcome.kind,
        code: outcome.kind === "domain-error" ? outcome.error.code : undefined,
      }).toEqual({
        smiles,
        kind: "domain-error",
        code: "INVALID_SMILES",
      });
    }
  });

  test("molfiles and JSON are not silently accepted as SMILES", async () => {
    for (const smiles of ["\n  RDKit\n\n  0  0  0  0  0  0  0  0  0  0999 V2000\nM  END", '{"atoms":[]}']) {
      const outcome = await callTool("canonical_smiles", { smiles });
      expect(outcome.kind === "domain-error" && outcome.error.code).toBe("INVALID_SMILES");
    }
  });

  test("bad arguments are rejected", async () => {
    expect((await callTool("canonical_smiles", { smile: "C" })).kind).toBe("invalid-arguments");
    expect((await callTool("canonical_smiles", { smiles: "C".repeat(100_001) })).kind).toBe("invalid-arguments");
    // 50,000 two-byte characters: within 100,000 characters but over 100,000 bytes.
    expect((await callTool("canonical_smiles", { smiles: "é".repeat(50_001) })).kind).toBe("invalid-arguments");
  });
});
