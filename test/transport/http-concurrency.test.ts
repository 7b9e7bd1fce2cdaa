/**
 * Streamable HTTP: the concurrency limit (503), slow clients, clients that hang up, and shutdown.
 */
import { describe, expect, test } from "bun:test";
import net from "node:net";
import { McpServer } from "../../src/server/server.ts";
import { withShutdownGrace } from "../../src/server/shutdown-grace.ts";
import { inProcessExecutor } from "../../src/server/tool-executor.ts";
import { tools } from "../../src/tools/registry.ts";
import { serveHttp } from "../../src/transport/http.ts";
import { SERVER_NAME, SERVER_VERSION } from "../../src/version.ts";
import { modern } from "../../harness/stdio-client.ts";
import {
  call,
  http,
  mcp,
  outcome,
  port,
  post,
  rawHttp,
  type RawResponse,
  request,
  rpc,
  setPort,
  testTools,
  useSharedHttpServer,
} from "../../harness/http-fixtures.ts";

useSharedHttpServer();

// ---------------------------------------------------------------- concurrency, slow clients, shutdown

describe("concurrency, slow clients, shutdown", () => {
  test("at the concurrency limit (2 here) the next request is 503 with Retry-After: 1", async () => {
    // Three clients (one slot each would be their share): the limit is what refuses the third.
    const as = (agent: string) => ({ "User-Agent": agent });
    const results = await Promise.all([
      // 3 s calls: still running when the third request comes 150 ms later, however loaded the machine.
      post(call(80, "test_sleep", { ms: 3_000 }), as("client-a")),
      post(call(81, "test_sleep", { ms: 3_000 }), as("client-b")),
      Bun.sleep(150).then(() => post(call(82, "test_sleep", { ms: 10 }), as("client-c"))),
    ]);
    expect(results.map((r) => r.status)).toEqual([200, 200, 503]);
    const busy = results[2] as RawResponse;
    expect(outcome(busy)).toEqual({ status: 503, code: -32000, id: 82 });
    expect(busy.headers.get("retry-after")).toBe("1");
    expect(http().inFlight()).toBe(0);
    expect((await post(call(83, "test_sleep", { ms: 1 }))).status).toBe(200);
  });

  test("one client holds at most half the slots (1 of 2 here): its second request is 503, another client's is served", async () => {
    const as = (agent: string) => ({ "User-Agent": agent });
    const results = await Promise.all([
      post(call(84, "test_sleep", { ms: 3_000 }), as("greedy")),
      Bun.sleep(150).then(() => post(call(85, "test_sleep", { ms: 10 }), as("greedy"))),
      Bun.sleep(150).then(() => post(call(86, "test_sleep", { ms: 10 }), as("polite"))),
    ]);
    expect(results.map((r) => r.status)).toEqual([200, 503, 200]);
    expect((results[1] as RawResponse).body).toContain(
      "this client already has 1 requests in flight (at most 1 per client)",
    );
    expect((results[1] as RawResponse).headers.get("retry-after")).toBe("1");
    // The modern clientInfo name tells clients apart too (same address, same User-Agent).
    const named = (name: string, id: number, ms: number) => {
      const params = modern({ name: "test_sleep", arguments: { ms } });
      params._meta = {
        ...(params._meta as Record<string, unknown>),
        "io.modelcontextprotocol/clientInfo": { name, version: "1" },
      };
      return post({ jsonrpc: "2.0", id, method: "tools/call", params }, as("same-agent"));
    };
    const byName = await Promise.all([
      named("agent-one", 87, 3_000),
      Bun.sleep(150).then(() => named("agent-two", 88, 10)),
    ]);
    expect(byName.map((r) => r.status)).toEqual([200, 200]);
  });

  test("slow clients (trickled headers, stalled bodies) neither starve others nor take concurrency slots", async () => {
    const sockets: net.Socket[] = [];
    const open = (first: string, trickle?: string) => {
      const socket = net.connect(port(), "127.0.0.1");
      socket.on("error", () => {});
      socket.on("connect", async () => {
        socket.write(first);
        for (const c of trickle ?? "") {
          if (socket.destroyed) return;
          socket.write(c);
          await Bun.sleep(100);
        }
      });
      sockets.push(socket);
    };
    try {
      for (let i = 0; i < 60; i++)
        open(`POST /mcp HTTP/1.1\r\nHost: 127.0.0.1:${port()}\r\n`, `X-Slow-${i}: ${"s".repeat(40)}\r\n`);
      for (let i = 0; i < 20; i++)
        open(
          `POST /mcp HTTP/1.1\r\nHost: 127.0.0.1:${port()}\r\nContent-Type: application/json\r\nContent-Length: 500\r\n\r\n{"jsonrpc":`,
        );
      await Bun.sleep(300);
      // 20 stalled bodies and 60 trickling heads, yet both slots are free for real work (a held slot would make one of these 503).
      const answers = await Promise.all([
        post(call(90, "canonical_smiles", { smiles: "OCC" })),
        post(call(91, "canonical_smiles", { smiles: "CCN" })),
      ]);
      expect(answers.map((r) => r.status)).toEqual([200, 200]);
      expect(http().inFlight()).toBe(0);
    } finally {
      for (const socket of sockets) socket.destroy();
    }
  });

  test("stop() lets a request in flight finish, then closes", async () => {
    const own = serveHttp(mcp, { bind: "127.0.0.1", port: 0, allowedOrigins: [], maxConcurrency: 4 });
    const previous = port();
    setPort(own.port);
    try {
      const pending = post(call(95, "test_sleep", { ms: 3_000 }));
      // In flight before stop(), however long a loaded machine takes to deliver it (a fixed 100 ms was not enough).
      for (const until = Date.now() + 60_000; own.inFlight() === 0 && Date.now() < until; ) await Bun.sleep(10);
      expect(own.inFlight()).toBe(1);
      const stopped = own.stop();
      const response = await pending;
      expect(outcome(response)).toEqual({ status: 200, code: undefined, id: 95 });
      await stopped;
      const refused = await rawHttp(request("{}"), { timeoutMs: 1_000 });
      expect(refused.status).toBe(0);
    } finally {
      setPort(previous);
    }
  });
  test("a call still running when stop()'s grace period ends answers TIMEOUT, as on stdio, not a connection reset", async () => {
    // The executor main.ts gives both transports: past the grace period a running call answers TIMEOUT.
    const graced = new McpServer(
      [...tools, ...testTools],
      { name: SERVER_NAME, version: SERVER_VERSION },
      withShutdownGrace(inProcessExecutor),
    );
    const own = serveHttp(graced, {
      bind: "127.0.0.1",
      port: 0,
      allowedOrigins: [],
      maxConcurrency: 4,
      shutdownGraceMs: 300,
    });
    const previous = port();
    setPort(own.port);
    try {
      const pending = post(call(96, "test_sleep", { ms: 5_000 }));
      await Bun.sleep(100);
      const stopped = own.stop();
      const response = await pending;
      expect(outcome(response)).toEqual({ status: 200, code: undefined, id: 96 });
      const error = (rpc(response).result as { structuredContent?: { error?: Record<string, unknown> } })
        .structuredContent?.error;
      expect(error?.code).toBe("TIMEOUT");
      expect(error?.details).toEqual({ timeoutMs: 300, shutdown: true });
      expect(String(error?.message)).toContain("stopped after 0.3 s, the shutdown grace period");
      await stopped;
    } finally {
      setPort(previous);
    }
  });
});
