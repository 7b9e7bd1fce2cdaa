import { commonCounts, queryRow, similarityOf, type SimilarityMetric } from "../chem/library/fingerprints.ts";
import { fingerprintBytes } from "../chem/library/fingerprints.ts";
import { withMolecule } from "../chem/molecule.ts";
import { round } from "../chem/round.ts";
import { InvalidArgumentsError } from "../protocol/errors.ts";
import { loadFingerprintsWithin, moleculeAt, type FingerprintJobState } from "./library/fingerprint-cache.ts";
import type { FingerprintedLibrary } from "../chem/library/library.ts";
import { startJob } from "./library/resumable.ts";
import {
  completeOrPartial,
  fingerprintLabelSchema,
  libraryInfo,
  libraryInfoSchema,
  moleculeSchema,
  specFromArgs,
} from "./library/fingerprint-options.ts";
import { specLabel, type FingerprintSpec } from "../chem/library/fingerprints.ts";
import { libraryArguments } from "./library/arguments.ts";
import { LOCAL_READ_ONLY, defineTool } from "./tool.ts";
import { arrayOf, enumOf, inputObject, moleculeText, outputObject, typed } from "./schema.ts";

export const MAX_QUERIES = 100;
export const MAX_TOP_K = 1_000;
/** Neighbours in one answer (queries × top_k): keeps the answer well inside the 1 MiB response limit. */
export const MAX_NEIGHBOURS = 5_000;

/** The top `k` rows by similarity (ties: lower row first) with similarity ≥ threshold. */
export function topNeighbours(
  library: FingerprintedLibrary,
  query: Uint8Array,
  spec: FingerprintSpec,
  metric: SimilarityMetric,
  k: number,
  threshold: number,
) {
  const { table } = library;
  const q = queryRow(query, spec);
  const common = new Uint16Array(table.n);
  commonCounts(q, 0, table, common);
  const similarity = similarityOf(metric);
  const qCount = q.counts[0] as number;
  const scores = new Float64Array(table.n);
  // The k best so far, best first; rows come in ascending order, so a row that only ties the worst kept stays out
  // (ties go to the earlier row) and the list never needs more than one insertion per row that beats it.
  const best: number[] = [];
  for (let r = 0; r < table.n; r++) {
    const score = similarity(common[r] as number, qCount, table.counts[r] as number);
    if (score < threshold) continue;
    if (best.length === k && score <= (scores[best[k - 1] as number] as number)) continue;
    scores[r] = score;
    let at = best.length === k ? k - 1 : best.length;
    while (at > 0 && (scores[best[at - 1] as number] as number) < score) {
      best[at] = best[at - 1] as number;
      at--;
    }
    best[at] = r;
  }
  return best.map((r) => ({
    ...moleculeAt(library, r),
    similarity: round(scores[r] as number, 4),
    exact: scores[r] as number,
  }));
}

export const similaritySearchTool = defineTool({
  name: "similarity_search",
  title: "Similarity search in a set",
  description:
    "Nearest neighbours of query molecules in a list or --data-dir file: top_k by Tanimoto or Dice on a fingerprint (default " +
    `ECFP4), similarity 0-1 (4 decimals) as RDKit's; file fingerprints are cached. Use it for analogues of a hit; tanimoto for two molecules.`,
  whenToUse: "nearest neighbours in a set",
  examples: [
    {
      arguments: { query_smiles_list: ["c1ccccc1O"], smiles_list: ["CCO", "c1ccccc1N", "Oc1ccccc1C"], top_k: 1 },
      molecule: "phenol vs ethanol, aniline, o-cresol",
      // The nearest of the three similarities below (0.375 > 0.36842 > 0.0625): aniline, row 2.
      expect: {
        results: [
          { query: "c1ccccc1O", neighbours: [{ id: "row 2", row: 2, smiles: "c1ccccc1N", similarity: 0.375 }] },
        ],
      },
    },
    {
      arguments: { query_smiles_list: ["c1ccccc1O"], smiles_list: ["CCO", "c1ccccc1N", "Oc1ccccc1C"], top_k: 2 },
      molecule: "phenol vs ethanol, aniline, o-cresol",
      // Python: DataStructs.BulkTanimotoSimilarity(ECFP4(phenol), ECFP4 of the three) = [0.0625, 0.375, 0.36842…]
      // (validation/generators/tool-examples.py).
      expect: {
        results: [
          {
            query: "c1ccccc1O",
            neighbours: [
              { id: "row 2", row: 2, smiles: "c1ccccc1N", similarity: 0.375 },
              { id: "row 3", row: 3, smiles: "Oc1ccccc1C", similarity: 0.3684 },
            ],
          },
        ],
      },
    },
  ],
  annotations: LOCAL_READ_ONLY,
  runsOn: "library",
  inputSchema: inputObject(
    {
      query_smiles_list: arrayOf(moleculeText(), {
        minItems: 1,
        maxItems: MAX_QUERIES,
        description: "Query SMILES.",
      }),
      ...libraryArguments(
        {
          top_k: typed<number>({
            type: "integer",
            minimum: 1,
            maximum: MAX_TOP_K,
            description: "Per query (default 10).",
          }),
          threshold: typed<number>({
            type: "number",
            minimum: 0,
            maximum: 1,
            description: "Minimum similarity (default 0).",
          }),
          metric: enumOf(["tanimoto", "dice"] as const, { description: "Default tanimoto." }),
        },
        { fingerprint: true },
      ),
    },
    ["query_smiles_list"],
  ),
  limits: { query_smiles_list: { kind: "smiles" } },
  smallCall: { smiles_list: ["CCO"] },
  outputSchema: completeOrPartial(
    outputObject({
      fingerprint: fingerprintLabelSchema(),
      metric: { type: "string", enum: ["tanimoto", "dice"] },
      library: libraryInfoSchema(),
      results: {
        type: "array",
        description: "One entry per query, in the order given.",
        items: {
          type: "object",
          properties: {
            query: { type: "string" },
            neighbours: {
              type: "array",
              items: moleculeSchema({ similarity: { type: "number", minimum: 0, maximum: 1 } }),
              description: "Most similar first.",
            },
          },
          required: ["query", "neighbours"],
          additionalProperties: false,
        },
      },
    }),
  ),
  handler: async (args, context) => {
    const spec = specFromArgs(args);
    const topK = args.top_k ?? 10;
    if (args.query_smiles_list.length * topK > MAX_NEIGHBOURS) {
      throw new InvalidArgumentsError(
        `${args.query_smiles_list.length} queries × top_k ${topK} is more than ${MAX_NEIGHBOURS} neighbours in one answer; lower top_k or split the queries`,
      );
    }
    // Queries first: a typo in one fails fast, before a large file is read.
    const queries = args.query_smiles_list.map((smiles, i) =>
      withMolecule(smiles, (molecule) => fingerprintBytes(molecule, spec), { label: `query_smiles_list[${i}]` }),
    );
    const job = startJob<FingerprintJobState>("similarity_search", args, context);
    const loaded = await loadFingerprintsWithin(args, context, spec, job);
    // Past the budget while fingerprinting: how far it got (neighbours among part of the library would mislead).
    if ("partial" in loaded) return { fingerprint: specLabel(spec), ...loaded };
    const { library, cached } = loaded;
    const metric = args.metric ?? "tanimoto";
    const results = queries.map((bytes, i) => ({
      query: args.query_smiles_list[i] as string,
      neighbours: topNeighbours(library, bytes, spec, metric, topK, args.threshold ?? 0).map(
        ({ exact: _exact, ...shown }) => shown,
      ),
    }));
    return { fingerprint: specLabel(spec), metric, library: libraryInfo(library, cached), results };
  },
});
