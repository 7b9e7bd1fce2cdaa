/**
 * The esters of phosphorothioic, phosphorodithioic and phosphorotrithioic acid (IUPAC P-67.1.2.4), named with the
 * element each ester's group is on: "O,O-diethyl O-(4-nitrophenyl) phosphorothioate" (parathion), "O,O-dimethyl
 * S-methyl phosphorodithioate", "S,S,S-tributyl phosphorotrithioate", with a group on P ("O-ethyl O-(4-nitrophenyl) phenylphosphonothioate",
EPN), and by the acid ("phosphorothioic acid
 * O,O-diethyl O-(4-nitrophenyl) ester"). Of P's four chalcogens (one S and three O for a thioate), the groups take
 * those their locants name; the one left is P=X. Refused where that does not give one structure: a group without its
 * O- or S- locant ("triethyl phosphorothioate": O,O,O or O,O,S), and O and S both left (which is P=X, and which
 * the anion's or the acid's: "O,O-diethyl phosphorothioate", "O,O-diethyl hydrogen phosphorothioate").
 */
import type { Chooser } from "./builder.ts";
import { buildSubstituent } from "./builder.ts";
import type { GraphTransform } from "./carbonyl-derivatives.ts";
import type { PartResult } from "./components.ts";
import { substituentReadings } from "./functional.ts";
import { type Graph, NameStructureError } from "./graph.ts";
import type { Substituent } from "./grammar.ts";

type ParseWith = (name: string, transform: GraphTransform) => PartResult;

// "phosphorothioate" (four chalcogens on P), or a phosphonothioate with its group on P ("phenylphosphonothioate").
const ANION = /^(?:phosphoro(di|tri)?thioate|(.+)phosphono(di)?thioate)$/;
const BY_ACID = /^phosphoro((?:di|tri)?thio)ic acid (.+) ester$/;
const LOCANTED = /^([OS](?:,[OS])*)-(.+)$/;
const SULFURS: Record<string, number> = { "": 1, di: 2, tri: 3 };
const MULTIPLIER: Record<number, RegExp> = { 2: /^(?:di(.+)|bis(\(.+\)))$/, 3: /^(?:tri(.+)|tris(\(.+\)))$/ };

interface Group {
  element: "O" | "S";
  text: string;
  readings: Substituent[];
}

function refuse(reason: "unreadable" | "ambiguous" | "invalid", message: string): PartResult {
  return { ok: false, reason, message };
}

/** "O,O-diethyl": a group per locant, or null when the multiplier does not match the locants. */
function groupsOf(locants: string[], rest: string): Group[] | null {
  let text = rest;
  if (locants.length > 1) {
    const m = MULTIPLIER[locants.length]?.exec(rest);
    if (!m) return null;
    text = (m[1] ?? m[2]) as string;
  }
  // "O-(4-nitrophenyl)": the brackets only hold the group together.
  const bare = /^\(([^()]*(?:\([^()]*\)[^()]*)*)\)$/.exec(text)?.[1] ?? text;
  const readings = substituentReadings(bare);
  if (readings.length === 0) return null;
  return locants.map((l) => ({ element: l as "O" | "S", text, readings }));
}

function attach(graph: Graph, at: number, group: Group, chooser: Chooser): void {
  const sub = buildSubstituent(chooser.pick(group.readings), chooser);
  if (sub.valency !== 1) throw new NameStructureError(`"${group.text}" cannot form an ester (it needs a single bond)`);
  const offset = graph.merge(sub.graph);
  (graph.atoms[at] as { charge: number }).charge = 0;
  graph.bonds.push({ a: at, b: sub.atom + offset, order: 1 });
}

/** Null when the name is no such ester (the rest of the parser reads it). */
export function readPhosphorothioate(whole: string, parse: ParseWith): PartResult | null {
  const byAcid = BY_ACID.exec(whole);
  const text = byAcid ? `${byAcid[2]} phosphoro${byAcid[1]}ate` : whole;
  const words = text.split(" ");
  const anion = words.pop() as string;
  const m = ANION.exec(anion);
  if (!m || words.length === 0) return null;
  const onP = m[2];
  const sulfurs = SULFURS[(onP === undefined ? m[1] : m[3]) ?? ""] as number;
  const chalcogens = onP === undefined ? 4 : 3;
  const groups: Group[] = [];
  for (const word of words) {
    const locanted = LOCANTED.exec(word);
    if (!locanted) {
      return refuse("ambiguous", `"${word}" before "${anion}" has no O- or S- locant: its group may be on O or on S`);
    }
    const found = groupsOf((locanted[1] as string).split(","), locanted[2] as string);
    if (!found) return null;
    groups.push(...found);
  }
  const left = { O: chalcogens - sulfurs, S: sulfurs };
  for (const g of groups) left[g.element] -= 1;
  if (left.O < 0 || left.S < 0 || groups.length > chalcogens - 1) {
    return refuse(
      "invalid",
      `the O- and S- locants do not fit the ${chalcogens - sulfurs} O and ${sulfurs} S of "${anion}"`,
    );
  }
  if (left.O > 0 && left.S > 0) {
    return refuse("ambiguous", `an O and an S of "${anion}" are left: either may be P=O or P=S`);
  }
  const double: "O" | "S" = left.O > 0 ? "O" : "S";
  const transform: GraphTransform = (graph, chooser) => {
    const p = graph.atoms.findIndex((a) => a.element === "P");
    const bonds = graph.bonds.filter((b) => b.a === p || b.b === p);
    const other = (b: { a: number; b: number }) => (b.a === p ? b.b : b.a);
    const oxo = bonds.find((b) => b.order === 2);
    if (oxo === undefined) throw new NameStructureError(`"${anion}": no P=O to start from`);
    (graph.atoms[other(oxo)] as { element: string }).element = double;
    // The acid's OH or the anion's O- (a group on P is no chalcogen).
    const singles = bonds
      .filter((b) => b !== oxo && graph.atoms[other(b)]?.element === "O" && b.order === 1)
      .map(other);
    if (singles.length !== chalcogens - 1) throw new NameStructureError(`"${anion}": not the acid's O atoms`);
    const elements = [
      ...groups.map((g) => g.element),
      ...Array<"O" | "S">(chalcogens - 1 - groups.length).fill(double),
    ];
    singles.forEach((at, k) => {
      const atom = graph.atoms[at] as { element: string; charge: number; h: number };
      atom.element = elements[k] as string;
      atom.h = 0;
      atom.charge = -1;
      const group = groups[k];
      if (group) attach(graph, at, group, chooser);
    });
  };
  const read = parse(onP === undefined ? "phosphate" : `${onP}phosphonic acid`, transform);
  return read.ok || read.reason !== "unreadable" ? read : null;
}
