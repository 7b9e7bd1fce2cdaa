/**
 * Whole-set agreement of our MolStandardize port with Python RDKit 2022.09
 * (validation/golden/standardize.jsonl, made by
 * validation/generators/make_golden_standardize.py): per step, each fed the
 * same SMILES as Python's step, and end to end. Two answers agree when the
 * embedded RDKit writes the same canonical SMILES for both (Python's string is
 * read by the embedded build, so the 2022.09 vs 2026.09 canonical-order
 * differences do not count as disagreements; structure differences do).
 *
 * Run: bun lab/validate/standardize-agreement.ts [--no-tautomer] [--sample N] [--report FILE] [--limit N] [--diffs OUT.jsonl]
 *   --no-tautomer  only cleanup, fragment, charge and the three chained (the tautomer port's time is the long part)
 *   --sample N     every case, and every Nth molecule of the reference sets
 * Writes the report (default validation/reports/standardize.md) unless --limit is given.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { loadRDKit } from "../../src/chem/rdkit.ts";
import {
  PARENT_STEPS,
  chargeParentSmiles,
  cleanupSmiles,
  fragmentParentSmiles,
  standardizeSmiles,
} from "../../src/chem/standardize/standardize.ts";
import { canonicalTautomer } from "../../src/chem/standardize/tautomer.ts";
import { attempt, canonical2026, type StandardizeRow } from "../../harness/standardize-golden.ts";

const ROOT = join(import.meta.dir, "..", "..");
const GOLDEN = process.env.GOLDEN ?? join(ROOT, "validation", "golden", "standardize.jsonl");
const REPORT = process.argv.includes("--report")
  ? process.argv[process.argv.indexOf("--report") + 1]!
  : join(ROOT, "validation", "reports", "standardize.md");

type Row = StandardizeRow;

const NOTES = [
  "## How the port follows RDKit, and where it cannot",
  "",
  "- Source followed: RDKit's `Code/GraphMol/MolStandardize` at Release_2022_09_3 (Debian's build), except",
  "  `Metal.cpp`, where 2022.09.4 fixed the metal charge (a `-1` at the end of a valence list, as Ca and Mg have, was",
  "  taken as a cap, leaving the metal neutral with hydrogens: `[CaH2]`); the port gives the fixed `[Ca+2]`, which",
  "  every RDKit since 2022.09.4 gives. These molecules are listed as known differences.",
  "- Tables (transforms, acid/base pairs, salts, charge corrections, metal and Uncharger SMARTS): `src/data/standardize.ts`,",
  "  extracted by `scripts/extract/extract_standardize.py` and proved equal to Debian's compiled-in defaults on 16,727 molecules.",
  "- The WebAssembly build has no atom setters and no sanitisation call: charge and H edits go through RDKit's JSON",
  "  (`src/chem/standardize/mol-json.ts`), read back unsanitised where RDKit leaves a molecule unsanitised, sanitised",
  "  without cleanup/valence check for Normalizer products (as RDKit's applyTransform), fully where RemoveHs sanitises.",
  "  JSON is read without MinimalLib's stereo perception, which would clear every double bond's E/Z (JSON carries no",
  "  bond directions); the final SMILES reading perceives stereo afresh. The Normalizer's fragments are combined onto a",
  "  JSON-read molecule, since combine_with onto a perceived one drops the E/Z of a changed fragment (issue 27).",
  "- A Normalizer product that has no Kekulé form (a sydnone's 'Recombine 1,5-separated charges' product) is dropped",
  "  before MinimalLib's JSON writer sees it, as RDKit's applyTransform drops it: that writer kekulises and its C++",
  "  exception would escape uncaught and fault the engine (issue 27; the mesoionic cases of the cases set).",
  "- Normalizer products are ordered by the embedded 2026.09 build's canonical SMILES, RDKit 2022.09 orders them by its",
  "  own: when one transform gives two different products, the two builds could keep different ones.",
  "- The Uncharger ranks candidate anions by RDKit's canonical atom ranks; MinimalLib exposes no ranks, so the order",
  "  of the canonical SMILES output is used (`_smilesAtomOutputOrder`): the same when only one choice exists.",
  "- The canonical tautomer step is helper S2's port (`src/chem/standardize/tautomer.ts`), with its own report.",
  "- `parent` is compared with Python's four steps chained on RDKit molecules; RDKit 2022.09's canonical tautomer can",
  "  depend on the representation ChargeParent leaves, which a SMILES does not carry: the tool passes canonical SMILES",
  "  between steps and gives Python's answer for the molecule read from SMILES (the `tautomer` column) in those cases.",
  "",
];

const args = process.argv.slice(2);
const limit = args.includes("--limit") ? Number(args[args.indexOf("--limit") + 1]) : undefined;
const diffsOut = args.includes("--diffs") ? args[args.indexOf("--diffs") + 1] : undefined;

await loadRDKit();

const rows = readFileSync(GOLDEN, "utf8")
  .trim()
  .split("\n")
  .map((line) => JSON.parse(line) as Row)
  .filter((row) => !row.error);
const sample = args.includes("--sample") ? Number(args[args.indexOf("--sample") + 1]) : 1;
const seen = new Map<string, number>();
const sampled = rows.filter((row) => {
  const n = seen.get(row.set) ?? 0;
  seen.set(row.set, n + 1);
  return row.set === "cases" || n % sample === 0;
});
const used = limit ? sampled.slice(0, limit) : sampled;
type Step = "cleanup" | "fragment" | "charge" | "tautomer" | "parent_no_tautomer" | "parent";
const withTautomer = !args.includes("--no-tautomer");
const steps: Step[] = withTautomer
  ? ["cleanup", "fragment", "charge", "tautomer", "parent_no_tautomer", "parent"]
  : ["cleanup", "fragment", "charge", "parent_no_tautomer"];
const stats = new Map<string, { compared: number; agree: number; sets: Map<string, [number, number]> }>();
const diffs: Array<Record<string, unknown>> = [];
const started = performance.now();
for (const row of used) {
  const inputs: Record<Step, string | null | undefined> = {
    cleanup: row.smiles,
    fragment: row.cleanup,
    charge: row.fragment,
    tautomer: row.charge,
    parent_no_tautomer: row.smiles,
    parent: row.smiles,
  };
  const ours: Record<Step, () => string> = {
    cleanup: () => cleanupSmiles(inputs.cleanup!).smiles,
    fragment: () => fragmentParentSmiles(inputs.fragment!).smiles,
    charge: () => chargeParentSmiles(inputs.charge!).smiles,
    tautomer: () => canonicalTautomer(inputs.tautomer!).smiles,
    parent_no_tautomer: () => standardizeSmiles(row.smiles, { ...PARENT_STEPS, canonical_tautomer: false }).smiles,
    parent: () => standardizeSmiles(row.smiles).smiles,
  };
  for (const step of steps) {
    if (inputs[step] === null || inputs[step] === undefined) continue;
    const expected = row[step];
    const got = attempt(ours[step]);
    const want = expected === null || expected === undefined ? null : canonical2026(expected);
    const agree = got === want;
    const s = stats.get(step) ?? { compared: 0, agree: 0, sets: new Map() };
    s.compared++;
    if (agree) s.agree++;
    const perSet = s.sets.get(row.set) ?? [0, 0];
    perSet[0]++;
    if (agree) perSet[1]++;
    s.sets.set(row.set, perSet);
    stats.set(step, s);
    if (!agree)
      diffs.push({ set: row.set, id: row.id, step, input: inputs[step], python: expected ?? null, ours: got });
  }
}
const seconds = (performance.now() - started) / 1000;
for (const [step, s] of stats)
  console.log(`${step}: ${s.agree}/${s.compared} (${((100 * s.agree) / s.compared).toFixed(2)} %)`);
console.log(`${used.length} molecules in ${seconds.toFixed(1)} s`);
if (diffsOut) writeFileSync(diffsOut, `${diffs.map((d) => JSON.stringify(d)).join("\n")}\n`);
if (limit === undefined) {
  const lines = [
    "# standardize: agreement with Python RDKit 2022.09",
    "",
    `Made by \`bun lab/validate/standardize-agreement.ts ${args.join(" ")}\` from \`validation/golden/standardize.jsonl\``,
    "(`/usr/bin/python3 validation/generators/make_golden_standardize.py`). Each step is fed the SMILES Python's step",
    "was fed; `parent_no_tautomer` chains our own steps from the input. Agreement = the embedded RDKit 2026.09 writes the",
    "same canonical SMILES for our answer and Python's (a step both refuse agrees too).",
    "",
    `| step | compared | identical | % | ${[...new Set(used.map((r) => r.set))].join(" | ")} |`,
    `|---|---|---|---|${[...new Set(used.map((r) => r.set))].map(() => "---").join("|")}|`,
  ];
  for (const [step, s] of stats) {
    const perSet = [...new Set(used.map((r) => r.set))].map((set) => {
      const [c, a] = s.sets.get(set) ?? [0, 0];
      return `${a}/${c}`;
    });
    lines.push(
      `| ${step} | ${s.compared} | ${s.agree} | ${((100 * s.agree) / s.compared).toFixed(2)} | ${perSet.join(" | ")} |`,
    );
  }
  lines.push(
    "",
    `Run time: ${used.length} molecules, all steps, ${seconds.toFixed(0)} s on the shared 2-core box.`,
    "",
  );
  lines.push(...NOTES);
  try {
    const bench = JSON.parse(readFileSync(join(ROOT, "validation", "bench", "standardize.json"), "utf8")) as {
      molecules: number;
      date: string;
      ms_per_molecule: Record<string, { python: number; ours: number; ratio: number }>;
    };
    lines.push(
      "## Speed",
      "",
      `\`bun lab/bench/standardize.ts\` (${bench.date}): ${bench.molecules} molecules (every 40th of the golden file), Python RDKit`,
      "2022.09 first, then ours, in the same session, best of 3 rounds each, on the shared 2-core box (other work running).",
      "",
      "| pipeline | Python ms/molecule | ours ms/molecule | ours / Python |",
      "|---|---|---|---|",
      ...Object.entries(bench.ms_per_molecule).map(([k, v]) => `| ${k} | ${v.python} | ${v.ours} | ${v.ratio} |`),
      "",
      "steps3 = cleanup → fragment_parent → charge_parent; parent = steps3 → canonical tautomer (the tool's default).",
      "",
    );
  } catch {
    lines.push("## Speed", "", "No validation/bench/standardize.json yet: run `bun lab/bench/standardize.ts`.", "");
  }
  const known = new Map(
    readFileSync(join(ROOT, "validation", "golden", "standardize-known-differences.jsonl"), "utf8")
      .trim()
      .split("\n")
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { set: string; id: string; kind: string; reason: string })
      .map((k) => [`${k.set}:${k.id} ${k.kind}`, k.reason]),
  );
  lines.push(
    "## Every difference",
    "",
    "Reasons come from `validation/golden/standardize-known-differences.jsonl` (the tests fail on a difference not listed there).",
    "",
    "| set | id | step | input | Python | ours | reason |",
    "|---|---|---|---|---|---|---|",
  );
  for (const d of diffs) {
    const reason = known.get(`${d.set}:${d.id} ${d.step}`) ?? "not listed: see the step's notes below";
    lines.push(`| ${d.set} | ${d.id} | ${d.step} | \`${d.input}\` | \`${d.python}\` | \`${d.ours}\` | ${reason} |`);
  }
  writeFileSync(REPORT, `${lines.join("\n")}\n`);
  console.log(`wrote ${REPORT}`);
}
