import { checkCip, mayHaveStereo, molJsonToSmilesWithCip } from "../chem/formats/moljson.ts";
import { parseSmiles, free } from "../chem/rdkit.ts";
import { DomainError } from "../protocol/errors.ts";
import { LOCAL_READ_ONLY, defineTool } from "./tool.ts";
import { inputObject, moleculeText, outputObject, string } from "./schema.ts";

export const molJsonToSmilesTool = defineTool({
  name: "moljson_to_smiles",
  title: "MolJSON to SMILES",
  description:
    "MolJSON (a JSON string, from smiles_to_moljson, edited or not) to canonical SMILES. Atoms need id and element (no " +
    "hydrogens: usual valences), bonds id, source_id, target_id and order; cip labels, if any, must agree. INVALID_MOLJSON names the faulty atom or bond.",
  whenToUse: "edited MolJSON → SMILES",
  examples: [
    {
      arguments: {
        json: JSON.stringify({
          atoms: [
            { id: "a1", element: "C" },
            { id: "a2", element: "O" },
          ],
          bonds: [{ id: "b1", source_id: "a1", target_id: "a2", order: 1 }],
        }),
      },
      // A carbon singly bonded to an oxygen, hydrogens implicit: methanol; Python Chem.MolToSmiles(Chem.MolFromSmiles("CO")) == "CO".
      expect: { canonical_smiles: "CO" },
    },
  ],
  annotations: LOCAL_READ_ONLY,
  inputSchema: inputObject({ json: moleculeText("MolJSON as a JSON string.") }, ["json"]),
  limits: { json: { kind: "moljson" } },
  outputSchema: outputObject({
    canonical_smiles: string("RDKit canonical isomeric SMILES of the document's molecule."),
  }),
  handler: ({ json }) => {
    let document: unknown;
    try {
      document = JSON.parse(json);
    } catch (error) {
      throw new DomainError(
        "INVALID_MOLJSON",
        `json is not valid JSON: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
    const { smiles, expectedCip } = molJsonToSmilesWithCip(document);
    // A document without chirality, cis/trans and CIP labels is written without stereo marks: RDKit's stereo
    // perception then has nothing to find, so the parse skips it (an eighth of its time, issue 33).
    const stereo = mayHaveStereo(smiles) || expectedCip.atoms.size > 0 || expectedCip.bonds.size > 0;
    // Parsed apart from withMolecule: the parse's INVALID_SMILES becomes INVALID_MOLJSON, and nothing else must be.
    let mol: ReturnType<typeof parseSmiles>;
    try {
      mol = parseSmiles(smiles, { label: "json", stereo });
    } catch (error) {
      if (error instanceof DomainError && error.code === "INVALID_SMILES") {
        // Atom indices in RDKit's reason are the document's atom order: a1 is atom # 0.
        const reason = String(error.details.reason ?? error.message);
        throw new DomainError(
          "INVALID_MOLJSON",
          `RDKit rejected the structure: ${reason} (RDKit atom # n is atom a(n+1))`,
          { reason },
        );
      }
      throw error;
    }
    try {
      checkCip(mol, expectedCip, smiles, (document as { atoms: unknown[] }).atoms.length);
      return { canonical_smiles: mol.get_smiles() };
    } finally {
      free(mol);
    }
  },
});
