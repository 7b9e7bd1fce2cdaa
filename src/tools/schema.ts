/** Small JSON Schema builders shared by the tool files, so each schema reads like its tools.md row. */
import { MAX_MOLECULE_TEXT_BYTES } from "../protocol/limits.ts";

export type JsonSchema = { [key: string]: unknown };

/** A SMILES-like string argument (SMILES, SMARTS, MolJSON text): 1..100,000 characters. */
export function moleculeText(description: string): JsonSchema {
  return { type: "string", minLength: 1, maxLength: MAX_MOLECULE_TEXT_BYTES, description };
}

export function inputObject(properties: Record<string, JsonSchema>, required: string[]): JsonSchema {
  return {
    $schema: "https://json-schema.org/draft/2020-12/schema",
    type: "object",
    properties,
    required,
    additionalProperties: false,
  };
}

export function outputObject(properties: Record<string, JsonSchema>, required: string[] = Object.keys(properties)): JsonSchema {
  return {
    $schema: "https://json-schema.org/draft/2020-12/schema",
    type: "object",
    properties,
    required,
    additionalProperties: false,
  };
}

export const integer = (description: string, minimum?: number): JsonSchema =>
  minimum === undefined ? { type: "integer", description } : { type: "integer", minimum, description };
export const number = (description: string): JsonSchema => ({ type: "number", description });
export const string = (description: string): JsonSchema => ({ type: "string", description });
export const boolean = (description: string): JsonSchema => ({ type: "boolean", description });
export const nullable = (schema: JsonSchema): JsonSchema => ({ ...schema, type: [schema.type as string, "null"] });
