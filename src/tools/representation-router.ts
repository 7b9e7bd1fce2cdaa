import { toCml } from "../chem/formats/cml.ts";
import { standardInchi } from "../chem/formats/inchi.ts";
import { molJsonOf } from "../chem/formats/moljson.ts";
import { withMolecule } from "../chem/molecule.ts";
import { LOCAL_READ_ONLY, defineTool } from "./tool.ts";
import { enumOf, inputObject, moleculeText } from "./schema.ts";
import { molJsonSchema } from "./smiles-to-moljson.ts";

export const ROUTER_TASKS = [
  "structural_reasoning",
  "shortest_path",
  "identification",
  "property_prediction",
  "generation",
  "editing",
  "default",
] as const;
type RouterTask = (typeof ROUTER_TASKS)[number];
type RouterFormat = "moljson" | "inchi" | "cml" | "canonical_smiles";

/** Which representation serves which task (tools.md row 19). */
export function formatForTask(task: RouterTask): RouterFormat {
  switch (task) {
    case "structural_reasoning":
    case "shortest_path":
      return "moljson";
    case "identification":
      return "inchi";
    case "editing":
      return "cml";
    default:
      return "canonical_smiles";
  }
}

export const representationRouterTool = defineTool({
  name: "representation_router",
  title: "Best representation for a task",
  description:
    "The representation a task needs: structural_reasoning or shortest_path → MolJSON; identification → InChI and InChIKey " +
    "(not for * atoms or over 1,023 atoms); editing → CML; otherwise canonical SMILES. Use it when unsure which form to reason on.",
  whenToUse: "InChI, CML or MolJSON",
  examples: [
    {
      arguments: { smiles: "CCO", task: "identification" },
      molecule: "ethanol",
      source:
        "ethanol's standard InChI and InChIKey as in its PubChem record (CID 702) and the InChI Trust's documentation",
      shown: ["format", "inchikey"],
      expect: {
        format: "inchi",
        representation: "InChI=1S/C2H6O/c1-2-3/h3H,2H2,1H3",
        inchikey: "LFQSCWFLJHTTHZ-UHFFFAOYSA-N",
      },
    },
  ],
  annotations: LOCAL_READ_ONLY,
  inputSchema: inputObject(
    {
      smiles: moleculeText(),
      task: enumOf(ROUTER_TASKS, {
        default: "default",
        description: "Default: canonical SMILES.",
      }),
    },
    ["smiles"],
  ),
  limits: { smiles: { kind: "smiles" } },
  outputSchema: {
    $schema: "https://json-schema.org/draft/2020-12/schema",
    type: "object",
    properties: {
      task: { enum: [...ROUTER_TASKS], description: "The task asked for." },
      format: { enum: ["moljson", "inchi", "cml", "canonical_smiles"], description: "The representation chosen." },
      representation: {
        oneOf: [{ type: "string" }, molJsonSchema],
        description: "The molecule: a MolJSON object, or an InChI, CML or SMILES string.",
      },
      inchikey: { type: "string", minLength: 1, description: "InChIKey (identification only)." },
      note: {
        type: "string",
        description:
          "identification only, when the InChI was computed for an equivalent drawing (dative bonds as charge-separated single bonds, which is all InChI can express).",
      },
    },
    required: ["task", "format", "representation"],
    additionalProperties: false,
  },
  handler: ({ smiles, task = "default" }) =>
    withMolecule(smiles, (molecule) => {
      const format = formatForTask(task);
      switch (format) {
        case "moljson":
          return { task, format, representation: molJsonOf(molecule, smiles) };
        case "inchi": {
          // No InChI (dummy atoms, over 1,023 atoms) is the domain error INCHI_UNAVAILABLE, never an empty string.
          const { inchi, inchikey, note } = standardInchi(molecule);
          return note === undefined
            ? { task, format, representation: inchi, inchikey }
            : { task, format, representation: inchi, inchikey, note };
        }
        case "cml":
          return { task, format, representation: toCml(molecule.graph) };
        case "canonical_smiles":
          return { task, format, representation: molecule.smiles };
      }
    }),
});
