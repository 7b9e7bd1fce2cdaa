/**
 * Where tool calls run. The server only asks an executor for an outcome; the
 * in-process executor runs the handler on this thread (tests, one-off use),
 * the worker pool (worker-pool.ts) runs it in a worker process with a time limit.
 */
import type { Tool } from "../tools/tool.ts";
import type { ProgressSink } from "./progress.ts";
import { runTool, type ToolOutcome } from "./tool-runner.ts";

export interface ToolExecutor {
  /**
   * `signal` aborted: the caller no longer wants the answer; the call stops and rejects with CallAbandoned.
   * `caller` names who asked (an HTTP client, a stdio connection), for fair turns when calls must wait.
   * `progress` receives the call's progress reports (ToolContext.progress), if the caller wants them.
   */
  run(tool: Tool, args: unknown, signal: AbortSignal, caller?: string, progress?: ProgressSink): Promise<ToolOutcome>;
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
  run: (tool, args, signal, _caller, progress) => runTool(tool, args, signal, { progress }),
  close: async () => {},
};
