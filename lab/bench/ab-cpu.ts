/**
 * CPU per call of one per-call bench case (lab/bench/per-call-cases.ts) in an older tree of this repository and
 * in this one, alternating pass by pass in one process so that both meet the same load (this machine is shared):
 *
 *   bun lab/bench/ab-cpu.ts DIR label [passes=20]
 *
 * DIR: `git archive <commit> | tar -x -C DIR` with node_modules linked in. A pass calls the case once per molecule
 * (50 calls); the first quarter of the passes is not counted (engine tier-up). Prints the median µs of each side
 * and their ratio.
 */
import { resolve, join } from "node:path";
import type { ToolOutcome } from "../../src/server/tool-runner.ts";
import type { Tool } from "../../src/tools/tool.ts";
import { CASES, fillMoljson, n } from "./per-call-cases.ts";

const [baseDir, label = "", passArg = "20"] = process.argv.slice(2);
if (!baseDir) throw new Error("usage: ab-cpu.ts DIR label [passes]");
const passes = Number(passArg);
const c = CASES.find((k) => k.label === label);
if (!c) throw new Error(`no case ${label}`);

async function load(
  dir: string,
): Promise<{ tool: Tool; run: (t: Tool, a: unknown, s: AbortSignal) => Promise<ToolOutcome> }> {
  const registry = await import(resolve(dir, "src/tools/registry.ts"));
  const runner = await import(resolve(dir, "src/server/tool-runner.ts"));
  await (await import(resolve(dir, "src/chem/rdkit.ts"))).loadRDKit();
  const tool = (registry.tools as Tool[]).find((t) => t.name === c?.tool);
  if (!tool) throw new Error(`no tool ${c?.tool} in ${dir}`);
  return { tool, run: runner.runTool };
}
const sides = { base: await load(baseDir), head: await load(join(import.meta.dir, "..", "..")) };
if (c.tool === "moljson_to_smiles") await fillMoljson();
const signal = new AbortController().signal;
const times: Record<keyof typeof sides, number[]> = { base: [], head: [] };
for (let p = 0; p < passes; p++) {
  for (const side of p % 2 === 0 ? (["base", "head"] as const) : (["head", "base"] as const)) {
    const { tool, run } = sides[side];
    for (let i = 0; i < n; i++) {
      const args = c.args(i);
      const before = process.cpuUsage();
      await run(tool, args, signal);
      const spent = process.cpuUsage(before);
      if (p >= passes / 4) times[side].push(spent.user + spent.system);
    }
  }
}
const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] as number;
const base = median(times.base);
const head = median(times.head);
console.log(
  `${label}: base ${base} µs, head ${head} µs CPU per call (median of ${times.head.length}); head/base ${(head / base).toFixed(2)}`,
);
