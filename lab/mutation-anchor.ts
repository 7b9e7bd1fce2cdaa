/**
 * Where a mutation of lab/mutations.ts applies (issue 32, item 7: "mutations anchor on a function name or a
 * marker instead of exact source text, so a reformat does not re-anchor all of them").
 *
 * Two rules make an anchor survive a reformat:
 * - **Whitespace does not count.** `find` matches the source with every run of whitespace (spaces, line breaks,
 *   indentation) ignored on both sides, so a line the formatter wraps or joins is still found. The span replaced is
 *   the source's own, from the first to the last character matched.
 * - **`within` narrows the search** to one declaration of the file: a function, class, method, or a `const`/`let`
 *   binding, found by its name. A short `find` (`>= 0`) that occurs many times in the file needs to occur only once
 *   there.
 * `find` must still occur exactly once where it is looked for, so an edit that moves or removes the code fails the
 * list loudly instead of silently mutating something else.
 */

/** A span of the source text: `text.slice(start, end)` is what `find` matched. */
export type Located = { ok: true; start: number; end: number } | { ok: false; problem: string };

/** The non-whitespace characters of `text`, with the index in `text` of each. */
function compact(text: string, from = 0, to = text.length): { chars: string; at: number[] } {
  let chars = "";
  const at: number[] = [];
  for (let i = from; i < to; i++) {
    const c = text[i] as string;
    if (/\s/.test(c)) continue;
    chars += c;
    at.push(i);
  }
  return { chars, at };
}

/**
 * Whether a `/` at `i` starts a regular expression literal rather than a division: the last non-space character
 * before it is one after which an expression starts (an operator, an opening bracket, `,` `;` `:`), or the word
 * `return`. The usual heuristic; this code has no division right after those.
 */
function startsRegex(text: string, i: number): boolean {
  let j = i - 1;
  while (j >= 0 && /\s/.test(text[j] as string)) j--;
  if (j < 0) return true;
  if ("(,=:[!&|?{};+-*%<>~^".includes(text[j] as string)) return true;
  return /\breturn$/.test(text.slice(Math.max(0, j - 5), j + 1));
}

/** Skips a string, template, comment or regular expression starting at `i`; the index after it, or `i` if none. */
function skipLiteral(text: string, i: number): number {
  const c = text[i];
  if (c === "/" && text[i + 1] === "/") {
    const end = text.indexOf("\n", i);
    return end === -1 ? text.length : end;
  }
  if (c === "/" && text[i + 1] === "*") {
    const end = text.indexOf("*/", i + 2);
    return end === -1 ? text.length : end + 2;
  }
  if (c === "/" && startsRegex(text, i)) {
    let inClass = false;
    for (let j = i + 1; j < text.length && text[j] !== "\n"; j++) {
      if (text[j] === "\\") j++;
      else if (text[j] === "[") inClass = true;
      else if (text[j] === "]") inClass = false;
      else if (text[j] === "/" && !inClass) return j + 1;
    }
    return i;
  }
  if (c === '"' || c === "'" || c === "`") {
    for (let j = i + 1; j < text.length; j++) {
      if (text[j] === "\\") j++;
      else if (text[j] === c) return j + 1;
    }
    return text.length;
  }
  return i;
}

const OPEN = "([{";
const CLOSE = ")]}";

/**
 * The span of the declaration named `name`: from its keyword to the `}` or `]` that closes its body, or to the `;`
 * that ends a binding without one. Declarations: `function name`, `class name`, `const|let|var|type|interface name`,
 * and a method `name(` that begins a member (after modifiers). Null when there is none, or more than one.
 * A function's or method's body is the first `{` at the top level after its parameters that does not open a type
 * (one after `:`, `|`, `&`, `<`, `,`, `(` or `=>` does): its return type (`number[]`, `{ ok: true }`) is not its end.
 */
export function declarationSpan(text: string, name: string): { start: number; end: number } | null | "ambiguous" {
  const escaped = name.replace(/[$]/g, "\\$");
  // Not "at a line start": a formatter may join lines. A keyword declaration starts anywhere a word can; a method
  // (`name(`, after modifiers) only where a statement or member can: the file's start, after `;`, `{`, `}` or the end
  // of a block comment (its doc comment).
  const keyword = `(?<![\\w$.])(?:export\\s+)?(?:default\\s+)?(?:async\\s+)?(?:function\\*?|class|const|let|var|interface|type)\\s+${escaped}\\b`;
  const method = `(?<=(?:^|[;{}]|\\*/)\\s*)(?:(?:public|private|protected|static|readonly|async|get|set)\\s+)*${escaped}\\s*[(<]`;
  const pattern = new RegExp(`${keyword}|${method}`, "g");
  const starts = [...text.matchAll(pattern)].map((match) => match.index as number);
  if (starts.length === 0) return null;
  if (starts.length > 1) return "ambiguous";
  const start = starts[0] as number;
  const head = text.slice(start, start + 200);
  const callable = !/^(?:export\s+)?(?:default\s+)?(?:const|let|var|interface|type|class)\b/.test(head);
  let depth = 0;
  let parametersClosed = !callable;
  let inBody = !callable;
  for (let i = start; i < text.length; i++) {
    const skipped = skipLiteral(text, i);
    if (skipped !== i) {
      i = skipped - 1;
      continue;
    }
    const c = text[i] as string;
    if (!inBody && c === "{" && depth === 0 && parametersClosed && !opensType(text, i)) inBody = true;
    if (OPEN.includes(c)) depth++;
    else if (CLOSE.includes(c)) {
      depth--;
      if (depth === 0 && c === ")") parametersClosed = true;
      if (depth === 0 && c !== ")" && inBody) return { start, end: i + 1 };
    } else if (c === ";" && depth === 0 && inBody) return { start, end: i + 1 };
  }
  return { start, end: text.length };
}

/** A `{` at `i` that opens an object type: after `:`, `|`, `&`, `<`, `,`, `(` or the `=>` of a function type. */
function opensType(text: string, i: number): boolean {
  let j = i - 1;
  while (j >= 0 && /\s/.test(text[j] as string)) j--;
  const before = text[j] as string;
  return ":|&<,(".includes(before) || (before === ">" && text[j - 1] === "=");
}

/** Where `find` occurs in `text` (inside the declaration `within` when given), whitespace ignored; exactly once. */
export function locate(text: string, find: string, within?: string): Located {
  let from = 0;
  let to = text.length;
  if (within !== undefined) {
    const span = declarationSpan(text, within);
    if (span === null) return { ok: false, problem: `no declaration named ${within}` };
    if (span === "ambiguous") return { ok: false, problem: `more than one declaration named ${within}` };
    from = span.start;
    to = span.end;
  }
  const needle = compact(find).chars;
  if (needle.length === 0) return { ok: false, problem: "find has no characters but whitespace" };
  const hay = compact(text, from, to);
  const hits: number[] = [];
  for (let at = hay.chars.indexOf(needle); at !== -1; at = hay.chars.indexOf(needle, at + needle.length)) hits.push(at);
  const where = within === undefined ? "" : ` within ${within}`;
  if (hits.length !== 1)
    return { ok: false, problem: `find occurs ${hits.length} times${where} (must be exactly once)` };
  const first = hits[0] as number;
  return { ok: true, start: hay.at[first] as number, end: (hay.at[first + needle.length - 1] as number) + 1 };
}

/**
 * `text` with `find` replaced by `replace` (located as `locate` does). The whitespace `find` begins or ends with is
 * not part of the span matched, so where `replace` begins or ends with the same whitespace it is left out too.
 */
export function mutateText(text: string, find: string, replace: string, within?: string): string {
  const span = locate(text, find, within);
  if (!span.ok) throw new Error(span.problem);
  const lead = (/^\s*/.exec(find) as RegExpExecArray)[0];
  const trail = (/\s*$/.exec(find) as RegExpExecArray)[0];
  let body = replace.startsWith(lead) ? replace.slice(lead.length) : replace;
  if (trail.length > 0 && body.endsWith(trail)) body = body.slice(0, body.length - trail.length);
  return text.slice(0, span.start) + body + text.slice(span.end);
}
