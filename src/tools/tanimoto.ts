import { ecfp4Bytes, tanimoto } from "../chem/fingerprints/fingerprint.ts";
import { withMolecule } from "../chem/molecule.ts";
import { round } from "../chem/round.ts";
import { LOCAL_READ_ONLY, defineTool } from "./tool.ts";
import { inputObject, moleculeText, outputObject } from "./schema.ts";

export const tanimotoTool = defineTool({
  name: "tanimoto",
  title: "Tanimoto similarity (ECFP4)",
  description:
    "Tanimoto similarity (0 to 1) of two molecules on ECFP4 (Morgan radius 2, 2048 bits); about 0.4 or more usually means " +
    "close analogues. Use it to compare two molecules.",
  whenToUse: "similarity of two molecules",
  examples: [
    {
      arguments: { smiles1: "c1ccccc1O", smiles2: "c1ccccc1N" },
      molecule: "phenol and aniline",
      // Python: DataStructs.TanimotoSimilarity of the two ECFP4 bit vectors = 0.375 (validation/generators/tool-examples.py).
      shown: ["similarity"],
      expect: { similarity: 0.375, similarity_percent: 37.5 },
    },
  ],
  annotations: LOCAL_READ_ONLY,
  inputSchema: inputObject({ smiles1: moleculeText(), smiles2: moleculeText() }, ["smiles1", "smiles2"]),
  limits: { smiles1: { kind: "smiles" }, smiles2: { kind: "smiles" } },
  outputSchema: outputObject({
    similarity: { type: "number", minimum: 0, maximum: 1, description: "Tanimoto coefficient, 3 decimals." },
    similarity_percent: {
      type: "number",
      minimum: 0,
      maximum: 100,
      description: "The same as a percentage, 2 decimals (from the unrounded value).",
    },
  }),
  handler: ({ smiles1, smiles2 }) => {
    const a = withMolecule(smiles1, ecfp4Bytes, { label: "smiles1" });
    const b = withMolecule(smiles2, ecfp4Bytes, { label: "smiles2" });
    const similarity = tanimoto(a, b);
    return { similarity: round(similarity, 3), similarity_percent: round(similarity * 100, 2) };
  },
});
