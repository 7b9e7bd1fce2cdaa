import {
  MAX_PREDICT_ATOMS,
  MAX_PREDICT_REACTANTS,
  MAX_PREDICT_REAGENTS,
  MAX_REAGENT_TEXT,
  predictProducts,
} from "../chem/reactions/predict.ts";
import { TEMPLATES } from "../chem/reactions/templates.ts";
import { LOCAL_READ_ONLY, defineTool } from "./tool.ts";
import { productSetSchema } from "./react.ts";
import { inputObject, integer, moleculeText, outputObject, string, typed } from "./schema.ts";

const stringList = (description: string) => ({ type: "array", items: { type: "string" }, description });

export const predictProductsTool = defineTool({
  name: "predict_products",
  title: "Predict reaction products (named templates)",
  description:
    `Products of common reactions by ${TEMPLATES.length} cited templates (amide coupling, SNAr, Suzuki, ` +
    "Buchwald–Hartwig, Wittig, Diels–Alder, redox, deprotections …), per reactive site, ranked with a reason. " +
    "Redox, deprotection, hydrolysis, elimination and condensation need their reagent (reagents: NaBH4, mCPBA, TFA, KOtBu, … or SMILES), else are listed in possible_with; " +
    "nothing fits: no predictions, nearest templates. Syn/anti additions keep their stereo; other new stereocentres and by-products are not written. " +
    "Use react for your own SMARTS.",
  whenToUse: "products of named reactions, with reagents",
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
        description: "The reactants, any order.",
      }),
      // A plain string, not an enum of the 67 names (1,500 characters of tools/list in every conversation, issue 30's
      // budget): the handler refuses an unknown name with the full list, and every answer names its templates.
      template: typed<string>({
        type: "string",
        minLength: 1,
        maxLength: 100,
        description:
          "Only this template or class (e.g. amide_coupling, suzuki_miyaura, reduction; then no reagent needed).",
      }),
      reagents: typed<string[]>({
        type: "array",
        maxItems: MAX_PREDICT_REAGENTS,
        items: { type: "string", minLength: 1, maxLength: MAX_REAGENT_TEXT },
        description: "Reagents/conditions: names or SMILES.",
      }),
    },
    ["smiles_list"],
  ),
  limits: { smiles_list: { kind: "smiles", maxAtoms: MAX_PREDICT_ATOMS } },
  outputSchema: outputObject(
    {
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
            reason: string("Why it is ranked here: the reagent it needs or uses, the reactants it joins."),
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
            "reason",
          ],
          additionalProperties: false,
        },
      },
      possible_with: {
        type: "array",
        description: "Templates that fit the reactants but need a reagent not given (not predictions).",
        items: {
          type: "object",
          properties: {
            template: string("Template name."),
            title: string("The reaction's name."),
            reaction_class: string("The reaction class."),
            reactants: {
              type: "array",
              items: { type: "integer", minimum: 0 },
              description: "Per role, the index of the input reactant that fills it.",
            },
            needs: stringList("Reagent classes that would make it run (any one), with examples."),
          },
          required: ["template", "title", "reaction_class", "reactants", "needs"],
          additionalProperties: false,
        },
      },
      templates_checked: integer("How many templates were tried.", 0),
      reagents: {
        type: "array",
        description: "How each given reagent was read.",
        items: {
          type: "object",
          properties: {
            given: string("The text as given."),
            reagents: stringList("The reagents it was read as."),
            classes: stringList("Their reagent classes."),
          },
          required: ["given", "reagents", "classes"],
          additionalProperties: false,
        },
      },
      unknown_reagents: stringList("Reagent texts (or parts) not recognised; ignored."),
      nearest: {
        type: "array",
        description: "When nothing is predicted: templates whose roles the reactants partly fill.",
        items: {
          type: "object",
          properties: {
            template: string("Template name."),
            reaction_class: string("The reaction class."),
            found: stringList("Roles some reactant fills."),
            missing: stringList("Roles no reactant fills."),
          },
          required: ["template", "reaction_class", "found", "missing"],
          additionalProperties: false,
        },
      },
      note: string(
        "What the answer does not cover: nothing fits, reagents no fitting template uses, unknown reagents.",
      ),
    },
    ["predictions", "possible_with", "templates_checked"],
  ),
  handler: ({ smiles_list, template, reagents }) => predictProducts(smiles_list, { filter: template, reagents }),
});
