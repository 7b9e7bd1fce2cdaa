/**
 * Issue 33's memory targets, measured on the whole process tree of a server over stdio (the server and every
 * descendant: the chemistry workers, the warm spare, the library worker if one started):
 *
 * - at rest: under 150 MiB, taken `--rest-s` seconds after the first answer (the other workers and the spare
 *   start with the first answer, the spare 5 s later), and once right after start, before any call;
 * - 64 calls in flight: under 600 MiB at the peak, sampled every 250 ms while `--burst` mixed calls of real tools on
 *   drug-sized molecules (calc_properties, generate_3d, depict as PNG and SVG, check_structure, standardize,
 *   admet_profile, sa_score, smiles_to_name) run with `--inflight` of them in flight at all times;
 * - after the burst: under 200 MiB within a minute, sampled every 10 s for `--after-s` seconds after the last answer.
 *
 * Memory is PSS (the sum of `Pss` of /proc/PID/smaps_rollup over the tree): RSS counts the pages the processes share
 * (the binary's code, the RDKit WebAssembly module's compiled code) once per process, PSS once in all. RSS is
 * reported beside it, and each sample keeps every process's PSS, RSS, anonymous PSS (heaps: JavaScriptCore's and the
 * WebAssembly memory, which grows and is never given back) and private dirty memory (what killing it gives back).
 *
 *   bun lab/bench/memory-targets.ts --label before [--binary PATH] [--runs 3] [--inflight 64] [--burst 768]
 *       [--rest-s 15] [--after-s 90] [--json validation/bench/memory.json] [--md validation/bench/memory.md]
 *       [--tools calc_properties,depict] [-- server arguments...]
 *   bun lab/bench/memory-targets.ts --report      (the Markdown again from the JSON file, nothing run)
 *
 * The results of `--label` replace that label's entry in the JSON file (other labels are kept), and the Markdown
 * report is written again from the whole JSON file, so before and after sit side by side and no figure is typed by hand.
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { loadavg } from "node:os";
import { parseArgs } from "node:util";
import { REPO, StdioServer, modern, type RpcMessage } from "../../harness/stdio-client.ts";
import { memoryRollup, treeStats } from "../stress/process-tree.ts";

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    label: { type: "string" },
    binary: { type: "string" },
    runs: { type: "string", default: "3" },
    inflight: { type: "string", default: "64" },
    burst: { type: "string", default: "768" },
    "rest-s": { type: "string", default: "15" },
    "after-s": { type: "string", default: "90" },
    json: { type: "string", default: "validation/bench/memory.json" },
    md: { type: "string", default: "validation/bench/memory.md" },
    /** Only these tools of the mix (comma-separated): what one tool leaves in a worker. */
    tools: { type: "string" },
    /** Only write the Markdown report again from the JSON file. */
    report: { type: "boolean", default: false },
  },
});
if (!values.label && !values.report) throw new Error("--label NAME is required (before, after, ...)");
if (values.binary) process.env.CHEMATIC_BINARY = values.binary;
const RUNS = Number(values.runs);
const IN_FLIGHT = Number(values.inflight);
const BURST = Number(values.burst);
const REST_S = Number(values["rest-s"]);
const AFTER_S = Number(values["after-s"]);
const SAMPLE_EVERY_MS = 250;
const TARGETS = { rest_mib: 150, in_flight_mib: 600, after_minute_mib: 200 };

/**
 * Drug-sized molecules: NCI's first_5K.smi (shipped with RDKit) with SMILES of 20 to 70 characters (about 12 to 45
 * heavy atoms), a stand-in for drug size that needs no chemistry to choose, and a fixed list of drugs for generate_3d.
 */
const NCI = readFileSync("/usr/share/RDKit/Data/NCI/first_5K.smi", "utf8")
  .split("\n")
  .map((line) => line.split(/\s+/)[0] ?? "")
  .filter((s) => s.length >= 20 && s.length <= 70);
const DRUGS = [
  "CC(=O)Oc1ccccc1C(=O)O", // aspirin
  "CC(C)Cc1ccc(cc1)[C@@H](C)C(=O)O", // ibuprofen
  "CN1CCC[C@H]1c1cccnc1", // nicotine
  "Cn1c(=O)c2c(ncn2C)n(C)c1=O", // caffeine
  "N[C@@H](CC(=O)N1CCn2c(nnc2C(F)(F)F)C1)Cc1cc(F)c(F)cc1F", // sitagliptin
  "CCOC(=O)C1=C[C@@H](OC(CC)CC)[C@H](NC(C)=O)[C@@H](N)C1", // oseltamivir
  "CC(=O)Nc1ccc(O)cc1", // paracetamol
  "COc1ccc2[nH]c(S(=O)Cc3ncc(C)c(OC)c3C)nc2c1", // omeprazole
];

type Call = [string, Record<string, unknown>];
const ONLY = values.tools?.split(",");
/** The i-th call of the burst: the tools in turn (those of `--tools`), each on the next molecule. */
function burstCall(i: number): Call {
  const nci = NCI[i % NCI.length] as string;
  const drug = DRUGS[i % DRUGS.length] as string;
  const calls: Call[] = [
    ["calc_properties", { smiles: nci }],
    ["generate_3d", { smiles: drug, seed: i }],
    ["depict", { smiles: nci }],
    ["check_structure", { smiles: nci, heavy_atom_count: 20, ring_count: 2 }],
    ["depict", { smiles: nci, format: "svg", highlight_smarts: "c1ccccc1" }],
    ["standardize", { smiles: nci }],
    ["admet_profile", { smiles: nci }],
    ["sa_score", { smiles: nci }],
    ["smiles_to_name", { smiles: drug }],
    ["check_structure", { smiles: "CC(=O)Oc1ccccc1C(=O)O", name: "2-acetyloxybenzoic acid" }],
  ];
  const mix = ONLY ? calls.filter(([name]) => ONLY.includes(name)) : calls;
  if (mix.length === 0) throw new Error(`--tools ${values.tools}: none of them is in the mix`);
  return mix[i % mix.length] as Call;
}

interface ProcessMemory {
  pid: number;
  /** The server itself, or one of its descendants. */
  role: "server" | "child";
  pss_mib: number;
  rss_mib: number;
  pss_anon_mib: number;
  private_dirty_mib: number;
}
interface TreeSample {
  /** Seconds from the start of the phase it belongs to. */
  at_s: number;
  pss_mib: number;
  rss_mib: number;
  processes: ProcessMemory[];
}

const mib = (kib: number): number => +(kib / 1024).toFixed(1);

function sampleTree(root: number, atS: number): TreeSample {
  const processes: ProcessMemory[] = [];
  for (const stat of treeStats(root)) {
    const rollup = memoryRollup(stat.pid);
    if (!rollup) continue;
    processes.push({
      pid: stat.pid,
      role: stat.pid === root ? "server" : "child",
      pss_mib: mib(rollup.pss),
      rss_mib: mib(rollup.rss),
      pss_anon_mib: mib(rollup.pssAnon),
      private_dirty_mib: mib(rollup.privateDirty),
    });
  }
  const sum = (key: "pss_mib" | "rss_mib") => +processes.reduce((total, p) => total + p[key], 0).toFixed(1);
  return { at_s: +atS.toFixed(1), pss_mib: sum("pss_mib"), rss_mib: sum("rss_mib"), processes };
}

interface RunResult {
  run: number;
  loadavg_1m: number;
  /** Right after start: tools/list answered and 3 s more (the first worker has loaded RDKit), before any call. */
  start: TreeSample;
  /** `--rest-s` after the first answer (median of three samples one second apart, by PSS). */
  rest: TreeSample;
  burst: {
    calls: number;
    in_flight: number;
    seconds: number;
    /** Answers by outcome: "ok", a domain error code, or "rpc <code>". */
    outcomes: Record<string, number>;
    peak_pss: TreeSample;
    peak_rss_mib: number;
    samples: number;
  };
  /** Every 10 s from the last answer of the burst. */
  after: TreeSample[];
  /** The first sample after the burst under the target, in seconds, or null. */
  under_after_target_s: number | null;
}

function outcomeOf(message: RpcMessage): string {
  if (message.error) return `rpc ${message.error.code}`;
  if (message.result?.isError) {
    const error = (message.result.structuredContent as { error?: { code?: string } } | undefined)?.error;
    return String(error?.code ?? "isError");
  }
  return "ok";
}

async function oneRun(run: number): Promise<RunResult> {
  const server = new StdioServer(positionals);
  const root = server.process.pid;
  try {
    await server.request({ id: "list", method: "tools/list", params: modern() });
    await Bun.sleep(3_000);
    const start = sampleTree(root, 3);
    const first = await server.request({
      id: "first",
      method: "tools/call",
      params: modern({ name: "calc_properties", arguments: { smiles: "CC(=O)Oc1ccccc1C(=O)O" } }),
    });
    if (outcomeOf(first) !== "ok") throw new Error(`the first call failed: ${JSON.stringify(first)}`);
    await Bun.sleep(REST_S * 1_000 - 1_000);
    const rests: TreeSample[] = [];
    for (let i = 0; i < 3; i++) {
      rests.push(sampleTree(root, REST_S - 1 + i));
      if (i < 2) await Bun.sleep(1_000);
    }
    rests.sort((a, b) => a.pss_mib - b.pss_mib);
    const rest = rests[1] as TreeSample;
    server.received.splice(0);
    server.rawLines.splice(0);

    // The burst: IN_FLIGHT calls in flight at all times until BURST have been answered.
    const burstStart = performance.now();
    let peak = sampleTree(root, 0);
    let peakRss = peak.rss_mib;
    let samples = 1;
    const sampler = setInterval(() => {
      const sample = sampleTree(root, (performance.now() - burstStart) / 1000);
      samples++;
      if (sample.pss_mib > peak.pss_mib) peak = sample;
      peakRss = Math.max(peakRss, sample.rss_mib);
    }, SAMPLE_EVERY_MS);
    const outcomes: Record<string, number> = {};
    let sent = 0;
    let answered = 0;
    try {
      while (answered < BURST) {
        const lines: string[] = [];
        for (; sent < BURST && sent - answered < IN_FLIGHT; sent++) {
          const [name, args] = burstCall(sent);
          lines.push(
            JSON.stringify({
              jsonrpc: "2.0",
              id: `b${sent}`,
              method: "tools/call",
              params: modern({ name, arguments: args }),
            }),
          );
        }
        if (lines.length > 0) server.write(`${lines.join("\n")}\n`);
        await server.waitForCount(1);
        // Dropped as they arrive, so that this script's memory is not what grows.
        for (const message of server.received.splice(0)) {
          answered++;
          const outcome = outcomeOf(message);
          outcomes[outcome] = (outcomes[outcome] ?? 0) + 1;
        }
        server.rawLines.splice(0);
      }
    } finally {
      clearInterval(sampler);
    }
    const burstEnd = performance.now();
    const after: TreeSample[] = [];
    for (let s = 0; s <= AFTER_S; s += 10) {
      const wait = burstEnd + s * 1_000 - performance.now();
      if (wait > 0) await Bun.sleep(wait);
      after.push(sampleTree(root, s));
    }
    const under = after.find((sample) => sample.pss_mib < TARGETS.after_minute_mib);
    return {
      run,
      loadavg_1m: +(loadavg()[0] ?? 0).toFixed(2),
      start,
      rest,
      burst: {
        calls: BURST,
        in_flight: IN_FLIGHT,
        seconds: +((burstEnd - burstStart) / 1000).toFixed(1),
        outcomes,
        peak_pss: peak,
        peak_rss_mib: peakRss,
        samples,
      },
      after,
      under_after_target_s: under?.at_s ?? null,
    };
  } finally {
    await server.close();
  }
}

const median = (xs: number[]): number => {
  const sorted = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[mid] as number)
    : +(((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2).toFixed(1);
};

interface LabelResult {
  command: string;
  commit: string;
  date: string;
  server_arguments: string[];
  runs: RunResult[];
  summary: {
    rest_pss_mib: number;
    rest_rss_mib: number;
    in_flight_peak_pss_mib: number;
    in_flight_peak_rss_mib: number;
    /** PSS at each 10 s after the burst, median over the runs. */
    after_pss_mib: number[];
    after_rss_mib: number[];
    meets: { rest: boolean; in_flight: boolean; after_minute: boolean };
  };
}

function summarise(runs: RunResult[]): LabelResult["summary"] {
  const at = (pick: (run: RunResult) => number) => median(runs.map(pick));
  const steps = runs[0]?.after.length ?? 0;
  const after_pss_mib = Array.from({ length: steps }, (_, i) => at((run) => run.after[i]?.pss_mib ?? Number.NaN));
  const after_rss_mib = Array.from({ length: steps }, (_, i) => at((run) => run.after[i]?.rss_mib ?? Number.NaN));
  const rest_pss_mib = at((run) => run.rest.pss_mib);
  const in_flight_peak_pss_mib = at((run) => run.burst.peak_pss.pss_mib);
  // Within a minute: the worst run's sample at 60 s (or the last one, if the series is shorter).
  const minute = Math.min(6, steps - 1);
  const worstAtMinute = Math.max(...runs.map((run) => run.after[minute]?.pss_mib ?? Number.POSITIVE_INFINITY));
  return {
    rest_pss_mib,
    rest_rss_mib: at((run) => run.rest.rss_mib),
    in_flight_peak_pss_mib,
    in_flight_peak_rss_mib: at((run) => run.burst.peak_rss_mib),
    after_pss_mib,
    after_rss_mib,
    meets: {
      rest: Math.max(...runs.map((run) => run.rest.pss_mib)) < TARGETS.rest_mib,
      in_flight: Math.max(...runs.map((run) => run.burst.peak_pss.pss_mib)) < TARGETS.in_flight_mib,
      after_minute: worstAtMinute < TARGETS.after_minute_mib,
    },
  };
}

if (values.report) {
  writeFileSync(values.md as string, markdown(JSON.parse(readFileSync(values.json as string, "utf8"))));
  process.exit(0);
}
const runs: RunResult[] = [];
for (let run = 1; run <= RUNS; run++) {
  const result = await oneRun(run);
  runs.push(result);
  console.error(
    `run ${run}: rest ${result.rest.pss_mib} MiB PSS (${result.rest.rss_mib} RSS), peak ${result.burst.peak_pss.pss_mib} PSS ` +
      `(${result.burst.peak_rss_mib} RSS) in ${result.burst.seconds} s ${JSON.stringify(result.burst.outcomes)}, after: ` +
      result.after.map((sample) => `${sample.at_s}s ${sample.pss_mib}`).join(", "),
  );
}

const commit = Bun.spawnSync(["git", "rev-parse", "--short", "HEAD"], { cwd: REPO }).stdout.toString().trim();
const dirty = Bun.spawnSync(["git", "status", "--porcelain", "src"], { cwd: REPO }).stdout.toString().trim() !== "";
const command = `bun lab/bench/memory-targets.ts ${process.argv.slice(2).join(" ")}`;
const entry: LabelResult = {
  command,
  commit: dirty ? `${commit} + uncommitted src/ changes` : commit,
  date: new Date().toISOString(),
  server_arguments: positionals,
  runs,
  summary: summarise(runs),
};
const jsonPath = values.json as string;
const all: Record<string, LabelResult> = existsSync(jsonPath) ? JSON.parse(readFileSync(jsonPath, "utf8")) : {};
all[values.label as string] = entry;
writeFileSync(jsonPath, `${JSON.stringify(all, null, 2)}\n`);
writeFileSync(values.md as string, markdown(all));
console.log(JSON.stringify({ label: values.label, ...entry.summary }, null, 2));

/** The report: one table of the three targets per label, then the series after the burst and what each process held. */
function markdown(results: Record<string, LabelResult>): string {
  const labels = Object.keys(results);
  const yes = (ok: boolean) => (ok ? "yes" : "**no**");
  const lines = [
    "# Memory targets (issue 33)",
    "",
    "Written by `lab/bench/memory-targets.ts` from `memory.json` beside this file; do not edit by hand.",
    "Memory of the whole process tree (server, chemistry workers, warm spare): PSS, the sum of `Pss` from",
    "/proc/PID/smaps_rollup (a page the processes share counts once), with RSS (a shared page counts in every",
    "process) beside it. Medians over the runs; a target is met when every run meets it.",
    "",
    `| | ${labels.join(" | ")} |`,
    `|---|${labels.map(() => "---").join("|")}|`,
    `| commit | ${labels.map((l) => results[l]?.commit).join(" | ")} |`,
    `| runs (load average, 1 min) | ${labels.map((l) => `${results[l]?.runs.length} (${results[l]?.runs.map((r) => r.loadavg_1m).join(", ")})`).join(" | ")} |`,
    `| right after start, no call: PSS (RSS), processes | ${labels.map((l) => `${median(results[l]?.runs.map((r) => r.start.pss_mib) ?? [])} (${median(results[l]?.runs.map((r) => r.start.rss_mib) ?? [])}), ${results[l]?.runs[0]?.start.processes.length}`).join(" | ")} |`,
    `| **at rest** (target < ${TARGETS.rest_mib}): PSS (RSS), processes | ${labels.map((l) => `${results[l]?.summary.rest_pss_mib} (${results[l]?.summary.rest_rss_mib}), ${results[l]?.runs[0]?.rest.processes.length}`).join(" | ")} |`,
    `| **${results[labels[0] as string]?.runs[0]?.burst.in_flight ?? IN_FLIGHT} in flight**, peak (target < ${TARGETS.in_flight_mib}): PSS (RSS) | ${labels.map((l) => `${results[l]?.summary.in_flight_peak_pss_mib} (${results[l]?.summary.in_flight_peak_rss_mib})`).join(" | ")} |`,
    `| **after the burst, at 60 s** (target < ${TARGETS.after_minute_mib}): PSS (RSS) | ${labels.map((l) => `${results[l]?.summary.after_pss_mib[6]} (${results[l]?.summary.after_rss_mib[6]})`).join(" | ")} |`,
    `| targets met: rest / in flight / after a minute | ${labels
      .map((l) => {
        const m = results[l]?.summary.meets;
        return m ? `${yes(m.rest)} / ${yes(m.in_flight)} / ${yes(m.after_minute)}` : "";
      })
      .join(" | ")} |`,
    `| burst: calls, in flight, seconds (median) | ${labels
      .map((l) => {
        const r = results[l]?.runs ?? [];
        return `${r[0]?.burst.calls}, ${r[0]?.burst.in_flight}, ${median(r.map((x) => x.burst.seconds))} s`;
      })
      .join(" | ")} |`,
    "",
    "Each run, PSS in MiB. A call that meets its time limit (TIMEOUT: here only when other work loads the shared",
    "machine) has its worker killed and a fresh one put in its place, which lowers the figures after it.",
    "",
    "| label | run | load (1 min) | rest | peak in flight | 60 s after | burst seconds | outcomes |",
    "|---|---|---|---|---|---|---|---|",
    ...labels.flatMap((l) =>
      (results[l]?.runs ?? []).map(
        (r) =>
          `| ${l} | ${r.run} | ${r.loadavg_1m} | ${r.rest.pss_mib} | ${r.burst.peak_pss.pss_mib} | ${r.after[6]?.pss_mib ?? ""} | ` +
          `${r.burst.seconds} | ${Object.entries(r.burst.outcomes)
            .map(([k, v]) => `${k} ${v}`)
            .join(", ")} |`,
      ),
    ),
    "",
    "## After the burst: PSS (RSS) of the tree every 10 s, MiB (median over the runs)",
    "",
    `| seconds after the last answer | ${labels.join(" | ")} |`,
    `|---|${labels.map(() => "---").join("|")}|`,
  ];
  const steps = Math.max(...labels.map((l) => results[l]?.summary.after_pss_mib.length ?? 0));
  for (let i = 0; i < steps; i++)
    lines.push(
      `| ${i * 10} | ${labels.map((l) => `${results[l]?.summary.after_pss_mib[i] ?? ""} (${results[l]?.summary.after_rss_mib[i] ?? ""})`).join(" | ")} |`,
    );
  lines.push(
    "",
    "## What each process held (first run): PSS / anonymous PSS / private dirty, MiB",
    "",
    "Anonymous memory is the heaps (JavaScriptCore's and the RDKit WebAssembly memory, which grows with the largest",
    "call a worker has served and is never given back); the rest of PSS is its share of the binary and the compiled",
    "WebAssembly code. Processes in order of their pid (the server first).",
    "",
  );
  for (const label of labels) {
    const run = results[label]?.runs[0];
    if (!run) continue;
    const row = (name: string, sample: TreeSample) =>
      `| ${name} | ${sample.processes.map((p) => `${p.role === "server" ? "server " : ""}${p.pss_mib} / ${p.pss_anon_mib} / ${p.private_dirty_mib}`).join("; ")} |`;
    lines.push(`### ${label}`, "", "| when | per process |", "|---|---|");
    lines.push(row("at rest", run.rest), row("at the in-flight peak", run.burst.peak_pss));
    for (const sample of run.after.filter((_, i) => i % 3 === 0)) lines.push(row(`${sample.at_s} s after`, sample));
    lines.push("");
  }
  lines.push("## Commands", "");
  for (const label of labels) lines.push(`- ${label}: \`${results[label]?.command}\` (${results[label]?.date})`);
  return `${lines.join("\n")}\n`;
}
