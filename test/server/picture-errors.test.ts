/**
 * Issue 27: every domain error of the picture tools (depict, depict_grid, depict_reaction) carries
 * structuredContent.error where the era has structuredContent (protocol.md), though they advertise no outputSchema.
 */
import { beforeAll, describe, expect, test } from "bun:test";
import type { JsonRpcRequest } from "../../src/protocol/jsonrpc.ts";
import { McpServer, Session } from "../../src/server/server.ts";
import { tools } from "../../src/tools/registry.ts";
import { modern } from "../../harness/stdio-client.ts";
import { ready } from "../../harness/tools.ts";

beforeAll(ready);

const server = new McpServer(tools, { name: "chematic-mcp", version: "test" });

/** 510 atoms, none more than 60 in a row: over depict's 500-atom limit, under the chain guard. */
const OVER_DEPICT = `C(${"C".repeat(9)})`.repeat(51);
/** 210 atoms: over depict_grid's 200 per panel. */
const OVER_PANEL = `C(${"C".repeat(9)})`.repeat(21);
const IMATINIB = "Cc1ccc(cc1Nc2nccc(n2)c3cccnc3)NC(=O)c4ccc(cc4)CN5CCN(CC5)C";

/** One call per domain error each picture tool can answer, with the code it must carry. */
const CASES: Array<[string, Record<string, unknown>, string]> = [
  ["depict", { smiles: "C1CC" }, "INVALID_SMILES"],
  ["depict", { smiles: OVER_DEPICT }, "MOLECULE_TOO_LARGE"],
  ["depict", { smiles: "CCO", highlight_smarts: "[C" }, "INVALID_SMARTS"],
  ["depict_grid", { smiles_list: ["CCO", "C1CC"] }, "INVALID_SMILES"],
  ["depict_grid", { smiles_list: ["CCO", OVER_PANEL] }, "MOLECULE_TOO_LARGE"],
  // 48 drugs with atom numbers as SVG: about 1 MB of glyph outlines (test/tools/depict.test.ts).
  ["depict_grid", { smiles_list: Array(48).fill(IMATINIB), format: "svg", show_atom_indices: true }, "IMAGE_TOO_LARGE"],
  ["depict_reaction", { reaction_smiles: "CC>>C1CC" }, "INVALID_SMARTS"], // a reaction is read as SMARTS
];

// biome-ignore lint/suspicious/noExplicitAny: answers are read field by field in assertions
type Answer = { result?: Record<string, any>; error?: { code: number; message: string } };

async function call(session: Session, params: Record<string, unknown>): Promise<Answer> {
  const message: JsonRpcRequest = { jsonrpc: "2.0", id: 1, method: "tools/call", params };
  return (await server.handle(message, session)) as Answer;
}

async function legacy(revision: string): Promise<Session> {
  const session = new Session();
  await server.handle({ jsonrpc: "2.0", id: 0, method: "initialize", params: { protocolVersion: revision } }, session);
  return session;
}

describe("picture tools' domain errors carry structuredContent.error", () => {
  for (const [name, args, code] of CASES) {
    test(`${name} ${code}: modern and legacy 2025-06-18 carry it, 2025-03-26 (no structuredContent) does not`, async () => {
      const answers: Array<[string, Answer]> = [
        ["modern", await call(new Session(), modern({ name, arguments: args }))],
        ["2025-06-18", await call(await legacy("2025-06-18"), { name, arguments: args })],
      ];
      for (const [era, answer] of answers) {
        expect({ era, isError: answer.result?.isError, text: answer.result?.content[0].text.split(":")[0] }).toEqual({
          era,
          isError: true,
          text: code,
        });
        const error = answer.result?.structuredContent?.error;
        expect({ era, code: error?.code, message: typeof error?.message }).toEqual({ era, code, message: "string" });
        expect(`${error.code}: ${error.message}`).toBe(answer.result?.content[0].text);
      }
      const older = await call(await legacy("2025-03-26"), { name, arguments: args });
      expect(older.result?.isError).toBe(true);
      expect(older.result?.structuredContent).toBeUndefined();
    });
  }
});
