/**
 * Hostile inputs over stdio, against the real server process (worker pool, default
 * time limit): each gets its documented answer, and a cheap call sent at the same time
 * is answered correctly (before the hostile one, where that one runs for seconds).
 * No wall-clock bounds: a loaded machine may be slow, not wrong.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, test } from "bun:test";
import { STOP_MS, childPids, waitForStopped } from "../../harness/processes.ts";
import { StdioServer, modern, type RpcMessage } from "../../harness/stdio-client.ts";

const C60 =
  "c12c3c4c5c1c1c6c7c2c2c8c3c3c9c4c4c%10c5c5c1c1c6c6c%11c7c2c2c7c8c3c3c8c9c4c4c9c%10c5c5c1c1c6c6c%11c2c2c7c3c3c8c4c4c9c5c1c1c6c2c3c41";
const POLYCYCLE = "C1CC2CCC3CCC4CCC5CCC6CCC7CCC8CCC9CCC%10CCC%11CC1C%12C2C3C4C5C6C7C8C9C%10C%11%12";

let server: StdioServer;
let serial = 0;

beforeAll(async () => {
  server = new StdioServer(["--workers", "2"]);
  await call("canonical_smiles", { smiles: "C" });
  // The first answer means one worker is up; the second loads RDKit at the same time (~0.3 s idle).
  // Stdio shows no worker state, so give it ample time rather than time its start-up into a case.
  await Bun.sleep(2_000);
});

// Both workers answering (RDKit loaded, or a replaced worker back) before each case, so the
// timings measure the calls and not a worker's start-up.
beforeEach(async () => {
  await Promise.all([call("canonical_smiles", { smiles: "N" }), call("canonical_smiles", { smiles: "O" })]);
});

afterAll(async () => {
  expect(await server.close()).toBe(0);
});

function call(name: string, args: unknown): Promise<RpcMessage> {
  return server.request({ id: `h${serial++}`, method: "tools/call", params: modern({ name, arguments: args }) });
}

function errorCode(message: RpcMessage): string | undefined {
  return (message.result?.structuredContent as { error?: { code: string } } | undefined)?.error?.code;
}

/** Sends the hostile call, then a cheap one 20 ms later; returns the hostile answer and whether it was still pending when the cheap one came back. */
async function withCheapCall(name: string, args: unknown): Promise<{ hostile: RpcMessage; cheapFirst: boolean }> {
  let hostileDone = false;
  const hostile = call(name, args).then((answer) => {
    hostileDone = true;
    return answer;
  });
  await Bun.sleep(20);
  const cheap = await call("canonical_smiles", { smiles: "OCC" });
  const cheapFirst = !hostileDone;
  expect(cheap.result?.structuredContent).toEqual({ canonical: "CCO" });
  return { hostile: await hostile, cheapFirst };
}

describe("hostile inputs over stdio", () => {
  test("a SMARTS that explodes combinatorially on a large molecule: MATCH_RESOURCE_LIMIT", async () => {
    const { hostile } = await withCheapCall("smarts_match", { smarts: "*~*~*~*~*~*~*~*~*~*~*~*~*~*~*~*", smiles: C60 });
    expect(errorCode(hostile)).toBe("MATCH_RESOURCE_LIMIT");
  });

  test("find_mcs on 20 large dissimilar molecules answers within RDKit's 5 s limit", async () => {
    const molecules = Array.from({ length: 20 }, (_, i) => (i % 2 === 0 ? C60 : POLYCYCLE));
    const { hostile, cheapFirst } = await withCheapCall("find_mcs", { smiles_list: molecules });
    // RDKit's own limit stopped it (past the server's 10 s tool limit the answer would be TIMEOUT, not a result).
    expect(hostile.result?.structuredContent).toMatchObject({ timed_out: true });
    expect(cheapFirst).toBe(true);
  });

  test("a 10,000-atom chain: MOLECULE_TOO_LARGE before RDKit parses it, the server goes on", async () => {
    const { hostile } = await withCheapCall("calc_properties", { smiles: "C".repeat(10_000) });
    expect(errorCode(hostile)).toBe("MOLECULE_TOO_LARGE");
  });

  test("100,000-byte SMILES: 50,000 disconnected atoms are over the atom limit; one byte more is invalid arguments", async () => {
    const dotted = `${Array(50_000).fill("C").join(".")}C`; // 100,000 bytes
    expect(dotted.length).toBe(100_000);
    const { hostile } = await withCheapCall("parse_smiles", { smiles: dotted });
    expect(errorCode(hostile)).toBe("MOLECULE_TOO_LARGE");
    const over = await call("parse_smiles", { smiles: `${dotted}C` });
    expect(over.error?.code).toBe(-32602);
  });

  test("32 requests in flight at once get 32 correct answers, matched by id", async () => {
    const smiles = Array.from({ length: 32 }, (_, i) => `${"C".repeat(i + 1)}N`);
    const answers = await Promise.all(smiles.map((s) => call("parse_smiles", { smiles: s })));
    expect(
      answers.map((answer) => (answer.result?.structuredContent as { heavy_atoms?: number } | undefined)?.heavy_atoms),
    ).toEqual(smiles.map((_, i) => i + 2));
  });
});

describe.skipIf(process.platform !== "linux")(
  "a call past its time limit stops using the machine (the issue's case, 0.5 s limit)",
  () => {
    test("13 disconnected C on a 13-carbon chain: TIMEOUT, its worker process is killed, the next call is served", async () => {
      const limited = new StdioServer(["--workers", "1", "--tool-timeout-ms", "500"]);
      try {
        await limited.request({
          id: "warm",
          method: "tools/call",
          params: modern({ name: "canonical_smiles", arguments: { smiles: "C" } }),
        });
        const before = childPids(limited.process.pid);
        // 13! orderings of 13 disconnected query atoms: minutes of matching inside WebAssembly.
        const slow = await limited.request({
          id: "slow",
          method: "tools/call",
          params: modern({
            name: "smarts_match",
            arguments: { smarts: Array(13).fill("C").join("."), smiles: "C".repeat(13) },
          }),
        });
        expect((slow.result?.structuredContent as { error?: { code: string } } | undefined)?.error?.code).toBe(
          "TIMEOUT",
        );
        const stopped = await waitForStopped(before, 1, STOP_MS);
        expect(stopped).toHaveLength(1);
        const next = await limited.request({
          id: "next",
          method: "tools/call",
          params: modern({ name: "canonical_smiles", arguments: { smiles: "OCC" } }),
        });
        expect(next.result?.structuredContent).toEqual({ canonical: "CCO" });
      } finally {
        expect(await limited.close()).toBe(0);
      }
    });
  },
);
