/**
 * Wildman-Crippen logP and molar refractivity (S. A. Wildman & G. M. Crippen,
 * J. Chem. Inf. Comput. Sci. 39, 868-873 (1999)) as RDKit computes them
 * (`Crippen.MolLogP`, `MolMR`, `rdMolDescriptors.CalcCrippenDescriptors`, and the
 * embedded build's `CrippenClogP` / `CrippenMR` descriptors), from the molecule
 * graph, without a `get_descriptors()` call.
 *
 * RDKit's definition, reproduced here:
 *  - the molecule is taken with every hydrogen as an atom (`MolOps::addHs`: the
 *    added H atoms come after the original atoms, those of atom 0 first, then
 *    atom 1's, …);
 *  - each atom gets the contributions of the FIRST row of the parameter table
 *    (src/data/crippen.ts, in table order) whose SMARTS matches with that atom as
 *    the SMARTS' first atom; an atom that no row matches contributes 0;
 *  - logP and MR are the sums of the contributions in atom order.
 *
 * The SMARTS are not handed to RDKit (110 substructure searches per molecule
 * would cost more than `get_descriptors()`): they are parsed once by the small
 * matcher below, which supports exactly what the table uses — bracket atoms with
 * `#n`, element symbols (aliphatic upper case, aromatic lower case), `A`, `a`,
 * `H<n>` (total H count), `X<n>` (total connections), `D<n>`, charges, `!`, `&`,
 * `,` and `;`; bare organic-subset atoms; the bonds `-` `=` `#` `:` `~` and the
 * default single-or-aromatic bond; branches. Anything else (ring closures,
 * recursive SMARTS, …) is refused when the table is compiled, so a future table
 * using them cannot be silently misread.
 */
import { CRIPPEN_TABLE } from "../../data/crippen.ts";
import { atomicNumber } from "../elements.ts";
import type { TopologyGraph } from "../graph-pickle.ts";

// ---------------------------------------------------------------------------
// The molecule with its hydrogens as atoms (RDKit's addHs), in flat arrays.

/** Bond kinds as the SMARTS bond primitives see them. */
const SINGLE = 1;
const DOUBLE = 2;
const TRIPLE = 3;
const AROMATIC = 4;
/** Zero-order, dative, quadruple …: matched only by `~`. */
const OTHER = 0;

interface HGraph {
  /** Number of atoms: the graph's atoms, then the added hydrogens. */
  size: number;
  z: Int32Array;
  charge: Int32Array;
  aromatic: Uint8Array;
  /** Hydrogen neighbours (RDKit `getTotalNumHs(true)` after addHs). */
  hCount: Int32Array;
  /** Neighbours of atom i: nbr[start[i] .. start[i+1]), with the bond kind in kind[]. */
  start: Int32Array;
  nbr: Int32Array;
  kind: Uint8Array;
  /** Index of the first hydrogen added to graph atom i, -1 if none. */
  firstH: Int32Array;
}

function bondKind(order: number | null, aromatic: boolean): number {
  if (aromatic) return AROMATIC;
  if (order === 1) return SINGLE;
  if (order === 2) return DOUBLE;
  if (order === 3) return TRIPLE;
  return OTHER;
}

function withHydrogens(graph: TopologyGraph): HGraph {
  const { atoms, bonds } = graph;
  const n = atoms.length;
  let added = 0;
  for (const atom of atoms) added += atom.hydrogens;
  const size = n + added;
  const z = new Int32Array(size);
  const charge = new Int32Array(size);
  const aromatic = new Uint8Array(size);
  const hCount = new Int32Array(size);
  const degree = new Int32Array(size);
  const firstH = new Int32Array(n).fill(-1);
  let next = n;
  for (let i = 0; i < n; i++) {
    const atom = atoms[i]!;
    z[i] = atom.atomicNumber;
    charge[i] = atom.charge;
    aromatic[i] = atom.aromatic ? 1 : 0;
    degree[i] = atom.hydrogens;
    if (atom.hydrogens > 0) firstH[i] = next;
    for (let k = 0; k < atom.hydrogens; k++) {
      z[next] = 1;
      degree[next] = 1;
      next++;
    }
  }
  for (const bond of bonds) {
    degree[bond.begin]!++;
    degree[bond.end]!++;
  }
  const start = new Int32Array(size + 1);
  for (let i = 0; i < size; i++) start[i + 1] = start[i]! + degree[i]!;
  const fill = start.slice(0, size);
  const nbr = new Int32Array(start[size]!);
  const kind = new Uint8Array(start[size]!);
  const link = (a: number, b: number, k: number): void => {
    const slot = fill[a]!++;
    nbr[slot] = b;
    kind[slot] = k;
    if (z[b] === 1) hCount[a]!++;
  };
  for (const bond of bonds) {
    const k = bondKind(bond.order, bond.aromatic);
    link(bond.begin, bond.end, k);
    link(bond.end, bond.begin, k);
  }
  next = n;
  for (let i = 0; i < n; i++) {
    for (let k = atoms[i]!.hydrogens; k > 0; k--) {
      link(i, next, SINGLE);
      link(next, i, SINGLE);
      next++;
    }
  }
  return { size, z, charge, aromatic, hCount, start, nbr, kind, firstH };
}

// ---------------------------------------------------------------------------
// The SMARTS subset.

type AtomQuery =
  | { op: "and" | "or"; args: AtomQuery[] }
  | { op: "not"; arg: AtomQuery }
  | { op: "z"; value: number }
  | { op: "aromatic"; value: boolean }
  | { op: "H" | "X" | "D" | "charge"; value: number };

type AtomTest = (g: HGraph, atom: number) => boolean;

interface Pattern {
  /** Per pattern atom: its test, the index of the atom it hangs from (-1 for the root) and the bond test. */
  tests: AtomTest[];
  parent: number[];
  bonds: Array<(kind: number) => boolean>;
}

const AROMATIC_NUMBERS: ReadonlyMap<string, number> = new Map([
  ["b", 5],
  ["c", 6],
  ["n", 7],
  ["o", 8],
  ["p", 15],
  ["s", 16],
]);
/** Atoms allowed outside brackets (SMARTS organic subset), aliphatic. */
const BARE_ALIPHATIC = new Set(["B", "C", "N", "O", "P", "S", "F", "Cl", "Br", "I"]);

class SmartsSubsetError extends Error {}

const element = (z: number, aromatic: boolean | undefined): AtomQuery =>
  aromatic === undefined
    ? { op: "z", value: z }
    : {
        op: "and",
        args: [
          { op: "z", value: z },
          { op: "aromatic", value: aromatic },
        ],
      };

/** Parses the inside of one bracket atom. */
function parseBracket(text: string): AtomQuery {
  let i = 0;
  const fail = (why: string): never => {
    throw new SmartsSubsetError(`unsupported SMARTS atom [${text}] at ${i}: ${why}`);
  };
  const number = (fallback: number | undefined): number => {
    const m = /^\d+/.exec(text.slice(i));
    if (!m) return fallback ?? fail("number expected");
    i += m[0].length;
    return Number(m[0]);
  };
  const primitive = (): AtomQuery => {
    const c = text[i];
    if (c === undefined) return fail("primitive expected");
    if (c === "#") {
      i++;
      return { op: "z", value: number(undefined) };
    }
    if (c === "+" || c === "-") {
      const sign = c === "+" ? 1 : -1;
      i++;
      if (/\d/.test(text[i] ?? "")) return { op: "charge", value: sign * number(undefined) };
      let magnitude = 1;
      while (text[i] === c) {
        magnitude++;
        i++;
      }
      return { op: "charge", value: sign * magnitude };
    }
    if (c === "A" || c === "a") {
      i++;
      return { op: "aromatic", value: c === "a" };
    }
    if (c === "H" || c === "X" || c === "D") {
      // A leading H would mean a hydrogen atom ([H], [H+]); the table never writes one.
      if (c === "H" && i === 0) fail("a leading H (hydrogen atom) is not supported");
      i++;
      return { op: c, value: number(1) };
    }
    // Element symbols: a two-letter symbol wins over one letter plus a primitive ([Na] is sodium).
    const twoZ = /[a-z]/.test(text[i + 1] ?? "") ? atomicNumber(text.slice(i, i + 2)) : undefined;
    if (twoZ !== undefined) {
      i += 2;
      return element(twoZ, false);
    }
    const aliphatic = /[A-Z]/.test(c) ? atomicNumber(c) : undefined;
    if (aliphatic !== undefined) {
      i++;
      return element(aliphatic, false);
    }
    const aromatic = AROMATIC_NUMBERS.get(c);
    if (aromatic !== undefined) {
      i++;
      return element(aromatic, true);
    }
    return fail(`unknown primitive ${c}`);
  };
  const unary = (): AtomQuery => {
    if (text[i] === "!") {
      i++;
      return { op: "not", arg: unary() };
    }
    return primitive();
  };
  const highAnd = (): AtomQuery => {
    const args = [unary()];
    while (i < text.length && text[i] !== "," && text[i] !== ";") {
      if (text[i] === "&") i++;
      args.push(unary());
    }
    return args.length === 1 ? args[0]! : { op: "and", args };
  };
  const or = (): AtomQuery => {
    const args = [highAnd()];
    while (text[i] === ",") {
      i++;
      args.push(highAnd());
    }
    return args.length === 1 ? args[0]! : { op: "or", args };
  };
  const args = [or()];
  while (text[i] === ";") {
    i++;
    args.push(or());
  }
  if (i !== text.length) fail("trailing text");
  return args.length === 1 ? args[0]! : { op: "and", args };
}

function compileAtom(q: AtomQuery): AtomTest {
  switch (q.op) {
    case "and": {
      const tests = q.args.map(compileAtom);
      return (g, a) => tests.every((t) => t(g, a));
    }
    case "or": {
      const tests = q.args.map(compileAtom);
      return (g, a) => tests.some((t) => t(g, a));
    }
    case "not": {
      const test = compileAtom(q.arg);
      return (g, a) => !test(g, a);
    }
    case "z": {
      const value = q.value;
      return (g, a) => g.z[a] === value;
    }
    case "aromatic": {
      const value = q.value ? 1 : 0;
      return (g, a) => g.aromatic[a] === value;
    }
    case "H": {
      const value = q.value;
      return (g, a) => g.hCount[a] === value;
    }
    case "X":
    case "D": {
      // After addHs every hydrogen is a neighbour, so total connections (X) = degree (D).
      const value = q.value;
      return (g, a) => g.start[a + 1]! - g.start[a]! === value;
    }
    case "charge": {
      const value = q.value;
      return (g, a) => g.charge[a] === value;
    }
  }
}

/** Three-valued truth of `q` for an atom of which only the element and aromatic flag are known. */
function mayMatch(q: AtomQuery, z: number, aromatic: boolean): boolean | undefined {
  switch (q.op) {
    case "and": {
      let result: boolean | undefined = true;
      for (const arg of q.args) {
        const v = mayMatch(arg, z, aromatic);
        if (v === false) return false;
        if (v === undefined) result = undefined;
      }
      return result;
    }
    case "or": {
      let result: boolean | undefined = false;
      for (const arg of q.args) {
        const v = mayMatch(arg, z, aromatic);
        if (v === true) return true;
        if (v === undefined) result = undefined;
      }
      return result;
    }
    case "not": {
      const v = mayMatch(q.arg, z, aromatic);
      return v === undefined ? undefined : !v;
    }
    case "z":
      return q.value === z;
    case "aromatic":
      return q.value === aromatic;
    default:
      return undefined;
  }
}

const BOND_TESTS: Readonly<Record<string, (kind: number) => boolean>> = {
  "": (k) => k === SINGLE || k === AROMATIC,
  "-": (k) => k === SINGLE,
  "=": (k) => k === DOUBLE,
  "#": (k) => k === TRIPLE,
  ":": (k) => k === AROMATIC,
  "~": () => true,
};

interface ParsedPattern {
  queries: AtomQuery[];
  parent: number[];
  bonds: string[];
}

/** Parses a SMARTS of the subset into a tree rooted at its first atom (atoms in SMARTS order). */
export function parseSmartsSubset(smarts: string): ParsedPattern {
  const queries: AtomQuery[] = [];
  const parent: number[] = [];
  const bonds: string[] = [];
  const stack: number[] = [];
  let previous = -1;
  let bond = "";
  let i = 0;
  const fail = (why: string): never => {
    throw new SmartsSubsetError(`unsupported SMARTS ${smarts} at ${i}: ${why}`);
  };
  const addAtom = (q: AtomQuery): void => {
    if (previous === -1 && queries.length > 0) fail("disconnected pattern");
    queries.push(q);
    parent.push(previous);
    bonds.push(bond);
    previous = queries.length - 1;
    bond = "";
  };
  while (i < smarts.length) {
    const c = smarts[i]!;
    if (c === "[") {
      const close = smarts.indexOf("]", i);
      if (close < 0) fail("unclosed bracket");
      addAtom(parseBracket(smarts.slice(i + 1, close)));
      i = close + 1;
    } else if (c === "(") {
      if (previous === -1 || bond !== "") fail("branch without an atom");
      stack.push(previous);
      i++;
    } else if (c === ")") {
      const back = stack.pop();
      if (back === undefined || bond !== "") return fail("unbalanced branch");
      previous = back;
      i++;
    } else if (Object.hasOwn(BOND_TESTS, c)) {
      if (previous === -1 || bond !== "") fail("misplaced bond");
      bond = c;
      i++;
    } else if (c === "A" || c === "a" || c === "*") {
      addAtom(c === "*" ? { op: "and", args: [] } : { op: "aromatic", value: c === "a" });
      i++;
    } else {
      const two = smarts.slice(i, i + 2);
      const symbol = BARE_ALIPHATIC.has(two) ? two : c;
      if (BARE_ALIPHATIC.has(symbol)) {
        addAtom(element(atomicNumber(symbol)!, false));
        i += symbol.length;
      } else if (AROMATIC_NUMBERS.has(c)) {
        addAtom(element(AROMATIC_NUMBERS.get(c)!, true));
        i++;
      } else {
        fail(`unsupported character ${c}`);
      }
    }
  }
  if (queries.length === 0) fail("empty pattern");
  if (stack.length > 0 || bond !== "") fail("unfinished pattern");
  return { queries, parent, bonds };
}

/** True when the pattern embeds (injectively) with its root on `root`. */
function matchesAt(p: Pattern, g: HGraph, root: number, map: Int32Array): boolean {
  if (!p.tests[0]!(g, root)) return false;
  map[0] = root;
  return extend(p, g, 1, map);
}

function extend(p: Pattern, g: HGraph, k: number, map: Int32Array): boolean {
  if (k === p.tests.length) return true;
  const from = map[p.parent[k]!]!;
  const test = p.tests[k]!;
  const bond = p.bonds[k]!;
  for (let s = g.start[from]!, end = g.start[from + 1]!; s < end; s++) {
    const atom = g.nbr[s]!;
    if (!bond(g.kind[s]!) || !test(g, atom)) continue;
    let used = false;
    for (let j = 0; j < k; j++) {
      if (map[j] === atom) {
        used = true;
        break;
      }
    }
    if (used) continue;
    map[k] = atom;
    if (extend(p, g, k + 1, map)) return true;
  }
  return false;
}

// ---------------------------------------------------------------------------
// The compiled table.

interface CompiledTable {
  patterns: Pattern[];
  labels: string[];
  logp: Float64Array;
  mr: Float64Array;
  /** Rows whose root may match an atom of element z with aromatic flag f: candidates[2z + f]. */
  candidates: Int32Array[];
  /** Longest pattern, for the match buffer. */
  maxAtoms: number;
}

const MAX_Z = 118;
let compiled: CompiledTable | undefined;

function table(): CompiledTable {
  if (compiled) return compiled;
  const patterns: Pattern[] = [];
  const parsed: ParsedPattern[] = [];
  for (const [, smarts] of CRIPPEN_TABLE) {
    const p = parseSmartsSubset(smarts);
    parsed.push(p);
    patterns.push({ tests: p.queries.map(compileAtom), parent: p.parent, bonds: p.bonds.map((b) => BOND_TESTS[b]!) });
  }
  const candidates: Int32Array[] = [];
  for (let z = 0; z <= MAX_Z; z++) {
    for (const aromatic of [false, true]) {
      const rows: number[] = [];
      parsed.forEach((p, row) => {
        if (mayMatch(p.queries[0]!, z, aromatic) !== false) rows.push(row);
      });
      candidates.push(Int32Array.from(rows));
    }
  }
  compiled = {
    patterns,
    labels: CRIPPEN_TABLE.map((row) => row[0]),
    logp: Float64Array.from(CRIPPEN_TABLE, (row) => row[2]),
    mr: Float64Array.from(CRIPPEN_TABLE, (row) => row[3]),
    candidates,
    maxAtoms: Math.max(...parsed.map((p) => p.queries.length)),
  };
  return compiled;
}

const EMPTY = new Int32Array(0);

/** The table row typing atom `atom` of `g` (first match in table order), -1 when none matches. */
function typeAtom(t: CompiledTable, g: HGraph, atom: number, map: Int32Array): number {
  const z = g.z[atom]!;
  const rows = z >= 0 && z <= MAX_Z ? (t.candidates[2 * z + g.aromatic[atom]!] ?? EMPTY) : EMPTY;
  for (const row of rows) {
    if (matchesAt(t.patterns[row]!, g, atom, map)) return row;
  }
  return -1;
}

// ---------------------------------------------------------------------------
// Public API.

/** Crippen types of a graph: table rows (-1: none) of each atom and of the hydrogens added to it. */
export interface CrippenTyping {
  /** Per graph atom: its row in CRIPPEN_TABLE, or -1 when no row matches (contribution 0). */
  atomRows: Int32Array;
  /** Per graph atom: the row of each hydrogen RDKit adds to it (all alike), -1 when it has none or none matches. */
  hydrogenRows: Int32Array;
}

export function crippenTyping(graph: TopologyGraph): CrippenTyping {
  const t = table();
  const g = withHydrogens(graph);
  const map = new Int32Array(t.maxAtoms);
  const n = graph.atoms.length;
  const atomRows = new Int32Array(n);
  const hydrogenRows = new Int32Array(n).fill(-1);
  for (let i = 0; i < n; i++) {
    atomRows[i] = typeAtom(t, g, i, map);
    // The hydrogens added to one atom are interchangeable: typing the first types them all.
    const h = g.firstH[i]!;
    if (h >= 0) hydrogenRows[i] = typeAtom(t, g, h, map);
  }
  return { atomRows, hydrogenRows };
}

/** The Crippen type label ("C18", "H1", "N11" …) of a table row; "" for -1 (no type). */
export function crippenLabel(row: number): string {
  return row < 0 ? "" : (table().labels[row] ?? "");
}

/** logP and MR contributions of a table row; 0 for -1. */
export function crippenRowValues(row: number): { logp: number; mr: number } {
  const t = table();
  return row < 0 ? { logp: 0, mr: 0 } : { logp: t.logp[row]!, mr: t.mr[row]! };
}

/**
 * Per graph atom: its own contribution plus those of its implicit/explicit-count
 * hydrogens (hydrogen atoms present in the graph are graph atoms with their own
 * entries). The arrays sum to crippenLogP/crippenMR up to float rounding: the
 * totals below add the terms in RDKit's order instead.
 */
export function crippenContribs(graph: TopologyGraph): { logp: number[]; mr: number[] } {
  const t = table();
  const { atomRows, hydrogenRows } = crippenTyping(graph);
  const logp: number[] = [];
  const mr: number[] = [];
  graph.atoms.forEach((atom, i) => {
    const own = atomRows[i]!;
    const h = hydrogenRows[i]!;
    let l = own < 0 ? 0 : t.logp[own]!;
    let m = own < 0 ? 0 : t.mr[own]!;
    if (h >= 0) {
      for (let k = 0; k < atom.hydrogens; k++) {
        l += t.logp[h]!;
        m += t.mr[h]!;
      }
    }
    logp.push(l);
    mr.push(m);
  });
  return { logp, mr };
}

/** Wildman-Crippen logP and MR of a graph, summed in RDKit's atom order (graph atoms, then added H). */
export function crippenDescriptors(graph: TopologyGraph): { logp: number; mr: number } {
  const t = table();
  const { atomRows, hydrogenRows } = crippenTyping(graph);
  let logp = 0;
  let mr = 0;
  for (const row of atomRows) {
    if (row < 0) continue;
    logp += t.logp[row]!;
    mr += t.mr[row]!;
  }
  graph.atoms.forEach((atom, i) => {
    const h = hydrogenRows[i]!;
    if (h < 0) return;
    for (let k = 0; k < atom.hydrogens; k++) {
      logp += t.logp[h]!;
      mr += t.mr[h]!;
    }
  });
  return { logp, mr };
}

/** RDKit `Crippen.MolLogP` / the `CrippenClogP` descriptor. */
export function crippenLogP(graph: TopologyGraph): number {
  return crippenDescriptors(graph).logp;
}

/** RDKit `Crippen.MolMR` / the `CrippenMR` descriptor. */
export function crippenMR(graph: TopologyGraph): number {
  return crippenDescriptors(graph).mr;
}
