/**
 * CIP stereodescriptors of a name: "(E)-", "(2Z)-", "(R)-", "(2R,3S)-", at the start of the name or after its
 * first space ("methyl (E)-but-2-enoate"). Each is placed on the parent atom its locant names (or, without a
 * locant, on the one stereocentre or double bond the structure has); then every combination of tetrahedral marks
 * and double-bond geometries is written and RDKit's CIP labeller says which combination carries exactly the
 * labels asked for. Nothing is inferred by hand from priorities, so a descriptor is placed only where RDKit agrees.
 */
import { stereoTags } from "../structure/stereo.ts";
import { free, readSmiles } from "../rdkit.ts";
import { type Graph, NameStructureError, type StereoMarks } from "./graph.ts";

export interface Descriptor {
  locant: string | null;
  label: "E" | "Z" | "R" | "S";
}

/** A locant of a descriptor: "2", "4a", and the primed ones of a spiro or ring-assembly component ("3a'", "3'a"). */
const LOCANT = "\\d+'*[a-z]?'*";
const GROUP = new RegExp(`(^|\\s)\\(((?:${LOCANT})?[EZRS](?:,\\s*(?:${LOCANT})?[EZRS])*)\\)-?`);

/** Takes the descriptor group off the name; null when there is none. */
export function takeDescriptors(
  name: string,
): { rest: string; descriptors: Descriptor[]; at: number; length: number } | null {
  const m = GROUP.exec(name);
  if (!m) return null;
  const start = m.index + (m[1] as string).length;
  const rest = name.slice(0, start) + name.slice(m.index + m[0].length);
  const descriptors = (m[2] as string).split(",").map((part) => {
    const d = /^(?:(\d+)('*)([a-z]?)('*))?([EZRS])$/.exec(part.trim()) as RegExpExecArray;
    // CAS writes the primes before the letter ("3''a"), IUPAC after it ("3a''"), as the atoms are labelled.
    const locant = d[1] === undefined ? null : `${d[1]}${d[3]}${d[2]}${d[4]}`;
    return { locant, label: d[5] as Descriptor["label"] };
  });
  return { rest, descriptors, at: start, length: m.index + m[0].length - start };
}

/** At most this many tetrahedral centres and double bonds together (2^n combinations are written). */
const MAX_ELEMENTS = 8;

const pairKey = (a: number, b: number): string => (a < b ? `${a}-${b}` : `${b}-${a}`);

function tagsOf(smiles: string): { atoms: Map<number, string>; bonds: Map<string, string>; canonical: string } | null {
  const read = readSmiles(smiles); // the one reading every tool uses (written H counts exact)
  if (!("mol" in read)) return null;
  try {
    return { ...stereoTags(read.mol), canonical: read.mol.get_smiles() };
  } finally {
    free(read.mol);
  }
}

function fail(message: string): never {
  throw new NameStructureError(message);
}

/** Whether the bond a-b closes a ring of fewer than 8 atoms: a path from a to b of at most 6 bonds that avoids it. */
function inSmallRing(graph: Graph, a: number, b: number): boolean {
  const distance = new Map<number, number>([[a, 0]]);
  const queue = [a];
  while (queue.length > 0) {
    const atom = queue.shift() as number;
    const d = distance.get(atom) as number;
    if (d >= 6) continue;
    for (const next of graph.neighbours(atom)) {
      if ((atom === a && next === b) || distance.has(next)) continue;
      if (next === b) return true;
      distance.set(next, d + 1);
      queue.push(next);
    }
  }
  return false;
}

/**
 * The canonical isomeric SMILES of `graph` with the descriptors placed: the name's leading group on the parent
 * (its first `parentAtoms` atoms; an unlocanted one on the structure's one stereocentre or double bond), and each
 * group a bracketed substituent carries (graph.stereoGroups) on that substituent's own parent atoms.
 */
export function placeDescriptors(graph: Graph, parentAtoms: number, descriptors: Descriptor[]): string {
  const base = graph.toSmiles();
  const order = graph.lastOrder;
  const tags = tagsOf(base);
  if (!tags) fail("the structure is not valid");
  const allCentres = [...tags.atoms].filter(([, label]) => label === "?").map(([i]) => order[i] as number);
  // Double bonds that can have E/Z: each end has another neighbour (C=O and C=CH2 ends have none or only H), and
  // the bond is in no ring of fewer than 8 atoms (a mancude ring built with explicit double bonds, rings.ts: its
  // bonds have no geometry, as RDKit says, so an unlocanted "(E)-" names the chain's double bond).
  const others = (atom: number, not: number): number => graph.neighbours(atom).filter((x) => x !== not).length;
  // A built group's own geometries (graph.ts) are written already; no descriptor of the name is placed on them.
  const fixed = (b: { a: number; b: number }): boolean =>
    graph.geometries.some((g) => pairKey(g.a, g.b) === pairKey(b.a, b.b));
  const allDoubleBonds = graph.bonds.filter(
    (b) =>
      b.order === 2 &&
      !fixed(b) &&
      !graph.atoms[b.a]?.aromatic &&
      others(b.a, b.b) > 0 &&
      others(b.b, b.a) > 0 &&
      !inSmallRing(graph, b.a, b.b),
  );
  // A double bond inside a ring of fewer than 8 atoms, between two ring atoms, can only be cis: a "Z" on it (OPSIN's
  // "(Z)-cycloheptene") says what the ring already fixes, and is read with nothing to place; an "E" is refused.
  const ringFixed = graph.bonds.filter(
    (b) =>
      b.order === 2 &&
      !graph.atoms[b.a]?.aromatic &&
      others(b.a, b.b) > 0 &&
      others(b.b, b.a) > 0 &&
      inSmallRing(graph, b.a, b.b),
  );
  const parentRange = Array.from({ length: parentAtoms }, (_, k) => k);
  const groups: { scope: number[] | null; descriptors: Descriptor[]; implied?: true }[] = [
    { scope: null, descriptors },
    ...graph.stereoGroups.map((g) => ({
      scope: g.atoms,
      descriptors: g.descriptors,
      ...(g.implied ? { implied: g.implied } : {}),
    })),
  ];
  const tetra: { atom: number; label: string; text: string; implied?: true }[] = [];
  const bonds: { a: number; b: number; label: string; text: string; implied?: true }[] = [];
  for (const group of groups) {
    // A substituent's descriptors name its own atoms, locanted or not; the leading group's locants name the
    // parent's, and an unlocanted one the structure's only stereocentre or double bond.
    const inScope = (atom: number): boolean => group.scope === null || group.scope.includes(atom);
    const centres = allCentres.filter(inScope);
    const doubleBonds = allDoubleBonds.filter((b) => inScope(b.a) && inScope(b.b));
    const owner = group.scope === null ? "the parent" : "its substituent";
    const where = group.scope === null ? "the structure" : "its substituent";
    const parentAtom = (locant: string, text: string): number => {
      const found = (group.scope ?? parentRange).filter((i) => graph.atoms[i]?.labels.includes(locant));
      if (found.length !== 1) fail(`stereodescriptor (${text}): locant ${locant} is not one atom of ${owner}`);
      return found[0] as number;
    };
    for (const d of group.descriptors) {
      const text = `${d.locant ?? ""}${d.label}`;
      if (d.label === "R" || d.label === "S") {
        let atom: number;
        if (d.locant !== null) {
          atom = parentAtom(d.locant, text);
          if (!centres.includes(atom))
            fail(`stereodescriptor (${text}): the atom at ${d.locant} is not a stereocentre`);
        } else {
          if (centres.length !== 1)
            fail(`stereodescriptor (${text}) has no locant and ${where} has ${centres.length} stereocentres`);
          atom = centres[0] as number;
        }
        tetra.push({ atom, label: d.label, text, ...(group.implied ? { implied: group.implied } : {}) });
      } else {
        const fixed = ringFixed.filter((b) => inScope(b.a) && inScope(b.b));
        if (d.label === "Z" && doubleBonds.length === 0 && ringFixed.length > 0) {
          const at = d.locant === null ? null : parentAtom(d.locant, text);
          const named = fixed.filter((b) => at === null || b.a === at || b.b === at);
          if (named.length === 1 && (d.locant !== null || fixed.length === 1)) continue;
        }
        let candidates = doubleBonds;
        if (d.locant !== null) {
          const a = parentAtom(d.locant, text);
          const next = String(Number.parseInt(d.locant, 10) + 1);
          candidates = doubleBonds.filter((b) => b.a === a || b.b === a);
          if (candidates.length > 1) {
            candidates = candidates.filter((b) => graph.atoms[b.a === a ? b.b : b.a]?.labels.includes(next));
          }
          if (candidates.length !== 1) fail(`stereodescriptor (${text}): no double bond starts at ${d.locant}`);
        } else if (candidates.length !== 1) {
          fail(`stereodescriptor (${text}) has no locant and ${where} has ${candidates.length} double bonds`);
        }
        const bond = candidates[0] as { a: number; b: number };
        bonds.push({
          a: bond.a,
          b: bond.b,
          label: d.label,
          text,
          ...(group.implied ? { implied: group.implied } : {}),
        });
      }
    }
  }
  // A descriptor written over the same label a trivial name implies ("(2S)-naringenin", "(Z)-aurone":
  // flavonoids.ts) says it twice; only different labels on one element conflict.
  const once = <T extends { label: string; implied?: true }>(list: T[], key: (x: T) => string): T[] =>
    list.filter(
      (x) => !x.implied || !list.some((y) => y !== x && !y.implied && key(y) === key(x) && y.label === x.label),
    );
  tetra.splice(0, tetra.length, ...once(tetra, (t) => String(t.atom)));
  bonds.splice(0, bonds.length, ...once(bonds, (b) => pairKey(b.a, b.b)));
  const placed = [...tetra.map((t) => String(t.atom)), ...bonds.map((b) => pairKey(b.a, b.b))];
  if (new Set(placed).size !== placed.length) fail("two stereodescriptors name the same stereocentre or double bond");
  const n = tetra.length + bonds.length;
  if (n > MAX_ELEMENTS) fail(`more than ${MAX_ELEMENTS} stereodescriptors are not read yet`);
  const answers = new Set<string>();
  for (let combo = 0; combo < 1 << n; combo++) {
    const marks: StereoMarks = { chiral: new Map(), doubleBonds: [] };
    tetra.forEach((t, k) => {
      marks.chiral.set(t.atom, combo & (1 << k) ? "@@" : "@");
    });
    bonds.forEach((b, k) => {
      marks.doubleBonds.push({ a: b.a, b: b.b, cis: (combo & (1 << (tetra.length + k))) !== 0 });
    });
    const written = graph.toSmiles(marks);
    const result = tagsOf(written);
    if (!result) continue;
    const atomIndex = new Map(graph.lastOrder.map((atom, i) => [atom, i]));
    const fits =
      tetra.every((t) => result.atoms.get(atomIndex.get(t.atom) as number) === t.label) &&
      bonds.every(
        (b) => result.bonds.get(pairKey(atomIndex.get(b.a) as number, atomIndex.get(b.b) as number)) === b.label,
      );
    if (fits) answers.add(result.canonical);
  }
  if (answers.size === 0) {
    const what = [...tetra, ...bonds].map((x) => x.text).join(",");
    fail(`the stereodescriptors (${what}) cannot be placed on this structure (not stereogenic there)`);
  }
  if (answers.size > 1) fail("the stereodescriptors leave the structure's stereochemistry open");
  return [...answers][0] as string;
}

/**
 * cis-/trans- before a name with one double bond that can have a geometry: the two groups other than hydrogen on its
 * ends are on the same side (cis) or opposite sides (trans). Read only where that is unambiguous: exactly one such
 * double bond, outside a ring, with one group besides H on each end (but-2-ene, 1,2-dichloroethene, stilbene). With
 * two groups on an end, cis/trans refers to the main chain, which IUPAC replaced by E/Z: such names are refused, as
 * are cis/trans on rings (a relative configuration of two stereocentres: not read yet).
 */
/** A stereodescriptor the parser does not read in this place: the name is refused as "unsupported". */
export class UnsupportedStereo extends NameStructureError {}

export function placeCisTrans(graph: Graph, cis: boolean, ringOnly?: true): string {
  const word = cis ? "cis" : "trans";
  const others = (atom: number, not: number): number[] => graph.neighbours(atom).filter((x) => x !== not);
  const candidates = graph.bonds.filter(
    (b) =>
      b.order === 2 &&
      !graph.atoms[b.a]?.aromatic &&
      others(b.a, b.b).length > 0 &&
      others(b.b, b.a).length > 0 &&
      (graph.atoms[b.a]?.h ?? 0) + others(b.a, b.b).length === 2 &&
      (graph.atoms[b.b]?.h ?? 0) + others(b.b, b.a).length === 2,
  );
  if (candidates.length === 0) {
    const ring = placeRingCisTrans(graph, cis);
    if (ring !== null) return ring;
  }
  // Inside the name it stands before a ring's groups; beside a double bond that could be cis or trans it may be that's.
  if (ringOnly) {
    throw new UnsupportedStereo(
      `"${word}-" inside the name is read only on a ring pair, with no double bond it could name`,
    );
  }
  if (candidates.length !== 1) {
    throw new UnsupportedStereo(
      `the stereodescriptor "${word}-" needs exactly one double bond that can be cis or trans; this structure has ${candidates.length} (use E/Z with locants; cis/trans of two ring substituents is not read yet)`,
    );
  }
  const bond = candidates[0] as { a: number; b: number };
  if (others(bond.a, bond.b).length !== 1 || others(bond.b, bond.a).length !== 1) {
    throw new UnsupportedStereo(
      `the stereodescriptor "${word}-" on a double bond with two groups on one end is not read (give E or Z)`,
    );
  }
  const written = graph.toSmiles({ chiral: new Map(), doubleBonds: [{ a: bond.a, b: bond.b, cis }] });
  const result = tagsOf(written);
  if (!result) fail("the structure is not valid");
  const atomIndex = new Map(graph.lastOrder.map((atom, i) => [atom, i]));
  const label = result.bonds.get(pairKey(atomIndex.get(bond.a) as number, atomIndex.get(bond.b) as number));
  if (label !== "E" && label !== "Z") fail(`"${word}-": the double bond is not stereogenic`);
  return result.canonical;
}

/**
 * Each atom's neighbours in the order a SMILES written by graph.ts lists them (the order its @/@@ marks refer to):
 * the atom before it, its own H, its ring closures as written, then the atoms after it. Atoms are numbered in
 * writing order (graph.lastOrder's indices); "H" is the bracket's one hydrogen.
 */
export function writtenNeighbours(smiles: string): (number | "H")[][] {
  const out: (number | "H")[][] = [];
  const open = new Map<string, { atom: number; slot: number }>();
  const branches: (number | null)[] = [];
  let previous: number | null = null;
  for (let i = 0; i < smiles.length; ) {
    const c = smiles[i] as string;
    if (c === "[") {
      const end = smiles.indexOf("]", i);
      const atom = out.length;
      out.push([]);
      if (previous !== null) {
        out[previous]?.push(atom);
        out[atom]?.push(previous);
      }
      if (/^\d*(?:[A-Z][a-z]?|[a-z]{1,2})@*H(?!\d)/.test(smiles.slice(i + 1, end))) out[atom]?.push("H");
      previous = atom;
      i = end + 1;
    } else if (c === "(") {
      branches.push(previous);
      i++;
    } else if (c === ")") {
      previous = branches.pop() ?? null;
      i++;
    } else if (c === ".") {
      previous = null;
      i++;
    } else if (/[0-9%]/.test(c)) {
      const label = c === "%" ? smiles.slice(i, i + 3) : c;
      i += label.length;
      const at = previous as number;
      const opened = open.get(label);
      if (opened) {
        (out[opened.atom] as (number | "H")[])[opened.slot] = at;
        out[at]?.push(opened.atom);
        open.delete(label);
      } else {
        open.set(label, { atom: at, slot: out[at]?.length ?? 0 });
        out[at]?.push(-1);
      }
    } else i++; // a bond symbol
  }
  return out;
}

/** Whether `to` is an even permutation of `from` (same four items). */
function evenPermutation<T>(from: T[], to: T[]): boolean {
  const p = to.map((x) => from.indexOf(x));
  if (p.length !== from.length || p.some((k) => k < 0) || new Set(p).size !== p.length)
    fail("the stereocentre's neighbours were not all found");
  let swaps = 0;
  for (let i = 0; i < p.length; i++) {
    while (p[i] !== i) {
      const j = p[i] as number;
      [p[i], p[j]] = [p[j] as number, p[i] as number];
      swaps++;
    }
  }
  return swaps % 2 === 0;
}

const CHALCOGENS = new Set(["O", "S", "Se", "Te"]);

/**
 * D-/L- before a systematic name ("L-2-aminobutanoic acid", "D-2-hydroxypropanoic acid", "L-5-oxopyrrolidine-2-
 * carboxylic acid"): Fischer's convention for an alpha-amino or alpha-hydroxy acid (IUPAC 2AA-3, 3AA-3.3). The
 * configuration goes on the one stereocentre that has an H, an N or O, a carbon bound to a chalcogen (the acid's
 * carbon, at the top of the projection) and a carbon bound to none (the chain, at the bottom); L puts the N or O on
 * the left: seen with the H towards the viewer, acid carbon, chain and N or O run clockwise (as in L-alanine,
 * N[C@@H](C)C(=O)O). Refused where no centre or more than one fits, or where the two carbons cannot be told apart.
 */
export function placeFischer(graph: Graph, dl: "D" | "L", cisTrans?: "cis" | "trans"): string {
  const fixed = fischerMark(graph, dl);
  // "cis-4-hydroxy-L-proline": the ring's other group cis or trans to the one whose centre L has fixed.
  if (cisTrans !== undefined) {
    const both = placeRingCisTrans(graph, cisTrans === "cis", fixed);
    if (both === null) throw new UnsupportedStereo(`"${cisTrans}-" with "${dl}-" needs a ring with two groups`);
    return both;
  }
  const result = tagsOf(graph.toSmiles({ chiral: new Map([[fixed.atom, fixed.mark]]), doubleBonds: [] }));
  if (!result) fail("the structure is not valid");
  return result.canonical;
}

/** The one centre Fischer's D-/L- names (placeFischer) and its mark in the order graph.toSmiles() writes. */
function fischerMark(graph: Graph, dl: "D" | "L"): { atom: number; mark: "@" | "@@" } {
  const base = graph.toSmiles();
  const order = graph.lastOrder;
  const tags = tagsOf(base);
  if (!tags) fail("the structure is not valid");
  const chalcogenOn = (c: number, not: number): boolean =>
    graph.neighbours(c).some((x) => x !== not && CHALCOGENS.has(graph.atoms[x]?.element ?? ""));
  const fits: { atom: number; acid: number; chain: number; hetero: number }[] = [];
  for (const [index, label] of tags.atoms) {
    if (label !== "?") continue;
    const atom = order[index] as number;
    const neighbours = graph.neighbours(atom);
    if (graph.atoms[atom]?.element !== "C" || graph.atoms[atom]?.h !== 1 || neighbours.length !== 3) continue;
    const hetero = neighbours.filter((x) => ["N", "O"].includes(graph.atoms[x]?.element ?? ""));
    const carbons = neighbours.filter((x) => graph.atoms[x]?.element === "C");
    if (hetero.length !== 1 || carbons.length !== 2) continue;
    const acids = carbons.filter((c) => chalcogenOn(c, atom));
    if (acids.length !== 1) continue;
    const acid = acids[0] as number;
    fits.push({ atom, acid, chain: carbons.find((c) => c !== acid) as number, hetero: hetero[0] as number });
  }
  if (fits.length !== 1) {
    throw new UnsupportedStereo(
      `"${dl}-" needs one stereocentre with an H, an amino or hydroxy group, an acid carbon and a chain carbon (an alpha-amino or alpha-hydroxy acid); this structure has ${fits.length}`,
    );
  }
  const { atom, acid, chain, hetero } = fits[0] as (typeof fits)[number];
  const position = new Map(order.map((a, i) => [a, i]));
  const written = (writtenNeighbours(base)[position.get(atom) as number] ?? []).map((x) =>
    x === "H" ? "H" : (order[x] as number),
  );
  // L-alanine's order N, H, chain, acid carries @@; any other order takes @@ or @ by its permutation's parity.
  const l = evenPermutation([hetero, "H", chain, acid], written) ? "@@" : "@";
  const mark = dl === "L" ? l : l === "@@" ? "@" : "@@";
  return { atom, mark };
}

/**
 * The ring of `a` and `b` as a cycle from a (each atom's two neighbours in it), or null when they share no simple ring
 * of at most 8 atoms.
 */
function ringThrough(graph: Graph, a: number, b: number): number[] | null {
  // The shortest cycle through a that passes b: a path from one neighbour of a to another, avoiding a.
  let best: number[] | null = null;
  const around = graph.neighbours(a);
  for (const start of around) {
    const previous = new Map<number, number>([[start, -1]]);
    const queue = [start];
    while (queue.length > 0) {
      const atom = queue.shift() as number;
      for (const next of graph.neighbours(atom)) {
        if (next === a || previous.has(next)) continue;
        previous.set(next, atom);
        queue.push(next);
      }
    }
    for (const end of around) {
      if (end === start || !previous.has(end)) continue;
      const path: number[] = [];
      for (let at = end; at !== -1; at = previous.get(at) as number) path.push(at);
      const cycle = [a, ...path.reverse()];
      if (cycle.includes(b) && cycle.length <= 8 && (best === null || cycle.length < best.length)) best = cycle;
    }
  }
  return best;
}

/**
 * cis-/trans- of two ring substituents ("cis-1,2-dimethylcyclohexane", "trans-4-methylcyclohexan-1-ol"): a relative
 * configuration, read only where it fixes the whole structure, an achiral (meso or non-chiral) one; a chiral one
 * (trans-1,2-dimethylcyclohexane) would need rel-, which a SMILES cannot say (the rac/rel decision). The two ring atoms
 * are the only ones with an H, one group outside the ring and two ring neighbours; going round the ring, a group is on
 * the same face as the other when its (before, after, group, H) carry the same mark. Null where no such pair exists.
 */
function placeRingCisTrans(graph: Graph, cis: boolean, fixed?: { atom: number; mark: "@" | "@@" }): string | null {
  const word = cis ? "cis" : "trans";
  const base = graph.toSmiles();
  const order = graph.lastOrder;
  const tags = tagsOf(base);
  if (!tags) fail("the structure is not valid");
  const centres = graph.atoms.flatMap((atom, i) => {
    if (atom.aromatic || atom.element !== "C" || atom.h !== 1 || graph.neighbours(i).length !== 3) return [];
    return graph.bonds.some((bond) => (bond.a === i || bond.b === i) && bond.order !== 1) ? [] : [i];
  });
  const pairs: [number, number, number[]][] = [];
  for (let i = 0; i < centres.length; i++) {
    for (let j = i + 1; j < centres.length; j++) {
      const ring = ringThrough(graph, centres[i] as number, centres[j] as number);
      if (ring) pairs.push([centres[i] as number, centres[j] as number, ring]);
    }
  }
  // Each centre in the pair has exactly one neighbour outside the ring; no other atom of the structure may be a
  // stereocentre the name leaves open.
  const fits = pairs.filter(([a, b, ring]) =>
    [a, b].every((x) => graph.neighbours(x).filter((n) => !ring.includes(n)).length === 1),
  );
  if (fits.length !== 1) {
    if (pairs.length === 0) return null;
    throw new UnsupportedStereo(
      `the stereodescriptor "${word}-" needs one pair of ring atoms that carry a group each; this structure has ${fits.length}`,
    );
  }
  const [first, second, ring] = fits[0] as [number, number, number[]];
  // With one centre's configuration given (Fischer's L-), that one is `a`, and its mark fixes the face.
  if (fixed && fixed.atom !== first && fixed.atom !== second) {
    throw new UnsupportedStereo(
      `the stereodescriptor "${word}-" names a pair of ring atoms the D-/L- centre is not in`,
    );
  }
  const [a, b] = fixed?.atom === second ? [second, first] : [first, second];
  const position = new Map(order.map((atom, i) => [atom, i]));
  const written = writtenNeighbours(base);
  const mark = (atom: number, up: boolean): "@" | "@@" => {
    const k = ring.indexOf(atom);
    const before = ring[(k - 1 + ring.length) % ring.length] as number;
    const after = ring[(k + 1) % ring.length] as number;
    const group = graph.neighbours(atom).find((n) => !ring.includes(n)) as number;
    const listed = (written[position.get(atom) as number] ?? []).map((x) => (x === "H" ? "H" : (order[x] as number)));
    const same = evenPermutation([before, after, group, "H"], listed);
    return up === same ? "@" : "@@";
  };
  const build = (flip: boolean): string => {
    const chiral = new Map<number, "@" | "@@">([
      [a, mark(a, !flip)],
      [b, mark(b, cis ? !flip : flip)],
    ]);
    const result = tagsOf(graph.toSmiles({ chiral, doubleBonds: [] }));
    if (!result) fail("the structure is not valid");
    return result.canonical;
  };
  if (fixed) {
    // The face of a's group that its given mark means, then b's on the same (cis) or the other (trans) face.
    const up = mark(a, true) === fixed.mark;
    const chiral = new Map<number, "@" | "@@">([
      [a, fixed.mark],
      [b, mark(b, cis ? up : !up)],
    ]);
    const result = tagsOf(graph.toSmiles({ chiral, doubleBonds: [] }));
    if (!result) fail("the structure is not valid");
    if ([...result.atoms.values()].includes("?")) {
      throw new UnsupportedStereo(`the stereodescriptor "${word}-" leaves a stereocentre open`);
    }
    return result.canonical;
  }
  const one = build(false);
  const other = build(true);
  const unmarked = tagsOf(base)?.canonical;
  if (one === unmarked)
    throw new UnsupportedStereo(`the stereodescriptor "${word}-": the two ring atoms are not stereogenic`);
  if (one !== other) {
    throw new UnsupportedStereo(
      `the stereodescriptor "${word}-" gives a relative configuration of a chiral structure (two enantiomers): it needs rel-, which one SMILES cannot say`,
    );
  }
  for (const [index, label] of tags.atoms) {
    const atom = order[index] as number;
    if (label === "?" && atom !== a && atom !== b) {
      throw new UnsupportedStereo(`the stereodescriptor "${word}-" leaves another stereocentre of the structure open`);
    }
  }
  return one;
}
