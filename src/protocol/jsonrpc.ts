/** JSON-RPC 2.0 message shapes. */
export type RequestId = string | number | null;

export interface JsonRpcRequest {
  jsonrpc: "2.0";
  /** Absent on a notification; `null` still counts as a request (protocol.md). */
  id?: RequestId;
  method: string;
  params?: Record<string, unknown>;
}

export interface JsonRpcErrorObject {
  code: number;
  message: string;
  data?: unknown;
}

export type JsonRpcResponse =
  | { jsonrpc: "2.0"; id: RequestId; result: Record<string, unknown> }
  | { jsonrpc: "2.0"; id: RequestId; error: JsonRpcErrorObject };

export function isNotification(message: JsonRpcRequest): boolean {
  return !("id" in message);
}

export function resultResponse(id: RequestId, result: Record<string, unknown>): JsonRpcResponse {
  return { jsonrpc: "2.0", id, result };
}

export function errorResponse(id: RequestId, code: number, message: string, data?: unknown): JsonRpcResponse {
  const error: JsonRpcErrorObject = data === undefined ? { code, message } : { code, message, data };
  return { jsonrpc: "2.0", id, error };
}
