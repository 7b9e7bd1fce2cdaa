import { ECFP4_BITS, ecfp4Bytes, onBits, toHex } from "../chem/fingerprints/fingerprint.ts";
import { withMolecule } from "../chem/molecule.ts";
import { LOCAL_READ_ONLY, defineTool } from "./tool.ts";
import { inputObject, integer, moleculeText, outputObject } from "./schema.ts";

export const ecfp4Tool = defineTool({
  name: "ecfp4",
  title: "ECFP4 fingerprint",
  description:
    "ECFP4 (RDKit Morgan radius 2, 2048 bits) as 512 hex characters (bit i: byte ⌊i/8⌋, mask 1<<(i%8)) and the set bits. " +
    "Use it as features; tanimoto compares two molecules.",
  whenToUse: "fingerprint bits",
  examples: [
    // Python: AllChem.GetMorganFingerprintAsBitVect(phenol, 2, nBits=2048).GetNumOnBits() == 11 (validation/generators/tool-examples.py).
    { arguments: { smiles: "c1ccccc1O" }, molecule: "phenol", expect: { popcount: 11 } },
  ],
  annotations: LOCAL_READ_ONLY,
  inputSchema: inputObject({ smiles: moleculeText() }, ["smiles"]),
  limits: { smiles: { kind: "smiles" } },
  outputSchema: outputObject({
    fingerprint: {
      type: "string",
      pattern: "^[0-9a-f]{512}$",
      description: "2048 bits as 512 lowercase hex characters.",
    },
    popcount: integer("Number of set bits.", 0),
    on_bits: {
      type: "array",
      items: { type: "integer", minimum: 0, maximum: ECFP4_BITS - 1 },
      description: "Indices of the set bits, ascending.",
    },
  }),
  handler: ({ smiles }) =>
    withMolecule(smiles, (molecule) => {
      const bytes = ecfp4Bytes(molecule);
      const bits = onBits(bytes);
      return { fingerprint: toHex(bytes), popcount: bits.length, on_bits: bits };
    }),
});
