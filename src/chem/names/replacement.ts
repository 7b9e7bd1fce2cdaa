/**
 * Skeletal replacement prefixes on any parent ("a" nomenclature, IUPAC 2013 P-15.4): "3-aza-4-methylpyridine" is
 * 4-methylpyrimidine, "3,6,9-triazaundecanoic acid" has N for C3, C6 and C9, the parent's numbering kept. The
 * replaced atom keeps its bonds and loses the hydrogens the new element has no valence for (an aromatic CH becomes
 * an aromatic N); one that cannot (an aromatic C to O) is refused. Always written with locants: the grammar reads
 * no unlocanted "aza" here (the von Baeyer and spiro names read their own, von-baeyer.ts). A lambda on a locant
 * gives the replaced atom's bonding number ("2λ6,4λ6-dithia-2,2,4,4-tetraoxo-pentane": two sulfones).
 */
import { type Graph, NameStructureError } from "./graph.ts";

/**
 * The bonding number of each element skeletal replacement ("a") nomenclature puts in a skeleton (P-15.4), and carbon's,
 * the atom it replaces: read by the replacement prefixes here and by the von Baeyer and spiro skeletons (von-baeyer.ts).
 */
export const SKELETON_VALENCE: Readonly<Record<string, number>> = {
  C: 4,
  Si: 4,
  Ge: 4,
  Sn: 4,
  N: 3,
  P: 3,
  As: 3,
  Sb: 3,
  B: 3,
  O: 2,
  S: 2,
  Se: 2,
  Te: 2,
};

/** Prefix and element of the replacement prefixes read on any parent. */
const REPLACEMENTS: [string, string][] = [
  ["aza", "N"],
  ["oxa", "O"],
  ["thia", "S"],
  ["selena", "Se"],
  ["phospha", "P"],
  ["arsa", "As"],
  ["sila", "Si"],
  ["germa", "Ge"],
  ["bora", "B"],
  // Cationic replacement (P-73.1.2): the element with one bond more ("9-phosphonia-9,9'-spirobi[fluorene]").
  ["azonia", "N+"],
  ["phosphonia", "P+"],
  ["arsonia", "As+"],
];

/** The replacement prefix ("aza", "phosphonia") at `pos` of the lower-cased name: its element and where it ends. */
export function replacementForm(lc: string, pos: number): { element: string; end: number } | null {
  for (const [form, element] of REPLACEMENTS) {
    if (lc.startsWith(form, pos)) return { element, end: pos + form.length };
  }
  return null;
}

/**
 * "aza" at `pos` when a hyphen or the next prefix's locant follows ("3-aza-4-methyl", "2-oxa-6-azaspiro…" not).
 * `runOn`: also run into the parent ("4aλ5-phosphadecalin"), read where a lambda marks the locants as a replacement's.
 */
export function readReplacement(
  text: string,
  pos: number,
  runOn = false,
): { element: string; name: string; end: number }[] {
  const lc = text.toLowerCase();
  const form = replacementForm(lc, pos);
  if (!form) return [];
  const name = text.slice(pos, form.end);
  if (text[form.end] === "-") return [{ element: form.element, name, end: form.end + 1 }];
  return runOn && /[a-z]/.test(lc[form.end] ?? "") ? [{ element: form.element, name, end: form.end }] : [];
}

/** One locant with its lambda ("2λ6", "4lambda6", "3lambda^5"), or a plain locant beside one ("2λ6,4-"). */
const LAMBDA_LOCANT = /^(\d+(?:[a-z](?!ambda))?)(?:lambda\^?\(?(\d)\)?|λ\^?(\d))?/;

/**
 * The locants of a replacement prefix written with the lambda convention ("2λ6,4λ6-" of "2λ6,4λ6-dithia"), each
 * with its bonding number (null where the locant has none), and the position after the hyphen; null unless at
 * least one locant has a lambda (plain locants are the grammar's own).
 */
export function replacementLambdaLocants(
  lc: string,
  pos: number,
): { locants: string[]; valences: (number | null)[]; end: number } | null {
  const locants: string[] = [];
  const valences: (number | null)[] = [];
  let at = pos;
  for (;;) {
    const m = LAMBDA_LOCANT.exec(lc.slice(at, at + 16));
    if (!m) return null;
    locants.push(m[1] as string);
    const valence = m[2] ?? m[3];
    valences.push(valence === undefined ? null : Number(valence));
    at += m[0].length;
    if (lc[at] === ",") {
      at++;
      continue;
    }
    if (lc[at] !== "-" || valences.every((v) => v === null)) return null;
    return { locants, valences, end: at + 1 };
  }
}

/**
 * `spec`: the element, with "+" for a cationic replacement ("azonia": "N+"). `valence`: the lambda convention's
 * bonding number ("2λ6-thia": 6), else the element's own (SKELETON_VALENCE).
 */
export function replaceAtom(graph: Graph, index: number, spec: string, name: string, valence?: number | null): void {
  const atom = graph.atoms[index];
  if (atom?.element !== "C" || atom.charge !== 0) {
    throw new NameStructureError(`"${name}": the atom at that locant is not a carbon it can replace`);
  }
  const charge = spec.endsWith("+") ? 1 : 0;
  const element = spec.replace(/\+$/, "");
  const own = SKELETON_VALENCE[element] ?? 4;
  const bonding = valence ?? own;
  // A bonding number other than the element's own is read on a saturated atom only: an aromatic one's electrons
  // would have to be counted again, and the lambda convention allows only the element's own plus 2, 4 …
  if (bonding !== own && (atom.aromatic || bonding < own || (bonding - own) % 2 !== 0)) {
    throw new NameStructureError(`"${name}": a bonding number of ${bonding} is not read on that atom`);
  }
  const lost = 4 - bonding - charge;
  if (atom.h < lost) throw new NameStructureError(`"${name}": ${element} has no valence for that atom's bonds`);
  atom.element = element;
  atom.charge = charge;
  atom.h -= lost;
}
