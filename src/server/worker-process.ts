/**
 * One tool worker process as the pool sees it: started from a command, ready once it says so, one call
 * at a time over its stdin/stdout (worker-protocol.ts), and killable at any moment, which is the point:
 * a call inside WebAssembly cannot be interrupted, but its process can be.
 */
import type { Subprocess } from "bun";
import { LineSplitter } from "../protocol/line-splitter.ts";
import { logError } from "./log.ts";
import { MAX_WORKER_LINE_BYTES, type CallMessage, type WireOutcome, type WorkerMessage } from "./worker-protocol.ts";

/** How a call on a worker ended: its answer, or the worker is gone (`why` says how). */
export type CallEnd = { kind: "answer"; outcome: WireOutcome; engineFault: boolean } | { kind: "exited"; why: string };

export class WorkerProcess {
  /** Resolves true once the worker has loaded RDKit and can take a call; false if it exits first. */
  readonly ready: Promise<boolean>;
  isReady = false;
  exited = false;
  /** Set when the pool killed it on purpose: its exit is not a crash. */
  killed = false;
  private markReady!: (ready: boolean) => void;
  private pending: { id: number; settle(end: CallEnd): void } | undefined;
  private readonly process: Subprocess<"pipe", "pipe", "inherit">;

  constructor(command: readonly string[], onExit: (worker: WorkerProcess, why: string) => void) {
    this.ready = new Promise<boolean>((resolve) => (this.markReady = resolve));
    this.process = Bun.spawn({
      cmd: [...command],
      stdin: "pipe",
      stdout: "pipe",
      stderr: "inherit",
      // The environment as it is now (tests set variables after start-up).
      env: { ...process.env },
      onExit: (_process, exitCode, signalCode) => {
        this.exited = true;
        const why = signalCode ? `killed by ${signalCode}` : `exit code ${exitCode}`;
        this.markReady(false);
        this.settle({ kind: "exited", why });
        onExit(this, why);
      },
    });
    void this.readAnswers();
  }

  get pid(): number {
    return this.process.pid;
  }

  /** Sends one call; resolves with its answer or with the worker's exit. The pool sends one call at a time. */
  call(message: CallMessage): Promise<CallEnd> {
    return new Promise<CallEnd>((resolve) => {
      if (this.exited) {
        resolve({ kind: "exited", why: "it had already stopped" });
        return;
      }
      this.pending = { id: message.id, settle: resolve };
      try {
        this.process.stdin.write(`${JSON.stringify(message)}\n`);
        void this.process.stdin.flush();
      } catch (error) {
        // The pipe closed under us: the exit handler settles the call.
        logError(`could not send a call to tool worker ${this.pid}`, error);
      }
    });
  }

  /** Stops the worker now, whatever it is doing (SIGKILL: WebAssembly does not get a say). */
  kill(): void {
    this.killed = true;
    if (!this.exited) this.process.kill("SIGKILL");
  }

  private settle(end: CallEnd): void {
    const pending = this.pending;
    this.pending = undefined;
    pending?.settle(end);
  }

  private async readAnswers(): Promise<void> {
    const splitter = new LineSplitter(MAX_WORKER_LINE_BYTES);
    try {
      for await (const chunk of this.process.stdout) {
        for (const event of splitter.push(chunk)) {
          if (event.kind === "oversize") {
            this.settle({
              kind: "answer",
              outcome: { kind: "rpc-error", code: -32603, message: `Internal error: the tool's answer exceeds ${MAX_WORKER_LINE_BYTES} bytes` },
              engineFault: false,
            });
            continue;
          }
          this.receive(event.bytes);
        }
      }
    } catch (error) {
      if (!this.killed) logError(`lost the answers of tool worker ${this.pid}`, error);
    }
  }

  private receive(bytes: Uint8Array): void {
    let message: WorkerMessage;
    try {
      message = JSON.parse(new TextDecoder().decode(bytes)) as WorkerMessage;
    } catch {
      logError(`tool worker ${this.pid} wrote a line that is not a message; ignored`);
      return;
    }
    if (message.type === "ready") {
      this.isReady = true;
      this.markReady(true);
    } else if (message.id === this.pending?.id) {
      this.settle({ kind: "answer", outcome: message.outcome, engineFault: message.engineFault });
    }
  }
}
