import { CLAIM_ORDER, checkStructure, MAX_CHECK_ATOMS } from "../chem/check/check-structure.ts";
import { withMoleculeAsync } from "../chem/molecule.ts";
import { LOCAL_READ_ONLY, defineTool, type ToolLimits } from "./tool.ts";
import { enumOf, inputObject, moleculeText, outputObject, string, typed } from "./schema.ts";

/** A count claim: its name says what it counts (the description says which definitions). */
const count = () => typed<number>({ type: "integer", minimum: 0 });

/** Its argument limits (declared in the definition; the handler reads the atom limit from here). */
const LIMITS = {
  smiles: { kind: "smiles", maxAtoms: MAX_CHECK_ATOMS },
  name: { kind: "name" },
} as const satisfies ToolLimits;

export const checkStructureTool = defineTool({
  name: "check_structure",
  title: "Check a SMILES against claims",
  description:
    "Checks claims (name, formula, average MW g/mol, counts: rings = independent rings, stereocentres defined or not, " +
    "hbd/hba as RDKit NumHBD/NumHBA) against the SMILES as RDKit reads it: each agrees, disagrees saying where, " +
    `or is unverified (a name not read offline). At most ${MAX_CHECK_ATOMS} atoms. Use it on any SMILES you wrote before showing it.`,
  whenToUse: "verify a SMILES you wrote",
  examples: [
    {
      arguments: { smiles: "CC(=O)Oc1ccccc1C(=O)O", formula: "C9H8O4", molecular_weight: 180.16, hbd: 1 },
      molecule: "aspirin",
      source:
        "Python: CalcMolFormula C9H8O4, Descriptors.MolWt 180.159, NumHDonors 1 (validation/generators/tool-examples.py values of calc_properties and describe_structure): every claim agrees",
      shown: ["verdict"],
      expect: { verdict: "agrees", smiles: "CC(=O)Oc1ccccc1C(=O)O" },
    },
  ],
  annotations: LOCAL_READ_ONLY,
  inputSchema: inputObject(
    {
      smiles: moleculeText(),
      name: typed<string>({
        type: "string",
        minLength: 1,
        maxLength: 500, // name_to_smiles' limit (src/chem/names MAX_NAME_LENGTH; not imported: the parser loads on the first name)
        description: "Systematic name.",
      }),
      formula: typed<string>({ type: "string", minLength: 1, maxLength: 200, description: "E.g. C9H8O4, C2H7N+." }),
      molecular_weight: typed<number>({ type: "number", exclusiveMinimum: 0 }),
      heavy_atom_count: count(),
      ring_count: count(),
      aromatic_ring_count: count(),
      stereocentre_count: count(),
      hbd: count(),
      hba: count(),
      formal_charge: typed<number>({ type: "integer" }),
    },
    ["smiles"],
  ),
  limits: LIMITS,
  smallCall: { formal_charge: 0 },
  outputSchema: outputObject({
    smiles: string("The SMILES's canonical form (RDKit)."),
    verdict: enumOf(["agrees", "disagrees", "unverified"] as const, {
      type: "string",
      description: "disagrees: at least one claim is wrong; unverified: none wrong, some could not be checked.",
    }),
    checks: {
      type: "array",
      description: "One per claim given, in the order of the input schema.",
      items: outputObject({
        claim: enumOf(CLAIM_ORDER as [string, ...string[]], { type: "string", description: "The claim's argument." }),
        claimed: { anyOf: [{ type: "string" }, { type: "number" }], description: "The value claimed." },
        actual: {
          anyOf: [{ type: "string" }, { type: "number" }, { type: "null" }],
          description: "What the SMILES gives; for a name, the canonical SMILES the name reads to (null: not read).",
        },
        agrees: { type: ["boolean", "null"], description: "null: could not be checked." },
        message: string("What agrees or exactly where it does not, in the SMILES's atom numbers (0-based)."),
      }),
    },
    summary: string("One sentence for the whole check."),
  }),
  handler: async (args) => {
    return await withMoleculeAsync(args.smiles, (molecule) => checkStructure(molecule, args), {
      maxAtoms: LIMITS.smiles.maxAtoms,
    });
  },
});
