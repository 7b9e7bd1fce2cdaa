import { bricsDisconnections } from "../chem/reactions/brics.ts";
import { countComponents } from "../chem/graph.ts";
import { withMolecule } from "../chem/molecule.ts";
import { writtenOrder } from "../chem/written-order.ts";
import { round } from "../chem/round.ts";
import { saScore } from "../chem/medchem/sascore.ts";
import { DomainError } from "../protocol/errors.ts";
import { MAX_RETROSYNTHESIS_ATOMS } from "../protocol/limits.ts";
import { LOCAL_READ_ONLY, defineTool, type ToolLimits } from "./tool.ts";
import { inputObject, integer, moleculeText, number, outputObject, string, type JsonSchema } from "./schema.ts";

const pair = (items: JsonSchema, description: string): JsonSchema => ({
  type: "array",
  items,
  minItems: 2,
  maxItems: 2,
  description,
});

const RETROSYNTHESIS_NOTE =
  "One-step disconnections at RDKit's BRICS bonds (Degen et al. 2008), each breaking one bond into two H-capped " +
  "fragments, ranked by the harder fragment's SA score (lower = easier building blocks first). BRICS marks bonds that " +
  "common reactions form (amide, ester, ether, C–N, aryl–aryl …); it proposes where to cut, not reagents or conditions.";

interface Disconnection {
  fragments: [string, string];
  fragment_sa_scores: [number, number];
  max_fragment_sa: number;
  bond: [number, number];
  brics_labels: [string, string];
}

/** SA score of one fragment SMILES (fragments are RDKit's own canonical SMILES, so they parse). */
const fragmentScore = (smiles: string): number => withMolecule(smiles, saScore, { label: "fragment" });

/** Its argument limits (declared in the definition; the handler reads the atom limit from here). */
const LIMITS = { smiles: { kind: "smiles", maxAtoms: MAX_RETROSYNTHESIS_ATOMS } } as const satisfies ToolLimits;

export const retrosynthesisTool = defineTool({
  name: "retrosynthesis",
  title: "One-step BRICS retrosynthesis",
  description:
    "One-step disconnections: each BRICS bond broken in turn into two H-capped fragments (SMILES, SA score 1..10), easiest " +
    `first. One connected molecule, at most ${MAX_RETROSYNTHESIS_ATOMS} atoms. Use it to suggest building blocks.`,
  whenToUse: "BRICS building blocks",
  examples: [
    {
      arguments: { smiles: "CC(=O)Nc1ccc(OCC)cc1" },
      molecule: "phenacetin",
      // Python: len(BRICS.FindBRICSBonds(phenacetin)) == 4 (amide C–N, aryl N, aryl O, ether O–C) (validation/generators/tool-examples.py).
      expect: { total_brics_bonds: 4 },
    },
  ],
  annotations: LOCAL_READ_ONLY,
  inputSchema: inputObject({ smiles: moleculeText() }, ["smiles"]),
  limits: LIMITS,
  outputSchema: outputObject({
    target: string("The target as RDKit canonical SMILES."),
    target_sa_score: number("SA score of the target, 3 decimals."),
    disconnections: {
      type: "array",
      description: "One entry per BRICS bond, easiest (lowest max_fragment_sa) first.",
      items: outputObject({
        fragments: pair({ type: "string" }, "The two H-capped fragments, canonical SMILES; the first holds bond[0]."),
        fragment_sa_scores: pair({ type: "number" }, "SA score of each fragment, 3 decimals."),
        max_fragment_sa: number("The harder fragment's SA score, 3 decimals."),
        bond: pair({ type: "integer", minimum: 0 }, "The broken bond's atoms (0-based input indices)."),
        brics_labels: pair({ type: "string" }, 'BRICS environment labels of the two atoms, e.g. ["1", "5"].'),
      }),
    },
    total_brics_bonds: integer("Number of BRICS bonds found.", 0),
    note: string("What the disconnections mean."),
  }),
  handler: ({ smiles }) =>
    withMolecule(
      smiles,
      (molecule) => {
        // One JSON read serves the component count, the BRICS fragments and the SA score.
        const components = countComponents(molecule.graph);
        if (components > 1) {
          throw new DomainError(
            "DISCONNECTED_MOLECULE",
            `retrosynthesis needs one connected molecule; the SMILES has ${components} components (remove salts and solvents, e.g. keep the largest fragment)`,
            { components },
          );
        }
        // BRICS works on RDKit's default reading (written [H] removed); bond atoms are reported as written.
        const renumber = writtenOrder(smiles, molecule);
        const ranked = bricsDisconnections(molecule).map((cut) => {
          const scores = cut.fragments.map(fragmentScore) as [number, number];
          return { cut, scores, hardest: Math.max(...scores) };
        });
        // Stable sort: equal scores keep FindBRICSBonds' order.
        ranked.sort((a, b) => a.hardest - b.hardest);
        const disconnections: Disconnection[] = ranked.map(({ cut, scores, hardest }) => ({
          fragments: cut.fragments,
          fragment_sa_scores: [round(scores[0], 3), round(scores[1], 3)],
          max_fragment_sa: round(hardest, 3),
          bond: [renumber(cut.bond[0]), renumber(cut.bond[1])],
          brics_labels: cut.labels,
        }));
        return {
          target: molecule.smiles,
          target_sa_score: round(saScore(molecule), 3),
          disconnections,
          total_brics_bonds: disconnections.length,
          note: RETROSYNTHESIS_NOTE,
        };
      },
      { maxAtoms: LIMITS.smiles.maxAtoms },
    ),
});
