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
  const allDoubleBonds = graph.bonds.filter(
    (b) =>
      b.order === 2 &&
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

export function placeCisTrans(graph: Graph, cis: boolean): string {
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
