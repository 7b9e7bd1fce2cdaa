/**
 * The README is a user guide and the rest lives in docs/ (issue 32, item 8), so the two are joined by links: every
 * relative link of README.md, CONTRIBUTING.md and docs/*.md names a file of the repository, and every `#anchor` a
 * heading of the file it points into (GitHub's anchor rule: lower case, punctuation but `-` and `_` dropped, spaces
 * to `-`). The last block shows the check catching a broken file link and a broken anchor.
 */
import { describe, expect, test } from "bun:test";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join, normalize } from "node:path";
import { REPO } from "../../harness/stdio-client.ts";

/** GitHub's anchor for a heading's text. */
function anchorOf(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N} _-]/gu, "")
    .replace(/ /g, "-");
}

/** The anchors of a Markdown text's headings (outside fenced code). */
function anchors(markdown: string): Set<string> {
  const found = new Set<string>();
  let fenced = false;
  for (const line of markdown.split("\n")) {
    if (line.startsWith("```")) fenced = !fenced;
    const heading = !fenced && /^#{1,6} (.*)$/.exec(line);
    if (heading) found.add(anchorOf(heading[1] as string));
  }
  return found;
}

/** What is wrong with the relative links of one document (its path from the repository's root), in words. */
function linkProblems(file: string, markdown: string, read: (path: string) => string | null): string[] {
  const problems: string[] = [];
  const prose = markdown.replace(/```[\s\S]*?```/g, "").replace(/`[^`\n]*`/g, "");
  for (const match of prose.matchAll(/\]\(([^)\s]+)\)/g)) {
    const target = match[1] as string;
    if (/^[a-z]+:/.test(target)) continue;
    const [path = "", anchor] = target.split("#");
    const into = path === "" ? file : normalize(join(dirname(file), path));
    const text = path === "" ? markdown : read(into);
    if (text === null) problems.push(`${file} links to ${target}: no file ${into}`);
    else if (anchor !== undefined && into.endsWith(".md") && !anchors(text).has(anchor))
      problems.push(`${file} links to ${target}: ${into} has no heading with that anchor`);
  }
  return problems;
}

const readInRepo = (path: string): string | null => {
  const full = join(REPO, path);
  if (!existsSync(full)) return null;
  return path.endsWith(".md") ? readFileSync(full, "utf8") : "";
};
const DOCUMENTS = [
  "README.md",
  "CONTRIBUTING.md",
  ...readdirSync(join(REPO, "docs"))
    .filter((name) => name.endsWith(".md"))
    .map((name) => `docs/${name}`),
];

describe("the links between the README and docs/", () => {
  test("every relative link names a file of the repository and, with an anchor, a heading of it", () => {
    const problems = DOCUMENTS.flatMap((file) => linkProblems(file, readInRepo(file) as string, readInRepo));
    expect(problems).toEqual([]);
  });

  test("the README links to every page of docs/", () => {
    const readme = readInRepo("README.md") as string;
    const unlinked = DOCUMENTS.filter((file) => file.startsWith("docs/") && !readme.includes(`](${file}`));
    expect(unlinked).toEqual([]);
  });

  test("GitHub's anchors: backticks, colons and parentheses dropped, spaces to hyphens", () => {
    expect(anchorOf("Choosing the tools: `--tools`")).toBe("choosing-the-tools---tools");
    expect(anchorOf("Pictures: `depict` and `depict_grid`")).toBe("pictures-depict-and-depict_grid");
  });

  test("negative control: a missing file and missing anchors are caught, a heading of the page itself is found", () => {
    const page = "See [a](docs/none.md), [b](README.md#no-such-heading), [c](#here) and [d](#there).\n\n## Here\n";
    expect(linkProblems("README.md", page, readInRepo)).toEqual([
      "README.md links to docs/none.md: no file docs/none.md",
      "README.md links to README.md#no-such-heading: README.md has no heading with that anchor",
      "README.md links to #there: README.md has no heading with that anchor",
    ]);
  });
});
