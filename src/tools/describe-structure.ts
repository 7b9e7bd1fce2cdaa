import { withMolecule } from "../chem/molecule.ts";
import { ATOM_COLUMNS, describeStructure } from "../chem/structure/describe.ts";
import { LOCAL_READ_ONLY, defineTool, type ToolLimits } from "./tool.ts";
import { boolean, inputObject, integer, moleculeText, nullable, number, outputObject, string } from "./schema.ts";

/** Atoms per molecule (written [H] included): about 60 bytes an atom row keeps the answer well under 1 MiB. */
export const MAX_DESCRIBE_ATOMS = 1000;

const indexList = (description: string) => ({ type: "array", items: { type: "integer", minimum: 0 }, description });

/** Its argument limits (declared in the definition; the handler reads the atom limit from here). */
const LIMITS = { smiles: { kind: "smiles", maxAtoms: MAX_DESCRIBE_ATOMS } } as const satisfies ToolLimits;

export const describeStructureTool = defineTool({
  name: "describe_structure",
  title: "Describe a structure",
  description:
    "What a reader miscounts, as RDKit reads it: formula, element counts, unsaturation, atom table, rings, ring " +
    "systems, stereocentres, functional groups. ring_count is RDKit's NumRings (cubane 6), independent_ring_count is the cyclomatic number " +
    `(cubane 5). Atoms 0-based in SMILES order. At most ${MAX_DESCRIBE_ATOMS} atoms. Use it before reasoning about a structure.`,
  whenToUse: "count atoms, rings, stereocentres",
  examples: [
    {
      arguments: { smiles: "CC(=O)Oc1ccccc1C(=O)O" },
      molecule: "aspirin",
      // Python: CalcMolFormula C9H8O4, GetRingInfo().NumRings() 1 (validation/generators/tool-examples.py); degree of
      // unsaturation (2·9 + 2 − 8)/2 = 6 (one ring, five double bonds counting the Kekulé ring).
      expect: { formula: "C9H8O4", ring_count: 1, degree_of_unsaturation: 6 },
    },
  ],
  annotations: LOCAL_READ_ONLY,
  inputSchema: inputObject({ smiles: moleculeText() }, ["smiles"]),
  limits: LIMITS,
  outputSchema: outputObject({
    formula: string("Molecular formula, RDKit's CalcMolFormula (Hill order, charge at the end)."),
    element_counts: {
      type: "object",
      additionalProperties: { type: "integer", minimum: 0 },
      description: "Element symbol → count, implicit and explicit H included, isotopes under their element.",
    },
    degree_of_unsaturation: nullable(
      number(
        "Rings plus π bonds from the formula (see description); null when elements of unknown valence are present.",
      ),
    ),
    atom_count: integer("Atoms in the graph: heavy atoms, written [H] and * atoms.", 0),
    heavy_atom_count: integer("Atoms other than H (* atoms count).", 0),
    bond_count: integer("Bonds in the graph.", 0),
    fragment_count: integer("Disconnected parts (a salt has 2 or more).", 0),
    atom_columns: {
      type: "array",
      items: { type: "string" },
      description: `Column names of each atoms row: ${ATOM_COLUMNS.join(", ")}.`,
    },
    atoms: {
      type: "array",
      items: { type: "array" },
      description:
        "One row per atom, in SMILES order, columns as atom_columns (ring_sizes: sizes of the rings the atom is in; cip: R/S/r/s or null).",
    },
    ring_count: integer(
      "Number of rings RDKit lists (GetRingInfo().NumRings(), its symmetrized SSSR; can exceed the independent rings for cages and cyclophanes).",
      0,
    ),
    independent_ring_count: integer(
      "Independent rings: the cyclomatic number bonds − atoms + fragments of the molecule graph (the size of a smallest set of smallest rings).",
      0,
    ),
    rings: {
      type: "array",
      items: outputObject({
        atoms: indexList("Ring atoms in order round the ring."),
        size: integer("Ring size.", 3),
        aromatic: boolean("All ring bonds aromatic."),
      }),
      description: "RDKit's rings (its symmetrized SSSR).",
    },
    ring_systems: {
      type: "array",
      items: outputObject({
        rings: indexList("Indices into rings."),
        atoms: indexList("Atoms of the system, ascending."),
      }),
      description: "Fused ring systems: rings that share a bond.",
    },
    stereocentres: {
      type: "array",
      items: outputObject({
        atom: integer("Atom index.", 0),
        cip: nullable(string("R, S (r/s pseudo-asymmetric), or null if unspecified.")),
        specified: boolean("The SMILES gives its configuration (@/@@)."),
      }),
      description: "Tetrahedral stereocentres, specified or not.",
    },
    stereo_bonds: {
      type: "array",
      items: outputObject({
        atoms: indexList("The double bond's two atoms."),
        cip: nullable(string("E or Z, or null if unspecified.")),
        specified: boolean("The SMILES gives it with / or \\."),
      }),
      description: "Double bonds that can be E/Z, specified or not.",
    },
    functional_groups: {
      type: "array",
      items: outputObject({
        label: string("Hierarchy label, e.g. Amine.Primary.Aromatic (parents are listed too)."),
        name: string("Group name."),
        count: integer("Occurrences (distinct first atoms), as RDKit's FunctionalGroups fingerprint counts.", 1),
        atoms: { type: "array", items: indexList("Atoms of one match."), description: "The atoms of each match." },
      }),
      description: "Functional groups of RDKit's Functional_Group_Hierarchy, a child only when its parent matched.",
    },
  }),
  handler: ({ smiles }) =>
    withMolecule(smiles, (molecule) => describeStructure(molecule), {
      keepHydrogens: true,
      maxAtoms: LIMITS.smiles.maxAtoms,
    }),
});
