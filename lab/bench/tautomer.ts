/**
 * Speed of canonicalTautomer against Python RDKit 2022.09 on the same molecules in the same run.
 *
 *     bun lab/bench/tautomer.ts [--molecules N] [--repeats R]
 *
 * Molecules: every k-th of validation/golden/tautomer-{cases,sets}.jsonl (N in all, default 300), the ones
 * RDKit 2022.09 parses. Per molecule the median of R runs (default 3) each side: ours is canonicalTautomer
 * from the SMILES (parse included), Python's is Canonicalize on a parsed molecule plus MolToSmiles
 * (lab/bench/tautomer.py). Writes validation/bench/tautomer.md.
 */
import { spawnSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { loadRDKit } from "../../src/chem/rdkit.ts";
import { canonicalTautomer } from "../../src/chem/standardize/tautomer.ts";

const ROOT = join(import.meta.dir, "..", "..");
const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const count = arg("--molecules", 300);
const repeats = arg("--repeats", 3);

interface Row {
  smiles: string;
  canonical: string | null;
  tautomers?: number;
}
const rows = ["tautomer-cases.jsonl", "tautomer-sets.jsonl"]
  .flatMap((f) =>
    readFileSync(join(ROOT, "validation", "golden", f), "utf8")
      .trim()
      .split("\n"),
  )
  .map((l) => JSON.parse(l) as Row)
  .filter((r) => r.canonical !== null);
const step = Math.max(1, Math.floor(rows.length / count));
const picked = rows.filter((_, i) => i % step === 0).slice(0, count);

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] as number;
};

await loadRDKit();
canonicalTautomer("O=c1cccc[nH]1"); // compile the queries once before timing
/** The molecules the embedded build reads (it refuses a few hypervalent ones RDKit 2022.09 took). */
const chosen = picked.filter((r) => {
  try {
    canonicalTautomer(r.smiles);
    return true;
  } catch {
    return false;
  }
});
const ours: number[] = [];
for (const row of chosen) {
  const times: number[] = [];
  for (let r = 0; r < repeats; r++) {
    const start = performance.now();
    canonicalTautomer(row.smiles);
    times.push(performance.now() - start);
  }
  ours.push(median(times));
}
const python = spawnSync("/usr/bin/python3", [join(import.meta.dir, "tautomer.py"), String(repeats)], {
  input: chosen.map((r) => r.smiles).join("\n"),
  encoding: "utf8",
  maxBuffer: 64 * 1024 * 1024,
});
if (python.status !== 0) throw new Error(`tautomer.py failed: ${python.stderr}`);
const theirs = python.stdout
  .trim()
  .split("\n")
  .map((l) => (JSON.parse(l) as { ms: number }).ms);
if (theirs.length !== chosen.length)
  throw new Error(`tautomer.py timed ${theirs.length} of ${chosen.length} molecules`);

const ratios = ours.map((t, i) => t / (theirs[i] as number));
const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
const bySize = [
  ["1 tautomer", (r: Row) => (r.tautomers ?? 0) <= 1],
  ["2-10", (r: Row) => (r.tautomers ?? 0) >= 2 && (r.tautomers ?? 0) <= 10],
  ["11-100", (r: Row) => (r.tautomers ?? 0) > 10 && (r.tautomers ?? 0) <= 100],
  ["over 100", (r: Row) => (r.tautomers ?? 0) > 100],
] as const;
const lines = [
  "# Canonical tautomer: speed against Python RDKit 2022.09",
  "",
  `Command: \`bun lab/bench/tautomer.ts --molecules ${count} --repeats ${repeats}\` (${new Date().toISOString().slice(0, 10)}, shared 2-core box under load;`,
  "both sides ran in the same job, ours first, then Python).",
  "",
  `${chosen.length} molecules (every ${step}th of the golden case set and molecule sets, ${picked.length - chosen.length} the embedded build refuses left out). Ours: canonicalTautomer from the SMILES`,
  "(parse and checks included); Python: Canonicalize of a parsed molecule plus MolToSmiles. Median of the runs per molecule.",
  "",
  "| molecules by RDKit's enumeration size | n | ours, median ms | Python, median ms | median ratio ours/Python |",
  "|---|---:|---:|---:|---:|",
];
for (const [label, keep] of bySize) {
  const idx = chosen.map((r, i) => (keep(r) ? i : -1)).filter((i) => i >= 0);
  if (idx.length === 0) continue;
  lines.push(
    `| ${label} | ${idx.length} | ${median(idx.map((i) => ours[i] as number)).toFixed(2)} | ${median(idx.map((i) => theirs[i] as number)).toFixed(2)} | ${median(idx.map((i) => ratios[i] as number)).toFixed(2)} |`,
  );
}
lines.push(
  `| all | ${chosen.length} | ${median(ours).toFixed(2)} | ${median(theirs).toFixed(2)} | ${median(ratios).toFixed(2)} |`,
  "",
  `Total: ours ${(sum(ours) / 1000).toFixed(1)} s, Python ${(sum(theirs) / 1000).toFixed(1)} s (ratio ${(sum(ours) / sum(theirs)).toFixed(2)}).`,
  `Worst ratio ${Math.max(...ratios).toFixed(1)}; slowest molecule ours ${Math.max(...ours).toFixed(0)} ms, Python ${Math.max(...theirs).toFixed(0)} ms.`,
  "",
);
writeFileSync(join(ROOT, "validation", "bench", "tautomer.md"), `${lines.join("\n")}\n`);
console.log(lines.join("\n"));
