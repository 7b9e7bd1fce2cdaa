/**
 * Golden comparisons: every disagreement with Python RDKit must be listed,
 * with its reason, in validation/golden/core-known-differences.json — and
 * every listed one must still disagree, so the list cannot go stale.
 */
import { expect } from "bun:test";
import { appendFileSync } from "node:fs";
import { readJson } from "./golden.ts";

type KnownDifferences = Record<string, Record<string, string>>;

let known: KnownDifferences | undefined;

export function knownDifferences(field: string): Record<string, string> {
  known ??= readJson<KnownDifferences>("core-known-differences.json");
  return known[field] ?? {};
}

export class Agreement {
  readonly disagreements = new Map<string, string>();
  compared = 0;

  constructor(readonly field: string) {}

  check(key: string, agrees: boolean, detail: string): void {
    this.compared++;
    if (!agrees) this.disagreements.set(key, detail);
  }

  /** Asserts the disagreements are exactly the listed ones and the agreement rate is at least `minRate`. */
  expectOnlyKnown(minRate: number): void {
    const listed = knownDifferences(this.field);
    // validation/report-core.ts sets this to collect the figures for validation/core-report.md.
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
    expect(1 - this.disagreements.size / this.compared).toBeGreaterThanOrEqual(minRate);
  }
}
