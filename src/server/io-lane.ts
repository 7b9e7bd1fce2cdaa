/**
 * The I/O lane: tools marked `runsOn: "main"` (network lookups, not chemistry) run here, on the protocol
 * thread's event loop, so that calls waiting on a slow remote service never hold a chemistry worker.
 *
 * Same time-limit semantics as the worker pool: the clock starts when the call gets a place, and past the
 * limit the call answers TIMEOUT. Unlike a worker, an I/O handler can be stopped cleanly: at the limit its
 * signal is aborted with a TimeLimitReached reason, and the handler gets a short grace to answer in its own
 * words (name_to_smiles: PUBCHEM_LOOKUP_FAILED "no answer from PubChem within N s"); only a handler that
 * ignores its signal answers TIMEOUT.
 */
import { DomainError } from "../protocol/errors.ts";
import { TimeLimitReached, type Tool } from "../tools/tool.ts";
import { timeLimitMessage } from "./time-limit-message.ts";
import { CallAbandoned, type RunOptions, type ToolExecutor } from "./tool-executor.ts";
import { runTool, type ToolOutcome } from "./tool-runner.ts";

/** Lookups in flight at once; more wait for a place (bounds sockets and memory, not CPU). */
export const DEFAULT_IO_CONCURRENCY = 8;
/** How long a handler whose signal was aborted at the time limit may take to answer itself. */
const ABORT_GRACE_MS = 250;

export interface IoLaneOptions {
  concurrency: number;
  timeoutMs: number;
  /** `--offline`: handed to the tools (ToolContext.offline), which then never use the network. */
  offline?: boolean;
}

export class IoLane implements ToolExecutor {
  private running = 0;
  private readonly waiting: Array<() => void> = [];
  private readonly inFlight = new Set<AbortController>();

  constructor(readonly options: IoLaneOptions) {}

  async run(
    tool: Tool,
    args: unknown,
    { signal = new AbortController().signal }: RunOptions = {},
  ): Promise<ToolOutcome> {
    if (this.running >= this.options.concurrency) await new Promise<void>((resolve) => this.waiting.push(resolve));
    this.running++;
    const controller = new AbortController();
    // The caller gave up (cancelled, went away, shutdown): the handler's signal fires and the call rejects at once.
    let abandon: (() => void) | undefined;
    const abandoned = new Promise<never>((_, reject) => {
      abandon = () => {
        controller.abort(signal.reason);
        reject(new CallAbandoned(signal.reason));
      };
    });
    const onAbandon = abandon as () => void;
    if (signal.aborted) onAbandon();
    else signal.addEventListener("abort", onAbandon, { once: true });
    this.inFlight.add(controller);
    const { timeoutMs } = this.options;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timedOut = new Promise<ToolOutcome>((resolve) => {
      timer = setTimeout(() => {
        controller.abort(new TimeLimitReached(timeoutMs));
        timer = setTimeout(
          () => resolve({ kind: "domain-error", error: timeoutError(tool.name, timeoutMs) }),
          ABORT_GRACE_MS,
        );
      }, timeoutMs);
    });
    try {
      return await Promise.race([
        runTool(tool, args, controller.signal, { offline: this.options.offline === true }),
        timedOut,
        abandoned,
      ]);
    } finally {
      clearTimeout(timer);
      signal.removeEventListener("abort", onAbandon);
      this.inFlight.delete(controller);
      this.running--;
      this.waiting.shift()?.();
    }
  }

  /** Abandons the calls in flight (their handlers see an aborted signal). */
  async close(): Promise<void> {
    for (const controller of this.inFlight) controller.abort(new Error("the server is shutting down"));
  }
}

function timeoutError(toolName: string, timeoutMs: number): DomainError {
  return new DomainError("TIMEOUT", timeLimitMessage(toolName, timeoutMs, "tool", "try again later"), {
    timeoutMs,
  });
}
