/**
 * A stand-in tool worker process for the pool tests: speaks the worker protocol over IPC but runs
 * no chemistry. Each call's arguments say what to do: `sleepMs` (the thread blocks, as in a call inside
 * WebAssembly: the event loop cannot run; it waits without spinning, so tests cost no CPU), `progressSteps` (that many progress reports first), `engineFault` (answer, flagged as an engine fault), `exit` (die with
 * that code, no answer), `memoryMiB` (after the answer, report that much resident memory, as a real worker does once
 * idle). The answer's payload carries this process's pid, so a test can tell workers apart. "ready" reports 100 MiB.
 * STAND_IN_READY_DELAY_MS delays "ready" (a slow start-up). STAND_IN_STARTS_FILE names a file that counts
 * starts: every start after the first exits at once with code 1 (an executable that stopped working).
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import type { CallMessage, WorkerMessage } from "../src/server/worker-protocol.ts";

interface StandInArgs {
  sleepMs?: number;
  /** Sends this many progress reports (1..n of n) before answering. */
  progressSteps?: number;
  engineFault?: boolean;
  exit?: number;
  memoryMiB?: number;
}
const MiB = 2 ** 20;

const post = (message: WorkerMessage): void => {
  process.send?.(message);
};

/** Blocks the thread for `ms` (a blocked event loop, like a long synchronous WebAssembly call), without using a core. */
const blocker = new Int32Array(new SharedArrayBuffer(4));
function busyWait(ms: number): void {
  if (ms > 0) Atomics.wait(blocker, 0, 0, ms);
}

const startsFile = process.env.STAND_IN_STARTS_FILE;
if (startsFile) {
  const starts = (existsSync(startsFile) ? Number(readFileSync(startsFile, "utf8")) : 0) + 1;
  writeFileSync(startsFile, String(starts));
  if (starts > 1) process.exit(1);
}
await Bun.sleep(Number(process.env.STAND_IN_READY_DELAY_MS ?? 0));
process.on("disconnect", () => process.exit(0));
process.on("message", (message: CallMessage & { args: StandInArgs }) => {
  const { id, tool, args } = message;
  if (args.exit !== undefined) process.exit(args.exit);
  busyWait(args.sleepMs ?? 0);
  for (let done = 1; done <= (args.progressSteps ?? 0); done++)
    post({ type: "progress", id, done, total: args.progressSteps as number, message: "step" });
  const payload = { pid: process.pid, tool, args };
  post({
    type: "result",
    id,
    outcome: { kind: "success", payload, text: JSON.stringify(payload) },
    engineFault: args.engineFault === true,
  });
  if (args.memoryMiB !== undefined) post({ type: "memory", rss: args.memoryMiB * MiB });
});
post({ type: "ready", rss: 100 * MiB });
