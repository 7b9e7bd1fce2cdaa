import { generateConformer, MAX_3D_ATOMS } from "../chem/3d/conformer.ts";
import { toMolblock, toXyz } from "../chem/3d/conformer-files.ts";
import { loadForceField } from "../chem/3d/mmff94.ts";
import { round } from "../chem/round.ts";
import { LOCAL_READ_ONLY, defineTool } from "./tool.ts";
import { inputObject, integer, moleculeText, nullable, number, outputObject, string, typed } from "./schema.ts";

const EMBEDDING =
  "distance geometry (RDKit-style bounds, 4D embedding with chiral-volume constraints, ETKDG-like clean-up)";
const METHOD_MMFF = `${EMBEDDING} + MMFF94 minimisation (OpenChemLib)`;
const METHOD_NO_FF = `${EMBEDDING}; no force-field step (MMFF94 has no parameters for an atom)`;

export const generate3dTool = defineTool({
  name: "generate_3d",
  title: "Generate a 3D conformer",
  description:
    "One low-energy 3D conformer (Å, all H, stereo kept) as XYZ (heavy atoms in input order, then H) and a V2000 molfile; " +
    "same seed, same coordinates; checked against MMFF94 bond lengths, else EMBEDDING_FAILED. " +
    `At most ${MAX_3D_ATOMS} atoms before adding H. Use it for docking or visualisation.`,
  whenToUse: "3D coordinates",
  collectGarbageAfter: true,
  examples: [
    {
      arguments: { smiles: "C[C@H](N)C(=O)O", seed: 7 },
      molecule: "L-alanine",
      // C3H7NO2: 6 heavy atoms + 7 hydrogens = 13 atoms (Python: Chem.AddHs(...).GetNumAtoms(), validation/generators/tool-examples.py); the seed is echoed.
      shown: ["atom_count", "heavy_atoms"],
      expect: { atom_count: 13, heavy_atoms: 6, seed: 7 },
    },
  ],
  annotations: LOCAL_READ_ONLY,
  inputSchema: inputObject(
    {
      smiles: moleculeText(),
      seed: typed<number>({
        type: "integer",
        minimum: 0,
        maximum: 2_147_483_647,
        description: "Default 0; each seed, its own conformer.",
      }),
    },
    ["smiles"],
  ),
  limits: { smiles: { kind: "smiles", maxAtoms: MAX_3D_ATOMS } },
  outputSchema: outputObject(
    {
      xyz: string("XYZ file text: atom count, the input SMILES, then one 'Element x y z' line per atom (Å)."),
      molblock: string("V2000 molfile with the same atoms (same order), bonds and coordinates."),
      atom_count: integer("Atoms including hydrogens.", 1),
      heavy_atoms: integer("Atoms heavier than hydrogen (they come first, in input order).", 0),
      method: string("The embedding and the force field used."),
      mmff94_energy: nullable(
        number("MMFF94 energy of the returned geometry in kcal/mol (2 decimals), null when not minimised."),
      ),
      seed: integer("The seed used (the one given, or the default 0).", 0),
    },
    ["xyz", "molblock", "atom_count", "heavy_atoms", "method", "mmff94_energy", "seed"],
  ),
  handler: async ({ smiles, seed }) => {
    await loadForceField();
    const conf = generateConformer(smiles, seed === undefined ? {} : { seed });
    return {
      xyz: toXyz(conf, smiles),
      molblock: toMolblock(conf, ""),
      atom_count: conf.elements.length,
      heavy_atoms: conf.heavyAtoms,
      method: conf.energy === null ? METHOD_NO_FF : METHOD_MMFF,
      mmff94_energy: conf.energy === null ? null : round(conf.energy, 2),
      seed: conf.seedUsed,
    };
  },
});
