/**
 * RDKit 2022.09's kekulization (MolOps::Kekulize), ported so tautomer transforms see the same
 * Kekulé structure as Python RDKit 2022.09. The embedded 2026.09 build kekulizes differently
 * ("deterministic kekulize", RDKit PR 9125), and RDKit's TautomerEnumerator matches its SMARTS
 * against the Kekulé form, so which single/double bonds a ring shows decides which transforms match.
 *
 * The algorithm (per fused ring system, rings in RDKit's ring order):
 * 1. mark double-bond candidates: aromatic atoms whose valence, counting each aromatic bond as 1,
 *    is one short of the element's allowed valence (charge-adjusted);
 * 2. walk the system breadth-first from the first unfinished atom, pairing each candidate with its
 *    first candidate neighbour over an aromatic bond, and backtrack (up to 100 times) to the last
 *    atom that had a second choice when a candidate is left unpaired.
 * Dummy atoms are not supported (RDKit permutes their roles); such systems return null.
 */
import { EARLY_ATOMS } from "../../data/standardize.ts";
import { RDKIT_VALENCES } from "../../data/valences.ts";
import type { TautomerGraph } from "./tautomer-graph.ts";

const MAX_BACKTRACKS = 100;

/**
 * The elements this port kekulizes (those seen in aromatic rings of the reference sets, with RDKit's valences from
 * src/data/valences.ts); a ring system with another element returns null and keeps the embedded build's Kekulé form.
 */
const KEKULIZED_ELEMENTS: ReadonlySet<number> = new Set([
  1, 3, 4, 5, 6, 7, 8, 9, 11, 12, 13, 14, 15, 16, 17, 19, 20, 31, 32, 33, 34, 35, 49, 50, 51, 52, 53,
]);

interface Neighbour {
  atom: number;
  bond: number;
}

/**
 * The Kekulé bond orders RDKit 2022.09 gives the sanitized molecule `graph` (aromatic bonds get 1 or 2,
 * the others keep theirs), or null where it would fail or this port does not follow (dummy atoms, an
 * element outside the valence table).
 */
export function kekulize2022(graph: TautomerGraph): number[] | null {
  const orders = graph.bonds.map((b) => b.bo);
  if (graph.aromaticBonds.length === 0 && graph.aromaticAtoms.length === 0) return orders;
  const nAtoms = graph.atoms.length;
  const aromaticAtom = new Uint8Array(nAtoms);
  for (const i of graph.aromaticAtoms) aromaticAtom[i] = 1;
  const aromaticBond = new Uint8Array(graph.bonds.length);
  for (const i of graph.aromaticBonds) aromaticBond[i] = 1;
  const neighbours: Neighbour[][] = Array.from({ length: nAtoms }, () => []);
  const bondIndex = new Map<number, number>();
  graph.bonds.forEach((b, i) => {
    neighbours[b.a]?.push({ atom: b.b, bond: i });
    neighbours[b.b]?.push({ atom: b.a, bond: i });
    bondIndex.set(b.a * nAtoms + b.b, i);
    bondIndex.set(b.b * nAtoms + b.a, i);
  });
  const ends = graph.bonds.map((b) => [b.a, b.b] as [number, number]);
  const between = (a: number, b: number) => bondIndex.get(a * nAtoms + b) as number;
  // Total valence of every atom in the aromatic molecule equals that of any Kekulé form (RDKit checks it).
  const valence = graph.atoms.map((a) => a.hs);
  graph.bonds.forEach((b) => {
    valence[b.a] = (valence[b.a] as number) + b.bo;
    valence[b.b] = (valence[b.b] as number) + b.bo;
  });

  const rings = graph.atomRings.filter((ring) => ring.some((a) => graph.atoms[a]?.z !== 0));
  const bondRings = rings.map((ring) => ring.map((a, i) => between(a, ring[(i + 1) % ring.length] as number)));
  const ringNeighbours: number[][] = rings.map(() => []);
  for (let i = 0; i < rings.length; i++) {
    for (let j = i + 1; j < rings.length; j++) {
      if ((bondRings[i] as number[]).some((b) => (bondRings[j] as number[]).includes(b))) {
        (ringNeighbours[i] as number[]).push(j);
        (ringNeighbours[j] as number[]).push(i);
      }
    }
  }
  const ringDone = new Uint8Array(rings.length);
  const pickFused = (ring: number, out: number[]): void => {
    ringDone[ring] = 1;
    out.push(ring);
    for (const next of ringNeighbours[ring] as number[]) if (!ringDone[next]) pickFused(next, out);
  };
  for (let curr = 0; curr < rings.length; curr++) {
    if (ringDone[curr]) continue;
    const fused: number[] = [];
    pickFused(curr, fused);
    const allAtoms: number[] = [];
    for (const r of fused) for (const a of rings[r] as number[]) if (!allAtoms.includes(a)) allAtoms.push(a);
    if (!allAtoms.some((a) => aromaticAtom[a] || graph.atoms[a]?.z === 0)) continue;
    if (allAtoms.some((a) => graph.atoms[a]?.z === 0)) return null;
    const candidates = new Uint8Array(nAtoms);
    const done: number[] = [];
    for (const a of allAtoms) {
      const atom = graph.atoms[a];
      if (!atom) return null;
      if (!aromaticAtom[a]) {
        done.push(a);
        continue;
      }
      let sbo = 0;
      let ignored = 0;
      for (const n of neighbours[a] as Neighbour[]) {
        if (aromaticBond[n.bond]) {
          sbo += 1;
        } else {
          const contribution = graph.bonds[n.bond]?.bo ?? 0;
          sbo += contribution;
          if (!contribution) ignored++;
        }
      }
      const list = KEKULIZED_ELEMENTS.has(atom.z) ? RDKIT_VALENCES[atom.z] : undefined;
      if (!list) return null;
      sbo += atom.hs;
      let charge = atom.chg;
      if (EARLY_ATOMS.has(atom.z)) charge = -charge; // isEarlyAtom: their charge counts the other way
      if (atom.z === 6 && charge > 0) charge = -charge;
      let dv = (list[0] as number) + charge;
      const tbo = valence[a] as number;
      const degree = (neighbours[a] as Neighbour[]).length;
      const totalDegree = degree + atom.hs - ignored;
      for (let vi = 1; tbo > dv && vi < list.length && (list[vi] as number) > 0; vi++)
        dv = (list[vi] as number) + charge;
      if (
        tbo === 5 &&
        sbo === 4 &&
        dv === 3 &&
        totalDegree === 3 &&
        atom.nRad === 0 &&
        charge === 0 &&
        atom.hs === 0 &&
        (atom.z === 7 || atom.z === 15 || atom.z === 33)
      )
        dv = 5;
      if (totalDegree + atom.nRad >= dv) continue;
      // RDKit's second rule (a noImplicit atom two short) needs the atom's implicit-H flag, which JSON does not carry;
      // with hydrogens all counted it applies only to carbene-like atoms, which the tautomer sets do not have.
      if (dv === sbo + 1 + atom.nRad) candidates[a] = 1;
    }
    for (const a of allAtoms)
      for (const n of neighbours[a] as Neighbour[]) if (aromaticBond[n.bond]) orders[n.bond] = 1;
    if (!kekulizeWorker(allAtoms, candidates, done, neighbours, ends, aromaticBond, orders)) return null;
  }
  return orders;
}

function kekulizeWorker(
  allAtoms: number[],
  cands: Uint8Array,
  doneIn: number[],
  neighbours: Neighbour[][],
  ends: readonly [number, number][],
  aromaticBond: Uint8Array,
  orders: number[],
): boolean {
  let done = [...doneIn];
  // How many times each atom is in `done` (RDKit's list may hold an atom twice after a backtrack).
  const doneCount = new Uint16Array(neighbours.length);
  for (const a of done) doneCount[a] = (doneCount[a] as number) + 1;
  const added = new Set<number>(); // RDKit's dBndAdds
  const localAdded = new Set<number>();
  let queue: number[] = [];
  const options = new Map<number, number[]>();
  let lastOpt = -1;
  const btMoves: number[] = [];
  let backtracks = 0;
  const inSystem = new Set(allAtoms);
  while (done.length < allAtoms.length || queue.length > 0) {
    let curr = -1;
    if (queue.length > 0) curr = queue.shift() as number;
    else curr = allAtoms.find((a) => !doneCount[a]) ?? -1;
    if (curr < 0) throw new Error("kekulization found no starting atom");
    done.push(curr);
    doneCount[curr] = (doneCount[curr] as number) + 1;
    let opts: number[] = [];
    const isCand = cands[curr] === 1;
    const stored = options.get(curr);
    if (stored) {
      opts = stored;
    } else {
      for (const n of neighbours[curr] as Neighbour[]) {
        if (doneCount[n.atom] || !inSystem.has(n.atom)) continue;
        if (!queue.includes(n.atom)) queue.push(n.atom);
        if (isCand && cands[n.atom] && aromaticBond[n.bond]) opts.push(n.atom);
      }
    }
    if (!isCand) continue;
    if (opts.length > 0) {
      const partner = opts.shift() as number;
      const bond = (neighbours[curr] as Neighbour[]).find((n) => n.atom === partner)?.bond as number;
      orders[bond] = 2;
      cands[curr] = 0;
      cands[partner] = 0;
      added.add(bond);
      localAdded.add(bond);
      if (options.has(curr)) {
        if (opts.length === 0) {
          options.delete(curr);
          btMoves.pop();
          lastOpt = btMoves.length > 0 ? (btMoves[btMoves.length - 1] as number) : -1;
        } else {
          options.set(curr, opts);
        }
      } else if (opts.length > 0) {
        lastOpt = curr;
        btMoves.push(curr);
        options.set(curr, opts);
      }
    } else if (lastOpt >= 0 && backtracks < MAX_BACKTRACKS) {
      // Back to the last atom that had another choice: undo the double bonds placed since.
      const firstAt = done.indexOf(lastOpt);
      const kept = done.slice(0, firstAt);
      const lastAt = done.lastIndexOf(lastOpt);
      queue = [...done.slice(lastAt), ...queue];
      for (const bond of [...added].sort((x, y) => x - y)) {
        const a = ends[bond] as [number, number];
        if (!kept.includes(a[0]) && !kept.includes(a[1])) {
          added.delete(bond);
          orders[bond] = 1;
          cands[a[0]] = 1;
          cands[a[1]] = 1;
        }
      }
      done = kept;
      doneCount.fill(0);
      for (const a of done) doneCount[a] = (doneCount[a] as number) + 1;
      backtracks++;
    } else {
      for (const bond of localAdded) orders[bond] = 1;
      return false;
    }
  }
  return true;
}
