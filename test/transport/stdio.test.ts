import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { startFakePubChem, type FakePubChem } from "../support/fake-pubchem.ts";
import { StdioServer, modern } from "../support/stdio-client.ts";

let pubchem: FakePubChem;

beforeAll(() => {
  pubchem = startFakePubChem();
});
afterAll(() => pubchem.stop());

function start(): StdioServer {
  return new StdioServer([], { CHEMATIC_PUBCHEM_URL: pubchem.url, CHEMATIC_PUBCHEM_TIMEOUT_MS: "4000" });
}

describe("stdio transport", () => {
  test("legacy session: initialize, tools/list, tools/call, EOF exits 0", async () => {
    const server = start();
    const init = await server.request({ id: 1, method: "initialize", params: { protocolVersion: "2025-06-18", capabilities: {}, clientInfo: { name: "t", version: "1" } } });
    expect(init.result?.protocolVersion).toBe("2025-06-18");
    server.send({ jsonrpc: "2.0", method: "notifications/initialized" });
    const list = await server.request({ id: 2, method: "tools/list" });
    expect((list.result?.tools as unknown[]).length).toBeGreaterThanOrEqual(10);
    const call = await server.request({ id: 3, method: "tools/call", params: { name: "parse_smiles", arguments: { smiles: "CCO" } } });
    expect(call.result?.structuredContent).toMatchObject({ formula: "C2H6O" });
    expect(await server.close()).toBe(0);
    expect(server.received.map((m) => m.id)).toEqual([1, 2, 3]); // the notification got no answer
    expect(server.stderr.split("\n").filter((l) => l.length > 0).every((l) => l.startsWith("chematic-mcp: ") || l.startsWith("    at "))).toBe(true);
  }, 30_000);

  test("bad JSON, an oversize line and invalid UTF-8 each get an error, and the server keeps serving", async () => {
    const server = start();
    server.write("{not json\n");
    server.write(`${"x".repeat(1_048_577)}\n`);
    server.write(new Uint8Array([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x7d, 0x0a]));
    server.write("\n   \n"); // blank lines are ignored
    const errors = await server.waitForCount(3);
    expect(errors.map((m) => [m.id, m.error?.code])).toEqual([
      [null, -32700],
      [null, -32600],
      [null, -32700],
    ]);
    expect(errors[1]?.error?.message).toBe("request exceeds maximum size of 1048576 bytes");
    const after = await server.request({ id: "after", method: "tools/call", params: modern({ name: "canonical_smiles", arguments: { smiles: "OCC" } }) });
    expect(after.result?.structuredContent).toEqual({ canonical: "CCO" });
    expect(server.received).toHaveLength(4);
    expect(await server.close()).toBe(0);
  }, 30_000);

  test("CRLF line endings are accepted", async () => {
    const server = start();
    server.write(`${JSON.stringify({ jsonrpc: "2.0", id: 1, method: "ping" })}\r\n`);
    expect((await server.response(1)).result).toEqual({});
    expect(await server.close()).toBe(0);
  }, 30_000);

  test("a slow request does not hold up the answers to others; EOF waits for it, then exits 0", async () => {
    const server = start();
    server.send({ jsonrpc: "2.0", id: "slow", method: "tools/call", params: modern({ name: "name_to_smiles", arguments: { name: "slow" } }) });
    server.send({ jsonrpc: "2.0", id: "fast", method: "tools/call", params: modern({ name: "canonical_smiles", arguments: { smiles: "c1ccccc1" } }) });
    const fast = await server.response("fast");
    expect(fast.result?.structuredContent).toEqual({ canonical: "c1ccccc1" });
    expect(server.received.find((m) => m.id === "slow")).toBeUndefined();
    const exit = server.close();
    const slow = await server.response("slow", 10_000);
    expect(slow.result?.structuredContent).toMatchObject({ smiles: "CCO", cid: 702 });
    expect(await exit).toBe(0);
    expect(server.received.map((m) => m.id)).toEqual(["fast", "slow"]);
  }, 30_000);

  test("era pinning over one connection", async () => {
    const server = start();
    await server.request({ id: 1, method: "tools/list", params: modern() });
    const legacy = await server.request({ id: 2, method: "initialize", params: { protocolVersion: "2025-06-18" } });
    expect(legacy.error).toMatchObject({ code: -32600, data: { pinnedEra: "modern", requestEra: "legacy" } });
    expect(await server.close()).toBe(0);
  }, 30_000);

  test("stdout carries only protocol messages, one JSON object per line", async () => {
    const server = start();
    await server.request({ id: 1, method: "tools/call", params: modern({ name: "smiles_to_moljson", arguments: { smiles: "CO" } }) });
    await server.request({ id: 2, method: "tools/call", params: modern({ name: "canonical_smiles", arguments: { smiles: "C".repeat(20_000) } }) });
    expect(await server.close()).toBe(0);
    for (const line of server.rawLines) expect(JSON.parse(line).jsonrpc).toBe("2.0");
    expect(server.received[1]?.result?.structuredContent).toMatchObject({ error: { code: "MOLECULE_TOO_LARGE" } });
  }, 30_000);
});
