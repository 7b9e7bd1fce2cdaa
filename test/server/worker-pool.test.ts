import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { CallAbandoned } from "../../src/server/tool-executor.ts";
import { restartBackOffMs, WorkerPool } from "../../src/server/worker-pool.ts";
import type { ToolOutcome } from "../../src/server/tool-runner.ts";
import { STOP_MS, isRunning, stopsWithin } from "../../harness/processes.ts";
import { startFakePubChem, type FakePubChem } from "../../harness/fake-pubchem.ts";
import { callTool, ready, toolNamed } from "../../harness/tools.ts";

/** C60 against a large saturated polycycle: RDKit's FMCS needs its full 5 s on this pair. */
const C60 =
  "c12c3c4c5c1c1c6c7c2c2c8c3c3c9c4c4c%10c5c5c1c1c6c6c%11c7c2c2c7c8c3c3c8c9c4c4c9c%10c5c5c1c1c6c6c%11c2c2c7c3c3c8c4c4c9c5c1c1c6c2c3c41";
const SLOW_MCS = [C60, "C1CC2CCC3CCC4CCC5CCC6CCC7CCC8CCC9CCC%10CCC%11CC1C%12C2C3C4C5C6C7C8C9C%10C%11%12"];

/** The pool of the running describe block: a generous time limit where answers are compared, 3 s where the limit is the subject. */
let pool: WorkerPool;
let pubchem: FakePubChem;

beforeAll(async () => {
  await ready();
  pubchem = await startFakePubChem();
  // Workers copy the environment when they start.
  process.env.CHEMATIC_PUBCHEM_URL = pubchem.url;
});

afterAll(async () => {
  await pubchem.stop();
  delete process.env.CHEMATIC_PUBCHEM_URL;
});

/** Opens a 2-worker pool with this time limit for the tests of one describe block. */
function withPool(timeoutMs: number): void {
  beforeAll(async () => {
    pool = new WorkerPool({ size: 2, timeoutMs });
    await pool.ready();
  });
  afterAll(() => pool.close());
}

const run = (name: string, args: unknown): Promise<ToolOutcome> => pool.run(toolNamed(name), args);
const codeOf = (outcome: ToolOutcome) => (outcome.kind === "domain-error" ? outcome.error.code : outcome.kind);

describe("WorkerPool", () => {
  // Far above any of these calls, however loaded the machine: a first call in a fresh worker can take seconds.
  withPool(30_000);

  test("answers equal the in-process answers, errors included", async () => {
    const cases: Array<[string, unknown]> = [
      ["calc_properties", { smiles: "CC(=O)Oc1ccccc1C(=O)O" }],
      ["canonical_smiles", { smiles: "c1cccc1" }],
      ["tanimoto", { smiles1: "CCO" }],
      ["retrosynthesis", { smiles: "CC(=O)Nc1ccc(OCC)cc1" }],
    ];
    for (const [name, args] of cases) {
      expect(JSON.stringify(await run(name, args))).toBe(JSON.stringify(await callTool(name, args)));
    }
  });

  test("32 calls in flight on 2 workers all get their own answer", async () => {
    const smiles = Array.from({ length: 32 }, (_, i) => `${"C".repeat(i + 1)}O`);
    const outcomes = await Promise.all(smiles.map((s) => run("parse_smiles", { smiles: s })));
    outcomes.forEach((outcome, i) => {
      expect(outcome.kind === "success" && outcome.payload.heavy_atoms).toBe(i + 2);
    });
  });

  test("an unknown tool name is an invalid-params error from the worker", async () => {
    await expect(pool.run({ ...toolNamed("canonical_smiles"), name: "nope" }, {})).rejects.toMatchObject({
      code: -32602,
    });
  });
});

describe("WorkerPool time limit (3 s here)", () => {
  // 3 s: far past a cheap call on a loaded machine (load 30), and short of every slow call here (an 8 s lookup,
  // RDKit's own 5 s MCS limit, ~6 s of CPU for the 3D model).
  withPool(3_000);

  test("a call past the time limit answers TIMEOUT; its worker is replaced and the next call is served", async () => {
    // A lookup is I/O on the main thread, stopped cleanly at the limit: PUBCHEM_LOOKUP_FAILED in its own words, not TIMEOUT.
    const slow = await run("name_to_smiles", { name: "sleep-8000" }); // the stand-in answers after 8 s
    expect(codeOf(slow)).toBe("PUBCHEM_LOOKUP_FAILED");
    expect(slow.kind === "domain-error" && slow.error.message).toContain("no answer from PubChem within 3 s");
    // CPU-bound: this MCS runs into RDKit's own 5 s limit, past the pool's 3 s.
    expect(codeOf(await run("find_mcs", { smiles_list: SLOW_MCS }))).toBe("TIMEOUT");
    // generate_3d of a 100-carbon chain (302 atoms with H) takes seconds of synchronous MMFF94 work.
    expect(codeOf(await run("generate_3d", { smiles: "C".repeat(100) }))).toBe("TIMEOUT");
    const after = await run("canonical_smiles", { smiles: "OCC" });
    expect(after.kind === "success" && after.payload.canonical).toBe("CCO");
  });

  test("a cheap call is answered while the other worker is busy with a slow one", async () => {
    await pool.ready(); // the replacements from the previous test have loaded RDKit
    // One cheap call on each worker first, so the measured one is not a worker's first call.
    await Promise.all([run("canonical_smiles", { smiles: "C" }), run("canonical_smiles", { smiles: "N" })]);
    let slowDone = false;
    const slow = run("find_mcs", { smiles_list: SLOW_MCS }).then((outcome) => {
      slowDone = true;
      return outcome;
    });
    await Bun.sleep(50);
    const cheap = await run("canonical_smiles", { smiles: "c1ccccc1O" });
    expect(cheap.kind === "success" && cheap.payload.canonical).toBe("Oc1ccccc1");
    // Not queued behind the slow call: answered while it still runs (it ends at the pool's 3 s limit).
    expect(slowDone).toBe(false);
    expect(codeOf(await slow)).toBe("TIMEOUT");
  });
});

/** The stand-in worker (no chemistry: each call's arguments say how long to spin, whether to fault or exit). */
const STAND_IN = [process.execPath, new URL("../../harness/stand-in-worker.ts", import.meta.url).pathname];
const standInTool = toolNamed("canonical_smiles");
const payloadOf = (outcome: ToolOutcome) =>
  outcome.kind === "success" ? (outcome.payload as { pid: number }) : undefined;

describe("worker processes are killed and replaced by a warm spare (stand-in workers)", () => {
  let standIns: WorkerPool;
  beforeAll(async () => {
    // 5 s: far past the stand-in calls that must finish (up to 4 × 150 ms queued), however loaded the machine.
    standIns = new WorkerPool({ size: 1, timeoutMs: 5_000, command: STAND_IN });
    await standIns.ready();
  });
  afterAll(() => standIns.close());
  const runStandIn = (args: object, signal?: AbortSignal, caller?: string) =>
    standIns.run(standInTool, args, { signal, caller });

  test("ready() starts the members and one spare, each its own process", () => {
    const { members, spare } = standIns.workerPids();
    expect(members).toHaveLength(1);
    expect(spare).toBeNumber();
    expect(members).not.toContain(spare as number);
    for (const pid of [...members, spare as number]) expect(isRunning(pid)).toBe(true);
  });

  test("past the time limit: TIMEOUT, the worker process is killed, the spare serves the next call", async () => {
    const before = standIns.workerPids();
    const outcome = await runStandIn({ sleepMs: 120_000 }); // would spin for two minutes
    expect(codeOf(outcome)).toBe("TIMEOUT");
    // Issue 27: the message names the limit that stopped the call and the option that changes it.
    expect(outcome.kind === "domain-error" && outcome.error.message).toContain(
      "was stopped after 5 s, the tool time limit (--tool-timeout-ms)",
    );
    expect(await stopsWithin(before.members[0] as number, STOP_MS)).toBe(true);
    const next = payloadOf(await runStandIn({}));
    expect(next?.pid).toBe(before.spare as number);
    await standIns.ready(); // the new spare
  });

  test("a cancelled running call rejects at once with CallAbandoned and its process is killed", async () => {
    const before = standIns.workerPids();
    const controller = new AbortController();
    const call = runStandIn({ sleepMs: 120_000 }, controller.signal);
    await Bun.sleep(100);
    controller.abort("cancelled by the client");
    await expect(call).rejects.toBeInstanceOf(CallAbandoned);
    expect(await stopsWithin(before.members[0] as number, STOP_MS)).toBe(true);
    expect(payloadOf(await runStandIn({}))?.pid).toBe(before.spare as number);
    await standIns.ready();
  });

  test("a call cancelled while it waits for a worker never runs, and the running call is not disturbed", async () => {
    const running = runStandIn({ sleepMs: 200 });
    const controller = new AbortController();
    const waiting = runStandIn({ exit: 9 }, controller.signal); // would kill its worker if it ever ran
    controller.abort("cancelled");
    await expect(waiting).rejects.toBeInstanceOf(CallAbandoned);
    const first = payloadOf(await running);
    expect(payloadOf(await runStandIn({}))?.pid).toBe(first?.pid as number); // same worker: the exit never ran
  });

  test("an engine fault: the answer stands, the worker is replaced by the spare before the next call", async () => {
    const before = standIns.workerPids();
    const faulted = await runStandIn({ engineFault: true });
    expect(payloadOf(faulted)?.pid).toBe(before.members[0] as number);
    expect(await stopsWithin(before.members[0] as number, STOP_MS)).toBe(true);
    expect(payloadOf(await runStandIn({}))?.pid).toBe(before.spare as number);
    await standIns.ready();
  });

  test("a worker that dies mid-call: -32603 for that call, and the next call is served", async () => {
    await expect(runStandIn({ exit: 3 })).rejects.toMatchObject({
      code: -32603,
      message: expect.stringContaining("stopped unexpectedly"),
    });
    expect(codeOf(await runStandIn({}))).toBe("success");
    await standIns.ready();
  });

  test("fair turns: a caller with four queued calls does not hold up another caller's one", async () => {
    const order: string[] = [];
    const note = (label: string) => (outcome: ToolOutcome) => {
      order.push(label);
      return outcome;
    };
    const hostile = [1, 2, 3, 4].map((i) => runStandIn({ sleepMs: 150 }, undefined, "A").then(note(`A${i}`)));
    await Bun.sleep(20); // A1 runs, A2..A4 wait
    const polite = runStandIn({}, undefined, "B").then(note("B1"));
    await Promise.all([...hostile, polite]);
    expect(order).toEqual(["A1", "B1", "A2", "A3", "A4"]);
  });
});

test("restart back-off: the wait doubles per failed start in a row, from the first delay up to the cap", () => {
  // Issue 27: a worker that cannot start is retried for as long as the server lives, so the waits must grow.
  expect([1, 2, 3, 4, 5, 6, 40].map((failures) => restartBackOffMs(failures, 20, 160))).toEqual([
    20, 40, 80, 160, 160, 160, 160,
  ]);
  expect(restartBackOffMs(1, 1_000, 60_000)).toBe(1_000);
  expect(restartBackOffMs(7, 1_000, 60_000)).toBe(60_000);
});

test("a worker program that cannot start fails calls fast (the pool retries it with back-off meanwhile)", async () => {
  const broken = new WorkerPool({ size: 1, timeoutMs: 1_000, command: [process.execPath, "/no/such/worker.ts"] });
  await expect(broken.run(toolNamed("canonical_smiles"), { smiles: "CCO" })).rejects.toMatchObject({ code: -32603 });
  await expect(broken.run(toolNamed("canonical_smiles"), { smiles: "CCO" })).rejects.toMatchObject({ code: -32603 });
  await broken.close();
});

test("a spare that cannot start does not stop the pool: the ready worker keeps serving, the spare is retried with back-off", async () => {
  const scratch = mkdtempSync(join(tmpdir(), "stand-in-"));
  const startsFile = join(scratch, "starts");
  process.env.STAND_IN_STARTS_FILE = startsFile; // workers copy the environment when they start
  const pool = new WorkerPool({
    size: 1,
    timeoutMs: 5_000,
    command: STAND_IN,
    spareDelayMs: 0,
    restartDelayMs: 20,
    maxRestartDelayMs: 160,
  });
  const starts = () => Number(readFileSync(startsFile, "utf8"));
  try {
    expect(codeOf(await pool.run(standInTool, {}))).toBe("success"); // the first start works
    // Issue 27: the pool used to stop trying after three failed spares; it keeps trying as long as it lives.
    for (let i = 0; i < 10_000 && starts() < 7; i++) await Bun.sleep(20);
    expect(starts()).toBeGreaterThanOrEqual(7);
    expect(codeOf(await pool.run(standInTool, {}))).toBe("success");
    // Back-off: the waits double (20, 40, 80, then 160 ms each), so a second brings a handful of starts, not hundreds.
    const before = starts();
    await Bun.sleep(1_000);
    expect(starts() - before).toBeLessThanOrEqual(8);
  } finally {
    delete process.env.STAND_IN_STARTS_FILE;
    await pool.close();
    rmSync(scratch, { recursive: true, force: true });
  }
});

/** Polls `attempt` until it resolves with a success outcome; returns the errors it saw meanwhile. */
async function untilServed(
  attempt: () => Promise<ToolOutcome>,
  ms: number,
): Promise<{ served: boolean; errors: unknown[] }> {
  const errors: unknown[] = [];
  const until = performance.now() + ms;
  while (performance.now() < until) {
    try {
      if (codeOf(await attempt()) === "success") return { served: true, errors };
    } catch (error) {
      errors.push(error);
    }
    await Bun.sleep(50);
  }
  return { served: false, errors };
}

test("workers killed from outside again and again while they start: calls fail fast meanwhile, and the pool recovers", async () => {
  process.env.STAND_IN_READY_DELAY_MS = "400"; // a start takes 0.4 s: long enough to be killed in the middle of it
  const pool = new WorkerPool({
    size: 1,
    timeoutMs: 5_000,
    command: STAND_IN,
    restartDelayMs: 20,
    maxRestartDelayMs: 100,
  });
  try {
    await pool.ready();
    const killed = new Set<number>();
    // Each round SIGKILLs every worker process there is (as `kill -9` or the OOM killer would), the first round
    // ready ones, later rounds their replacements while they load: five start failures in a row.
    for (let round = 0; round < 6; round++) {
      let fresh: number[] = [];
      for (let i = 0; i < 500 && fresh.length === 0; i++) {
        const { members, spare } = pool.workerPids();
        fresh = [...members, ...(spare === undefined ? [] : [spare])].filter((pid) => !killed.has(pid));
        if (fresh.length === 0) await Bun.sleep(5);
      }
      expect(fresh.length).toBeGreaterThan(0);
      for (const pid of fresh) {
        killed.add(pid);
        process.kill(pid, "SIGKILL");
      }
    }
    // No worker is ready now: a call is refused at once with a clear error instead of waiting...
    await expect(pool.run(standInTool, {})).rejects.toMatchObject({
      code: -32603,
      message: expect.stringContaining("cannot start right now"),
    });
    // ...and once starting works again (nobody kills the next one), the pool serves again.
    const { served } = await untilServed(() => pool.run(standInTool, {}), 30_000);
    expect(served).toBe(true);
  } finally {
    delete process.env.STAND_IN_READY_DELAY_MS;
    await pool.close();
  }
});

test("a worker that never becomes ready is killed at its start-up limit and started again", async () => {
  process.env.STAND_IN_READY_DELAY_MS = "3600000"; // hangs in start-up for an hour
  const pool = new WorkerPool({
    size: 1,
    timeoutMs: 5_000,
    command: STAND_IN,
    startTimeoutMs: 300,
    restartDelayMs: 50,
  });
  try {
    const hung = pool.workerPids().members[0] as number;
    // The call waiting for it is refused once the start-up limit kills it, naming the limit; before, it waited forever
    // (bounded here at 30 s, so that a pool without the limit fails this test instead of hanging the file).
    const waited = Promise.race([
      pool.run(standInTool, {}),
      Bun.sleep(30_000).then(() => {
        throw new Error("the call still waits for a worker that never became ready");
      }),
    ]);
    await expect(waited).rejects.toMatchObject({
      code: -32603,
      message: expect.stringContaining("not ready within 0.3 s"),
    });
    expect(await stopsWithin(hung, 5_000)).toBe(true);
    delete process.env.STAND_IN_READY_DELAY_MS; // the next start works
    const { served } = await untilServed(() => pool.run(standInTool, {}), 30_000);
    expect(served).toBe(true);
  } finally {
    delete process.env.STAND_IN_READY_DELAY_MS;
    await pool.close();
  }
});

/** Polls `condition` until it holds; false if it never did within `ms` (a bound a loaded machine cannot reach). */
async function eventually(condition: () => boolean, ms = 30_000): Promise<boolean> {
  const until = performance.now() + ms;
  while (performance.now() < until) {
    if (condition()) return true;
    await Bun.sleep(10);
  }
  return condition();
}

test("two calls waiting for the first worker at start start the other members at once; one call does not", async () => {
  const one = new WorkerPool({ size: 2, timeoutMs: 5_000, command: STAND_IN });
  const two = new WorkerPool({ size: 2, timeoutMs: 5_000, command: STAND_IN });
  try {
    const single = one.run(standInTool, {});
    // Before any worker is ready: the first call waits for the first member, the second waits behind it.
    const burst = [two.run(standInTool, {}), two.run(standInTool, {})];
    expect(one.workerPids().members).toHaveLength(1);
    expect(two.workerPids().members).toHaveLength(2);
    expect((await single).kind).toBe("success");
    expect((await Promise.all(burst)).map((outcome) => outcome.kind)).toEqual(["success", "success"]);
  } finally {
    await Promise.all([one.close(), two.close()]);
  }
});

describe("idle workers are retired, the last one renewed if it grew, the spare kept (issue 33, stand-in workers)", () => {
  // 200 ms of idleness: the stand-ins answer in microseconds, so every wait below is a wait for the pool's own timer.
  const IDLE_MS = 200;

  test("a member idle past the period is retired, the one left and the spare stay, and calls bring members back", async () => {
    const pool = new WorkerPool({ size: 2, timeoutMs: 5_000, command: STAND_IN, idleMs: IDLE_MS, spareDelayMs: 0 });
    const call = (args: object) => pool.run(standInTool, args);
    try {
      await pool.ready();
      const before = pool.workerPids();
      expect(before.members).toHaveLength(2);
      expect(await eventually(() => pool.workerPids().members.length === 1)).toBe(true);
      const after = pool.workerPids();
      const [retired] = before.members.filter((pid) => !after.members.includes(pid));
      expect(await stopsWithin(retired as number, STOP_MS)).toBe(true);
      // The spare is the same warm process, and the member left is not retired however long it idles.
      expect(after.spare).toBe(before.spare as number);
      await Bun.sleep(10 * IDLE_MS);
      expect(pool.workerPids()).toEqual(after);
      expect(isRunning(after.members[0] as number)).toBe(true);
      expect(payloadOf(await call({}))?.pid).toBe(after.members[0] as number);
      // Two calls at once: the second must wait, so the pool grows again, the warm spare first; a new spare starts.
      const served = await Promise.all([call({ sleepMs: 300 }), call({ sleepMs: 300 })]);
      expect(served.map((outcome) => payloadOf(outcome)?.pid).sort()).toEqual(
        [after.members[0] as number, after.spare as number].sort(),
      );
      expect(await eventually(() => pool.workerPids().spare !== undefined)).toBe(true);
      expect(pool.workerPids().spare).not.toBe(after.spare as number);
    } finally {
      await pool.close();
    }
  });

  test("a busy member is never retired: its call is answered, the idle one goes", async () => {
    const pool = new WorkerPool({ size: 2, timeoutMs: 5_000, command: STAND_IN, idleMs: IDLE_MS, spareDelayMs: 0 });
    try {
      await pool.ready();
      // Busy for ten idle periods: the other member idles past the period meanwhile and is retired.
      const outcome = await pool.run(standInTool, { sleepMs: 10 * IDLE_MS });
      const busy = payloadOf(outcome)?.pid as number;
      expect(codeOf(outcome)).toBe("success");
      expect(await eventually(() => pool.workerPids().members.length === 1)).toBe(true);
      expect(pool.workerPids().members).toEqual([busy]);
      expect(isRunning(busy)).toBe(true);
    } finally {
      await pool.close();
    }
  });

  test("the last member is renewed from the spare once idle when its memory grew past renewAboveBytes, kept otherwise", async () => {
    const pool = new WorkerPool({
      size: 1,
      timeoutMs: 5_000,
      command: STAND_IN,
      idleMs: IDLE_MS,
      spareDelayMs: 0,
      renewAboveBytes: 48 * 2 ** 20,
    });
    const call = (args: object) => pool.run(standInTool, args);
    try {
      await pool.ready();
      const { members, spare } = pool.workerPids();
      const first = members[0] as number;
      // The stand-in said 100 MiB when ready; 140 MiB is 40 MiB of growth, under the bound: it stays.
      expect(payloadOf(await call({ memoryMiB: 140 }))?.pid).toBe(first);
      await Bun.sleep(10 * IDLE_MS);
      expect(pool.workerPids()).toEqual({ members: [first], spare, library: undefined });
      // 100 MiB more than when ready (past the bound): the spare takes its place once it is idle again.
      expect(payloadOf(await call({ memoryMiB: 200 }))?.pid).toBe(first);
      expect(await eventually(() => pool.workerPids().members[0] === spare)).toBe(true);
      expect(await stopsWithin(first, STOP_MS)).toBe(true);
      expect(payloadOf(await call({}))?.pid).toBe(spare as number);
      // A new spare is kept warm, and the renewed member (fresh, no growth) is not renewed again.
      expect(await eventually(() => pool.workerPids().spare !== undefined)).toBe(true);
      const renewed = pool.workerPids();
      await Bun.sleep(10 * IDLE_MS);
      expect(pool.workerPids()).toEqual(renewed);
    } finally {
      await pool.close();
    }
  });

  test("calls that arrive while workers are retired and renewed are all answered", async () => {
    // Every call reports growth, so each idle spell ends in a retirement or a renewal; the calls come at delays
    // around the idle period, so that many of them arrive in the turns of the event loop where a worker goes.
    const pool = new WorkerPool({ size: 2, timeoutMs: 5_000, command: STAND_IN, idleMs: 50, spareDelayMs: 0 });
    const seen = new Set<number>();
    try {
      await pool.ready();
      for (let round = 0; round < 40; round++) {
        await Bun.sleep(35 + ((round * 7) % 30));
        const calls = round % 3 === 0 ? 2 : 1;
        const outcomes = await Promise.all(
          Array.from({ length: calls }, () => pool.run(standInTool, { memoryMiB: 300 })),
        );
        for (const outcome of outcomes) {
          expect(codeOf(outcome)).toBe("success");
          seen.add(payloadOf(outcome)?.pid as number);
        }
      }
      // Workers did go meanwhile (else this tested nothing): more processes served than the pool ever holds at once.
      expect(seen.size).toBeGreaterThan(3);
      const { members, spare } = pool.workerPids();
      for (const pid of seen)
        if (!members.includes(pid) && pid !== spare) expect(await stopsWithin(pid, STOP_MS)).toBe(true);
    } finally {
      await pool.close();
    }
  });
});
