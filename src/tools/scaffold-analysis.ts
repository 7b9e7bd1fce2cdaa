import { MURCKO_PARSE, murckoCache, murckoOf, type MurckoCache } from "../chem/library/murcko.ts";
import { groupBy, type ScaffoldMember } from "../chem/library/scaffold-groups.ts";
import { withMolecule } from "../chem/molecule.ts";
import { InvalidArgumentsError } from "../protocol/errors.ts";
import {
  errorSummary,
  errorSummarySchema,
  eachMoleculeUntil,
  fitAnswer,
  readLibrary,
  sourceLabel,
  truncatedSchema,
  type Cursor,
} from "./library/input.ts";
import type { Library } from "../chem/library/library.ts";
import { entriesBytes, partialProperties, startJob, type PartialFields } from "./library/resumable.ts";
import { libraryArguments } from "./library/arguments.ts";
import { LOCAL_READ_ONLY, defineTool } from "./tool.ts";
import { inputObject, integer, moleculeText, outputObject, string, typed, type JsonSchema } from "./schema.ts";
import { standardizeSmiles } from "../chem/standardize/standardize.ts";

export const DEFAULT_SCAFFOLD_GROUPS = 20;
export const MAX_SCAFFOLD_GROUPS = 1_000;
export const DEFAULT_MEMBERS_SHOWN = 10;
export const MAX_MEMBERS_SHOWN = 1_000;

/** An analysis that may take several calls (resumable.ts): the library read, where the loop stands, the members so far. */
interface ScaffoldWork {
  library: Library;
  /** Rows read, fixed at reading. */
  total: number;
  cursor: Cursor;
  members: ScaffoldMember[];
  cache: MurckoCache;
}

const groupSchema = (extra: Record<string, JsonSchema>): JsonSchema => ({
  type: "object",
  properties: {
    ...extra,
    count: { type: "integer", minimum: 1, description: "Molecules in the group." },
    member_ids: { type: "array", items: { type: "string" }, description: "Ids of the first members, in input order." },
  },
  required: [...Object.keys(extra), "count", "member_ids"],
  additionalProperties: false,
});

export const scaffoldAnalysisTool = defineTool({
  name: "scaffold_analysis",
  title: "Scaffold analysis of a compound set",
  description:
    "Bemis–Murcko scaffolds (RDKit MurckoScaffold, no stereo) and generic frameworks of a compound list, grouped " +
    'largest first with counts and ids; acyclic: "". Use it to see which chemotypes a set holds.',
  whenToUse: "scaffolds of a set",
  examples: [
    {
      arguments: { smiles_list: ["CC(=O)Oc1ccccc1C(=O)O", "Cn1cnc2c1c(=O)n(C)c(=O)n2C", "OCc1ccccc1"] },
      molecule: "aspirin, caffeine, benzyl alcohol",
      shown: ["total", "scaffold_count"],
      // Python: MurckoScaffold.MurckoScaffoldSmiles(mol=...) gives "c1ccccc1" for aspirin and benzyl alcohol and
      // "O=c1[nH]c(=O)c2[nH]cnc2[nH]1" for caffeine (validation/generators/tool-examples.py).
      expect: {
        total: 3,
        parsed: 3,
        scaffold_count: 2,
        scaffolds: [
          { scaffold: "c1ccccc1", generic: "C1CCCCC1", count: 2, member_ids: ["row 1", "row 3"] },
          { scaffold: "O=c1[nH]c(=O)c2[nH]cnc2[nH]1", generic: "CC1CC(C)C2CCCC2C1", count: 1, member_ids: ["row 2"] },
        ],
      },
    },
  ],
  annotations: LOCAL_READ_ONLY,
  runsOn: "library",
  inputSchema: inputObject(
    {
      smiles: moleculeText("One molecule (or smiles_list or file)."),
      ...libraryArguments({
        top_n: typed<number>({
          type: "integer",
          minimum: 1,
          maximum: MAX_SCAFFOLD_GROUPS,
          description: `Groups of each kind (default ${DEFAULT_SCAFFOLD_GROUPS}).`,
        }),
        members_shown: typed<number>({
          type: "integer",
          minimum: 0,
          maximum: MAX_MEMBERS_SHOWN,
          description: `Ids per group (default ${DEFAULT_MEMBERS_SHOWN}).`,
        }),
      }),
    },
    [],
  ),
  limits: { smiles: { kind: "smiles" } },
  outputSchema: outputObject(
    {
      source: string('"inline" or the path of the file read.'),
      total: integer("Rows read (molecules given).", 0),
      parsed: integer("Molecules RDKit parsed and decomposed.", 0),
      scaffold_count: integer("Distinct scaffolds (the empty scaffold of acyclic molecules counts as one).", 0),
      acyclic: integer('Molecules without a ring (scaffold "").', 0),
      generic_count: integer("Distinct generic frameworks.", 0),
      scaffolds: {
        type: "array",
        description: "The largest scaffold groups.",
        items: groupSchema({
          scaffold: string("Canonical SMILES of the scaffold."),
          generic: {
            type: ["string", "null"],
            description: "Its generic framework (null where RDKit cannot make one).",
          },
        }),
      },
      generics: {
        type: "array",
        description: "The largest generic-framework groups.",
        items: groupSchema({
          generic: string("Canonical SMILES of the framework."),
          scaffold_count: integer("Distinct scaffolds with this framework.", 1),
        }),
      },
      errors: errorSummarySchema(),
      truncated: truncatedSchema,
      ...partialProperties(),
    },
    ["source", "total", "parsed", "scaffold_count", "acyclic", "generic_count", "scaffolds", "generics", "errors"],
  ),
  handler: async (args, context) => {
    const topN = args.top_n ?? DEFAULT_SCAFFOLD_GROUPS;
    const shown = args.members_shown ?? DEFAULT_MEMBERS_SHOWN;
    let library: Library;
    let members: ScaffoldMember[] = [];
    let total: number;
    let partial: PartialFields | Record<string, never> = {};
    if (args.smiles !== undefined) {
      if (args.file !== undefined || args.smiles_list !== undefined) {
        throw new InvalidArgumentsError("give one of smiles (one molecule), smiles_list or file, not several");
      }
      // One molecule: a bad SMILES is the call's error, as in every single-molecule tool.
      const smiles = args.standardize === true ? standardizeSmiles(args.smiles).smiles : args.smiles;
      members.push({ id: "row 1", ...withMolecule(smiles, (molecule) => murckoOf(molecule), MURCKO_PARSE) });
      library = { entries: [], errors: [], source: { kind: "inline" } };
      total = 1;
    } else {
      const job = startJob<ScaffoldWork>("scaffold_analysis", args, context);
      let work = job.resumed;
      if (work === undefined) {
        const read = await readLibrary(
          { smiles_list: args.smiles_list, file: args.file, standardize: args.standardize },
          context,
        );
        const rows = read.entries.length + read.errors.length;
        work = { library: read, total: rows, cursor: { next: 0, parsed: 0 }, members: [], cache: murckoCache() };
      }
      ({ library, total, members } = work);
      const { cursor, cache } = work;
      // Scaffolds are written without stereo: RDKit's stereo perception of each molecule is skipped.
      const finished = eachMoleculeUntil(
        library,
        cursor,
        job.due,
        (molecule, entry) => members.push({ id: entry.id, ...murckoOf(molecule, cache) }),
        MURCKO_PARSE,
      );
      // Past the budget: the groups of the molecules done so far, and the work kept for the next call.
      if (!finished)
        partial = job.pause(work, {
          processed: total - library.entries.length + cursor.next,
          total,
          doing: "analysed (the counts and groups cover those)",
          bytes: 2 * entriesBytes(library.entries),
        });
    }
    const scaffolds = groupBy(members, (member) => member.scaffold);
    const generics = groupBy(members, (member) => member.generic);
    return fitAnswer(
      {
        source: sourceLabel(library.source),
        total,
        parsed: members.length,
        scaffold_count: scaffolds.length,
        acyclic: members.filter((member) => member.scaffold === "").length,
        generic_count: generics.length,
        scaffolds: scaffolds.slice(0, topN).map((group) => ({
          scaffold: group.key,
          generic: group.generic,
          count: group.count,
          member_ids: group.members.slice(0, shown),
        })),
        generics: generics.slice(0, topN).map((group) => ({
          generic: group.key,
          scaffold_count: group.scaffolds.size,
          count: group.count,
          member_ids: group.members.slice(0, shown),
        })),
        errors: errorSummary(library.errors),
        ...partial,
      },
      ["scaffolds", "generics"],
    );
  },
});
