/**
 * The library tools, and this round's series and naming tools, through the server in both eras (legacy `initialize`
 * sessions and stateless 2026-07-28): the same payload as structuredContent where the revision carries it and as the
 * text otherwise; a library call naming neither input is refused as invalid arguments in each.
 */
import { beforeAll, describe, expect, test } from "bun:test";
import type { JsonRpcRequest } from "../../../src/protocol/jsonrpc.ts";
import { McpServer, Session } from "../../../src/server/server.ts";
import { tools } from "../../../src/tools/registry.ts";
import { modern } from "../../../harness/stdio-client.ts";
import { ready } from "../../../harness/tools.ts";

const server = new McpServer(tools, { name: "chematic-mcp", version: "test" });
type Answer = {
  result?: {
    structuredContent?: Record<string, unknown>;
    content?: Array<{ type: string; text?: string }>;
    isError?: boolean;
  };
  error?: { code: number; message: string };
};

async function ask(session: Session, method: string, params: Record<string, unknown>): Promise<Answer> {
  return (await server.handle({ jsonrpc: "2.0", id: 1, method, params } as JsonRpcRequest, session)) as Answer;
}
async function legacy(revision: string): Promise<Session> {
  const session = new Session();
  await ask(session, "initialize", {
    protocolVersion: revision,
    capabilities: {},
    clientInfo: { name: "t", version: "1" },
  });
  return session;
}

beforeAll(ready);

const CALLS = [
  // Python: MurckoScaffoldSmiles gives c1ccccc1 for toluene and phenol.
  { name: "scaffold_analysis", arguments: { smiles_list: ["Cc1ccccc1", "Oc1ccccc1"] }, key: { scaffold_count: 1 } },
  // Python: HasSubstructMatch(MolFromSmarts("[OH]")) — phenol only.
  {
    name: "substructure_search",
    arguments: { query: "[OH]", smiles_list: ["Cc1ccccc1", "Oc1ccccc1"] },
    key: { match_count: 1 },
  },
  // Python: MolWt(toluene) = 92.141, MolWt(phenol) = 94.113: both at most 100.
  {
    name: "screen_library",
    arguments: { smiles_list: ["Cc1ccccc1", "Oc1ccccc1"], fields: ["mw"], filters: { mw: { max: 100 } } },
    key: { passed_all: 2 },
  },
  // Python: rdRGroupDecomposition.RGroupDecompose on [*:1]c1ccccc1: phenol and chlorobenzene match, ethanol does not.
  {
    name: "rgroup_decompose",
    arguments: { smiles_list: ["Oc1ccccc1", "Clc1ccccc1", "CCO"], core: "[*:1]c1ccccc1" },
    key: { matched: 2, unmatched_count: 1 },
  },
  // Python rdMMPA single cuts (validation/golden/series-mmp.json, series "example"): the three halides pair up.
  {
    name: "matched_pairs",
    arguments: { smiles_list: ["OC(=O)Cc1ccc(Cl)cc1", "OC(=O)Cc1ccc(F)cc1", "OC(=O)Cc1ccc(Br)cc1"] },
    key: { pair_count: 3 },
  },
];

/** Tools that take no compound list: the same payload in every era. */
const OTHER_CALLS = [
  // Python: Chem.molzip of [*:1]c1ccccc1 with Cl[*:1], O[*:1] and [H][*:1]: chlorobenzene, phenol, benzene.
  {
    name: "enumerate_analogues",
    arguments: { core: "[*:1]c1ccccc1", r_groups: { R1: ["Cl[*:1]", "O[*:1]", "[H][*:1]"] } },
    key: { product_count: 3 },
  },
  // Chemistry: CH3CH2OH is ethanol (the two-carbon alkane stem, -ol suffix; no locant needed).
  { name: "smiles_to_name", arguments: { smiles: "CCO" }, key: { name: "ethanol", verified: true } },
];

describe("library, series and naming tools in every era", () => {
  for (const call of [...CALLS, ...OTHER_CALLS]) {
    test(`${call.name}: legacy 2024-11-05 (text), 2025-06-18 and 2026-07-28 (structuredContent)`, async () => {
      const params = { name: call.name, arguments: call.arguments };
      const old = await ask(await legacy("2024-11-05"), "tools/call", params);
      const structured = await ask(await legacy("2025-06-18"), "tools/call", params);
      const current = await ask(new Session(), "tools/call", modern(params));
      expect(old.result?.structuredContent).toBeUndefined();
      const fromText = JSON.parse(old.result?.content?.[0]?.text ?? "{}") as Record<string, unknown>;
      expect(fromText).toMatchObject(call.key);
      expect(structured.result?.structuredContent).toEqual(fromText);
      expect(current.result?.structuredContent).toEqual(fromText);
    });
  }
  for (const call of CALLS) {
    test(`${call.name}: neither smiles_list nor file is invalid arguments in both eras`, async () => {
      const { smiles_list: _smiles, ...rest } = call.arguments as Record<string, unknown>;
      const params = { name: call.name, arguments: rest };
      const old = await ask(await legacy("2025-06-18"), "tools/call", params);
      const current = await ask(new Session(), "tools/call", modern(params));
      for (const answer of [old, current]) {
        const text = answer.error?.message ?? answer.result?.content?.[0]?.text ?? "";
        expect(answer.error !== undefined || answer.result?.isError === true).toBe(true);
        expect(text).toContain("give the compounds");
      }
    });
  }
});
