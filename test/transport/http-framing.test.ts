/**
 * Streamable HTTP, protocol.md steps 3-5: framing (411, 413, 431, 415, 406, 408), the body (-32700,
 * -32600) and notifications (202), over raw sockets against an in-process server.
 */
import { describe, expect, test } from "bun:test";
import { BODY_TIMEOUT_MS } from "../../src/transport/http.ts";
import { MODERN_META, StdioServer, modern } from "../../harness/stdio-client.ts";
import {
  type HeaderOverrides,
  listTools,
  outcome,
  post,
  rawHttp,
  request,
  rpc,
  useSharedHttpServer,
  viaStdio,
} from "../../harness/http-fixtures.ts";

useSharedHttpServer();

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
