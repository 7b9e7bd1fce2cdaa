/**
 * JSON Schema 2020-12 validation of tool arguments and tool results (Ajv,
 * strict mode). Validators are compiled once per tool, on first use.
 */
import Ajv2020, { type ErrorObject, type ValidateFunction } from "ajv/dist/2020.js";
import type { JsonSchema } from "../tools/schema.ts";
import { closestNames, quotedAlternatives } from "./closest-name.ts";

export function createAjv(): Ajv2020 {
  return new Ajv2020({ strict: true, allErrors: false });
}

/**
 * The validators calls use: the same strict Ajv, but without checking each schema against the 2020-12 meta-schema
 * first. Compiling that meta-schema cost ~150 ms on the first call of every worker (issue 33); the tools' schemas are
 * our own and are held to the meta-schema by the tests, through `createAjv()` (test/tools/registry.test.ts,
 * test/server/output-schema.test.ts). Strict mode's own checks (unknown keywords, bad types) still run on compile.
 */
let runtimeAjv: Ajv2020 | undefined;
const cache = new WeakMap<JsonSchema, ValidateFunction>();

export function validatorFor(schema: JsonSchema): ValidateFunction {
  let validate = cache.get(schema);
  if (!validate) {
    runtimeAjv ??= new Ajv2020({ strict: true, allErrors: false, validateSchema: false });
    validate = runtimeAjv.compile(schema);
    cache.set(schema, validate);
  }
  return validate;
}

/** What an argument error says: one sentence for the model, and the facts for `structuredContent.error.details`. */
export interface ArgumentProblem {
  message: string;
  details: Record<string, unknown>;
}

/**
 * One sentence naming the argument and the rule it broke, for the model to act on. An unknown argument (or an
 * unknown key of an object argument, e.g. a screen filter) names the closest known one (closest-name.ts) and the
 * names that are accepted there; it is reported before a missing required argument of the same object, because a
 * misspelt name causes both and the misspelling is what to fix.
 */
export function describeArgumentErrors(
  errors: ErrorObject[] | null | undefined,
  schema: JsonSchema = {},
  args: unknown = undefined,
): ArgumentProblem {
  const error = errors?.[0];
  if (!error) return { message: "arguments do not match the tool's input schema", details: {} };
  const segments = error.instancePath
    .split("/")
    .slice(1)
    .map((part) => part.replace(/~1/g, "/").replace(/~0/g, "~"));
  const path = segments.join(".");
  const at = (rule: string, message: string, extra: Record<string, unknown> = {}): ArgumentProblem => ({
    message,
    details: { argument: path, rule, ...extra },
  });
  switch (error.keyword) {
    case "required": {
      const missing = String(error.params.missingProperty);
      const objectSchema = schemaAt(schema, parentPointer(error.schemaPath, 1));
      const known = Object.keys(propertiesOf(objectSchema));
      const given = valueAt(args, segments);
      const unknown =
        objectSchema?.additionalProperties === false && isRecord(given)
          ? Object.keys(given).find((name) => !known.includes(name))
          : undefined;
      if (unknown !== undefined) return unknownName(path, unknown, known, requiredMissing(objectSchema, given));
      return {
        message: `missing required argument "${joinPath(path, missing)}"`,
        details: { argument: joinPath(path, missing), rule: "required" },
      };
    }
    case "additionalProperties": {
      const objectSchema = schemaAt(schema, parentPointer(error.schemaPath, 1));
      const known = Object.keys(propertiesOf(objectSchema));
      return unknownName(
        path,
        String(error.params.additionalProperty),
        known,
        requiredMissing(objectSchema, valueAt(args, segments)),
      );
    }
    case "enum": {
      const allowed = error.params.allowedValues as unknown[];
      // An enum under propertyNames judges a key, not a value (screen_library's filters): an unknown name.
      if (typeof error.propertyName === "string" && allowed.every((value) => typeof value === "string"))
        return unknownName(path, error.propertyName, allowed as string[], []);
      return at("enum", `argument "${path}" must be one of ${allowed.map((v) => JSON.stringify(v)).join(", ")}`);
    }
    case "type":
      return path
        ? at("type", `argument "${path}" must be of type ${String(error.params.type)}`)
        : at("type", "arguments must be an object");
    default:
      return at(
        error.keyword,
        path ? `argument "${path}" ${error.message ?? "is invalid"}` : `arguments ${error.message ?? "are invalid"}`,
      );
  }
}

/** `unknown argument "smiles": this tool takes "smiles_list"`, or the accepted names when none is close. */
function unknownName(
  path: string,
  name: string,
  known: readonly string[],
  preferred: readonly string[],
): ArgumentProblem {
  const closest = closestNames(name, known, preferred);
  const where = path ? `"${path}"` : "this tool";
  const others = known.filter((candidate) => !closest.includes(candidate));
  const list = known.length > 0 ? known.join(", ") : "nothing";
  const message =
    closest.length > 0
      ? `unknown argument "${joinPath(path, name)}": ${where} takes ${quotedAlternatives(closest)}` +
        (others.length > 0 ? ` (all it takes: ${list})` : "")
      : `unknown argument "${joinPath(path, name)}": ${where} takes only ${list}`;
  return {
    message,
    details: { argument: joinPath(path, name), rule: "unknown", closest, accepted: [...known] },
  };
}

/** The sub-schema at a JSON Pointer fragment of Ajv's schemaPath ("#/properties/filters"); undefined if absent. */
function schemaAt(schema: JsonSchema, pointer: string): JsonSchema | undefined {
  let node: unknown = schema;
  for (const part of pointer.replace(/^#/, "").split("/").slice(1)) {
    if (!isRecord(node) && !Array.isArray(node)) return undefined;
    node = (node as Record<string, unknown>)[part.replace(/~1/g, "/").replace(/~0/g, "~")];
  }
  return isRecord(node) ? (node as JsonSchema) : undefined;
}

/** The pointer `levels` segments up ("#/properties/x/additionalProperties", 1 → "#/properties/x"). */
function parentPointer(pointer: string, levels: number): string {
  return pointer.split("/").slice(0, -levels).join("/") || "#";
}

function propertiesOf(schema: JsonSchema | undefined): Record<string, unknown> {
  const properties = schema?.properties;
  return isRecord(properties) ? properties : {};
}

/** The required names of an object schema that the given object lacks (preferred suggestions for an unknown name). */
function requiredMissing(schema: JsonSchema | undefined, given: unknown): string[] {
  const required = Array.isArray(schema?.required) ? (schema.required as string[]) : [];
  return isRecord(given) ? required.filter((name) => !(name in given)) : required;
}

function valueAt(value: unknown, segments: readonly string[]): unknown {
  let node = value;
  for (const part of segments) {
    if (Array.isArray(node)) node = node[Number(part)];
    else if (isRecord(node)) node = node[part];
    else return undefined;
  }
  return node;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function joinPath(path: string, name: string): string {
  return path ? `${path}.${name}` : name;
}

/** Where a result broke its own schema (a bug in the tool), for the -32603 message and logs. */
export function describeResultErrors(errors: ErrorObject[] | null | undefined): string {
  return (
    (errors ?? []).map((e) => `${e.instancePath || "/"} ${e.message ?? ""}`.trim()).join("; ") ||
    "result does not match outputSchema"
  );
}
