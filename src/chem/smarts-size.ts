/**
 * How deeply a SMARTS string nests, read without RDKit, so that the embedded engine never sees a
 * pattern that breaks it (the SMARTS counterpart of smiles-size.ts).
 *
 * RDKit matches a recursive SMARTS (`[$(…)]`) by recursing once per level, on the WebAssembly build's
 * small stack. Measured with the embedded @rdkit/rdkit (smarts_match on "CCO"):
 * - `"[$(" * d + "C" + ")]" * d`: depths up to 195 are fine; 196–205 overflow the stack silently — the
 *   call itself answers, but the instance is corrupt and later calls fail with a `WebAssembly.Exception`
 *   (`-32603 [object WebAssembly.Exception]`) or a `RuntimeError`; from 206 the overflow traps at once.
 * - `"[C;$(" * d + "C" + ")]" * d` breaks earlier: later calls fail from depth 165, and depth 200 hangs.
 * Parsing alone (no match) is fine to depth 1,000; plain branch nesting `C(C(…))` to depth 1,000.
 *
 * Real SMARTS nest recursion one to three deep (the 818 patterns in src/data — PAINS, Brenk, BRICS, QED,
 * Crippen — nest recursion at most 2 deep and everything at most 7), so MAX_SMARTS_RECURSION = 32 is
 * generous for people and five times below the shallowest depth seen to break the engine. Bracket/branch nesting is bounded too (MAX_SMARTS_NESTING), far above any written pattern
 * and a quarter of the 1,000 measured safe.
 */
import { DomainError } from "../protocol/errors.ts";

/** Deepest `$(…)` recursion accepted. */
export const MAX_SMARTS_RECURSION = 32;
/** Deepest nesting of brackets, branches and recursions together. */
export const MAX_SMARTS_NESTING = 256;

export interface SmartsNesting {
  /** Most `$(` recursions open at once. */
  recursion: number;
  /** Most brackets, branches and recursions open at once. */
  nesting: number;
}

/** Measures nesting by scanning the characters; a malformed pattern is measured as far as it goes (RDKit will say why it is wrong). */
export function smartsNesting(smarts: string): SmartsNesting {
  const open: string[] = [];
  let recursionOpen = 0;
  let recursion = 0;
  let nesting = 0;
  for (let i = 0; i < smarts.length; i++) {
    const c = smarts[i] as string;
    if (c === "$" && smarts[i + 1] === "(") {
      open.push("$");
      recursionOpen++;
      i++;
    } else if (c === "(" || c === "[") open.push(c);
    else if (c === ")" || c === "]") {
      const top = open.at(-1);
      if (c === ")" ? top === "(" || top === "$" : top === "[") {
        open.pop();
        if (top === "$") recursionOpen--;
      }
      continue;
    } else continue;
    if (recursionOpen > recursion) recursion = recursionOpen;
    if (open.length > nesting) nesting = open.length;
  }
  return { recursion, nesting };
}

/**
 * Refuses a SMARTS nested deeper than the bounds, before RDKit sees it. The code is INVALID_SMARTS, not
 * MOLECULE_TOO_LARGE: the pattern is an argument we do not accept (no molecule is too large), and the
 * model fixes it by rewriting the pattern.
 */
export function checkSmartsNesting(smarts: string, label: string): void {
  const { recursion, nesting } = smartsNesting(smarts);
  if (recursion > MAX_SMARTS_RECURSION) {
    throw new DomainError(
      "INVALID_SMARTS",
      `${label} nests recursive SMARTS ($(…)) ${recursion} deep; the limit is ${MAX_SMARTS_RECURSION} ` +
        "(real patterns need 1–3 levels): flatten the pattern",
      { argument: label, depth: recursion, limit: MAX_SMARTS_RECURSION },
    );
  }
  if (nesting > MAX_SMARTS_NESTING) {
    throw new DomainError(
      "INVALID_SMARTS",
      `${label} nests brackets, branches and recursions ${nesting} deep; the limit is ${MAX_SMARTS_NESTING}: write a flatter pattern`,
      { argument: label, depth: nesting, limit: MAX_SMARTS_NESTING },
    );
  }
}
