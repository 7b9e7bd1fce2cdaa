/**
 * Functional replacement in acids (IUPAC 2013 P-15.5, P-65.1.5): an O of an acid group (its =O or an -OH, or the O- of
 * its anion, or the O of its ester) replaced by another atom or group, written as a prefix before the acid's name or as
 * an infix before its ending:
 *   peroxy / -peroxo-     -O- becomes -O-O-             peroxyacetic acid, acetperoxoic acid, methyl peroxyacetate
 *   thio, seleno, telluro an O becomes S, Se, Te         dithioethanoate, ethanedithioic acid, tetrathiooxalic acid
 *   imido / -imid-        =O becomes =NH                 imidooxalic acid
 *   hydrazono / -hydrazon- =O becomes =N-NH2            dihydrazonooxalic acid
 *   fluoro … iodo, cyano  -OH becomes -X (the acid halide or cyanide), only where the name cannot be read with them as
 *                         substituents: bromooxalic acid, 2-chloro-2-thiooxalic acid (oxalic acid has no H to replace)
 * Read only for names the substitutive grammar does not read as written. The acid is read without its replacement
 * (index.ts), and each replacement then acts on the built acid groups, on the group its locant names (the carbon's
 * locant, "1,1-dithiooxalic acid") or, without one, on each O it could replace in turn (the Chooser): the name is
 * answered only when every choice gives one structure. So "thioacetic acid" (CH3C(=S)OH or CH3C(=O)SH: the name does
 * not say which O) and "ethanethioate" (its two resonance forms, which RDKit writes apart) are refused.
 */
import type { Chooser } from "./builder.ts";
import type { GraphTransform } from "./carbonyl-derivatives.ts";
import type { PartResult } from "./components.ts";
import { conjunctiveReadings } from "./conjunctive.ts";
import { type Atom, type Graph, NameStructureError } from "./graph.ts";

type ParseWith = (name: string, transform: GraphTransform) => PartResult;

type Kind = "peroxy" | "chalcogen" | "imido" | "hydrazono" | "halide" | "cyano";

interface Op {
  kind: Kind;
  /** The element for a chalcogen or a halide. */
  element?: string;
  count: number;
  locants: string[] | null;
  text: string;
}

const PREFIXES: Record<string, Omit<Op, "count" | "locants" | "text">> = {
  peroxy: { kind: "peroxy" },
  thio: { kind: "chalcogen", element: "S" },
  seleno: { kind: "chalcogen", element: "Se" },
  telluro: { kind: "chalcogen", element: "Te" },
  imido: { kind: "imido" },
  hydrazono: { kind: "hydrazono" },
  fluoro: { kind: "halide", element: "F" },
  chloro: { kind: "halide", element: "Cl" },
  bromo: { kind: "halide", element: "Br" },
  iodo: { kind: "halide", element: "I" },
  cyano: { kind: "cyano" },
};

const INFIXES: Record<string, keyof typeof PREFIXES> = {
  peroxo: "peroxy",
  thio: "thio",
  seleno: "seleno",
  telluro: "telluro",
  imid: "imido",
  hydrazon: "hydrazono",
};

const COUNT: Record<string, number> = { "": 1, di: 2, tri: 3, tetra: 4 };

const PREFIX_OP = new RegExp(
  `^(?:(\\d+(?:,\\d+)*)-)?(di|tri|tetra)?(${Object.keys(PREFIXES).join("|")})(?:-(?=[a-z\\d]))?`,
);

const INFIX_FORM = new RegExp(`^(.*?)(di|tri)?(${Object.keys(INFIXES).join("|")})(o?ic acid|o?ate)$`);

function fail(message: string): never {
  throw new NameStructureError(message);
}

/** An acid group: its central atom (C, S, P …) and the O atoms of the group, each =O or single-bonded. */
interface AcidGroup {
  centre: number;
  double: number[];
  single: number[];
}

/** The acid groups of the built acid: a centre with a terminal =O and an -OH, -O- or ester -O-R (not a ring's O). */
function acidGroups(graph: Graph): AcidGroup[] {
  const groups: AcidGroup[] = [];
  graph.atoms.forEach((centre, c) => {
    if (centre.aromatic || centre.element === "O") return;
    const double: number[] = [];
    const single: number[] = [];
    for (const bond of graph.bonds) {
      if (bond.a !== c && bond.b !== c) continue;
      const o = bond.a === c ? bond.b : bond.a;
      const atom = graph.atoms[o] as Atom;
      if (atom.element !== "O" || atom.isotope !== 0) continue;
      const degree = graph.neighbours(o).length;
      if (bond.order === 2 && degree === 1 && atom.charge === 0) double.push(o);
      if (bond.order !== 1) continue;
      if (degree === 1 ? atom.h === 1 || atom.charge === -1 : degree === 2 && atom.h === 0 && !onRing(graph, bond)) {
        single.push(o);
      }
    }
    if (double.length > 0 && single.length > 0) groups.push({ centre: c, double, single });
  });
  return groups;
}

/** The bond is on a ring when its two atoms stay joined without it (a lactone's O is no acid O). */
function onRing(graph: Graph, skip: { a: number; b: number }): boolean {
  const seen = new Set([skip.a]);
  const stack = [skip.a];
  while (stack.length > 0) {
    const at = stack.pop() as number;
    for (const bond of graph.bonds) {
      if (bond === skip) continue;
      const next = bond.a === at ? bond.b : bond.b === at ? bond.a : -1;
      if (next < 0 || seen.has(next)) continue;
      if (next === skip.b) return true;
      seen.add(next);
      stack.push(next);
    }
  }
  return false;
}

const newAtom = (element: string, h: number): Atom => ({
  element,
  aromatic: false,
  charge: 0,
  isotope: 0,
  h,
  labels: [],
});

/** The O atoms one replacement may take, in the groups its locant (if any) names: those still O. */
function candidates(
  graph: Graph,
  groups: Map<string, AcidGroup[]>,
  all: AcidGroup[],
  op: Op,
  locant?: string,
): number[] {
  const named = locant === undefined ? all : (groups.get(locant) ?? []);
  if (named.length === 0) {
    fail(
      `"${op.text}": ${locant === undefined ? "the name has no acid group" : `no acid group at ${locant}`} to act on`,
    );
  }
  const isO = (o: number) => graph.atoms[o]?.element === "O";
  const out: number[] = [];
  for (const g of named) {
    const double = g.double.filter(isO);
    const single = g.single.filter(isO);
    if (op.kind === "chalcogen") out.push(...double, ...single);
    else if (op.kind === "imido" || op.kind === "hydrazono") out.push(...double);
    else if (op.kind === "peroxy") out.push(...single.filter((o) => !peroxide(graph, o)));
    // An acid halide or cyanide replaces the -OH of a free acid group.
    else out.push(...single.filter((o) => graph.atoms[o]?.h === 1));
  }
  return out;
}

/**
 * The acid groups by locant: their centres' own locants ("1" of ethanoic acid's C1); where no centre has one (OPSIN's
 * oxalic acid), 1, 2 … in each order the Chooser tries, so only a name whose answer does not depend on it is read.
 */
function byLocant(graph: Graph, groups: AcidGroup[], chooser: Chooser, needed: boolean): Map<string, AcidGroup[]> {
  const out = new Map<string, AcidGroup[]>();
  const labelled = groups.some((g) => (graph.atoms[g.centre]?.labels.length ?? 0) > 0);
  if (labelled || !needed) {
    for (const g of groups)
      for (const label of graph.atoms[g.centre]?.labels ?? []) {
        out.set(label, [...(out.get(label) ?? []), g]);
      }
    return out;
  }
  const left = [...groups];
  for (let k = 1; left.length > 0; k++) {
    const g = chooser.pick(left);
    left.splice(left.indexOf(g), 1);
    out.set(String(k), [g]);
  }
  return out;
}

/** An -O- already bonded to another O (a peroxy group made by an earlier replacement). */
function peroxide(graph: Graph, o: number): boolean {
  return graph.neighbours(o).some((n) => graph.atoms[n]?.element === "O");
}

function replace(graph: Graph, groups: AcidGroup[], op: Op, o: number): void {
  const atom = graph.atoms[o] as Atom;
  switch (op.kind) {
    case "chalcogen":
      atom.element = op.element as string;
      return;
    case "imido":
      atom.element = "N";
      atom.h = 1;
      return;
    case "hydrazono": {
      atom.element = "N";
      const n = graph.addAtom(newAtom("N", 2));
      graph.bonds.push({ a: o, b: n, order: 1 });
      return;
    }
    case "peroxy": {
      // centre-O(H) becomes centre-O-O(H): a new O takes the O's bond to the centre.
      const centre = groups.find((g) => g.single.includes(o))?.centre;
      const link = graph.bonds.find((b) => (b.a === o && b.b === centre) || (b.b === o && b.a === centre));
      if (!link) fail(`"${op.text}": no -O- to extend`);
      const inserted = graph.addAtom(newAtom("O", 0));
      if (link.a === o) link.a = inserted;
      else link.b = inserted;
      graph.bonds.push({ a: inserted, b: o, order: 1 });
      return;
    }
    case "halide":
      atom.element = op.element as string;
      atom.h = 0;
      return;
    case "cyano": {
      atom.element = "C";
      atom.h = 0;
      const n = graph.addAtom(newAtom("N", 0));
      graph.bonds.push({ a: o, b: n, order: 3 });
      return;
    }
  }
}

function transformFor(ops: Op[]): GraphTransform {
  return (graph: Graph, chooser: Chooser) => {
    // The acid's groups as built, before any replacement changes their atoms.
    const all = acidGroups(graph);
    const groups = byLocant(
      graph,
      all,
      chooser,
      ops.some((op) => op.locants !== null),
    );
    // Replacements with locants first, so one without takes what they leave ("2-chloro-2-thio": the OH, then =O).
    const ordered = [...ops].sort((a, b) => Number(b.locants !== null) - Number(a.locants !== null));
    for (const op of ordered) {
      for (let k = 0; k < op.count; k++) {
        replace(graph, all, op, chooser.pick(candidates(graph, groups, all, op, op.locants?.[k])));
      }
    }
  };
}

/** The acid word and what comes before it: "methyl peroxyacetate" → ["methyl ", "peroxyacetate", ""]. */
function acidWord(whole: string): [string, string, string] | null {
  const acid = /^(.*?)(\S+)( acid)$/.exec(whole);
  if (acid) return [acid[1] as string, acid[2] as string, acid[3] as string];
  const anion = /^(.*?)(\S+ate)$/.exec(whole);
  return anion ? [anion[1] as string, anion[2] as string, ""] : null;
}

/** The acid names an infix form may stand for: "acet" + "ic acid", "ethane" → "ethanoic acid", "benzenecarbo". */
function infixBases(stem: string, ending: string): string[] {
  const acid = ending.endsWith("acid");
  const ic = acid ? "ic acid" : "ate";
  const out: string[] = [];
  if (stem.endsWith("carbo")) out.push(`${stem}${acid ? "xylic acid" : "xylate"}`);
  if (/ane?$/.test(stem)) out.push(`${stem.replace(/e$/, "")}o${ic}`);
  if (stem.endsWith("o")) out.push(`${stem}${ic}`, `${stem.slice(0, -1)}${ic}`);
  if (!/(?:ane?|o)$/.test(stem)) out.push(`${stem}${ic}`);
  return out;
}

/** Every reading of the acid word ("peroxyacetate", "acetperoxoic" before " acid") as replacements and the acid's
 * own name. */
function readings(word: string, after: string): { ops: Op[]; base: string }[] {
  const out: { ops: Op[]; base: string }[] = [];
  // Prefix forms: "2-chloro-2-thiooxalic", "peroxyacetate", "dithioethanoate".
  const ops: Op[] = [];
  let rest = word;
  for (let m = PREFIX_OP.exec(rest); m; m = PREFIX_OP.exec(rest)) {
    const count = COUNT[m[2] ?? ""] as number;
    const locants = m[1] ? m[1].split(",") : null;
    if (locants && locants.length !== count) return [];
    ops.push({ ...(PREFIXES[m[3] as string] as Op), count, locants, text: m[0].replace(/-$/, "") });
    rest = rest.slice(m[0].length);
    // A locant after a prefix needs its hyphen ("dithio2-methyl…" is no name).
    if (/^\d/.test(rest) && !m[0].endsWith("-")) return out;
    // Imido and hydrazono as prefixes only on acids with no C-H (oxalic, carbonic): elsewhere they are also the
    // substituent prefixes =NH and =N-NH2 ("hydrazonobenzoic acid"), and the infix names the replacement.
    if (ops.some((op) => op.kind === "imido" || op.kind === "hydrazono") && !/^(?:oxal|carbon)/.test(rest)) continue;
    if (rest.length > 0) out.push({ ops: [...ops], base: `${rest}${after}` });
  }
  // A replacement after the substituent prefixes, before the acid's stem: "3-chloroperoxybenzoic acid".
  for (let j = 1; j < word.length; j++) {
    // Not after a group's "yl": "methylthio", "ethylperoxy" are substituent prefixes (CH3-S-, C2H5-O-O-).
    if (!/[a-z)\]]/.test(word[j - 1] as string) || /yl[)\]]*$/.test(word.slice(0, j))) continue;
    const inner: Op[] = [];
    let tail = word.slice(j);
    for (let m = PREFIX_OP.exec(tail); m && !m[1]; m = PREFIX_OP.exec(tail)) {
      const prefix = PREFIXES[m[3] as string] as Op;
      if (prefix.kind === "halide" || prefix.kind === "cyano") break;
      inner.push({ ...prefix, count: COUNT[m[2] ?? ""] as number, locants: null, text: m[0] });
      tail = tail.slice(m[0].length);
    }
    if (inner.length > 0 && tail.length > 0) out.push({ ops: inner, base: `${word.slice(0, j)}${tail}${after}` });
  }
  // Infix forms: "acetperoxoic acid", "ethanedithioate", "benzenecarbothioic acid".
  const m = INFIX_FORM.exec(`${word}${after}`);
  if (m) {
    const infix = PREFIXES[INFIXES[m[3] as string] as string] as Op;
    const op: Op = { ...infix, count: COUNT[m[2] ?? ""] as number, locants: null, text: `${m[2] ?? ""}${m[3]}` };
    for (const base of infixBases(m[1] as string, m[4] as string)) out.push({ ops: [op], base });
  }
  return out;
}

/**
 * `refusal` is what the parser answered for the name as written; null when the name has no replacement form, or no
 * reading of it gives an acid (the refusal then stands).
 */
export function readFunctionalReplacement(whole: string, refusal: PartResult, parse: ParseWith): PartResult | null {
  // A name refused as ambiguous stays refused: the grammar read it, and its reading stands.
  if (refusal.ok || refusal.reason === "ambiguous") return null;
  const split = acidWord(whole);
  if (!split) return null;
  const [before, word, after] = split;
  const structures = new Set<string>();
  let firstRefusal: PartResult | null = null;
  for (const { ops, base } of readings(word, after)) {
    const name = `${before}${base}`;
    // A conjunctive name's locants are its ring's ("1-chlorobenzeneacetic acid"): no halide there is the acid's.
    if (ops.some((op) => op.kind === "halide" || op.kind === "cyano") && conjunctiveReadings(name).length > 0) continue;
    const read = parse(name, transformFor(ops));
    if (read.ok) structures.add(read.smiles);
    // The most telling refusal: one that found the name ambiguous, else the first that read it at all.
    else if (read.reason === "ambiguous" && firstRefusal?.ok === false && firstRefusal.reason !== "ambiguous") {
      firstRefusal = read;
    } else if (read.reason !== "unreadable") firstRefusal ??= read;
  }
  if (structures.size === 1) return { ok: true, smiles: [...structures][0] as string };
  if (structures.size > 1) {
    const [a, b] = [...structures];
    return {
      ok: false,
      reason: "ambiguous",
      message: `the replacement in "${word}" fits more than one structure (for example ${a} and ${b})`,
    };
  }
  return firstRefusal;
}
