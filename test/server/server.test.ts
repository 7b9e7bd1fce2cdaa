import { beforeAll, describe, expect, test } from "bun:test";
import type { JsonRpcRequest } from "../../src/protocol/jsonrpc.ts";
import { encodeResponse } from "../../src/protocol/codec.ts";
import type { JsonRpcResponse } from "../../src/protocol/jsonrpc.ts";
import { McpServer, Session, serverInstructions } from "../../src/server/server.ts";
import { CallAbandoned, type ToolExecutor } from "../../src/server/tool-executor.ts";
import { describeTool } from "../../src/server/results.ts";
import { validatorFor } from "../../src/server/validation.ts";
import { tools } from "../../src/tools/registry.ts";
import type { JsonSchema } from "../../src/tools/schema.ts";
import type { Tool } from "../../src/tools/tool.ts";
import { modern } from "../../harness/stdio-client.ts";
import { ready } from "../../harness/tools.ts";

/** The content-only tools (depictions, tool.ts `content`) advertise no outputSchema in any era. */
const contentOnly = new Set(tools.filter((tool) => tool.content !== undefined).map((tool) => tool.name));

beforeAll(ready);

const server = new McpServer(tools, { name: "chematic-mcp", version: "test" });

// biome-ignore lint/suspicious/noExplicitAny: answers are read field by field in assertions; a typo fails the assertion
type Answer = { id: unknown; result?: Record<string, any>; error?: { code: number; message: string; data?: any } };

async function ask(
  session: Session,
  method: string,
  params?: Record<string, unknown>,
  id: string | number | null = 1,
): Promise<Answer> {
  const message: JsonRpcRequest =
    params === undefined ? { jsonrpc: "2.0", id, method } : { jsonrpc: "2.0", id, method, params };
  const answer = await server.handle(message, session);
  if (!answer) throw new Error("no answer");
  return answer as Answer;
}

function legacySession(): Session {
  return new Session();
}

describe("legacy era", () => {
  test("initialize echoes a supported revision and names the server", async () => {
    const session = legacySession();
    const answer = await ask(session, "initialize", {
      protocolVersion: "2025-06-18",
      capabilities: {},
      clientInfo: { name: "t", version: "1" },
    });
    expect(answer.result).toEqual({
      protocolVersion: "2025-06-18",
      capabilities: { tools: {} },
      serverInfo: { name: "chematic-mcp", version: "test" },
      instructions: serverInstructions(tools),
    });
    const old = await ask(legacySession(), "initialize", { protocolVersion: "1999-01-01" });
    expect(old.result?.protocolVersion).toBe("2024-11-05");
  });

  test("initialize carries server/discover's instructions from 2025-03-26 on; 2024-11-05 keeps exactly three fields", async () => {
    const discovered = (await ask(new Session(), "server/discover", modern())).result?.instructions;
    expect(discovered).toBe(serverInstructions(tools));
    for (const revision of ["2024-11-05", "2025-03-26", "2025-06-18", "2025-11-25", "1999-01-01", undefined]) {
      const answer = await server.handle(
        { jsonrpc: "2.0", id: 1, method: "initialize", params: { protocolVersion: revision, capabilities: {} } },
        legacySession(),
      );
      const negotiated = revision === "1999-01-01" || revision === undefined ? "2024-11-05" : revision;
      const head = `{"jsonrpc":"2.0","id":1,"result":{"protocolVersion":"${negotiated}","capabilities":{"tools":{}},"serverInfo":{"name":"chematic-mcp","version":"test"}`;
      // The bytes on the wire: the earlier releases' three fields on 2024-11-05 (and for a revision we do not know,
      // which negotiates it), the same three and then the instructions after.
      expect({ revision, line: encodeResponse(answer as JsonRpcResponse) }).toEqual({
        revision,
        line: negotiated === "2024-11-05" ? `${head}}}` : `${head},"instructions":${JSON.stringify(discovered)}}}`,
      });
    }
  });

  test("ping, notifications and unknown methods", async () => {
    const session = legacySession();
    expect((await ask(session, "ping")).result).toEqual({});
    expect(await server.handle({ jsonrpc: "2.0", method: "notifications/initialized" }, session)).toBeUndefined();
    expect((await ask(session, "resources/list")).error?.code).toBe(-32601);
  });

  test("2024-11-05: no outputSchema, no structuredContent", async () => {
    const session = legacySession();
    await ask(session, "initialize", { protocolVersion: "2024-11-05" });
    const list = await ask(session, "tools/list");
    expect(list.result?.tools.length).toBe(tools.length);
    for (const tool of list.result?.tools ?? []) {
      expect(Object.keys(tool).sort()).toEqual(["annotations", "description", "inputSchema", "name", "title"]);
    }
    const call = await ask(session, "tools/call", { name: "canonical_smiles", arguments: { smiles: "OCC" } });
    expect(call.result).toEqual({ content: [{ type: "text", text: '{"canonical":"CCO"}' }] });
  });

  test("2025-06-18 and later: outputSchema and structuredContent", async () => {
    const session = legacySession();
    await ask(session, "initialize", { protocolVersion: "2025-11-25" });
    const list = await ask(session, "tools/list");
    expect(list.result?.tools.length).toBe(tools.length);
    for (const tool of list.result?.tools ?? [])
      expect(tool.outputSchema?.type).toBe(contentOnly.has(tool.name) ? undefined : "object");
    const call = await ask(session, "tools/call", { name: "canonical_smiles", arguments: { smiles: "OCC" } });
    expect(call.result).toEqual({
      content: [{ type: "text", text: '{"canonical":"CCO"}' }],
      structuredContent: { canonical: "CCO" },
    });
  });

  test("2024-11-05 keeps the earlier releases' bytes: any tool failure is -32000 (arguments too), a missing or unknown tool -32602", async () => {
    const session = legacySession();
    await ask(session, "initialize", { protocolVersion: "2024-11-05" });
    expect((await ask(session, "tools/call", {})).error?.code).toBe(-32602);
    expect((await ask(session, "tools/call", { name: "nope" })).error?.code).toBe(-32602);
    const badArgs = await ask(session, "tools/call", { name: "canonical_smiles", arguments: { smiles: 1 } });
    expect(badArgs.error).toEqual({ code: -32000, message: expect.stringContaining('"smiles"') });
    const chemistry = await ask(session, "tools/call", { name: "canonical_smiles", arguments: { smiles: "c1cccc1" } });
    expect(chemistry.result).toBeUndefined();
    expect(chemistry.error).toMatchObject({ code: -32000, data: { code: "INVALID_SMILES", details: {} } });
    expect(chemistry.error?.message).toStartWith("INVALID_SMILES: ");
    expect(chemistry.error?.message).toContain("Can't kekulize mol");
    // A session that never initialized is on 2024-11-05 too.
    expect(
      (await ask(legacySession(), "tools/call", { name: "canonical_smiles", arguments: { smiles: "C1CC" } })).error
        ?.code,
    ).toBe(-32000);
  });

  test("2025-03-26: a chemistry failure is an isError result (no structuredContent); bad arguments and unknown tools -32602", async () => {
    const session = legacySession();
    await ask(session, "initialize", { protocolVersion: "2025-03-26" });
    const chemistry = await ask(session, "tools/call", { name: "canonical_smiles", arguments: { smiles: "c1cccc1" } });
    expect(chemistry.error).toBeUndefined();
    expect(Object.keys(chemistry.result ?? {})).toEqual(["isError", "content"]);
    expect(chemistry.result?.isError).toBe(true);
    expect(chemistry.result?.content).toEqual([
      { type: "text", text: expect.stringMatching(/^INVALID_SMILES: .*Can't kekulize mol/) },
    ]);
    const badArgs = await ask(session, "tools/call", { name: "canonical_smiles", arguments: { smiles: 1 } });
    expect(badArgs.error?.code).toBe(-32602);
    expect(badArgs.error?.message).toContain('"smiles"');
    expect((await ask(session, "tools/call", { name: "nope" })).error?.code).toBe(-32602);
    expect((await ask(session, "tools/call", {})).error?.code).toBe(-32602);
  });

  test("2025-06-18 and 2025-11-25: a chemistry failure is the modern era's isError result, structuredContent.error included", async () => {
    const failing = { name: "canonical_smiles", arguments: { smiles: "C1CC" } };
    const modernAnswer = await ask(new Session(), "tools/call", modern(failing));
    const { resultType: _type, _meta: _serverMeta, ...modernShape } = modernAnswer.result ?? {};
    for (const revision of ["2025-06-18", "2025-11-25"]) {
      const session = legacySession();
      await ask(session, "initialize", { protocolVersion: revision });
      const chemistry = await ask(session, "tools/call", failing);
      expect({ revision, result: chemistry.result }).toEqual({ revision, result: modernShape });
      expect(chemistry.result?.structuredContent).toMatchObject({
        error: { code: "INVALID_SMILES", message: expect.stringContaining("unclosed ring") },
      });
      if (revision === "2025-06-18") {
        const badArgs = await ask(session, "tools/call", { name: "tanimoto", arguments: { smiles1: "C" } });
        expect({ revision, error: badArgs.error }).toEqual({
          revision,
          error: { code: -32602, message: expect.stringContaining('missing required argument "smiles2"') },
        });
      }
    }
  });

  test("2025-11-25 (SEP-1303): arguments that fail the inputSchema are an isError result, code INVALID_ARGUMENTS; unknown tools stay -32602", async () => {
    const session = legacySession();
    await ask(session, "initialize", { protocolVersion: "2025-11-25" });
    const cases: Array<[string, unknown, string, Record<string, unknown>]> = [
      ["tanimoto", { smiles1: "C" }, 'missing required argument "smiles2"', { argument: "smiles2", rule: "required" }],
      [
        "find_mcs",
        { smiles: ["CCO", "CCN"] },
        'unknown argument "smiles": this tool takes "smiles_list"',
        { argument: "smiles", rule: "unknown", closest: ["smiles_list"] },
      ],
      [
        "canonical_smiles",
        { smiles: 5 },
        'argument "smiles" must be of type string',
        { argument: "smiles", rule: "type" },
      ],
      ["canonical_smiles", [], "arguments must be an object", {}],
      // Past the schema: the byte limit of a SMILES (tool-runner.ts), the same answer.
      ["canonical_smiles", { smiles: "é".repeat(50_001) }, "longer than 100000 bytes", {}],
    ];
    for (const [name, args, says, details] of cases) {
      const answer = await ask(session, "tools/call", { name, arguments: args });
      expect({ name, error: answer.error }).toEqual({ name, error: undefined });
      const result = answer.result ?? {};
      expect({ name, keys: Object.keys(result), isError: result.isError }).toEqual({
        name,
        keys: ["isError", "content", "structuredContent"],
        isError: true,
      });
      expect(result.content).toEqual([
        { type: "text", text: expect.stringMatching(/^INVALID_ARGUMENTS: Invalid arguments for tool /) },
      ]);
      expect(result.content[0].text).toContain(says);
      expect(result.structuredContent).toEqual({
        error: {
          code: "INVALID_ARGUMENTS",
          message: expect.stringContaining(says),
          details: expect.objectContaining(details),
        },
      });
      // What the tool advertised: a client that checks error results against the outputSchema accepts it.
      const advertised = describeTool(tools.find((tool) => tool.name === name) as Tool, true)
        .outputSchema as JsonSchema;
      expect({ name, valid: validatorFor(advertised)(result.structuredContent) }).toEqual({ name, valid: true });
    }
    // A picture tool too (no outputSchema; structuredContent.error as for its chemistry failures).
    const picture = await ask(session, "tools/call", { name: "depict", arguments: { smiles: "C", widht: 300 } });
    expect(picture.result).toMatchObject({
      isError: true,
      structuredContent: { error: { code: "INVALID_ARGUMENTS", details: { closest: ["width"] } } },
    });
    // Not the tool's arguments but the request: an unknown tool, a missing name.
    expect((await ask(session, "tools/call", { name: "nope", arguments: {} })).error?.code).toBe(-32602);
    expect((await ask(session, "tools/call", {})).error?.code).toBe(-32602);
    // 2025-03-26 and 2025-06-18 keep -32602, and 2024-11-05 its -32000, with the same closest-name message.
    for (const [revision, code] of [
      ["2025-03-26", -32602],
      ["2025-06-18", -32602],
      ["2024-11-05", -32000],
    ] as const) {
      const older = legacySession();
      await ask(older, "initialize", { protocolVersion: revision });
      const answer = await ask(older, "tools/call", { name: "find_mcs", arguments: { smiles: ["CCO", "CCN"] } });
      expect({ revision, result: answer.result, code: answer.error?.code }).toEqual({
        revision,
        result: undefined,
        code,
      });
      expect(answer.error?.message).toContain('unknown argument "smiles": this tool takes "smiles_list"');
    }
  });
});

describe("modern era (2026-07-28)", () => {
  test("server/discover", async () => {
    const answer = await ask(new Session(), "server/discover", modern());
    expect(answer.result).toMatchObject({
      supportedVersions: ["2026-07-28"],
      capabilities: { tools: {} },
      serverInfo: { name: "chematic-mcp", version: "test" },
      ttlMs: 86_400_000,
      cacheScope: "public",
      resultType: "complete",
      _meta: { "io.modelcontextprotocol/serverInfo": { name: "chematic-mcp", version: "test" } },
    });
    expect(typeof answer.result?.instructions).toBe("string");
  });

  test("tools/list: registry order, outputSchema, cache hints", async () => {
    const answer = await ask(new Session(), "tools/list", modern());
    expect(answer.result?.tools.map((t: { name: string }) => t.name)).toEqual(tools.map((t) => t.name));
    expect(answer.result).toMatchObject({ ttlMs: 86_400_000, cacheScope: "public", resultType: "complete" });
    for (const tool of answer.result?.tools ?? [])
      expect(tool.outputSchema?.type).toBe(contentOnly.has(tool.name) ? undefined : "object");
    expect([...contentOnly]).toEqual(["depict", "depict_grid", "depict_reaction"]);
  });

  test("tools/call: structuredContent; chemistry failure is an isError result", async () => {
    const session = new Session();
    const ok = await ask(session, "tools/call", modern({ name: "canonical_smiles", arguments: { smiles: "OCC" } }));
    expect(ok.result).toMatchObject({ structuredContent: { canonical: "CCO" }, resultType: "complete" });
    const bad = await ask(session, "tools/call", modern({ name: "canonical_smiles", arguments: { smiles: "C1CC" } }));
    expect(bad.error).toBeUndefined();
    expect(bad.result).toMatchObject({
      isError: true,
      structuredContent: { error: { code: "INVALID_SMILES" } },
      resultType: "complete",
    });
    expect(bad.result?.content[0].text).toContain("unclosed ring");
  });

  test("errors: -32602 for arguments and names, -32601 for other methods, -32022 for versions", async () => {
    const session = new Session();
    const args = await ask(session, "tools/call", modern({ name: "tanimoto", arguments: { smiles1: "C" } }));
    expect(args.error).toMatchObject({ code: -32602 });
    expect(args.error?.message).toContain('missing required argument "smiles2"');
    const extra = await ask(
      session,
      "tools/call",
      modern({ name: "tanimoto", arguments: { smiles1: "C", smiles2: "C", x: 1 } }),
    );
    expect(extra.error?.message).toContain('unknown argument "x": this tool takes only smiles1, smiles2');
    // The modern era keeps -32602 for arguments (protocol.md), with the closest known name in the message.
    const misnamed = await ask(session, "tools/call", modern({ name: "find_mcs", arguments: { smiles: ["C", "N"] } }));
    expect(misnamed.error).toEqual({
      code: -32602,
      message: 'Invalid arguments for tool find_mcs: unknown argument "smiles": this tool takes "smiles_list"',
    });
    expect((await ask(session, "tools/call", modern({ name: "nope" }))).error?.code).toBe(-32602);
    expect((await ask(session, "tools/call", modern({}))).error?.code).toBe(-32602);
    for (const method of ["initialize", "ping", "resources/list", "prompts/list", "whatever"]) {
      expect((await ask(session, method, modern())).error?.code).toBe(-32601);
    }
    const version = await ask(session, "tools/list", {
      _meta: {
        "io.modelcontextprotocol/protocolVersion": "2030-01-01",
        "io.modelcontextprotocol/clientCapabilities": {},
      },
    });
    expect(version.error).toMatchObject({ code: -32022, data: { supported: ["2026-07-28"], requested: "2030-01-01" } });
    const missing = await ask(session, "server/discover", {});
    expect(missing.error?.code).toBe(-32602);
  });
});

describe("era pinning", () => {
  test("the first request pins the era; the other era gets -32600 with both named", async () => {
    const session = new Session();
    await ask(session, "initialize", { protocolVersion: "2025-06-18" });
    const mismatch = await ask(session, "tools/list", modern(), 2);
    expect(mismatch).toMatchObject({
      id: 2,
      error: { code: -32600, data: { pinnedEra: "legacy", requestEra: "modern" } },
    });
    expect(mismatch.error?.message).toStartWith("protocol era mismatch");
    const modernFirst = new Session();
    await ask(modernFirst, "tools/list", modern());
    expect((await ask(modernFirst, "ping")).error?.data).toEqual({ pinnedEra: "modern", requestEra: "legacy" });
  });

  test("notifications do not pin; id null does", async () => {
    const session = new Session();
    await server.handle({ jsonrpc: "2.0", method: "notifications/initialized" }, session);
    expect(session.era).toBeUndefined();
    const answer = await ask(session, "tools/list", modern(), null);
    expect(answer.id).toBeNull();
    expect(session.era).toBe("modern");
  });
});

describe("abandoned calls and callers", () => {
  test("a call the executor abandons (cancelled, client gone) gets no answer in either era; the caller reaches the executor", async () => {
    const callers: Array<string | undefined> = [];
    const abandoning: ToolExecutor = {
      run: async (_tool, _args, { caller } = {}) => {
        callers.push(caller);
        throw new CallAbandoned("cancelled by the client");
      },
      close: async () => {},
    };
    const quiet = new McpServer(tools, { name: "chematic-mcp", version: "test" }, abandoning);
    const call = { name: "canonical_smiles", arguments: { smiles: "CCO" } };
    expect(
      await quiet.handle(
        { jsonrpc: "2.0", id: 1, method: "tools/call", params: modern(call) },
        new Session("client-a"),
      ),
    ).toBeUndefined();
    const legacy = new Session("client-b");
    await quiet.handle(
      { jsonrpc: "2.0", id: 1, method: "initialize", params: { protocolVersion: "2025-06-18" } },
      legacy,
    );
    expect(await quiet.handle({ jsonrpc: "2.0", id: 2, method: "tools/call", params: call }, legacy)).toBeUndefined();
    expect(callers).toEqual(["client-a", "client-b"]);
  });
});
