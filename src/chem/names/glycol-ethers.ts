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

/** Null when the name is no glycol, glycol ether or glycol ether ester this module reads. */
export function readGlycolEther(whole: string, parse: ParseWith): PartResult | null {
  const alone = POLYOLS.get(whole.toLowerCase());
  if (alone) return parse(alone);
  const words = whole.split(" ");
  const ether = words.indexOf("ether");
  if (ether < 2 || words.length > ether + 2) return null;
  const ester = words[ether + 1];
  const esterReadings = ester === undefined ? [] : anionReadings(ester);
  if (ester !== undefined && esterReadings.length === 0) return null;
  // The polyol is one or two words ("1,4-butanediol", "ethylene glycol"); the rest before "ether" are its groups.
  for (const polyolWords of [1, 2]) {
    if (polyolWords >= ether) continue;
    const polyol = words.slice(0, polyolWords).join(" ");
    const groups: Substituent[][] = [];
    let read = true;
    for (const word of words.slice(polyolWords, ether)) {
      const copies = groupCopies(word);
      if (copies === null) read = false;
      else groups.push(...copies);
    }
    if (!read) continue;
    const transform: GraphTransform = (graph, chooser) => {
      const free = hydroxyls(graph);
      const items = groups.length + (ester === undefined ? 0 : 1);
      if (free.length < items) fail(`"${polyol}" has ${free.length} OH for ${items} groups`);
      const take = (): number => {
        const o = chooser.pick(free);
        free.splice(free.indexOf(o), 1);
        return o;
      };
      for (const readings of groups) etherify(graph, take(), readings, chooser);
      if (ester !== undefined) esterify(graph, take(), ester, esterReadings, chooser);
    };
    const result = parse(systematic(polyol), transform);
    if (result.ok || result.reason !== "unreadable") return result;
  }
  return null;
}
