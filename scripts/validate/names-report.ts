#!/usr/bin/env bun
/**
 * The offline name parser against OPSIN 2.7.0: every name of validation/golden/names-opsin.jsonl (written by
 * validation/generators/make_golden_names.py) is read by src/chem/names and compared with OPSIN's structure by
 * canonical isomeric SMILES (both canonicalised by the same RDKit, the embedded one). Writes
 * validation/reports/names-in.md (per set and class: names, OPSIN answered, we answered, right, wrong, and our
 * answers where OPSIN has none) and the speed: median ms per name after a warm-up pass.
 *
 *   bun scripts/validate/names-report.ts           # writes the report
 *   bun scripts/validate/names-report.ts --wrong   # also prints every wrong answer
 */
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { readJsonl } from "../../harness/golden.ts";
import { parseName } from "../../src/chem/names/index.ts";
import { free, loadRDKit, rdkit } from "../../src/chem/rdkit.ts";

interface Row {
  set: string;
  class: string;
  name: string;
  opsin: string | null;
  /** The standard InChI OPSIN's test file expects (opsin-tests rows). */
  inchi?: string;
}

interface Tally {
  names: number;
  opsin: number;
  answered: number;
  right: number;
  wrong: number;
  /** Wrong beside OPSIN, but ours has the InChI OPSIN's own test file expects: OPSIN 2.7.0 is wrong there. */
  opsinWrong: number;
  oursOnly: number;
}

await loadRDKit();
const rows = readJsonl<Row>("names-opsin.jsonl");

function inchiOf(smiles: string): string | null {
  const mol = rdkit().get_mol(smiles);
  try {
    return mol?.is_valid() ? mol.get_inchi() : null;
  } finally {
    free(mol);
  }
}

function canonical(smiles: string): string | null {
  const mol = rdkit().get_mol(smiles);
  try {
    return mol?.is_valid() ? mol.get_smiles() : null;
  } finally {
    free(mol);
  }
}

const tallies = new Map<string, Tally>();
const wrong: string[] = [];
const oursOnly: string[] = [];
const times: number[] = [];
const tally = (key: string): Tally => {
  let t = tallies.get(key);
  if (!t) {
    t = { names: 0, opsin: 0, answered: 0, right: 0, wrong: 0, opsinWrong: 0, oursOnly: 0 };
    tallies.set(key, t);
  }
  return t;
};

// Warm-up pass (the first name builds the grammar tables; the JIT settles), then the timed pass.
const firstStart = performance.now();
parseName(rows[0]?.name ?? "ethanol");
const firstMs = performance.now() - firstStart;
for (const row of rows) parseName(row.name);

for (const row of rows) {
  const start = performance.now();
  const result = parseName(row.name);
  times.push(performance.now() - start);
  const reference = row.opsin === null ? null : canonical(row.opsin);
  const testFileAgrees =
    result.ok && reference !== null && reference !== result.smiles && row.inchi !== undefined
      ? inchiOf(result.smiles) === row.inchi
      : false;
  for (const key of [`${row.set}\t*`, `${row.set}\t${row.class}`]) {
    const t = tally(key);
    t.names++;
    if (reference !== null) t.opsin++;
    if (!result.ok) continue;
    t.answered++;
    if (reference === null) t.oursOnly++;
    else if (reference === result.smiles) t.right++;
    else {
      t.wrong++;
      if (testFileAgrees) t.opsinWrong++;
    }
  }
  if (result.ok && reference !== null && reference !== result.smiles) {
    // Where OPSIN's test file gives the expected InChI and ours has it, OPSIN 2.7.0 is the one that is wrong.
    const note = testFileAgrees ? "\tours has the InChI OPSIN's test file expects (OPSIN 2.7.0 is wrong here)" : "";
    wrong.push(`${row.set}\t${row.class}\t${row.name}\tours ${result.smiles}\tOPSIN ${reference}${note}`);
  }
  if (result.ok && reference === null) oursOnly.push(`${row.set}\t${row.class}\t${row.name}\tours ${result.smiles}`);
}

times.sort((a, b) => a - b);
const median = times[Math.floor(times.length / 2)] ?? 0;
const p95 = times[Math.floor(times.length * 0.95)] ?? 0;
const max = times[times.length - 1] ?? 0;

const pct = (a: number, b: number): string => (b === 0 ? "–" : `${((100 * a) / b).toFixed(1)} %`);
const lines: string[] = [];
const table = (set: string): void => {
  lines.push(
    "| class | names | OPSIN answered | we answered | right | wrong | of which OPSIN is wrong | precision beside OPSIN | precision, OPSIN's errors set aside | recall beside OPSIN | ours where OPSIN has none |",
  );
  lines.push("|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|");
  const keys = [...tallies.keys()].filter((k) => k.startsWith(`${set}\t`)).sort();
  for (const key of keys) {
    const t = tallies.get(key) as Tally;
    const cls = key.split("\t")[1] === "*" ? "**all**" : key.split("\t")[1];
    lines.push(
      `| ${cls} | ${t.names} | ${t.opsin} | ${t.answered} | ${t.right} | ${t.wrong} | ${t.opsinWrong} | ${pct(t.right, t.right + t.wrong)} | ${pct(t.right + t.opsinWrong, t.right + t.wrong)} | ${pct(t.right, t.opsin)} | ${t.oursOnly} |`,
    );
  }
};

lines.push("# Names in: the offline name parser beside OPSIN 2.7.0");
lines.push("");
lines.push(
  "Written by `bun scripts/validate/names-report.ts` from `validation/golden/names-opsin.jsonl` " +
    "(`validation/generators/make_golden_names.py`: Debian's OPSIN 2.7.0 CLI, SMILES canonicalised by Python RDKit " +
    "2022.09). Our answer and OPSIN's are compared by canonical isomeric SMILES, both canonicalised by the embedded " +
    "RDKit. *Answered* counts names we give a structure for; a name we refuse (unreadable, ambiguous, or not read " +
    "yet) is not an answer. *Precision* is right / (right + wrong) over names OPSIN also answers; *recall beside " +
    "OPSIN* is right / OPSIN answered. Where our answer differs from OPSIN's and OPSIN's own test file gives an " +
    "InChI for the name, the InChI decides: if ours has it, OPSIN 2.7.0 is the one that is wrong (counted in *of " +
    "which OPSIN is wrong*, and set aside in the second precision). The last column counts structures we give where OPSIN gives none: they are " +
    "listed below, each checked by hand.",
);
lines.push("");
lines.push("## Set `ours`: names built class by class for what the parser reads now");
lines.push("");
table("ours");
lines.push("");
lines.push("## Set `pubchem-style`: names as PubChem's IUPAC Name field writes them (solvents, reagents, drugs)");
lines.push("");
table("pubchem-style");
lines.push("");
lines.push("## Set `opsin-tests`: OPSIN's own class-labelled test names (opsin-inchi test resources, MIT)");
lines.push("");
table("opsin-tests");
lines.push("");
lines.push("## Wrong answers");
lines.push("");
lines.push(wrong.length === 0 ? "None." : wrong.map((w) => `- \`${w.replaceAll("\t", "` · `")}\``).join("\n"));
lines.push("");
lines.push("## Our answers where OPSIN 2.7.0 gives none");
lines.push("");
lines.push(oursOnly.length === 0 ? "None." : oursOnly.map((w) => `- \`${w.replaceAll("\t", "` · `")}\``).join("\n"));
lines.push("");
lines.push("## Speed");
lines.push("");
lines.push(
  `${rows.length} names, after one warm-up pass over all of them: median **${median.toFixed(3)} ms** per name, ` +
    `95th percentile ${p95.toFixed(2)} ms, slowest ${max.toFixed(1)} ms (answers and refusals alike, RDKit ` +
    `canonicalisation included). The very first name, which builds the grammar tables, took ${firstMs.toFixed(0)} ms. ` +
    `Measured ${new Date().toISOString().slice(0, 10)} on the shared 2-core machine with other work running.`,
);
lines.push("");

const out = join(import.meta.dir, "..", "..", "validation", "reports", "names-in.md");
writeFileSync(out, lines.join("\n"));
console.log(lines.filter((l) => l.startsWith("| **all**")).join("\n"));
console.log(`wrong ${wrong.length}, ours-only ${oursOnly.length}, median ${median.toFixed(3)} ms`);
if (process.argv.includes("--wrong")) {
  for (const w of wrong) console.log(`WRONG\t${w}`);
  for (const w of oursOnly) console.log(`ONLY\t${w}`);
}
