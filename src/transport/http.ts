/**
 * Streamable HTTP transport (protocol.md, "Streamable HTTP") on Bun.serve:
 * `POST /mcp`, one JSON-RPC message per request, one `application/json`
 * answer, except a `tools/call` with a progress token whose `Accept` names
 * `text/event-stream`: that one is answered as Server-Sent Events scoped to
 * the request (its progress, its answer, the end; http-sse.ts). Both eras,
 * stateless: every request gets a fresh Session. A legacy `initialize` is
 * answered as on stdio, and every later legacy request is served on its own
 * under the revision its MCP-Protocol-Version header names. No sessions, no
 * GET stream, no CORS headers.
 *
 * The checks run in the order protocol.md gives them; a request is answered
 * by the first rule it breaks. Answers that reach the tools are produced by
 * the same codec and server as on stdio, so their bodies are byte-identical.
 */
import nodeHttp from "node:http";
import type { Server } from "bun";
import { decodeMessage, encodeResponse } from "../protocol/codec.ts";
import { RpcCode, RpcError } from "../protocol/errors.ts";
import {
  HTTP_DEFAULT_LEGACY_REVISION,
  LEGACY_REVISIONS,
  MODERN_PROTOCOL_VERSION,
  checkModernMetaKeys,
  checkModernVersion,
  detectEra,
  isLegacyRevision,
} from "../protocol/eras.ts";
import {
  errorResponse,
  isNotification,
  type JsonRpcRequest,
  type JsonRpcResponse,
  type RequestId,
} from "../protocol/jsonrpc.ts";
import { MAX_MESSAGE_BYTES } from "../protocol/limits.ts";
import { logError } from "../server/log.ts";
import { progressToken } from "../server/progress.ts";
import { GracePeriodOver } from "../server/shutdown-grace.ts";
import { Session, type McpServer } from "../server/server.ts";
import {
  HostPolicy,
  MAX_REQUEST_HEAD_BYTES,
  OriginPolicy,
  acceptsJson,
  decodeHeaderValue,
  isJsonContentType,
  isLoopbackBind,
  prefersEventStream,
  requestHeadProblem,
  requestPath,
  trimHeaderValue,
} from "./http-rules.ts";
import { EventStream } from "./http-sse.ts";

export const MCP_PATH = "/mcp";
/** A client has this long, from the end of its headers, to deliver the body (408 after). */
export const BODY_TIMEOUT_MS = 30_000;
/** Seconds an idle keep-alive connection is kept. (Bun closes a connection whose headers are not complete after about 10 s on its own.) */
export const IDLE_TIMEOUT_S = 10;
/** How long a stop waits for requests in flight before their tool calls answer TIMEOUT (shutdown-grace.ts). */
export const STOP_GRACE_MS = 10_000;
/** After the grace period: how long the TIMEOUT answers have to be written before connections are closed. */
const FINAL_ANSWERS_MS = 2_000;

export interface HttpOptions {
  bind: string;
  port: number;
  allowedOrigins: readonly string[];
  /** `Host` values accepted besides loopback ones (`--allowed-host`); default none. */
  allowedHosts?: readonly string[];
  maxConcurrency: number;
  /** Body delivery limit; protocol.md says 30 s, tests shorten it. */
  bodyTimeoutMs?: number;
  /** How long stop() lets requests in flight run; default STOP_GRACE_MS (fixed on the command line), tests shorten it. */
  shutdownGraceMs?: number;
}

export interface HttpServerHandle {
  /** `http://HOST:PORT/mcp` with the port actually bound. */
  readonly url: string;
  readonly port: number;
  /** Requests currently dispatched to the server (what --max-concurrency limits). */
  inFlight(): number;
  /** Stops accepting, lets the requests in flight finish (bounded), then closes every connection. */
  stop(): Promise<void>;
}

/** An event-stream answer (http-sse.ts) and the end of its call: when the stream has ended and its slot is free. */
interface Streamed {
  response: Response;
  finished: Promise<void>;
}

const SECURITY_HEADERS = { "Cache-Control": "no-store", "X-Content-Type-Options": "nosniff" } as const;
const encoder = new TextEncoder();

/** A JSON answer: single line, with Content-Length and the headers every answer carries. */
function jsonAnswer(status: number, text: string, extra: Record<string, string> = {}): Response {
  return new Response(text, {
    status,
    headers: {
      "Content-Type": "application/json",
      "Content-Length": String(encoder.encode(text).byteLength),
      ...SECURITY_HEADERS,
      ...extra,
    },
  });
}

/** 202 for notifications and client responses: nothing to say. */
function accepted(): Response {
  return new Response(null, { status: 202, headers: { "Content-Length": "0", ...SECURITY_HEADERS } });
}

/**
 * A refusal at the HTTP layer, before the message could be served: a JSON-RPC
 * error with code -32000 (what the official SDK servers send for transport
 * refusals). The body was not read, so the connection is closed after it.
 */
function refuse(status: number, message: string, extra: Record<string, string> = {}): Response {
  return jsonAnswer(status, encodeResponse(errorResponse(null, RpcCode.ToolFailure, message)), {
    Connection: "close",
    ...extra,
  });
}

/**
 * HTTP status for a JSON-RPC answer (protocol.md step 10). A legacy request that reached dispatch is answered 200
 * whatever its JSON-RPC error (an unknown tool, bad arguments, a fault), as the SDK servers do: the official SDK
 * clients throw a non-2xx answer away as a transport error, and the model would never read the message. Refusals
 * before dispatch (steps 1-4, an unsupported MCP-Protocol-Version, busy) keep their codes.
 */
function statusFor(response: JsonRpcResponse, legacyDispatch: boolean): number {
  if ("result" in response || legacyDispatch) return 200;
  switch (response.error.code) {
    case RpcCode.MethodNotFound:
      return 404;
    case RpcCode.InternalError:
      return 500;
    default:
      return 400;
  }
}

/** The JSON-RPC answer as stdio would write it (without the newline), with its status (`legacyDispatch`: see statusFor). */
function rpcAnswer(response: JsonRpcResponse, extra: Record<string, string> = {}, legacyDispatch = false): Response {
  const text = encodeResponse(response);
  // encodeResponse replaces an oversize result by a -32603 error for the same id.
  const replaced =
    "result" in response && !text.startsWith(`{"jsonrpc":"2.0","id":${JSON.stringify(response.id)},"result":`);
  return jsonAnswer(replaced && !legacyDispatch ? 500 : statusFor(response, legacyDispatch), text, extra);
}

function headerMismatch(message: string, data: Record<string, unknown>): RpcError {
  return new RpcError(RpcCode.HeaderMismatch, message, data);
}

/** Step 8: the SEP-2243 headers must repeat what the body says. */
function checkStandardHeaders(headers: Headers, message: JsonRpcRequest, version: string): void {
  const headerVersion = headers.get("mcp-protocol-version");
  if (headerVersion === null) {
    throw headerMismatch(
      `The MCP-Protocol-Version header is required and must be "${version}", the version in params._meta`,
      { header: "MCP-Protocol-Version", expected: version, received: null },
    );
  }
  if (trimHeaderValue(headerVersion) !== version) {
    throw headerMismatch(
      `The MCP-Protocol-Version header "${trimHeaderValue(headerVersion)}" does not match params._meta version "${version}"`,
      {
        header: "MCP-Protocol-Version",
        expected: version,
        received: trimHeaderValue(headerVersion),
      },
    );
  }
  const method = headers.get("mcp-method");
  if (method === null || trimHeaderValue(method) !== message.method) {
    const received = method === null ? null : trimHeaderValue(method);
    throw headerMismatch(
      method === null
        ? `The Mcp-Method header is required and must be "${message.method}"`
        : `The Mcp-Method header "${received}" does not match the method "${message.method}"`,
      { header: "Mcp-Method", expected: message.method, received },
    );
  }
  if (message.method === "tools/call") {
    const name = message.params?.name;
    const expected = typeof name === "string" ? name : undefined;
    const rawName = headers.get("mcp-name");
    if (rawName === null && expected === undefined) return;
    if (rawName === null)
      throw headerMismatch(`The Mcp-Name header is required for tools/call and must be "${expected}"`, {
        header: "Mcp-Name",
        expected,
        received: null,
      });
    const decoded = decodeHeaderValue(rawName);
    if (decoded === undefined) {
      throw headerMismatch(
        "The Mcp-Name header is not valid: a =?base64?…?= value must be padded standard Base64 of UTF-8 text",
        { header: "Mcp-Name", expected: expected ?? null, received: trimHeaderValue(rawName) },
      );
    }
    if (decoded !== expected) {
      throw headerMismatch(
        expected === undefined
          ? `The Mcp-Name header "${decoded}" names a tool but params.name is missing`
          : `The Mcp-Name header "${decoded}" does not match params.name "${expected}"`,
        { header: "Mcp-Name", expected: expected ?? null, received: decoded },
      );
    }
  }
}

/** Steps 7-9, for a modern request: its _meta keys, the SEP-2243 headers against the body, its version. */
function checkModernRequest(headers: Headers, message: JsonRpcRequest): void {
  const version = checkModernMetaKeys(message);
  checkStandardHeaders(headers, message, version);
  checkModernVersion(version);
}

/**
 * Step 6: the revision a legacy request is served under. HTTP keeps no connection to remember what `initialize`
 * negotiated, so each later request names it in MCP-Protocol-Version (missing: 2025-03-26, as the MCP spec says);
 * `initialize` itself negotiates as on stdio, whatever the header says.
 */
function legacyRevisionOf(message: JsonRpcRequest, headers: Headers): string {
  const header = headers.get("mcp-protocol-version");
  if (message.method === "initialize" || header === null) return HTTP_DEFAULT_LEGACY_REVISION;
  const revision = trimHeaderValue(header);
  if (isLegacyRevision(revision)) return revision;
  // A 2026-07-28 client that left out _meta is told what it forgot (the same -32602 stdio gives a modern request without it).
  if (revision === MODERN_PROTOCOL_VERSION) checkModernMetaKeys(message);
  throw new RpcError(
    RpcCode.UnsupportedVersion,
    `Unsupported protocol version "${revision}" in the MCP-Protocol-Version header; after initialize this server accepts ${LEGACY_REVISIONS.join(", ")} ` +
      `(or MCP ${MODERN_PROTOCOL_VERSION} with params._meta on every request)`,
    { supported: [...LEGACY_REVISIONS], requested: revision },
  );
}

type BodyOutcome = Uint8Array | "timeout" | "aborted";

async function readBody(request: Request, timeoutMs: number): Promise<BodyOutcome> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<"timeout">((resolve) => {
    timer = setTimeout(() => resolve("timeout"), timeoutMs);
  });
  const body = request.arrayBuffer().then(
    (buffer) => new Uint8Array(buffer),
    () => "aborted" as const,
  );
  try {
    return await Promise.race([body, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Bun's parser refuses a request head over 16 KiB by default (431, before
 * any handler). Raise that so the handler can apply protocol.md's own limits
 * (8 KiB request line, 32 KiB of header fields) and answer them itself.
 * `http.maxHeaderSize` is Bun's process-wide setting (the runtime flag
 * --max-http-header-size); it is read-only in Node's typings, hence the cast.
 */
function raiseBunHeaderLimit(): void {
  const settings = nodeHttp as unknown as { maxHeaderSize: number };
  if (settings.maxHeaderSize < MAX_REQUEST_HEAD_BYTES) settings.maxHeaderSize = MAX_REQUEST_HEAD_BYTES;
}

export function serveHttp(server: McpServer, options: HttpOptions): HttpServerHandle {
  const loopbackBind = isLoopbackBind(options.bind);
  const origins = new OriginPolicy(options.allowedOrigins);
  const hosts = new HostPolicy(options.allowedHosts ?? []);
  const bodyTimeoutMs = options.bodyTimeoutMs ?? BODY_TIMEOUT_MS;
  const shutdown = new AbortController();
  let dispatched = 0;
  /** Requests dispatched per caller (see callerOf). */
  const byCaller = new Map<string, number>();
  let active = 0;
  let drained: (() => void) | undefined;

  const handle = async (request: Request, bun: Server<undefined>): Promise<Response | Streamed> => {
    // 1. Where and how.
    if (requestPath(request.url) !== MCP_PATH) return refuse(404, `Not found: the MCP endpoint is POST ${MCP_PATH}`);
    if (request.method !== "POST")
      return refuse(405, `Method not allowed: the MCP endpoint takes POST only (no sessions, no GET stream)`, {
        Allow: "POST",
      });

    // 2. DNS rebinding: who is asking. Loopback Host names pass on every bind (HostPolicy says why).
    if (!hosts.allows(request.headers.get("host"))) {
      return refuse(
        403,
        loopbackBind
          ? "Forbidden: the Host header must name this machine (localhost, 127.0.0.1 or [::1], with the port) or a host listed with --allowed-host"
          : "Forbidden: the Host header must name a host listed with --allowed-host (or localhost, 127.0.0.1 or [::1])",
      );
    }
    if (!origins.allows(request.headers.get("origin"))) {
      return refuse(
        403,
        "Forbidden: requests from this Origin are not allowed (start the server with --allowed-origin to allow it)",
      );
    }

    // 3. Framing.
    const contentLength = request.headers.get("content-length");
    if (contentLength === null) return refuse(411, "Length required: send the body with a Content-Length header");
    if (Number(contentLength) > MAX_MESSAGE_BYTES) {
      return jsonAnswer(
        413,
        encodeResponse(
          errorResponse(null, RpcCode.InvalidRequest, `request exceeds maximum size of ${MAX_MESSAGE_BYTES} bytes`),
        ),
        { Connection: "close" },
      );
    }
    const headProblem = requestHeadProblem(request.method, request.url, request.headers);
    if (headProblem) return refuse(431, `Request header fields too large: ${headProblem}`);
    if (!isJsonContentType(request.headers.get("content-type")))
      return refuse(415, "Unsupported media type: the body must be sent as Content-Type: application/json");
    const accept = request.headers.get("accept");
    if (accept !== null && !acceptsJson(accept))
      return refuse(406, "Not acceptable: every answer is application/json; the Accept header must admit it");
    bun.timeout(request, Math.ceil(bodyTimeoutMs / 1000) + 5);
    const body = await readBody(request, bodyTimeoutMs);
    if (body === "timeout")
      return refuse(408, `Request timeout: the body did not arrive within ${bodyTimeoutMs / 1000} s`);
    if (body === "aborted") return refuse(400, "Bad request: the connection closed before the body was complete");
    // No connection deadline while the message is served: tool calls carry their own time limit.
    bun.timeout(request, 0);

    // 4. One JSON-RPC object.
    const decoded = decodeMessage(body);
    if (decoded.kind === "reject") return rpcAnswer(decoded.response);
    // 5. Notifications (and client responses) get no answer.
    if (decoded.kind === "ignore" || isNotification(decoded.message)) return accepted();
    const message = decoded.message;
    const id: RequestId = message.id ?? null;

    // 6. The era: a legacy request's revision, or 7-9 for a modern one.
    let legacyRevision: string | undefined;
    try {
      if (detectEra(message) === "legacy") legacyRevision = legacyRevisionOf(message, request.headers);
      else checkModernRequest(request.headers, message);
    } catch (error) {
      if (error instanceof RpcError) return rpcAnswer(errorResponse(id, error.code, error.message, error.data));
      throw error;
    }

    // At the limit: 503. Counted here, after the body has arrived, so slow senders never hold a slot.
    if (dispatched >= options.maxConcurrency) return busy(id, `${options.maxConcurrency} requests are in flight`);
    // One client may hold at most half of the slots, so another client always gets in (and then its turn
    // at the next free worker: the pool serves the caller with the fewest calls running first).
    const caller = callerOf(message, request, bun);
    const callerShare = Math.ceil(options.maxConcurrency / 2);
    const held = byCaller.get(caller) ?? 0;
    if (held >= callerShare)
      return busy(id, `this client already has ${held} requests in flight (at most ${callerShare} per client)`);
    // 10. Dispatch, exactly as stdio does. A client that hangs up aborts request.signal: its tool call is
    // stopped (the worker is killed) and its slot freed at once.
    dispatched++;
    byCaller.set(caller, held + 1);
    const release = () => {
      dispatched--;
      const left = (byCaller.get(caller) ?? 1) - 1;
      if (left === 0) byCaller.delete(caller);
      else byCaller.set(caller, left);
    };
    const session = legacyRevision === undefined ? new Session(caller) : Session.legacy(legacyRevision, caller);
    if (message.method === "tools/call" && progressToken(message.params) !== undefined) {
      if (prefersEventStream(request.headers.get("accept"))) return streamCall(message, session, request, release);
    }
    try {
      const response = await server.handle(message, session, AbortSignal.any([request.signal, shutdown.signal]));
      return response ? rpcAnswer(response, {}, legacyRevision !== undefined) : accepted();
    } finally {
      release();
    }
  };

  /**
   * A tools/call answered as Server-Sent Events (http-sse.ts): its progress notifications, then its answer, then the
   * end. The status is 200 from the start, so a JSON-RPC error of the call (bad arguments, an unknown tool, a fault)
   * is the stream's one message. The client closing the stream (or the connection) stops the call as a
   * notifications/cancelled would on stdio: its worker is killed and nothing more is sent. The slot, the connection's
   * deadline and stop()'s count of answers in flight are released when the stream ends, not when it starts.
   */
  const streamCall = (message: JsonRpcRequest, session: Session, request: Request, release: () => void): Streamed => {
    const stream = new EventStream();
    session.notify = (notification) => stream.notify(JSON.stringify(notification));
    const signal = AbortSignal.any([request.signal, stream.closedByClient, shutdown.signal]);
    const finished = server
      .handle(message, session, signal)
      .then(
        (response) => stream.finish(response && encodeResponse(response)),
        (error: unknown) => {
          logError("failed to answer a streamed tools/call", error);
          stream.finish(encodeResponse(errorResponse(message.id ?? null, RpcCode.InternalError, "Internal error")));
        },
      )
      .finally(release);
    return { response: stream.response, finished };
  };

  raiseBunHeaderLimit();
  const hostname = options.bind.replace(/^\[(.*)\]$/, "$1"); // "[::1]" → "::1"
  const bun = Bun.serve({
    hostname,
    port: options.port,
    // A second server on a port in use must fail (main.ts reports it, exit 3) instead of silently sharing
    // it: with SO_REUSEPORT the kernel would spread connections over both processes.
    reusePort: false,
    development: false,
    idleTimeout: IDLE_TIMEOUT_S,
    // Larger bodies are refused from Content-Length before they are read (413 with our headers);
    // Bun's own cap only matters beyond that, so it must not answer first.
    maxRequestBodySize: Number.MAX_SAFE_INTEGER,
    async fetch(request, bunServer) {
      active++;
      let streaming: Promise<void> | undefined;
      try {
        const answer = await handle(request, bunServer);
        if (answer instanceof Response) return answer;
        streaming = answer.finished;
        return answer.response;
      } catch (error) {
        logError("failed to answer an HTTP request", error);
        return jsonAnswer(500, encodeResponse(errorResponse(null, RpcCode.InternalError, "Internal error")), {
          Connection: "close",
        });
      } finally {
        const done = () => {
          // Back to the idle limit for the keep-alive wait (the per-request limits set above would otherwise stay;
          // an event stream keeps "none" until it ends, or Bun's idle limit would cut a call that is silent for 10 s).
          bunServer.timeout(request, IDLE_TIMEOUT_S);
          active--;
          if (active === 0) drained?.();
        };
        if (streaming) void streaming.then(done);
        else done();
      }
    },
    error(error) {
      logError("HTTP server error", error);
      return jsonAnswer(500, encodeResponse(errorResponse(null, RpcCode.InternalError, "Internal error")), {
        Connection: "close",
      });
    },
  });

  const port = bun.port ?? options.port;
  const host = hostname.includes(":") ? `[${hostname}]` : hostname;
  return {
    url: `http://${host}:${port}${MCP_PATH}`,
    port,
    inFlight: () => dispatched,
    async stop() {
      const graceMs = options.shutdownGraceMs ?? STOP_GRACE_MS;
      void bun.stop(false);
      const allAnswered = () =>
        active === 0 ? Promise.resolve() : new Promise<void>((resolve) => (drained = resolve));
      await Promise.race([allAnswered(), Bun.sleep(graceMs)]);
      // Calls still running answer TIMEOUT now, as on stdio (the executor is wrapped by withShutdownGrace in
      // main.ts); their answers are written before the connections close, instead of a connection reset.
      shutdown.abort(new GracePeriodOver(graceMs, "fixed on the HTTP transport"));
      await Promise.race([allAnswered(), Bun.sleep(FINAL_ANSWERS_MS)]);
      await bun.stop(true);
    },
  };
}

/**
 * Who is asking, for fair shares: the client's address, the name it gives (the modern era's
 * clientInfo name) and its User-Agent. Names can be made up: this keeps well-meaning clients from
 * starving each other (two agents on one machine share the loopback address), it is not a defence
 * against a client that lies; --max-concurrency and the time limit bound that one.
 */
function callerOf(message: JsonRpcRequest, request: Request, bun: Server<undefined>): string {
  const meta = message.params?._meta;
  const clientInfo =
    meta && typeof meta === "object"
      ? (meta as Record<string, unknown>)["io.modelcontextprotocol/clientInfo"]
      : undefined;
  const name = clientInfo && typeof clientInfo === "object" ? (clientInfo as Record<string, unknown>).name : undefined;
  const address = bun.requestIP(request)?.address ?? "";
  return JSON.stringify([address, typeof name === "string" ? name : "", request.headers.get("user-agent") ?? ""]);
}

function busy(id: RequestId, why: string): Response {
  const text = encodeResponse(errorResponse(id, RpcCode.ToolFailure, `Server busy: ${why}; retry after 1 second`));
  return jsonAnswer(503, text, { "Retry-After": "1" });
}
