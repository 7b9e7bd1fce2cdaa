/**
 * Bemis–Murcko scaffolds, as RDKit's `MurckoScaffold.GetScaffoldForMol` (C++ `MurckoDecompose`) makes them, and
 * generic frameworks as `MakeScaffoldGeneric` makes them. The embedded RDKit has neither, so the decomposition is
 * ported on the molecule graph (molGraph) and the result handed back to RDKit for its canonical SMILES.
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
import { RDKIT_VALENCES } from "../../data/valences.ts";
import { elementSymbol } from "../elements.ts";
import { molGraph, type MolGraph } from "../graph.ts";
import { free, rdkit, type JSMol } from "../rdkit.ts";

export interface MurckoResult {
  /** Canonical SMILES of the Bemis–Murcko scaffold, without stereo or isotopes; "" for an acyclic molecule. */
  scaffold: string;
  /** Canonical SMILES of the generic framework (all carbons, all single bonds); "" for an acyclic molecule, null where RDKit cannot make one. */
  generic: string | null;
}

/** Atoms of rings and of the chains between them (step 1). */
export function ringsAndLinkers(graph: MolGraph): boolean[] {
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
 * Elements with fewer than four valence electrons, whose charge RDKit counts the other way (B− takes four bonds like
 * C): the isEarlyAtom table of RDKit 2022.09's Atom.cpp.
 */
const EARLY = new Set([
  3, 4, 5, 11, 12, 13, 19, 20, 21, 22, 30, 31, 32, 37, 38, 39, 40, 41, 48, 49, 50, 51, 55, 56, 57, 58, 59, 60, 61, 72,
  73, 80, 81, 82, 83, 87, 88, 89, 90, 91, 92, 93, 104, 105, 106, 107, 108, 109, 110, 111, 112, 113, 114, 115, 116, 117,
  118,
]);

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
  let chg = EARLY.has(atomicNumber) ? -charge : charge;
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
}
interface ScaffoldBond {
  begin: number;
  end: number;
  /** Kekulé order: 1, 2, 3 (0: dative/zero, written as a single bond). */
  order: number;
}

/**
 * A SMILES string RDKit reads back as exactly these atoms: every atom bracketed with its hydrogen count and charge,
 * Kekulé bonds, each bond a ring closure (RDKit perceives the aromaticity again, and its canonical SMILES does not
 * depend on how the input was written).
 */
function bracketSmiles(atoms: readonly ScaffoldAtom[], bonds: readonly ScaffoldBond[], generic: boolean): string {
  const closures: string[][] = atoms.map(() => []);
  bonds.forEach((bond, b) => {
    const number = b + 1;
    const label = number < 10 ? String(number) : number < 100 ? `%${number}` : `%(${number})`;
    const symbol = generic ? "-" : bond.order === 2 ? "=" : bond.order === 3 ? "#" : "-";
    closures[bond.begin]!.push(symbol + label);
    closures[bond.end]!.push(label);
  });
  return atoms
    .map((atom, i) => {
      if (generic) {
        // A carbon keeps the radical of the atom it replaces (an iodine or metal with too few bonds): then its hydrogens are written.
        if (atom.radicals === 0) return `C${closures[i]!.join("")}`;
        const h = 4 - closures[i]!.length - atom.radicals;
        return `[C${h === 0 ? "" : h === 1 ? "H" : `H${h}`}]${closures[i]!.join("")}`;
      }
      const h = atom.hydrogens === 0 ? "" : atom.hydrogens === 1 ? "H" : `H${atom.hydrogens}`;
      const sign =
        atom.charge === 0
          ? ""
          : `${atom.charge > 0 ? "+" : "-"}${Math.abs(atom.charge) > 1 ? Math.abs(atom.charge) : ""}`;
      return `[${elementSymbol(atom.atomicNumber)}${h}${sign}]${closures[i]!.join("")}`;
    })
    .join(".");
}

/** RDKit's canonical SMILES of a SMILES we wrote; null when RDKit will not read it (the generic framework's five-bonded carbons). */
function canonical(smiles: string): string | null {
  const mol = rdkit().get_mol(smiles);
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
function repairedHydrogens(graph: MolGraph, i: number, inCore: boolean, valenceLeft: number): number {
  const atom = graph.atoms[i]!;
  if (inCore) {
    if (atom.aromatic && (atom.atomicNumber !== 6 || atom.charge === 1)) return 1;
    return implicitHydrogens(atom.atomicNumber, atom.charge, roundedValence(valenceLeft), atom.radicals, atom.aromatic);
  }
  const before = graph.bonds.reduce(
    (sum, bond) => (bond.begin === i || bond.end === i ? sum + (bond.aromatic ? 1.5 : bond.order) : sum),
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

/** Step 2 and 3: the scaffold's atoms (with repaired hydrogens) and bonds, as indices into the new numbering. */
export function scaffoldGraph(graph: MolGraph): { atoms: ScaffoldAtom[]; bonds: ScaffoldBond[] } {
  const core = ringsAndLinkers(graph);
  const isDouble = (order: number, aromatic: boolean): boolean => order === 2 && !aromatic;
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
      if (both) valence[atom]! += bond.aromatic ? 1.5 : bond.order;
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
    });
  });
  const bonds = graph.bonds
    .filter((bond) => kept[bond.begin] && kept[bond.end])
    .map((bond) => ({ begin: newIndex.get(bond.begin)!, end: newIndex.get(bond.end)!, order: bond.order }));
  return { atoms, bonds };
}

/**
 * What one pass over a list has already asked RDKit, for the next molecules (a library has far fewer distinct
 * scaffolds than molecules: 1,070 of 4,993 NCI molecules):
 * - `canonical`: RDKit's canonical SMILES of each scaffold SMILES we wrote (the same string always gives the same
 *   answer; 1,589 distinct strings among the 3,842 cyclic NCI molecules, as molecules drawn alike write alike);
 * - `generics`: generic frameworks by canonical scaffold SMILES. Only scaffolds without radicals go in: their framework
 *   is all carbons and single bonds on the scaffold's graph, and one canonical scaffold SMILES is one graph (up to
 *   isomorphism), so one canonical framework. A radical carries over to the framework's carbon, and RDKit's scaffold
 *   SMILES does not always show it, so those are always made afresh.
 */
export interface MurckoCache {
  canonical: Map<string, string | null>;
  generics: Map<string, string | null>;
}

export function murckoCache(): MurckoCache {
  return { canonical: new Map(), generics: new Map() };
}

/** The Bemis–Murcko scaffold and generic framework of a parsed molecule (`cache`: see MurckoCache). */
export function murckoOf(mol: JSMol, cache?: MurckoCache): MurckoResult {
  const { atoms, bonds } = scaffoldGraph(molGraph(mol));
  if (atoms.length === 0) return { scaffold: "", generic: "" };
  const written = bracketSmiles(atoms, bonds, false);
  let scaffold = cache?.canonical.get(written);
  if (scaffold === undefined) {
    scaffold = canonical(written);
    cache?.canonical.set(written, scaffold);
  }
  if (scaffold === null) {
    throw new DomainError(
      "INVALID_SMILES",
      "RDKit could not read back this molecule's Murcko scaffold (its rings could not be kekulized without their substituents)",
    );
  }
  const generics = cache?.generics;
  const cacheable = generics !== undefined && atoms.every((atom) => atom.radicals === 0);
  const known = cacheable ? generics.get(scaffold) : undefined;
  if (known !== undefined) return { scaffold, generic: known };
  // RDKit sanitizes the generic framework: a carbon with more than four bonds and radicals has none.
  const degree = atoms.map(() => 0);
  for (const bond of bonds) {
    degree[bond.begin]!++;
    degree[bond.end]!++;
  }
  const overfull = atoms.some((atom, i) => degree[i]! + atom.radicals > 4);
  const generic = overfull ? null : canonical(bracketSmiles(atoms, bonds, true));
  if (cacheable) generics.set(scaffold, generic);
  return { scaffold, generic };
}
