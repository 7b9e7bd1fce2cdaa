/**
 * A tool worker: its own RDKit instance, one call at a time, answers by id.
 * Started by worker-pool.ts; listed as a second entry point of `bun build --compile`.
 */
import { loadRDKit, rdkitResets } from "../chem/rdkit.ts";
import { RpcCode, RpcError } from "../protocol/errors.ts";
import { logError } from "./log.ts";
import { rpcErrorToWire, toWire, type CallMessage, type WireOutcome, type WorkerMessage } from "./worker-protocol.ts";

declare const self: Worker;

// RDKit's WebAssembly compiles while the tool modules (and their data tables) load: start-up is on the
// path of the first chemistry answer.
const rdkitLoading = loadRDKit();
const [{ tools }, { runTool }] = await Promise.all([import("../tools/registry.ts"), import("./tool-runner.ts")]);

const byName = new Map(tools.map((tool) => [tool.name, tool]));
const post = (message: WorkerMessage): void => self.postMessage(message);

async function answer({ id, tool: name, args }: CallMessage): Promise<WireOutcome> {
  const tool = byName.get(name);
  if (!tool) return rpcErrorToWire(new RpcError(RpcCode.InvalidParams, `Unknown tool "${name}"`));
  try {
    return toWire(await runTool(tool, args, new AbortController().signal));
  } catch (error) {
    if (error instanceof RpcError) return rpcErrorToWire(error);
    logError(`worker: call ${id} (${name}) failed`, error);
    return rpcErrorToWire(new RpcError(RpcCode.InternalError, `Internal error in tool ${name}: ${error instanceof Error ? error.message : String(error)}`));
  }
}

/**
 * After these tools the worker collects garbage once its answer is sent, if its JavaScript heap is
 * over COLLECT_ABOVE_BYTES. JSC collects lazily: generate_3d (OpenChemLib's force field allocates
 * freely) let each worker's heap grow to ~130 MiB, and a 5,000-call generate_3d soak plateaued at
 * ~650 MiB RSS (~470 MiB with this). The light tools are left to JSC: they do not build such heaps,
 * and reading the heap size costs ~7 µs, about 1 % of a calc_properties call.
 */
const COLLECT_AFTER = new Set(["generate_3d"]);
const COLLECT_ABOVE_BYTES = 64 * 2 ** 20;

self.onmessage = async (event: MessageEvent<CallMessage>) => {
  const resets = rdkitResets();
  const outcome = await answer(event.data);
  const reloading = rdkitResets() !== resets;
  post({ type: "result", id: event.data.id, outcome, reloading });
  if (!reloading && COLLECT_AFTER.has(event.data.tool) && process.memoryUsage().heapUsed > COLLECT_ABOVE_BYTES) Bun.gc(true);
  if (reloading) {
    // The instance broke (engine fault): load and warm a fresh one before the next call, while other workers serve.
    // The broken instance's WebAssembly memory is outside the JS heap, so a full collection is asked for now
    // rather than left to heap pressure (which it never creates).
    Bun.gc(true);
    await loadRDKit();
    await warmUp();
    post({ type: "ready" });
  }
};

/**
 * Runs one small call before the worker says it is ready, so RDKit's WebAssembly is compiled past its first
 * tier. Schema validators are compiled per tool on first use (~4 ms each); compiling all 40 here would add
 * ~90 ms to every start-up.
 */
async function warmUp(): Promise<void> {
  const canonical = byName.get("canonical_smiles");
  if (canonical) await runTool(canonical, { smiles: "c1ccccc1O" }, new AbortController().signal);
}

await rdkitLoading;
await warmUp();
post({ type: "ready" });
