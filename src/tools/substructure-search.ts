import { SEARCH_PARSE, SubstructureQuery, type QueryType } from "../chem/library/substructure-search.ts";
import { writtenOrder } from "../chem/written-order.ts";
import {
  ANSWER_BUDGET_SENTENCE,
  errorSummary,
  errorSummarySchema,
  eachMolecule,
  fitAnswer,
  libraryInputProperties,
  readLibrary,
  sourceLabel,
  truncatedSchema,
} from "./library/input.ts";
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

export const substructureSearchTool = defineTool({
  name: "substructure_search",
  title: "Substructure search in a compound set",
  description:
    'Molecules of a list containing a substructure (SMARTS, or SMILES with query_type "smiles"; chirality ignored): the match ' +
    "count and the first hits (id, row, SMILES, optionally atoms). Use it to pull a chemotype out of a set. " +
    ANSWER_BUDGET_SENTENCE,
  whenToUse: "which molecules of a set contain a substructure",
  examples: [
    {
      arguments: {
        query: "C(=O)[OH]",
        smiles: ["CC(=O)Oc1ccccc1C(=O)O", "c1ccccc1O", { id: "acetic acid", smiles: "CC(=O)O" }],
      },
      molecule: "aspirin, phenol, acetic acid",
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
      query: moleculeText(
        'The substructure: SMARTS (default), e.g. "c1ccccc1[OH]", or SMILES with query_type "smiles".',
      ),
      query_type: enumOf(["smarts", "smiles"] as const, {
        description: "Default smarts.",
      }),
      ...libraryInputProperties(),
      max_hits: typed<number>({
        type: "integer",
        minimum: 0,
        maximum: MAX_SEARCH_HITS,
        description: `Hits listed (default ${DEFAULT_SEARCH_HITS}, at most ${MAX_SEARCH_HITS}).`,
      }),
      include_atoms: boolean("List each hit's first match atoms (default false)."),
    },
    ["query"],
  ),
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
      const library = await readLibrary(args, context);
      const total = library.entries.length + library.errors.length;
      let matchCount = 0;
      const hits: Hit[] = [];
      const parsed = eachMolecule(
        library,
        (mol, entry) => {
          // No fingerprint screen here: computing a molecule's pattern fingerprint costs more than matching it
          // (validation/reports/library-substructure.md), so a screen only pays with fingerprints kept between searches.
          const result = query.test(mol, withAtoms && hits.length < maxHits);
          if (result.outcome !== "match") return;
          matchCount++;
          if (hits.length < maxHits)
            hits.push({
              id: entry.id,
              row: entry.row,
              smiles: entry.smiles,
              // Matched on RDKit's default reading; numbered as written in the entry's SMILES.
              ...(result.atoms === undefined ? {} : { atoms: result.atoms.map(writtenOrder(entry.smiles, mol)) }),
            });
        },
        SEARCH_PARSE,
      );
      return fitAnswer(
        {
          query: args.query,
          query_type: type,
          source: sourceLabel(library.source),
          total,
          parsed,
          match_count: matchCount,
          hits,
          errors: errorSummary(library.errors),
        },
        ["hits"],
      );
    } finally {
      query.free();
    }
  },
});
