/**
 * A tool worker process: the same program started with `--tool-worker` (src/main.ts), its own RDKit,
 * one call at a time. Calls and answers travel over Bun's IPC channel (worker-protocol.ts); diagnostics
 * go to stderr, which it shares with the server. When the channel closes (the server closed the pool or
 * is gone) it exits.
 *
 * A process, not a thread, because a thread inside WebAssembly cannot be stopped: the pool
 * (worker-pool.ts) kills this process when its call runs past the time limit, is cancelled or its
 * client goes away, and puts a warm spare in its place. After an engine fault it answers, says so
 * (`engineFault`), and the pool replaces it; it never serves a call on a broken RDKit.
 */
import { loadRDKit, rdkitResets } from "../chem/rdkit.ts";
import { RpcCode, RpcError } from "../protocol/errors.ts";
import { logError } from "./log.ts";
import { rpcErrorToWire, toWire, type CallMessage, type WireOutcome, type WorkerMessage } from "./worker-protocol.ts";

// Signals are the server's business: Ctrl-C in a terminal reaches the whole process group, and the server
// answers what is in flight before it stops. A worker ends when the pool kills it or closes its stdin.
for (const name of ["SIGINT", "SIGTERM", "SIGHUP"] as const) process.on(name, () => {});

// RDKit's WebAssembly compiles while the tool modules (and their data tables) load: start-up is on the
// path of a spare becoming ready.
const rdkitLoading = loadRDKit();
const [{ tools }, { runTool }] = await Promise.all([import("../tools/registry.ts"), import("./tool-runner.ts")]);

const byName = new Map(tools.map((tool) => [tool.name, tool]));

function post(message: WorkerMessage): void {
  process.send?.(message);
}

/**
 * The handler's signal never fires in here: this process runs one synchronous WebAssembly call at a
 * time, so it could not notice an abort message anyway. Stopping a call is the pool's job: it kills
 * the process. (The in-process executor and the I/O lane hand handlers a signal that does fire.)
 */
const NEVER_ABORTED = new AbortController().signal;

async function answer({ id, tool: name, args }: CallMessage): Promise<WireOutcome> {
  const tool = byName.get(name);
  if (!tool) return rpcErrorToWire(new RpcError(RpcCode.InvalidParams, `Unknown tool "${name}"`));
  try {
    return toWire(await runTool(tool, args, NEVER_ABORTED));
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

async function serve(message: CallMessage): Promise<void> {
  const resets = rdkitResets();
  const outcome = await answer(message);
  const engineFault = rdkitResets() !== resets;
  post({ type: "result", id: message.id, outcome, engineFault });
  if (engineFault) {
    // The pool kills this process as soon as it reads the answer; nothing more is served here.
    return;
  }
  if (COLLECT_AFTER.has(message.tool) && process.memoryUsage().heapUsed > COLLECT_ABOVE_BYTES) Bun.gc(true);
}

/** A message from the pool that is not a call: a bug on the other side, reported on stderr and skipped. */
function isCall(message: unknown): message is CallMessage {
  const call = message as Partial<CallMessage> | null;
  if (typeof call?.id === "number" && typeof call.tool === "string") return true;
  logError("worker: ignoring a message from the pool that is not a call");
  return false;
}

/**
 * Runs one small call before the worker says it is ready, so RDKit's WebAssembly is compiled past its first
 * tier. Schema validators are compiled per tool on first use (~4 ms each); compiling all of them here would
 * add ~90 ms to every start-up.
 */
async function warmUp(): Promise<void> {
  const canonical = byName.get("canonical_smiles");
  if (canonical) await runTool(canonical, { smiles: "c1ccccc1O" }, NEVER_ABORTED);
}

if (!process.send) {
  logError("--tool-worker is for the server's own use: it needs the IPC channel the server opens");
  process.exit(2);
}
process.on("disconnect", () => process.exit(0));

await rdkitLoading;
await warmUp();
// One call at a time: the pool never sends a second before the first is answered.
process.on("message", (message: unknown) => {
  if (isCall(message)) void serve(message);
});
post({ type: "ready" });
