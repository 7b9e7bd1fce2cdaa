/**
 * The per-template "verified / partial / unverified" cells of validation/reports/reactions.md, counted from
 * validation/data/reaction-examples.jsonl by template name over all rows (each table row whose first cell is a
 * template name and which has a "n / n / n" cell), and the totals the report's sections quote; and the summary
 * of its "predict_products templates on literature examples" section: the template count (src/chem/reactions/
 * templates.ts), the example count, and the rows whose expected product Python RDKit finds among the template's
 * products (validation/golden/predict-examples.jsonl `expected_found`; test/chem/reactions/templates.test.ts
 * fails unless that is every row and ours gives the same product sets).
 *
 *   bun lab/validate/reaction-example-counts.ts           rewrite the cells, print the totals
 *   bun lab/validate/reaction-example-counts.ts --check   exit 1 when a cell differs from the data
 */
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { TEMPLATES } from "../../src/chem/reactions/templates.ts";

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

const golden = readFileSync(join(ROOT, "validation", "golden", "predict-examples.jsonl"), "utf8")
  .split("\n")
  .filter((line) => line.trim().length > 0)
  .map((line) => JSON.parse(line) as { expected_found: boolean });
const pythonFound = golden.filter((g) => g.expected_found).length;
const n = examples.length;
/** The section's opening counts and its three-row check table, each line matched by how it starts. */
const SUMMARY: [RegExp, string][] = [
  [
    /^\d+ templates \(`src\/chem\/reactions\/templates\.ts`;/,
    `${TEMPLATES.length} templates (\`src/chem/reactions/templates.ts\`;`,
  ],
  [/^\d+ literature examples \(/, `${n} literature examples (`],
  [
    /^(\| expected product \(canonicalised by our RDKit\) among the template's products, ours \| )\*\*\d+ \/ \d+\*\*/,
    `$1**${n} / ${n}**`,
  ],
  [
    /^(\| expected product among the template's products, Python RDKit 2022\.09 \(`expected_found`\) \| )\*\*\d+ \/ \d+\*\*/,
    `$1**${pythonFound} / ${golden.length}**`,
  ],
  [/^(\| template product sets equal Python's .*\| )\*\*\d+ \/ \d+\*\*/, `$1**${golden.length} / ${golden.length}**`],
];

const ROW = /^\| `(\w+)` \|/;
const CELL = /\| \d+ \/ \d+ \/ \d+ \|/;
const stale: string[] = [];
const lines = readFileSync(REPORT, "utf8")
  .split("\n")
  .map((line) => {
    for (const [pattern, replacement] of SUMMARY) {
      if (!pattern.test(line)) continue;
      const updated = line.replace(pattern, replacement);
      if (updated !== line) stale.push(`summary: ${line.slice(0, 60)}… -> ${updated.slice(0, 60)}…`);
      return updated;
    }
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
