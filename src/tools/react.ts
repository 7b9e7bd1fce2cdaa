import {
  MAX_REACTANT_ATOMS,
  MAX_REACTANT_TEMPLATES,
  checkNewAtomMaps,
  checkProductPath,
  checkProductTemplatePath,
  MAX_PRODUCT_PATH,
  MAX_PRODUCT_TEMPLATE_PATH,
  compileReaction,
  firstUnmatched,
  parseReactants,
  runCompiled,
  sitesAsWritten,
  writtenOrders,
} from "../chem/reactions/run-reaction.ts";
import { free } from "../chem/rdkit.ts";
import { DomainError } from "../protocol/errors.ts";
import { LOCAL_READ_ONLY, defineTool, type ToolLimits } from "./tool.ts";
import { inputObject, integer, moleculeText, outputObject, typed } from "./schema.ts";

const siteSchema = {
  type: "array",
  items: { type: "array", items: { type: "integer", minimum: 0 } },
  description:
    "Per reactant (template order): its atom indices (0-based, SMILES order) matched by mapped template atoms: the reaction site.",
};

export const productSetSchema = {
  type: "object",
  properties: {
    products: {
      type: "array",
      items: { type: "string" },
      description: "Canonical SMILES, one per product template, in template order.",
    },
    reactant_atoms: siteSchema,
    matches: integer("How many template matches gave this same set (symmetric sites).", 1),
  },
  required: ["products", "reactant_atoms", "matches"],
  additionalProperties: false,
};

/** Its argument limits (declared in the definition; the handler reads the atom limit from here). */
const LIMITS = {
  reaction_smarts: { kind: "reaction" },
  smiles_list: { kind: "smiles", maxAtoms: MAX_REACTANT_ATOMS },
} as const satisfies ToolLimits;

export const reactTool = defineTool({
  name: "react",
  title: "Apply a reaction SMARTS",
  description:
    "Applies an atom-mapped reaction SMARTS (RDKit RunReactants): unique sanitised products as canonical SMILES, one " +
    "set per match combination, with the reacted atoms; unsanitisable ones under failed. One reactant per template, in order; " +
    `a mismatch is REACTANT_MISMATCH; product chains over ${MAX_PRODUCT_PATH} atoms (${MAX_PRODUCT_TEMPLATE_PATH} in a template) are refused. ` +
    "Use it for a transformation you can write; predict_products for named reactions.",
  whenToUse: "apply a reaction SMARTS",
  examples: [
    {
      arguments: {
        reaction_smarts: "[C:1](=[O:2])[OH].[N;!H0:3]>>[C:1](=[O:2])[N:3]",
        smiles_list: ["CC(=O)O", "NCc1ccccc1"],
      },
      // Python: AllChem.ReactionFromSmarts(...).RunReactants((acetic acid, benzylamine)) gives one product set,
      // CC(=O)NCc1ccccc1 (N-benzylacetamide); acid atoms 1, 2 and amine atom 0 are mapped (validation/generators/tool-examples.py).
      shown: ["product_sets"],
      expect: {
        product_sets: [{ products: ["CC(=O)NCc1ccccc1"], reactant_atoms: [[1, 2], [0]], matches: 1 }],
        raw_count: 1,
      },
    },
  ],
  annotations: LOCAL_READ_ONLY,
  inputSchema: inputObject(
    {
      reaction_smarts: moleculeText("Atom-mapped reaction SMARTS."),
      smiles_list: typed<string[]>({
        type: "array",
        minItems: 1,
        maxItems: MAX_REACTANT_TEMPLATES,
        items: moleculeText(),
        description: "One per reactant template, in order.",
      }),
    },
    ["reaction_smarts", "smiles_list"],
  ),
  limits: LIMITS,
  outputSchema: outputObject({
    product_sets: { type: "array", items: productSetSchema, description: "The unique sanitised product sets." },
    failed: {
      type: "array",
      items: {
        type: "object",
        properties: {
          products: {
            type: "array",
            items: { type: "string" },
            description: "The products: sanitised ones canonical, the failing ones as RDKit wrote them.",
          },
          reason: { type: "string", description: "RDKit's reason the product cannot be sanitised." },
          reactant_atoms: siteSchema,
          matches: integer("How many matches gave it.", 1),
        },
        required: ["products", "reason", "reactant_atoms", "matches"],
        additionalProperties: false,
      },
      description: "Product sets with a product RDKit cannot sanitise (chemically impossible as written).",
    },
    raw_count: integer("Product sets RDKit made before duplicates were merged.", 0),
  }),
  handler: ({ reaction_smarts, smiles_list: reactants }) => {
    const compiled = compileReaction(reaction_smarts, "reaction_smarts", { need: { reactants: true, products: true } });
    try {
      checkNewAtomMaps(compiled.outline);
      checkProductTemplatePath(compiled.outline, "reaction_smarts");
      const mols = parseReactants(reactants, "smiles_list", LIMITS.smiles_list.maxAtoms);
      try {
        checkProductPath(compiled.outline, reactants, "smiles_list");
        const result = runCompiled(compiled, mols, "smiles_list");
        if (result.raw_count === 0) throw mismatch(compiled.outline.reactants, firstUnmatched(compiled.outline, mols));
        return sitesAsWritten(result, writtenOrders(reactants, mols));
      } finally {
        for (const mol of mols) free(mol);
      }
    } finally {
      free(compiled.reaction);
    }
  },
});

/** Nothing was made: which template did not match, or that they match only one at a time. */
function mismatch(templates: string[], unmatched: number | null): DomainError {
  if (unmatched === null) {
    return new DomainError(
      "REACTANT_MISMATCH",
      "Every reactant matches its template on its own, but RDKit found no combined match (a grouped template needs its parts in one molecule, or the matches overlap): check the template order and grouping",
      { template: null },
    );
  }
  return new DomainError(
    "REACTANT_MISMATCH",
    `smiles_list[${unmatched}] does not contain reactant template ${unmatched} ("${templates[unmatched]}"), so the reaction makes nothing: check the reactant order (one per template, in template order) or the template`,
    { argument: `smiles_list[${unmatched}]`, template: unmatched },
  );
}
