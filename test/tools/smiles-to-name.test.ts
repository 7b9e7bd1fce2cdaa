/**
 * smiles_to_name (issue 29): a name read back to the same molecule, or name null with the reason. Expected names are
 * IUPAC's for textbook compounds (the rule in a comment); the namer's own rules are tested in
 * test/chem/names/namer.test.ts.
 */
import { beforeAll, describe, expect, test } from "bun:test";
import { callTool, payloadOf, ready } from "../../harness/tools.ts";
import { MAX_NAME_ATOMS } from "../../src/tools/smiles-to-name.ts";

beforeAll(ready);

interface Answer {
  smiles: string;
  name: string | null;
  name_kind: string | null;
  verified: boolean;
  declined: string | null;
}

describe("smiles_to_name", () => {
  test("names a molecule and says the name was read back", async () => {
    // 4-chlorobenzoic acid: benzoic acid (retained) with Cl para to the ring atom of COOH (C1).
    expect(await payloadOf<Answer>("smiles_to_name", { smiles: "OC(=O)c1ccc(Cl)cc1" })).toEqual({
      smiles: "O=C(O)c1ccc(Cl)cc1",
      name: "4-chlorobenzoic acid",
      name_kind: "general IUPAC name",
      verified: true,
      declined: null,
    });
    // Propan-2-ol: the OH on C2 of propane, whichever end the SMILES starts from.
    expect((await payloadOf<Answer>("smiles_to_name", { smiles: "OC(C)C" })).name).toBe("propan-2-ol");
  });

  test("the name_kind written in the tool is the namer's", async () => {
    const { NAME_KIND } = await import("../../src/chem/names/namer/index.ts");
    expect((await payloadOf<Answer>("smiles_to_name", { smiles: "CCO" })).name_kind).toBe(NAME_KIND);
  });

  test("a molecule it does not cover is declined as a normal result, with the reason", async () => {
    const answer = await payloadOf<Answer>("smiles_to_name", { smiles: "c1ccc2c(c1)Cc1ccccc1O2" });
    expect(answer).toMatchObject({ smiles: "c1ccc2c(c1)Cc1ccccc1O2", name: null, name_kind: null, verified: false });
    expect(answer.declined).toContain("fused ring system");
    // A mixture with water in it has no form the namer writes (a salt, an adduct, a mixture of single molecules).
    const mixture = await payloadOf<Answer>("smiles_to_name", { smiles: "CCO.CO.O" });
    expect(mixture.declined).toContain("several components");
  });

  test("a salt is named as its ions, cation first (IUPAC 2013 P-72.1; OPSIN 2.7.0 reads it back to the same ions)", async () => {
    const salt = await payloadOf<Answer>("smiles_to_name", { smiles: "[Na+].CC(=O)[O-]" });
    expect(salt).toMatchObject({ name: "sodium acetate", verified: true });
  });

  test("a SMILES RDKit cannot read is INVALID_SMILES", async () => {
    const bad = await callTool("smiles_to_name", { smiles: "C1CC" });
    expect(bad.kind === "domain-error" && bad.error.code).toBe("INVALID_SMILES");
  });

  test(`${MAX_NAME_ATOMS} heavy atoms are served, ${MAX_NAME_ATOMS + 1} are MOLECULE_TOO_LARGE`, async () => {
    const served = await payloadOf<Answer>("smiles_to_name", { smiles: "C".repeat(MAX_NAME_ATOMS) });
    // A 100-carbon chain is past the stems the namer writes (to 49): declined, but answered.
    expect(served.name).toBeNull();
    expect(served.declined).toContain("chain of 100 carbons");
    const over = await callTool("smiles_to_name", { smiles: "C".repeat(MAX_NAME_ATOMS + 1) });
    expect(over.kind === "domain-error" && over.error.code).toBe("MOLECULE_TOO_LARGE");
  });
});
