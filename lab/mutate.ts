/**
 * Mutation testing: plants each mutation of lab/mutations.ts in a scratch copy of the repository,
 * runs the tests that should catch it, and writes validation/reports/mutation-report.md and
 * validation/reports/mutation-results.json.
 *
 *   bun lab/mutate.ts                      every mutation
 *   bun lab/mutate.ts --only id,id         these mutations (merged into the existing results)
 *   bun lab/mutate.ts --list               the list, nothing run
 *   bun lab/mutate.ts --check              validate the list (each `find` exactly once), nothing run
 *   bun lab/mutate.ts --report             rewrite the report from the results file, nothing run (after two
 *                                              branches' results files were joined by hand in a merge)
 *   options: --test-timeout-ms N (bun test --timeout, default 120000)
 *            --run-timeout-ms N (one bun test run, default 1200000)
 *            --baseline-attempts N (an unmutated run that fails is retried, default 2 attempts in all)
 *            --keep (keep the scratch directories)
 *
 * The working tree is never modified: the repository (src/, test/, validation/, scripts/, lab/ and the top-level
 * files, as they are in the working tree now) is copied once into a snapshot under the system temp
 * directory, and each run gets a fresh copy of that snapshot with node_modules symlinked. Runs are
 * sequential. Before the first mutation of a test set, the same tests run unmutated: a failing baseline
 * makes its mutations "baseline failing", never "killed". A baseline that fails and then passes is marked
 * flaky, and so are the kills judged against it (check their failure excerpt in the JSON).
 *
 * Exit code: 0 when every chemistry-constant, limit and error-code mutation was killed and every other
 * survivor carries an explanation (`survivorNote`); 1 otherwise; 2 when the list or the options are wrong.
 */
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { CATEGORIES, MUST_KILL, MUTATIONS, type Mutation, type MutationCategory } from "./mutations.ts";
import { locate, mutateText } from "./mutation-anchor.ts";

const REPO = resolve(import.meta.dir, "..");
const REPORT_MD = join(REPO, "validation", "reports", "mutation-report.md");
const REPORT_JSON = join(REPO, "validation", "reports", "mutation-results.json");
/** What a scratch copy holds (node_modules is symlinked, not copied). */
const COPIED = [
  "src",
  "test",
  "harness",
  "validation",
  "scripts",
  "lab",
  "LICENSE",
  "THIRD_PARTY_NOTICES.md",
  "package.json",
  "bunfig.toml",
  "tsconfig.json",
  "bun.lock",
  "README.md",
  "CHANGELOG.md",
];

type Outcome = "killed" | "survived" | "baseline failing" | "error";

interface RunResult {
  exitCode: number | null;
  timedOut: boolean;
  durationMs: number;
  pass: number | null;
  fail: number | null;
  firstFailure: string | null;
  /** The failing test's own output (bun prints it just before the "(fail)" line). */
  failureExcerpt: string | null;
  outputTail: string;
}

interface BaselineRecord {
  tests: string[];
  passed: boolean;
  /** Runs it took (more than one: it failed at first). */
  attempts: number;
  /** Failed, then passed on a retry. */
  flaky: boolean;
  durationMs: number;
  pass: number | null;
  fail: number | null;
  firstFailure: string | null;
  date: string;
  outputTail?: string;
}

interface MutationRecord {
  id: string;
  category: MutationCategory;
  file: string;
  find: string;
  replace: string;
  why: string;
  tests: string[];
  optionalTestsMissing: string[];
  result: Outcome;
  firstFailingTest: string | null;
  exitCode: number | null;
  timedOut: boolean;
  durationMs: number;
  pass: number | null;
  fail: number | null;
  date: string;
  /** The baseline of this test set needed a retry. */
  baselineFlaky: boolean;
  survivorNote?: string;
  gapNote?: string;
  failureExcerpt?: string;
  outputTail?: string;
}

interface RunRecord {
  command: string;
  date: string;
  runtimeMs: number;
  mutations: number;
  killed: number;
}

interface ResultsFile {
  command: string;
  date: string;
  bunVersion: string;
  commit: string;
  workingTreeChanges: string[];
  testTimeoutMs: number;
  runTimeoutMs: number;
  totalRuntimeMs: number;
  partial: boolean;
  /** This invocation and, after --only, the earlier ones whose rows are kept (newest last). */
  runs: RunRecord[];
  baselines: BaselineRecord[];
  results: MutationRecord[];
}

// ---------------------------------------------------------------------------------------------------------
// Options.

interface Options {
  only: string[] | null;
  list: boolean;
  check: boolean;
  report: boolean;
  keep: boolean;
  testTimeoutMs: number;
  runTimeoutMs: number;
  baselineAttempts: number;
}

function usage(message: string): never {
  console.error(`mutate: ${message}`);
  console.error(
    "usage: bun lab/mutate.ts [--only id,id] [--list] [--check] [--report] [--keep] [--test-timeout-ms N] [--run-timeout-ms N] [--baseline-attempts N]",
  );
  process.exit(2);
}

function parseOptions(argv: string[]): Options {
  const options: Options = {
    only: null,
    list: false,
    check: false,
    report: false,
    keep: false,
    testTimeoutMs: 120_000,
    runTimeoutMs: 1_200_000,
    baselineAttempts: 2,
  };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    const [name, inline] = arg.includes("=")
      ? [arg.slice(0, arg.indexOf("=")), arg.slice(arg.indexOf("=") + 1)]
      : [arg, undefined];
    const value = (): string => {
      const v = inline ?? argv[++i];
      if (v === undefined || v.length === 0) usage(`${name} needs a value`);
      return v;
    };
    const positive = (): number => {
      const n = Number(value());
      if (!Number.isInteger(n) || n <= 0) usage(`${name} needs a positive integer`);
      return n;
    };
    switch (name) {
      case "--only":
        options.only = [
          ...(options.only ?? []),
          ...value()
            .split(",")
            .map((s) => s.trim())
            .filter((s) => s.length > 0),
        ];
        break;
      case "--list":
        options.list = true;
        break;
      case "--check":
        options.check = true;
        break;
      case "--report":
        options.report = true;
        break;
      case "--keep":
        options.keep = true;
        break;
      case "--test-timeout-ms":
        options.testTimeoutMs = positive();
        break;
      case "--run-timeout-ms":
        options.runTimeoutMs = positive();
        break;
      case "--baseline-attempts":
        options.baselineAttempts = positive();
        break;
      default:
        usage(`unknown option ${arg}`);
    }
  }
  return options;
}

// ---------------------------------------------------------------------------------------------------------
// The list, checked against the working tree: it must not rot silently.

/** Every problem of the list; `selected` must be checked in full (files, finds and tests). */
function checkList(all: readonly Mutation[], selected: readonly Mutation[]): string[] {
  const problems: string[] = [];
  const seen = new Set<string>();
  for (const m of all) {
    if (seen.has(m.id)) problems.push(`duplicate id ${m.id}`);
    seen.add(m.id);
    if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(m.id)) problems.push(`${m.id}: id must be kebab-case`);
    if (!(CATEGORIES as readonly string[]).includes(m.category))
      problems.push(`${m.id}: unknown category ${m.category}`);
    if (m.why.trim().length === 0 || m.why.includes("\n")) problems.push(`${m.id}: why must be one non-empty line`);
  }
  for (const m of selected) {
    if (!m.file.startsWith("src/") || m.file.includes("..")) {
      problems.push(`${m.id}: file ${m.file} is not under src/`);
      continue;
    }
    const path = join(REPO, m.file);
    if (!existsSync(path)) {
      problems.push(`${m.id}: ${m.file} does not exist`);
      continue;
    }
    if (m.find.length === 0) problems.push(`${m.id}: empty find`);
    if (m.find === m.replace) problems.push(`${m.id}: replace equals find (not a mutation)`);
    const located = locate(readFileSync(path, "utf8"), m.find, m.within);
    if (!located.ok) problems.push(`${m.id}: in ${m.file}, ${located.problem}: ${JSON.stringify(m.find)}`);
    if (m.tests.length === 0) problems.push(`${m.id}: no tests`);
    for (const t of [...m.tests, ...(m.optionalTests ?? [])]) {
      if (!t.startsWith("test/") || !t.endsWith(".test.ts") || t.includes(".."))
        problems.push(`${m.id}: ${t} is not a test file under test/`);
    }
    for (const t of m.tests) if (!existsSync(join(REPO, t))) problems.push(`${m.id}: test file ${t} does not exist`);
  }
  return problems;
}

/** The tests a mutation runs now: its own, plus the optional ones that exist. */
function testsOf(m: Mutation): { tests: string[]; missing: string[] } {
  const optional = m.optionalTests ?? [];
  const present = optional.filter((t) => existsSync(join(REPO, t)));
  const missing = optional.filter((t) => !existsSync(join(REPO, t)));
  return { tests: [...new Set([...m.tests, ...present])], missing };
}

// ---------------------------------------------------------------------------------------------------------
// Scratch copies and runs.

function git(args: string[]): string {
  const out = Bun.spawnSync(["git", ...args], { cwd: REPO, stdout: "pipe", stderr: "pipe" });
  return out.exitCode === 0 ? out.stdout.toString().trim() : "";
}

function makeSnapshot(base: string): string {
  const snapshot = join(base, "snapshot");
  mkdirSync(snapshot, { recursive: true });
  for (const entry of COPIED) {
    const from = join(REPO, entry);
    if (existsSync(from)) cpSync(from, join(snapshot, entry), { recursive: true });
  }
  return snapshot;
}

function freshCopy(snapshot: string, dir: string): void {
  cpSync(snapshot, dir, { recursive: true });
  symlinkSync(join(REPO, "node_modules"), join(dir, "node_modules"), "dir");
}

function applyMutation(dir: string, m: Mutation): void {
  const path = join(dir, m.file);
  const text = readFileSync(path, "utf8");
  const located = locate(text, m.find, m.within);
  if (!located.ok) throw new Error(`${m.id}: in the snapshot's ${m.file}, ${located.problem}`);
  writeFileSync(path, mutateText(text, m.find, m.replace, m.within));
}

const FAIL_LINE = /^\(fail\) (.+?)(?: \[[\d.]+m?s\])?$/m;

function firstFailureOf(output: string): string | null {
  const fail = FAIL_LINE.exec(output);
  if (fail) return fail[1]!.trim();
  const timedOut = /^\s*\^ this test timed out.*$/m.exec(output);
  if (timedOut) return timedOut[0].trim();
  const error = /^(?:error|SyntaxError|TypeError|ReferenceError): .+$/m.exec(output);
  if (error) return `load error: ${error[0].trim()}`;
  if (/Unhandled error/.test(output)) return "unhandled error between tests";
  return null;
}

/** The lines bun printed for the first failing test: its error, up to the "(fail)" line. */
function excerptOf(output: string): string | null {
  const lines = output.split("\n");
  const at = lines.findIndex((line) => line.startsWith("(fail) "));
  if (at === -1) return null;
  let start = at;
  while (start > 0 && at - start < 30 && !/^\((pass|fail|skip|todo)\) /.test(lines[start - 1]!)) start--;
  const text = lines
    .slice(start, at + 1)
    .join("\n")
    .trim();
  return text.length > 2000 ? `…${text.slice(-2000)}` : text;
}

function count(output: string, word: "pass" | "fail"): number | null {
  const m = new RegExp(`^\\s*(\\d+) ${word}$`, "m").exec(output);
  return m ? Number(m[1]) : null;
}

async function runTests(dir: string, tests: string[], options: Options): Promise<RunResult> {
  const started = performance.now();
  const proc = Bun.spawn(
    ["bun", "test", "--bail", "--timeout", String(options.testTimeoutMs), ...tests.map((t) => `./${t}`)],
    {
      cwd: dir,
      stdout: "pipe",
      stderr: "pipe",
      stdin: "ignore",
      env: { ...process.env, NO_COLOR: "1", FORCE_COLOR: "0" },
    },
  );
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    proc.kill("SIGKILL");
  }, options.runTimeoutMs);
  const [stdout, stderr] = await Promise.all([new Response(proc.stdout).text(), new Response(proc.stderr).text()]);
  const exitCode = await proc.exited;
  clearTimeout(timer);
  const output = `${stdout}\n${stderr}`;
  const lines = output.split("\n").filter((l) => l.trim().length > 0);
  return {
    exitCode,
    timedOut,
    durationMs: Math.round(performance.now() - started),
    pass: count(output, "pass"),
    fail: count(output, "fail"),
    firstFailure: timedOut ? `run exceeded ${options.runTimeoutMs} ms` : firstFailureOf(output),
    failureExcerpt: excerptOf(output),
    outputTail: lines.slice(-25).join("\n"),
  };
}

// ---------------------------------------------------------------------------------------------------------
// The report.

const seconds = (ms: number): string => `${(ms / 1000).toFixed(1)} s`;

function minutes(ms: number): string {
  const s = Math.round(ms / 1000);
  return `${Math.floor(s / 60)} min ${String(s % 60).padStart(2, "0")} s`;
}

/** A table cell: one line, pipes escaped. */
function cell(text: string): string {
  return text.replace(/\s*\n\s*/g, " ⏎ ").replace(/\|/g, "\\|");
}

function codeCell(text: string, max = 90): string {
  const compact = text.replace(/\s*\n\s*/g, " ⏎ ").trim();
  const clipped = compact.length > max ? `${compact.slice(0, max - 1)}…` : compact;
  return clipped.length === 0 ? "(deleted)" : `\`${clipped.replace(/`/g, "'").replace(/\|/g, "\\|")}\``;
}

function shortTests(tests: string[]): string {
  return tests.map((t) => t.replace(/^test\//, "").replace(/\.test\.ts$/, "")).join(", ");
}

function gateProblems(results: MutationRecord[]): string[] {
  const problems: string[] = [];
  for (const r of results) {
    if (r.result === "killed") continue;
    if (MUST_KILL.includes(r.category)) problems.push(`${r.id} (${r.category}) ${r.result}`);
    else if (r.result !== "survived" || !r.survivorNote) {
      const why = r.result !== "survived" ? "" : r.gapNote ? " (known test gap)" : " without an explanation";
      problems.push(`${r.id} (${r.category}) ${r.result}${why}`);
    }
  }
  return problems;
}

function writeReport(data: ResultsFile): void {
  const { results } = data;
  const outcomes: Outcome[] = ["killed", "survived", "baseline failing", "error"];
  const tally = (rows: MutationRecord[], o: Outcome) => rows.filter((r) => r.result === o).length;
  const gate = gateProblems(results);
  const lines: string[] = [];
  lines.push("# Mutation testing report", "");
  lines.push(
    "Small deliberate bugs (constants, limits, error codes, off-by-ones, skipped branches, rounding) are planted in `src/` one at a " +
      "time, in a scratch copy of the repository, and the tests that should catch each one are run. A mutation is **killed** when " +
      "those tests fail, **survived** when they pass. The list is `lab/mutations.ts`; every `find` string must occur exactly " +
      "once in its file (or in the declaration its `within` names), whitespace ignored, so the list cannot rot silently " +
      "and a reformat that re-wraps lines does not re-anchor it (lab/mutation-anchor.ts).",
    "",
  );
  lines.push(`- Command: \`${data.command}\``);
  lines.push(
    `- Date: ${data.date}${data.partial ? " (this run covered only some mutations; the other rows keep the date of their own run)" : ""}`,
  );
  lines.push(`- Bun: ${data.bunVersion}`);
  lines.push(`- Commit: \`${data.commit || "unknown"}\``);
  lines.push(
    `- Working-tree changes to src/ and test/ included in the run: ${data.workingTreeChanges.length === 0 ? "none" : data.workingTreeChanges.map((c) => `\`${c}\``).join(", ")}`,
  );
  lines.push(
    `- Per-test timeout (\`bun test --timeout\`): ${data.testTimeoutMs} ms; one run at most ${data.runTimeoutMs} ms; runs are sequential, with \`--bail\`.`,
  );
  lines.push(`- Runtime of this invocation: ${minutes(data.totalRuntimeMs)}`);
  if (data.runs.length > 1) {
    lines.push("- Runs whose rows this report holds (a run with `--only` replaces only its own rows):");
    for (const run of data.runs) {
      lines.push(
        `  - ${run.date}: \`${run.command}\`: ${run.killed}/${run.mutations} killed in ${minutes(run.runtimeMs)}`,
      );
    }
  }
  lines.push("");

  lines.push("## Gate", "");
  lines.push(
    gate.length === 0
      ? "**Pass**: every chemistry-constant, limit and error-code mutation is killed, and every other survivor is explained below."
      : `**Fail** (${gate.length}): every chemistry-constant, limit and error-code mutation must be killed, and every other survivor explained:`,
  );
  for (const g of gate) lines.push(`- ${g}`);
  lines.push("");

  lines.push("## Totals", "");
  lines.push(
    `| category | mutations | ${outcomes.join(" | ")} |`,
    `|---|---:|${outcomes.map(() => "---:").join("|")}|`,
  );
  for (const category of CATEGORIES) {
    const rows = results.filter((r) => r.category === category);
    if (rows.length > 0)
      lines.push(`| ${category} | ${rows.length} | ${outcomes.map((o) => tally(rows, o)).join(" | ")} |`);
  }
  lines.push(
    `| **all** | **${results.length}** | ${outcomes.map((o) => `**${tally(results, o)}**`).join(" | ")} |`,
    "",
  );

  const issue = results.filter((r) => r.id.startsWith("issue-"));
  if (issue.length > 0) {
    lines.push("## The issue's regressions", "");
    lines.push("Each regression named in the issue, planted on its own: `bun test` must fail.", "");
    lines.push("| id | regression | result | first failing test |", "|---|---|---|---|");
    for (const r of issue)
      lines.push(`| \`${r.id}\` | ${cell(r.why)} | ${r.result} | ${cell(r.firstFailingTest ?? "")} |`);
    lines.push("");
  }

  lines.push("## Baselines (unmutated)", "");
  lines.push("| tests | result | time | first failing test |", "|---|---|---:|---|");
  for (const b of data.baselines) {
    const verdict = b.passed ? (b.flaky ? "pass (flaky)" : "pass") : `**FAIL** ×${b.attempts ?? 1}`;
    lines.push(`| ${shortTests(b.tests)} | ${verdict} | ${seconds(b.durationMs)} | ${cell(b.firstFailure ?? "")} |`);
  }
  lines.push("");

  lines.push("## All mutations", "");
  lines.push(
    "| id | category | file | mutation | tests run | result | first failing test | time |",
    "|---|---|---|---|---|---|---|---:|",
  );
  for (const r of results) {
    const mutation = `${codeCell(r.find, 70)} → ${codeCell(r.replace, 70)}`;
    const missing = r.optionalTestsMissing.length > 0 ? ` (absent: ${shortTests(r.optionalTestsMissing)})` : "";
    const result = r.result === "killed" ? (r.baselineFlaky ? "killed (flaky baseline)" : "killed") : `**${r.result}**`;
    lines.push(
      `| \`${r.id}\` | ${r.category} | ${r.file.replace(/^src\//, "")} | ${mutation} | ${shortTests(r.tests)}${missing} | ${result} | ${cell(r.firstFailingTest ?? "")} | ${seconds(r.durationMs)} |`,
    );
  }
  lines.push("");

  lines.push("## Survivors", "");
  const survivors = results.filter((r) => r.result === "survived");
  if (survivors.length === 0) lines.push("None.", "");
  for (const r of survivors) {
    lines.push(`### \`${r.id}\` (${r.category})`, "");
    lines.push(`- What: ${r.why}`);
    lines.push(`- Where: \`${r.file}\`: ${codeCell(r.find, 200)} → ${codeCell(r.replace, 200)}`);
    lines.push(
      `- Tests run: ${r.tests.join(", ")}${r.optionalTestsMissing.length > 0 ? ` (not yet present: ${r.optionalTestsMissing.join(", ")})` : ""}`,
    );
    const explanation = r.survivorNote
      ? `equivalent mutation: ${r.survivorNote}`
      : r.gapNote
        ? `**known test gap, not yet closed:** ${r.gapNote}`
        : "**unexplained: a test gap.** No test checks this behaviour yet; add one.";
    lines.push(`- Explanation: ${explanation}`);
    lines.push("");
  }

  const broken = results.filter((r) => r.result === "baseline failing" || r.result === "error");
  if (broken.length > 0) {
    lines.push("## Not judged (baseline failing or error)", "");
    for (const r of broken)
      lines.push(`- \`${r.id}\`: ${r.result}${r.firstFailingTest ? ` — ${cell(r.firstFailingTest)}` : ""}`);
    lines.push("");
  }

  lines.push("## How to run", "");
  lines.push("```sh");
  lines.push(
    "bun lab/mutate.ts                 # every mutation, rewrites this report and validation/reports/mutation-results.json",
  );
  lines.push("bun lab/mutate.ts --only a,b      # some mutations, merged into the existing results");
  lines.push("bun lab/mutate.ts --list          # the list");
  lines.push("bun lab/mutate.ts --check         # each find occurs exactly once, each test file exists");
  lines.push("```");
  lines.push("");
  writeFileSync(REPORT_MD, lines.join("\n"));
}

// ---------------------------------------------------------------------------------------------------------
// Main.

function loadPrevious(): ResultsFile | null {
  if (!existsSync(REPORT_JSON)) return null;
  try {
    return JSON.parse(readFileSync(REPORT_JSON, "utf8")) as ResultsFile;
  } catch {
    return null;
  }
}

/** The runs behind a previous results file (files written before the run history existed name one). */
function earlierRuns(previous: ResultsFile | null): RunRecord[] {
  if (!previous) return [];
  if (Array.isArray(previous.runs)) return previous.runs;
  const killed = previous.results.filter((r) => r.result === "killed").length;
  return [
    {
      command: previous.command,
      date: previous.date,
      runtimeMs: previous.totalRuntimeMs,
      mutations: previous.results.length,
      killed,
    },
  ];
}

function printList(): void {
  const width = Math.max(...MUTATIONS.map((m) => m.id.length));
  for (const m of MUTATIONS) {
    const { tests, missing } = testsOf(m);
    console.log(
      `${m.id.padEnd(width)}  ${m.category.padEnd(18)}  ${m.file.padEnd(32)}  ${shortTests(tests)}${missing.length ? ` (absent: ${shortTests(missing)})` : ""}`,
    );
  }
  const byCategory = CATEGORIES.map((c) => `${c} ${MUTATIONS.filter((m) => m.category === c).length}`).join(", ");
  console.log(`\n${MUTATIONS.length} mutations: ${byCategory}`);
}

async function main(): Promise<void> {
  const argv = process.argv.slice(2);
  const options = parseOptions(argv);
  if (options.list) {
    printList();
    return;
  }
  if (options.report) {
    const recorded = loadPrevious();
    if (!recorded) usage(`--report needs ${REPORT_JSON}, readable as JSON`);
    writeReport(recorded);
    console.log(`mutate: wrote ${REPORT_MD} from ${REPORT_JSON}`);
    return;
  }
  const unknown = (options.only ?? []).filter((id) => !MUTATIONS.some((m) => m.id === id));
  if (unknown.length > 0) usage(`unknown mutation id(s): ${unknown.join(", ")} (see --list)`);
  const selected = options.only ? MUTATIONS.filter((m) => options.only!.includes(m.id)) : [...MUTATIONS];
  const problems = checkList(MUTATIONS, options.check ? MUTATIONS : selected);
  if (problems.length > 0) {
    console.error(`mutate: the mutation list does not match the working tree (${problems.length} problem(s)):`);
    for (const p of problems) console.error(`  - ${p}`);
    process.exit(2);
  }
  if (options.check) {
    console.log(`mutate: ${MUTATIONS.length} mutations; every find occurs exactly once and every test file exists.`);
    return;
  }

  const started = performance.now();
  const base = mkdtempSync(join(tmpdir(), "chematic-mutate-"));
  const command = ["bun", "lab/mutate.ts", ...argv].join(" ");
  const commit = git(["rev-parse", "HEAD"]);
  const workingTreeChanges = git(["status", "--porcelain", "--", "src", "test", "harness"])
    .split("\n")
    .filter((l) => l.trim().length > 0)
    .map((l) => l.trim());
  console.log(`mutate: ${selected.length} mutation(s); scratch ${base}; bun ${Bun.version}`);
  if (workingTreeChanges.length > 0)
    console.log(`mutate: working-tree changes included: ${workingTreeChanges.join("; ")}`);

  let runs = 0;
  const snapshot = makeSnapshot(base);
  const scratch = async (m: Mutation | null, tests: string[]): Promise<RunResult> => {
    const dir = join(base, `run-${++runs}`);
    freshCopy(snapshot, dir);
    try {
      if (m) applyMutation(dir, m);
      return await runTests(dir, tests, options);
    } finally {
      if (!options.keep) rmSync(dir, { recursive: true, force: true });
    }
  };

  const baselines = new Map<string, BaselineRecord>();
  const results: MutationRecord[] = [];
  for (const [index, m] of selected.entries()) {
    const { tests, missing } = testsOf(m);
    const key = [...tests].sort().join(" ");
    let baseline = baselines.get(key);
    if (!baseline) {
      process.stdout.write(`  baseline ${shortTests(tests)} … `);
      const failures: string[] = [];
      let run: RunResult;
      let passed: boolean;
      let attempts = 0;
      do {
        attempts++;
        run = await scratch(null, tests);
        passed = run.exitCode === 0 && !run.timedOut && (run.pass ?? 0) > 0;
        if (!passed) failures.push(run.firstFailure ?? `exit ${run.exitCode}`);
      } while (!passed && attempts < options.baselineAttempts);
      baseline = {
        tests,
        passed,
        attempts,
        flaky: passed && attempts > 1,
        durationMs: run.durationMs,
        pass: run.pass,
        fail: run.fail,
        firstFailure: passed
          ? failures.length > 0
            ? `passed on attempt ${attempts}; before: ${failures.join("; ")}`
            : null
          : run.firstFailure,
        date: new Date().toISOString(),
      };
      if (!passed) baseline.outputTail = run.outputTail;
      baselines.set(key, baseline);
      const verdict = passed
        ? baseline.flaky
          ? `pass on attempt ${attempts} (flaky: ${failures.join("; ")})`
          : "pass"
        : `FAIL ×${attempts} (${failures.join("; ")})`;
      console.log(`${verdict} (${seconds(run.durationMs)})`);
    }
    process.stdout.write(`[${index + 1}/${selected.length}] ${m.id} … `);
    const record: MutationRecord = {
      id: m.id,
      category: m.category,
      file: m.file,
      find: m.find,
      replace: m.replace,
      why: m.why,
      tests,
      optionalTestsMissing: missing,
      result: "baseline failing",
      firstFailingTest: baseline.passed ? null : `baseline: ${baseline.firstFailure ?? "failed"}`,
      exitCode: null,
      timedOut: false,
      durationMs: 0,
      pass: null,
      fail: null,
      date: new Date().toISOString(),
      baselineFlaky: baseline.flaky,
    };
    if (m.survivorNote) record.survivorNote = m.survivorNote;
    if (m.gapNote) record.gapNote = m.gapNote;
    if (baseline.passed) {
      const run = await scratch(m, tests);
      Object.assign(record, {
        exitCode: run.exitCode,
        timedOut: run.timedOut,
        durationMs: run.durationMs,
        pass: run.pass,
        fail: run.fail,
        firstFailingTest: run.exitCode === 0 ? null : (run.firstFailure ?? `exit code ${run.exitCode}`),
      });
      if (run.timedOut || run.exitCode !== 0) record.result = "killed";
      else if ((run.pass ?? 0) > 0) record.result = "survived";
      else record.result = "error";
      if (record.result === "killed" && run.failureExcerpt) record.failureExcerpt = run.failureExcerpt;
      if (record.result !== "killed") record.outputTail = run.outputTail;
    }
    results.push(record);
    console.log(
      `${record.result}${record.firstFailingTest ? ` — ${record.firstFailingTest}` : ""} (${seconds(record.durationMs)})`,
    );
  }
  if (!options.keep) rmSync(base, { recursive: true, force: true });

  // A partial run keeps the other mutations' rows (and their baselines) from the previous results.
  const previous = options.only ? loadPrevious() : null;
  const byId = new Map((previous?.results ?? []).map((r) => [r.id, r]));
  for (const r of results) byId.set(r.id, r);
  const merged = MUTATIONS.map((m) => byId.get(m.id)).filter((r): r is MutationRecord => r !== undefined);
  for (const r of merged) {
    const m = MUTATIONS.find((candidate) => candidate.id === r.id);
    if (m?.survivorNote) r.survivorNote = m.survivorNote;
    else delete r.survivorNote;
    if (m?.gapNote) r.gapNote = m.gapNote;
    else delete r.gapNote;
  }
  const baselineList = [...baselines.values()];
  for (const b of previous?.baselines ?? []) {
    const key = [...b.tests].sort().join(" ");
    if (!baselines.has(key) && merged.some((r) => [...r.tests].sort().join(" ") === key)) baselineList.push(b);
  }
  const totalRuntimeMs = Math.round(performance.now() - started);
  const thisRun: RunRecord = {
    command,
    date: new Date().toISOString(),
    runtimeMs: totalRuntimeMs,
    mutations: results.length,
    killed: results.filter((r) => r.result === "killed").length,
  };
  const data: ResultsFile = {
    command,
    date: new Date().toISOString(),
    bunVersion: Bun.version,
    commit,
    workingTreeChanges,
    testTimeoutMs: options.testTimeoutMs,
    runTimeoutMs: options.runTimeoutMs,
    totalRuntimeMs,
    partial: options.only !== null && merged.length > results.length,
    runs: options.only ? [...earlierRuns(previous), thisRun] : [thisRun],
    baselines: baselineList,
    results: merged,
  };
  writeFileSync(REPORT_JSON, `${JSON.stringify(data, null, 2)}\n`);
  writeReport(data);

  const killed = results.filter((r) => r.result === "killed").length;
  console.log(
    `\nmutate: ${killed}/${results.length} killed in ${minutes(data.totalRuntimeMs)}; wrote ${REPORT_MD} and ${REPORT_JSON}`,
  );
  const gate = gateProblems(merged);
  if (gate.length > 0) {
    console.log(`mutate: gate FAILED (${gate.length}):`);
    for (const g of gate) console.log(`  - ${g}`);
    process.exit(1);
  }
  console.log("mutate: gate passed");
}

await main();
