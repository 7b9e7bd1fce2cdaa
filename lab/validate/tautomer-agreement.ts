/**
 * Whole-set agreement of canonicalTautomer with Python RDKit 2022.09's
 * TautomerEnumerator().Canonicalize (validation/golden/tautomer-{cases,sets}.jsonl,
 * made by validation/generators/make_golden_tautomer.py).
 *
 *     bun lab/validate/tautomer-agreement.ts                       # all molecules, then the report
 *     bun lab/validate/tautomer-agreement.ts --from A --to B --out part.jsonl   # a slice (run several at once)
 *     bun lab/validate/tautomer-agreement.ts --report part1.jsonl part2.jsonl ... # the report from slices
 *
 * Writes validation/reports/tautomer.md: per set, how many canonical SMILES are identical, how many are the
 * same molecule written differently by the embedded build, how many enumeration sizes agree, and every
 * disagreement.
 */
import { appendFileSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { loadRDKit, withMol } from "../../src/chem/rdkit.ts";
import { canonicalTautomer } from "../../src/chem/standardize/tautomer.ts";

interface GoldenRow {
  set: string;
  id: string;
  smiles: string;
  canonical: string | null;
  tautomers?: number;
  limit_reached?: boolean;
}

interface Outcome {
  set: string;
  id: string;
  smiles: string;
  rdkit: string;
  rdkit_tautomers: number;
  rdkit_limit: boolean;
  ours: string;
  ours_tautomers: number;
  /** RDKit's answer re-read and written by the embedded build equals ours. */
  rewritten_equal: boolean;
  ms: number;
}

const ROOT = join(import.meta.dir, "..", "..");
const arg = (name: string) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : undefined;
};

function read(file: string): GoldenRow[] {
  return readFileSync(join(ROOT, "validation", "golden", file), "utf8")
    .trim()
    .split("\n")
    .map((line) => JSON.parse(line) as GoldenRow);
}

/** RDKit 2022.09's answer as the embedded build writes it (it brackets atoms bonded to metals, rdkit/rdkit#8318). */
function rewritten(smiles: string): string | undefined {
  try {
    return withMol(smiles, (mol) => mol.get_smiles());
  } catch {
    return undefined;
  }
}

async function run(from: number, to: number, out?: string): Promise<Outcome[]> {
  await loadRDKit();
  const rows = [...read("tautomer-cases.jsonl"), ...read("tautomer-sets.jsonl")]
    .filter((r) => r.canonical !== null)
    .slice(from, to);
  const outcomes: Outcome[] = [];
  const started = performance.now();
  for (const [i, row] of rows.entries()) {
    let ours: string;
    let count = -1;
    const start = performance.now();
    try {
      const got = canonicalTautomer(row.smiles);
      ours = got.smiles;
      count = got.tautomers_enumerated;
    } catch (error) {
      ours = `ERROR ${(error as Error).message}`;
    }
    const ms = performance.now() - start;
    const rdkit = row.canonical as string;
    const outcome: Outcome = {
      set: row.set,
      id: row.id,
      smiles: row.smiles,
      rdkit,
      rdkit_tautomers: row.tautomers as number,
      rdkit_limit: row.limit_reached as boolean,
      ours,
      ours_tautomers: count,
      rewritten_equal: ours !== rdkit && rewritten(rdkit) === ours,
      ms,
    };
    outcomes.push(outcome);
    if (out) appendFileSync(out, `${JSON.stringify(outcome)}\n`);
    if ((i + 1) % 500 === 0)
      console.error(`${from + i + 1} (${i + 1}/${rows.length}) ${((performance.now() - started) / 1000).toFixed(0)} s`);
  }
  return outcomes;
}

function report(outcomes: Outcome[], command: string): void {
  const perSet = new Map<
    string,
    { n: number; same: number; written: number; count: number; limits: number; ms: number }
  >();
  const differences: string[] = [];
  const written: string[] = [];
  const countDifferences: string[] = [];
  for (const o of outcomes) {
    const s = perSet.get(o.set) ?? { n: 0, same: 0, written: 0, count: 0, limits: 0, ms: 0 };
    perSet.set(o.set, s);
    s.n++;
    s.ms += o.ms;
    if (o.rdkit_limit) s.limits++;
    if (o.ours === o.rdkit) s.same++;
    else if (o.rewritten_equal) {
      s.written++;
      written.push(`| ${o.set} | ${o.id} | \`${o.rdkit}\` | \`${o.ours}\` |`);
    } else
      differences.push(
        `| ${o.set} | ${o.id} | \`${o.smiles}\` | \`${o.rdkit}\` (${o.rdkit_tautomers}) | \`${o.ours}\` (${o.ours_tautomers}) |`,
      );
    if (o.ours_tautomers === o.rdkit_tautomers) s.count++;
    else countDifferences.push(`| ${o.set} | ${o.id} | \`${o.smiles}\` | ${o.rdkit_tautomers} | ${o.ours_tautomers} |`);
  }
  const pct = (a: number, b: number) => `${((100 * a) / b).toFixed(2)} %`;
  let total = 0;
  let same = 0;
  let sameMolecule = 0;
  const lines = [
    "# Canonical tautomer: agreement with Python RDKit 2022.09",
    "",
    "`canonicalTautomer` (src/chem/standardize/tautomer.ts) against `Chem.MolToSmiles(rdMolStandardize.TautomerEnumerator().Canonicalize(mol))`",
    "of Debian's python3-rdkit 2022.09.3 (golden: `validation/generators/make_golden_tautomer.py`), over the case set",
    "(validation/data/tautomer-cases.smi) and the three molecule sets; molecules RDKit 2022.09 cannot parse are left out.",
    "",
    `Command: \`${command}\`.`,
    "",
    '"Same molecule" adds the answers that differ only in how the embedded RDKit 2026.09 writes them: re-reading RDKit',
    "2022.09's string with the embedded build gives our string (since 2025.03 RDKit brackets atoms bonded to metals).",
    "",
    "| set | molecules | identical canonical SMILES | same molecule | same number of tautomers | RDKit hit a limit | our time, s |",
    "|---|---:|---:|---:|---:|---:|---:|",
  ];
  for (const [set, s] of perSet) {
    total += s.n;
    same += s.same;
    sameMolecule += s.same + s.written;
    lines.push(
      `| ${set} | ${s.n} | ${s.same} (${pct(s.same, s.n)}) | ${s.same + s.written} (${pct(s.same + s.written, s.n)}) | ${s.count} | ${s.limits} | ${(s.ms / 1000).toFixed(0)} |`,
    );
  }
  lines.push(
    `| all | ${total} | ${same} (${pct(same, total)}) | ${sameMolecule} (${pct(sameMolecule, total)}) | | | |`,
    "",
  );
  lines.push(
    "## Different canonical tautomers",
    "",
    "| set | id | input | RDKit 2022.09 (tautomers) | ours (tautomers) |",
    "|---|---|---|---|---|",
    ...differences,
    "",
  );
  lines.push(
    "## Same molecule, written differently by RDKit 2026.09",
    "",
    "| set | id | RDKit 2022.09 | ours |",
    "|---|---|---|---|",
    ...written,
    "",
  );
  lines.push(
    "## Different enumeration sizes",
    "",
    "| set | id | input | RDKit 2022.09 | ours |",
    "|---|---|---|---:|---:|",
    ...countDifferences,
    "",
  );
  writeFileSync(join(ROOT, "validation", "reports", "tautomer.md"), `${lines.join("\n")}\n`);
  console.log(
    `identical ${same}/${total} (${pct(same, total)}), same molecule ${sameMolecule} (${pct(sameMolecule, total)})`,
  );
}

const reportIndex = process.argv.indexOf("--report");
if (reportIndex > 0) {
  const files = process.argv.slice(reportIndex + 1);
  const outcomes = files.flatMap((f) =>
    readFileSync(f, "utf8")
      .trim()
      .split("\n")
      .map((l) => JSON.parse(l) as Outcome),
  );
  report(
    outcomes,
    `bun lab/validate/tautomer-agreement.ts --from A --to B --out part.jsonl, slices run side by side, then --report`,
  );
} else {
  const from = Number(arg("--from") ?? 0);
  const to = Number(arg("--to") ?? Infinity);
  const out = arg("--out");
  const outcomes = await run(from, to, out);
  if (!out) report(outcomes, "bun lab/validate/tautomer-agreement.ts");
}
