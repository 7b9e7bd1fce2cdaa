/**
 * Streamable HTTP, protocol.md step 10: dispatch (status codes of JSON-RPC answers and tool results).
 */
import { describe, expect, test } from "bun:test";
import { tools } from "../../src/tools/registry.ts";
import { modern } from "../../harness/stdio-client.ts";
import {
  call,
  listTools,
  outcome,
  post,
  rawHttp,
  request,
  rpc,
  sameAsStdio,
  testTools,
  useSharedHttpServer,
  viaStdio,
} from "../../harness/http-fixtures.ts";

useSharedHttpServer();

// ---------------------------------------------------------------- 10. dispatch

describe("10. dispatch", () => {
  test("server/discover, tools/list and tools/call are 200 and byte-identical to stdio", async () => {
    const discover = await sameAsStdio({ jsonrpc: "2.0", id: "d", method: "server/discover", params: modern() });
    expect(outcome(discover)).toEqual({ status: 200, code: undefined, id: "d" });
    expect(rpc(discover).result?.supportedVersions).toEqual(["2026-07-28"]);
    const list = await sameAsStdio(listTools("l"));
    expect(((rpc(list).result?.tools ?? []) as unknown[]).length).toBe(tools.length + testTools.length);
    for (const [name, args] of [
      ["canonical_smiles", { smiles: "OCC" }],
      ["calc_properties", { smiles: "CC(=O)Oc1ccccc1C(=O)O" }],
      ["smiles_to_moljson", { smiles: "CO" }],
    ] as const) {
      const response = await sameAsStdio(call(name, name, args));
      expect(outcome(response)).toEqual({ status: 200, code: undefined, id: name });
    }
  });

  test("a chemistry failure is an isError result: 200, byte-identical to stdio", async () => {
    const response = await sameAsStdio(call(60, "canonical_smiles", { smiles: "c1cccc1" }));
    expect(outcome(response)).toEqual({ status: 200, code: undefined, id: 60 });
    expect(rpc(response).result?.isError).toBe(true);
  });

  test("an unknown method is -32601/404; bad arguments and unknown tools are -32602/400; all as stdio", async () => {
    for (const method of ["ping", "resources/list", "prompts/list", "nope/nope", "logging/setLevel"]) {
      const response = await sameAsStdio({ jsonrpc: "2.0", id: method, method, params: modern() });
      expect({ method, ...outcome(response) }).toEqual({ method, status: 404, code: -32601, id: method });
    }
    expect(outcome(await sameAsStdio(call(61, "canonical_smiles", {})))).toEqual({ status: 400, code: -32602, id: 61 });
    expect(outcome(await sameAsStdio(call(62, "canonical_smiles", { smiles: 5 })))).toEqual({
      status: 400,
      code: -32602,
      id: 62,
    });
    expect(outcome(await sameAsStdio(call(63, "no_such_tool", {})))).toEqual({ status: 400, code: -32602, id: 63 });
  });

  test("an internal fault is -32603/500 and an oversize tool result becomes RESULT_TOO_LARGE (200); the server keeps serving", async () => {
    const fault = await sameAsStdio(call(70, "test_fault", {}));
    expect(outcome(fault)).toEqual({ status: 500, code: -32603, id: 70 });
    // Issue 27: a tool answer over 1 MiB is a domain error saying the limit and how to ask for less, not -32603.
    const huge = await sameAsStdio(call(71, "test_huge", {}));
    expect(outcome(huge)).toEqual({ status: 200, code: undefined, id: 71 });
    expect(JSON.stringify(rpc(huge))).toContain('"structuredContent":{"error":{"code":"RESULT_TOO_LARGE"');
    expect((await post(listTools(72))).status).toBe(200);
  });

  test("a response of exactly 1 MiB is sent (200, Content-Length 1048576); one byte more is RESULT_TOO_LARGE, as on stdio", async () => {
    // n more x's make the answer 2n bytes longer (text and structuredContent); the id's length sets the parity.
    const base = Buffer.byteLength((await viaStdio(JSON.stringify(call("i", "test_sized", { n: 0 })))) as string);
    const [atId, overId] = (1_048_576 - base) % 2 === 0 ? ["i", "ii"] : ["ii", "iii"];
    const n = (1_048_576 - base - (atId.length - 1)) / 2;
    const atLimit = await sameAsStdio(call(atId, "test_sized", { n }));
    expect(outcome(atLimit)).toEqual({ status: 200, code: undefined, id: atId });
    expect(atLimit.headers.get("content-length")).toBe("1048576");
    const over = await sameAsStdio(call(overId, "test_sized", { n }));
    expect(outcome(over)).toEqual({ status: 200, code: undefined, id: overId });
    expect(JSON.stringify(rpc(over))).toContain('"structuredContent":{"error":{"code":"RESULT_TOO_LARGE"');
  });

  test("ids of every JSON kind are echoed", async () => {
    for (const id of [0, -1, 1.5, "", "x y", null]) {
      const response = await post({ jsonrpc: "2.0", id, method: "nope", params: modern() });
      expect(rpc(response).id).toEqual(id);
    }
  });

  test("several requests on one keep-alive connection", async () => {
    const one = request(JSON.stringify(listTools(1)), { message: listTools(1) });
    const two = request(JSON.stringify(call(2, "canonical_smiles", { smiles: "OCC" })), {
      message: call(2, "canonical_smiles", { smiles: "OCC" }),
    });
    // Both answers, however long a loaded machine takes (the connection stays open: keep-alive).
    const both = (text: string) =>
      (text.match(/HTTP\/1\.1 200 OK/g)?.length ?? 0) >= 2 && text.includes('"canonical":"CCO"');
    const response = await rawHttp(new Uint8Array([...one, ...two]), {
      waitForClose: true,
      until: both,
      timeoutMs: 60_000,
    });
    const text = response.body;
    expect(text.match(/HTTP\/1\.1 200 OK/g)?.length).toBe(2);
    expect(text).toContain('"canonical":"CCO"');
  });
});
