/**
 * Issue 14's acceptance run for generate_3d, our side: builds a conformer (seed 0, the tool's default)
 * for every molecule of a seeded random sample of the three molecule sets plus an assembled set of
 * isotope-labelled, explicit-hydrogen and cage molecules, and writes one JSON line per molecule
 * (set, id, smiles, outcome, molblock, ms) to the output file. The checks are Python RDKit's, made
 * independently on the molblocks: validation/generators/generate3d_edge_cases.py.
 *
 *   nice -n 10 bun lab/validate/generate3d-edge-cases.ts [--sample N] [--sets a,b,…] [--out FILE]
 *   /usr/bin/python3 validation/generators/generate3d_edge_cases.py FILE
 *
 * --sample N takes N molecules of each of the three molecule sets (0 = all; default 0), drawn with
 * mulberry32 seed 14; --sets picks among assembled, nci, chembl, wehi and bench (default: all five).
 */
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { toMolblock } from "../../src/chem/3d/conformer-files.ts";
import { generateConformer } from "../../src/chem/3d/conformer.ts";
import { loadForceField } from "../../src/chem/3d/mmff94.ts";
import { seededRandom } from "../../src/chem/random.ts";
import { loadRDKit } from "../../src/chem/rdkit.ts";
import { DomainError } from "../../src/protocol/errors.ts";

interface Row {
  set: string;
  id: string;
  smiles: string;
}

/** Isotope-labelled, explicit-hydrogen and cage molecules (issue 14), with what each one tests. */
export const ASSEMBLED: Array<[id: string, smiles: string]> = [
  // Issue 14's own cases.
  ["abietic-acid", "CC(C)C1=CC2=CC[C@@H]3[C@](C)(CCC[C@@]3(C)C(=O)O)[C@H]2CC1"],
  ["amidine-explicit-h", "[H]/N=C(\\N)C"],
  ["arginine-explicit-h", "[H]/N=C(\\N)NCCC[C@H](N)C(=O)O"],
  ["ethanol-1-d", "[2H][C@@H](O)C"],
  ["ethanol-1-d-written-late", "C[C@@H]([2H])O"],
  ["ethanol-1-t", "[3H][C@@H](O)C"],
  ["deuterio-allyl-proline", "[2H]/C=C\\CN1CCC[C@H]1C(=O)O"],
  // Isotope-made stereo: centres and double bonds.
  ["ethanol-1-d-enantiomer", "[2H][C@H](O)C"],
  ["benzyl-alcohol-d", "[2H][C@H](O)c1ccccc1"],
  ["glycine-2-d", "[2H][C@@H](N)C(=O)O"],
  ["propene-1-d-E", "[2H]/C=C/C"],
  ["propene-1-d-Z", "[2H]/C=C\\C"],
  ["propan-2-ol-13C", "[13CH3][C@H](O)C"],
  ["butan-2-ol-18O", "[18OH][C@@H](C)CC"],
  ["d3-methyl-centre", "[2H]C([2H])([2H])[C@H](O)C"],
  ["cyclohexane-d-cis", "[2H][C@H]1CC[C@@H]([2H])CC1"],
  // Explicit hydrogens anywhere.
  ["methane-explicit", "[H]C([H])([H])[H]"],
  ["explicit-h-first-centre", "[H][C@](C)(O)N"],
  ["explicit-h-last-centre", "C[C@](O)(N)[H]"],
  ["explicit-h-ez", "[H]/C(C)=C(\\[H])C"],
  ["imine-explicit-h-Z", "[H]/N=C\\c1ccccc1"],
  ["oxime-explicit-h", "[H]O/N=C/C"],
  ["water-explicit", "[H]O[H]"],
  ["deuterium-oxide", "[2H]O[2H]"],
  ["hydrogen", "[H][H]"],
  ["hd", "[H][2H]"],
  ["dideuteriomethane", "[2H]C[2H]"],
  ["ammonium-explicit", "[H][N+]([H])([H])[H]"],
  ["explicit-h-ring", "[H]C1([H])CCCCC1"],
  ["explicit-and-isotope-h", "[H]C([2H])(F)Cl"],
  ["explicit-h-arginine-salt", "[H]/N=C(\\N)NCCC[C@H](N)C(=O)O.Cl"],
  // Cages and strained polycycles.
  ["cubane", "C12C3C4C1C5C2C3C45"],
  ["adamantane", "C1C2CC3CC1CC(C2)C3"],
  ["twistane", "C12CC3CCC1CC3CC2"],
  ["norbornane", "C1CC2CCC1C2"],
  ["norbornene", "C1C2CC(C=C2)C1"],
  ["basketane", "C12C3C4C5C3C1C5C4CC2"],
  ["propellane-111", "C1C23CC12C3"],
  ["bicyclo-111-pentane", "C1C2CC1C2"],
  ["bicyclo-222-octane", "C1CC2CCC1CC2"],
  ["bicyclo-110-butane", "C1C2C1C2"],
  ["prismane", "C12C3C1C4C2C34"],
  ["tetra-tert-butyltetrahedrane", "CC(C)(C)C12C3(C(C)(C)C)C1(C(C)(C)C)C23C(C)(C)C"],
  ["dodecahedrane", "C12C3C4C5C1C6C7C2C8C3C9C4C%10C5C6C%11C7C8C9C%10%11"],
  ["diamantane", "C1C2CC3C4CC5CC(C4)C3CC1C25"],
  ["triptycene", "c1ccc2c(c1)C1c3ccccc3C2c2ccccc21"],
  ["camphor", "CC1(C)[C@@H]2CC[C@@]1(C)C(=O)C2"],
  ["tropane-cocaine", "COC(=O)[C@H]1[C@@H](OC(=O)c2ccccc2)C[C@@H]2CC[C@H]1N2C"],
  ["quinuclidine", "C1CN2CCC1CC2"],
  ["spiropentane", "C1CC12CC2"],
  ["trans-decalin", "C1CC[C@H]2CCCC[C@@H]2C1"],
  ["cis-decalin", "C1CC[C@H]2CCCC[C@H]2C1"],
  ["cyclohexenol-d", "[2H][C@@]1(C)CC[C@@H](O)C=C1"],
  ["betaine", "C[N+](C)(C)CC(=O)[O-]"],
];

function readSets(): Record<string, Row[]> {
  const lines = (path: string) =>
    readFileSync(path, "utf8")
      .split("\n")
      .filter((l) => l.trim().length > 0);
  const nci = lines("/usr/share/RDKit/Data/NCI/first_5K.smi").map((l, k) => {
    const [smiles = "", id = String(k)] = l.split("\t");
    return { set: "nci", id, smiles };
  });
  const chembl = lines("/usr/share/RDKit/Contrib/FreeWilson/data/CHEMBL2321810.smi").map((l, k) => {
    const [smiles = "", id = String(k)] = l.trim().split(/\s+/);
    return { set: "chembl", id, smiles };
  });
  const wehi = lines("/usr/share/RDKit/Data/Pains/test_data/wehi_mols.csv").map((l, k) => {
    const [smiles = "", id = String(k)] = l.split(",").map((f) => f.replace(/^"|"$/g, ""));
    return { set: "wehi", id, smiles };
  });
  const assembled = ASSEMBLED.map(([id, smiles]) => ({ set: "assembled", id, smiles }));
  // The 258 molecules of the generate_3d benchmark (validation/reports/generate3d-report.md): 67 with specified centres, 22 with E/Z.
  const bench = lines(join(import.meta.dir, "..", "..", "validation", "bench", "generate3d-molecules.smi")).map((l) => {
    const [smiles = "", id = ""] = l.split("\t");
    return { set: "bench", id, smiles };
  });
  return { assembled, nci, chembl, wehi, bench };
}

/** The first `size` rows of a seeded Fisher–Yates shuffle (the order of the file when size is 0). */
function sample(rows: Row[], size: number, seed: number): Row[] {
  if (size <= 0 || size >= rows.length) return rows;
  const random = seededRandom(seed);
  const copy = [...rows];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy.slice(0, size);
}

const argument = (name: string, fallback: string) => {
  const k = process.argv.indexOf(name);
  return k >= 0 && process.argv[k + 1] ? process.argv[k + 1]! : fallback;
};
const size = Number(argument("--sample", "0"));
const out = argument("--out", "/tmp/generate3d-edge-ours.jsonl");

await loadRDKit();
await loadForceField();
const sets = readSets();
const chosen = argument("--sets", "assembled,nci,chembl,wehi,bench").split(",");
const rows = chosen.flatMap((name) => {
  const set = sets[name];
  if (!set) throw new Error(`unknown set ${name}`);
  // The three molecule sets are sampled; the assembled and benchmark sets are small and always whole.
  return name === "assembled" || name === "bench" ? set : sample(set, size, 14);
});
const lines: string[] = [];
const started = performance.now();
for (const [k, row] of rows.entries()) {
  const t0 = performance.now();
  let outcome = "ok";
  let molblock: string | null = null;
  let message: string | null = null;
  let energy: number | null = null;
  try {
    const conf = generateConformer(row.smiles, { seed: 0 });
    molblock = toMolblock(conf, "");
    energy = conf.energy;
  } catch (error) {
    outcome = error instanceof DomainError ? error.code : "INTERNAL_ERROR";
    message = error instanceof Error ? error.message : String(error);
  }
  const ms = performance.now() - t0;
  lines.push(JSON.stringify({ ...row, outcome, message, energy, ms: Math.round(ms), molblock }));
  if (k % 100 === 0 || outcome !== "ok")
    console.error(`${k + 1}/${rows.length} ${row.set}:${row.id} ${outcome} ${ms.toFixed(0)} ms ${message ?? ""}`);
}
writeFileSync(out, `${lines.join("\n")}\n`);
console.error(`${rows.length} molecules in ${((performance.now() - started) / 1000).toFixed(0)} s → ${out}`);
