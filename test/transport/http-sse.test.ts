/**
 * The event-stream answer on its own (src/transport/http-sse.ts): its headers, the event format, keep-alive comments
 * in silence, progress dropped while the client reads nothing (the answer never), and a cancel by the reader.
 * Through the HTTP transport: test/transport/http-progress.test.ts.
 */
import { describe, expect, test } from "bun:test";
import { EVENT_STREAM_HEADERS, EventStream, QUEUE_EVENTS, messageEvent } from "../../src/transport/http-sse.ts";

const decoder = new TextDecoder();

async function readAll(stream: EventStream): Promise<string> {
  return new Response(stream.response.body).text();
}

describe("EventStream", () => {
  test("200 with the event-stream headers; each message is one `message` event with one data line, no id", async () => {
    const stream = new EventStream();
    expect(stream.response.status).toBe(200);
    expect(Object.fromEntries(stream.response.headers)).toEqual({
      "content-type": "text/event-stream",
      "cache-control": "no-cache",
      "x-accel-buffering": "no",
      "x-content-type-options": "nosniff",
    });
    expect(EVENT_STREAM_HEADERS["X-Accel-Buffering"]).toBe("no");
    stream.notify('{"jsonrpc":"2.0","method":"notifications/progress","params":{"progressToken":1,"progress":1}}');
    stream.finish('{"jsonrpc":"2.0","id":1,"result":{}}');
    expect(await readAll(stream)).toBe(
      'event: message\ndata: {"jsonrpc":"2.0","method":"notifications/progress","params":{"progressToken":1,"progress":1}}\n\n' +
        'event: message\ndata: {"jsonrpc":"2.0","id":1,"result":{}}\n\n',
    );
    expect(messageEvent("{}")).toBe("event: message\ndata: {}\n\n");
  });

  test("while the client reads nothing, progress beyond the queue is dropped; the answer always comes, last", async () => {
    const stream = new EventStream();
    for (let i = 1; i <= 100; i++) stream.notify(`{"progress":${i}}`);
    stream.finish('{"answer":true}');
    const events = (await readAll(stream)).split("\n\n").filter((e) => e !== "");
    expect(events.length).toBe(QUEUE_EVENTS + 1);
    expect(events.slice(0, -1)).toEqual(
      Array.from({ length: QUEUE_EVENTS }, (_, i) => messageEvent(`{"progress":${i + 1}}`).trim()),
    );
    expect(events.at(-1)).toBe('event: message\ndata: {"answer":true}');
  });

  test("silence is broken by a keep-alive comment; nothing is sent after the end", async () => {
    const stream = new EventStream(20);
    const reader = (stream.response.body as ReadableStream<Uint8Array>).getReader();
    const first = await reader.read();
    expect(decoder.decode(first.value)).toBe(": keep-alive\n\n");
    stream.finish("{}");
    stream.notify("{}");
    stream.finish("{}");
    let rest = "";
    for (;;) {
      const next = await reader.read();
      if (next.done) break;
      rest += decoder.decode(next.value);
    }
    // Possibly another keep-alive before the answer; the answer once, then the end.
    expect(rest.replaceAll(": keep-alive\n\n", "")).toBe("event: message\ndata: {}\n\n");
  });

  test("the reader cancelling the stream aborts closedByClient; later messages are ignored", async () => {
    const stream = new EventStream();
    expect(stream.closedByClient.aborted).toBe(false);
    await (stream.response.body as ReadableStream<Uint8Array>).cancel("gone");
    expect(stream.closedByClient.aborted).toBe(true);
    stream.notify("{}");
    stream.finish("{}");
  });
});
