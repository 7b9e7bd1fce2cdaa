/**
 * generate_3d benchmark, our side: runs the engine in-process (as a pool worker does) on
 * validation/bench/generate3d-molecules.smi and writes one JSON line per molecule
 * (molblock, time in ms, error) to validation/bench/generate3d-ours.jsonl.
 *   bun lab/bench/generate3d.ts
 * Then: /usr/bin/python3 lab/bench/generate3d_rdkit.py analyse   (RDKit's timings and the checks)
 * The time covers the whole call: parsing, hydrogens, embedding, MMFF94, the stereo check and the molfile.
 */
import { join } from "node:path";
import { toMolblock } from "../../src/chem/3d/conformer-files.ts";
import { generateConformer } from "../../src/chem/3d/conformer.ts";
import { loadForceField } from "../../src/chem/3d/mmff94.ts";
import { loadRDKit } from "../../src/chem/rdkit.ts";

await loadRDKit();
await loadForceField();
const dir = join(import.meta.dir, "..", "..", "validation", "bench");
const lines = (await Bun.file(join(dir, "generate3d-molecules.smi")).text()).trim().split("\n");
const out: string[] = [];
for (const line of lines) {
  const [smiles = "", name = ""] = line.split("\t");
  const t0 = performance.now();
  let molblock: string | null = null;
  let error: string | null = null;
  try {
    molblock = toMolblock(generateConformer(smiles, { seed: 42 }), "");
  } catch (e) {
    error = e instanceof Error ? e.message : String(e);
  }
  const ms = performance.now() - t0;
  out.push(JSON.stringify({ name, smiles, ms, molblock, error }));
  console.error(`${ms.toFixed(0).padStart(6)} ms ${error ? `FAIL ${error}` : "ok"} ${name}`);
}
await Bun.write(join(dir, "generate3d-ours.jsonl"), `${out.join("\n")}\n`);
