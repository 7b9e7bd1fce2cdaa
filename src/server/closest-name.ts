/**
 * The known name closest to a name a caller got wrong (an unknown argument, an unknown filter), so the error can say
 * which one was meant (protocol.md: "an unknown argument names the closest known one").
 *
 * A model that misnames an argument usually writes a synonym (`molecule` for `smiles`), a singular or plural
 * (`query` for `queries`), another spelling of the same words (`smilesList`, `smiles-list`), a shorter or longer
 * name of the same thing (`smiles` for `smiles_list`, `smiles_string` for `smiles`) or a typo (`fromat`). The
 * names are compared as word lists, in that order of confidence:
 *   1. the same words (after the small synonym map and singular/plural);
 *   2. the same words but for one typo in some of them (`query_typ`, `align_to_mc`), the fewest typos winning;
 *   3. one name's words all within the other's (`smiles` ⊂ `smiles_list`), the fewest extra words winning;
 *   4. an edit distance (adjacent transpositions count as one edit) of at most a third of the longer name
 *      (at least 1), the smallest winning.
 * Ties are all returned (`highlight` → the four `highlight_*` arguments), at most four; no match returns [].
 */

/**
 * Words a caller may write for the words of our names. Small on purpose: every entry is a word a model has
 * been seen to write for a SMILES argument or a count; a wrong suggestion is worse than none.
 */
const SYNONYMS: Record<string, string> = {
  smi: "smiles",
  mol: "smiles",
  molecule: "smiles",
  structure: "smiles",
  compound: "smiles",
  smile: "smiles",
  fp: "fingerprint",
  iupac: "name",
};

const MAX_SUGGESTIONS = 4;

/** Lower-case words of a name: split at `_`, `-`, spaces, dots, camelCase humps and between letters and digits. */
function words(name: string): string[] {
  return name
    .replace(/([a-z])([A-Z])/g, "$1 $2")
    .replace(/([A-Za-z])(\d)/g, "$1 $2")
    .replace(/(\d)([A-Za-z])/g, "$1 $2")
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length > 0)
    .map(canonicalWord);
}

/** One word in a comparable form: synonyms mapped, then plural endings dropped (queries → query, mols → mol). */
function canonicalWord(word: string): string {
  const singular =
    word.length > 4 && word.endsWith("ies")
      ? `${word.slice(0, -3)}y`
      : word.length > 3 && word.endsWith("s") && !word.endsWith("ss")
        ? word.slice(0, -1)
        : word;
  // "smiles" is one word, not the plural of "smile": both map to it, as do the synonyms (and their plurals).
  return SYNONYMS[word] ?? SYNONYMS[singular] ?? singular;
}

/** Edit distance with adjacent transpositions (optimal string alignment). */
export function editDistance(a: string, b: string): number {
  const rows = a.length + 1;
  const cols = b.length + 1;
  // d[i][j]: the distance between a's first i characters and b's first j (row 0 and column 0: all insertions).
  const d: number[][] = Array.from({ length: rows }, (_, i) =>
    Array.from({ length: cols }, (_, j) => (i === 0 ? j : i)),
  );
  for (let i = 1; i < rows; i++) {
    const row = d[i] as number[];
    const above = d[i - 1] as number[];
    for (let j = 1; j < cols; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min((above[j] as number) + 1, (row[j - 1] as number) + 1, (above[j - 1] as number) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        best = Math.min(best, ((d[i - 2] as number[])[j - 2] as number) + 1);
      row[j] = best;
    }
  }
  return (d[rows - 1] as number[])[cols - 1] as number;
}

/** The same word with at most one typo; one- and two-letter words only when equal ("n" is not "k", "to" not "of"). */
function nearWord(a: string, b: string): boolean {
  return a === b || (Math.max(a.length, b.length) >= 3 && editDistance(a, b) <= 1);
}

/** How well `known` matches `wrong`: [tier, distance within the tier], lower is better; undefined: no match. */
function score(wrong: string[], known: string[]): [number, number] | undefined {
  const a = wrong.join("");
  const b = known.join("");
  if (a === b) return [1, 0];
  if (wrong.length === known.length && wrong.every((word, i) => nearWord(word, known[i] as string)))
    return [2, wrong.filter((word, i) => word !== known[i]).length];
  const inKnown = wrong.every((word) => known.includes(word));
  const inWrong = known.every((word) => wrong.includes(word));
  if (inKnown || inWrong) return [3, Math.abs(known.length - wrong.length)];
  const distance = editDistance(a, b);
  if (distance <= Math.max(1, Math.floor(Math.max(a.length, b.length) / 3))) return [4, distance];
  return undefined;
}

/**
 * The known names closest to `wrong` (best first, ties in `known`'s order, at most four); [] when none is close.
 * `preferred` (e.g. the required arguments that are missing) wins a tie against the others.
 */
export function closestNames(wrong: string, known: readonly string[], preferred: readonly string[] = []): string[] {
  const wrongWords = words(wrong);
  if (wrongWords.length === 0) return [];
  let best: [number, number] | undefined;
  let found: string[] = [];
  for (const name of known) {
    const s = score(wrongWords, words(name));
    if (s === undefined) continue;
    const better = best === undefined || s[0] < best[0] || (s[0] === best[0] && s[1] < best[1]);
    if (better) {
      best = s;
      found = [name];
    } else if (best !== undefined && s[0] === best[0] && s[1] === best[1]) found.push(name);
  }
  const first = found.filter((name) => preferred.includes(name));
  return (first.length > 0 ? first : found).slice(0, MAX_SUGGESTIONS);
}

/** `"a"`, `"a" or "b"`, `"a", "b" or "c"`. */
export function quotedAlternatives(names: readonly string[]): string {
  const quoted = names.map((name) => `"${name}"`);
  return quoted.length <= 1 ? (quoted[0] ?? "") : `${quoted.slice(0, -1).join(", ")} or ${quoted.at(-1)}`;
}
