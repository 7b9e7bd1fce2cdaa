/**
 * The call budget at work (issue 30): a library call split into calls of one budget each, against the same work in one
 * unbudgeted call, in this process (no worker, no time limit), as the library worker runs them.
 *
 *   bun lab/bench/call-budget.ts [--budget-ms 5000]
 *
 * Two tasks over the NCI molecules of rdkit-data (/usr/share/RDKit/Data/NCI/first_5K.smi): screen_library of the
 * 5,000 (default fields; a molecule loop) and similarity_search over the same file written four times (20,000 rows,
 * a fingerprint tool: chunks of fingerprints). A budget of 5 s stands for the default 45 s on a library about nine
 * times as large. For each task: the unbudgeted call's time, then each budgeted call's time and how far past its budget
 * it answered (the last step's overshoot), the calls, the total, and whether the last answer equals the unbudgeted one.
 * The fingerprint cache is off (CHEMATIC_LIBRARY_CACHE_MB=0), so that both runs fingerprint the file.
 * Writes validation/bench/call-budget.md.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";

process.env.CHEMATIC_LIBRARY_CACHE_MB = "0";
const { runTool } = await import("../../src/server/tool-runner.ts");
const { tools } = await import("../../src/tools/registry.ts");
const { loadRDKit } = await import("../../src/chem/rdkit.ts");

const at = process.argv.indexOf("--budget-ms");
const budgetMs = at === -1 ? 5_000 : Number(process.argv[at + 1]);
const NCI = "/usr/share/RDKit/Data/NCI/first_5K.smi";

const dir = mkdtempSync(join(tmpdir(), "chematic-call-budget-bench-"));
const nci = readFileSync(NCI, "utf8");
writeFileSync(join(dir, "nci5k.smi"), nci);
const lines = nci.split("\n").filter((line) => line.trim() !== "");
writeFileSync(
  join(dir, "nci20k.smi"),
  [0, 1, 2, 3]
    .flatMap((copy) => lines.map((line) => `${line.split(/\s+/)[0]} c${copy}-${line.split(/\s+/)[1]}`))
    .join("\n"),
);

type Payload = Record<string, unknown>;
async function call(name: string, args: Payload, deadline?: number): Promise<Payload> {
  const tool = tools.find((t) => t.name === name);
  if (!tool) throw new Error(name);
  const outcome = await runTool(tool, args, new AbortController().signal, { dataDirs: [dir], deadline });
  if (outcome.kind !== "success") throw new Error(`${name}: ${JSON.stringify(outcome)}`);
  return outcome.payload;
}

const seconds = (ms: number) => (ms / 1000).toFixed(2);
const out: string[] = [];

async function measure(name: string, args: Payload): Promise<void> {
  let t = performance.now();
  const whole = await call(name, args);
  const wholeMs = performance.now() - t;
  const rows: string[] = [];
  let last: Payload | undefined;
  let totalMs = 0;
  for (let n = 1; n <= 200; n++) {
    t = performance.now();
    const deadline = Date.now() + budgetMs;
    last = await call(name, args, deadline);
    const ms = performance.now() - t;
    totalMs += ms;
    rows.push(
      `| ${n} | ${seconds(ms)} s | ${last.partial === true ? `${last.processed} of ${last.total}` : "complete"} | ${last.partial === true ? `${seconds(ms - budgetMs)} s` : ""} |`,
    );
    if (last.partial !== true) break;
  }
  const strip = (p: Payload) => (p.library ? { ...p, library: { ...(p.library as Payload), cached: null } } : p);
  const same = JSON.stringify(strip(last as Payload)) === JSON.stringify(strip(whole));
  out.push(
    `### ${name} ${JSON.stringify(args)}`,
    "",
    `Unbudgeted: one call, ${seconds(wholeMs)} s. Budget ${seconds(budgetMs)} s: ${rows.length} calls, ${seconds(totalMs)} s in all; the last answer ${same ? "equals" : "DIFFERS FROM"} the unbudgeted one.`,
    "",
    "| call | time | rows done | past the budget |",
    "|---:|---:|---|---:|",
    ...rows,
    "",
  );
}

await loadRDKit();
// Warm-up: the engine's first tiers of compilation are not counted against either side.
await call("screen_library", { smiles_list: lines.slice(0, 200).map((line) => line.split(/\s+/)[0] as string) });
const started = new Date().toISOString().slice(0, 16).replace("T", " ");
const loadBefore = loadavg()
  .map((x) => x.toFixed(1))
  .join(" ");
await measure("screen_library", { file: "nci5k.smi" });
await measure("similarity_search", { file: "nci20k.smi", query_smiles_list: ["c1ccccc1O"], top_k: 5 });
const loadAfter = loadavg()
  .map((x) => x.toFixed(1))
  .join(" ");
rmSync(dir, { recursive: true, force: true });

const report = [
  "# The call budget at work",
  "",
  "`bun lab/bench/call-budget.ts` (the script says what it does). Wall times on the shared 2-core machine with other",
  `sessions' jobs running: load ${loadBefore} before, ${loadAfter} after (${started} UTC). "past the budget" is how long`,
  "after its deadline a partial call answered: the step it was in (a molecule, a chunk of fingerprints) plus building",
  "the answer.",
  "",
  ...out,
].join("\n");
writeFileSync(join(import.meta.dir, "../../validation/bench/call-budget.md"), report);
process.stdout.write(report);
