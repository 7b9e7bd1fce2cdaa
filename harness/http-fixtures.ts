/**
 * The fixtures of the Streamable HTTP tests (test/transport/http-*.test.ts): the test-only tools, one in-process
 * server per test file (useSharedHttpServer), the same McpServer over stdio for byte-for-byte comparisons, and raw
 * HTTP over sockets, so a request head is exactly what the test says.
 */
import { afterAll, beforeAll, expect } from "bun:test";
import net from "node:net";
import { McpServer } from "../src/server/server.ts";
import { tools } from "../src/tools/registry.ts";
import type { Tool } from "../src/tools/tool.ts";
import { serveHttp, type HttpServerHandle } from "../src/transport/http.ts";
import { messageEvent } from "../src/transport/http-sse.ts";
import { serveStdio } from "../src/transport/stdio.ts";
import { SERVER_NAME, SERVER_VERSION } from "../src/version.ts";
import { MODERN_META, modern } from "./stdio-client.ts";

// ---------------------------------------------------------------- fixtures

export const objectSchema = (properties: Record<string, unknown>, required: string[] = []) => ({
  $schema: "https://json-schema.org/draft/2020-12/schema",
  type: "object",
  properties,
  required,
  additionalProperties: false,
});

/** Tools that only exist in this test: slow (for concurrency and shutdown), faulty (-32603), oversize answer. */
export const testTools: Tool[] = [
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
export const progressRuns = new Map<string, { stoppedAt: number; of: number }>();

export const mcp = new McpServer([...tools, ...testTools], { name: SERVER_NAME, version: SERVER_VERSION });
export const ALLOWED_ORIGIN = "http://app.example:5173";
let shared: HttpServerHandle | undefined;
/** The port the helpers below talk to: the shared server's, or another a test sets with setPort. */
let target = 0;

/** The shared in-process server of this file (started by useSharedHttpServer). */
export function http(): HttpServerHandle {
  if (!shared) throw new Error("useSharedHttpServer() was not called in this file");
  return shared;
}
export function port(): number {
  return target;
}
export function setPort(value: number): void {
  target = value;
}

/** Starts one in-process server for the calling test file (beforeAll) and stops it after the file (afterAll). */
export function useSharedHttpServer(): void {
  beforeAll(() => {
    shared = serveHttp(mcp, {
      bind: "127.0.0.1",
      port: 0,
      allowedOrigins: [ALLOWED_ORIGIN],
      maxConcurrency: 2,
      bodyTimeoutMs: 3_000, // a 3 s body limit: three 150 ms gaps fit it however loaded the machine
    });
    target = shared.port;
  });
  afterAll(async () => {
    await shared?.stop();
    shared = undefined;
  });
}

export const encoder = new TextEncoder();

/** The lines stdio writes for these input lines (same McpServer, one fresh connection), without their newlines. */
export async function stdioLines(lines: Array<string | Uint8Array>): Promise<string[]> {
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
export async function viaStdio(line: string | Uint8Array): Promise<string | undefined> {
  return (await stdioLines([line]))[0];
}

/** What stdio answers `message` on a connection that first negotiated `revision` with initialize. */
export async function viaStdioAfterInitialize(revision: string, message: { id: unknown }): Promise<string> {
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

export interface RawResponse {
  status: number;
  /** Lower-case name → value; `headerLines` keeps them as sent. */
  headers: Map<string, string>;
  headerLines: string[];
  body: string;
  /** The server closes the connection after the answer (it said `Connection: close`, or it did). */
  closed: boolean;
}

export type Chunk = string | Uint8Array;

export function parseResponse(buffer: Buffer, closed: boolean, noBody = false): RawResponse | undefined {
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
export function rawHttp(
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
    const socket = net.connect(target, "127.0.0.1");
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

export type HeaderOverrides = Record<string, string | null>;

/** The SEP-2243 headers a correct client sends for this message. */
export function mcpHeaders(message: unknown): Record<string, string> {
  const headers: Record<string, string> = { "MCP-Protocol-Version": "2026-07-28" };
  if (message && typeof message === "object" && "method" in message && typeof message.method === "string") {
    headers["Mcp-Method"] = message.method;
    const params = (message as { params?: { name?: unknown } }).params;
    if (message.method === "tools/call" && typeof params?.name === "string") headers["Mcp-Name"] = params.name;
  }
  return headers;
}

/** One request head + body. `headers` entries override the defaults; null removes one. */
export function request(
  body: Chunk | undefined,
  options: { method?: string; target?: string; headers?: HeaderOverrides; message?: unknown } = {},
): Uint8Array {
  const bodyBytes = body === undefined ? new Uint8Array(0) : typeof body === "string" ? encoder.encode(body) : body;
  const defaults: Record<string, string> = {
    Host: `127.0.0.1:${target}`,
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
export function post(message: unknown, headers: HeaderOverrides = {}): Promise<RawResponse> {
  return rawHttp(request(JSON.stringify(message), { message, headers }));
}

/** The rules every answer follows, whatever its status. */
export function expectWellFormed(response: RawResponse): void {
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

export interface RpcBody {
  id: unknown;
  result?: Record<string, unknown> & { isError?: boolean; structuredContent?: unknown };
  error?: { code: number; message: string; data?: Record<string, unknown> };
}

export function rpc(response: RawResponse): RpcBody {
  return JSON.parse(response.body) as RpcBody;
}

/** Status, JSON-RPC code and id in one comparable value. */
export function outcome(response: RawResponse): { status: number; code: number | undefined; id: unknown } {
  expectWellFormed(response);
  const body = response.body.length > 0 ? rpc(response) : undefined;
  return { status: response.status, code: body?.error?.code, id: body?.id };
}

/** Answers over HTTP and over stdio to the same message, and asserts they are the same bytes. */
export async function sameAsStdio(message: unknown, headers: HeaderOverrides = {}): Promise<RawResponse> {
  const response = await post(message, headers);
  expectWellFormed(response);
  expect(response.body).toBe((await viaStdio(JSON.stringify(message))) as string);
  return response;
}

/** find_mcs on these two runs into RDKit's own 5 s limit: a call that surely outlasts a hang-up. */
export const C60 =
  "c12c3c4c5c1c1c6c7c2c2c8c3c3c9c4c4c%10c5c5c1c1c6c6c%11c7c2c2c7c8c3c3c8c9c4c4c9c%10c5c5c1c1c6c6c%11c2c2c7c3c3c8c4c4c9c5c1c1c6c2c3c41";
export const POLYCYCLE = "C1CC2CCC3CCC4CCC5CCC6CCC7CCC8CCC9CCC%10CCC%11CC1C%12C2C3C4C5C6C7C8C9C%10C%11%12";

export const call = (id: number | string, name: string, args: Record<string, unknown>) => ({
  jsonrpc: "2.0",
  id,
  method: "tools/call",
  params: modern({ name, arguments: args }),
});
export const listTools = (id: number | string = 1) => ({ jsonrpc: "2.0", id, method: "tools/list", params: modern() });

// ---------------------------------------------------------------- Server-Sent Events: reading a streamed answer

export interface SseEvent {
  event: string | undefined;
  id: string | undefined;
  /** The data as sent. */
  raw: string;
  message: { id?: unknown; method?: string; params?: Record<string, unknown>; result?: Record<string, unknown> } & {
    error?: { code: number; message: string };
  };
}

export interface StreamedResponse {
  status: number;
  headers: Map<string, string>;
  events: SseEvent[];
  /** The body ended (its last chunk, or Content-Length bytes, arrived); false when the test hung up first. */
  complete: boolean;
  /** Comment lines (`: keep-alive`) seen. */
  comments: number;
}

/** The body of a chunked answer received so far, and whether its last chunk has arrived. */
export function dechunk(bytes: Buffer): { body: Buffer; complete: boolean } {
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
export function sseEvents(text: string): { events: SseEvent[]; comments: number } {
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
export function streamHttp(
  bytes: Uint8Array,
  options: { hangUpWhen?: (events: SseEvent[]) => boolean; timeoutMs?: number; to?: number } = {},
): Promise<StreamedResponse> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(options.to ?? target, "127.0.0.1");
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
export function callWithToken(
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
export function postStream(
  message: unknown,
  headers: HeaderOverrides = {},
  options: Parameters<typeof streamHttp>[1] = {},
): Promise<StreamedResponse> {
  return streamHttp(request(JSON.stringify(message), { message, headers }), options);
}

/** What stdio answers `message` (its JSON-RPC answer line, without the progress lines before it). */
export async function stdioAnswer(message: { id: unknown }): Promise<string> {
  const lines = await stdioLines([JSON.stringify(message)]);
  const answer = lines.find((line) => (JSON.parse(line) as { id?: unknown }).id === message.id);
  if (answer === undefined) throw new Error(`stdio did not answer ${JSON.stringify(message)}`);
  return answer;
}

/** The headers of every event-stream answer. */
export function expectEventStream(response: StreamedResponse): void {
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
export function progressOf(response: StreamedResponse, token: unknown): Array<Record<string, unknown>> {
  const notes = response.events.slice(0, -1);
  for (const note of notes) {
    expect(note.message.method).toBe("notifications/progress");
    expect(note.message.params?.progressToken).toEqual(token);
  }
  return notes.map((note) => note.message.params as Record<string, unknown>);
}
