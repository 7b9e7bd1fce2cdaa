/**
 * A 1,000,000-molecule file through the server, as an agent would use it (issue 33, "library scale"): the server is
 * spawned over stdio with the file's directory as `--data-dir`; similarity_search is called on the file until its
 * answer is no longer partial (each call stops at the call budget, `--call-budget-ms`, default 45 s, and the next
 * call with the same arguments continues), which fingerprints and caches the file; then QUERIES other queries on
 * the cached fingerprints, each timed from request to answer. The process tree's RSS (server, chemistry workers,
 * library worker) is sampled every 100 ms; its peak and the value after the run are reported.
 *
 *   /usr/bin/python3 lab/bench/make_library.py 1000000 tmp/library-1m.smi
 *   bun lab/bench/library-1m.ts tmp/library-1m.smi [--binary dist/chematic-mcp]
 *
 * Writes validation/bench/library-1m.json; validation/bench/library.md keeps the table. No Python side: Python RDKit
 * on the 100k file is the comparison (lab/bench/library.ts); here the point is that 1M works, and at what cost.
 */
import { writeFileSync } from "node:fs";
import { loadavg } from "node:os";
import { basename, dirname, join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { StdioServer, modern } from "../../harness/stdio-client.ts";
import { TreeSampler } from "../stress/process-tree.ts";

const { values, positionals } = parseArgs({
  args: process.argv.slice(2),
  allowPositionals: true,
  options: { binary: { type: "string" }, queries: { type: "string", default: "20" } },
});
const file = resolve(positionals[0] ?? "tmp/library-1m.smi");
if (values.binary) process.env.CHEMATIC_BINARY = resolve(values.binary);
const QUERIES = Number(values.queries);
// Drug-like queries of different shapes (none needs to be in the file).
const QUERY_SMILES = [
  "CC(=O)Oc1ccccc1C(=O)O",
  "CN1CCC[C@H]1c1cccnc1",
  "CC(C)Cc1ccc(cc1)C(C)C(=O)O",
  "CN1C=NC2=C1C(=O)N(C(=O)N2C)C",
  "O=C(O)c1ccccc1O",
  "c1ccc2[nH]ccc2c1",
  "CC(=O)Nc1ccc(O)cc1",
  "COc1ccc2nc(S(=O)Cc3ncc(C)c(OC)c3C)[nH]c2c1",
  "CN(C)CCCN1c2ccccc2CCc2ccccc21",
  "Clc1ccc(cc1)C(c1ccccc1)N1CCN(CC1)CCOCC(=O)O",
];
const load = (): string =>
  loadavg()
    .map((x) => x.toFixed(1))
    .join(" ");

const server = new StdioServer(["--data-dir", dirname(file), "--library-timeout-ms", "3600000"]);
const tree = new TreeSampler(server.process.pid, 100).start();
const loadBefore = load();
let id = 0;
async function similarity(query: string): Promise<{ ms: number; result: Record<string, unknown> }> {
  const started = performance.now();
  const callId = ++id;
  server.send({
    jsonrpc: "2.0",
    id: callId,
    method: "tools/call",
    params: modern({
      name: "similarity_search",
      arguments: { query_smiles_list: [query], file: basename(file), top_k: 10 },
    }),
  });
  const answer = await server.response(callId, 3_600_000);
  const ms = performance.now() - started;
  const result = answer.result as { structuredContent?: Record<string, unknown>; isError?: boolean } | undefined;
  if (!result?.structuredContent || result.isError)
    throw new Error(`similarity_search failed: ${JSON.stringify(answer).slice(0, 500)}`);
  return { ms, result: result.structuredContent };
}

// The first query fingerprints the file, over as many calls as the call budget makes it take.
const first = QUERY_SMILES[0]!;
const buildCalls: Array<{ ms: number; processed: unknown; total: unknown }> = [];
const buildStarted = performance.now();
let library: unknown;
for (;;) {
  const { ms, result } = await similarity(first);
  buildCalls.push({ ms: Math.round(ms), processed: result.processed, total: result.total });
  console.log(
    JSON.stringify({
      call: buildCalls.length,
      ms: Math.round(ms),
      partial: result.partial === true,
      processed: result.processed,
    }),
  );
  if (result.partial !== true) {
    library = result.library;
    break;
  }
}
const buildSeconds = (performance.now() - buildStarted) / 1000;
const peakAfterBuild = tree.peakRssMiB;

// Queries on the cached fingerprints.
const latencies: number[] = [];
for (let q = 0; q < QUERIES; q++) {
  const { ms, result } = await similarity(QUERY_SMILES[q % QUERY_SMILES.length]!);
  if (result.partial === true) throw new Error("a query on the cached file answered partial");
  latencies.push(ms);
}
latencies.sort((a, b) => a - b);
const quantile = (p: number): number =>
  +latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))]!.toFixed(1);
const report = {
  command: `bun lab/bench/library-1m.ts ${process.argv.slice(2).join(" ")}`.trim(),
  date: new Date().toISOString(),
  cores: navigator.hardwareConcurrency,
  file: basename(file),
  server: values.binary ? basename(values.binary) : "bun src/main.ts",
  load_before: loadBefore,
  load_after: load(),
  library,
  fingerprint_and_cache: { seconds: +buildSeconds.toFixed(1), calls: buildCalls.length, per_call: buildCalls },
  peak_tree_rss_mib: { while_fingerprinting: +peakAfterBuild.toFixed(0), whole_run: +tree.peakRssMiB.toFixed(0) },
  rss_after_mib: +tree.sample().toFixed(0),
  query_ms: { n: latencies.length, median: quantile(0.5), p90: quantile(0.9), max: +latencies.at(-1)!.toFixed(1) },
};
tree.stop();
await server.close();
console.log(JSON.stringify(report, null, 2));
writeFileSync(
  join(import.meta.dir, "..", "..", "validation", "bench", "library-1m.json"),
  `${JSON.stringify(report, null, 2)}\n`,
);
