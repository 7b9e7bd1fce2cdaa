/**
 * A 3D conformer as the 3D engine hands it around: its own module so the embedder (conformer.ts), the file
 * writers (conformer-files.ts) and the force field (mmff94.ts) share the shape without importing each other.
 */
export interface Conformer {
  /** Element symbols, heavy atoms first in input order, then hydrogens. */
  elements: string[];
  /** Cartesian coordinates in Å, one [x, y, z] per atom. */
  coords: Array<[number, number, number]>;
  /** Bonds as [i, j, order] with 0-based atom indices; RDKit's Kekulé order (1, 2, 3; 17 dative, 0 zero/unspecified). */
  bonds: Array<[number, number, number]>;
  /** Formal charge per atom. */
  charges: number[];
  /** Mass number per atom, 0 when natural abundance. */
  isotopes: number[];
  /** Unpaired electrons per atom (RDKit's radical count). */
  radicals: number[];
  heavyAtoms: number;
  /** MMFF94 energy in kcal/mol after minimisation (OpenChemLib), null when there was no MMFF94 step (no parameters). */
  energy: number | null;
  /** The seed of the random draws. */
  seedUsed: number;
}

/** The inverse of an atom order: `position[atom]` is where `order` puts `atom` (for re-indexing bonds after a reorder). */
export function positionsOf(order: readonly number[]): Int32Array {
  const position = new Int32Array(order.length);
  order.forEach((atom, k) => {
    position[atom] = k;
  });
  return position;
}
