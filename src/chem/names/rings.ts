/**
 * Ring nomenclature beyond the listed ring parents: Hantzsch–Widman monocycles (1,3-oxazole, oxetane,
 * 1,4-diazepane), the ring atoms of von Baeyer and spiro skeletons (von-baeyer.ts builds those), and the machinery of
 * mancude rings: hydro prefixes, indicated hydrogen and added hydrogen ("quinolin-2(1H)-one").
 *
 * Mancude rings are built the way IUPAC defines them: every ring atom that can take a double bond carries one
 * "spare" valence; indicated, added and hydro hydrogens turn spares into hydrogens; a double-bonded group
 * (=O of a ketone) on a spare atom uses its spare; at the end the remaining spares are paired into double bonds
 * (a perfect matching on the ring bonds). Every matching is built through the builder's Chooser, and where the
 * name leaves the indicated hydrogen out but the ring needs one, every atom it could sit on is tried: the name
 * is answered only if all give one structure ("4H-pyran" is read, "pyran" is refused: 2H or 4H).
 */
import type { Chooser } from "./builder.ts";
import { type Graph, NameStructureError } from "./graph.ts";

function fail(message: string): never {
  throw new NameStructureError(message);
}

/** Hantzsch–Widman heteroatom prefixes read (IUPAC P-22.2.2.1.1), in seniority order; the elided form comes
 * before a vowel (ox-azole). Only the elements whose ring valence the builder handles (2 for chalcogens, 3 for N). */
export const HW_HETEROATOMS: [string, string][] = [
  ["oxa", "O"],
  ["ox", "O"],
  ["thia", "S"],
  ["thi", "S"],
  ["selena", "Se"],
  ["selen", "Se"],
  ["tellura", "Te"],
  ["tellur", "Te"],
  ["aza", "N"],
  ["az", "N"],
];

export interface HwStem {
  size: number;
  /** Mancude (the most non-cumulative double bonds) or saturated. */
  mancude: boolean;
  /** Saturated stems that IUPAC restricts: "-idine" only with nitrogen, "-ane"/"-olane" only without. */
  nitrogen: "required" | "forbidden" | "any";
  /** "-ane" of six-membered rings: only after O, S, Se or Te as the last-cited heteroatom. */
  chalcogenLast?: boolean;
}

/** Stems without their final "e" (the grammar reads "e" or a suffix after them). IUPAC P-22.2.2.1.2. */
export const HW_STEMS: [string, HwStem][] = [
  ["irin", { size: 3, mancude: true, nitrogen: "any" }],
  ["iren", { size: 3, mancude: true, nitrogen: "any" }],
  ["iridin", { size: 3, mancude: false, nitrogen: "required" }],
  ["iran", { size: 3, mancude: false, nitrogen: "forbidden" }],
  ["et", { size: 4, mancude: true, nitrogen: "any" }],
  ["etidin", { size: 4, mancude: false, nitrogen: "required" }],
  ["etan", { size: 4, mancude: false, nitrogen: "forbidden" }],
  ["ol", { size: 5, mancude: true, nitrogen: "any" }],
  ["olidin", { size: 5, mancude: false, nitrogen: "required" }],
  ["olan", { size: 5, mancude: false, nitrogen: "forbidden" }],
  ["in", { size: 6, mancude: true, nitrogen: "any" }],
  ["inin", { size: 6, mancude: true, nitrogen: "any" }],
  ["an", { size: 6, mancude: false, nitrogen: "forbidden", chalcogenLast: true }],
  ["inan", { size: 6, mancude: false, nitrogen: "any" }],
  ["epin", { size: 7, mancude: true, nitrogen: "any" }],
  ["epan", { size: 7, mancude: false, nitrogen: "any" }],
  ["ocin", { size: 8, mancude: true, nitrogen: "any" }],
  ["ocan", { size: 8, mancude: false, nitrogen: "any" }],
  ["onin", { size: 9, mancude: true, nitrogen: "any" }],
  ["onan", { size: 9, mancude: false, nitrogen: "any" }],
  ["ecin", { size: 10, mancude: true, nitrogen: "any" }],
  ["ecan", { size: 10, mancude: false, nitrogen: "any" }],
];

const RING_VALENCE: Record<string, number> = { C: 4, N: 3, P: 3, O: 2, S: 2, Se: 2, Te: 2 };

export function ringAtom(graph: Graph, element: string, label: string, mancude: boolean): number {
  const valence = RING_VALENCE[element] ?? fail(`${element} is not read as a ring atom yet`);
  const free = valence - 2;
  const spare = mancude && free >= 1;
  return graph.addAtom({
    element,
    aromatic: false,
    charge: 0,
    isotope: 0,
    h: free - (spare ? 1 : 0),
    labels: [label],
    ...(spare ? { spare: true } : {}),
  });
}

/**
 * The heteroatom locants of a Hantzsch–Widman ring whose name gives none: one heteroatom is at 1; a ring of
 * heteroatoms and one carbon (tetrazole) has them at 1…n-1; oxazole and thiazole (and their selenium and
 * tellurium analogues) are 1,3 by IUPAC's retained names (P-22.2.1, isoxazole is the 1,2 ring). Any other
 * unlocanted set is refused: 1,3- and 1,4-dioxane are different compounds.
 */
export function defaultHeteroLocants(elements: string[], size: number, name: string): string[] {
  if (elements.length === 1) return ["1"];
  if (elements.length === size - 1) return elements.map((_, k) => String(k + 1));
  if (
    elements.length === 2 &&
    size === 5 &&
    elements[1] === "N" &&
    ["O", "S", "Se", "Te"].includes(elements[0] ?? "")
  ) {
    return ["1", "3"];
  }
  return fail(`the heteroatoms of "${name}" have no locants and more than one arrangement is possible: give them`);
}

/** A Hantzsch–Widman ring: atoms labelled 1…size, heteroatoms at their locants. */
export function buildHantzschWidman(
  graph: Graph,
  size: number,
  mancude: boolean,
  hetero: { element: string; locant: string }[],
  name: string,
): void {
  const at = new Map<number, string>();
  for (const { element, locant } of hetero) {
    const k = Number(locant);
    if (!Number.isInteger(k) || k < 1 || k > size)
      fail(`locant ${locant} does not exist on the ${size}-membered ring of "${name}"`);
    if (at.has(k)) fail(`two heteroatoms of "${name}" at locant ${locant}`);
    at.set(k, element);
  }
  for (let k = 1; k <= size; k++) ringAtom(graph, at.get(k) ?? "C", String(k), mancude);
  for (let k = 0; k < size; k++) graph.bonds.push({ a: k, b: (k + 1) % size, order: 1 });
}

/**
 * Turns a listed aromatic ring parent (OPSIN's aromatic SMILES) into the mancude form with spare valences: each
 * aromatic atom with one valence left for the pi system has a spare; a pyrrole-type NH or a CH2 of the listed
 * tautomer ([nH], [cH2]) gives that hydrogen up for a spare (the name's indicated hydrogen puts it back where it
 * says; `keepNH` keeps a listed NH when the name names no hydrogen). Only the parent's own atoms (the first `count`).
 */
export function dearomatize(graph: Graph, count: number, name: string, keepNH: boolean): number[] {
  const kept: number[] = [];
  // Valence used by sigma bonds and exocyclic double bonds (an aromatic bond counts one).
  const degree = new Array<number>(count).fill(0);
  const ringBonds = new Array<number>(count).fill(0);
  for (const bond of graph.bonds) {
    const order = bond.order === "ar" ? 1 : bond.order;
    for (const end of [bond.a, bond.b]) {
      if (end >= count) continue;
      degree[end] = (degree[end] ?? 0) + order;
      ringBonds[end] = (ringBonds[end] ?? 0) + 1;
    }
    if (bond.order === "ar") bond.order = 1;
  }
  for (let k = 0; k < count; k++) {
    const atom = graph.atoms[k];
    if (!atom?.aromatic) continue;
    atom.aromatic = false;
    const valence = RING_VALENCE[atom.element];
    if (valence === undefined || atom.charge !== 0)
      fail(`hydro prefixes and indicated hydrogen on ${name} are not read yet`);
    const free = valence - (degree[k] ?? 0) - atom.h;
    if (free === 1) atom.spare = true;
    else if (free === 0 && atom.h > 0 && atom.element !== "O" && (ringBonds[k] ?? 0) === 2 && degree[k] === 2) {
      // A listed NH (pyrrole's, indole's) stays where it is when the name names no hydrogen of its own
      // ("2,3-dihydroindole" is indoline); a listed CH2 (pyran's) never does: 2H- and 4H-pyran differ.
      if (keepNH && atom.element === "N") {
        kept.push(k);
        continue;
      }
      atom.h -= 1;
      atom.spare = true;
    } else if (free !== 0) fail(`hydro prefixes and indicated hydrogen on ${name} are not read yet`);
  }
  return kept;
}

/** Indicated, added or hydro hydrogen at one atom: its spare valence becomes a hydrogen. */
export function saturate(graph: Graph, atom: number, what: string): void {
  const a = graph.atoms[atom];
  if (!a?.spare) fail(`${what}: the atom at that position has no double bond to take a hydrogen from`);
  a.spare = false;
  a.h += 1;
}

/**
 * Pairs the remaining spare valences into double bonds, every pairing in turn through the chooser. An odd count
 * needs one more hydrogen: `implicitH` (the name gave no indicated hydrogen) tries every atom for it; otherwise
 * the name's hydrogens leave no valid structure.
 */
export function kekulize(
  graph: Graph,
  chooser: Chooser,
  implicitH: boolean,
  name: string,
  keptNH: readonly number[] = [],
): void {
  const spares = (): number[] => graph.atoms.flatMap((atom, k) => (atom.spare ? [k] : []));
  let left = spares();
  if (left.length % 2 === 1) {
    const free = keptNH.filter((k) => graph.atoms[k]?.h === 1 && graph.neighbours(k).length === 2);
    // With the name's one unwritten hydrogen placed by a group on another ring atom ("purin-1-ol", "imidazol-3-ol":
    // 1H-purin-1-ol, 3H-imidazol-3-ol), the listed NH kept for it is the one too many: it gives its hydrogen back.
    if (!implicitH && free.length === 0) {
      fail(`the hydrogens ${name} names leave a ring atom with an unpaired double bond`);
    }
    // A listed NH kept while the name wrote no hydrogen (dearomatize) gives its hydrogen back rather than another
    // one being added: the name's one omitted indicated hydrogen is then where its ring ketone or ylidene is
    // ("pyrrol-2-one" is 2H-pyrrol-2-one, "indol-3-one" 3H-indol-3-one, as OPSIN and PubChem read them; the
    // lactams are "1,3-dihydropyrrol-2-one", "1,2-dihydroindol-3-one"). Not where a group has taken that H.
    if (free.length > 0) {
      const nh = graph.atoms[chooser.pick(free)];
      if (nh) {
        nh.h -= 1;
        nh.spare = true;
      }
    } else {
      const atom = chooser.pick(left);
      saturate(graph, atom, "indicated hydrogen");
    }
    left = spares();
  }
  const paired = new Set<number>();
  for (const a of left) {
    if (paired.has(a)) continue;
    const options: number[] = [];
    for (const bond of graph.bonds) {
      if (bond.order !== 1) continue;
      const other = bond.a === a ? bond.b : bond.b === a ? bond.a : -1;
      if (other > a && graph.atoms[other]?.spare && !paired.has(other)) options.push(other);
    }
    if (options.length === 0) fail(`no arrangement of double bonds fits the hydrogens ${name} names`);
    const b = chooser.pick(options);
    const bond = graph.bonds.find((x) => (x.a === a && x.b === b) || (x.a === b && x.b === a));
    if (bond) bond.order = 2;
    paired.add(a);
    paired.add(b);
  }
  for (const k of left) {
    const atom = graph.atoms[k];
    if (atom) atom.spare = false;
  }
}

/** A monocycle to fuse: its size and its heteroatoms by its own locants (1…size). */
export interface Monocycle {
  size: number;
  hetero: Map<number, string>;
  /** The own locant of a listed ring's NH, kept as a hydrogen (see buildBenzo). */
  nh?: number;
}

const SENIORITY = ["O", "S", "Se", "Te", "N"];

/**
 * A benzo-fused monocycle, mancude. The bicycle is numbered the way IUPAC numbers an ortho-fused bicycle
 * (P-25.3.1.3): from the non-fusion atom of the heteroring next to a fusion atom, round the heteroring, the fusion
 * atom ("3a"), the four benzo atoms, the last fusion atom ("7a"); the heteroring comes first because its
 * heteroatoms must have the lowest locants, and of the two directions the one giving the heteroatoms the lower
 * locants (then O before S before N) is taken; both, when they tie.
 * `fusion` is the heteroring bond (its own locants f, f+1) the benzene ring shares; with `given`, the heteroring's
 * own locants are already the bicycle's (the name wrote them: "1,3-benzothiazole") and the fusion bond is k-1,k.
 */
export function buildBenzoFused(
  graph: Graph,
  ring: Monocycle,
  fusion: number,
  given: boolean,
  name: string,
  chooser: Chooser,
): void {
  const k = ring.size;
  const f1 = fusion;
  const f2 = (fusion % k) + 1;
  if (ring.hetero.has(f1) || ring.hetero.has(f2)) fail(`${name}: a heteroatom cannot be a fusion atom of a benzo name`);
  const mAtoms: number[] = [];
  for (let p = 1; p <= k; p++) mAtoms.push(ringAtom(graph, ring.hetero.get(p) ?? "C", "", true));
  const benzo = [0, 1, 2, 3].map(() => ringAtom(graph, "C", "", true));
  const m = (p: number): number => mAtoms[(((p - 1) % k) + k) % k] as number;
  for (let p = 1; p <= k; p++) graph.bonds.push({ a: m(p), b: m(p + 1), order: 1 });
  graph.bonds.push({ a: m(f1), b: benzo[0] as number, order: 1 });
  for (let i = 0; i < 3; i++) graph.bonds.push({ a: benzo[i] as number, b: benzo[i + 1] as number, order: 1 });
  graph.bonds.push({ a: benzo[3] as number, b: m(f2), order: 1 });
  for (const f of [f1, f2]) {
    const atom = graph.atoms[m(f)];
    if (atom) atom.h = 0; // three ring bonds and the spare
  }
  if (ring.nh !== undefined) saturate(graph, m(ring.nh), "the ring's NH");
  // The two directions: [heteroring atoms in order, first fusion atom, benzo atoms in order, last fusion atom].
  const walk = (forward: boolean): number[] => {
    const out: number[] = [];
    for (let i = 1; i <= k - 2; i++) out.push(forward ? f2 + i : f1 - i);
    return out;
  };
  const directions = given
    ? [{ ring: walk(true), first: f1, benzo: benzo, last: f2 }]
    : [
        { ring: walk(true), first: f1, benzo: benzo, last: f2 },
        { ring: walk(false), first: f2, benzo: [...benzo].reverse(), last: f1 },
      ];
  const score = (d: (typeof directions)[number]): number[] => {
    const found: [number, string][] = [];
    d.ring.forEach((p, i) => {
      const element = ring.hetero.get(((((p - 1) % k) + k) % k) + 1);
      if (element) found.push([i + 1, element]);
    });
    const byLocant = found.map(([l]) => l).sort((a, b) => a - b);
    const bySeniority = [...found].sort((a, b) => SENIORITY.indexOf(a[1]) - SENIORITY.indexOf(b[1]) || a[0] - b[0]);
    return [...byLocant, ...bySeniority.map(([l]) => l)];
  };
  const less = (a: number[], b: number[]): boolean => {
    for (let i = 0; i < a.length; i++)
      if ((a[i] as number) !== (b[i] as number)) return (a[i] as number) < (b[i] as number);
    return false;
  };
  let lowest = score(directions[0] as (typeof directions)[number]);
  for (const d of directions) if (less(score(d), lowest)) lowest = score(d);
  // Directions that tie are the same labelled skeleton; what the name adds (a listed NH kept without indicated
  // hydrogen, "4-methylbenzimidazole") may tell them apart, so each is built and the name must agree on both.
  const best = chooser.pick(directions.filter((d) => !less(lowest, score(d))));
  const label = (atom: number, text: string): void => {
    const a = graph.atoms[atom];
    if (a) a.labels = [text];
  };
  best.ring.forEach((p, i) => {
    label(m(p), String(i + 1));
  });
  label(m(best.first), `${k - 2}a`);
  best.benzo.forEach((atom, i) => {
    label(atom, String(k - 1 + i));
  });
  label(m(best.last), `${k + 2}a`);
}

/**
 * Two monocycles ortho-fused by a fusion name ("pyrazolo[1,5-a]pyrimidine"): the attached ring's atoms `attached`
 * (its own locants, in the order the name cites them) are the base ring's bond `letter` (a = 1-2, b = 2-3 …) from
 * its lower end, as FR-4.5 cites them. The bicycle is numbered round its periphery (P-25.3.1.3) from a non-fusion
 * atom next to a fusion atom, away from it, in whichever of the four ways gives the heteroatoms the lowest locants,
 * then the fusion carbons, then the fusion heteroatoms, then O before S before N; a fusion carbon takes the number
 * before it with "a", a fusion heteroatom a number of its own (imidazo[1,2-a]pyridine's N4). Ties are all built.
 */
export function buildOrthoFused(
  graph: Graph,
  attachedRing: Monocycle,
  attached: [number, number],
  baseRing: Monocycle,
  letter: string,
  chooser: Chooser,
  name: string,
): void {
  const kb = baseRing.size;
  const ka = attachedRing.size;
  const s1 = letter.charCodeAt(0) - 96;
  if (!(s1 >= 1 && s1 <= kb)) fail(`${name}: the base ring has no bond ${letter}`);
  const s2 = (s1 % kb) + 1;
  const [p1, p2] = attached;
  const adjacent = (x: number, y: number): boolean => Math.abs(x - y) === 1 || Math.abs(x - y) === ka - 1;
  if (!(p1 >= 1 && p1 <= ka && p2 >= 1 && p2 <= ka && adjacent(p1, p2))) {
    fail(`${name}: locants ${p1},${p2} are not a bond of the attached ring`);
  }
  const el = (ring: Monocycle, p: number): string => ring.hetero.get(p) ?? "C";
  if (el(attachedRing, p1) !== el(baseRing, s1) || el(attachedRing, p2) !== el(baseRing, s2)) {
    fail(`${name}: the fused atoms of the two rings are different elements`);
  }
  const base: number[] = [];
  for (let p = 1; p <= kb; p++) base.push(ringAtom(graph, el(baseRing, p), "", true));
  const att = new Map<number, number>([
    [p1, base[s1 - 1] as number],
    [p2, base[s2 - 1] as number],
  ]);
  for (let p = 1; p <= ka; p++) if (!att.has(p)) att.set(p, ringAtom(graph, el(attachedRing, p), "", true));
  for (let p = 1; p <= kb; p++) graph.bonds.push({ a: base[p - 1] as number, b: base[p % kb] as number, order: 1 });
  for (let p = 1; p <= ka; p++) {
    const q = (p % ka) + 1;
    if ((p === p1 && q === p2) || (p === p2 && q === p1)) continue; // the shared bond is the base ring's
    graph.bonds.push({ a: att.get(p) as number, b: att.get(q) as number, order: 1 });
  }
  const fusion = [base[s1 - 1] as number, base[s2 - 1] as number];
  // Valence: a fusion atom has three ring bonds (a fusion N none to spare: indolizine's, imidazo[1,2-a]pyridine's).
  for (const f of fusion) {
    const atom = graph.atoms[f];
    if (!atom) continue;
    const free = (RING_VALENCE[atom.element] ?? 0) - 3;
    if (free < 0) fail(`${name}: a ${atom.element} cannot be a fusion atom`);
    atom.spare = free >= 1;
    atom.h = Math.max(0, free - 1);
  }
  for (const [ring, map] of [
    [baseRing, (p: number) => base[p - 1] as number],
    [attachedRing, (p: number) => att.get(p) as number],
  ] as const) {
    if (ring.nh !== undefined && !fusion.includes(map(ring.nh))) saturate(graph, map(ring.nh), "the ring's NH");
  }
  // The periphery as a cycle of atoms.
  const n = graph.atoms.length;
  const neighbours = (a: number): number[] => graph.bonds.flatMap((b) => (b.a === a ? [b.b] : b.b === a ? [b.a] : []));
  const isFusion = (a: number): boolean => fusion.includes(a);
  const walks: number[][] = [];
  for (const f of fusion) {
    for (const start of neighbours(f)) {
      if (isFusion(start)) continue;
      const path = [start];
      let previous = f;
      let current = start;
      while (path.length < n) {
        const next = neighbours(current).filter((x) => x !== previous && !(isFusion(current) && isFusion(x)));
        const step = next[0];
        if (step === undefined || step === start) break;
        path.push(step);
        previous = current;
        current = step;
      }
      if (path.length === n) walks.push(path);
    }
  }
  const labelled = walks.map((walk) => {
    const labels: string[] = [];
    let counter = 0;
    for (const atom of walk) {
      const a = graph.atoms[atom];
      if (isFusion(atom) && a?.element === "C") labels.push(`${counter}a`);
      else labels.push(String(++counter));
    }
    const hetero: [number, string, boolean][] = [];
    walk.forEach((atom, i) => {
      const a = graph.atoms[atom];
      if (a && a.element !== "C") hetero.push([Number(labels[i]), a.element, isFusion(atom)]);
    });
    const fusionC = walk.flatMap((atom, i) =>
      isFusion(atom) && graph.atoms[atom]?.element === "C" ? [parseFloat(labels[i] as string)] : [],
    );
    const key = [
      ...hetero.map(([l]) => l).sort((x, y) => x - y),
      ...fusionC.sort((x, y) => x - y),
      ...hetero
        .filter(([, , f]) => f)
        .map(([l]) => l)
        .sort((x, y) => x - y),
      ...[...hetero].sort((x, y) => SENIORITY.indexOf(x[1]) - SENIORITY.indexOf(y[1]) || x[0] - y[0]).map(([l]) => l),
    ];
    return { walk, labels, key };
  });
  if (labelled.length === 0) fail(`${name}: the fused rings could not be numbered`);
  const less = (a: number[], b: number[]): boolean => {
    for (let i = 0; i < Math.min(a.length, b.length); i++)
      if (a[i] !== b[i]) return (a[i] as number) < (b[i] as number);
    return false;
  };
  let lowest = (labelled[0] as (typeof labelled)[number]).key;
  for (const l of labelled) if (less(l.key, lowest)) lowest = l.key;
  const best = chooser.pick(labelled.filter((l) => !less(lowest, l.key)));
  best.walk.forEach((atom, i) => {
    const a = graph.atoms[atom];
    if (a) a.labels = [best.labels[i] as string];
  });
}

/**
 * A fused ring system built from its components' atoms and ring bonds without numbering it (fusion names of three
 * or more rings, or with a bicyclic component: benzo[g]quinoline, naphtho[2,3-b]furan, dibenzofuran; the builder
 * numbers it afterwards where a template has its skeleton, fusion-numbering.ts). Every atom is
 * mancude: a spare valence where it can take a double bond, none to spare on a fusion N or on O and S. The graph
 * must be empty: atom k is elements[k].
 */
export function buildFusionSystem(graph: Graph, elements: string[], bonds: [number, number][], name: string): void {
  const degree = new Array<number>(elements.length).fill(0);
  for (const [a, b] of bonds) {
    degree[a] = (degree[a] ?? 0) + 1;
    degree[b] = (degree[b] ?? 0) + 1;
  }
  elements.forEach((element, k) => {
    const valence = RING_VALENCE[element] ?? fail(`${element} is not read as a ring atom yet`);
    const free = valence - (degree[k] ?? 0);
    if (free < 0) fail(`${name}: a ${element} cannot be a fusion atom`);
    const spare = free >= 1;
    graph.addAtom({
      element,
      aromatic: false,
      charge: 0,
      isotope: 0,
      h: free - (spare ? 1 : 0),
      labels: [],
      ...(spare ? { spare: true } : {}),
    });
  });
  for (const [a, b] of bonds) graph.bonds.push({ a, b, order: 1 });
}
