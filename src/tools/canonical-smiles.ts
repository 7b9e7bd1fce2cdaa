import { withMolecule } from "../chem/molecule.ts";
import { LOCAL_READ_ONLY, defineTool } from "./tool.ts";
import { inputObject, moleculeText, outputObject, string } from "./schema.ts";

export const canonicalSmilesTool = defineTool({
  name: "canonical_smiles",
  title: "Canonical SMILES",
  description:
    "RDKit canonical isomeric SMILES (stereo, isotopes, charges kept): one string per molecule whatever the atom order or " +
    "Kekulé form. Use it to compare or deduplicate by string.",
  whenToUse: "compare or deduplicate SMILES",
  // Every worker process runs this once before it is ready: a small aromatic molecule takes RDKit's WebAssembly
  // through parsing, aromaticity and canonical ranking, so the first real call does not pay for the compile tier-up.
  warmUp: { smiles: "c1ccccc1O" },
  examples: [
    // Python: Chem.MolToSmiles(Chem.MolFromSmiles("OCC")) == "CCO" (validation/generators/tool-examples.py).
    { arguments: { smiles: "OCC" }, expect: { canonical: "CCO" } },
  ],
  annotations: LOCAL_READ_ONLY,
  inputSchema: inputObject({ smiles: moleculeText() }, ["smiles"]),
  limits: { smiles: { kind: "smiles" } },
  outputSchema: outputObject({ canonical: string("RDKit canonical isomeric SMILES.") }),
  handler: ({ smiles }) => withMolecule(smiles, (molecule) => ({ canonical: molecule.smiles })),
});
