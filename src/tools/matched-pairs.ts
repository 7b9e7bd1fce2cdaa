import { type TableSave, csvField, saveTableAsked } from "./output/tables.ts";
import { round } from "../chem/round.ts";
import {
  PairIndex,
  indexEntries,
  summarise,
  transformationOf,
  type MatchedPair,
  type TransformationStats,
} from "../chem/series/mmp.ts";
import {
  eachMoleculeUntil,
  errorSummary,
  errorSummarySchema,
  fitAnswer,
  sourceLabel,
  truncatedSchema,
  type Cursor,
} from "./library/input.ts";
import type { Library } from "../chem/library/library.ts";
import { entriesBytes, partialProperties, startJob, type PartialFields } from "./library/resumable.ts";
import { MAX_SERIES_MOLECULES, readSeries } from "./library/series-input.ts";
import { libraryArguments } from "./library/arguments.ts";
import { LOCAL_READ_ONLY, defineTool } from "./tool.ts";
import { enumOf, inputObject, integer, outputObject, string, typed, type JsonSchema } from "./schema.ts";

/** Cuts per molecule: RDKit's MMPA fragmenter makes single, double and triple cuts. */
export const MAX_CUTS = 3;
/** Heavy atoms of a variable part (Hussain–Rea's indexing.py default maxsize, 10). */
export const DEFAULT_MAX_VARIABLE_ATOMS = 10;
export const MAX_VARIABLE_ATOMS = 30;
/**
 * The answer lists a few pairs (a 1,000-molecule series has thousands: validation/reports/series-mmp.md) and the
 * most frequent transformations; the counts are always complete, and save writes every pair to --output-dir.
 */
export const DEFAULT_LISTED_PAIRS = 50;
export const MAX_LISTED_PAIRS = 1_000;
export const DEFAULT_LISTED_TRANSFORMATIONS = 20;
export const MAX_LISTED_TRANSFORMATIONS = 1_000;
/** Changes are rounded to this many decimals (the property's own precision is rarely finer). */
const DECIMALS = 4;

/** The indexing of a series, which may take several calls (resumable.ts). */
interface PairsWork {
  library: Library;
  values: Array<number | undefined> | undefined;
  total: number;
  cursor: Cursor;
  /** Its molecule numbers are entry indices. */
  index: PairIndex;
}

const rounded = (value: number | null): number | null => (value === null ? null : round(value, DECIMALS));

function pairTable(library: Library, pairs: readonly MatchedPair[], delta: (p: MatchedPair) => number | null): string {
  const lines = ["id_a,id_b,row_a,row_b,smiles_a,smiles_b,transformation,constant,cuts,delta"];
  for (const pair of pairs) {
    const a = library.entries[pair.a];
    const b = library.entries[pair.b];
    lines.push(
      [
        a?.id,
        b?.id,
        a?.row,
        b?.row,
        a?.smiles,
        b?.smiles,
        transformationOf(pair.from, pair.to),
        pair.constant,
        pair.cuts,
        delta(pair),
      ]
        .map(csvField)
        .join(","),
    );
  }
  return `${lines.join("\n")}\n`;
}

const statsSchema: JsonSchema = {
  type: "object",
  properties: {
    transformation: string("variable>>variable, the smaller SMILES on the left."),
    count: integer("Pairs with this change.", 1),
    with_values: integer("Of those, pairs with the property on both sides.", 0),
    mean_delta: { type: ["number", "null"], description: "Mean change of the property (right minus left)." },
    sd_delta: { type: ["number", "null"], description: "Its sample standard deviation (null under 2 values)." },
  },
  required: ["transformation", "count", "with_values", "mean_delta", "sd_delta"],
  additionalProperties: false,
};

export const matchedPairsTool = defineTool({
  name: "matched_pairs",
  title: "Matched molecular pairs of a series",
  description:
    "Matched molecular pairs of a series (Hussain–Rea index on RDKit MMPA cuts, 1-3 cuts; the smallest change per two " +
    "molecules): transformation, constant part, change b - a of a file's property column; transformations by count " +
    `with mean and SD of the change. At most ${MAX_SERIES_MOLECULES.toLocaleString("en-US")} molecules.`,
  whenToUse: "matched pairs of a series",
  examples: [
    {
      arguments: { smiles_list: ["OC(=O)Cc1ccc(Cl)cc1", "OC(=O)Cc1ccc(F)cc1", "OC(=O)Cc1ccc(Br)cc1"] },
      molecule: "three 4-halophenylacetic acids",
      shown: ["pair_count", "transformation_count"],
      source:
        'Python rdMMPA.FragmentMol and the same indexing: validation/generators/make_golden_mmp.py, series "example" (validation/golden/series-mmp.json); the three differ only in the halogen para to the CH2COOH',
      expect: {
        parsed: 3,
        pair_count: 3,
        transformation_count: 3,
        pairs: [
          { a: "row 1", b: "row 2", transformation: "Cl[*:1]>>F[*:1]", constant: "O=C(O)Cc1ccc([*:1])cc1" },
          { a: "row 1", b: "row 3", transformation: "Cl[*:1]>>Br[*:1]", constant: "O=C(O)Cc1ccc([*:1])cc1" },
          { a: "row 2", b: "row 3", transformation: "F[*:1]>>Br[*:1]", constant: "O=C(O)Cc1ccc([*:1])cc1" },
        ],
      },
    },
  ],
  annotations: LOCAL_READ_ONLY,
  runsOn: "library",
  inputSchema: inputObject(
    {
      ...libraryArguments({
        property: typed<string>({
          type: "string",
          minLength: 1,
          maxLength: 200,
          description: "Numeric column of file, e.g. pIC50.",
        }),
        max_cuts: typed<number>({ type: "integer", minimum: 1, maximum: MAX_CUTS, description: "Default 1." }),
        max_variable_atoms: typed<number>({
          type: "integer",
          minimum: 1,
          maximum: MAX_VARIABLE_ATOMS,
          description: `Default ${DEFAULT_MAX_VARIABLE_ATOMS}.`,
        }),
        max_pairs: typed<number>({
          type: "integer",
          minimum: 0,
          maximum: MAX_LISTED_PAIRS,
          description: `Pairs listed (default ${DEFAULT_LISTED_PAIRS}).`,
        }),
        top_transformations: typed<number>({
          type: "integer",
          minimum: 1,
          maximum: MAX_LISTED_TRANSFORMATIONS,
          description: `Transformations listed (default ${DEFAULT_LISTED_TRANSFORMATIONS}).`,
        }),
        save: enumOf(["csv"] as const, { description: "Write every pair to a CSV in --output-dir." }),
      }),
    },
    [],
  ),
  outputSchema: outputObject(
    {
      source: string('"inline" or the path of the file read.'),
      total: integer("Rows read.", 0),
      parsed: integer("Molecules RDKit parsed and cut.", 0),
      property: { type: ["string", "null"], description: "The property column, or null." },
      max_cuts: integer("Cuts per molecule.", 1),
      pair_count: integer("Pairs found (one per two molecules).", 0),
      pairs: {
        type: "array",
        description: "The first max_pairs pairs, by row of a then b.",
        items: {
          type: "object",
          properties: {
            a: string("Id of the first molecule."),
            b: string("Id of the second."),
            transformation: string("a's variable part >> b's, [*:n] the attachment points."),
            constant: string("The part they share."),
            cuts: integer("Bonds cut.", 1),
            delta: { type: ["number", "null"], description: "property(b) - property(a), or null." },
          },
          required: ["a", "b", "transformation", "constant", "cuts", "delta"],
          additionalProperties: false,
        },
      },
      transformation_count: integer("Distinct transformations (direction ignored).", 0),
      transformations: {
        type: "array",
        description: "The top_transformations most frequent, ties by transformation.",
        items: statsSchema,
      },
      errors: errorSummarySchema(),
      saved_path: { type: ["string", "null"], description: "The CSV file written (save), or null." },
      save_note: string("Why nothing was saved, when save was asked for."),
      truncated: truncatedSchema,
      ...partialProperties(),
    },
    [
      "source",
      "total",
      "parsed",
      "property",
      "max_cuts",
      "pair_count",
      "pairs",
      "transformation_count",
      "transformations",
      "errors",
      "saved_path",
    ],
  ),
  handler: async (args, context) => {
    const maxCuts = args.max_cuts ?? 1;
    const maxVariable = args.max_variable_atoms ?? DEFAULT_MAX_VARIABLE_ATOMS;
    const job = startJob<PairsWork>("matched_pairs", args, context);
    let work = job.resumed;
    if (work === undefined) {
      const { property, ...rest } = args;
      const series = await readSeries(
        { ...rest, ...(property === undefined ? {} : { property_columns: [property] }) },
        context,
        "matched_pairs",
        "property",
      );
      const { library, total } = series;
      // By entry index, as the pair index numbers molecules; a value that is not a number is that row's error.
      const values =
        property === undefined
          ? undefined
          : library.entries.map((entry) => series.properties.get(entry.row)?.[property] ?? undefined);
      library.errors.push(...series.propertyErrors);
      work = { library, values, total, cursor: { next: 0, parsed: 0 }, index: new PairIndex() };
    }
    const { library, values, total, cursor, index } = work;
    const finished = eachMoleculeUntil(library, cursor, job.due, (molecule, entry) => {
      index.add(entry.index, indexEntries(molecule.mol, maxCuts, maxVariable));
      context.progress?.(entry.index + 1, library.entries.length, "cutting molecules");
    });
    let partial: PartialFields | Record<string, never> = {};
    // Past the budget: the pairs among the molecules cut so far, and the work kept for the next call.
    if (!finished)
      partial = job.pause(work, {
        processed: total - library.entries.length + cursor.next,
        total,
        doing: "cut (the pairs and counts cover those)",
        bytes: 4 * entriesBytes(library.entries),
      });
    const pairs = index.pairs();
    const value = (i: number): number | undefined => values?.[i];
    const delta = (pair: MatchedPair): number | null => {
      const va = value(pair.a);
      const vb = value(pair.b);
      return va === undefined || vb === undefined ? null : rounded(vb - va);
    };
    const stats: TransformationStats[] = summarise(pairs, value);
    const save: TableSave =
      args.save === undefined
        ? { saved_path: null }
        : saveTableAsked({
            outputDir: context.outputDir,
            prefix: "matched-pairs",
            format: "csv",
            notYet: finished ? undefined : "Not saved: the answer is partial; call again to finish, then save.",
            text: () => pairTable(library, pairs, delta),
          });
    const idOf = (i: number): string => library.entries[i]?.id ?? `entry ${i}`;
    return fitAnswer(
      {
        source: sourceLabel(library.source),
        total,
        parsed: cursor.parsed,
        property: args.property ?? null,
        max_cuts: maxCuts,
        pair_count: pairs.length,
        pairs: pairs.slice(0, args.max_pairs ?? DEFAULT_LISTED_PAIRS).map((pair) => ({
          a: idOf(pair.a),
          b: idOf(pair.b),
          transformation: transformationOf(pair.from, pair.to),
          constant: pair.constant,
          cuts: pair.cuts,
          delta: delta(pair),
        })),
        transformation_count: stats.length,
        transformations: stats.slice(0, args.top_transformations ?? DEFAULT_LISTED_TRANSFORMATIONS).map((t) => ({
          transformation: t.transformation,
          count: t.count,
          with_values: t.with_values,
          mean_delta: rounded(t.mean),
          sd_delta: rounded(t.sd),
        })),
        errors: errorSummary(library.errors),
        ...save,
        ...partial,
      },
      ["pairs", "transformations"],
    );
  },
});
