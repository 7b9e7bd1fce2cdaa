/** Looking at processes from a test (Linux /proc; other platforms fall back where they can). */
import { readFileSync, readdirSync } from "node:fs";

/** The state letter and parent pid of a process from /proc/PID/stat, or undefined if it is gone. */
function statOf(pid: number | string): { state: string; parent: number } | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return { state: fields[0] as string, parent: Number(fields[1]) };
  } catch {
    return undefined;
  }
}

/**
 * How long a test waits for a killed worker process to be gone. A process that is not killed never stops (a worker
 * lives on after its call, and the calls these tests stop run for minutes or until RDKit's own 5 s limit), so a
 * generous bound tells a kill from none as well as a second does, and a loaded machine (load 30) cannot reach it.
 */
export const STOP_MS = 30_000;

/** Still using the machine: alive and not a zombie. */
export function isRunning(pid: number): boolean {
  if (process.platform !== "linux") {
    try {
      process.kill(pid, 0);
      return true;
    } catch {
      return false;
    }
  }
  const stat = statOf(pid);
  return stat !== undefined && stat.state !== "Z" && stat.state !== "X";
}

/** Waits up to `ms` for a process to stop; true if it did. */
export async function stopsWithin(pid: number, ms: number): Promise<boolean> {
  const until = performance.now() + ms;
  while (performance.now() < until) {
    if (!isRunning(pid)) return true;
    await Bun.sleep(20);
  }
  return !isRunning(pid);
}

/** Running child processes of `pid` (a server's tool workers). Linux only. */
export function childPids(pid: number): number[] {
  const children: number[] = [];
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = statOf(entry);
    if (stat && stat.parent === pid && stat.state !== "Z") children.push(Number(entry));
  }
  return children;
}

/** Waits up to `ms` until at least `count` of `pids` have stopped; returns those that did. */
export async function waitForStopped(pids: readonly number[], count: number, ms: number): Promise<number[]> {
  const until = performance.now() + ms;
  for (;;) {
    const stopped = pids.filter((pid) => !isRunning(pid));
    if (stopped.length >= count || performance.now() >= until) return stopped;
    await Bun.sleep(20);
  }
}
