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
 * "aza" at `pos` when a hyphen or the next prefix's locant follows ("3-aza-4-methyl"), or run into the parent's name
 * ("1-azadecalin", "7-azaindole", "4aλ5-phosphadecalin") as OPSIN reads it.
 */
export function readReplacement(text: string, pos: number): { element: string; name: string; end: number }[] {
  const lc = text.toLowerCase();
  const form = replacementForm(lc, pos);
  if (!form) return [];
  const name = text.slice(pos, form.end);
  if (/[a-z]/.test(lc[form.end] ?? "")) return [{ element: form.element, name, end: form.end }];
  return text[form.end] === "-" ? [{ element: form.element, name, end: form.end + 1 }] : [];
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

/** Subtractive prefixes (P-31.1.4.2.4 "de-" with a replacement prefix) and the heteroatom each turns into carbon. */
const REMOVALS: [string, string][] = [
  ["deaza", "N"],
  ["desaza", "N"],
  ["deoxa", "O"],
  ["desoxa", "O"],
  ["dethia", "S"],
  ["desthia", "S"],
];

/** "deaza" at `pos`, with the hyphen after it if one is written ("1-deaza-pyridine", "deazapyridine"). */
export function readRemoval(text: string, pos: number): { element: string; name: string; end: number }[] {
  const lc = text.toLowerCase();
  for (const [form, element] of REMOVALS) {
    if (!lc.startsWith(form, pos)) continue;
    const end = pos + form.length;
    return [{ element, name: text.slice(pos, end), end: text[end] === "-" ? end + 1 : end }];
  }
  return [];
}

/** Refuses a subtractive prefix on an aromatic atom other than a pyridine-type N (removeAtom says why). */
export function checkRemovable(graph: Graph, index: number, name: string): void {
  const atom = graph.atoms[index];
  if (atom?.aromatic && (atom.element !== "N" || atom.h !== 0 || graph.neighbours(index).length !== 2)) {
    throw new NameStructureError(
      `"${name}" on an aromatic ${atom.element} with a hydrogen or a third bond is not read`,
    );
  }
}

/**
 * A subtractive prefix: the heteroatom at `index` becomes a carbon, keeping its bonds and taking the hydrogens its
 * new valence leaves room for ("4-deaza-morpholine" is oxane). In a listed aromatic ring only a pyridine-type N
 * (two ring bonds, no hydrogen) is read: the carbon keeps its place in the pi system. A pyrrole-type NH, O or S
 * would leave an sp3 carbon in the ring, a tautomer question the name does not answer here, so it is refused.
 */
export function removeAtom(graph: Graph, index: number, element: string, name: string): void {
  const atom = graph.atoms[index];
  if (atom?.element !== element || atom.charge !== 0 || atom.isotope !== 0) {
    throw new NameStructureError(`"${name}": the atom at that locant is not the ${element} it removes`);
  }
  checkRemovable(graph, index, name);
  atom.element = "C";
  atom.h += 4 - (SKELETON_VALENCE[element] ?? 4);
  // The element's own locant ("N" of a ring named with one) no longer names an atom.
  atom.labels = atom.labels.filter((l) => l.replace(/'+$/, "") !== element);
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
  // (or a mancude ring's, not yet paired) would have to be counted again, and the lambda convention allows only
  // the element's own plus 2, 4 …
  if (bonding !== own && (atom.aromatic || atom.spare || bonding < own || (bonding - own) % 2 !== 0)) {
    throw new NameStructureError(`"${name}": a bonding number of ${bonding} is not read on that atom`);
  }
  const lost = 4 - bonding - charge;
  if (atom.h < lost) throw new NameStructureError(`"${name}": ${element} has no valence for that atom's bonds`);
  atom.element = element;
  atom.charge = charge;
  atom.h -= lost;
}
