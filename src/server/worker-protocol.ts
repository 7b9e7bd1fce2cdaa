/**
 * Messages between the worker pool and its tool worker processes, over Bun's IPC channel with JSON
 * serialisation: plain data only (errors are rebuilt in the server process from their fields).
 */
import { DomainError, RpcError, type DomainErrorCode } from "../protocol/errors.ts";
import type { ContentItem } from "../tools/tool.ts";
import type { ToolOutcome } from "./tool-runner.ts";

/** The command-line flag that makes this program a tool worker (src/main.ts; worker-pool.ts starts it so). */
export const TOOL_WORKER_FLAG = "--tool-worker";
/** Passed on to a worker after its worker-mode flag: the server's `--output-dir` (worker-pool.ts writes it, tool-process.ts reads it). */
export const OUTPUT_DIR_FLAG = "--output-dir";
/** Passed on the same way, once per directory: the server's `--data-dir`s (worker-pool.ts writes them, tool-process.ts reads them). */
export const DATA_DIR_FLAG = "--data-dir";

export interface CallMessage {
  id: number;
  tool: string;
  args: unknown;
  /** A library call's budget end (epoch ms), handed to the tool as ToolContext.deadline; absent: no budget. */
  deadline?: number;
}

export type WireOutcome =
  | { kind: "success"; payload: Record<string, unknown>; text: string }
  | { kind: "content"; content: ContentItem[] }
  | { kind: "domain-error"; code: DomainErrorCode; message: string; details: Record<string, unknown> }
  | { kind: "invalid-arguments"; message: string; details?: Record<string, unknown> }
  | { kind: "rpc-error"; code: number; message: string; data?: unknown };

/** `engineFault`: the worker's RDKit broke during the call; the pool replaces the worker before its next call. */
/** `progress`: a report of the running call's ToolContext.progress (already rate-limited by the worker). */
/**
 * `rss`: the worker's resident memory in bytes, when it is ready and again after it collected its garbage once idle
 * (`memory`), so that the pool can tell a worker whose memory grew for good (the WebAssembly heap never shrinks) from
 * a fresh one (worker-pool.ts renews the one it keeps).
 */
export type WorkerMessage =
  | { type: "ready"; rss?: number }
  | { type: "memory"; rss: number }
  | { type: "result"; id: number; outcome: WireOutcome; engineFault: boolean }
  | { type: "progress"; id: number; done: number; total: number; message?: string };

export function toWire(outcome: ToolOutcome): WireOutcome {
  if (outcome.kind !== "domain-error") return outcome;
  const { code, message, details } = outcome.error;
  return { kind: "domain-error", code, message, details };
}

export function rpcErrorToWire(error: RpcError): WireOutcome {
  return { kind: "rpc-error", code: error.code, message: error.message, data: error.data };
}

/** The outcome on the main thread; an RpcError from the worker is thrown again here. */
export function fromWire(outcome: WireOutcome): ToolOutcome {
  switch (outcome.kind) {
    case "domain-error":
      return { kind: "domain-error", error: new DomainError(outcome.code, outcome.message, outcome.details) };
    case "rpc-error":
      throw new RpcError(outcome.code, outcome.message, outcome.data);
    default:
      return outcome;
  }
}
