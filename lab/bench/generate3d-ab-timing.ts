/**
 * Same-machine before/after timing of generate_3d's engine: every 4th molecule of
 * validation/bench/generate3d-molecules.smi (65), seed 42, from the source tree given as argument.
 * Used for validation/reports/generate3d-edge-cases.md ("Left open"):
 *   mkdir -p /tmp/old && git archive a937e0c src package.json tsconfig.json | tar -x -C /tmp/old && ln -s "$PWD/node_modules" /tmp/old/
 *   for r in /tmp/old "$PWD" /tmp/old "$PWD"; do nice -n 10 bun lab/bench/generate3d-ab-timing.ts "$r"; done
 */
const root = process.argv[2];
if (!root) throw new Error("usage: bun lab/bench/generate3d-ab-timing.ts <source tree>");
const { generateConformer } = (await import(`${root}/src/chem/3d/conformer.ts`)) as {
  generateConformer: (s: string, o: { seed: number }) => unknown;
};
const { loadForceField } = (await import(`${root}/src/chem/3d/mmff94.ts`)) as { loadForceField: () => Promise<void> };
const { loadRDKit } = (await import(`${root}/src/chem/rdkit.ts`)) as { loadRDKit: () => Promise<unknown> };
await loadRDKit();
await loadForceField();
const file = `${import.meta.dir}/../../validation/bench/generate3d-molecules.smi`;
const lines = (await Bun.file(file).text())
  .trim()
  .split("\n")
  .filter((_, i) => i % 4 === 0);
const times: number[] = [];
for (const line of lines) {
  const smiles = line.split("\t")[0] ?? "";
  const t0 = performance.now();
  try {
    generateConformer(smiles, { seed: 42 });
  } catch {
    // a refused molecule's time counts too
  }
  times.push(performance.now() - t0);
}
times.sort((a, b) => a - b);
const total = times.reduce((a, b) => a + b, 0) / 1000;
console.log(
  `${root}: ${times.length} molecules, median ${times[Math.floor(times.length / 2)]!.toFixed(1)} ms, total ${total.toFixed(2)} s`,
);
