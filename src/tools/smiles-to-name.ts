import { withMoleculeAsync } from "../chem/molecule.ts";
import { LOCAL_READ_ONLY, defineTool, type ToolLimits } from "./tool.ts";
import { inputObject, moleculeText, outputObject, string } from "./schema.ts";

/** The namer's NAME_KIND (src/chem/names/namer/index.ts), written here: the namer and the parser's grammar load on the
 * first call, not with the server (test/tools/name-to-smiles.test.ts counts the names modules loaded at start). */
const NAME_KIND = "general IUPAC name";

/** Heavy atoms named at most: the namer tries every chain of a molecule's acyclic part, and names past this are unwieldy. */
export const MAX_NAME_ATOMS = 100;

/** Its argument limits (declared in the definition; the handler reads the atom limit from here). */
const LIMITS = { smiles: { kind: "smiles", maxAtoms: MAX_NAME_ATOMS } } as const satisfies ToolLimits;

export const smilesToNameTool = defineTool({
  name: "smiles_to_name",
  title: "SMILES to IUPAC name",
  description:
    "A systematic (general IUPAC, not preferred-IUPAC) name, offline, read back by the name parser and given only if it " +
    `gives the same molecule; otherwise name is null and declined says why. At most ${MAX_NAME_ATOMS} atoms.`,
  whenToUse: "a name for a SMILES, checked by reading it back (never invent a name yourself)",
  examples: [
    {
      source:
        "IUPAC 2013: benzoic acid (retained, P-65.1.1.1) with Cl para to C1, the carboxylic acid's ring atom; OPSIN 2.7.0 reads the name back to this molecule",
      arguments: { smiles: "OC(=O)c1ccc(Cl)cc1" },
      expect: { name: "4-chlorobenzoic acid", verified: true },
    },
  ],
  annotations: LOCAL_READ_ONLY,
  inputSchema: inputObject({ smiles: moleculeText() }, ["smiles"]),
  limits: LIMITS,
  outputSchema: outputObject({
    smiles: string("The SMILES's canonical form (RDKit)."),
    name: { type: ["string", "null"], description: "null when declined." },
    name_kind: { type: ["string", "null"], description: `"${NAME_KIND}"; null when declined.` },
    verified: {
      type: "boolean",
      description: "true: the name read back gives this canonical SMILES; false: declined.",
    },
    declined: {
      type: ["string", "null"],
      description: "Why no name is given: a feature not covered yet, or a failed read-back.",
    },
  }),
  handler: async ({ smiles }) => {
    return await withMoleculeAsync(
      smiles,
      async (molecule) => {
        const { nameMolecule } = await import("../chem/names/namer/index.ts");
        const result = nameMolecule(molecule.mol);
        return result.ok
          ? { smiles: result.smiles, name: result.name, name_kind: result.kind, verified: true, declined: null }
          : { smiles: result.smiles, name: null, name_kind: null, verified: false, declined: result.reason };
      },
      { maxAtoms: LIMITS.smiles.maxAtoms },
    );
  },
});
