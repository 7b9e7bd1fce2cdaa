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
];

/** "aza" at `pos` when a hyphen or the next prefix's locant follows ("3-aza-4-methyl", "2-oxa-6-azaspiro…" not). */
export function readReplacement(text: string, pos: number): { element: string; name: string; end: number }[] {
  const lc = text.toLowerCase();
  for (const [form, element] of REPLACEMENTS) {
    if (!lc.startsWith(form, pos)) continue;
    const end = pos + form.length;
    // Run into the parent's name ("1-azadecalin", "7-azaindole", "2-azanaphthalene") as OPSIN reads it.
    if (/[a-z]/.test(lc[end] ?? "")) return [{ element, name: text.slice(pos, end), end }];
    if (text[end] !== "-") return [];
    return [{ element, name: text.slice(pos, end), end: end + 1 }];
  }
  return [];
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

/** `valence`: the bonding number the lambda convention gives ("4aλ5-phospha": P with five bonds). */
export function replaceAtom(graph: Graph, index: number, element: string, name: string, valence?: number): void {
  const atom = graph.atoms[index];
  if (atom?.element !== "C" || atom.charge !== 0) {
    throw new NameStructureError(`"${name}": the atom at that locant is not a carbon it can replace`);
  }
  if (valence !== undefined && (atom.aromatic || atom.spare)) {
    throw new NameStructureError(`"${name}" with the lambda convention in a mancude ring is not read`);
  }
  const lost = 4 - (valence ?? SKELETON_VALENCE[element] ?? 4);
  if (atom.h < lost) throw new NameStructureError(`"${name}": ${element} has no valence for that atom's bonds`);
  atom.element = element;
  atom.h -= lost;
}
