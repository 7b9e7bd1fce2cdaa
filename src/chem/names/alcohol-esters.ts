/**
 * Esters named after their alcohol (CAS's "…ol …ate" names, P-65.6.3.2.3's older form): "phenol acetate" is phenyl
 * acetate, "cyclohexanol benzoate" cyclohexyl benzoate, "ethane-1,2-diol 1-(4-methylbenzenesulfonate)" the
 * monoester on the O at C1. The alcohol is read as a name (index.ts), the anion word by the grammar; the anion's one
 * O- becomes the alcohol's O (its O-H), on the OH the locant names or, without one, on each OH in turn (the Chooser):
 * answered only when every choice gives one structure.
 * Read only where the words cannot be a salt: an anion with one acid group (not trifluoroacetate, by convention the
 * salt, as OPSIN reads it), an alcohol with no basic N (an amino alcohol before an acid's anion is its salt: "piperidin-4-ol
 * trifluoroacetate") and no charge.
 */
import { buildReading, type Chooser } from "./builder.ts";
import type { GraphTransform } from "./carbonyl-derivatives.ts";
import type { PartResult } from "./components.ts";
import { Graph, NameStructureError } from "./graph.ts";
import { GrammarBudgetExceeded, NameGrammar, type Reading } from "./grammar.ts";

type ParseWith = (name: string, transform: GraphTransform) => PartResult;

const ALCOHOL_ESTER = /^(\S*ol[)\]}]*) (?:(\d+'?)-\((\S+ate)\)|(\S+ate))$/;
/** Anions named as salts by convention (OPSIN's rule too): trifluoroacetate. */
const SALT_ANION = /tri-?fluoro-?acetate$/;

function fail(message: string): never {
  throw new NameStructureError(message);
}

/** The graph without one atom (the anion's O-, before it is merged in). */
export function without(graph: Graph, k: number): Graph {
  if (graph.stereoGroups.length > 0 || graph.centres.length > 0) {
    fail("an anion with stereodescriptors is not read as an ester here");
  }
  const out = new Graph();
  graph.atoms.forEach((atom, i) => {
    if (i !== k) out.addAtom({ ...atom, labels: [...atom.labels] });
  });
  const shift = (i: number) => (i > k ? i - 1 : i);
  for (const bond of graph.bonds) {
    if (bond.a !== k && bond.b !== k) out.bonds.push({ a: shift(bond.a), b: shift(bond.b), order: bond.order });
  }
  return out;
}

/** The alcohol's O-H groups: an O with one H on a carbon that is no acid's or carbonyl's. */
export function hydroxyls(graph: Graph): number[] {
  const out: number[] = [];
  graph.atoms.forEach((atom, o) => {
    if (atom.element !== "O" || atom.h !== 1 || atom.charge !== 0) return;
    const [c, ...others] = graph.neighbours(o);
    if (c === undefined || others.length > 0 || graph.atoms[c]?.element !== "C") return;
    const carbonyl = graph.bonds.some(
      (b) => b.order === 2 && (b.a === c || b.b === c) && graph.atoms[b.a === c ? b.b : b.a]?.element !== "C",
    );
    if (!carbonyl) out.push(o);
  });
  return out;
}

/**
 * An N that could take the acid's proton: an amine or amide N (neutral, single bonds only) or a pyridine-like ring N
 * (aromatic, no H). A nitro group's N+ or a nitrile's N is none.
 */
function basicNitrogen(graph: Graph, i: number): boolean {
  const atom = graph.atoms[i];
  if (atom?.element !== "N" || atom.charge !== 0) return false;
  const bonds = graph.bonds.filter((b) => b.a === i || b.b === i);
  if (atom.aromatic) return atom.h === 0 && bonds.length === 2;
  return bonds.every((b) => b.order === 1);
}

export function anionReadings(text: string): Reading[] {
  try {
    return new NameGrammar(text).readings().filter((r) => r.kind === "substitutive");
  } catch (error) {
    if (error instanceof GrammarBudgetExceeded) return [];
    throw error;
  }
}

/** Null when the name is no "<alcohol> <anion>" this module reads. */
export function readAlcoholEster(whole: string, parse: ParseWith): PartResult | null {
  const m = ALCOHOL_ESTER.exec(whole);
  if (!m) return null;
  const alcohol = m[1] as string;
  const locant = m[2] ?? null;
  const anion = (m[3] ?? m[4]) as string;
  if (SALT_ANION.test(anion)) return null;
  const readings = anionReadings(anion);
  if (readings.length === 0) return null;
  const transform: GraphTransform = (graph: Graph, chooser: Chooser) => {
    if (graph.atoms.some((_, i) => basicNitrogen(graph, i))) {
      fail(`"${alcohol}" has a basic N: with "${anion}" it may be a salt`);
    }
    if (graph.atoms.reduce((sum, a) => sum + a.charge, 0) !== 0) fail(`"${alcohol}" is charged: not read here`);
    const built = buildReading(chooser.pick(readings), chooser).graph;
    const sites = built.atoms.flatMap((a, i) => (a.element === "O" && a.charge === -1 ? [i] : []));
    if (sites.length !== 1) fail(`"${anion}" has ${sites.length} acid groups: which the alcohol takes is not read`);
    const site = sites[0] as number;
    const [centre] = built.neighbours(site);
    if (centre === undefined) fail(`"${anion}" has no acid group`);
    const all = hydroxyls(graph);
    const options =
      locant === null
        ? all
        : all.filter((o) => graph.neighbours(o).some((c) => graph.atoms[c]?.labels.includes(locant)));
    if (options.length === 0) fail(locant === null ? `"${alcohol}" has no OH` : `"${alcohol}" has no OH at ${locant}`);
    // "cyclohexane-1,4-diol 4-methylbenzenesulfonate": the 4- may be the anion's or the OH's at C4 (with its
    // brackets lost); with an OH at the anion's leading locant the name does not say.
    const lead = m[4] ? /^(\d+)-/.exec(m[4])?.[1] : undefined;
    if (lead && all.some((h) => graph.neighbours(h).some((c) => graph.atoms[c]?.labels.includes(lead)))) {
      fail(`"${lead}-" may be the locant of the OH "${anion}" is on, or of the anion's own group: give brackets`);
    }
    const o = chooser.pick(options);
    const acid = without(built, site);
    const offset = graph.merge(acid);
    const atom = graph.atoms[o];
    if (atom) atom.h = 0;
    graph.bonds.push({ a: o, b: (centre > site ? centre - 1 : centre) + offset, order: 1 });
  };
  const read = parse(alcohol, transform);
  // An alcohol the grammar does not read: not this module's name.
  return read.ok || read.reason !== "unreadable" ? read : null;
}
