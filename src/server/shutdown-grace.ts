/**
 * Shutdown on a signal: the transport stops taking requests and gives the ones in flight a grace period.
 * When it ends, the transport aborts its shutdown signal with a GracePeriodOver reason, and every tool
 * call still running answers TIMEOUT through the usual presentation (an isError result; legacy 2024-11-05:
 * JSON-RPC -32000), exactly as a call past --tool-timeout-ms does. The abandoned work itself is stopped
 * when the executor is closed.
 */
import { DomainError } from "../protocol/errors.ts";
import type { Tool } from "../tools/tool.ts";
import type { RunOptions, ToolExecutor } from "./tool-executor.ts";
import type { ToolOutcome } from "./tool-runner.ts";

/** Default of `--shutdown-grace-ms`: how long requests in flight may still run after SIGTERM/SIGINT/SIGHUP. */
export const DEFAULT_SHUTDOWN_GRACE_MS = 10_000;

/** The abort reason that ends the grace period. Other aborts (an HTTP client going away) change nothing here. */
export class GracePeriodOver extends Error {
  override name = "GracePeriodOver";
  /** `setBy`: what sets the grace period, for the TIMEOUT message (stdio: the option; HTTP: it is fixed). */
  constructor(
    readonly graceMs: number,
    readonly setBy: string = "--shutdown-grace-ms",
  ) {
    super(`the server's shutdown grace period of ${graceMs / 1000} s is over`);
  }
}

function graceTimeoutError(toolName: string, over: GracePeriodOver): DomainError {
  return new DomainError(
    "TIMEOUT",
    `${toolName} had not finished when the server shut down and was stopped after ${over.graceMs / 1000} s, the shutdown grace period (${over.setBy}); send it again once the server is back`,
    { timeoutMs: over.graceMs, shutdown: true },
  );
}

/** `executor`, except that a call whose signal is aborted with GracePeriodOver answers TIMEOUT at once. */
export function withShutdownGrace(executor: ToolExecutor): ToolExecutor {
  return {
    run(tool: Tool, args: unknown, options: RunOptions = {}): Promise<ToolOutcome> {
      const { signal } = options;
      // No signal, no shutdown to answer for: the call is the executor's alone.
      if (signal === undefined) return executor.run(tool, args, options);
      const over = (): ToolOutcome | undefined =>
        signal.reason instanceof GracePeriodOver
          ? { kind: "domain-error", error: graceTimeoutError(tool.name, signal.reason) }
          : undefined;
      if (signal.aborted) {
        const outcome = over();
        if (outcome) return Promise.resolve(outcome);
      }
      let onAbort: (() => void) | undefined;
      // Listening before the call starts, so this answer wins over the executor's own reaction to the abort.
      const cut = new Promise<ToolOutcome>((resolve) => {
        onAbort = () => {
          const outcome = over();
          if (outcome) resolve(outcome);
        };
        signal.addEventListener("abort", onAbort, { once: true });
      });
      const work = executor.run(tool, args, options);
      return Promise.race([work, cut]).finally(() => signal.removeEventListener("abort", onAbort as () => void));
    },
    close: () => executor.close(),
  };
}
