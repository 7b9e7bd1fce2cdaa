/**
 * Runs one per-call bench case (lab/bench/per-call-cases.ts) many times in this process, for a CPU profile of
 * where a tool's time goes:
 *
 *   bun --cpu-prof-md --cpu-prof-dir=/tmp/prof lab/bench/profile-tool.ts check_structure [passes=40]
 *
 * Each pass calls the tool once per molecule (50 calls), through the tool runner as the bench does. Prints the
 * median CPU µs per call of the last half of the passes (the first half also warms the engine up).
 */
import { loadRDKit } from "../../src/chem/rdkit.ts";
import { runTool } from "../../src/server/tool-runner.ts";
import { tools } from "../../src/tools/registry.ts";
import { CASES, fillMoljson, n } from "./per-call-cases.ts";

const label = process.argv[2] ?? "";
const passes = Number(process.argv[3] ?? 40);
const c = CASES.find((k) => k.label === label);
if (!c) throw new Error(`no case ${label}: one of ${CASES.map((k) => k.label).join(", ")}`);
const tool = tools.find((t) => t.name === c.tool);
if (!tool) throw new Error(`no tool ${c.tool}`);
await loadRDKit();
if (c.tool === "moljson_to_smiles") await fillMoljson();
const signal = new AbortController().signal;
const times: number[] = [];
for (let p = 0; p < passes; p++) {
  for (let i = 0; i < n; i++) {
    const args = c.args(i);
    const before = process.cpuUsage();
    await runTool(tool, args, signal);
    const spent = process.cpuUsage(before);
    if (p >= passes / 2) times.push(spent.user + spent.system);
  }
}
times.sort((a, b) => a - b);
console.log(`${label}: median ${times[Math.floor(times.length / 2)]} µs CPU per call over ${times.length} calls`);
