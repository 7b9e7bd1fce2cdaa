/**
 * JSON Schema 2020-12 validation of tool arguments and tool results (Ajv,
 * strict mode). Validators are compiled once per tool, on first use.
 */
import Ajv2020, { type ErrorObject, type ValidateFunction } from "ajv/dist/2020.js";
import type { JsonSchema } from "../tools/schema.ts";

export function createAjv(): Ajv2020 {
  return new Ajv2020({ strict: true, allErrors: false });
}

const ajv = createAjv();
const cache = new WeakMap<JsonSchema, ValidateFunction>();

export function validatorFor(schema: JsonSchema): ValidateFunction {
  let validate = cache.get(schema);
  if (!validate) {
    validate = ajv.compile(schema);
    cache.set(schema, validate);
  }
  return validate;
}

/** One sentence naming the argument and the rule it broke, for the model to act on. */
export function describeArgumentErrors(errors: ErrorObject[] | null | undefined): string {
  const error = errors?.[0];
  if (!error) return "arguments do not match the tool's input schema";
  const path = error.instancePath
    .split("/")
    .slice(1)
    .map((part) => part.replace(/~1/g, "/").replace(/~0/g, "~"))
    .join(".");
  switch (error.keyword) {
    case "required":
      return `missing required argument "${joinPath(path, String(error.params.missingProperty))}"`;
    case "additionalProperties":
      return `unknown argument "${joinPath(path, String(error.params.additionalProperty))}" (not in the tool's input schema)`;
    case "type":
      return path ? `argument "${path}" must be of type ${String(error.params.type)}` : `arguments must be an object`;
    case "enum":
      return `argument "${path}" must be one of ${(error.params.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(", ")}`;
    default:
      return path
        ? `argument "${path}" ${error.message ?? "is invalid"}`
        : `arguments ${error.message ?? "are invalid"}`;
  }
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
