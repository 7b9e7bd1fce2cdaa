/**
 * The two dialects ("eras") of protocol.md: legacy (`initialize` handshake)
 * and modern MCP 2026-07-28 (stateless, `_meta` on every request).
 */
import { RpcCode, RpcError } from "./errors.ts";
import { isPlainObject } from "./codec.ts";
import type { JsonRpcRequest } from "./jsonrpc.ts";

export type Era = "legacy" | "modern";

export const MODERN_PROTOCOL_VERSION = "2026-07-28";
/** Legacy revisions we negotiate; anything else gets the oldest. */
export const LEGACY_REVISIONS = ["2024-11-05", "2025-03-26", "2025-06-18", "2025-11-25"] as const;
export const DEFAULT_LEGACY_REVISION = "2024-11-05";
/** A legacy HTTP request without an MCP-Protocol-Version header: the MCP spec says assume 2025-03-26. */
export const HTTP_DEFAULT_LEGACY_REVISION = "2025-03-26";

export const META_PROTOCOL_VERSION = "io.modelcontextprotocol/protocolVersion";
export const META_CLIENT_CAPABILITIES = "io.modelcontextprotocol/clientCapabilities";
export const META_CLIENT_INFO = "io.modelcontextprotocol/clientInfo";
export const META_SERVER_INFO = "io.modelcontextprotocol/serverInfo";

export function requestMeta(message: JsonRpcRequest): Record<string, unknown> | undefined {
  const meta = message.params?._meta;
  return isPlainObject(meta) ? meta : undefined;
}

/** Modern when `_meta` names a protocol version, or the method only exists there. */
export function detectEra(message: JsonRpcRequest): Era {
  const meta = requestMeta(message);
  if (meta && META_PROTOCOL_VERSION in meta) return "modern";
  return message.method === "server/discover" ? "modern" : "legacy";
}

/** Legacy revisions from 2025-06-18 on carry `outputSchema` and `structuredContent`. */
export function legacyRevisionHasStructuredContent(revision: string): boolean {
  return revision >= "2025-06-18";
}

/**
 * From 2025-03-26 on, a chemistry failure is an `isError` result the model can read, and arguments that fail the
 * inputSchema are -32602 (until 2025-11-25, see below); 2024-11-05 keeps the earlier releases' -32000 for both.
 */
export function legacyRevisionHasToolErrorResults(revision: string): boolean {
  return revision >= "2025-03-26";
}

/**
 * From 2025-03-26 on, the `initialize` result carries the server's `instructions` (the same text as server/discover's),
 * which today's clients hand to the model; 2024-11-05 keeps exactly the earlier releases' three fields.
 */
export function legacyRevisionHasInstructions(revision: string): boolean {
  return "2025-03-26" <= revision;
}

/**
 * 2025-11-25 (MCP SEP-1303): arguments that fail a tool's inputSchema are a tool execution error, an `isError` result
 * with code INVALID_ARGUMENTS the model can read and correct itself from, instead of -32602.
 */
export function legacyRevisionHasArgumentErrorResults(revision: string): boolean {
  return revision >= "2025-11-25";
}

export function isLegacyRevision(value: string): boolean {
  return (LEGACY_REVISIONS as readonly string[]).includes(value);
}

export function negotiateLegacyRevision(requested: unknown): string {
  return typeof requested === "string" && isLegacyRevision(requested) ? requested : DEFAULT_LEGACY_REVISION;
}

/**
 * Checks the modern `_meta` keys (a missing or malformed key is -32602) and
 * returns the requested version; `checkModernVersion` judges it separately
 * because HTTP checks its headers in between (protocol.md, steps 7-9).
 */
export function checkModernMetaKeys(message: JsonRpcRequest): string {
  const meta = requestMeta(message);
  if (!meta)
    throw new RpcError(
      RpcCode.InvalidParams,
      `params._meta is required: it must carry "${META_PROTOCOL_VERSION}" and "${META_CLIENT_CAPABILITIES}"`,
    );
  const version = meta[META_PROTOCOL_VERSION];
  if (typeof version !== "string" || version.length === 0) {
    throw new RpcError(
      RpcCode.InvalidParams,
      `params._meta["${META_PROTOCOL_VERSION}"] is required and must be a non-empty string`,
    );
  }
  if (!isPlainObject(meta[META_CLIENT_CAPABILITIES])) {
    throw new RpcError(
      RpcCode.InvalidParams,
      `params._meta["${META_CLIENT_CAPABILITIES}"] is required and must be an object`,
    );
  }
  if (META_CLIENT_INFO in meta) {
    const info = meta[META_CLIENT_INFO];
    if (!isPlainObject(info) || typeof info.name !== "string" || typeof info.version !== "string") {
      throw new RpcError(
        RpcCode.InvalidParams,
        `params._meta["${META_CLIENT_INFO}"] must be an object with string "name" and "version"`,
      );
    }
  }
  return version;
}

export function checkModernVersion(version: string): void {
  if (version !== MODERN_PROTOCOL_VERSION) {
    throw new RpcError(
      RpcCode.UnsupportedVersion,
      `Unsupported protocol version "${version}"; this server supports ${MODERN_PROTOCOL_VERSION}`,
      {
        supported: [MODERN_PROTOCOL_VERSION],
        requested: version,
      },
    );
  }
}
