import { butinaClusters } from "../chem/library/butina.ts";
import { specLabel } from "../chem/library/fingerprints.ts";
import { type TableSave, csvField, saveTableAsked } from "./output/tables.ts";
import { DomainError } from "../protocol/errors.ts";
import { fitAnswer, truncatedSchema } from "./library/input.ts";
import {
  loadFingerprintsWithin,
  moleculeAt,
  pauseBeforeStep,
  type FingerprintJobState,
} from "./library/fingerprint-cache.ts";
import { startJob } from "./library/resumable.ts";
import {
  completeOrPartial,
  fingerprintLabelSchema,
  libraryInfo,
  libraryInfoSchema,
  moleculeSchema,
  specFromArgs,
} from "./library/fingerprint-options.ts";
import { textAt } from "../chem/library/text-column.ts";
import { libraryArguments } from "./library/arguments.ts";
import { LOCAL_READ_ONLY, defineTool } from "./tool.ts";
import { enumOf, inputObject, integer, outputObject, string, typed } from "./schema.ts";

/**
 * Molecules one call may cluster. Butina compares every pair: 20,000 molecules are 200 million similarities
 * (validation/bench/library.md times 5,000); memory stays O(n) here (butina.ts), so the bound is time.
 */
export const MAX_CLUSTER_MOLECULES = 20_000;
export const MAX_LISTED_CLUSTERS = 1_000;
/**
 * The answer stays compact whatever the library's size (issue 27: 5,680 molecules answered 198 KB with 100 clusters
 * and every member): the counts, the 20 largest clusters with their sizes and first 10 member ids; the whole table
 * (every molecule with its cluster) is a file in --output-dir on request (save).
 */
export const DEFAULT_LISTED_CLUSTERS = 20;
export const DEFAULT_MEMBERS_SHOWN = 10;
export const MAX_MEMBERS_SHOWN = 1_000;

/** The whole clustering as CSV: one line per molecule, clusters largest first (as listed), centroid first. */
function clusterTable(
  library: Parameters<typeof moleculeAt>[0],
  ordered: ReadonlyArray<{ members: number[]; rdkitIndex: number }>,
): string {
  const lines = ["cluster,rdkit_index,size,centroid,id,row,smiles"];
  ordered.forEach(({ members, rdkitIndex }, rank) => {
    members.forEach((i, position) => {
      const molecule = moleculeAt(library, i);
      lines.push(
        [rank + 1, rdkitIndex, members.length, position === 0, molecule.id, molecule.row, molecule.smiles]
          .map(csvField)
          .join(","),
      );
    });
  });
  return `${lines.join("\n")}\n`;
}

export const clusterMoleculesTool = defineTool({
  name: "cluster_molecules",
  title: "Butina clustering of a set",
  description:
    "Butina clustering as RDKit's Butina.ClusterData (distance 1 - Tanimoto, default ECFP4; cutoff 0.4: Tanimoto ≥ 0.6): counts, clusters " +
    `largest first with centroid, size and ids; save writes all. At most ${MAX_CLUSTER_MOLECULES.toLocaleString("en-US")} molecules. Use it to group a set into chemotypes.`,
  whenToUse: "cluster a set",
  examples: [
    {
      arguments: { smiles_list: ["c1ccccc1O", "Cc1ccccc1O", "CCCCCCO", "CCCCCCCO", "c1ccncc1"], cutoff: 0.7 },
      molecule: "phenol, o-cresol, hexanol, heptanol and pyridine",
      shown: ["cluster_count", "singletons"],
      // Python: Butina.ClusterData(1 - Tanimoto(ECFP4), 5, 0.7, isDistData=True) → ((3, 2), (1, 0), (4,)): heptanol
      // with hexanol, o-cresol with phenol, pyridine alone (validation/generators/tool-examples.py).
      expect: {
        cluster_count: 3,
        singletons: 1,
        clusters: [
          { rdkit_index: 0, size: 2, members: ["row 4", "row 3"] },
          { rdkit_index: 1, size: 2, members: ["row 2", "row 1"] },
          { rdkit_index: 2, size: 1, members: ["row 5"] },
        ],
      },
    },
  ],
  annotations: LOCAL_READ_ONLY,
  runsOn: "library",
  inputSchema: inputObject(
    {
      ...libraryArguments(
        {
          cutoff: typed<number>({
            type: "number",
            minimum: 0,
            maximum: 1,
            description: "1 - Tanimoto (default 0.4).",
          }),
          max_clusters: typed<number>({
            type: "integer",
            minimum: 1,
            maximum: MAX_LISTED_CLUSTERS,
            description: `Clusters listed (default ${DEFAULT_LISTED_CLUSTERS}).`,
          }),
          members_shown: typed<number>({
            type: "integer",
            minimum: 0,
            maximum: MAX_MEMBERS_SHOWN,
            description: `Ids per cluster (default ${DEFAULT_MEMBERS_SHOWN}).`,
          }),
          save: enumOf(["csv"] as const, {
            description: "Every molecule's cluster, to --output-dir.",
          }),
        },
        { fingerprint: true },
      ),
    },
    [],
  ),
  outputSchema: completeOrPartial(
    outputObject(
      {
        fingerprint: fingerprintLabelSchema(),
        cutoff: { type: "number" },
        library: libraryInfoSchema(),
        cluster_count: integer("Clusters, singletons included.", 0),
        singletons: integer("Clusters of one molecule.", 0),
        clusters: {
          type: "array",
          description: "Largest first; equal sizes in RDKit's order.",
          items: {
            type: "object",
            properties: {
              rdkit_index: integer("0-based position of this cluster in RDKit's ClusterData output.", 0),
              size: integer("Molecules in the cluster.", 1),
              centroid: moleculeSchema(),
              members: {
                type: "array",
                items: { type: "string" },
                description:
                  "Ids of the first members_shown members, centroid first, in RDKit's order (size counts all).",
              },
            },
            required: ["rdkit_index", "size", "centroid", "members"],
            additionalProperties: false,
          },
        },
        saved_path: { type: ["string", "null"], description: "The CSV file written (save), or null." },
        save_note: string("Why nothing was saved, when save was asked for."),
        truncated: truncatedSchema,
      },
      ["fingerprint", "cutoff", "library", "cluster_count", "singletons", "clusters", "saved_path"],
    ),
  ),
  handler: async (args, context) => {
    const spec = specFromArgs(args);
    const job = startJob<FingerprintJobState>("cluster_molecules", args, context);
    const loaded = await loadFingerprintsWithin(args, context, spec, job);
    // Clustering needs every molecule and is one step: a call whose budget ran out while fingerprinting, or that
    // spent it fingerprinting, answers how far it got; the next call clusters (under the library time limit).
    if ("partial" in loaded) return { fingerprint: specLabel(spec), ...loaded };
    const { library, cached } = loaded;
    const n = library.table.n;
    if (n > MAX_CLUSTER_MOLECULES) {
      throw new DomainError(
        "LIBRARY_TOO_LARGE",
        `cluster_molecules takes at most ${MAX_CLUSTER_MOLECULES} molecules (every pair is compared); this library has ${n}. Cluster a subset, or use diversity_pick to choose representatives.`,
        {
          molecules: n,
          limit: MAX_CLUSTER_MOLECULES,
        },
      );
    }
    if (loaded.fresh && job.due())
      return { fingerprint: specLabel(spec), ...pauseBeforeStep(job, loaded, "clustering") };
    const cutoff = args.cutoff ?? 0.4;
    const clusters = butinaClusters(library.table, {
      cutoff,
      progress: (done, total) => context.progress?.(done, total, "comparing pairs"),
    });
    const ordered = clusters
      .map((members, rdkitIndex) => ({ members, rdkitIndex }))
      .sort((a, b) => b.members.length - a.members.length || a.rdkitIndex - b.rdkitIndex);
    const shown = args.members_shown ?? DEFAULT_MEMBERS_SHOWN;
    const save: TableSave =
      args.save === undefined
        ? { saved_path: null }
        : saveTableAsked({
            outputDir: context.outputDir,
            prefix: "clusters",
            format: "csv",
            text: () => clusterTable(library, ordered),
          });
    return fitAnswer(
      {
        fingerprint: specLabel(spec),
        cutoff,
        library: libraryInfo(library, cached),
        cluster_count: clusters.length,
        singletons: clusters.filter((members) => members.length === 1).length,
        clusters: ordered.slice(0, args.max_clusters ?? DEFAULT_LISTED_CLUSTERS).map(({ members, rdkitIndex }) => ({
          rdkit_index: rdkitIndex,
          size: members.length,
          centroid: moleculeAt(library, members[0] as number),
          members: members.slice(0, shown).map((i) => textAt(library.ids, i)),
        })),
        ...save,
      },
      ["clusters"],
    );
  },
});
