/**
 * What reaches the model through the official TypeScript SDK clients, 1.x (@modelcontextprotocol/sdk) and 2.x
 * (@modelcontextprotocol/client), over stdio and over Streamable HTTP (issue 30, protocol.md):
 * - the `instructions` of initialize on 2025-03-26 and later (the text of server/discover), in both eras;
 * - on 2025-11-25, arguments that fail the inputSchema as an isError result with code INVALID_ARGUMENTS (SEP-1303),
 *   which the client returns like any result, the closest known argument named;
 * - an unknown tool (and, on 2025-06-18, bad arguments) as a JSON-RPC error the client raises with its code:
 *   over HTTP a 200 answer, not the HTTP error both clients used to throw away as a transport failure;
 * - the modern era's -32602 for bad arguments, with the closest argument named too.
 * The server runs from the sources (the built binary when CHEMATIC_BINARY is set): sdk-clients.test.ts and
 * sdk-http.test.ts run every tool; this file only the errors.
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { Client as ClientV1 } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport as StdioV1 } from "@modelcontextprotocol/sdk/client/stdio.js";
import {
  StreamableHTTPClientTransport as HttpV1,
  StreamableHTTPError,
} from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import {
  Client as ClientV2,
  SdkHttpError,
  StreamableHTTPClientTransport as HttpV2,
  type ClientOptions,
} from "@modelcontextprotocol/client";
import { StdioClientTransport as StdioV2 } from "@modelcontextprotocol/client/stdio";
import { serverInstructions } from "../../src/server/server.ts";
import { tools } from "../../src/tools/registry.ts";
import { startHttpServer, type HttpServerProcess } from "../../harness/http-server.ts";
import { ANSWERS_NOT_LIMITS, serverCommand } from "../../harness/stdio-client.ts";

let http: HttpServerProcess;

beforeAll(async () => {
  http = await startHttpServer([...ANSWERS_NOT_LIMITS]);
});

afterAll(async () => {
  await http?.stop();
});

type Transport = "stdio" | "http";
type CallResult = {
  isError?: boolean;
  content?: Array<{ type: string; text?: string }>;
  structuredContent?: Record<string, unknown>;
};

/** The calls and questions a test needs, whichever client generation answers them. */
interface SdkClient {
  instructions(): string | undefined;
  listTools(): Promise<unknown>;
  callTool(name: string, args: Record<string, unknown>): Promise<CallResult>;
  /** Whether a thrown error is the client's HTTP (transport) error rather than a JSON-RPC error it passes on. */
  isHttpError(error: unknown): boolean;
  close(): Promise<void>;
}

function stdioCommand(): { command: string; args: string[] } {
  const [command, ...args] = serverCommand([...ANSWERS_NOT_LIMITS]);
  return { command: command as string, args };
}

async function connectV1(transport: Transport): Promise<SdkClient> {
  const client = new ClientV1({ name: "sdk-v1-errors", version: "1.0.0" });
  await client.connect(
    transport === "http" ? new HttpV1(new URL(http.url)) : new StdioV1({ ...stdioCommand(), stderr: "ignore" }),
  );
  return {
    instructions: () => client.getInstructions(),
    listTools: () => client.listTools(),
    callTool: (name, args) => client.callTool({ name, arguments: args }) as Promise<CallResult>,
    isHttpError: (error) => error instanceof StreamableHTTPError,
    close: () => client.close(),
  };
}

async function connectV2(transport: Transport, options?: ClientOptions): Promise<SdkClient> {
  const client = new ClientV2({ name: "sdk-v2-errors", version: "2.0.0" }, options);
  await client.connect(
    transport === "http" ? new HttpV2(new URL(http.url)) : new StdioV2({ ...stdioCommand(), stderr: "ignore" }),
  );
  return {
    instructions: () => client.getInstructions(),
    listTools: () => client.listTools(),
    callTool: (name, args) => client.callTool({ name, arguments: args }) as Promise<CallResult>,
    isHttpError: (error) => error instanceof SdkHttpError,
    close: () => client.close(),
  };
}

/** The error a call raised, as what a test compares: its JSON-RPC code, whether it was an HTTP error, its message. */
async function raised(client: SdkClient, name: string, args: Record<string, unknown>) {
  const error = await client.callTool(name, args).then(
    (result) => new Error(`no error but a result: ${JSON.stringify(result)}`),
    (error: unknown) => error,
  );
  return {
    code: (error as { code?: unknown }).code,
    httpError: client.isHttpError(error),
    message: error instanceof Error ? error.message : String(error),
  };
}

const INSTRUCTIONS = serverInstructions(tools);

/** The 2025-11-25 behaviour either client must see: instructions, INVALID_ARGUMENTS results, -32602 for an unknown tool. */
async function expect20251125(client: SdkClient): Promise<void> {
  expect(client.instructions()).toBe(INSTRUCTIONS);
  // Listing first: the 1.x client then checks every structuredContent against the tool's outputSchema, error results included.
  await client.listTools();
  const misnamed = await client.callTool("find_mcs", { smiles: ["CCO", "CCN"] });
  expect(misnamed).toMatchObject({
    isError: true,
    structuredContent: {
      error: { code: "INVALID_ARGUMENTS", details: { argument: "smiles", rule: "unknown", closest: ["smiles_list"] } },
    },
  });
  expect(misnamed.content?.[0]?.text).toBe(
    'INVALID_ARGUMENTS: Invalid arguments for tool find_mcs: unknown argument "smiles": this tool takes "smiles_list"',
  );
  const missing = await client.callTool("canonical_smiles", {});
  expect(missing).toMatchObject({ isError: true, structuredContent: { error: { code: "INVALID_ARGUMENTS" } } });
  expect(missing.content?.[0]?.text).toContain('missing required argument "smiles"');
  // A picture tool (no outputSchema) answers the same way.
  const picture = await client.callTool("depict", { smiles: "CCO", widht: 300 });
  expect(picture).toMatchObject({ isError: true, structuredContent: { error: { details: { closest: ["width"] } } } });
  // The tool still works after its errors, and a chemistry failure is still INVALID_SMILES.
  expect((await client.callTool("canonical_smiles", { smiles: "OCC" })).structuredContent).toEqual({
    canonical: "CCO",
  });
  expect(await client.callTool("canonical_smiles", { smiles: "C1CC" })).toMatchObject({
    isError: true,
    structuredContent: { error: { code: "INVALID_SMILES" } },
  });
  // Not an argument of a tool but the request: an unknown tool is a JSON-RPC error, which the client raises as one.
  expect(await raised(client, "no_such_tool", {})).toEqual({
    code: -32602,
    httpError: false,
    message: expect.stringContaining('Unknown tool "no_such_tool"'),
  });
}

for (const transport of ["stdio", "http"] as const) {
  describe(`official SDK clients over ${transport}: the errors a model reads`, () => {
    test("1.x (2025-11-25): instructions; bad arguments an INVALID_ARGUMENTS result naming the closest argument; an unknown tool -32602", async () => {
      const client = await connectV1(transport);
      try {
        await expect20251125(client);
      } finally {
        await client.close();
      }
    });

    test("2.x default mode (legacy, 2025-11-25): the same", async () => {
      const client = await connectV2(transport);
      try {
        await expect20251125(client);
      } finally {
        await client.close();
      }
    });

    test("2.x offering 2025-06-18: instructions; bad arguments stay -32602, raised as a JSON-RPC error (over HTTP: status 200), closest argument named", async () => {
      const client = await connectV2(transport, { supportedProtocolVersions: ["2025-06-18"] });
      try {
        expect(client.instructions()).toBe(INSTRUCTIONS);
        expect(await raised(client, "find_mcs", { smiles: ["CCO", "CCN"] })).toEqual({
          code: -32602,
          httpError: false,
          message: expect.stringContaining('unknown argument "smiles": this tool takes "smiles_list"'),
        });
        expect((await raised(client, "no_such_tool", {})).code).toBe(-32602);
      } finally {
        await client.close();
      }
    });

    test("2.x pinned to 2026-07-28: instructions from server/discover; bad arguments -32602 as protocol.md keeps it, closest argument named", async () => {
      const client = await connectV2(transport, { versionNegotiation: { mode: { pin: "2026-07-28" } } });
      try {
        expect(client.instructions()).toBe(INSTRUCTIONS);
        expect(await raised(client, "find_mcs", { smiles: ["CCO", "CCN"] })).toMatchObject({
          code: -32602,
          message: expect.stringContaining('unknown argument "smiles": this tool takes "smiles_list"'),
        });
      } finally {
        await client.close();
      }
    });
  });
}
