/**
 * Whole-set agreement of our MolStandardize port with Python RDKit 2022.09
 * (validation/golden/standardize.jsonl, made by
 * validation/generators/make_golden_standardize.py): per step, each fed the
 * same SMILES as Python's step, and end to end. Two answers agree when the
 * embedded RDKit writes the same canonical SMILES for both (Python's string is
 * read by the embedded build, so the 2022.09 vs 2026.09 canonical-order
 * differences do not count as disagreements; structure differences do).
 *
 * Run: bun scripts/validate/standardize-agreement.ts [--limit N] [--diffs OUT.jsonl]
 * Writes validation/reports/standardize.md unless --limit is given.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { loadRDKit, free, rdkit } from "../../src/chem/rdkit.ts";
import { chargeParentSmiles, cleanupSmiles, fragmentParentSmiles } from "../../src/chem/standardize/standardize.ts";

const ROOT = join(import.meta.dir, "..", "..");
const GOLDEN = process.env.GOLDEN ?? join(ROOT, "validation", "golden", "standardize.jsonl");
const REPORT = join(ROOT, "validation", "reports", "standardize.md");

interface Row {
  set: string;
  id: string;
  smiles: string;
  error?: string;
  cleanup?: string | null;
  fragment?: string | null;
  charge?: string | null;
  tautomer?: string | null;
  parent_no_tautomer?: string | null;
}

const args = process.argv.slice(2);
const limit = args.includes("--limit") ? Number(args[args.indexOf("--limit") + 1]) : undefined;
const diffsOut = args.includes("--diffs") ? args[args.indexOf("--diffs") + 1] : undefined;

await loadRDKit();

/** The embedded build's canonical SMILES of a SMILES, or undefined when it cannot read it. */
export function canon(smiles: string): string | undefined {
  const mol = rdkit().get_mol(smiles);
  try {
    return mol && mol.is_valid() ? mol.get_smiles() : undefined;
  } finally {
    free(mol);
  }
}

function attempt(fn: () => string): string | null {
  try {
    return fn();
  } catch {
    return null;
  }
}

const rows = readFileSync(GOLDEN, "utf8").trim().split("\n").map((line) => JSON.parse(line) as Row).filter((row) => !row.error);
const used = limit ? rows.slice(0, limit) : rows;
type Step = "cleanup" | "fragment" | "charge" | "parent_no_tautomer";
const steps: Step[] = ["cleanup", "fragment", "charge", "parent_no_tautomer"];
const stats = new Map<string, { compared: number; agree: number; sets: Map<string, [number, number]> }>();
const diffs: Array<Record<string, unknown>> = [];
const started = performance.now();
for (const row of used) {
  const inputs: Record<Step, string | null | undefined> = {
    cleanup: row.smiles,
    fragment: row.cleanup,
    charge: row.fragment,
    parent_no_tautomer: row.smiles,
  };
  const ours: Record<Step, () => string> = {
    cleanup: () => cleanupSmiles(inputs.cleanup!).smiles,
    fragment: () => fragmentParentSmiles(inputs.fragment!).smiles,
    charge: () => chargeParentSmiles(inputs.charge!).smiles,
    parent_no_tautomer: () => chargeParentSmiles(fragmentParentSmiles(cleanupSmiles(row.smiles).smiles).smiles).smiles,
  };
  for (const step of steps) {
    if (inputs[step] === null || inputs[step] === undefined) continue;
    const expected = row[step];
    const got = attempt(ours[step]);
    const want = expected === null || expected === undefined ? null : (canon(expected) ?? expected);
    const agree = got === want;
    const s = stats.get(step) ?? { compared: 0, agree: 0, sets: new Map() };
    s.compared++;
    if (agree) s.agree++;
    const perSet = s.sets.get(row.set) ?? [0, 0];
    perSet[0]++;
    if (agree) perSet[1]++;
    s.sets.set(row.set, perSet);
    stats.set(step, s);
    if (!agree) diffs.push({ set: row.set, id: row.id, step, input: inputs[step], python: expected ?? null, ours: got });
  }
}
const seconds = (performance.now() - started) / 1000;
for (const [step, s] of stats) console.log(`${step}: ${s.agree}/${s.compared} (${((100 * s.agree) / s.compared).toFixed(2)} %)`);
console.log(`${used.length} molecules in ${seconds.toFixed(1)} s`);
if (diffsOut) writeFileSync(diffsOut, diffs.map((d) => JSON.stringify(d)).join("\n") + "\n");
if (limit === undefined) {
  const lines = [
    "# standardize: agreement with Python RDKit 2022.09",
    "",
    "Made by `bun scripts/validate/standardize-agreement.ts` from `validation/golden/standardize.jsonl`",
    "(`/usr/bin/python3 validation/generators/make_golden_standardize.py`). Each step is fed the SMILES Python's step",
    "was fed; `parent_no_tautomer` chains our own steps from the input. Agreement = the embedded RDKit 2026.09 writes the",
    "same canonical SMILES for our answer and Python's (a step both refuse agrees too).",
    "",
    "| step | compared | identical | % | " + [...new Set(used.map((r) => r.set))].join(" | ") + " |",
    "|---|---|---|---|" + [...new Set(used.map((r) => r.set))].map(() => "---").join("|") + "|",
  ];
  for (const [step, s] of stats) {
    const perSet = [...new Set(used.map((r) => r.set))].map((set) => {
      const [c, a] = s.sets.get(set) ?? [0, 0];
      return `${a}/${c}`;
    });
    lines.push(`| ${step} | ${s.compared} | ${s.agree} | ${((100 * s.agree) / s.compared).toFixed(2)} | ${perSet.join(" | ")} |`);
  }
  lines.push("", `Run time: ${used.length} molecules, all steps, ${seconds.toFixed(0)} s on the shared 2-core box.`, "");
  lines.push("## Every difference", "", "| set | id | step | input | Python | ours |", "|---|---|---|---|---|---|");
  for (const d of diffs) lines.push(`| ${d.set} | ${d.id} | ${d.step} | \`${d.input}\` | \`${d.python}\` | \`${d.ours}\` |`);
  writeFileSync(REPORT, lines.join("\n") + "\n");
  console.log(`wrote ${REPORT}`);
}
