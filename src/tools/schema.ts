/** Small JSON Schema builders shared by the tool files, so each schema reads like its tools.md row. */
import { MAX_MOLECULE_TEXT_BYTES } from "../protocol/limits.ts";

export type JsonSchema = { [key: string]: unknown };

/** A key no schema object has at run time: it only carries, for the type checker, what a schema accepts. */
declare const accepts: unique symbol;

/**
 * A schema together with the TypeScript type of the values it accepts. The builders below return these, and
 * inputObject turns its properties' types into the tool's argument type, which defineTool hands to the handler:
 * the arguments are typed by the schema that validates them, written once.
 */
export type Typed<T> = JsonSchema & { readonly [accepts]?: T };

/** What a schema accepts; `unknown` for a plain JsonSchema. */
export type Accepted<S> = S extends { readonly [accepts]?: infer T } ? T : unknown;

/** The arguments an object schema accepts: `required` properties present, the others optional. */
export type ArgumentsOf<P extends Record<string, JsonSchema>, R extends keyof P> = {
  [K in keyof P as K extends R ? K : never]: Accepted<P[K]>;
} & {
  [K in keyof P as K extends R ? never : K]?: Accepted<P[K]>;
};

/**
 * Names the type a hand-written schema accepts (an integer with bounds, a string with a length limit). The
 * type is the author's statement; the examples test checks schema and handler agree on real calls.
 */
export const typed = <T>(schema: JsonSchema): Typed<T> => schema;

/** An enumeration of strings: accepts exactly those values. */
export function enumOf<const V extends readonly string[]>(values: V, rest: JsonSchema): Typed<V[number]> {
  return { enum: [...values], ...rest };
}

/** An array of items that each pass `items`. */
export function arrayOf<T>(items: Typed<T>, rest: JsonSchema): Typed<T[]> {
  return { type: "array", ...rest, items };
}

/**
 * A SMILES-like string argument (SMILES, SMARTS, MolJSON text): 1..100,000 characters. Without a description for
 * the one molecule of a tool, `smiles`: its name says it all, and the model reads every word of every schema
 * (the context budget, src/tools/context-budget.ts).
 */
export function moleculeText(description?: string): Typed<string> {
  const schema = { type: "string", minLength: 1, maxLength: MAX_MOLECULE_TEXT_BYTES };
  return description === undefined ? schema : { ...schema, description };
}

/** A closed object schema: these properties, these required, nothing else. */
function closedObject(properties: Record<string, JsonSchema>, required: readonly string[]): JsonSchema {
  return {
    $schema: "https://json-schema.org/draft/2020-12/schema",
    type: "object",
    properties,
    required,
    additionalProperties: false,
  };
}

/**
 * A tool's input schema. It carries no `$schema`: the model reads every input schema in every conversation (the
 * context budget, src/tools/context-budget.ts), and the dialect URL told it nothing. These schemas are JSON Schema
 * 2020-12, MCP's default dialect when `$schema` is absent (2025-11-25), the server validates them as 2020-12
 * (src/server/validation.ts), and they use no keyword whose meaning differs between drafts (test/tools/registry.test.ts).
 */
export function inputObject<P extends Record<string, JsonSchema>, R extends keyof P & string = never>(
  properties: P,
  required: readonly R[],
): Typed<ArgumentsOf<P, R>> {
  const { $schema: _dialect, ...schema } = closedObject(properties, required);
  return schema;
}

export function outputObject(
  properties: Record<string, JsonSchema>,
  required: string[] = Object.keys(properties),
): JsonSchema {
  return closedObject(properties, required);
}

export const integer = (description: string, minimum?: number): Typed<number> =>
  minimum === undefined ? { type: "integer", description } : { type: "integer", minimum, description };
export const number = (description: string): Typed<number> => ({ type: "number", description });
export const string = (description: string): Typed<string> => ({ type: "string", description });
export const boolean = (description: string): Typed<boolean> => ({ type: "boolean", description });
export const nullable = <T>(schema: Typed<T>): Typed<T | null> => ({
  ...schema,
  type: [schema.type as string, "null"],
});
