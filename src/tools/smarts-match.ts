import { withMolecule } from "../chem/molecule.ts";
import { free, parseSmarts } from "../chem/rdkit.ts";
import { substructureMatches } from "../chem/substructure.ts";
import { writtenOrder } from "../chem/written-order.ts";
import { MAX_SMARTS_MATCHES } from "../protocol/limits.ts";
import { LOCAL_READ_ONLY, defineTool } from "./tool.ts";
import { boolean, inputObject, integer, moleculeText, outputObject } from "./schema.ts";

export const smartsMatchTool = defineTool({
  name: "smarts_match",
  title: "SMARTS substructure search",
  description:
    "Finds a SMARTS in a molecule (RDKit, unique matches, chirality ignored): match count and each match's atoms " +
    `(0-based, SMILES order, in query-atom order). Use it to find functional groups; over ${MAX_SMARTS_MATCHES} matches: MATCH_RESOURCE_LIMIT.`,
  whenToUse: "a SMARTS in one molecule",
  examples: [
    {
      arguments: { smarts: "C(=O)[OH]", smiles: "CC(=O)O" },
      molecule: "acetic acid",
      // Python: Chem.MolFromSmiles("CC(=O)O").GetSubstructMatches(Chem.MolFromSmarts("C(=O)[OH]")) == ((1, 2, 3),) (validation/generators/tool-examples.py).
      shown: ["match_count", "atom_maps"],
      expect: { matches: true, match_count: 1, atom_maps: [[1, 2, 3]] },
    },
  ],
  annotations: LOCAL_READ_ONLY,
  inputSchema: inputObject(
    {
      smarts: moleculeText('The query as SMARTS, e.g. "[NX3][CX3](=O)".'),
      smiles: moleculeText(),
    },
    ["smarts", "smiles"],
  ),
  limits: { smarts: { kind: "smarts" }, smiles: { kind: "smiles" } },
  outputSchema: outputObject({
    matches: boolean("True when the pattern occurs at least once."),
    match_count: integer("Number of unique matches.", 0),
    atom_maps: {
      type: "array",
      items: { type: "array", items: { type: "integer", minimum: 0 } },
      description: "Per match, the molecule atom indices in query-atom order.",
    },
  }),
  handler: ({ smarts, smiles }) => {
    const query = parseSmarts(smarts);
    try {
      // Matched on RDKit's default reading (written [H] removed, as Python's MolFromSmiles), numbered as written.
      const atomMaps = withMolecule(smiles, (molecule) => {
        const renumber = writtenOrder(smiles, molecule);
        return substructureMatches(molecule, query).map((match) => match.map(renumber));
      });
      return { matches: atomMaps.length > 0, match_count: atomMaps.length, atom_maps: atomMaps };
    } finally {
      free(query);
    }
  },
});
