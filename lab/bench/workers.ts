/**
 * Tool workers as processes against tool workers as threads: per-call overhead, throughput and memory
 * of two builds of the server, run interleaved (A, B, A, B, …) because the machine is shared.
 *
 *   bun lab/bench/workers.ts --before /tmp/chematic-before --after /tmp/chematic-after \
 *     [--rounds 5] [--out validation/robustness/workers-bench.json]
 *
 * Per run (one fresh server over stdio, default options):
 * - warm-up: 300 sequential canonical_smiles, 2,000 calc_properties 16 in flight, then 7 s idle (the
 *   process build's spare starts 5 s after the other workers);
 * - RSS at rest: VmRSS of the server and all its descendants, summed (lab/stress/process-tree.ts);
 * - sequential latency: 2,000 `ping` (never touches a worker) and 2,000 canonical_smiles "c1ccccc1O",
 *   one in flight at a time, each timed from write to answer (µs);
 * - throughput: 10,000 calc_properties (the first 2,000 SMILES of RDKit's NCI first_5K.smi, five
 *   times), 16 in flight; calls/s, and the peak tree RSS sampled every 100 ms;
 * - CPU time of the whole tree (utime + stime of the server and its workers) per call, in both runs:
 *   less sensitive than wall time to other load on a shared machine.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { cpus, loadavg } from "node:os";
import { parseArgs } from "node:util";
import { TreeSampler, childPids, killTree, treeRssMiB } from "../stress/process-tree.ts";
import { RpcPipe, median, outcomeOf, percentile, round, toolCall } from "../stress/rpc-pipe.ts";

const { values } = parseArgs({
  options: {
    before: { type: "string", default: "/tmp/chematic-before" },
    after: { type: "string", default: "/tmp/chematic-after" },
    rounds: { type: "string", default: "5" },
    sequential: { type: "string", default: "2000" },
    calls: { type: "string", default: "10000" },
    inflight: { type: "string", default: "16" },
    out: { type: "string" },
  },
});
const ROUNDS = Number(values.rounds);
const SEQUENTIAL = Number(values.sequential);
const CALLS = Number(values.calls);
const IN_FLIGHT = Number(values.inflight);
const NCI = readFileSync("/usr/share/RDKit/Data/NCI/first_5K.smi", "utf8")
  .split("\n")
  .map((line) => line.split(/\s+/)[0] ?? "")
  .filter((s) => s.length > 0)
  .slice(0, 2_000);

interface RunResult {
  binary: "before" | "after";
  round: number;
  first_answer_ms: number;
  workers_at_rest: number;
  rss_rest_mib: number;
  ping_median_us: number;
  ping_p99_us: number;
  seq_median_us: number;
  seq_p99_us: number;
  seq_failures: number;
  /** CPU time of the whole process tree per sequential canonical_smiles call (µs). */
  seq_cpu_us_per_call: number;
  throughput_calls_per_s: number;
  /** CPU time of the whole process tree per calc_properties call in the throughput run (µs). */
  throughput_cpu_us_per_call: number;
  throughput_failures: number;
  rss_peak_mib: number;
  loadavg_1m: number;
}

async function sequential(
  server: RpcPipe,
  label: string,
  n: number,
  line: (id: string) => string,
): Promise<{ latencies: number[]; failures: number }> {
  const latencies: number[] = [];
  let failures = 0;
  for (let i = 0; i < n; i++) {
    const id = `${label}${i}`;
    const t0 = performance.now();
    const answer = await server.send(id, line(id));
    latencies.push((performance.now() - t0) * 1000);
    if (answer.error || answer.result?.isError) failures++;
  }
  return { latencies, failures };
}

/** `total` calc_properties over NCI, `inFlight` at a time; seconds and failures. */
async function pipelined(
  server: RpcPipe,
  label: string,
  total: number,
  inFlight: number,
): Promise<{ seconds: number; failures: number }> {
  let next = 0;
  let done = 0;
  let failures = 0;
  const t0 = performance.now();
  await new Promise<void>((resolve, reject) => {
    const launch = (): void => {
      const i = next++;
      const id = `${label}${i}`;
      server.send(id, toolCall(id, "calc_properties", { smiles: NCI[i % NCI.length] })).then((answer) => {
        if (outcomeOf(answer) !== "ok" && outcomeOf(answer) !== "INVALID_SMILES") failures++;
        done++;
        if (done === total) resolve();
        else if (next < total) launch();
      }, reject);
    };
    for (let i = 0; i < Math.min(inFlight, total); i++) launch();
  });
  return { seconds: (performance.now() - t0) / 1000, failures };
}

async function runOnce(which: "before" | "after", binary: string, round: number): Promise<RunResult> {
  const started = performance.now();
  const server = new RpcPipe([binary], false);
  const sampler = new TreeSampler(server.pid, 100);
  try {
    await server.call("first", "canonical_smiles", { smiles: "c1ccccc1O" }, 60_000);
    const firstAnswerMs = performance.now() - started;
    await sequential(server, "w", 300, (id) => toolCall(id, "canonical_smiles", { smiles: "c1ccccc1O" }));
    await pipelined(server, "wp", 2_000, IN_FLIGHT);
    await Bun.sleep(7_000);
    const rest: number[] = [];
    for (let i = 0; i < 5; i++) {
      rest.push(treeRssMiB(server.pid));
      await Bun.sleep(200);
    }
    const workersAtRest = childPids(server.pid).length;
    const ping = await sequential(server, "p", SEQUENTIAL, (id) =>
      JSON.stringify({ jsonrpc: "2.0", id, method: "ping", params: { _meta: {} } }),
    );
    const seqMark = sampler.mark();
    const seq = await sequential(server, "s", SEQUENTIAL, (id) =>
      toolCall(id, "canonical_smiles", { smiles: "c1ccccc1O" }),
    );
    sampler.sample();
    const seqCpu = sampler.cpuSince(seqMark);
    sampler.start();
    sampler.resetPeak();
    const tpMark = sampler.mark();
    const tp = await pipelined(server, "t", CALLS, IN_FLIGHT);
    sampler.sample();
    const tpCpu = sampler.cpuSince(tpMark);
    sampler.stop();
    const result: RunResult = {
      binary: which,
      round,
      first_answer_ms: round2(firstAnswerMs),
      workers_at_rest: workersAtRest,
      rss_rest_mib: round2(median(rest)),
      ping_median_us: round2(median(ping.latencies)),
      ping_p99_us: round2(percentile(ping.latencies, 99)),
      seq_median_us: round2(median(seq.latencies)),
      seq_p99_us: round2(percentile(seq.latencies, 99)),
      seq_failures: seq.failures,
      seq_cpu_us_per_call: round2((seqCpu * 1e6) / SEQUENTIAL),
      throughput_calls_per_s: round2(CALLS / tp.seconds),
      throughput_cpu_us_per_call: round2((tpCpu * 1e6) / CALLS),
      throughput_failures: tp.failures,
      rss_peak_mib: round2(sampler.peakRssMiB),
      loadavg_1m: round2(loadavg()[0] ?? 0),
    };
    const code = await Promise.race([server.close(), Bun.sleep(15_000).then(() => -1)]);
    if (code !== 0) console.error(`${which} round ${round}: exit code ${code}`);
    return result;
  } finally {
    sampler.stop();
    killTree(server.pid);
  }
}

function round2(x: number): number {
  return round(x, 1);
}

const binaries = { before: values.before as string, after: values.after as string };
const runs: RunResult[] = [];
for (let r = 1; r <= ROUNDS; r++) {
  for (const which of ["before", "after"] as const) {
    const result = await runOnce(which, binaries[which], r);
    runs.push(result);
    console.error(JSON.stringify(result));
  }
}

type Key = Exclude<keyof RunResult, "binary" | "round">;
const KEYS: Key[] = [
  "first_answer_ms",
  "workers_at_rest",
  "rss_rest_mib",
  "ping_median_us",
  "ping_p99_us",
  "seq_median_us",
  "seq_p99_us",
  "seq_cpu_us_per_call",
  "throughput_calls_per_s",
  "throughput_cpu_us_per_call",
  "rss_peak_mib",
  "loadavg_1m",
];
const summarize = (which: "before" | "after") => {
  const mine = runs.filter((run) => run.binary === which);
  return Object.fromEntries(
    KEYS.map((key) => {
      const xs = mine.map((run) => run[key] as number);
      return [key, { median: round2(median(xs)), min: Math.min(...xs), max: Math.max(...xs) }];
    }),
  );
};
const before = summarize("before");
const after = summarize("after");
// Ratio per round (each after run against the before run just ahead of it), then the median of those.
const ratios = runs
  .filter((run) => run.binary === "after")
  .map(
    (run) =>
      run.throughput_calls_per_s /
      (runs.find((b) => b.binary === "before" && b.round === run.round) as RunResult).throughput_calls_per_s,
  );
const summary = {
  command: `bun lab/bench/workers.ts --before ${binaries.before} --after ${binaries.after} --rounds ${ROUNDS}${values.out ? ` --out ${values.out}` : ""}`,
  machine: { cores: cpus().length, cpu: cpus()[0]?.model, bun: Bun.version },
  binaries,
  settings: {
    rounds: ROUNDS,
    sequential_calls: SEQUENTIAL,
    throughput_calls: CALLS,
    in_flight: IN_FLIGHT,
    workers: "default (one per core, at most 4)",
  },
  before,
  after,
  per_call_overhead_us: {
    canonical_smiles_median_after_minus_before: round2(
      (after.seq_median_us?.median ?? 0) - (before.seq_median_us?.median ?? 0),
    ),
    ping_median_after_minus_before: round2((after.ping_median_us?.median ?? 0) - (before.ping_median_us?.median ?? 0)),
  },
  throughput_ratio_after_over_before: {
    of_medians: +((after.throughput_calls_per_s?.median ?? 0) / (before.throughput_calls_per_s?.median ?? 1)).toFixed(
      3,
    ),
    per_round_median: +median(ratios).toFixed(3),
    per_round_min: +Math.min(...ratios).toFixed(3),
    per_round_max: +Math.max(...ratios).toFixed(3),
  },
  runs,
};
console.log(JSON.stringify(summary, null, 2));
if (values.out) writeFileSync(values.out, `${JSON.stringify(summary, null, 2)}\n`);
