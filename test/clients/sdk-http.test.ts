/**
 * The official TypeScript SDK clients over their Streamable HTTP transports against the server started with
 * --transport streamable-http (the built binary when CHEMATIC_BINARY is set): the 1.x client
 * (`initialize`, 2025-11-25), the 2.x client in its default mode (legacy `initialize`), in auto mode (finds
 * 2026-07-28 through server/discover) and pinned to 2026-07-28. Each lists the tools and calls every one.
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { Client as ClientV1 } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport as HttpV1 } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { Client, StreamableHTTPClientTransport, type ClientOptions } from "@modelcontextprotocol/client";
import { tools } from "../../src/tools/registry.ts";
import { startFakePubChem, type FakePubChem } from "../../harness/fake-pubchem.ts";
import { startHttpServer, type HttpServerProcess } from "../../harness/http-server.ts";
import { ANSWERS_NOT_LIMITS } from "../../harness/stdio-client.ts";
import {
  CONTENT_ONLY_TOOLS,
  expectChemistryErrors,
  expectEveryToolAnswers,
  expectKnownAnswers,
} from "../../harness/known-answers.ts";

/** Every tool once, on a loaded 2-core machine: the suite's 10-minute limit, never Bun's 5 s default. */
const EVERY_TOOL_MS = 600_000;

let pubchem: FakePubChem;
let server: HttpServerProcess;

beforeAll(async () => {
  pubchem = await startFakePubChem();
  server = await startHttpServer([...ANSWERS_NOT_LIMITS], { CHEMATIC_PUBCHEM_URL: pubchem.url });
});

afterAll(async () => {
  await server?.stop();
  await pubchem?.stop();
});

type CallResult = { isError?: boolean; structuredContent?: Record<string, unknown> };

async function connectV2(
  options?: ClientOptions,
): Promise<{ client: Client; transport: StreamableHTTPClientTransport }> {
  const client = new Client({ name: "sdk-http-test", version: "2.0.0" }, options);
  const transport = new StreamableHTTPClientTransport(new URL(server.url));
  await client.connect(transport);
  return { client, transport };
}

/** Lists the tools and calls every one, then the known answers, through one 2.x client. */
async function exerciseV2(client: Client): Promise<void> {
  const call = (name: string, args: Record<string, unknown>) =>
    client.callTool({ name, arguments: args }) as Promise<CallResult>;
  const listed = await client.listTools();
  expect(listed.tools.map((t) => t.name)).toEqual(tools.map((t) => t.name));
  expect(listed.tools.every((t) => (t.outputSchema !== undefined) !== CONTENT_ONLY_TOOLS.has(t.name))).toBe(true);
  await expectEveryToolAnswers(
    listed.tools.map((t) => t.name),
    call,
  );
  await expectKnownAnswers(call);
  await expectChemistryErrors(call);
}

describe("@modelcontextprotocol/sdk 1.x over Streamable HTTP (initialize, no session)", () => {
  test(
    "negotiates 2025-11-25, lists the tools, calls every one, known answers; a chemistry failure on the wire is an isError result",
    async () => {
      const client = new ClientV1({ name: "sdk-v1-http", version: "1.0.0" });
      const transport = new HttpV1(new URL(server.url));
      await client.connect(transport);
      try {
        expect(client.getServerVersion()?.name).toBe("chematic-mcp");
        expect({ protocolVersion: transport.protocolVersion, sessionId: transport.sessionId }).toEqual({
          protocolVersion: "2025-11-25",
          sessionId: undefined,
        });
        const call = (name: string, args: Record<string, unknown>) =>
          client.callTool({ name, arguments: args }) as Promise<CallResult>;
        const listed = await client.listTools();
        expect(listed.tools.map((t) => t.name)).toEqual(tools.map((t) => t.name));
        await expectEveryToolAnswers(
          listed.tools.map((t) => t.name),
          call,
        );
        expect((await pubchem.requests()).some((path) => path.includes("/name/aspirin/"))).toBe(true);
        await expectKnownAnswers(call);
        await client.ping();
        await expectChemistryErrors(call);
        // 2025-11-25 (SEP-1303): bad arguments are an isError result the model reads (sdk-errors.test.ts has the rest).
        expect(await client.callTool({ name: "canonical_smiles", arguments: {} })).toMatchObject({
          isError: true,
          structuredContent: { error: { code: "INVALID_ARGUMENTS" } },
        });
      } finally {
        await client.close();
      }
    },
    EVERY_TOOL_MS,
  );
});

describe("@modelcontextprotocol/client 2.x over Streamable HTTP", () => {
  test(
    "default mode (legacy initialize, 2025-11-25): list the tools, call every one, known answers, a chemistry error and bad arguments as results",
    async () => {
      const { client, transport } = await connectV2();
      try {
        expect(client.getProtocolEra()).toBe("legacy");
        expect(transport.sessionId).toBeUndefined();
        await exerciseV2(client);
        expect(await client.callTool({ name: "canonical_smiles", arguments: {} })).toMatchObject({
          isError: true,
          structuredContent: { error: { code: "INVALID_ARGUMENTS" } },
        });
      } finally {
        await client.close();
      }
    },
    EVERY_TOOL_MS,
  );

  test(
    "auto mode finds the modern era over HTTP: list the tools, call every one, known answers, a chemistry error",
    async () => {
      const { client } = await connectV2({ versionNegotiation: { mode: "auto" } });
      try {
        expect(client.getProtocolEra()).toBe("modern");
        await exerciseV2(client);
      } finally {
        await client.close();
      }
    },
    EVERY_TOOL_MS,
  );

  test(
    "pinned to 2026-07-28: list the tools, call every one, known answers, a chemistry error as a result; bad arguments -32602",
    async () => {
      const { client } = await connectV2({ versionNegotiation: { mode: { pin: "2026-07-28" } } });
      try {
        expect(client.getProtocolEra()).toBe("modern");
        await exerciseV2(client);
        await expect(client.callTool({ name: "canonical_smiles", arguments: {} })).rejects.toThrow(/smiles/);
      } finally {
        await client.close();
      }
    },
    EVERY_TOOL_MS,
  );
});
