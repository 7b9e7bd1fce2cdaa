/**
 * Is this a word rather than a SMILES? Outside brackets, SMILES writes letters only as element symbols of its
 * organic subset (B C N O P S F Cl Br I, aromatic b c n o p s). A run of letters with two or more lowercase
 * letters that cannot stand there ("aspirin": a, i, r, i) is a name or a word, not a typing slip: a slip
 * changes one symbol ("cl", "CL", "bR" each have one). Uppercase-only runs are left alone ("CCL" is a slip).
 */
const AROMATIC = new Set(["b", "c", "n", "o", "p", "s"]);

/** Lowercase letters that cannot stand at index i of `run` in a SMILES (outside brackets). */
function foreignLowercase(run: string): number {
  let count = 0;
  for (let i = 0; i < run.length; i++) {
    const c = run[i] as string;
    if (c !== c.toLowerCase() || AROMATIC.has(c)) continue;
    const before = run[i - 1];
    if ((c === "l" && before === "C") || (c === "r" && before === "B")) continue;
    count++;
  }
  return count;
}

/** The word that shows `text` is a name (the first run of letters with two foreign lowercase letters), or undefined. */
export function nameLikeWord(text: string): string | undefined {
  if (text.trim().length === 0) return undefined;
  const outsideBrackets = text.replace(/\[[^\]]*\]/g, " ");
  for (const run of outsideBrackets.match(/[A-Za-z]+/g) ?? []) {
    if (foreignLowercase(run) >= 2) return run;
  }
  return undefined;
}

/** A molfile or JSON pasted where a SMILES belongs. */
export function looksLikeMolfileOrJson(text: string): boolean {
  return /M {2}END|V[23]000/.test(text) || text.trimStart().startsWith("{");
}
