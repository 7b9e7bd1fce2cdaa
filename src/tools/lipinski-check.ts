import { lipinski } from "../chem/descriptors/properties.ts";
import { withMolecule } from "../chem/molecule.ts";
import { LOCAL_READ_ONLY, defineTool } from "./tool.ts";
import { boolean, inputObject, integer, moleculeText, number, outputObject } from "./schema.ts";

export const lipinskiCheckTool = defineTool({
  name: "lipinski_check",
  title: "Lipinski rule of five",
  description:
    "Rule of five: MW ≤ 500 g/mol, logP ≤ 5, H-bond donors ≤ 5 (NH + OH), acceptors ≤ 10 (N + O); passes when all hold, " +
    "violations counts broken rules. Use it for oral drug-likeness.",
  whenToUse: "rule of five",
  examples: [
    {
      arguments: { smiles: "CC(=O)Oc1ccccc1C(=O)O" },
      molecule: "aspirin",
      source:
        "Python: MolWt 180.159 ≤ 500, MolLogP 1.31 ≤ 5, 1 donor ≤ 5, 4 acceptors ≤ 10 (validation/generators/tool-examples.py, calc_properties): no rule broken",
      expect: { passes: true, violations: 0 },
    },
  ],
  annotations: LOCAL_READ_ONLY,
  inputSchema: inputObject({ smiles: moleculeText() }, ["smiles"]),
  limits: { smiles: { kind: "smiles" } },
  outputSchema: outputObject({
    passes: boolean("True when all four rules hold."),
    violations: integer("Number of rules broken (0 to 4).", 0),
    mw: number("Average molecular weight in g/mol, 2 decimals."),
    logp: number("Wildman-Crippen logP, 3 decimals."),
    hbd: integer("Lipinski donors: N–H and O–H hydrogens.", 0),
    hba: integer("Lipinski acceptors: N and O atoms.", 0),
    rules: outputObject({
      mw_le_500: boolean("Molecular weight ≤ 500."),
      logp_le_5: boolean("logP ≤ 5."),
      hbd_le_5: boolean("Donors ≤ 5."),
      hba_le_10: boolean("Acceptors ≤ 10."),
    }),
  }),
  // Molecule.lipinskiInputs: from the graph, without RDKit's full descriptor bundle (see there).
  handler: ({ smiles }) => withMolecule(smiles, (molecule) => ({ ...lipinski(molecule.lipinskiInputs) })),
});
