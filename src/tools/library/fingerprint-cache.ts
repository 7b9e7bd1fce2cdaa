/**
 * Library fingerprints, computed once and kept: the fingerprint table of a `--data-dir` file is cached in the
 * process that computed it, keyed by (real path, size, modification time, fingerprint kind and parameters), so a
 * second similarity_search / cluster_molecules / diversity_pick call on the same file skips reading, parsing and
 * fingerprinting. A file that changes (new size or mtime) gets a new key; its old entry is dropped at once.
 *
 * Bounded by bytes, least recently used first out: LIBRARY_CACHE_BYTES (default 1 GiB; environment variable
 * CHEMATIC_LIBRARY_CACHE_MB). A 1M-molecule ECFP4 entry is ~256 MB of bits plus its ids and SMILES.
 *
 * Which process: library tools run on one designated worker process (`runsOn: "library"`,
 * src/server/library-lane.ts), so every call meets the same cache. If that process is killed (time limit,
 * cancellation) the cache goes with it and the next call rebuilds what it needs. Inline lists are not cached:
 * they arrive with each call.
 */
import { DomainError } from "../../protocol/errors.ts";
import { PARALLEL_FROM, fingerprintAll } from "../../chem/library/parallel.ts";
import {
  emptyTable,
  specLabel,
  tableBytes,
  type FingerprintSpec,
  type FingerprintTable,
} from "../../chem/library/fingerprints.ts";
import type {
  FileSource,
  FingerprintedLibrary,
  Library,
  LibraryEntry,
  LibraryMolecule,
  RowError,
} from "../../chem/library/library.ts";
import { columnBytes, textAt, textColumn } from "../../chem/library/text-column.ts";
import type { ToolContext } from "../tool.ts";
import { readLibrary, standardizeEntry, type LibraryArgs } from "./input.ts";
import { entriesBytes, type Job, type PartialFields } from "./resumable.ts";
import { resolveLibrarySource } from "./library-source.ts";

const DEFAULT_CACHE_MB = 1_024;

/** The cache's size bound in bytes: CHEMATIC_LIBRARY_CACHE_MB (0 turns caching off), default 1 GiB. */
export function cacheBytesFromEnvironment(value = process.env.CHEMATIC_LIBRARY_CACHE_MB): number {
  if (value === undefined || value.trim() === "") return DEFAULT_CACHE_MB * 2 ** 20;
  const mb = Number(value);
  return Number.isFinite(mb) && mb >= 0 ? mb * 2 ** 20 : DEFAULT_CACHE_MB * 2 ** 20;
}

export function moleculeAt(library: FingerprintedLibrary, i: number): LibraryMolecule {
  return { id: textAt(library.ids, i), row: library.rows[i] as number, smiles: textAt(library.smiles, i) };
}

function libraryBytes(library: FingerprintedLibrary): number {
  return tableBytes(library.table) + columnBytes(library.ids) + columnBytes(library.smiles) + library.rows.byteLength;
}

/** Least recently used out first, bounded by total bytes. */
export class FingerprintCache {
  private readonly entries = new Map<string, { library: FingerprintedLibrary; bytes: number }>();
  private total = 0;

  constructor(readonly maxBytes: number) {}

  get(key: string): FingerprintedLibrary | undefined {
    const hit = this.entries.get(key);
    if (!hit) return undefined;
    // Map order is insertion order: re-inserting makes this the most recently used.
    this.entries.delete(key);
    this.entries.set(key, hit);
    return hit.library;
  }

  put(key: string, library: FingerprintedLibrary): void {
    const bytes = libraryBytes(library);
    this.delete(key);
    if (bytes > this.maxBytes) return;
    while (this.total + bytes > this.maxBytes) {
      const oldest = this.entries.keys().next().value as string;
      this.delete(oldest);
    }
    this.entries.set(key, { library, bytes });
    this.total += bytes;
  }

  /** Drops the entries of a file's other versions: keys that start with `pathPrefix` but not with `currentKey`. */
  dropOtherVersions(pathPrefix: string, currentKey: string): void {
    for (const key of [...this.entries.keys()])
      if (key.startsWith(pathPrefix) && !key.startsWith(`${currentKey}\0`)) this.delete(key);
  }

  delete(key: string): void {
    const hit = this.entries.get(key);
    if (!hit) return;
    this.entries.delete(key);
    this.total -= hit.bytes;
  }

  get bytes(): number {
    return this.total;
  }

  get size(): number {
    return this.entries.size;
  }
}

/** This process's cache (the library worker's). */
export const libraryCache = new FingerprintCache(cacheBytesFromEnvironment());

/** What loadFingerprints tells the caller beyond the library: whether the cache served it. */
export interface Loaded {
  library: FingerprintedLibrary;
  cached: boolean;
}

/** A file's cache key: its real path, size and modification time (a changed file is a new key); `prefix`: any version. */
function fileKey(source: FileSource): { prefix: string; key: string } {
  return { prefix: `${source.path}\0`, key: `${source.path}\0${source.size}\0${source.mtimeMs}` };
}

/**
 * Fingerprinting that may take several calls (resumable.ts): the library read, its entries as they are fingerprinted
 * (standardised first when asked), the table being filled, the rows that failed, and the next row.
 */
export interface FingerprintWork {
  input: Library;
  entries: LibraryEntry[];
  table: FingerprintTable;
  failed: Array<[number, string]>;
  next: number;
}

/** What a fingerprint tool pauses with: fingerprinting under way, or done (and the tool's own step still to come). */
export type FingerprintJobState =
  | { stage: "fingerprinting"; work: FingerprintWork }
  | { stage: "ready"; loaded: Loaded };

/** With a budget, the first chunk of rows fingerprinted before the budget is looked at; later chunks follow the rate. */
export const FIRST_CHUNK = 256;
/** A chunk after the first is sized to take about this long (or what is left of the budget, if less). */
const CHUNK_MS = 5_000;
/**
 * Under a budget a chunk stays below parallel.ts's PARALLEL_FROM, on this thread: threads start cold (each loads its
 * own RDKit and compiles it anew), so the rate of the chunk before says nothing about a chunk on threads. Measured
 * (validation/bench/call-budget.md): a 5,095-row chunk on threads answered 26 s past a 5 s budget, at load 25; on
 * this thread chunks answer within 0.4 s of it. Without a budget the whole library goes to the threads at once.
 */
const MAX_BUDGETED_CHUNK = PARALLEL_FROM - 1;

/**
 * The fingerprinted library a call names, from the cache when the file is unchanged. Progress: reading and
 * fingerprinting report (done, total) through `context.progress`. Without a job (or a deadline) every row in one go.
 */
export async function loadFingerprints(
  args: LibraryArgs,
  context: Pick<ToolContext, "dataDirs" | "progress">,
  spec: FingerprintSpec,
  cache: FingerprintCache = libraryCache,
): Promise<Loaded> {
  const loaded = await loadFingerprintsWithin(args, context, spec, undefined, cache);
  if ("partial" in loaded) throw new Error("fingerprinting without a budget cannot pause");
  return loaded;
}

/**
 * loadFingerprints within a call's budget: rows are fingerprinted in chunks and, once `job` is due after a chunk, the
 * work pauses and this returns the partial answer's fields. `fresh` tells a tool whether this call did the
 * fingerprinting (then a tool whose own step is long may pause before it: cluster_molecules, diversity_pick).
 */
export async function loadFingerprintsWithin(
  args: LibraryArgs,
  context: Pick<ToolContext, "dataDirs" | "progress">,
  spec: FingerprintSpec,
  job: Job<FingerprintJobState> | undefined,
  cache: FingerprintCache = libraryCache,
): Promise<(Loaded & { fresh: boolean }) | PartialFields> {
  const resumed = job?.resumed;
  if (resumed?.stage === "ready") return { ...resumed.loaded, fresh: false };
  let cacheKey: string | undefined;
  let source: FileSource | undefined;
  if (args.file !== undefined && args.smiles_list === undefined) {
    // Resolved once: the key and, on a miss, the read below speak of the same file.
    source = resolveLibrarySource(args.file, context.dataDirs ?? []);
    const file = fileKey(source);
    cacheKey = `${file.key}\0${specLabel(spec)}${args.standardize === true ? "\0standardized" : ""}`;
    const hit = cache.get(cacheKey);
    if (hit) return { library: hit, cached: true, fresh: false };
    // Entries of an older version of the file are of no use any more.
    cache.dropOtherVersions(file.prefix, file.key);
  }
  let work = resumed?.work;
  if (work === undefined) {
    const input = await readLibrary(args, context, source);
    work = { input, entries: input.entries, table: emptyTable(spec, input.entries.length), failed: [], next: 0 };
  }
  const n = work.entries.length;
  const budgeted = job !== undefined && Number.isFinite(job.remainingMs());
  context.progress?.(work.next, n, "fingerprinting");
  let chunk = budgeted ? FIRST_CHUNK : n;
  while (work.next < n) {
    const from = work.next;
    const to = Math.min(n, from + chunk);
    const started = performance.now();
    await fingerprintChunk(work, from, to, spec, context);
    work.next = to;
    if (work.next < n && job?.due()) {
      return job.pause(
        { stage: "fingerprinting", work },
        {
          processed: work.input.errors.length + work.next,
          total: work.input.errors.length + n,
          doing: "fingerprinted",
          bytes: tableBytes(work.table) + entriesBytes(work.entries),
        },
      );
    }
    if (budgeted) {
      const perRow = Math.max(performance.now() - started, 1) / (to - from);
      const fits = Math.floor(Math.min(CHUNK_MS, job.remainingMs()) / perRow);
      chunk = Math.min(MAX_BUDGETED_CHUNK, Math.max(FIRST_CHUNK, fits));
    }
  }
  return { ...finishLibrary(work, cache, cacheKey), fresh: true };
}

/**
 * A call that fingerprinted the whole library and has no budget left pauses before the tool's own long step (Butina,
 * MaxMin), which needs every molecule and cannot stop half-way: the next call takes the library and runs the step.
 */
export function pauseBeforeStep(job: Job<FingerprintJobState>, loaded: Loaded, step: string): PartialFields {
  const { library } = loaded;
  return job.pause(
    { stage: "ready", loaded },
    {
      processed: library.read,
      total: library.read,
      doing: `fingerprinted (${step} needs every molecule and runs in the next call)`,
      bytes: libraryBytes(library),
    },
  );
}

/** Fingerprints rows from..to of the work (standardising each first when asked) into its table. */
async function fingerprintChunk(
  work: FingerprintWork,
  from: number,
  to: number,
  spec: FingerprintSpec,
  context: Pick<ToolContext, "progress">,
): Promise<void> {
  const n = work.entries.length;
  const rows: number[] = [];
  const smiles: string[] = [];
  for (let i = from; i < to; i++) {
    const entry = work.entries[i] as LibraryEntry;
    const standardized = work.input.standardize === true ? standardizeOne(entry, work.failed, i) : entry;
    if (standardized === undefined) continue;
    if (standardized !== entry) {
      if (work.entries === work.input.entries) work.entries = [...work.entries];
      work.entries[i] = standardized;
    }
    rows.push(i);
    smiles.push(standardized.smiles);
  }
  const { table, failed } = await fingerprintAll(smiles, spec, {
    progress: (done) => context.progress?.(from + done, n, "fingerprinting"),
    // stderr, with protocol.md's prefix, like every diagnostic (src/server/log.ts is above this layer).
    onThreadFailure: (error) =>
      process.stderr.write(
        `chematic-mcp: fingerprint threads failed, fingerprinting on one thread instead: ${error instanceof Error ? error.message : String(error)}\n`,
      ),
  });
  if (rows.length === n) {
    // The whole library in one chunk (no budget): the table as it is, not a copy.
    work.table = table;
    work.failed.push(...failed);
    context.progress?.(to, n, "fingerprinting");
    return;
  }
  const { words } = table;
  rows.forEach((row, k) => {
    work.table.bits.set(table.bits.subarray(k * words, (k + 1) * words), row * words);
    work.table.counts[row] = table.counts[k] as number;
  });
  for (const [k, message] of failed) work.failed.push([rows[k] as number, message]);
  context.progress?.(to, n, "fingerprinting");
}

/** The entry's standardised parent; one that cannot be standardised joins `failed` (row i) and is undefined. */
function standardizeOne(entry: LibraryEntry, failed: Array<[number, string]>, i: number): LibraryEntry | undefined {
  const scratch: Library = { entries: [], errors: [], source: { kind: "inline" }, standardize: true };
  const standardized = standardizeEntry(scratch, entry);
  if (standardized === undefined) failed.push([i, (scratch.errors[0] as RowError).error]);
  return standardized;
}

/** Every row fingerprinted: the library without the rows that failed, cached when it came from a file. */
function finishLibrary(work: FingerprintWork, cache: FingerprintCache, cacheKey: string | undefined): Loaded {
  const { input, table } = work;
  const failed = [...work.failed].sort((a, b) => a[0] - b[0]);
  const errors = [...input.errors];
  const keep = failed.length === 0 ? work.entries : dropFailed(table, work.entries, failed, errors);
  const library: FingerprintedLibrary = {
    table,
    ids: textColumn(keep.map((entry) => entry.id)),
    smiles: textColumn(keep.map((entry) => entry.smiles)),
    rows: Uint32Array.from(keep, (entry) => entry.row),
    errors,
    read: input.entries.length + input.errors.length,
    source: input.source,
  };
  if (library.table.n === 0) {
    throw new DomainError(
      "INVALID_SMILES",
      `none of the ${library.read} compounds could be read or parsed (first problem: ${errors[0]?.error ?? "the list is empty"})`,
      {
        errors: errors.slice(0, 5),
      },
    );
  }
  if (cacheKey !== undefined && cache.maxBytes > 0) cache.put(cacheKey, library);
  return { library, cached: false };
}

/** Removes the rows that failed to parse from the table (in place) and the entry list; their errors join `errors`. */
function dropFailed<E extends { row: number; id: string }>(
  table: FingerprintTable,
  entries: readonly E[],
  failed: ReadonlyArray<[number, string]>,
  errors: RowError[],
): E[] {
  const bad = new Set(failed.map(([row]) => row));
  for (const [row, message] of failed) {
    const entry = entries[row] as E;
    errors.push({ row: entry.row, id: entry.id, error: message });
  }
  const keep: E[] = [];
  const { words } = table;
  entries.forEach((entry, i) => {
    if (bad.has(i)) return;
    const to = keep.length;
    if (to !== i) {
      table.bits.copyWithin(to * words, i * words, (i + 1) * words);
      table.counts[to] = table.counts[i] as number;
    }
    keep.push(entry);
  });
  table.n = keep.length;
  table.bits = table.bits.slice(0, keep.length * words);
  table.counts = table.counts.slice(0, keep.length);
  return keep;
}
