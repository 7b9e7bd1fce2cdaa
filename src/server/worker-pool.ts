/**
 * A small pool of Bun workers, each with its own RDKit instance, so that
 * chemistry never blocks the protocol thread and a call that runs too long
 * can be stopped: past the time limit its worker is terminated and replaced,
 * the call answers TIMEOUT, and the next call is served normally.
 */
import { RpcCode, RpcError } from "../protocol/errors.ts";
import type { Tool } from "../tools/tool.ts";
import { logError } from "./log.ts";
import type { ToolExecutor } from "./tool-executor.ts";
import type { ToolOutcome } from "./tool-runner.ts";
import { fromWire, type CallMessage, type WireOutcome, type WorkerMessage } from "./worker-protocol.ts";

export const DEFAULT_TOOL_TIMEOUT_MS = 10_000;

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
}

/** Workers that die before they are ready, in a row, before the pool stops trying. */
const MAX_START_FAILURES = 3;

interface Call {
  id: number;
  settle(outcome: WireOutcome, recycle: boolean): void;
  fail(error: Error): void;
}

interface Slot {
  worker: Worker;
  ready: Promise<void>;
  busy: boolean;
  call?: Call;
}

const DEFAULT_WORKER_URL = new URL("./tool-worker.ts", import.meta.url);

export class WorkerPool implements ToolExecutor {
  private readonly slots: Slot[] = [];
  private readonly waiting: Array<(slot: Slot | undefined) => void> = [];
  private nextId = 1;
  private closed = false;
  private startFailures = 0;
  /** Set when workers keep dying at start-up: calls then fail fast instead of waiting forever. */
  private broken: Error | undefined;
  private markBroken: () => void = () => {};
  /** Resolves when the pool gives up, releasing calls that wait for a worker to become ready. */
  private readonly brokenSignal = new Promise<void>((resolve) => (this.markBroken = resolve));

  constructor(readonly options: WorkerPoolOptions) {
    for (let i = 0; i < options.size; i++) this.slots.push(this.spawn(false));
  }

  /** Resolves when every worker has loaded RDKit (start-up is otherwise lazy per call). */
  async ready(): Promise<void> {
    await Promise.all(this.slots.map((slot) => slot.ready));
  }

  async run(tool: Tool, args: unknown): Promise<ToolOutcome> {
    if (this.broken) throw this.broken;
    const slot = await this.acquire();
    try {
      return fromWire(await this.call(slot, { id: this.nextId++, tool: tool.name, args }, tool.name));
    } finally {
      this.release(slot);
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const slot of this.slots) slot.worker.terminate();
  }

  /** A new worker; `busy` keeps a replacement out of reach until `replace` hands it over. */
  private spawn(busy: boolean): Slot {
    // The environment as it is now (CHEMATIC_PUBCHEM_URL may have been set after start-up, as tests do).
    const worker = new Worker(this.options.workerUrl ?? DEFAULT_WORKER_URL, { env: { ...process.env } as Record<string, string> });
    let markReady: () => void = () => {};
    let isReady = false;
    const slot: Slot = { worker, busy, ready: new Promise<void>((resolve) => (markReady = resolve)) };
    worker.addEventListener("message", (event: MessageEvent<WorkerMessage>) => {
      const message = event.data;
      if (message.type === "ready") {
        isReady = true;
        this.startFailures = 0;
        markReady();
      }
      else if (message.type === "result" && slot.call?.id === message.id) slot.call.settle(message.outcome, message.recycle);
    });
    const died = (why: string) => {
      if (this.closed || !this.slots.includes(slot)) return;
      slot.call?.fail(new RpcError(RpcCode.InternalError, `Internal error: the tool worker stopped unexpectedly (${why}); the call was not completed`));
      if (!isReady && ++this.startFailures >= MAX_START_FAILURES) {
        this.stopAfterStartFailures(why);
        return;
      }
      logError(`tool worker stopped (${why}); starting a fresh one`);
      this.replace(slot);
    };
    worker.addEventListener("error", (event) => died((event as ErrorEvent).message || "error"));
    worker.addEventListener("close", () => died("exited"));
    return slot;
  }

  /** Workers cannot start (e.g. the worker script is missing): fail every call now and later. */
  private stopAfterStartFailures(why: string): void {
    this.broken = new RpcError(RpcCode.InternalError, `Internal error: tool workers cannot start (${why})`);
    logError(`tool workers failed to start ${MAX_START_FAILURES} times in a row (${why}); tool calls will fail`);
    this.markBroken();
    for (const waiter of this.waiting.splice(0)) waiter(undefined);
    void this.close();
  }

  /** Runs one call on `slot`, racing the time limit. */
  private call(slot: Slot, message: CallMessage, toolName: string): Promise<WireOutcome> {
    return new Promise<WireOutcome>((resolve, reject) => {
      const timer = setTimeout(() => {
        slot.call = undefined;
        this.replace(slot);
        const seconds = this.options.timeoutMs / 1000;
        resolve({
          kind: "domain-error",
          code: "TIMEOUT",
          message: `${toolName} took longer than ${seconds} s and was stopped; try a smaller molecule, a simpler pattern or fewer molecules`,
          details: { timeoutMs: this.options.timeoutMs },
        });
      }, this.options.timeoutMs);
      slot.call = {
        id: message.id,
        settle: (outcome, recycle) => {
          clearTimeout(timer);
          slot.call = undefined;
          if (recycle) this.replace(slot);
          resolve(outcome);
        },
        fail: (error) => {
          clearTimeout(timer);
          slot.call = undefined;
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
    const fresh = this.spawn(true);
    this.slots[index] = fresh;
    slot.worker.terminate();
    // Busy until ready; then it serves whoever waits, or becomes idle.
    void fresh.ready.then(() => this.release(fresh));
  }

  private async acquire(): Promise<Slot> {
    const idle = this.slots.find((slot) => !slot.busy);
    const slot = idle ?? (await new Promise<Slot | undefined>((resolve) => this.waiting.push(resolve)));
    if (!slot || this.broken) throw this.broken ?? new RpcError(RpcCode.InternalError, "Internal error: tool workers are not available");
    slot.busy = true;
    await Promise.race([slot.ready, this.brokenSignal]);
    if (this.broken) throw this.broken;
    return slot;
  }

  private release(slot: Slot): void {
    if (!this.slots.includes(slot)) return; // replaced meanwhile: its successor is released when ready
    const next = this.waiting.shift();
    if (next) next(slot);
    else slot.busy = false;
  }
}
