/**
 * Isotopic substitution descriptors (IUPAC P-82.2), read by the grammar where they stand: before the parent, after its
 * prefixes ("(13C)methane", "(2H6)benzene", "trichloro(12C)methane", "2,3-dihydro(1-15N)-1H-indole"), on the parent's
 * and its suffixes' atoms; or before a substituent ("2-(13C)methyl", "7-(131I)iodo", "[(2H3)methyl]"), on its atoms (at
 * the start of a name, before a prefix, that is the prefix: IUPAC's "(2H3)methoxybenzene"). Each item is
 * [locants-]mass element [count]; with locants the isotopes go on the atoms they name (hydrogens: one replaced per
 * locant), without them every placement on atoms of that element (or on every hydrogen, for 2H and 3H) is built by the
 * Chooser and the name is answered only if all give one structure: "(2H3)methanol" is refused (CD3OH or CHD2OD),
 * though OPSIN reads it as CD3OH. CAS's deuterium after a word ("methanol-d", "methyl-d3") is read too (builder.ts
 * places it on the word's suffix atoms, else its parent), and inside a word before the suffix ("methan-d3-amine",
 * grammar.ts ending: on the parent's atoms); a descriptor straight before a suffix ("cyclopentan-1-(18O)ol") is on
 * that suffix's atoms (builder.ts); bracketed forms ("[2H]methanol") are not read.
 */
import type { Chooser } from "./builder.ts";
import { type Graph, NameStructureError } from "./graph.ts";

export interface Isotope {
  locants: string[] | null;
  mass: number;
  element: string;
  count: number;
}

/** Atomic numbers of the elements read: a mass number below it is no isotope ("(2S)" is a CIP descriptor). */
const ATOMIC_NUMBER: Record<string, number> = {
  H: 1,
  B: 5,
  C: 6,
  N: 7,
  O: 8,
  F: 9,
  Si: 14,
  P: 15,
  S: 16,
  Cl: 17,
  Se: 34,
  Br: 35,
  I: 53,
};

/** Isotopic atoms per name: far above a labelled drug (C13 H D …), low enough to bound the placements built. */
const MAX_ISOTOPES = 64;

/** A locant of the parent ("2", "4a", "1'") or of a suffix's heteroatom ("N", "O", "N'"). */
const LOCANT = String.raw`(?:\d+[a-z]?|[A-Z][a-z]?|alpha|beta|α|β)'*`;
/** Greek locants as the parents' labels spell them ("(α,α,α-2H3)anisole": the methyl's "alpha"). */
const GREEK: Record<string, string> = { α: "alpha", β: "beta" };
const spelled = (locant: string): string => locant.replace(/[αβ]/g, (c) => GREEK[c] as string);
const ITEM = new RegExp(String.raw`^(?:(${LOCANT}(?:,${LOCANT})*)-)?(\d+)([A-Z][a-z]?)(\d*)$`);

/**
 * The descriptor in round brackets at `pos` ("(13C)", "(2,3-2H2,1-15N)"), with the hyphen that may follow it
 * ("(1-15N)-1H-indole"): its isotopes and where the name goes on, or null when the brackets hold no descriptor.
 * "(1,2-13C)" with its count left out is read as 13C2 (one atom per locant), as OPSIN reads it.
 */
export function isotopeDescriptorAt(text: string, pos: number): { isotopes: Isotope[]; end: number } | null {
  if (text[pos] !== "(") return null;
  const m = /^\(([^()]+)\)-?/.exec(text.slice(pos, pos + 80));
  if (!m) return null;
  const isotopes: Isotope[] = [];
  for (const part of (m[1] as string).split(/(?<=\d[A-Z][a-z]?\d*),/)) {
    const item = ITEM.exec(part);
    if (!item) return null;
    const z = ATOMIC_NUMBER[item[3] as string];
    if (z === undefined || Number(item[2]) <= z) return null;
    const locants = item[1] ? (item[1] as string).split(",").map(spelled) : null;
    const count = item[4] ? Number(item[4]) : (locants?.length ?? 1);
    if (locants !== null && locants.length !== count) return null;
    isotopes.push({ locants, mass: Number(item[2]), element: item[3] as string, count });
  }
  if (isotopes.length === 0) return null;
  return { isotopes, end: pos + m[0].length };
}

/**
 * CAS's isotope at `pos`, after a word or before its suffix: "-d", "-d4", "-1,2-d2", "-N,3-d2", and a heavier atom's
 * mass and symbol the same way ("-13C", "-1-13C", "-13C6", "-9a-13C", "-2,3-13C": the count, when given with
 * locants, must be theirs; left out, one per locant). Read as that isotope on the word's suffix atoms or its parent
 * (builder.ts), the way CAS places it.
 */
export function casDeuteriumAt(text: string, pos: number): { isotopes: Isotope[]; end: number } | null {
  if (text[pos] !== "-") return null;
  const m = new RegExp(
    String.raw`^-(?:(${LOCANT}(?:,${LOCANT})*)-)?(?:d(\d*)|(\d+)([A-Z][a-z]?)(\d*))(?![A-Za-z])`,
  ).exec(text.slice(pos, pos + 60));
  if (!m) return null;
  const locants = m[1] ? (m[1] as string).split(",") : null;
  const written = m[3] === undefined ? m[2] : m[5];
  const count = written ? Number(written) : (locants?.length ?? 1);
  if (count === 0 || (locants !== null && locants.length !== count)) return null;
  if (m[3] === undefined) return { isotopes: [{ locants, mass: 2, element: "H", count }], end: pos + m[0].length };
  const element = m[4] as string;
  const z = ATOMIC_NUMBER[element];
  if (z === undefined || z === 1 || Number(m[3]) <= z) return null;
  return { isotopes: [{ locants, mass: Number(m[3]), element, count }], end: pos + m[0].length };
}

/**
 * Superscript digits and primes as the descriptors are matched: "(2-²H1)" is "(2-2H1)", "α,α′" is "α,α'"; and a
 * space after a descriptor, before the prefix it labels, left out as OPSIN reads it ("2-(18F) fluoro-2-deoxy…").
 */
export function plainIsotopeText(name: string): string {
  return name.replace(/(\((?:[^()\s]*-)?\d+[A-Z][a-z]?\d*\)) (?=[a-z])/g, "$1").replace(/[⁰¹²³⁴⁵⁶⁷⁸⁹′″]/g, (c) => {
    if (c === "′") return "'";
    if (c === "″") return "''";
    return String("⁰¹²³⁴⁵⁶⁷⁸⁹".indexOf(c));
  });
}

function fail(message: string): never {
  throw new NameStructureError(message);
}

/**
 * Where a descriptor's isotopes may go: `locate` finds the atoms a locant names (the parent's numbering and its
 * suffixes' N, O …: "O" of an acid names both oxygens, and only the one with a hydrogen can take a 2H), `atoms` are the atoms an unlocanted isotope may be on (the part of the name the descriptor
 * stands before, not the groups of its prefixes).
 */
export interface IsotopeScope {
  locate: (locant: string) => number[];
  atoms: readonly number[];
}

/** Places the isotopes on the built structure (hydrogens become explicit [2H]/[3H] atoms). */
export function applyIsotopes(graph: Graph, isotopes: Isotope[], chooser: Chooser, scope: IsotopeScope): void {
  if (isotopes.reduce((n, iso) => n + iso.count, 0) > MAX_ISOTOPES) {
    fail(`more than ${MAX_ISOTOPES} isotopic atoms are not read offline`);
  }
  const inScope = [...scope.atoms].sort((a, b) => a - b);
  /** The atom a locant names that can take the isotope; where several can, each in turn (the Chooser). */
  const at = (locant: string, fits: (atom: number) => boolean): number => {
    const found = scope.locate(locant);
    const fitting = found.filter(fits);
    if (fitting.length === 0) fail(`isotope locant ${locant}: no atom there can take it`);
    return fitting.length === 1 ? (fitting[0] as number) : chooser.pick(fitting);
  };
  for (const iso of isotopes) {
    const text = `${iso.mass}${iso.element}`;
    if (iso.element === "H") {
      if (iso.mass !== 2 && iso.mass !== 3) fail(`(${text}): hydrogen isotopes are 2H and 3H`);
      const replace = (at: number): void => {
        const atom = graph.atoms[at];
        if (!atom || atom.h === 0) fail(`(${text}): no hydrogen left to replace there`);
        atom.h -= 1;
        const h = graph.addAtom({ element: "H", aromatic: false, charge: 0, isotope: iso.mass, h: 0, labels: [] });
        graph.bonds.push({ a: at, b: h, order: 1 });
      };
      if (iso.locants !== null) {
        for (const locant of iso.locants) replace(at(locant, (k) => (graph.atoms[k]?.h ?? 0) > 0));
      } else {
        // Each combination once: non-decreasing atom order, an atom as often as it has hydrogens, and only atoms
        // after which the rest still fit (so "(2H6)benzene" is one placement, not thousands that strand a D).
        const hOf = (i: number): number => {
          const atom = graph.atoms[i];
          return atom && atom.element !== "H" ? atom.h : 0;
        };
        const total = inScope.reduce((sum, i) => sum + hOf(i), 0);
        if (iso.count > total) fail(`(${text}${iso.count}): that part of the structure has only ${total} hydrogens`);
        let from = 0;
        for (let k = 0; k < iso.count; k++) {
          const left = iso.count - k;
          const room: number[] = [];
          let after = 0;
          for (let j = inScope.length - 1; j >= from; j--) {
            after += hOf(inScope[j] as number);
            room[j] = after;
          }
          const options: number[] = [];
          for (let j = from; j < inScope.length; j++) {
            if (hOf(inScope[j] as number) > 0 && (room[j] as number) >= left) options.push(j);
          }
          const j = chooser.pick(options);
          from = j;
          replace(inScope[j] as number);
        }
      }
      continue;
    }
    const label = (at: number): void => {
      const atom = graph.atoms[at];
      if (!atom || atom.element !== iso.element) fail(`(${text}): the atom there is not ${iso.element}`);
      if (atom.isotope !== 0) fail(`(${text}): that atom already has a mass number`);
      atom.isotope = iso.mass;
    };
    if (iso.locants !== null) {
      for (const locant of iso.locants) {
        label(at(locant, (k) => graph.atoms[k]?.element === iso.element && graph.atoms[k]?.isotope === 0));
      }
    } else {
      let from = 0;
      for (let k = 0; k < iso.count; k++) {
        const options: number[] = [];
        for (let j = from; j < inScope.length; j++) {
          const atom = graph.atoms[inScope[j] as number];
          if (atom?.element === iso.element && atom.isotope === 0) options.push(j);
        }
        const j = chooser.pick(options);
        from = j + 1;
        label(inScope[j] as number);
      }
    }
  }
}

/**
 * CAS's deuterated hydroxylamines, its name split where the O's group ends ("Hydroxyl-d-amine" HONH2 with OD,
 * "Hydroxyl-d-amine-d2" DONH… with ND2 too), as the locanted name they mean ("hydroxylamine-O-d",
 * "hydroxylamine-N,N,O-d3"); null for any other name.
 */
export function casHydroxylamine(name: string): string | null {
  const m = /^hydroxyl-d-amine(?:-d(2?))?$/i.exec(name);
  if (!m) return null;
  if (m[1] === undefined) return "hydroxylamine-O-d";
  return m[1] === "2" ? "hydroxylamine-N,N,O-d3" : "hydroxylamine-N,O-d2";
}
