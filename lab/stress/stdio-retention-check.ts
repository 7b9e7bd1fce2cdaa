/**
 * Does the stdio transport keep what it has read? Feeds serveStdio (src/transport/stdio.ts, in process)
 * N pings of ~100 kB each and, while the input is still open, runs a full garbage collection and
 * reports the JavaScript heap: once with a stop signal (how src/main.ts always runs stdio: signals
 * stop it) and once without.
 *
 *   bun lab/stress/stdio-retention-check.ts [--lines 3000]
 *
 * What it showed at 9058a44: with the stop signal, ~290 MiB of heap stays reachable after 3,000 lines
 * (about everything read); without it, ~1 MiB. readUntilStopped races every `reader.read()` against
 * one long-lived "stopped" promise, and each race leaves a reaction on that promise that holds the
 * chunk it read until the promise settles (validation/reports/robustness-report.md, Known limits).
 */
import { heapStats } from "bun:jsc";
import { parseArgs } from "node:util";
import { McpServer } from "../../src/server/server.ts";
import { serveStdio } from "../../src/transport/stdio.ts";

const { values } = parseArgs({ options: { lines: { type: "string", default: "3000" } } });
const LINES = Number(values.lines);

async function run(
  withStop: boolean,
): Promise<{ heap_mib_while_reading: number; rss_mib_while_reading: number; heap_mib_after_end: number }> {
  const server = new McpServer([], { name: "retention-check", version: "0" });
  const encoder = new TextEncoder();
  const pad = "a".repeat(100_000);
  let sent = 0;
  let whileReading = { heap: 0, rss: 0 };
  const input = new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        if (sent === LINES) {
          await Bun.sleep(100); // every line answered
          Bun.gc(true);
          whileReading = { heap: heapStats().heapSize / 2 ** 20, rss: process.memoryUsage().rss / 2 ** 20 };
          controller.close();
          return;
        }
        controller.enqueue(
          encoder.encode(`${JSON.stringify({ jsonrpc: "2.0", id: sent++, method: "ping", params: { pad } })}\n`),
        );
      },
    },
    { highWaterMark: 0 },
  );
  const stop = new AbortController();
  await serveStdio(server, { input, writeLine: async () => {} }, withStop ? { stop: stop.signal, graceMs: 1_000 } : {});
  Bun.gc(true);
  return {
    heap_mib_while_reading: Math.round(whileReading.heap),
    rss_mib_while_reading: Math.round(whileReading.rss),
    heap_mib_after_end: Math.round(heapStats().heapSize / 2 ** 20),
  };
}

const withoutStop = await run(false);
const withStop = await run(true);
console.log(
  JSON.stringify(
    {
      command: `bun lab/stress/stdio-retention-check.ts --lines ${LINES}`,
      lines: LINES,
      megabytes_read: +((LINES * 100_060) / 1e6).toFixed(0),
      without_stop_signal: withoutStop,
      with_stop_signal: withStop,
    },
    null,
    2,
  ),
);
