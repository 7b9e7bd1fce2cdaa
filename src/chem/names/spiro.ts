/**
 * Spiro compounds of ring components (IUPAC P-24.5): "spiro[cyclohexane-1,1'-indene]",
 * "spiro[piperidine-4,9'-xanthene]", "dispiro[fluorene-9,1'-cyclohexane-4',1''-indene]", and the same ring twice,
 * "1,1'-spirobi[indene]", "3,3'-spirobi[3H-indole]", "9,9'-spirobi[fluorene]". Each component is built as the
 * parent it names (its own numbering, primed once for the second component, twice for the third); the two atoms
 * a locant pair names become one spiro atom, which must have two hydrogens on each side to give up (a CH2 of the
 * saturated ring, the indicated-hydrogen CH2 of a mancude one: every placement of that hydrogen is built and only
 * those with the CH2 at the spiro atom build at all, so "spiro[cyclopentane-1,1'-indene]" is 1H-indene's C1).
 *
 * The grammar reads the name here (readSpiroJoin, each component through the grammar itself); the builder joins
 * the built components here (joinSpiro; a listed ring that needs indicated hydrogen, xanthene, is built with it
 * at its spiro atom, else as written). Hydro prefixes on the spiro system are not read yet (refused).
 */
import type { PrefixUse, Word } from "./grammar.ts";
import type { Graph } from "./graph.ts";
import { NameStructureError } from "./graph.ts";

function fail(message: string): never {
  throw new NameStructureError(message);
}

/** A spiro union of components; `joins[k]`: the locant on an earlier component and the one on component k+1. */
export interface SpiroJoin<P> {
  components: P[];
  joins: [string, string][];
}

function primes(locant: string): number {
  return (/'*$/.exec(locant)?.[0] ?? "").length;
}

/** A component's locant: "1", "4a", "9'", "1''". */
const LOCANT = /^\d+[a-z]?'*$/;

/** The text's top-level pieces around "-x,y'-" separators (outside brackets), or null. */
function splitComponents(content: string): { pieces: string[]; joins: [string, string][] } | null {
  const pieces: string[] = [];
  const joins: [string, string][] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < content.length; i++) {
    const ch = content[i] as string;
    if (ch === "[" || ch === "(" || ch === "{") depth++;
    else if (ch === "]" || ch === ")" || ch === "}") depth--;
    else if (ch === "-" && depth === 0) {
      const m = /^-(\d+[a-z]?'*),(\d+[a-z]?'+)-/.exec(content.slice(i));
      if (!m) continue;
      pieces.push(content.slice(start, i));
      joins.push([m[1] as string, m[2] as string]);
      i += m[0].length - 1;
      start = i + 1;
    }
  }
  if (depth !== 0) return null;
  pieces.push(content.slice(start));
  return { pieces, joins };
}

/** The bracket from `open` to its match: [content, position after]. */
function bracket(text: string, open: number): [string, number] | null {
  const close = { "[": "]", "(": ")", "{": "}" }[text[open] as "["];
  if (!close) return null;
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    const ch = text[i];
    if (ch === "[" || ch === "(" || ch === "{") depth++;
    else if (ch === "]" || ch === ")" || ch === "}") {
      depth--;
      if (depth === 0) return ch === close ? [text.slice(open + 1, i), i + 1] : null;
    }
  }
  return null;
}

/**
 * "spiro[A-x,y'-B]", "dispiro[A-x,y'-B-z',w''-C]", "x,y'-spirobi[A]" (or "(A)", or unbracketed to the end of the
 * name), and the older "A-x-spiro-y'-B" ("2H-indene-2-spiro-1'-cyclopentane", "cyclohexanespirocyclopentane": an
 * unlocanted component must be a cycloalkane, whose atoms are all alike) at `pos` of the name (original case, for
 * the primes). `component(text, cycloalkane)` reads one component name without suffixes, every reading. Returns
 * each reading with the position after it.
 */
export function readSpiroJoin<P>(
  text: string,
  pos: number,
  component: (name: string, cycloalkane: boolean) => P[],
): [SpiroJoin<P>, number][] {
  const out: [SpiroJoin<P>, number][] = [];
  const lc = text.toLowerCase();
  const multiplied = /^(?:(\d+[a-z]?),(\d+[a-z]?')-)?spirobi/.exec(text.slice(pos, pos + 30));
  if (multiplied) {
    const [own, other] = [multiplied[1] ?? "1", multiplied[2] ?? "1'"];
    if (primes(other) !== 1) return out;
    const at = pos + multiplied[0].length;
    const inner = bracket(text, at);
    // "1,1'-spirobiindene": the component runs to the end of the name.
    const [name, end] = inner ?? [text.slice(at), text.length];
    for (const parent of component(name, multiplied[1] === undefined)) {
      out.push([{ components: [parent, parent], joins: [[own, other]] }, end]);
    }
    return out;
  }
  const head = /^(di|tri)?spiro\[/.exec(lc.slice(pos, pos + 10));
  if (!head) {
    out.push(...older(text, pos, component));
    return out;
  }
  const open = pos + head[0].length - 1;
  const whole = bracket(text, open);
  if (!whole) return out;
  const split = splitComponents(whole[0]);
  const count = head[1] === "di" ? 3 : head[1] === "tri" ? 4 : 2;
  if (!split || split.pieces.length !== count) return out;
  // Component k's locants carry k primes; the first locant of a pair is on an earlier component.
  for (const [k, [a, b]] of split.joins.entries()) {
    if (!LOCANT.test(a) || !LOCANT.test(b) || primes(b) !== k + 1 || primes(a) > k) return out;
  }
  let readings: P[][] = [[]];
  for (const piece of split.pieces) {
    const options = component(casLocants(piece), false);
    const next: P[][] = [];
    for (const head of readings) for (const option of options) next.push([...head, option]);
    readings = next.slice(0, 64);
  }
  for (const components of readings) out.push([{ components, joins: split.joins }, whole[1]]);
  return out;
}

/** "A-x-spiro-y'-B", "Aspiro-y'-(B)", "Aspiro B": the second component runs to the end of the name or its bracket. */
function older<P>(
  text: string,
  pos: number,
  component: (name: string, cycloalkane: boolean) => P[],
): [SpiroJoin<P>, number][] {
  const out: [SpiroJoin<P>, number][] = [];
  const lc = text.toLowerCase();
  for (let at = lc.indexOf("spiro", pos + 1); at > pos; at = lc.indexOf("spiro", at + 1)) {
    const left = /-(\d+[a-z]?)-$/.exec(text.slice(pos, at));
    const first = left ? text.slice(pos, at - left[0].length) : text.slice(pos, at);
    const right = /^-(\d+[a-z]?')-/.exec(text.slice(at + 5, at + 20));
    let start = at + 5 + (right ? right[0].length : 0);
    // "2-cyclohexenespiro-(2'-cyclopentene)": a hyphen before the second component's bracket.
    if (!right && text.startsWith("-(", start)) start += 1;
    const inner = bracket(text, start);
    const [second, end] = inner ?? [text.slice(start), text.length];
    // A component name is one word of a few dozen letters at most, ending in its ring name's letters: no spaces,
    // brackets or spiro of its own.
    if (
      first.length === 0 ||
      second.length === 0 ||
      first.length > 60 ||
      /[\s[\]{}]|spiro/.test(first) ||
      !/[a-z]$/i.test(first)
    ) {
      continue;
    }
    const as = component(cycloalkene(first), left === null);
    const bs = component(cycloalkene(second), right === null);
    for (const a of as) {
      for (const b of bs) out.push([{ components: [a, b], joins: [[left?.[1] ?? "1", right?.[1] ?? "1'"]] }, end]);
    }
  }
  return out;
}

/**
 * CAS's bracketed locants in a von Baeyer component of a spiro name ("[3]thiabicyclo[2.2.2]oct[5]ene", as OPSIN reads
 * them there): written as the grammar reads them, "3-thiabicyclo[2.2.2]oct-5-ene". Fusion names keep theirs.
 */
function casLocants(component: string): string {
  if (!/cyclo\[\d/i.test(component)) return component;
  return component
    .replace(/^\[(\d+(?:,\d+)*)\](?=[a-z])/i, "$1-")
    .replace(/([a-z])\[(\d+(?:,\d+)*)\](?=(?:di|tri)?(?:en|yn))/gi, "$1-$2-");
}

/**
 * An older spiro name's unsaturated cycloalkane component, its double bond's locant in front, primed as the
 * component's own ("2-cyclohexene", "2'-cyclopentene"): written as the grammar reads it, "cyclohex-2-ene". The spiro
 * atom of such an unlocanted component is its C1.
 */
function cycloalkene(component: string): string {
  const m = /^(\d+)'*-(cyclo[a-z]+?)ene$/i.exec(component);
  return m ? `${m[2]}-${m[1]}-ene` : component;
}

/**
 * The spiro system from its built components (`build` gives each component's graph, its own locants as labels):
 * labels primed by component, each locant pair made one atom.
 */
export function joinSpiro<P>(
  join: SpiroJoin<P>,
  build: (component: P, spiroLocants: string[]) => Graph,
  into: Graph,
): void {
  const locate = (locant: string): number => {
    const found = into.atoms.flatMap((atom, i) => (atom.labels.includes(locant) ? [i] : []));
    if (found.length !== 1) fail(`spiro locant ${locant} names ${found.length === 0 ? "no" : "more than one"} atom`);
    return found[0] as number;
  };
  const removed = new Set<number>();
  join.components.forEach((component, k) => {
    // The component's own locants of its spiro atoms (primes off): where a listed ring's CH2 is (xanthene's 9).
    const ownLocants = join.joins
      .flat()
      .filter((l) => primes(l) === k)
      .map((l) => l.replace(/'/g, ""));
    const graph = build(component, ownLocants);
    if (graph.atoms.some((atom) => atom.labels.some((l) => l.includes("'")))) {
      fail("a spiro component's locants already carry primes");
    }
    const offset = into.merge(graph);
    for (let i = offset; i < into.atoms.length; i++) {
      const atom = into.atoms[i];
      if (atom) atom.labels = atom.labels.map((l) => l + "'".repeat(k));
    }
    if (k === 0) return;
    const [earlier, own] = join.joins[k - 1] as [string, string];
    const keep = locate(earlier);
    const drop = locate(own);
    if (keep >= offset) fail(`spiro locant ${earlier} is not on an earlier component`);
    const a = into.atoms[keep];
    const b = into.atoms[drop];
    const bonds = into.bonds.filter((bond) => bond.a === drop || bond.b === drop);
    if (!a || !b || a.element !== "C" || b.element !== "C" || a.charge !== 0 || b.charge !== 0) {
      fail(`spiro atoms ${earlier} and ${own} must both be ring carbons`);
    }
    if (b.h !== 2 || bonds.length !== 2 || bonds.some((bond) => bond.order !== 1) || a.h < 2 || a.spare || b.spare) {
      fail(`spiro atoms ${earlier} and ${own} must each have two hydrogens to give up (a ring CH2)`);
    }
    a.h -= 2;
    for (const bond of bonds) {
      if (bond.a === drop) bond.a = keep;
      else bond.b = keep;
    }
    a.labels.push(...b.labels);
    removed.add(drop);
  });
  if (removed.size === 0) return;
  // Drop the merged-away atoms and renumber the bonds.
  const index = new Map<number, number>();
  const atoms = into.atoms.filter((_, i) => !removed.has(i));
  into.atoms.forEach((_, i) => {
    if (!removed.has(i)) index.set(i, index.size);
  });
  into.atoms.splice(0, into.atoms.length, ...atoms);
  for (const bond of into.bonds) {
    bond.a = index.get(bond.a) as number;
    bond.b = index.get(bond.b) as number;
  }
  if (into.stereoGroups.length > 0 || into.centres.length > 0) {
    fail("stereodescriptors inside a spiro component are not read yet");
  }
}

/**
 * Hydro prefixes on a spiro name whose locants are all one component's ("1',3'-dihydro" on the second, primed once)
 * are that component's: moved onto it with the primes taken off, so it is built with them (a 1,3-dihydro-2H-indene
 * has its CH2 at 2). Any other hydro prefix stays on the spiro system, where it is refused (no mancude ring there).
 */
export function hydroIntoComponents(word: Word): Word {
  const parent = word.parent;
  if (parent.kind !== "spiroJoin") return word;
  const components = parent.join.components.map((c) => ({ ...c, prefixes: [...c.prefixes] }));
  // The spiro system's indicated hydrogen ("3H-spiro[[1]benzofuran-2,3'-…]"): in a mancude component whose spiro
  // atom has no CH2 to give, that atom and the indicated one are the two the spiro union saturates, as
  // "2,3-dihydro" would (the indicated H's locant has no prime: the first component's).
  if (parent.indicatedH !== null) {
    const spiroAt = parent.join.joins.flat().filter((l) => primes(l) === 0);
    const target = components[0];
    if (!target || spiroAt.length !== 1 || spiroAt[0] === parent.indicatedH) {
      fail(`indicated hydrogen ${parent.indicatedH}H on this spiro system is not read yet`);
    }
    target.prefixes.push({
      locants: [parent.indicatedH, spiroAt[0] as string],
      mult: 2,
      substituent: { kind: "hydro", name: "hydro" },
      delimited: true,
      start: 0,
    });
  }
  const kept: PrefixUse[] = [];
  for (const prefix of word.prefixes) {
    const locants = prefix.locants;
    const k = locants && locants.length > 0 ? primes(locants[0] as string) : -1;
    const target = components[k];
    if (prefix.substituent.kind !== "hydro" || !locants || !target || locants.some((l) => primes(l) !== k)) {
      kept.push(prefix);
      continue;
    }
    target.prefixes.push({ ...prefix, locants: locants.map((l) => l.replace(/'/g, "")) });
  }
  if (kept.length === word.prefixes.length && parent.indicatedH === null) return word;
  return { ...word, prefixes: kept, parent: { ...parent, indicatedH: null, join: { ...parent.join, components } } };
}
