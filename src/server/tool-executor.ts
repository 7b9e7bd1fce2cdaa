/**
 * Where tool calls run. The server only asks an executor for an outcome; the
 * in-process executor runs the handler on this thread (tests, one-off use),
 * the worker pool (worker-pool.ts) runs it on a Bun worker with a time limit.
 */
import type { Tool } from "../tools/tool.ts";
import { runTool, type ToolOutcome } from "./tool-runner.ts";

export interface ToolExecutor {
  run(tool: Tool, args: unknown, signal: AbortSignal): Promise<ToolOutcome>;
  /** Stops whatever the executor started (workers); calls in flight are abandoned. */
  close(): Promise<void>;
}

export const inProcessExecutor: ToolExecutor = {
  run: runTool,
  close: async () => {},
};
