/**
 * Imported first by main.ts, before the modules that take ~100 ms to load: from here on SIGTERM, SIGINT and SIGHUP no
 * longer end the process at once (Bun's default, exit 143, losing whatever was sent meanwhile). They are remembered,
 * and main.ts replays them once its own handlers are in place, so a signal during start-up is a clean stop too: the
 * requests already sent are read and answered, then the server exits 0 (issue 27).
 */
const SIGNALS = ["SIGTERM", "SIGINT", "SIGHUP"] as const;
export type StopSignal = (typeof SIGNALS)[number];

const received: StopSignal[] = [];
const remember = (name: StopSignal) => received.push(name);
for (const name of SIGNALS) process.on(name, remember);

/** The signals received so far, in order; the early handlers are removed (the caller's own are in place). */
export function takeEarlySignals(): StopSignal[] {
  for (const name of SIGNALS) process.off(name, remember);
  return received.splice(0);
}
