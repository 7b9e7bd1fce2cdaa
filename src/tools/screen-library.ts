import {
  FIELD_NAMES,
  NUMERIC_FIELDS,
  RULES,
  VEBER_MAX_ROTATABLE_BONDS,
  VEBER_MAX_TPSA,
  computeFields,
  filterField,
  groupsFor,
  summariseScreen,
  type Filter,
  type ScreenedRow,
} from "../chem/library/screen.ts";
import { type TableSave, csvField, saveTableAsked, sdfValue, type TableFormat } from "./output/tables.ts";
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
import { entriesBytes, partialProperties, startJob } from "./library/resumable.ts";
import { libraryArguments } from "./library/arguments.ts";
import { LOCAL_READ_ONLY, defineTool } from "./tool.ts";
import { boolean, enumOf, inputObject, integer, outputObject, string, typed, type JsonSchema } from "./schema.ts";

export const DEFAULT_SCREEN_ROWS = 20;
export const MAX_SCREEN_ROWS = 1_000;
export const DEFAULT_SCREEN_FIELDS = [
  "mw",
  "logp",
  "tpsa",
  "hbd",
  "hba",
  "rotatable_bonds",
  "qed",
  "lipinski_pass",
] as const;

export type Filters = Record<string, Filter>;

/**
 * The filters object, written compactly for the model's context (issue 30's budget): a key is a numeric field (a
 * range {min, max}) or a rule ("pass" or "fail"). propertyNames admits exactly those keys, properties gives the rules
 * their values and additionalProperties the ranges: the same objects as one property per field would accept
 * (test/tools/context-budget.test.ts checks it against the earlier schema).
 */
export const filtersSchema: JsonSchema = {
  type: "object",
  propertyNames: { enum: [...NUMERIC_FIELDS, ...Object.keys(RULES)] },
  properties: Object.fromEntries(Object.keys(RULES).map((rule) => [rule, { enum: ["pass", "fail"] }])),
  additionalProperties: {
    type: "object",
    properties: { min: { type: "number" }, max: { type: "number" } },
    additionalProperties: false,
    minProperties: 1,
  },
};

/**
 * Fields and filters given without their schema (enumerate_analogues): each field a screen field, each filter a
 * numeric field's {min, max} or a rule's "pass"/"fail", checked against the same schema screen_library declares.
 */
export function checkScreenArguments(fields: readonly string[] | undefined, filters: unknown): void {
  const unknown = (fields ?? []).filter((name) => !FIELD_NAMES.includes(name));
  if (unknown.length > 0)
    throw new InvalidArgumentsError(`fields: unknown ${unknown.join(", ")}; the fields are ${FIELD_NAMES.join(", ")}`);
  if (filters === undefined) return;
  if (!isFiltersValue(filters)) {
    throw new InvalidArgumentsError(
      `filters: each key is a numeric field (${NUMERIC_FIELDS.join(", ")}) with {"min", "max"}, or a rule (${Object.keys(RULES).join(", ")}) with "pass" or "fail"`,
    );
  }
}

function isFiltersValue(filters: unknown): boolean {
  if (typeof filters !== "object" || filters === null || Array.isArray(filters)) return false;
  return Object.entries(filters).every(([name, filter]) => {
    if (name in RULES) return filter === "pass" || filter === "fail";
    if (!NUMERIC_FIELDS.includes(name) || typeof filter !== "object" || filter === null) return false;
    const keys = Object.keys(filter);
    return (
      keys.length > 0 &&
      keys.every(
        (key) => (key === "min" || key === "max") && typeof (filter as Record<string, unknown>)[key] === "number",
      )
    );
  });
}

/** The filters as [name, filter] pairs, refusing a range whose min is greater than its max. */
export function checkedFilters(filters: Filters | undefined): Array<[string, Filter]> {
  const pairs = Object.entries(filters ?? {});
  for (const [name, filter] of pairs) {
    if (typeof filter === "object" && filter.min !== undefined && filter.max !== undefined && filter.min > filter.max) {
      throw new InvalidArgumentsError(`filters.${name}: min ${filter.min} is greater than max ${filter.max}`);
    }
  }
  return pairs;
}

/** A screen that may take several calls (resumable.ts): the library read, where the loop stands, the rows scored. */
interface ScreenWork {
  library: Library;
  /** Rows read (entries and unreadable rows), fixed at reading: row errors found later do not change it. */
  total: number;
  cursor: Cursor;
  scored: ScreenedRow[];
}

function tableText(format: TableFormat, rows: readonly ScreenedRow[], columns: readonly string[]): string {
  if (format === "csv") {
    const lines = [["id", "smiles", "row", ...columns].join(",")];
    for (const { entry, values } of rows)
      lines.push([entry.id, entry.smiles, entry.row, ...columns.map((name) => values[name])].map(csvField).join(","));
    return `${lines.join("\n")}\n`;
  }
  const records: string[] = [];
  for (const { entry, values } of rows) {
    withMolecule(entry.smiles, ({ mol }) => {
      // RDKit's molblock (2D coordinates) with the id as its title, then one data item per field.
      const molblock = mol.get_molblock().replace(/^[^\n]*/, entry.id.replace(/[\r\n]+/g, " "));
      const items = [
        ["id", entry.id],
        ["smiles", entry.smiles],
        ["row", entry.row],
        ...columns.map((name) => [name, values[name]]),
      ];
      records.push(`${molblock}${items.map(([name, value]) => `>  <${name}>\n${sdfValue(value)}\n\n`).join("")}$$$$\n`);
    });
  }
  return records.join("");
}

export const screenLibraryTool = defineTool({
  name: "screen_library",
  title: "Screen a compound set",
  description:
    "For each molecule of a list: calc_properties' fields (mw g/mol, tpsa Å² …), sa_score, Lipinski, " +
    `Veber (rotatable bonds ≤ ${VEBER_MAX_ROTATABLE_BONDS}, TPSA ≤ ${VEBER_MAX_TPSA}), PAINS, Brenk and admet_profile's, as those tools report them; then filters and ranks: ` +
    "counts, quantiles per field, the first top_n passing rows; save writes all. Use it to triage a set.",
  whenToUse: "filter and rank a compound set",
  examples: [
    {
      arguments: {
        smiles_list: ["CC(=O)Oc1ccccc1C(=O)O", "CCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCC(=O)O", "c1ccccc1O"],
        fields: ["mw", "logp"],
        filters: { lipinski: "pass" },
      },
      molecule: "aspirin, hexatriacontanoic acid, phenol",
      shown: ["total", "passed_all", "quantiles"],
      // Python: MolWt 180.159 / 536.97 / 94.113, MolLogP 1.31 / 13.354 / 1.392; the C36 acid breaks two rules of five
      // (MolWt > 500, MolLogP > 5), so 2 of 3 pass (validation/generators/tool-examples.py).
      expect: {
        total: 3,
        parsed: 3,
        passed: { lipinski: 2 },
        passed_all: 2,
        quantiles: { mw: { min: 94.113, median: 180.159, max: 536.97 } },
      },
    },
  ],
  annotations: LOCAL_READ_ONLY,
  runsOn: "library",
  inputSchema: inputObject(
    {
      ...libraryArguments({
        fields: typed<string[]>({
          type: "array",
          items: { enum: FIELD_NAMES },
          uniqueItems: true,
          minItems: 1,
          description: `Default ${DEFAULT_SCREEN_FIELDS.join(", ")}.`,
        }),
        filters: typed<Filters>({
          ...filtersSchema,
          description: 'Numeric: {"min", "max"}; rules (lipinski …): "pass" or "fail". All must hold.',
        }),
        // A string checked by the handler, not a third copy of the numeric fields' enum (filters lists them once):
        // 420 characters of tools/list in every conversation (issue 30's budget).
        sort_by: typed<string>({
          type: "string",
          minLength: 1,
          maxLength: 100,
          description: "A numeric field, as in filters (default input order; no value last).",
        }),
        descending: boolean("Highest first."),
        top_n: typed<number>({
          type: "integer",
          minimum: 0,
          maximum: MAX_SCREEN_ROWS,
          description: `Rows listed (default ${DEFAULT_SCREEN_ROWS}).`,
        }),
        save: enumOf(["csv", "sdf"] as const, {
          description: "Passing rows, to --output-dir.",
        }),
      }),
    },
    [],
  ),
  outputSchema: outputObject(
    {
      source: string('"inline" or the path of the file read.'),
      total: integer("Rows read.", 0),
      parsed: integer("Molecules RDKit parsed and computed.", 0),
      failed_to_parse: integer("Rows that could not be read, parsed or computed (see errors).", 0),
      passed: {
        type: "object",
        additionalProperties: { type: "integer", minimum: 0 },
        description: "Per filter: parsed molecules that meet it.",
      },
      passed_all: integer("Parsed molecules that meet every filter.", 0),
      quantiles: {
        type: "object",
        description:
          "Per numeric field, over all parsed molecules with a value: min, p25, median, p75, max (linear interpolation) and count.",
        additionalProperties: {
          type: ["object", "null"],
          properties: {
            min: { type: "number" },
            p25: { type: "number" },
            median: { type: "number" },
            p75: { type: "number" },
            max: { type: "number" },
            count: { type: "integer" },
          },
          required: ["min", "p25", "median", "p75", "max", "count"],
          additionalProperties: false,
        },
      },
      rows: {
        type: "array",
        description: "The first top_n passing molecules.",
        items: {
          type: "object",
          properties: {
            id: { type: "string" },
            row: { type: "integer", minimum: 1 },
            smiles: { type: "string" },
            values: { type: "object" },
          },
          required: ["id", "row", "smiles", "values"],
          additionalProperties: false,
        },
      },
      saved_path: { type: ["string", "null"], description: "The file written (save), or null." },
      save_note: string("Why nothing was saved, when save was asked for."),
      errors: errorSummarySchema(),
      truncated: truncatedSchema,
      ...partialProperties(),
    },
    [
      "source",
      "total",
      "parsed",
      "failed_to_parse",
      "passed",
      "passed_all",
      "quantiles",
      "rows",
      "saved_path",
      "errors",
    ],
  ),
  handler: async (args, context) => {
    if (args.sort_by !== undefined && !NUMERIC_FIELDS.includes(args.sort_by))
      throw new InvalidArgumentsError(
        `sort_by: unknown field ${JSON.stringify(args.sort_by)}; the numeric fields are ${NUMERIC_FIELDS.join(", ")}`,
      );
    const fields = args.fields ?? [...DEFAULT_SCREEN_FIELDS];
    const filters = checkedFilters(args.filters);
    const computed = [
      ...new Set([
        ...fields,
        ...filters.map(([name]) => filterField(name)),
        ...(args.sort_by === undefined ? [] : [args.sort_by]),
      ]),
    ];
    const groups = groupsFor(computed);
    const job = startJob<ScreenWork>("screen_library", args, context);
    let work = job.resumed;
    if (work === undefined) {
      const read = await readLibrary(args, context);
      work = {
        library: read,
        total: read.entries.length + read.errors.length,
        cursor: { next: 0, parsed: 0 },
        scored: [],
      };
    }
    const { library, total, cursor, scored } = work;
    const finished = eachMoleculeUntil(library, cursor, job.due, (molecule, entry) =>
      scored.push({ entry, values: computeFields(molecule, computed, groups) }),
    );
    const parsed = cursor.parsed;

    const {
      passed: passedCounts,
      passing,
      quantiles: quantileTable,
    } = summariseScreen(
      scored,
      filters,
      computed,
      args.sort_by === undefined ? undefined : { field: args.sort_by, descending: args.descending === true },
    );

    const format = args.save;
    const save: TableSave =
      format === undefined
        ? { saved_path: null }
        : saveTableAsked({
            outputDir: context.outputDir,
            prefix: "screen",
            format,
            notYet: finished
              ? undefined
              : "Not saved yet: the answer is partial; the table is written when the screen ends.",
            text: () => tableText(format, passing, computed),
          });
    // Past the budget: the same answer over the rows screened so far, and the work kept for the next call.
    const partial = finished
      ? {}
      : job.pause(work, {
          processed: total - library.entries.length + cursor.next,
          total,
          doing: "screened (the counts, quantiles and rows cover those)",
          bytes: entriesBytes(library.entries) + 64 * computed.length * scored.length,
        });
    const topN = args.top_n ?? DEFAULT_SCREEN_ROWS;
    return fitAnswer(
      {
        source: sourceLabel(library.source),
        total,
        parsed,
        failed_to_parse: library.errors.length,
        passed: passedCounts,
        passed_all: passing.length,
        quantiles: quantileTable,
        rows: passing.slice(0, topN).map(({ entry, values }) => ({
          id: entry.id,
          row: entry.row,
          smiles: entry.smiles,
          values: Object.fromEntries(fields.map((name) => [name, values[name]])),
        })),
        ...save,
        errors: errorSummary(library.errors),
        ...partial,
      },
      ["rows"],
    );
  },
});
