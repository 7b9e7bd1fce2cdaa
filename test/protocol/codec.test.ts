import { describe, expect, test } from "bun:test";
import { decodeMessage, encodeResponse, maxNestingDepth } from "../../src/protocol/codec.ts";
import { resultResponse } from "../../src/protocol/jsonrpc.ts";

const bytes = (text: string): Uint8Array => new TextEncoder().encode(text);
const rejection = (text: string | Uint8Array) => {
  const decoded = decodeMessage(typeof text === "string" ? bytes(text) : text);
  if (decoded.kind !== "reject") throw new Error(`expected a rejection, got ${decoded.kind}`);
  return decoded.response as { id: unknown; error: { code: number; message: string } };
};

describe("decodeMessage", () => {
  test("a well-formed request passes", () => {
    const decoded = decodeMessage(bytes('{"jsonrpc":"2.0","id":1,"method":"ping"}'));
    expect(decoded).toEqual({ kind: "request", message: { jsonrpc: "2.0", id: 1, method: "ping" } });
  });

  test("not JSON is -32700 with id null", () => {
    expect(rejection("{oops")).toMatchObject({ id: null, error: { code: -32700 } });
  });

  test("invalid UTF-8 is -32700 with id null", () => {
    const invalid = new Uint8Array([...bytes('{"jsonrpc":"2.0","id":1,"method":"'), 0xff, 0xfe, ...bytes('"}')]);
    expect(rejection(invalid)).toMatchObject({ id: null, error: { code: -32700 } });
  });

  test("over 1 MiB is -32600 with id null; exactly 1 MiB is read", () => {
    const head = '{"jsonrpc":"2.0","id":1,"method":"ping","params":{"pad":"';
    const tail = '"}}';
    const exact = head + "x".repeat(1_048_576 - head.length - tail.length) + tail;
    // The 256 KiB string limit applies too, so pad with many short strings instead.
    const padded = `{"jsonrpc":"2.0","id":1,"method":"ping","params":{"pad":[${Array(9000)
      .fill(`"${"y".repeat(100)}"`)
      .join(",")}]}}`;
    expect(bytes(padded).length).toBeLessThan(1_048_576);
    expect(decodeMessage(bytes(padded)).kind).toBe("request");
    expect(bytes(exact).length).toBe(1_048_576);
    expect(rejection(exact).error.message).toContain("string value"); // read (not too big), but its string is over 256 KiB
    expect(rejection(`${exact} `)).toMatchObject({
      id: null,
      error: { code: -32600, message: "request exceeds maximum size of 1048576 bytes" },
    });
  });

  test("nesting deeper than 64 is -32600", () => {
    const nested = (depth: number) =>
      `{"jsonrpc":"2.0","id":7,"method":"ping","params":{"x":${"[".repeat(depth - 2)}${"]".repeat(depth - 2)}}}`;
    expect(maxNestingDepth(nested(64))).toBe(64);
    expect(decodeMessage(bytes(nested(64))).kind).toBe("request");
    expect(rejection(nested(65))).toMatchObject({ id: 7, error: { code: -32600 } });
    // Far deeper than any recursion limit: parsed without harm, refused with the id echoed.
    const abyss = `{"jsonrpc":"2.0","id":8,"method":"ping","params":{"x":${"[".repeat(400_000)}${"]".repeat(400_000)}}}`;
    expect(rejection(abyss)).toMatchObject({ id: 8, error: { code: -32600 } });
    // Brackets inside strings do not count.
    expect(maxNestingDepth('{"a":"[[[[[[\\"]]]"}')).toBe(1);
  });

  test("a string over 256 KiB is -32600 and echoes the id", () => {
    const message = `{"jsonrpc":"2.0","id":"s","method":"ping","params":{"x":"${"a".repeat(256 * 1024 + 1)}"}}`;
    expect(rejection(message)).toMatchObject({ id: "s", error: { code: -32600 } });
    const fits = `{"jsonrpc":"2.0","id":"s","method":"ping","params":{"x":"${"a".repeat(256 * 1024)}"}}`;
    expect(decodeMessage(bytes(fits)).kind).toBe("request");
  });

  test("an array over 10,000 elements is -32600", () => {
    const over = `{"jsonrpc":"2.0","id":2,"method":"ping","params":{"x":[${Array(10_001).fill(0).join(",")}]}}`;
    expect(rejection(over)).toMatchObject({ id: 2, error: { code: -32600 } });
    const fits = `{"jsonrpc":"2.0","id":2,"method":"ping","params":{"x":[${Array(10_000).fill(0).join(",")}]}}`;
    expect(decodeMessage(bytes(fits)).kind).toBe("request");
  });

  test("shape errors are -32600; batches are refused", () => {
    expect(rejection('[{"jsonrpc":"2.0","id":1,"method":"ping"}]').error.code).toBe(-32600);
    expect(rejection('"hello"').error.code).toBe(-32600);
    expect(rejection('{"jsonrpc":"1.0","id":1,"method":"ping"}')).toMatchObject({ id: 1, error: { code: -32600 } });
    expect(rejection('{"jsonrpc":"2.0","id":1}')).toMatchObject({ id: 1, error: { code: -32600 } });
    expect(rejection('{"jsonrpc":"2.0","id":{},"method":"ping"}')).toMatchObject({ id: null, error: { code: -32600 } });
    expect(rejection('{"jsonrpc":"2.0","id":1,"method":"ping","params":[1]}').error.code).toBe(-32600);
  });

  test("responses and broken notifications are ignored", () => {
    expect(decodeMessage(bytes('{"jsonrpc":"2.0","id":1,"result":{}}')).kind).toBe("ignore");
    expect(decodeMessage(bytes('{"jsonrpc":"2.0","method":5}')).kind).toBe("ignore");
  });
});

describe("encodeResponse", () => {
  test("a response over 1 MiB becomes -32603 for the same id", () => {
    const big = resultResponse(9, { text: "z".repeat(1_048_576) });
    expect(JSON.parse(encodeResponse(big))).toEqual({
      jsonrpc: "2.0",
      id: 9,
      error: { code: -32603, message: "response exceeds maximum size of 1048576 bytes" },
    });
    const multibyte = resultResponse(9, { text: "é".repeat(600_000) }); // 1.2 MB of UTF-8 in 600k characters
    expect(JSON.parse(encodeResponse(multibyte)).error.code).toBe(-32603);
    expect(JSON.parse(encodeResponse(resultResponse(9, { ok: true })))).toEqual({
      jsonrpc: "2.0",
      id: 9,
      result: { ok: true },
    });
  });
});
