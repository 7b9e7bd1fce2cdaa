import { SEARCH_PARSE, SubstructureQuery, type QueryType } from "../chem/library/substructure-search.ts";
import { writtenOrder } from "../chem/written-order.ts";
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
import { boolean, enumOf, inputObject, integer, moleculeText, outputObject, string, typed } from "./schema.ts";

export const DEFAULT_SEARCH_HITS = 50;
export const MAX_SEARCH_HITS = 1_000;

interface Hit {
  id: string;
  row: number;
  smiles: string;
  atoms?: number[];
}

/** A search that may take several calls (resumable.ts): the library read, where the loop stands, the hits so far. */
interface SearchWork {
  library: Library;
  /** Rows read, fixed at reading. */
  total: number;
  cursor: Cursor;
  matchCount: number;
  hits: Hit[];
}

export const substructureSearchTool = defineTool({
  name: "substructure_search",
  title: "Substructure search in a set",
  description:
    "Molecules of a list containing a substructure (SMARTS or SMILES, chirality ignored): the match " +
    "count and the first hits (id, row, SMILES, optionally atoms). Use it to pull a chemotype out of a set.",
  whenToUse: "substructure in a set",
  examples: [
    {
      arguments: {
        query: "C(=O)[OH]",
        smiles_list: ["CC(=O)Oc1ccccc1C(=O)O", "c1ccccc1O", { id: "acetic acid", smiles: "CC(=O)O" }],
      },
      molecule: "aspirin, phenol, acetic acid",
      shown: ["match_count"],
      // Python: HasSubstructMatch(MolFromSmarts("C(=O)[OH]")) is True for aspirin and acetic acid, False for phenol (validation/generators/tool-examples.py).
      expect: {
        match_count: 2,
        hits: [
          { id: "row 1", row: 1, smiles: "CC(=O)Oc1ccccc1C(=O)O" },
          { id: "acetic acid", row: 3, smiles: "CC(=O)O" },
        ],
      },
    },
  ],
  annotations: LOCAL_READ_ONLY,
  runsOn: "library",
  inputSchema: inputObject(
    {
      query: moleculeText('SMARTS, e.g. "c1ccccc1[OH]", or SMILES with query_type "smiles".'),
      query_type: enumOf(["smarts", "smiles"] as const, {
        description: "Default smarts.",
      }),
      ...libraryArguments({
        max_hits: typed<number>({
          type: "integer",
          minimum: 0,
          maximum: MAX_SEARCH_HITS,
          description: `Hits listed (default ${DEFAULT_SEARCH_HITS}).`,
        }),
        include_atoms: boolean("List each hit's first match atoms."),
      }),
    },
    ["query"],
  ),
  limits: { query: { kind: "smiles", readWith: { query_type: "smiles" } } },
  smallCall: { smiles_list: ["CCO"] },
  outputSchema: outputObject(
    {
      query: string("The query as given."),
      query_type: string('"smarts" or "smiles".'),
      source: string('"inline" or the path of the file read.'),
      total: integer("Rows read.", 0),
      parsed: integer("Molecules RDKit parsed and searched.", 0),
      match_count: integer("Molecules that contain the query.", 0),
      hits: {
        type: "array",
        description: "The first matching molecules, in input order.",
        items: {
          type: "object",
          properties: {
            id: { type: "string" },
            row: { type: "integer", minimum: 1 },
            smiles: { type: "string" },
            atoms: {
              type: "array",
              items: { type: "integer", minimum: 0 },
              description: "First match: molecule atom indices in query-atom order.",
            },
          },
          required: ["id", "row", "smiles"],
          additionalProperties: false,
        },
      },
      errors: errorSummarySchema(),
      truncated: truncatedSchema,
      ...partialProperties(),
    },
    ["query", "query_type", "source", "total", "parsed", "match_count", "hits", "errors"],
  ),
  handler: async (args, context) => {
    const type: QueryType = args.query_type ?? "smarts";
    const maxHits = args.max_hits ?? DEFAULT_SEARCH_HITS;
    const withAtoms = args.include_atoms === true;
    // The query first: a malformed one fails the call before any file is read.
    const query = new SubstructureQuery(args.query, type);
    try {
      const job = startJob<SearchWork>("substructure_search", args, context);
      let work = job.resumed;
      if (work === undefined) {
        const read = await readLibrary(args, context);
        const rows = read.entries.length + read.errors.length;
        work = { library: read, total: rows, cursor: { next: 0, parsed: 0 }, matchCount: 0, hits: [] };
      }
      const { library, total, cursor, hits } = work;
      const state = work;
      const finished = eachMoleculeUntil(
        library,
        cursor,
        job.due,
        (molecule, entry) => {
          // No fingerprint screen here: computing a molecule's pattern fingerprint costs more than matching it
          // (validation/reports/library-substructure.md), so a screen only pays with fingerprints kept between searches.
          const result = query.test(molecule.mol, withAtoms && hits.length < maxHits);
          if (result.outcome !== "match") return;
          state.matchCount++;
          if (hits.length < maxHits)
            hits.push({
              id: entry.id,
              row: entry.row,
              smiles: entry.smiles,
              // Matched on RDKit's default reading; numbered as written in the entry's SMILES.
              ...(result.atoms === undefined ? {} : { atoms: result.atoms.map(writtenOrder(entry.smiles, molecule)) }),
            });
        },
        SEARCH_PARSE,
      );
      // Past the budget: the hits among the molecules searched so far, and the work kept for the next call.
      const partial = finished
        ? {}
        : job.pause(work, {
            processed: total - library.entries.length + cursor.next,
            total,
            doing: "searched (the counts and hits cover those)",
            bytes: entriesBytes(library.entries) + entriesBytes(hits),
          });
      return fitAnswer(
        {
          query: args.query,
          query_type: type,
          source: sourceLabel(library.source),
          total,
          parsed: cursor.parsed,
          match_count: state.matchCount,
          hits,
          errors: errorSummary(library.errors),
          ...partial,
        },
        ["hits"],
      );
    } finally {
      query.free();
    }
  },
});
