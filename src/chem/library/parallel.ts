/**
 * Fingerprinting a whole library, on every core: the rows are cut into one contiguous slice per thread, each
 * Bun worker thread loads its own RDKit (a WebAssembly instance cannot be shared between threads) and packs its
 * slice, and the slices are copied into one table in row order. Small libraries stay on the calling thread:
 * starting a thread and its RDKit costs ~0.5 s of CPU, more than fingerprinting a few thousand molecules.
 *
 * Threads rather than more processes: they live and die with the process that asked (the library worker; when
 * the pool kills it on a time limit or a cancellation, its threads go with it) and hand their rows back without a
 * copy. validation/bench/library.md measures the speed-up.
 */
import { dirname } from "node:path";
import { DomainError } from "../../protocol/errors.ts";
import { withMol } from "../rdkit.ts";
import { emptyTable, fingerprintBytes, packRow, type FingerprintSpec, type FingerprintTable } from "./fingerprints.ts";

export interface FingerprintJob {
  smiles: string[];
  spec: FingerprintSpec;
}

export type ThreadMessage =
  | { type: "progress"; done: number }
  | { type: "done"; bits: Uint32Array; counts: Uint16Array; failed: Array<[number, string]> }
  | { type: "error"; message: string };

/** Rows between progress reports. */
const PROGRESS_EVERY = 1_000;
/** Below this many molecules the caller's own thread does the work. */
export const PARALLEL_FROM = 4_000;

/** Fingerprints `smiles` into a new table; an unparsable row stays all-zero and is listed in `failed` (row, message). */
export function fingerprintSlice(
  job: FingerprintJob,
  progress?: (done: number) => void,
): { table: FingerprintTable; failed: Array<[number, string]> } {
  const table = emptyTable(job.spec, job.smiles.length);
  const failed: Array<[number, string]> = [];
  job.smiles.forEach((smiles, row) => {
    try {
      table.counts[row] = withMol(
        smiles,
        (mol) => packRow(fingerprintBytes(mol, job.spec), table.bits, row, table.words),
        // No stereo perception: no fingerprint kind offered reads it (Morgan, RDKit, atom-pair and torsion without
        // chirality, MACCS), and it is about a seventh of the parse. Same bits for every kind on the NCI 5K set and
        // the 100k benchmark library (validation/bench/library.md).
        { label: "SMILES", stereo: false },
      );
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      failed.push([row, error.message]);
    }
    if (progress && (row + 1) % PROGRESS_EVERY === 0) progress(row + 1);
  });
  return { table, failed };
}

export interface ParallelOptions {
  /** Threads to use; default: one per core (navigator.hardwareConcurrency), at most 8. */
  threads?: number;
  progress?(done: number, total: number): void;
  /** Told when the threads failed and the work went on on this thread (the caller may log it). */
  onThreadFailure?(error: unknown): void;
}

export function defaultThreads(): number {
  return Math.max(1, Math.min(8, navigator.hardwareConcurrency || 1));
}

/**
 * The thread's entry point. From source, the file beside this one. In the compiled binary, scripts/build.ts makes it
 * an entry point of its own, which Bun stores under its path relative to src/ with a .js ending, beside the main
 * program (Bun.main, e.g. /$bunfs/root/chematic-mcp).
 */
function threadEntry(): string {
  const compiled = Bun.main.startsWith("/$bunfs/") || /^[A-Za-z]:[\\/]~BUN[\\/]/.test(Bun.main);
  return compiled
    ? `${dirname(Bun.main)}/chem/library/fingerprint-thread.js`
    : new URL("./fingerprint-thread.ts", import.meta.url).href;
}

/** One slice on a new worker thread. */
function runThread(
  job: FingerprintJob,
  onProgress: (done: number) => void,
): Promise<{ bits: Uint32Array; counts: Uint16Array; failed: Array<[number, string]> }> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(threadEntry());
    const finish = () => worker.terminate();
    worker.onmessage = (event: MessageEvent<ThreadMessage>) => {
      const message = event.data;
      if (message.type === "progress") onProgress(message.done);
      else if (message.type === "done") {
        finish();
        resolve(message);
      } else {
        finish();
        reject(new Error(`fingerprint thread failed: ${message.message}`));
      }
    };
    worker.onerror = (event) => {
      finish();
      reject(new Error(`fingerprint thread failed: ${event.message}`));
    };
    worker.postMessage(job);
  });
}

/** Fingerprints every SMILES, on several threads when there are many. */
export async function fingerprintAll(
  smiles: string[],
  spec: FingerprintSpec,
  { threads = defaultThreads(), progress, onThreadFailure }: ParallelOptions = {},
): Promise<{ table: FingerprintTable; failed: Array<[number, string]> }> {
  const n = smiles.length;
  const count = n < PARALLEL_FROM ? 1 : Math.min(threads, Math.ceil(n / (PARALLEL_FROM / 2)));
  if (count <= 1) return fingerprintSlice({ smiles, spec }, progress && ((done) => progress(done, n)));
  const size = Math.ceil(n / count);
  const done = new Array<number>(count).fill(0);
  let slices: Awaited<ReturnType<typeof runThread>>[];
  try {
    slices = await Promise.all(
      Array.from({ length: count }, (_, t) =>
        runThread({ smiles: smiles.slice(t * size, (t + 1) * size), spec }, (d) => {
          done[t] = d;
          progress?.(
            done.reduce((a, b) => a + b, 0),
            n,
          );
        }),
      ),
    );
  } catch (error) {
    // A thread that cannot start or load its RDKit (a platform without worker threads, memory): the same work on
    // this thread, slower but the same answer.
    onThreadFailure?.(error);
    return fingerprintSlice({ smiles, spec }, progress && ((d) => progress(d, n)));
  }
  const table = emptyTable(spec, n);
  const failed: Array<[number, string]> = [];
  slices.forEach((slice, t) => {
    table.bits.set(slice.bits, t * size * table.words);
    table.counts.set(slice.counts, t * size);
    for (const [row, message] of slice.failed) failed.push([t * size + row, message]);
  });
  progress?.(n, n);
  return { table, failed };
}
