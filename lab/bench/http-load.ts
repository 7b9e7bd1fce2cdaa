#!/usr/bin/env bun
/**
 * Load test of the Streamable HTTP transport, from a second process, on
 * loopback only, bounded in clients and time:
 *
 *   bun lab/bench/http-load.ts [--clients 16] [--seconds 10] [--slow 300] [--out validation/reports/http-load.md]
 *
 * Starts `chematic-mcp --transport streamable-http --port 0` as a child (the
 * built binary when CHEMATIC_BINARY is set), then runs two phases of
 * `--seconds` each: N clients calling canonical_smiles and calc_properties in
 * a loop (one request in flight per client), first alone, then while `--slow`
 * slow clients hold connections open (two thirds trickling their headers a
 * byte at a time, one third stalling after a partial body). Records errors,
 * requests/s and latency percentiles, and writes the report.
 */
import { writeFileSync } from "node:fs";
import net from "node:net";
import { cpus, loadavg } from "node:os";
import { join, relative } from "node:path";
import { parseArgs } from "node:util";
import { startHttpServer } from "../../harness/http-server.ts";
import { REPO } from "../../harness/stdio-client.ts";

const { values } = parseArgs({
  options: {
    clients: { type: "string", default: "16" },
    seconds: { type: "string", default: "10" },
    slow: { type: "string", default: "300" },
    out: { type: "string", default: join(REPO, "validation", "reports", "http-load.md") },
  },
});
const CLIENTS = Math.min(64, Math.max(1, Number(values.clients)));
const SECONDS = Math.min(60, Math.max(1, Number(values.seconds)));
const SLOW = Math.min(2000, Math.max(0, Number(values.slow)));

const MOLECULES = [
  "CC(=O)Oc1ccccc1C(=O)O", // aspirin
  "CN1C=NC2=C1C(=O)N(C(=O)N2C)C", // caffeine
  "CC(C)Cc1ccc(cc1)C(C)C(=O)O", // ibuprofen
  "CN1CCC[C@H]1c1cccnc1", // nicotine
  "O=C(O)c1ccccc1O", // salicylic acid
  "CC(=O)Nc1ccc(O)cc1", // paracetamol
  "C1=CC=C(C=C1)C2=CC=CC=C2", // biphenyl
  "OC[C@H]1OC(O)[C@H](O)[C@@H](O)[C@@H]1O", // glucose
];
const TOOLS = ["canonical_smiles", "calc_properties"] as const;
const META = {
  "io.modelcontextprotocol/protocolVersion": "2026-07-28",
  "io.modelcontextprotocol/clientCapabilities": {},
  "io.modelcontextprotocol/clientInfo": { name: "http-load", version: "1" },
};

interface Sample {
  tool: string;
  ms: number;
  ok: boolean;
  detail?: string;
}

async function callOnce(url: string, tool: string, smiles: string, id: number): Promise<Sample> {
  const body = JSON.stringify({
    jsonrpc: "2.0",
    id,
    method: "tools/call",
    params: { name: tool, arguments: { smiles }, _meta: META },
  });
  const started = performance.now();
  try {
    const response = await fetch(url, {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        Accept: "application/json",
        "MCP-Protocol-Version": "2026-07-28",
        "Mcp-Method": "tools/call",
        "Mcp-Name": tool,
      },
      body,
    });
    const text = await response.text();
    const ms = performance.now() - started;
    const parsed = JSON.parse(text) as { id?: unknown; result?: { isError?: boolean; structuredContent?: unknown } };
    const ok =
      response.status === 200 &&
      parsed.id === id &&
      parsed.result !== undefined &&
      parsed.result.isError !== true &&
      parsed.result.structuredContent !== undefined;
    return ok ? { tool, ms, ok } : { tool, ms, ok, detail: `HTTP ${response.status}: ${text.slice(0, 200)}` };
  } catch (error) {
    return { tool, ms: performance.now() - started, ok: false, detail: String(error) };
  }
}

async function phase(url: string, seconds: number): Promise<{ samples: Sample[]; wallSeconds: number }> {
  const samples: Sample[] = [];
  const started = performance.now();
  const deadline = started + seconds * 1000;
  let next = 0;
  await Promise.all(
    Array.from({ length: CLIENTS }, async (_, client) => {
      let i = client;
      while (performance.now() < deadline) {
        const tool = TOOLS[i % TOOLS.length] as string;
        const smiles = MOLECULES[(i * 7 + client) % MOLECULES.length] as string;
        samples.push(await callOnce(url, tool, smiles, next++));
        i++;
      }
    }),
  );
  return { samples, wallSeconds: (performance.now() - started) / 1000 };
}

/** Slow clients: connections that trickle a header byte at a time, or stop after part of the body. */
function openSlowClients(port: number, count: number): { stop(): void; closedEarly(): number } {
  const sockets: net.Socket[] = [];
  let closedEarly = 0;
  let stopped = false;
  for (let i = 0; i < count; i++) {
    const socket = net.connect(port, "127.0.0.1");
    socket.on("error", () => {});
    socket.on("close", () => {
      if (!stopped) closedEarly++;
    });
    const host = `Host: 127.0.0.1:${port}\r\n`;
    socket.on("connect", async () => {
      if (i % 3 === 2) {
        socket.write(
          `POST /mcp HTTP/1.1\r\n${host}Content-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"jsonrpc":"2.0",`,
        );
        return;
      }
      socket.write(`POST /mcp HTTP/1.1\r\n${host}`);
      for (const c of `X-Slow-${i}: ${"s".repeat(2000)}`) {
        if (socket.destroyed || stopped) return;
        socket.write(c);
        await Bun.sleep(250);
      }
    });
    sockets.push(socket);
  }
  return {
    stop() {
      stopped = true;
      for (const socket of sockets) socket.destroy();
    },
    closedEarly: () => closedEarly,
  };
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number;
}

function summarize(label: string, result: { samples: Sample[]; wallSeconds: number }): string[] {
  const rows: string[] = [];
  for (const tool of ["all", ...TOOLS]) {
    const picked = result.samples.filter((s) => tool === "all" || s.tool === tool);
    const ms = picked.map((s) => s.ms).sort((a, b) => a - b);
    const errors = picked.filter((s) => !s.ok).length;
    rows.push(
      `| ${label} | ${tool} | ${picked.length} | ${errors} | ${(picked.length / result.wallSeconds).toFixed(0)} | ${percentile(ms, 50).toFixed(1)} | ${percentile(ms, 90).toFixed(1)} | ${percentile(ms, 99).toFixed(1)} | ${(ms.at(-1) ?? Number.NaN).toFixed(1)} |`,
    );
  }
  return rows;
}

const loadBefore = loadavg();
const server = await startHttpServer();
let quiet: { samples: Sample[]; wallSeconds: number };
let underSlow: { samples: Sample[]; wallSeconds: number };
let slowClosedEarly = 0;
try {
  // Warm-up (RDKit load, JIT) outside the measurement.
  for (let i = 0; i < 20; i++)
    await callOnce(server.url, TOOLS[i % 2] as string, MOLECULES[i % MOLECULES.length] as string, -1 - i);
  console.log(`phase 1: ${CLIENTS} clients for ${SECONDS} s`);
  quiet = await phase(server.url, SECONDS);
  console.log(`phase 2: ${CLIENTS} clients for ${SECONDS} s with ${SLOW} slow clients holding connections`);
  const slow = openSlowClients(server.port, SLOW);
  await Bun.sleep(500);
  try {
    underSlow = await phase(server.url, SECONDS);
  } finally {
    slowClosedEarly = slow.closedEarly();
    slow.stop();
  }
} finally {
  const code = await server.stop();
  if (code !== 0) console.error(`server exited with ${code}`);
}
const loadAfter = loadavg();

const errors = [...quiet.samples, ...underSlow.samples].filter((s) => !s.ok);
const command = `bun lab/bench/http-load.ts --clients ${CLIENTS} --seconds ${SECONDS} --slow ${SLOW}${process.env.CHEMATIC_BINARY ? " (CHEMATIC_BINARY set: the built binary)" : ""}`;
const report = [
  "# Streamable HTTP load test",
  "",
  `Command: \`${command}\` (script: lab/bench/http-load.ts). Server: \`chematic-mcp --transport streamable-http --port 0\``,
  `(${process.env.CHEMATIC_BINARY ? "the built binary" : "the sources under Bun"} ${Bun.version}, default --max-concurrency 16), started by the script as a`,
  "child process; the clients run in the script's own process and talk to it over 127.0.0.1 only (Bun fetch, keep-alive).",
  "",
  `Machine: ${cpus().length} cores (${cpus()[0]?.model ?? "unknown CPU"}) (load average`,
  `${loadBefore.map((x) => x.toFixed(2)).join(" / ")} before, ${loadAfter.map((x) => x.toFixed(2)).join(" / ")} after).`,
  "The load generator runs on the same cores and takes about one of them. Tool calls run on the server's worker pool",
  "(default: one worker per core), so the server has the other core's worth of chemistry, whatever the client count.",
  "",
  `Each phase: ${CLIENTS} clients for ${SECONDS} s, each with one request in flight at a time, alternating`,
  `canonical_smiles and calc_properties over ${MOLECULES.length} drug-like molecules (after 20 warm-up calls). An error is`,
  "anything but HTTP 200 with a result for the same id, not isError, with structuredContent.",
  `Phase 2 repeats phase 1 while ${SLOW} slow clients hold connections open: ${SLOW - Math.floor(SLOW / 3)} trickle their headers one byte`,
  `every 250 ms and ${Math.floor(SLOW / 3)} send the head and part of a 1000-byte body, then nothing.`,
  "",
  "| phase | tool | requests | errors | requests/s | p50 ms | p90 ms | p99 ms | max ms |",
  "|---|---|---|---|---|---|---|---|---|",
  ...summarize("1: clients only", quiet),
  ...summarize(`2: with ${SLOW} slow clients`, underSlow),
  "",
  `Errors: ${errors.length}${errors.length > 0 ? ` (first: ${errors[0]?.detail})` : ""}. Slow-client connections the server closed during phase 2: ${slowClosedEarly} of ${SLOW}`,
  "(Bun closes a connection whose head is incomplete after about 10 s; a stalled body gets 408 after 30 s, so in a",
  `${SECONDS} s phase the header tricklers are cut off and the stalled bodies are still waiting).`,
  "",
].join("\n");
writeFileSync(values.out as string, report);
console.log(report);
console.log(`written to ${relative(REPO, values.out as string)}`);
process.exit(errors.length === 0 ? 0 : 1);
