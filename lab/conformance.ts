#!/usr/bin/env bun
/**
 * `bun run conformance`: the official MCP conformance suite
 * (@modelcontextprotocol/conformance, pinned in package.json) against the
 * Streamable HTTP transport on a free loopback port.
 *
 *   1. conformance server --url URL --requirements 2026-07-28 -o RAW/requirements --expected-failures validation/conformance/baseline.yml
 *   2. conformance server --url URL --scenario http-header-validation -o RAW/http-header-validation --expected-failures validation/conformance/baseline.yml
 *
 * The suite's own verdict only scores what the revision requires; this script
 * also judges every other check it ran (the "not scored" scenarios, e.g.
 * http-header-validation): any FAILURE or WARNING not listed in the baseline,
 * any baseline entry that no longer fails, and any entry without a reason,
 * fail the run. The summary (results.md and results.json) goes to the
 * git-ignored tmp/conformance/, so that a run (.ci/run makes one) changes no
 * tracked file; `--write` writes it to validation/conformance/ instead, to be
 * committed. The raw checks.json files go to a temporary directory, kept (and
 * named) only when the run fails.
 * CHEMATIC_BINARY=path runs the built binary instead of the sources.
 *
 *   bun run conformance              check, summary in tmp/conformance/
 *   bun run conformance -- --write   check, and update validation/conformance/results.{md,json}
 */
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { startHttpServer } from "../harness/http-server.ts";
import { REPO } from "../harness/stdio-client.ts";
import { SERVER_VERSION } from "../src/version.ts";

const COMMITTED_DIR = join(REPO, "validation", "conformance");
const BASELINE = join(COMMITTED_DIR, "baseline.yml");
const WRITE = process.argv.slice(2).includes("--write");
for (const arg of process.argv.slice(2))
  if (arg !== "--write") throw new Error(`unknown argument ${arg} (the only option is --write)`);
/** Where the summary goes: the committed copy only when asked. */
const OUT_DIR = WRITE ? COMMITTED_DIR : join(REPO, "tmp", "conformance");
const SUITE_BIN = join(REPO, "node_modules", ".bin", "conformance");
const SUITE_PACKAGE = JSON.parse(
  readFileSync(join(REPO, "node_modules", "@modelcontextprotocol", "conformance", "package.json"), "utf8"),
) as { version: string };
const REVISION = "2026-07-28";

type Status = "SUCCESS" | "FAILURE" | "WARNING" | "INFO" | "SKIPPED";
interface Check {
  id: string;
  status: Status;
  errorMessage?: string;
}

/** Baseline entries `scenario:check-id`, each with the reason written after `#` on its line. */
function readBaseline(): Map<string, string> {
  const text = readFileSync(BASELINE, "utf8");
  const parsed = Bun.YAML.parse(text) as { server?: unknown };
  if (!Array.isArray(parsed.server)) throw new Error(`${BASELINE}: expected a "server:" list`);
  const reasons = new Map<string, string>();
  for (const line of text.split("\n")) {
    const match = /^\s*-\s+(\S+)\s*(?:#\s*(.*))?$/.exec(line);
    if (match) reasons.set(match[1] as string, (match[2] ?? "").trim());
  }
  const entries = new Map<string, string>();
  for (const entry of parsed.server) {
    if (typeof entry !== "string" || !entry.includes(":"))
      throw new Error(`${BASELINE}: entry ${JSON.stringify(entry)} must be "scenario:check-id"`);
    entries.set(entry, reasons.get(entry) ?? "");
  }
  return entries;
}

async function runSuite(args: string[]): Promise<{ code: number; output: string; seconds: number }> {
  const started = performance.now();
  const proc = Bun.spawn([process.execPath, SUITE_BIN, ...args], { cwd: REPO, stdout: "pipe", stderr: "pipe" });
  const [code, stdout, stderr] = await Promise.all([
    proc.exited,
    new Response(proc.stdout).text(),
    new Response(proc.stderr).text(),
  ]);
  return { code, output: stdout + stderr, seconds: (performance.now() - started) / 1000 };
}

/** checks.json of every scenario under a results directory (`server-<scenario>-<timestamp>/`). */
function readResults(dir: string): Map<string, Check[]> {
  const results = new Map<string, Check[]>();
  for (const name of readdirSync(dir)) {
    const match = /^server-(.+)-\d{4}-\d\d-\d\dT[\d-]+Z$/.exec(name);
    if (!match) continue;
    results.set(match[1] as string, JSON.parse(readFileSync(join(dir, name, "checks.json"), "utf8")) as Check[]);
  }
  return results;
}

const failing = (status: Status) => status === "FAILURE" || status === "WARNING";
const SEVERITY: Record<Status, number> = { FAILURE: 4, WARNING: 3, SUCCESS: 2, SKIPPED: 1, INFO: 0 };

async function main(): Promise<number> {
  const baseline = readBaseline();
  const raw = mkdtempSync(join(tmpdir(), "chematic-conformance-"));
  const server = await startHttpServer();
  const scored = new Set<string>();
  const suiteRuns: Array<{ label: string; command: string; code: number; seconds: number }> = [];
  const started = performance.now();
  try {
    const listing = await runSuite(["list", "--requirements", REVISION]);
    const serverSection = listing.output.split("Client scenarios")[0] ?? "";
    for (const match of serverSection.matchAll(/^\s+- (\S+)$/gm)) scored.add(match[1] as string);

    const runs: Array<[string, string[]]> = [
      [
        "requirements",
        [
          "server",
          "--url",
          server.url,
          "--requirements",
          REVISION,
          "-o",
          join(raw, "requirements"),
          "--expected-failures",
          BASELINE,
        ],
      ],
      [
        "http-header-validation",
        [
          "server",
          "--url",
          server.url,
          "--scenario",
          "http-header-validation",
          "-o",
          join(raw, "http-header-validation"),
          "--expected-failures",
          BASELINE,
        ],
      ],
    ];
    for (const [label, args] of runs) {
      const run = await runSuite(args);
      process.stdout.write(run.output);
      const shown = args.map((arg) =>
        arg === server.url
          ? "http://127.0.0.1:PORT/mcp"
          : arg.startsWith(raw)
            ? `RAW${arg.slice(raw.length)}`
            : arg.startsWith(REPO)
              ? relative(REPO, arg)
              : arg,
      );
      suiteRuns.push({
        label,
        command: `bun node_modules/.bin/conformance ${shown.join(" ")}`,
        code: run.code,
        seconds: run.seconds,
      });
    }
  } finally {
    await server.stop();
  }
  const totalSeconds = (performance.now() - started) / 1000;

  // Every check of both runs, one verdict per scenario:check (most severe occurrence), as the suite does.
  // The counts per scenario come from the last run that ran it (http-header-validation runs in both).
  const perScenario = new Map<string, Check[]>();
  const allChecks: Array<[string, Check]> = [];
  for (const label of ["requirements", "http-header-validation"]) {
    for (const [scenario, checks] of readResults(join(raw, label))) {
      perScenario.set(scenario, checks);
      for (const check of checks) allChecks.push([scenario, check]);
    }
  }
  const verdicts = new Map<string, Check>();
  for (const [scenario, check] of allChecks) {
    const key = `${scenario}:${check.id}`;
    const seen = verdicts.get(key);
    if (!seen || SEVERITY[check.status] > SEVERITY[seen.status]) verdicts.set(key, check);
  }
  const unexpected = [...verdicts].filter(([key, check]) => failing(check.status) && !baseline.has(key));
  const stale = [...baseline.keys()].filter((key) => !failing(verdicts.get(key)?.status ?? "SUCCESS"));
  const unexplained = [...baseline].filter(([, reason]) => reason.length === 0).map(([key]) => key);

  // Summary files.
  const rows = [...perScenario.keys()].sort().map((scenario) => {
    const checks = perScenario.get(scenario) ?? [];
    const count = (status: Status) => checks.filter((c) => c.status === status).length;
    const baselined = [...verdicts]
      .filter(([key, check]) => key.startsWith(`${scenario}:`) && failing(check.status) && baseline.has(key))
      .map(([key]) => key.slice(scenario.length + 1));
    return {
      scenario,
      scored: scored.has(scenario),
      passed: count("SUCCESS"),
      failed: count("FAILURE"),
      warnings: count("WARNING"),
      skipped: count("SKIPPED"),
      info: count("INFO"),
      baselined,
    };
  });
  const sum = (field: "passed" | "failed" | "warnings" | "skipped" | "info") =>
    rows.reduce((total, row) => total + row[field], 0);
  const ok =
    unexpected.length === 0 &&
    stale.length === 0 &&
    unexplained.length === 0 &&
    suiteRuns.every((run) => run.code === 0);
  const target = process.env.CHEMATIC_BINARY ? "the built binary (CHEMATIC_BINARY)" : "the sources (bun src/main.ts)";
  const md = [
    "# MCP conformance of the Streamable HTTP transport",
    "",
    `Produced by \`bun run conformance\` (lab/conformance.ts) against ${target}, chematic-mcp ${SERVER_VERSION},`,
    `@modelcontextprotocol/conformance ${SUITE_PACKAGE.version}, Bun ${Bun.version}, server on a free loopback port`,
    `(\`chematic-mcp --transport streamable-http --port 0\`). Verdict: **${ok ? "pass" : "FAIL"}** (${totalSeconds.toFixed(1)} s in all).`,
    "",
    "Commands run by the script (PORT is the port the server printed; RAW a temporary directory):",
    "",
    ...suiteRuns.map((run) => `- \`${run.command}\` → exit ${run.code}, ${run.seconds.toFixed(1)} s`),
    "",
    "The suite's own verdict (its exit code) counts only the scenarios the revision scores. The script also judges the",
    "scenarios run but not scored (extension, pending): any failing check (FAILURE or WARNING) not in",
    "`validation/conformance/baseline.yml`, any baseline entry that passes, and any entry without a reason fail the run.",
    "Every baseline entry needs one of the suite's fixture tools or a capability this tools-only server does not offer",
    "(resources, prompts, completion, MRTR, tasks, x-mcp-header); the reason is on each entry's line.",
    "",
    `Totals over ${rows.length} scenarios: ${sum("passed")} passed, ${sum("failed")} failed, ${sum("warnings")} warnings, ${sum("skipped")} skipped, ${sum("info")} info;`,
    `${[...verdicts.values()].filter((c) => failing(c.status)).length} distinct failing checks, all in the baseline: ${unexpected.length === 0 ? "yes" : "NO"}.`,
    "",
    "http-header-validation runs in both commands (not scored in the first); its row counts the second run.",
    "",
    "| scenario | scored for 2026-07-28 | passed | failed | warnings | skipped | info | failing checks (all baselined) |",
    "|---|---|---|---|---|---|---|---|",
    ...rows.map(
      (r) =>
        `| ${r.scenario} | ${r.scored ? "yes" : "no"} | ${r.passed} | ${r.failed} | ${r.warnings} | ${r.skipped} | ${r.info} | ${r.baselined.join(", ")} |`,
    ),
    "",
    ...(unexpected.length > 0
      ? [
          "## Unexpected failures",
          "",
          ...unexpected.map(([key, check]) => `- ${key} (${check.status}): ${check.errorMessage ?? ""}`),
          "",
        ]
      : []),
    ...(stale.length > 0
      ? ["## Stale baseline entries (passing or not run)", "", ...stale.map((key) => `- ${key}`), ""]
      : []),
    ...(unexplained.length > 0
      ? ["## Baseline entries without a reason", "", ...unexplained.map((key) => `- ${key}`), ""]
      : []),
  ].join("\n");
  mkdirSync(OUT_DIR, { recursive: true });
  writeFileSync(join(OUT_DIR, "results.md"), `${md}\n`);
  writeFileSync(
    join(OUT_DIR, "results.json"),
    `${JSON.stringify({ suite: SUITE_PACKAGE.version, revision: REVISION, server: SERVER_VERSION, ok, runs: suiteRuns.map(({ command, code }) => ({ command, code })), scenarios: rows }, null, 2)}\n`,
  );

  // Raw results are kept only when something needs looking at.
  if (ok) rmSync(raw, { recursive: true, force: true });
  console.log(
    `\n== chematic-mcp conformance: ${ok ? "pass" : "FAIL"} in ${totalSeconds.toFixed(1)} s${ok ? "" : ` (raw results: ${raw})`}`,
  );
  console.log(
    `summary: ${relative(REPO, join(OUT_DIR, "results.md"))}${WRITE ? "" : " (not committed; --write updates validation/conformance/)"}`,
  );
  for (const [key, check] of unexpected) console.log(`unexpected ${check.status}: ${key}: ${check.errorMessage ?? ""}`);
  for (const key of stale) console.log(`stale baseline entry (passing or not run): ${key}`);
  for (const key of unexplained) console.log(`baseline entry without a reason: ${key}`);
  for (const run of suiteRuns)
    if (run.code !== 0) console.log(`the suite itself failed (exit ${run.code}): ${run.command}`);
  return ok ? 0 : 1;
}

process.exit(await main());
