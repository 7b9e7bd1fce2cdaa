/**
 * Runs repair_smiles (through the tool runner, schema checks included) on every line of
 * validation/data/broken-smiles.jsonl and writes validation/reports/repair-smiles.md: per kind of corruption,
 * how often the original molecule (RDKit canonical SMILES equality) is among the candidates and how often it is
 * the first, with examples of misses.
 *
 *   bun lab/validate/make-broken-smiles.ts && bun lab/validate/repair-report.ts
 */
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { loadRDKit, rdkitVersion } from "../../src/chem/rdkit.ts";
import { MAX_CANDIDATES, MAX_PARSE_ATTEMPTS } from "../../src/chem/repair/repair.ts";
import { runTool } from "../../src/server/tool-runner.ts";
import { repairSmilesTool } from "../../src/tools/repair-smiles.ts";
import type { Tool } from "../../src/tools/tool.ts";

const REPO = join(import.meta.dir, "../..");
const DATA = join(REPO, "validation/data/broken-smiles.jsonl");
const REPORT = join(REPO, "validation/reports/repair-smiles.md");

interface Row {
  kind: string;
  broken: string;
  original: string | null;
  original_canonical: string | null;
}
interface Answer {
  valid: boolean;
  problems: Array<{ kind: string; position: number; message: string }>;
  candidates: Array<{ smiles: string; canonical: string; edit: string }>;
  attempts: number;
}
/** Copy artefacts: RDKit may read a part of such a text (before a space), so only the rest are expected to be refused. */
const ARTEFACT_KINDS = new Set(["whitespace", "quotes", "label_or_punctuation", "unicode_look_alike"]);

interface Tally {
  rows: number;
  flagged: number;
  withCandidates: number;
  among: number;
  top: number;
  notSmiles: number;
  attempts: number[];
  ms: number[];
  misses: Array<{ row: Row; answer: Answer }>;
}

await loadRDKit();
// One call first, so the timings below do not include compiling RDKit's WebAssembly and loading the SA score tables.
await runTool(repairSmilesTool as unknown as Tool, { smiles: "NC(=O)C=CC1=CC=CO" }, new AbortController().signal);
const rows = readFileSync(DATA, "utf8")
  .trim()
  .split("\n")
  .map((line) => JSON.parse(line) as Row);
const tallies = new Map<string, Tally>();
/** Every answer, for Python RDKit 2022.09's check of the same inputs and candidates. */
const answered: Array<{ row: Row; answer: Answer }> = [];
for (const row of rows) {
  const tally = tallies.get(row.kind) ?? {
    rows: 0,
    flagged: 0,
    withCandidates: 0,
    among: 0,
    top: 0,
    notSmiles: 0,
    attempts: [],
    ms: [],
    misses: [],
  };
  tallies.set(row.kind, tally);
  const started = performance.now();
  const outcome = await runTool(
    repairSmilesTool as unknown as Tool,
    { smiles: row.broken },
    new AbortController().signal,
  );
  tally.ms.push(performance.now() - started);
  if (outcome.kind !== "success")
    throw new Error(`${row.broken}: ${outcome.kind} ${outcome.kind === "domain-error" ? outcome.error.message : ""}`);
  const answer = outcome.payload as unknown as Answer;
  answered.push({ row, answer });
  tally.rows++;
  tally.attempts.push(answer.attempts);
  if (!answer.valid) tally.flagged++;
  if (answer.candidates.length > 0) tally.withCandidates++;
  if (answer.problems.some((p) => p.kind === "not_smiles")) tally.notSmiles++;
  const position = answer.candidates.findIndex((c) => c.canonical === row.original_canonical);
  if (position >= 0) tally.among++;
  if (position === 0) tally.top++;
  if (row.original !== null && position !== 0) tally.misses.push({ row, answer });
}

const percent = (n: number, d: number): string => (d === 0 ? "–" : `${((100 * n) / d).toFixed(0)}%`);
const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
const code = (text: string): string =>
  `\`${JSON.stringify(text).slice(1, -1).replace(/`/g, "'").replace(/\|/g, "\\|")}\``;
const lines: string[] = [];
lines.push("# repair_smiles on corrupted SMILES");
lines.push("");
lines.push(
  `${rows.length} broken inputs from \`validation/data/broken-smiles.jsonl\` (made by \`bun lab/validate/make-broken-smiles.ts\`: ` +
    "valid SMILES of the NCI, ChEMBL and WEHI sets, each corrupted in one way, kept when the embedded RDKit refuses the result or, for copy " +
    "artefacts, does not read it whole; plus pasted names). Each went through the `repair_smiles` tool; the original counts as found when a " +
    "candidate's RDKit canonical SMILES equals the original's.",
);
lines.push("");
lines.push(
  `Made by \`bun lab/validate/repair-report.ts\` with RDKit ${rdkitVersion()} (WebAssembly), at most ${MAX_CANDIDATES} candidates and ${MAX_PARSE_ATTEMPTS} parses per call. ` +
    "Times are wall-clock on a shared 2-core machine (other jobs running), after one warm-up call.",
);
lines.push("");
lines.push(
  "| kind | inputs | said invalid | with candidates | original among candidates | original first | named not_smiles | median parses | median ms | max ms |",
);
lines.push("|---|---|---|---|---|---|---|---|---|---|");
const all: Tally = {
  rows: 0,
  flagged: 0,
  withCandidates: 0,
  among: 0,
  top: 0,
  notSmiles: 0,
  attempts: [],
  ms: [],
  misses: [],
};
let originals = 0;
for (const [kind, t] of tallies) {
  const hasOriginal = kind !== "name";
  lines.push(
    `| ${kind} | ${t.rows} | ${t.flagged} | ${t.withCandidates} | ${hasOriginal ? `${t.among} (${percent(t.among, t.rows)})` : "–"} | ${hasOriginal ? `${t.top} (${percent(t.top, t.rows)})` : "–"} | ${t.notSmiles} | ${median(t.attempts)} | ${median(t.ms).toFixed(0)} | ${Math.max(...t.ms).toFixed(0)} |`,
  );
  all.rows += t.rows;
  all.flagged += t.flagged;
  all.withCandidates += t.withCandidates;
  all.notSmiles += t.notSmiles;
  all.attempts.push(...t.attempts);
  all.ms.push(...t.ms);
  if (hasOriginal) {
    originals += t.rows;
    all.among += t.among;
    all.top += t.top;
  }
}
lines.push(
  `| **all** | ${all.rows} | ${all.flagged} | ${all.withCandidates} | ${all.among} of ${originals} (${percent(all.among, originals)}) | ${all.top} of ${originals} (${percent(all.top, originals)}) | ${all.notSmiles} | ${median(all.attempts)} | ${median(all.ms).toFixed(0)} | ${Math.max(...all.ms).toFixed(0)} |`,
);
lines.push("");
lines.push(
  '"named not_smiles" must be 0 outside the `name` row (a corrupted SMILES taken for a name would get no candidates).',
);
lines.push("");
lines.push(...pythonCheck());
lines.push("");
lines.push("## What the misses are");
lines.push("");
lines.push(
  "- **Tautomers** (`nh_lost`, some `aromatic_uppercased`): an aromatic ring that lost its `[nH]` can take the H on any of " +
    "its two-connected nitrogens, and each choice parses. Pyrazole `c1ccn[nH]1` and `c1cc[nH]n1` are one compound in " +
    "solution but two canonical SMILES, so the original is often the second candidate, not the first.",
);
lines.push(
  "- **Where a branch ends or begins** (`close_paren_deleted`, `open_paren_deleted`): a lost `)` can go after any later atom " +
    "and a lost `(` before any earlier one; several places give valid molecules. Short branches rank first (most branches " +
    "in these sets are one to three atoms), and an unmatched `)` is first removed rather than matched, so a long branch " +
    "that lost its `(` is the typical miss.",
);
lines.push(
  "- **Ring closures** (`ring_digit_deleted`, `stray_ring_digit`): a ring digit with no partner is either one typed where " +
    "none belongs or one whose partner was lost, and the text alone cannot tell which. Closing it into a six-membered ring " +
    "ranks first, then five; deleting it comes next, before seven-membered and smaller or larger rings, so a lost digit " +
    "that closed a five-membered ring next to a place where a six-membered one also parses, or a stray digit where a " +
    "five- or six-membered ring also closes, ranks second.",
);
lines.push(
  "- **Written hydrogen counts** (`carbonyl_written_oh`): a bracket atom's H count is exact, so `=[OH]` is an oxygen " +
    "with three bonds; writing it `O` (the H count lowered to a neutral valence) ranks before making the double bond " +
    "single or charging the oxygen.",
);
lines.push("");
lines.push("## Misses: the original not first (up to 3 per kind)");
lines.push("");
for (const [kind, t] of tallies) {
  if (t.misses.length === 0) continue;
  lines.push(`### ${kind} (${t.misses.length} of ${t.rows} not first)`);
  lines.push("");
  for (const { row, answer } of t.misses.slice(0, 3)) {
    const found = answer.candidates.findIndex((c) => c.canonical === row.original_canonical);
    lines.push(
      `- broken ${code(row.broken)}, original ${code(row.original ?? "")}: ${found < 0 ? "not among" : `candidate ${found + 1} of`} ${answer.candidates.length} candidates.`,
    );
    lines.push(`  - problem: ${answer.problems.map((p) => p.message).join("; ") || "none"}`);
    if (answer.candidates[0])
      lines.push(`  - first candidate ${code(answer.candidates[0].smiles)}: ${answer.candidates[0].edit}`);
  }
  lines.push("");
}
/**
 * Both RDKit builds: Python RDKit 2022.09 (validation/generators/repair_python_check.py) reads the same broken inputs
 * and candidates. The kinds corrupted in chemistry must be refused by it too, and every candidate must parse there to
 * the canonical SMILES the embedded 2026.09 build gave.
 */
function pythonCheck(): string[] {
  const input = answered
    .map(({ row, answer }) =>
      JSON.stringify({ broken: row.broken, candidates: answer.candidates.map((c) => c.smiles) }),
    )
    .join("\n");
  const run = Bun.spawnSync(["/usr/bin/python3", join(REPO, "validation/generators/repair_python_check.py")], {
    stdin: Buffer.from(`${input}\n`),
  });
  if (run.exitCode !== 0) return [`Python RDKit check not run: ${run.stderr.toString().slice(0, 200)}`];
  const verdicts = run.stdout
    .toString()
    .trim()
    .split("\n")
    .map((line) => JSON.parse(line) as { broken_read: string | null; candidates: Array<string | null> });
  let refused = 0;
  let chemistryRows = 0;
  let candidates = 0;
  let same = 0;
  const differences: string[] = [];
  verdicts.forEach((verdict, i) => {
    const { row, answer } = answered[i] as { row: Row; answer: Answer };
    if (!ARTEFACT_KINDS.has(row.kind) && row.kind !== "name") {
      chemistryRows++;
      if (verdict.broken_read === null) refused++;
      else
        differences.push(
          `- ${code(row.broken)} (${row.kind}): Python 2022.09 reads it as ${code(verdict.broken_read)}; the embedded build refuses it`,
        );
    }
    answer.candidates.forEach((candidate, k) => {
      candidates++;
      if (verdict.candidates[k] === candidate.canonical) same++;
      else
        differences.push(
          `- candidate ${code(candidate.smiles)} of ${code(row.broken)}: Python ${verdict.candidates[k] === null ? "refuses it" : code(verdict.candidates[k] as string)}, embedded ${code(candidate.canonical)}`,
        );
    });
  });
  return [
    "## Both RDKit builds",
    "",
    `Python RDKit 2022.09 (\`validation/generators/repair_python_check.py\`) refuses ${refused} of the ${chemistryRows} inputs corrupted in their chemistry or grammar ` +
      `(the embedded 2026.09 build refuses all of them), and parses ${same} of the ${candidates} candidates to the same canonical SMILES as the embedded build.`,
    "",
    ...(differences.length === 0 ? ["No differences."] : ["Differences:", "", ...differences.slice(0, 20)]),
    "",
    "Where they differ, it is for reasons of the RDKit versions, not of the repair: ligand atoms bonded to a metal (Hg, " +
      "Zn, Cd, Ni) get an explicit hydrogen count in the 2026.09 build's SMILES (`[S]`, `[NH]`) and none in 2022.09's, " +
      "and in a candidate with a 16-membered ring through a ring oxygen the two builds perceive aromaticity differently " +
      "(the same molecule written two ways). Two far-fetched candidates of `stray_ring_digit` inputs, which close the " +
      "stray digit into a three- or four-membered ring across a benzene (ranked after deleting it), are kekulised " +
      "differently by the two builds: the bond across the small ring comes out single in 2022.09 and double in 2026.09. " +
      "The report's percentages compare canonical SMILES of one build only.",
  ];
}

writeFileSync(REPORT, `${lines.join("\n")}\n`);
console.log(lines.slice(0, 35).join("\n"));
