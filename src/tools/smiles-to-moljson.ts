import { molGraph } from "../chem/graph.ts";
import { toMolJson } from "../chem/moljson.ts";
import { withMol } from "../chem/rdkit.ts";
import { LOCAL_READ_ONLY, defineTool } from "./tool.ts";
import { inputObject, moleculeText, type JsonSchema } from "./schema.ts";

/** The MolJSON document schema, shared with representation_router. */
export const molJsonSchema: JsonSchema = {
  type: "object",
  description: "MolJSON: explicit atoms and bonds (hydrogens as counts on their atom).",
  properties: {
    atoms: {
      type: "array",
      items: {
        type: "object",
        properties: {
          id: { type: "string", pattern: "^a[1-9][0-9]*$", description: "Atom id: a1, a2, … in RDKit atom order." },
          element: { type: "string", description: "Element symbol, e.g. \"C\", \"Cl\"." },
          charge: { type: "integer", description: "Formal charge." },
          isotope: { type: ["integer", "null"], description: "Mass number, or null when not specified." },
          hydrogens: { type: "integer", minimum: 0, description: "Hydrogens on this atom that are not atoms of the graph." },
          aromatic: { type: "boolean", description: "Aromatic atom (RDKit aromaticity)." },
        },
        required: ["id", "element", "charge", "isotope", "hydrogens", "aromatic"],
        additionalProperties: false,
      },
    },
    bonds: {
      type: "array",
      items: {
        type: "object",
        properties: {
          id: { type: "string", pattern: "^b[1-9][0-9]*$", description: "Bond id: b1, b2, …" },
          source_id: { type: "string", description: "Id of the first atom." },
          target_id: { type: "string", description: "Id of the second atom." },
          order: { enum: [1, 1.5, 2, 3, 4], description: "1 single, 2 double, 3 triple, 4 quadruple, 1.5 aromatic." },
          aromatic: { type: "boolean", description: "Aromatic bond." },
        },
        required: ["id", "source_id", "target_id", "order", "aromatic"],
        additionalProperties: false,
      },
    },
  },
  required: ["atoms", "bonds"],
  additionalProperties: false,
};

export const smilesToMolJsonTool = defineTool({
  name: "smiles_to_moljson",
  title: "SMILES to MolJSON",
  description:
    "Converts a SMILES into MolJSON, an explicit list of atoms (id, element, formal charge, isotope, attached hydrogen count, " +
    "aromatic flag) and bonds (id, the two atom ids, order 1/2/3/4 or 1.5 for aromatic), which a language model can read and " +
    "edit atom by atom without parsing SMILES. Edit it and call moljson_to_smiles to get a SMILES back. " +
    'Example: {"smiles":"CO"} → atoms a1 C (3 H), a2 O (1 H); bond b1 a1–a2 order 1.',
  annotations: LOCAL_READ_ONLY,
  inputSchema: inputObject({ smiles: moleculeText("The molecule as SMILES.") }, ["smiles"]),
  outputSchema: { $schema: "https://json-schema.org/draft/2020-12/schema", ...molJsonSchema },
  handler: ({ smiles }: { smiles: string }) => withMol(smiles, (mol) => ({ ...toMolJson(molGraph(mol)) })),
  // tools.md: the text content is the same document as pretty JSON.
  formatText: (payload) => JSON.stringify(payload, null, 2),
});
