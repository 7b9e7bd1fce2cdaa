/** Per-era presentation of the one payload every tool computes. */
import type { DomainError } from "../protocol/errors.ts";
import { META_SERVER_INFO } from "../protocol/eras.ts";
import type { ContentItem, Tool } from "../tools/tool.ts";
import { outputSchemaWithError } from "./output-schema.ts";

export interface ServerInfo {
  name: string;
  version: string;
}

/** A content-only tool (depictions, `content` in tool.ts) has no outputSchema: none advertised, no structuredContent in any result. */
export function advertisesOutputSchema(tool: Tool): boolean {
  return tool.content === undefined;
}

/** A tool's `tools/list` entry; `outputSchema` (success payload or `{error}`) only where the era/revision carries it. */
export function describeTool(tool: Tool, withOutputSchema: boolean): Record<string, unknown> {
  const entry: Record<string, unknown> = {
    name: tool.name,
    title: tool.title,
    description: tool.description,
    inputSchema: tool.inputSchema,
    annotations: { title: tool.title, ...tool.annotations },
  };
  if (withOutputSchema && advertisesOutputSchema(tool)) entry.outputSchema = outputSchemaWithError(tool.outputSchema);
  return entry;
}

export function toolSuccessResult(
  payload: Record<string, unknown>,
  text: string,
  withStructuredContent: boolean,
): Record<string, unknown> {
  const result: Record<string, unknown> = { content: [{ type: "text", text }] };
  if (withStructuredContent) result.structuredContent = payload;
  return result;
}

/** A content-only tool's answer (an image and its text line): its items, never `structuredContent`. */
export function toolContentResult(content: readonly ContentItem[]): Record<string, unknown> {
  return { content };
}

/**
 * A chemistry failure as a successful result the model can read and act on (the modern era, and legacy from
 * 2025-03-26); `structuredContent.error` only where the era/revision carries structuredContent.
 */
export function toolDomainErrorResult(error: DomainError, withStructuredContent = true): Record<string, unknown> {
  const result: Record<string, unknown> = {
    isError: true,
    content: [{ type: "text", text: `${error.code}: ${error.message}` }],
  };
  if (withStructuredContent)
    result.structuredContent = { error: { code: error.code, message: error.message, details: error.details } };
  return result;
}

/** Every modern result says it is complete and who answered. */
export function modernResult(result: Record<string, unknown>, info: ServerInfo): Record<string, unknown> {
  return { ...result, resultType: "complete", _meta: { [META_SERVER_INFO]: info } };
}
