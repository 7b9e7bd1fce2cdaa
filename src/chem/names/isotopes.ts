/**
 * Isotopic substitution descriptors at the start of a name (IUPAC P-82.2): "(13C)methane", "(2H4)methane",
 * "(2H6)benzene", "(1-13C)acetic acid", "(2,2,2-2H3)ethanol". Each item is [locants-]mass element [count]; with
 * locants the isotopes go on the parent atoms they name (hydrogens: one replaced per locant), without them every
 * placement on atoms of that element (or on every hydrogen, for 2H and 3H) is built by the Chooser and the name is
 * answered only if all give one structure: "(2H3)methanol" is refused (CD3OH or CHD2OD), though OPSIN reads it as
 * CD3OH. Bracketed forms ("[2H]methanol", CAS's "methan-d3-ol") are not read.
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

const ITEM = /^(?:(\d+[a-z]?(?:,\d+[a-z]?)*)-)?(\d+)([A-Z][a-z]?)(\d*)$/;

/** The descriptor taken off the front of the name, or null when the name has none. */
export function takeIsotopes(name: string): { rest: string; isotopes: Isotope[]; length: number } | null {
  const m = /^\(([^()]+)\)-?/.exec(name);
  if (!m) return null;
  const isotopes: Isotope[] = [];
  for (const part of (m[1] as string).split(/(?<=[A-Z][a-z]?\d*),/)) {
    const item = ITEM.exec(part);
    if (!item) return null;
    const z = ATOMIC_NUMBER[item[3] as string];
    if (z === undefined || Number(item[2]) <= z) return null;
    const count = item[4] ? Number(item[4]) : 1;
    const locants = item[1] ? (item[1] as string).split(",") : null;
    if (locants !== null && locants.length !== count) return null;
    isotopes.push({ locants, mass: Number(item[2]), element: item[3] as string, count });
  }
  if (isotopes.length === 0 || m[0].length >= name.length) return null;
  return { rest: name.slice(m[0].length), isotopes, length: m[0].length };
}

function fail(message: string): never {
  throw new NameStructureError(message);
}

/** Places the isotopes on the built structure (hydrogens become explicit [2H]/[3H] atoms). */
export function applyIsotopes(graph: Graph, parentAtoms: number, isotopes: Isotope[], chooser: Chooser): void {
  const parentAtom = (locant: string): number => {
    const found: number[] = [];
    for (let i = 0; i < parentAtoms; i++) if (graph.atoms[i]?.labels.includes(locant)) found.push(i);
    if (found.length !== 1) fail(`isotope locant ${locant} is not one atom of the parent`);
    return found[0] as number;
  };
  if (isotopes.reduce((n, iso) => n + iso.count, 0) > MAX_ISOTOPES) {
    fail(`more than ${MAX_ISOTOPES} isotopic atoms are not read offline`);
  }
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
        for (const locant of iso.locants) replace(parentAtom(locant));
      } else {
        // Each combination once: non-decreasing atom order, an atom as often as it has hydrogens, and only atoms
        // after which the rest still fit (so "(2H6)benzene" is one placement, not thousands that strand a D).
        const total = graph.atoms.reduce((sum, a) => sum + (a.element === "H" ? 0 : a.h), 0);
        if (iso.count > total) fail(`(${text}${iso.count}): the structure has only ${total} hydrogens`);
        let from = 0;
        for (let k = 0; k < iso.count; k++) {
          const left = iso.count - k;
          const options: number[] = [];
          let after = 0;
          const room: number[] = [];
          for (let i = graph.atoms.length - 1; i >= from; i--) {
            const atom = graph.atoms[i];
            after += atom && atom.element !== "H" ? atom.h : 0;
            room[i] = after;
          }
          for (let i = from; i < graph.atoms.length; i++) {
            const atom = graph.atoms[i];
            if (atom && atom.element !== "H" && atom.h > 0 && (room[i] as number) >= left) options.push(i);
          }
          const at = chooser.pick(options);
          from = at;
          replace(at);
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
      for (const locant of iso.locants) label(parentAtom(locant));
    } else {
      let from = 0;
      for (let k = 0; k < iso.count; k++) {
        const options: number[] = [];
        for (let i = from; i < graph.atoms.length; i++) {
          const atom = graph.atoms[i];
          if (atom?.element === iso.element && atom.isotope === 0) options.push(i);
        }
        const at = chooser.pick(options);
        from = at + 1;
        label(at);
      }
    }
  }
}
