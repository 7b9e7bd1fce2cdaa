/**
 * Where the test suite's CPU goes, file by file, and what worker count and file order would make of it on this
 * machine's cores: the measurements behind `bun run test`'s --parallel and --timings (validation/reports/test-suite-timing.md).
 *
 *   bun lab/bench/test-schedule-model.ts --measure FILE.json [--jobs 2]   # each test file alone: CPU and wall
 *   bun lab/bench/test-schedule-model.ts --model FILE.json [--cores 2]    # the model's wall time per schedule
 *
 * --measure runs `bun test FILE --timeout=600000` for every test file, `--jobs` at a time, and records each file's
 * CPU (user + system of the run and the processes it waited for), wall time and expect() count. --model replays them:
 * a worker takes the next file when it is free; a running file needs cpu/wall of a core, and when the running files
 * need more than `--cores`, each goes slower in proportion (processor sharing). A file run alone pays its own RDKit
 * load and start, which the suite pays once per worker: ALONE_OVERHEAD_S is taken off each file. It is a model (it
 * knows nothing of memory or of the order the tests inside a file wait for each other); the suite's own runs decide.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";

const REPO = join(import.meta.dir, "..", "..");
/** What a file run alone spends before its first test (Bun's start, RDKit's load), measured on the smallest files. */
const ALONE_OVERHEAD_S = 0.55;

interface FileCost {
  cpu: number;
  wall: number;
  expects: number;
  passed: boolean;
}

function option(name: string): string | undefined {
  const i = process.argv.indexOf(name);
  return i < 0 ? undefined : process.argv[i + 1];
}

function testFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return testFiles(path);
    return name.endsWith(".test.ts") ? [relative(REPO, path)] : [];
  });
}

async function measureOne(file: string): Promise<FileCost> {
  const started = performance.now();
  const child = Bun.spawn(["bun", "test", file, "--timeout=600000"], { cwd: REPO, stdout: "pipe", stderr: "pipe" });
  const [out, err] = await Promise.all([new Response(child.stdout).text(), new Response(child.stderr).text()]);
  const code = await child.exited;
  const usage = child.resourceUsage();
  const cpu = usage ? (Number(usage.cpuTime.user) + Number(usage.cpuTime.system)) / 1e6 : Number.NaN;
  const expects = Number(/(\d+) expect\(\) calls/.exec(out + err)?.[1] ?? Number.NaN);
  return { cpu, wall: (performance.now() - started) / 1000, expects, passed: code === 0 };
}

async function measure(outFile: string, jobs: number): Promise<void> {
  const files = testFiles(join(REPO, "test")).sort();
  const costs: Record<string, FileCost> = {};
  let next = 0;
  await Promise.all(
    Array.from({ length: jobs }, async () => {
      while (next < files.length) {
        const file = files[next++] as string;
        costs[file] = await measureOne(file);
        console.error(`${file}: ${costs[file].cpu.toFixed(1)} s CPU, ${costs[file].wall.toFixed(1)} s wall`);
      }
    }),
  );
  writeFileSync(outFile, `${JSON.stringify(costs, null, 1)}\n`);
}

/** The model's wall time for these files in this order on `workers` workers and `cores` cores. */
function simulate(order: readonly string[], costs: Record<string, FileCost>, workers: number, cores: number): number {
  const need = (f: string) => costs[f] as FileCost;
  const queue = [...order];
  const running = new Map<string, number>(); // file → uncontended seconds left
  let t = 0;
  while (queue.length > 0 || running.size > 0) {
    while (queue.length > 0 && running.size < workers) {
      const f = queue.shift() as string;
      running.set(f, need(f).wall);
    }
    const demand = [...running.keys()].reduce((sum, f) => sum + need(f).cpu / need(f).wall, 0);
    const rate = demand > cores ? cores / demand : 1;
    const step = Math.min(...running.values()) / rate;
    t += step;
    for (const [f, left] of running) {
      if (left - step * rate <= 1e-9) running.delete(f);
      else running.set(f, left - step * rate);
    }
  }
  return t;
}

function model(inFile: string, cores: number): void {
  const raw = JSON.parse(readFileSync(inFile, "utf8")) as Record<string, FileCost>;
  const costs: Record<string, FileCost> = {};
  for (const [f, c] of Object.entries(raw)) {
    const cpu = Math.max(0.05, c.cpu - ALONE_OVERHEAD_S);
    costs[f] = { ...c, cpu, wall: Math.max(cpu, c.wall - ALONE_OVERHEAD_S) };
  }
  const files = Object.keys(costs).sort();
  const cpu = files.reduce((s, f) => s + (costs[f] as FileCost).cpu, 0);
  const byWall = [...files].sort((a, b) => (costs[b] as FileCost).wall - (costs[a] as FileCost).wall);
  console.log(
    `${files.length} files, ${cpu.toFixed(1)} s CPU: the floor on ${cores} cores is ${(cpu / cores).toFixed(1)} s`,
  );
  console.log("| workers | path order | slowest (wall) first |\n|---:|---:|---:|");
  for (const workers of [2, 3, 4, 5, 6, 8]) {
    const alpha = simulate(files, costs, workers, cores);
    const slow = simulate(byWall, costs, workers, cores);
    console.log(`| ${workers} | ${alpha.toFixed(1)} s | ${slow.toFixed(1)} s |`);
  }
}

const measureTo = option("--measure");
const modelFrom = option("--model");
if (measureTo) await measure(measureTo, Number(option("--jobs") ?? 2));
else if (modelFrom) model(modelFrom, Number(option("--cores") ?? 2));
else {
  console.error(
    "usage: bun lab/bench/test-schedule-model.ts --measure FILE.json [--jobs N] | --model FILE.json [--cores N]",
  );
  process.exit(2);
}
