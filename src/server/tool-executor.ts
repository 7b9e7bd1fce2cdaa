/**
 * Where tool calls run. The server only asks an executor for an outcome; the
 * in-process executor runs the handler on this thread (tests, one-off use),
 * the worker pool (worker-pool.ts) runs it in a worker process with a time limit, or hands it to its I/O lane
 * (io-lane.ts) or its library lane (library-lane.ts).
 */
import type { Tool } from "../tools/tool.ts";
import type { ProgressSink } from "./progress.ts";
import { runTool, type ToolOutcome } from "./tool-runner.ts";

/** How one call is run, beside the tool and its arguments; every field may be left out. */
export interface RunOptions {
  /** Aborted: the caller no longer wants the answer; the call stops and rejects with CallAbandoned. Absent: never aborted. */
  signal?: AbortSignal;
  /** Who asked (an HTTP client, a stdio connection), for fair turns when calls must wait. */
  caller?: string;
  /** Receives the call's progress reports (ToolContext.progress), if the caller wants them. */
  progress?: ProgressSink;
}

export interface ToolExecutor {
  run(tool: Tool, args: unknown, options?: RunOptions): Promise<ToolOutcome>;
  /** Stops whatever the executor started (workers); calls in flight are abandoned. */
  close(): Promise<void>;
}

/**
 * A call stopped because nobody wants its answer any more: the client cancelled it
 * (`notifications/cancelled`), went away (HTTP hang-up), or the server is closing. Nothing is sent for it.
 */
export class CallAbandoned extends Error {
  override name = "CallAbandoned";
  constructor(readonly reason: unknown) {
    super(`the call was abandoned (${reason instanceof Error ? reason.message : String(reason)})`);
  }
}

export const inProcessExecutor: ToolExecutor = {
  run: (tool, args, { signal = new AbortController().signal, progress } = {}) =>
    runTool(tool, args, signal, { progress }),
  close: async () => {},
};
