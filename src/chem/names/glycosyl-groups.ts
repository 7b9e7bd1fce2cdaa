/**
 * Glycosyl groups as substituents of a substitutive name, as IUPAC's flavonoid and carbohydrate names write them
 * (2-Carb-33.2): "7-(β-d-glucopyranosyloxy)flavone" (the sugar bound through its glycosidic O), "8-(β-d-
 * glucopyranosyl)apigenin" (a C-glycosyl: the anomeric carbon bound to the ring) and "7-O-(β-d-glucopyranosyl)
 * genistein" (on the O an O-locant names), with chains and branches of residues ("[α-l-rhamnopyranosyl-(1→6)-β-d-
 * glucopyranosyl]"). The sugar is read by carbohydrates.ts, in brackets only, whole; its centres go into the graph
 * as fixed centres (graph.ts), so the rest of the name is built, placed and labelled as without it.
 *
 * The group registers itself with the grammar (grammar.ts readBracketGroupsWith): the carbohydrate reader is built
 * on the grammar, which therefore cannot import it.
 */
import { glycosylGroup } from "./carbohydrates.ts";
import { type CentreNeighbour, type FixedCentre, Graph } from "./graph.ts";
import { type BracketGroup, readBracketGroupsWith } from "./grammar.ts";

const OXY = "oxy";

/** The graph without the glycosidic O: its centres name the anomeric carbon's new neighbour "out". */
function withoutGlycosidicO(graph: Graph, o: number): { graph: Graph; atom: number } | null {
  const anomeric = graph.neighbours(o);
  if (anomeric.length !== 1) return null;
  const out = new Graph();
  const shift = (i: number): number => (i > o ? i - 1 : i);
  graph.atoms.forEach((atom, i) => {
    if (i !== o) out.addAtom({ ...atom, labels: [] });
  });
  for (const bond of graph.bonds) {
    if (bond.a !== o && bond.b !== o) out.bonds.push({ a: shift(bond.a), b: shift(bond.b), order: bond.order });
  }
  for (const centre of graph.centres) {
    const around = centre.around.map((x): CentreNeighbour => (x === o ? "out" : typeof x === "number" ? shift(x) : x));
    out.centres.push({ atom: shift(centre.atom), around: around as FixedCentre["around"] });
  }
  for (const g of graph.geometries) out.geometries.push({ a: shift(g.a), b: shift(g.b), cis: g.cis });
  return { graph: out, atom: shift(anomeric[0] as number) };
}

const cache = new Map<string, BracketGroup | null>();

/** A bracket's text as a glycosyl ("…pyranosyl") or glycosyloxy group; null when it is neither. */
export function readGlycosylGroup(text: string): BracketGroup | null {
  const known = cache.get(text);
  if (known !== undefined) return known;
  const oxy = text.toLowerCase().endsWith(OXY);
  const sugar = glycosylGroup(oxy ? text.slice(0, -OXY.length) : text);
  let group: BracketGroup | null = null;
  if (sugar) {
    const graph = new Graph();
    graph.merge(sugar.graph);
    // The sugar's atoms take no locant of the name they are put on.
    for (const atom of graph.atoms) atom.labels = [];
    for (const centre of sugar.centres) graph.centres.push({ atom: centre.atom, around: [...centre.around] });
    graph.geometries.push(...sugar.geometries);
    const carbonBound = oxy ? null : withoutGlycosidicO(graph, sugar.atom);
    group = oxy ? { graph, atom: sugar.atom, name: text } : carbonBound ? { ...carbonBound, name: text } : null;
  }
  cache.set(text, group);
  return group;
}

/** [start, end) of each bracket's text that reads as a glycosyl group: its D/L are the sugar's, not stereodescriptors
 * left unread (index.ts). */
export function glycosylSpans(name: string): [number, number][] {
  const out: [number, number][] = [];
  const open: number[] = [];
  for (let i = 0; i < name.length; i++) {
    const ch = name[i] as string;
    if ("([{".includes(ch)) open.push(i + 1);
    else if (")]}".includes(ch)) {
      const start = open.pop();
      if (start !== undefined && /[DLdl]-/.test(name.slice(start, i)) && readGlycosylGroup(name.slice(start, i))) {
        out.push([start, i]);
      }
    }
  }
  return out;
}

/**
 * "3-O-" or "7-O-" before a glycosyl's anomer ("β-", "alpha-"), where IUPAC's flavonoid names leave out its brackets
 * (one glycosyl per locant: OPSIN reads no "3,7-di-O-β-D-glucopyranosyl"); a trivial one has no D/L ("3-O-β-rutinosyl").
 */
const O_LOCANT_ANOMER = /\d+'*-O-(?=(?:alpha|beta|α|β)-(?:[DLdl]-)?[a-z])/g;

/**
 * "3-O-β-D-glucopyranosylcyanidin" written with the glycosyl in brackets ("3-O-(β-D-glucopyranosyl)cyanidin"), as
 * this module reads it; null when no unbracketed glycosyl follows an O-locant. The glycosyl ends at the first
 * "…osyl" that reads as one whole (carbohydrates.ts), so the parent after it is left as written.
 */
export function bracketedGlycosyls(name: string): string | null {
  let out = "";
  let from = 0;
  for (const m of name.matchAll(O_LOCANT_ANOMER)) {
    const start = (m.index as number) + m[0].length;
    if (start < from) continue;
    let end = -1;
    for (let at = name.indexOf("osyl", start); at >= 0; at = name.indexOf("osyl", at + 1)) {
      const stop = at + 4;
      // The parent, or the next prefix's locant, follows ("…osylcyanidin", "…osyl-7-O-…"); a chain of residues
      // ("…osyl-(1→6)-…", which OPSIN reads only in brackets) is left unread.
      if (!/^(?:[a-z]|-\d)/i.test(name.slice(stop))) break;
      if (readGlycosylGroup(name.slice(start, stop))) {
        end = stop;
        break;
      }
    }
    if (end < 0) continue;
    out += `${name.slice(from, start)}(${name.slice(start, end)})`;
    from = end;
  }
  return from === 0 ? null : out + name.slice(from);
}

readBracketGroupsWith(readGlycosylGroup);
