import { withMolecule } from "../chem/molecule.ts";
import { mapAtoms } from "../chem/structure/map-atoms.ts";
import { LOCAL_READ_ONLY, defineTool, type ToolLimits } from "./tool.ts";
import { boolean, enumOf, inputObject, integer, moleculeText, outputObject } from "./schema.ts";

/** Atoms per molecule: symmetric molecules make substructure enumeration grow quickly. */
export const MAX_MAP_ATOMS = 300;

const indexList = (description: string) => ({ type: "array", items: { type: "integer", minimum: 0 }, description });

/** Its argument limits (declared in the definition; the handler reads the atom limit from here). */
const LIMITS = {
  smiles1: { kind: "smiles", maxAtoms: MAX_MAP_ATOMS },
  smiles2: { kind: "smiles", maxAtoms: MAX_MAP_ATOMS },
} as const satisfies ToolLimits;

export const mapAtomsTool = defineTool({
  name: "map_atoms",
  title: "Map atoms between two SMILES",
  description:
    "Which atom of one SMILES is which in another (0-based, SMILES order): identical (mapping[i] is smiles2's index of " +
    "smiles1's atom i), stereoisomers (CIP differences listed), " +
    `substructure or superstructure (the matches), or different. At most ${MAX_MAP_ATOMS} atoms each. Use it to carry atom numbers across.`,
  whenToUse: "same atoms in two SMILES",
  examples: [
    {
      arguments: { smiles1: "OCC", smiles2: "CCO" },
      molecule: "ethanol written both ways",
      // Python: Chem.MolFromSmiles("OCC").GetSubstructMatch(Chem.MolFromSmiles("CCO")) = (2, 1, 0), inverted (validation/generators/tool-examples.py).
      shown: ["relation", "mapping"],
      expect: { relation: "identical", mapping: [2, 1, 0], symmetric_alternatives: 0 },
    },
  ],
  annotations: LOCAL_READ_ONLY,
  inputSchema: inputObject({ smiles1: moleculeText(), smiles2: moleculeText() }, ["smiles1", "smiles2"]),
  limits: LIMITS,
  outputSchema: {
    ...outputObject(
      {
        relation: enumOf(["identical", "stereoisomers", "substructure", "superstructure", "different"] as const, {
          description: "How the two molecules relate.",
        }),
        mapping: indexList("identical/stereoisomers: mapping[i] = index in smiles2 of atom i of smiles1."),
        symmetric_alternatives: integer("identical: other valid mappings (symmetry).", 0),
        alternatives_capped: boolean(
          "identical: true when the count stopped at the enumeration limit (there may be more).",
        ),
        stereo_differences: {
          type: "array",
          items: outputObject({
            first: indexList("Atom or bond atoms in smiles1."),
            second: indexList("The same in smiles2."),
            first_cip: { type: ["string", "null"] },
            second_cip: { type: ["string", "null"] },
          }),
          description: "stereoisomers: atoms (one index) and double bonds (two) whose CIP labels differ.",
        },
        matches: {
          type: "array",
          items: indexList("One match."),
          description:
            "substructure/superstructure: unique matches, the larger molecule's atoms for the smaller's atoms in order.",
        },
        truncated: boolean("substructure/superstructure: more matches than returned."),
        formulas: {
          type: "array",
          items: { type: "string" },
          description: "different: formula of smiles1 and of smiles2.",
        },
        difference: {
          type: "object",
          additionalProperties: { type: "integer" },
          description: "different: element → count in smiles1 minus count in smiles2 (only elements that differ).",
        },
      },
      ["relation"],
    ),
  },
  handler: ({ smiles1, smiles2 }) => {
    return withMolecule(
      smiles1,
      (first) =>
        withMolecule(smiles2, (second) => mapAtoms(first, second), {
          keepHydrogens: true,
          label: "smiles2",
          maxAtoms: LIMITS.smiles2.maxAtoms,
        }),
      { keepHydrogens: true, label: "smiles1", maxAtoms: LIMITS.smiles1.maxAtoms },
    );
  },
});
