/**
 * PAINS and Brenk time per molecule on the alert golden sets (parsing not timed), to set beside
 * `/usr/bin/python3 validation/generators/make_golden_alerts.py --time-only` (see validation/reports/alerts-report.md).
 *
 *   bun lab/bench/alerts.ts [--no-prefilter] [nci chembl wehi]
 *
 * Two rounds per set; the first compiles the queries outside the timing.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { brenkCatalog, painsCatalog, structuralAlerts } from "../../src/chem/medchem/alerts.ts";
import { free, loadRDKit, parseSmiles, type JSMol } from "../../src/chem/rdkit.ts";

const args = process.argv.slice(2);
const prefilter = !args.includes("--no-prefilter");
const sets = args.filter((a) => !a.startsWith("--"));
const golden = join(import.meta.dir, "..", "..", "validation", "golden");

function molecules(set: string): JSMol[] {
  const rows = readFileSync(join(golden, `alerts-${set}.jsonl`), "utf8")
    .split("\n")
    .filter((line) => line.trim().length > 0)
    .map((line) => JSON.parse(line) as { meta?: unknown; smiles?: string; invalid?: boolean })
    .filter((row) => row.meta === undefined && !row.invalid);
  return rows.flatMap((row) => {
    try {
      return [parseSmiles(row.smiles!)];
    } catch {
      return []; // the few SMILES the embedded build refuses (validation/golden/alerts-known-differences.jsonl)
    }
  });
}

await loadRDKit();
for (const set of sets.length > 0 ? sets : ["nci", "chembl", "wehi"]) {
  const mols = molecules(set);
  try {
    structuralAlerts(mols[0]!); // compile the queries outside the timing
    const time = (fn: () => void): number => {
      const t0 = performance.now();
      fn();
      return (performance.now() - t0) / mols.length;
    };
    for (let round = 1; round <= 2; round++) {
      const pains = time(() => {
        for (const m of mols) painsCatalog().match(m, { prefilter });
      });
      const brenk = time(() => {
        for (const m of mols) brenkCatalog().match(m, { prefilter });
      });
      const both = prefilter
        ? time(() => {
            for (const m of mols) structuralAlerts(m);
          })
        : pains + brenk;
      console.log(
        `bench ${set} round ${round}: ${mols.length} molecules${prefilter ? "" : " (prefilter off)"}: ` +
          `PAINS ${pains.toFixed(3)} ms/mol, Brenk ${brenk.toFixed(3)} ms/mol, both (structuralAlerts) ${both.toFixed(3)} ms/mol`,
      );
    }
  } finally {
    mols.forEach(free);
  }
}
