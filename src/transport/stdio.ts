/**
 * stdio transport: newline-delimited JSON-RPC on stdin/stdout. Each line is
 * answered as soon as it is done (answers may come out of order); end of
 * input waits for the requests in flight, then resolves.
 *
 * Stopping (SIGTERM/SIGINT/SIGHUP, wired in main.ts): reading stops once what was already
 * sent is read (STOP_DRAIN_MS; a line not complete by then is never read or answered), the requests in flight are
 * answered, and those still running when the grace period ends answer TIMEOUT;
 * then every answer has been handed to the OS and the promise resolves.
 *
 * Cancellation: `notifications/cancelled` naming a request in flight stops its tool
 * call (the worker running it is killed) and, as MCP says, nothing is sent for it.
 *
 * Back-pressure: reading pauses while MAX_PENDING_REQUESTS requests are being handled
 * or MAX_UNSENT_BYTES of answers wait for the client to read them, so memory stays
 * bounded whatever the client sends and however slowly it reads.
 */
import { decodeMessage, encodeResponse } from "../protocol/codec.ts";
import { RpcCode } from "../protocol/errors.ts";
import { errorResponse, isNotification, type JsonRpcRequest, type JsonRpcResponse } from "../protocol/jsonrpc.ts";
import { MAX_MESSAGE_BYTES } from "../protocol/limits.ts";
import { logError, logInfo } from "../server/log.ts";
import { DEFAULT_SHUTDOWN_GRACE_MS, GracePeriodOver } from "../server/shutdown-grace.ts";
import { Session, type McpServer } from "../server/server.ts";
import { LineSplitter } from "../protocol/line-splitter.ts";

/** Requests being handled at once (read, not yet answered) before reading pauses. */
export const MAX_PENDING_REQUESTS = 64;
/** Bytes of answers handed to stdout but not yet taken by the client before reading pauses. */
export const MAX_UNSENT_BYTES = 8 * 2 ** 20;

const COLLECT_EVERY_INPUT_BYTES = 32 * 2 ** 20;

/** The abort reason of a call the client cancelled. */
export class CancelledByClient extends Error {
  override name = "CancelledByClient";
}

export interface StdioStreams {
  input: ReadableStream<Uint8Array>;
  /** Writes one complete line; resolves when it has been handed to the OS. */
  writeLine(line: string): Promise<void>;
}

export interface StdioStop {
  /** Aborted (first signal): stop reading, answer what is in flight. The reason, if a string, is logged. */
  stop?: AbortSignal;
  /** Aborted (second signal): the grace period ends now. */
  hurry?: AbortSignal;
  /** How long requests in flight may run after `stop` before they answer TIMEOUT. */
  graceMs?: number;
}

export async function serveStdio(server: McpServer, streams: StdioStreams, stopping: StdioStop = {}): Promise<void> {
  const graceMs = stopping.graceMs ?? DEFAULT_SHUTDOWN_GRACE_MS;
  const session = new Session();
  // Progress notifications of running calls (server.ts): a line each, in the order written, so a call's reports
  // come before its answer.
  session.notify = (notification) => {
    streams.writeLine(JSON.stringify(notification)).catch(() => {});
  };
  const splitter = new LineSplitter(MAX_MESSAGE_BYTES);
  const inFlight = new Set<Promise<void>>();
  /** Requests in flight by id (JSON of the id), for `notifications/cancelled`; ids may repeat. */
  const running = new Map<string, Set<AbortController>>();
  const flow = new FlowControl(() => inFlight.size);

  const send = async (response: JsonRpcResponse): Promise<void> => {
    const line = encodeResponse(response);
    flow.unsent += line.length;
    try {
      await streams.writeLine(line);
    } finally {
      flow.unsent -= line.length;
      flow.wake();
    }
  };

  const serve = async (message: JsonRpcRequest): Promise<void> => {
    const key = JSON.stringify(message.id ?? null);
    const controller = new AbortController();
    const same = running.get(key) ?? new Set<AbortController>();
    running.set(key, same.add(controller));
    try {
      const response = await server.handle(message, session, controller.signal);
      if (response) await send(response);
    } finally {
      same.delete(controller);
      if (same.size === 0 && running.get(key) === same) running.delete(key);
    }
  };

  const handleLine = async (bytes: Uint8Array): Promise<void> => {
    const decoded = decodeMessage(bytes);
    if (decoded.kind === "ignore") return;
    if (decoded.kind === "reject") return send(decoded.response);
    const message = decoded.message;
    if (!isNotification(message)) return serve(message);
    if (message.method === "notifications/cancelled") cancel(message.params ?? {});
  };

  /** `notifications/cancelled`: the named request's call stops and is not answered. Unknown ids are ignored, as MCP says. */
  const cancel = (params: Record<string, unknown>): void => {
    const requestId = params.requestId;
    if (typeof requestId !== "string" && typeof requestId !== "number") return;
    const reason = typeof params.reason === "string" ? params.reason : "no reason given";
    for (const controller of running.get(JSON.stringify(requestId)) ?? [])
      controller.abort(new CancelledByClient(`cancelled by the client: ${reason}`));
  };

  const track = (work: Promise<void>): void => {
    const guarded = work.catch((error) => logError("failed to answer a message", error));
    inFlight.add(guarded);
    void guarded.finally(() => {
      inFlight.delete(guarded);
      flow.wake();
    });
  };

  const dispatch = (events: ReturnType<LineSplitter["push"]>): void => {
    for (const event of events) {
      if (event.kind === "oversize") {
        track(
          send(
            errorResponse(null, RpcCode.InvalidRequest, `request exceeds maximum size of ${MAX_MESSAGE_BYTES} bytes`),
          ),
        );
      } else {
        track(handleLine(event.bytes));
      }
    }
  };

  // The grace period starts with the stop, whether it comes while reading or after end of input. When it
  // ends, every call still running is aborted with GracePeriodOver and answers TIMEOUT (shutdown-grace.ts).
  const endGrace = () => {
    for (const same of running.values()) for (const controller of same) controller.abort(new GracePeriodOver(graceMs));
  };
  let graceTimer: ReturnType<typeof setTimeout> | undefined;
  const beginGrace = () => {
    const why = typeof stopping.stop?.reason === "string" ? stopping.stop.reason : "stop";
    logInfo(
      `${why}: reading no further requests; answering the ${inFlight.size} in flight (grace period ${graceMs / 1000} s)`,
    );
    graceTimer = setTimeout(endGrace, graceMs);
    if (stopping.hurry?.aborted) endGrace();
    else stopping.hurry?.addEventListener("abort", endGrace, { once: true });
    flow.wake();
  };
  if (stopping.stop?.aborted) beginGrace();
  else stopping.stop?.addEventListener("abort", beginGrace, { once: true });

  // A flood of large requests (10,000 × 90 kB) is garbage JSC is slow to give back: collect after every
  // COLLECT_EVERY_INPUT_BYTES read (a full collection of this small heap takes milliseconds).
  let readSinceCollect = 0;
  const onChunk = (chunk: Uint8Array): void => {
    readSinceCollect += chunk.length;
    if (readSinceCollect > COLLECT_EVERY_INPUT_BYTES) {
      readSinceCollect = 0;
      Bun.gc(true);
    }
    dispatch(splitter.push(chunk));
  };
  // On a stop, a partial line left in the splitter is dropped: its request was never read.
  const stopped = await readUntilStopped(streams.input, stopping.stop, onChunk, flow);
  if (!stopped) dispatch(splitter.end());
  // Each tracked promise ends once its answer has been handed to the OS, so this also waits for the writes.
  while (inFlight.size > 0) await Promise.all([...inFlight]);
  clearTimeout(graceTimer);
  stopping.stop?.removeEventListener("abort", beginGrace);
  stopping.hurry?.removeEventListener("abort", endGrace);
}

/** What reading waits on: requests being handled and answers not yet taken, each under its bound. */
class FlowControl {
  unsent = 0;
  private waiting: (() => void) | undefined;

  /** `pending()`: the requests being handled now (read, not yet answered). */
  constructor(private readonly pending: () => number) {}

  hasRoom(): boolean {
    return this.pending() < MAX_PENDING_REQUESTS && this.unsent < MAX_UNSENT_BYTES;
  }

  /** Resolves when there is room again, or when `stop` is aborted. */
  room(stop: AbortSignal | undefined): Promise<void> | undefined {
    if (this.hasRoom() || stop?.aborted) return undefined;
    return new Promise<void>((resolve) => {
      this.waiting = () => {
        if (this.hasRoom() || stop?.aborted) {
          this.waiting = undefined;
          resolve();
        }
      };
    });
  }

  wake(): void {
    this.waiting?.();
  }
}

/**
 * After a stop, input already sent is still read: reads go on while each completes within STOP_DRAIN_MS (the data
 * was waiting in the pipe), for at most STOP_DRAIN_MAX_MS in all. So a request written just before the signal (or
 * before the server had started reading, issue 27) is answered, and a client that goes on writing cannot hold the
 * stop open.
 */
export const STOP_DRAIN_MS = 50;
export const STOP_DRAIN_MAX_MS = 250;

/**
 * Feeds `input` to `onChunk` until it ends (false) or `stop` is aborted and what was already sent is read (true;
 * nothing more is read). Between chunks it waits while `flow` has no room: the pipe fills and the client's writes block.
 */
async function readUntilStopped(
  input: ReadableStream<Uint8Array>,
  stop: AbortSignal | undefined,
  onChunk: (chunk: Uint8Array) => void,
  flow: FlowControl,
): Promise<boolean> {
  if (!stop) {
    for await (const chunk of input) {
      onChunk(chunk);
      await flow.room(undefined);
    }
    return false;
  }
  const reader = input.getReader();
  // A stop ends the read under way once nothing more arrives (it then resolves done). Racing each read against one
  // long-lived "stopped" promise instead would leave a reaction on that promise per read, each holding its chunk:
  // everything ever read stayed reachable (~290 MiB of heap after 300 MB of input).
  let drainUntil = Number.POSITIVE_INFINITY;
  let idle: ReturnType<typeof setTimeout> | undefined;
  const cancel = () => void reader.cancel().catch(() => {});
  const waitForMore = () => {
    clearTimeout(idle);
    idle = setTimeout(cancel, Math.max(0, Math.min(STOP_DRAIN_MS, drainUntil - performance.now())));
  };
  const onStop = () => {
    drainUntil = performance.now() + STOP_DRAIN_MAX_MS;
    waitForMore();
  };
  if (stop.aborted) onStop();
  else stop.addEventListener("abort", onStop, { once: true });
  try {
    for (;;) {
      const next = await reader.read();
      if (next.done) return stop.aborted;
      onChunk(next.value);
      if (stop.aborted) {
        if (performance.now() >= drainUntil) return true;
        waitForMore();
      } else {
        await flow.room(stop);
      }
    }
  } finally {
    clearTimeout(idle);
    stop.removeEventListener("abort", onStop);
  }
}

/** The process's own stdin/stdout. */
export function processStdio(): StdioStreams {
  return {
    input: Bun.stdin.stream() as ReadableStream<Uint8Array>,
    writeLine: (line) =>
      new Promise((resolve, reject) => {
        process.stdout.write(`${line}\n`, (error) => (error ? reject(error) : resolve()));
      }),
  };
}
