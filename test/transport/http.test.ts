/**
 * Streamable HTTP transport (protocol.md, "Streamable HTTP"): every status
 * code and header rule, over raw sockets so the request head is exactly what
 * the test says. Bodies that stdio also produces are compared byte for byte
 * with the stdio answer to the same message. Most tests run the transport
 * in-process (serveHttp); the last group runs the real command as a child.
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import net from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { McpServer, serverInstructions } from "../../src/server/server.ts";
import { withShutdownGrace } from "../../src/server/shutdown-grace.ts";
import { inProcessExecutor } from "../../src/server/tool-executor.ts";
import { tools } from "../../src/tools/registry.ts";
import type { Tool } from "../../src/tools/tool.ts";
import { BODY_TIMEOUT_MS, serveHttp, type HttpServerHandle } from "../../src/transport/http.ts";
import { messageEvent } from "../../src/transport/http-sse.ts";
import {
  HostPolicy,
  OriginPolicy,
  acceptsJson,
  decodeHeaderValue,
  isLoopbackBind,
  isLoopbackHostHeader,
  parseAllowedHost,
  prefersEventStream,
  requestPath,
} from "../../src/transport/http-rules.ts";
import { serveStdio } from "../../src/transport/stdio.ts";
import { SERVER_NAME, SERVER_VERSION } from "../../src/version.ts";
import { startFakePubChem, type FakePubChem } from "../../harness/fake-pubchem.ts";
import { readJson } from "../../harness/golden.ts";
import { startHttpServer, type HttpServerProcess } from "../../harness/http-server.ts";
import { STOP_MS, childPids, waitForStopped } from "../../harness/processes.ts";
import { ANSWERS_NOT_LIMITS, MODERN_META, StdioServer, modern, serverCommand } from "../../harness/stdio-client.ts";

// ---------------------------------------------------------------- fixtures

const objectSchema = (properties: Record<string, unknown>, required: string[] = []) => ({
  $schema: "https://json-schema.org/draft/2020-12/schema",
  type: "object",
  properties,
  required,
  additionalProperties: false,
});

/** Tools that only exist in this test: slow (for concurrency and shutdown), faulty (-32603), oversize answer. */
const testTools: Tool[] = [
  {
    name: "test_sleep",
    title: "Sleep",
    description: "Waits, then answers.",
    annotations: { readOnlyHint: true, idempotentHint: true, openWorldHint: false },
    inputSchema: objectSchema({ ms: { type: "integer", minimum: 0, maximum: 5000 } }, ["ms"]),
    outputSchema: objectSchema({ slept: { type: "integer" } }, ["slept"]),
    handler: async (args) => {
      await Bun.sleep(args.ms as number);
      return { slept: args.ms as number };
    },
  },
  {
    name: "test_fault",
    title: "Fault",
    description: "Fails unexpectedly.",
    annotations: { readOnlyHint: true, idempotentHint: true, openWorldHint: false },
    inputSchema: objectSchema({}),
    outputSchema: objectSchema({}),
    handler: () => {
      throw new Error("boom");
    },
  },
  {
    name: "test_huge",
    title: "Huge",
    description: "Answers more than the response limit.",
    annotations: { readOnlyHint: true, idempotentHint: true, openWorldHint: false },
    inputSchema: objectSchema({}),
    outputSchema: objectSchema({ pad: { type: "string" } }, ["pad"]),
    handler: () => ({ pad: "x".repeat(1_100_000) }),
  },
  {
    name: "test_sized",
    title: "Sized",
    description: "Answers n x's (twice in the answer: text and structuredContent).",
    annotations: { readOnlyHint: true, idempotentHint: true, openWorldHint: false },
    inputSchema: objectSchema({ n: { type: "integer", minimum: 0 } }, ["n"]),
    outputSchema: objectSchema({ pad: { type: "string" } }, ["pad"]),
    handler: (args) => ({ pad: "x".repeat(args.n as number) }),
  },
  {
    name: "test_progress",
    title: "Progress",
    description: "Reports steps of progress, ms apart; notes in progressRuns where a cancelled run stopped.",
    annotations: { readOnlyHint: true, idempotentHint: true, openWorldHint: false },
    inputSchema: objectSchema(
      {
        steps: { type: "integer", minimum: 1, maximum: 10_000 },
        ms: { type: "integer", minimum: 0, maximum: 15_000 },
        tag: { type: "string" },
      },
      ["steps", "ms"],
    ),
    outputSchema: objectSchema({ steps: { type: "integer" } }, ["steps"]),
    handler: async (args, context) => {
      const steps = args.steps as number;
      for (let done = 1; done <= steps; done++) {
        await Bun.sleep(args.ms as number);
        if (context.signal.aborted) {
          if (typeof args.tag === "string") progressRuns.set(args.tag, { stoppedAt: done, of: steps });
          return { steps: done - 1 };
        }
        context.progress?.(done, steps, "step");
      }
      return { steps };
    },
  },
];

/** test_progress runs whose signal was aborted (their tag → the step they stopped at). */
const progressRuns = new Map<string, { stoppedAt: number; of: number }>();

const mcp = new McpServer([...tools, ...testTools], { name: SERVER_NAME, version: SERVER_VERSION });
const ALLOWED_ORIGIN = "http://app.example:5173";
let http: HttpServerHandle;
let port: number;

beforeAll(() => {
  http = serveHttp(mcp, {
    bind: "127.0.0.1",
    port: 0,
    allowedOrigins: [ALLOWED_ORIGIN],
    maxConcurrency: 2,
    bodyTimeoutMs: 3_000, // a 3 s body limit: three 150 ms gaps fit it however loaded the machine
  });
  port = http.port;
});
afterAll(async () => {
  await http?.stop();
});

const encoder = new TextEncoder();

/** The lines stdio writes for these input lines (same McpServer, one fresh connection), without their newlines. */
async function stdioLines(lines: Array<string | Uint8Array>): Promise<string[]> {
  const out: string[] = [];
  const input = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const line of lines)
        controller.enqueue(typeof line === "string" ? encoder.encode(`${line}\n`) : new Uint8Array([...line, 0x0a]));
      controller.close();
    },
  });
  await serveStdio(mcp, { input, writeLine: async (text) => void out.push(text) });
  return out;
}

/** The line stdio writes for one input line (same McpServer, fresh connection), without its newline. */
async function viaStdio(line: string | Uint8Array): Promise<string | undefined> {
  return (await stdioLines([line]))[0];
}

/** What stdio answers `message` on a connection that first negotiated `revision` with initialize. */
async function viaStdioAfterInitialize(revision: string, message: { id: unknown }): Promise<string> {
  const initialize = {
    jsonrpc: "2.0",
    id: "stdio-init",
    method: "initialize",
    params: { protocolVersion: revision, capabilities: {}, clientInfo: { name: "t", version: "1" } },
  };
  const lines = await stdioLines([JSON.stringify(initialize), JSON.stringify(message)]);
  const answer = lines.find((line) => (JSON.parse(line) as { id: unknown }).id === message.id);
  if (answer === undefined) throw new Error(`stdio did not answer ${JSON.stringify(message)}`);
  return answer;
}

// ---------------------------------------------------------------- raw HTTP

interface RawResponse {
  status: number;
  /** Lower-case name → value; `headerLines` keeps them as sent. */
  headers: Map<string, string>;
  headerLines: string[];
  body: string;
  /** The server closes the connection after the answer (it said `Connection: close`, or it did). */
  closed: boolean;
}

type Chunk = string | Uint8Array;

function parseResponse(buffer: Buffer, closed: boolean, noBody = false): RawResponse | undefined {
  const headEnd = buffer.indexOf("\r\n\r\n");
  if (headEnd < 0) return undefined;
  const lines = buffer.subarray(0, headEnd).toString("latin1").split("\r\n");
  const status = Number((lines[0] ?? "").split(" ")[1]);
  const headerLines = lines.slice(1);
  const headers = new Map<string, string>();
  for (const line of headerLines) {
    const colon = line.indexOf(":");
    headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  const length = noBody ? 0 : headers.has("content-length") ? Number(headers.get("content-length")) : undefined;
  const bodyBytes = buffer.subarray(headEnd + 4);
  if (length !== undefined && bodyBytes.length < length) return undefined;
  if (length === undefined && !closed) return undefined;
  return {
    status,
    headers,
    headerLines,
    body: bodyBytes.subarray(0, length).toString("utf8"),
    closed: closed || headers.get("connection")?.toLowerCase() === "close",
  };
}

/** Sends the chunks (with a gap between them), resolves with the first answer (or on timeout with status 0). */
function rawHttp(
  chunks: Chunk | Chunk[],
  options: {
    gapMs?: number;
    timeoutMs?: number;
    waitForClose?: boolean;
    /** With waitForClose: stop waiting once what arrived satisfies this (a keep-alive connection never closes). */
    until?: (text: string) => boolean;
    noBody?: boolean;
  } = {},
): Promise<RawResponse> {
  const list = Array.isArray(chunks) ? chunks : [chunks];
  return new Promise((resolve) => {
    const socket = net.connect(port, "127.0.0.1");
    let buffer: Buffer = Buffer.alloc(0);
    let done = false;
    const finish = (response: RawResponse) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      socket.destroy();
      resolve(response);
    };
    const timer = setTimeout(
      () => finish({ status: 0, headers: new Map(), headerLines: [], body: buffer.toString("latin1"), closed: false }),
      options.timeoutMs ?? 60_000,
    );
    socket.on("data", (data: Buffer) => {
      buffer = Buffer.concat([buffer, data]);
      if (options.waitForClose) {
        if (options.until?.(buffer.toString("latin1")))
          finish({ status: 0, headers: new Map(), headerLines: [], body: buffer.toString("latin1"), closed: false });
        return;
      }
      const response = parseResponse(buffer, false, options.noBody);
      if (response) finish(response);
    });
    socket.on("error", () => {});
    socket.on("close", () =>
      finish(
        parseResponse(buffer, true, options.noBody) ?? {
          status: 0,
          headers: new Map(),
          headerLines: [],
          body: buffer.toString("latin1"),
          closed: true,
        },
      ),
    );
    socket.on("connect", async () => {
      for (const chunk of list) {
        if (done) return;
        socket.write(chunk);
        if (options.gapMs) await Bun.sleep(options.gapMs);
      }
    });
  });
}

type HeaderOverrides = Record<string, string | null>;

/** The SEP-2243 headers a correct client sends for this message. */
function mcpHeaders(message: unknown): Record<string, string> {
  const headers: Record<string, string> = { "MCP-Protocol-Version": "2026-07-28" };
  if (message && typeof message === "object" && "method" in message && typeof message.method === "string") {
    headers["Mcp-Method"] = message.method;
    const params = (message as { params?: { name?: unknown } }).params;
    if (message.method === "tools/call" && typeof params?.name === "string") headers["Mcp-Name"] = params.name;
  }
  return headers;
}

/** One request head + body. `headers` entries override the defaults; null removes one. */
function request(
  body: Chunk | undefined,
  options: { method?: string; target?: string; headers?: HeaderOverrides; message?: unknown } = {},
): Uint8Array {
  const bodyBytes = body === undefined ? new Uint8Array(0) : typeof body === "string" ? encoder.encode(body) : body;
  const defaults: Record<string, string> = {
    Host: `127.0.0.1:${port}`,
    "Content-Type": "application/json",
    Accept: "application/json, text/event-stream",
    "Content-Length": String(bodyBytes.byteLength),
    ...(options.message === undefined ? {} : mcpHeaders(options.message)),
  };
  const merged: Record<string, string | null> = { ...defaults };
  for (const [name, value] of Object.entries(options.headers ?? {})) {
    for (const key of Object.keys(merged)) if (key.toLowerCase() === name.toLowerCase()) delete merged[key];
    merged[name] = value;
  }
  let head = `${options.method ?? "POST"} ${options.target ?? "/mcp"} HTTP/1.1\r\n`;
  for (const [name, value] of Object.entries(merged)) if (value !== null) head += `${name}: ${value}\r\n`;
  head += "\r\n";
  const headBytes = Buffer.from(head, "latin1");
  return new Uint8Array([...headBytes, ...bodyBytes]);
}

/** POSTs a JSON-RPC message with correct headers (overridable). */
function post(message: unknown, headers: HeaderOverrides = {}): Promise<RawResponse> {
  return rawHttp(request(JSON.stringify(message), { message, headers }));
}

/** The rules every answer follows, whatever its status. */
function expectWellFormed(response: RawResponse): void {
  expect(response.status).toBeGreaterThan(0);
  expect(response.headers.get("content-length")).toBe(String(Buffer.byteLength(response.body)));
  expect(response.headers.get("cache-control")).toBe("no-store");
  expect(response.headers.get("x-content-type-options")).toBe("nosniff");
  expect([...response.headers.keys()].filter((name) => name.startsWith("access-control-"))).toEqual([]);
  expect(response.headers.has("mcp-session-id")).toBe(false);
  if (response.body.length > 0) {
    expect(response.headers.get("content-type")).toBe("application/json");
    expect(response.body.includes("\n")).toBe(false);
    JSON.parse(response.body);
  }
}

interface RpcBody {
  id: unknown;
  result?: Record<string, unknown> & { isError?: boolean; structuredContent?: unknown };
  error?: { code: number; message: string; data?: Record<string, unknown> };
}

function rpc(response: RawResponse): RpcBody {
  return JSON.parse(response.body) as RpcBody;
}

/** Status, JSON-RPC code and id in one comparable value. */
function outcome(response: RawResponse): { status: number; code: number | undefined; id: unknown } {
  expectWellFormed(response);
  const body = response.body.length > 0 ? rpc(response) : undefined;
  return { status: response.status, code: body?.error?.code, id: body?.id };
}

/** Answers over HTTP and over stdio to the same message, and asserts they are the same bytes. */
async function sameAsStdio(message: unknown, headers: HeaderOverrides = {}): Promise<RawResponse> {
  const response = await post(message, headers);
  expectWellFormed(response);
  expect(response.body).toBe((await viaStdio(JSON.stringify(message))) as string);
  return response;
}

/** find_mcs on these two runs into RDKit's own 5 s limit: a call that surely outlasts a hang-up. */
const C60 =
  "c12c3c4c5c1c1c6c7c2c2c8c3c3c9c4c4c%10c5c5c1c1c6c6c%11c7c2c2c7c8c3c3c8c9c4c4c9c%10c5c5c1c1c6c6c%11c2c2c7c3c3c8c4c4c9c5c1c1c6c2c3c41";
const POLYCYCLE = "C1CC2CCC3CCC4CCC5CCC6CCC7CCC8CCC9CCC%10CCC%11CC1C%12C2C3C4C5C6C7C8C9C%10C%11%12";

const call = (id: number | string, name: string, args: Record<string, unknown>) => ({
  jsonrpc: "2.0",
  id,
  method: "tools/call",
  params: modern({ name, arguments: args }),
});
const listTools = (id: number | string = 1) => ({ jsonrpc: "2.0", id, method: "tools/list", params: modern() });

// ---------------------------------------------------------------- the rules on their own

describe("http-rules", () => {
  test("loopback hosts, binds and origins", () => {
    expect(
      ["localhost", "LocalHost:1", "127.0.0.1", "127.255.255.254:65535", "[::1]", "[::1]:80"].map(isLoopbackHostHeader),
    ).toEqual([true, true, true, true, true, true]);
    expect(
      ["127.0.0.256", "127.0.0", "::1", "[::1", "localhost:0", "localhost:", "a.localhost", "0.0.0.0", null].map(
        isLoopbackHostHeader,
      ),
    ).toEqual(Array(9).fill(false));
    expect(["127.0.0.1", "127.9.9.9", "localhost", "::1", "[::1]"].every(isLoopbackBind)).toBe(true);
    expect(["0.0.0.0", "::", "10.0.0.1", "example.org", "::ffff:7f00:1"].some(isLoopbackBind)).toBe(false);
    const policy = new OriginPolicy(["https://app.example", "http://dev.example:8080/"]);
    expect(
      [
        null,
        "https://app.example",
        "https://APP.example:443",
        "http://dev.example:8080",
        "http://localhost",
        "https://127.0.0.1:9",
      ].every((o) => policy.allows(o)),
    ).toBe(true);
    expect(
      ["http://app.example", "https://dev.example:8080", "ftp://localhost", "null", "", "https://evil.example"].some(
        (o) => policy.allows(o),
      ),
    ).toBe(false);
  });

  test("Accept negotiation and header values", () => {
    expect(
      [
        "",
        " ",
        "*/*",
        "application/*",
        "application/json",
        "application/json;q=0.001",
        "text/plain, application/*;q=0.2",
        "application/json;q=1.000",
      ].every(acceptsJson),
    ).toBe(true);
    expect(
      [
        "text/plain",
        "application/json;q=0",
        "application/json;q=0.000, */*;q=1",
        "*/*;q=0",
        "application/xml",
        "application/json;q=2",
        "application/json;q=abc",
      ].some(acceptsJson),
    ).toBe(false);
    // The event stream only when named, with q > 0 and not below JSON's (what the SDK clients send passes).
    expect(
      [
        "application/json, text/event-stream",
        "text/event-stream, application/json",
        "TEXT/EVENT-STREAM ; q=0.9, application/json;q=0.9",
        "text/event-stream",
        "application/json;q=0.5, text/event-stream",
      ].every(prefersEventStream),
    ).toBe(true);
    expect(
      [
        null,
        "",
        "*/*",
        "text/*, application/json",
        "application/json",
        "application/json, text/event-stream;q=0.5",
        "application/json, text/event-stream;q=0",
        "application/json, text/event-stream;q=abc",
        "application/json, text/event-streams",
      ].some(prefersEventStream),
    ).toBe(false);
    expect(decodeHeaderValue("  tools/call\t")).toBe("tools/call");
    expect(decodeHeaderValue(`=?base64?${btoa("héllo")}?=`)).toBeUndefined(); // btoa of UTF-16 code units is not UTF-8
    expect(decodeHeaderValue(`=?base64?${Buffer.from("héllo").toString("base64")}?=`)).toBe("héllo");
    expect(decodeHeaderValue("=?base64??=")).toBe("");
    expect(decodeHeaderValue("=?base64?=")).toBe("=?base64?=");
    expect(decodeHeaderValue("=?BASE64?aGk=?=")).toBe("=?BASE64?aGk=?=");
    expect(decodeHeaderValue("=?base64?aGk?=")).toBeUndefined();
    expect(requestPath("http://127.0.0.1:3000/mcp?x=/y")).toBe("/mcp");
    expect(requestPath("/mcp#frag")).toBe("/mcp");
  });

  test("--allowed-host values: lower-cased, IPv6 bracketed and canonical, ports 1-65535", () => {
    expect(["MCP.Example.org", "10.0.0.5:3000", "[FD00:0::1]:8443", "fd00::1"].map(parseAllowedHost)).toEqual([
      { hostname: "mcp.example.org", port: undefined },
      { hostname: "10.0.0.5", port: 3000 },
      { hostname: "[fd00::1]", port: 8443 },
      { hostname: "[fd00::1]", port: undefined },
    ]);
    expect(
      ["", "a/b", "a b", "u@h", "http://h", "h:0", "h:65536", "[::1", "[g::1]", "a..b", "*"].map(parseAllowedHost),
    ).toEqual(Array(11).fill(undefined));
    expect(() => new HostPolicy(["mcp.example.org/"])).toThrow(TypeError);
  });

  test("HostPolicy: listed hosts with and without a port, case-insensitive; loopback always; no Host never", () => {
    const policy = new HostPolicy(["mcp.example.org", "10.0.0.5:3000", "[fd00::1]"]);
    const allowed = [
      "mcp.example.org",
      "MCP.EXAMPLE.ORG:8080",
      "10.0.0.5:3000",
      "[fd00::1]",
      "[FD00:0:0::1]:9",
      "localhost:3000",
      "127.0.0.1",
      "[::1]:1",
    ];
    expect(allowed.filter((host) => !policy.allows(host))).toEqual([]);
    const refused = [
      null,
      "",
      "evil.example",
      "mcp.example.org.evil.example",
      "mcp.example.org:0",
      "10.0.0.5",
      "10.0.0.5:3001",
      "10.0.0.50:3000",
      "[fd00::2]",
      "fd00::1",
      "[fd00::1",
    ];
    expect(refused.filter((host) => policy.allows(host))).toEqual([]);
    // lists() is the --allowed-host part alone.
    expect(["localhost", "127.0.0.1:3000"].some((host) => policy.lists(host))).toBe(false);
    expect(new HostPolicy([]).allows("mcp.example.org")).toBe(false);
  });
});

// ---------------------------------------------------------------- 1. path and method

describe("1. path and method", () => {
  test("a path other than /mcp is 404, whatever the method", async () => {
    for (const [method, target] of [
      ["POST", "/"],
      ["POST", "/mcp/"],
      ["POST", "/mcpx"],
      ["GET", "/other"],
      ["POST", "/MCP"],
    ] as const) {
      const response = await rawHttp(request("{}", { method, target }));
      expect({ target, ...outcome(response) }).toEqual({ target, status: 404, code: -32000, id: null });
    }
    // A query string does not change the path.
    const withQuery = await rawHttp(request(JSON.stringify(listTools()), { target: "/mcp?x=1", message: listTools() }));
    expect(withQuery.status).toBe(200);
  });

  test("a method other than POST is 405 with Allow: POST (no GET stream, no DELETE, no CORS preflight)", async () => {
    for (const method of ["GET", "DELETE", "PUT", "OPTIONS", "HEAD", "PATCH"]) {
      const response = await rawHttp(
        request(undefined, {
          method,
          headers: { Origin: "http://localhost:5173", "Access-Control-Request-Method": "POST" },
        }),
        { noBody: method === "HEAD" },
      );
      expect({ method, status: response.status, allow: response.headers.get("allow") }).toEqual({
        method,
        status: 405,
        allow: "POST",
      });
      if (method !== "HEAD") expect(outcome(response)).toEqual({ status: 405, code: -32000, id: null });
    }
  });
});

// ---------------------------------------------------------------- 2. Host and Origin

describe("2. DNS rebinding: Host and Origin", () => {
  test("a Host that does not name this machine is 403", async () => {
    for (const host of [
      "evil.example",
      `evil.example:${port}`,
      "localhost.evil.example",
      "128.0.0.1",
      "[::2]",
      "127.0.0.1:99999",
      "127.0.0.1:x",
      "",
    ]) {
      const response = await post(listTools(), { Host: host });
      expect({ host, ...outcome(response) }).toEqual({ host, status: 403, code: -32000, id: null });
    }
  });

  test("no Host at all (HTTP/1.0) is 403", async () => {
    const body = JSON.stringify(listTools());
    const response = await rawHttp(
      `POST /mcp HTTP/1.0\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body}`,
    );
    expect(outcome(response)).toEqual({ status: 403, code: -32000, id: null });
  });

  test("loopback Host values are served, with or without the port", async () => {
    for (const host of [
      `127.0.0.1:${port}`,
      "127.0.0.1",
      `localhost:${port}`,
      "LOCALHOST",
      "127.1.2.3",
      `[::1]:${port}`,
      "[::1]",
    ]) {
      const response = await post(listTools(), { Host: host });
      expect({ host, status: response.status }).toEqual({ host, status: 200 });
    }
  });

  test("an Origin that is neither loopback nor listed is 403", async () => {
    for (const origin of [
      "http://evil.example",
      "null",
      "http://app.example:5174",
      "https://app.example:5173",
      "not a url",
      "file://localhost",
    ]) {
      const response = await post(listTools(), { Origin: origin });
      expect({ origin, ...outcome(response) }).toEqual({ origin, status: 403, code: -32000, id: null });
    }
  });

  test("loopback origins and --allowed-origin ones are served", async () => {
    for (const origin of [
      "http://localhost:5173",
      "https://127.0.0.1",
      "http://[::1]:8080",
      ALLOWED_ORIGIN,
      "HTTP://APP.EXAMPLE:5173",
    ]) {
      const response = await post(listTools(), { Origin: origin });
      expect({ origin, status: response.status }).toEqual({ origin, status: 200 });
    }
  });

  test("the Host rule comes before the framing rules", async () => {
    const response = await rawHttp(
      request("{}", { headers: { Host: "evil.example", "Content-Length": null, "Content-Type": "text/plain" } }),
    );
    expect(response.status).toBe(403);
  });
});

describe("2. Host: --allowed-host", () => {
  /** Runs `body` against its own server (the helpers above talk to `port`), then stops it. */
  async function withServer(bind: string, allowedHosts: string[], body: () => Promise<void>): Promise<void> {
    const own = serveHttp(mcp, { bind, port: 0, allowedOrigins: [], allowedHosts, maxConcurrency: 2 });
    const previous = port;
    port = own.port;
    try {
      await body();
    } finally {
      port = previous;
      await own.stop();
    }
  }

  async function statuses(hosts: string[]): Promise<{ host: string; status: number }[]> {
    const out: { host: string; status: number }[] = [];
    for (const host of hosts) out.push({ host, status: (await post(listTools(), { Host: host })).status });
    return out;
  }

  const LISTED = ["mcp.example.org", "10.0.0.5:3000", "[fd00::1]"];

  test("loopback bind: listed hosts are served besides loopback ones; others are 403 naming --allowed-host", async () => {
    await withServer("127.0.0.1", LISTED, async () => {
      const served = [
        "mcp.example.org",
        "MCP.Example.Org:443",
        "10.0.0.5:3000",
        "[fd00::1]",
        "[FD00::1]:3000",
        `127.0.0.1:${port}`,
        "localhost",
      ];
      expect(await statuses(served)).toEqual(served.map((host) => ({ host, status: 200 })));
      const refused = ["evil.example", "10.0.0.5", "10.0.0.5:3001", "[fd00::2]", "mcp.example.org.evil.example"];
      expect(await statuses(refused)).toEqual(refused.map((host) => ({ host, status: 403 })));
      const response = await post(listTools(), { Host: "evil.example" });
      expect(outcome(response)).toEqual({ status: 403, code: -32000, id: null });
      expect(rpc(response).error?.message).toContain("--allowed-host");
    });
  });

  test("non-loopback bind: the Host must be listed (or loopback); missing or unlisted is 403", async () => {
    // 0.0.0.0 is the one non-loopback address every machine has; the server lives only for this test.
    await withServer("0.0.0.0", LISTED, async () => {
      const served = [
        "mcp.example.org:8080",
        "MCP.EXAMPLE.ORG",
        "10.0.0.5:3000",
        "[fd00::1]:3000",
        `127.0.0.1:${port}`,
        "localhost",
        "[::1]",
      ];
      expect(await statuses(served)).toEqual(served.map((host) => ({ host, status: 200 })));
      const refused = ["evil.example", `evil.example:${port}`, "10.0.0.5:3001", "[fd00::2]", "0.0.0.0", ""];
      expect(await statuses(refused)).toEqual(refused.map((host) => ({ host, status: 403 })));
      const body = JSON.stringify(listTools());
      const noHost = await rawHttp(
        `POST /mcp HTTP/1.0\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body}`,
      );
      expect(outcome(noHost)).toEqual({ status: 403, code: -32000, id: null });
      expect(rpc(noHost).error?.message).toBe(
        "Forbidden: the Host header must name a host listed with --allowed-host (or localhost, 127.0.0.1 or [::1])",
      );
    });
  });

  test("non-loopback bind with no --allowed-host (programmatic use): only loopback Host values pass", async () => {
    await withServer("0.0.0.0", [], async () => {
      expect(await statuses(["mcp.example.org", `127.0.0.1:${port}`])).toEqual([
        { host: "mcp.example.org", status: 403 },
        { host: `127.0.0.1:${port}`, status: 200 },
      ]);
    });
  });
});

// ---------------------------------------------------------------- 3. framing

describe("3. framing", () => {
  test("no Content-Length is 411 (chunked bodies too)", async () => {
    const chunked = await rawHttp(
      request(undefined, { headers: { "Content-Length": null, "Transfer-Encoding": "chunked" } }) as Uint8Array,
    );
    expect(outcome(chunked)).toEqual({ status: 411, code: -32000, id: null });
    expect(chunked.closed).toBe(true);
    const none = await rawHttp(request(undefined, { headers: { "Content-Length": null } }));
    expect(outcome(none)).toEqual({ status: 411, code: -32000, id: null });
  });

  test("a body over 1 MiB is 413 from Content-Length alone, with the stdio oversize answer", async () => {
    const head = request(undefined, { headers: { "Content-Length": String(1_048_577) } });
    const response = await rawHttp([head, "x".repeat(1000)]);
    expect(outcome(response)).toEqual({ status: 413, code: -32600, id: null });
    expect(response.closed).toBe(true);
    // stdio answers an oversize line with the same bytes.
    const stdio = new StdioServer();
    try {
      stdio.write(`${"x".repeat(1_048_577)}\n`);
      await stdio.waitForCount(1);
      expect(response.body).toBe(stdio.rawLines[0] as string);
    } finally {
      await stdio.close();
    }
    // Absurd lengths are refused without reading anything.
    const huge = await rawHttp(request(undefined, { headers: { "Content-Length": "1000000000000" } }));
    expect(huge.status).toBe(413);
  });

  test("a body of exactly 1 MiB is read and served", async () => {
    const message = JSON.stringify(listTools(9));
    const padded = message + " ".repeat(1_048_576 - message.length);
    const response = await rawHttp(request(padded, { message: listTools(9) }));
    expect(outcome(response)).toEqual({ status: 200, code: undefined, id: 9 });
  });

  test("a request line over 8 KiB is 431; 8 KiB exactly is served", async () => {
    const lineFor = (target: string) => `POST ${target} HTTP/1.1`.length;
    const base = "/mcp?q=";
    const atLimit = base + "a".repeat(8192 - lineFor(base));
    expect(lineFor(atLimit)).toBe(8192);
    const ok = await rawHttp(request(JSON.stringify(listTools()), { target: atLimit, message: listTools() }));
    expect(ok.status).toBe(200);
    const over = await rawHttp(request(JSON.stringify(listTools()), { target: `${atLimit}a`, message: listTools() }));
    expect(outcome(over)).toEqual({ status: 431, code: -32000, id: null });
    expect(rpc(over).error?.message).toContain("request line is 8193 bytes");
  });

  test("header fields over 32 KiB are 431 (our answer); 20 KiB and exactly 32 KiB are served", async () => {
    const message = listTools();
    const base = request(JSON.stringify(message), { message });
    // Header bytes as the server counts them: each `name: value` + CRLF, names lower-cased.
    const text = Buffer.from(base).toString("latin1");
    const baseHeaderBytes = text.slice(text.indexOf("\r\n") + 2, text.indexOf("\r\n\r\n") + 2).length;
    const padTo = (total: number) => "p".repeat(total - baseHeaderBytes - "X-Pad: \r\n".length);
    const twenty = await rawHttp(request(JSON.stringify(message), { message, headers: { "X-Pad": padTo(20_000) } }));
    expect(twenty.status).toBe(200); // above Bun's default 16 KiB head limit: raised by serveHttp
    const atLimit = await rawHttp(request(JSON.stringify(message), { message, headers: { "X-Pad": padTo(32_768) } }));
    expect(atLimit.status).toBe(200);
    const over = await rawHttp(request(JSON.stringify(message), { message, headers: { "X-Pad": padTo(32_769) } }));
    expect(outcome(over)).toEqual({ status: 431, code: -32000, id: null });
    expect(rpc(over).error?.message).toContain("32769 bytes");
  });

  test("more than 100 header fields is 431; 100 is served", async () => {
    const message = listTools();
    const defaults = 6; // Host, Content-Type, Accept, Content-Length, MCP-Protocol-Version, Mcp-Method
    const fields = (n: number): HeaderOverrides =>
      Object.fromEntries(Array.from({ length: n - defaults }, (_, i) => [`X-F${i}`, "v"]));
    expect((await rawHttp(request(JSON.stringify(message), { message, headers: fields(100) }))).status).toBe(200);
    const over = await rawHttp(request(JSON.stringify(message), { message, headers: fields(101) }));
    expect(outcome(over)).toEqual({ status: 431, code: -32000, id: null });
    expect(rpc(over).error?.message).toContain("101 header fields");
  });

  test("a head beyond what Bun's parser takes (40 KiB) is still 431, answered by Bun itself", async () => {
    const response = await rawHttp(request("{}", { headers: { "X-Pad": "p".repeat(50_000) } }));
    // Bun answers before any handler runs: status 431 and Connection: close, without our headers.
    expect(response.status).toBe(431);
    expect(response.closed).toBe(true);
  });

  test("a Content-Type other than application/json is 415; parameters are fine", async () => {
    for (const type of [
      "text/plain",
      "application/x-www-form-urlencoded",
      "application/jsonx",
      "multipart/form-data; boundary=x",
      null,
    ]) {
      const response = await post(listTools(), { "Content-Type": type });
      expect({ type, ...outcome(response) }).toEqual({ type, status: 415, code: -32000, id: null });
    }
    for (const type of ["application/json; charset=utf-8", "APPLICATION/JSON", "application/json;charset=UTF-8;x=y"]) {
      const response = await post(listTools(), { "Content-Type": type });
      expect({ type, status: response.status }).toEqual({ type, status: 200 });
    }
  });

  test("an Accept that does not admit application/json is 406; absent, */* and application/* are fine", async () => {
    for (const accept of [
      "text/html",
      "text/event-stream",
      "application/json;q=0",
      "application/json;q=0, */*",
      "*/*;q=0",
      "application/*;q=0.0, text/*",
      "image/png, text/*",
    ]) {
      const response = await post(listTools(), { Accept: accept });
      expect({ accept, ...outcome(response) }).toEqual({ accept, status: 406, code: -32000, id: null });
    }
    for (const accept of [
      null,
      "*/*",
      "application/*",
      "application/json",
      "text/event-stream, application/json",
      "*/*;q=0.1",
      "application/json;q=0.5, */*;q=0",
      "APPLICATION/JSON",
    ]) {
      const response = await post(listTools(), { Accept: accept });
      expect({ accept, status: response.status }).toEqual({ accept, status: 200 });
    }
  });

  test("framing rules apply in order: 411 before 413 before 431 before 415 before 406", async () => {
    const bad = { "Content-Type": "text/plain", Accept: "text/html", "X-Pad": "p".repeat(33_000) };
    expect((await rawHttp(request("{}", { headers: { ...bad, "Content-Length": null } }))).status).toBe(411);
    expect((await rawHttp(request(undefined, { headers: { ...bad, "Content-Length": "2000000" } }))).status).toBe(413);
    expect((await rawHttp(request("{}", { headers: bad }))).status).toBe(431);
    expect((await rawHttp(request("{}", { headers: { ...bad, "X-Pad": null } }))).status).toBe(415);
    expect((await rawHttp(request("{}", { headers: { Accept: "text/html" } }))).status).toBe(406);
  });

  test("a body that does not arrive in time is 408 (the server runs with a 3 s limit here; 30 s by default)", async () => {
    expect(BODY_TIMEOUT_MS).toBe(30_000);
    const started = Date.now();
    const response = await rawHttp(request('{"jsonrpc":', { headers: { "Content-Length": "100" } }));
    expect(outcome(response)).toEqual({ status: 408, code: -32000, id: null });
    expect(response.closed).toBe(true);
    // Not before the limit (no upper bound: a loaded machine may answer late, and rawHttp gives up after 60 s).
    expect(Date.now() - started).toBeGreaterThanOrEqual(2_900);
    // A body trickled in, but completed within the limit, is served.
    const body = JSON.stringify(listTools(3));
    const head = request(undefined, { message: listTools(3), headers: { "Content-Length": String(body.length) } });
    const pieces = [head, body.slice(0, 20), body.slice(20, 60), body.slice(60)];
    const trickled = await rawHttp(pieces, { gapMs: 150 });
    expect(outcome(trickled)).toEqual({ status: 200, code: undefined, id: 3 });
  });
});

// ---------------------------------------------------------------- 4-5. body

describe("4. body, 5. notifications", () => {
  test("not JSON is -32700/400 and not valid UTF-8 is -32700/400, the same bytes as stdio", async () => {
    const notJson = await rawHttp(request("{not json"));
    expect(outcome(notJson)).toEqual({ status: 400, code: -32700, id: null });
    expect(notJson.body).toBe((await viaStdio("{not json")) as string);
    const badUtf8 = new Uint8Array([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x7d]);
    const invalid = await rawHttp(request(badUtf8));
    expect(outcome(invalid)).toEqual({ status: 400, code: -32700, id: null });
    expect(invalid.body).toBe((await viaStdio(badUtf8)) as string);
    const empty = await rawHttp(request(""));
    expect(outcome(empty)).toEqual({ status: 400, code: -32700, id: null });
  });

  test("not one JSON-RPC object (batches, scalars, bad shapes, limits) is -32600/400, with the id when readable", async () => {
    const cases: Array<[string, unknown]> = [
      ["[]", null],
      [JSON.stringify([listTools(1), listTools(2)]), null],
      ["42", null],
      ['"text"', null],
      ['{"jsonrpc":"2.0","id":7,"method":1}', 7],
      ['{"jsonrpc":"1.0","id":"a","method":"tools/list"}', "a"],
      ['{"jsonrpc":"2.0","id":{},"method":"tools/list"}', null],
      ['{"jsonrpc":"2.0","id":8,"method":"tools/list","params":[]}', 8],
      [`{"jsonrpc":"2.0","id":5,"method":"tools/list","params":${"[".repeat(70)}${"]".repeat(70)}}`, 5],
      [JSON.stringify({ jsonrpc: "2.0", id: 6, method: "tools/list", params: { a: Array(10_001).fill(0) } }), 6],
    ];
    for (const [body, id] of cases) {
      const response = await rawHttp(request(body));
      expect({ body: body.slice(0, 60), ...outcome(response) }).toEqual({
        body: body.slice(0, 60),
        status: 400,
        code: -32600,
        id,
      });
      expect(response.body).toBe((await viaStdio(body)) as string);
    }
  });

  test("depth 64, a 256 KiB string and a 10,000-element array are served; one more level, byte or element is -32600/400, as on stdio", async () => {
    const listWith = (id: string, extra: string) =>
      `{"jsonrpc":"2.0","id":"${id}","method":"tools/list","params":{"_meta":${JSON.stringify(MODERN_META)},"x":${extra}}}`;
    const nested = (depth: number) => `${"[".repeat(depth - 2)}${"]".repeat(depth - 2)}`; // the message and params are levels 1 and 2
    const cases: Array<[string, string, string]> = [
      ["depth", nested(64), nested(65)],
      ["string", JSON.stringify("é".repeat(131_072)), JSON.stringify(`${"é".repeat(131_072)}a`)],
      ["array", `[${Array(10_000).fill(0).join(",")}]`, `[${Array(10_001).fill(0).join(",")}]`],
    ];
    for (const [limit, at, over] of cases) {
      const served = await rawHttp(request(listWith(limit, at), { message: listTools() }));
      expect({ limit, ...outcome(served) }).toEqual({ limit, status: 200, code: undefined, id: limit });
      const body = listWith(limit, over);
      const refused = await rawHttp(request(body, { message: listTools() }));
      expect({ limit, ...outcome(refused) }).toEqual({ limit, status: 400, code: -32600, id: limit });
      expect(refused.body).toBe((await viaStdio(body)) as string);
    }
  });

  test("a notification is 202 with an empty body, before any header or _meta rule", async () => {
    for (const message of [
      { jsonrpc: "2.0", method: "notifications/initialized" },
      { jsonrpc: "2.0", method: "notifications/cancelled", params: { requestId: 1 } },
      {
        jsonrpc: "2.0",
        method: "tools/call",
        params: modern({ name: "canonical_smiles", arguments: { smiles: "C" } }),
      },
    ]) {
      const response = await rawHttp(request(JSON.stringify(message)));
      expect({ method: message.method, ...outcome(response), body: response.body }).toEqual({
        method: message.method,
        status: 202,
        code: undefined,
        id: undefined,
        body: "",
      });
      expect(response.headers.get("content-length")).toBe("0");
    }
    // A JSON-RPC response sent by a client has nothing to answer either.
    const clientResponse = await rawHttp(request('{"jsonrpc":"2.0","id":1,"result":{}}'));
    expect(clientResponse.status).toBe(202);
  });
});

// ---------------------------------------------------------------- 6. the legacy era, statelessly

const LEGACY = ["2024-11-05", "2025-03-26", "2025-06-18", "2025-11-25"] as const;

/** POSTs a legacy message: no _meta; MCP-Protocol-Version as given (null: none), no other MCP header unless added. */
function postLegacy(message: unknown, revision: string | null, headers: HeaderOverrides = {}): Promise<RawResponse> {
  return rawHttp(
    request(JSON.stringify(message), {
      headers: { ...(revision === null ? {} : { "MCP-Protocol-Version": revision }), ...headers },
    }),
  );
}

interface LegacyMessage {
  jsonrpc: "2.0";
  id: number | string;
  method: string;
  params?: Record<string, unknown>;
}

const initialize = (id: number | string, revision: unknown): LegacyMessage => ({
  jsonrpc: "2.0",
  id,
  method: "initialize",
  params: { protocolVersion: revision, capabilities: {}, clientInfo: { name: "t", version: "1" } },
});
const legacyCall = (id: number | string, name: string, args: unknown): LegacyMessage => ({
  jsonrpc: "2.0",
  id,
  method: "tools/call",
  params: { name, arguments: args },
});

describe("6. the legacy era over HTTP (stateless, no sessions)", () => {
  test("initialize is answered as on stdio, revision negotiation included, without a session id, whatever the headers", async () => {
    for (const revision of [...LEGACY, "1999-01-01", undefined]) {
      const message = initialize(`init-${revision}`, revision);
      // No header, a stray one and a 2026-07-28 one: the handshake is answered the same.
      for (const header of [null, "2099-01-01", "2026-07-28"]) {
        const response = await postLegacy(message, header);
        expect({ revision, header, ...outcome(response) }).toEqual({
          revision,
          header,
          status: 200,
          code: undefined,
          id: message.id,
        });
        expect(response.body).toBe((await viaStdio(JSON.stringify(message))) as string);
      }
      const result = rpc(await postLegacy(message, null)).result;
      const negotiated = revision === "1999-01-01" || revision === undefined ? "2024-11-05" : revision;
      // From 2025-03-26 the instructions of server/discover; 2024-11-05 exactly the three fields.
      expect(result).toEqual({
        protocolVersion: negotiated,
        capabilities: { tools: {} },
        serverInfo: { name: SERVER_NAME, version: SERVER_VERSION },
        ...(negotiated === "2024-11-05" ? {} : { instructions: serverInstructions([...tools, ...testTools]) }),
      });
    }
  });

  test("tools/list under the header's revision: outputSchema from 2025-06-18 on; no header is 2025-03-26; bytes as stdio's after initialize", async () => {
    for (const revision of LEGACY) {
      const message = { jsonrpc: "2.0", id: `list-${revision}`, method: "tools/list" };
      const response = await postLegacy(message, revision);
      expect({ revision, ...outcome(response) }).toEqual({ revision, status: 200, code: undefined, id: message.id });
      expect(response.body).toBe(await viaStdioAfterInitialize(revision, message));
      const listed = rpc(response).result?.tools as Array<Record<string, unknown>>;
      expect(listed.length).toBe(tools.length + testTools.length);
      // The content-only depictions (tool.ts `content`) never advertise one.
      const structured = listed.filter(
        (tool) => !["depict", "depict_grid", "depict_reaction"].includes(String(tool.name)),
      );
      expect({ revision, outputSchema: structured.every((tool) => "outputSchema" in tool) }).toEqual({
        revision,
        outputSchema: revision >= "2025-06-18",
      });
    }
    const bare = { jsonrpc: "2.0", id: "list-bare", method: "tools/list" };
    const response = await postLegacy(bare, null);
    expect(outcome(response)).toEqual({ status: 200, code: undefined, id: "list-bare" });
    expect(response.body).toBe(await viaStdioAfterInitialize("2025-03-26", bare));
  });

  test("tools/call per revision, byte-identical to stdio, all 200: success, chemistry failure (isError from 2025-03-26; -32000 on 2024-11-05), bad arguments (isError on 2025-11-25)", async () => {
    // Every answer is 200 (protocol.md step 10, legacy): a JSON-RPC error too, so that SDK clients pass it on.
    const expected: Record<string, { chemistry: [number, number | undefined]; args: number | undefined }> = {
      "2024-11-05": { chemistry: [200, -32000], args: -32000 },
      "2025-03-26": { chemistry: [200, undefined], args: -32602 },
      "2025-06-18": { chemistry: [200, undefined], args: -32602 },
      "2025-11-25": { chemistry: [200, undefined], args: undefined },
    };
    for (const revision of LEGACY) {
      const ok = legacyCall(`ok-${revision}`, "canonical_smiles", { smiles: "OCC" });
      const okResponse = await postLegacy(ok, revision);
      expect({ revision, ...outcome(okResponse) }).toEqual({ revision, status: 200, code: undefined, id: ok.id });
      expect(okResponse.body).toBe(await viaStdioAfterInitialize(revision, ok));
      expect({ revision, structured: rpc(okResponse).result?.structuredContent }).toEqual({
        revision,
        structured: revision >= "2025-06-18" ? { canonical: "CCO" } : undefined,
      });

      const bad = legacyCall(`chem-${revision}`, "canonical_smiles", { smiles: "c1cccc1" });
      const badResponse = await postLegacy(bad, revision);
      const [status, code] = expected[revision]?.chemistry ?? [0, 0];
      expect({ revision, ...outcome(badResponse) }).toEqual({ revision, status, code, id: bad.id });
      expect(badResponse.body).toBe(await viaStdioAfterInitialize(revision, bad));
      if (code === undefined) {
        expect(rpc(badResponse).result?.isError).toBe(true);
        expect({ revision, structured: rpc(badResponse).result?.structuredContent !== undefined }).toEqual({
          revision,
          structured: revision >= "2025-06-18",
        });
      }

      const args = legacyCall(`args-${revision}`, "canonical_smiles", { smiles: 5 });
      const argsResponse = await postLegacy(args, revision);
      expect({ revision, ...outcome(argsResponse) }).toEqual({
        revision,
        status: 200,
        code: expected[revision]?.args,
        id: args.id,
      });
      expect(argsResponse.body).toBe(await viaStdioAfterInitialize(revision, args));
      if (revision === "2025-11-25")
        expect(rpc(argsResponse).result).toMatchObject({
          isError: true,
          structuredContent: { error: { code: "INVALID_ARGUMENTS", details: { argument: "smiles", rule: "type" } } },
        });
    }
    // No header: 2025-03-26, an isError result without structuredContent.
    const bare = legacyCall("chem-bare", "canonical_smiles", { smiles: "C1CC" });
    const response = await postLegacy(bare, null);
    expect(outcome(response)).toEqual({ status: 200, code: undefined, id: "chem-bare" });
    expect(response.body).toBe(await viaStdioAfterInitialize("2025-03-26", bare));
    expect(Object.keys(rpc(response).result ?? {})).toEqual(["isError", "content"]);
  });

  test("ping, unknown methods, unknown tools and faults: the bytes of stdio, all with status 200 (the modern era's 404/400/500 are not for legacy)", async () => {
    const ping: LegacyMessage = { jsonrpc: "2.0", id: "p", method: "ping" };
    const pinged = await postLegacy(ping, "2025-06-18");
    expect(outcome(pinged)).toEqual({ status: 200, code: undefined, id: "p" });
    expect(rpc(pinged).result).toEqual({});
    expect(pinged.body).toBe(await viaStdioAfterInitialize("2025-06-18", ping));
    const cases: Array<[LegacyMessage, number, number]> = [
      [{ jsonrpc: "2.0", id: "r", method: "resources/list" }, 200, -32601],
      [{ jsonrpc: "2.0", id: "d", method: "server/discovery" }, 200, -32601],
      [legacyCall("u", "no_such_tool", {}), 200, -32602],
      [{ jsonrpc: "2.0", id: "n", method: "tools/call", params: {} }, 200, -32602],
      [legacyCall("f", "test_fault", {}), 200, -32603],
    ];
    for (const [message, status, code] of [
      ...cases,
      // 2025-06-18 keeps bad arguments a JSON-RPC error; over HTTP it is 200 too.
      [legacyCall("a", "find_mcs", { smiles: ["C", "N"] }), 200, -32602] as [LegacyMessage, number, number],
    ]) {
      const response = await postLegacy(message, message.id === "a" ? "2025-06-18" : "2025-11-25");
      expect({ method: message.method, ...outcome(response) }).toEqual({
        method: message.method,
        status,
        code,
        id: message.id,
      });
      expect(response.body).toBe(
        await viaStdioAfterInitialize(message.id === "a" ? "2025-06-18" : "2025-11-25", message),
      );
    }
  });

  test("an unsupported MCP-Protocol-Version is 400: -32022 naming the legacy revisions; 2026-07-28 without _meta is -32602", async () => {
    for (const header of ["2099-01-01", "2024-10-07", "latest", ""]) {
      const response = await postLegacy({ jsonrpc: "2.0", id: "v", method: "tools/list" }, header);
      expect({ header, ...outcome(response) }).toEqual({ header, status: 400, code: -32022, id: "v" });
      expect(rpc(response).error?.data).toEqual({ supported: [...LEGACY], requested: header });
    }
    const modernHeader = await postLegacy(legacyCall("m", "canonical_smiles", { smiles: "C" }), "2026-07-28");
    expect(outcome(modernHeader)).toEqual({ status: 400, code: -32602, id: "m" });
    // Spaces and tabs around a supported value are fine.
    const padded = await postLegacy(legacyCall("t", "canonical_smiles", { smiles: "OCC" }), " \t2025-06-18 ");
    expect(rpc(padded).result?.structuredContent).toEqual({ canonical: "CCO" });
  });

  test("steps 7-9 do not apply: Mcp-Method and Mcp-Name are not checked, a non-protocol _meta is fine, notifications are 202", async () => {
    const message = {
      jsonrpc: "2.0",
      id: "h",
      method: "tools/call",
      params: { name: "canonical_smiles", arguments: { smiles: "OCC" }, _meta: { progressToken: 7 } },
    };
    // Accept without the event stream: one JSON body, even with a progress token (with it: the SSE tests below).
    const response = await postLegacy(message, "2025-06-18", {
      "Mcp-Method": "tools/list",
      "Mcp-Name": "=?base64?!!?=",
      Accept: "application/json",
    });
    expect(outcome(response)).toEqual({ status: 200, code: undefined, id: "h" });
    expect(response.body).toBe(await viaStdioAfterInitialize("2025-06-18", message));
    for (const notification of [
      { jsonrpc: "2.0", method: "notifications/initialized" },
      { jsonrpc: "2.0", method: "notifications/cancelled", params: { requestId: "x" } },
    ]) {
      const accepted = await postLegacy(notification, "2025-06-18");
      expect({ method: notification.method, ...outcome(accepted), body: accepted.body }).toEqual({
        method: notification.method,
        status: 202,
        code: undefined,
        id: undefined,
        body: "",
      });
    }
  });

  test("a full 2025 client conversation, one request per connection, never gets or needs a session id", async () => {
    const steps = [
      initialize(1, "2025-06-18"),
      { jsonrpc: "2.0", method: "notifications/initialized" },
      { jsonrpc: "2.0", id: 2, method: "tools/list" },
      legacyCall(3, "tanimoto", { smiles1: "c1ccccc1O", smiles2: "c1ccccc1N" }),
    ];
    const statuses: number[] = [];
    for (const step of steps) {
      const response = await postLegacy(step, step.method === "initialize" ? null : "2025-06-18");
      expectWellFormed(response);
      statuses.push(response.status);
      if (step.method === "tools/call")
        expect(rpc(response).result?.structuredContent).toMatchObject({ similarity: 0.375 });
    }
    expect(statuses).toEqual([200, 202, 200, 200]);
  });
});

// ---------------------------------------------------------------- 6-9. era, _meta, headers, version

describe("6-9. era, _meta, SEP-2243 headers, version", () => {
  test("6. a modern-enveloped initialize is just an unknown method (-32601/404), as on stdio", async () => {
    const modernInit = await sameAsStdio({ jsonrpc: "2.0", id: 2, method: "initialize", params: modern() });
    expect(outcome(modernInit)).toEqual({ status: 404, code: -32601, id: 2 });
  });

  test("7. missing or malformed _meta keys are -32602/400 (same bytes as stdio where stdio also sees a modern request)", async () => {
    // server/discover is modern on stdio by its method, so stdio gives the same answer.
    const noMeta = await sameAsStdio({ jsonrpc: "2.0", id: 10, method: "server/discover", params: {} });
    expect(outcome(noMeta)).toEqual({ status: 400, code: -32602, id: 10 });
    const noParams = await sameAsStdio({ jsonrpc: "2.0", id: 11, method: "server/discover" });
    expect(outcome(noParams)).toEqual({ status: 400, code: -32602, id: 11 });
    const noCapabilities = await sameAsStdio({
      jsonrpc: "2.0",
      id: 12,
      method: "tools/list",
      params: { _meta: { "io.modelcontextprotocol/protocolVersion": "2026-07-28" } },
    });
    expect(outcome(noCapabilities)).toEqual({ status: 400, code: -32602, id: 12 });
    const badInfo = await sameAsStdio({
      jsonrpc: "2.0",
      id: 13,
      method: "tools/list",
      params: { _meta: { ...MODERN_META, "io.modelcontextprotocol/clientInfo": "me" } },
    });
    expect(outcome(badInfo)).toEqual({ status: 400, code: -32602, id: 13 });
    // A request without _meta but with the 2026-07-28 header is told the _meta it forgot (the legacy era has no such revision).
    const forgotMeta = await post({ jsonrpc: "2.0", id: 14, method: "tools/list" });
    expect(outcome(forgotMeta)).toEqual({ status: 400, code: -32602, id: 14 });
    expect(rpc(forgotMeta).error?.message).toContain("params._meta is required");
    // clientInfo is optional.
    const { "io.modelcontextprotocol/clientInfo": _, ...withoutInfo } = MODERN_META;
    const optional = await sameAsStdio({
      jsonrpc: "2.0",
      id: 15,
      method: "tools/list",
      params: { _meta: withoutInfo },
    });
    expect(outcome(optional)).toEqual({ status: 200, code: undefined, id: 15 });
  });

  test("8. MCP-Protocol-Version missing or different from _meta is -32020/400", async () => {
    expect(outcome(await post(listTools(20), { "MCP-Protocol-Version": null }))).toEqual({
      status: 400,
      code: -32020,
      id: 20,
    });
    expect(outcome(await post(listTools(21), { "MCP-Protocol-Version": "2025-11-25" }))).toEqual({
      status: 400,
      code: -32020,
      id: 21,
    });
    // The header is checked before the version itself (step 8 before step 9).
    const v999 = {
      jsonrpc: "2.0",
      id: 22,
      method: "tools/list",
      params: { _meta: { ...MODERN_META, "io.modelcontextprotocol/protocolVersion": "v999" } },
    };
    expect(outcome(await post(v999, { "MCP-Protocol-Version": "2026-07-28" }))).toEqual({
      status: 400,
      code: -32020,
      id: 22,
    });
    // Spaces and tabs around the value, and any case of the header name, are fine.
    expect((await post(listTools(23), { "MCP-Protocol-Version": " \t2026-07-28\t " })).status).toBe(200);
    expect(
      (await post(listTools(24), { "MCP-Protocol-Version": null, "mcp-protocol-version": "2026-07-28" })).status,
    ).toBe(200);
  });

  test("8. Mcp-Method missing or different from the method is -32020/400 (values are case-sensitive)", async () => {
    expect(outcome(await post(listTools(30), { "Mcp-Method": null }))).toEqual({ status: 400, code: -32020, id: 30 });
    expect(outcome(await post(listTools(31), { "Mcp-Method": "prompts/list" }))).toEqual({
      status: 400,
      code: -32020,
      id: 31,
    });
    expect(outcome(await post(listTools(32), { "Mcp-Method": "TOOLS/LIST" }))).toEqual({
      status: 400,
      code: -32020,
      id: 32,
    });
    expect(outcome(await post(listTools(33), { "Mcp-Method": "=?base64?dG9vbHMvbGlzdA==?=" }))).toEqual({
      status: 400,
      code: -32020,
      id: 33,
    });
    expect((await post(listTools(34), { "Mcp-Method": null, "MCP-METHOD": "  tools/list\t" })).status).toBe(200);
  });

  test("8. tools/call: Mcp-Name missing, different or bad Base64 is -32020/400; Base64 of the name is accepted", async () => {
    const message = call(40, "canonical_smiles", { smiles: "OCC" });
    expect(outcome(await post(message, { "Mcp-Name": null }))).toEqual({ status: 400, code: -32020, id: 40 });
    expect(outcome(await post(message, { "Mcp-Name": "parse_smiles" }))).toEqual({ status: 400, code: -32020, id: 40 });
    expect(outcome(await post(message, { "Mcp-Name": "Canonical_Smiles" }))).toEqual({
      status: 400,
      code: -32020,
      id: 40,
    });
    const base64 = btoa("canonical_smiles");
    expect(base64.endsWith("==")).toBe(true);
    for (const bad of [
      `=?base64?${base64.replace(/=+$/, "")}?=`,
      "=?base64?Y2Fub25p!!!Y2Fs?=",
      `=?base64?${btoa("parse_smiles")}?=`,
      "=?base64?/w==?=",
    ]) {
      expect({ bad, ...outcome(await post(message, { "Mcp-Name": bad })) }).toEqual({
        bad,
        status: 400,
        code: -32020,
        id: 40,
      });
    }
    const good = await post(message, { "Mcp-Name": `=?base64?${base64}?=` });
    expect(good.status).toBe(200);
    expect(good.body).toBe((await viaStdio(JSON.stringify(message))) as string);
    // The literal prefix alone is not Base64.
    expect((await post(message, { "Mcp-Name": `=?base64?${base64}` })).status).toBe(400);
    expect((await post(message, { "Mcp-Name": " \tcanonical_smiles  " })).status).toBe(200);
    expect((await post(message, { "Mcp-Name": null, "mcp-name": "canonical_smiles" })).status).toBe(200);
    // No params.name and no header: the dispatcher's own -32602; a header without params.name is a mismatch.
    const nameless = { jsonrpc: "2.0", id: 41, method: "tools/call", params: modern({ arguments: {} }) };
    expect(outcome(await sameAsStdio(nameless))).toEqual({ status: 400, code: -32602, id: 41 });
    expect(outcome(await post(nameless, { "Mcp-Name": "canonical_smiles" }))).toEqual({
      status: 400,
      code: -32020,
      id: 41,
    });
  });

  test("9. an unsupported version (header and _meta agreeing) is -32022/400, the same bytes as stdio", async () => {
    const message = {
      jsonrpc: "2.0",
      id: 50,
      method: "server/discover",
      params: { _meta: { ...MODERN_META, "io.modelcontextprotocol/protocolVersion": "v999.0.0" } },
    };
    const response = await sameAsStdio(message, { "MCP-Protocol-Version": "v999.0.0" });
    expect(outcome(response)).toEqual({ status: 400, code: -32022, id: 50 });
    expect(rpc(response).error?.data).toEqual({ supported: ["2026-07-28"], requested: "v999.0.0" });
  });
});

// ---------------------------------------------------------------- 10. dispatch

describe("10. dispatch", () => {
  test("server/discover, tools/list and tools/call are 200 and byte-identical to stdio", async () => {
    const discover = await sameAsStdio({ jsonrpc: "2.0", id: "d", method: "server/discover", params: modern() });
    expect(outcome(discover)).toEqual({ status: 200, code: undefined, id: "d" });
    expect(rpc(discover).result?.supportedVersions).toEqual(["2026-07-28"]);
    const list = await sameAsStdio(listTools("l"));
    expect(((rpc(list).result?.tools ?? []) as unknown[]).length).toBe(tools.length + testTools.length);
    for (const [name, args] of [
      ["canonical_smiles", { smiles: "OCC" }],
      ["calc_properties", { smiles: "CC(=O)Oc1ccccc1C(=O)O" }],
      ["smiles_to_moljson", { smiles: "CO" }],
    ] as const) {
      const response = await sameAsStdio(call(name, name, args));
      expect(outcome(response)).toEqual({ status: 200, code: undefined, id: name });
    }
  });

  test("a chemistry failure is an isError result: 200, byte-identical to stdio", async () => {
    const response = await sameAsStdio(call(60, "canonical_smiles", { smiles: "c1cccc1" }));
    expect(outcome(response)).toEqual({ status: 200, code: undefined, id: 60 });
    expect(rpc(response).result?.isError).toBe(true);
  });

  test("an unknown method is -32601/404; bad arguments and unknown tools are -32602/400; all as stdio", async () => {
    for (const method of ["ping", "resources/list", "prompts/list", "nope/nope", "logging/setLevel"]) {
      const response = await sameAsStdio({ jsonrpc: "2.0", id: method, method, params: modern() });
      expect({ method, ...outcome(response) }).toEqual({ method, status: 404, code: -32601, id: method });
    }
    expect(outcome(await sameAsStdio(call(61, "canonical_smiles", {})))).toEqual({ status: 400, code: -32602, id: 61 });
    expect(outcome(await sameAsStdio(call(62, "canonical_smiles", { smiles: 5 })))).toEqual({
      status: 400,
      code: -32602,
      id: 62,
    });
    expect(outcome(await sameAsStdio(call(63, "no_such_tool", {})))).toEqual({ status: 400, code: -32602, id: 63 });
  });

  test("an internal fault is -32603/500 and an oversize tool result becomes RESULT_TOO_LARGE (200); the server keeps serving", async () => {
    const fault = await sameAsStdio(call(70, "test_fault", {}));
    expect(outcome(fault)).toEqual({ status: 500, code: -32603, id: 70 });
    // Issue 27: a tool answer over 1 MiB is a domain error saying the limit and how to ask for less, not -32603.
    const huge = await sameAsStdio(call(71, "test_huge", {}));
    expect(outcome(huge)).toEqual({ status: 200, code: undefined, id: 71 });
    expect(JSON.stringify(rpc(huge))).toContain('"structuredContent":{"error":{"code":"RESULT_TOO_LARGE"');
    expect((await post(listTools(72))).status).toBe(200);
  });

  test("a response of exactly 1 MiB is sent (200, Content-Length 1048576); one byte more is RESULT_TOO_LARGE, as on stdio", async () => {
    // n more x's make the answer 2n bytes longer (text and structuredContent); the id's length sets the parity.
    const base = Buffer.byteLength((await viaStdio(JSON.stringify(call("i", "test_sized", { n: 0 })))) as string);
    const [atId, overId] = (1_048_576 - base) % 2 === 0 ? ["i", "ii"] : ["ii", "iii"];
    const n = (1_048_576 - base - (atId.length - 1)) / 2;
    const atLimit = await sameAsStdio(call(atId, "test_sized", { n }));
    expect(outcome(atLimit)).toEqual({ status: 200, code: undefined, id: atId });
    expect(atLimit.headers.get("content-length")).toBe("1048576");
    const over = await sameAsStdio(call(overId, "test_sized", { n }));
    expect(outcome(over)).toEqual({ status: 200, code: undefined, id: overId });
    expect(JSON.stringify(rpc(over))).toContain('"structuredContent":{"error":{"code":"RESULT_TOO_LARGE"');
  });

  test("ids of every JSON kind are echoed", async () => {
    for (const id of [0, -1, 1.5, "", "x y", null]) {
      const response = await post({ jsonrpc: "2.0", id, method: "nope", params: modern() });
      expect(rpc(response).id).toEqual(id);
    }
  });

  test("several requests on one keep-alive connection", async () => {
    const one = request(JSON.stringify(listTools(1)), { message: listTools(1) });
    const two = request(JSON.stringify(call(2, "canonical_smiles", { smiles: "OCC" })), {
      message: call(2, "canonical_smiles", { smiles: "OCC" }),
    });
    // Both answers, however long a loaded machine takes (the connection stays open: keep-alive).
    const both = (text: string) =>
      (text.match(/HTTP\/1\.1 200 OK/g)?.length ?? 0) >= 2 && text.includes('"canonical":"CCO"');
    const response = await rawHttp(new Uint8Array([...one, ...two]), {
      waitForClose: true,
      until: both,
      timeoutMs: 60_000,
    });
    const text = response.body;
    expect(text.match(/HTTP\/1\.1 200 OK/g)?.length).toBe(2);
    expect(text).toContain('"canonical":"CCO"');
  });
});

// ---------------------------------------------------------------- Server-Sent Events: progress over HTTP

interface SseEvent {
  event: string | undefined;
  id: string | undefined;
  /** The data as sent. */
  raw: string;
  message: { id?: unknown; method?: string; params?: Record<string, unknown>; result?: Record<string, unknown> } & {
    error?: { code: number; message: string };
  };
}

interface StreamedResponse {
  status: number;
  headers: Map<string, string>;
  events: SseEvent[];
  /** The body ended (its last chunk, or Content-Length bytes, arrived); false when the test hung up first. */
  complete: boolean;
  /** Comment lines (`: keep-alive`) seen. */
  comments: number;
}

/** The body of a chunked answer received so far, and whether its last chunk has arrived. */
function dechunk(bytes: Buffer): { body: Buffer; complete: boolean } {
  const parts: Buffer[] = [];
  let at = 0;
  for (;;) {
    const lineEnd = bytes.indexOf("\r\n", at);
    if (lineEnd < 0) return { body: Buffer.concat(parts), complete: false };
    const size = Number.parseInt(bytes.subarray(at, lineEnd).toString("latin1"), 16);
    if (size === 0) return { body: Buffer.concat(parts), complete: true };
    if (bytes.length < lineEnd + 2 + size + 2) return { body: Buffer.concat(parts), complete: false };
    parts.push(bytes.subarray(lineEnd + 2, lineEnd + 2 + size));
    at = lineEnd + 2 + size + 2;
  }
}

/** The complete events of an SSE body (HTML's event-stream format: fields per line, a blank line ends an event). */
function sseEvents(text: string): { events: SseEvent[]; comments: number } {
  const events: SseEvent[] = [];
  let comments = 0;
  const blocks = text.split("\n\n");
  blocks.pop(); // not yet ended by a blank line
  for (const block of blocks) {
    let event: string | undefined;
    let id: string | undefined;
    const data: string[] = [];
    for (const line of block.split("\n")) {
      if (line.startsWith(":")) {
        comments++;
        continue;
      }
      const colon = line.indexOf(":");
      const field = colon < 0 ? line : line.slice(0, colon);
      const value = colon < 0 ? "" : line.slice(colon + 1).replace(/^ /, "");
      if (field === "event") event = value;
      else if (field === "id") id = value;
      else if (field === "data") data.push(value);
    }
    if (data.length === 0) continue;
    const raw = data.join("\n");
    events.push({ event, id, raw, message: JSON.parse(raw) });
  }
  return { events, comments };
}

/** Sends one request and reads its event-stream answer to the end, or hangs up once `hangUpWhen` holds. */
function streamHttp(
  bytes: Uint8Array,
  options: { hangUpWhen?: (events: SseEvent[]) => boolean; timeoutMs?: number; to?: number } = {},
): Promise<StreamedResponse> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(options.to ?? port, "127.0.0.1");
    let buffer: Buffer = Buffer.alloc(0);
    let done = false;
    const timer = setTimeout(() => {
      done = true;
      socket.destroy();
      reject(
        new Error(`no complete event stream within ${options.timeoutMs ?? 60_000} ms: ${buffer.toString("latin1")}`),
      );
    }, options.timeoutMs ?? 60_000);
    const settle = (closed: boolean) => {
      if (done) return;
      const headEnd = buffer.indexOf("\r\n\r\n");
      if (headEnd < 0) return;
      const lines = buffer.subarray(0, headEnd).toString("latin1").split("\r\n");
      const headers = new Map<string, string>();
      for (const line of lines.slice(1)) {
        const colon = line.indexOf(":");
        headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
      }
      // Bun sends a stream that had ended before it started writing with a Content-Length instead of chunks.
      const length = headers.get("content-length");
      const rest = buffer.subarray(headEnd + 4);
      const { body, complete } =
        length === undefined
          ? dechunk(rest)
          : { body: rest.subarray(0, Number(length)), complete: rest.length >= Number(length) };
      const { events, comments } = sseEvents(body.toString("utf8"));
      const hangUp = !complete && options.hangUpWhen?.(events) === true;
      if (!complete && !hangUp && !closed) return;
      done = true;
      clearTimeout(timer);
      socket.destroy();
      resolve({ status: Number((lines[0] ?? "").split(" ")[1]), headers, events, complete, comments });
    };
    socket.on("data", (data: Buffer) => {
      buffer = Buffer.concat([buffer, data]);
      settle(false);
    });
    socket.on("error", () => {});
    socket.on("close", () => settle(true));
    socket.on("connect", () => socket.write(bytes));
  });
}

/** A tools/call with a progress token: modern (with _meta's protocol keys) unless `legacy`. */
function callWithToken(
  id: number | string,
  name: string,
  args: Record<string, unknown>,
  token: unknown,
  legacy = false,
): { jsonrpc: "2.0"; id: number | string; method: "tools/call"; params: Record<string, unknown> } {
  const meta = legacy ? { progressToken: token } : { ...MODERN_META, progressToken: token };
  return { jsonrpc: "2.0", id, method: "tools/call", params: { name, arguments: args, _meta: meta } };
}

/** Streams a modern message with correct headers (overridable). */
function postStream(
  message: unknown,
  headers: HeaderOverrides = {},
  options: Parameters<typeof streamHttp>[1] = {},
): Promise<StreamedResponse> {
  return streamHttp(request(JSON.stringify(message), { message, headers }), options);
}

/** What stdio answers `message` (its JSON-RPC answer line, without the progress lines before it). */
async function stdioAnswer(message: { id: unknown }): Promise<string> {
  const lines = await stdioLines([JSON.stringify(message)]);
  const answer = lines.find((line) => (JSON.parse(line) as { id?: unknown }).id === message.id);
  if (answer === undefined) throw new Error(`stdio did not answer ${JSON.stringify(message)}`);
  return answer;
}

/** The headers of every event-stream answer. */
function expectEventStream(response: StreamedResponse): void {
  expect(response.status).toBe(200);
  expect({
    type: response.headers.get("content-type"),
    cache: response.headers.get("cache-control"),
    buffering: response.headers.get("x-accel-buffering"),
    sniff: response.headers.get("x-content-type-options"),
    session: response.headers.get("mcp-session-id"),
  }).toEqual({
    type: "text/event-stream",
    cache: "no-cache",
    buffering: "no",
    sniff: "nosniff",
    session: undefined,
  });
  // Chunked while it runs; a stream that had ended before Bun began to write it is sent with its length.
  const length = response.headers.get("content-length");
  if (length === undefined) expect(response.headers.get("transfer-encoding")).toBe("chunked");
  else if (response.complete)
    expect(Number(length)).toBe(response.events.reduce((sum, e) => sum + Buffer.byteLength(messageEvent(e.raw)), 0));
  expect([...response.headers.keys()].filter((name) => name.startsWith("access-control-"))).toEqual([]);
  // Every event is a `message` without an id: the stateless transport cannot resume a stream (http-sse.ts).
  for (const event of response.events)
    expect({ event: event.event, id: event.id }).toEqual({ event: "message", id: undefined });
}

/** The progress notifications of a stream, all before its last event, all with `token`. */
function progressOf(response: StreamedResponse, token: unknown): Array<Record<string, unknown>> {
  const notes = response.events.slice(0, -1);
  for (const note of notes) {
    expect(note.message.method).toBe("notifications/progress");
    expect(note.message.params?.progressToken).toEqual(token);
  }
  return notes.map((note) => note.message.params as Record<string, unknown>);
}

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
    for (const until = Date.now() + 30_000; http.inFlight() > 0 && Date.now() < until; ) await Bun.sleep(20);
    expect(http.inFlight()).toBe(0);
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
    expect(http.inFlight()).toBe(0);
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
      const socket = net.connect(port, "127.0.0.1");
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
        open(`POST /mcp HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n`, `X-Slow-${i}: ${"s".repeat(40)}\r\n`);
      for (let i = 0; i < 20; i++)
        open(
          `POST /mcp HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/json\r\nContent-Length: 500\r\n\r\n{"jsonrpc":`,
        );
      await Bun.sleep(300);
      // 20 stalled bodies and 60 trickling heads, yet both slots are free for real work (a held slot would make one of these 503).
      const answers = await Promise.all([
        post(call(90, "canonical_smiles", { smiles: "OCC" })),
        post(call(91, "canonical_smiles", { smiles: "CCN" })),
      ]);
      expect(answers.map((r) => r.status)).toEqual([200, 200]);
      expect(http.inFlight()).toBe(0);
    } finally {
      for (const socket of sockets) socket.destroy();
    }
  });

  test("stop() lets a request in flight finish, then closes", async () => {
    const own = serveHttp(mcp, { bind: "127.0.0.1", port: 0, allowedOrigins: [], maxConcurrency: 4 });
    const previous = port;
    port = own.port;
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
      port = previous;
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
    const previous = port;
    port = own.port;
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
      port = previous;
    }
  });
});

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
      const previous = port;
      port = server.port;
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
        port = previous;
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
    const previous = port;
    port = live.port;
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
      port = previous;
    }
  });

  test("a chemistry call past its time limit (2 s here) answers TIMEOUT as its stream's event", async () => {
    const live = server as HttpServerProcess;
    const previous = port;
    port = live.port;
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
      port = previous;
    }
  });
});
