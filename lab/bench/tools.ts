/**
 * `bun run bench`: the compiled binary as a user runs it, beside Python RDKit (Debian) on the same machine
 * in the same run. Writes validation/bench/results.md (and results.json).
 *
 *   bun lab/bench/tools.ts [--quick]      (--quick: 10k calls instead of 100k in the memory run)
 *
 * Needs the binary (`bun run build`), and /usr/bin/python3 with python3-rdkit for the Python columns.
 */
import { mkdtempSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { cpus, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { SAMPLE_ARGUMENTS } from "../../src/tools/registry.ts";
import { startFakePubChem } from "../../harness/fake-pubchem.ts";
import { REPO, StdioServer, modern } from "../../harness/stdio-client.ts";

const quick = process.argv.includes("--quick");
const binary = process.env.CHEMATIC_BINARY ?? join(REPO, "dist", "chematic-mcp");
process.env.CHEMATIC_BINARY = binary;
const META = {
  "io.modelcontextprotocol/protocolVersion": "2026-07-28",
  "io.modelcontextprotocol/clientCapabilities": {},
};
const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] as number;
const percentile = (xs: number[], p: number): number =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))] as number;
const rssOf = (pid: number): number =>
  Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0) / 1024;
const nci = readFileSync("/usr/share/RDKit/Data/NCI/first_5K.smi", "utf8")
  .split("\n")
  .map((l) => l.split(/\s+/)[0] ?? "")
  .filter((s) => s.length > 0);

/** Process start → first tools/list answer, and → first calc_properties answer (sent together at start). */
async function coldStart(): Promise<{ toolsList: number; firstChemistry: number }> {
  const started = performance.now();
  const proc = Bun.spawn([binary], { stdin: "pipe", stdout: "pipe", stderr: "ignore" });
  proc.stdin.write(`${JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tools/list", params: { _meta: META } })}\n`);
  proc.stdin.write(
    `${JSON.stringify({ jsonrpc: "2.0", id: 2, method: "tools/call", params: { name: "calc_properties", arguments: { smiles: "CC(=O)Oc1ccccc1C(=O)O" }, _meta: META } })}\n`,
  );
  proc.stdin.flush();
  const at: Record<number, number> = {};
  let buffer = "";
  for await (const chunk of proc.stdout) {
    buffer += new TextDecoder().decode(chunk);
    for (const line of buffer.split("\n").slice(0, -1))
      at[JSON.parse(line).id as number] ??= performance.now() - started;
    buffer = buffer.slice(buffer.lastIndexOf("\n") + 1);
    if (at[1] !== undefined && at[2] !== undefined) break;
  }
  proc.stdin.end();
  await proc.exited;
  return { toolsList: at[1] as number, firstChemistry: at[2] as number };
}

async function restRss(): Promise<number> {
  const server = new StdioServer();
  await server.request({ id: "list", method: "tools/list", params: modern() });
  await Bun.sleep(3_000); // the first worker has loaded RDKit; nothing else is running
  const rss = rssOf(server.process.pid);
  await server.close();
  return rss;
}

/** 5,000 calc_properties written at once over stdio, after a warm-up; calls per second. */
async function throughput(): Promise<number> {
  const server = new StdioServer();
  for (let i = 0; i < 50; i++)
    await server.request({
      id: `w${i}`,
      method: "tools/call",
      params: modern({ name: "calc_properties", arguments: { smiles: "CCO" } }),
    });
  await Bun.sleep(1_500); // both workers up
  server.received.splice(0);
  const lines = nci.slice(0, 5_000).map((s, i) =>
    JSON.stringify({
      jsonrpc: "2.0",
      id: i,
      method: "tools/call",
      params: { name: "calc_properties", arguments: { smiles: s }, _meta: META },
    }),
  );
  const started = performance.now();
  server.write(`${lines.join("\n")}\n`);
  await server.waitForCount(lines.length, 300_000);
  const seconds = (performance.now() - started) / 1000;
  await server.close();
  return lines.length / seconds;
}

/** Sequential calls of every tool: median and p99 in ms. */
async function latencies(rounds: number): Promise<Record<string, { p50: number; p99: number }>> {
  const pubchem = await startFakePubChem();
  const server = new StdioServer([], { CHEMATIC_PUBCHEM_URL: pubchem.url });
  const list = await server.request({ id: "list", method: "tools/list", params: modern() });
  const names = ((list.result?.tools as Array<{ name: string }>) ?? []).map((t) => t.name);
  const out: Record<string, { p50: number; p99: number }> = {};
  let id = 0;
  for (const name of names) {
    const times: number[] = [];
    for (let i = 0; i < rounds + 5; i++) {
      const started = performance.now();
      await server.request({
        id: `l${id++}`,
        method: "tools/call",
        params: modern({ name, arguments: SAMPLE_ARGUMENTS[name] }),
      });
      if (i >= 5) times.push(performance.now() - started); // 5 warm-up calls
    }
    out[name] = { p50: median(times), p99: percentile(times, 99) };
  }
  await server.close();
  await pubchem.stop();
  return out;
}

function pythonCalcPropertiesPerSecond(): number | null {
  const input = JSON.stringify({
    smiles: nci.slice(0, 5_000),
    rounds: 1,
    tools: ["calc_properties"],
    ames_smarts: [],
    pka_smarts: [],
  });
  const proc = Bun.spawnSync(["/usr/bin/python3", join(REPO, "lab/bench/medchem_rdkit.py")], {
    stdin: Buffer.from(input),
    stdout: "pipe",
    stderr: "pipe",
  });
  if (proc.exitCode !== 0) return null;
  return 1e6 / (JSON.parse(proc.stdout.toString()) as { calc_properties: number }).calc_properties;
}

function memorySoak(calls: number): { samples: Array<{ calls: number; rss_mib: number }> } {
  const out = join(mkdtempSync(join(tmpdir(), "bench-")), "memory.json");
  Bun.spawnSync(
    [
      process.execPath,
      join(REPO, "lab/bench/memory-soak.ts"),
      "--calls",
      String(calls),
      "--binary",
      binary,
      "--out",
      out,
    ],
    { stdout: "ignore", stderr: "ignore" },
  );
  return JSON.parse(readFileSync(out, "utf8"));
}

function httpRow(clients: number): string {
  const out = join(mkdtempSync(join(tmpdir(), "bench-")), "http.md");
  Bun.spawnSync(
    [
      process.execPath,
      join(REPO, "lab/bench/http-load.ts"),
      "--clients",
      String(clients),
      "--seconds",
      "5",
      "--slow",
      "0",
      "--out",
      out,
    ],
    {
      stdout: "ignore",
      stderr: "ignore",
      env: { ...process.env, CHEMATIC_BINARY: binary },
    },
  );
  const row =
    readFileSync(out, "utf8")
      .split("\n")
      .find((line) => line.startsWith("| 1: clients only | all |")) ?? "";
  const cells = row.split("|").map((c) => c.trim());
  return `| ${clients} | ${cells[3]} | ${cells[4]} | ${cells[5]} | ${cells[6]} | ${cells[8]} |`;
}

const cold: Array<{ toolsList: number; firstChemistry: number }> = [];
for (let i = 0; i < 5; i++) cold.push(await coldStart());
const rest = await restRss();
const ours = await throughput();
const python = pythonCalcPropertiesPerSecond();
const latency = await latencies(30);
const soak = memorySoak(quick ? 10_000 : 100_000);
const http = [1, 4, 16].map(httpRow);
const size = statSync(binary).size;

const coldList = median(cold.map((c) => c.toolsList));
const coldChem = median(cold.map((c) => c.firstChemistry));
const lines = [
  "# Benchmarks: the compiled binary vs Python RDKit",
  "",
  `Run: \`bun lab/bench/tools.ts${quick ? " --quick" : ""}\` (\`bun run bench\`) on ${new Date().toISOString().slice(0, 16)}Z, ${cpus().length} cores (${cpus()[0]?.model ?? "?"}), load average at the end ${loadavg()
    .map((l) => l.toFixed(2))
    .join(" ")}.`,
  `Binary: \`${binary.replace(`${REPO}/`, "")}\`, ${(size / 1048576).toFixed(1)} MiB. Python: Debian's RDKit 2022.09, in-process.`,
  "",
  "| measure | value | target |",
  "|---|---|---|",
  `| tools/list after process start (median of 5) | ${coldList.toFixed(0)} ms | ≤ 100 ms: ${coldList <= 100 ? "met" : "**not met**"} |`,
  `| first calc_properties after process start (median of 5) | ${coldChem.toFixed(0)} ms | ≤ 400 ms: ${coldChem <= 400 ? "met" : "**not met**"} |`,
  `| calc_properties throughput, 5,000 NCI molecules written at once over stdio | ${ours.toFixed(0)} calls/s | |`,
  `| Python RDKit calc_properties in-process, same molecules | ${python === null ? "n/a" : python.toFixed(0)} mol/s | ours / Python ≥ 1.0: ${python === null ? "n/a" : `${(ours / python).toFixed(2)} (${ours / python >= 1 ? "met" : "**not met**"})`} |`,
  `| RSS at rest (after start-up, one worker loaded) | ${rest.toFixed(0)} MiB | < 200 MiB: ${rest < 200 ? "met" : "**not met**"} |`,
  ...soak.samples.map(
    (s) => `| RSS after ${s.calls.toLocaleString("en")} mixed calls | ${s.rss_mib.toFixed(0)} MiB | |`,
  ),
  `| binary size | ${(size / 1048576).toFixed(1)} MiB | |`,
  "",
  "## Latency per tool (sequential calls over stdio, 30 after 5 warm-up; ms)",
  "",
  "| tool | p50 | p99 |",
  "|---|---:|---:|",
  ...Object.entries(latency).map(([name, l]) => `| ${name} | ${l.p50.toFixed(2)} | ${l.p99.toFixed(2)} |`),
  "",
  "## Streamable HTTP (`lab/bench/http-load.ts`, 5 s per client count, one request in flight per client)",
  "",
  "| clients | requests | errors | requests/s | p50 ms | p99 ms |",
  "|---|---:|---:|---:|---:|---:|",
  ...http,
  "",
];
writeFileSync(join(REPO, "validation/bench/results.md"), lines.join("\n"));
writeFileSync(
  join(REPO, "validation/bench/results.json"),
  `${JSON.stringify({ cold, rest, ours, python, latency, soak, http, size }, null, 1)}\n`,
);
console.log(lines.join("\n"));
