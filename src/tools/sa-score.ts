import { withMolecule } from "../chem/molecule.ts";
import { round } from "../chem/round.ts";
import { saScore } from "../chem/medchem/sascore.ts";
import { LOCAL_READ_ONLY, defineTool } from "./tool.ts";
import { boolean, inputObject, moleculeText, outputObject, string } from "./schema.ts";

/** Ertl & Schuffenhauer's own dividing line between easy and hard to make. */
export const EASY_SA_THRESHOLD = 6;

export const SA_SCORE_NOTE =
  "Synthetic accessibility (Ertl & Schuffenhauer 2009, RDKit's sascorer): 1 = very easy, 10 = very hard to make; " +
  "below 6 is usually considered easy. Fragment contributions come from PubChem-derived statistics, so the score " +
  "rewards common building blocks and penalises size, stereocentres, spiro and bridgehead atoms and macrocycles.";

export const saScoreTool = defineTool({
  name: "sa_score",
  title: "Synthetic accessibility score",
  description:
    "Synthetic accessibility (Ertl & Schuffenhauer 2009, RDKit's sascorer): 1 easy to 10 very hard; easy_to_synthesize below 6. " +
    "Use it to triage proposed molecules.",
  whenToUse: "synthetic accessibility",
  examples: [
    {
      arguments: { smiles: "CC(=O)Oc1ccccc1C(=O)O" },
      molecule: "aspirin",
      // Python: sascorer.calculateScore (RDKit Contrib SA_Score) = 1.58004, 3 decimals (validation/generators/tool-examples.py).
      expect: { sa_score: 1.58, easy_to_synthesize: true },
    },
  ],
  annotations: LOCAL_READ_ONLY,
  inputSchema: inputObject({ smiles: moleculeText() }, ["smiles"]),
  limits: { smiles: { kind: "smiles" } },
  outputSchema: outputObject({
    sa_score: { type: "number", minimum: 1, maximum: 10, description: "SA score, 1 (easy) to 10 (hard), 3 decimals." },
    easy_to_synthesize: boolean(`True when the score is below ${EASY_SA_THRESHOLD}.`),
    note: string("How to read the score."),
  }),
  handler: ({ smiles }) =>
    withMolecule(smiles, (molecule) => {
      const score = saScore(molecule);
      return { sa_score: round(score, 3), easy_to_synthesize: score < EASY_SA_THRESHOLD, note: SA_SCORE_NOTE };
    }),
});
