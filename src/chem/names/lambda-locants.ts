/**
 * The lambda convention on a ring's heteroatom locant (IUPAC P-14.1.3): PubChem's "1,1-dioxo-1λ6,2-benzothiazol-
 * 3-one", "6-chloro-1,1-dioxo-3,4-dihydro-2H-1λ6,2,4-benzothiadiazine-7-sulfonamide", "1,1-dioxo-1λ6-thiolane". The
 * "λn" says the atom at that locant has valence n, which the name's oxo prefixes already give it (builder.ts
 * expandChalcogen): the name is read without it, and the structure is checked to bear it out (lambdaLocants).
 */
import type { GraphTransform } from "./carbonyl-derivatives.ts";
import { type Graph, NameStructureError } from "./graph.ts";

/** "1λ6," / "1lambda6-" / "2λ^6,": the locant, then the valence; the locant list goes on after it. */
const LAMBDA = /(\d+)(?:λ|lambda)\^?\(?(\d)\)?(?=[,-])/g;

/** A λ locant alone: at the start or after a hyphen ("-1λ6-" after a prefix, "2H-1λ6-"), with a hyphen after it. */
const LONE = /(^|\dH-|-)\d+(?:λ|lambda)\^?\(?\d\)?-(?=[a-z])/g;

export interface LambdaLocants {
  /** The name without its "λn". */
  name: string;
  check: GraphTransform;
}

function fail(message: string): never {
  throw new NameStructureError(message);
}

/** Bonds (an aromatic one as one), hydrogens and a ring atom's spare valence. */
function valence(graph: Graph, k: number): number {
  const atom = graph.atoms[k];
  if (!atom) return 0;
  let sum = atom.h + (atom.spare ? 1 : 0);
  for (const bond of graph.bonds) if (bond.a === k || bond.b === k) sum += bond.order === "ar" ? 1 : bond.order;
  return sum;
}

/** Brackets open before `at`. */
function depth(text: string, at: number): number {
  let d = 0;
  for (let k = 0; k < at; k++) {
    if ("([{".includes(text[k] as string)) d++;
    else if (")]}".includes(text[k] as string)) d--;
  }
  return d;
}

/** A λ outside brackets is the parent's: the one heteroatom among its own atoms with that locant has that valence. */
function checkParent(graph: Graph, parentAtoms: number, locant: string, n: number): void {
  const atoms = graph.atoms.flatMap((a, k) => (k < parentAtoms && a.labels.includes(locant) ? [k] : []));
  const [k] = atoms;
  if (atoms.length !== 1 || k === undefined || graph.atoms[k]?.element === "C") {
    fail(`"${locant}λ${n}" names no one heteroatom of the parent`);
  }
  if (valence(graph, k) !== n) {
    fail(`"${locant}λ${n}": the atom at ${locant} has valence ${valence(graph, k)} in the structure the name gives`);
  }
}

/**
 * A λ in brackets is a substituent's, whose atoms the structure does not tell apart from other substituents' by
 * locant alone: for each locant and valence, as many heteroatoms with that label and valence as the name has such
 * λ's, and no other atom of their element with that label and a valence no λ names, which might be the one meant
 * (a λ that would add hydrogens the name without it does not give).
 */
function checkSubstituents(graph: Graph, inner: string[]): void {
  const counts = new Map<string, number>();
  for (const key of inner) counts.set(key, (counts.get(key) ?? 0) + 1);
  for (const [key, count] of counts) {
    const [locant, n] = key.split(":") as [string, string];
    const named = new Set(inner.filter((k) => k.startsWith(`${locant}:`)).map((k) => Number(k.split(":")[1])));
    const labelled = graph.atoms.flatMap((a, k) => (a.element !== "C" && a.labels.includes(locant) ? [k] : []));
    const fitting = labelled.filter((k) => valence(graph, k) === Number(n));
    if (fitting.length < count) {
      fail(`"${locant}λ${n}": no atom at ${locant} has valence ${n} in the structure the name gives without it`);
    }
    const elements = new Set(fitting.map((k) => graph.atoms[k]?.element));
    const open = labelled.filter((k) => elements.has(graph.atoms[k]?.element) && !named.has(valence(graph, k)));
    if (open.length > 0) fail(`"${locant}λ${n}": more than one atom at ${locant} may be the one it names`);
  }
}

/** The name's ketone suffix: "-1,1-dione", "-1,1,3(2H)-trione" (each locant with its added hydrogen, if any). */
const KETONES = /-((?:\d+[a-z]?(?:\(\d+[a-z]?H\))?,)*\d+[a-z]?(?:\(\d+[a-z]?H\))?)-(di|tri|tetra)?one$/;
const COUNTS: Record<string, number> = { "": 1, di: 2, tri: 3, tetra: 4 };
const MULTIPLIERS = ["", "", "di", "tri", "tetra"];

/**
 * IUPAC's "1λ6-thiolane-1,1-dione", "2H-1λ6,2-benzothiazine-1,1-dione", "1λ6,2-benzothiazole-1,1,3(2H)-trione": the
 * ketone suffix's locants on a λ6 (twice) or λ4 (once) atom of the parent are its oxo prefixes instead, so that
 * atom takes them as an S(=O)2 or S=O ("1,1-dioxo-2H-1λ6,2-benzothiazine"); the rest of the suffix stays. The name
 * unchanged when its suffix does not name the λ atoms so.
 */
function lambdaKetones(whole: string, outer: RegExpExecArray[]): string {
  const m = KETONES.exec(whole);
  if (!m) return whole;
  const items = (m[1] as string).split(",");
  if (items.length !== COUNTS[m[2] ?? ""]) return whole;
  const oxo: string[] = [];
  for (const lambda of outer) {
    const locant = lambda[1] as string;
    const times = lambda[2] === "6" ? 2 : lambda[2] === "4" ? 1 : 0;
    if (times === 0 || items.filter((i) => i === locant).length !== times) return whole;
    for (let k = 0; k < times; k++) {
      items.splice(items.indexOf(locant), 1);
      oxo.push(locant);
    }
  }
  if (oxo.length === 0) return whole;
  const stem = whole.slice(0, m.index);
  const rest =
    items.length === 0
      ? stem.replace(/([^e])$/, "$1e")
      : items.length === 1
        ? `${stem.replace(/e$/, "")}-${items[0]}-one`
        : `${stem}-${items.join(",")}-${MULTIPLIERS[items.length]}one`;
  const lead = /^\([^()]*\)-/.exec(rest)?.[0] ?? "";
  return `${lead}${oxo.join(",")}-${MULTIPLIERS[oxo.length]}oxo-${rest.slice(lead.length)}`;
}

/** Null when the name has no lambda locant. */
export function lambdaLocants(whole: string): LambdaLocants | null {
  const found = [...whole.matchAll(LAMBDA)];
  if (found.length === 0) return null;
  const outer = found.filter((m) => depth(whole, m.index) === 0);
  const inner = found.filter((m) => depth(whole, m.index) > 0).map((m) => `${m[1]}:${m[2]}`);
  // A lone λ locant before the ring's name goes with its hyphen ("1,1-dioxo-1λ6-thiolane": 1,1-dioxothiolane; after
  // indicated hydrogen, "2H-1λ6-thiophene": 2H-thiophene); in a list its locant stays ("1λ6,2-": 1,2-).
  const name = lambdaKetones(whole, outer)
    .replace(LONE, (_, before: string) => (before.endsWith("H-") ? before : ""))
    .replace(LAMBDA, "$1");
  const check: GraphTransform = (graph, _chooser, parentAtoms) => {
    for (const m of outer) checkParent(graph, parentAtoms, m[1] as string, Number(m[2]));
    if (inner.length > 0) checkSubstituents(graph, inner);
  };
  return { name, check };
}
