/**
 * Streamable HTTP, protocol.md steps 6-9: the legacy era served statelessly, then the modern era's _meta,
 * SEP-2243 headers and version checks; bodies compared byte for byte with stdio's answer to the same message.
 */
import { describe, expect, test } from "bun:test";
import { serverInstructions } from "../../src/server/server.ts";
import { tools } from "../../src/tools/registry.ts";
import { SERVER_NAME, SERVER_VERSION } from "../../src/version.ts";
import { MODERN_META, modern } from "../../harness/stdio-client.ts";
import {
  call,
  expectWellFormed,
  type HeaderOverrides,
  listTools,
  outcome,
  post,
  rawHttp,
  type RawResponse,
  request,
  rpc,
  sameAsStdio,
  testTools,
  useSharedHttpServer,
  viaStdio,
  viaStdioAfterInitialize,
} from "../../harness/http-fixtures.ts";

useSharedHttpServer();

// ---------------------------------------------------------------- 6. the legacy era, statelessly

const LEGACY = ["2024-11-05", "2025-03-26", "2025-06-18", "2025-11-25"] as const;

/** POSTs a legacy message: no _meta; MCP-Protocol-Version as given (null: none), no other MCP header unless added. */
function postLegacy(message: unknown, revision: string | null, headers: HeaderOverrides = {}): Promise<RawResponse> {
  return rawHttp(
    request(JSON.stringify(message), {
      headers: { ...(revision === null ? {} : { "MCP-Protocol-Version": revision }), ...headers },
    }),
  );
}

interface LegacyMessage {
  jsonrpc: "2.0";
  id: number | string;
  method: string;
  params?: Record<string, unknown>;
}

const initialize = (id: number | string, revision: unknown): LegacyMessage => ({
  jsonrpc: "2.0",
  id,
  method: "initialize",
  params: { protocolVersion: revision, capabilities: {}, clientInfo: { name: "t", version: "1" } },
});
const legacyCall = (id: number | string, name: string, args: unknown): LegacyMessage => ({
  jsonrpc: "2.0",
  id,
  method: "tools/call",
  params: { name, arguments: args },
});

describe("6. the legacy era over HTTP (stateless, no sessions)", () => {
  test("initialize is answered as on stdio, revision negotiation included, without a session id, whatever the headers", async () => {
    for (const revision of [...LEGACY, "1999-01-01", undefined]) {
      const message = initialize(`init-${revision}`, revision);
      // No header, a stray one and a 2026-07-28 one: the handshake is answered the same.
      for (const header of [null, "2099-01-01", "2026-07-28"]) {
        const response = await postLegacy(message, header);
        expect({ revision, header, ...outcome(response) }).toEqual({
          revision,
          header,
          status: 200,
          code: undefined,
          id: message.id,
        });
        expect(response.body).toBe((await viaStdio(JSON.stringify(message))) as string);
      }
      const result = rpc(await postLegacy(message, null)).result;
      const negotiated = revision === "1999-01-01" || revision === undefined ? "2024-11-05" : revision;
      // From 2025-03-26 the instructions of server/discover; 2024-11-05 exactly the three fields.
      expect(result).toEqual({
        protocolVersion: negotiated,
        capabilities: { tools: {} },
        serverInfo: { name: SERVER_NAME, version: SERVER_VERSION },
        ...(negotiated === "2024-11-05" ? {} : { instructions: serverInstructions([...tools, ...testTools]) }),
      });
    }
  });

  test("tools/list under the header's revision: outputSchema from 2025-06-18 on; no header is 2025-03-26; bytes as stdio's after initialize", async () => {
    for (const revision of LEGACY) {
      const message = { jsonrpc: "2.0", id: `list-${revision}`, method: "tools/list" };
      const response = await postLegacy(message, revision);
      expect({ revision, ...outcome(response) }).toEqual({ revision, status: 200, code: undefined, id: message.id });
      expect(response.body).toBe(await viaStdioAfterInitialize(revision, message));
      const listed = rpc(response).result?.tools as Array<Record<string, unknown>>;
      expect(listed.length).toBe(tools.length + testTools.length);
      // The content-only depictions (tool.ts `content`) never advertise one.
      const structured = listed.filter(
        (tool) => !["depict", "depict_grid", "depict_reaction"].includes(String(tool.name)),
      );
      expect({ revision, outputSchema: structured.every((tool) => "outputSchema" in tool) }).toEqual({
        revision,
        outputSchema: revision >= "2025-06-18",
      });
    }
    const bare = { jsonrpc: "2.0", id: "list-bare", method: "tools/list" };
    const response = await postLegacy(bare, null);
    expect(outcome(response)).toEqual({ status: 200, code: undefined, id: "list-bare" });
    expect(response.body).toBe(await viaStdioAfterInitialize("2025-03-26", bare));
  });

  test("tools/call per revision, byte-identical to stdio, all 200: success, chemistry failure (isError from 2025-03-26; -32000 on 2024-11-05), bad arguments (isError on 2025-11-25)", async () => {
    // Every answer is 200 (protocol.md step 10, legacy): a JSON-RPC error too, so that SDK clients pass it on.
    const expected: Record<string, { chemistry: [number, number | undefined]; args: number | undefined }> = {
      "2024-11-05": { chemistry: [200, -32000], args: -32000 },
      "2025-03-26": { chemistry: [200, undefined], args: -32602 },
      "2025-06-18": { chemistry: [200, undefined], args: -32602 },
      "2025-11-25": { chemistry: [200, undefined], args: undefined },
    };
    for (const revision of LEGACY) {
      const ok = legacyCall(`ok-${revision}`, "canonical_smiles", { smiles: "OCC" });
      const okResponse = await postLegacy(ok, revision);
      expect({ revision, ...outcome(okResponse) }).toEqual({ revision, status: 200, code: undefined, id: ok.id });
      expect(okResponse.body).toBe(await viaStdioAfterInitialize(revision, ok));
      expect({ revision, structured: rpc(okResponse).result?.structuredContent }).toEqual({
        revision,
        structured: revision >= "2025-06-18" ? { canonical: "CCO" } : undefined,
      });

      const bad = legacyCall(`chem-${revision}`, "canonical_smiles", { smiles: "c1cccc1" });
      const badResponse = await postLegacy(bad, revision);
      const [status, code] = expected[revision]?.chemistry ?? [0, 0];
      expect({ revision, ...outcome(badResponse) }).toEqual({ revision, status, code, id: bad.id });
      expect(badResponse.body).toBe(await viaStdioAfterInitialize(revision, bad));
      if (code === undefined) {
        expect(rpc(badResponse).result?.isError).toBe(true);
        expect({ revision, structured: rpc(badResponse).result?.structuredContent !== undefined }).toEqual({
          revision,
          structured: revision >= "2025-06-18",
        });
      }

      const args = legacyCall(`args-${revision}`, "canonical_smiles", { smiles: 5 });
      const argsResponse = await postLegacy(args, revision);
      expect({ revision, ...outcome(argsResponse) }).toEqual({
        revision,
        status: 200,
        code: expected[revision]?.args,
        id: args.id,
      });
      expect(argsResponse.body).toBe(await viaStdioAfterInitialize(revision, args));
      if (revision === "2025-11-25")
        expect(rpc(argsResponse).result).toMatchObject({
          isError: true,
          structuredContent: { error: { code: "INVALID_ARGUMENTS", details: { argument: "smiles", rule: "type" } } },
        });
    }
    // No header: 2025-03-26, an isError result without structuredContent.
    const bare = legacyCall("chem-bare", "canonical_smiles", { smiles: "C1CC" });
    const response = await postLegacy(bare, null);
    expect(outcome(response)).toEqual({ status: 200, code: undefined, id: "chem-bare" });
    expect(response.body).toBe(await viaStdioAfterInitialize("2025-03-26", bare));
    expect(Object.keys(rpc(response).result ?? {})).toEqual(["isError", "content"]);
  });

  test("ping, unknown methods, unknown tools and faults: the bytes of stdio, all with status 200 (the modern era's 404/400/500 are not for legacy)", async () => {
    const ping: LegacyMessage = { jsonrpc: "2.0", id: "p", method: "ping" };
    const pinged = await postLegacy(ping, "2025-06-18");
    expect(outcome(pinged)).toEqual({ status: 200, code: undefined, id: "p" });
    expect(rpc(pinged).result).toEqual({});
    expect(pinged.body).toBe(await viaStdioAfterInitialize("2025-06-18", ping));
    const cases: Array<[LegacyMessage, number, number]> = [
      [{ jsonrpc: "2.0", id: "r", method: "resources/list" }, 200, -32601],
      [{ jsonrpc: "2.0", id: "d", method: "server/discovery" }, 200, -32601],
      [legacyCall("u", "no_such_tool", {}), 200, -32602],
      [{ jsonrpc: "2.0", id: "n", method: "tools/call", params: {} }, 200, -32602],
      [legacyCall("f", "test_fault", {}), 200, -32603],
    ];
    for (const [message, status, code] of [
      ...cases,
      // 2025-06-18 keeps bad arguments a JSON-RPC error; over HTTP it is 200 too.
      [legacyCall("a", "find_mcs", { smiles: ["C", "N"] }), 200, -32602] as [LegacyMessage, number, number],
    ]) {
      const response = await postLegacy(message, message.id === "a" ? "2025-06-18" : "2025-11-25");
      expect({ method: message.method, ...outcome(response) }).toEqual({
        method: message.method,
        status,
        code,
        id: message.id,
      });
      expect(response.body).toBe(
        await viaStdioAfterInitialize(message.id === "a" ? "2025-06-18" : "2025-11-25", message),
      );
    }
  });

  test("an unsupported MCP-Protocol-Version is 400: -32022 naming the legacy revisions; 2026-07-28 without _meta is -32602", async () => {
    for (const header of ["2099-01-01", "2024-10-07", "latest", ""]) {
      const response = await postLegacy({ jsonrpc: "2.0", id: "v", method: "tools/list" }, header);
      expect({ header, ...outcome(response) }).toEqual({ header, status: 400, code: -32022, id: "v" });
      expect(rpc(response).error?.data).toEqual({ supported: [...LEGACY], requested: header });
    }
    const modernHeader = await postLegacy(legacyCall("m", "canonical_smiles", { smiles: "C" }), "2026-07-28");
    expect(outcome(modernHeader)).toEqual({ status: 400, code: -32602, id: "m" });
    // Spaces and tabs around a supported value are fine.
    const padded = await postLegacy(legacyCall("t", "canonical_smiles", { smiles: "OCC" }), " \t2025-06-18 ");
    expect(rpc(padded).result?.structuredContent).toEqual({ canonical: "CCO" });
  });

  test("steps 7-9 do not apply: Mcp-Method and Mcp-Name are not checked, a non-protocol _meta is fine, notifications are 202", async () => {
    const message = {
      jsonrpc: "2.0",
      id: "h",
      method: "tools/call",
      params: { name: "canonical_smiles", arguments: { smiles: "OCC" }, _meta: { progressToken: 7 } },
    };
    // Accept without the event stream: one JSON body, even with a progress token (with it: the SSE tests below).
    const response = await postLegacy(message, "2025-06-18", {
      "Mcp-Method": "tools/list",
      "Mcp-Name": "=?base64?!!?=",
      Accept: "application/json",
    });
    expect(outcome(response)).toEqual({ status: 200, code: undefined, id: "h" });
    expect(response.body).toBe(await viaStdioAfterInitialize("2025-06-18", message));
    for (const notification of [
      { jsonrpc: "2.0", method: "notifications/initialized" },
      { jsonrpc: "2.0", method: "notifications/cancelled", params: { requestId: "x" } },
    ]) {
      const accepted = await postLegacy(notification, "2025-06-18");
      expect({ method: notification.method, ...outcome(accepted), body: accepted.body }).toEqual({
        method: notification.method,
        status: 202,
        code: undefined,
        id: undefined,
        body: "",
      });
    }
  });

  test("a full 2025 client conversation, one request per connection, never gets or needs a session id", async () => {
    const steps = [
      initialize(1, "2025-06-18"),
      { jsonrpc: "2.0", method: "notifications/initialized" },
      { jsonrpc: "2.0", id: 2, method: "tools/list" },
      legacyCall(3, "tanimoto", { smiles1: "c1ccccc1O", smiles2: "c1ccccc1N" }),
    ];
    const statuses: number[] = [];
    for (const step of steps) {
      const response = await postLegacy(step, step.method === "initialize" ? null : "2025-06-18");
      expectWellFormed(response);
      statuses.push(response.status);
      if (step.method === "tools/call")
        expect(rpc(response).result?.structuredContent).toMatchObject({ similarity: 0.375 });
    }
    expect(statuses).toEqual([200, 202, 200, 200]);
  });
});

// ---------------------------------------------------------------- 6-9. era, _meta, headers, version

describe("6-9. era, _meta, SEP-2243 headers, version", () => {
  test("6. a modern-enveloped initialize is just an unknown method (-32601/404), as on stdio", async () => {
    const modernInit = await sameAsStdio({ jsonrpc: "2.0", id: 2, method: "initialize", params: modern() });
    expect(outcome(modernInit)).toEqual({ status: 404, code: -32601, id: 2 });
  });

  test("7. missing or malformed _meta keys are -32602/400 (same bytes as stdio where stdio also sees a modern request)", async () => {
    // server/discover is modern on stdio by its method, so stdio gives the same answer.
    const noMeta = await sameAsStdio({ jsonrpc: "2.0", id: 10, method: "server/discover", params: {} });
    expect(outcome(noMeta)).toEqual({ status: 400, code: -32602, id: 10 });
    const noParams = await sameAsStdio({ jsonrpc: "2.0", id: 11, method: "server/discover" });
    expect(outcome(noParams)).toEqual({ status: 400, code: -32602, id: 11 });
    const noCapabilities = await sameAsStdio({
      jsonrpc: "2.0",
      id: 12,
      method: "tools/list",
      params: { _meta: { "io.modelcontextprotocol/protocolVersion": "2026-07-28" } },
    });
    expect(outcome(noCapabilities)).toEqual({ status: 400, code: -32602, id: 12 });
    const badInfo = await sameAsStdio({
      jsonrpc: "2.0",
      id: 13,
      method: "tools/list",
      params: { _meta: { ...MODERN_META, "io.modelcontextprotocol/clientInfo": "me" } },
    });
    expect(outcome(badInfo)).toEqual({ status: 400, code: -32602, id: 13 });
    // A request without _meta but with the 2026-07-28 header is told the _meta it forgot (the legacy era has no such revision).
    const forgotMeta = await post({ jsonrpc: "2.0", id: 14, method: "tools/list" });
    expect(outcome(forgotMeta)).toEqual({ status: 400, code: -32602, id: 14 });
    expect(rpc(forgotMeta).error?.message).toContain("params._meta is required");
    // clientInfo is optional.
    const { "io.modelcontextprotocol/clientInfo": _, ...withoutInfo } = MODERN_META;
    const optional = await sameAsStdio({
      jsonrpc: "2.0",
      id: 15,
      method: "tools/list",
      params: { _meta: withoutInfo },
    });
    expect(outcome(optional)).toEqual({ status: 200, code: undefined, id: 15 });
  });

  test("8. MCP-Protocol-Version missing or different from _meta is -32020/400", async () => {
    expect(outcome(await post(listTools(20), { "MCP-Protocol-Version": null }))).toEqual({
      status: 400,
      code: -32020,
      id: 20,
    });
    expect(outcome(await post(listTools(21), { "MCP-Protocol-Version": "2025-11-25" }))).toEqual({
      status: 400,
      code: -32020,
      id: 21,
    });
    // The header is checked before the version itself (step 8 before step 9).
    const v999 = {
      jsonrpc: "2.0",
      id: 22,
      method: "tools/list",
      params: { _meta: { ...MODERN_META, "io.modelcontextprotocol/protocolVersion": "v999" } },
    };
    expect(outcome(await post(v999, { "MCP-Protocol-Version": "2026-07-28" }))).toEqual({
      status: 400,
      code: -32020,
      id: 22,
    });
    // Spaces and tabs around the value, and any case of the header name, are fine.
    expect((await post(listTools(23), { "MCP-Protocol-Version": " \t2026-07-28\t " })).status).toBe(200);
    expect(
      (await post(listTools(24), { "MCP-Protocol-Version": null, "mcp-protocol-version": "2026-07-28" })).status,
    ).toBe(200);
  });

  test("8. Mcp-Method missing or different from the method is -32020/400 (values are case-sensitive)", async () => {
    expect(outcome(await post(listTools(30), { "Mcp-Method": null }))).toEqual({ status: 400, code: -32020, id: 30 });
    expect(outcome(await post(listTools(31), { "Mcp-Method": "prompts/list" }))).toEqual({
      status: 400,
      code: -32020,
      id: 31,
    });
    expect(outcome(await post(listTools(32), { "Mcp-Method": "TOOLS/LIST" }))).toEqual({
      status: 400,
      code: -32020,
      id: 32,
    });
    expect(outcome(await post(listTools(33), { "Mcp-Method": "=?base64?dG9vbHMvbGlzdA==?=" }))).toEqual({
      status: 400,
      code: -32020,
      id: 33,
    });
    expect((await post(listTools(34), { "Mcp-Method": null, "MCP-METHOD": "  tools/list\t" })).status).toBe(200);
  });

  test("8. tools/call: Mcp-Name missing, different or bad Base64 is -32020/400; Base64 of the name is accepted", async () => {
    const message = call(40, "canonical_smiles", { smiles: "OCC" });
    expect(outcome(await post(message, { "Mcp-Name": null }))).toEqual({ status: 400, code: -32020, id: 40 });
    expect(outcome(await post(message, { "Mcp-Name": "parse_smiles" }))).toEqual({ status: 400, code: -32020, id: 40 });
    expect(outcome(await post(message, { "Mcp-Name": "Canonical_Smiles" }))).toEqual({
      status: 400,
      code: -32020,
      id: 40,
    });
    const base64 = btoa("canonical_smiles");
    expect(base64.endsWith("==")).toBe(true);
    for (const bad of [
      `=?base64?${base64.replace(/=+$/, "")}?=`,
      "=?base64?Y2Fub25p!!!Y2Fs?=",
      `=?base64?${btoa("parse_smiles")}?=`,
      "=?base64?/w==?=",
    ]) {
      expect({ bad, ...outcome(await post(message, { "Mcp-Name": bad })) }).toEqual({
        bad,
        status: 400,
        code: -32020,
        id: 40,
      });
    }
    const good = await post(message, { "Mcp-Name": `=?base64?${base64}?=` });
    expect(good.status).toBe(200);
    expect(good.body).toBe((await viaStdio(JSON.stringify(message))) as string);
    // The literal prefix alone is not Base64.
    expect((await post(message, { "Mcp-Name": `=?base64?${base64}` })).status).toBe(400);
    expect((await post(message, { "Mcp-Name": " \tcanonical_smiles  " })).status).toBe(200);
    expect((await post(message, { "Mcp-Name": null, "mcp-name": "canonical_smiles" })).status).toBe(200);
    // No params.name and no header: the dispatcher's own -32602; a header without params.name is a mismatch.
    const nameless = { jsonrpc: "2.0", id: 41, method: "tools/call", params: modern({ arguments: {} }) };
    expect(outcome(await sameAsStdio(nameless))).toEqual({ status: 400, code: -32602, id: 41 });
    expect(outcome(await post(nameless, { "Mcp-Name": "canonical_smiles" }))).toEqual({
      status: 400,
      code: -32020,
      id: 41,
    });
  });

  test("9. an unsupported version (header and _meta agreeing) is -32022/400, the same bytes as stdio", async () => {
    const message = {
      jsonrpc: "2.0",
      id: 50,
      method: "server/discover",
      params: { _meta: { ...MODERN_META, "io.modelcontextprotocol/protocolVersion": "v999.0.0" } },
    };
    const response = await sameAsStdio(message, { "MCP-Protocol-Version": "v999.0.0" });
    expect(outcome(response)).toEqual({ status: 400, code: -32022, id: 50 });
    expect(rpc(response).error?.data).toEqual({ supported: ["2026-07-28"], requested: "v999.0.0" });
  });
});
