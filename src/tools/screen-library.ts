import {
  FIELD_NAMES,
  NUMERIC_FIELDS,
  RULES,
  SCREEN_FIELDS,
  VEBER_MAX_ROTATABLE_BONDS,
  VEBER_MAX_TPSA,
  computeFields,
  groupsFor,
  inRange,
  quantiles,
  type FieldValue,
  type Quantiles,
  type Range,
  type RuleName,
} from "../chem/library/screen.ts";
import { csvField, saveTable, sdfValue, type TableFormat } from "../chem/library/table-output.ts";
import { free, parseSmiles } from "../chem/rdkit.ts";
import { InvalidArgumentsError } from "../protocol/errors.ts";
import {
  errorSummary,
  errorSummarySchema,
  eachMolecule,
  fitAnswer,
  libraryInputProperties,
  readLibrary,
  sourceLabel,
  truncatedSchema,
  ANSWER_BUDGET_SENTENCE,
  type LibraryEntry,
} from "./library/input.ts";
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

type Filters = Record<string, Range | "pass" | "fail">;

const filterProperties: Record<string, JsonSchema> = {
  ...Object.fromEntries(
    NUMERIC_FIELDS.map((name) => [
      name,
      {
        type: "object",
        properties: { min: { type: "number" }, max: { type: "number" } },
        additionalProperties: false,
        minProperties: 1,
        description: `Keep molecules whose ${name} (${SCREEN_FIELDS[name]!.description}) lies in [min, max].`,
      },
    ]),
  ),
  ...Object.fromEntries(
    Object.keys(RULES).map((rule) => [
      rule,
      { enum: ["pass", "fail"], description: `Keep molecules that pass (or fail) ${rule}.` },
    ]),
  ),
};

interface Scored {
  entry: LibraryEntry;
  values: Record<string, FieldValue>;
}

/** Sort key order: numbers by value (descending when asked), molecules without a value (null) last, ties in input order. */
function compareBy(field: string, descending: boolean): (a: Scored, b: Scored) => number {
  return (a, b) => {
    const x = a.values[field];
    const y = b.values[field];
    const xNull = typeof x !== "number";
    const yNull = typeof y !== "number";
    if (xNull || yNull) return xNull === yNull ? a.entry.index - b.entry.index : xNull ? 1 : -1;
    return (
      (descending ? (y as number) - (x as number) : (x as number) - (y as number)) || a.entry.index - b.entry.index
    );
  };
}

function tableText(format: TableFormat, rows: readonly Scored[], columns: readonly string[]): string {
  if (format === "csv") {
    const lines = [["id", "smiles", "row", ...columns].join(",")];
    for (const { entry, values } of rows)
      lines.push([entry.id, entry.smiles, entry.row, ...columns.map((name) => values[name])].map(csvField).join(","));
    return `${lines.join("\n")}\n`;
  }
  const records: string[] = [];
  for (const { entry, values } of rows) {
    const mol = parseSmiles(entry.smiles);
    try {
      // RDKit's molblock (2D coordinates) with the id as its title, then one data item per field.
      const molblock = mol.get_molblock().replace(/^[^\n]*/, entry.id.replace(/[\r\n]+/g, " "));
      const items = [
        ["id", entry.id],
        ["smiles", entry.smiles],
        ["row", entry.row],
        ...columns.map((name) => [name, values[name]]),
      ];
      records.push(`${molblock}${items.map(([name, value]) => `>  <${name}>\n${sdfValue(value)}\n\n`).join("")}$$$$\n`);
    } finally {
      free(mol);
    }
  }
  return records.join("");
}

export const screenLibraryTool = defineTool({
  name: "screen_library",
  title: "Screen a compound set",
  description:
    "Computes chosen properties for every molecule of a compound list and filters and ranks them: calc_properties' fields " +
    "(mw g/mol, exact_mass, logp, tpsa Å², hbd, hba, rotatable_bonds, heavy_atom_count, qed), sa_score, lipinski_violations/" +
    `lipinski_pass, veber_pass (rotatable bonds ≤ ${VEBER_MAX_ROTATABLE_BONDS} and TPSA ≤ ${VEBER_MAX_TPSA}), pains_pass/pains_alerts, brenk_pass/brenk_alerts, ` +
    "and admet_profile estimates (bbb_score, bbb_pass, caco2_log_papp_cm_s, herg_risk, cyp3a4_risk, pka_acid, pka_base, esol_logs, " +
    "logd_74, ames_risk, ppb_percent, clearance_class), each exactly as its single-molecule tool reports it. filters keeps molecules " +
    'in numeric ranges ({"mw": {"max": 500}}) and passing or failing rules ({"lipinski": "pass", "pains": "pass"}; rules: lipinski, ' +
    "veber, pains, brenk, bbb), on the values as reported (rounded). Returns counts (read, parsed, failed, passing each filter and " +
    "all), quantiles (min, p25, median, p75, max) of each numeric field over all parsed molecules, and the first top_n passing " +
    "molecules in input order or sorted by sort_by. With save (csv or sdf) and the server's --output-dir, the whole passing table is " +
    "written to a file and its path returned. Molecules are given inline (smiles) or as a file in the server's --data-dir (file); " +
    "unreadable rows are counted in errors. Use it to triage a set before docking, purchase or synthesis. " +
    ANSWER_BUDGET_SENTENCE,
  whenToUse: "properties, filters and ranking for a whole compound set",
  examples: [
    {
      arguments: {
        smiles: ["CC(=O)Oc1ccccc1C(=O)O", "CCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCC(=O)O", "c1ccccc1O"],
        fields: ["mw", "logp"],
        filters: { lipinski: "pass" },
      },
      molecule: "aspirin, hexatriacontanoic acid, phenol",
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
      ...libraryInputProperties(),
      fields: typed<string[]>({
        type: "array",
        items: { enum: FIELD_NAMES },
        uniqueItems: true,
        minItems: 1,
        description: `Fields to report per molecule (default ${DEFAULT_SCREEN_FIELDS.join(", ")}).`,
      }),
      filters: typed<Filters>({
        type: "object",
        properties: filterProperties,
        additionalProperties: false,
        description:
          'Ranges on numeric fields ({"logp": {"min": 0, "max": 5}}) and rules ("lipinski", "veber", "pains", "brenk", "bbb": "pass" or "fail"). A molecule must meet all of them.',
      }),
      sort_by: enumOf(NUMERIC_FIELDS as [string, ...string[]], {
        description:
          "Numeric field to rank the passing molecules by (default: input order); molecules without a value go last.",
      }),
      descending: boolean("Sort from the highest value (default false: lowest first)."),
      top_n: typed<number>({
        type: "integer",
        minimum: 0,
        maximum: MAX_SCREEN_ROWS,
        description: `Passing molecules listed (default ${DEFAULT_SCREEN_ROWS}, at most ${MAX_SCREEN_ROWS}).`,
      }),
      save: enumOf(["csv", "sdf"] as const, {
        description:
          "Also write every passing molecule with its fields to a file in the server's --output-dir (csv or sdf); the answer gives its path.",
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
    const fields = args.fields ?? [...DEFAULT_SCREEN_FIELDS];
    const filters = Object.entries(args.filters ?? {});
    for (const [name, filter] of filters) {
      if (
        typeof filter === "object" &&
        filter.min !== undefined &&
        filter.max !== undefined &&
        filter.min > filter.max
      ) {
        throw new InvalidArgumentsError(`filters.${name}: min ${filter.min} is greater than max ${filter.max}`);
      }
    }
    const filterField = (name: string): string => (name in RULES ? RULES[name as RuleName] : name);
    const computed = [
      ...new Set([
        ...fields,
        ...filters.map(([name]) => filterField(name)),
        ...(args.sort_by === undefined ? [] : [args.sort_by]),
      ]),
    ];
    const groups = groupsFor(computed);
    const library = await readLibrary(args, context);
    const total = library.entries.length + library.errors.length;
    const scored: Scored[] = [];
    const parsed = eachMolecule(library, (mol, entry) =>
      scored.push({ entry, values: computeFields(mol, computed, groups) }),
    );

    const passedCounts = Object.fromEntries(filters.map(([name]) => [name, 0]));
    const passing: Scored[] = [];
    for (const molecule of scored) {
      let all = true;
      for (const [name, filter] of filters) {
        const value = molecule.values[filterField(name)] as FieldValue;
        const meets = typeof filter === "string" ? value === (filter === "pass") : inRange(value, filter);
        if (meets) passedCounts[name]!++;
        else all = false;
      }
      if (all) passing.push(molecule);
    }
    if (args.sort_by !== undefined) passing.sort(compareBy(args.sort_by, args.descending === true));

    const quantileTable: Record<string, Quantiles | null> = {};
    for (const name of computed.filter((field) => NUMERIC_FIELDS.includes(field))) {
      quantileTable[name] = quantiles(
        scored.map((molecule) => molecule.values[name]).filter((value): value is number => typeof value === "number"),
      );
    }

    let savedPath: string | null = null;
    let saveNote: string | undefined;
    if (args.save !== undefined) {
      if (context.outputDir === undefined)
        saveNote = "Not saved: the server was started without --output-dir, so it writes nothing to disk.";
      else savedPath = saveTable(context.outputDir, "screen", tableText(args.save, passing, computed), args.save);
    }
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
        saved_path: savedPath,
        ...(saveNote === undefined ? {} : { save_note: saveNote }),
        errors: errorSummary(library.errors),
      },
      ["rows"],
    );
  },
});
