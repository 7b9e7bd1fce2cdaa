/**
 * A small pool of Bun workers, each with its own RDKit instance, so that
 * chemistry never blocks the protocol thread and a call that runs too long
 * can be stopped: past the time limit its worker is terminated and replaced,
 * the call answers TIMEOUT, and the next call is served normally.
 *
 * Workers are long-lived on purpose: every Worker created and terminated
 * leaves native memory behind in Bun (see validation/robustness-report.md),
 * so a worker whose RDKit broke reloads RDKit itself rather than being
 * replaced; only a stuck or dead worker is terminated.
 *
 * Tools that are network I/O rather than chemistry (`runsOn: "main"`, i.e. name_to_smiles) never take a
 * worker: they run on this thread's event loop in an IoLane (io-lane.ts) with its own concurrency bound.
 */
import { RpcCode, RpcError } from "../protocol/errors.ts";
import type { Tool } from "../tools/tool.ts";
import { DEFAULT_IO_CONCURRENCY, IoLane } from "./io-lane.ts";
import { logError } from "./log.ts";
import type { ToolExecutor } from "./tool-executor.ts";
import type { ToolOutcome } from "./tool-runner.ts";
import { fromWire, type CallMessage, type WireOutcome, type WorkerMessage } from "./worker-protocol.ts";

/** Default pool size: one worker per core, at most 4. */
export function defaultWorkerCount(): number {
  return Math.max(1, Math.min(4, navigator.hardwareConcurrency || 1));
}

export interface WorkerPoolOptions {
  size: number;
  timeoutMs: number;
  /**
   * The worker script. In the compiled binary it must be given relative to the entry point
   * (src/main.ts passes its own `new URL("./server/tool-worker.ts", import.meta.url)`),
   * because bundled code shares the entry point's `import.meta.url`.
   */
  workerUrl?: URL;
  /** Calls of I/O tools (`runsOn: "main"`) in flight at once on the main thread; default DEFAULT_IO_CONCURRENCY. */
  ioConcurrency?: number;
}

/** Workers that die before they are ready, in a row, before the pool stops trying. */
const MAX_START_FAILURES = 3;

const DEFAULT_WORKER_URL = new URL("./tool-worker.ts", import.meta.url);

interface Call {
  id: number;
  settle(outcome: WireOutcome): void;
  fail(error: Error): void;
}

interface Slot {
  worker: Worker;
  /** Resolves when the worker has (re)loaded RDKit and can take a call. */
  ready: Promise<void>;
  markReady(): void;
  everReady: boolean;
  /** Taken by a call, or starting up: not available to `acquire`. */
  busy: boolean;
  call?: Call;
}

export class WorkerPool implements ToolExecutor {
  private readonly slots: Slot[] = [];
  private readonly waiting: Array<(slot: Slot | undefined) => void> = [];
  private nextId = 1;
  /** Calls being served right now. */
  private serving = 0;
  private closed = false;
  private startFailures = 0;
  /** Set when workers keep dying at start-up: calls then fail fast instead of waiting forever. */
  private broken: Error | undefined;

  /** Workers not started yet: the first starts at once, the rest when a call must wait or after the first answer (RSS at rest stays low). */
  private unstarted: number;

  /** Where I/O tools run: the main thread's event loop, never a chemistry worker. */
  private readonly ioLane: IoLane;

  constructor(readonly options: WorkerPoolOptions) {
    this.ioLane = new IoLane({ concurrency: options.ioConcurrency ?? DEFAULT_IO_CONCURRENCY, timeoutMs: options.timeoutMs });
    this.slots.push(this.spawn());
    this.unstarted = options.size - 1;
  }

  private startTheRest(): void {
    for (; this.unstarted > 0; this.unstarted--) this.slots.push(this.spawn());
  }

  /** Starts every worker and resolves when each has loaded RDKit. */
  async ready(): Promise<void> {
    this.startTheRest();
    await Promise.all(this.slots.map((slot) => slot.ready));
  }

  async run(tool: Tool, args: unknown, signal?: AbortSignal): Promise<ToolOutcome> {
    if (tool.runsOn === "main") return this.ioLane.run(tool, args, signal);
    const slot = await this.acquire();
    this.serving++;
    if (this.waiting.length > 0) this.startTheRest(); // others queued behind this call
    try {
      return fromWire(await this.call(slot, { id: this.nextId++, tool: tool.name, args }, tool.name));
    } finally {
      this.serving--;
      this.release(slot);
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    await this.ioLane.close();
    for (const slot of this.slots) slot.worker.terminate();
  }

  /** A new worker, busy until it reports ready; then it joins the pool. */
  private spawn(): Slot {
    // The environment as it is now (CHEMATIC_PUBCHEM_URL may have been set after start-up, as tests do).
    const worker = new Worker(this.options.workerUrl ?? DEFAULT_WORKER_URL, { env: { ...process.env } as Record<string, string> });
    const slot = { worker, busy: true, everReady: false } as Slot;
    this.expectReady(slot);
    worker.addEventListener("message", (event: MessageEvent<WorkerMessage>) => {
      const message = event.data;
      if (message.type === "ready") {
        slot.everReady = true;
        this.startFailures = 0;
        slot.markReady();
      } else if (message.type === "result" && slot.call?.id === message.id) {
        // A worker whose RDKit broke reloads it before its next call: it is not ready until it says so.
        if (message.reloading) this.expectReady(slot);
        slot.call.settle(message.outcome);
      }
    });
    const died = (why: string) => {
      if (this.closed || !this.slots.includes(slot)) return;
      slot.call?.fail(new RpcError(RpcCode.InternalError, `Internal error: the tool worker stopped unexpectedly (${why}); the call was not completed`));
      if (!slot.everReady && ++this.startFailures >= MAX_START_FAILURES) {
        this.stopAfterStartFailures(why);
        return;
      }
      logError(`tool worker stopped (${why}); starting a fresh one`);
      this.replace(slot);
    };
    worker.addEventListener("error", (event) => died((event as ErrorEvent).message || "error"));
    worker.addEventListener("close", () => died("exited"));
    void slot.ready.then(() => this.handOver(slot));
    return slot;
  }

  private expectReady(slot: Slot): void {
    slot.ready = new Promise<void>((resolve) => (slot.markReady = resolve));
  }

  /** Workers cannot start (e.g. the worker script is missing): fail every call now and later. */
  private stopAfterStartFailures(why: string): void {
    this.broken = new RpcError(RpcCode.InternalError, `Internal error: tool workers cannot start (${why})`);
    logError(`tool workers failed to start ${MAX_START_FAILURES} times in a row (${why}); tool calls will fail`);
    for (const waiter of this.waiting.splice(0)) waiter(undefined);
    void this.close();
  }

  /** Runs one call on `slot`, racing the time limit. */
  private call(slot: Slot, message: CallMessage, toolName: string): Promise<WireOutcome> {
    return new Promise<WireOutcome>((resolve, reject) => {
      const timer = setTimeout(() => {
        slot.call = undefined;
        this.replace(slot); // the only way to stop WebAssembly mid-call
        const seconds = this.options.timeoutMs / 1000;
        resolve({
          kind: "domain-error",
          code: "TIMEOUT",
          message: `${toolName} took longer than ${seconds} s and was stopped; try a smaller molecule, a simpler pattern or fewer molecules`,
          details: { timeoutMs: this.options.timeoutMs },
        });
      }, this.options.timeoutMs);
      const finish = () => {
        clearTimeout(timer);
        slot.call = undefined;
      };
      slot.call = {
        id: message.id,
        settle: (outcome) => {
          finish();
          resolve(outcome);
        },
        fail: (error) => {
          finish();
          reject(error);
        },
      };
      slot.worker.postMessage(message);
    });
  }

  /** Terminates a worker (stuck or dead) and puts a fresh one in its place. */
  private replace(slot: Slot): void {
    const index = this.slots.indexOf(slot);
    if (index === -1) return;
    this.slots[index] = this.spawn();
    slot.worker.terminate();
  }

  private async acquire(): Promise<Slot> {
    if (this.broken) throw this.broken;
    const idle = this.slots.find((slot) => !slot.busy);
    if (idle) {
      idle.busy = true;
      return idle;
    }
    // A call waits behind another call (not just behind a starting worker): more workers are needed now.
    if (this.serving > 0) this.startTheRest();
    const handed = await new Promise<Slot | undefined>((resolve) => this.waiting.push(resolve));
    if (!handed || this.broken) throw this.broken ?? new RpcError(RpcCode.InternalError, "Internal error: tool workers are not available");
    return handed;
  }

  /** After a call: the slot serves the next waiter, or becomes idle, once it is ready. */
  private release(slot: Slot): void {
    // Otherwise the other workers start once the first call is answered, so they do not slow that answer down.
    this.startTheRest();
    void slot.ready.then(() => this.handOver(slot));
  }

  private handOver(slot: Slot): void {
    if (!this.slots.includes(slot) || slot.call) return;
    const next = this.waiting.shift();
    if (next) {
      slot.busy = true;
      next(slot);
    } else {
      slot.busy = false;
    }
  }
}
