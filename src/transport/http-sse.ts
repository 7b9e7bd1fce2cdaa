/**
 * The Server-Sent Events answer of one `tools/call` over Streamable HTTP (protocol.md, "Streamable HTTP"): asked for
 * with a progress token and an `Accept` naming `text/event-stream`, it carries the call's `notifications/progress`
 * and then its JSON-RPC answer, one `message` event each, and ends. The `data` of each event is the line stdio would
 * write for the same message (single-line JSON, so one `data:` line).
 *
 * Decisions where the contract is silent:
 * - No event ids and no `retry:` field. The transport is stateless (no sessions, GET is 405), so a stream cannot be
 *   resumed with `Last-Event-ID`; an id would only make SDK clients try (they reconnect with GET when a stream that
 *   carried ids ends before its answer). A client that lost a stream calls again.
 * - Progress is lossy, the answer is not: while the client reads nothing (QUEUE_EVENTS events wait unread), further
 *   progress events are dropped (the next one supersedes them), and the answer is always queued.
 * - A comment line (`: keep-alive`) every KEEP_ALIVE_MS while nothing else is sent, so a proxy's idle limit does not
 *   cut a call that reports no progress; SSE readers ignore comments.
 */

/** The headers of an event-stream answer (no Content-Length: its length is not known in advance; chunked). */
export const EVENT_STREAM_HEADERS = {
  "Content-Type": "text/event-stream",
  "Cache-Control": "no-cache",
  "X-Accel-Buffering": "no",
  "X-Content-Type-Options": "nosniff",
} as const;

/** Silence after which a keep-alive comment is sent. */
export const KEEP_ALIVE_MS = 15_000;
/** Events waiting for the client to read them beyond which progress events are dropped. */
export const QUEUE_EVENTS = 16;

const encoder = new TextEncoder();
const KEEP_ALIVE = encoder.encode(": keep-alive\n\n");

/** One SSE `message` event carrying a JSON-RPC message. */
export function messageEvent(json: string): string {
  return `event: message\ndata: ${json}\n\n`;
}

export class EventStream {
  /** The answer to hand to Bun: 200 with EVENT_STREAM_HEADERS, its body this stream. */
  readonly response: Response;
  private readonly closed = new AbortController();
  private controller!: ReadableStreamDefaultController<Uint8Array>;
  private ended = false;
  private keepAlive: ReturnType<typeof setInterval> | undefined;
  private sentSinceTick = false;

  constructor(keepAliveMs = KEEP_ALIVE_MS) {
    const body = new ReadableStream<Uint8Array>(
      {
        start: (controller) => {
          this.controller = controller;
        },
        // The client closed the stream or the connection before the end: the call is cancelled.
        cancel: (reason) => {
          this.stop();
          this.closed.abort(reason ?? new Error("the client closed the event stream"));
        },
      },
      new CountQueuingStrategy({ highWaterMark: QUEUE_EVENTS }),
    );
    this.keepAlive = setInterval(() => {
      if (!this.sentSinceTick) this.enqueue(KEEP_ALIVE, true);
      this.sentSinceTick = false;
    }, keepAliveMs);
    this.response = new Response(body, { status: 200, headers: EVENT_STREAM_HEADERS });
  }

  /** Aborted when the client closes the stream before it ended (its call is then to be stopped). */
  get closedByClient(): AbortSignal {
    return this.closed.signal;
  }

  /** A notification (a progress report): sent unless the client has stopped reading. */
  notify(json: string): void {
    this.enqueue(encoder.encode(messageEvent(json)), true);
  }

  /** The call's answer, if it has one, and the end of the stream. */
  finish(json?: string): void {
    if (json !== undefined) this.enqueue(encoder.encode(messageEvent(json)), false);
    if (this.ended) return;
    this.stop();
    try {
      this.controller.close();
    } catch {
      // Already closed by a cancel racing this.
    }
  }

  private enqueue(bytes: Uint8Array, droppable: boolean): void {
    if (this.ended) return;
    if (droppable && (this.controller.desiredSize ?? 0) <= 0) return;
    try {
      this.controller.enqueue(bytes);
      this.sentSinceTick = true;
    } catch {
      // The stream was cancelled meanwhile; cancel() has stopped it.
    }
  }

  private stop(): void {
    this.ended = true;
    clearInterval(this.keepAlive);
  }
}
