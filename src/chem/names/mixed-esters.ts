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

/** One ester's group, or (readings null) a "hydrogen": an acid group left as its OH. */
interface Group {
  text: string;
  readings: Substituent[] | null;
}

const HYDROGENS: Record<string, number> = { hydrogen: 1, dihydrogen: 2 };
const COPIES: [RegExp, number][] = [
  [/^di(.+)$/, 2],
  [/^tri(.+)$/, 3],
  [/^bis(\(.+\))$/, 2],
  [/^tris(\(.+\))$/, 3],
];

/**
 * A word's groups: one group ("ethyl"), the OH of "hydrogen" and "dihydrogen" ("dimethyl hydrogen phosphate"), or a
 * multiplied group ("diethyl 4-nitrophenyl phosphate") where the word is no group itself; null when none of these.
 */
function groupsOf(text: string): Group[] | null {
  const hydrogens = HYDROGENS[text];
  if (hydrogens !== undefined) return Array.from({ length: hydrogens }, () => ({ text, readings: null }));
  const readings = substituentReadings(text);
  if (readings.length > 0) return [{ text, readings }];
  // "diethyl (4-nitrophenyl) phosphate": the brackets only hold the group together.
  if (/^\([^()]*(?:\([^()]*\)[^()]*)*\)$/.test(text)) {
    const inner = substituentReadings(text.slice(1, -1));
    if (inner.length > 0) return [{ text, readings: inner }];
  }
  for (const [pattern, count] of COPIES) {
    const inner = pattern.exec(text)?.[1];
    if (inner === undefined) continue;
    const bare = inner.startsWith("(") && inner.endsWith(")") ? inner.slice(1, -1) : inner;
    const copies = substituentReadings(bare);
    if (copies.length > 0) return Array.from({ length: count }, () => ({ text: bare, readings: copies }));
  }
  return null;
}

/** Null when the name is no such ester (the rest of the parser reads it). */
export function readMixedEsters(whole: string, parse: ParseWith): PartResult | null {
  const words = whole.split(" ");
  const anion = words.pop() as string;
  if (words.length < 2 || !/(?:ate|phosphite)\)?$/.test(anion) || new Set(words).size !== words.length) return null;
  const groups: Group[] = [];
  for (const text of words) {
    const found = groupsOf(text);
    if (found === null) return null;
    groups.push(...found);
  }
  // "diethyl hydrogen phosphite" is the phosphonate HP(=O)(OEt)2, not the P-OH tautomer its words draw.
  if (anion === "phosphite" && groups.some((g) => g.readings === null)) {
    return { ok: false, reason: "ambiguous", message: '"hydrogen … phosphite": the P-H phosphonate or the P-OH form' };
  }
  const transform: GraphTransform = (graph, chooser) => {
    const sites = acidSites(graph);
    if (sites.length !== groups.length) {
      fail(`${groups.length} groups for the ${sites.length} acid group(s) of "${anion}": the counts must match`);
    }
    const free = [...sites];
    for (const group of groups) {
      const o = chooser.pick(free);
      free.splice(free.indexOf(o), 1);
      if (group.readings === null) {
        // "hydrogen": the acid group left as its OH.
        Object.assign(graph.atoms[o] as object, { charge: 0, h: 1 });
      } else attach(graph, o, group.readings, group.text, chooser);
    }
  };
  const read = parse(anion, transform);
  return read.ok || read.reason !== "unreadable" ? read : null;
}
