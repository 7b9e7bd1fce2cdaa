/**
 * Progress of a long tool call (ToolContext.progress): the sink type every executor hands on, and the rate limit
 * applied both where a worker sends reports over IPC and where the server turns them into MCP
 * `notifications/progress`.
 */

/** Receives (done, total, message) reports of one call. */
export type ProgressSink = (done: number, total: number, message?: string) => void;

/** At most one report per this many ms (10 a second), the last one always. */
export const PROGRESS_INTERVAL_MS = 100;

/**
 * `sink`, rate-limited: the first report passes, then at most one per `intervalMs`; a report with done === total
 * (the end of a phase) always passes, so a client never sees a phase stop short of its total.
 */
export function throttleProgress(
  sink: ProgressSink,
  intervalMs = PROGRESS_INTERVAL_MS,
  now: () => number = performance.now.bind(performance),
): ProgressSink {
  let last = Number.NEGATIVE_INFINITY;
  return (done, total, message) => {
    const t = now();
    if (done < total && t - last < intervalMs) return;
    last = t;
    sink(done, total, message);
  };
}

/** The request's progress token (MCP: `params._meta.progressToken`, a string or an integer), if it has one. */
export function progressToken(params: Record<string, unknown> | undefined): string | number | undefined {
  const meta = params?._meta;
  if (typeof meta !== "object" || meta === null) return undefined;
  const token = (meta as Record<string, unknown>).progressToken;
  return typeof token === "string" || (typeof token === "number" && Number.isInteger(token)) ? token : undefined;
}
