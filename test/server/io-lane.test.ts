import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { DEFAULT_TOOL_TIMEOUT_MS } from "../../src/protocol/limits.ts";
import { IoLane } from "../../src/server/io-lane.ts";
import { CallAbandoned } from "../../src/server/tool-executor.ts";
import { McpServer, Session } from "../../src/server/server.ts";
import { WorkerPool } from "../../src/server/worker-pool.ts";
import { tools } from "../../src/tools/registry.ts";
import { PUBCHEM_TIMEOUT_MS } from "../../src/tools/name-to-smiles.ts";
import { defineTool } from "../../src/tools/tool.ts";
import { startFakePubChem, type FakePubChem } from "../../harness/fake-pubchem.ts";
import { modern } from "../../harness/stdio-client.ts";
import { toolNamed } from "../../harness/tools.ts";

let pubchem: FakePubChem;
let pool: WorkerPool;
let server: McpServer;

beforeAll(async () => {
  pubchem = await startFakePubChem();
  process.env.CHEMATIC_PUBCHEM_URL = pubchem.url;
  delete process.env.CHEMATIC_PUBCHEM_TIMEOUT_MS; // PubChem's own 10 s limit
  pool = new WorkerPool({ size: 2, timeoutMs: 30_000 });
  await pool.ready();
  server = new McpServer(tools, { name: "chematic-mcp", version: "test" }, pool);
});

afterAll(async () => {
  await pool.close();
  await pubchem.stop();
  delete process.env.CHEMATIC_PUBCHEM_URL;
});

const nameToSmiles = toolNamed("name_to_smiles");
const signal = () => new AbortController().signal;

describe("name_to_smiles runs on the main thread, not on a chemistry worker", () => {
  test("20 slow lookups in flight on a 2-worker pool: canonical_smiles is answered before any of them", async () => {
    const order: string[] = [];
    const lookups = Array.from({ length: 20 }, (_, i) =>
      // 5 s lookups: still waiting on PubChem when canonical_smiles comes back, however loaded the machine.
      pool.run(nameToSmiles, { name: "sleep-5000" }, { signal: signal() }).then((outcome) => {
        order.push(`lookup ${i}`);
        return outcome;
      }),
    );
    await Bun.sleep(50); // the lookups are waiting on PubChem
    const canonical = await pool.run(toolNamed("canonical_smiles"), { smiles: "OCC" }, { signal: signal() });
    order.push("canonical_smiles");
    expect(canonical).toMatchObject({ kind: "success", payload: { canonical: "CCO" } });
    const outcomes = await Promise.all(lookups);
    expect(order[0]).toBe("canonical_smiles");
    for (const outcome of outcomes)
      expect(outcome).toMatchObject({ kind: "success", payload: { cid: 702, canonical_smiles: "CCO" } });
  });

  test("a lone surrogate in the name: -32602 (modern and legacy 2025-06-18), naming the argument", async () => {
    const name = "asp\uD800irin";
    const modernAnswer = await server.handle(
      { jsonrpc: "2.0", id: 1, method: "tools/call", params: modern({ name: "name_to_smiles", arguments: { name } }) },
      new Session(),
    );
    expect(modernAnswer).toMatchObject({ error: { code: -32602 } });
    expect(JSON.stringify(modernAnswer)).toContain('argument \\"name\\" contains a lone UTF-16 surrogate');
    const legacy = new Session();
    await server.handle(
      { jsonrpc: "2.0", id: 1, method: "initialize", params: { protocolVersion: "2025-06-18" } },
      legacy,
    );
    const legacyAnswer = await server.handle(
      { jsonrpc: "2.0", id: 2, method: "tools/call", params: { name: "name_to_smiles", arguments: { name } } },
      legacy,
    );
    expect(legacyAnswer).toMatchObject({ error: { code: -32602 } });
    expect(JSON.stringify(legacyAnswer)).toContain('argument \\"name\\" contains a lone UTF-16 surrogate');
  });
});

describe("IoLane time limit (2 s here) and concurrency bound", () => {
  // 2 s: far past the 50 ms calls that must succeed, even on a loaded machine; the slow ones take 5-6 s.
  const lane = new IoLane({ concurrency: 2, timeoutMs: 2_000 });

  test("a lookup slower than the tool's time limit is PUBCHEM_LOOKUP_FAILED, not TIMEOUT", async () => {
    const outcome = await lane.run(nameToSmiles, { name: "sleep-6000" }, { signal: signal() });
    expect(outcome).toMatchObject({ kind: "domain-error", error: { code: "PUBCHEM_LOOKUP_FAILED" } });
    if (outcome.kind === "domain-error")
      expect(outcome.error.message).toContain("no answer from PubChem within 2 s (the tool's time limit)");
  });

  test("a handler that ignores its signal answers TIMEOUT; at most `concurrency` calls run at once", async () => {
    let running = 0;
    let most = 0;
    const stubborn = defineTool({
      ...nameToSmiles,
      name: "stubborn",
      handler: async (_args: { name: string }) => {
        running++;
        most = Math.max(most, running);
        await Bun.sleep(5_000);
        running--;
        return { name: "x", smiles: "C", canonical_smiles: "C", cid: 1, source: "PubChem" as const };
      },
    });
    const polite = defineTool({
      ...nameToSmiles,
      name: "polite",
      handler: async (_args: { name: string }) => {
        running++;
        most = Math.max(most, running);
        await Bun.sleep(50);
        running--;
        return { name: "x", smiles: "C", canonical_smiles: "C", cid: 1, source: "PubChem" as const };
      },
    });
    const outcomes = await Promise.all([
      lane.run(stubborn, { name: "a" }, { signal: signal() }),
      lane.run(polite, { name: "b" }, { signal: signal() }),
      lane.run(polite, { name: "c" }, { signal: signal() }),
      lane.run(polite, { name: "d" }, { signal: signal() }),
    ]);
    expect(outcomes[0]).toMatchObject({
      kind: "domain-error",
      error: { code: "TIMEOUT", details: { timeoutMs: 2_000 } },
    });
    // Issue 27: the message names the limit that stopped the call and the option that changes it.
    expect(outcomes[0]?.kind === "domain-error" && outcomes[0].error.message).toContain(
      "was stopped after 2 s, the tool time limit (--tool-timeout-ms)",
    );
    for (const outcome of outcomes.slice(1)) expect(outcome.kind).toBe("success");
    expect(most).toBe(2);
  });

  test("a call whose caller gives up (cancelled, client gone) rejects with CallAbandoned at once, and its handler's signal fires", async () => {
    let handlerSignal: AbortSignal | undefined;
    const waiting = defineTool({
      ...nameToSmiles,
      name: "waiting",
      handler: async (_args: { name: string }, context) => {
        handlerSignal = context.signal;
        await Bun.sleep(5_000); // ignores its signal: the lane must not wait for it
        return { name: "x", smiles: "C", canonical_smiles: "C", cid: 1, source: "PubChem" as const };
      },
    });
    const slow = new IoLane({ concurrency: 1, timeoutMs: 10_000 });
    const caller = new AbortController();
    const call = slow.run(waiting, { name: "a" }, { signal: caller.signal });
    await Bun.sleep(50);
    caller.abort("cancelled by the client");
    await expect(call).rejects.toBeInstanceOf(CallAbandoned);
    expect(handlerSignal?.aborted).toBe(true);
    // Its place is free again: the next call does not wait 5 s behind it.
    const next = slow.run(
      defineTool({
        ...waiting,
        name: "quick",
        handler: async () => ({ name: "x", smiles: "C", canonical_smiles: "C", cid: 1, source: "PubChem" as const }),
      }),
      { name: "b" },
      { signal: signal() },
    );
    expect((await next).kind).toBe("success");
  });
});

describe("name_to_smiles without an answer from the network is always PUBCHEM_LOOKUP_FAILED, within its own limit (issue 27)", () => {
  /** Runs `body` with the PubChem URL and limit set, restoring the test's stand-in afterwards. */
  async function withPubChem(url: string, timeoutMs: number, body: () => Promise<void>): Promise<void> {
    process.env.CHEMATIC_PUBCHEM_URL = url;
    process.env.CHEMATIC_PUBCHEM_TIMEOUT_MS = String(timeoutMs);
    try {
      await body();
    } finally {
      process.env.CHEMATIC_PUBCHEM_URL = pubchem.url;
      delete process.env.CHEMATIC_PUBCHEM_TIMEOUT_MS;
    }
  }
  const expectLookupFailed = (outcome: Awaited<ReturnType<IoLane["run"]>>, words: string) => {
    expect(outcome.kind === "domain-error" && [outcome.error.code, outcome.error.message]).toEqual([
      "PUBCHEM_LOOKUP_FAILED",
      expect.stringContaining(words),
    ]);
  };

  test("PubChem's own limit is shorter than the default tool time limit", () => {
    expect(PUBCHEM_TIMEOUT_MS).toBeLessThan(DEFAULT_TOOL_TIMEOUT_MS);
  });

  test("a server that takes the connection and never answers, PubChem's limit equal to the tool's", async () => {
    const silent = Bun.listen({ hostname: "127.0.0.1", port: 0, socket: { data() {} } });
    try {
      await withPubChem(`http://127.0.0.1:${silent.port}`, 600, async () => {
        const lane = new IoLane({ concurrency: 2, timeoutMs: 600 });
        for (let i = 0; i < 2; i++)
          expectLookupFailed(
            await lane.run(nameToSmiles, { name: "aspirin" }, { signal: signal() }),
            "no answer from PubChem within 0.6 s",
          );
      });
    } finally {
      silent.stop(true);
    }
  });

  test("a host name that does not resolve (.invalid, RFC 2606)", async () => {
    await withPubChem("http://pubchem.invalid", 5_000, async () => {
      const lane = new IoLane({ concurrency: 2, timeoutMs: 5_000 });
      for (let i = 0; i < 2; i++)
        expectLookupFailed(await lane.run(nameToSmiles, { name: "aspirin" }, { signal: signal() }), "PubChem");
    });
  });

  test("a request that never settles and ignores its abort (a name resolution that hangs): the lookup's own deadline answers", async () => {
    const realFetch = globalThis.fetch;
    // As a resolver without network does: no answer, no error, and an abort does not reach it.
    globalThis.fetch = (() => new Promise<Response>(() => {})) as unknown as typeof fetch;
    try {
      await withPubChem("http://pubchem.example", 600, async () => {
        // PubChem's limit equal to the tool's: before, the lane's TIMEOUT answered because the handler never did.
        const lane = new IoLane({ concurrency: 2, timeoutMs: 600 });
        expectLookupFailed(
          await lane.run(nameToSmiles, { name: "aspirin" }, { signal: signal() }),
          "no answer from PubChem within 0.6 s",
        );
        // PubChem's limit shorter than the tool's.
        const roomy = new IoLane({ concurrency: 2, timeoutMs: 5_000 });
        expectLookupFailed(
          await roomy.run(nameToSmiles, { name: "aspirin" }, { signal: signal() }),
          "no answer from PubChem within 0.6 s",
        );
      });
      // The tool's limit shorter than PubChem's: the tool's limit is named, still in the lookup's own words.
      await withPubChem("http://pubchem.example", 5_000, async () => {
        const tight = new IoLane({ concurrency: 2, timeoutMs: 400 });
        expectLookupFailed(
          await tight.run(nameToSmiles, { name: "aspirin" }, { signal: signal() }),
          "within 0.4 s (the tool's time limit)",
        );
      });
    } finally {
      globalThis.fetch = realFetch;
    }
  });
});
