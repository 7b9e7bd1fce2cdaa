/**
 * lab/mutation-anchor.ts: a mutation's `find` is located with whitespace ignored, inside the declaration its
 * `within` names, exactly once (issue 32, item 7). The list-wide blocks run every entry of lab/mutations.ts: the
 * span found is the one exact matching found before, and it is still found, once, after a reformat of its file.
 */
import { describe, expect, test } from "bun:test";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { REPO } from "../../harness/stdio-client.ts";
import { declarationSpan, locate, mutateText } from "../../lab/mutation-anchor.ts";
import { MUTATIONS } from "../../lab/mutations.ts";

const SOURCE = `export const LIMIT = 10;

export function check(n: number): boolean {
  if (n > LIMIT) return false;
  return n >= 0;
}

function other(n: number): boolean {
  return n >= 0 && n < 5; // "}" in a comment
}

class Box {
  size(): number {
    return LIMIT;
  }
}
`;

describe("locate", () => {
  test("whitespace is ignored on both sides, and the span is the source's own", () => {
    const span = locate(SOURCE, "if (n >\n      LIMIT)");
    expect(span).toEqual({
      ok: true,
      start: SOURCE.indexOf("if (n > LIMIT)"),
      end: SOURCE.indexOf("if (n > LIMIT)") + 14,
    });
  });

  test("within narrows the search to one declaration", () => {
    expect(locate(SOURCE, "return n >= 0").ok).toBe(false);
    expect(locate(SOURCE, "return n >= 0", "check")).toEqual({
      ok: true,
      start: SOURCE.indexOf("return n >= 0;"),
      end: SOURCE.indexOf("return n >= 0;") + 13,
    });
    expect(locate(SOURCE, "return LIMIT", "size").ok).toBe(true);
  });

  test("declarations end at their closing brace or semicolon, past braces in comments and strings", () => {
    const span = declarationSpan(SOURCE, "other");
    if (span === null || span === "ambiguous") throw new Error("no span");
    expect(SOURCE.slice(span.start, span.end)).toStartWith("function other");
    expect(SOURCE.slice(span.start, span.end)).toEndWith('// "}" in a comment\n}');
    const limit = declarationSpan(SOURCE, "LIMIT");
    if (limit === null || limit === "ambiguous") throw new Error("no span");
    expect(SOURCE.slice(limit.start, limit.end)).toBe("export const LIMIT = 10;");
  });

  test("a function's return type and the regular expressions in its body do not end it", () => {
    const source = [
      "function list(n: number): number[] {",
      "  const open = /[(]/.test(String(n));",
      "  return open ? [] : [n];",
      "}",
      "",
      "function verdict(n: number): { ok: true } | { ok: false } {",
      '  return n > 0 ? { ok: true } : { ok: false }; // "}"',
      "}",
      "",
      "function lazy(): () => { n: number } {",
      "  return () => ({ n: 1 });",
      "}",
      "",
      "const half = (n: number) => n / 2;",
      "",
    ].join("\n");
    const body = (name: string): string => {
      const span = declarationSpan(source, name);
      if (span === null || span === "ambiguous") throw new Error(`no span for ${name}`);
      return source.slice(span.start, span.end);
    };
    expect(body("list")).toEndWith("return open ? [] : [n];\n}");
    expect(body("verdict")).toEndWith('// "}"\n}');
    expect(body("lazy")).toEndWith("return () => ({ n: 1 });\n}");
    expect(body("half")).toBe("const half = (n: number) => n / 2;");
    expect(locate(source, "[n]", "list").ok).toBe(true);
    expect(locate(source, "{ ok: false };", "verdict").ok).toBe(true);
  });

  test("negative controls: none, several, an unknown declaration", () => {
    expect(locate(SOURCE, "n < 6")).toEqual({ ok: false, problem: "find occurs 0 times (must be exactly once)" });
    expect(locate(SOURCE, "n >= 0")).toEqual({ ok: false, problem: "find occurs 2 times (must be exactly once)" });
    expect(locate(SOURCE, "n >= 0", "missing")).toEqual({ ok: false, problem: "no declaration named missing" });
  });

  test("mutateText keeps the find's surrounding whitespace out of the replaced span", () => {
    const mutated = mutateText(SOURCE, "  if (n > LIMIT) return false;\n", "  if (n >= LIMIT) return false;\n");
    expect(mutated).toContain("\n  if (n >= LIMIT) return false;\n  return n >= 0;");
  });
});

/**
 * A reformat that changes only whitespace: every line joined to the next, and a line break after each comma. A line
 * with a `//` comment is left as it is, as a formatter leaves it (joining or breaking it would turn comment into code).
 */
function rewrap(text: string): string {
  return text
    .split("\n")
    .map((line) => (line.includes("//") ? `${line}\n` : `${line.trim().replace(/, /g, ",\n    ")} `))
    .join("");
}

describe("every mutation of lab/mutations.ts", () => {
  const files = new Map<string, string>();
  const read = (file: string): string => {
    if (!files.has(file)) files.set(file, readFileSync(join(REPO, file), "utf8"));
    return files.get(file) as string;
  };

  test("is found where exact matching finds it", () => {
    const moved = MUTATIONS.filter((m) => {
      const text = read(m.file);
      const span = locate(text, m.find, m.within);
      const exact = text.indexOf(m.find.trim());
      return !span.ok || (m.within === undefined && exact !== -1 && span.start !== exact);
    }).map((m) => m.id);
    expect(moved).toEqual([]);
  });

  test("is still found exactly once after its file is re-wrapped", () => {
    const lost = MUTATIONS.filter((m) => !locate(rewrap(read(m.file)), m.find, m.within).ok).map((m) => m.id);
    expect(lost).toEqual([]);
  });

  // Counted over the entries whose find the re-wrap changes (a ", " or a line break in it): short finds without
  // either (most of the name parser's) survive a re-wrap even with exact matching, so a share of all entries says
  // less and less about the re-wrap as they are added.
  test("negative control: exact matching loses nearly every entry the same re-wrap touches", () => {
    const touched = MUTATIONS.filter((m) => /, |\n/.test(m.find));
    const exactLost = touched.filter((m) => !rewrap(read(m.file)).includes(m.find)).length;
    expect(touched.length).toBeGreaterThan(100);
    expect(exactLost).toBeGreaterThan(touched.length * 0.9);
  });
});
