import { MAX_CANDIDATES, MAX_EDITS, MAX_PARSE_ATTEMPTS, MAX_PROBLEMS, repairSmiles } from "../chem/repair/repair.ts";
import { PROBLEM_KINDS } from "../chem/repair/problem.ts";
import { LOCAL_READ_ONLY, defineTool } from "./tool.ts";
import {
  boolean,
  enumOf,
  inputObject,
  integer,
  moleculeText,
  nullable,
  outputObject,
  string,
  type JsonSchema,
} from "./schema.ts";

const problemSchema: JsonSchema = outputObject(
  {
    kind: enumOf(PROBLEM_KINDS, {
      description: "What is wrong: unclosed_ring, unclosed_branch, kekulization, valence, not_smiles, text_artefact, …",
    }),
    position: integer("0-based character index in the text given (UTF-16 units).", 0),
    atom: integer(
      "0-based index of the atom concerned, in the order atoms are written (RDKit's order), when there is one.",
      0,
    ),
    message: string("The problem in plain words."),
  },
  ["kind", "position", "message"],
);

const candidateSchema: JsonSchema = outputObject({
  smiles: string("The repaired SMILES, as edited (RDKit parses it)."),
  canonical: string("RDKit canonical SMILES of the repaired molecule."),
  edit: string("What was changed, in words, with positions in the text given."),
});

export const repairSmilesTool = defineTool({
  name: "repair_smiles",
  title: "Diagnose and repair a SMILES",
  description:
    "For a SMILES that does not parse: each problem (0-based position, in words) and up to " +
    `${MAX_CANDIDATES} repairs RDKit parses, fewest edits first (at most ${MAX_EDITS}), each in words: ring closures, brackets, ` +
    "aromatic [nH], valences, case slips, quotes, Unicode look-alikes; a name is not_smiles. Use it after INVALID_SMILES; " +
    "check the repair is the intended molecule.",
  whenToUse: "fix a SMILES that does not parse",
  examples: [
    {
      arguments: { smiles: "c1ccccc1C(=O" },
      molecule: "benzaldehyde with its branch left open",
      // Chemistry: the branch "(=O" on the carbon after the phenyl is never closed. Closing it, "c1ccccc1C(=O)", is one
      // edit and reads as phenyl–CH=O, benzaldehyde; Python: Chem.MolToSmiles(Chem.MolFromSmiles("c1ccccc1C(=O)")) ==
      // "O=Cc1ccccc1" (validation/generators/tool-examples.py), and Chem.MolFromSmiles("c1ccccc1C(=O") is None. Positions are
      // 0-based characters: the "(" is character 9 (after c1ccccc1C), and the ")" goes at 12, the end of the text. It is
      // the only candidate: deleting the "(" instead gives the same molecule, and no other place can end the branch.
      expect: {
        valid: false,
        candidates: [
          {
            smiles: "c1ccccc1C(=O)",
            canonical: "O=Cc1ccccc1",
            edit: 'closed the branch opened at position 9 with ")" at position 12',
          },
        ],
      },
    },
  ],
  annotations: LOCAL_READ_ONLY,
  inputSchema: inputObject(
    {
      smiles: moleculeText(),
    },
    ["smiles"],
  ),
  limits: { smiles: { kind: "smiles" } },
  outputSchema: outputObject(
    {
      valid: boolean("True when RDKit reads the whole text as given; then problems and candidates are empty."),
      canonical: nullable(string("RDKit canonical SMILES of the text as given, when valid; else null.")),
      problems: {
        type: "array",
        items: problemSchema,
        maxItems: MAX_PROBLEMS,
        description: `What is wrong, in text order (copy artefacts first); at most the first ${MAX_PROBLEMS}.`,
      },
      candidates: {
        type: "array",
        items: candidateSchema,
        maxItems: MAX_CANDIDATES,
        description: `Up to ${MAX_CANDIDATES} fixes RDKit parses, fewest edits and most likely first.`,
      },
      advice: string("What to do next, in one sentence."),
      attempts: integer(
        `How many strings RDKit was asked to parse (the input included; at most ${MAX_PARSE_ATTEMPTS}).`,
        0,
      ),
      problems_omitted: integer(
        `How many problems were found beyond the ${MAX_PROBLEMS} listed; present only when some were left out.`,
        1,
      ),
    },
    ["valid", "canonical", "problems", "candidates", "advice", "attempts"],
  ),
  handler: ({ smiles }) => repairSmiles(smiles),
});
