/**
 * One tool worker process as the pool sees it: started from a command, ready once it says so, one call
 * at a time over Bun's IPC channel (worker-protocol.ts), and killable at any moment, which is the point:
 * a call inside WebAssembly cannot be interrupted, but its process can be.
 *
 * IPC rather than the child's stdin/stdout: a round trip costs ~53 µs against ~90 µs for JSON lines over
 * pipes (measured here, 5,000 round trips of a 1 kB message), and a lost parent closes the channel, which
 * the worker takes as its cue to exit.
 */
import type { Subprocess } from "bun";
import { logError } from "./log.ts";
import type { ProgressSink } from "./progress.ts";
import type { CallMessage, WireOutcome, WorkerMessage } from "./worker-protocol.ts";

/**
 * How long a worker may take to load RDKit and say it is ready before it is killed and started again. A start costs
 * ~0.7 s of CPU on an idle machine; 60 s leaves room for a machine at load 30 on 2 cores (worker-pool.ts retries).
 */
export const DEFAULT_START_TIMEOUT_MS = 60_000;

/**
 * How long a pool member may go without a call before it is retired (worker-pool.ts; --worker-idle-ms). Issue 33: the
 * tree at rest under 150 MiB, and back under 200 MiB within a minute of a burst. A member holds ~55 MiB PSS fresh and
 * up to ~250 MiB after a burst of mixed calls, and a start costs ~0.7 s of CPU: 30 s keeps the workers of a session
 * that calls every few seconds, and gives the memory of a burst back well within the minute. Here, beside the start-up
 * limit, so that the command line reads it without loading the pool.
 */
export const DEFAULT_IDLE_MS = 30_000;

/** How a call on a worker ended: its answer, or the worker is gone (`why` says how). */
export type CallEnd = { kind: "answer"; outcome: WireOutcome; engineFault: boolean } | { kind: "exited"; why: string };

export class WorkerProcess {
  /** Resolves true once the worker has loaded RDKit and can take a call; false if it exits first. */
  readonly ready: Promise<boolean>;
  isReady = false;
  exited = false;
  /** Set when the pool killed it on purpose: its exit is not a crash. */
  killed = false;
  /** Resident memory (bytes) the worker reported when it became ready, and the last it reported since (worker-protocol.ts). */
  readyMemoryBytes: number | undefined;
  memoryBytes: number | undefined;
  private markReady!: (ready: boolean) => void;
  private pending: { id: number; settle(end: CallEnd): void; progress?: ProgressSink } | undefined;
  private readonly process: Subprocess;

  /** Set when the worker did not say it was ready within its start-up time limit and was killed for it. */
  private startTimedOut = false;
  private readonly startTimer: ReturnType<typeof setTimeout> | undefined;

  /**
   * `startTimeoutMs`: a worker not ready within this long is killed (SIGKILL) and ends as a start failure, so a
   * start-up that hangs (a stuck file system, a debugger, a broken binary) is replaced instead of waited on forever.
   */
  constructor(
    command: readonly string[],
    onExit: (worker: WorkerProcess, why: string) => void,
    startTimeoutMs: number = DEFAULT_START_TIMEOUT_MS,
  ) {
    this.ready = new Promise<boolean>((resolve) => (this.markReady = resolve));
    this.process = Bun.spawn({
      cmd: [...command],
      // Started through /proc/self/exe (worker-pool.ts): `ps` still shows the executable's own path.
      argv0: command[0] === "/proc/self/exe" ? process.execPath : undefined,
      stdin: "ignore",
      // The server's stdout carries the protocol on stdio: anything a worker prints goes to stderr.
      stdout: 2,
      stderr: "inherit",
      serialization: "json",
      ipc: (message) => this.receive(message as WorkerMessage),
      // The environment as it is now (tests set variables after start-up).
      env: { ...process.env },
      onExit: (_process, exitCode, signalCode) => {
        this.exited = true;
        clearTimeout(this.startTimer);
        const why = this.startTimedOut
          ? `not ready within ${startTimeoutMs / 1000} s of starting, so it was killed`
          : signalCode
            ? `killed by ${signalCode}`
            : `exit code ${exitCode}`;
        this.markReady(false);
        this.settle({ kind: "exited", why });
        onExit(this, why);
      },
    });
    this.startTimer = setTimeout(() => {
      if (this.isReady || this.exited) return;
      this.startTimedOut = true;
      this.process.kill("SIGKILL"); // not `kill()`: the pool counts this exit as a start failure
    }, startTimeoutMs);
    this.startTimer.unref();
  }

  get pid(): number {
    return this.process.pid;
  }

  /** How much the worker's reported memory grew since it was ready (0 when it reported none). */
  get memoryGrowthBytes(): number {
    return this.memoryBytes !== undefined && this.readyMemoryBytes !== undefined
      ? this.memoryBytes - this.readyMemoryBytes
      : 0;
  }

  /** Sends one call; resolves with its answer or with the worker's exit. The pool sends one call at a time. */
  call(message: CallMessage, progress?: ProgressSink): Promise<CallEnd> {
    return new Promise<CallEnd>((resolve) => {
      if (this.exited) {
        resolve({ kind: "exited", why: "it had already stopped" });
        return;
      }
      this.pending = { id: message.id, settle: resolve, progress };
      try {
        this.process.send(message);
      } catch (error) {
        // The channel closed under us: the exit handler settles the call.
        logError(`could not send a call to tool worker ${this.pid}`, error);
      }
    });
  }

  /** Stops the worker now, whatever it is doing (SIGKILL: WebAssembly does not get a say). */
  kill(): void {
    this.killed = true;
    clearTimeout(this.startTimer);
    if (!this.exited) this.process.kill("SIGKILL");
  }

  private settle(end: CallEnd): void {
    const pending = this.pending;
    this.pending = undefined;
    pending?.settle(end);
  }

  private receive(message: WorkerMessage): void {
    if (message.type === "ready") {
      clearTimeout(this.startTimer);
      this.readyMemoryBytes = message.rss;
      this.memoryBytes = message.rss;
      this.isReady = true;
      this.markReady(true);
    } else if (message.type === "memory") {
      this.memoryBytes = message.rss;
    } else if (message.type === "progress") {
      if (message.id === this.pending?.id) this.pending.progress?.(message.done, message.total, message.message);
    } else if (message.id === this.pending?.id) {
      this.settle({ kind: "answer", outcome: message.outcome, engineFault: message.engineFault });
    }
  }
}
