/**
 * Skeletal replacement prefixes on any parent ("a" nomenclature, IUPAC 2013 P-15.4): "3-aza-4-methylpyridine" is
 * 4-methylpyrimidine, "3,6,9-triazaundecanoic acid" has N for C3, C6 and C9, the parent's numbering kept. The
 * replaced atom keeps its bonds and loses the hydrogens the new element has no valence for (an aromatic CH becomes
 * an aromatic N); one that cannot (an aromatic C to O) is refused. Always written with locants: the grammar reads
 * no unlocanted "aza" here (the von Baeyer and spiro names read their own, von-baeyer.ts).
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

/** "aza" at `pos` when a hyphen or the next prefix's locant follows ("3-aza-4-methyl", "2-oxa-6-azaspiro…" not). */
export function readReplacement(text: string, pos: number): { element: string; name: string; end: number }[] {
  const form = replacementForm(text.toLowerCase(), pos);
  if (!form || text[form.end] !== "-") return [];
  return [{ element: form.element, name: text.slice(pos, form.end), end: form.end + 1 }];
}

export function replaceAtom(graph: Graph, index: number, spec: string, name: string): void {
  const atom = graph.atoms[index];
  if (atom?.element !== "C" || atom.charge !== 0) {
    throw new NameStructureError(`"${name}": the atom at that locant is not a carbon it can replace`);
  }
  const charge = spec.endsWith("+") ? 1 : 0;
  const element = spec.replace(/\+$/, "");
  const lost = 4 - (SKELETON_VALENCE[element] ?? 4) - charge;
  if (atom.h < lost) throw new NameStructureError(`"${name}": ${element} has no valence for that atom's bonds`);
  atom.element = element;
  atom.charge = charge;
  atom.h -= lost;
}
