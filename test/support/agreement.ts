/**
 * Golden comparisons: every disagreement with Python RDKit must be listed,
 * with its reason, in a known-differences file under validation/golden/ — and
 * every listed one must still disagree, so the list cannot go stale.
 */
import { expect } from "bun:test";
import { appendFileSync } from "node:fs";
import { readJson } from "./golden.ts";

type KnownDifferences = Record<string, Record<string, string>>;

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

  constructor(
    readonly field: string,
    /** The committed list of explained differences, under validation/golden/. */
    readonly knownFile = "core-known-differences.json",
  ) {}

  check(key: string, agrees: boolean, detail: string): void {
    this.compared++;
    if (!agrees) this.disagreements.set(key, detail);
  }

  /**
   * Asserts the disagreements are exactly the listed ones, the agreement rate is at least `minRate`, and (when
   * given) that exactly `expectedCompared` molecules were compared, so a loop that quietly stops comparing fails.
   */
  expectOnlyKnown(minRate: number, expectedCompared?: number): void {
    const listed = knownDifferences(this.field, this.knownFile);
    // validation/report-tools.ts sets this to collect the figures for validation/tools-report.md.
    const reportFile = process.env.CHEMATIC_AGREEMENT_LOG;
    if (reportFile) {
      const rows = [...this.disagreements].map(([key, detail]) => ({ key, detail, reason: listed[key] ?? "UNLISTED" }));
      appendFileSync(reportFile, `${JSON.stringify({ field: this.field, compared: this.compared, minRate, disagreements: rows })}\n`);
    }
    const unlisted = [...this.disagreements].filter(([key]) => !(key in listed)).map(([key, detail]) => `${key}: ${detail}`);
    const stale = Object.keys(listed).filter((key) => !this.disagreements.has(key));
    expect({ field: this.field, unlisted }).toEqual({ field: this.field, unlisted: [] });
    expect({ field: this.field, stale }).toEqual({ field: this.field, stale: [] });
    expect(this.compared).toBeGreaterThan(0);
    if (expectedCompared !== undefined) expect({ field: this.field, compared: this.compared }).toEqual({ field: this.field, compared: expectedCompared });
    expect(1 - this.disagreements.size / this.compared).toBeGreaterThanOrEqual(minRate);
  }
}
