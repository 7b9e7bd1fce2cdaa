/**
 * Rings as RDKit perceives them on parsing (its symmetrized SSSR, the rings `GetRingInfo().AtomRings()` lists,
 * read from MinimalLib's JSON), and the fused ring systems they form.
 */
import type { MolGraph } from "../graph.ts";

export interface RingRow {
  /** Ring atoms in RDKit's order (going round the ring). */
  atoms: number[];
  size: number;
  /** Every ring bond is aromatic (RDKit's notion of an aromatic ring, as in `IsRingAromatic`). */
  aromatic: boolean;
}

export interface RingSystem {
  /** Indices into the ring list. */
  rings: number[];
  /** Atoms of the system, ascending. */
  atoms: number[];
}

const bondKey = (a: number, b: number): string => (a < b ? `${a}-${b}` : `${b}-${a}`);

/** The bonds of a ring: consecutive atoms in RDKit's ring order, closing back to the first. */
export function ringBondKeys(ring: readonly number[]): string[] {
  return ring.map((atom, i) => bondKey(atom, ring[(i + 1) % ring.length] as number));
}

export function ringRows(graph: MolGraph): RingRow[] {
  const aromaticBonds = new Set(
    graph.bonds.filter((bond) => bond.aromatic).map((bond) => bondKey(bond.begin, bond.end)),
  );
  return graph.rings.map((ring) => ({
    atoms: [...ring],
    size: ring.length,
    aromatic: ringBondKeys(ring).every((key) => aromaticBonds.has(key)),
  }));
}

/**
 * Fused ring systems: rings joined when they share at least one bond (spiro rings, which share one atom only,
 * stay separate systems). Systems are listed in the order of their first ring.
 */
export function ringSystems(rings: readonly (readonly number[])[]): RingSystem[] {
  const parent = rings.map((_, i) => i);
  const find = (i: number): number => {
    while (parent[i] !== i) i = parent[i] = parent[parent[i] as number] as number;
    return i;
  };
  const ownerOfBond = new Map<string, number>();
  rings.forEach((ring, i) => {
    for (const key of ringBondKeys(ring)) {
      const other = ownerOfBond.get(key);
      if (other === undefined) ownerOfBond.set(key, i);
      else parent[find(i)] = find(other);
    }
  });
  const systems = new Map<number, RingSystem>();
  rings.forEach((ring, i) => {
    const root = find(i);
    let system = systems.get(root);
    if (!system) {
      system = { rings: [], atoms: [] };
      systems.set(root, system);
    }
    system.rings.push(i);
    system.atoms.push(...ring);
  });
  return [...systems.values()].map((system) => ({
    rings: system.rings,
    atoms: [...new Set(system.atoms)].sort((a, b) => a - b),
  }));
}

/** The sizes of the rings each atom belongs to, ascending. */
export function atomRingSizes(atomCount: number, rings: readonly (readonly number[])[]): number[][] {
  const sizes: number[][] = Array.from({ length: atomCount }, () => []);
  for (const ring of rings) for (const atom of ring) sizes[atom]?.push(ring.length);
  for (const list of sizes) list.sort((a, b) => a - b);
  return sizes;
}
