/**
 * Memory over many calls: 100,000 mixed tool calls (errors included) in one server
 * process over stdio; resident memory after start-up, after 10,000 and after 100,000 calls.
 * With --generate-3d, only generate_3d calls (drug-sized molecules, varied seeds), sampled
 * every 500 calls, growth measured from call 1,000 (OpenChemLib loaded in both workers).
 *
 *   bun lab/bench/memory-soak.ts [--calls N] [--generate-3d] [--binary PATH] [--out FILE]
 *
 * RSS is the sum of VmRSS (/proc/PID/status) over the server process and all its descendants: the tool
 * workers are child processes (lab/stress/process-tree.ts). The server process alone is reported beside it.
 */
import { writeFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { StdioServer, modern } from "../../harness/stdio-client.ts";
import { TreeSampler, childPids, rssKiB } from "../stress/process-tree.ts";

const { values } = parseArgs({
  options: {
    calls: { type: "string", default: "100000" },
    "generate-3d": { type: "boolean", default: false },
    binary: { type: "string" },
    out: { type: "string" },
  },
});
const only3d = values["generate-3d"] === true;
const total = Number(values.calls);
if (values.binary) process.env.CHEMATIC_BINARY = values.binary;

const GENERATE_3D_CALLS: Array<[string, Record<string, unknown>]> = [
  ["generate_3d", { smiles: "CC(C)Cc1ccc(cc1)[C@@H](C)C(=O)O", seed: 1 }],
  ["generate_3d", { smiles: "N[C@@H](CC(=O)N1CCn2c(nnc2C(F)(F)F)C1)Cc1cc(F)c(F)cc1F", seed: 2 }],
  ["generate_3d", { smiles: "CCOC(=O)C1=C[C@@H](OC(CC)CC)[C@H](NC(C)=O)[C@@H](N)C1", seed: 3 }],
  ["generate_3d", { smiles: "C[C@@H]1CCCCCCCCCC/C=C/C(=O)O1", seed: 4 }],
  ["generate_3d", { smiles: "c1ccc2c(c1)ccc1ccccc12" }],
  ["generate_3d", { smiles: "C1CC" }], // INVALID_SMILES
];

const MIXED_CALLS: Array<[string, Record<string, unknown>]> = [
  ["calc_properties", { smiles: "CC(=O)Oc1ccccc1C(=O)O" }],
  ["molecule_context_pack", { smiles: "CN1CCC[C@H]1c1cccnc1" }],
  ["retrosynthesis", { smiles: "CC(=O)Nc1ccc(OCC)cc1" }],
  ["smarts_match", { smarts: "[#6]~[#7]", smiles: "c1ccc2[nH]ccc2c1" }],
  ["smarts_match", { smarts: "[C", smiles: "CCO" }], // INVALID_SMARTS
  ["find_mcs", { smiles_list: ["c1ccccc1CCO", "c1ccccc1CCN", "Oc1ccccc1CC"] }],
  ["canonical_smiles", { smiles: "c1cccc1" }], // INVALID_SMILES
  ["moljson_to_smiles", { json: '{"atoms":[{"id":"a1","element":"C","hydrogens":5}],"bonds":[]}' }], // INVALID_MOLJSON
  ["pains_check", { smiles: "O=C1C(=Cc2ccccc2)SC(=S)N1" }],
  ["tanimoto", { smiles1: "CCO", smiles2: "CCN" }],
  ["representation_router", { smiles: "CC(=O)O", task: "identification" }],
  ["admet_profile", { smiles: "CC(C)Cc1ccc(cc1)C(C)C(=O)O" }],
];

const CALLS = only3d ? GENERATE_3D_CALLS : MIXED_CALLS;
const server = new StdioServer();
/** Worker pids are collected every 100 ms (workers_seen); RSS is read at each sample. */
const tree = new TreeSampler(server.process.pid, 100).start();
const rss = (): number => tree.sample();
const serverRss = (): number => +(rssKiB(server.process.pid) / 1024).toFixed(1);
const started = performance.now();
await server.request({
  id: "warm",
  method: "tools/call",
  params: modern({ name: "canonical_smiles", arguments: { smiles: "C" } }),
});
type Sample = { calls: number; rss_mib: number; server_process_rss_mib: number; processes: number; seconds: number };
const sampleNow = (calls: number): Sample => ({
  calls,
  rss_mib: +rss().toFixed(1),
  server_process_rss_mib: serverRss(),
  processes: 1 + childPids(server.process.pid).length,
  seconds: +((performance.now() - started) / 1000).toFixed(1),
});
const samples: Sample[] = [sampleNow(0)];
const BATCH = 100;
let errors = 0;
for (let sent = 0; sent < total; ) {
  const ids: string[] = [];
  const lines: string[] = [];
  for (let i = 0; i < BATCH && sent < total; i++, sent++) {
    const [name, args] = CALLS[sent % CALLS.length] as [string, Record<string, unknown>];
    const id = `c${sent}`;
    ids.push(id);
    lines.push(JSON.stringify({ jsonrpc: "2.0", id, method: "tools/call", params: modern({ name, arguments: args }) }));
  }
  server.write(`${lines.join("\n")}\n`);
  await server.waitForCount(ids.length, 120_000); // the previous batch's answers were dropped below
  // Drop what was read so the soak measures the server, not this script's memory.
  errors += server.received.filter((m) => m.error !== undefined).length;
  server.received.splice(0, server.received.length);
  server.rawLines.splice(0, server.rawLines.length);
  const sample = only3d ? sent % 500 === 0 || sent === total : sent === 10_000 || sent === total || sent % 25_000 === 0;
  if (sample) samples.push(sampleNow(sent));
}
tree.stop();
const exitCode = await server.close();
const baseline = only3d ? 1_000 : 10_000;
const atBaseline = samples.find((s) => s.calls === baseline)?.rss_mib ?? Number.NaN;
const atEnd = samples.at(-1)?.rss_mib ?? Number.NaN;
const summary = {
  command: `bun lab/bench/memory-soak.ts --calls ${total}${only3d ? " --generate-3d" : ""}${values.binary ? ` --binary ${values.binary}` : ""}`,
  calls: total,
  jsonrpc_errors: errors,
  samples,
  [only3d ? "growth_1k_to_end_percent" : "growth_10k_to_end_percent"]: +(
    (100 * (atEnd - atBaseline)) /
    atBaseline
  ).toFixed(2),
  worker_processes_seen: tree.descendantsSeen.size,
  peak_rss_mib_sampled_every_100ms: +tree.peakRssMiB.toFixed(1),
  exit_code: exitCode,
};
console.log(JSON.stringify(summary, null, 2));
if (values.out) writeFileSync(values.out, `${JSON.stringify(summary, null, 2)}\n`);
