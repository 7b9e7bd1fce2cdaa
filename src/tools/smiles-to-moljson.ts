import { MAX_MAP_NUMBER, molJsonOf } from "../chem/formats/moljson.ts";
import { withMolecule } from "../chem/molecule.ts";
import { LOCAL_READ_ONLY, defineTool } from "./tool.ts";
import { inputObject, moleculeText, type JsonSchema } from "./schema.ts";

const atomId = { type: "string", pattern: "^a[1-9][0-9]*$" };

/** The MolJSON document schema, shared with representation_router and molecule_context_pack. */
export const molJsonSchema: JsonSchema = {
  type: "object",
  description:
    "MolJSON: explicit atoms and bonds (hydrogens as counts on their atom), lossless: aromatic bonds keep their Kekulé order, " +
    "dative bonds their direction, stereocentres their chirality and double bonds their cis/trans, with CIP labels to read.",
  properties: {
    atoms: {
      type: "array",
      items: {
        type: "object",
        properties: {
          id: { ...atomId, description: "Atom id: a1, a2, … in the input SMILES's atom order." },
          element: {
            type: "string",
            description: 'Element symbol, e.g. "C", "Cl"; "*" for a dummy atom (attachment point).',
          },
          charge: { type: "integer", description: "Formal charge." },
          isotope: { type: ["integer", "null"], description: "Mass number, or null when not specified." },
          hydrogens: {
            type: "integer",
            minimum: 0,
            description: "Hydrogens on this atom that are not atoms of the graph.",
          },
          aromatic: { type: "boolean", description: "Aromatic atom (RDKit aromaticity)." },
          chirality: {
            oneOf: [
              { type: "null" },
              {
                type: "object",
                properties: {
                  tag: {
                    enum: ["@", "@@"],
                    description:
                      "As in SMILES: looking from the first neighbour, the others in list order go anticlockwise (@) or clockwise (@@).",
                  },
                  neighbors: {
                    type: "array",
                    items: { type: "string", pattern: "^(a[1-9][0-9]*|H)$" },
                    minItems: 3,
                    maxItems: 4,
                    description:
                      'The neighbours the tag refers to: atom ids, "H" for the implicit hydrogen; three ids for a centre with a lone pair (read the lone pair as listed last).',
                  },
                },
                required: ["tag", "neighbors"],
                additionalProperties: false,
              },
            ],
            description: "Tetrahedral chirality as specified in the input; null when the atom has none.",
          },
          cip: {
            type: ["string", "null"],
            description:
              'CIP label from RDKit\'s new CIP labeller: "R" or "S" ("r"/"s" pseudo-asymmetric); read-only; null when none.',
          },
          map_number: {
            type: "integer",
            minimum: 1,
            maximum: MAX_MAP_NUMBER,
            description:
              "Atom-map number, as in the SMILES [CH3:1]; present only on mapped atoms (leave it out for an unmapped one). A mapped atom needs its hydrogens count.",
          },
        },
        required: ["id", "element", "charge", "isotope", "hydrogens", "aromatic", "chirality", "cip"],
        additionalProperties: false,
      },
    },
    bonds: {
      type: "array",
      items: {
        type: "object",
        properties: {
          id: { type: "string", pattern: "^b[1-9][0-9]*$", description: "Bond id: b1, b2, …" },
          source_id: { type: "string", description: "Id of the first atom (the donor of a dative bond)." },
          target_id: { type: "string", description: "Id of the second atom (the acceptor of a dative bond)." },
          order: { enum: [1, 1.5, 2, 3, 4], description: "1 single, 2 double, 3 triple, 4 quadruple, 1.5 aromatic." },
          kekule_order: {
            enum: [1, 2, 3, 4],
            description:
              "The order in RDKit's Kekulé form; for an aromatic bond this is what moljson_to_smiles builds from (e.g. the triple bond of benzyne).",
          },
          aromatic: { type: "boolean", description: "Aromatic bond." },
          dative: {
            type: "boolean",
            description: "Dative (coordinate) bond from source_id to target_id, order 1 (SMILES ->).",
          },
          stereo: {
            oneOf: [
              { type: "null" },
              {
                type: "object",
                properties: {
                  relation: {
                    enum: ["cis", "trans"],
                    description: "The two reference atoms are on the same side (cis) or opposite sides (trans).",
                  },
                  atoms: {
                    type: "array",
                    items: atomId,
                    minItems: 2,
                    maxItems: 2,
                    description: "Reference atoms: a neighbour of source_id, then a neighbour of target_id.",
                  },
                },
                required: ["relation", "atoms"],
                additionalProperties: false,
              },
            ],
            description: "Double-bond stereo as specified in the input; null when unspecified.",
          },
          cip: {
            type: ["string", "null"],
            description: 'CIP label of a stereo double bond: "E" or "Z"; read-only; null when none.',
          },
        },
        required: ["id", "source_id", "target_id", "order", "kekule_order", "aromatic", "dative", "stereo", "cip"],
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
    "SMILES to MolJSON: explicit atoms and bonds to edit one by one (moljson_to_smiles converts back). Atoms a1… in " +
    'SMILES order: element, charge, isotope, hydrogens, aromatic, chirality {tag:"@"|"@@", neighbors} (from the first neighbour the ' +
    'others turn anticlockwise for @; implicit H "H", a lone pair last), cip. Bonds: source_id, target_id, order (1.5 aromatic), kekule_order, dative, ' +
    'stereo {relation:"cis"|"trans", atoms}. Invert a centre: swap @/@@; E/Z: swap cis/trans.',
  whenToUse: "atoms and bonds to edit",
  examples: [
    {
      arguments: { smiles: "C[C@H](N)O" },
      // a2 has one H; its neighbours in SMILES order are a1, H, a3, a4 and "@" reads H→a3→a4 anticlockwise from a1,
      // the same turn as a3→a4→H (a cyclic rotation). CIP: Python rdCIPLabeler.AssignCIPLabels gives a2 "R" (validation/generators/tool-examples.py).
      expect: {
        atoms: [
          { id: "a1" },
          {
            id: "a2",
            element: "C",
            hydrogens: 1,
            chirality: { tag: "@", neighbors: ["a1", "a3", "a4", "H"] },
            cip: "R",
          },
          { id: "a3" },
          { id: "a4" },
        ],
      },
    },
    {
      arguments: { smiles: "F/C=C/F" },
      // Both F written "/": trans about b2; Python rdCIPLabeler gives the double bond "E" (validation/generators/tool-examples.py).
      expect: {
        bonds: [
          { id: "b1" },
          {
            id: "b2",
            source_id: "a2",
            target_id: "a3",
            order: 2,
            stereo: { relation: "trans", atoms: ["a1", "a4"] },
            cip: "E",
          },
          { id: "b3" },
        ],
      },
    },
  ],
  annotations: LOCAL_READ_ONLY,
  inputSchema: inputObject({ smiles: moleculeText() }, ["smiles"]),
  limits: { smiles: { kind: "smiles" } },
  outputSchema: { $schema: "https://json-schema.org/draft/2020-12/schema", ...molJsonSchema },
  handler: ({ smiles }) => withMolecule(smiles, (molecule) => ({ ...molJsonOf(molecule, smiles) })),
  // tools.md: the text content is the same document as pretty JSON.
  formatText: (payload) => JSON.stringify(payload, null, 2),
});
