/**
 * The official 2.x TypeScript SDK client over its Streamable HTTP transport,
 * pinned to MCP 2026-07-28, against the server started with
 * --transport streamable-http (the built binary when CHEMATIC_BINARY is set).
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { Client, StreamableHTTPClientTransport } from "@modelcontextprotocol/client";
import { tools } from "../../src/tools/registry.ts";
import { SAMPLE_ARGUMENTS } from "../support/binary.ts";
import { startFakePubChem, type FakePubChem } from "../support/fake-pubchem.ts";
import { startHttpServer, type HttpServerProcess } from "../support/http-server.ts";
import { expectChemistryErrors, expectKnownAnswers } from "./known-answers.ts";

let pubchem: FakePubChem;
let server: HttpServerProcess;

beforeAll(async () => {
  pubchem = startFakePubChem();
  server = await startHttpServer([], { CHEMATIC_PUBCHEM_URL: pubchem.url });
}, 30_000);

afterAll(async () => {
  await server?.stop();
  pubchem?.stop();
});

async function connect(): Promise<Client> {
  const client = new Client({ name: "sdk-http-test", version: "2.0.0" }, { versionNegotiation: { mode: { pin: "2026-07-28" } } });
  await client.connect(new StreamableHTTPClientTransport(new URL(server.url)));
  return client;
}

describe("@modelcontextprotocol/client 2.x over Streamable HTTP", () => {
  test("pinned to 2026-07-28: list the tools, call every one, known answers, a chemistry error as a result", async () => {
    const client = await connect();
    try {
      expect(client.getProtocolEra()).toBe("modern");
      const listed = await client.listTools();
      expect(listed.tools.map((t) => t.name)).toEqual(tools.map((t) => t.name));
      for (const tool of listed.tools) {
        const args = SAMPLE_ARGUMENTS[tool.name];
        expect({ tool: tool.name, hasSample: args !== undefined }).toEqual({ tool: tool.name, hasSample: true });
        const result = await client.callTool({ name: tool.name, arguments: args });
        expect({ tool: tool.name, isError: result.isError ?? false }).toEqual({ tool: tool.name, isError: false });
        expect(result.structuredContent).toBeDefined();
      }
      expect(pubchem.requests.some((path) => path.includes("/name/aspirin/"))).toBe(true);
      const call = (name: string, args: Record<string, unknown>) =>
        client.callTool({ name, arguments: args }) as Promise<{ isError?: boolean; structuredContent?: Record<string, unknown> }>;
      await expectKnownAnswers(call);
      await expectChemistryErrors(call);
    } finally {
      await client.close();
    }
  }, 60_000);

  test("auto version negotiation finds the modern era over HTTP", async () => {
    const client = new Client({ name: "sdk-http-auto", version: "2.0.0" }, { versionNegotiation: { mode: "auto" } });
    await client.connect(new StreamableHTTPClientTransport(new URL(server.url)));
    try {
      expect(client.getProtocolEra()).toBe("modern");
      const result = await client.callTool({ name: "canonical_smiles", arguments: { smiles: "OCC" } });
      expect(result.structuredContent).toEqual({ canonical: "CCO" });
    } finally {
      await client.close();
    }
  }, 30_000);

  test("a bad argument surfaces as the server's -32602 error", async () => {
    const client = await connect();
    try {
      await expect(client.callTool({ name: "canonical_smiles", arguments: {} })).rejects.toThrow(/smiles/);
    } finally {
      await client.close();
    }
  }, 30_000);
});
