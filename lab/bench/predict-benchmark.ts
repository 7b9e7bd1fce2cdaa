/**
 * The predict_products benchmark of issue 31: textbook and literature reactions (validation/data/reactions-benchmark.jsonl:
 * reactants, reagents as a chemist writes them, and the major product written from the chemistry, not from this
 * tool) run through the tool runner with the whole library. Per class: how often the expected product is listed
 * anywhere, ranked first (in the top prediction's products), and how often the top prediction is something else
 * (wrong first); "none" is an answer with no prediction. A product written with stereochemistry that the tool
 * gives without it counts as listed only in the "ignoring stereo" column. Then the median time per call (three runs
 * after a warm-up pass). Prints the markdown tables of validation/reports/reactions-benchmark.md.
 *
 *   bun lab/bench/predict-benchmark.ts
 *   bun lab/bench/predict-benchmark.ts --data reactions-heldout.jsonl   # the held-out set (no library classes)
 *
 * The held-out set (validation/generators/make_reactions_heldout.py) was written without the template list, so its
 * cases carry no `outside_library`: they are counted together, not split by the library's classes.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { loadRDKit, withMol } from "../../src/chem/rdkit.ts";
import { callTool } from "../../harness/tools.ts";

const ROOT = join(import.meta.dir, "..", "..");
const REPEATS = 3;

interface Case {
  id: number;
  class: string;
  reactants: string[];
  reagents: string[];
  expected: string;
  source: string;
  /** Absent in the held-out set, written without the template list. */
  outside_library?: boolean;
}
interface Answer {
  predictions: { template: string; product_sets: { products: string[] }[] }[];
}

const dataArg = process.argv.indexOf("--data");
const dataFile = dataArg >= 0 ? (process.argv[dataArg + 1] ?? "") : "reactions-benchmark.jsonl";
const cases: Case[] = readFileSync(join(ROOT, "validation", "data", dataFile), "utf8")
  .split("\n")
  .filter((line) => line.trim().length > 0)
  .map((line) => JSON.parse(line) as Case);

await loadRDKit();
const canonical = (smiles: string): string => withMol(smiles, (mol) => mol.get_smiles());
const flat = (smiles: string): string => canonical(smiles.replace(/[@/\\]/g, ""));
const molecules = (sets: { products: string[] }[]): string[] =>
  sets.flatMap((s) => s.products.flatMap((p) => p.split(".")));
/**
 * Does one product set hold the expected product: every molecule of it, so that an answer written as several
 * molecules (ozonolysis of 2-methylbut-2-ene, "CC(C)=O.CC=O") is found; a one-molecule answer as before.
 */
const holds = (sets: { products: string[] }[], expected: string, key: (smiles: string) => string): boolean => {
  const wanted = expected.split(".").map(key);
  return sets.some((set) => {
    const have = molecules([set]).map(key);
    return wanted.every((m) => have.includes(m));
  });
};

interface Tally {
  cases: number;
  listed: number;
  listedFlat: number;
  first: number;
  wrongFirst: number;
  none: number;
}
const empty = (): Tally => ({ cases: 0, listed: 0, listedFlat: 0, first: 0, wrongFirst: 0, none: 0 });
const byClass = new Map<string, Tally>();
const inLibrary = empty();
const outside = empty();
const misses: string[] = [];

for (const c of cases) {
  const outcome = await callTool("predict_products", { smiles_list: c.reactants, reagents: c.reagents });
  if (outcome.kind !== "success") throw new Error(`case ${c.id}: ${outcome.kind}`);
  const answer = outcome.payload as unknown as Answer;
  const expected = canonical(c.expected);
  const all = answer.predictions.flatMap((p) => p.product_sets);
  const top = answer.predictions[0];
  const same = (smiles: string): string => smiles;
  const listed = holds(all, expected, same);
  const listedFlat = holds(all, expected, flat);
  const first = top !== undefined && holds(top.product_sets, expected, same);
  const firstFlat = top !== undefined && holds(top.product_sets, expected, flat);
  const own = byClass.get(c.class) ?? empty();
  byClass.set(c.class, own);
  for (const tally of [own, c.outside_library ? outside : inLibrary]) {
    tally.cases++;
    if (listed) tally.listed++;
    if (listedFlat) tally.listedFlat++;
    if (first) tally.first++;
    // A top prediction that is the expected product but for stereo is not counted as wrong.
    if (top !== undefined && !firstFlat) tally.wrongFirst++;
    if (top === undefined) tally.none++;
  }
  if (!first)
    misses.push(
      `| ${c.id} | ${c.class} | ${c.reactants.join(" + ")} | ${c.reagents.join(", ")} | ${expected} | ${top ? `${top.template}: ${molecules(top.product_sets).slice(0, 2).join(", ")}` : "none"} |`,
    );
}

const pct = (n: number, d: number): string => (d === 0 ? "–" : `${((100 * n) / d).toFixed(1)} %`);
const row = (name: string, t: Tally): string =>
  `| ${name} | ${t.cases} | ${t.listed} | ${t.listedFlat} | ${t.first} | ${t.wrongFirst} | ${t.none} |`;
console.log("| class | cases | listed | listed ignoring stereo | first | wrong first | none |");
console.log("|---|---|---|---|---|---|---|");
for (const [name, t] of [...byClass].sort(([a], [b]) => a.localeCompare(b))) console.log(row(name, t));
const heldOut = cases.every((c) => c.outside_library === undefined);
if (!heldOut) {
  console.log(row("**in the library's classes**", inLibrary));
  console.log(row("**outside the library**", outside));
}
const total = empty();
for (const t of [inLibrary, outside]) for (const k of Object.keys(total) as (keyof Tally)[]) total[k] += t[k];
console.log(row("**all**", total));
console.log("");
if (!heldOut)
  console.log(
    `In the library's classes: listed ${pct(inLibrary.listed, inLibrary.cases)} (ignoring stereo ${pct(inLibrary.listedFlat, inLibrary.cases)}), first ${pct(inLibrary.first, inLibrary.cases)}, wrong first ${pct(inLibrary.wrongFirst, inLibrary.cases)}. ` +
      "",
  );
console.log(
  `All cases: listed ${pct(total.listed, total.cases)} (ignoring stereo ${pct(total.listedFlat, total.cases)}), first ${pct(total.first, total.cases)}, wrong first ${pct(total.wrongFirst, total.cases)}, none ${pct(total.none, total.cases)}.`,
);
console.log("");
console.log("| id | class | reactants | reagents | expected | top prediction |");
console.log("|---|---|---|---|---|---|");
for (const m of misses) console.log(m);

// Speed: every case, REPEATS runs after the warm-up pass above.
const times: number[] = [];
for (let r = 0; r < REPEATS; r++) {
  for (const c of cases) {
    const start = performance.now();
    await callTool("predict_products", { smiles_list: c.reactants, reagents: c.reagents });
    times.push(performance.now() - start);
  }
}
times.sort((a, b) => a - b);
const q = (f: number) => (times[Math.min(times.length - 1, Math.floor(f * times.length))] ?? NaN).toFixed(2);
console.log("");
console.log(
  `predict_products, whole library, ${cases.length} cases × ${REPEATS}: median ${q(0.5)} ms, p90 ${q(0.9)} ms, max ${q(1)} ms`,
);
