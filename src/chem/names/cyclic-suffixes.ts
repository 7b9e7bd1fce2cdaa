/**
 * Suffixes that close a ring onto the parent (IUPAC P-65.6.3.5, P-66.1.4.1, P-68.4.2.3), as OPSIN reads them:
 * lactones ("pentan-5-olide", "butano-4-lactone", "5-pentanolide"), lactams and lactims ("butano-4-lactam",
 * "4-butanelactam", "O-methyl-butano-4-lactim"), the sulfur analogues ("pentane-2,5-sultone", "butane-1,4-sultam",
 * "propane-3-sultim", "pentane-2,5-sultine", "naphthalene-1,8-sultone") and ring dicarboximides
 * ("cyclohexane-1,2-dicarboximide").
 *
 * Lactones, lactams and lactims take C1 of a chain as their carbonyl (or C=N) carbon and one locant for the atom
 * the heteroatom closes on; the sulfur ones take the locant of the S and of the atom closed on (one locant: the S
 * is at C1); a dicarboximide puts a C(=O) on each of two atoms and joins them through NH. The new O and N are
 * labelled "O" and "N" ("O-methyl", "N-phenyl"). The grammar reads them as suffixes (lexicon.ts) and the old
 * front locant ("4-butanelactam") here (frontLocant); the builder calls applyCyclicSuffix.
 */
import { type Graph, NameStructureError } from "./graph.ts";

function fail(message: string): never {
  throw new NameStructureError(message);
}

/** [written form, value]: the suffix tokens, terminal (C1) ones first. */
export const CYCLIC_SUFFIX_TOKENS: [string, string, boolean][] = [
  ["olide", "olide", true],
  ["lactone", "lactone", true],
  ["lactam", "lactam", true],
  ["lactim", "lactim", true],
  ["sultone", "sultone", false],
  ["sultam", "sultam", false],
  ["sultine", "sultine", false],
  ["sultim", "sultim", false],
  ["dicarboximide", "dicarboximide", false],
];

export const CYCLIC_SUFFIXES = new Set(CYCLIC_SUFFIX_TOKENS.map(([, value]) => value));

/** The suffixes written after "o" in OPSIN's form ("butano-4-lactam", "butano-4-lactone"). */
export const AFTER_O = new Set(["lactone", "lactam", "lactim"]);

interface Use {
  value: string;
  locants: string[] | null;
  mult: number;
}

interface Frame {
  graph: Graph;
  /** The atom a locant names (the builder's locate: refuses a locant that names none or several). */
  locate: (locant: string) => number;
  /** Adds a locant for a new atom ("O", "N"). */
  label: (atom: number, locant: string) => void;
  /** An open chain (lactones and lactams are read on chains only: their carbonyl is C1). */
  chain: boolean;
}

/**
 * "4-butanelactam", "5-pentanolide", "4-penten-5-olide": a locant written before the parent (the older style
 * OPSIN reads for these) names the cyclic suffix's atom, or, when the suffix has its own, the one unlocanted
 * double bond. Null when the parent has no cyclic suffix or the locant has no place.
 */
export function frontLocant<T extends { unsaturation: { locants: string[] | null; mult: number }[]; suffixes: Use[] }>(
  tail: T,
  locant: string,
): T | null {
  const cyclic = tail.suffixes.filter((s) => CYCLIC_SUFFIXES.has(s.value));
  const only = cyclic[0];
  if (cyclic.length !== 1 || !only || tail.suffixes.length !== 1 || only.mult !== 1) return null;
  const open = tail.unsaturation.filter((u) => u.locants === null);
  if (only.locants === null) {
    if (open.length > 0) return null;
    return { ...tail, suffixes: [{ ...only, locants: [locant] }] };
  }
  const first = open[0];
  if (open.length !== 1 || !first || first.mult !== 1) return null;
  return { ...tail, unsaturation: tail.unsaturation.map((u) => (u === first ? { ...u, locants: [locant] } : u)) };
}

function addAtom(graph: Graph, element: string, h: number): number {
  return graph.addAtom({ element, aromatic: false, charge: 0, isotope: 0, h, labels: [] });
}

function bond(graph: Graph, a: number, b: number, order: 1 | 2): void {
  graph.bonds.push({ a, b, order });
}

export function applyCyclicSuffix(frame: Frame, suffix: Use): void {
  const { graph, locate, label } = frame;
  const what = `suffix "${suffix.value}"`;
  if (suffix.mult !== 1) fail(`${what} ×${suffix.mult} is not read`);
  const locants = suffix.locants ?? fail(`${what} needs the locant of the atom its ring closes on`);
  if (suffix.value === "dicarboximide") {
    if (locants.length !== 2) fail(`${what} needs two locants`);
    const [x, y] = locants.map(locate) as [number, number];
    if (x === y) fail(`${what}: two locants for one atom`);
    const carbons = [x, y].map((atom) => {
      graph.spend(atom, 1, what);
      const c = addAtom(graph, "C", 0);
      bond(graph, atom, c, 1);
      bond(graph, c, addAtom(graph, "O", 0), 2);
      return c;
    });
    const n = addAtom(graph, "N", 1);
    for (const c of carbons) bond(graph, c, n, 1);
    label(n, "N");
    return;
  }
  if (CYCLIC_SUFFIX_TOKENS.find(([, value]) => value === suffix.value)?.[2]) {
    // Lactone, lactam, lactim: C1 of the chain becomes C(=O) (C(OH)=N for a lactim), closed through O or NH.
    if (!frame.chain) fail(`${what} is read on an open chain only (its carbonyl carbon is the chain's C1)`);
    if (locants.length !== 1) fail(`${what} takes one locant`);
    const c1 = locate("1");
    const cx = locate(locants[0] as string);
    if (c1 === cx) fail(`${what}: the ring cannot close on C1 itself`);
    graph.spend(c1, 3, what);
    graph.spend(cx, 1, what);
    if (suffix.value === "lactim") {
      const o = addAtom(graph, "O", 1);
      const n = addAtom(graph, "N", 0);
      bond(graph, c1, o, 1);
      bond(graph, c1, n, 2);
      bond(graph, n, cx, 1);
      label(o, "O");
      label(n, "N");
      return;
    }
    bond(graph, c1, addAtom(graph, "O", 0), 2);
    const bridge = suffix.value === "lactam" ? addAtom(graph, "N", 1) : addAtom(graph, "O", 0);
    bond(graph, c1, bridge, 1);
    bond(graph, bridge, cx, 1);
    if (suffix.value === "lactam") label(bridge, "N");
    return;
  }
  // Sultone -S(=O)2-O-, sultam -S(=O)2-NH-, sultine -S(=O)-O-, sultim -S(=O)(OH)=N-: S on the first locant.
  if (locants.length > 2) fail(`${what} takes one or two locants`);
  const [sAt, closeAt] = locants.length === 2 ? (locants as [string, string]) : ["1", locants[0] as string];
  const cs = locate(sAt);
  const cy = locate(closeAt);
  if (cs === cy) fail(`${what}: the ring cannot close on the atom that carries the S`);
  graph.spend(cs, 1, what);
  graph.spend(cy, 1, what);
  const s = addAtom(graph, "S", 0);
  bond(graph, cs, s, 1);
  bond(graph, s, addAtom(graph, "O", 0), 2);
  if (suffix.value === "sultim") {
    const o = addAtom(graph, "O", 1);
    const n = addAtom(graph, "N", 0);
    bond(graph, s, o, 1);
    bond(graph, s, n, 2);
    bond(graph, n, cy, 1);
    label(o, "O");
    label(n, "N");
    return;
  }
  if (suffix.value !== "sultine") bond(graph, s, addAtom(graph, "O", 0), 2);
  const bridge = suffix.value === "sultam" ? addAtom(graph, "N", 1) : addAtom(graph, "O", 0);
  bond(graph, s, bridge, 1);
  bond(graph, bridge, cy, 1);
  if (suffix.value === "sultam") label(bridge, "N");
}

/**
 * Cyclic imides by their acids' retained names, as OPSIN reads them (succinic, glutaric, maleic, phthalic acid +
 * "imide"): ring parents whose only locant is the imide's N ("N-phenylphthalimide"), since the acid's numbering
 * and the ring's (isoindole-1,3-dione) differ and a ring locant would be a guess between them. [stem, SMILES,
 * labels], N first.
 */
export const IMIDE_RINGS: [string, string, string][] = [
  ["succinimid", "N1C(=O)CCC1=O", `N${"/".repeat(6)}`],
  ["glutarimid", "N1C(=O)CCCC1=O", `N${"/".repeat(7)}`],
  ["maleimid", "N1C(=O)C=CC1=O", `N${"/".repeat(6)}`],
  ["phthalimid", "N1C(=O)c2ccccc2C1=O", `N${"/".repeat(10)}`],
];

/** The same imides as substituents on their N: "7-phthalimido-1-naphthoic acid". */
export const IMIDO_PREFIXES: [string, string, null][] = [
  ["succinimido", "-N1C(=O)CCC1=O", null],
  ["phthalimido", "-N1C(=O)c2ccccc2C1=O", null],
  ["maleimido", "-N1C(=O)C=CC1=O", null],
];

/** Retained acid stems of lactones and lactams with a Greek locant (P-65.6.3.5.1): "gamma-butyrolactone". */
const LACTONE_ACIDS: [string, number][] = [
  ["propio", 3],
  ["butyro", 4],
  ["valero", 5],
  ["capro", 6],
];
const HYDRACRYLOLACTONE = "hydracrylolactone";
const GREEK: [string, number][] = [
  ["alpha", 2],
  ["beta", 3],
  ["gamma", 4],
  ["delta", 5],
  ["epsilon", 6],
  ["α", 2],
  ["β", 3],
  ["γ", 4],
  ["δ", 5],
  ["ε", 6],
];

/**
 * "gamma-butyrolactone", "delta-valerolactone", "epsilon-caprolactam" at `pos`: the chain, the suffix and the
 * locant the Greek letter gives (alpha is C2). "caprolactam" alone is read as the epsilon lactam, the one compound
 * the name is used for (hexano-6-lactam, nylon 6's monomer); other unlettered ones ("valerolactone": gamma or
 * delta, both in use) are refused by the builder for want of the locant.
 */
export function readRetainedLactone(
  lc: string,
  pos: number,
): { carbons: number; value: string; locant: string | null; end: number }[] {
  const out: { carbons: number; value: string; locant: string | null; end: number }[] = [];
  let at = pos;
  let locant: string | null = null;
  for (const [letter, n] of GREEK) {
    if (lc.startsWith(`${letter}-`, pos)) {
      at = pos + letter.length + 1;
      locant = String(n);
    }
  }
  for (const [stem, carbons] of LACTONE_ACIDS) {
    if (!lc.startsWith(stem, at)) continue;
    for (const value of ["lactone", "lactam", "lactim"]) {
      if (!lc.startsWith(value, at + stem.length)) continue;
      const end = at + stem.length + value.length;
      if (locant !== null && Number(locant) > carbons) continue;
      const fixed = locant ?? (stem === "capro" && value === "lactam" ? "6" : null);
      out.push({ carbons, value, locant: fixed, end });
    }
  }
  // Hydracrylic acid is 3-hydroxypropanoic acid: its lactone closes on C3, the one place its name says. Read only
  // without a Greek letter (OPSIN reads "beta-hydracrylolactone" with a hydroxy on C3 besides).
  if (lc.startsWith(HYDRACRYLOLACTONE, pos)) {
    out.push({ carbons: 3, value: "lactone", locant: "3", end: pos + HYDRACRYLOLACTONE.length });
  }
  return out;
}
