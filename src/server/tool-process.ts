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
import { dieWithParent } from "./parent-death.ts";
import { boundOutcome } from "./result-size.ts";
import { throttleProgress } from "./progress.ts";
import {
  DATA_DIR_FLAG,
  OUTPUT_DIR_FLAG,
  rpcErrorToWire,
  toWire,
  type CallMessage,
  type WireOutcome,
  type WorkerMessage,
} from "./worker-protocol.ts";

// First of all: a worker must never outlive its server (parent-death.ts).
dieWithParent();

// Signals are the server's business: Ctrl-C in a terminal reaches the whole process group, and the server
// answers what is in flight before it stops. A worker ends when the pool kills it or closes its stdin.
for (const name of ["SIGINT", "SIGTERM", "SIGHUP"] as const) process.on(name, () => {});

// RDKit's WebAssembly compiles while the tool modules (and their data tables) load: start-up is on the
// path of a spare becoming ready.
const rdkitLoading = loadRDKit();
const [{ tools }, { runTool }] = await Promise.all([import("../tools/registry.ts"), import("./tool-runner.ts")]);

const byName = new Map(tools.map((tool) => [tool.name, tool]));

/** The server's `--output-dir`, handed on by worker-pool.ts `selfWorkerCommand`; absent: tools write nothing. */
function outputDirArgument(): string | undefined {
  const at = process.argv.indexOf(OUTPUT_DIR_FLAG);
  return at === -1 ? undefined : process.argv[at + 1];
}
/** The server's `--data-dir`s, handed on the same way (one flag per directory); none: tools read no files. */
function dataDirArguments(): string[] {
  return process.argv.flatMap((arg, i) =>
    arg === DATA_DIR_FLAG && process.argv[i + 1] !== undefined ? [process.argv[i + 1] as string] : [],
  );
}
const RUN_OPTIONS = { outputDir: outputDirArgument(), dataDirs: dataDirArguments() };

function post(message: WorkerMessage): void {
  process.send?.(message);
}

/**
 * The handler's signal never fires in here: this process runs one synchronous WebAssembly call at a
 * time, so it could not notice an abort message anyway. Stopping a call is the pool's job: it kills
 * the process. (The in-process executor and the I/O lane hand handlers a signal that does fire.)
 */
const NEVER_ABORTED = new AbortController().signal;

async function answer({ id, tool: name, args, deadline }: CallMessage): Promise<WireOutcome> {
  const tool = byName.get(name);
  if (!tool) return rpcErrorToWire(new RpcError(RpcCode.InvalidParams, `Unknown tool "${name}"`));
  // Reports travel to the pool as messages, at most ~10 a second.
  const progress = throttleProgress((done, total, message) => post({ type: "progress", id, done, total, message }));
  try {
    // Bounded here, before it crosses IPC: the protocol thread never decodes an answer it could not send (result-size.ts).
    return boundOutcome(name, toWire(await runTool(tool, args, NEVER_ABORTED, { ...RUN_OPTIONS, progress, deadline })));
  } catch (error) {
    if (error instanceof RpcError) return rpcErrorToWire(error);
    logError(`worker: call ${id} (${name}) failed`, error);
    return rpcErrorToWire(
      new RpcError(
        RpcCode.InternalError,
        `Internal error in tool ${name}: ${error instanceof Error ? error.message : String(error)}`,
      ),
    );
  }
}

/**
 * When the worker collects garbage itself, once its answer is sent. JSC collects lazily, and two kinds of
 * call leave heaps it is slow to give back:
 * - tools that declare `collectGarbageAfter` (generate_3d: OpenChemLib's force field allocates freely) let
 *   each worker's heap grow to ~130 MiB; a 5,000-call soak plateaued at ~650 MiB RSS, ~470 MiB with a
 *   collection when the heap is over 64 MiB. Reading the heap size costs ~7 µs (1 % of a calc_properties
 *   call), so only after these tools.
 * - large arguments (100 kB SMILES): a flood of 90 kB calls grew each worker past 250 MiB. A full collection
 *   after every 32 MiB of argument text bounds that and costs nothing for ordinary calls.
 */
const COLLECT_AFTER = new Set(tools.filter((tool) => tool.collectGarbageAfter === true).map((tool) => tool.name));
const COLLECT_ABOVE_BYTES = 64 * 2 ** 20;
const COLLECT_EVERY_ARGUMENT_BYTES = 32 * 2 ** 20;
let argumentBytesSinceCollect = 0;

/** The length of the argument strings (top level and in arrays): a cheap measure of what a call brought in. */
function argumentTextLength(args: unknown): number {
  if (typeof args !== "object" || args === null) return 0;
  let length = 0;
  for (const value of Object.values(args)) {
    if (typeof value === "string") length += value.length;
    else if (Array.isArray(value)) for (const item of value) if (typeof item === "string") length += item.length;
  }
  return length;
}

function collectIfDue(message: CallMessage): void {
  argumentBytesSinceCollect += argumentTextLength(message.args);
  if (argumentBytesSinceCollect > COLLECT_EVERY_ARGUMENT_BYTES) {
    argumentBytesSinceCollect = 0;
    Bun.gc(true);
  } else if (COLLECT_AFTER.has(message.tool) && process.memoryUsage().heapUsed > COLLECT_ABOVE_BYTES) {
    Bun.gc(true);
  }
}

/**
 * Idle this long after a call, the worker collects its garbage and reports its resident memory (a `memory`
 * message). JSC collects as it allocates, so a worker left idle after a burst kept the garbage of its last calls for
 * good (~90 MiB each after a mixed burst, validation/bench/memory.md); and the pool, deciding whether to renew the one
 * worker it keeps (worker-pool.ts), needs the memory the worker really holds, not its garbage. One collection per idle
 * spell: a client whose calls come more than this far apart pays it between them, never during one. Collections
 * during a burst were tried and give nothing back: the allocator keeps the freed pages for the next calls (a mixed
 * burst in one process peaked at 274 MiB of anonymous memory with a collection every 2 s over 224 MiB RSS, 246
 * without), and returns them only once the process idles.
 */
const IDLE_COLLECT_MS = 2_000;
/** The report waits this long after the collection: the allocator returns the freed pages within it (measured here). */
const REPORT_AFTER_COLLECT_MS = 1_000;
let idleCollect: ReturnType<typeof setTimeout> | undefined;

function collectWhenIdle(): void {
  clearTimeout(idleCollect);
  idleCollect = setTimeout(() => {
    Bun.gc(true);
    idleCollect = setTimeout(() => post({ type: "memory", rss: process.memoryUsage.rss() }), REPORT_AFTER_COLLECT_MS);
  }, IDLE_COLLECT_MS);
}

async function serve(message: CallMessage): Promise<void> {
  clearTimeout(idleCollect);
  const resets = rdkitResets();
  const outcome = await answer(message);
  const engineFault = rdkitResets() !== resets;
  post({ type: "result", id: message.id, outcome, engineFault });
  if (engineFault) {
    // The pool kills this process as soon as it reads the answer; nothing more is served here.
    return;
  }
  collectIfDue(message);
  collectWhenIdle();
}

/** A message from the pool that is not a call: a bug on the other side, reported on stderr and skipped. */
function isCall(message: unknown): message is CallMessage {
  const call = message as Partial<CallMessage> | null;
  if (typeof call?.id === "number" && typeof call.tool === "string") return true;
  logError("worker: ignoring a message from the pool that is not a call");
  return false;
}

/**
 * Runs the small call each tool declares as `warmUp` (canonical_smiles does) before the worker says it is
 * ready, so RDKit's WebAssembly is compiled past its first tier. Schema validators are compiled per tool on first use (~4 ms each); compiling all of them here would
 * add ~90 ms to every start-up.
 */
async function warmUp(): Promise<void> {
  for (const tool of tools) if (tool.warmUp !== undefined) await runTool(tool, tool.warmUp, NEVER_ABORTED);
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
post({ type: "ready", rss: process.memoryUsage.rss() });
