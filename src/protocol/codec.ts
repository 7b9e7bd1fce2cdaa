/**
 * Bytes in, one checked JSON-RPC message out (or the error answer for it);
 * one response out, as bytes within the size limit. Shared by both transports.
 */
import { RpcCode } from "./errors.ts";
import { errorResponse, type JsonRpcRequest, type JsonRpcResponse, type RequestId } from "./jsonrpc.ts";
import {
  MAX_ARRAY_ELEMENTS,
  MAX_JSON_DEPTH,
  MAX_MESSAGE_BYTES,
  MAX_RESPONSE_BYTES,
  MAX_STRING_BYTES,
} from "./limits.ts";

export type Decoded =
  | { kind: "request"; message: JsonRpcRequest }
  /** The message cannot be served; answer with this. */
  | { kind: "reject"; response: JsonRpcResponse }
  /** A JSON-RPC response or a broken notification: nothing to answer. */
  | { kind: "ignore" };

const utf8 = new TextDecoder("utf-8", { fatal: true });
const encoder = new TextEncoder();

function reject(id: RequestId, code: number, message: string): Decoded {
  return { kind: "reject", response: errorResponse(id, code, message) };
}

/** Decodes one message (a stdio line or an HTTP body) and checks every limit of protocol.md. */
export function decodeMessage(bytes: Uint8Array): Decoded {
  if (bytes.byteLength > MAX_MESSAGE_BYTES) {
    return reject(null, RpcCode.InvalidRequest, `request exceeds maximum size of ${MAX_MESSAGE_BYTES} bytes`);
  }
  let text: string;
  try {
    text = utf8.decode(bytes);
  } catch {
    return reject(null, RpcCode.ParseError, "Parse error: message is not valid UTF-8");
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return reject(null, RpcCode.ParseError, `Parse error: ${error instanceof Error ? error.message : "invalid JSON"}`);
  }
  // JSC's JSON.parse is iterative (a 1 MiB message nested 500,000 deep parses in ~40 ms), so the
  // depth is judged after parsing, where the id can be read and echoed.
  const id = readableId(value);
  if (maxNestingDepth(text) > MAX_JSON_DEPTH) {
    return reject(id, RpcCode.InvalidRequest, `JSON nesting exceeds the maximum depth of ${MAX_JSON_DEPTH}`);
  }
  const limitProblem = findLimitViolation(value);
  if (limitProblem) return reject(id, RpcCode.InvalidRequest, limitProblem);
  return checkShape(value, id);
}

function checkShape(value: unknown, id: RequestId): Decoded {
  if (Array.isArray(value))
    return reject(
      null,
      RpcCode.InvalidRequest,
      "Invalid Request: batches are not supported; send one JSON-RPC object per message",
    );
  if (!isPlainObject(value))
    return reject(null, RpcCode.InvalidRequest, "Invalid Request: a JSON-RPC message must be an object");
  if (!("method" in value) && ("result" in value || "error" in value)) return { kind: "ignore" };
  const hasId = "id" in value;
  if (hasId && !isValidId(value.id))
    return reject(null, RpcCode.InvalidRequest, "Invalid Request: id must be a string, a number or null");
  if (value.jsonrpc !== "2.0")
    return hasId ? reject(id, RpcCode.InvalidRequest, 'Invalid Request: jsonrpc must be "2.0"') : { kind: "ignore" };
  if (typeof value.method !== "string")
    return hasId ? reject(id, RpcCode.InvalidRequest, "Invalid Request: method must be a string") : { kind: "ignore" };
  if ("params" in value && !isPlainObject(value.params)) {
    return hasId ? reject(id, RpcCode.InvalidRequest, "Invalid Request: params must be an object") : { kind: "ignore" };
  }
  return { kind: "request", message: value as unknown as JsonRpcRequest };
}

/** Serialises a response; one over the limit is replaced by a -32603 error for the same id. */
export function encodeResponse(response: JsonRpcResponse): string {
  const text = JSON.stringify(response);
  // UTF-8 is at most 3 bytes per UTF-16 unit, so the exact count is only needed near the limit.
  if (text.length * 3 <= MAX_RESPONSE_BYTES || encoder.encode(text).byteLength <= MAX_RESPONSE_BYTES) return text;
  return JSON.stringify(
    errorResponse(response.id, RpcCode.InternalError, `response exceeds maximum size of ${MAX_RESPONSE_BYTES} bytes`),
  );
}

/** Deepest nesting of arrays/objects, scanning outside string literals. */
export function maxNestingDepth(text: string): number {
  let depth = 0;
  let max = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // backslash: skip the escaped character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x7b || c === 0x5b) {
      depth++;
      if (depth > max) max = depth;
    } else if (c === 0x7d || c === 0x5d) depth--;
  }
  return max;
}

function findLimitViolation(root: unknown): string | undefined {
  const stack: unknown[] = [root];
  while (stack.length > 0) {
    const value = stack.pop();
    if (typeof value === "string") {
      if (value.length > MAX_STRING_BYTES / 3 && encoder.encode(value).byteLength > MAX_STRING_BYTES) {
        return `a string value exceeds the maximum of ${MAX_STRING_BYTES} bytes`;
      }
    } else if (Array.isArray(value)) {
      if (value.length > MAX_ARRAY_ELEMENTS) return `an array exceeds the maximum of ${MAX_ARRAY_ELEMENTS} elements`;
      stack.push(...value);
    } else if (isPlainObject(value)) {
      for (const [key, child] of Object.entries(value)) {
        stack.push(key, child);
      }
    }
  }
  return undefined;
}

function readableId(value: unknown): RequestId {
  return isPlainObject(value) && isValidId(value.id) ? (value.id as RequestId) : null;
}

function isValidId(id: unknown): boolean {
  return id === null || typeof id === "string" || (typeof id === "number" && Number.isFinite(id));
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
