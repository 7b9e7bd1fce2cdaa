/**
 * Esters of a polyacid with a different group on each acid group, each group's word led by its acid's locant:
 * IUPAC's "1-ethyl 4-methyl butanedioate" (P-65.6.3.3) and PubChem's "3-O-ethyl 5-O-methyl 2,6-dimethyl-4-phenyl-
 * 1,4-dihydropyridine-3,5-dicarboxylate" (amlodipine's, felodipine's names). The anion is read as a name; the group
 * of each word goes on the O- of the acid group at its locant (the acid's carbon, or the ring or chain atom a
 * "-carboxylate" is on). Acid groups no word names stay anionic, as OPSIN reads them.
 * Without the "O-" a word might be a group of its own ("2-methylpropyl 3-methylbutyl butanedioate"): such words are
 * not read here, and at least two words are needed.
 */
import type { Chooser } from "./builder.ts";
import { buildSubstituent } from "./builder.ts";
import type { GraphTransform } from "./carbonyl-derivatives.ts";
import type { PartResult } from "./components.ts";
import { substituentReadings } from "./functional.ts";
import { type Graph, NameStructureError } from "./graph.ts";
import type { Substituent } from "./grammar.ts";

type ParseWith = (name: string, transform: GraphTransform) => PartResult;

const GROUP_WORD = /^(\d+[a-z]?'*)-(O-)?(\S+)$/;
const NUMERIC = /^\d+[a-z]?'*$/;

interface EsterGroup {
  locant: string;
  text: string;
  readings: Substituent[];
}

function fail(message: string): never {
  throw new NameStructureError(message);
}

/** "(2-methylpropyl)" as "2-methylpropyl": one pair of brackets around the whole word. */
function unbracketed(text: string): string {
  if (!/^[([{]/.test(text)) return text;
  let depth = 0;
  for (let k = 0; k < text.length; k++) {
    if ("([{".includes(text[k] as string)) depth++;
    else if (")]}".includes(text[k] as string)) depth--;
    if (depth === 0) return k === text.length - 1 ? text.slice(1, -1) : text;
  }
  return text;
}

/**
 * The locants of the acid group an O- belongs to, where that group is the parent's: its carbon's own when a parent
 * atom ("butanedioate": C1, C4), or, for a suffix carbon or sulfur (a "-carboxylate"), those of the parent atom it is
 * on. An O- of a prefix's group or of a nitro group has none.
 */
function acidLocants(graph: Graph, o: number, parentAtoms: number): string[] {
  const [centre] = graph.neighbours(o);
  const atom = centre === undefined ? undefined : graph.atoms[centre];
  if (centre === undefined || (atom?.element !== "C" && atom?.element !== "S")) return [];
  const numeric = (k: number): string[] => graph.atoms[k]?.labels.filter((l) => NUMERIC.test(l)) ?? [];
  if (centre < parentAtoms) return numeric(centre);
  return graph
    .neighbours(centre)
    .filter((n) => n < parentAtoms)
    .flatMap(numeric);
}

function attach(graph: Graph, o: number, group: EsterGroup, chooser: Chooser): void {
  const sub = buildSubstituent(chooser.pick(group.readings), chooser);
  if (sub.valency !== 1) fail(`"${group.text}" cannot form an ester (it needs a single bond)`);
  const offset = graph.merge(sub.graph);
  (graph.atoms[o] as { charge: number }).charge = 0;
  graph.bonds.push({ a: o, b: sub.atom + offset, order: 1 });
}

/** Null when the name is no such ester (the rest of the parser reads it). */
export function readAcidLocantEsters(whole: string, parse: ParseWith): PartResult | null {
  const words = whole.split(" ");
  const anion = words.pop() as string;
  if (words.length === 0 || !/ate\)?$/.test(anion)) return null;
  const matches = words.map((w) => GROUP_WORD.exec(w));
  if (matches.some((m) => m === null)) return null;
  const withO = matches.filter((m) => m?.[2] !== undefined).length;
  if (withO !== 0 && withO !== matches.length) return null;
  // "1-ethyl 4-methyl": only where neither word is a group as a whole, and never a lone word ("4-methyl benzoate").
  if (withO === 0 && (words.length < 2 || words.some((w) => substituentReadings(w).length > 0))) return null;
  const groups: EsterGroup[] = [];
  for (const m of matches as RegExpExecArray[]) {
    const text = unbracketed(m[3] as string);
    const readings = substituentReadings(text);
    if (readings.length === 0) return null;
    groups.push({ locant: m[1] as string, text, readings });
  }
  if (new Set(groups.map((g) => g.locant)).size !== groups.length) {
    return { ok: false, reason: "invalid", message: "an ester locant is given twice: one acid group takes one group" };
  }
  const transform: GraphTransform = (graph, chooser, parentAtoms) => {
    const sites = graph.atoms.flatMap((a, i) => (a.element === "O" && a.charge === -1 ? [i] : []));
    for (const group of groups) {
      const at = sites.filter((o) => acidLocants(graph, o, parentAtoms).includes(group.locant));
      if (at.length === 0) fail(`"${anion}" has no acid group at ${group.locant} for "${group.text}"`);
      // A carboxylate's two O are one group: its charge is on one of them.
      if (at.length > 1) fail(`"${anion}" has ${at.length} acid groups at ${group.locant}: which one is not said`);
      attach(graph, at[0] as number, group, chooser);
    }
  };
  const read = parse(anion, transform);
  return read.ok || read.reason !== "unreadable" ? read : null;
}
