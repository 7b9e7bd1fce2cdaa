/**
 * Esters with a different group on each acid group and no locants: "ethyl methyl carbonate", "ethyl methyl
 * butanedioate", PubChem's "tert-butyl (2-methylpropan-2-yl)oxycarbonyl carbonate" (di-tert-butyl dicarbonate: an
 * acyl group on the carbonate's second O). Every way of putting the groups on the anion's acid groups is built (the
 * Chooser), and the name is answered only when they all give one structure, as for an acid whose acid groups are
 * alike; one group per acid group, none left anionic.
 */
import type { Chooser } from "./builder.ts";
import { buildSubstituent } from "./builder.ts";
import type { GraphTransform } from "./carbonyl-derivatives.ts";
import type { PartResult } from "./components.ts";
import { substituentReadings } from "./functional.ts";
import { type Graph, NameStructureError } from "./graph.ts";
import type { Substituent } from "./grammar.ts";

type ParseWith = (name: string, transform: GraphTransform) => PartResult;

function fail(message: string): never {
  throw new NameStructureError(message);
}

/** The anion's acid-group O- (a nitro group's or an N-oxide's O- is none). */
function acidSites(graph: Graph): number[] {
  return graph.atoms.flatMap((a, i) => {
    if (a.element !== "O" || a.charge !== -1) return [];
    const [centre] = graph.neighbours(i);
    return centre !== undefined && graph.atoms[centre]?.element !== "N" ? [i] : [];
  });
}

function attach(graph: Graph, o: number, readings: Substituent[], text: string, chooser: Chooser): void {
  const sub = buildSubstituent(chooser.pick(readings), chooser);
  if (sub.valency !== 1) fail(`"${text}" cannot form an ester (it needs a single bond)`);
  const offset = graph.merge(sub.graph);
  (graph.atoms[o] as { charge: number }).charge = 0;
  graph.bonds.push({ a: o, b: sub.atom + offset, order: 1 });
}

/** Null when the name is no such ester (the rest of the parser reads it). */
export function readMixedEsters(whole: string, parse: ParseWith): PartResult | null {
  const words = whole.split(" ");
  const anion = words.pop() as string;
  if (words.length < 2 || !/ate\)?$/.test(anion) || new Set(words).size !== words.length) return null;
  const groups = words.map((text) => ({ text, readings: substituentReadings(text) }));
  if (groups.some((g) => g.readings.length === 0)) return null;
  const transform: GraphTransform = (graph, chooser) => {
    const sites = acidSites(graph);
    if (sites.length !== groups.length) {
      fail(`${groups.length} groups for the ${sites.length} acid group(s) of "${anion}": the counts must match`);
    }
    const free = [...sites];
    for (const group of groups) {
      const o = chooser.pick(free);
      free.splice(free.indexOf(o), 1);
      attach(graph, o, group.readings, group.text, chooser);
    }
  };
  const read = parse(anion, transform);
  return read.ok || read.reason !== "unreadable" ? read : null;
}
