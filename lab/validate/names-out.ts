#!/usr/bin/env bun
/**
 * Names the molecule sets with smiles_to_name's namer (src/chem/names/namer) and writes every answer, with its time,
 * to validation/bench/names-out.jsonl. validation/generators/check_names_out.py then has OPSIN read every name back
 * (compared in Python RDKit) and writes validation/reports/names-out.md.
 *
 * Sets: NCI first_5K (all), CHEMBL2321810 (all), WEHI (every 10th row), Debian's chemical-structures-data (the
 * structures of validation/golden/names-opsin.jsonl's "chemical-structures" rows, OPSIN's reading of each curated
 * name, kept there only where its InChI is the file's own), and the "pubchem-style" rows (PubChem-style names with
 * OPSIN's structure) for the same-string comparison.
 *
 *   bun lab/validate/names-out.ts
 */
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { readJsonl } from "../../harness/golden.ts";
import { nameMolecule } from "../../src/chem/names/namer/index.ts";
import { molGraph } from "../../src/chem/graph.ts";
import { free, loadRDKit, readSmiles } from "../../src/chem/rdkit.ts";

const ROOT = join(import.meta.dir, "..", "..");
const NCI = "/usr/share/RDKit/Data/NCI/first_5K.smi";
const CHEMBL = "/usr/share/RDKit/Contrib/FreeWilson/data/CHEMBL2321810.smi";
const WEHI = "/usr/share/RDKit/Data/Pains/test_data/wehi_mols.csv";
const WEHI_STEP = 10;

interface Input {
  set: string;
  id: string;
  smiles: string;
  pubchem?: string;
}

function smi(path: string, set: string): Input[] {
  return readFileSync(path, "utf8")
    .split("\n")
    .map((line) => line.trim().split(/\s+/))
    .filter((parts) => parts[0])
    .map((parts, i) => ({ set, id: parts[1] ?? String(i + 1), smiles: parts[0] as string }));
}

function inputs(): Input[] {
  const rows: Input[] = [...smi(NCI, "nci"), ...smi(CHEMBL, "chembl")];
  readFileSync(WEHI, "utf8")
    .split("\n")
    .filter(Boolean)
    .forEach((line, i) => {
      if (i % WEHI_STEP !== 0) return;
      const [smiles, id] = line.replace(/"/g, "").split(",");
      if (smiles) rows.push({ set: "wehi", id: id ?? String(i), smiles });
    });
  const golden = readJsonl<{ set: string; name: string; opsin: string | null }>("names-opsin.jsonl");
  for (const row of golden) {
    if (!row.opsin) continue;
    if (row.set === "chemical-structures") rows.push({ set: "chemical-structures", id: row.name, smiles: row.opsin });
    if (row.set === "pubchem-style")
      rows.push({ set: "pubchem-style", id: row.name, smiles: row.opsin, pubchem: row.name });
  }
  return rows;
}

/** The common organic elements of the coverage target: H, C, N, O, F, P, S, Cl, Br, I. */
const COMMON = new Set([1, 6, 7, 8, 9, 15, 16, 17, 35, 53]);

await loadRDKit();
const out: string[] = [];
const rows = inputs();
// Warm-up: the parser's grammar tables are built on the first name.
for (const row of rows.slice(0, 20)) {
  const read = readSmiles(row.smiles);
  if ("mol" in read) {
    nameMolecule(read.mol);
    free(read.mol);
  }
}
for (const row of rows) {
  const read = readSmiles(row.smiles);
  if (!("mol" in read)) continue;
  try {
    const mol = read.mol;
    const heavy = mol.get_num_atoms();
    const common = molGraph(mol).atoms.every((atom) => COMMON.has(atom.atomicNumber));
    const start = performance.now();
    const result = nameMolecule(mol);
    const ms = performance.now() - start;
    out.push(
      JSON.stringify({
        set: row.set,
        id: row.id,
        smiles: result.smiles,
        heavy,
        common,
        name: result.ok ? result.name : null,
        declined: result.ok ? null : result.reason,
        ms: Math.round(ms * 100) / 100,
        ...(row.pubchem ? { pubchem: row.pubchem } : {}),
      }),
    );
  } finally {
    free(read.mol);
  }
}
writeFileSync(join(ROOT, "validation", "bench", "names-out.jsonl"), `${out.join("\n")}\n`);
const named = out.filter((line) => !line.includes('"name":null')).length;
console.log(`named ${named} of ${out.length}`);
