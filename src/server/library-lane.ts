/**
 * The library lane: library tools (`runsOn: "library"`: every tool that takes a compound list or file) run on one
 * worker process of their own, the library worker, one call at a time in arrival order, under the library time limit
 * (`timeoutMs`, --library-timeout-ms). One process so that the fingerprints it caches per library file
 * (src/tools/library/fingerprint-cache.ts) serve every later call: with calls spread over the chemistry pool, each
 * worker would fingerprint the same 100k-molecule file again, and hold its own copy. Inside, fingerprinting a large
 * file uses every core through worker threads (src/chem/library/parallel.ts). The library worker starts with the
 * first library call and stays; killed on a time limit or a cancellation, it is started again by the next library
 * call, which then rebuilds the fingerprints it needs. Its calls never wait behind chemistry calls, nor chemistry
 * calls behind it (the pool, worker-pool.ts, sends each call to its lane).
 *
 * A library call also has a budget (`callBudgetMs`, --call-budget-ms, counted from the call's arrival, so time spent
 * waiting for the library worker counts): the worker hands it to the tool as a deadline, and a tool past it answers
 * partially and keeps its work for the next call (src/tools/library/resumable.ts). The budget is the tool's to keep,
 * between steps; the library time limit stays the hard stop for a step that runs on.
 */
import { RpcCode, RpcError } from "../protocol/errors.ts";
import type { Tool } from "../tools/tool.ts";
import { logError } from "./log.ts";
import { CallAbandoned, type RunOptions, type ToolExecutor } from "./tool-executor.ts";
import type { ToolOutcome } from "./tool-runner.ts";
import { callWorker } from "./worker-call.ts";
import { WorkerProcess } from "./worker-process.ts";
import { fromWire } from "./worker-protocol.ts";

export interface LibraryLaneOptions {
  /** The command that starts the library worker process. */
  command: readonly string[];
  /** Time limit of one library call. */
  timeoutMs: number;
  /** Budget of one library call from its arrival (0: none). */
  callBudgetMs: number;
  /** The library worker not ready this long after it started is killed (worker-process.ts). */
  startTimeoutMs: number;
}

/** A call waiting for its turn on the library worker. */
interface Turn {
  go(): void;
  refuse(error: Error): void;
}

export class LibraryLane implements ToolExecutor {
  /** The library worker (started by the first library call), whether a call runs on it, and the calls waiting in order. */
  private worker: WorkerProcess | undefined;
  private busy = false;
  private readonly waiting: Turn[] = [];
  private nextId = 1;
  private closed = false;

  constructor(readonly options: LibraryLaneOptions) {}

  /** The library worker's process id, while there is one (tests and measurements). */
  get pid(): number | undefined {
    return this.worker?.pid;
  }

  /**
   * Waits for this call's turn on the library worker, starts that worker if there is none, and runs the call under
   * the library time limit. `signal` aborted: a waiting call leaves the line, a running one has the worker killed.
   */
  async run(
    tool: Tool,
    args: unknown,
    { signal = new AbortController().signal, progress }: RunOptions = {},
  ): Promise<ToolOutcome> {
    const { callBudgetMs } = this.options;
    const deadline = callBudgetMs > 0 ? Date.now() + callBudgetMs : undefined;
    if (signal.aborted) throw new CallAbandoned(signal.reason);
    await this.turn(signal);
    try {
      if (this.closed) throw new CallAbandoned("the server is shutting down");
      this.worker ??= new WorkerProcess(
        this.options.command,
        (exited, why) => this.exited(exited, why),
        this.options.startTimeoutMs,
      );
      const worker = this.worker;
      if (!(await worker.ready)) {
        if (this.worker === worker) this.worker = undefined;
        throw new RpcError(
          RpcCode.InternalError,
          "Internal error: the library worker could not start; the call was not completed",
        );
      }
      const retire = () => {
        worker.kill();
        if (this.worker === worker) this.worker = undefined;
      };
      const message = { id: this.nextId++, tool: tool.name, args, ...(deadline === undefined ? {} : { deadline }) };
      return fromWire(
        await callWorker(worker, message, {
          timeoutMs: this.options.timeoutMs,
          retire,
          signal,
          progress,
          limit: "library",
          closing: () => this.closed,
        }),
      );
    } finally {
      const next = this.waiting.shift();
      if (next) next.go();
      else this.busy = false;
    }
  }

  /** Stops the library worker; the calls waiting for it are abandoned. */
  async close(): Promise<void> {
    this.closed = true;
    for (const turn of this.waiting.splice(0)) turn.refuse(new CallAbandoned("the server is shutting down"));
    this.worker?.kill();
    this.worker = undefined;
  }

  /** Resolves when this call may use the library worker; a caller that gives up while waiting leaves the line. */
  private turn(signal: AbortSignal): Promise<void> {
    if (!this.busy) {
      this.busy = true;
      return Promise.resolve();
    }
    return new Promise<void>((resolve, reject) => {
      const onAbort = () => {
        const at = this.waiting.indexOf(turn);
        if (at !== -1) this.waiting.splice(at, 1);
        reject(new CallAbandoned(signal.reason));
      };
      const turn: Turn = {
        go: () => {
          signal.removeEventListener("abort", onAbort);
          resolve();
        },
        refuse: (error) => {
          signal.removeEventListener("abort", onAbort);
          reject(error);
        },
      };
      signal.addEventListener("abort", onAbort, { once: true });
      this.waiting.push(turn);
    });
  }

  /** The library worker ended; the next library call starts a new one (and rebuilds its cache). */
  private exited(worker: WorkerProcess, why: string): void {
    if (this.worker === worker) this.worker = undefined;
    if (!this.closed && !worker.killed)
      logError(`library worker ${worker.pid} stopped (${why}); the next library call starts a fresh one`);
  }
}
