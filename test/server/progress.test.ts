/** Progress reports: the rate limit, the token rule, and MCP notifications/progress from the server in both eras. */
import { describe, expect, test } from "bun:test";
import { progressToken, throttleProgress } from "../../src/server/progress.ts";
import { McpServer, Session } from "../../src/server/server.ts";
import { LOCAL_READ_ONLY, type Tool } from "../../src/tools/tool.ts";
import { inputObject, outputObject, integer, typed } from "../../src/tools/schema.ts";
import { MODERN_PROTOCOL_VERSION } from "../../src/protocol/eras.ts";

describe("throttleProgress", () => {
  test("the first report passes, then at most one per interval; a report with done === total always passes", () => {
    let now = 0;
    const seen: number[] = [];
    const sink = throttleProgress(
      (done) => seen.push(done),
      100,
      () => now,
    );
    sink(1, 10); // t=0: first
    now = 50;
    sink(2, 10); // too soon
    now = 99;
    sink(3, 10); // too soon
    now = 100;
    sink(4, 10); // one interval after the last sent
    now = 120;
    sink(10, 10); // the end of the phase: always
    now = 130;
    sink(1, 5); // a new phase 10 ms later: too soon
    expect(seen).toEqual([1, 4, 10]);
  });
});

describe("progressToken", () => {
  test("a string or integer _meta.progressToken; anything else is none", () => {
    expect(progressToken({ _meta: { progressToken: "abc" } })).toBe("abc");
    expect(progressToken({ _meta: { progressToken: 7 } })).toBe(7);
    expect(progressToken({ _meta: { progressToken: 1.5 } })).toBeUndefined();
    expect(progressToken({ _meta: { progressToken: null } })).toBeUndefined();
    expect(progressToken({ _meta: {} })).toBeUndefined();
    expect(progressToken({})).toBeUndefined();
    expect(progressToken(undefined)).toBeUndefined();
  });
});

/** A stand-in tool that reports `steps` progress steps. */
const steppingTool: Tool = {
  name: "stepper",
  title: "stepper",
  description: "reports progress",
  annotations: LOCAL_READ_ONLY,
  inputSchema: inputObject({ steps: typed<number>({ type: "integer", minimum: 0 }) }, ["steps"]),
  outputSchema: outputObject({ steps: integer("steps", 0) }),
  handler: (args, context) => {
    const steps = args.steps as number;
    for (let done = 1; done <= steps; done++) context.progress?.(done, steps, "stepping");
    return { steps };
  },
};

const INFO = { name: "chematic-mcp", version: "0.0.0-test" };

function sessionCollecting(): { session: Session; notes: unknown[] } {
  const session = new Session();
  const notes: unknown[] = [];
  session.notify = (notification) => notes.push(notification);
  return { session, notes };
}

const modernMeta = (extra: Record<string, unknown> = {}) => ({
  "io.modelcontextprotocol/protocolVersion": MODERN_PROTOCOL_VERSION,
  "io.modelcontextprotocol/clientCapabilities": {},
  ...extra,
});

describe("notifications/progress", () => {
  const server = new McpServer([steppingTool], INFO);

  test("legacy: a tools/call with _meta.progressToken gets notifications/progress with that token, then its answer", async () => {
    const { session, notes } = sessionCollecting();
    await server.handle(
      { jsonrpc: "2.0", id: 0, method: "initialize", params: { protocolVersion: "2025-06-18" } },
      session,
    );
    const response = await server.handle(
      {
        jsonrpc: "2.0",
        id: 1,
        method: "tools/call",
        params: { name: "stepper", arguments: { steps: 1 }, _meta: { progressToken: "tok-1" } },
      },
      session,
    );
    expect(response).toMatchObject({ id: 1, result: { structuredContent: { steps: 1 } } });
    expect(notes).toEqual([
      {
        jsonrpc: "2.0",
        method: "notifications/progress",
        params: { progressToken: "tok-1", progress: 1, total: 1, message: "stepping" },
      },
    ]);
  });

  test("modern era: the same, with the token beside the protocol keys in _meta", async () => {
    const { session, notes } = sessionCollecting();
    await server.handle(
      {
        jsonrpc: "2.0",
        id: 1,
        method: "tools/call",
        params: { name: "stepper", arguments: { steps: 2 }, _meta: modernMeta({ progressToken: 42 }) },
      },
      session,
    );
    // Two reports within 100 ms: the first and the last (done === total) pass.
    expect(notes).toEqual([
      {
        jsonrpc: "2.0",
        method: "notifications/progress",
        params: { progressToken: 42, progress: 1, total: 2, message: "stepping" },
      },
      {
        jsonrpc: "2.0",
        method: "notifications/progress",
        params: { progressToken: 42, progress: 2, total: 2, message: "stepping" },
      },
    ]);
  });

  test("rate-limited: 1,000 reports in a burst send a handful, the last among them", async () => {
    const { session, notes } = sessionCollecting();
    await server.handle(
      {
        jsonrpc: "2.0",
        id: 1,
        method: "tools/call",
        params: { name: "stepper", arguments: { steps: 1_000 }, _meta: modernMeta({ progressToken: "burst" }) },
      },
      session,
    );
    expect(notes.length).toBeLessThan(20);
    expect((notes.at(-1) as { params: { progress: number } }).params.progress).toBe(1_000);
  });

  test("no progressToken: no notifications (both eras)", async () => {
    const legacy = sessionCollecting();
    await server.handle(
      { jsonrpc: "2.0", id: 1, method: "tools/call", params: { name: "stepper", arguments: { steps: 3 } } },
      legacy.session,
    );
    const modern = sessionCollecting();
    await server.handle(
      {
        jsonrpc: "2.0",
        id: 1,
        method: "tools/call",
        params: { name: "stepper", arguments: { steps: 3 }, _meta: modernMeta() },
      },
      modern.session,
    );
    expect(legacy.notes).toEqual([]);
    expect(modern.notes).toEqual([]);
  });

  test("a session that cannot notify (stateless HTTP) answers normally and sends nothing", async () => {
    const session = Session.legacy("2025-06-18", "http-client");
    const response = await server.handle(
      {
        jsonrpc: "2.0",
        id: 1,
        method: "tools/call",
        params: { name: "stepper", arguments: { steps: 3 }, _meta: { progressToken: "t" } },
      },
      session,
    );
    expect(response).toMatchObject({ id: 1, result: { structuredContent: { steps: 3 } } });
    expect(session.notify).toBeUndefined();
  });
});
