/**
 * What a SMILES string asks of RDKit, read without RDKit: the heavy atoms it writes and how deep a
 * depth-first walk of its graph goes. Both guard the embedded engine before it parses:
 * - atoms: one per bracket atom (hydrogens excepted), one per organic-subset symbol or `*`. Never more
 *   than RDKit's parsed molecule has, so a count over the limit is a safe, early MOLECULE_TOO_LARGE.
 * - depth: RDKit walks molecules recursively, and its WebAssembly build has a small stack. Unbranched
 *   paths of ~700+ atoms overflow it, and the instance then crashes or, worse, hangs (measured: "CO"
 *   repeated 350 times never returns). A walk deeper than MAX_DFS_DEPTH is refused up front.
 */
const ORGANIC_TWO_LETTER = new Set(["Cl", "Br"]);
const ORGANIC_ONE_LETTER = new Set(["B", "C", "N", "O", "P", "S", "F", "I", "b", "c", "n", "o", "s", "p", "*"]);

/** Deepest depth-first walk the embedded RDKit is trusted with; drug-like molecules stay far below (~50). */
export const MAX_DFS_DEPTH = 500;

export interface SmilesShape {
  heavyAtoms: number;
  /** Longest root-to-leaf path of an iterative depth-first walk over the written graph (all atoms). */
  dfsDepth: number;
}

export function smilesShape(smiles: string): SmilesShape {
  const neighbours: number[][] = [];
  let heavyAtoms = 0;
  let previous = -1;
  const branches: number[] = [];
  const openRings = new Map<string, number>();
  const addAtom = (heavy: boolean): void => {
    const atom = neighbours.length;
    neighbours.push([]);
    if (heavy) heavyAtoms++;
    if (previous >= 0) link(previous, atom);
    previous = atom;
  };
  const link = (a: number, b: number): void => {
    neighbours[a]?.push(b);
    neighbours[b]?.push(a);
  };
  const ring = (label: string): void => {
    const other = openRings.get(label);
    if (other === undefined) openRings.set(label, previous);
    else {
      openRings.delete(label);
      if (previous >= 0 && other >= 0) link(other, previous);
    }
  };
  for (let i = 0; i < smiles.length; i++) {
    const c = smiles[i] as string;
    if (c === " " || c === "\t") break; // a name or CXSMILES extension follows
    if (c === "[") {
      const close = smiles.indexOf("]", i + 1);
      if (close === -1) break; // malformed; RDKit will say why
      // Isotope digits, then the element: [2H], [H+] and [H] are hydrogens, which RDKit may remove.
      const element = /^\d*([A-Za-z*][a-z]?)/.exec(smiles.slice(i + 1, close))?.[1];
      addAtom(element !== "H");
      i = close;
    } else if (ORGANIC_TWO_LETTER.has(smiles.slice(i, i + 2))) {
      addAtom(true);
      i++;
    } else if (ORGANIC_ONE_LETTER.has(c)) addAtom(true);
    else if (c === "(") branches.push(previous);
    else if (c === ")") previous = branches.pop() ?? previous;
    else if (c === ".") previous = -1;
    else if (c >= "0" && c <= "9") ring(c);
    else if (c === "%") {
      // Ring-closure number: %nn or %(nnn).
      if (smiles[i + 1] === "(") {
        const close = smiles.indexOf(")", i + 2);
        if (close === -1) break;
        ring(smiles.slice(i + 2, close));
        i = close;
      } else {
        ring(smiles.slice(i + 1, i + 3));
        i += 2;
      }
    }
  }
  return { heavyAtoms, dfsDepth: deepestWalk(neighbours) };
}

/**
 * Depth-first walks in two sweeps: from the first atom of each component, then again from the deepest
 * atom the first sweep reached (for a tree this is its longest path; RDKit's walks may start anywhere).
 */
export function deepestWalk(neighbours: number[][]): number {
  const firstSweep = walkAll(neighbours, (root) => root);
  return walkAll(neighbours, (root) => firstSweep.deepestFrom.get(root) ?? root).deepest;
}

function walkAll(
  neighbours: number[][],
  startFor: (componentRoot: number) => number,
): { deepest: number; deepestFrom: Map<number, number> } {
  const depth = new Int32Array(neighbours.length).fill(-1);
  const seen = new Uint8Array(neighbours.length);
  const deepestFrom = new Map<number, number>();
  let deepest = neighbours.length > 0 ? 1 : 0;
  for (let root = 0; root < neighbours.length; root++) {
    if (seen[root]) continue;
    const start = startFor(root);
    depth[start] = 1;
    seen[start] = 1;
    let far = start;
    const stack: Array<[atom: number, next: number]> = [[start, 0]];
    while (stack.length > 0) {
      const top = stack[stack.length - 1] as [number, number];
      const [atom, next] = top;
      const around = neighbours[atom] as number[];
      if (next >= around.length) {
        stack.pop();
        continue;
      }
      top[1] = next + 1;
      const neighbour = around[next] as number;
      if (seen[neighbour]) continue;
      seen[neighbour] = 1;
      const d = (depth[atom] as number) + 1;
      depth[neighbour] = d;
      if (d > (depth[far] as number)) far = neighbour;
      if (d > deepest) deepest = d;
      stack.push([neighbour, 0]);
    }
    deepestFrom.set(root, far);
  }
  return { deepest, deepestFrom };
}
