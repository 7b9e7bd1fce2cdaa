/**
 * Von Baeyer polycycles and polyspiro compounds by their bracketed descriptors (IUPAC P-23 and P-24):
 * "tricyclo[3.3.1.1^{3,7}]decane" (adamantane), "tricyclo[2.2.1.0^{2,6}]heptane", "dispiro[5.1.7.2]heptadecane",
 * "trispiro[2.0.2^{4}.1.2^{8}.1^{3}]undecane". The grammar reads the descriptor here (readRingSystem) and the
 * builder builds the skeleton here (buildRingSystem); "a" replacement prefixes (oxa, aza) and unsaturation are
 * the builder's, on the locants this numbering gives.
 *
 * Superscript locants are read in every form OPSIN reads them (^3,7 ^{3,7} ^(3,7) (3,7) ~3,7~ *3,7* <3,7>) and
 * written flat, as they are when a superscript is lost ("tricyclo[3.3.1.13,7]decane"). A flat one is split every
 * way its digits allow and each split whose atom count fits the stem is kept: the name is then answered only when
 * every split builds the same structure (index.ts), never by guessing which digits were the superscript.
 */
import type { Graph } from "./graph.ts";
import { NameStructureError } from "./graph.ts";
import { SKELETON_VALENCE } from "./replacement.ts";

function fail(message: string): never {
  throw new NameStructureError(message);
}

/** [n]annulenes written as their cycloalkenes: the ring of n carbons with every other bond double. */
const ANNULENES: Record<string, string> = {
  "6": "cyclohexa-1,3,5-triene",
  "8": "cycloocta-1,3,5,7-tetraene",
};

/**
 * "[8]annulene" as "cycloocta-1,3,5,7-tetraene" (IUPAC P-22.1.4), or null. Only the rings too small for a trans
 * double bond: from [10]annulene on, each double bond's geometry is a choice the name leaves open.
 */
export function annulene(name: string): string | null {
  const m = /^\[(\d+)\]annulene$/i.exec(name);
  return m ? (ANNULENES[m[1] as string] ?? null) : null;
}

/** CAS's older form, the unsaturation's locants between the descriptor and the stem: "bicyclo[5.4.0]-7-undecene". */
const CAS_RING_ENE =
  /((?:bi|tri|tetra|penta)?(?:cyclo|spiro))(\[[^\]]+\])-(\d+(?:,\d+)*)-([a-z]+?)(a?)((?:di|tri|tetra)?(?:ene|yne))(?![a-z])/g;

/**
 * The name with that form written as IUPAC writes it ("bicyclo[5.4.0]undec-7-ene", "spiro[4.5]dec-2-ene",
 * "bicyclo[2.2.1]hepta-2,5-diene"), or null when it has none: a hyphen and locants straight after a von Baeyer or
 * spiro descriptor are read no other way.
 */
export function casRingUnsaturation(name: string): string | null {
  const rewritten = name.replace(CAS_RING_ENE, (_, kind, descriptor, locants, stem, a, ending) => {
    return `${kind}${descriptor}${stem}${a}-${locants}-${ending}`;
  });
  return rewritten === name ? null : rewritten;
}

/** A secondary bridge of a von Baeyer descriptor: its atom count and the two main-ring (or earlier) bridgeheads. */
export interface SecondaryBridge {
  length: number;
  ends: [number, number];
}

export type RingSystem =
  | {
      system: "vonBaeyer";
      /** The ring count its multiplier names: bicyclo 2, tricyclo 3 … */
      rings: number;
      main: [number, number, number];
      secondary: SecondaryBridge[];
      /** The atoms the descriptor adds up to, which the alkane stem after it must name. */
      atoms: number;
      text: string;
    }
  | {
      system: "spiro";
      /** Spiro atoms its multiplier names: spiro 1, dispiro 2 … */
      spiros: number;
      /** Each bridge's atom count and, when a superscript gives it, the spiro atom it closes on. */
      bridges: { length: number; to: number | null }[];
      atoms: number;
      text: string;
    }
  /** A monocycle under skeletal replacement ("oxacyclopentane", "1,4,7-trioxacyclononane"): atoms 1…atoms in turn. */
  | { system: "cyclo"; atoms: number; text: string };

const VON_BAEYER_MULTIPLIERS: [string, number][] = [
  ["bi", 2],
  ["tri", 3],
  ["tetra", 4],
  ["penta", 5],
  ["hexa", 6],
  ["hepta", 7],
  ["octa", 8],
  ["nona", 9],
  ["deca", 10],
];

const SPIRO_MULTIPLIERS: [string, number][] = [
  ["", 1],
  ["di", 2],
  ["tri", 3],
  ["tetra", 4],
  ["penta", 5],
  ["hexa", 6],
];

/** Readings of one descriptor tried at most: a flat superscript splits a few ways, never thousands. */
const MAX_SPLITS = 64;

/** The bracket's text from `open` to its matching close, or null (a bracket inside: "^(3,7)", "^[4]"). */
function bracketContent(lc: string, open: number): { content: string; end: number } | null {
  const pairs: Record<string, string> = { "[": "]", "(": ")", "{": "}" };
  const stack: string[] = [];
  for (let i = open; i < lc.length && i < open + 200; i++) {
    const ch = lc[i] as string;
    if (ch in pairs) stack.push(pairs[ch] as string);
    else if (ch === "]" || ch === ")" || ch === "}") {
      if (stack.pop() !== ch) return null;
      if (stack.length === 0) return { content: lc.slice(open + 1, i), end: i + 1 };
    }
  }
  return null;
}

/** A superscript pair after a bridge length, in any of OPSIN's forms: "^3,7", "^{3,7}", "(3,7)", "~3,7~" … */
const MARKED_PAIR =
  /^(\d+)(?:\^(\d+),(\d+)|\^?[({[](\d+),(\d+)[)}\]]|~(\d+),(\d+)~|\*(\d+),(\d+)\*|<(\d+),(\d+)>)(?=\.|$)/;
/** A superscript locant after a spiro bridge length: "^4", "^{4}", "^(4)", "(4)", "~4~", "*4*", "<4>". */
const MARKED_ONE = /^(\d+)(?:\^(\d+)|\^?[({[](\d+)[)}\]]|~(\d+)~|\*(\d+)\*|<(\d+)>)(?=\.|$)/;

/** Every way to read the digits "137" as a bridge length then a locant: [1, 37], [13, 7]; no locant 0 or "07". */
function splits(digits: string): [number, number][] {
  const out: [number, number][] = [];
  for (let k = 1; k < digits.length; k++) {
    const locant = digits.slice(k);
    if (locant.startsWith("0")) continue;
    out.push([Number(digits.slice(0, k)), Number(locant)]);
  }
  return out;
}

/** The cartesian product of each position's options, or null past MAX_SPLITS. */
function product<T>(options: T[][]): T[][] | null {
  let out: T[][] = [[]];
  for (const list of options) {
    const next: T[][] = [];
    for (const head of out) for (const option of list) next.push([...head, option]);
    if (next.length > MAX_SPLITS) return null;
    out = next;
  }
  return out;
}

function readVonBaeyer(content: string, rings: number, text: string): RingSystem[] {
  // "bicyclo[2,2,1]": commas for dots only where no secondary bridge could make them a superscript's.
  const plain = /^\d+,\d+,\d+$/.test(content) ? content.replace(/,/g, ".") : content;
  const parts = plain.split(".");
  const main = parts.slice(0, 3);
  if (main.length < 3 || !main.every((p) => /^\d+$/.test(p))) return [];
  const options: SecondaryBridge[][] = [];
  for (const part of parts.slice(3)) {
    const marked = MARKED_PAIR.exec(part);
    if (marked) {
      const [x, y] = marked.slice(2).filter((v) => v !== undefined) as [string, string];
      options.push([{ length: Number(marked[1]), ends: [Number(x), Number(y)] }]);
      continue;
    }
    const flat = /^(\d+),(\d+)$/.exec(part);
    if (!flat) return [];
    options.push(splits(flat[1] as string).map(([length, x]) => ({ length, ends: [x, Number(flat[2])] })));
  }
  const out: RingSystem[] = [];
  for (const secondary of product(options) ?? []) {
    if (secondary.length + 3 !== rings + 1) continue;
    const [a, b, c] = main.map(Number) as [number, number, number];
    const atoms = a + b + c + 2 + secondary.reduce((sum, s) => sum + s.length, 0);
    out.push({ system: "vonBaeyer", rings, main: [a, b, c], secondary, atoms, text });
  }
  return out;
}

function readSpiro(content: string, spiros: number, text: string): RingSystem[] {
  // "spiro[4,5]decane": OPSIN reads a comma for the dot of a monospiro descriptor.
  const plain = spiros === 1 && /^\d+,\d+$/.test(content) ? content.replace(",", ".") : content;
  const options: { length: number; to: number | null }[][] = [];
  const parts = plain.split(".");
  for (const [i, part] of parts.entries()) {
    const marked = MARKED_ONE.exec(part);
    if (marked) {
      const to = marked.slice(2).find((v) => v !== undefined) as string;
      options.push([{ length: Number(marked[1]), to: Number(to) }]);
      continue;
    }
    if (!/^\d+$/.test(part)) return [];
    const list: { length: number; to: number | null }[] = [{ length: Number(part), to: null }];
    // A polyspiro descriptor from the third bridge on may have lost its superscript: "2.0.24.1.28.13".
    if (spiros > 1 && i > 1) for (const [length, to] of splits(part)) list.push({ length, to });
    options.push(list);
  }
  const out: RingSystem[] = [];
  for (const bridges of product(options) ?? []) {
    if (bridges.length !== 2 * spiros) continue;
    const atoms = spiros + bridges.reduce((sum, b) => sum + b.length, 0);
    out.push({ system: "spiro", spiros, bridges, atoms, text });
  }
  return out;
}

/**
 * "bicyclo[2.2.1]", "tricyclo[3.3.1.1^{3,7}]", "spiro[4.5]", "dispiro[5.1.7.2]" at `pos` of the lower-cased name:
 * every reading of the descriptor, with the position after it (and after a hyphen OPSIN allows there).
 */
export function readRingSystem(lc: string, pos: number): [RingSystem, number][] {
  const out: [RingSystem, number][] = [];
  const after = (end: number): number => (lc[end] === "-" ? end + 1 : end);
  const families = [
    ["cyclo", VON_BAEYER_MULTIPLIERS, readVonBaeyer],
    ["spiro", SPIRO_MULTIPLIERS, readSpiro],
  ] as const;
  for (const [kind, multipliers, readDescriptor] of families) {
    for (const [form, count] of multipliers) {
      const head = `${form}${kind}`;
      if (!lc.startsWith(head, pos)) continue;
      const open = lc[pos + head.length] === "-" ? pos + head.length + 1 : pos + head.length;
      if (lc[open] !== "[") continue;
      const bracket = bracketContent(lc, open);
      if (!bracket) continue;
      const text = lc.slice(pos, bracket.end);
      for (const system of readDescriptor(bracket.content, count, text)) out.push([system, after(bracket.end)]);
    }
  }
  return out;
}

/** Bonds the skeleton as locant pairs (1-based), atoms numbered 1…atoms. */
function vonBaeyerBonds(system: Extract<RingSystem, { system: "vonBaeyer" }>): [number, number][] {
  const [a, b, c] = system.main;
  if (!(a >= b && b >= c && b > 0)) {
    fail(`${system.text}: the main bridges are written largest first and only the last may be 0`);
  }
  const bonds: [number, number][] = [];
  const mainAtoms = a + b + c + 2;
  // The main ring: bridgehead 1, the largest bridge to bridgehead a+2, the next bridge back to 1 (P-23.2.5.1.1).
  for (let k = 1; k <= a + 1; k++) bonds.push([k, k + 1]);
  let previous = a + 2;
  for (let k = a + 3; k <= a + b + 2; k++) {
    bonds.push([previous, k]);
    previous = k;
  }
  bonds.push([previous, 1]);
  // The main bridge, numbered on from the end at bridgehead 1.
  previous = 1;
  for (let k = a + b + 3; k <= mainAtoms; k++) {
    bonds.push([previous, k]);
    previous = k;
  }
  bonds.push([previous, a + 2]);
  // Secondary bridges are numbered on from the highest-numbered main-ring atom: the bridge whose higher bridgehead
  // is highest first (then the higher other end, then the longer bridge), each from the end at its higher
  // bridgehead (P-23.2.5.1.3); a bridge on another secondary bridge's atoms comes after that bridge.
  const pending = [...system.secondary]
    .map((s) => ({ length: s.length, hi: Math.max(...s.ends), lo: Math.min(...s.ends) }))
    .sort((x, y) => y.hi - x.hi || y.lo - x.lo || y.length - x.length);
  let count = mainAtoms;
  while (pending.length > 0) {
    const index = pending.findIndex((s) => s.hi <= count);
    if (index < 0) fail(`${system.text}: a secondary bridge's bridgeheads are not atoms of the system`);
    const s = pending.splice(index, 1)[0] as (typeof pending)[number];
    if (s.lo < 1 || s.lo === s.hi) fail(`${system.text}: a secondary bridge needs two different bridgeheads`);
    previous = s.hi;
    for (let k = 0; k < s.length; k++) {
      count += 1;
      bonds.push([previous, count]);
      previous = count;
    }
    if (bonds.some(([x, y]) => (x === previous && y === s.lo) || (x === s.lo && y === previous))) {
      fail(`${system.text}: a bridge of 0 atoms between atoms already bonded`);
    }
    bonds.push([previous, s.lo]);
  }
  return bonds;
}

/**
 * A polyspiro skeleton (P-24.2.2): numbering starts in a terminal ring next to the first spiro atom, runs round
 * it to that spiro atom, and on through each bridge; a bridge without a superscript ends at a new spiro atom until
 * all are placed, then each closes on the latest spiro atom whose second ring is still open; a superscript names
 * the spiro atom a bridge closes on.
 */
function spiroBonds(system: Extract<RingSystem, { system: "spiro" }>): [number, number][] {
  const bonds: [number, number][] = [];
  const [first, ...rest] = system.bridges;
  if (!first || first.to !== null || first.length < 2) {
    fail(`${system.text}: the first ring of a spiro descriptor has at least 2 atoms besides its spiro atom`);
  }
  if (system.spiros === 1 && (rest[0]?.length ?? 0) < first.length) {
    fail(`${system.text}: the smaller ring is written first and each ring has at least 3 atoms`);
  }
  for (let k = 1; k < first.length; k++) bonds.push([k, k + 1]);
  const firstSpiro = first.length + 1;
  bonds.push([first.length, firstSpiro], [firstSpiro, 1]);
  let count = firstSpiro;
  let spiros = 1;
  const open: number[] = [firstSpiro];
  let at = firstSpiro;
  for (const bridge of rest) {
    let previous = at;
    for (let k = 0; k < bridge.length; k++) {
      count += 1;
      bonds.push([previous, count]);
      previous = count;
    }
    let to: number;
    if (bridge.to !== null) {
      to = bridge.to;
      if (to < 1 || to > count) fail(`${system.text}: superscript ${to} is not an atom numbered before it`);
      const k = open.lastIndexOf(to);
      if (k >= 0) open.splice(k, 1);
    } else if (spiros < system.spiros) {
      count += 1;
      spiros += 1;
      to = count;
      open.push(to);
    } else {
      to = open.pop() ?? fail(`${system.text}: a bridge closes on no open spiro atom`);
    }
    if (to === previous) fail(`${system.text}: a ring of the descriptor has fewer than 3 atoms`);
    bonds.push([previous, to]);
    at = to;
  }
  if (open.length > 0 || spiros !== system.spiros) {
    fail(`${system.text}: the bridges do not close ${system.spiros} spiro atom(s)`);
  }
  return bonds;
}

/** The skeleton of `system` with the "a" replacement atoms of `hetero` (by locant), labelled 1…atoms. */
export function buildRingSystem(graph: Graph, system: RingSystem, hetero: Map<number, string>, carbons: number): void {
  if (system.atoms !== carbons) {
    fail(`${system.text} has ${system.atoms} ring atoms, but its stem names ${carbons}`);
  }
  const bonds =
    system.system === "vonBaeyer"
      ? vonBaeyerBonds(system)
      : system.system === "spiro"
        ? spiroBonds(system)
        : Array.from({ length: system.atoms }, (_, k): [number, number] => [k + 1, ((k + 1) % system.atoms) + 1]);
  const valences: number[] = [];
  for (let k = 1; k <= system.atoms; k++) {
    const atom = replacementAtom(hetero.get(k) ?? "C");
    valences.push(atom.valence);
    graph.addAtom({
      element: atom.element,
      aromatic: false,
      charge: atom.charge,
      isotope: 0,
      h: 0,
      labels: [String(k)],
    });
  }
  const seen = new Set<string>();
  for (const [x, y] of bonds) {
    const key = x < y ? `${x}-${y}` : `${y}-${x}`;
    if (x === y || seen.has(key)) fail(`${system.text}: the bridges make no valid ring system`);
    seen.add(key);
    graph.bonds.push({ a: x - 1, b: y - 1, order: 1 });
  }
  const degree = new Array<number>(system.atoms).fill(0);
  for (const bond of graph.bonds) {
    for (const end of [bond.a, bond.b]) if (end < system.atoms) degree[end] = (degree[end] ?? 0) + 1;
  }
  valences.forEach((valence, k) => {
    const h = valence - (degree[k] ?? 0);
    const atom = graph.atoms[k] as { element: string; h: number };
    if (h < 0) fail(`a ${atom.element} at ring position ${k + 1} cannot have ${degree[k]} ring bonds`);
    atom.h = h;
  });
}

/**
 * A skeleton atom as the grammar writes it: "As", "N+" (a cationic "azonia"), "P-" (an anionic "phosphanuida"),
 * "As^5" (the lambda convention, "5λ5-arsa": that valence): its element, charge and valence.
 */
function replacementAtom(spec: string): { element: string; charge: number; valence: number } {
  const m = /^([A-Z][a-z]?)([+-])?(?:\^(\d+))?$/.exec(spec);
  const element = m?.[1] ?? spec;
  const neutral = SKELETON_VALENCE[element] ?? fail(`${element} is not read as a ring atom yet`);
  const charge = m?.[2] === "+" ? 1 : m?.[2] === "-" ? -1 : 0;
  // A cation (azonia N+) has one bond more than the neutral atom; an "-uida" anion (phosphanuida: a hydride added)
  // one hydrogen more than the atom its lambda says.
  const valence = m?.[3] ? Number(m[3]) + (charge < 0 ? 1 : 0) : neutral + Math.abs(charge);
  return { element, charge, valence };
}

/**
 * Retained names of von Baeyer hydrocarbons (IUPAC P-31.1.4.2.4, OPSIN's cyclicUnsaturableHydrocarbon list), read as
 * their descriptors: the retained numbering is the von Baeyer one (OPSIN 2.7.0 gives the same structure for every
 * chloro/methyl locant pair of each, checked when these were added). The stem takes "ane", "yl", "an-1-ol" … as a
 * von Baeyer stem does.
 */
const RETAINED_POLYCYCLES: [string, string][] = [
  ["adamant", "tricyclo[3.3.1.1^{3,7}]"],
  ["norborn", "bicyclo[2.2.1]"],
  ["norcar", "bicyclo[4.1.0]"],
  ["norpin", "bicyclo[3.1.1]"],
  ["cub", "pentacyclo[4.2.0.0^{2,5}.0^{3,8}.0^{4,7}]"],
  ["prism", "tetracyclo[2.2.0.0^{2,6}.0^{3,5}]"],
];

/** "adamant" of "adamantane", "adamantan-1-amine", "adamantyl": the ring system and the position after the stem. */
export function readRetainedPolycycle(lc: string, pos: number): [RingSystem, number][] {
  const out: [RingSystem, number][] = [];
  for (const [stem, descriptor] of RETAINED_POLYCYCLES) {
    if (!lc.startsWith(stem, pos)) continue;
    for (const [system] of readRingSystem(descriptor, 0)) out.push([{ ...system, text: stem }, pos + stem.length]);
  }
  return out;
}
