/**
 * Library tools (`runsOn: "library"`) on the pool's one library worker: their own process, one call at a time,
 * their own time limit, rebuilt after a kill, progress passed on. Stand-in workers (no chemistry).
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { CallAbandoned } from "../../src/server/tool-executor.ts";
import type { ToolOutcome } from "../../src/server/tool-runner.ts";
import { WorkerPool } from "../../src/server/worker-pool.ts";
import type { Tool } from "../../src/tools/tool.ts";
import { STOP_MS, isRunning, stopsWithin } from "../../harness/processes.ts";
import { toolNamed } from "../../harness/tools.ts";

const STAND_IN = [process.execPath, new URL("../../harness/stand-in-worker.ts", import.meta.url).pathname];
/** Any tool will do for the stand-in, which only reads the arguments; what matters is `runsOn`. */
const chemistryTool = toolNamed("canonical_smiles");
const libraryTool: Tool = { ...toolNamed("similarity_search"), runsOn: "library" };
const pidOf = (outcome: ToolOutcome): number | undefined =>
  outcome.kind === "success" ? (outcome.payload as { pid: number }).pid : undefined;
const codeOf = (outcome: ToolOutcome) => (outcome.kind === "domain-error" ? outcome.error.code : outcome.kind);

describe("the library worker", () => {
  let pool: WorkerPool;
  beforeAll(async () => {
    // Chemistry calls: 2 s; library calls: 6 s (far past the calls that must finish, however loaded the machine).
    pool = new WorkerPool({ size: 1, timeoutMs: 2_000, libraryTimeoutMs: 6_000, command: STAND_IN });
    await pool.ready();
  });
  afterAll(() => pool.close());

  test("starts with the first library call, is not a pool member, and serves every later library call (one cache)", async () => {
    expect(pool.workerPids().library).toBeUndefined();
    const first = pidOf(await pool.run(libraryTool, {}));
    const { members, spare, library } = pool.workerPids();
    expect(first).toBe(library as number);
    expect(members).not.toContain(first as number);
    expect(first).not.toBe(spare as number);
    expect(pidOf(await pool.run(libraryTool, {}))).toBe(first as number);
    expect(pidOf(await pool.run(chemistryTool, {}))).toBe(members[0] as number);
  });

  test("library calls run under the library limit, not the chemistry one: 4 s passes (chemistry limit 2 s)", async () => {
    expect(codeOf(await pool.run(libraryTool, { sleepMs: 4_000 }))).toBe("success");
    expect(codeOf(await pool.run(chemistryTool, { sleepMs: 4_000 }))).toBe("TIMEOUT");
    await pool.ready();
  });

  test("past the library limit: TIMEOUT naming the limit and --library-timeout-ms; the worker is killed and the next call gets a new one", async () => {
    const before = pool.workerPids().library as number;
    const outcome = await pool.run(libraryTool, { sleepMs: 60_000 });
    expect(outcome.kind === "domain-error" && outcome.error.code).toBe("TIMEOUT");
    // Issue 27: the message names the limit that stopped the call and the option that changes it.
    expect(outcome.kind === "domain-error" && outcome.error.message).toContain(
      "was stopped after 6 s, the library time limit (--library-timeout-ms)",
    );
    expect(outcome.kind === "domain-error" && outcome.error.details).toEqual({ timeoutMs: 6_000 });
    expect(await stopsWithin(before, STOP_MS)).toBe(true);
    const after = pidOf(await pool.run(libraryTool, {}));
    expect(after).toBeNumber();
    expect(after).not.toBe(before);
  });

  test("one call at a time: a second call waits for the first, both on the same process", async () => {
    const started = performance.now();
    const [a, b] = await Promise.all([
      pool.run(libraryTool, { sleepMs: 300 }),
      pool.run(libraryTool, { sleepMs: 300 }),
    ]);
    expect(pidOf(a)).toBe(pidOf(b) as number);
    // Serial, not parallel: together at least the two sleeps.
    expect(performance.now() - started).toBeGreaterThanOrEqual(600);
  });

  test("a cancelled library call rejects with CallAbandoned, its process stops, and the next call is served by a new one", async () => {
    const first = pidOf(await pool.run(libraryTool, {})) as number;
    const controller = new AbortController();
    const call = pool.run(libraryTool, { sleepMs: 60_000 }, { signal: controller.signal });
    await Bun.sleep(100);
    controller.abort("cancelled by the client");
    await expect(call).rejects.toBeInstanceOf(CallAbandoned);
    expect(await stopsWithin(first, STOP_MS)).toBe(true);
    const next = pidOf(await pool.run(libraryTool, {}));
    expect(next).not.toBe(first);
    expect(isRunning(next as number)).toBe(true);
  });

  test("a library call cancelled while it waits never runs; the running one is undisturbed", async () => {
    const running = pool.run(libraryTool, { sleepMs: 300 });
    const controller = new AbortController();
    const waiting = pool.run(libraryTool, { exit: 9 }, { signal: controller.signal }); // would kill the worker if it ran
    controller.abort("cancelled");
    await expect(waiting).rejects.toBeInstanceOf(CallAbandoned);
    const pid = pidOf(await running);
    expect(pidOf(await pool.run(libraryTool, {}))).toBe(pid as number);
  });

  test("progress reports from the worker reach the caller's sink, in order, before the answer", async () => {
    const seen: Array<[number, number, string | undefined]> = [];
    const outcome = await pool.run(
      libraryTool,
      { progressSteps: 3 },
      {
        progress: (done, total, message) => seen.push([done, total, message]),
      },
    );
    expect(codeOf(outcome)).toBe("success");
    expect(seen).toEqual([
      [1, 3, "step"],
      [2, 3, "step"],
      [3, 3, "step"],
    ]);
  });

  test("close() stops the library worker", async () => {
    const pid = pidOf(await pool.run(libraryTool, {})) as number;
    await pool.close();
    expect(await stopsWithin(pid, STOP_MS)).toBe(true);
  });
});

describe("the real library tools on the library worker", () => {
  // A chemistry limit of 1 ms that no real call of 300 molecules meets, and a library limit far above them at any load.
  let pool: WorkerPool;
  beforeAll(async () => {
    pool = new WorkerPool({ size: 1, timeoutMs: 1, libraryTimeoutMs: 120_000 });
    await pool.ready();
  });
  afterAll(() => pool.close());

  /** 300 molecules: a phenyl ring with chains of 0..9 carbons and one of three end groups. */
  const molecules = Array.from(
    { length: 300 },
    (_, i) => `c1ccccc1${"C".repeat(i % 10)}${["O", "N", "C(=O)O"][i % 3]}`,
  );
  const calls: Array<[string, Record<string, unknown>]> = [
    ["screen_library", { smiles_list: molecules, fields: ["mw", "qed"] }],
    ["scaffold_analysis", { smiles_list: molecules }],
    ["substructure_search", { smiles_list: molecules, query: "c1ccccc1C(=O)O" }],
  ];

  for (const [name, args] of calls) {
    test(`${name}: a call past the chemistry limit (1 ms) finishes under the library limit`, async () => {
      expect(codeOf(await pool.run(toolNamed(name), args))).toBe("success");
      // Control: the same call on a chemistry worker is stopped by the 1 ms limit.
      expect(codeOf(await pool.run({ ...toolNamed(name), runsOn: undefined }, args))).toBe("TIMEOUT");
      await pool.ready();
    });
  }
});
