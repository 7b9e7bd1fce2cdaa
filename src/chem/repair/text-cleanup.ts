/**
 * Text that is not SMILES but travels with it when a SMILES is copied out of a paper, a chat or a web page:
 * quotes, backticks, code fences and Markdown emphasis (**bold**) around it, a "SMILES:" label before it, punctuation after it, line breaks and spaces
 * inside it, and Unicode look-alikes of ASCII characters (en dash and minus sign for "-", fullwidth letters,
 * Cyrillic "С" for "C", zero-width spaces). Each is found, reported with its position in the caller's text, and
 * undone; what remains is plain ASCII the SMILES reader can be asked about.
 */
import type { Problem } from "./problem.ts";

/** One way to read the cleaned text: the text, where each character came from, and what was done to get it. */
export interface CleanedText {
  text: string;
  /** origin[i] is the caller's character index of text[i]; origin[text.length] is the caller's length. */
  origin: number[];
  /** The edits, in words, that turned the caller's text into this one (empty when nothing changed). */
  edits: string[];
  /** How much less likely this reading is than the first one (0 for the first). */
  penalty: number;
}

export interface Cleanup {
  /** The readings to try, most likely first: the whole text joined, then (after a space) the part before it. */
  readings: CleanedText[];
  /** The cleaned text with any whitespace inside kept (a name's words stay apart). */
  text: string;
  /** Copy artefacts, in the order found. */
  problems: Problem[];
  /** Whitespace inside the text, when there is some (not a CXSMILES extension). */
  split?: Problem;
}

const hex = (code: number): string => `U+${code.toString(16).toUpperCase().padStart(4, "0")}`;

/** Invisible characters that only get in the way (zero-width spaces and joiners, byte-order mark, soft hyphen). */
const INVISIBLE = new Map<number, string>([
  [0x200b, "zero-width space"],
  [0x200c, "zero-width non-joiner"],
  [0x200d, "zero-width joiner"],
  [0x2060, "word joiner"],
  [0xfeff, "byte-order mark (zero-width no-break space)"],
  [0x00ad, "soft hyphen"],
]);

/** Non-ASCII characters that stand for one ASCII character: dashes, minus signs, look-alike letters, superscripts. */
const LOOK_ALIKES = new Map<number, [ascii: string, name: string]>([
  [0x2010, ["-", "hyphen"]],
  [0x2011, ["-", "non-breaking hyphen"]],
  [0x2012, ["-", "figure dash"]],
  [0x2013, ["-", "en dash"]],
  [0x2014, ["-", "em dash"]],
  [0x2015, ["-", "horizontal bar"]],
  [0x2212, ["-", "minus sign"]],
  [0xfe63, ["-", "small hyphen-minus"]],
  [0x207a, ["+", "superscript plus"]],
  [0x207b, ["-", "superscript minus"]],
  [0x2261, ["#", "identical-to sign (triple bond)"]],
  [0x00b7, [".", "middle dot"]],
  // Cyrillic and Greek capitals and small letters drawn like Latin ones.
  [0x0421, ["C", "Cyrillic capital Es"]],
  [0x0441, ["c", "Cyrillic small es"]],
  [0x041e, ["O", "Cyrillic capital O"]],
  [0x043e, ["o", "Cyrillic small o"]],
  [0x0420, ["P", "Cyrillic capital Er"]],
  [0x0440, ["p", "Cyrillic small er"]],
  [0x0412, ["B", "Cyrillic capital Ve"]],
  [0x041d, ["H", "Cyrillic capital En"]],
  [0x0405, ["S", "Cyrillic capital Dze"]],
  [0x0455, ["s", "Cyrillic small dze"]],
  [0x039d, ["N", "Greek capital Nu"]],
  [0x039f, ["O", "Greek capital Omicron"]],
  [0x03bf, ["o", "Greek small omicron"]],
  [0x0392, ["B", "Greek capital Beta"]],
  [0x03a1, ["P", "Greek capital Rho"]],
  [0x0399, ["I", "Greek capital Iota"]],
]);
for (const [code, digit] of [
  [0x2070, "0"],
  [0x00b9, "1"],
  [0x00b2, "2"],
  [0x00b3, "3"],
  [0x2074, "4"],
  [0x2075, "5"],
  [0x2076, "6"],
  [0x2077, "7"],
  [0x2078, "8"],
  [0x2079, "9"],
] as const) {
  LOOK_ALIKES.set(code, [digit, `superscript ${digit}`]);
}
for (let d = 0; d <= 9; d++) LOOK_ALIKES.set(0x2080 + d, [String(d), `subscript ${d}`]);

/** Spaces other than U+0020 (no-break, ideographic, the typographic widths). */
function isOtherSpace(code: number): boolean {
  return code === 0x00a0 || code === 0x3000 || code === 0x202f || code === 0x205f || (code >= 0x2000 && code <= 0x200a);
}

/** Quote marks and backticks that wrap a copied SMILES; none of them is SMILES. */
const QUOTES = new Set([
  '"',
  "'",
  "`",
  "\u2018",
  "\u2019",
  "\u201c",
  "\u201d",
  "\u00b4",
  "\u2032",
  "\u2033",
  "\u00ab",
  "\u00bb",
]);

interface Mapped {
  chars: string[];
  origin: number[];
}

/** Step 1: every character mapped to ASCII where it has an ASCII twin; invisible ones dropped. Runs of one kind are one problem. */
function mapCharacters(raw: string, problems: Problem[]): Mapped {
  const chars: string[] = [];
  const origin: number[] = [];
  let run: { kind: string; start: number; from: string; to: string } | undefined;
  const flush = (): void => {
    if (!run) return;
    const { kind, start, from, to } = run;
    const read = to.length > 0 ? `read as ${JSON.stringify(to)}` : "removed";
    problems.push({
      kind: "look_alike_character",
      position: start,
      message: `${kind} ${JSON.stringify(from)} at position ${start} is not ASCII: ${read}`,
    });
    run = undefined;
  };
  const note = (kind: string, position: number, from: string, to: string): void => {
    if (run && run.kind === kind && run.start + run.from.length === position) {
      run.from += from;
      run.to += to;
    } else {
      flush();
      run = { kind, start: position, from, to };
    }
  };
  for (let i = 0; i < raw.length; i++) {
    const code = raw.charCodeAt(i);
    if (code < 0x80) {
      flush();
      chars.push(raw[i] as string);
      origin.push(i);
      continue;
    }
    const invisible = INVISIBLE.get(code);
    const alike = LOOK_ALIKES.get(code);
    if (invisible !== undefined) note(`invisible character (${invisible}, ${hex(code)})`, i, raw[i] as string, "");
    else if (alike !== undefined) {
      note(`${alike[1]} (${hex(code)})`, i, raw[i] as string, alike[0]);
      chars.push(alike[0]);
      origin.push(i);
    } else if (code >= 0xff01 && code <= 0xff5e) {
      const ascii = String.fromCharCode(code - 0xfee0);
      note("fullwidth text", i, raw[i] as string, ascii);
      chars.push(ascii);
      origin.push(i);
    } else if (isOtherSpace(code)) {
      flush();
      chars.push(" ");
      origin.push(i);
    } else {
      // Quotes stay as they are (step 2 strips them); anything else is left for the SMILES reader to refuse.
      flush();
      chars.push(raw[i] as string);
      origin.push(i);
    }
  }
  flush();
  origin.push(raw.length);
  return { chars, origin };
}

const isSpace = (c: string | undefined): boolean =>
  c === " " || c === "\t" || c === "\n" || c === "\r" || c === "\f" || c === "\v";
/** "SMILES:", "Canonical SMILES =", "SMILES string:", "smi:" … before the molecule. */
const LABEL = /^(?:(?:canonical|isomeric|input|molecule)\s+)?(?:smiles|smi)(?:\s+(?:string|code|notation))?\s*[:=]\s*/i;
const TRAILING_PUNCTUATION = new Set([".", ",", ";", ":", "!", "?"]);

/**
 * Cleans the caller's text: look-alikes mapped, wrappers, labels and trailing punctuation removed, spaces
 * and line breaks inside taken out. A CXSMILES extension (" |...|") after the SMILES is kept as RDKit reads it.
 */
export function cleanText(raw: string): Cleanup {
  const problems: Problem[] = [];
  const mapped = mapCharacters(raw, problems);
  let chars = mapped.chars;
  let origin = mapped.origin;
  const edits: string[] = problems.length > 0 ? ["replaced non-ASCII look-alike characters by their ASCII twins"] : [];
  const cut = (from: number, to: number): void => {
    chars = [...chars.slice(0, from), ...chars.slice(to)];
    origin = [...origin.slice(0, from), ...origin.slice(to)];
  };
  const at = (i: number): number => origin[i] ?? raw.length;

  // Outer layers, repeated until nothing changes: surrounding whitespace, code fences, quotes, a label, trailing punctuation.
  for (let changed = true; changed; ) {
    changed = false;
    let start = 0;
    while (start < chars.length && isSpace(chars[start])) start++;
    let end = chars.length;
    while (end > start && isSpace(chars[end - 1])) end--;
    if (start > 0 || end < chars.length) {
      problems.push({
        kind: "whitespace",
        position: start > 0 ? at(0) : at(end),
        message: `whitespace ${start > 0 ? "before" : "after"} the SMILES (position ${start > 0 ? at(0) : at(end)}): removed`,
      });
      edits.push("removed the surrounding whitespace");
      cut(end, chars.length);
      cut(0, start);
      changed = true;
      continue;
    }
    const text = chars.join("");
    const fence = /^```[A-Za-z]*\s*/.exec(text);
    if (fence) {
      problems.push({
        kind: "text_artefact",
        position: at(0),
        message: `code fence ${JSON.stringify(fence[0].trim())} at position ${at(0)} is not SMILES: removed`,
      });
      edits.push("removed the code fence");
      cut(0, fence[0].length);
      const close = chars.join("").lastIndexOf("```");
      if (close >= 0) cut(close, close + 3);
      changed = true;
      continue;
    }
    const emphasis = markdownEmphasis(text);
    if (emphasis !== undefined) {
      problems.push({
        kind: "text_artefact",
        position: at(0),
        message: `Markdown emphasis ${JSON.stringify(emphasis)} around the SMILES (positions ${at(0)} and ${at(chars.length - emphasis.length)}) is not SMILES: removed`,
      });
      edits.push(`removed the Markdown emphasis ${JSON.stringify(emphasis)}`);
      cut(chars.length - emphasis.length, chars.length);
      cut(0, emphasis.length);
      changed = true;
      continue;
    }
    if (chars.length > 0 && QUOTES.has(chars[0] as string)) {
      problems.push({
        kind: "text_artefact",
        position: at(0),
        message: `quote mark ${JSON.stringify(chars[0])} at position ${at(0)} is not SMILES: removed`,
      });
      edits.push("removed the quote marks");
      cut(0, 1);
      changed = true;
      continue;
    }
    if (chars.length > 0 && QUOTES.has(chars[chars.length - 1] as string)) {
      const p = at(chars.length - 1);
      problems.push({
        kind: "text_artefact",
        position: p,
        message: `quote mark ${JSON.stringify(chars[chars.length - 1])} at position ${p} is not SMILES: removed`,
      });
      edits.push("removed the quote marks");
      cut(chars.length - 1, chars.length);
      changed = true;
      continue;
    }
    const label = LABEL.exec(text);
    if (label) {
      problems.push({
        kind: "text_artefact",
        position: at(0),
        message: `label ${JSON.stringify(label[0].trim())} at position ${at(0)} is not part of the SMILES: removed`,
      });
      edits.push(`removed the label ${JSON.stringify(label[0].trim())}`);
      cut(0, label[0].length);
      changed = true;
      continue;
    }
    if (chars.length > 1 && TRAILING_PUNCTUATION.has(chars[chars.length - 1] as string)) {
      const p = at(chars.length - 1);
      problems.push({
        kind: "text_artefact",
        position: p,
        message: `${JSON.stringify(chars[chars.length - 1])} at position ${p} ends a sentence, not a SMILES: removed`,
      });
      edits.push(`removed the trailing ${JSON.stringify(chars[chars.length - 1])}`);
      cut(chars.length - 1, chars.length);
      changed = true;
    }
  }
  const dedupedEdits = [...new Set(edits)];
  // Whitespace inside: a CXSMILES extension is RDKit's to read; any other is a break in the SMILES or a name after it.
  const inner = chars.findIndex(isSpace);
  const text = chars.join("");
  if (inner < 0) return { readings: [{ text, origin, edits: dedupedEdits, penalty: 0 }], text, problems };
  let after = inner;
  while (after < chars.length && isSpace(chars[after])) after++;
  if (chars[after] === "|") return { readings: [{ text, origin, edits: dedupedEdits, penalty: 0 }], text, problems };
  const position = at(inner);
  const rest = chars.slice(after).join("");
  const split: Problem = {
    kind: "whitespace",
    position,
    message: `whitespace at position ${position} splits the text: RDKit reads only what comes before it and takes ${JSON.stringify(clip(rest))} as the molecule's name`,
  };
  const joinedChars: string[] = [];
  const joinedOrigin: number[] = [];
  chars.forEach((c, i) => {
    if (!isSpace(c)) {
      joinedChars.push(c);
      joinedOrigin.push(origin[i] as number);
    }
  });
  joinedOrigin.push(raw.length);
  return {
    readings: [
      {
        text: joinedChars.join(""),
        origin: joinedOrigin,
        edits: [...dedupedEdits, "removed the whitespace inside"],
        penalty: 0,
      },
      {
        text: chars.slice(0, inner).join(""),
        origin: [...origin.slice(0, inner), raw.length],
        edits: [...dedupedEdits, `kept only the text before the whitespace at position ${position}`],
        penalty: 2,
      },
    ],
    text,
    problems,
    split,
  };
}

/**
 * Markdown emphasis wrapped around the whole text: "**CCO**" (bold), "***CCO***", "__CCO__", "_CCO_". The same
 * marks at both ends, with something between them. A lone "*" at each end ("*CC*") is left alone: "*" is SMILES's
 * dummy atom, and "*CC*" is how a repeat unit or a fragment with two attachment points is written. Two or more
 * stars at each end would be dummy atoms bonded to each other at both ends of a chain, which no one writes; and "_"
 * is no SMILES character at all.
 */
function markdownEmphasis(text: string): string | undefined {
  const mark = /^(\*{2,3}|_{1,3})/.exec(text)?.[1];
  if (mark === undefined || text.length <= 2 * mark.length || !text.endsWith(mark)) return undefined;
  const inside = text.slice(mark.length, text.length - mark.length);
  // "**CC**" is bold only when the text inside does not itself begin or end with the mark's character.
  if (inside.startsWith(mark[0] as string) || inside.endsWith(mark[0] as string)) return undefined;
  return mark;
}

function clip(text: string): string {
  return text.length > 40 ? `${text.slice(0, 40)}…` : text;
}
