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
  /**
   * Aborted when the call is abandoned (cancelled by the client, its HTTP client gone, the server shutting
   * down), or, for a tool that runs on the main thread, when its time limit is reached: then `signal.reason`
   * is a TimeLimitReached. A chemistry tool in a worker process is stopped by killing that process instead
   * (a synchronous WebAssembly call could not look at a signal), so there the signal never fires.
   */
  signal: AbortSignal;
  /**
   * The directory given with `--output-dir` (absolute), where a tool may save a file it made when the caller
   * asks; undefined without the flag, and then nothing is ever written.
   */
  outputDir?: string;
}

/** The abort reason when a main-thread tool reaches its time limit; the handler may still answer in its own words. */
export class TimeLimitReached extends Error {
  constructor(readonly limitMs: number) {
    super(`the tool's time limit of ${limitMs / 1000} s was reached`);
    this.name = "TimeLimitReached";
  }
}

/**
 * One item of a tool result's `content` (MCP): text, an image (base64), or an embedded resource (its text).
 * Every legacy revision and the modern era carry all three.
 */
export type ContentItem =
  | { type: "text"; text: string }
  | { type: "image"; data: string; mimeType: string }
  | { type: "resource"; resource: { uri: string; mimeType: string; text: string } };

export interface Tool<Args = Record<string, unknown>, Payload extends object = Record<string, unknown>> {
  name: string;
  title: string;
  /** Written for a language model: what it computes, units, when to use it, one example. */
  description: string;
  annotations: ToolAnnotations;
  inputSchema: JsonSchema;
  /**
   * The payload's shape, checked on every result. Advertised in `tools/list` and sent as `structuredContent`
   * where the era carries them, except for a tool with `content` (below), where it is only checked here.
   */
  outputSchema: JsonSchema;
  /** Arguments have passed `inputSchema` before this runs. Throws DomainError on chemistry failures. */
  handler(args: Args, context: ToolContext): Payload | Promise<Payload>;
  /**
   * "main": the tool is network I/O, not chemistry (name_to_smiles). It runs on the protocol thread's
   * event loop (src/server/io-lane.ts) with its own concurrency bound, so lookups waiting on a slow
   * remote service never hold a chemistry worker. Absent: the tool runs on a chemistry worker.
   */
  runsOn?: "main";
  /** The text content for a payload; JSON on one line unless a tool says otherwise. */
  formatText?(payload: Payload): string;
  /**
   * Present: the tool answers with these content items only (depictions: an image and a line of text). It then
   * advertises no `outputSchema` and its results, errors included, carry no `structuredContent`: Claude Code
   * shows a result's `structuredContent` instead of its `content`, and would drop the image.
   */
  content?(payload: Payload): ContentItem[];
}

/** Annotations shared by every tool that only computes from its arguments. */
export const LOCAL_READ_ONLY: ToolAnnotations = { readOnlyHint: true, idempotentHint: true, openWorldHint: false };

/** Helper that keeps a tool file's type inference tight. */
export function defineTool<Args, Payload extends object>(tool: Tool<Args, Payload>): Tool<Args, Payload> {
  return tool;
}
