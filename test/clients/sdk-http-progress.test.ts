/**
 * Progress over Streamable HTTP with the official TypeScript SDK clients (protocol.md: a tools/call with a progress
 * token and an Accept naming text/event-stream is answered as Server-Sent Events). Each client's StreamableHTTPClientTransport
 * sends that Accept; an `onprogress` callback makes it send a token. A library tool fingerprinting a 2,000-row file
 * (reports at 0, 1,000 and 2,000 rows: src/chem/library/parallel.ts) is the tool that reports. Each test reads its
 * own file, so the library worker's cache never answers one without fingerprinting. The Python SDK has no harness in
 * this repository (no `mcp` package installed), so only the TypeScript clients are run.
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Client as ClientV1 } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport as HttpV1 } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { Client, StreamableHTTPClientTransport, type ClientOptions } from "@modelcontextprotocol/client";
import { readJson } from "../../harness/golden.ts";
import { startHttpServer, type HttpServerProcess } from "../../harness/http-server.ts";
import { STOP_MS, childPids, waitForStopped } from "../../harness/processes.ts";

const ROWS = 2_000;
const BIG_ROWS = 40_000;
let dir: string;
let server: HttpServerProcess;
let rows: string[];

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "chematic-sdk-progress-"));
  const chembl = readJson<{ smiles: string[] }>("library-chembl.json");
  rows = Array.from({ length: BIG_ROWS }, (_, i) => `${chembl.smiles[i % chembl.smiles.length]} M${i}\n`);
  for (const name of ["v1", "v2-legacy", "v2-modern"])
    writeFileSync(join(dir, `${name}.smi`), rows.slice(0, ROWS).join(""));
  writeFileSync(join(dir, "big.smi"), rows.join(""));
  server = await startHttpServer(["--data-dir", dir]);
});

afterAll(async () => {
  await server?.stop();
  rmSync(dir, { recursive: true, force: true });
});

interface Progress {
  progress: number;
  total?: number;
  message?: string;
}
type Library = { structuredContent?: { library?: { molecules: number; cached: boolean } } };

const searchArgs = (file: string) => ({ file, query_smiles_list: ["CCO"], top_k: 1 });

/** What every client must get: progress reports before the answer, the last at the total, and the answer. */
function expectProgressThenAnswer(progress: Progress[], result: Library): void {
  expect(progress.length).toBeGreaterThanOrEqual(2);
  expect(progress.at(-1)).toEqual({ progress: ROWS, total: ROWS, message: "fingerprinting" });
  expect(progress.every((p) => p.total === ROWS && p.message === "fingerprinting")).toBe(true);
  expect(result.structuredContent?.library).toMatchObject({ molecules: ROWS, cached: false });
}

async function connectV2(options?: ClientOptions): Promise<Client> {
  const client = new Client({ name: "sdk-http-progress", version: "2.0.0" }, options);
  await client.connect(new StreamableHTTPClientTransport(new URL(server.url)));
  return client;
}

describe("progress over Streamable HTTP, official SDK clients", () => {
  test("@modelcontextprotocol/sdk 1.x (initialize, 2025-11-25): onprogress receives the reports, then the answer", async () => {
    const client = new ClientV1({ name: "sdk-v1-progress", version: "1.0.0" });
    await client.connect(new HttpV1(new URL(server.url)));
    try {
      const progress: Progress[] = [];
      const result = (await client.callTool({ name: "similarity_search", arguments: searchArgs("v1.smi") }, undefined, {
        onprogress: (p) => void progress.push(p),
      })) as Library;
      expectProgressThenAnswer(progress, result);
    } finally {
      await client.close();
    }
  });

  test("@modelcontextprotocol/client 2.x, default mode (legacy initialize): the same", async () => {
    const client = await connectV2();
    try {
      expect(client.getProtocolEra()).toBe("legacy");
      const progress: Progress[] = [];
      const result = (await client.callTool(
        { name: "similarity_search", arguments: searchArgs("v2-legacy.smi") },
        { onprogress: (p) => void progress.push(p) },
      )) as Library;
      expectProgressThenAnswer(progress, result);
    } finally {
      await client.close();
    }
  });

  test("@modelcontextprotocol/client 2.x pinned to 2026-07-28: the same", async () => {
    const client = await connectV2({ versionNegotiation: { mode: { pin: "2026-07-28" } } });
    try {
      expect(client.getProtocolEra()).toBe("modern");
      const progress: Progress[] = [];
      const result = (await client.callTool(
        { name: "similarity_search", arguments: searchArgs("v2-modern.smi") },
        { onprogress: (p) => void progress.push(p) },
      )) as Library;
      expectProgressThenAnswer(progress, result);
    } finally {
      await client.close();
    }
  });

  test.skipIf(process.platform !== "linux")(
    "2.x on 2026-07-28 cancels by closing the call's stream: the library worker is killed, the next call is served",
    async () => {
      const client = await connectV2({ versionNegotiation: { mode: { pin: "2026-07-28" } } });
      try {
        const abort = new AbortController();
        let running: number[] = [];
        const call = client.callTool(
          { name: "similarity_search", arguments: searchArgs("big.smi") },
          {
            signal: abort.signal,
            // The first report: the worker is fingerprinting 40,000 rows; the processes running now include it.
            onprogress: () => {
              if (abort.signal.aborted) return;
              running = childPids(server.process.pid);
              abort.abort("the user stopped it");
            },
          },
        );
        await expect(call).rejects.toThrow();
        // Of the server's workers (the pool, its spare, the library worker) exactly one stops: the library worker.
        expect(running.length).toBeGreaterThanOrEqual(1);
        expect(await waitForStopped(running, 1, STOP_MS)).toHaveLength(1);
        // The library lane is free: a library call is answered, by a fresh worker (its cache went with the old one).
        const next = (await client.callTool({
          name: "similarity_search",
          arguments: searchArgs("v1.smi"),
        })) as Library;
        expect(next.structuredContent?.library).toMatchObject({ molecules: ROWS, cached: false });
      } finally {
        await client.close();
      }
    },
  );
});
