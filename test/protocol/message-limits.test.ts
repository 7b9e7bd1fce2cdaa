/**
 * The message limits of protocol.md's "Limits" table at the boundary: the value exactly at the limit is served, one
 * over it gets the documented answer (request 1 MiB, nesting depth 64, string value 256 KiB, array 10,000 elements,
 * response 1 MiB). In-process (codec, serveStdio). The tool limits swept over the registry: test/tools/limits.test.ts;
 * the HTTP-only limits (request line, header bytes and fields, 413, 408, --max-concurrency):
 * test/transport/http-framing.test.ts and http-concurrency.test.ts.
 *
 * Units, as the code counts them (and as protocol.md means them):
 * - request, response, string value: bytes of UTF-8 (a string value after JSON unescaping);
 * - nesting depth: every object or array counts one level, the message's own object included, so
 *   `{"params":{"x":[]}}` is 3 deep.
 */
import { beforeAll, describe, expect, test } from "bun:test";
import { decodeMessage, encodeResponse, maxNestingDepth } from "../../src/protocol/codec.ts";
import { resultResponse, type JsonRpcResponse } from "../../src/protocol/jsonrpc.ts";
import { McpServer } from "../../src/server/server.ts";
import { tools } from "../../src/tools/registry.ts";
import { LOCAL_READ_ONLY, type Tool } from "../../src/tools/tool.ts";
import { inputObject, outputObject, string } from "../../src/tools/schema.ts";
import { serveStdio } from "../../src/transport/stdio.ts";
import { modern } from "../../harness/stdio-client.ts";
import { ready } from "../../harness/tools.ts";

const MIB = 1_048_576;
const STRING_LIMIT = 262_144; // 256 KiB

const encoder = new TextEncoder();
const bytes = (text: string): Uint8Array => encoder.encode(text);
const utf8Length = (text: string): number => encoder.encode(text).byteLength;

/** Answers a tool-free message the way both transports' codec does. */
function decoded(text: string): { kind: string; id?: unknown; code?: number; message?: string } {
  const result = decodeMessage(bytes(text));
  if (result.kind === "request") return { kind: "request", id: result.message.id };
  if (result.kind === "ignore") return { kind: "ignore" };
  const response = result.response as { id: unknown; error: { code: number; message: string } };
  return { kind: "reject", id: response.id, code: response.error.code, message: response.error.message };
}

/** Answers exactly `size` bytes of response for a tools/call: `{pad: "x" × n}` in both content and structuredContent. */
const sizedTool: Tool = {
  name: "test_sized",
  title: "Sized",
  description: "Answers a payload of n bytes.",
  annotations: LOCAL_READ_ONLY,
  inputSchema: inputObject({ n: { type: "integer", minimum: 0 } }, ["n"]),
  outputSchema: outputObject({ pad: string("n times x") }),
  handler: (args) => ({ pad: "x".repeat(args.n as number) }),
};

const server = new McpServer([...tools, sizedTool], { name: "chematic-mcp", version: "test" });

/** Runs the stdio transport in-process over these input chunks; returns the lines it wrote (without newlines). */
async function viaStdio(chunks: Array<string | Uint8Array>): Promise<string[]> {
  const out: string[] = [];
  const input = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(typeof chunk === "string" ? bytes(chunk) : chunk);
      controller.close();
    },
  });
  await serveStdio(server, { input, writeLine: async (line) => void out.push(line) });
  return out;
}

/** Splits bytes into pieces of `size`, so a line crosses chunk boundaries as a pipe delivers it. */
function chunked(text: string, size: number): Uint8Array[] {
  const all = bytes(text);
  const pieces: Uint8Array[] = [];
  for (let i = 0; i < all.length; i += size) pieces.push(all.subarray(i, i + size));
  return pieces;
}

type Answer = {
  id: unknown;
  result?: Record<string, unknown>;
  error?: { code: number; message: string; data?: unknown };
};
const answersById = (lines: string[]): Map<unknown, Answer> =>
  new Map(lines.map((line) => JSON.parse(line) as Answer).map((a) => [a.id, a]));

const toolCall = (id: string | number, name: string, args: Record<string, unknown>) => ({
  jsonrpc: "2.0",
  id,
  method: "tools/call",
  params: modern({ name, arguments: args }),
});

/** The JSON of `message`, padded with trailing whitespace to exactly `size` bytes. */
function paddedTo(message: unknown, size: number): string {
  const text = JSON.stringify(message);
  const padding = size - utf8Length(text);
  if (padding < 0) throw new Error(`message is already ${utf8Length(text)} bytes`);
  return text + " ".repeat(padding);
}

beforeAll(ready);

// ---------------------------------------------------------------- one request: 1 MiB

describe("one request: 1 MiB (1,048,576 bytes)", () => {
  const message = toolCall(1, "canonical_smiles", { smiles: "OCC" });

  test("codec: exactly 1,048,576 bytes is a request; 1,048,577 is -32600 with id null", () => {
    const exact = paddedTo(message, MIB);
    expect(utf8Length(exact)).toBe(MIB);
    expect(decoded(exact)).toEqual({ kind: "request", id: 1 });
    expect(decoded(`${exact} `)).toEqual({
      kind: "reject",
      id: null,
      code: -32600,
      message: "request exceeds maximum size of 1048576 bytes",
    });
  });

  test("codec: the size is in bytes, not characters (a message of far fewer than 1 MiB characters is refused at 1,048,577 bytes)", () => {
    // 4 strings of 120,000 "é" (each 240,000 bytes, under the string limit) in an extra params key, then whitespace.
    const withPad = { ...message, params: { ...message.params, pad: Array(4).fill("é".repeat(120_000)) } };
    const exact = paddedTo(withPad, MIB);
    expect(exact.length).toBeLessThan(600_000);
    expect(decoded(exact)).toEqual({ kind: "request", id: 1 });
    expect(decoded(`${exact} `)).toMatchObject({ kind: "reject", id: null, code: -32600 });
  });

  test("stdio: a 1,048,576-byte line is served (also with CRLF, also split across reads); 1,048,577 is -32600 id null and the next line is served", async () => {
    const exact = paddedTo(message, MIB);
    const exactCrlf = paddedTo(toolCall(2, "canonical_smiles", { smiles: "CCN" }), MIB);
    const over = paddedTo(toolCall(3, "canonical_smiles", { smiles: "CCC" }), MIB + 1);
    const after = JSON.stringify(toolCall(4, "canonical_smiles", { smiles: "OCCO" }));
    const lines = await viaStdio(chunked(`${exact}\n${exactCrlf}\r\n${over}\n${after}\n`, 65_521));
    expect(lines).toHaveLength(4);
    const answers = answersById(lines);
    expect(answers.get(1)?.result?.structuredContent).toEqual({ canonical: "CCO" });
    expect(answers.get(2)?.result?.structuredContent).toEqual({ canonical: "CCN" });
    expect(answers.get(null)).toEqual({
      jsonrpc: "2.0",
      id: null,
      error: { code: -32600, message: "request exceeds maximum size of 1048576 bytes" },
    } as Answer);
    expect(answers.has(3)).toBe(false);
    expect(answers.get(4)?.result?.structuredContent).toEqual({ canonical: "OCCO" });
  });

  test("stdio: a 1,048,577-byte line that ends in \\r is still over (only the line terminator's \\r is free)", async () => {
    const over = paddedTo(toolCall(5, "canonical_smiles", { smiles: "C" }), MIB + 1);
    const lines = await viaStdio([
      `${over}\r\n`,
      `${JSON.stringify(toolCall(6, "canonical_smiles", { smiles: "N" }))}\n`,
    ]);
    const answers = answersById(lines);
    expect(answers.get(null)?.error?.code).toBe(-32600);
    expect(answers.get(6)?.result?.structuredContent).toEqual({ canonical: "N" });
  });
});

// ---------------------------------------------------------------- JSON nesting depth: 64

describe("JSON nesting depth: 64", () => {
  /** A legacy ping whose params nest `depth` levels in all (the message object is level 1, params level 2). */
  const nestedArrays = (id: string, depth: number) =>
    `{"jsonrpc":"2.0","id":"${id}","method":"ping","params":{"x":${"[".repeat(depth - 2)}${"]".repeat(depth - 2)}}}`;
  const nestedObjects = (id: string, depth: number) =>
    `{"jsonrpc":"2.0","id":"${id}","method":"ping","params":${'{"a":'.repeat(depth - 2)}{}${"}".repeat(depth - 2)}}`;

  test("depth as the codec counts it: each object or array is one level, the message's own object included", () => {
    expect([
      maxNestingDepth("{}"),
      maxNestingDepth("[]"),
      maxNestingDepth('{"a":[{}]}'),
      maxNestingDepth('[1,[2],{"b":"[{"}]'),
    ]).toEqual([1, 1, 3, 2]);
    expect(maxNestingDepth(nestedArrays("a", 64))).toBe(64);
    expect(maxNestingDepth(nestedObjects("o", 64))).toBe(64);
    // The same as the depth of the parsed value.
    const depthOf = (value: unknown): number =>
      typeof value === "object" && value !== null ? 1 + Math.max(0, ...Object.values(value).map(depthOf)) : 0;
    expect(depthOf(JSON.parse(nestedArrays("a", 64)))).toBe(64);
    expect(depthOf(JSON.parse(nestedObjects("o", 65)))).toBe(65);
  });

  test("codec: 64 levels of arrays or objects are a request; 65 are -32600 with the id echoed", () => {
    expect(decoded(nestedArrays("a64", 64))).toEqual({ kind: "request", id: "a64" });
    expect(decoded(nestedObjects("o64", 64))).toEqual({ kind: "request", id: "o64" });
    expect(decoded(nestedArrays("a65", 65))).toEqual({
      kind: "reject",
      id: "a65",
      code: -32600,
      message: "JSON nesting exceeds the maximum depth of 64",
    });
    expect(decoded(nestedObjects("o65", 65))).toMatchObject({ kind: "reject", id: "o65", code: -32600 });
    // Brackets inside strings are not levels, even next to a message at the limit.
    const withBrackets = nestedArrays("s64", 64).replace('"x":', '"y":"[[[{{{\\"[[[","x":');
    expect(decoded(withBrackets)).toEqual({ kind: "request", id: "s64" });
  });

  test("stdio: depth 64 is answered, depth 65 is -32600 for the same id", async () => {
    const answers = answersById(await viaStdio([`${nestedArrays("d64", 64)}\n${nestedArrays("d65", 65)}\n`]));
    expect(answers.get("d64")).toEqual({ jsonrpc: "2.0", id: "d64", result: {} } as Answer);
    expect(answers.get("d65")?.error?.code).toBe(-32600);
  });
});

// ---------------------------------------------------------------- one string value: 256 KiB

describe("one string value: 256 KiB (262,144 bytes of UTF-8)", () => {
  const withString = (id: string, value: string) =>
    `{"jsonrpc":"2.0","id":"${id}","method":"ping","params":{"s":${JSON.stringify(value)}}}`;

  test.each([
    ["1-byte", "a", STRING_LIMIT],
    ["2-byte", "é", STRING_LIMIT / 2],
    ["3-byte", "€", Math.floor(STRING_LIMIT / 3)],
    ["4-byte (a surrogate pair)", "😀", STRING_LIMIT / 4],
  ])("%s characters: 262,144 bytes is a request, 262,145 is -32600", (_kind, char, count) => {
    const body = char.repeat(count);
    const atLimit = body + "a".repeat(STRING_LIMIT - utf8Length(body));
    expect(utf8Length(atLimit)).toBe(STRING_LIMIT);
    expect(decoded(withString("at", atLimit))).toEqual({ kind: "request", id: "at" });
    expect(decoded(withString("over", `${atLimit}a`))).toEqual({
      kind: "reject",
      id: "over",
      code: -32600,
      message: "a string value exceeds the maximum of 262144 bytes",
    });
  });

  test("the limit is on the decoded value, not its JSON spelling (\\u00e9 is 6 bytes of JSON, 2 of value)", () => {
    const escaped = (id: string, count: number) =>
      `{"jsonrpc":"2.0","id":"${id}","method":"ping","params":{"s":"${"\\u00e9".repeat(count)}"}}`;
    expect(decoded(escaped("at", STRING_LIMIT / 2))).toEqual({ kind: "request", id: "at" });
    expect(decoded(escaped("over", STRING_LIMIT / 2).replace('"}}', 'a"}}'))).toMatchObject({
      kind: "reject",
      id: "over",
      code: -32600,
    });
  });

  test("object keys are string values too", () => {
    const keyed = (id: string, key: string) => `{"jsonrpc":"2.0","id":"${id}","method":"ping","params":{"${key}":1}}`;
    expect(decoded(keyed("at", "k".repeat(STRING_LIMIT)))).toEqual({ kind: "request", id: "at" });
    expect(decoded(keyed("over", "k".repeat(STRING_LIMIT + 1)))).toMatchObject({
      kind: "reject",
      id: "over",
      code: -32600,
    });
  });

  test("stdio: at the limit answered, one byte over -32600 for the same id", async () => {
    const at = "é".repeat(STRING_LIMIT / 2);
    const answers = answersById(await viaStdio([`${withString("at", at)}\n${withString("over", `${at}a`)}\n`]));
    expect(answers.get("at")).toEqual({ jsonrpc: "2.0", id: "at", result: {} } as Answer);
    expect(answers.get("over")?.error?.code).toBe(-32600);
  });
});

// ---------------------------------------------------------------- one array: 10,000 elements

describe("one array: 10,000 elements", () => {
  const withArrays = (id: string, ...lengths: number[]) =>
    `{"jsonrpc":"2.0","id":"${id}","method":"ping","params":{"x":[${lengths.map((n) => `[${Array(n).fill(0).join(",")}]`).join(",")}]}}`;

  test("codec: arrays of 10,000 (anywhere, several of them) are a request; one of 10,001 is -32600 with the id", () => {
    expect(decoded(withArrays("at", 10_000, 10_000, 0))).toEqual({ kind: "request", id: "at" });
    expect(decoded(withArrays("over", 10_000, 10_001))).toEqual({
      kind: "reject",
      id: "over",
      code: -32600,
      message: "an array exceeds the maximum of 10000 elements",
    });
    // The outer array counts as well.
    expect(decoded(withArrays("outer", ...Array(10_000).fill(0)))).toEqual({ kind: "request", id: "outer" });
    expect(decoded(withArrays("outer+1", ...Array(10_001).fill(0)))).toMatchObject({
      kind: "reject",
      id: "outer+1",
      code: -32600,
    });
  });

  test("stdio: 10,000 answered, 10,001 -32600 for the same id", async () => {
    const answers = answersById(await viaStdio([`${withArrays("at", 10_000)}\n${withArrays("over", 10_001)}\n`]));
    expect(answers.get("at")).toEqual({ jsonrpc: "2.0", id: "at", result: {} } as Answer);
    expect(answers.get("over")?.error?.code).toBe(-32600);
  });
});

// ---------------------------------------------------------------- one response: 1 MiB

describe("one response: 1 MiB (1,048,576 bytes)", () => {
  const TOO_BIG = { code: -32603, message: "response exceeds maximum size of 1048576 bytes" };

  /** A result response of exactly `size` bytes whose text is `filler` characters, topped up with "x". */
  function responseOf(size: number, filler: string, count: number): JsonRpcResponse {
    const empty = utf8Length(encodeResponse(resultResponse("r", { t: "" })));
    const body = filler.repeat(count);
    return resultResponse("r", { t: body + "x".repeat(size - empty - utf8Length(body)) });
  }

  test.each([
    ["ASCII", "x", 0],
    ["2-byte", "é", 400_000],
    ["3-byte (fewer than 1 MiB / 3 characters in all)", "€", 340_000],
    ["4-byte", "😀", 200_000],
  ])(
    "%s: a response of exactly 1,048,576 bytes is sent as is; 1,048,577 becomes -32603 for the same id",
    (_kind, filler, count) => {
      const exact = responseOf(MIB, filler, count);
      const text = encodeResponse(exact);
      expect(utf8Length(text)).toBe(MIB);
      expect(JSON.parse(text)).toEqual(exact);
      const over = responseOf(MIB + 1, filler, count);
      expect(utf8Length(JSON.stringify(over))).toBe(MIB + 1);
      expect(JSON.parse(encodeResponse(over))).toEqual({ jsonrpc: "2.0", id: "r", error: TOO_BIG });
    },
  );

  test("a tools/call over stdio: a 1,048,576-byte answer line is written; one byte more is RESULT_TOO_LARGE for that id, and the server goes on", async () => {
    // The payload is in the answer twice (text and structuredContent): n more x's are 2n more bytes, so the id's length sets the parity.
    const lineBytes = async (id: string, n: number): Promise<string> =>
      (await viaStdio([`${JSON.stringify(toolCall(id, "test_sized", { n }))}\n`]))[0] as string;
    const base = utf8Length(await lineBytes("i", 0));
    const [atId, overId] = (MIB - base) % 2 === 0 ? ["i", "ii"] : ["ii", "iii"];
    const n = (MIB - base - (atId.length - 1)) / 2;
    const lines = await viaStdio([
      `${JSON.stringify(toolCall(atId, "test_sized", { n }))}\n`,
      `${JSON.stringify(toolCall(overId, "test_sized", { n }))}\n`,
      `${JSON.stringify(toolCall("next", "canonical_smiles", { smiles: "OCC" }))}\n`,
    ]);
    const at = lines.find((line) => line.startsWith(`{"jsonrpc":"2.0","id":"${atId}"`)) as string;
    expect(utf8Length(at)).toBe(MIB);
    expect(((JSON.parse(at) as Answer).result?.structuredContent as { pad?: unknown[] } | undefined)?.pad).toHaveLength(
      n,
    );
    const answers = answersById(lines);
    // Issue 27: a tool answer is not the codec's -32603 (kept for other responses, above) but a domain error.
    const over = answers.get(overId);
    expect(over?.error).toBeUndefined();
    expect((over?.result?.structuredContent as { error?: { code?: string } } | undefined)?.error?.code).toBe(
      "RESULT_TOO_LARGE",
    );
    expect(answers.get("next")?.result?.structuredContent).toEqual({ canonical: "CCO" });
  });
});
