/**
 * Per-molecule time of our MolStandardize port against Python RDKit 2022.09, measured in the same session
 * (Python first, then ours, same molecules, best of 3 rounds each): every 40th molecule of
 * validation/golden/standardize.jsonl (the three reference sets and the salts/charged/tautomer cases).
 *
 *   bun lab/bench/standardize.ts        → prints the table, writes validation/bench/standardize.json
 *
 * steps3 = cleanup → fragment_parent → charge_parent from the SMILES (Python: Cleanup, FragmentParent(skip),
 * ChargeParent(skip), MolToSmiles); parent = steps3 then the canonical tautomer (the tool's default).
 */
import { spawnSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { loadRDKit } from "../../src/chem/rdkit.ts";
import { PARENT_STEPS, standardizeSmiles } from "../../src/chem/standardize/standardize.ts";

const ROOT = join(import.meta.dir, "..", "..");
const rows = readFileSync(join(ROOT, "validation", "golden", "standardize.jsonl"), "utf8")
  .trim()
  .split("\n")
  .map((line) => JSON.parse(line) as { smiles: string; error?: string })
  .filter((row, i) => !row.error && i % 40 === 0);
const smiles = rows.map((row) => row.smiles);

const python = spawnSync("/usr/bin/python3", [join(import.meta.dir, "standardize.py")], {
  input: smiles.join("\n"),
  encoding: "utf8",
  maxBuffer: 1 << 24,
});
if (python.status !== 0) throw new Error(`python failed: ${python.stderr}`);
const py = JSON.parse(python.stdout) as { steps3: number; parent: number; molecules: number };

await loadRDKit();
function bestOf3(steps: typeof PARENT_STEPS): number {
  let best = Infinity;
  for (let round = 0; round < 3; round++) {
    const start = performance.now();
    for (const s of smiles) {
      try {
        standardizeSmiles(s, steps);
      } catch {
        // a molecule both sides refuse; its time still counts
      }
    }
    best = Math.min(best, (performance.now() - start) / 1000);
  }
  return best;
}
const ours = { steps3: bestOf3({ ...PARENT_STEPS, canonical_tautomer: false }), parent: bestOf3(PARENT_STEPS) };
const perMol = (seconds: number): number => Number(((seconds / smiles.length) * 1000).toFixed(2));
const result = {
  molecules: smiles.length,
  ms_per_molecule: {
    steps3: {
      python: perMol(py.steps3),
      ours: perMol(ours.steps3),
      ratio: Number((ours.steps3 / py.steps3).toFixed(2)),
    },
    parent: {
      python: perMol(py.parent),
      ours: perMol(ours.parent),
      ratio: Number((ours.parent / py.parent).toFixed(2)),
    },
  },
  command: "bun lab/bench/standardize.ts",
  date: new Date().toISOString().slice(0, 10),
};
console.log(JSON.stringify(result, null, 2));
writeFileSync(join(ROOT, "validation", "bench", "standardize.json"), `${JSON.stringify(result, null, 2)}\n`);
