/**
 * screen_library over the 5,000-molecule NCI set (RDKit's Data/NCI/first_5K.smi), through the tool handler in this
 * process (no worker, no time limit), and scaffold_analysis and substructure_search over the same file.
 * Python doing the same descriptors: scripts/bench/library-screen.py. Results: validation/bench/library-screen.md.
 * Run: bun scripts/bench/library-screen.ts
 */
import { loadavg } from "node:os";
import { dirname, basename } from "node:path";
import { runTool } from "../../src/server/tool-runner.ts";
import { loadRDKit } from "../../src/chem/rdkit.ts";
import { tools } from "../../src/tools/registry.ts";

const NCI = "/usr/share/RDKit/Data/NCI/first_5K.smi";
export const SCREEN_ARGUMENTS = {
  file: basename(NCI),
  fields: ["mw", "logp", "tpsa", "hbd", "hba", "rotatable_bonds", "qed", "sa_score", "lipinski_pass", "pains_pass"],
  filters: { lipinski: "pass", pains: "pass" },
  sort_by: "qed",
  descending: true,
};

await loadRDKit();
const options = { dataDirs: [dirname(NCI)] };
const tool = (name: string) => tools.find((t) => t.name === name)!;
async function timed(
  name: string,
  args: Record<string, unknown>,
): Promise<{ seconds: number; payload: Record<string, unknown> }> {
  const started = performance.now();
  const outcome = await runTool(tool(name), args, new AbortController().signal, options);
  const seconds = (performance.now() - started) / 1000;
  if (outcome.kind !== "success") throw new Error(`${name}: ${outcome.kind} ${JSON.stringify(outcome).slice(0, 300)}`);
  return { seconds, payload: outcome.payload };
}
// A warm-up call on a few molecules, so the timed calls do not pay for compiling the alert SMARTS.
await timed("screen_library", { ...SCREEN_ARGUMENTS, file: undefined, smiles: ["CCO", "c1ccccc1O"] });
console.log(
  `load average before: ${loadavg()
    .map((x) => x.toFixed(1))
    .join(" ")} (${navigator.hardwareConcurrency} cores)`,
);
const screen = await timed("screen_library", SCREEN_ARGUMENTS);
console.log(
  `screen_library ${JSON.stringify(SCREEN_ARGUMENTS)}: ${screen.seconds.toFixed(1)} s; parsed ${screen.payload.parsed}, passed_all ${screen.payload.passed_all}`,
);
const scaffolds = await timed("scaffold_analysis", { file: basename(NCI) });
console.log(`scaffold_analysis: ${scaffolds.seconds.toFixed(1)} s; ${scaffolds.payload.scaffold_count} scaffolds`);
const search = await timed("substructure_search", { file: basename(NCI), query: "c1ccccc1C(=O)N" });
console.log(
  `substructure_search c1ccccc1C(=O)N: ${search.seconds.toFixed(1)} s; ${search.payload.match_count} matches`,
);
console.log(
  `load average after: ${loadavg()
    .map((x) => x.toFixed(1))
    .join(" ")}`,
);
