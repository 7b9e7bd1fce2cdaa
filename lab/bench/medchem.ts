/**
 * Time per molecule of each medicinal-chemistry tool over NCI first_5K, beside Python RDKit doing the same
 * chemistry in-process, in the same run on the same machine. Ours goes through the tool runner (argument and
 * result schema checks included, no transport); Python's includes MolFromSmiles. Best of N rounds each.
 *
 * Run: bun lab/bench/medchem.ts [rounds=3]   (needs /usr/bin/python3 with python3-rdkit and rdkit-data)
 * Writes validation/bench/medchem-speed.md.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { cpus, loadavg } from "node:os";
import { join } from "node:path";
import { AMES_ALERTS, PKA_RULES } from "../../src/chem/medchem/admet.ts";
import { loadRDKit, rdkitVersion } from "../../src/chem/rdkit.ts";
import { runTool } from "../../src/server/tool-runner.ts";
import { tools } from "../../src/tools/registry.ts";

const TOOLS = [
  "calc_properties",
  "lipinski_check",
  "sa_score",
  "pains_check",
  "brenk_check",
  "admet_profile",
  "boiled_egg",
  "retrosynthesis",
  "molecule_context_pack",
];
const rounds = Number(process.argv[2] ?? 3);
const repo = join(import.meta.dir, "..", "..");
const smiles = readFileSync("/usr/share/RDKit/Data/NCI/first_5K.smi", "utf8")
  .split("\n")
  .map((line) => line.split(/\s+/)[0] ?? "")
  .filter((s) => s.length > 0);

await loadRDKit();
const signal = new AbortController().signal;

async function oursPerMolecule(name: string): Promise<number> {
  const tool = tools.find((t) => t.name === name);
  if (!tool) throw new Error(`no tool ${name}`);
  let best = Number.POSITIVE_INFINITY;
  for (let round = 0; round < rounds; round++) {
    const start = performance.now();
    for (const s of smiles) await runTool(tool, { smiles: s }, signal);
    best = Math.min(best, performance.now() - start);
  }
  return (best / smiles.length) * 1000;
}

function pythonPerMolecule(): Record<string, number> {
  const input = JSON.stringify({
    smiles,
    rounds,
    tools: TOOLS,
    ames_smarts: AMES_ALERTS.map((a) => a.smarts),
    pka_smarts: PKA_RULES.map((r) => r.smarts),
  });
  const proc = Bun.spawnSync(["/usr/bin/python3", join(repo, "lab/bench/medchem_rdkit.py")], {
    stdin: Buffer.from(input),
    stdout: "pipe",
    stderr: "pipe",
  });
  if (proc.exitCode !== 0) throw new Error(`python bench failed: ${proc.stderr.toString()}`);
  return JSON.parse(proc.stdout.toString()) as Record<string, number>;
}

const ours: Record<string, number> = {};
for (const name of TOOLS) ours[name] = await oursPerMolecule(name);
const python = pythonPerMolecule();

const lines = [
  "# Medicinal-chemistry tools: time per molecule vs Python RDKit",
  "",
  `Run: \`bun lab/bench/medchem.ts ${rounds}\` on ${new Date().toISOString().slice(0, 10)}, ${cpus().length} cores (${cpus()[0]?.model ?? "?"}), load average ${loadavg()
    .map((l) => l.toFixed(2))
    .join(" ")} at the end.`,
  `Molecules: all ${smiles.length} lines of NCI first_5K (invalid ones included on both sides: a parse attempt each). Best of ${rounds} rounds.`,
  `Ours: RDKit ${rdkitVersion()} WebAssembly under Bun ${Bun.version}, each call through the tool runner (schema checks on arguments and result; no transport).`,
  "Python: Debian's RDKit 2022.09 in-process (`lab/bench/medchem_rdkit.py`), MolFromSmiles plus the same chemistry (same SMARTS tables for the ADMET rules).",
  "Python's context pack leaves out InChI (Debian's RDKit is built without it), which favours Python.",
  "",
  "| tool | ours µs/mol | Python µs/mol | ours / Python | within 2× |",
  "|---|---:|---:|---:|---|",
  ...TOOLS.map((name) => {
    const ratio = (ours[name] as number) / (python[name] as number);
    return `| ${name} | ${(ours[name] as number).toFixed(0)} | ${(python[name] as number).toFixed(0)} | ${ratio.toFixed(2)} | ${ratio <= 2 ? "yes" : "**no**"} |`;
  }),
  "",
];
writeFileSync(join(repo, "validation/bench/medchem-speed.md"), lines.join("\n"));
console.log(lines.join("\n"));
