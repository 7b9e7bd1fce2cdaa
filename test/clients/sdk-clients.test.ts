/**
 * The official TypeScript SDK clients drive the built binary over stdio:
 * 1.x (`initialize` handshake, rejects a result without structuredContent for
 * a tool with an outputSchema) and 2.x (MCP 2026-07-28). Over HTTP: sdk-http.test.ts.
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { Client as ClientV1 } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport as StdioV1 } from "@modelcontextprotocol/sdk/client/stdio.js";
import { Client as ClientV2 } from "@modelcontextprotocol/client";
import { StdioClientTransport as StdioV2 } from "@modelcontextprotocol/client/stdio";
import { tools } from "../../src/tools/registry.ts";
import { builtBinary } from "../../harness/binary.ts";
import { startFakePubChem, type FakePubChem } from "../../harness/fake-pubchem.ts";
import { ANSWERS_NOT_LIMITS } from "../../harness/stdio-client.ts";
import { expectChemistryErrors, expectEveryToolAnswers, expectKnownAnswers } from "../../harness/known-answers.ts";

/** Every tool once, on a loaded 2-core machine: the suite's 10-minute limit, never Bun's 5 s default. */
const EVERY_TOOL_MS = 600_000;

let binary: string;
let pubchem: FakePubChem;

beforeAll(async () => {
  binary = await builtBinary();
  pubchem = await startFakePubChem();
});

afterAll(() => pubchem.stop());

type KnownResult = { isError?: boolean; structuredContent?: Record<string, unknown> };

function serverEnv(): Record<string, string> {
  return { PATH: process.env.PATH ?? "", CHEMATIC_PUBCHEM_URL: pubchem.url };
}

/** The surface either SDK generation must see: every tool listed in registry order, each answering, known answers, chemistry errors as results. */
async function expectWholeSurface(client: {
  listTools(): Promise<{ tools: Array<{ name: string }> }>;
  callTool(request: { name: string; arguments: Record<string, unknown> }): Promise<unknown>;
}): Promise<void> {
  const call = (name: string, args: Record<string, unknown>) =>
    client.callTool({ name, arguments: args }) as Promise<KnownResult>;
  const listed = await client.listTools();
  expect(listed.tools.map((t) => t.name)).toEqual(tools.map((t) => t.name));
  await expectEveryToolAnswers(
    listed.tools.map((t) => t.name),
    call,
  );
  await expectKnownAnswers(call);
  await expectChemistryErrors(call);
}

describe("official SDK clients against the built binary", () => {
  test(
    "@modelcontextprotocol/sdk 1.x: initialize (2025-11-25), list, call every tool, known answers, a chemistry failure as an isError result",
    async () => {
      const client = new ClientV1({ name: "sdk-v1-test", version: "1.0.0" });
      await client.connect(
        new StdioV1({ command: binary, args: [...ANSWERS_NOT_LIMITS], env: serverEnv(), stderr: "ignore" }),
      );
      try {
        expect(client.getServerVersion()?.name).toBe("chematic-mcp");
        // From 2025-03-26 a chemistry failure is a result, not the -32000 error of 2024-11-05.
        await expectWholeSurface(client);
      } finally {
        await client.close();
      }
    },
    EVERY_TOOL_MS,
  );

  test(
    "@modelcontextprotocol/client 2.x pinned to 2026-07-28: list, call every tool, known answers, a chemistry error",
    async () => {
      const client = new ClientV2(
        { name: "sdk-v2-test", version: "2.0.0" },
        { versionNegotiation: { mode: { pin: "2026-07-28" } } },
      );
      await client.connect(
        new StdioV2({ command: binary, args: [...ANSWERS_NOT_LIMITS], env: serverEnv(), stderr: "ignore" }),
      );
      try {
        expect(client.getProtocolEra()).toBe("modern");
        await expectWholeSurface(client);
      } finally {
        await client.close();
      }
    },
    EVERY_TOOL_MS,
  );

  test("@modelcontextprotocol/client 2.x in auto mode finds the modern era", async () => {
    const client = new ClientV2({ name: "sdk-v2-auto", version: "2.0.0" }, { versionNegotiation: { mode: "auto" } });
    await client.connect(
      new StdioV2({ command: binary, args: [...ANSWERS_NOT_LIMITS], env: serverEnv(), stderr: "ignore" }),
    );
    try {
      expect(client.getProtocolEra()).toBe("modern");
      const result = await client.callTool({ name: "canonical_smiles", arguments: { smiles: "OCC" } });
      expect(result.structuredContent).toEqual({ canonical: "CCO" });
    } finally {
      await client.close();
    }
  });
});
