import { MURCKO_PARSE, murckoCache, murckoOf } from "../chem/library/murcko.ts";
import { round } from "../chem/round.ts";
import {
  RGroupRun,
  mayHaveAttachmentLabels,
  parseCore,
  sortLabels,
  type CoreType,
  type RGroupRow,
} from "../chem/series/rgroup.ts";
import { MAX_PROPERTY_COLUMNS, MAX_SERIES_MOLECULES, readSeries, type PropertyValues } from "./library/series-input.ts";
import { free, type JSMol } from "../chem/rdkit.ts";
import { InvalidArgumentsError } from "../protocol/errors.ts";
import {
  eachMolecule,
  errorSummary,
  errorSummarySchema,
  fitAnswer,
  sourceLabel,
  truncatedSchema,
} from "./library/input.ts";
import type { Library, LibraryEntry } from "../chem/library/library.ts";
import { libraryArguments } from "./library/arguments.ts";
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
  typed,
} from "./schema.ts";

/** Distinct groups listed per position in the summary (the count of distinct groups is always complete). */
export const MAX_SUMMARY_GROUPS = 30;

interface GroupTally {
  smiles: string;
  count: number;
  sums: Record<string, { total: number; n: number }>;
}

/**
 * The most shared Bemis–Murcko scaffold of the series (ties: the one met first), as the core when none is given.
 * Parse failures here are not recorded: the decomposition's own pass records them once.
 */
function mostSharedScaffold(library: Library): { scaffold: string; members: number } | undefined {
  const counts = new Map<string, number>();
  const cache = murckoCache();
  eachMolecule(
    { ...library, errors: [] },
    (molecule) => {
      const { scaffold } = murckoOf(molecule, cache);
      if (scaffold !== "") counts.set(scaffold, (counts.get(scaffold) ?? 0) + 1);
    },
    MURCKO_PARSE,
  );
  let best: { scaffold: string; members: number } | undefined;
  for (const [scaffold, members] of counts)
    if (best === undefined || members > best.members) best = { scaffold, members };
  return best;
}

function summarise(
  rows: ReadonlyArray<{ decomposition: RGroupRow; properties?: PropertyValues }>,
  positions: readonly string[],
  columns: readonly string[],
) {
  return positions.map((position) => {
    const tallies = new Map<string, GroupTally>();
    for (const { decomposition, properties } of rows) {
      const smiles = decomposition.groups[position];
      if (smiles === undefined) continue;
      let tally = tallies.get(smiles);
      if (tally === undefined) {
        tally = { smiles, count: 0, sums: Object.fromEntries(columns.map((name) => [name, { total: 0, n: 0 }])) };
        tallies.set(smiles, tally);
      }
      tally.count++;
      for (const name of columns) {
        const value = properties?.[name];
        if (typeof value === "number") {
          tally.sums[name]!.total += value;
          tally.sums[name]!.n++;
        }
      }
    }
    const groups = [...tallies.values()].sort((a, b) => b.count - a.count || (a.smiles < b.smiles ? -1 : 1));
    return {
      position,
      distinct: groups.length,
      groups: groups.slice(0, MAX_SUMMARY_GROUPS).map((tally) => ({
        smiles: tally.smiles,
        count: tally.count,
        ...(columns.length === 0
          ? {}
          : {
              mean: Object.fromEntries(
                columns.map((name) => {
                  const { total, n } = tally.sums[name]!;
                  return [name, n === 0 ? null : round(total / n, 3)];
                }),
              ),
            }),
      })),
    };
  });
}

const idRow = {
  type: "object",
  properties: { id: { type: "string" }, row: { type: "integer", minimum: 1 } },
  required: ["id", "row"],
  additionalProperties: false,
};

export const rgroupDecomposeTool = defineTool({
  name: "rgroup_decompose",
  title: "R-group decomposition of a series",
  description:
    "R-group decomposition (RDKit RGroupDecomposition) of a series: per matched molecule the labelled core and its " +
    "R-groups as SMILES with [*:n] points; unmatched molecules apart; per position the distinct groups with counts " +
    "and property_columns means (e.g. pIC50). Core: SMILES/SMARTS with [*:n] points, or omitted: the most shared " +
    `Murcko scaffold. At most ${MAX_SERIES_MOLECULES.toLocaleString("en-US")} molecules.`,
  whenToUse: "R-group table of a series",
  examples: [
    {
      arguments: { smiles_list: ["Oc1ccccc1", "Clc1ccccc1", "CCO"], core: "[*:1]c1ccccc1" },
      molecule: "phenol, chlorobenzene, ethanol",
      // Python: rdRGroupDecomposition.RGroupDecompose(core, mols, asSmiles=True, asRows=True): two rows (R1 O, Cl),
      // ethanol unmatched (validation/generators/tool-examples.py).
      expect: {
        matched: 2,
        unmatched_count: 1,
        rows: [{ r_groups: { R1: "O[*:1]" } }, { r_groups: { R1: "Cl[*:1]" } }],
      },
    },
  ],
  annotations: LOCAL_READ_ONLY,
  runsOn: "library",
  inputSchema: inputObject(
    {
      ...libraryArguments(
        {
          core: moleculeText('E.g. "[*:1]c1ccccc1[*:2]".'),
          core_type: enumOf(["smiles", "smarts"] as const, { description: "Default smiles." }),
          only_match_at_rgroups: boolean(
            "R-groups only at the core's labelled attachment points [*:n] (default false; a core with no label is refused).",
          ),
          property_columns: typed<string[]>({
            type: "array",
            items: { type: "string", minLength: 1, maxLength: 200 },
            minItems: 1,
            maxItems: MAX_PROPERTY_COLUMNS,
            uniqueItems: true,
            description: "Numeric columns of the file (.csv/.tsv/.sdf) for the table.",
          }),
        },
        { resume: false },
      ),
    },
    [],
  ),
  limits: { core: { kind: "smiles" } },
  smallCall: { smiles_list: ["CCO"] },
  outputSchema: outputObject(
    {
      source: string('"inline" or the path of the file read.'),
      total: integer("Rows read.", 0),
      parsed: integer("Molecules RDKit parsed.", 0),
      failed_to_parse: integer("Rows that could not be read or parsed (see errors).", 0),
      core: string("The core used, as given or the scaffold chosen."),
      core_source: enumOf(["given", "murcko_scaffold"] as const, {
        description: "given, or the most shared Murcko scaffold of the series.",
      }),
      core_members: nullable(integer("For a Murcko scaffold core: molecules with that scaffold.", 0)),
      matched: integer("Molecules the core matched (rows).", 0),
      positions: { type: "array", items: { type: "string" }, description: 'R-group labels: "R1", "R2", ...' },
      property_columns: { type: "array", items: { type: "string" } },
      rows: {
        type: "array",
        description: "Matched molecules in input order.",
        items: {
          type: "object",
          properties: {
            id: { type: "string" },
            row: { type: "integer", minimum: 1 },
            core: { type: "string", description: "The labelled core as matched." },
            r_groups: { type: "object", additionalProperties: { type: "string" } },
            properties: { type: "object", additionalProperties: { type: ["number", "null"] } },
          },
          required: ["id", "row", "core", "r_groups"],
          additionalProperties: false,
        },
      },
      unmatched_count: integer("Parsed molecules the core did not match.", 0),
      unmatched: { type: "array", items: idRow, description: "Those molecules, in input order." },
      summary: {
        type: "array",
        description: `Per position: distinct groups, and the ${MAX_SUMMARY_GROUPS} most frequent with counts (and property means).`,
        items: {
          type: "object",
          properties: {
            position: { type: "string" },
            distinct: { type: "integer", minimum: 0 },
            groups: {
              type: "array",
              items: {
                type: "object",
                properties: {
                  smiles: { type: "string" },
                  count: { type: "integer", minimum: 1 },
                  mean: { type: "object", additionalProperties: { type: ["number", "null"] } },
                },
                required: ["smiles", "count"],
                additionalProperties: false,
              },
            },
          },
          required: ["position", "distinct", "groups"],
          additionalProperties: false,
        },
      },
      property_errors: errorSummarySchema(),
      errors: errorSummarySchema(),
      truncated: truncatedSchema,
    },
    [
      "source",
      "total",
      "parsed",
      "failed_to_parse",
      "core",
      "core_source",
      "core_members",
      "matched",
      "positions",
      "property_columns",
      "rows",
      "unmatched_count",
      "unmatched",
      "summary",
      "property_errors",
      "errors",
    ],
  ),
  handler: async (args, context) => {
    const series = await readSeries(args, context, "rgroup_decompose");
    const { library, total, propertyColumns } = series;
    let coreText = args.core;
    let coreType: CoreType = args.core_type ?? "smiles";
    let coreMembers: number | null = null;
    if (coreText === undefined) {
      if (args.core_type !== undefined) throw new InvalidArgumentsError("core_type is given but core is not");
      const best = mostSharedScaffold(library);
      if (best === undefined) {
        throw new InvalidArgumentsError(
          "no core was given and no molecule of the series has a ring, so there is no Murcko scaffold to use: give core (e.g. a chain with [*:1] attachment points)",
        );
      }
      coreText = best.scaffold;
      coreType = "smiles";
      coreMembers = best.members;
    }
    const matched: Array<{ entry: LibraryEntry; decomposition?: RGroupRow }> = [];
    const unmatched: LibraryEntry[] = [];
    let core: JSMol | undefined;
    let run: RGroupRun | undefined;
    let decompositions: RGroupRow[];
    let parsed: number;
    if (args.only_match_at_rgroups === true && !mayHaveAttachmentLabels(coreText)) {
      const which = args.core === undefined ? "the Murcko scaffold used as core" : "the core";
      throw new InvalidArgumentsError(
        `only_match_at_rgroups needs a core with labelled attachment points ([*:1], [*:2], ...), and ${which} ${JSON.stringify(coreText)} has none: give core with them, or leave only_match_at_rgroups false`,
      );
    }
    try {
      core = parseCore(coreText, coreType);
      const rgd = new RGroupRun(core, { onlyMatchAtRGroups: args.only_match_at_rgroups === true });
      run = rgd;
      parsed = eachMolecule(library, (molecule, entry) => {
        if (rgd.add(molecule.mol)) matched.push({ entry });
        else unmatched.push(entry);
      });
      decompositions = rgd.finish();
    } finally {
      run?.free();
      free(core);
    }
    if (parsed > 0 && matched.length === 0) {
      throw new InvalidArgumentsError(
        `core ${JSON.stringify(coreText)} (${coreType}) matches none of the ${parsed} molecules parsed; check it is a substructure of the series (attachment points [*:n] stand for substituents or hydrogen)`,
      );
    }
    const rows = matched.map(({ entry }, i) => ({
      entry,
      decomposition: decompositions[i] as RGroupRow,
      properties: series.properties.get(entry.row),
    }));
    const positions = sortLabels(rows.flatMap((row) => Object.keys(row.decomposition.groups)));
    return fitAnswer(
      {
        source: sourceLabel(library.source),
        total,
        parsed,
        failed_to_parse: library.errors.length,
        core: coreText,
        core_source: args.core === undefined ? ("murcko_scaffold" as const) : ("given" as const),
        core_members: coreMembers,
        matched: rows.length,
        positions,
        property_columns: propertyColumns,
        rows: rows.map(({ entry, decomposition, properties }) => ({
          id: entry.id,
          row: entry.row,
          core: decomposition.core,
          r_groups: decomposition.groups,
          ...(propertyColumns.length === 0 ? {} : { properties: properties ?? {} }),
        })),
        unmatched_count: unmatched.length,
        unmatched: unmatched.map((entry) => ({ id: entry.id, row: entry.row })),
        summary: summarise(rows, positions, propertyColumns),
        property_errors: errorSummary(series.propertyErrors),
        errors: errorSummary(library.errors),
      },
      ["rows", "unmatched"],
    );
  },
});
