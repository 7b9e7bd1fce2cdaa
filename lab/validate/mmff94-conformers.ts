/**
 * Writes validation/golden/mmff94-conformers.jsonl: one conformer per molecule from our generate_3d (the tool itself,
 * schema checks included), for a fixed seed. These are INPUTS to the independent check: Python RDKit's MMFF94 computes
 * their energies in validation/generators/make_golden_mmff94.py, and test/chem/3d/conformer-strain.test.ts checks that generate_3d
 * still produces exactly these coordinates (so a change to the engine is noticed: rerun both scripts).
 *
 * Run: bun lab/validate/mmff94-conformers.ts && /usr/bin/python3 validation/generators/make_golden_mmff94.py
 */
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { loadRDKit } from "../../src/chem/rdkit.ts";
import { runTool } from "../../src/server/tool-runner.ts";
import { tools } from "../../src/tools/registry.ts";

/**
 * 17 drug-like molecules chosen for variety of MMFF94 environments: stereocentres, an E double bond and an E oxime,
 * a macrocycle, fused, bridged and spiro rings, a cage, a peroxide, a beta-lactam, amide/ester/lactam/lactone, thiol,
 * sulfonamide, sulfur heterocycles, CF3 and aryl F/Cl, nitro, charged species (quaternary and protonated amines,
 * a zwitterion), at 11 to 32 heavy atoms, so that test/chem/3d/conformer-strain.test.ts regenerates all of them in about
 * 3 s of CPU from cold (measured; tamoxifen, sitagliptin and ibuprofen's anion were dropped for time). Seeds vary on purpose.
 */
const MOLECULES: Array<[id: string, smiles: string, seed: number]> = [
  ["aspirin", "CC(=O)Oc1ccccc1C(=O)O", 0],
  ["paracetamol", "CC(=O)Nc1ccc(O)cc1", 1],
  ["caffeine", "CN1C=NC2=C1C(=O)N(C(=O)N2C)C", 2],
  ["captopril", "C[C@H](CS)C(=O)N1CCC[C@H]1C(=O)O", 4],
  ["sertraline", "CN[C@H]1CC[C@@H](c2ccc(Cl)c(Cl)c2)c2ccccc21", 5],
  ["clopidogrel", "COC(=O)[C@H](c1ccccc1Cl)N1CCc2sccc2C1", 6],
  ["morphine", "CN1CC[C@]23c4c5ccc(O)c4O[C@H]2[C@@H](O)C=C[C@H]3[C@H]1C5", 8],
  ["penicillin-g", "CC1(C)S[C@@H]2[C@H](NC(=O)Cc3ccccc3)C(=O)N2[C@H]1C(=O)O", 10],
  ["artemisinin", "C[C@@H]1CC[C@H]2[C@@H](C)C(=O)O[C@@H]3O[C@@]4(C)CC[C@@H]1[C@]32OO4", 12],
  ["fluvoxamine", "COCCCC/C(=N\\OCCN)c1ccc(C(F)(F)F)cc1", 14],
  ["entacapone", "CCN(CC)C(=O)/C(C#N)=C/c1cc(O)c(O)c([N+](=O)[O-])c1", 16],
  ["muscone", "C[C@@H]1CCCCCCCCCCCCC(=O)C1", 17],
  ["adamantyl-amide", "O=C(NC12CC3CC(CC(C3)C1)C2)c1ccc(Cl)cc1", 18],
  ["spiro-indoline", "O=C1Nc2ccccc2C12CCN(Cc1ccccc1)CC2", 19],
  ["betaine-aryl", "C[N+](C)(C)Cc1ccc(C(=O)[O-])cc1", 21],
  ["protonated-amine", "C[NH+]1CCC(=C2c3ccccc3C=Cc3ccccc32)CC1", 22],
  ["sulfonamide", "Cn1nccc1c2cc(Cl)ccc2Oc3cc(F)c(cc3Cl)S(=O)(=O)Nc4ccncn4", 42],
];

await loadRDKit();
const generate3d = tools.find((t) => t.name === "generate_3d")!;
const rows: string[] = [];
for (const [id, smiles, seed] of MOLECULES) {
  const started = performance.now();
  const outcome = await runTool(generate3d, { smiles, seed }, new AbortController().signal);
  if (outcome.kind !== "success") throw new Error(`${id}: ${outcome.kind}`);
  const { molblock, atom_count, heavy_atoms, method } = outcome.payload as {
    molblock: string;
    atom_count: number;
    heavy_atoms: number;
    method: string;
  };
  if (!method.includes("MMFF94")) throw new Error(`${id}: no MMFF94 step (${method})`);
  console.log(
    `${id.padEnd(18)} ${String(heavy_atoms).padStart(3)} heavy ${String(atom_count).padStart(3)} atoms ${(performance.now() - started).toFixed(0).padStart(5)} ms`,
  );
  rows.push(JSON.stringify({ id, smiles, seed, heavy_atoms, atom_count, molblock }));
}
writeFileSync(
  join(import.meta.dir, "..", "..", "validation", "golden", "mmff94-conformers.jsonl"),
  `${rows.join("\n")}\n`,
);
console.log(`wrote validation/golden/mmff94-conformers.jsonl (${rows.length} conformers)`);
