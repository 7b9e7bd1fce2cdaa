import { free, parseSmiles, rdkit, withMolList } from "../chem/rdkit.ts";
import { MAX_MCS_ATOMS } from "../protocol/limits.ts";
import { LOCAL_READ_ONLY, defineTool, type ToolLimits } from "./tool.ts";
import { boolean, inputObject, integer, moleculeText, nullable, outputObject, string, typed } from "./schema.ts";

export const MCS_TIMEOUT_SECONDS = 5;

interface McsJson {
  smarts: string;
  numAtoms: number;
  numBonds: number;
  canceled: boolean;
}

/** SMILES of the MCS as RDKit writes the molecule read from its SMARTS (Python: MolToSmiles(MolFromSmarts(s))). */
function smartsToSmiles(smarts: string): string | null {
  if (smarts.length === 0) return null;
  const query = rdkit().get_qmol(smarts);
  try {
    return query?.is_valid() ? query.get_smiles() : null;
  } finally {
    free(query);
  }
}

/** Its argument limits (declared in the definition; the handler reads the atom limit from here). */
const LIMITS = { smiles_list: { kind: "smiles", maxAtoms: MAX_MCS_ATOMS } } as const satisfies ToolLimits;

export const findMcsTool = defineTool({
  name: "find_mcs",
  title: "Maximum common substructure",
  description:
    "Maximum common substructure of 2 to 20 molecules (RDKit FMCS; elements and bond orders match), best found within " +
    `${MCS_TIMEOUT_SECONDS} s, as SMARTS and SMILES; null if none. At most ${MAX_MCS_ATOMS} atoms each. Use it for a series' common scaffold.`,
  whenToUse: "common substructure",
  examples: [
    {
      arguments: { smiles_list: ["c1ccccc1CCO", "c1ccccc1CCN"] },
      // Python: rdFMCS.FindMCS: numAtoms 8, numBonds 8 (phenyl-ethyl) (validation/generators/tool-examples.py).
      expect: { atom_count: 8, bond_count: 8 },
    },
  ],
  annotations: LOCAL_READ_ONLY,
  inputSchema: inputObject(
    {
      smiles_list: typed<string[]>({
        type: "array",
        minItems: 2,
        maxItems: 20,
        items: moleculeText(),
      }),
    },
    ["smiles_list"],
  ),
  limits: LIMITS,
  outputSchema: outputObject({
    mcs: nullable(string("The MCS as SMILES (RDKit's reading of the SMARTS), or null when nothing is shared.")),
    smarts: string("The MCS as SMARTS, as RDKit's FMCS writes it (empty when nothing is shared)."),
    atom_count: integer("Atoms in the MCS.", 0),
    bond_count: integer("Bonds in the MCS.", 0),
    timed_out: boolean(
      `True when the ${MCS_TIMEOUT_SECONDS} s limit stopped the search; the result is then the best found so far.`,
    ),
  }),
  handler: ({ smiles_list }) =>
    withMolList((list) => {
      smiles_list.forEach((smiles, i) => {
        // A bare RDKit molecule, not a Molecule: nothing here reads it, RDKit's MCS gets a copy in its MolList.
        const mol = parseSmiles(smiles, { label: `smiles_list[${i}]`, maxAtoms: LIMITS.smiles_list.maxAtoms });
        try {
          list.append(mol);
        } finally {
          free(mol); // the list keeps its own copy
        }
      });
      const result = JSON.parse(
        rdkit().get_mcs_as_json(list, JSON.stringify({ Timeout: MCS_TIMEOUT_SECONDS })),
      ) as McsJson;
      return {
        mcs: result.numAtoms > 0 ? smartsToSmiles(result.smarts) : null,
        smarts: result.smarts,
        atom_count: result.numAtoms,
        bond_count: result.numBonds,
        timed_out: result.canceled,
      };
    }),
});
