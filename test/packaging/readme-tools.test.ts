/**
 * The documents a new tool must reach, held to the registry (issue 32, item 3): the README's tool table has one row
 * per registered tool and none for a tool that is not registered; its groups table lists each group of
 * src/tools/profiles.ts with exactly its tools; its tool count is the registry's; the CHANGELOG names every tool; and
 * CONTRIBUTING.md's "Adding a tool" checklist names every place a tool must be added and no file that is gone.
 * Each check is a function returning its problems, so the last block can show it catching a planted mistake.
 */
import { describe, expect, test } from "bun:test";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { REPO } from "../../harness/stdio-client.ts";
import { ALL_GROUP, TOOL_GROUPS } from "../../src/tools/profiles.ts";
import { tools } from "../../src/tools/registry.ts";

const REGISTRY = tools.map((tool) => tool.name);
const read = (file: string): string => readFileSync(join(REPO, file), "utf8");

/** The lines of a Markdown section: from its heading (a line starting with `heading`) to the next heading of its level or above. */
function section(markdown: string, heading: string): string[] {
  const lines = markdown.split("\n");
  const start = lines.findIndex((line) => line.startsWith(heading));
  if (start === -1) return [];
  const level = (heading.match(/^#+/) as RegExpMatchArray)[0].length;
  const end = lines.findIndex(
    (line, at) => at > start && /^#+ /.test(line) && (line.match(/^#+/) as RegExpMatchArray)[0].length <= level,
  );
  return lines.slice(start + 1, end === -1 ? undefined : end);
}

/** The first table's rows of `lines` whose first cell is one backticked name: [name, the second cell]. */
function tableRows(lines: readonly string[]): Array<[string, string]> {
  const start = lines.findIndex((line) => line.startsWith("|"));
  if (start === -1) return [];
  const end = lines.findIndex((line, at) => at > start && !line.startsWith("|"));
  return lines.slice(start, end === -1 ? undefined : end).flatMap((line): Array<[string, string]> => {
    const row = /^\| `([a-z0-9_]+)` \|(.*)\|$/.exec(line);
    return row ? [[row[1] as string, row[2] as string]] : [];
  });
}

/** What differs between a list of names and the names it should hold, in words ([] when they agree). */
function differences(what: string, listed: readonly string[], expected: readonly string[]): string[] {
  const seen = new Set<string>();
  const twice = listed.filter((name) => seen.has(name) || !seen.add(name));
  return [
    ...expected.filter((name) => !listed.includes(name)).map((name) => `${what} has no ${name}`),
    ...listed.filter((name) => !expected.includes(name)).map((name) => `${what} has ${name}, which it should not`),
    ...twice.map((name) => `${what} has ${name} twice`),
  ];
}

/** The README's tool table (under "## Tools") against the registry. */
function toolTableProblems(readme: string, registry: readonly string[]): string[] {
  const rows = tableRows(section(readme, "## Tools")).map(([name]) => name);
  return differences("the README's tool table", rows, registry);
}

/** The README's groups table (under "### Choosing the tools") against profiles.ts: each group's row names its tools. */
function groupTableProblems(readme: string, groups: Readonly<Record<string, { tools: readonly string[] }>>): string[] {
  const rows = tableRows(section(readme, "### Choosing the tools"));
  const problems = differences(
    "the README's groups table",
    rows.map(([group]) => group),
    [ALL_GROUP, ...Object.keys(groups)],
  );
  for (const [group, cell] of rows) {
    const members = groups[group]?.tools;
    if (!members) continue;
    const named = [...cell.matchAll(/`([a-z0-9_]+)`/g)].map((match) => match[1] as string);
    problems.push(...differences(`the README's row of group ${group}`, named, members));
  }
  return problems;
}

/** The README's "serving N of M tools": M is the registry's count. */
function toolCountProblems(readme: string, registry: readonly string[]): string[] {
  const counts = [...readme.matchAll(/serving N of (\d+) tools/g)].map((match) => Number(match[1]));
  if (counts.length === 0) return ['the README no longer says "serving N of … tools"'];
  return counts
    .filter((count) => count !== registry.length)
    .map((count) => `the README says "serving N of ${count} tools"; the registry has ${registry.length}`);
}

/** The CHANGELOG names every registered tool (in backticks). */
function changelogProblems(changelog: string, registry: readonly string[]): string[] {
  return registry
    .filter((name) => !changelog.includes(`\`${name}\``))
    .map((name) => `the CHANGELOG never names ${name}`);
}

/** The places every tool must be added: each item of the checklist starts with one (after the first, a path). */
const REQUIRED_PLACES = [
  "src/tools/<name>.ts",
  "src/tools/registry.ts",
  "harness/tool-names.ts",
  "src/tools/profiles.ts",
  "test/tools/<name>.test.ts",
  "test/tools/input-schemas.accepted.json",
  "README.md",
  "CHANGELOG.md",
  "lab/mutations.ts",
];

/**
 * CONTRIBUTING.md's "Adding a tool" checklist (its numbered list): every required place leads an item (`N. **`place`**`),
 * and every file it names exists (`<name>` stands for the new tool's file name and is not checked).
 */
function checklistProblems(contributing: string, exists: (file: string) => boolean): string[] {
  const lines = section(contributing, "## Adding a tool");
  const first = lines.findIndex((line) => /^1\. /.test(line));
  if (first === -1) return ['CONTRIBUTING.md has no numbered list under "## Adding a tool"'];
  const end = lines.findIndex((line, at) => at > first && line !== "" && !/^(\d+\. |\s)/.test(line));
  const list = lines.slice(first, end === -1 ? undefined : end);
  const leads = list.flatMap((line) => {
    const lead = /^\d+\. \*\*`([^`]+)`\*\*/.exec(line);
    return lead ? [lead[1] as string] : [];
  });
  const named = [...list.join("\n").matchAll(/`([^`\s]+)`/g)]
    .map((match) => match[1] as string)
    .filter((token) => /^[\w.-]+(\/[\w.<>-]+)+\.(ts|md|json|py)$/.test(token) && !token.includes("<"));
  return [
    ...REQUIRED_PLACES.filter((place) => !leads.includes(place)).map(
      (place) => `the "Adding a tool" checklist has no item for ${place}`,
    ),
    ...[...new Set([...named, ...leads.filter((lead) => !lead.includes("<"))])]
      .filter((file) => !exists(file))
      .map((file) => `the checklist names ${file}, which does not exist`),
  ];
}

const README = read("README.md");
const CONTRIBUTING = read("CONTRIBUTING.md");
const inRepo = (file: string) => existsSync(join(REPO, file));

describe("the documents hold every registered tool", () => {
  test("the README's tool table: one row per registered tool, none for any other", () => {
    expect(toolTableProblems(README, REGISTRY)).toEqual([]);
  });

  test("the README's groups table: every group of profiles.ts, each with exactly its tools", () => {
    expect(groupTableProblems(README, TOOL_GROUPS)).toEqual([]);
  });

  test("the README's tool count is the registry's", () => {
    expect(toolCountProblems(README, REGISTRY)).toEqual([]);
  });

  test("the CHANGELOG names every registered tool", () => {
    expect(changelogProblems(read("CHANGELOG.md"), REGISTRY)).toEqual([]);
  });

  test("CONTRIBUTING.md's checklist names every place a tool is added, and only files that exist", () => {
    expect(checklistProblems(CONTRIBUTING, inRepo)).toEqual([]);
  });
});

describe("each check catches a planted mistake", () => {
  const lastTool = REGISTRY.at(-1) as string;
  const rowOf = (name: string) => README.split("\n").find((line) => line.startsWith(`| \`${name}\` |`)) as string;

  test("a registered tool without a row, a row for no tool, a row twice", () => {
    expect(toolTableProblems(README.replace(`${rowOf(lastTool)}\n`, ""), REGISTRY)).toEqual([
      `the README's tool table has no ${lastTool}`,
    ]);
    expect(toolTableProblems(README, REGISTRY.slice(0, -1))).toEqual([
      `the README's tool table has ${lastTool}, which it should not`,
    ]);
    const twice = README.replace(rowOf(lastTool), `${rowOf(lastTool)}\n${rowOf(lastTool)}`);
    expect(toolTableProblems(twice, REGISTRY)).toEqual([`the README's tool table has ${lastTool} twice`]);
  });

  test("a group's row that misses a member, a group with no row", () => {
    expect(groupTableProblems(README.replace(", `smiles_to_name` |", " |"), TOOL_GROUPS)).toEqual([
      "the README's row of group names has no smiles_to_name",
    ]);
    const withNewGroup = { ...TOOL_GROUPS, extra: { tools: ["tanimoto"] } };
    expect(groupTableProblems(README, withNewGroup)).toEqual(["the README's groups table has no extra"]);
  });

  test("a stale tool count, a CHANGELOG without the tool", () => {
    expect(toolCountProblems(README, [...REGISTRY, "new_tool"])).toEqual([
      `the README says "serving N of ${REGISTRY.length} tools"; the registry has ${REGISTRY.length + 1}`,
    ]);
    expect(changelogProblems("", [lastTool])).toEqual([`the CHANGELOG never names ${lastTool}`]);
  });

  test("a checklist without the CHANGELOG item, or naming a file that is gone", () => {
    const withoutChangelog = CONTRIBUTING.replace(/^\d+\. \*\*`CHANGELOG\.md`\*\*/m, "9. **The changelog**");
    expect(checklistProblems(withoutChangelog, inRepo)).toEqual([
      'the "Adding a tool" checklist has no item for CHANGELOG.md',
    ]);
    expect(checklistProblems(CONTRIBUTING, (file) => file !== "test/tools/limits.test.ts" && inRepo(file))).toEqual([
      "the checklist names test/tools/limits.test.ts, which does not exist",
    ]);
  });
});
