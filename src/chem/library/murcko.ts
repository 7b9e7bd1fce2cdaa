/**
 * Bemis–Murcko scaffolds, as RDKit's `MurckoScaffold.GetScaffoldForMol` (C++ `MurckoDecompose`) makes them, and
 * generic frameworks as `MakeScaffoldGeneric` makes them. The embedded RDKit has neither, so the decomposition is
 * ported on the molecule graph (read from RDKit's pickle, graph-pickle.ts, else its JSON, graph.ts) and the result
 * handed back to RDKit for its canonical SMILES, once per distinct scaffold and framework of a call (MurckoCache).
 *
 * RDKit's definition, restated:
 * 1. Keep every ring atom and every atom on a shortest path between two rings. Between two ring systems that path is
 *    unique (any second route would close a ring), so it is exactly the linker chain; we find the same set by pruning
 *    acyclic leaves until none is left.
 * 2. Of the other atoms, keep those joined to a kept atom by a double bond (exocyclic =O, =N, =C of rings and
 *    linkers); drop the rest.
 * 3. A kept atom that lost a neighbour is repaired: an aromatic heteroatom gets one explicit hydrogen (N-methyl
 *    pyrrole → [nH]), as does an aromatic C+; any other atom has its hydrogens recomputed from its valence (and loses
 *    its chirality). Atoms that kept all their neighbours keep their hydrogens.
 * The scaffold is written without stereo or isotopes, as `MurckoScaffoldSmiles` does; an acyclic molecule has the
 * empty scaffold "".
 *
 * Generic framework: every scaffold atom becomes an sp3 carbon, every bond single (RDKit sanitizes the result, so a
 * carbon with more than four bonds, from a hypervalent ring atom, has none: null).
 */
import { DomainError } from "../../protocol/errors.ts";
import { EARLY_ATOMS } from "../../data/standardize.ts";
import { RDKIT_VALENCES } from "../../data/valences.ts";
import { elementSymbol } from "../elements.ts";
import { asMolecule, type MoleculeLike } from "../molecule.ts";
import type { TopologyBond, TopologyGraph } from "../graph-pickle.ts";
import { free, rdkit, type ParseOptions } from "../rdkit.ts";

export interface MurckoResult {
  /** Canonical SMILES of the Bemis–Murcko scaffold, without stereo or isotopes; "" for an acyclic molecule. */
  scaffold: string;
  /** Canonical SMILES of the generic framework (all carbons, all single bonds); "" for an acyclic molecule, null where RDKit cannot make one. */
  generic: string | null;
}

/**
 * How a molecule is best parsed for murckoOf: without RDKit's stereo perception, which the scaffold (written
 * without stereo) does not use. The one thing it could change, a stereo mark RDKit would have cleaned from an atom
 * that is no stereocentre, is read only for an atom kept for its double bond (repairedHydrogens), and no molecule
 * of the three reference sets gives another scaffold for it (lab/validate/murcko-full.ts parses them so).
 */
export const MURCKO_PARSE: ParseOptions = { stereo: false };

/** Atoms of rings and of the chains between them (step 1). */
export function ringsAndLinkers(graph: TopologyGraph): boolean[] {
  const n = graph.atoms.length;
  const neighbours: number[][] = graph.atoms.map(() => []);
  for (const bond of graph.bonds) {
    neighbours[bond.begin]!.push(bond.end);
    neighbours[bond.end]!.push(bond.begin);
  }
  const inRing = new Array<boolean>(n).fill(false);
  for (const ring of graph.rings) for (const atom of ring) inRing[atom] = true;
  const kept = new Array<boolean>(n).fill(true);
  const degree = neighbours.map((list) => list.length);
  // An acyclic atom with at most one kept neighbour lies on no path between two rings: drop it, and look again at its neighbour.
  const queue: number[] = [];
  for (let i = 0; i < n; i++) if (!inRing[i] && degree[i]! <= 1) queue.push(i);
  while (queue.length > 0) {
    const atom = queue.pop() as number;
    if (!kept[atom]) continue;
    kept[atom] = false;
    for (const next of neighbours[atom]!) {
      if (!kept[next]) continue;
      degree[next]!--;
      if (!inRing[next] && degree[next]! <= 1) queue.push(next);
    }
  }
  return kept;
}

/**
 * RDKit's implicit hydrogen count (Atom::calcImplicitValence) for an atom with this explicit valence: the smallest
 * allowed valence, shifted by the charge, that the bonds fit in; an aromatic atom only its default valence; none
 * for a dummy atom or an element without a default valence (metals).
 */
export function implicitHydrogens(
  atomicNumber: number,
  charge: number,
  explicitValence: number,
  radicals: number,
  aromatic: boolean,
): number {
  const valences = RDKIT_VALENCES[atomicNumber] ?? [-1];
  const defaultValence = valences[0] ?? -1;
  if (atomicNumber === 0 || defaultValence === -1) return 0;
  // Elements with fewer than four valence electrons (RDKit's isEarlyAtom): B− takes four bonds like C.
  let chg = EARLY_ATOMS.has(atomicNumber) ? -charge : charge;
  if (atomicNumber === 6 && chg > 0) chg = -chg;
  const used = explicitValence + radicals;
  if (aromatic) return Math.max(0, defaultValence + chg - used);
  for (const valence of valences) {
    if (valence < 0) break;
    if (used <= valence + chg) return valence + chg - used;
  }
  return 0;
}

interface ScaffoldAtom {
  atomicNumber: number;
  hydrogens: number;
  charge: number;
  /** Kept by the generic framework (MakeScaffoldGeneric resets charge and hydrogens, not radicals). */
  radicals: number;
  aromatic: boolean;
}
interface ScaffoldBond {
  begin: number;
  end: number;
  /** Kekulé order 1, 2, 3 (0: dative/zero, written as a single bond); null for an aromatic bond read from a pickle. */
  order: number | null;
  aromatic: boolean;
}

/**
 * How a scaffold is written for RDKit: "aromatic" with the molecule's aromatic atoms and bonds (RDKit kekulizes and
 * perceives it again), "kekule" with the Kekulé bonds of RDKit's JSON (for a ring RDKit cannot kekulize without its
 * substituents), "generic" as its framework (every atom a carbon, every bond single).
 */
type Form = "aromatic" | "kekule" | "generic";

const numeric = (a: number, b: number): number => a - b;

function compareKeys(a: readonly number[], b: readonly number[]): number {
  const n = Math.min(a.length, b.length);
  for (let k = 0; k < n; k++) if (a[k] !== b[k]) return a[k]! - b[k]!;
  return a.length - b.length;
}

/** Ranks 0.. of the keys (equal keys, equal rank) and how many distinct ranks there are. */
function denseRanks(keys: readonly (readonly number[])[]): { ranks: number[]; classes: number } {
  const order = keys.map((_, i) => i).sort((a, b) => compareKeys(keys[a]!, keys[b]!));
  const ranks = new Array<number>(keys.length);
  let rank = 0;
  order.forEach((atom, k) => {
    if (k > 0 && compareKeys(keys[order[k - 1]!]!, keys[atom]!) !== 0) rank++;
    ranks[atom] = rank;
  });
  return { ranks, classes: keys.length === 0 ? 0 : rank + 1 };
}

/**
 * A rank for each atom from the graph alone, not from the order the input wrote the atoms in, so that molecules with
 * the same scaffold write the same string and RDKit is asked for its canonical SMILES once per scaffold (1,070 among
 * the 5,000 NCI molecules) rather than once per way of writing it. The idea of Weininger's CANON: atom invariants
 * refined by the neighbours' ranks until the classes stop splitting; then the lowest tied class gives its first atom
 * a rank of its own and the refinement goes on. Atoms tied without being symmetric are split by input order, so a
 * scaffold can still be written two ways: one RDKit call more, never another answer, since the string always
 * describes exactly these atoms and bonds.
 */
function atomRanks(invariants: readonly (readonly number[])[], bonds: readonly ScaffoldBond[], form: Form): number[] {
  const n = invariants.length;
  const neighbours: number[][] = invariants.map(() => []);
  const codes: number[][] = invariants.map(() => []);
  for (const bond of bonds) {
    const code = bondCode(bond, form);
    neighbours[bond.begin]!.push(bond.end);
    codes[bond.begin]!.push(code);
    neighbours[bond.end]!.push(bond.begin);
    codes[bond.end]!.push(code);
  }
  let { ranks, classes } = denseRanks(invariants);
  for (;;) {
    for (;;) {
      const keys = ranks.map((rank, i) => [
        rank,
        ...neighbours[i]!.map((j, k) => ranks[j]! * 8 + codes[i]![k]!).sort(numeric),
      ]);
      const refined = denseRanks(keys);
      ranks = refined.ranks;
      if (refined.classes === classes) break;
      classes = refined.classes;
    }
    if (classes === n) return ranks;
    const size = new Array<number>(classes).fill(0);
    for (const rank of ranks) size[rank]!++;
    const tied = size.findIndex((count) => count > 1);
    const first = ranks.indexOf(tied);
    ({ ranks, classes } = denseRanks(ranks.map((rank, i) => [rank, i === first ? 0 : 1])));
  }
}

/** The bond as a small number: what the form writes of it. */
function bondCode(bond: ScaffoldBond, form: Form): number {
  if (form === "generic") return 1;
  if (form === "aromatic" && bond.aromatic) return 4;
  return bond.order === 2 ? 2 : bond.order === 3 ? 3 : 1;
}

/** Elements RDKit reads as aromatic bracket atoms written in lower case. */
const AROMATIC_SYMBOLS = new Set([5, 6, 7, 8, 15, 16, 33, 34, 52]);

function atomText(atom: ScaffoldAtom, degree: number, form: Form): string {
  if (form === "generic") {
    // A carbon keeps the radical of the atom it replaces (an iodine or metal with too few bonds): then its hydrogens are written.
    if (atom.radicals === 0) return "C";
    const h = 4 - degree - atom.radicals;
    return `[C${h === 0 ? "" : h === 1 ? "H" : `H${h}`}]`;
  }
  const h = atom.hydrogens === 0 ? "" : atom.hydrogens === 1 ? "H" : `H${atom.hydrogens}`;
  const sign =
    atom.charge === 0 ? "" : `${atom.charge > 0 ? "+" : "-"}${Math.abs(atom.charge) > 1 ? Math.abs(atom.charge) : ""}`;
  const symbol = elementSymbol(atom.atomicNumber);
  const written =
    form === "aromatic" && atom.aromatic && AROMATIC_SYMBOLS.has(atom.atomicNumber) ? symbol.toLowerCase() : symbol;
  return `[${written}${h}${sign}]`;
}

const bondSymbol = (code: number): string => (code === 4 ? ":" : code === 2 ? "=" : code === 3 ? "#" : "-");
const closureLabel = (digit: number): string =>
  digit < 10 ? String(digit) : digit < 100 ? `%${digit}` : `%(${digit})`;

/**
 * The scaffold as the molecule numbers it, in the aromatic form, as a look-up key (never handed to RDKit): every atom
 * bracketed with its hydrogen count and charge and each bond a ring closure, so two keys are equal only for the same
 * atoms and bonds. Cheaper than scaffoldSmiles: no ranking.
 */
export function scaffoldKey(atoms: readonly ScaffoldAtom[], bonds: readonly ScaffoldBond[]): string {
  const closures: string[] = atoms.map(() => "");
  bonds.forEach((bond, b) => {
    const label = closureLabel(b + 1);
    closures[bond.begin] += bondSymbol(bondCode(bond, "aromatic")) + label;
    closures[bond.end] += label;
  });
  return atoms.map((atom, i) => atomText(atom, 0, "aromatic") + closures[i]).join(".");
}

/**
 * A SMILES string RDKit reads back as exactly these atoms: every atom bracketed with its hydrogen count and charge,
 * every bond written, RDKit perceiving the aromaticity again. Written depth-first from the lowest-ranked atom of each
 * fragment, neighbours in rank order (atomRanks), so the same scaffold gives the same string. A depth-first string,
 * not one of single atoms joined by ring closures: RDKit reads the latter about twice as slowly (each "." starts a
 * fragment it merges again). The "aromatic" form writes an aromatic atom in lower case only for the elements RDKit
 * reads so; any other aromatic atom (there is none in the reference sets) makes RDKit refuse the string and the
 * "kekule" form is used instead.
 */
export function scaffoldSmiles(atoms: readonly ScaffoldAtom[], bonds: readonly ScaffoldBond[], form: Form): string {
  const n = atoms.length;
  const around: Array<Array<[neighbour: number, bond: number]>> = atoms.map(() => []);
  bonds.forEach((bond, b) => {
    around[bond.begin]!.push([bond.end, b]);
    around[bond.end]!.push([bond.begin, b]);
  });
  const invariants = atoms.map((atom, i) =>
    form === "generic"
      ? [around[i]!.length, atom.radicals]
      : [
          around[i]!.length,
          atom.atomicNumber,
          form === "aromatic" && atom.aromatic ? 1 : 0,
          atom.charge,
          atom.hydrogens,
        ],
  );
  const ranks = atomRanks(invariants, bonds, form);
  for (const list of around) list.sort((a, b) => ranks[a[0]]! - ranks[b[0]]!);
  // Pass 1: the depth-first tree (children in rank order) and the ring-closure bonds.
  const visited = new Uint8Array(n);
  const parentBond = new Int32Array(n).fill(-1);
  const children: number[][] = atoms.map(() => []);
  const closing = new Uint8Array(bonds.length);
  const closuresOf: number[][] = atoms.map(() => []);
  const roots: number[] = [];
  for (const start of atoms.map((_, i) => i).sort((a, b) => ranks[a]! - ranks[b]!)) {
    if (visited[start]) continue;
    roots.push(start);
    visited[start] = 1;
    const stack: Array<[atom: number, next: number]> = [[start, 0]];
    while (stack.length > 0) {
      const top = stack[stack.length - 1]!;
      const [atom, next] = top;
      if (next >= around[atom]!.length) {
        stack.pop();
        continue;
      }
      top[1] = next + 1;
      const [neighbour, bond] = around[atom]![next]!;
      if (bond === parentBond[atom] || closing[bond]) continue;
      if (visited[neighbour]) {
        // A bond back to an atom on the path: a ring closure, written at both ends.
        closing[bond] = 1;
        closuresOf[atom]!.push(bond);
        closuresOf[neighbour]!.push(bond);
        continue;
      }
      visited[neighbour] = 1;
      parentBond[neighbour] = bond;
      children[atom]!.push(neighbour);
      stack.push([neighbour, 0]);
    }
  }
  // Pass 2: the string, atom by atom in the same order; a closure digit is opened at the first end written.
  const written = new Uint8Array(n);
  const digitOf = new Int32Array(bonds.length);
  const inUse: boolean[] = [];
  let out = "";
  const todo: Array<number | string> = [];
  for (let r = roots.length - 1; r >= 0; r--) {
    todo.push(roots[r]!);
    if (r > 0) todo.push(".");
  }
  while (todo.length > 0) {
    const item = todo.pop()!;
    if (typeof item === "string") {
      out += item;
      continue;
    }
    const atom = item;
    written[atom] = 1;
    out += atomText(atoms[atom]!, around[atom]!.length, form);
    for (const bond of closuresOf[atom]!) {
      const other = bonds[bond]!.begin === atom ? bonds[bond]!.end : bonds[bond]!.begin;
      if (written[other]) {
        out += closureLabel(digitOf[bond]!);
        inUse[digitOf[bond]!] = false;
      } else {
        let digit = 1;
        while (inUse[digit]) digit++;
        inUse[digit] = true;
        digitOf[bond] = digit;
        out += bondSymbol(bondCode(bonds[bond]!, form)) + closureLabel(digit);
      }
    }
    const kids = children[atom]!;
    for (let k = kids.length - 1; k >= 0; k--) {
      const child = kids[k]!;
      const symbol = bondSymbol(bondCode(bonds[parentBond[child]!]!, form));
      if (k < kids.length - 1) todo.push(")");
      todo.push(child, symbol);
      if (k < kids.length - 1) todo.push("(");
    }
  }
  return out;
}

/**
 * How RDKit reads the strings we write: they have no stereo and no hydrogen atoms, so its stereo perception and
 * hydrogen removal have nothing to do (a third of the call's time; the same canonical SMILES for all 1,594 strings of
 * the NCI set and in murcko-full.ts).
 */
const WRITTEN_READING = JSON.stringify({ assignStereo: false, removeHs: false });

/** RDKit's canonical SMILES of a SMILES we wrote; null when RDKit will not read it (the generic framework's five-bonded carbons). */
function canonical(smiles: string): string | null {
  const mol = rdkit().get_mol(smiles, WRITTEN_READING);
  try {
    return mol?.is_valid() ? mol.get_smiles() : null;
  } finally {
    free(mol);
  }
}

/** Organic-subset elements: the ones a SMILES may write without brackets, and so with hydrogens RDKit recomputes. */
const ORGANIC_SUBSET = new Set([5, 6, 7, 8, 9, 15, 16, 17, 35, 53]);

/** The explicit valence RDKit counts from bond orders (aromatic 1.5): rounded down, as for its aromatic atoms. */
function roundedValence(valence: number): number {
  return Math.floor(valence + 0.1);
}

/**
 * The hydrogens of a kept atom that lost a neighbour (step 3). A ring or linker atom is repaired as RDKit's
 * MurckoDecompose does. An atom kept for its double bond (=N of an oxime) is not repaired there: it keeps its
 * hydrogen count if it was a bracket atom and gets them recomputed if not. The graph does not say how an atom was
 * written, so "not bracketed" is read as: organic-subset, uncharged, no isotope, no chirality, and exactly the
 * hydrogens RDKit would give it.
 */
function repairedHydrogens(graph: TopologyGraph, i: number, inCore: boolean, valenceLeft: number): number {
  const atom = graph.atoms[i]!;
  if (inCore) {
    if (atom.aromatic && (atom.atomicNumber !== 6 || atom.charge === 1)) return 1;
    return implicitHydrogens(atom.atomicNumber, atom.charge, roundedValence(valenceLeft), atom.radicals, atom.aromatic);
  }
  const before = graph.bonds.reduce(
    (sum, bond) => (bond.begin === i || bond.end === i ? sum + bondValence(bond) : sum),
    0,
  );
  const unbracketed =
    ORGANIC_SUBSET.has(atom.atomicNumber) &&
    atom.charge === 0 &&
    atom.isotope === 0 &&
    atom.chirality === undefined &&
    atom.radicals === 0 &&
    atom.hydrogens === implicitHydrogens(atom.atomicNumber, 0, roundedValence(before), 0, atom.aromatic);
  return unbracketed
    ? implicitHydrogens(atom.atomicNumber, 0, roundedValence(valenceLeft), 0, atom.aromatic)
    : atom.hydrogens;
}

/** The valence RDKit counts for a bond: 1.5 for an aromatic one, else its order. */
function bondValence(bond: TopologyBond): number {
  return bond.aromatic ? 1.5 : (bond.order ?? 1);
}

/** Step 2 and 3: the scaffold's atoms (with repaired hydrogens) and bonds, as indices into the new numbering. */
export function scaffoldGraph(graph: TopologyGraph): { atoms: ScaffoldAtom[]; bonds: ScaffoldBond[] } {
  const core = ringsAndLinkers(graph);
  const isDouble = (order: number | null, aromatic: boolean): boolean => order === 2 && !aromatic;
  const kept = [...core];
  for (const bond of graph.bonds) {
    if (!isDouble(bond.order, bond.aromatic)) continue;
    if (core[bond.begin] && !core[bond.end]) kept[bond.end] = true;
    if (core[bond.end] && !core[bond.begin]) kept[bond.begin] = true;
  }
  // Explicit valence left to each kept atom, and whether it lost a neighbour.
  const valence = graph.atoms.map(() => 0);
  const lost = graph.atoms.map(() => false);
  for (const bond of graph.bonds) {
    const both = kept[bond.begin] && kept[bond.end];
    for (const [atom, other] of [
      [bond.begin, bond.end],
      [bond.end, bond.begin],
    ] as const) {
      if (!kept[atom]) continue;
      if (both) valence[atom]! += bondValence(bond);
      else lost[atom] = true;
      void other;
    }
  }
  const newIndex = new Map<number, number>();
  const atoms: ScaffoldAtom[] = [];
  graph.atoms.forEach((atom, i) => {
    if (!kept[i]) return;
    newIndex.set(i, atoms.length);
    atoms.push({
      atomicNumber: atom.atomicNumber,
      hydrogens: lost[i] ? repairedHydrogens(graph, i, core[i]!, valence[i]!) : atom.hydrogens,
      charge: atom.charge,
      radicals: atom.radicals,
      aromatic: atom.aromatic,
    });
  });
  const bonds = graph.bonds
    .filter((bond) => kept[bond.begin] && kept[bond.end])
    .map((bond) => ({
      begin: newIndex.get(bond.begin)!,
      end: newIndex.get(bond.end)!,
      order: bond.order,
      aromatic: bond.aromatic,
    }));
  return { atoms, bonds };
}

/**
 * What one pass over a list has already asked RDKit, for the next molecules (a library has far fewer distinct
 * scaffolds than molecules: 1,070 among 4,993 NCI molecules, 508 generic frameworks):
 * - `canonical`: RDKit's canonical SMILES of each scaffold SMILES we wrote (the same string always gives the same
 *   answer, and scaffoldSmiles writes one scaffold one way, up to rare ties);
 * - `generics`: the same for each generic framework we wrote (its string is the framework's graph, radicals
 *   included, so different scaffolds with one framework share it).
 */
export interface MurckoCache {
  canonical: Map<string, string | null>;
  generics: Map<string, string | null>;
  /**
   * Answers by the scaffold as the molecule wrote it (atoms in input order, radicals noted): molecules drawn alike
   * (1,589 strings among the 3,842 cyclic NCI molecules) skip the ranking of scaffoldSmiles.
   */
  written: Map<string, MurckoResult>;
}

export function murckoCache(): MurckoCache {
  return { canonical: new Map(), generics: new Map(), written: new Map() };
}

/** RDKit's canonical SMILES of `written`, asked once per string. */
function canonicalOnce(known: Map<string, string | null>, written: string): string | null {
  let answer = known.get(written);
  if (answer === undefined) {
    answer = canonical(written);
    known.set(written, answer);
  }
  return answer;
}

/**
 * The Bemis–Murcko scaffold and generic framework of a parsed molecule (`cache`: see MurckoCache). Per molecule RDKit
 * writes only the pickle of the parsed molecule (graph-pickle.ts); it is asked for canonical SMILES only for strings
 * not seen before, and for its JSON only where the pickle cannot be read or the aromatic scaffold cannot be kekulized.
 */
export function murckoOf(molecule: MoleculeLike, cache: MurckoCache = murckoCache()): MurckoResult {
  const m = asMolecule(molecule);
  const topology = m.pickleTopology;
  const { atoms, bonds } = scaffoldGraph(topology ?? m.graph);
  if (atoms.length === 0) return { scaffold: "", generic: "" };
  // The generic framework keeps radicals, which the scaffold's string does not show.
  const radicals = atoms.some((atom) => atom.radicals > 0) ? `|${atoms.map((atom) => atom.radicals).join(",")}` : "";
  const key = scaffoldKey(atoms, bonds) + radicals;
  const known = cache.written.get(key);
  if (known !== undefined) return known;
  let scaffold = canonicalOnce(cache.canonical, scaffoldSmiles(atoms, bonds, "aromatic"));
  if (scaffold === null) {
    // Without its substituents RDKit cannot kekulize an aromatic ring of the scaffold (an N-oxide ylide's [n+]/[c-]
    // ring): hand it the molecule's own Kekulé bonds, read from its JSON, and let it perceive that ring again (as
    // before the pickle was read: a later molecule with this aromatic scaffold, however its Kekulé bonds were
    // written, gets the same answer from the cache).
    const kekule = topology === undefined ? { atoms, bonds } : scaffoldGraph(m.graph);
    scaffold = canonicalOnce(cache.canonical, scaffoldSmiles(kekule.atoms, kekule.bonds, "kekule"));
  }
  if (scaffold === null) {
    throw new DomainError(
      "INVALID_SMILES",
      "RDKit could not read back this molecule's Murcko scaffold (its rings could not be kekulized without their substituents)",
    );
  }
  // RDKit sanitizes the generic framework: a carbon with more than four bonds and radicals has none.
  const degree = atoms.map(() => 0);
  for (const bond of bonds) {
    degree[bond.begin]!++;
    degree[bond.end]!++;
  }
  const overfull = atoms.some((atom, i) => degree[i]! + atom.radicals > 4);
  const generic = overfull ? null : canonicalOnce(cache.generics, scaffoldSmiles(atoms, bonds, "generic"));
  const result = { scaffold, generic };
  cache.written.set(key, result);
  return result;
}
