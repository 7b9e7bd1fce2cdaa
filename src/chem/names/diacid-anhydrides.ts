/**
 * Anhydrides of a dicarboxylic acid. The cyclic one, named "<acid> anhydride" (IUPAC 2013 P-65.7.7): "succinic anhydride",
 * "phthalic anhydride", "butanedioic anhydride": the two acid groups joined through one O, read only where that ring
 * has 5 or 6 atoms (OPSIN also closes malonic's 4-ring and terephthalic's across the benzene ring, which no such
 * anhydride has). Built from the acid's dianion (functional.ts parses "<acid>ate"); an acid with stereo or isotopes
 * written, or with other than two carboxylates, is refused. The mixed one with a monocarboxylic acid, "acetic
 * succinic anhydride" (mixedAnhydride).
 */
import { canonicalOf, type PartResult } from "./components.ts";
import { Graph, readFragment } from "./graph.ts";

const RING_SIZES = [5, 6];

function refuse(message: string): PartResult {
  return { ok: false, reason: "unsupported", message };
}

/** The atoms of one shortest path from `from` to `to` (both included), avoiding `avoid`; null when none. */
function path(graph: Graph, from: number, to: number, avoid = -1): number[] | null {
  const previous = new Map<number, number>([[from, -1]]);
  const queue = [from];
  for (let k = 0; k < queue.length && !previous.has(to); k++) {
    const at = queue[k] as number;
    for (const next of graph.neighbours(at)) {
      if (previous.has(next) || next === avoid) continue;
      previous.set(next, at);
      queue.push(next);
    }
  }
  if (!previous.has(to)) return null;
  const out = [to];
  while (out[0] !== from) out.unshift(previous.get(out[0] as number) as number);
  return out;
}

/** Each carboxylate, [O-] on a carbon that also has =O; null when another atom is charged as well. */
function carboxylatesOf(graph: Graph): { o: number; c: number }[] {
  const out: { o: number; c: number }[] = [];
  graph.atoms.forEach((atom, o) => {
    if (atom.element !== "O" || atom.charge !== -1) return;
    const [c, ...rest] = graph.neighbours(o);
    if (c === undefined || rest.length > 0 || graph.atoms[c]?.element !== "C") return;
    const oxo = graph.bonds.some(
      (b) => b.order === 2 && (b.a === c || b.b === c) && graph.atoms[b.a === c ? b.b : b.a]?.element === "O",
    );
    if (oxo) out.push({ o, c });
  });
  const charged = graph.atoms.filter((atom) => atom.charge !== 0).length;
  return charged === out.length ? out : [];
}

/** The cyclic anhydride of the acid whose dianion is `dianion` (canonical SMILES); `acid` names it in messages. */
export function cyclicAnhydride(acid: string, dianion: string): PartResult {
  if (/[@/\\]|\[\d/.test(dianion))
    return refuse(`"${acid} acid" has stereo or isotopes: its cyclic anhydride is not read`);
  const graph = readFragment(dianion, null).graph;
  const carboxylates = carboxylatesOf(graph);
  const [first, second] = carboxylates;
  if (carboxylates.length !== 2 || !first || !second) {
    return refuse(`"${acid} acid" has not exactly two acid groups: its anhydride is not read`);
  }
  const between = path(graph, first.c, second.c) as number[];
  const ring = between.length + 1;
  if (!RING_SIZES.includes(ring)) {
    return refuse(`"${acid} anhydride" would close a ${ring}-membered ring: only 5- and 6-membered ones are read`);
  }
  // A 6-ring whose middle atom lies in a ring with both its neighbours would bridge that ring (isophthalic acid's
  // 1,3-positions, camphoric acid's): not read.
  const [, a, middle, b] = between;
  if (ring === 6 && path(graph, a as number, b as number, middle) !== null) {
    return refuse(`"${acid} anhydride" would bridge a ring of the acid: not read`);
  }
  // The first carboxylate's O bridges both carbonyls; the second's is dropped.
  const out = new Graph();
  const index = new Map<number, number>();
  graph.atoms.forEach((atom, k) => {
    if (k !== second.o) index.set(k, out.addAtom({ ...atom, charge: k === first.o ? 0 : atom.charge }));
  });
  for (const b of graph.bonds) {
    const a = index.get(b.a);
    const c = index.get(b.b);
    if (a !== undefined && c !== undefined) out.bonds.push({ a, b: c, order: b.order });
  }
  out.bonds.push({ a: index.get(first.o) as number, b: index.get(second.c) as number, order: 1 });
  const read = canonicalOf(out.toSmiles());
  if ("reason" in read) return refuse(`the anhydride of "${acid} acid" is not a valid structure (${read.reason})`);
  return { ok: true, smiles: read.smiles };
}

/**
 * "acetic succinic anhydride": the monocarboxylic acid's acyl on one of the diacid's two acid groups, the other left
 * as COOH; both choices are built and the name is answered only when they give one structure.
 */
export function mixedAnhydride(diacid: string, dianion: string, acid: string, anion: string): PartResult {
  if (/[@/\\]|\[\d/.test(dianion + anion)) return refuse("an acid with stereo or isotopes: its anhydride is not read");
  const two = readFragment(dianion, null).graph;
  const one = readFragment(anion, null).graph;
  const groups = carboxylatesOf(two);
  const [acyl] = carboxylatesOf(one);
  if (groups.length !== 2 || !acyl)
    return refuse(`"${diacid} acid" with "${acid} acid": not exactly 2 and 1 acid groups`);
  const structures = new Set<string>();
  for (const joined of groups) {
    const graph = new Graph();
    for (const atom of two.atoms) graph.addAtom({ ...atom, charge: 0, h: atom.charge === -1 ? 1 : atom.h });
    graph.bonds.push(...two.bonds.map((b) => ({ ...b })));
    graph.atoms[joined.o] = { ...(graph.atoms[joined.o] as Graph["atoms"][number]), h: 0 };
    const offset = graph.atoms.length;
    one.atoms.forEach((atom, k) => {
      if (k !== acyl.o) graph.addAtom({ ...atom });
    });
    const at = (k: number) => offset + k - (k > acyl.o ? 1 : 0);
    for (const b of one.bonds) {
      if (b.a !== acyl.o && b.b !== acyl.o) graph.bonds.push({ a: at(b.a), b: at(b.b), order: b.order });
    }
    graph.bonds.push({ a: joined.o, b: at(acyl.c), order: 1 });
    const read = canonicalOf(graph.toSmiles());
    if ("reason" in read) return refuse(`the anhydride is not a valid structure (${read.reason})`);
    structures.add(read.smiles);
  }
  if (structures.size !== 1) {
    return {
      ok: false,
      reason: "ambiguous",
      message: `"${acid} ${diacid} anhydride": the two acid groups of "${diacid} acid" give different anhydrides`,
    };
  }
  return { ok: true, smiles: [...structures][0] as string };
}
