/**
 * The official TypeScript SDK clients drive the built binary over stdio:
 * 1.x (`initialize` handshake, rejects a result without structuredContent for
 * a tool with an outputSchema) and 2.x (MCP 2026-07-28).
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { Client as ClientV1 } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport as StdioV1 } from "@modelcontextprotocol/sdk/client/stdio.js";
import { Client as ClientV2 } from "@modelcontextprotocol/client";
import { StdioClientTransport as StdioV2 } from "@modelcontextprotocol/client/stdio";
import { tools } from "../../src/tools/registry.ts";
import { SAMPLE_ARGUMENTS, builtBinary } from "../support/binary.ts";
import { startFakePubChem, type FakePubChem } from "../support/fake-pubchem.ts";
import { INVALID_CALL, expectChemistryErrors, expectKnownAnswers } from "./known-answers.ts";

let binary: string;
let pubchem: FakePubChem;

beforeAll(async () => {
  binary = await builtBinary();
  pubchem = startFakePubChem();
}, 60_000);

afterAll(() => pubchem.stop());

type KnownResult = { isError?: boolean; structuredContent?: Record<string, unknown> };

function serverEnv(): Record<string, string> {
  return { PATH: process.env.PATH ?? "", CHEMATIC_PUBCHEM_URL: pubchem.url };
}

describe("official SDK clients against the built binary", () => {
  test("@modelcontextprotocol/sdk 1.x: initialize, list, call every tool, known answers, a chemistry error as -32000", async () => {
    const client = new ClientV1({ name: "sdk-v1-test", version: "1.0.0" });
    await client.connect(new StdioV1({ command: binary, args: [], env: serverEnv(), stderr: "ignore" }));
    try {
      expect(client.getServerVersion()?.name).toBe("chematic-mcp");
      const listed = await client.listTools();
      expect(listed.tools.map((t) => t.name)).toEqual(tools.map((t) => t.name));
      for (const tool of listed.tools) {
        const result = await client.callTool({ name: tool.name, arguments: SAMPLE_ARGUMENTS[tool.name] });
        expect({ tool: tool.name, isError: result.isError ?? false }).toEqual({ tool: tool.name, isError: false });
        expect(result.structuredContent).toBeDefined();
      }
      await expectKnownAnswers((name, args) => client.callTool({ name, arguments: args }) as Promise<KnownResult>);
      // Legacy era: a chemistry failure is the JSON-RPC error -32000 with the domain code in its data.
      const failure = await client.callTool({ name: INVALID_CALL.tool, arguments: INVALID_CALL.arguments }).then(
        () => undefined,
        (error: { code?: number; message?: string; data?: { code?: string } }) => error,
      );
      expect({ code: failure?.code, data: failure?.data?.code }).toEqual({ code: -32000, data: INVALID_CALL.code });
      expect(failure?.message).toContain("-32000");
    } finally {
      await client.close();
    }
  }, 60_000);

  test("@modelcontextprotocol/client 2.x pinned to 2026-07-28: list, call every tool, known answers, a chemistry error", async () => {
    const client = new ClientV2({ name: "sdk-v2-test", version: "2.0.0" }, { versionNegotiation: { mode: { pin: "2026-07-28" } } });
    await client.connect(new StdioV2({ command: binary, args: [], env: serverEnv(), stderr: "ignore" }));
    try {
      expect(client.getProtocolEra()).toBe("modern");
      const listed = await client.listTools();
      expect(listed.tools.map((t) => t.name)).toEqual(tools.map((t) => t.name));
      for (const tool of listed.tools) {
        const result = await client.callTool({ name: tool.name, arguments: SAMPLE_ARGUMENTS[tool.name] });
        expect({ tool: tool.name, isError: result.isError ?? false }).toEqual({ tool: tool.name, isError: false });
        expect(result.structuredContent).toBeDefined();
      }
      await expectKnownAnswers((name, args) => client.callTool({ name, arguments: args }) as Promise<KnownResult>);
      await expectChemistryErrors((name, args) => client.callTool({ name, arguments: args }) as Promise<KnownResult>);
    } finally {
      await client.close();
    }
  }, 60_000);

  test("@modelcontextprotocol/client 2.x in auto mode finds the modern era", async () => {
    const client = new ClientV2({ name: "sdk-v2-auto", version: "2.0.0" }, { versionNegotiation: { mode: "auto" } });
    await client.connect(new StdioV2({ command: binary, args: [], env: serverEnv(), stderr: "ignore" }));
    try {
      expect(client.getProtocolEra()).toBe("modern");
      const result = await client.callTool({ name: "canonical_smiles", arguments: { smiles: "OCC" } });
      expect(result.structuredContent).toEqual({ canonical: "CCO" });
    } finally {
      await client.close();
    }
  }, 60_000);
});
