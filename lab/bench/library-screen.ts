/**
 * The whole-file library tools over the 5,000-molecule NCI set (RDKit's Data/NCI/first_5K.smi) against Python RDKit
 * doing the same work in the same run: scaffold_analysis, screen_library and substructure_search, each through the
 * tool handler in this process (no worker, no time limit), each followed at once by Python's run of the same task
 * (lab/bench/library-screen.py), so both sides meet the same load. The ratio is the comparable number on a shared
 * machine. Prints a Markdown table and writes validation/bench/library-screen.json; validation/bench/library-screen.md
 * keeps the table (with --only, validation/bench/library-screen-<task>.json). Our call is timed --calls times in a row
 * (default 2): the first of its kind in the process, then again.
 * Run: bun lab/bench/library-screen.ts [--repeat N] [--calls N] [--only scaffolds|screen|search]
 */
import { loadavg } from "node:os";
import { basename, dirname, join } from "node:path";
import { runTool } from "../../src/server/tool-runner.ts";
import { loadRDKit } from "../../src/chem/rdkit.ts";
import { tools } from "../../src/tools/registry.ts";

const NCI = "/usr/share/RDKit/Data/NCI/first_5K.smi";
export const SCREEN_ARGUMENTS = {
  file: basename(NCI),
  fields: ["mw", "logp", "tpsa", "hbd", "hba", "rotatable_bonds", "qed", "sa_score", "lipinski_pass", "pains_pass"],
  filters: { lipinski: "pass", pains: "pass" },
  sort_by: "qed",
  descending: true,
};
const TASKS = {
  scaffolds: { tool: "scaffold_analysis", args: { file: basename(NCI) }, count: "scaffold_count" },
  screen: { tool: "screen_library", args: SCREEN_ARGUMENTS, count: "passed_all" },
  search: {
    tool: "substructure_search",
    args: { file: basename(NCI), query: "c1ccccc1C(=O)N" },
    count: "match_count",
  },
} as const;
type Task = keyof typeof TASKS;

const argv = process.argv.slice(2);
const flag = (name: string): string | undefined => {
  const at = argv.indexOf(name);
  return at === -1 ? undefined : argv[at + 1];
};
const repeat = Number(flag("--repeat") ?? 1);
const calls = Number(flag("--calls") ?? 2);
const only = flag("--only") as Task | undefined;
const tasks = (only === undefined ? Object.keys(TASKS) : [only]) as Task[];
const load = (): string =>
  loadavg()
    .map((x) => x.toFixed(1))
    .join(" ");

await loadRDKit();
const options = { dataDirs: [dirname(NCI)] };
const toolNamed = (name: string) => tools.find((t) => t.name === name)!;
async function ours(task: Task): Promise<{ seconds: number; cpu: number; parsed: number; count: number }> {
  const { tool, args, count } = TASKS[task];
  const started = performance.now();
  const cpuBefore = process.cpuUsage();
  const outcome = await runTool(toolNamed(tool), args, new AbortController().signal, options);
  const seconds = (performance.now() - started) / 1000;
  const used = process.cpuUsage(cpuBefore);
  const cpu = (used.user + used.system) / 1e6;
  if (outcome.kind !== "success") throw new Error(`${tool}: ${outcome.kind} ${JSON.stringify(outcome).slice(0, 300)}`);
  const payload = outcome.payload as Record<string, number>;
  return { seconds, cpu, parsed: payload.parsed as number, count: payload[count] as number };
}
function python(task: Task): { seconds: number; cpu: number; parsed: number; count: number } {
  const script = join(import.meta.dir, "library-screen.py");
  const run = Bun.spawnSync(["/usr/bin/python3", script, task], { stderr: "inherit" });
  if (run.exitCode !== 0) throw new Error(`python ${task} exited ${run.exitCode}`);
  const line = JSON.parse(run.stdout.toString().trim().split("\n").pop() as string);
  return { seconds: line.seconds, cpu: line.cpu_s, parsed: line.parsed, count: line[TASKS[task].count] };
}

// Warm-up calls on a few molecules, so the timed calls do not pay for compiling the alert SMARTS.
await runTool(
  toolNamed("screen_library"),
  { ...SCREEN_ARGUMENTS, file: undefined, smiles_list: ["CCO", "c1ccccc1O"] },
  new AbortController().signal,
  {},
);
await runTool(toolNamed("scaffold_analysis"), { smiles_list: ["c1ccccc1CC"] }, new AbortController().signal, {});
const startLoad = load();
console.log(`load average before: ${startLoad} (${navigator.hardwareConcurrency} cores)`);
const results: Array<Record<string, unknown>> = [];
for (let r = 0; r < repeat; r++) {
  for (const task of tasks) {
    // Ours twice in a row: the first call of this kind in the process (its WebAssembly code not yet optimised by
    // the engine, as in a fresh library worker), then the same call again (a worker that has served one).
    const timed: Array<[string, Awaited<ReturnType<typeof ours>>]> = [];
    for (let c = 0; c < calls; c++) timed.push([["first", "second", "third"][c] ?? `call ${c + 1}`, await ours(task)]);
    const b = python(task);
    for (const [call, a] of timed) {
      const row = {
        task,
        tool: TASKS[task].tool,
        call,
        ours_s: Number(a.seconds.toFixed(2)),
        python_s: b.seconds,
        ratio: Number((a.seconds / b.seconds).toFixed(2)),
        ours_cpu_s: Number(a.cpu.toFixed(2)),
        python_cpu_s: b.cpu,
        cpu_ratio: Number((a.cpu / b.cpu).toFixed(2)),
        ours: { parsed: a.parsed, [TASKS[task].count]: a.count },
        python: { parsed: b.parsed, [TASKS[task].count]: b.count },
        load: load(),
      };
      results.push(row);
      console.log(JSON.stringify(row));
    }
  }
}
console.log(`load average after: ${load()}`);
console.log(
  "\n| tool | our call | ours | Python RDKit 2022.09 | ours / Python | CPU: ours, Python, ratio | ours: parsed, count | Python: parsed, count | load after |",
);
console.log("|---|---|---:|---:|---:|---|---|---|---|");
for (const row of results) {
  const counts = (side: Record<string, number>): string =>
    Object.entries(side)
      .map(([k, v]) => `${k} ${v}`)
      .join(", ");
  console.log(
    `| ${row.tool} | ${row.call} | ${row.ours_s} s | ${row.python_s} s | ${row.ratio} | ${row.ours_cpu_s} s, ${row.python_cpu_s} s, ${row.cpu_ratio} | ${counts(row.ours as Record<string, number>)} | ${counts(row.python as Record<string, number>)} | ${row.load} |`,
  );
}
await Bun.write(
  join(
    import.meta.dir,
    "..",
    "..",
    "validation",
    "bench",
    `library-screen${only === undefined ? "" : `-${only}`}.json`,
  ),
  `${JSON.stringify({ command: `bun lab/bench/library-screen.ts ${argv.join(" ")}`.trim(), date: new Date().toISOString(), cores: navigator.hardwareConcurrency, load_before: startLoad, results }, null, 2)}\n`,
);
