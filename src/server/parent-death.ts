/**
 * A tool worker dies with its server. Closing the IPC channel is not enough: a worker inside a long synchronous
 * WebAssembly call never runs its event loop, so it would go on computing (for minutes, on a library call) after a
 * SIGKILLed or OOM-killed server, holding a core and its memory (issue 27: 2 of 2 orphans still running after 30 s).
 *
 * - Linux: prctl(PR_SET_PDEATHSIG, SIGKILL) through bun:ffi, so the kernel kills this process the moment its parent
 *   is gone, whatever it is doing. (The signal follows the parent thread that started the worker: the server's
 *   main thread, which lives as long as the server does.) Set after start, so the parent may already be gone:
 *   checked once more right after.
 * - Elsewhere, or if libc cannot be loaded: a watchdog on this process's event loop looks at the parent pid every
 *   second and exits when it changed (the process was re-parented). It runs between calls only, as the IPC
 *   channel's `disconnect` does; a call that is running then ends first.
 */
import { dlopen, FFIType } from "bun:ffi";
import { logError } from "./log.ts";

const PR_SET_PDEATHSIG = 1;
const SIGKILL = 9;
const WATCHDOG_INTERVAL_MS = 1_000;

/** Asks the kernel for SIGKILL when the parent dies; false if that is not available here. */
function setParentDeathSignal(): boolean {
  if (process.platform !== "linux") return false;
  try {
    for (const name of ["libc.so.6", "libc.so"]) {
      try {
        const libc = dlopen(name, {
          prctl: {
            args: [FFIType.i32, FFIType.u64, FFIType.u64, FFIType.u64, FFIType.u64],
            returns: FFIType.i32,
          },
        });
        const result = libc.symbols.prctl(PR_SET_PDEATHSIG, BigInt(SIGKILL), 0n, 0n, 0n);
        return result === 0;
      } catch {
        // try the next name (musl ships libc.so)
      }
    }
  } catch (error) {
    logError("worker: bun:ffi is not available; watching the server's pid instead", error);
  }
  return false;
}

/** Makes this process end when the process that started it ends (see above). */
export function dieWithParent(): void {
  const parent = process.ppid;
  const bySignal = setParentDeathSignal();
  // The parent may have died before prctl took effect: this process was then re-parented already.
  if (process.ppid !== parent) process.kill(process.pid, "SIGKILL");
  if (bySignal) return;
  const watchdog = setInterval(() => {
    if (process.ppid !== parent) process.kill(process.pid, "SIGKILL");
  }, WATCHDOG_INTERVAL_MS);
  watchdog.unref();
}
