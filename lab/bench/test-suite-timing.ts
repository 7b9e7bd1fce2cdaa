/**
 * Times one run of the test suite and says how loaded the machine was: the numbers validation/reports/test-suite-timing.md
 * gives (and the README and CONTRIBUTING point to) come from this script, never typed by hand.
 *
 *   bun lab/bench/test-suite-timing.ts [--label TEXT] [--json FILE] [-- COMMAND ...]
 *
 * COMMAND defaults to `bun run test` (the README's command), run in the repository. Its output passes through; at
 * the end the script prints one Markdown table row: the label, the command, tests passed and failed, files, wall time,
 * CPU time of the command and everything it waited for (user + system), the load average seen (1-minute figure from
 * /proc/loadavg every 5 s: lowest, median, highest), and the slowest tests. --json also writes all of it, with every
 * test's time, to FILE. Exits with the command's exit code.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

const REPO = join(import.meta.dir, "..", "..");

interface Options {
  label: string;
  json?: string;
  command: string[];
}

function parseOptions(argv: readonly string[]): Options {
  const options: Options = { label: "", command: ["bun", "run", "test"] };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    if (arg === "--") {
      options.command = argv.slice(i + 1);
      break;
    }
    const value = argv[++i];
    if (value === undefined) throw new Error(`${arg} needs a value`);
    if (arg === "--label") options.label = value;
    else if (arg === "--json") options.json = value;
    else throw new Error(`unknown option ${arg}`);
  }
  if (options.command.length === 0) throw new Error("no command after --");
  return options;
}

function loadAverage(): number | undefined {
  try {
    return Number(readFileSync("/proc/loadavg", "utf8").split(" ")[0]);
  } catch {
    return undefined;
  }
}

/** One test's line in Bun's report: `(pass) describe > name [12.34ms]` (or `[1.23s]`). */
const TEST_LINE = /^\((pass|fail|skip|todo)\) (.*?)(?: \[([\d.]+)(ms|s)\])?$/;

const options = parseOptions(process.argv.slice(2));
const loads: number[] = [];
const sample = () => {
  const load = loadAverage();
  if (load !== undefined) loads.push(load);
};
sample();
const sampler = setInterval(sample, 5_000);
const started = performance.now();
const child = Bun.spawn(options.command, { cwd: REPO, stdin: "ignore", stdout: "pipe", stderr: "pipe" });

let output = "";
async function pass(stream: ReadableStream<Uint8Array>, to: NodeJS.WriteStream): Promise<void> {
  const decoder = new TextDecoder();
  for await (const chunk of stream) {
    const text = decoder.decode(chunk, { stream: true });
    output += text;
    to.write(text);
  }
}
await Promise.all([pass(child.stdout, process.stdout), pass(child.stderr, process.stderr)]);
const code = await child.exited;
const wallSeconds = (performance.now() - started) / 1000;
clearInterval(sampler);
sample();
const usage = child.resourceUsage();
const cpuSeconds = usage ? (Number(usage.cpuTime.user) + Number(usage.cpuTime.system)) / 1e6 : undefined;

const tests: Array<{ status: string; name: string; ms?: number }> = [];
// Bun repeats every failed test's line in its closing summary: each test is counted once.
const seen = new Set<string>();
for (const line of output.split("\n")) {
  const match = TEST_LINE.exec(line.trim());
  if (!match || seen.has(line.trim())) continue;
  seen.add(line.trim());
  const ms = match[3] === undefined ? undefined : Number(match[3]) * (match[4] === "s" ? 1000 : 1);
  tests.push({ status: match[1] as string, name: match[2] as string, ms });
}
const lastNumber = (pattern: RegExp): number | undefined => {
  const all = [...output.matchAll(pattern)];
  const last = all.at(-1);
  return last ? Number(last[1]) : undefined;
};
const passed = lastNumber(/^\s*(\d+) pass$/gm);
const failed = lastNumber(/^\s*(\d+) fail$/gm);
const files = lastNumber(/^Ran \d+ tests? across (\d+) files?/gm);
const sortedLoads = [...loads].sort((a, b) => a - b);
const load = {
  min: sortedLoads[0],
  median: sortedLoads[Math.floor(sortedLoads.length / 2)],
  max: sortedLoads.at(-1),
};
const slowest = tests
  .filter((t) => t.ms !== undefined)
  .sort((a, b) => (b.ms as number) - (a.ms as number))
  .slice(0, 5);
const failures = tests.filter((t) => t.status === "fail").map((t) => t.name);

const summary = {
  label: options.label,
  command: options.command.join(" "),
  date: new Date().toISOString(),
  exit_code: code,
  passed,
  failed,
  files,
  wall_s: Number(wallSeconds.toFixed(1)),
  cpu_s: cpuSeconds === undefined ? undefined : Number(cpuSeconds.toFixed(1)),
  load,
  slowest: slowest.map((t) => ({ name: t.name, s: Number(((t.ms as number) / 1000).toFixed(1)) })),
  failures,
  tests,
};
if (options.json) writeFileSync(options.json, `${JSON.stringify(summary, null, 1)}\n`);

const seconds = (s: number | undefined) => (s === undefined ? "?" : `${s} s`);
const row = [
  options.label,
  `\`${summary.command}\``,
  `${passed ?? "?"} pass, ${failed ?? "?"} fail (${files ?? "?"} files)`,
  seconds(summary.wall_s),
  seconds(summary.cpu_s),
  `${load.min ?? "?"} / ${load.median ?? "?"} / ${load.max ?? "?"}`,
  slowest.map((t) => `${t.name.slice(0, 60)} ${((t.ms as number) / 1000).toFixed(1)} s`).join("; "),
];
console.log("\n| run | command | tests | wall | CPU (user+sys) | load 1-min (min / median / max) | slowest tests |");
console.log("|---|---|---|---:|---:|---|---|");
console.log(`| ${row.join(" | ")} |`);
if (failures.length > 0) console.log(`failed: ${failures.join("; ")}`);
process.exit(code);
