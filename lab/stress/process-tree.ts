/**
 * Measuring a server as a process tree (Linux /proc): since tool workers are child processes
 * (src/server/worker-pool.ts), the server's own VmRSS and CPU time miss most of what it uses.
 * Used by lab/bench/workers.ts, lab/stress/robustness-cases.ts, lab/stress/fuzz-stdio.ts and
 * lab/bench/memory-soak.ts.
 *
 * - treeRssMiB(root): VmRSS of the root and every descendant (found through the ppid field of
 *   /proc/PID/stat), summed. Shared pages (the binary's text) count once per process, as `ps` would.
 * - memoryRollup(pid): RSS and PSS from /proc/PID/smaps_rollup; summed over the tree, PSS counts a page the
 *   processes share (the binary, the RDKit WebAssembly code) once (lab/bench/memory-targets.ts).
 * - TreeSampler: samples the tree every `intervalMs` and keeps, per process ever seen, its last seen
 *   CPU time (utime + stime). A child that is killed between two samples loses at most one interval
 *   of CPU time; its earlier time is kept. The peak of the tree RSS is kept too.
 */
import { readFileSync, readdirSync } from "node:fs";

/** Clock ticks per second of utime/stime (`getconf CLK_TCK`; 100 on Linux x86-64 and arm64). */
export const CLK_TCK = (() => {
  const out = Bun.spawnSync(["getconf", "CLK_TCK"]).stdout.toString().trim();
  const n = Number(out);
  return Number.isFinite(n) && n > 0 ? n : 100;
})();

export interface ProcStat {
  pid: number;
  ppid: number;
  state: string;
  /** utime + stime, in clock ticks (all threads of the process). */
  ticks: number;
}

export function readStat(pid: number | string): ProcStat | undefined {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, "utf8");
    const fields = text.slice(text.lastIndexOf(")") + 2).split(" ");
    // fields[0] = state (field 3), [1] = ppid (4), [11] = utime (14), [12] = stime (15)
    return {
      pid: Number(pid),
      state: fields[0] as string,
      ppid: Number(fields[1]),
      ticks: Number(fields[11]) + Number(fields[12]),
    };
  } catch {
    return undefined;
  }
}

/** The root and all its living descendants (zombies excluded), with their stat lines. */
export function treeStats(root: number): ProcStat[] {
  const byParent = new Map<number, ProcStat[]>();
  let rootStat: ProcStat | undefined;
  for (const entry of readdirSync("/proc")) {
    if (entry.charCodeAt(0) < 48 || entry.charCodeAt(0) > 57) continue;
    const stat = readStat(entry);
    if (!stat) continue;
    if (stat.pid === root) rootStat = stat;
    const siblings = byParent.get(stat.ppid);
    if (siblings) siblings.push(stat);
    else byParent.set(stat.ppid, [stat]);
  }
  if (!rootStat || rootStat.state === "Z" || rootStat.state === "X") return [];
  const out: ProcStat[] = [rootStat];
  for (let i = 0; i < out.length; i++) {
    for (const child of byParent.get((out[i] as ProcStat).pid) ?? [])
      if (child.state !== "Z" && child.state !== "X") out.push(child);
  }
  return out;
}

export function rssKiB(pid: number): number {
  try {
    return Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0);
  } catch {
    return 0;
  }
}

/** The fields of /proc/PID/smaps_rollup this project reads, in KiB. */
export interface MemoryRollup {
  /** Resident pages, each counted whole in every process that maps it (what `ps` and VmRSS show). */
  rss: number;
  /** Proportional set size: a page shared by n processes counts 1/n in each, so the tree's sum counts it once. */
  pss: number;
  /** The PSS of anonymous memory (heaps: JavaScriptCore's, the WebAssembly memory) and of file-backed pages (code). */
  pssAnon: number;
  pssFile: number;
  /** Pages this process alone has written: what killing it gives back for sure. */
  privateDirty: number;
}

/**
 * smaps_rollup of one process (Linux 4.14+), or undefined if it is gone or unreadable. Reading it walks the
 * process's page tables (a few ms for a worker), so samplers read it every few hundred ms, not every 10.
 */
export function memoryRollup(pid: number): MemoryRollup | undefined {
  let text: string;
  try {
    text = readFileSync(`/proc/${pid}/smaps_rollup`, "utf8");
  } catch {
    return undefined;
  }
  const field = (name: string): number => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, "m").exec(text)?.[1] ?? 0);
  return {
    rss: field("Rss"),
    pss: field("Pss"),
    pssAnon: field("Pss_Anon"),
    pssFile: field("Pss_File"),
    privateDirty: field("Private_Dirty"),
  };
}

/** Resident memory of the root and all its descendants, in MiB. */
export function treeRssMiB(root: number): number {
  return treeStats(root).reduce((sum, stat) => sum + rssKiB(stat.pid), 0) / 1024;
}

/** Child processes of `root` right now (its tool workers). */
export function childPids(root: number): number[] {
  return treeStats(root)
    .filter((stat) => stat.ppid === root)
    .map((stat) => stat.pid);
}

export class TreeSampler {
  /** Last seen CPU ticks of every process of the tree ever seen. */
  readonly lastTicks = new Map<number, number>();
  /** Every descendant ever seen (not the root). */
  readonly descendantsSeen = new Set<number>();
  peakRssMiB = 0;
  /** RSS (MiB) of each process of the tree at the peak, the root first. */
  peakBreakdown: Array<{ pid: number; rss_mib: number }> = [];
  lastRssMiB = 0;
  samples = 0;
  private timer: ReturnType<typeof setInterval> | undefined;

  constructor(
    readonly root: number,
    readonly intervalMs = 100,
  ) {}

  /** One sample now; returns the tree RSS in MiB. */
  sample(): number {
    const stats = treeStats(this.root);
    let rss = 0;
    const parts: Array<{ pid: number; rss_mib: number }> = [];
    for (const stat of stats) {
      this.lastTicks.set(stat.pid, stat.ticks);
      if (stat.pid !== this.root) this.descendantsSeen.add(stat.pid);
      const kib = rssKiB(stat.pid);
      rss += kib;
      parts.push({ pid: stat.pid, rss_mib: +(kib / 1024).toFixed(1) });
    }
    this.lastRssMiB = rss / 1024;
    if (this.lastRssMiB > this.peakRssMiB) {
      this.peakRssMiB = this.lastRssMiB;
      this.peakBreakdown = parts;
    }
    this.samples++;
    return this.lastRssMiB;
  }

  start(): this {
    this.sample();
    this.timer ??= setInterval(() => this.sample(), this.intervalMs);
    return this;
  }

  stop(): void {
    clearInterval(this.timer);
    this.timer = undefined;
  }

  resetPeak(): void {
    this.peakRssMiB = this.lastRssMiB;
    this.peakBreakdown = [];
  }

  /** CPU seconds of the whole tree so far: each process ever seen, at its last seen value. */
  cpuSeconds(): number {
    let ticks = 0;
    for (const value of this.lastTicks.values()) ticks += value;
    return ticks / CLK_TCK;
  }

  /** A snapshot of the per-process ticks, to measure CPU over a window (see cpuSince). */
  mark(): Map<number, number> {
    this.sample();
    return new Map(this.lastTicks);
  }

  /** CPU seconds used by the tree since `mark` (processes new since then count from zero). */
  cpuSince(mark: Map<number, number>): number {
    let ticks = 0;
    for (const [pid, value] of this.lastTicks) ticks += value - (mark.get(pid) ?? 0);
    return ticks / CLK_TCK;
  }
}

/** SIGKILLs the root and every descendant it has now (tidying up after a measurement). */
export function killTree(root: number): void {
  const stats = treeStats(root);
  for (const stat of stats.reverse()) {
    try {
      process.kill(stat.pid, "SIGKILL");
    } catch {
      // already gone
    }
  }
}
