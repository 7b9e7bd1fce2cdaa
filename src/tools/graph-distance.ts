import { elementSymbol } from "../chem/elements.ts";
import { withMolecule } from "../chem/molecule.ts";
import { distanceMatrix, distancesFrom, neighbourLists, shortestPath } from "../chem/structure/topology.ts";
import { InvalidArgumentsError } from "../protocol/errors.ts";
import { LOCAL_READ_ONLY, defineTool, type ToolLimits } from "./tool.ts";
import { inputObject, integer, moleculeText, nullable, outputObject, typed } from "./schema.ts";

/** Atoms per molecule for a path. */
export const MAX_DISTANCE_ATOMS = 1000;
/** Atoms per molecule for the whole matrix (100 × 100 entries keep the answer small). */
export const MAX_MATRIX_ATOMS = 100;

const atomIndex = (description: string) =>
  typed<number>({ type: "integer", minimum: 0, maximum: MAX_DISTANCE_ATOMS - 1, description });

/** Its argument limits (declared in the definition; the handler reads the atom limit from here). */
const LIMITS = { smiles: { kind: "smiles", maxAtoms: MAX_DISTANCE_ATOMS } } as const satisfies ToolLimits;

export const graphDistanceTool = defineTool({
  name: "graph_distance",
  title: "Bonds between two atoms",
  description:
    "Bonds on the shortest path between two atoms (0-based, SMILES order) and the path; from/to may be left out with " +
    `exactly two * atoms. matrix: all distances (≤ ${MAX_MATRIX_ATOMS} atoms). At most ${MAX_DISTANCE_ATOMS} atoms. Use it for linker lengths.`,
  whenToUse: "bonds between atoms",
  examples: [
    {
      arguments: { smiles: "CC(=O)Oc1ccccc1C(=O)O", from: 0, to: 12 },
      molecule: "aspirin: acetyl methyl to the acid OH",
      // Python: Chem.GetDistanceMatrix(aspirin)[0][12] = 6, Chem.GetShortestPath(aspirin, 0, 12) (validation/generators/tool-examples.py).
      expect: { distance: 6, path: [0, 1, 3, 4, 9, 10, 12] },
    },
    {
      arguments: { smiles: "*CCOCC*" },
      molecule: "a PEG-like linker between two attachment points",
      // Chemistry: the chain *-C-C-O-C-C-* has six bonds between the two * atoms (0 and 6).
      expect: { from: 0, to: 6, distance: 6, path: [0, 1, 2, 3, 4, 5, 6] },
    },
  ],
  annotations: LOCAL_READ_ONLY,
  inputSchema: inputObject(
    {
      smiles: moleculeText(),
      from: atomIndex("0-based, SMILES order."),
      to: atomIndex("0-based."),
      matrix: typed<boolean>({ type: "boolean" }),
    },
    ["smiles"],
  ),
  limits: LIMITS,
  smallCall: { from: 0, to: 0 },
  outputSchema: outputObject({
    atom_count: integer("Atoms in the graph.", 0),
    from: nullable(integer("First atom.", 0)),
    to: nullable(integer("Second atom.", 0)),
    distance: nullable(integer("Bonds on the shortest path; null when not connected or no atoms were asked.", 0)),
    path: nullable({
      type: "array",
      items: { type: "integer", minimum: 0 },
      description: "Atoms of the path from `from` to `to`, both included ([] when not connected).",
    }),
    path_elements: nullable({ type: "array", items: { type: "string" }, description: "Element of each path atom." }),
    matrix: nullable({
      type: "array",
      items: { type: "array", items: { type: ["integer", "null"] } },
      description: "Distance matrix when asked (null entries: different fragments).",
    }),
  }),
  handler: ({ smiles, from, to, matrix }) =>
    withMolecule(
      smiles,
      // Elements and bond ends are all a distance reads: the pickle's graph gives them (no Kekulé orders, CIP ranks
      // or JSON text to write and parse), in RDKit's atom and bond order like the JSON's (issue 33).
      ({ topology: graph }) => {
        const count = graph.atoms.length;
        if (matrix && count > MAX_MATRIX_ATOMS) {
          throw new InvalidArgumentsError(
            `matrix: true allows at most ${MAX_MATRIX_ATOMS} atoms and this molecule has ${count}: ask for single pairs with from and to instead`,
          );
        }
        const pair = choosePair(
          graph.atoms.map((atom) => atom.atomicNumber),
          from,
          to,
          matrix === true,
        );
        const neighbours = neighbourLists(graph);
        let distance: number | null = null;
        let path: number[] | null = null;
        if (pair) {
          distance = distancesFrom(neighbours, pair[0])[pair[1]] ?? null;
          path = shortestPath(neighbours, pair[0], pair[1]);
        }
        return {
          atom_count: count,
          from: pair?.[0] ?? null,
          to: pair?.[1] ?? null,
          distance,
          path,
          path_elements: path?.map((i) => elementSymbol(graph.atoms[i]?.atomicNumber ?? 0)) ?? null,
          matrix: matrix ? distanceMatrix(graph) : null,
        };
      },
      { keepHydrogens: true, maxAtoms: LIMITS.smiles.maxAtoms },
    ),
});

/** The two atoms to measure between: the caller's, or the two * atoms; null when only the matrix is asked for. */
function choosePair(
  atomicNumbers: readonly number[],
  from: number | undefined,
  to: number | undefined,
  matrixOnly: boolean,
): [number, number] | null {
  const count = atomicNumbers.length;
  if (from !== undefined && to !== undefined) {
    for (const [name, index] of [
      ["from", from],
      ["to", to],
    ] as const) {
      if (index >= count) {
        throw new InvalidArgumentsError(
          `${name} is ${index}, but the molecule has ${count} atoms, indices 0 to ${count - 1} (atoms are numbered from 0 in the order written in the SMILES)`,
        );
      }
    }
    return [from, to];
  }
  if (from !== undefined || to !== undefined)
    throw new InvalidArgumentsError("give both from and to (or neither, to measure between the two * atoms)");
  const dummies = atomicNumbers.flatMap((z, i) => (z === 0 ? [i] : []));
  if (dummies.length === 2) return [dummies[0] as number, dummies[1] as number];
  if (matrixOnly) return null;
  throw new InvalidArgumentsError(
    `give from and to (atom indices from 0 in SMILES order); without them the SMILES must have exactly two * atoms, and it has ${dummies.length}`,
  );
}
