/**
 * The `outputSchema` a tool advertises: its success payload, or the `{error}` object that a chemistry failure
 * carries as `structuredContent` (protocol.md: modern era, and legacy from 2025-06-18). Clients that check
 * every `structuredContent` against the `outputSchema`, error results included (the 1.x TypeScript SDK client,
 * the MCP Inspector), then show the model the chemistry message instead of a schema mismatch. Results are
 * still checked at run time against the success schema alone (tool-runner.ts): a tool never returns `{error}`.
 */
import { DOMAIN_ERROR_CODES } from "../protocol/errors.ts";
import type { JsonSchema } from "../tools/schema.ts";

/** `structuredContent.error` of an isError result (src/server/results.ts builds it). */
export const domainErrorSchema: JsonSchema = {
  type: "object",
  description:
    "Only on a result with isError:true (a chemistry failure the caller can fix); no other field is present then.",
  properties: {
    code: { enum: [...DOMAIN_ERROR_CODES], description: "Machine-readable failure code, e.g. INVALID_SMILES." },
    message: { type: "string", description: "What went wrong and what to fix." },
    details: { type: "object", description: "Code-specific facts, e.g. the atom index or the limit." },
  },
  required: ["code", "message", "details"],
  additionalProperties: false,
};

const advertised = new WeakMap<JsonSchema, JsonSchema>();

/**
 * A success schema with the error branch added: `{type:"object", oneOf:[<the success shape(s)>, <{error}>]}`. Each
 * branch is a whole object schema (properties, required, no other fields), so the branches exclude each other and
 * the schema also compiles under Ajv's strict mode, which some clients use. A success schema that already chooses
 * between shapes with a root `oneOf` (molecule_context_pack's formats) contributes each of its shapes.
 */
function addErrorBranch(success: JsonSchema): JsonSchema {
  const { $schema, oneOf, ...shape } = success;
  if (success.type !== "object") throw new Error("an outputSchema must be an object schema");
  const properties = shape.properties as Record<string, unknown> | undefined;
  if (properties && "error" in properties) throw new Error("an outputSchema may not declare its own `error` field");
  const branches = Array.isArray(oneOf) ? (oneOf as JsonSchema[]) : [shape];
  if (branches.some((branch) => branch.additionalProperties !== false || branch.properties === undefined)) {
    throw new Error("every success shape must list its properties and set additionalProperties:false");
  }
  const errorShape: JsonSchema = {
    type: "object",
    properties: { error: domainErrorSchema },
    required: ["error"],
    additionalProperties: false,
  };
  return { ...($schema === undefined ? {} : { $schema }), type: "object", oneOf: [...branches, errorShape] };
}

/** The advertised schema for a tool's success schema (built once per schema). */
export function outputSchemaWithError(success: JsonSchema): JsonSchema {
  let made = advertised.get(success);
  if (!made) {
    made = addErrorBranch(success);
    advertised.set(success, made);
  }
  return made;
}
