/**
 * Streamable HTTP: a tools/call with a progress token answered as a Server-Sent Events stream (protocol.md,
 * "Streamable HTTP"). The event stream on its own: http-sse.test.ts.
 */
import { describe, expect, test } from "bun:test";
import { McpServer } from "../../src/server/server.ts";
import { withShutdownGrace } from "../../src/server/shutdown-grace.ts";
import { inProcessExecutor } from "../../src/server/tool-executor.ts";
import { tools } from "../../src/tools/registry.ts";
import { serveHttp } from "../../src/transport/http.ts";
import { SERVER_NAME, SERVER_VERSION } from "../../src/version.ts";
import { MODERN_META } from "../../harness/stdio-client.ts";
import {
  call,
  callWithToken,
  expectEventStream,
  http,
  outcome,
  post,
  postStream,
  progressOf,
  progressRuns,
  request,
  stdioAnswer,
  streamHttp,
  testTools,
  useSharedHttpServer,
  viaStdioAfterInitialize,
} from "../../harness/http-fixtures.ts";

useSharedHttpServer();

describe("Server-Sent Events: a tools/call with a progress token", () => {
  test("modern: progress notifications, then the answer (stdio's bytes), then the end of the stream", async () => {
    const message = callWithToken("s1", "test_progress", { steps: 3, ms: 150 }, "p-1");
    const streamed = await postStream(message);
    expectEventStream(streamed);
    expect(streamed.complete).toBe(true);
    const notes = progressOf(streamed, "p-1");
    expect(notes.length).toBeGreaterThanOrEqual(1);
    // The rate limit may drop a report before the last of a phase; the last one (done = total) always comes.
    expect(notes.at(-1)).toEqual({ progressToken: "p-1", progress: 3, total: 3, message: "step" });
    const progress = notes.map((note) => note.progress as number);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    expect(streamed.events.at(-1)?.raw).toBe(await stdioAnswer(message));
    expect(streamed.events.at(-1)?.message.result?.structuredContent).toEqual({ steps: 3 });
  });

  test("legacy (2025-06-18 and 2025-11-25): the same stream, the answer as stdio writes it after initialize", async () => {
    for (const revision of ["2025-06-18", "2025-11-25"]) {
      const message = callWithToken(`l-${revision}`, "test_progress", { steps: 2, ms: 150 }, 17, true);
      const streamed = await streamHttp(
        request(JSON.stringify(message), { headers: { "MCP-Protocol-Version": revision } }),
      );
      expectEventStream(streamed);
      expect(streamed.complete).toBe(true);
      expect(progressOf(streamed, 17).at(-1)).toEqual({ progressToken: 17, progress: 2, total: 2, message: "step" });
      expect(streamed.events.at(-1)?.raw).toBe(await viaStdioAfterInitialize(revision, message));
    }
  });

  test("a real tool that reports no progress: one event, its answer; a chemistry failure is its isError result", async () => {
    const ok = callWithToken("c1", "canonical_smiles", { smiles: "OCC" }, "t");
    const streamed = await postStream(ok);
    expectEventStream(streamed);
    expect(streamed.events.map((e) => e.raw)).toEqual([await stdioAnswer(ok)]);
    const bad = callWithToken("c2", "canonical_smiles", { smiles: "c1cccc1" }, "t");
    const failed = await postStream(bad);
    expect(failed.events.map((e) => e.raw)).toEqual([await stdioAnswer(bad)]);
    expect(failed.events[0]?.message.result?.isError).toBe(true);
  });

  test("the call's JSON-RPC errors (bad arguments, unknown tool, a fault) are the stream's one event, status 200, as stdio's bytes", async () => {
    for (const message of [
      callWithToken("e1", "canonical_smiles", {}, "t"),
      callWithToken("e2", "no_such_tool", {}, "t"),
      callWithToken("e3", "test_fault", {}, "t"),
    ]) {
      const streamed = await postStream(message);
      expectEventStream(streamed);
      expect(streamed.complete).toBe(true);
      expect(streamed.events.map((e) => e.raw)).toEqual([await stdioAnswer(message)]);
      expect(streamed.events[0]?.message.error?.code).toBe(message.id === "e3" ? -32603 : -32602);
    }
  });

  test("the response limit holds in the stream: an answer over 1 MiB is RESULT_TOO_LARGE, as on stdio", async () => {
    const message = callWithToken("big", "test_huge", {}, "t");
    const streamed = await postStream(message);
    expectEventStream(streamed);
    expect(streamed.events.map((e) => e.raw)).toEqual([await stdioAnswer(message)]);
    expect(streamed.events[0]?.raw).toContain('"structuredContent":{"error":{"code":"RESULT_TOO_LARGE"');
  });

  test("the checks before dispatch keep their status and JSON body: a header mismatch is -32020/400", async () => {
    const message = callWithToken("h", "test_progress", { steps: 1, ms: 0 }, "t");
    const response = await post(message, { "Mcp-Name": "canonical_smiles" });
    expect(outcome(response)).toEqual({ status: 400, code: -32020, id: "h" });
  });

  test("one JSON body as before when the client does not ask for the stream", async () => {
    const message = callWithToken("j", "test_progress", { steps: 2, ms: 0 }, "t");
    const expected = await stdioAnswer(message);
    // Accept without text/event-stream (or preferring JSON, or refusing the stream), or no Accept at all.
    for (const accept of [
      "application/json",
      "*/*",
      "application/json, text/*",
      "application/json, text/event-stream;q=0.5",
      "text/event-stream;q=0, application/json",
      null,
    ]) {
      const response = await post(message, { Accept: accept });
      expect({ accept, ...outcome(response) }).toEqual({ accept, status: 200, code: undefined, id: "j" });
      expect(response.body).toBe(expected);
    }
    // No token, a token that is not one (1.5), or a method other than tools/call: JSON whatever the Accept.
    for (const other of [
      call("n1", "test_progress", { steps: 2, ms: 0 }),
      callWithToken("n2", "test_progress", { steps: 2, ms: 0 }, 1.5),
      { jsonrpc: "2.0", id: "n3", method: "tools/list", params: { _meta: { ...MODERN_META, progressToken: "t" } } },
    ]) {
      const response = await post(other);
      expect(outcome(response)).toEqual({ status: 200, code: undefined, id: other.id });
      expect(response.body).toBe(await stdioAnswer(other));
    }
  });

  test("closing the stream cancels the call: its signal is aborted, it stops, its slot is free", async () => {
    // 1,000 steps 50 ms apart: 50 s if it ran to the end; the hang-up comes after the first report.
    const message = callWithToken("x", "test_progress", { steps: 1_000, ms: 50, tag: "hang-up" }, "t");
    const streamed = await postStream(message, {}, { hangUpWhen: (events) => events.length >= 1 });
    expect(streamed.complete).toBe(false);
    expect(streamed.events[0]?.message.method).toBe("notifications/progress");
    for (const until = Date.now() + 30_000; !progressRuns.has("hang-up") && Date.now() < until; ) await Bun.sleep(20);
    const run = progressRuns.get("hang-up");
    expect(run?.stoppedAt).toBeLessThan(1_000);
    for (const until = Date.now() + 30_000; http().inFlight() > 0 && Date.now() < until; ) await Bun.sleep(20);
    expect(http().inFlight()).toBe(0);
    expect(outcome(await post(call("after", "canonical_smiles", { smiles: "OCC" })))).toEqual({
      status: 200,
      code: undefined,
      id: "after",
    });
  });

  test("a stream outlives the 10 s idle limit of a keep-alive connection: an 11 s silent step, then the answer", async () => {
    const message = callWithToken("slow", "test_progress", { steps: 1, ms: 11_000 }, "t");
    const streamed = await postStream(message);
    expectEventStream(streamed);
    expect(streamed.complete).toBe(true);
    // The answer names no argument: stdio's answer to the same call without the wait is the same bytes.
    expect(streamed.events.at(-1)?.raw).toBe(
      await stdioAnswer(callWithToken("slow", "test_progress", { steps: 1, ms: 0 }, "t")),
    );
  });

  test("stop() waits for a stream; a call still running when the grace period ends answers TIMEOUT in it, then it ends", async () => {
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
    try {
      const message = callWithToken("g", "test_progress", { steps: 100, ms: 100 }, "t");
      let stopped: Promise<void> | undefined;
      const streamed = await streamHttp(request(JSON.stringify(message), { message }), {
        to: own.port,
        // Stop once the stream is under way (the hang-up condition never holds, so the stream is read to its end).
        hangUpWhen: (events) => {
          if (events.length > 0) stopped ??= own.stop();
          return false;
        },
      });
      expectEventStream(streamed);
      expect(streamed.complete).toBe(true);
      const error = streamed.events.at(-1)?.message.result?.structuredContent as { error?: Record<string, unknown> };
      expect(error.error?.code).toBe("TIMEOUT");
      expect(error.error?.details).toEqual({ timeoutMs: 300, shutdown: true });
      expect(progressOf(streamed, "t").length).toBeGreaterThanOrEqual(1);
      await stopped;
    } finally {
      await own.stop();
    }
  });
});
