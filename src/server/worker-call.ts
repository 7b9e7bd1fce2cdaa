/**
 * One call on one worker process, raced against its time limit and its caller's signal: the step both the
 * chemistry pool (worker-pool.ts) and the library lane (library-lane.ts) take for every call they run. Past the
 * limit or on an abort the worker is retired (killed: the only way to stop WebAssembly mid-call); a worker that
 * answered after an RDKit fault is retired too, its answer kept.
 */
import { RpcCode, RpcError } from "../protocol/errors.ts";
import type { ProgressSink } from "./progress.ts";
import { timeLimitMessage, type TimeLimitKind } from "./time-limit-message.ts";
import { CallAbandoned } from "./tool-executor.ts";
import type { WorkerProcess } from "./worker-process.ts";
import type { CallMessage, WireOutcome } from "./worker-protocol.ts";

export interface WorkerCallOptions {
  timeoutMs: number;
  /** Stops the worker (and takes it out of its lane's service). */
  retire: () => void;
  /** The caller's signal: aborted, the worker is retired and the call rejects with CallAbandoned. */
  signal: AbortSignal;
  progress?: ProgressSink;
  /** Which limit a TIMEOUT names (time-limit-message.ts); default "tool". */
  limit?: TimeLimitKind;
  /** True once the lane is closing: a worker that stops then abandons its call instead of failing it. */
  closing: () => boolean;
}

/** Runs `message` on `worker`; resolves with its outcome (or TIMEOUT), rejects on an abort or a worker that stopped. */
export function callWorker(
  worker: WorkerProcess,
  message: CallMessage,
  { timeoutMs, retire, signal, progress, limit = "tool", closing }: WorkerCallOptions,
): Promise<WireOutcome> {
  return new Promise<WireOutcome>((resolve, reject) => {
    let done = false;
    const finish = (): boolean => {
      if (done) return false;
      done = true;
      clearTimeout(timer);
      signal.removeEventListener("abort", onAbort);
      return true;
    };
    const timer = setTimeout(() => {
      if (!finish()) return;
      retire(); // the only way to stop WebAssembly mid-call
      resolve(timeoutOutcome(message.tool, timeoutMs, limit));
    }, timeoutMs);
    const onAbort = () => {
      if (!finish()) return;
      retire();
      reject(new CallAbandoned(signal.reason));
    };
    signal.addEventListener("abort", onAbort, { once: true });
    void worker.call(message, progress).then((end) => {
      if (!finish()) return;
      if (end.kind === "exited") {
        if (closing()) reject(new CallAbandoned("the server is shutting down"));
        else
          reject(
            new RpcError(
              RpcCode.InternalError,
              `Internal error: the tool worker stopped unexpectedly (${end.why}); the call was not completed`,
            ),
          );
        return;
      }
      // The answer stands; the worker's RDKit does not: a fresh worker serves the next call.
      if (end.engineFault) retire();
      resolve(end.outcome);
    });
  });
}

/** TIMEOUT for a call past its limit, naming the limit and its option (time-limit-message.ts). */
function timeoutOutcome(toolName: string, timeoutMs: number, limit: TimeLimitKind): WireOutcome {
  const advice =
    limit === "tool" ? "try a smaller molecule, a simpler pattern or fewer molecules" : "try fewer molecules";
  return {
    kind: "domain-error",
    code: "TIMEOUT",
    message: timeLimitMessage(toolName, timeoutMs, limit, advice),
    details: { timeoutMs },
  };
}
