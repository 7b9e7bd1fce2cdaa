/**
 * Writes a graph as SMILES with tetrahedral centres given as neighbour tuples rather than as "@"/"@@" marks: a
 * centre is [a, b, c, d] (an atom index, or "H" for the centre's one implicit hydrogen) meaning that, looking from a,
 * b, c, d run anticlockwise (the sense "@" has for the neighbours in that order). The graph is written first
 * (graph.ts toSmiles), the neighbour order of each centre is read back from that text, and the mark that gives the
 * tuple's sense in that order is put in. So the caller never reasons about the order atoms are written in.
 */
import { type Graph, NameStructureError, type StereoMarks } from "./graph.ts";

export type Neighbour = number | "H";

export interface Centre {
  atom: number;
  /** Looking from the first, the other three anticlockwise. */
  around: [Neighbour, Neighbour, Neighbour, Neighbour];
}

/** Each written atom's neighbours, in SMILES order (the atom it is written after, ring closures, branches). */
function writtenNeighbours(smiles: string): {
  order: number[][];
  tokens: { start: number; end: number }[];
  after: boolean[];
} {
  const order: number[][] = [];
  const after: boolean[] = [];
  const tokens: { start: number; end: number }[] = [];
  const stack: number[] = [];
  const rings = new Map<string, { atom: number; slot: number }>();
  let previous = -1;
  let i = 0;
  while (i < smiles.length) {
    const ch = smiles[i] as string;
    if (ch === "[") {
      const close = smiles.indexOf("]", i);
      const atom = order.length;
      order.push([]);
      tokens.push({ start: i, end: close + 1 });
      after.push(previous >= 0);
      if (previous >= 0) {
        order[atom]?.push(previous);
        order[previous]?.push(atom);
      }
      previous = atom;
      i = close + 1;
    } else if (ch === "(") {
      stack.push(previous);
      i++;
    } else if (ch === ")") {
      previous = stack.pop() ?? -1;
      i++;
    } else if (ch === ".") {
      previous = -1;
      i++;
    } else if (/[0-9%]/.test(ch)) {
      const label = ch === "%" ? smiles.slice(i, i + 3) : ch;
      i += label.length;
      const open = rings.get(label);
      const mine = order[previous] as number[];
      if (open === undefined) {
        rings.set(label, { atom: previous, slot: mine.length });
        mine.push(-1);
      } else {
        rings.delete(label);
        (order[open.atom] as number[])[open.slot] = previous;
        mine.push(open.atom);
      }
    } else {
      i++; // a bond symbol
    }
  }
  return { order, tokens, after };
}

/** Parity of the permutation taking `from` to `to` (same members): true when even. */
function evenPermutation(from: Neighbour[], to: Neighbour[]): boolean {
  const list = to.map((x) => from.indexOf(x));
  let even = true;
  for (let a = 0; a < list.length; a++) {
    for (let b = a + 1; b < list.length; b++) if ((list[a] as number) > (list[b] as number)) even = !even;
  }
  return even;
}

/** `doubleBonds`: geometries graph.ts writes with "/" and "\\" (their bond symbols are passed over here). */
export function chiralSmiles(
  graph: Graph,
  centres: readonly Centre[],
  doubleBonds: StereoMarks["doubleBonds"] = [],
): string {
  const plain = graph.toSmiles(doubleBonds.length > 0 ? { chiral: new Map(), doubleBonds } : undefined);
  const written = graph.lastOrder; // written position -> graph atom
  const position = new Map<number, number>();
  written.forEach((atom, k) => {
    position.set(atom, k);
  });
  const { order, tokens, after } = writtenNeighbours(plain);
  const marks = new Map<number, string>();
  for (const centre of centres) {
    const at = position.get(centre.atom);
    if (at === undefined) throw new NameStructureError("a stereocentre is not in the structure");
    const neighbours = (order[at] as number[]).map((k) => written[k] as number);
    const h = graph.atoms[centre.atom]?.h ?? 0;
    const sequence: Neighbour[] = [...neighbours];
    const wantsH = centre.around.includes("H");
    if (wantsH !== (h === 1) || (h !== 0 && h !== 1)) {
      throw new NameStructureError("a stereocentre's hydrogen count does not fit its configuration");
    }
    // An implicit H is the neighbour right after the atom the centre is written after (first when written first).
    if (h === 1) sequence.splice(after[at] ? 1 : 0, 0, "H");
    if (sequence.length !== 4 || !centre.around.every((x) => sequence.includes(x))) {
      throw new NameStructureError("a stereocentre's neighbours do not fit its configuration");
    }
    marks.set(at, evenPermutation(centre.around, sequence) ? "@" : "@@");
  }
  let out = "";
  let last = 0;
  tokens.forEach((token, k) => {
    const mark = marks.get(k);
    if (mark === undefined) return;
    const text = plain.slice(token.start, token.end);
    const m = /^\[(\d*)([A-Z][a-z]?|[a-z]{1,2})(.*)\]$/.exec(text) as RegExpExecArray;
    out += `${plain.slice(last, token.start)}[${m[1]}${m[2]}${mark}${m[3]}]`;
    last = token.end;
  });
  return out + plain.slice(last);
}
