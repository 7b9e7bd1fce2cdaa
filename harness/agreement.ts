/**
 * Golden comparisons: every disagreement with Python RDKit must be listed,
 * with its reason, in a known-differences file under validation/golden/ — and
 * every listed one must still disagree, so the list cannot go stale.
 *
 * The listed differences reach an Agreement as one shape, key → reason. They come from either kind of file:
 * - `<area>-known-differences.jsonl`: one KnownDifference a line (which molecule, which kind of difference, why,
 *   plus the fields that kind records); the test says how an entry becomes a key (`listedDifferences`), and a key
 *   spells out everything an observed difference must match for the entry to excuse it.
 * - `core-known-differences.json` / `properties-known-differences.json`: field → SMILES → reason, for the tool tests
 *   whose key is the SMILES itself.
 */
import { expect } from "bun:test";
import { appendFileSync } from "node:fs";
import { readJson, readJsonl, type KnownDifference, type KnownFieldDifference } from "./golden.ts";

type KnownDifferences = Record<string, Record<string, string>>;

/** A reason this short or shorter cannot say what differs and why. */
const MIN_REASON_LENGTH = 20;
/** A broken change can make thousands of disagreements; a failure shows this many and the count. */
const SHOWN_UNLISTED = 20;

/** Reads a `*-known-differences.jsonl` file; every entry must carry a reason. */
export function readKnownDifferences<T extends KnownDifference = KnownDifference>(file: string): T[] {
  const entries = readJsonl<T>(file);
  for (const entry of entries) {
    if (typeof entry.reason !== "string" || entry.reason.length <= MIN_REASON_LENGTH)
      throw new Error(`${file}: ${entry.set}/${entry.id} (${entry.kind}) has no reason`);
  }
  return entries;
}

/** The key of a crippen-/admet-known-differences entry: it excuses only its field and kind on its molecule written exactly so. */
export function fieldDifferenceKey(k: Pick<KnownFieldDifference, "set" | "id" | "field" | "kind" | "smiles">): string {
  return `${k.set}:${k.id} ${k.field}/${k.kind} ${k.smiles}`;
}

/** The entries as key → reason, for an Agreement; two entries with one key would hide each other, so that throws. */
export function listedDifferences<T extends KnownDifference>(
  entries: readonly T[],
  keyOf: (entry: T) => string,
): Record<string, string> {
  const listed: Record<string, string> = {};
  for (const entry of entries) {
    const key = keyOf(entry);
    if (key in listed) throw new Error(`known difference listed twice: ${key}`);
    listed[key] = entry.reason;
  }
  return listed;
}

const knownFiles = new Map<string, KnownDifferences>();

export function knownDifferences(field: string, file = "core-known-differences.json"): Record<string, string> {
  let known = knownFiles.get(file);
  if (!known) {
    known = readJson<KnownDifferences>(file);
    knownFiles.set(file, known);
  }
  return known[field] ?? {};
}

export class Agreement {
  readonly disagreements = new Map<string, string>();
  compared = 0;

  private readonly listed: Readonly<Record<string, string>>;

  constructor(
    readonly field: string,
    /** The explained differences: a field → key → reason file under validation/golden/, or key → reason (`listedDifferences`). */
    known: string | Readonly<Record<string, string>> = "core-known-differences.json",
  ) {
    this.listed = typeof known === "string" ? knownDifferences(field, known) : known;
  }

  /** Whether a difference under this key is listed (a test may excuse a dependent check only for a listed one). */
  isListed(key: string): boolean {
    return key in this.listed;
  }

  check(key: string, agrees: boolean, detail: string): void {
    this.compared++;
    if (!agrees) this.disagreements.set(key, detail);
  }

  /**
   * Asserts the disagreements are exactly the listed ones, the agreement rate is at least `minRate`, and (when
   * given) that exactly `expectedCompared` molecules were compared, so a loop that quietly stops comparing fails.
   */
  expectOnlyKnown(minRate: number, expectedCompared?: number): void {
    const listed = this.listed;
    // lab/validate/report-tools.ts sets this to collect the figures for validation/reports/tools-report.md.
    const reportFile = process.env.CHEMATIC_AGREEMENT_LOG;
    if (reportFile) {
      const rows = [...this.disagreements].map(([key, detail]) => ({ key, detail, reason: listed[key] ?? "UNLISTED" }));
      appendFileSync(
        reportFile,
        `${JSON.stringify({ field: this.field, compared: this.compared, minRate, disagreements: rows })}\n`,
      );
    }
    const unlisted = [...this.disagreements]
      .filter(([key]) => !(key in listed))
      .map(([key, detail]) => `${key}: ${detail}`);
    const stale = Object.keys(listed).filter((key) => !this.disagreements.has(key));
    expect({ field: this.field, unlisted: unlisted.length, first: unlisted.slice(0, SHOWN_UNLISTED) }).toEqual({
      field: this.field,
      unlisted: 0,
      first: [],
    });
    expect({ field: this.field, stale }).toEqual({ field: this.field, stale: [] });
    expect(this.compared).toBeGreaterThan(0);
    if (expectedCompared !== undefined)
      expect({ field: this.field, compared: this.compared }).toEqual({ field: this.field, compared: expectedCompared });
    expect(1 - this.disagreements.size / this.compared).toBeGreaterThanOrEqual(minRate);
  }
}
