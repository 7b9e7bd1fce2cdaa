/**
 * The hostile cases of issue 13, measured against one build of the server (run it on the build before
 * and after a change to compare). Prints one JSON document (and writes it with --out).
 *
 *   bun lab/stress/robustness-cases.ts --binary PATH [--out FILE] [--cases 1,2,2b,3,4a,4b,5] (also 3b, 6)
 *
 * Memory and CPU are those of the server process and all its descendants (tool worker processes),
 * sampled every 100 ms from /proc (lab/stress/process-tree.ts); a worker killed between two samples keeps
 * the CPU time it was last seen with. Each case starts its own server and ends it (and any worker
 * process it leaves behind); every case is bounded in time, the whole run takes ~6-9 minutes.
 *
 * 1  recursive SMARTS nested 200 deep (smarts_match on CCO) twice, then 180 normal calls of 19 tools:
 *    how many fail. Also the deepest recursion the guard lets through (32) and one deeper (33).
 * 2  --tool-timeout-ms 500: 8 smarts_match of 13 disconnected C on a 13-carbon chain at once. CPU
 *    seconds of the tree in the 10 s after the last TIMEOUT answer, tree RSS before/after, latency of
 *    normal calls before and after.
 * 2b the same call twice with the default limit, cancelled by `notifications/cancelled` 300 ms later:
 *    CPU seconds in the next 10 s, and whether an answer still came.
 * 3  HTTP: 16 such calls from 16 clients (User-Agents) that hang up after 300 ms; then another client
 *    sends canonical_smiles every 200 ms: time until its first success, its 503s (capped at 150 s).
 * 4a 10,000 canonical_smiles calls with a 90,000-atom SMILES ("C" x 90,000: refused fast with
 *    MOLECULE_TOO_LARGE, the atom limit is 10,000), written as fast as the pipe takes them, answers read
 *    normally: peak tree RSS, time to the last answer.
 * 4b the same 10,000 calls from a client that never reads stdout (a FIFO nobody reads): peak tree RSS
 *    over 60 s, and whether the server is still alive.
 * 5  40 requests in flight on one worker (a 5 s find_mcs first), then SIGTERM / SIGINT / SIGHUP:
 *    answers lost, exit code.
 * Not in the default set (--cases 3b,6):
 * 3b case 3 with 2 hostile clients (both running, none queued): the warm spare serves the next client.
 * 6  the server SIGKILLed while its worker runs the 13-carbon SMARTS: how long the worker lives on (cap 60 s).
 */
import { spawn as nodeSpawn, type ChildProcess } from "node:child_process";
import { closeSync, constants, openSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import net from "node:net";
import { loadavg } from "node:os";
import { parseArgs } from "node:util";
import { SAMPLE_ARGUMENTS } from "../../harness/binary.ts";
import { CLK_TCK, TreeSampler, killTree, readStat, treeRssMiB, treeStats } from "./process-tree.ts";
import { META, RpcPipe, median, outcomeOf, round, toolCall, type Answer } from "./rpc-pipe.ts";
import { takeLines } from "../../harness/lines.ts";

const { values } = parseArgs({
  options: {
    binary: { type: "string" },
    out: { type: "string" },
    cases: { type: "string", default: "1,2,2b,3,4a,4b,5" },
  },
});
if (!values.binary) throw new Error("--binary PATH is required");
const BINARY = values.binary;
const WANTED = new Set((values.cases as string).split(","));

/** Normal calls: one per tool, the arguments the tests use (name_to_smiles left out: it needs PubChem). */
const NORMAL = Object.entries(SAMPLE_ARGUMENTS).filter(([name]) => name !== "name_to_smiles");
/** Cheap normal calls (each well under 500 ms even on a loaded machine), for latencies under --tool-timeout-ms 500. */
const CHEAP = NORMAL.filter(([name]) =>
  [
    "canonical_smiles",
    "calc_properties",
    "smarts_match",
    "tanimoto",
    "pains_check",
    "lipinski_check",
    "ecfp4",
    "parse_smiles",
    "smiles_to_moljson",
    "sa_score",
  ].includes(name),
);
const THIRTEEN_C = { smarts: Array(13).fill("C").join("."), smiles: "C".repeat(13) };
const C60 =
  "c12c3c4c5c1c1c6c7c2c2c8c3c3c9c4c4c%10c5c5c1c1c6c6c%11c7c2c2c7c8c3c3c8c9c4c4c9c%10c5c5c1c1c6c6c%11c2c2c7c3c3c8c4c4c9c5c1c1c6c2c3c41";
const POLYCYCLE = "C1CC2CCC3CCC4CCC5CCC6CCC7CCC8CCC9CCC%10CCC%11CC1C%12C2C3C4C5C6C7C8C9C%10C%11%12";
const MS = (t0: number): number => Math.round(performance.now() - t0);

/** Kills the server's tree and any worker process it had that outlived it (reparented elsewhere). */
function cleanUp(root: number, sampler?: TreeSampler): void {
  killTree(root);
  for (const pid of sampler?.descendantsSeen ?? []) {
    try {
      if (readFileSync(`/proc/${pid}/cmdline`, "utf8").includes(BINARY)) process.kill(pid, "SIGKILL");
    } catch {
      // gone
    }
  }
}

/** Descendants of the first server that are still running some time after it was killed (stuck workers). */
function survivors(sampler: TreeSampler): number[] {
  return [...sampler.descendantsSeen].filter((pid) => {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
      const state = stat.slice(stat.lastIndexOf(")") + 2)[0];
      return state !== "Z" && readFileSync(`/proc/${pid}/cmdline`, "utf8").includes(BINARY);
    } catch {
      return false;
    }
  });
}

const threadsOf = (pid: number): number =>
  Number(/Threads:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0);

/** Sequential normal calls, `cycles` times through NORMAL: latencies (ms) and outcomes that are not "ok". */
async function normalCalls(
  server: RpcPipe,
  label: string,
  count: number,
  calls = NORMAL,
): Promise<{ latencies_ms: number[]; failures: Record<string, number>; failed: number }> {
  const latencies: number[] = [];
  const failures: Record<string, number> = {};
  let failed = 0;
  for (let i = 0; i < count; i++) {
    const [name, args] = calls[i % calls.length] as [string, unknown];
    const t0 = performance.now();
    const answer = await server.call(`${label}${i}`, name, args, 60_000);
    latencies.push(performance.now() - t0);
    const outcome = outcomeOf(answer);
    if (outcome !== "ok") {
      failed++;
      const key = `${name}: ${outcome}${answer.error ? ` ${answer.error.message.slice(0, 80)}` : ""}`;
      failures[key] = (failures[key] ?? 0) + 1;
    }
  }
  return { latencies_ms: latencies, failures, failed };
}

/** Warm: one call, then every worker (and the process build's spare, 5 s after the rest) up. */
async function warm(server: RpcPipe): Promise<void> {
  await server.call("warm0", "canonical_smiles", { smiles: "C" }, 60_000);
  await Promise.all(NORMAL.slice(0, 4).map(([name, args], i) => server.call(`warm${i + 1}`, name, args, 60_000)));
  await Bun.sleep(6_500);
}

// ---------------------------------------------------------------- 1
async function case1(): Promise<unknown> {
  const server = new RpcPipe([BINARY]);
  const sampler = new TreeSampler(server.pid).start();
  try {
    await warm(server);
    const deep = (n: number): string => `${"[$(".repeat(n)}C${")]".repeat(n)}`;
    const hostile: Record<string, string> = {};
    for (const [label, depth] of [
      ["depth200_a", 200],
      ["depth200_b", 200],
      ["depth32", 32],
      ["depth33", 33],
    ] as const) {
      const answer = await server.call(label, "smarts_match", { smarts: deep(depth), smiles: "CCO" }, 60_000);
      hostile[label] =
        outcomeOf(answer) === "ok"
          ? `ok (${JSON.stringify(answer.result?.structuredContent).slice(0, 60)})`
          : outcomeOf(answer);
    }
    const t0 = performance.now();
    const after = await normalCalls(server, "n", 180);
    const stderrFaults = (server.stderr.match(/engine|WebAssembly/gi) ?? []).length;
    return {
      hostile_answers: hostile,
      normal_calls: 180,
      normal_failed: after.failed,
      failures: after.failures,
      normal_seconds: round(MS(t0) / 1000, 1),
      worker_processes_seen: sampler.descendantsSeen.size,
      stderr_engine_lines: stderrFaults,
    };
  } finally {
    sampler.stop();
    cleanUp(server.pid, sampler);
  }
}

// ---------------------------------------------------------------- 2
async function case2(): Promise<unknown> {
  const server = new RpcPipe([BINARY, "--tool-timeout-ms", "500"]);
  const sampler = new TreeSampler(server.pid).start();
  try {
    await warm(server);
    const before = await normalCalls(server, "b", 60, CHEAP);
    await Bun.sleep(1_000);
    const rssBefore = treeRssMiB(server.pid);
    const idleMark = sampler.mark();
    await Bun.sleep(2_000);
    const idleCpu2s = sampler.cpuSince(idleMark);
    const threadsBefore = threadsOf(server.pid);
    sampler.resetPeak();
    const t0 = performance.now();
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        server.call(`h${i}`, "smarts_match", THIRTEEN_C, 120_000).then((a) => ({ a, at: MS(t0) })),
      ),
    );
    const lastAnswerMs = Math.max(...answers.map((x) => x.at));
    const mark = sampler.mark();
    const cpuTrace: number[] = [];
    for (let s = 1; s <= 10; s++) {
      await Bun.sleep(1_000);
      sampler.sample();
      cpuTrace.push(round(sampler.cpuSince(mark), 2));
    }
    const cpu10 = sampler.cpuSince(mark);
    const rssAfter = treeRssMiB(server.pid);
    const peak = sampler.peakRssMiB;
    const threadsAfter = threadsOf(server.pid);
    const processesAfter = treeStats(server.pid).length;
    const afterCalls = await normalCalls(server, "a", 60, CHEAP);
    const cpuDuringAfterCalls = sampler.cpuSince(mark) - cpu10;
    return {
      hostile_outcomes: answers.map((x) => outcomeOf(x.a)),
      hostile_answer_ms: answers.map((x) => x.at),
      last_timeout_answer_ms: lastAnswerMs,
      idle_cpu_seconds_2s_before: round(idleCpu2s, 2),
      cpu_seconds_10s_after_last_timeout: round(cpu10, 2),
      cpu_seconds_cumulative_each_second: cpuTrace,
      rss_tree_mib_before: round(rssBefore),
      rss_tree_mib_10s_after: round(rssAfter),
      rss_tree_mib_peak: round(peak),
      threads_of_server_before_after: [threadsBefore, threadsAfter],
      processes_in_tree_10s_after: processesAfter,
      worker_processes_seen: sampler.descendantsSeen.size,
      rss_tree_peak_breakdown: sampler.peakBreakdown,
      normal_calls: `60 sequential calls of ${CHEAP.length} cheap tools (${CHEAP.map(([n]) => n).join(", ")})`,
      normal_latency_ms_before: {
        median: round(median(before.latencies_ms), 2),
        total: round(before.latencies_ms.reduce((a, b) => a + b, 0)),
        failed: before.failed,
        failures: before.failures,
      },
      normal_latency_ms_after: {
        median: round(median(afterCalls.latencies_ms), 2),
        total: round(afterCalls.latencies_ms.reduce((a, b) => a + b, 0)),
        failed: afterCalls.failed,
        failures: afterCalls.failures,
      },
      cpu_seconds_during_after_calls: round(cpuDuringAfterCalls, 2),
    };
  } finally {
    sampler.stop();
    cleanUp(server.pid, sampler);
  }
}

// ---------------------------------------------------------------- 2b
async function case2b(): Promise<unknown> {
  const server = new RpcPipe([BINARY]);
  const sampler = new TreeSampler(server.pid).start();
  try {
    await warm(server);
    const idleMark = sampler.mark();
    await Bun.sleep(2_000);
    const idleCpu2s = sampler.cpuSince(idleMark);
    const rssBefore = treeRssMiB(server.pid);
    for (const id of ["x1", "x2"]) server.write(`${toolCall(id, "smarts_match", THIRTEEN_C)}\n`);
    await Bun.sleep(300);
    for (const id of ["x1", "x2"])
      server.write(
        `${JSON.stringify({ jsonrpc: "2.0", method: "notifications/cancelled", params: { requestId: id, reason: "user pressed stop" } })}\n`,
      );
    const mark = sampler.mark();
    const t0 = performance.now();
    const next = await server.call("next", "canonical_smiles", { smiles: "OCC" }, 60_000);
    const nextMs = MS(t0);
    await Bun.sleep(Math.max(0, 10_000 - MS(t0)));
    sampler.sample();
    const cpu10 = sampler.cpuSince(mark);
    const windowMs = MS(t0);
    const answered = server.answers
      .filter((a) => a.id === "x1" || a.id === "x2")
      .map((a) => `${String(a.id)}: ${outcomeOf(a)}`);
    return {
      idle_cpu_seconds_2s_before: round(idleCpu2s, 2),
      cpu_seconds_10s_after_cancel: round(cpu10, 2),
      cpu_window_ms: windowMs, // 10 s, or longer when the next call took longer than that
      answers_to_cancelled_calls_within_10s: answered,
      next_call: outcomeOf(next),
      next_call_ms: nextMs,
      rss_tree_mib_before: round(rssBefore),
      rss_tree_mib_10s_after: round(treeRssMiB(server.pid)),
      worker_processes_seen: sampler.descendantsSeen.size,
    };
  } finally {
    sampler.stop();
    cleanUp(server.pid, sampler);
  }
}

// ---------------------------------------------------------------- 3
async function startHttp(
  args: string[],
): Promise<{ proc: ReturnType<typeof Bun.spawn>; url: string; port: number; stderr: () => string }> {
  const proc = Bun.spawn([BINARY, "--transport", "streamable-http", "--port", "0", ...args], {
    stdin: "ignore",
    stdout: "ignore",
    stderr: "pipe",
  });
  let text = "";
  const reader = (proc.stderr as ReadableStream<Uint8Array>).getReader();
  const decoder = new TextDecoder();
  const deadline = Date.now() + 30_000;
  let url: string | undefined;
  while (!url) {
    if (Date.now() > deadline) throw new Error(`no address on stderr: ${text}`);
    const { done, value } = await reader.read();
    if (done) throw new Error(`HTTP server exited: ${text}`);
    text += decoder.decode(value, { stream: true });
    url = /chematic-mcp: listening on (http:\/\/\S+)\n/.exec(text)?.[1];
  }
  void (async () => {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      text += decoder.decode(value, { stream: true });
    }
  })();
  return { proc, url, port: Number(new URL(url).port), stderr: () => text };
}

function mcpHeaders(message: { method: string; params?: { name?: string } }): Record<string, string> {
  const headers: Record<string, string> = { "MCP-Protocol-Version": "2026-07-28", "Mcp-Method": message.method };
  if (message.method === "tools/call" && message.params?.name) headers["Mcp-Name"] = message.params.name;
  return headers;
}

function rawRequest(port: number, body: string, headers: Record<string, string>): string {
  const all: Record<string, string> = {
    Host: `127.0.0.1:${port}`,
    "Content-Type": "application/json",
    Accept: "application/json, text/event-stream",
    "Content-Length": String(Buffer.byteLength(body)),
    ...headers,
  };
  return `POST /mcp HTTP/1.1\r\n${Object.entries(all)
    .map(([k, v]) => `${k}: ${v}\r\n`)
    .join("")}\r\n${body}`;
}

async function case3(hostileCount = 16): Promise<unknown> {
  const server = await startHttp([]);
  const sampler = new TreeSampler(server.proc.pid).start();
  const sockets: net.Socket[] = [];
  const probes: AbortController[] = [];
  try {
    const post = async (
      id: number | string,
      name: string,
      args: unknown,
      userAgent: string,
      signal?: AbortSignal,
    ): Promise<{ status: number; body: string }> => {
      const message = {
        jsonrpc: "2.0",
        id,
        method: "tools/call",
        params: {
          name,
          arguments: args,
          _meta: { ...META, "io.modelcontextprotocol/clientInfo": { name: userAgent, version: "1" } },
        },
      };
      const response = await fetch(server.url, {
        method: "POST",
        headers: { "Content-Type": "application/json", "User-Agent": userAgent, ...mcpHeaders(message) },
        body: JSON.stringify(message),
        signal,
      });
      return { status: response.status, body: await response.text() };
    };
    const first = await post(0, "canonical_smiles", { smiles: "C" }, "warm");
    await Bun.sleep(6_500);
    const rssBefore = treeRssMiB(server.proc.pid);
    sampler.resetPeak();
    // 16 hostile clients, each its own User-Agent and clientInfo name (16 callers, so no per-client share applies).
    for (let i = 0; i < hostileCount; i++) {
      const message = {
        jsonrpc: "2.0",
        id: `h${i}`,
        method: "tools/call",
        params: {
          name: "smarts_match",
          arguments: THIRTEEN_C,
          _meta: { ...META, "io.modelcontextprotocol/clientInfo": { name: `hostile-${i}`, version: "1" } },
        },
      };
      const body = JSON.stringify(message);
      const socket = net.connect(server.port, "127.0.0.1");
      socket.on("error", () => {});
      socket.on("connect", () =>
        socket.write(rawRequest(server.port, body, { ...mcpHeaders(message), "User-Agent": `hostile-${i}` })),
      );
      sockets.push(socket);
    }
    await Bun.sleep(300);
    for (const socket of sockets) socket.destroy();
    const t0 = performance.now();
    const mark = sampler.mark();
    let cpu10: number | undefined;
    const cpuTimer = setTimeout(() => {
      sampler.sample();
      cpu10 = sampler.cpuSince(mark);
    }, 10_000);
    const statuses: Record<string, number> = {};
    const timeline: Array<{ sent_ms: number; answered_ms: number | null; status: number | string }> = [];
    let firstSuccessMs: number | undefined;
    let firstAnswerMs: number | undefined;
    let sent = 0;
    const CAP_MS = 150_000;
    const inFlightProbes = new Set<Promise<void>>();
    while (firstSuccessMs === undefined && MS(t0) < CAP_MS) {
      const controller = new AbortController();
      probes.push(controller);
      const id = `p${sent++}`;
      const entry: { sent_ms: number; answered_ms: number | null; status: number | string } = {
        sent_ms: MS(t0),
        answered_ms: null,
        status: "pending",
      };
      timeline.push(entry);
      const probe = post(id, "canonical_smiles", { smiles: "OCC" }, "prober", controller.signal)
        .then(
          (r) => {
            entry.answered_ms = MS(t0);
            entry.status = r.status;
            const key = String(r.status);
            statuses[key] = (statuses[key] ?? 0) + 1;
            firstAnswerMs ??= MS(t0);
            if (r.status === 200 && r.body.includes('"canonical":"CCO"')) firstSuccessMs ??= MS(t0);
          },
          () => {},
        )
        .finally(() => inFlightProbes.delete(probe));
      inFlightProbes.add(probe);
      await Bun.sleep(200);
    }
    const probesOutstanding = inFlightProbes.size;
    for (const controller of probes) controller.abort();
    while (cpu10 === undefined && MS(t0) < 10_500) await Bun.sleep(100);
    clearTimeout(cpuTimer);
    return {
      warm_call_status: first.status,
      hostile_posts: hostileCount,
      hang_up_after_ms: 300,
      first_success_ms_after_hang_up: firstSuccessMs ?? `none within ${CAP_MS / 1000} s`,
      first_answer_of_any_status_ms: firstAnswerMs ?? null,
      probes_sent: sent,
      probe_statuses: statuses,
      probes_503: statuses["503"] ?? 0,
      probes_unanswered_at_first_success: probesOutstanding,
      cpu_seconds_10s_after_hang_up: cpu10 === undefined ? null : round(cpu10, 2),
      rss_tree_mib_before: round(rssBefore),
      rss_tree_mib_peak: round(sampler.peakRssMiB),
      worker_processes_seen: sampler.descendantsSeen.size,
      probe_timeline_first_40: timeline.slice(0, 40).map((e) => `${e.sent_ms}->${e.answered_ms ?? "-"}:${e.status}`),
    };
  } finally {
    for (const socket of sockets) socket.destroy();
    for (const controller of probes) controller.abort();
    sampler.stop();
    server.proc.kill("SIGTERM");
    await Promise.race([server.proc.exited, Bun.sleep(12_000)]);
    cleanUp(server.proc.pid, sampler);
  }
}

// ---------------------------------------------------------------- 4
const BIG = "C".repeat(90_000);
const bigLine = (i: number): string => `${toolCall(`b${i}`, "canonical_smiles", { smiles: BIG })}\n`;

/** Writes `count` big calls to `child.stdin`, waiting for 'drain' whenever the stream says so; counts them. */
async function writeBig(
  child: ChildProcess,
  count: number,
  progress: { written: number },
  stop: { now: boolean },
): Promise<void> {
  const stdin = child.stdin;
  if (!stdin) return;
  stdin.on("error", () => {});
  for (let i = 0; i < count && !stop.now; i++) {
    const ok = stdin.write(bigLine(i));
    progress.written = i + 1;
    if (!ok) {
      await new Promise<void>((resolve) => {
        const done = () => {
          clearInterval(poll);
          stdin.off("drain", done);
          resolve();
        };
        // stop.now is checked every 100 ms so a blocked writer can be abandoned
        const poll = setInterval(() => stop.now && done(), 100);
        stdin.once("drain", done);
      });
    }
  }
}

async function case4a(): Promise<unknown> {
  const child = nodeSpawn(BINARY, [], { stdio: ["pipe", "pipe", "pipe"] });
  const pid = child.pid as number;
  const sampler = new TreeSampler(pid).start();
  const outcomes: Record<string, number> = {};
  let answers = 0;
  let buffer = "";
  let stderrBytes = 0;
  child.stderr?.on("data", (chunk: Buffer) => (stderrBytes += chunk.length));
  child.stdout?.on("data", (chunk: Buffer) => {
    buffer += chunk.toString("utf8");
    const { lines, rest } = takeLines(buffer);
    buffer = rest;
    for (const line of lines) {
      answers++;
      const outcome = outcomeOf(JSON.parse(line) as Answer);
      outcomes[outcome] = (outcomes[outcome] ?? 0) + 1;
    }
  });
  const stop = { now: false };
  try {
    const t0 = performance.now();
    const progress = { written: 0 };
    const CAP_MS = 240_000;
    await Promise.race([writeBig(child, 10_000, progress, stop), Bun.sleep(CAP_MS)]);
    const writtenMs = MS(t0);
    while (answers < 10_000 && MS(t0) < CAP_MS && child.exitCode === null) await Bun.sleep(50);
    const allAnsweredMs = answers >= 10_000 ? MS(t0) : null;
    stop.now = true;
    sampler.sample();
    const peak = sampler.peakRssMiB;
    child.stdin?.end();
    const code = await Promise.race([
      new Promise<number | null>((resolve) => child.once("exit", (c) => resolve(c))),
      Bun.sleep(20_000).then(() => "no exit within 20 s"),
    ]);
    return {
      smiles:
        "C x 90,000 (a 90 kB SMILES with 90,000 atoms: refused before RDKit with MOLECULE_TOO_LARGE, limit 10,000)",
      calls_written: progress.written,
      megabytes_written: round((progress.written * bigLine(0).length) / 1e6),
      all_written_ms: writtenMs,
      all_answered_ms: allAnsweredMs,
      answers,
      outcomes,
      rss_tree_mib_peak: round(peak),
      rss_tree_peak_breakdown: sampler.peakBreakdown,
      exit_code_after_eof: code,
      stderr_bytes: stderrBytes,
    };
  } finally {
    stop.now = true;
    sampler.stop();
    cleanUp(pid, sampler);
  }
}

async function case4b(): Promise<unknown> {
  const fifo = `/tmp/robustness-cases-${process.pid}.fifo`;
  rmSync(fifo, { force: true });
  if (Bun.spawnSync(["mkfifo", fifo]).exitCode !== 0) throw new Error("mkfifo failed");
  // A reader that never reads: the server's stdout fills the pipe (64 KiB) and its writes then wait.
  const readEnd = openSync(fifo, constants.O_RDONLY | constants.O_NONBLOCK);
  const writeEnd = openSync(fifo, constants.O_WRONLY);
  const child = nodeSpawn(BINARY, [], { stdio: ["pipe", writeEnd, "pipe"] });
  closeSync(writeEnd);
  const pid = child.pid as number;
  const sampler = new TreeSampler(pid).start();
  let stderrBytes = 0;
  child.stderr?.on("data", (chunk: Buffer) => (stderrBytes += chunk.length));
  const stop = { now: false };
  const progress = { written: 0 };
  try {
    const t0 = performance.now();
    const trace: Array<{ s: number; rss_mib: number; calls_written: number }> = [];
    void writeBig(child, 10_000, progress, stop);
    let writtenAllMs: number | null = null;
    for (let s = 1; s <= 60; s++) {
      await Bun.sleep(1_000);
      sampler.sample();
      if (progress.written >= 10_000 && writtenAllMs === null) writtenAllMs = MS(t0);
      if (s % 5 === 0) trace.push({ s, rss_mib: round(sampler.lastRssMiB), calls_written: progress.written });
      if (child.exitCode !== null || child.signalCode !== null) break;
    }
    const alive = child.exitCode === null && child.signalCode === null && treeStats(pid).length > 0;
    return {
      smiles: "C x 90,000 (refused with MOLECULE_TOO_LARGE when served)",
      seconds_watched: round(MS(t0) / 1000),
      calls_handed_to_the_pipe: progress.written,
      all_10000_handed_over_ms: writtenAllMs,
      rss_tree_mib_peak: round(sampler.peakRssMiB),
      rss_tree_peak_breakdown: sampler.peakBreakdown,
      rss_tree_mib_end: round(sampler.lastRssMiB),
      trace,
      server_alive_after_60s: alive,
      exit: alive ? null : { code: child.exitCode, signal: child.signalCode },
      stderr_bytes: stderrBytes,
    };
  } finally {
    stop.now = true;
    sampler.stop();
    child.stdin?.destroy();
    cleanUp(pid, sampler);
    closeSync(readEnd);
    rmSync(fifo, { force: true });
  }
}

// ---------------------------------------------------------------- 5
async function case5(): Promise<unknown> {
  const results: Record<string, unknown> = {};
  for (const signal of ["SIGTERM", "SIGINT", "SIGHUP"] as const) {
    const server = new RpcPipe([BINARY, "--workers", "1"]);
    const sampler = new TreeSampler(server.pid).start();
    try {
      await server.call("warm", "canonical_smiles", { smiles: "C" }, 60_000);
      const ids: string[] = ["slow"];
      server.write(`${toolCall("slow", "find_mcs", { smiles_list: [C60, POLYCYCLE] })}\n`);
      for (let i = 0; i < 39; i++) {
        const id = `c${i}`;
        ids.push(id);
        if (i % 10 === 9)
          server.write(`${JSON.stringify({ jsonrpc: "2.0", id, method: "tools/list", params: { _meta: META } })}\n`);
        else server.write(`${toolCall(id, "canonical_smiles", { smiles: "C".repeat(i + 1) })}\n`);
      }
      await server.send(
        "mark",
        JSON.stringify({ jsonrpc: "2.0", id: "mark", method: "ping", params: { _meta: META } }),
      );
      const inFlight = ids.filter((id) => !server.answers.some((a) => a.id === id)).length;
      const t0 = performance.now();
      server.process.kill(signal);
      const code = await Promise.race([server.exited, Bun.sleep(30_000).then(() => "no exit within 30 s")]);
      await Bun.sleep(200); // the last lines
      const counts = new Map<unknown, number>();
      for (const a of server.answers) counts.set(a.id, (counts.get(a.id) ?? 0) + 1);
      const slow = server.answers.find((a) => a.id === "slow");
      results[signal] = {
        requests: ids.length,
        unanswered_at_signal: inFlight,
        answers_lost: ids.filter((id) => counts.get(id) === undefined).length,
        answered_twice: ids.filter((id) => (counts.get(id) ?? 0) > 1).length,
        slow_call: slow ? outcomeOf(slow) : "lost",
        exit_code: code,
        exit_ms_after_signal: MS(t0),
        worker_processes_left_1s_later: await Bun.sleep(1_000).then(() => survivors(sampler).length),
      };
    } finally {
      sampler.stop();
      cleanUp(server.pid, sampler);
    }
  }
  return results;
}

// ---------------------------------------------------------------- 6 (not in the default set)
/** The server is SIGKILLed while its one worker runs the 13-carbon SMARTS: how long does that worker live on? */
async function case6(): Promise<unknown> {
  const server = new RpcPipe([BINARY, "--workers", "1"]);
  const sampler = new TreeSampler(server.pid).start();
  try {
    await server.call("warm", "canonical_smiles", { smiles: "C" }, 60_000);
    await Bun.sleep(1_000);
    server.write(`${toolCall("h", "smarts_match", THIRTEEN_C)}\n`);
    await Bun.sleep(1_000);
    sampler.sample();
    const workers = [...sampler.descendantsSeen];
    process.kill(server.pid, "SIGKILL");
    const t0 = performance.now();
    const CAP_MS = 60_000;
    const lived: Record<string, number | string> = {};
    const startTicks = new Map(workers.map((pid) => [pid, readStat(pid)?.ticks ?? 0]));
    let cpu = 0;
    while (MS(t0) < CAP_MS && workers.some((pid) => lived[pid] === undefined)) {
      for (const pid of workers) {
        if (lived[pid] !== undefined) continue;
        const stat = readStat(pid);
        if (!stat || stat.state === "Z") lived[pid] = MS(t0);
        else cpu = Math.max(cpu, (stat.ticks - (startTicks.get(pid) ?? 0)) / CLK_TCK);
      }
      await Bun.sleep(100);
    }
    for (const pid of workers) lived[pid] ??= `still running after ${CAP_MS / 1000} s (killed by this script)`;
    return {
      worker_processes: workers.length,
      lived_ms_after_server_sigkill: lived,
      worker_cpu_seconds_after_server_sigkill: round(cpu, 1),
    };
  } finally {
    sampler.stop();
    cleanUp(server.pid, sampler);
  }
}

const CASES: Array<[string, () => Promise<unknown>]> = [
  ["1", case1],
  ["2", case2],
  ["2b", case2b],
  ["3", () => case3(16)],
  ["3b", () => case3(2)],
  ["4a", case4a],
  ["4b", case4b],
  ["5", case5],
  ["6", case6],
];
const report: Record<string, unknown> = {
  command: `bun lab/stress/robustness-cases.ts --binary ${BINARY}${values.out ? ` --out ${values.out}` : ""}${values.cases !== "1,2,2b,3,4a,4b,5" ? ` --cases ${values.cases}` : ""}`,
  binary: BINARY,
  started: new Date().toISOString(),
  loadavg_at_start: loadavg().map((x) => round(x, 2)),
};
for (const [name, run] of CASES) {
  if (!WANTED.has(name)) continue;
  const t0 = performance.now();
  try {
    report[`case_${name}`] = await run();
  } catch (error) {
    report[`case_${name}`] = { error: String(error instanceof Error ? error.stack : error) };
  }
  console.error(`case ${name}: ${round(MS(t0) / 1000)} s  ${JSON.stringify(report[`case_${name}`]).slice(0, 400)}`);
  await Bun.sleep(2_000); // let the machine settle between cases
}
report.loadavg_at_end = loadavg().map((x) => round(x, 2));
console.log(JSON.stringify(report, null, 2));
if (values.out) writeFileSync(values.out, `${JSON.stringify(report, null, 2)}\n`);
process.exit(0);
