import { maxMinPick } from "../chem/library/maxmin.ts";
import { specLabel } from "../chem/library/fingerprints.ts";
import { textAt } from "../chem/library/text-column.ts";
import { InvalidArgumentsError } from "../protocol/errors.ts";
import { fitAnswer, truncatedSchema } from "./library/input.ts";
import {
  loadFingerprintsWithin,
  moleculeAt,
  pauseBeforeStep,
  type FingerprintJobState,
} from "./library/fingerprint-cache.ts";
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
import { libraryArguments } from "./library/arguments.ts";
import { LOCAL_READ_ONLY, defineTool } from "./tool.ts";
import { arrayOf, enumOf, inputObject, outputObject, typed } from "./schema.ts";

/** Picks one answer lists (each with its SMILES): well inside the 1 MiB response limit. */
export const MAX_PICKS = 5_000;
export const MAX_FIRST_PICKS = 1_000;
export const DEFAULT_SEED = 42;

/** Row of each first-pick id (the first molecule with that id); unknown or repeated ids are argument errors. */
function firstPickRows(library: FingerprintedLibrary, ids: readonly string[]): number[] {
  const wanted = new Map<string, number>();
  ids.forEach((id, i) => {
    if (wanted.has(id))
      throw new InvalidArgumentsError(
        `first_picks names ${JSON.stringify(id)} twice (items ${wanted.get(id)} and ${i})`,
      );
    wanted.set(id, i);
  });
  const rows = new Array<number>(ids.length).fill(-1);
  for (let r = 0; r < library.table.n && wanted.size > 0; r++) {
    const id = textAt(library.ids, r);
    const at = wanted.get(id);
    if (at !== undefined) {
      rows[at] = r;
      wanted.delete(id);
    }
  }
  if (wanted.size > 0) {
    const missing = [...wanted.keys()].slice(0, 5).map((id) => JSON.stringify(id));
    throw new InvalidArgumentsError(
      `first_picks: no fingerprinted molecule has the id ${missing.join(", ")}; use ids as the library names them (inline items without an id are "row N")`,
    );
  }
  return rows;
}

export const diversityPickTool = defineTool({
  name: "diversity_pick",
  title: "Diverse subset (MaxMin)",
  description:
    "Picks count diverse molecules by RDKit's MaxMinPicker (each pick farthest from those so far, default ECFP4), " +
    `deterministic by seed or first_picks; at most ${MAX_PICKS}. Use it to choose a representative subset.`,
  whenToUse: "diverse subset of a set",
  examples: [
    {
      arguments: { smiles_list: ["c1ccccc1O", "Cc1ccccc1O", "CCCCCCO", "CCCCCCCO", "c1ccncc1"], count: 3, seed: 42 },
      molecule: "phenol, o-cresol, hexanol, heptanol and pyridine",
      // Python: MaxMinPicker().LazyBitVectorPick(ECFP4 of the five, 5, 3, seed=42) → [1, 2, 4] (validation/generators/tool-examples.py).
      expect: {
        picks: [
          { id: "row 2", row: 2, smiles: "Cc1ccccc1O" },
          { id: "row 3", row: 3, smiles: "CCCCCCO" },
          { id: "row 5", row: 5, smiles: "c1ccncc1" },
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
          count: typed<number>({
            type: "integer",
            minimum: 1,
            maximum: MAX_PICKS,
            description: "At most the library's size.",
          }),
          seed: typed<number>({
            type: "integer",
            minimum: 0,
            maximum: 2_147_483_647,
            description: `First pick's seed (default ${DEFAULT_SEED}); not with first_picks.`,
          }),
          first_picks: arrayOf(typed<string>({ type: "string", minLength: 1, maxLength: 1_000 }), {
            maxItems: MAX_FIRST_PICKS,
            description: "Ids to pick first, in order.",
          }),
          metric: enumOf(["tanimoto", "dice"] as const, { description: "Distance 1 - metric; default tanimoto." }),
        },
        { fingerprint: true },
      ),
    },
    ["count"],
  ),
  outputSchema: completeOrPartial(
    outputObject(
      {
        fingerprint: fingerprintLabelSchema(),
        metric: { type: "string", enum: ["tanimoto", "dice"] },
        seed: { type: ["integer", "null"], description: "The seed used; null when first_picks started the list." },
        library: libraryInfoSchema(),
        picks: { type: "array", items: moleculeSchema(), description: "In pick order (first picks first)." },
        truncated: truncatedSchema,
      },
      ["fingerprint", "metric", "seed", "library", "picks"],
    ),
  ),
  handler: async (args, context) => {
    const spec = specFromArgs(args);
    const job = startJob<FingerprintJobState>("diversity_pick", args, context);
    const loaded = await loadFingerprintsWithin(args, context, spec, job);
    // Picking needs every molecule and is one step: as in cluster_molecules, a call whose budget ran out while (or
    // by) fingerprinting answers how far it got, and the next call picks (under the library time limit).
    if ("partial" in loaded) return { fingerprint: specLabel(spec), ...loaded };
    const { library, cached } = loaded;
    const n = library.table.n;
    if (args.count > n)
      throw new InvalidArgumentsError(
        `count ${args.count} is more than the ${n} molecules fingerprinted; ask for at most ${n}`,
      );
    const firstPicks = firstPickRows(library, args.first_picks ?? []);
    if (firstPicks.length > args.count)
      throw new InvalidArgumentsError(`first_picks has ${firstPicks.length} ids, more than count ${args.count}`);
    if (loaded.fresh && job.due()) return { fingerprint: specLabel(spec), ...pauseBeforeStep(job, loaded, "picking") };
    const metric = args.metric ?? "tanimoto";
    const seed = args.seed ?? DEFAULT_SEED;
    const picks = maxMinPick(library.table, {
      count: args.count,
      seed,
      firstPicks,
      metric,
      progress: (done, total) => context.progress?.(done, total, "picking"),
    });
    // count is the caller's, but thousands of picks with long SMILES or ids would not fit one answer.
    return fitAnswer(
      {
        fingerprint: specLabel(spec),
        metric,
        seed: firstPicks.length > 0 ? null : seed,
        library: libraryInfo(library, cached),
        picks: picks.map((row) => moleculeAt(library, row)),
      },
      ["picks"],
    );
  },
});
