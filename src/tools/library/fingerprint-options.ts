/**
 * The fingerprint arguments the similarity, clustering and diversity tools share (`fingerprint`, `radius`,
 * `n_bits`) and the parts of their answers that describe the library.
 */
import { InvalidArgumentsError } from "../../protocol/errors.ts";
import {
  FINGERPRINT_KINDS,
  FINGERPRINT_SIZES,
  MAX_MORGAN_RADIUS,
  normalizeSpec,
  specLabel,
  type FingerprintKind,
  type FingerprintSpec,
} from "../../chem/library/fingerprints.ts";
import { enumOf, integer, outputObject, typed, type JsonSchema, type Typed } from "../schema.ts";
import { errorSummary, errorSummarySchema, sourceLabel } from "./input.ts";
import type { FingerprintedLibrary } from "../../chem/library/library.ts";
import { partialProperties } from "./resumable.ts";

export interface FingerprintArgs {
  fingerprint?: FingerprintKind;
  radius?: number;
  n_bits?: number;
}

export function fingerprintProperties(): {
  fingerprint: Typed<FingerprintKind>;
  radius: Typed<number>;
  n_bits: Typed<number>;
} {
  return {
    fingerprint: enumOf(FINGERPRINT_KINDS, {
      description: "Default morgan (ECFP4).",
    }),
    radius: typed<number>({
      type: "integer",
      minimum: 0,
      maximum: MAX_MORGAN_RADIUS,
      description: "Morgan (default 2).",
    }),
    n_bits: typed<number>({
      enum: [...FINGERPRINT_SIZES],
      description: "Not maccs.",
    }),
  };
}

/** The spec the arguments name; a radius for a non-Morgan fingerprint or a size for MACCS is a mistake worth saying. */
export function specFromArgs(args: FingerprintArgs): FingerprintSpec {
  const kind = args.fingerprint ?? "morgan";
  if (args.radius !== undefined && kind !== "morgan")
    throw new InvalidArgumentsError(`radius applies to the morgan fingerprint only, not ${kind}; leave it out`);
  if (args.n_bits !== undefined && kind === "maccs")
    throw new InvalidArgumentsError("n_bits does not apply to maccs (always 167 keys); leave it out");
  return normalizeSpec(kind, args.radius ?? 2, args.n_bits ?? 2048);
}

/** How an answer describes the library it worked on. */
export function libraryInfo(library: FingerprintedLibrary, cached: boolean) {
  return {
    source: sourceLabel(library.source),
    molecules: library.table.n,
    cached,
    errors: errorSummary(library.errors),
  };
}

export function libraryInfoSchema(): JsonSchema {
  return {
    type: "object",
    description:
      "The compounds: where they came from, how many were fingerprinted, whether the fingerprints came from the cache, and the rows that could not be read or parsed.",
    properties: {
      source: { type: "string", description: '"inline" or the file\'s real path.' },
      molecules: integer("Molecules fingerprinted (rows read minus bad rows).", 1),
      cached: {
        type: "boolean",
        description:
          "True when the file's fingerprints were already in the server's cache (nothing was read or computed).",
      },
      errors: errorSummarySchema(),
    },
    required: ["source", "molecules", "cached", "errors"],
    additionalProperties: false,
  };
}

export function fingerprintLabelSchema(): JsonSchema {
  return { type: "string", description: 'The fingerprint used, e.g. "morgan-r2-2048" (ECFP4), "rdkit-2048", "maccs".' };
}

export const fingerprintLabel = specLabel;

/** One molecule of the library as answers show it. */
export function moleculeSchema(extra: Record<string, JsonSchema> = {}): JsonSchema {
  return {
    type: "object",
    properties: {
      id: { type: "string", description: 'The compound\'s id (given, from the file, or "row N").' },
      row: integer("1-based row of the input: the file line (header included), SDF record or list position.", 1),
      smiles: { type: "string" },
      ...extra,
    },
    required: ["id", "row", "smiles", ...Object.keys(extra)],
    additionalProperties: false,
  };
}

/**
 * A fingerprint tool's outputSchema: its complete answer, or the partial answer of a call whose budget ran out while
 * the library was being fingerprinted (resumable.ts): the fingerprint, how far it got, and how to continue. Their
 * results need every molecule (nearest neighbours, clusters, picks), so a partial answer has none of them.
 */
export function completeOrPartial(complete: JsonSchema): JsonSchema {
  const { processed, ...rest } = partialProperties();
  const { $schema, ...shape } = complete;
  const { $schema: _same, ...partialShape } = outputObject({
    fingerprint: fingerprintLabelSchema(),
    ...rest,
    processed,
    total: integer("Rows read.", 0),
  });
  return { $schema, type: "object", oneOf: [shape, partialShape] };
}
