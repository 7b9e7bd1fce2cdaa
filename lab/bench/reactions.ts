/**
 * Speed of react and predict_products through the tool runner (argument checks, parsing, the reaction, output-schema
 * check), as a model's call pays it. The figures in validation/reports/reactions.md.
 *
 * - react: every literature example of validation/data/reaction-examples.jsonl with its template's SMARTS (one call each,
 *   drug steps such as the imatinib acylation, the omeprazole thioether, the cinacalcet reductive amination and the
 *   quinapril and valacyclovir deprotections among them).
 * - predict_products, whole library: the same examples' reactants (one call each), and 200 ChEMBL molecules
 *   (/usr/share/RDKit/Contrib/FreeWilson/data/CHEMBL2321810.smi, drug-sized) each with benzoic acid as a partner.
 *
 * Each call runs 3 times after one warm-up pass; the median of all runs is reported.
 *
 *   bun lab/bench/reactions.ts
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { TEMPLATES } from "../../src/chem/reactions/templates.ts";
import { loadRDKit, rdkit } from "../../src/chem/rdkit.ts";
import { callTool } from "../../harness/tools.ts";

const ROOT = join(import.meta.dir, "..", "..");
const REPEATS = 3;

interface Example {
  template: string;
  reactants: string[];
}

function quantile(sorted: number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
}

async function timeCalls(
  name: string,
  calls: Record<string, unknown>[],
): Promise<{ median: number; p90: number; max: number; calls: number; errors: number }> {
  let errors = 0;
  for (const args of calls) await callTool(name, args); // warm-up
  const times: number[] = [];
  for (let r = 0; r < REPEATS; r++) {
    for (const args of calls) {
      const t0 = performance.now();
      const outcome = await callTool(name, args);
      times.push(performance.now() - t0);
      if (r === 0 && outcome.kind !== "success") errors++;
    }
  }
  times.sort((a, b) => a - b);
  return {
    median: quantile(times, 0.5),
    p90: quantile(times, 0.9),
    max: times[times.length - 1] ?? NaN,
    calls: calls.length,
    errors,
  };
}

await loadRDKit();
const examples = readFileSync(join(ROOT, "validation", "data", "reaction-examples.jsonl"), "utf8")
  .split("\n")
  .filter((l) => l.trim())
  .map((l) => JSON.parse(l) as Example);
const smarts = new Map(TEMPLATES.map((t) => [t.name, t]));
const reactCalls = examples.map((e) => {
  const t = smarts.get(e.template);
  const reactants = [...e.reactants];
  for (const [slot, source] of Object.entries(t?.sameAs ?? {}))
    reactants.splice(Number(slot), 0, reactants[source] ?? "");
  return { reaction_smarts: t?.smarts ?? "", smiles_list: reactants };
});
const chembl = readFileSync("/usr/share/RDKit/Contrib/FreeWilson/data/CHEMBL2321810.smi", "utf8")
  .split("\n")
  .map((l) => l.split(/\s+/)[0] ?? "")
  .filter((s) => s.length > 0 && s !== "SMILES")
  .slice(0, 200);
const heavy = chembl.map((s) => {
  const mol = rdkit().get_mol(s);
  const n = mol?.get_num_atoms(true) ?? 0;
  mol?.delete();
  return n;
});
const react = await timeCalls("react", reactCalls);
const predictExamples = await timeCalls(
  "predict_products",
  examples.map((e) => ({ smiles_list: e.reactants })),
);
const predictChembl = await timeCalls(
  "predict_products",
  chembl.map((s) => ({ smiles_list: [s, "OC(=O)c1ccccc1"] })),
);
const fmt = (r: { median: number; p90: number; max: number; calls: number; errors: number }) =>
  `median ${r.median.toFixed(2)} ms, p90 ${r.p90.toFixed(2)} ms, max ${r.max.toFixed(1)} ms (${r.calls} calls × ${REPEATS}, ${r.errors} error answers)`;
heavy.sort((a, b) => a - b);
console.log(`RDKit ${rdkit().version()} (Bun ${Bun.version}), ${TEMPLATES.length} templates`);
console.log(`react, literature examples: ${fmt(react)}`);
console.log(`predict_products (whole library), literature examples' reactants: ${fmt(predictExamples)}`);
console.log(
  `predict_products (whole library), ChEMBL molecule + benzoic acid (heavy atoms median ${quantile(heavy, 0.5)}, max ${heavy[heavy.length - 1]}): ${fmt(predictChembl)}`,
);
