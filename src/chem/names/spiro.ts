/**
 * Spiro compounds of ring components (IUPAC P-24.5): "spiro[cyclohexane-1,1'-indene]",
 * "spiro[piperidine-4,9'-xanthene]", "dispiro[fluorene-9,1'-cyclohexane-4',1''-indene]", the same ring twice or three
 * times, "1,1'-spirobi[indene]", "3,3'-spirobi[3H-indole]", "9,9'-spirobi[fluorene]", "5λ7,5',5''-spiroter[…]", and
 * the older "A-x-spiro-y'-B". Each component is built as the parent it names (its own numbering, primed once for the
 * second component, twice for the third); the two atoms a locant pair names become one spiro atom, which must have
 * its ring's hydrogens to give up on each side (a CH2 of the saturated ring, the indicated-hydrogen CH2 of a mancude
 * one: every placement of that hydrogen is built and only those with the CH2 at the spiro atom build at all, so
 * "spiro[cyclopentane-1,1'-indene]" is 1H-indene's C1). A heteroatom spiro atom takes the valence its union needs
 * from a component written as a cation ("1,1'-spirobi[piperidinium]": N+) or from the lambda convention
 * ("1H-2λ5-spiro[isoquinoline-2,2'-…]-2-ylium").
 *
 * The grammar reads the name here (readSpiroJoin, each component through the grammar itself); the builder joins
 * the built components here (joinSpiro; a mancude ring that needs indicated hydrogen, xanthene, is built with it
 * at its spiro atom, else as written). Hydro prefixes, indicated or added hydrogen and ring ketones go onto the
 * component they name first (spiro-hydrogen.ts).
 */
import type { Graph } from "./graph.ts";
import { NameStructureError } from "./graph.ts";
import { SKELETON_VALENCE, replaceAtom, replacementForm } from "./replacement.ts";

function fail(message: string): never {
  throw new NameStructureError(message);
}

/** A spiro union of components; `joins[k]`: the locant on an earlier component and the one on component k+1. */
export interface SpiroJoin<P> {
  components: P[];
  joins: [string, string][];
  /** Indicated hydrogen written before the spiro name ("3H-", "2'H-"), primed by the component it is on. */
  indicatedH?: string[];
  /** Replacement prefixes on the spiro system ("7-oxaspiro[bicyclo[4.1.0]heptane-2,1'-…]"): locant and element. */
  replacements?: { locant: string; element: string; name: string }[];
  /** The lambda convention on a spiro atom ("2λ5-spiro[…]", "5λ5,5'-spirobi[…]"): its locant and valence. */
  lambda?: { locant: string; valence: number };
  /** Per component: written as a cation ("benzo[b]phosphindolium", "oxazolium"), the proton on its spiro atom. */
  ium?: boolean[];
  /** Per component: the added hydrogen after its spiro locant ("isoquinoline-2(1H)", "3'(2H)-oxazolium"), unprimed. */
  addedH?: (string | null)[];
}

/** "1H-", "2H,5H-", "2'H-": indicated hydrogens before a spiro name; then "2λ5-" ("2lambda5-", "2lambda^5-"). */
const LEADING_H = /^((?:\d+[a-z]?'*H,)*\d+[a-z]?'*H)-/;
const LAMBDA = /^(\d+[a-z]?'*)(?:lambda\^?\(?(\d)\)?|λ\^?(\d))/;
/** "7-", "1,4-di": the locants and multiplier of a replacement prefix before a spiro name. */
const REPLACEMENT_LOCANTS = /^(\d+'*(?:,\d+'*)*)-(di|tri|tetra)?/i;
const MULTIPLIER: Record<string, number> = { "": 1, di: 2, tri: 3, tetra: 4 };

/** How many primes a locant carries: the spiro component it is on ("2" the first, "2'" the second). */
export function primes(locant: string): number {
  return (/'*$/.exec(locant)?.[0] ?? "").length;
}

/** A component's locant: "1", "4a", "9'", "1''". */
const LOCANT = /^\d+[a-z]?'*$/;

/** A spiro locant with the added hydrogen CAS writes after it ("2(1H)", "3'(2H)"). */
const JOIN_LOCANT = "(\\d+[a-z]?'*)(?:\\((\\d+[a-z]?)'*H\\))?";
const SEPARATOR = new RegExp(`^-${JOIN_LOCANT},${JOIN_LOCANT.replace("'*)", "'+)")}-`);

/** The text's top-level pieces around "-x,y'-" separators (outside brackets), or null. */
function splitComponents(
  content: string,
): { pieces: string[]; joins: [string, string][]; addedH: [string | null, string | null][] } | null {
  const pieces: string[] = [];
  const joins: [string, string][] = [];
  const addedH: [string | null, string | null][] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < content.length; i++) {
    const ch = content[i] as string;
    if (ch === "[" || ch === "(" || ch === "{") depth++;
    else if (ch === "]" || ch === ")" || ch === "}") depth--;
    else if (ch === "-" && depth === 0) {
      const m = SEPARATOR.exec(content.slice(i));
      if (!m) continue;
      pieces.push(content.slice(start, i));
      joins.push([m[1] as string, m[3] as string]);
      addedH.push([m[2] ?? null, m[4] ?? null]);
      i += m[0].length - 1;
      start = i + 1;
    }
  }
  if (depth !== 0) return null;
  pieces.push(content.slice(start));
  return { pieces, joins, addedH };
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

/** The valence a lambda match gives ("5lambda^5", "5λ5"). */
function lambdaValence(m: RegExpExecArray): number {
  return Number(m[2] ?? m[3]);
}

/**
 * A component's readings as written and, where it ends in "ium" ("benzo[b]phosphindolium", "piperidinium"), as the
 * neutral ring with its spiro atom to be protonated: [reading, ium].
 */
function componentReadings<P>(
  text: string,
  cycloalkane: boolean,
  component: (name: string, cycloalkane: boolean) => P[],
): [P, boolean][] {
  const out: [P, boolean][] = component(text, cycloalkane).map((p) => [p, false]);
  const ium = /^(.*[a-z])ium$/i.exec(text);
  if (ium) for (const p of component(ium[1] as string, cycloalkane)) out.push([p, true]);
  return out;
}

/** A component as the grammar reads it: CAS's "[2H]pyrido[…]" (indicated hydrogen in brackets), "[1,3]oxazol". */
function componentText(piece: string): string {
  return casLocants(piece)
    .replace(/^\[(\d+[a-z]?)H\](?=[a-z])/i, "$1H-")
    .replace(/^\[(\d+(?:,\d+)*)\](?=[a-z]+$)/i, "$1-");
}

/**
 * "spiro[A-x,y'-B]", "dispiro[A-x,y'-B-z',w''-C]", "x,y'-spirobi[A]" (or "(A)", or unbracketed to the end of the
 * name), "x,x',x''-spiroter[A]", and the older "A-x-spiro-y'-B" ("2H-indene-2-spiro-1'-cyclopentane",
 * "cyclohexanespirocyclopentane": an unlocanted component must be a cycloalkane, whose atoms are all alike) at `pos`
 * of the name (original case, for the primes); before the bracketed forms, indicated hydrogen ("1H-", "2'H-") and the
 * lambda convention on a spiro atom ("2λ5-", or on spirobi's first locant, "5λ5,5'-"). `component(text, cycloalkane)`
 * reads one component name without suffixes, every reading. Returns each reading with the position after it.
 */
export function readSpiroJoin<P>(
  text: string,
  pos: number,
  component: (name: string, cycloalkane: boolean) => P[],
): [SpiroJoin<P>, number][] {
  const out: [SpiroJoin<P>, number][] = [];
  let at = pos;
  const ih = LEADING_H.exec(text.slice(at, at + 40));
  const indicatedH = ih ? (ih[1] as string).split(",").map((h) => h.slice(0, -1)) : [];
  if (ih) at += ih[0].length;
  // "7-oxa", "1-aza-7-oxa", "2,2'-dioxa" before "spiro[": on the atoms of the components their primes name.
  const replacements: NonNullable<SpiroJoin<P>["replacements"]> = [];
  for (
    let m = REPLACEMENT_LOCANTS.exec(text.slice(at, at + 40));
    m;
    m = REPLACEMENT_LOCANTS.exec(text.slice(at, at + 40))
  ) {
    const locants = (m[1] as string).split(",");
    const count = MULTIPLIER[m[2]?.toLowerCase() ?? ""];
    const form = replacementForm(text.toLowerCase(), at + m[0].length);
    if (!form || count !== locants.length) break;
    const name = text.slice(at + m[0].length - (m[2]?.length ?? 0), form.end);
    for (const locant of locants) replacements.push({ locant, element: form.element, name });
    at = form.end + (text[form.end] === "-" ? 1 : 0);
  }
  // Replacement prefixes of another parent ("1-oxacyclohexane-2-spiro-…", "9-phosphonia-9,9'-spirobi[…]"): not here.
  if (replacements.length > 0 && !/^spiro\[/i.test(text.slice(at, at + 6))) return older(text, pos, component);
  let lambda: SpiroJoin<P>["lambda"];
  const lam = LAMBDA.exec(text.slice(at, at + 20));
  if (lam && text[at + lam[0].length] === "-") {
    lambda = { locant: lam[1] as string, valence: lambdaValence(lam) };
    at += lam[0].length + 1;
  }
  const lead = {
    ...(indicatedH.length > 0 ? { indicatedH } : {}),
    ...(replacements.length > 0 ? { replacements } : {}),
    ...(lambda ? { lambda } : {}),
  };
  const multiplied =
    /^(?:(\d+[a-z]?)((?:lambda\^?\(?\d\)?|λ\^?\d))?,(\d+[a-z]?')(?:,(\d+[a-z]?''))?-)?spiro(bi|ter)/.exec(
      text.slice(at, at + 40),
    );
  if (multiplied) {
    const count = multiplied[5] === "ter" ? 3 : 2;
    const [own, other, third] = [multiplied[1] ?? "1", multiplied[3] ?? "1'", multiplied[4]];
    if (primes(other) !== 1 || (count === 3) !== (third !== undefined) || (lambda && multiplied[2])) return out;
    if (count === 3 && multiplied[1] === undefined) return out;
    const ownLambda = multiplied[2] ? LAMBDA.exec(`${own}${multiplied[2]}`) : null;
    const joinLambda = ownLambda ? { locant: own, valence: lambdaValence(ownLambda) } : lambda;
    const start = at + multiplied[0].length;
    const inner = bracket(text, start);
    // "1,1'-spirobiindene": the component runs to the end of the name.
    const [name, end] = inner ?? [text.slice(start), text.length];
    const joins: [string, string][] = [[own, other]];
    if (third) joins.push([own, third]);
    for (const [parent, ium] of componentReadings(name, multiplied[1] === undefined, component)) {
      const components = Array.from({ length: count }, () => parent);
      out.push([
        {
          components,
          joins,
          ...lead,
          ...(joinLambda ? { lambda: joinLambda } : {}),
          ...(ium ? { ium: components.map(() => true) } : {}),
        },
        end,
      ]);
    }
    return out;
  }
  const head = /^(di|tri)?spiro\[/.exec(text.slice(at, at + 10).toLowerCase());
  if (!head) {
    // The older form's indicated hydrogen is its first component's ("2H-indene-2-spiro-1'-cyclopentane").
    if (!lambda) out.push(...older(text, pos, component));
    return out;
  }
  const open = at + head[0].length - 1;
  const whole = bracket(text, open);
  if (!whole) return out;
  const split = splitComponents(whole[0]);
  const count = head[1] === "di" ? 3 : head[1] === "tri" ? 4 : 2;
  if (!split || split.pieces.length !== count) return out;
  // Component k's locants carry k primes; the first locant of a pair is on an earlier component.
  const addedH: (string | null)[] = split.pieces.map(() => null);
  for (const [k, [a, b]] of split.joins.entries()) {
    if (!LOCANT.test(a) || !LOCANT.test(b) || primes(b) !== k + 1 || primes(a) > k) return out;
    const [ha, hb] = split.addedH[k] as [string | null, string | null];
    for (const [h, on] of [
      [ha, primes(a)],
      [hb, k + 1],
    ] as const) {
      if (h === null) continue;
      if (addedH[on] !== null) return out;
      addedH[on] = h;
    }
  }
  let readings: [P, boolean][][] = [[]];
  for (const piece of split.pieces) {
    const options = componentReadings(componentText(piece), false, component);
    const next: [P, boolean][][] = [];
    for (const head of readings) for (const option of options) next.push([...head, option]);
    readings = next.slice(0, 64);
  }
  for (const reading of readings) {
    const ium = reading.map(([, charged]) => charged);
    out.push([
      {
        components: reading.map(([p]) => p),
        joins: split.joins,
        ...lead,
        ...(ium.some(Boolean) ? { ium } : {}),
        ...(addedH.some((h) => h !== null) ? { addedH } : {}),
      },
      whole[1],
    ]);
  }
  return out;
}

/**
 * "A-x-spiro-y'-B", "Aspiro-y'-(B)", "Aspiro B": the second component runs to the end of the name or its bracket;
 * "A-x-spiro-y'-B-z'-spiro-w''-C" (every locant written) joins a third the same way. A component written as a cation
 * ("hexahydroazepinium-1-spiro-1'-…") has its proton on its spiro atom.
 */
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
    const [rest, end] = inner ?? [text.slice(start), text.length];
    // A component name is one word of a few dozen letters at most, ending in its ring name's letters: no spaces,
    // brackets or spiro of its own.
    if (
      first.length === 0 ||
      rest.length === 0 ||
      first.length > 60 ||
      /[\s[\]{}]|spiro/.test(first) ||
      !/[a-z]$/i.test(first)
    ) {
      continue;
    }
    // Further components after the second: each "-z'-spiro-w''-", every locant written.
    const texts = [first];
    const joins: [string, string][] = [[left?.[1] ?? "1", right?.[1] ?? "1'"]];
    let tail = rest;
    for (
      let m = /-(\d+[a-z]?'+)-spiro-(\d+[a-z]?'+)-/.exec(tail);
      m;
      m = /-(\d+[a-z]?'+)-spiro-(\d+[a-z]?'+)-/.exec(tail)
    ) {
      if (!left || !right) break;
      texts.push(tail.slice(0, m.index));
      joins.push([m[1] as string, m[2] as string]);
      tail = tail.slice(m.index + m[0].length);
    }
    texts.push(tail);
    if (joins.some(([a, b], k) => primes(b) !== k + 1 || primes(a) > k)) continue;
    if (texts.slice(1).some((t) => t.length === 0 || /[\s[\]{}]|spiro/.test(t) || !/[a-z]$/i.test(t))) continue;
    let readings: [P, boolean][][] = [[]];
    texts.forEach((t, k) => {
      const unlocanted = k === 0 ? left === null : k === 1 ? right === null : false;
      const options = componentReadings(cycloalkene(t), unlocanted, component);
      const next: [P, boolean][][] = [];
      for (const head of readings) for (const option of options) next.push([...head, option]);
      readings = next.slice(0, 64);
    });
    for (const reading of readings) {
      const ium = reading.map(([, charged]) => charged);
      out.push([{ components: reading.map(([p]) => p), joins, ...(ium.some(Boolean) ? { ium } : {}) }, end]);
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
 * The spiro system from its built components (`build` gives each component's graph, its own locants as labels, with
 * the proton of a component written as a cation on its spiro atom): labels primed by component, each locant pair made
 * one atom. That atom keeps the element both sides name and the charge either side has (one charge, as spirobi's two
 * "-ium" components share it); its bonds are both sides' single ring bonds, its valence the larger side's, or the one
 * the lambda convention gives it, and the hydrogens that valence leaves: two CH2 make a C, an NH and an N+H2 an N+,
 * two PH of "5λ5" a PH.
 */
export function joinSpiro<P>(
  join: SpiroJoin<P>,
  build: (component: P, spiroLocants: string[], ium: boolean) => Graph,
  into: Graph,
): void {
  const locate = (locant: string): number => {
    const found = into.atoms.flatMap((atom, i) => (atom.labels.includes(locant) ? [i] : []));
    if (found.length !== 1) fail(`spiro locant ${locant} names ${found.length === 0 ? "no" : "more than one"} atom`);
    return found[0] as number;
  };
  const bondsOf = (atom: number): Graph["bonds"] => into.bonds.filter((bond) => bond.a === atom || bond.b === atom);
  const removed = new Set<number>();
  const built: { component: P; key: string; graph: Graph }[] = [];
  // Each spiro atom kept: the valence its union takes.
  const valence = new Map<number, number>();
  join.components.forEach((component, k) => {
    // The component's own locants of its spiro atoms (primes off): where a listed ring's CH2 is (xanthene's 9).
    const ownLocants = join.joins
      .flat()
      .filter((l) => primes(l) === k)
      .map((l) => l.replace(/'/g, ""));
    // spirobi's and spiroter's copies of one component are one ring built once (each copy's own choices of its
    // double bonds would multiply the placements tried, and give the same structure).
    const ium = join.ium?.[k] === true;
    const key = `${ownLocants.join(",")}|${ium}`;
    const same = built.find((b) => b.component === component && b.key === key);
    const graph = same?.graph ?? build(component, ownLocants, ium);
    if (!same) built.push({ component, key, graph });
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
    const bonds = bondsOf(drop);
    const saturated = (atom: number): boolean => bondsOf(atom).every((bond) => bond.order === 1);
    if (!a || !b || a.element !== b.element || a.spare || b.spare || !saturated(keep) || !saturated(drop)) {
      fail(`spiro atoms ${earlier} and ${own} must be ring atoms of one element with single bonds only`);
    }
    if (a.charge !== 0 && b.charge !== 0 && a.charge !== b.charge) {
      fail(`spiro atoms ${earlier} and ${own} carry different charges`);
    }
    // Each side as its ring built it: the element's own valence, one more for a cation (N+, P+).
    // (A kept atom already joined, spiroter's, was checked at its first union.)
    const sides = valence.has(keep)
      ? ([[b, drop]] as const)
      : ([
          [a, keep],
          [b, drop],
        ] as const);
    for (const [atom, side] of sides) {
      const standard = (SKELETON_VALENCE[atom.element] ?? 0) + (atom.charge === 1 ? 1 : 0);
      if ((atom.charge !== 0 && atom.charge !== 1) || bondsOf(side).length + atom.h !== standard) {
        fail(`spiro atoms ${earlier} and ${own} must each have their ring's hydrogens to give up (a ring CH2)`);
      }
    }
    valence.set(keep, Math.max(valence.get(keep) ?? bondsOf(keep).length + a.h, bonds.length + b.h));
    a.charge ||= b.charge;
    for (const bond of bonds) {
      if (bond.a === drop) bond.a = keep;
      else bond.b = keep;
    }
    a.labels.push(...b.labels);
    removed.add(drop);
  });
  if (join.lambda) {
    const at = locate(join.lambda.locant);
    if (!valence.has(at) || into.atoms[at]?.charge !== 0) {
      fail(`the lambda convention at ${join.lambda.locant} is read only on an uncharged spiro atom`);
    }
    valence.set(at, join.lambda.valence);
  }
  for (const [at, v] of valence) {
    const atom = into.atoms[at] as Graph["atoms"][number];
    const h = v - bondsOf(at).length;
    if (h < 0)
      fail(
        `spiro atom ${atom.labels[0]} has no valence for ${bondsOf(at).length} ring bonds (a ring CH2 on each side)`,
      );
    atom.h = h;
  }
  // Replacement prefixes on the spiro system, each on the atom its locant names once the components are joined.
  for (const r of join.replacements ?? []) replaceAtom(into, locate(r.locant), r.element, r.name);
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
