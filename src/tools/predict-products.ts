import { MAX_PREDICT_REACTANTS, REACTION_FILTERS, predictProducts } from "../chem/reactions/predict.ts";
import { TEMPLATES } from "../chem/reactions/templates.ts";
import { LOCAL_READ_ONLY, defineTool } from "./tool.ts";
import { productSetSchema } from "./react.ts";
import { enumOf, inputObject, integer, moleculeText, outputObject, string, typed } from "./schema.ts";

const stringList = (description: string) => ({ type: "array", items: { type: "string" }, description });

export const predictProductsTool = defineTool({
  name: "predict_products",
  title: "Predict reaction products (named templates)",
  description:
    `Products of common reactions from the reactants alone, by ${TEMPLATES.length} cited templates (amide coupling, SNAr, Suzuki, ` +
    "Buchwald–Hartwig, Wittig, Diels–Alder, redox, deprotections …; template lists them all): each applicable template's products per reactive site, with selectivity note " +
    `and citation; reagents and by-products are not written; no template applies: empty predictions. 1 to ${MAX_PREDICT_REACTANTS} reactants. ` +
    "Use react for your own SMARTS.",
  whenToUse: "products of named reactions (amide coupling, Suzuki, ...)",
  examples: [
    {
      arguments: { smiles_list: ["OC(=O)c1ccccc1", "NCc1ccccc1"], template: "amide_coupling" },
      molecule: "benzoic acid + benzylamine",
      // The amide_coupling template's SMARTS on these reactants in Python RDKit (RunReactants, SanitizeMol,
      // MolToSmiles) gives one product set, N-benzylbenzamide O=C(NCc1ccccc1)c1ccccc1 (validation/generators/tool-examples.py).
      expect: {
        templates_checked: 1,
        predictions: [
          {
            template: "amide_coupling",
            reactants: [0, 1],
            product_sets: [{ products: ["O=C(NCc1ccccc1)c1ccccc1"], reactant_atoms: [[1, 2], [0]], matches: 1 }],
          },
        ],
      },
    },
  ],
  annotations: LOCAL_READ_ONLY,
  inputSchema: inputObject(
    {
      smiles_list: typed<string[]>({
        type: "array",
        minItems: 1,
        maxItems: MAX_PREDICT_REACTANTS,
        items: moleculeText("A reactant as SMILES."),
        description: `The reactants, 1 to ${MAX_PREDICT_REACTANTS}, any order; no reagents needed.`,
      }),
      template: enumOf(REACTION_FILTERS as [string, ...string[]], {
        type: "string",
        description: "Only this template or class (default all).",
      }),
    },
    ["smiles_list"],
  ),
  outputSchema: outputObject({
    predictions: {
      type: "array",
      description: "Every template that made a product, one entry per way the reactants fill its roles.",
      items: {
        type: "object",
        properties: {
          template: string("Template name (usable as the template argument)."),
          title: string("The reaction's name."),
          reaction_class: string("The reaction class."),
          reactants: {
            type: "array",
            items: { type: "integer", minimum: 0 },
            description: "Per role, the index of the input reactant that fills it.",
          },
          roles: stringList("What each role is."),
          product_sets: {
            type: "array",
            items: productSetSchema,
            description: "Unique product sets, one per distinct reactive site.",
          },
          failed: integer("Product sets RDKit could not sanitise (left out).", 0),
          selectivity: string("Which site reacts, what is assumed and what is not modelled."),
          citation: string("A textbook, review or original paper for the reaction."),
        },
        required: [
          "template",
          "title",
          "reaction_class",
          "reactants",
          "roles",
          "product_sets",
          "failed",
          "selectivity",
          "citation",
        ],
        additionalProperties: false,
      },
    },
    templates_checked: integer("How many templates were tried.", 0),
  }),
  handler: ({ smiles_list, template }) => predictProducts(smiles_list, template),
});
