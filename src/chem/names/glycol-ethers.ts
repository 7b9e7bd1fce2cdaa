/**
 * Glycol ethers and their esters, named by the polyol and the groups on its OH (the functional class names of trade
 * and CAS usage, read as OPSIN reads them): "1,4-butanediol diglycidyl ether", "diethylene glycol ethyl methyl ether",
 * "ethylene glycol ethyl ether acetate" (one OH an ethyl ether, the other the acetate), "glycerol triglycidyl ether";
 * and the polyols themselves ("ethylene glycol", "glycerol", "bisphenol A"), read as their systematic names.
 *
 * Each group or ester takes the H of a different OH; which OH is not written, so every assignment is built (the
 * Chooser) and the name is answered only when all give one structure ("glycerol diglycidyl ether", 1,2 or 1,3, is
 * refused). An ester's anion must have one acid group (alcohol-esters.ts). A polyol trivial name of a chiral compound
 * (propylene glycol) is not listed.
 */
import { anionReadings, hydroxyls, without } from "./alcohol-esters.ts";
import { buildReading, buildSubstituent, type Chooser } from "./builder.ts";
import type { GraphTransform } from "./carbonyl-derivatives.ts";
import { multiplied, type PartResult } from "./components.ts";
import { substituentReadings } from "./functional.ts";
import { type Graph, NameStructureError } from "./graph.ts";
import type { Reading, Substituent } from "./grammar.ts";

type ParseWith = (name: string, transform?: GraphTransform) => PartResult;

/** Polyols by their trivial names, as the systematic names the grammar reads. */
const POLYOLS = new Map([
  ["ethylene glycol", "ethane-1,2-diol"],
  ["diethylene glycol", "2,2'-oxydiethanol"],
  ["triethylene glycol", "2,2'-[ethane-1,2-diylbis(oxy)]diethanol"],
  ["neopentyl glycol", "2,2-dimethylpropane-1,3-diol"],
  ["glycerol", "propane-1,2,3-triol"],
  ["glycerin", "propane-1,2,3-triol"],
  ["glycerine", "propane-1,2,3-triol"],
  ["bisphenol a", "4,4'-(propane-2,2-diyl)diphenol"],
  ["bisphenol-a", "4,4'-(propane-2,2-diyl)diphenol"],
]);

/** The listed polyols read with anion words alone as their esters: the glycols and glycerol, not bisphenol A (OPSIN
 * draws "bisphenol A dimethacrylate" as the phenol beside two acids, not as the diester; the name is left unread). */
const ESTER_POLYOLS = new Set([...POLYOLS.keys()].filter((name) => !name.startsWith("bisphenol")));

function fail(message: string): never {
  throw new NameStructureError(message);
}

/** The polyol's name as the grammar reads it: a listed trivial name's systematic one, else as written. */
function systematic(polyol: string): string {
  return POLYOLS.get(polyol.toLowerCase()) ?? polyol;
}

/** One group word's readings, once per copy its multiplier counts ("diglycidyl": two glycidyl); null when none. */
function groupCopies(word: string): Substituent[][] | null {
  for (const [count, rest] of multiplied(word)) {
    const readings = substituentReadings(rest);
    if (readings.length > 0) return Array.from({ length: count }, () => readings);
  }
  return null;
}

/** The OH's O bonded to the group (an ether) in place of its H. */
function etherify(graph: Graph, o: number, readings: Substituent[], chooser: Chooser): void {
  const built = buildSubstituent(chooser.pick(readings), chooser);
  if (built.valency !== 1) fail(`"${readings[0]?.name}" must be bonded by a single bond`);
  const offset = graph.merge(built.graph);
  (graph.atoms[o] as { h: number }).h = 0;
  graph.bonds.push({ a: o, b: built.atom + offset, order: 1 });
}

/** The OH's O made the ester O of the anion's one acid group (its O- dropped), as alcohol-esters.ts does. */
function esterify(graph: Graph, o: number, anion: string, readings: Reading[], chooser: Chooser): void {
  const built = buildReading(chooser.pick(readings), chooser).graph;
  const sites = built.atoms.flatMap((a, i) => (a.element === "O" && a.charge === -1 ? [i] : []));
  if (sites.length !== 1) fail(`"${anion}" has ${sites.length} acid groups: which the OH takes is not read`);
  const site = sites[0] as number;
  const [centre] = built.neighbours(site);
  if (centre === undefined) fail(`"${anion}" has no acid group`);
  const offset = graph.merge(without(built, site));
  (graph.atoms[o] as { h: number }).h = 0;
  graph.bonds.push({ a: o, b: (centre > site ? centre - 1 : centre) + offset, order: 1 });
}

/** What one OH takes: an ether's group, an ester's anion (one acid group), or an oxoacid's P or S (the acid ester). */
type Item =
  | { kind: "ether"; readings: Substituent[] }
  | { kind: "ester"; anion: string; readings: Reading[] }
  | { kind: "oxoacid"; anion: string };

/** Oxoacid anions an OH may take one acid group of, the others left OH: [element, =O count, OH count left]. */
const OXOACIDS: Record<string, [string, number, number]> = {
  phosphate: ["P", 1, 2],
  sulfate: ["S", 2, 1],
};

/** The OH's O bonded to the oxoacid's central atom: O-P(=O)(OH)2, O-S(=O)2OH. */
function oxoEsterify(graph: Graph, o: number, anion: string): void {
  const [element, oxo, hydroxy] = OXOACIDS[anion] as [string, number, number];
  const centre = graph.addAtom({ element, aromatic: false, charge: 0, isotope: 0, h: 0, labels: [] });
  (graph.atoms[o] as { h: number }).h = 0;
  graph.bonds.push({ a: o, b: centre, order: 1 });
  const oxygen = (h: number) => graph.addAtom({ element: "O", aromatic: false, charge: 0, isotope: 0, h, labels: [] });
  for (let k = 0; k < oxo; k++) graph.bonds.push({ a: centre, b: oxygen(0), order: 2 });
  for (let k = 0; k < hydroxy; k++) graph.bonds.push({ a: centre, b: oxygen(1), order: 1 });
}

/** An anion word's esters, once per copy its multiplier counts ("diacetate": two acetates); null when not read. */
function esterCopies(word: string): Item[] | null {
  for (const [count, rest] of multiplied(word)) {
    const lower = rest.toLowerCase();
    if (OXOACIDS[lower]) return Array.from({ length: count }, () => ({ kind: "oxoacid", anion: lower }) as const);
    const readings = anionReadings(rest);
    if (readings.length > 0)
      return Array.from({ length: count }, () => ({ kind: "ester", anion: rest, readings }) as const);
  }
  return null;
}

/**
 * Null when the name is no glycol, glycol ether or glycol ester this module reads: "<polyol> <groups…> ether
 * [<anion>]", or a listed polyol's "<polyol> <anions…>" ("ethylene glycol diacetate"; "…ol …ate" systematic names
 * are alcohol-esters.ts's). An oxoacid (phosphate, sulfate) is read only where it takes the last free OH: with one
 * left, it could close a ring on it (ethylene glycol sulfate is the cyclic ester).
 */
export function readGlycolEther(whole: string, parse: ParseWith): PartResult | null {
  const alone = POLYOLS.get(whole.toLowerCase());
  if (alone) return parse(alone);
  const words = whole.split(" ");
  const ether = words.indexOf("ether");
  if (ether >= 0 && (ether < 2 || words.length > ether + 2)) return null;
  // The polyol is one or two words ("1,4-butanediol", "ethylene glycol"); then its groups (before "ether") or anions.
  for (const polyolWords of [1, 2]) {
    const polyol = words.slice(0, polyolWords).join(" ");
    const items: Item[] = [];
    const groupWords = ether >= 0 ? words.slice(polyolWords, ether) : [];
    const anionWords = ether >= 0 ? words.slice(ether + 1) : words.slice(polyolWords);
    if (ether >= 0 ? groupWords.length === 0 : !ESTER_POLYOLS.has(polyol.toLowerCase()) || anionWords.length === 0)
      continue;
    let read = true;
    for (const word of groupWords) {
      const copies = groupCopies(word);
      if (copies === null) read = false;
      else items.push(...copies.map((readings) => ({ kind: "ether", readings }) as const));
    }
    for (const word of anionWords) {
      const copies = esterCopies(word);
      if (copies === null) read = false;
      else items.push(...copies);
    }
    if (!read) continue;
    const transform: GraphTransform = (graph, chooser) => {
      const free = hydroxyls(graph);
      if (free.length < items.length) fail(`"${polyol}" has ${free.length} OH for ${items.length} groups`);
      if (items.some((i) => i.kind === "oxoacid") && free.length !== items.length) {
        fail(`"${polyol}": an oxoacid beside a free OH may close a ring on it (a cyclic ester); not read`);
      }
      for (const item of items) {
        const o = chooser.pick(free);
        free.splice(free.indexOf(o), 1);
        if (item.kind === "ether") etherify(graph, o, item.readings, chooser);
        else if (item.kind === "ester") esterify(graph, o, item.anion, item.readings, chooser);
        else oxoEsterify(graph, o, item.anion);
      }
    };
    const result = parse(systematic(polyol), transform);
    if (result.ok || result.reason !== "unreadable") return result;
  }
  return null;
}
