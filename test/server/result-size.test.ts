/**
 * Issue 27: a legitimate answer over the 1 MiB response limit is RESULT_TOO_LARGE (protocol.md), saying the limit
 * and how to ask for less, not `-32603 response exceeds maximum size`; and it is bounded in the worker, before it
 * crosses IPC (src/server/result-size.ts).
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { encodeResponse } from "../../src/protocol/codec.ts";
import type { JsonRpcRequest } from "../../src/protocol/jsonrpc.ts";
import { MAX_RESPONSE_BYTES } from "../../src/protocol/limits.ts";
import { McpServer, Session } from "../../src/server/server.ts";
import type { ToolOutcome } from "../../src/server/tool-runner.ts";
import { WorkerPool } from "../../src/server/worker-pool.ts";
import { tools } from "../../src/tools/registry.ts";
import { inputObject, integer, outputObject, string } from "../../src/tools/schema.ts";
import { defineTool, LOCAL_READ_ONLY } from "../../src/tools/tool.ts";
import { modern } from "../../harness/stdio-client.ts";
import { ready, toolNamed } from "../../harness/tools.ts";

/**
 * 10,000 atoms (the atom limit), with no path longer than 424 atoms (under the 500-atom chain guard): a backbone of
 * 400 carbons, each carrying a 24-carbon chain. Its MolJSON, CML and context pack are several MiB.
 */
const TEN_THOUSAND_ATOMS = `C(${"C".repeat(24)})`.repeat(400);

beforeAll(ready);

// biome-ignore lint/suspicious/noExplicitAny: answers are read field by field in assertions
type Answer = { id: unknown; result?: Record<string, any>; error?: { code: number; message: string; data?: any } };

async function ask(server: McpServer, session: Session, params: Record<string, unknown>): Promise<Answer> {
  const message: JsonRpcRequest = { jsonrpc: "2.0", id: 7, method: "tools/call", params };
  const answer = await server.handle(message, session);
  if (!answer) throw new Error("no answer");
  // What goes on the wire: the codec's -32603 would replace an answer that is still too large here.
  return JSON.parse(encodeResponse(answer)) as Answer;
}

async function legacy(server: McpServer, revision: string): Promise<Session> {
  const session = new Session();
  await server.handle({ jsonrpc: "2.0", id: 0, method: "initialize", params: { protocolVersion: revision } }, session);
  return session;
}

function expectTooLarge(answer: Answer, withStructuredContent: boolean): void {
  expect(answer.error).toBeUndefined();
  expect(answer.result?.isError).toBe(true);
  expect(answer.result?.content[0].text).toStartWith("RESULT_TOO_LARGE: ");
  expect(answer.result?.content[0].text).toContain(`${MAX_RESPONSE_BYTES} bytes (1 MiB); ask for less`);
  if (withStructuredContent) {
    const error = answer.result?.structuredContent.error;
    expect([error.code, error.details.limit]).toEqual(["RESULT_TOO_LARGE", MAX_RESPONSE_BYTES]);
    expect(error.details.bytes).toBeGreaterThan(MAX_RESPONSE_BYTES);
  } else {
    expect(answer.result?.structuredContent).toBeUndefined();
  }
}

/** A stand-in tool whose text and payload are each `kib` KiB: together about twice that in a response. */
const bulky = defineTool({
  name: "bulky",
  title: "Bulky",
  description: "Answers a payload and a text of the size asked for.",
  annotations: LOCAL_READ_ONLY,
  inputSchema: inputObject({ kib: integer("KiB", 0) }, ["kib"]),
  outputSchema: outputObject({ blob: string("the bytes") }),
  handler: ({ kib }: { kib: number }) => ({ blob: "x".repeat(kib * 1024) }),
  formatText: (payload: Record<string, unknown>) => `blob: ${payload.blob as string}`,
});

describe("on the protocol thread: the finished response is measured", () => {
  const server = new McpServer([bulky as never], { name: "chematic-mcp", version: "test" });

  test("text and structuredContent of 600 KiB each fit alone but not together: RESULT_TOO_LARGE in each era's shape", async () => {
    const args = { name: "bulky", arguments: { kib: 600 } };
    expectTooLarge(await ask(server, new Session(), modern(args)), true);
    expectTooLarge(await ask(server, await legacy(server, "2025-06-18"), args), true);
    // Revisions without structuredContent carry the text alone: 600 KiB fits there, 1,100 KiB does not.
    const fits = await ask(server, await legacy(server, "2025-03-26"), args);
    expect(fits.result?.isError).toBeUndefined();
    const over = { name: "bulky", arguments: { kib: 1100 } };
    expectTooLarge(await ask(server, await legacy(server, "2025-03-26"), over), false);
    // 2024-11-05: every tool failure is -32000 with the code in front, as the earlier releases answered.
    const old = await ask(server, await legacy(server, "2024-11-05"), over);
    expect(old.error?.code).toBe(-32000);
    expect(old.error?.message).toStartWith("RESULT_TOO_LARGE: ");
    expect((await ask(server, await legacy(server, "2024-11-05"), args)).result?.isError).toBeUndefined();
    // 400 KiB twice fits.
    const small = await ask(server, new Session(), modern({ name: "bulky", arguments: { kib: 400 } }));
    expect(small.result?.isError).toBeUndefined();
  });

  test("a 10,000-atom molecule's MolJSON (in-process, no worker bound): RESULT_TOO_LARGE, not -32603", async () => {
    const real = new McpServer(tools, { name: "chematic-mcp", version: "test" });
    const answer = await ask(
      real,
      new Session(),
      modern({ name: "smiles_to_moljson", arguments: { smiles: TEN_THOUSAND_ATOMS } }),
    );
    expectTooLarge(answer, true);
  });
});

describe("in the worker: bounded before it crosses IPC", () => {
  let pool: WorkerPool;
  beforeAll(async () => {
    pool = new WorkerPool({ size: 2, timeoutMs: 600_000 });
    await pool.ready();
  });
  afterAll(() => pool.close());

  const cases: Array<[string, Record<string, unknown>]> = [
    ["smiles_to_moljson", { smiles: TEN_THOUSAND_ATOMS }],
    ["representation_router", { smiles: TEN_THOUSAND_ATOMS, task: "editing" }], // CML
    // With its MolJSON (asked for): without it the pack of 10,000 atoms is a few KB, not a large answer.
    ["molecule_context_pack", { smiles: TEN_THOUSAND_ATOMS, include_moljson: true }],
  ];
  for (const [name, args] of cases) {
    test(`${name} of a 10,000-atom molecule comes out of the worker as RESULT_TOO_LARGE`, async () => {
      const outcome: ToolOutcome = await pool.run(toolNamed(name), args);
      expect(outcome.kind === "domain-error" && outcome.error.code).toBe("RESULT_TOO_LARGE");
      expect(outcome.kind === "domain-error" && outcome.error.message).toContain(`the answer of ${name}`);
      expect(outcome.kind === "domain-error" && (outcome.error.details.bytes as number)).toBeGreaterThan(
        MAX_RESPONSE_BYTES,
      );
    });
  }
});
