import { calcProperties } from "../chem/descriptors/properties.ts";
import { withMolecule } from "../chem/molecule.ts";
import { LOCAL_READ_ONLY, defineTool } from "./tool.ts";
import { inputObject, integer, moleculeText, number, outputObject } from "./schema.ts";

export const calcPropertiesTool = defineTool({
  name: "calc_properties",
  title: "Molecular properties",
  description:
    "RDKit properties: average MW (g/mol), exact mass (Da), Crippen logP, TPSA (Å², N and O), HBD, HBA, rotatable bonds, " +
    "heavy atoms, QED (0..1). Use it for property filters and comparisons.",
  whenToUse: "MW, logP, TPSA, HBD/HBA, QED",
  examples: [
    {
      arguments: { smiles: "CC(=O)Oc1ccccc1C(=O)O" },
      molecule: "aspirin",
      // Python: round(Descriptors.MolWt, 3), round(Crippen.MolLogP, 3), round(CalcTPSA, 2), round(QED.qed, 3) (validation/generators/tool-examples.py).
      expect: { mw: 180.159, logp: 1.31, tpsa: 63.6, qed: 0.55 },
    },
  ],
  annotations: LOCAL_READ_ONLY,
  inputSchema: inputObject({ smiles: moleculeText() }, ["smiles"]),
  limits: { smiles: { kind: "smiles" } },
  outputSchema: outputObject({
    mw: number("Average molecular weight in g/mol, 3 decimals."),
    exact_mass: number("Monoisotopic mass in Da, 4 decimals."),
    logp: number("Wildman-Crippen logP, 3 decimals."),
    tpsa: {
      type: "number",
      minimum: 0,
      description: "Topological polar surface area in Å² (Ertl, N and O contributions), 2 decimals.",
    },
    hbd: integer("Hydrogen-bond donors (RDKit NumHBD).", 0),
    hba: integer("Hydrogen-bond acceptors (RDKit NumHBA).", 0),
    rotatable_bonds: integer("Rotatable bonds (RDKit NumRotatableBonds).", 0),
    heavy_atom_count: integer("Atoms other than hydrogen.", 0),
    qed: {
      type: "number",
      minimum: 0,
      maximum: 1,
      description: "QED drug-likeness, 0 (unlike drugs) to 1, 3 decimals.",
    },
  }),
  handler: ({ smiles }) => withMolecule(smiles, (molecule) => ({ ...calcProperties(molecule) })),
});
