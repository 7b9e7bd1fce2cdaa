/**
 * stdio transport: newline-delimited JSON-RPC on stdin/stdout. Each line is
 * answered as soon as it is done (answers may come out of order); end of
 * input waits for the requests in flight, then resolves.
 *
 * Stopping (SIGTERM/SIGINT/SIGHUP, wired in main.ts): reading stops at once (a line
 * not read completely is never read or answered), the requests in flight are
 * answered, and those still running when the grace period ends answer TIMEOUT;
 * then every answer has been handed to the OS and the promise resolves.
 */
import { decodeMessage, encodeResponse } from "../protocol/codec.ts";
import { RpcCode } from "../protocol/errors.ts";
import { errorResponse, type JsonRpcResponse } from "../protocol/jsonrpc.ts";
import { MAX_MESSAGE_BYTES } from "../protocol/limits.ts";
import { logError, logInfo } from "../server/log.ts";
import { DEFAULT_SHUTDOWN_GRACE_MS, GracePeriodOver } from "../server/shutdown-grace.ts";
import { Session, type McpServer } from "../server/server.ts";
import { LineSplitter } from "./line-splitter.ts";

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
  const splitter = new LineSplitter(MAX_MESSAGE_BYTES);
  const inFlight = new Set<Promise<void>>();
  const shutdown = new AbortController();

  const send = (response: JsonRpcResponse): Promise<void> => streams.writeLine(encodeResponse(response));

  const handleLine = async (bytes: Uint8Array): Promise<void> => {
    const decoded = decodeMessage(bytes);
    if (decoded.kind === "ignore") return;
    if (decoded.kind === "reject") return send(decoded.response);
    const response = await server.handle(decoded.message, session, shutdown.signal);
    if (response) await send(response);
  };

  const track = (work: Promise<void>): void => {
    const guarded = work.catch((error) => logError("failed to answer a message", error));
    inFlight.add(guarded);
    void guarded.finally(() => inFlight.delete(guarded));
  };

  const dispatch = (events: ReturnType<LineSplitter["push"]>): void => {
    for (const event of events) {
      if (event.kind === "oversize") {
        track(send(errorResponse(null, RpcCode.InvalidRequest, `request exceeds maximum size of ${MAX_MESSAGE_BYTES} bytes`)));
      } else {
        track(handleLine(event.bytes));
      }
    }
  };

  // The grace period starts with the stop, whether it comes while reading or after end of input.
  const endGrace = () => shutdown.abort(new GracePeriodOver(graceMs));
  let graceTimer: ReturnType<typeof setTimeout> | undefined;
  const beginGrace = () => {
    const why = typeof stopping.stop?.reason === "string" ? stopping.stop.reason : "stop";
    logInfo(`${why}: reading no further requests; answering the ${inFlight.size} in flight (grace period ${graceMs / 1000} s)`);
    graceTimer = setTimeout(endGrace, graceMs);
    if (stopping.hurry?.aborted) endGrace();
    else stopping.hurry?.addEventListener("abort", endGrace, { once: true });
  };
  if (stopping.stop?.aborted) beginGrace();
  else stopping.stop?.addEventListener("abort", beginGrace, { once: true });

  // On a stop, a partial line left in the splitter is dropped: its request was never read.
  const stopped = await readUntilStopped(streams.input, stopping.stop, (chunk) => dispatch(splitter.push(chunk)));
  if (!stopped) dispatch(splitter.end());
  // Each tracked promise ends once its answer has been handed to the OS, so this also waits for the writes.
  while (inFlight.size > 0) await Promise.all([...inFlight]);
  clearTimeout(graceTimer);
  stopping.stop?.removeEventListener("abort", beginGrace);
  stopping.hurry?.removeEventListener("abort", endGrace);
}

/** Feeds `input` to `onChunk` until it ends (false) or `stop` is aborted (true; nothing more is read). */
async function readUntilStopped(input: ReadableStream<Uint8Array>, stop: AbortSignal | undefined, onChunk: (chunk: Uint8Array) => void): Promise<boolean> {
  if (!stop) {
    for await (const chunk of input) onChunk(chunk);
    return false;
  }
  if (stop.aborted) return true;
  const reader = input.getReader();
  let onStop: (() => void) | undefined;
  const stopped = new Promise<"stop">((resolve) => {
    onStop = () => resolve("stop");
    stop.addEventListener("abort", onStop, { once: true });
  });
  try {
    for (;;) {
      const next = await Promise.race([reader.read(), stopped]);
      if (next === "stop") {
        void reader.cancel().catch(() => {});
        return true;
      }
      if (next.done) return false;
      onChunk(next.value);
      if (stop.aborted) return true;
    }
  } finally {
    stop.removeEventListener("abort", onStop as () => void);
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
