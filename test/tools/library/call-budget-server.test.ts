/**
 * The call budget through the real server over stdio (issue 30): `--call-budget-ms 1` makes a library call answer
 * partially (marked, with a resume token, and text saying so), and calling again continues on the library worker until
 * the answer equals the one a server without a budget (`--call-budget-ms 0`) gives in one call. (Our answer against our
 * answer: the check is that resuming through the server changes nothing, not the chemistry.)
 */
import { describe, expect, test } from "bun:test";
import { readJson } from "../../../harness/golden.ts";
import { StdioServer, modern, type RpcMessage } from "../../../harness/stdio-client.ts";

const chembl = readJson<{ smiles: string[] }>("library-chembl.json");
const ARGS = { smiles_list: chembl.smiles.slice(0, 30), fields: ["mw", "tpsa"], sort_by: "tpsa", top_n: 5 };

interface CallResult {
  content: Array<{ type: string; text: string }>;
  structuredContent: Record<string, unknown>;
}

async function call(server: StdioServer, id: number, args: Record<string, unknown>): Promise<CallResult> {
  const answer: RpcMessage = await server.request({
    id,
    method: "tools/call",
    params: modern({ name: "screen_library", arguments: args }),
  });
  return (answer as unknown as { result: CallResult }).result;
}

describe("--call-budget-ms over stdio", () => {
  test("a spent budget answers partially, and calls with the resume token end with the unbudgeted answer", async () => {
    const unbudgeted = new StdioServer(["--call-budget-ms", "0", "--workers", "1"]);
    let whole: CallResult;
    try {
      whole = await call(unbudgeted, 1, ARGS);
    } finally {
      await unbudgeted.close();
    }
    expect(whole.structuredContent.partial).toBeUndefined();

    const budgeted = new StdioServer(["--call-budget-ms", "1", "--workers", "1"]);
    try {
      const first = await call(budgeted, 1, ARGS);
      // 1 ms from arrival is spent before the library worker has screened a molecule: one molecule, then a pause.
      expect(first.structuredContent).toMatchObject({ partial: true, total: 30 });
      const token = first.structuredContent.resume as string;
      expect(token).toBeString();
      // The text the model reads says so, and how to go on.
      expect(first.content[0]?.text).toContain("Partial answer: the call budget ran out with");
      expect(first.content[0]?.text).toContain(`add resume \\"${token}\\"`);
      let last = first;
      let calls = 1;
      while (last.structuredContent.partial === true && calls < 100) {
        const processed = last.structuredContent.processed as number;
        last = await call(budgeted, ++calls, { ...ARGS, resume: token });
        if (last.structuredContent.partial === true)
          expect(last.structuredContent.processed as number).toBeGreaterThan(processed);
      }
      expect(calls).toBeGreaterThan(1);
      expect(last.structuredContent).toEqual(whole.structuredContent);
      expect(last.content).toEqual(whole.content);
    } finally {
      await budgeted.close();
    }
  });
});
