/**
 * Average molecular weight and Lipinski's donor/acceptor counts as the embedded
 * RDKit computes them (`amw`, `lipinskiHBD`, `lipinskiHBA` of `get_descriptors()`;
 * Python `Descriptors.MolWt`, `rdMolDescriptors.CalcNumLipinskiHBD/HBA`), from
 * the molecule graph, without a `get_descriptors()` call.
 */
import { ATOMIC_WEIGHTS, MONOISOTOPIC_MASSES } from "../../data/atomic-weights.ts";
import type { MolGraph } from "../graph.ts";
import type { TopologyGraph } from "../graph-pickle.ts";

const HYDROGEN_WEIGHT = ATOMIC_WEIGHTS[1]!;

/**
 * RDKit's average molecular weight (`calcAMW`): for each atom in order, its
 * atomic weight, then its hydrogen count × the weight of H; hydrogen atoms in
 * the graph count as atoms. The weights are the embedded RDKit 2026.09's
 * (src/data/atomic-weights.ts).
 *
 * Returns `undefined` when an atom carries an isotope label (`[13C]`, `[2H]`):
 * RDKit then uses that isotope's exact mass, which this table does not hold.
 * Callers fall back to the `amw` of `get_descriptors()` in that case.
 */
export function averageMolWeight(graph: Pick<MolGraph, "atoms">): number | undefined {
  let total = 0;
  for (const atom of graph.atoms) {
    if (atom.isotope !== 0) return undefined;
    const weight = ATOMIC_WEIGHTS[atom.atomicNumber];
    if (weight === undefined) return undefined;
    total += weight;
    total += atom.hydrogens * HYDROGEN_WEIGHT;
  }
  return total;
}

/** Electron mass in Da (CODATA), which RDKit's exact mass subtracts per unit of positive charge. */
const ELECTRON_MASS = 0.000548579909;

/**
 * RDKit's monoisotopic mass (`exactmw`): each atom's most abundant isotope plus its hydrogens', less one
 * electron mass per unit of formal charge. `undefined` when an atom carries an isotope label, as for
 * `averageMolWeight`.
 */
export function exactMolWeight(graph: Pick<MolGraph, "atoms">): number | undefined {
  const hydrogen = MONOISOTOPIC_MASSES[1] as number;
  let total = 0;
  for (const atom of graph.atoms) {
    if (atom.isotope !== 0) return undefined;
    const mass = MONOISOTOPIC_MASSES[atom.atomicNumber];
    if (mass === undefined) return undefined;
    total += mass + atom.hydrogens * hydrogen - atom.charge * ELECTRON_MASS;
  }
  return total;
}

export interface LipinskiCounts {
  /** RDKit `CalcNumLipinskiHBD`: hydrogens on N and O atoms (attached H counts and hydrogen atoms in the graph). */
  hbd: number;
  /** RDKit `CalcNumLipinskiHBA`: N and O atoms, whatever their charge or environment. */
  hba: number;
}

/** Lipinski's own donor and acceptor counts (NH + OH hydrogens, N + O atoms), as RDKit counts them. */
export function lipinskiCounts(graph: Pick<TopologyGraph, "atoms" | "bonds">): LipinskiCounts {
  const { atoms } = graph;
  let hbd = 0;
  let hba = 0;
  for (const atom of atoms) {
    if (atom.atomicNumber === 7 || atom.atomicNumber === 8) {
      hba++;
      hbd += atom.hydrogens;
    }
  }
  // Hydrogen atoms kept in the graph (e.g. [2H]) are hydrogens of their N/O neighbour.
  for (const bond of graph.bonds) {
    const a = atoms[bond.begin]!.atomicNumber;
    const b = atoms[bond.end]!.atomicNumber;
    if (a === 1 && (b === 7 || b === 8)) hbd++;
    if (b === 1 && (a === 7 || a === 8)) hbd++;
  }
  return { hbd, hba };
}
