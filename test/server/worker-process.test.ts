import { expect, test } from "bun:test";
import { fileURLToPath } from "node:url";
import { WorkerProcess } from "../../src/server/worker-process.ts";

/** A real tool worker, from source (what WorkerPool starts when given no command). */
const TOOL_PROCESS = [process.execPath, fileURLToPath(new URL("../../src/server/tool-process.ts", import.meta.url))];
const MiB = 2 ** 20;

test("a worker reports its resident memory when ready, and again once idle after a call, not with each answer", async () => {
  // Issue 33: the pool renews the worker it keeps when this figure grew (worker-pool.ts); the worker collects its
  // garbage before it reports, once it has been idle for a while (tool-process.ts).
  const worker = new WorkerProcess(TOOL_PROCESS, () => {});
  try {
    expect(await worker.ready).toBe(true);
    // A process that has loaded Bun, RDKit's WebAssembly and the tools holds tens of MiB, never less than 16.
    expect(worker.readyMemoryBytes).toBeGreaterThan(16 * MiB);
    expect(worker.memoryBytes).toBe(worker.readyMemoryBytes as number);
    worker.memoryBytes = undefined;
    const end = await worker.call({ id: 1, tool: "canonical_smiles", args: { smiles: "OCC" } });
    expect(end.kind === "answer" && end.outcome.kind === "success" && end.outcome.payload.canonical).toBe("CCO");
    // The report follows the answer (the same channel keeps their order), seconds later.
    expect(worker.memoryBytes).toBeUndefined();
    for (let i = 0; i < 6_000 && worker.memoryBytes === undefined; i++) await Bun.sleep(10);
    expect(worker.memoryBytes).toBeGreaterThan(16 * MiB);
  } finally {
    worker.kill();
  }
});
