/**
 * The call budget of the library tools (issue 30): clients cut a tool call at about 60 s (Claude's), while a library
 * call may run for minutes. Every library call therefore gets a deadline (`ToolContext.deadline`, the server's
 * `--call-budget-ms`, default 45 s from the moment the call arrived). A tool works in small steps (a molecule, a
 * chunk of fingerprints) and looks at the deadline after each; once it has passed, the tool pauses: it hands its
 * state to this module and answers with what it has so far, marked partial (`partial: true`, `processed` of
 * `total`, a `resume` token and a `note` saying how to go on). The next call with the same arguments (or with the
 * token) takes the state back and continues where the last one stopped, so the work is never done twice and the
 * last call's answer equals the answer of one call without a budget.
 *
 * Each call makes progress: a tool looks at the deadline only after a step, so even a budget already spent (a call
 * that waited behind another library call) moves the work on by one step.
 *
 * Where the state lives: in this process, the library worker (src/server/library-lane.ts runs every library call
 * there, one at a time), keyed by the tool, its arguments in canonical form (`resume` left out) and, for a file,
 * the file's size and modification time (a changed file never resumes stale work). Bounded:
 * - in time: a paused state is dropped PAUSED_TTL_MS after the call that paused it;
 * - in memory: at most MAX_PAUSED entries and MAX_PAUSED_BYTES (estimated) in all, least recently paused out first.
 *   The largest state a library file's limits allow (1,000,000 molecules) is under the byte bound, so an entry is
 *   always kept, the older ones giving way.
 * If the library worker is killed (the library time limit, a cancellation) its paused work goes with it; a `resume`
 * token then names nothing and the call says so (start again without it).
 */
import { createHash, randomBytes } from "node:crypto";
import { InvalidArgumentsError } from "../../protocol/errors.ts";
import { typed, type Typed } from "../schema.ts";
import type { ToolContext } from "../tool.ts";
import { resolveLibrarySource } from "./library-source.ts";

/** A paused state is dropped this long after the call that paused it. */
export const PAUSED_TTL_MS = 15 * 60_000;
/** Paused states kept at once. */
export const MAX_PAUSED = 8;
/** Estimated bytes of all paused states. */
export const MAX_PAUSED_BYTES = 512 * 2 ** 20;

/** The fields a partial answer adds (every library tool's outputSchema declares them: partialProperties). */
export interface PartialFields {
  partial: true;
  processed: number;
  total: number;
  resume: string;
  note: string;
}

/** The outputSchema of the partial fields; a tool spreads it into its output properties. */
export function partialProperties() {
  return {
    partial: { type: "boolean", const: true, description: "Present when the call budget ran out: see note." },
    processed: { type: "integer", minimum: 0, description: "Partial: rows done so far, of total." },
    resume: { type: "string", description: "Partial: pass it (with the same arguments) to continue." },
    note: { type: "string", description: "Partial: what was done and how to continue." },
  } as const;
}

/** The input property every library tool takes. */
export function resumeSchema(): Typed<string> {
  return typed<string>({
    type: "string",
    maxLength: 100,
    description: "From a partial answer.",
  });
}

interface Paused {
  key: string;
  token: string;
  state: unknown;
  bytes: number;
  pausedAt: number;
}

/** The paused states of this process: insertion order is pause order (the oldest first out). */
export class PausedWork {
  private readonly byKey = new Map<string, Paused>();
  private sweepTimer: ReturnType<typeof setTimeout> | undefined;

  constructor(
    readonly maxEntries = MAX_PAUSED,
    readonly maxBytes = MAX_PAUSED_BYTES,
    readonly ttlMs = PAUSED_TTL_MS,
    private readonly now: () => number = Date.now,
  ) {}

  /** Takes the state paused under `key` out (undefined when there is none, or it expired). */
  take(key: string): Paused | undefined {
    this.expire();
    const hit = this.byKey.get(key);
    if (hit) this.byKey.delete(key);
    return hit;
  }

  /** The key a token was issued for (undefined: unknown, expired or evicted). */
  keyOfToken(token: string): string | undefined {
    this.expire();
    for (const entry of this.byKey.values()) if (entry.token === token) return entry.key;
    return undefined;
  }

  put(key: string, token: string, state: unknown, bytes: number): void {
    this.byKey.delete(key);
    this.byKey.set(key, { key, token, state, bytes, pausedAt: this.now() });
    // The newest entry stays even when it alone is over the byte bound (see the module comment).
    while (this.byKey.size > this.maxEntries || (this.bytes > this.maxBytes && this.byKey.size > 1)) {
      this.byKey.delete(this.byKey.keys().next().value as string);
    }
    this.scheduleSweep();
  }

  get size(): number {
    return this.byKey.size;
  }

  get bytes(): number {
    let total = 0;
    for (const entry of this.byKey.values()) total += entry.bytes;
    return total;
  }

  private expire(): void {
    const now = this.now();
    for (const [key, entry] of this.byKey) if (now - entry.pausedAt >= this.ttlMs) this.byKey.delete(key);
  }

  /** Memory is given back when a paused state expires, not only at the next call. */
  private scheduleSweep(): void {
    clearTimeout(this.sweepTimer);
    if (this.byKey.size === 0) return;
    const oldest = this.byKey.values().next().value as Paused;
    this.sweepTimer = setTimeout(
      () => {
        this.expire();
        this.scheduleSweep();
      },
      Math.max(0, oldest.pausedAt + this.ttlMs - this.now()) + 10,
    );
    this.sweepTimer.unref?.();
  }
}

/** This process's paused work (the library worker's). */
export const pausedWork = new PausedWork();

/** JSON with object keys sorted at every level: the same arguments in any key order give the same text. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  if (typeof value === "object" && value !== null) {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(",")}}`;
  }
  return JSON.stringify(value);
}

/** The file's version (size and modification time), or "" when there is no readable file (readLibrary says why). */
function fileVersion(file: unknown, dataDirs: readonly string[]): string {
  if (typeof file !== "string") return "";
  try {
    const { size, mtimeMs } = resolveLibrarySource(file, dataDirs);
    return `${size}:${mtimeMs}`;
  } catch {
    return "";
  }
}

/** The key of a call's work: tool, canonical arguments without `resume`, and the file's version. */
export function workKey(tool: string, args: Record<string, unknown>, dataDirs: readonly string[] = []): string {
  const { resume: _resume, ...rest } = args;
  return createHash("sha256")
    .update(`${tool}\0${canonicalJson(rest)}\0${fileVersion(args.file, dataDirs)}`)
    .digest("hex");
}

/** One library call's share of a piece of work that may take several calls. */
export interface Job<State> {
  /** The state the same work's previous call paused with; undefined when this call starts the work. */
  readonly resumed: State | undefined;
  /** Whether the budget is spent. Look at it after a step, never before the first one, so every call moves on. */
  due(): boolean;
  /** Milliseconds left of the budget (Infinity without one; may be negative). */
  remainingMs(): number;
  /**
   * Keeps `state` for the next call and returns the partial answer's fields: `processed` of `total` rows done,
   * `doing` what the work is ("screened", "fingerprinted"), `bytes` roughly what `state` holds.
   */
  pause(state: State, progress: { processed: number; total: number; doing: string; bytes: number }): PartialFields;
}

/**
 * The job of a call: resumes the state paused by an earlier call of the same work, if any. With `resume`, that state
 * must exist (else InvalidArgumentsError: the token names nothing now, or other work).
 */
export function startJob<State>(
  tool: string,
  args: Record<string, unknown> & { resume?: string },
  context: Pick<ToolContext, "deadline" | "dataDirs">,
  paused: PausedWork = pausedWork,
): Job<State> {
  const key = workKey(tool, args, context.dataDirs ?? []);
  if (args.resume !== undefined) {
    const owner = paused.keyOfToken(args.resume);
    if (owner === undefined) {
      throw new InvalidArgumentsError(
        `resume ${JSON.stringify(args.resume)} names no paused work: it finished, or it expired (paused work is kept ` +
          `${PAUSED_TTL_MS / 60_000} min), was dropped to make room, or the server restarted; call again without resume to start over`,
      );
    }
    if (owner !== key) {
      throw new InvalidArgumentsError(
        `resume ${JSON.stringify(args.resume)} belongs to a call with other arguments (or its file changed since): ` +
          "send exactly the arguments of the call that returned it, or leave resume out to start this one",
      );
    }
  }
  const hit = paused.take(key);
  const token = hit?.token ?? `r${randomBytes(9).toString("hex")}`;
  const deadline = context.deadline;
  return {
    resumed: hit?.state as State | undefined,
    due: () => deadline !== undefined && Date.now() >= deadline,
    remainingMs: () => (deadline === undefined ? Number.POSITIVE_INFINITY : deadline - Date.now()),
    pause(state, { processed, total, doing, bytes }) {
      paused.put(key, token, state, bytes);
      const count = (n: number) => n.toLocaleString("en-US");
      return {
        partial: true,
        processed,
        total,
        resume: token,
        note:
          `Partial answer: the call budget ran out with ${count(processed)} of ${count(total)} rows ${doing}. ` +
          `Call ${tool} again with the same arguments (or add resume "${token}") to continue where this stopped.`,
      };
    },
  };
}

/** Rough bytes of a list of entries (two bytes a character plus object overhead): the paused-work bound's measure. */
export function entriesBytes(entries: ReadonlyArray<{ id: string; smiles: string }>): number {
  let bytes = 0;
  for (const entry of entries) bytes += 2 * (entry.id.length + entry.smiles.length) + 96;
  return bytes;
}
