/**
 * Bond-count distances on the molecular graph: RDKit's topological distance matrix (GetDistanceMatrix) and
 * the one shortest path its GetShortestPath picks when several are equally short.
 */
/**
 * What a distance reads of a graph: its atoms and its bonds' ends, in bond order. A `MolGraph` is one, and so is the
 * pickle's `TopologyGraph` (graph-pickle.ts), which costs a third of RDKit's JSON to read (issue 33).
 */
export interface BondEnds {
  atoms: readonly unknown[];
  bonds: readonly { begin: number; end: number }[];
}

/**
 * Neighbours of each atom in RDKit's adjacency order: the order the atom's bonds were added (bond index order),
 * which is the order RDKit's breadth-first search visits them in.
 */
export function neighbourLists(graph: BondEnds): number[][] {
  const lists: number[][] = graph.atoms.map(() => []);
  for (const bond of graph.bonds) {
    lists[bond.begin]?.push(bond.end);
    lists[bond.end]?.push(bond.begin);
  }
  return lists;
}

/** Bonds on the shortest path from `from` to every atom (null where no path: another fragment). */
export function distancesFrom(neighbours: readonly number[][], from: number): Array<number | null> {
  const distance: Array<number | null> = neighbours.map(() => null);
  distance[from] = 0;
  const queue = [from];
  for (let head = 0; head < queue.length; head++) {
    const atom = queue[head] as number;
    const next = (distance[atom] as number) + 1;
    for (const neighbour of neighbours[atom] ?? []) {
      if (distance[neighbour] === null) {
        distance[neighbour] = next;
        queue.push(neighbour);
      }
    }
  }
  return distance;
}

/** The whole topological distance matrix (RDKit's GetDistanceMatrix with unreachable pairs as null, not 1e8). */
export function distanceMatrix(graph: BondEnds): Array<Array<number | null>> {
  const neighbours = neighbourLists(graph);
  return graph.atoms.map((_, i) => distancesFrom(neighbours, i));
}

/**
 * The atoms of a shortest path from `from` to `to`, both included, or [] when they are not connected (RDKit
 * returns an empty path too). Breadth-first from `from`, neighbours in adjacency order, each atom keeping the
 * first atom that reached it; the search stops as soon as `to` is reached. Among equally short paths this is
 * the one RDKit's GetShortestPath returns (checked on the golden sets, validation/golden/structure-*.jsonl).
 */
export function shortestPath(neighbours: readonly number[][], from: number, to: number): number[] {
  if (from === to) return [from];
  const predecessor: number[] = neighbours.map(() => -1);
  const seen = neighbours.map(() => false);
  seen[from] = true;
  const queue = [from];
  let found = false;
  for (let head = 0; head < queue.length && !found; head++) {
    const atom = queue[head] as number;
    for (const neighbour of neighbours[atom] ?? []) {
      if (seen[neighbour]) continue;
      seen[neighbour] = true;
      predecessor[neighbour] = atom;
      if (neighbour === to) {
        found = true;
        break;
      }
      queue.push(neighbour);
    }
  }
  if (!found) return [];
  const path = [to];
  for (let atom = to; atom !== from; ) {
    atom = predecessor[atom] as number;
    path.push(atom);
  }
  return path.reverse();
}
