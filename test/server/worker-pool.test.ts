import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { WorkerPool } from "../../src/server/worker-pool.ts";
import type { ToolOutcome } from "../../src/server/tool-runner.ts";
import { startFakePubChem, type FakePubChem } from "../support/fake-pubchem.ts";
import { callTool, ready, toolNamed } from "../support/tools.ts";

/** C60 against a large saturated polycycle: RDKit's FMCS needs its full 5 s on this pair. */
const C60 = "c12c3c4c5c1c1c6c7c2c2c8c3c3c9c4c4c%10c5c5c1c1c6c6c%11c7c2c2c7c8c3c3c8c9c4c4c9c%10c5c5c1c1c6c6c%11c2c2c7c3c3c8c4c4c9c5c1c1c6c2c3c41";
const SLOW_MCS = [C60, "C1CC2CCC3CCC4CCC5CCC6CCC7CCC8CCC9CCC%10CCC%11CC1C%12C2C3C4C5C6C7C8C9C%10C%11%12"];

/** The pool of the running describe block: a generous time limit where answers are compared, 0.7 s where the limit is the subject. */
let pool: WorkerPool;
let pubchem: FakePubChem;

beforeAll(async () => {
  await ready();
  pubchem = startFakePubChem();
  // Workers copy the environment when they start.
  process.env.CHEMATIC_PUBCHEM_URL = pubchem.url;
}, 30_000);

afterAll(() => {
  pubchem.stop();
  delete process.env.CHEMATIC_PUBCHEM_URL;
});

/** Opens a 2-worker pool with this time limit for the tests of one describe block. */
function withPool(timeoutMs: number): void {
  beforeAll(async () => {
    pool = new WorkerPool({ size: 2, timeoutMs });
    await pool.ready();
  }, 30_000);
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
    const smiles = Array.from({ length: 32 }, (_, i) => "C".repeat(i + 1) + "O");
    const outcomes = await Promise.all(smiles.map((s) => run("parse_smiles", { smiles: s })));
    outcomes.forEach((outcome, i) => {
      expect(outcome.kind === "success" && outcome.payload.heavy_atoms).toBe(i + 2);
    });
  });

  test("a worker that reloads RDKit after an engine fault is out of service until it says ready", async () => {
    // A stand-in worker that answers every call with `reloading: true`, then takes 300 ms to be ready again.
    const reloading = new WorkerPool({ size: 1, timeoutMs: 5_000, workerUrl: new URL("../support/reloading-worker.ts", import.meta.url) });
    await reloading.ready();
    const first = await reloading.run(toolNamed("canonical_smiles"), {});
    expect(codeOf(first)).toBe("MOLECULE_TOO_LARGE");
    const started = performance.now();
    await reloading.run(toolNamed("canonical_smiles"), {});
    expect(performance.now() - started).toBeGreaterThanOrEqual(250); // waited for the reload, was not sent to a reloading worker
    await reloading.close();
  }, 10_000);

  test("an unknown tool name is an invalid-params error from the worker", async () => {
    await expect(pool.run({ ...toolNamed("canonical_smiles"), name: "nope" }, {})).rejects.toMatchObject({ code: -32602 });
  });
});

describe("WorkerPool time limit (0.7 s here)", () => {
  withPool(700);

  test("a call past the time limit answers TIMEOUT; its worker is replaced and the next call is served", async () => {
    // A lookup is I/O on the main thread, stopped cleanly at the limit: PUBCHEM_LOOKUP_FAILED in its own words, not TIMEOUT.
    const slow = await run("name_to_smiles", { name: "slow" }); // the stand-in answers after 1.5 s
    expect(codeOf(slow)).toBe("PUBCHEM_LOOKUP_FAILED");
    expect(slow.kind === "domain-error" && slow.error.message).toContain("no answer from PubChem within 0.7 s");
    // CPU-bound: this MCS runs into RDKit's own 5 s limit, far past the pool's 0.7 s.
    expect(codeOf(await run("find_mcs", { smiles_list: SLOW_MCS }))).toBe("TIMEOUT");
    // generate_3d of a 100-carbon chain (302 atoms with H) takes seconds of synchronous MMFF94 work.
    expect(codeOf(await run("generate_3d", { smiles: "C".repeat(100) }))).toBe("TIMEOUT");
    const after = await run("canonical_smiles", { smiles: "OCC" });
    expect(after.kind === "success" && after.payload.canonical).toBe("CCO");
  }, 30_000);

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
    // Not queued behind the slow call: answered while it still runs (it ends at the pool's 0.7 s limit).
    expect(slowDone).toBe(false);
    expect(codeOf(await slow)).toBe("TIMEOUT");
  }, 30_000);
});

test("a worker script that cannot start fails calls fast instead of respawning forever", async () => {
  const broken = new WorkerPool({ size: 1, timeoutMs: 1_000, workerUrl: new URL("./no-such-worker.ts", import.meta.url) });
  const started = performance.now();
  await expect(broken.run(toolNamed("canonical_smiles"), { smiles: "CCO" })).rejects.toMatchObject({ code: -32603 });
  await expect(broken.run(toolNamed("canonical_smiles"), { smiles: "CCO" })).rejects.toMatchObject({ code: -32603 });
  expect(performance.now() - started).toBeLessThan(5_000);
  await broken.close();
}, 10_000);
