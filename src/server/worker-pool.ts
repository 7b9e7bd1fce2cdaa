/**
 * The pool of tool worker processes (tool-process.ts), each with its own RDKit, so that chemistry never
 * blocks the protocol thread and any call can be stopped for real: a call past its time limit, a call
 * whose caller cancelled it or went away, and a worker whose RDKit faulted each end with the worker
 * process killed (SIGKILL) and a ready spare taking its place, so the next caller pays nothing for it.
 * A thread inside WebAssembly cannot be stopped; a process can (validation/reports/robustness-report.md measures
 * what that costs).
 *
 * Calls wait for a worker in a FairQueue: the next free worker goes to the waiting caller (an HTTP client,
 * the stdio connection) with the fewest calls running, then the one served least recently, so one caller's
 * queue of slow calls delays a newcomer only until the next worker is free: at most one time limit.
 *
 * Tools that are network I/O rather than chemistry (`runsOn: "main"`, i.e. name_to_smiles) never take a
 * worker: they run on this thread's event loop in an IoLane (io-lane.ts) with its own concurrency bound.
 *
 * Members start on demand: the first at once, the others (up to `size`) when a call has to wait for a worker, the
 * ready spare first (it takes the call at once; a new spare starts in its place). They stop when idle: a member with
 * no call for `idleMs` (--worker-idle-ms, default DEFAULT_IDLE_MS) while another member is left is retired, and the one
 * left is renewed from the spare once idle if its memory grew by more than `renewAboveBytes` since it was ready (the
 * WebAssembly heap never shrinks: a worker gives its memory back only by ending). Only an idle worker is retired, in
 * the same turn of the event loop that takes it out of the idle list, so no call is ever sent to a retiring worker;
 * and the spare is never retired, so the next burst finds a warm worker (validation/bench/memory.md measures it).
 *
 * Library tools (`runsOn: "library"`: every tool that takes a compound list or file) never take a pool worker
 * either: they run one at a time on the library worker of a LibraryLane (library-lane.ts), under the library time
 * limit (`libraryTimeoutMs`, --library-timeout-ms) and the call budget (`callBudgetMs`, --call-budget-ms, default
 * 45 s), so the fingerprints that worker caches serve every later library call.
 */
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { RpcCode, RpcError } from "../protocol/errors.ts";
import { DEFAULT_CALL_BUDGET_MS, DEFAULT_LIBRARY_TIMEOUT_MS } from "../protocol/limits.ts";
import type { Tool } from "../tools/tool.ts";
import { FairQueue } from "./fair-queue.ts";
import { DEFAULT_IO_CONCURRENCY, IoLane } from "./io-lane.ts";
import { LibraryLane } from "./library-lane.ts";
import { logError, logInfo } from "./log.ts";
import { CallAbandoned, type RunOptions, type ToolExecutor } from "./tool-executor.ts";
import type { ToolOutcome } from "./tool-runner.ts";
import { callWorker } from "./worker-call.ts";
import { DEFAULT_IDLE_MS, DEFAULT_START_TIMEOUT_MS, WorkerProcess } from "./worker-process.ts";
import { DATA_DIR_FLAG, OUTPUT_DIR_FLAG, TOOL_WORKER_FLAG, fromWire } from "./worker-protocol.ts";

/** Default pool size: one worker per core, at most 4. */
export function defaultWorkerCount(): number {
  return Math.max(1, Math.min(4, navigator.hardwareConcurrency || 1));
}

/**
 * This program in worker mode: the compiled binary starts itself (its entry point lives in Bun's
 * embedded file system); from source, Bun runs the same entry point again. On Linux the executable is
 * started through /proc/self/exe, the file this process runs even if the path was since replaced (an
 * upgrade in place): a worker is always the same version as its server.
 */
export function selfWorkerCommand(outputDir?: string, dataDirs: readonly string[] = []): string[] {
  const compiled = Bun.main.startsWith("/$bunfs/") || /^[A-Za-z]:[\\/]~BUN[\\/]/.test(Bun.main);
  const executable = process.platform === "linux" && existsSync("/proc/self/exe") ? "/proc/self/exe" : process.execPath;
  const options = [
    ...(outputDir === undefined ? [] : [OUTPUT_DIR_FLAG, outputDir]),
    ...dataDirs.flatMap((dir) => [DATA_DIR_FLAG, dir]),
  ];
  return compiled ? [executable, TOOL_WORKER_FLAG, ...options] : [executable, Bun.main, TOOL_WORKER_FLAG, ...options];
}

/** From source, without going through main.ts (tests, scripts). */
const DEFAULT_WORKER_COMMAND = [process.execPath, fileURLToPath(new URL("./tool-process.ts", import.meta.url))];

export interface WorkerPoolOptions {
  size: number;
  timeoutMs: number;
  /** The command that starts one worker process; default: tool-process.ts run by this Bun. */
  command?: readonly string[];
  /** Calls of I/O tools (`runsOn: "main"`) in flight at once on the main thread; default DEFAULT_IO_CONCURRENCY. */
  ioConcurrency?: number;
  /** How long after the other workers start the spare starts; default SPARE_DELAY_MS. */
  spareDelayMs?: number;
  /** Time limit of a library tool call (`runsOn: "library"`); default DEFAULT_LIBRARY_TIMEOUT_MS. */
  libraryTimeoutMs?: number;
  /** Budget of a library tool call from its arrival (0: none); default DEFAULT_CALL_BUDGET_MS. */
  callBudgetMs?: number;
  /** `--offline`: the I/O tools (name_to_smiles) never use the network. */
  offline?: boolean;
  /** A worker not ready this long after it started is killed and started again; default DEFAULT_START_TIMEOUT_MS. */
  startTimeoutMs?: number;
  /** The wait before the first new start after a failed one, doubled per failure in a row; default RESTART_DELAY_MS. */
  restartDelayMs?: number;
  /** The longest wait between starts after failures; default MAX_RESTART_DELAY_MS. */
  maxRestartDelayMs?: number;
  /** A member idle this long is retired (or, the last one, renewed if it grew); 0: never; default DEFAULT_IDLE_MS. */
  idleMs?: number;
  /** The last member is renewed once idle when its memory grew by more than this since it was ready; default RENEW_ABOVE_BYTES. */
  renewAboveBytes?: number;
}

/**
 * The spare starts this long after the other workers (or at once when a worker is replaced, or on
 * `ready()`). A worker's start costs ~0.7 s of CPU; a short session (one or two calls, as many clients
 * and tests make) should not pay for a spare it never uses, a long one has its spare within seconds.
 */
export const SPARE_DELAY_MS = 5_000;

/**
 * A worker that dies before it is ready (it cannot start: the program is broken, memory is short, the OOM killer or
 * an operator killed it while it loaded, it hung past its start-up limit) is started again after a wait that doubles
 * with each failure in a row, from RESTART_DELAY_MS up to MAX_RESTART_DELAY_MS, for as long as the server lives: the
 * pool never gives up, so it recovers by itself once starting works again. Each failure and each recovery is
 * reported on stderr. A worker that dies after it was ready (killed from outside, crashed) is no start failure: it is
 * replaced at once, by the warm spare when there is one.
 */
export const RESTART_DELAY_MS = 500;
export const MAX_RESTART_DELAY_MS = 30_000;

/**
 * The last member is renewed from the spare when its reported memory (after its idle collection, tool-process.ts)
 * grew more than this since it was ready: a fresh worker holds ~95 MiB RSS, and one that kept 48 MiB more (a grown
 * WebAssembly heap, data tables of tools it loaded) is worth one start (~0.7 s of CPU) to give back.
 */
export const RENEW_ABOVE_BYTES = 48 * 2 ** 20;

/** The caller of a call that names none (one connection, tests). */
const ANY_CALLER = "";

interface Waiter {
  give(worker: WorkerProcess): void;
  refuse(error: Error): void;
}

export class WorkerPool implements ToolExecutor {
  /** Workers that serve calls (starting, idle or busy); at most `size`. */
  private readonly members = new Set<WorkerProcess>();
  /** Ready members without a call. */
  private readonly idle: WorkerProcess[] = [];
  /** Started ahead, so that a killed worker's place is filled by a worker that is already warm. */
  private spare: WorkerProcess | undefined;
  private readonly queue = new FairQueue<Waiter>();
  /** Calls running per caller, for the queue's turns. */
  private readonly runningByCaller = new Map<string, number>();
  private nextId = 1;
  /** Calls being served right now. */
  private serving = 0;
  private closed = false;
  /** Workers in a row that died before they were ready; back to 0 when one becomes ready. */
  private startFailures = 0;
  /** Set while no member is ready and the last start failed: calls then fail fast instead of waiting for the retry. */
  private broken: Error | undefined;
  /** Starts waiting for their back-off after a failed start (cleared by close()). */
  private readonly restartTimers = new Set<ReturnType<typeof setTimeout>>();
  /** The spare's timer is set with the first answer (a session that makes no call never starts one). */
  private spareScheduled = false;
  /** The retirement timer of each idle member (idle `idleMs`: retired, or renewed). */
  private readonly idleTimers = new Map<WorkerProcess, ReturnType<typeof setTimeout>>();
  /** Set once the spare is due (SPARE_DELAY_MS after the rest, on a replacement, or on `ready()`); from then on one is kept. */
  private spareWanted = false;
  private readonly command: readonly string[];
  private spareTimer: ReturnType<typeof setTimeout> | undefined;
  /** Where I/O tools run: the main thread's event loop, never a chemistry worker. */
  private readonly ioLane: IoLane;
  /** Where library tools run: the one library worker, apart from the members. */
  private readonly libraryLane: LibraryLane;

  constructor(readonly options: WorkerPoolOptions) {
    this.command = options.command ?? DEFAULT_WORKER_COMMAND;
    this.ioLane = new IoLane({
      concurrency: options.ioConcurrency ?? DEFAULT_IO_CONCURRENCY,
      timeoutMs: options.timeoutMs,
      offline: options.offline === true,
    });
    this.libraryLane = new LibraryLane({
      command: this.command,
      timeoutMs: options.libraryTimeoutMs ?? DEFAULT_LIBRARY_TIMEOUT_MS,
      callBudgetMs: options.callBudgetMs ?? DEFAULT_CALL_BUDGET_MS,
      startTimeoutMs: options.startTimeoutMs ?? DEFAULT_START_TIMEOUT_MS,
    });
    this.addMember(this.spawn());
  }

  /** Starts every worker and the spare; resolves when each has loaded RDKit. */
  async ready(): Promise<void> {
    this.startSpare();
    this.grow();
    await Promise.all(this.allWorkers().map((worker) => worker.ready));
  }

  /** Process ids of the workers serving calls, of the spare and of the library worker (tests and measurements). */
  workerPids(): { members: number[]; spare: number | undefined; library: number | undefined } {
    return {
      members: [...this.members].map((worker) => worker.pid),
      spare: this.spare?.pid,
      library: this.libraryLane.pid,
    };
  }

  /**
   * Runs one call. `signal` aborted (cancelled, client gone, shutting down): a waiting call leaves the
   * queue, a running one has its worker killed, and the call rejects with CallAbandoned.
   * `caller` names who asked, for fair turns in the queue.
   */
  async run(tool: Tool, args: unknown, options: RunOptions = {}): Promise<ToolOutcome> {
    if (tool.runsOn === "main") return this.ioLane.run(tool, args, options);
    if (tool.runsOn === "library") return this.libraryLane.run(tool, args, options);
    const { signal = new AbortController().signal, caller = ANY_CALLER, progress } = options;
    if (signal.aborted) throw new CallAbandoned(signal.reason);
    const worker = await this.acquire(caller, signal);
    this.serving++;
    this.runningByCaller.set(caller, (this.runningByCaller.get(caller) ?? 0) + 1);
    if (this.queue.size > 0) this.grow(); // others queued behind this call
    try {
      return fromWire(
        await callWorker(
          worker,
          { id: this.nextId++, tool: tool.name, args },
          {
            timeoutMs: this.options.timeoutMs,
            retire: () => this.retire(worker),
            signal,
            progress,
            closing: () => this.closed,
          },
        ),
      );
    } finally {
      this.serving--;
      const running = (this.runningByCaller.get(caller) ?? 1) - 1;
      if (running === 0) this.runningByCaller.delete(caller);
      else this.runningByCaller.set(caller, running);
      // After the first answer, so that its start does not slow that answer down.
      this.scheduleSpare();
      this.handOver(worker);
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    // At once, with `closed`: a library call that ends or gets its turn from here on sees the shutdown, as before the split.
    const libraryClosed = this.libraryLane.close();
    clearTimeout(this.spareTimer);
    for (const timer of this.restartTimers) clearTimeout(timer);
    this.restartTimers.clear();
    for (const timer of this.idleTimers.values()) clearTimeout(timer);
    this.idleTimers.clear();
    await this.ioLane.close();
    for (const waiter of this.queue.drain()) waiter.refuse(new CallAbandoned("the server is shutting down"));
    for (const worker of this.allWorkers()) worker.kill();
    await libraryClosed;
    this.members.clear();
    this.spare = undefined;
  }

  /** The members and the spare. */
  private allWorkers(): WorkerProcess[] {
    return this.spare ? [...this.members, this.spare] : [...this.members];
  }

  /**
   * A call waits for a worker: the members grow to `size`, the ready spare first (it serves at once, and a new spare
   * starts), then new processes, which serve once they have loaded RDKit.
   */
  private grow(): void {
    if (this.closed) return;
    const spare = this.spare;
    if (this.members.size < this.options.size && spare?.isReady) {
      this.spare = undefined;
      this.addMember(spare);
      this.startSpare();
    }
    while (this.members.size < this.options.size) this.addMember(this.spawn());
  }

  private scheduleSpare(): void {
    if (this.spareScheduled || this.closed) return;
    this.spareScheduled = true;
    this.spareTimer = setTimeout(() => this.startSpare(), this.options.spareDelayMs ?? SPARE_DELAY_MS);
    this.spareTimer.unref();
  }

  private startSpare(): void {
    clearTimeout(this.spareTimer);
    this.spareWanted = true;
    this.ensureSpare();
  }

  private spawn(): WorkerProcess {
    const worker = new WorkerProcess(
      this.command,
      (exited, why) => this.exited(exited, why),
      this.options.startTimeoutMs ?? DEFAULT_START_TIMEOUT_MS,
    );
    void worker.ready.then((ready) => {
      if (!ready) return;
      if (this.startFailures > 0)
        logInfo(`tool worker ${worker.pid} started after ${this.startFailures} failed start(s); serving again`);
      this.startFailures = 0;
      this.broken = undefined;
    });
    return worker;
  }

  /** A worker joins the members; it takes calls once it is ready. */
  private addMember(worker: WorkerProcess): void {
    this.members.add(worker);
    void worker.ready.then((ready) => {
      if (ready) this.handOver(worker);
    });
  }

  private ensureSpare(): void {
    if (!this.spare && this.spareWanted && !this.closed) this.spare = this.spawn();
  }

  /** Kills a worker (stuck, cancelled, faulted) and fills its place with the spare, then starts a new spare. */
  private retire(worker: WorkerProcess): void {
    worker.kill();
    this.drop(worker);
  }

  private drop(worker: WorkerProcess): void {
    if (!this.leave(worker)) return;
    if (this.closed) return;
    const replacement = this.spare ?? this.spawn();
    this.spare = undefined;
    this.addMember(replacement);
    this.startSpare();
  }

  /** A worker process ended: on purpose (killed), or on its own (crash, killed from outside, or it never started). */
  private exited(worker: WorkerProcess, why: string): void {
    if (this.closed || worker.killed) return;
    if (worker.isReady) {
      // It had served (or could have): not a start failure. Its place is filled at once, by the spare if one is ready.
      logError(`tool worker ${worker.pid} stopped (${why}); starting a fresh one`);
      if (worker === this.spare) {
        this.spare = undefined;
        this.ensureSpare();
      } else {
        this.drop(worker);
      }
      return;
    }
    this.startFailures++;
    const delayMs = this.restartDelay();
    const wasSpare = worker === this.spare;
    if (wasSpare) this.spare = undefined;
    else this.leave(worker);
    logError(
      `tool worker ${worker.pid} failed to start (${why}; ${this.startFailures} in a row); trying again in ${delayMs / 1000} s`,
    );
    if (![...this.members].some((member) => member.isReady)) {
      // Nothing can serve until a start works: calls fail fast meanwhile, the waiting ones now.
      this.broken = new RpcError(
        RpcCode.InternalError,
        `Internal error: tool workers cannot start right now (${why}; ${this.startFailures} failed start(s) in a row); ` +
          "the server keeps trying, with back-off of at most " +
          `${(this.options.maxRestartDelayMs ?? MAX_RESTART_DELAY_MS) / 1000} s: send the call again later`,
      );
      for (const waiter of this.queue.drain()) waiter.refuse(this.broken);
    }
    const timer = setTimeout(() => {
      this.restartTimers.delete(timer);
      if (this.closed) return;
      if (wasSpare) this.ensureSpare();
      // The pool keeps one member; more only while calls wait for one (as grow() starts them).
      else if (this.members.size === 0 || (this.queue.size > 0 && this.members.size < this.options.size))
        this.addMember(this.spawn());
    }, delayMs);
    this.restartTimers.add(timer);
  }

  /** The wait before the next start (see restartBackOffMs). */
  private restartDelay(): number {
    return restartBackOffMs(
      this.startFailures,
      this.options.restartDelayMs ?? RESTART_DELAY_MS,
      this.options.maxRestartDelayMs ?? MAX_RESTART_DELAY_MS,
    );
  }

  private acquire(caller: string, signal: AbortSignal): Promise<WorkerProcess> {
    if (this.broken) return Promise.reject(this.broken);
    if (this.closed) return Promise.reject(new CallAbandoned("the server is shutting down"));
    const idle = this.idle.shift();
    if (idle) {
      this.stopIdleTimer(idle);
      this.queue.served(caller);
      return Promise.resolve(idle);
    }
    // A call waits behind another call, or behind another call waiting for a starting worker (a burst written right
    // after start): more workers are needed now, and they load while the first one does (issue 33: the first 2,000
    // calls after start). A single call waiting for a starting worker does not start another.
    if (this.serving > 0 || this.queue.size > 0) this.grow();
    return new Promise<WorkerProcess>((resolve, reject) => {
      const onAbort = () => {
        if (this.queue.remove(caller, waiter)) reject(new CallAbandoned(signal.reason));
      };
      const waiter: Waiter = {
        give: (worker) => {
          signal.removeEventListener("abort", onAbort);
          resolve(worker);
        },
        refuse: (error) => {
          signal.removeEventListener("abort", onAbort);
          reject(error);
        },
      };
      signal.addEventListener("abort", onAbort, { once: true });
      this.queue.push(caller, waiter);
    });
  }

  /** A ready member without a call serves the next waiter in turn, or becomes idle. */
  private handOver(worker: WorkerProcess): void {
    if (!this.members.has(worker) || !worker.isReady || this.idle.includes(worker)) return;
    const next = this.queue.shift((caller) => this.runningByCaller.get(caller) ?? 0);
    if (next) next.give(worker);
    else {
      this.idle.push(worker);
      this.startIdleTimer(worker);
    }
  }

  /** Takes a worker out of the members (and the idle list, and its idle timer); false if it was no member. */
  private leave(worker: WorkerProcess): boolean {
    if (!this.members.delete(worker)) return false;
    const at = this.idle.indexOf(worker);
    if (at !== -1) this.idle.splice(at, 1);
    this.stopIdleTimer(worker);
    return true;
  }

  private startIdleTimer(worker: WorkerProcess): void {
    const idleMs = this.options.idleMs ?? DEFAULT_IDLE_MS;
    if (idleMs <= 0 || this.closed) return;
    this.stopIdleTimer(worker);
    const timer = setTimeout(() => this.idleTooLong(worker), idleMs);
    timer.unref();
    this.idleTimers.set(worker, timer);
  }

  private stopIdleTimer(worker: WorkerProcess): void {
    clearTimeout(this.idleTimers.get(worker));
    this.idleTimers.delete(worker);
  }

  /**
   * A member had no call for `idleMs`. With another ready member left it is retired: killed, not replaced (grow()
   * starts workers again when calls wait). The last one is renewed from the ready spare if its memory grew past
   * `renewAboveBytes`, so that its memory is given back too; a fresh one, or one whose spare is not ready, stays.
   */
  private idleTooLong(worker: WorkerProcess): void {
    this.idleTimers.delete(worker);
    if (this.closed || !this.idle.includes(worker)) return;
    if ([...this.members].some((member) => member !== worker && member.isReady)) {
      this.leave(worker);
      worker.kill();
      return;
    }
    const spare = this.spare;
    if (!spare?.isReady || worker.memoryGrowthBytes <= (this.options.renewAboveBytes ?? RENEW_ABOVE_BYTES)) return;
    this.leave(worker);
    worker.kill();
    this.spare = undefined;
    this.addMember(spare);
    this.startSpare();
  }
}

/** The wait before a worker start after `failures` failed starts in a row: `first`, doubled per failure after the first, capped. */
export function restartBackOffMs(failures: number, first: number, cap: number): number {
  return Math.min(cap, first * 2 ** Math.min(Math.max(failures, 1) - 1, 30));
}
