import { molecularFormula } from "../chem/descriptors/formula.ts";
import { averageMolWeight } from "../chem/descriptors/mass.ts";
import { countComponents } from "../chem/graph.ts";
import { withMolecule } from "../chem/molecule.ts";
import { round } from "../chem/round.ts";
import { LOCAL_READ_ONLY, defineTool } from "./tool.ts";
import { inputObject, integer, moleculeText, number, outputObject, string } from "./schema.ts";

export const parseSmilesTool = defineTool({
  name: "parse_smiles",
  title: "Parse and check a SMILES",
  description:
    "Checks a SMILES is a valid molecule (RDKit parse and sanitise): atoms, bonds, average MW (g/mol), Hill formula, heavy atoms, " +
    "net charge, fragments. Use it first on a doubtful structure; invalid: INVALID_SMILES with RDKit's reason.",
  whenToUse: "validate a SMILES",
  examples: [
    {
      arguments: { smiles: "CC(=O)Oc1ccccc1C(=O)O" },
      molecule: "aspirin",
      // Python: rdMolDescriptors.CalcMolFormula, round(Descriptors.MolWt, 3), GetNumHeavyAtoms (validation/generators/tool-examples.py).
      shown: ["formula", "mol_weight"],
      expect: { valid: true, formula: "C9H8O4", mol_weight: 180.159, heavy_atoms: 13 },
    },
  ],
  annotations: LOCAL_READ_ONLY,
  inputSchema: inputObject({ smiles: moleculeText() }, ["smiles"]),
  limits: { smiles: { kind: "smiles" } },
  outputSchema: outputObject({
    valid: { const: true, description: "Always true; an invalid SMILES is an error instead." },
    atoms: integer("Atoms in the graph (explicit [H] included, implicit H not).", 0),
    bonds: integer("Bonds in the graph.", 0),
    mol_weight: number("Average molecular weight in g/mol, 3 decimals."),
    smiles: string("RDKit SMILES in the input's atom order (not canonical)."),
    formula: string('Molecular formula in Hill order, charge appended (e.g. "C2H6O", "H4N+").'),
    heavy_atoms: integer("Atoms heavier than hydrogen.", 0),
    formal_charge: integer("Net formal charge."),
    fragments: integer("Disconnected components (e.g. 2 for a salt).", 0),
  }),
  handler: ({ smiles }) =>
    withMolecule(
      smiles,
      (molecule) => {
        const { mol } = molecule;
        // Counts, formula and weight read atoms and bond ends only: RDKit's pickle gives them for about a third of the
        // JSON's cost (graph-pickle.ts); the JSON graph where the pickle holds what its reader does not know.
        const graph = molecule.topology;
        return {
          valid: true as const,
          atoms: graph.atoms.length,
          bonds: graph.bonds.length,
          // From the graph (equal bit for bit to RDKit's amw, explicit H atoms included); RDKit's bundle only for isotopes.
          mol_weight: round(averageMolWeight(graph) ?? molecule.descriptors.amw, 3),
          smiles: mol.get_smiles(JSON.stringify({ canonical: false })),
          formula: molecularFormula(graph),
          heavy_atoms: graph.atoms.filter((atom) => atom.atomicNumber > 1).length,
          formal_charge: graph.atoms.reduce((sum, atom) => sum + atom.charge, 0),
          fragments: countComponents(graph),
        };
      },
      { keepHydrogens: true },
    ),
});
