/**
 * Streamable HTTP: the real command, chematic-mcp --transport streamable-http, as a child process.
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import net from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startFakePubChem, type FakePubChem } from "../../harness/fake-pubchem.ts";
import { readJson } from "../../harness/golden.ts";
import { startHttpServer, type HttpServerProcess } from "../../harness/http-server.ts";
import { STOP_MS, childPids, waitForStopped } from "../../harness/processes.ts";
import { ANSWERS_NOT_LIMITS, StdioServer, modern, serverCommand } from "../../harness/stdio-client.ts";
import {
  C60,
  call,
  callWithToken,
  expectEventStream,
  listTools,
  mcpHeaders,
  outcome,
  POLYCYCLE,
  port,
  post,
  postStream,
  progressOf,
  request,
  type RpcBody,
  setPort,
  useSharedHttpServer,
} from "../../harness/http-fixtures.ts";

useSharedHttpServer();

// ---------------------------------------------------------------- the real command

describe("chematic-mcp --transport streamable-http (child process)", () => {
  let pubchem: FakePubChem;
  beforeAll(async () => {
    pubchem = await startFakePubChem();
  });
  afterAll(() => pubchem.stop());

  test("prints its address, answers like stdio byte for byte, takes a 20 KiB header, stops on SIGTERM with exit 0", async () => {
    const env = { CHEMATIC_PUBCHEM_URL: pubchem.url };
    // The same generous tool limit for both: name_to_smiles' first call loads RDKit on the server's main thread
    // within the call's time (more than the default 10 s at load 20; both answered a timeout then).
    const server = await startHttpServer([...ANSWERS_NOT_LIMITS], env);
    const stdio = new StdioServer([...ANSWERS_NOT_LIMITS], env);
    try {
      expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/mcp$/);
      const messages = [
        { jsonrpc: "2.0", id: 1, method: "server/discover", params: modern() },
        listTools(2),
        call(3, "canonical_smiles", { smiles: "OCC" }),
        call(4, "name_to_smiles", { name: "aspirin" }),
        call(5, "canonical_smiles", { smiles: "c1cccc1" }),
        call(6, "canonical_smiles", { smiles: 7 }),
        { jsonrpc: "2.0", id: 7, method: "ping", params: modern() },
      ];
      for (const message of messages) {
        const response = await fetch(server.url, {
          method: "POST",
          headers: { "Content-Type": "application/json", ...mcpHeaders(message) },
          body: JSON.stringify(message),
        });
        const body = await response.text();
        await stdio.request(message as { id: number; method: string; params?: unknown });
        expect(body).toBe(stdio.rawLines.at(-1) as string);
        expect(response.headers.get("cache-control")).toBe("no-store");
      }
      const wide = await fetch(server.url, {
        method: "POST",
        headers: { "Content-Type": "application/json", ...mcpHeaders(listTools()), "X-Pad": "p".repeat(20_000) },
        body: JSON.stringify(listTools()),
      });
      expect(wide.status).toBe(200);
      const tooWide = await fetch(server.url, {
        method: "POST",
        headers: { "Content-Type": "application/json", ...mcpHeaders(listTools()), "X-Pad": "p".repeat(33_000) },
        body: JSON.stringify(listTools()),
      });
      expect(tooWide.status).toBe(431);
      expect(tooWide.headers.get("x-content-type-options")).toBe("nosniff");
    } finally {
      await stdio.close();
      expect(await server.stop()).toBe(0);
    }
    expect(server.stderr()).toContain("chematic-mcp: SIGTERM: stopping");
  });

  test("SIGINT during a slow request: the request is answered, then exit 0", async () => {
    // A first lookup's call also loads RDKit on the server's main thread (seconds at load 20: it answered
    // PUBCHEM_LOOKUP_FAILED at the default 10 s when two suites ran at once). A generous tool limit, and one lookup
    // first, so the one the signal meets is the stand-in's 1.5 s and fits HTTP's fixed 10 s wait for calls in flight.
    const server = await startHttpServer([...ANSWERS_NOT_LIMITS], { CHEMATIC_PUBCHEM_URL: pubchem.url });
    const warm = call(0, "name_to_smiles", { name: "aspirin" });
    const warmed = await fetch(server.url, {
      method: "POST",
      headers: { "Content-Type": "application/json", ...mcpHeaders(warm) },
      body: JSON.stringify(warm),
    });
    expect(((await warmed.json()) as RpcBody).result?.structuredContent).toMatchObject({ cid: 2244 });
    const message = call(1, "name_to_smiles", { name: "slow" });
    const pending = fetch(server.url, {
      method: "POST",
      headers: { "Content-Type": "application/json", ...mcpHeaders(message) },
      body: JSON.stringify(message),
    });
    await Bun.sleep(400);
    server.process.kill("SIGINT");
    const response = await pending;
    expect(response.status).toBe(200);
    expect(((await response.json()) as RpcBody).result?.structuredContent).toMatchObject({ smiles: "CCO" });
    expect(await server.process.exited).toBe(0);
  });

  test("a non-loopback --bind without --allow-non-loopback exits 2 with a usage message", async () => {
    for (const bind of ["0.0.0.0", "::", "192.0.2.1", "example.org"]) {
      const proc = Bun.spawn(serverCommand(["--transport", "streamable-http", "--bind", bind, "--port", "0"]), {
        stdin: "ignore",
        stdout: "pipe",
        stderr: "pipe",
      });
      const [code, stdout, stderr] = await Promise.all([
        proc.exited,
        new Response(proc.stdout).text(),
        new Response(proc.stderr).text(),
      ]);
      expect({ bind, code, stdout }).toEqual({ bind, code: 2, stdout: "" });
      expect(stderr).toStartWith(`chematic-mcp: --bind ${bind} is not a loopback address`);
      expect(stderr).toContain("Usage: chematic-mcp");
    }
  });

  test("a second server on a port in use exits 3 naming the address and port; the first keeps serving", async () => {
    const first = await startHttpServer();
    try {
      const proc = Bun.spawn(serverCommand(["--transport", "streamable-http", "--port", String(first.port)]), {
        stdin: "ignore",
        stdout: "pipe",
        stderr: "pipe",
      });
      // A server that shares the port would run on: stop it so that the test fails on the exit code, not its time limit.
      // (A generous bound: a correct server reaches the failed listen within a few seconds even on a loaded machine.)
      const stopIfServing = setTimeout(() => proc.kill(), 40_000);
      const [code, stdout, stderr] = await Promise.all([
        proc.exited,
        new Response(proc.stdout).text(),
        new Response(proc.stderr).text(),
      ]);
      clearTimeout(stopIfServing);
      expect({ code, stdout }).toEqual({ code: 3, stdout: "" });
      expect(stderr).toContain(
        `chematic-mcp: port in use: another process is already listening on 127.0.0.1 port ${first.port}`,
      );
      expect(stderr).not.toContain("listening on http://");
      // Not shared (SO_REUSEPORT would spread connections over both): every request reaches the first server.
      const message = listTools(1);
      const response = await fetch(first.url, {
        method: "POST",
        headers: { "Content-Type": "application/json", ...mcpHeaders(message) },
        body: JSON.stringify(message),
      });
      expect(response.status).toBe(200);
    } finally {
      expect(await first.stop()).toBe(0);
    }
  });

  test.skipIf(process.platform !== "linux")(
    "clients that hang up stop their calls: the workers are killed and the next client is served",
    async () => {
      const server = await startHttpServer(["--workers", "2", "--max-concurrency", "16"]);
      const previous = port();
      setPort(server.port);
      const sockets: net.Socket[] = [];
      try {
        expect(outcome(await post(call(1, "canonical_smiles", { smiles: "C" })))).toMatchObject({ status: 200 }); // workers up
        await Bun.sleep(1_000); // the second worker and the spare start (not needed for what is asserted)
        const before = childPids(server.process.pid);
        // Eight slow calls (each would run into RDKit's own 5 s MCS limit), from clients that then hang up.
        const slow = JSON.stringify(call(2, "find_mcs", { smiles_list: [C60, POLYCYCLE] }));
        for (let i = 0; i < 8; i++) {
          const socket = net.connect(server.port, "127.0.0.1");
          socket.on("error", () => {});
          socket.on("connect", () =>
            socket.write(request(slow, { message: JSON.parse(slow), headers: { "User-Agent": `hostile-${i}` } })),
          );
          sockets.push(socket);
        }
        await Bun.sleep(400); // two of them running, six waiting for a worker
        for (const socket of sockets) socket.destroy();
        // Every worker that was running one of them is killed (one or two, depending on how many had started).
        const killed = await waitForStopped(before, 1, STOP_MS);
        expect(killed.length).toBeGreaterThanOrEqual(1);
        const next = await post(call(3, "canonical_smiles", { smiles: "OCC" }));
        expect(outcome(next)).toEqual({ status: 200, code: undefined, id: 3 });
        expect(next.body).toContain('"canonical":"CCO"');
      } finally {
        for (const socket of sockets) socket.destroy();
        setPort(previous);
        await server.stop();
      }
    },
    600_000,
  );
});

describe.skipIf(process.platform !== "linux")("event streams through the real server (worker processes)", () => {
  let dir: string;
  let server: HttpServerProcess | undefined;
  const LIBRARY_ROWS = 40_000;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), "chematic-sse-"));
    const chembl = readJson<{ smiles: string[] }>("library-chembl.json");
    // 40,000 rows (ChEMBL molecules repeated): fingerprinting them takes far longer than a hang-up after the first report.
    const rows = Array.from({ length: LIBRARY_ROWS }, (_, i) => `${chembl.smiles[i % chembl.smiles.length]} M${i}\n`);
    writeFileSync(join(dir, "big.smi"), rows.join(""));
    writeFileSync(join(dir, "small.smi"), rows.slice(0, 10).join(""));
    server = await startHttpServer(["--workers", "1", "--tool-timeout-ms", "2000", "--data-dir", dir]);
  });
  afterAll(async () => {
    await server?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  test("closing the stream of a library call kills the library worker; the next library call is served by a fresh one", async () => {
    const live = server as HttpServerProcess;
    const previous = port();
    setPort(live.port);
    try {
      expect(outcome(await post(call("warm", "canonical_smiles", { smiles: "C" })))).toMatchObject({ status: 200 });
      const before = childPids(live.process.pid);
      const big = callWithToken(
        "big",
        "similarity_search",
        { file: "big.smi", query_smiles_list: ["CCO"], top_k: 1 },
        "lib",
      );
      // The processes running while the stream is open (the library worker, started by this call, among them), read
      // just before the hang-up: after it the worker may already be gone.
      let running: number[] = [];
      const cut = await postStream(
        big,
        {},
        {
          hangUpWhen: (events) => {
            if (events.length === 0) return false;
            running = childPids(live.process.pid);
            return true;
          },
        },
      );
      expect(cut.complete).toBe(false);
      expect(cut.events[0]?.message.params).toMatchObject({ progressToken: "lib", total: LIBRARY_ROWS });
      // The library worker is killed, not left fingerprinting the other 40,000 rows (no other process stops).
      const started = running.filter((pid) => !before.includes(pid));
      expect(started.length).toBeGreaterThanOrEqual(1);
      expect(await waitForStopped(started, 1, STOP_MS)).toHaveLength(1);
      // The library lane is free: the next library call is answered (by a fresh worker, so nothing is cached).
      const small = callWithToken(
        "small",
        "similarity_search",
        { file: "small.smi", query_smiles_list: ["CCO"], top_k: 1 },
        2,
      );
      const answered = await postStream(small);
      expectEventStream(answered);
      expect(answered.complete).toBe(true);
      const library = (answered.events.at(-1)?.message.result?.structuredContent as { library?: unknown } | undefined)
        ?.library;
      expect(library).toMatchObject({ molecules: 10, cached: false });
      expect(progressOf(answered, 2)[0]).toMatchObject({ total: 10, message: "fingerprinting" });
    } finally {
      setPort(previous);
    }
  });

  test("a chemistry call past its time limit (2 s here) answers TIMEOUT as its stream's event", async () => {
    const live = server as HttpServerProcess;
    const previous = port();
    setPort(live.port);
    try {
      // 13! orderings of 13 disconnected query atoms: minutes of matching inside WebAssembly (hostile.test.ts).
      const slow = callWithToken(
        "slow",
        "smarts_match",
        { smarts: Array(13).fill("C").join("."), smiles: "C".repeat(13) },
        "t",
      );
      const streamed = await postStream(slow);
      expectEventStream(streamed);
      expect(streamed.complete).toBe(true);
      expect(streamed.events).toHaveLength(1);
      const content = streamed.events[0]?.message.result?.structuredContent as
        | { error?: Record<string, unknown> }
        | undefined;
      const error = content?.error;
      expect(error?.code).toBe("TIMEOUT");
      expect(error?.details).toMatchObject({ timeoutMs: 2000 });
    } finally {
      setPort(previous);
    }
  });
});
