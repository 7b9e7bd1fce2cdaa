/**
 * The per-template "verified / partial / unverified" cells of validation/reports/reactions.md, counted from
 * validation/data/reaction-examples.jsonl by template name over all rows (each table row whose first cell is a
 * template name and which has a "n / n / n" cell), and the totals the report's sections quote.
 *
 *   bun lab/validate/reaction-example-counts.ts           rewrite the cells, print the totals
 *   bun lab/validate/reaction-example-counts.ts --check   exit 1 when a cell differs from the data
 */
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

const ROOT = join(import.meta.dir, "..", "..");
const DATA = join(ROOT, "validation", "data", "reaction-examples.jsonl");
const REPORT = join(ROOT, "validation", "reports", "reactions.md");

type Checked = "verified" | "partial" | "unverified";
interface Example {
  template: string;
  checked: Checked;
}

const examples: Example[] = readFileSync(DATA, "utf8")
  .split("\n")
  .filter((line) => line.trim().length > 0)
  .map((line) => JSON.parse(line) as Example);

const counts = new Map<string, Record<Checked, number>>();
for (const e of examples) {
  const c = counts.get(e.template) ?? { verified: 0, partial: 0, unverified: 0 };
  c[e.checked]++;
  counts.set(e.template, c);
}

const ROW = /^\| `(\w+)` \|/;
const CELL = /\| \d+ \/ \d+ \/ \d+ \|/;
const stale: string[] = [];
const lines = readFileSync(REPORT, "utf8")
  .split("\n")
  .map((line) => {
    const name = ROW.exec(line)?.[1];
    const c = name === undefined ? undefined : counts.get(name);
    if (c === undefined || !CELL.test(line)) return line;
    const updated = line.replace(CELL, `| ${c.verified} / ${c.partial} / ${c.unverified} |`);
    if (updated !== line)
      stale.push(`${name}: ${line.match(CELL)?.[0]} -> ${c.verified} / ${c.partial} / ${c.unverified}`);
    return updated;
  });

const total: Record<Checked, number> = { verified: 0, partial: 0, unverified: 0 };
for (const e of examples) total[e.checked]++;
const threeVerified = [...counts.values()].filter((c) => c.verified >= 3).length;
console.log(
  `${examples.length} rows: ${total.verified} verified / ${total.partial} partial / ${total.unverified} unverified; ` +
    `${threeVerified} of ${counts.size} templates with >= 3 verified`,
);
for (const s of stale) console.log(`  ${s}`);

if (process.argv.includes("--check")) {
  if (stale.length > 0) process.exit(1);
} else {
  writeFileSync(REPORT, lines.join("\n"));
}
