/**
 * Every tool's `examples` run through the compiled binary over stdio (MCP 2025-06-18, which carries
 * structuredContent), each answer checked against the example's key fields. The expected values come from
 * Python RDKit or chemistry the tool file justifies, so this checks the examples the descriptions show and
 * the server behind them at once. name_to_smiles asks the fake PubChem (it knows aspirin).
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { spawn, type Subprocess } from "bun";
import { tools } from "../../src/tools/registry.ts";
import { exampleSentence } from "../../src/tools/tool.ts";
import { builtBinary } from "../../harness/binary.ts";
import { startFakePubChem, type FakePubChem } from "../../harness/fake-pubchem.ts";
import { takeLines } from "../../harness/lines.ts";
import { ANSWERS_NOT_LIMITS } from "../../harness/stdio-client.ts";

interface Answer {
  id: number;
  result?: { isError?: boolean; structuredContent?: Record<string, unknown>; content?: Array<Record<string, unknown>> };
  error?: unknown;
}

/** Sends one request at a time and reads the answer line with its id. */
class BinaryClient {
  private readonly proc: Subprocess<"pipe", "pipe", "pipe">;
  private readonly answers = new Map<number, Answer>();
  private waiting: (() => void) | undefined;
  private nextId = 1;

  constructor(binary: string, env: Record<string, string>) {
    this.proc = spawn([binary, ...ANSWERS_NOT_LIMITS], {
      stdin: "pipe",
      stdout: "pipe",
      stderr: "pipe",
      env: { ...process.env, ...env },
    });
    void this.read();
  }

  private async read(): Promise<void> {
    const decoder = new TextDecoder();
    let buffer = "";
    for await (const chunk of this.proc.stdout) {
      buffer += decoder.decode(chunk, { stream: true });
      const { lines, rest } = takeLines(buffer);
      buffer = rest;
      for (const line of lines) {
        const answer = JSON.parse(line) as Answer;
        this.answers.set(answer.id, answer);
        this.waiting?.();
      }
    }
  }

  send(message: Record<string, unknown>): void {
    this.proc.stdin.write(`${JSON.stringify({ jsonrpc: "2.0", ...message })}\n`);
    this.proc.stdin.flush();
  }

  async request(method: string, params: Record<string, unknown>): Promise<Answer> {
    const id = this.nextId++;
    this.send({ id, method, params });
    while (!this.answers.has(id)) await new Promise<void>((resolve) => (this.waiting = resolve));
    return this.answers.get(id) as Answer;
  }

  async close(): Promise<void> {
    this.proc.stdin.end();
    await this.proc.exited;
  }
}

/** A PNG's width and height, from its IHDR chunk (bytes 16..23, big-endian). */
function pngSize(base64: string): { width: number; height: number } {
  const bytes = Buffer.from(base64, "base64");
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/**
 * The fields a depiction's content items show, named as in its payload (Picture): the text line is the
 * summary; a PNG image gives the format, media type and size.
 */
function pictureFields(content: Array<Record<string, unknown>>): Record<string, unknown> {
  const text = content.find((item) => item.type === "text");
  const image = content.find((item) => item.type === "image");
  const fields: Record<string, unknown> = { summary: text?.text };
  if (image !== undefined)
    Object.assign(fields, { format: "png", mime_type: image.mimeType, ...pngSize(String(image.data)) });
  return fields;
}

let client: BinaryClient;
let pubchem: FakePubChem;

beforeAll(async () => {
  pubchem = await startFakePubChem();
  client = new BinaryClient(await builtBinary(), { CHEMATIC_PUBCHEM_URL: pubchem.url });
  await client.request("initialize", {
    protocolVersion: "2025-06-18",
    capabilities: {},
    clientInfo: { name: "examples-test", version: "1" },
  });
  client.send({ method: "notifications/initialized" });
});

afterAll(async () => {
  await client?.close();
  await pubchem?.stop();
});

describe("every tool's examples, through the binary", () => {
  for (const tool of tools) {
    tool.examples.forEach((example, index) => {
      test(`${tool.name} #${index + 1}: ${JSON.stringify(example.arguments).slice(0, 80)}`, async () => {
        const answer = await client.request("tools/call", { name: tool.name, arguments: example.arguments });
        expect(answer.error).toBeUndefined();
        expect(answer.result?.isError ?? false).toBe(false);
        const fields =
          tool.content === undefined ? answer.result?.structuredContent : pictureFields(answer.result?.content ?? []);
        expect(fields).toMatchObject(example.expect);
      });
    });
  }
});

describe("examples feed the descriptions", () => {
  test("each description ends with the sentence made from its first example", () => {
    for (const tool of tools)
      expect({ tool: tool.name, ends: tool.description.endsWith(exampleSentence(tool.examples[0])) }).toEqual({
        tool: tool.name,
        ends: true,
      });
  });

  test("negative control: a wrong expected field fails the subset match", () => {
    expect({ popcount: 11, on_bits: [1, 2] }).toMatchObject({ popcount: 11 });
    expect(() => expect({ popcount: 11 }).toMatchObject({ popcount: 12 })).toThrow();
  });
});
