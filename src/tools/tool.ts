/**
 * What a tool is. A tool knows nothing about eras or transports: it declares
 * its schemas and computes one payload; src/server shapes it per era.
 */
import type { JsonSchema } from "./schema.ts";

export interface ToolAnnotations {
  readOnlyHint: true;
  idempotentHint: true;
  openWorldHint: boolean;
  destructiveHint?: false;
}

/** Per-call context handed to a handler. */
export interface ToolContext {
  /** Aborted when the call is abandoned (e.g. the process is shutting down). */
  signal: AbortSignal;
}

export interface Tool<Args = Record<string, unknown>, Payload extends object = Record<string, unknown>> {
  name: string;
  title: string;
  /** Written for a language model: what it computes, units, when to use it, one example. */
  description: string;
  annotations: ToolAnnotations;
  inputSchema: JsonSchema;
  outputSchema: JsonSchema;
  /** Arguments have passed `inputSchema` before this runs. Throws DomainError on chemistry failures. */
  handler(args: Args, context: ToolContext): Payload | Promise<Payload>;
  /** The text content for a payload; JSON on one line unless a tool says otherwise. */
  formatText?(payload: Payload): string;
}

/** Annotations shared by every tool that only computes from its arguments. */
export const LOCAL_READ_ONLY: ToolAnnotations = { readOnlyHint: true, idempotentHint: true, openWorldHint: false };

/** Helper that keeps a tool file's type inference tight. */
export function defineTool<Args, Payload extends object>(tool: Tool<Args, Payload>): Tool<Args, Payload> {
  return tool;
}
