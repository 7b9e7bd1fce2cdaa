#!/usr/bin/env bun
/**
 * Scale-out proof: several chematic-mcp processes behind Debian's nginx, on loopback only.
 *
 *   bun lab/stress/scale-nginx.ts [--binary dist/chematic-mcp] [--instances 3] [--clients 12] [--seconds 20]
 *                              [--max-concurrency 16] [--tool-timeout-ms 60000] [--workers default,1]
 *                              [--repeat 2] [--source "how the binary was built"]
 *                              [--out validation/reports/scale-out.md] [--json validation/reports/scale-out.json]
 *
 * 1. Installs nginx with apt-get when it is missing (we run as root), and builds the binary with
 *    `bun run build` when it is missing.
 * 2. For each --workers setting ("default" = the server's own choice, one per core up to 4):
 *    - starts one reference process and asks it every request of a fixed mixed set (modern 2026-07-28 and
 *      legacy 2025-06-18 / 2024-11-05 requests: tools/list, most tools, chemistry failures); its answers are the
 *      single-process answers;
 *    - starts --instances processes with `--transport streamable-http --port 0` and one nginx (config in a
 *      temporary folder, not the system one) listening on two loopback ports: one proxies to the first
 *      instance only, the other to all of them (least_conn, HTTP/1.1 keep-alive to the upstreams);
 *    - sends the set through the all-instances port several times over, concurrently, and checks each answer
 *      (status and body bytes) equals the single-process answer;
 *    - runs --clients concurrent clients for --seconds through the one-instance port, then through the
 *      all-instances port: throughput and latency, every answer again compared with the single-process one.
 * 3. Writes the report (markdown) and the raw numbers (JSON). Exits 1 if any answer differed.
 *
 * Every address is 127.0.0.1; each phase is bounded in time; every process started here is stopped at the end.
 */
import { spawn, spawnSync, type Subprocess } from "bun";
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { cpus, loadavg, tmpdir } from "node:os";
import { join, relative } from "node:path";
import { parseArgs } from "node:util";
import { ensureCommand, freePort, listeningAddress, waitForPort } from "../../harness/loopback.ts";
import { tools } from "../../src/tools/registry.ts";

const REPO = join(import.meta.dir, "..", "..");
const { values } = parseArgs({
  options: {
    binary: { type: "string", default: join(REPO, "dist", "chematic-mcp") },
    instances: { type: "string", default: "3" },
    clients: { type: "string", default: "12" },
    seconds: { type: "string", default: "20" },
    "max-concurrency": { type: "string", default: "16" },
    "tool-timeout-ms": { type: "string", default: "60000" },
    workers: { type: "string", default: "default,1" },
    rounds: { type: "string", default: "3" },
    repeat: { type: "string", default: "2" },
    out: { type: "string", default: join(REPO, "validation", "reports", "scale-out.md") },
    json: { type: "string", default: join(REPO, "validation", "reports", "scale-out.json") },
    /** How the binary was made, for the report (e.g. "commit abc1234, bun scripts/build.ts"). */
    source: { type: "string" },
  },
});
const BINARY = values.binary as string;
const INSTANCES = Math.min(8, Math.max(2, Number(values.instances)));
const CLIENTS = Math.min(64, Math.max(1, Number(values.clients)));
const SECONDS = Math.min(120, Math.max(1, Number(values.seconds)));
const MAX_CONCURRENCY = Math.min(1024, Math.max(1, Number(values["max-concurrency"])));
/**
 * Each instance's tool time limit. Longer than the default 10 s: on a saturated shared machine a call can wait that
 * long for a core, and a TIMEOUT answer depends on the machine's load, not on which instance answered.
 */
const TOOL_TIMEOUT_MS = Math.min(3_600_000, Math.max(100, Number(values["tool-timeout-ms"])));
const ROUNDS = Math.min(20, Math.max(1, Number(values.rounds)));
/** Each throughput phase is run this many times, alternating 1 and N instances, so drift in the machine's load hits both. */
const REPEAT = Math.min(5, Math.max(1, Number(values.repeat)));
const WARM_UP_SECONDS = Math.min(SECONDS, 5);
const WORKER_SETTINGS = (values.workers as string)
  .split(",")
  .map((w) => (w === "default" ? undefined : Math.max(1, Number(w))));

// ------------------------------------------------------------------------------------------ the requests

const MODERN = "2026-07-28";
interface Probe {
  label: string;
  /** The JSON-RPC message; its id is fixed, so every answer to it must be the same bytes. */
  message: { jsonrpc: "2.0"; id: number; method: string; params?: Record<string, unknown> };
  /** Legacy: the MCP-Protocol-Version header; modern requests carry their version in params._meta. */
  legacyRevision?: string;
}

const ASPIRIN = "CC(=O)Oc1ccccc1C(=O)O";
const CAFFEINE = "CN1C=NC2=C1C(=O)N(C(=O)N2C)C";
const IBUPROFEN = "CC(C)Cc1ccc(cc1)C(C)C(=O)O";
const PARACETAMOL = "CC(=O)Nc1ccc(O)cc1";

/** Tool calls, each sent in both eras: every tool but name_to_smiles, which asks PubChem online (checked below). */
const CALLS: Array<[name: string, args: Record<string, unknown>, note?: string]> = [
  ["canonical_smiles", { smiles: "OCC" }],
  ["parse_smiles", { smiles: CAFFEINE }],
  ["calc_properties", { smiles: IBUPROFEN }],
  ["lipinski_check", { smiles: ASPIRIN }],
  ["sa_score", { smiles: CAFFEINE }],
  ["pains_check", { smiles: "O=C1C=CC(=O)C=C1" }],
  ["brenk_check", { smiles: PARACETAMOL }],
  ["admet_profile", { smiles: IBUPROFEN }],
  ["boiled_egg", { smiles: PARACETAMOL }],
  ["ecfp4", { smiles: ASPIRIN }],
  ["tanimoto", { smiles1: ASPIRIN, smiles2: "O=C(O)c1ccccc1O" }],
  ["smarts_match", { smarts: "C(=O)[OH]", smiles: IBUPROFEN }],
  ["find_mcs", { smiles_list: [ASPIRIN, "O=C(O)c1ccccc1O", "CC(=O)Oc1ccccc1"] }],
  ["generate_3d", { smiles: "CCO", seed: 7 }],
  ["retrosynthesis", { smiles: PARACETAMOL }],
  ["smiles_to_moljson", { smiles: "c1ccncc1" }],
  [
    "moljson_to_smiles",
    {
      json: JSON.stringify({
        atoms: [
          { id: "a1", element: "C" },
          { id: "a2", element: "C" },
          { id: "a3", element: "O" },
        ],
        bonds: [
          { id: "b1", source_id: "a1", target_id: "a2", order: 1 },
          { id: "b2", source_id: "a2", target_id: "a3", order: 1 },
        ],
      }),
    },
  ],
  ["representation_router", { smiles: CAFFEINE, task: "identification" }],
  ["molecule_context_pack", { smiles: ASPIRIN, format: "json" }],
  ["depict", { smiles: CAFFEINE, format: "svg", highlight_smarts: "[#6]=[#8]" }],
  ["depict_grid", { smiles_list: [ASPIRIN, PARACETAMOL], format: "png", panel_width: 200, panel_height: 200 }],
  ["canonical_smiles", { smiles: "c1cccc1" }, "invalid SMILES"], // chemistry failure: isError (modern, 2025-06-18), -32000 (2024-11-05)
  ["calc_properties", { smiles: 42 }, "bad argument"], // argument error
];

/** Registry tools the set does not call: only name_to_smiles should be left out. */
function toolsNotCalled(): string[] {
  const called = new Set(CALLS.map(([name]) => name));
  return tools.map((tool) => tool.name).filter((name) => !called.has(name));
}

function probes(): Probe[] {
  const list: Probe[] = [];
  let id = 1;
  const meta = {
    "io.modelcontextprotocol/protocolVersion": MODERN,
    "io.modelcontextprotocol/clientCapabilities": {},
    "io.modelcontextprotocol/clientInfo": { name: "scale-nginx", version: "1" },
  };
  list.push({
    label: "modern tools/list",
    message: { jsonrpc: "2.0", id: id++, method: "tools/list", params: { _meta: meta } },
  });
  list.push({
    label: "2025-06-18 tools/list",
    message: { jsonrpc: "2.0", id: id++, method: "tools/list" },
    legacyRevision: "2025-06-18",
  });
  for (const [name, args, note] of CALLS) {
    const what = note ? `${name} (${note})` : name;
    list.push({
      label: `modern ${what}`,
      message: { jsonrpc: "2.0", id: id++, method: "tools/call", params: { name, arguments: args, _meta: meta } },
    });
    list.push({
      label: `2025-06-18 ${what}`,
      message: { jsonrpc: "2.0", id: id++, method: "tools/call", params: { name, arguments: args } },
      legacyRevision: "2025-06-18",
    });
  }
  for (const [name, args, note] of CALLS.slice(0, 4).concat(CALLS.slice(-2))) {
    list.push({
      label: `2024-11-05 ${note ? `${name} (${note})` : name}`,
      message: { jsonrpc: "2.0", id: id++, method: "tools/call", params: { name, arguments: args } },
      legacyRevision: "2024-11-05",
    });
  }
  return list;
}

interface Answer {
  status: number;
  body: string;
}

/**
 * POSTs one probe. `client` names the simulated client (its User-Agent, and for modern requests its
 * clientInfo name is the fixed one above): the server gives one client at most half of its slots, so
 * simulated clients are told apart the way separate agents would be.
 */
async function send(url: string, probe: Probe, client: number): Promise<Answer> {
  const message = probe.message;
  const headers: Record<string, string> = {
    "Content-Type": "application/json",
    Accept: "application/json, text/event-stream",
    "User-Agent": `scale-nginx-client-${client}`,
  };
  if (probe.legacyRevision) headers["MCP-Protocol-Version"] = probe.legacyRevision;
  else {
    headers["MCP-Protocol-Version"] = MODERN;
    headers["Mcp-Method"] = message.method;
    if (message.method === "tools/call") headers["Mcp-Name"] = String(message.params?.name);
  }
  const response = await fetch(url, { method: "POST", headers, body: JSON.stringify(message) });
  return { status: response.status, body: await response.text() };
}

// ------------------------------------------------------------------------------------------ processes

const started: Subprocess[] = [];

function stopAll(): void {
  for (const child of started) if (child.exitCode === null) child.kill("SIGTERM");
}
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    stopAll();
    process.exit(signal === "SIGINT" ? 130 : 143);
  });
}

interface Instance {
  child: Subprocess<"ignore", "ignore", "pipe">;
  port: number;
  url: string;
}

async function startInstance(workers: number | undefined): Promise<Instance> {
  const args = [
    BINARY,
    "--transport",
    "streamable-http",
    "--port",
    "0",
    "--max-concurrency",
    String(MAX_CONCURRENCY),
    "--tool-timeout-ms",
    String(TOOL_TIMEOUT_MS),
  ];
  if (workers !== undefined) args.push("--workers", String(workers));
  const child = spawn(args, { stdin: "ignore", stdout: "ignore", stderr: "pipe" });
  started.push(child);
  return { child, ...(await listeningAddress(child)) };
}

async function stopProcess(child: Subprocess, signal: NodeJS.Signals = "SIGTERM"): Promise<void> {
  if (child.exitCode === null) child.kill(signal);
  await Promise.race([child.exited, Bun.sleep(15_000)]);
  if (child.exitCode === null) child.kill("SIGKILL");
}

function ensureBinary(): void {
  if (existsSync(BINARY)) return;
  if (BINARY !== join(REPO, "dist", "chematic-mcp")) throw new Error(`${BINARY} does not exist`);
  console.log("dist/chematic-mcp is missing: bun run build");
  const build = spawnSync([process.execPath, "run", "build"], { cwd: REPO, stdout: "inherit", stderr: "inherit" });
  if (build.exitCode !== 0 || !existsSync(BINARY)) throw new Error("bun run build failed");
}

/** The nginx configuration: every path in `dir`, so nothing of the system's nginx is used or changed. */
export function nginxConfig(dir: string, onePort: number, allPort: number, upstreamPorts: readonly number[]): string {
  const servers = (ports: readonly number[]) => ports.map((port) => `    server 127.0.0.1:${port};`).join("\n");
  const location = (upstream: string) => `
    location = /mcp {
      proxy_pass http://${upstream};
      proxy_http_version 1.1;          # keep-alive to the instances
      proxy_set_header Connection "";
      proxy_set_header Host $host;     # the client's Host (here 127.0.0.1:PORT), which the instances accept
      proxy_read_timeout 120s;         # a tool call may take up to its time limit
      # A 503 (instance at --max-concurrency) was never dispatched, and every tool is read-only and idempotent:
      # safe to try the next instance, POST or not.
      proxy_next_upstream error timeout http_503 non_idempotent;
    }`;
  return `worker_processes auto;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
daemon off;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dir}/client_body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  client_max_body_size 1m;             # the server's own limit is 1 MiB
  upstream one {
${servers(upstreamPorts.slice(0, 1))}
    keepalive 64;
  }
  upstream all {
    least_conn;
${servers(upstreamPorts)}
    keepalive 64;
  }
  server {
    listen 127.0.0.1:${onePort};${location("one")}
  }
  server {
    listen 127.0.0.1:${allPort};${location("all")}
  }
}
`;
}

// ------------------------------------------------------------------------------------------ measuring

/** Linux clock ticks per second for /proc/<pid>/stat times (USER_HZ, 100 on every Linux architecture Debian ships). */
const CLOCK_TICKS = 100;

/** Fields of /proc/<pid>/stat after the command name: [state, ppid, …]; undefined when the process is gone. */
function statFields(pid: number): string[] | undefined {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, "utf8");
    return text.slice(text.lastIndexOf(")") + 2).split(" ");
  } catch {
    return undefined;
  }
}

/**
 * CPU seconds used so far by the processes `roots` and everything below them: their own user+system time,
 * their reaped children's (cutime+cstime: workers replaced after a kill), and the live descendants' own.
 */
function treeCpuSeconds(roots: readonly number[]): number {
  const parentOf = new Map<number, number>();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    const fields = statFields(Number(entry));
    if (fields) parentOf.set(Number(entry), Number(fields[1]));
  }
  const inTree = new Set(roots);
  for (let grew = true; grew; ) {
    grew = false;
    for (const [pid, ppid] of parentOf) {
      if (!inTree.has(pid) && inTree.has(ppid)) {
        inTree.add(pid);
        grew = true;
      }
    }
  }
  let ticks = 0;
  for (const pid of inTree) {
    const fields = statFields(pid);
    // After the name: state(0) ppid(1) … utime(11) stime(12) cutime(13) cstime(14).
    if (fields) ticks += Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14]);
  }
  return ticks / CLOCK_TICKS;
}

interface Mismatch {
  label: string;
  expected: Answer;
  got: Answer | string;
}

interface PhaseResult {
  label: string;
  requests: number;
  mismatches: number;
  seconds: number;
  requestsPerSecond: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
  /** The machine's 1-minute load average when the phase ended (other work on the shared machine included). */
  loadAverage: number;
  /** CPU seconds the server processes (every instance and its workers) used during the phase. */
  serverCpuSeconds: number;
  /** CPU seconds nginx (master and workers) used during the phase. */
  nginxCpuSeconds: number;
}

/** Runs `task` over `items` with at most `limit` in flight: a real client stays within the server's --max-concurrency. */
async function pool<T>(
  items: readonly T[],
  limit: number,
  task: (item: T, slot: number) => Promise<void>,
): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async (_, slot) => {
      while (next < items.length) await task(items[next++] as T, slot);
    }),
  );
}

function percentile(sorted: number[], p: number): number {
  return sorted.length === 0
    ? Number.NaN
    : (sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number);
}

async function checked(
  url: string,
  probe: Probe,
  client: number,
  reference: Map<number, Answer>,
  mismatches: Mismatch[],
): Promise<void> {
  const expected = reference.get(probe.message.id) as Answer;
  let got: Answer | string;
  try {
    got = await send(url, probe, client);
  } catch (error) {
    got = String(error);
  }
  if (typeof got === "string" || got.status !== expected.status || got.body !== expected.body)
    mismatches.push({ label: probe.label, expected, got });
}

/** CLIENTS clients, one request in flight each, cycling through the probes for SECONDS. */
async function loadPhase(
  label: string,
  url: string,
  list: Probe[],
  reference: Map<number, Answer>,
  mismatches: Mismatch[],
  servers: readonly number[],
  nginxPid: number,
  duration = SECONDS,
): Promise<PhaseResult> {
  const latencies: number[] = [];
  const before = mismatches.length;
  const serverCpuBefore = treeCpuSeconds(servers);
  const nginxCpuBefore = treeCpuSeconds([nginxPid]);
  const startedAt = performance.now();
  const deadline = startedAt + duration * 1000;
  await Promise.all(
    Array.from({ length: CLIENTS }, async (_, client) => {
      for (let i = client * 7; performance.now() < deadline; i++) {
        const probe = list[i % list.length] as Probe;
        const t = performance.now();
        await checked(url, probe, client, reference, mismatches);
        latencies.push(performance.now() - t);
      }
    }),
  );
  const seconds = (performance.now() - startedAt) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    label,
    requests: latencies.length,
    mismatches: mismatches.length - before,
    seconds,
    requestsPerSecond: latencies.length / seconds,
    p50: percentile(latencies, 50),
    p90: percentile(latencies, 90),
    p99: percentile(latencies, 99),
    max: latencies.at(-1) ?? Number.NaN,
    loadAverage: loadavg()[0] as number,
    serverCpuSeconds: treeCpuSeconds(servers) - serverCpuBefore,
    nginxCpuSeconds: treeCpuSeconds([nginxPid]) - nginxCpuBefore,
  };
}

interface SettingResult {
  workers: string;
  identityChecks: number;
  identityMismatches: number;
  phases: PhaseResult[];
  /** The second (warm) sequential pass of the reference process, per probe. */
  sequentialMs: Record<string, number>;
}

async function runSetting(
  nginxPath: string,
  workers: number | undefined,
  list: Probe[],
  mismatches: Mismatch[],
): Promise<SettingResult> {
  const workersLabel = workers === undefined ? "default (one per core, at most 4)" : String(workers);
  console.log(`\n== --workers ${workersLabel}`);
  // The single-process answers.
  const referenceInstance = await startInstance(workers);
  const reference = new Map<number, Answer>();
  const sequentialMs = new Map<string, number>();
  try {
    // Twice: the first pass warms the workers up; the second is timed (one request at a time).
    for (const pass of [0, 1]) {
      for (const probe of list) {
        const t = performance.now();
        const answer = await send(referenceInstance.url, probe, 0);
        if (pass === 1) sequentialMs.set(probe.label, performance.now() - t);
        const first = reference.get(probe.message.id);
        if (first && (first.status !== answer.status || first.body !== answer.body))
          mismatches.push({
            label: `${probe.label} (the reference process answered twice differently)`,
            expected: first,
            got: answer,
          });
        reference.set(probe.message.id, answer);
      }
    }
  } finally {
    await stopProcess(referenceInstance.child);
  }

  const instances: Instance[] = [];
  for (let i = 0; i < INSTANCES; i++) instances.push(await startInstance(workers));
  const dir = mkdtempSync(join(tmpdir(), "chematic-nginx-"));
  const onePort = await freePort();
  const allPort = await freePort();
  writeFileSync(
    join(dir, "nginx.conf"),
    nginxConfig(
      dir,
      onePort,
      allPort,
      instances.map((instance) => instance.port),
    ),
  );
  const nginx = spawn([nginxPath, "-p", dir, "-e", join(dir, "error.log"), "-c", join(dir, "nginx.conf")], {
    stdin: "ignore",
    stdout: "inherit",
    stderr: "inherit",
  });
  started.push(nginx);
  try {
    await waitForPort(onePort, nginx, "nginx");
    await waitForPort(allPort, nginx, "nginx");
    const oneUrl = `http://127.0.0.1:${onePort}/mcp`;
    const allUrl = `http://127.0.0.1:${allPort}/mcp`;

    // Identity: every probe, ROUNDS times, all at once through the all-instances port, so least_conn spreads
    // them over every instance; each answer must be the single-process answer.
    const before = mismatches.length;
    const rounds = Array.from({ length: ROUNDS }, () => list).flat();
    await pool(rounds, CLIENTS, (probe, slot) => checked(allUrl, probe, slot, reference, mismatches));
    const identityMismatches = mismatches.length - before;
    console.log(
      `identity: ${ROUNDS * list.length} answers through nginx, ${identityMismatches} differ from the single process`,
    );
    // Warm every instance's workers (the identity round did) and the one-instance path.
    await pool(list, CLIENTS, (probe, slot) => checked(oneUrl, probe, slot, reference, mismatches));
    // Warm-up under load, not recorded: every worker of every instance (spares included) has run every tool.
    const servers = instances.map((instance) => instance.child.pid);
    for (const url of [oneUrl, allUrl])
      await loadPhase("warm-up", url, list, reference, mismatches, servers, nginx.pid, WARM_UP_SECONDS);

    const phases: PhaseResult[] = [];
    const order = Array.from({ length: REPEAT }, (_, run) => [
      [`1 instance behind nginx (run ${run + 1})`, oneUrl],
      [`${INSTANCES} instances behind nginx (run ${run + 1})`, allUrl],
    ]).flat() as Array<[string, string]>;
    for (const [label, url] of order) {
      console.log(`${label}: ${CLIENTS} clients for ${SECONDS} s`);
      const result = await loadPhase(label, url, list, reference, mismatches, servers, nginx.pid);
      console.log(
        `  ${result.requests} requests, ${result.requestsPerSecond.toFixed(1)}/s, p50 ${result.p50.toFixed(1)} ms, ${result.mismatches} differ`,
      );
      phases.push(result);
    }
    return {
      workers: workersLabel,
      identityChecks: ROUNDS * list.length,
      identityMismatches,
      phases,
      sequentialMs: Object.fromEntries(sequentialMs),
    };
  } finally {
    await stopProcess(nginx, "SIGQUIT");
    await Promise.all(instances.map((instance) => stopProcess(instance.child)));
    rmSync(dir, { recursive: true, force: true });
  }
}

// ------------------------------------------------------------------------------------------ main

if (import.meta.main) {
  const nginxPath = ensureCommand("nginx", "nginx");
  ensureBinary();
  const nginxVersion = spawnSync([nginxPath, "-v"]).stderr.toString().trim();
  const binarySha256 = new Bun.CryptoHasher("sha256").update(await Bun.file(BINARY).arrayBuffer()).digest("hex");
  const binaryVersion = spawnSync([BINARY, "--version"]).stdout.toString().trim();
  const list = probes();
  const mismatches: Mismatch[] = [];
  const loadBefore = loadavg();
  const results: SettingResult[] = [];
  try {
    for (const workers of WORKER_SETTINGS) results.push(await runSetting(nginxPath, workers, list, mismatches));
  } finally {
    stopAll();
  }
  const loadAfter = loadavg();

  const workersArg = (values.workers as string) === "default,1" ? "" : ` --workers ${values.workers}`;
  const binaryArg = BINARY === join(REPO, "dist", "chematic-mcp") ? "" : ` --binary ${BINARY}`;
  const command = `bun lab/stress/scale-nginx.ts --instances ${INSTANCES} --clients ${CLIENTS} --seconds ${SECONDS} --max-concurrency ${MAX_CONCURRENCY} --tool-timeout-ms ${TOOL_TIMEOUT_MS} --repeat ${REPEAT}${workersArg}${binaryArg}`;
  const source = values.source ?? "dist/chematic-mcp of this checkout";
  const machine = `${cpus().length} cores (${cpus()[0]?.model ?? "unknown CPU"})`;
  const rows = results.flatMap((setting) =>
    setting.phases.map(
      (phase) =>
        `| ${setting.workers} | ${phase.label} | ${phase.requests} | ${phase.mismatches} | ${phase.requestsPerSecond.toFixed(1)} | ${phase.p50.toFixed(1)} | ${phase.p90.toFixed(1)} | ${phase.p99.toFixed(1)} | ${phase.max.toFixed(1)} | ${((1000 * phase.serverCpuSeconds) / phase.requests).toFixed(1)} | ${(phase.serverCpuSeconds / phase.seconds).toFixed(2)} | ${((1000 * phase.nginxCpuSeconds) / phase.requests).toFixed(2)} | ${phase.loadAverage.toFixed(1)} |`,
    ),
  );
  const total = (phases: PhaseResult[], prefix: string) => {
    const picked = phases.filter((phase) => phase.label.startsWith(prefix));
    return picked.reduce((n, phase) => n + phase.requests, 0) / picked.reduce((n, phase) => n + phase.seconds, 0);
  };
  const ratios = results.map((setting) => {
    const one = total(setting.phases, "1 instance");
    const all = total(setting.phases, `${INSTANCES} instances`);
    return `--workers ${setting.workers}: 1 instance ${one.toFixed(1)} requests/s, ${INSTANCES} instances ${all.toFixed(1)} requests/s over all runs: ${(all / one).toFixed(2)}×`;
  });
  const slowest = results.map((setting) => {
    const entries = Object.entries(setting.sequentialMs).sort((a, b) => b[1] - a[1]);
    const sum = entries.reduce((n, [, ms]) => n + ms, 0);
    return `--workers ${setting.workers}: the whole set one request at a time took ${sum.toFixed(0)} ms (${(sum / entries.length).toFixed(1)} ms a request); slowest: ${entries
      .slice(0, 4)
      .map(([label, ms]) => `${label} ${ms.toFixed(0)} ms`)
      .join(", ")}`;
  });
  const report = [
    "# Scale-out behind nginx",
    "",
    `Command: \`${command}\` (script: lab/stress/scale-nginx.ts).`,
    `Binary: ${source}; \`--version\` ${binaryVersion}, SHA-256 ${binarySha256}.`,
    `nginx: Debian's (${nginxVersion}), \`worker_processes auto\`, config written to a temporary folder by the script`,
    "(`least_conn` upstream, `proxy_http_version 1.1` with upstream keep-alive, `proxy_set_header Host $host`,",
    "`proxy_next_upstream error timeout http_503 non_idempotent`).",
    `Machine: ${machine}; load average ${loadBefore.map((x) => x.toFixed(2)).join(" / ")} before, ${loadAfter.map((x) => x.toFixed(2)).join(" / ")} after`,
    "(a shared machine: the load average says how busy it was with other work). Everything ran on it: nginx, every server",
    "instance and its tool workers, and the load generator (Bun fetch, keep-alive), all on 127.0.0.1.",
    "",
    `Instances: \`chematic-mcp --transport streamable-http --port 0 --max-concurrency ${MAX_CONCURRENCY} --tool-timeout-ms ${TOOL_TIMEOUT_MS}\`, with \`--workers\` as in`,
    "the first column (default: one tool worker per core, at most 4, plus one warm spare). The time limit is raised from",
    "the default 10 s because on a saturated machine a call can wait that long for a core, and a TIMEOUT depends on the",
    "machine's load, not on which instance answered.",
    "",
    `Requests: a fixed set of ${list.length}: tools/list and ${CALLS.length} tool calls (${new Set(CALLS.map(([name]) => name)).size} of the ${tools.length} tools: all but ${toolsNotCalled().join(", ")}, which`,
    "goes online; including a chemistry failure and an argument error), each in the modern era (2026-07-28) and the",
    "legacy era (2025-06-18 after initialize, stateless), six also as 2024-11-05. The single-process answer to each is",
    "taken first from one separate instance, directly; every later answer, through nginx, must have the same HTTP",
    "status and the same body bytes.",
    "",
    "## Same answers from any instance",
    "",
    ...results.map(
      (setting) =>
        `- --workers ${setting.workers}: the set ${ROUNDS} times at once through the ${INSTANCES}-instance port (${setting.identityChecks} answers): ${setting.identityMismatches} differ. In the load phases below, each of the answers (column "requests") was compared too: the column "differ".`,
    ),
    "",
    "## Throughput",
    "",
    `${CLIENTS} clients, one request in flight each, cycling through the set for ${SECONDS} s per phase (the same`,
    `clients and requests in every phase), after a warm-up; ${REPEAT} runs of each, alternating 1 and ${INSTANCES} instances so that`,
    "changes in the shared machine's load fall on both. Latency is per request as the client sees it. CPU per request:",
    "the CPU time the server processes (all instances with their tool workers) and nginx used during the phase, from",
    '/proc, over the requests answered; "server cores busy" is that server CPU time over the phase\'s wall time (at most',
    `${cpus().length} here); the load average is the machine's (1 minute) at the end of the phase.`,
    "",
    "| --workers | through | requests | differ | requests/s | p50 ms | p90 ms | p99 ms | max ms | server CPU ms/request | server cores busy | nginx CPU ms/request | load average |",
    "|---|---|---|---|---|---|---|---|---|---|---|---|---|",
    ...rows,
    "",
    ...ratios.map((line) => `- ${line}.`),
    "",
    "What one request costs, from the reference process's warm, sequential pass (direct, no nginx):",
    "",
    ...slowest.map((line) => `- ${line}.`),
    "",
    `Mismatches in total: ${mismatches.length}${mismatches.length > 0 ? ` (first: ${mismatches[0]?.label}: expected ${JSON.stringify(mismatches[0]?.expected).slice(0, 300)}, got ${JSON.stringify(mismatches[0]?.got).slice(0, 300)})` : ""}.`,
    "",
  ].join("\n");
  writeFileSync(values.out as string, report);
  writeFileSync(
    values.json as string,
    `${JSON.stringify({ command, source, binarySha256, binaryVersion, machine, nginx: nginxVersion, loadBefore, loadAfter, instances: INSTANCES, clients: CLIENTS, seconds: SECONDS, maxConcurrency: MAX_CONCURRENCY, toolTimeoutMs: TOOL_TIMEOUT_MS, probes: list.length, results, mismatches: mismatches.slice(0, 20) }, null, 2)}\n`,
  );
  console.log(`\n${report}`);
  console.log(`written to ${relative(REPO, values.out as string)} and ${relative(REPO, values.json as string)}`);
  process.exit(mismatches.length === 0 ? 0 : 1);
}
