/**
 * Functional class names of aldehyde and ketone derivatives (IUPAC P-66.6, P-68.3.1.2, P-65.6.3.3 and its acetal
 * rules P-65.6.3.4): the carbonyl compound's name, then the class word acting on its C=O:
 *   oximes            acetaldehyde oxime, butan-2-one O-methyloxime, cyclohexanone ethyloxime    C=N-OR
 *   hydrazones        benzaldehyde hydrazone, propanal phenylhydrazone, … dimethylhydrazone        C=N-NR2
 *   thiooximes        benzaldehyde S-phenylthiooxime                                               C=N-SR
 *   hydroximoyl halides  benzaldehyde chlorooxime (an aldehyde's CHO only)                           C(Cl)=N-OH
 *   (thio)semicarbazones  propanal semicarbazone, … thiosemicarbazone                              C=N-NH-C(=X)NH2
 *   acetals, ketals   propanal dimethyl acetal, cyclohexanone ethyl methyl ketal, … ethylene ketal  C(OR)(OR')
 *     hemi-           butanal ethyl hemiacetal                                                      C(OR)(OH)
 *     chalcogen       pentanal diethyl dithioacetal, propanal S-ethyl O-methyl monothioacetal,
 *                     cyclohexanone Se-ethyl S-methyl selenothioketal                               C(SR)(OR') …
 * The carbonyl compound is read as any name (index.ts), and the class word then acts on one of its aldehyde or
 * ketone C=O groups (C bonded to no other heteroatom), each in turn through the Chooser: the name is answered only
 * when every choice gives one structure (a symmetric dione's monoxime is; pentane-2,4-dione … is not, unless
 * symmetric). Locanted groups ("1,1-diethyl 4,4-dimethyl diketal", "1,1-dimethyl ketal") are on the carbonyl
 * carbons their locants name, two on each. Groups without their element's letter ("ethyl methyl monothioketal")
 * are placed both ways, so only names that say which group is on which atom, or whose groups are the same, are read.
 */
import { type Chooser, buildSubstituent } from "./builder.ts";
import { multiplied, type PartResult } from "./components.ts";
import { substituentReadings } from "./functional.ts";
import { type Atom, type Graph, NameStructureError } from "./graph.ts";
import type { Substituent } from "./grammar.ts";

/**
 * Acts on the built carbonyl compound (index.ts parseNeutral applies it to every reading and placement);
 * `parentAtoms`: the parent's own atoms are the graph's first ones (builder.ts Built).
 */
export type GraphTransform = (graph: Graph, chooser: Chooser, parentAtoms: number) => void;

type ParseWith = (name: string, transform: GraphTransform) => PartResult;

const newAtom = (element: string, h: number) => ({ element, aromatic: false, charge: 0, isotope: 0, h, labels: [] });

function fail(message: string): never {
  throw new NameStructureError(message);
}

/** [carbon, oxygen] of each aldehyde or ketone group: C=O with the O bound to nothing else, the C to no heteroatom. */
function carbonyls(graph: Graph): [number, number][] {
  const out: [number, number][] = [];
  for (const bond of graph.bonds) {
    if (bond.order !== 2) continue;
    for (const [c, o] of [
      [bond.a, bond.b],
      [bond.b, bond.a],
    ] as [number, number][]) {
      const carbon = graph.atoms[c];
      const oxygen = graph.atoms[o];
      if (carbon?.element !== "C" || carbon.aromatic || carbon.charge !== 0) continue;
      if (oxygen?.element !== "O" || oxygen.charge !== 0 || oxygen.isotope !== 0 || graph.neighbours(o).length !== 1)
        continue;
      const others = graph.neighbours(c).filter((n) => n !== o);
      if (others.some((n) => graph.atoms[n]?.element !== "C")) continue;
      out.push([c, o]);
    }
  }
  return out;
}

/** The C=O groups the class word acts on: `count` of them, each set of distinct groups once. */
function pickCarbonyls(graph: Graph, chooser: Chooser, count: number, what: string): [number, number][] {
  const all = carbonyls(graph);
  if (all.length < count) {
    fail(`"${what}": the name before it has ${all.length} aldehyde or ketone group(s), ${count} needed`);
  }
  const picked: [number, number][] = [];
  let from = 0;
  for (let k = 0; k < count; k++) {
    const options = Array.from({ length: all.length - from - (count - 1 - k) }, (_, j) => from + j);
    const j = chooser.pick(options);
    picked.push(all[j] as [number, number]);
    from = j + 1;
  }
  return picked;
}

/**
 * Builds one substituent reading (chosen in turn) and bonds it to `at` by a single bond. Only groups bound through
 * carbon (alkyl, aryl, acyl): "chlorooxime" is OPSIN's hydroximoyl chloride (C(Cl)=NOH), not an O-chloro oxime.
 */
function attachGroup(graph: Graph, at: number, readings: Substituent[], chooser: Chooser, text: string): void {
  const sub = buildSubstituent(chooser.pick(readings), chooser);
  if (sub.valency !== 1) fail(`"${text}" is not a group with one single bond`);
  if (sub.graph.atoms[sub.atom]?.element !== "C") fail(`"${text}" is not bound through carbon: not read here`);
  const offset = graph.merge(sub.graph);
  graph.spend(at, 1, `"${text}"`);
  graph.bonds.push({ a: at, b: sub.atom + offset, order: 1 });
}

const MULTIPLIER: Record<string, number> = { "": 1, mono: 1, di: 2, tri: 3, tetra: 4 };

/** "oxime", "O-ethyloxime", "ethyloxime", "phenylhydrazone", "dimethylhydrazone", "semicarbazone", "dioxime". */
const NITROGEN_WORD = /^(mono|di|tri|tetra)?(oxime|hydrazone|semicarbazone|thiosemicarbazone)$/;
const SUBSTITUTED_WORD = /^(o-)?(.+?)(oxime|hydrazone)$/;
/** "S-phenylthiooxime": C=N-S-R, the group on the S (a sulfenimine). */
const THIOOXIME_WORD = /^(s-)?(.+)thiooxime$/;
/** "chlorooxime", "chloroxime": an aldehyde's oxime with its CH's H made the halogen (a hydroximoyl halide, C(X)=NOH). */
const HALO_OXIME_WORD = /^(chlor|brom)o?oxime$/;

function nitrogenDerivative(words: string[], parse: ParseWith): PartResult | null {
  const last = (words[words.length - 1] as string).toLowerCase();
  const halo = HALO_OXIME_WORD.exec(last);
  if (halo) return hydroximoylHalide(words, halo[1] === "chlor" ? "Cl" : "Br", parse);
  const thio = THIOOXIME_WORD.exec(last);
  if (thio) return thiooxime(words, thio[2] as string, parse);
  const bare = NITROGEN_WORD.exec(last);
  const substituted = bare ? null : SUBSTITUTED_WORD.exec(last);
  if (!bare && !substituted) return null;
  const kind = (bare?.[2] ?? substituted?.[3]) as string;
  const count = bare ? (MULTIPLIER[bare[1] ?? ""] as number) : 1;
  // The groups on the oxime's O or the hydrazone's terminal N: every way the text splits as a multiplier and a group.
  let groups: { count: number; readings: Substituent[]; text: string }[] = [];
  if (substituted) {
    const text = substituted[2] as string;
    if (substituted[1] && kind !== "oxime") return null;
    for (const [n, rest] of multiplied(text)) {
      const readings = substituentReadings(rest);
      if (readings.length > 0 && n <= (kind === "oxime" ? 1 : 2)) groups.push({ count: n, readings, text: rest });
    }
    if (groups.length === 0) return null;
  } else {
    groups = [{ count: 0, readings: [], text: "" }];
  }
  const what = words[words.length - 1] as string;
  const transform: GraphTransform = (graph, chooser) => {
    const group = chooser.pick(groups);
    for (const [, o] of pickCarbonyls(graph, chooser, count, what)) {
      // The carbonyl O becomes the N of C=N; the rest hangs on it.
      const n = graph.atoms[o] as Atom;
      n.element = "N";
      if (kind === "oxime") {
        const oxygen = graph.addAtom(newAtom("O", 1));
        graph.bonds.push({ a: o, b: oxygen, order: 1 });
        for (let k = 0; k < group.count; k++) attachGroup(graph, oxygen, group.readings, chooser, group.text);
      } else if (kind === "hydrazone") {
        const terminal = graph.addAtom(newAtom("N", 2));
        graph.bonds.push({ a: o, b: terminal, order: 1 });
        for (let k = 0; k < group.count; k++) attachGroup(graph, terminal, group.readings, chooser, group.text);
      } else {
        // Semicarbazide H2N-NH-C(=O)-NH2, bound through N1: C=N-NH-C(=X)-NH2.
        const n2 = graph.addAtom(newAtom("N", 1));
        const carbon = graph.addAtom(newAtom("C", 0));
        const x = graph.addAtom(newAtom(kind === "thiosemicarbazone" ? "S" : "O", 0));
        const n4 = graph.addAtom(newAtom("N", 2));
        graph.bonds.push(
          { a: o, b: n2, order: 1 },
          { a: n2, b: carbon, order: 1 },
          { a: carbon, b: x, order: 2 },
          { a: carbon, b: n4, order: 1 },
        );
      }
    }
  };
  return parse(words.slice(0, -1).join(" "), transform);
}

/** "benzaldehyde chlorooxime": the aldehyde's C=O made C(X)=N-OH. A ketone's C has no H to give: refused. */
function hydroximoylHalide(words: string[], halogen: string, parse: ParseWith): PartResult {
  const what = words[words.length - 1] as string;
  const transform: GraphTransform = (graph, chooser) => {
    const [[c, o]] = pickCarbonyls(graph, chooser, 1, what) as [[number, number]];
    if ((graph.atoms[c]?.h ?? 0) < 1) fail(`"${what}" is read on an aldehyde's CHO; this is a ketone's C=O`);
    (graph.atoms[o] as Atom).element = "N";
    const oxygen = graph.addAtom(newAtom("O", 1));
    graph.bonds.push({ a: o, b: oxygen, order: 1 });
    graph.spend(c, 1, `"${what}"`);
    graph.bonds.push({ a: c, b: graph.addAtom(newAtom(halogen, 0)), order: 1 });
  };
  return parse(words.slice(0, -1).join(" "), transform);
}

/** "benzaldehyde S-phenylthiooxime": C=N-S-R, one group on the S (read as the oxime's group on its O is). */
function thiooxime(words: string[], text: string, parse: ParseWith): PartResult | null {
  const group = /^\((.+)\)$/.exec(text)?.[1] ?? text;
  const readings = substituentReadings(group);
  if (readings.length === 0) return null;
  const what = words[words.length - 1] as string;
  const transform: GraphTransform = (graph, chooser) => {
    const [[, o]] = pickCarbonyls(graph, chooser, 1, what) as [[number, number]];
    (graph.atoms[o] as Atom).element = "N";
    const sulfur = graph.addAtom(newAtom("S", 1));
    graph.bonds.push({ a: o, b: sulfur, order: 1 });
    attachGroup(graph, sulfur, readings, chooser, group);
  };
  return parse(words.slice(0, -1).join(" "), transform);
}

/** "acetal", "hemiketal", "dithioacetal", "monothioketal", "selenothioketal", "monoselenohemiacetal" … */
const ACETAL_WORD = /^(mono|di)?(thio|seleno|telluro)?(thio|seleno|telluro)?(hemi)?(acetal|ketal)$/;
const CHALCOGEN: Record<string, string> = { thio: "S", seleno: "Se", telluro: "Te" };
const BRIDGES: Record<string, number> = { ethylene: 2, trimethylene: 3 };

/** A group of an acetal's words: its element letter ("S-ethyl"), the group, or a bridge over both atoms (ethylene). */
interface AcetalGroup {
  element: string | null;
  text: string;
  bridge?: number;
}

function acetalGroups(words: string[]): AcetalGroup[][] | null {
  // "dimethyl": two of one group; "ethyl methyl", "S-ethyl O-methyl": one each; "ethylene": one bridge.
  const options: AcetalGroup[][] = [];
  const one = (word: string): AcetalGroup | null => {
    const m = /^(O|S|Se|Te)-(.+)$/.exec(word);
    const text = m ? (m[2] as string) : word;
    if (/^\d/.test(text)) return null; // "1-ethyl 1,4,4-trimethyl": locantedKetal's
    return { element: m ? (m[1] as string) : null, text };
  };
  if (words.length === 1) {
    const word = words[0] as string;
    if (BRIDGES[word.toLowerCase()] !== undefined) {
      return [[{ element: null, text: word, bridge: BRIDGES[word.toLowerCase()] as number }]];
    }
    const single = one(word);
    if (single) options.push([single]);
    if (!/^(O|S|Se|Te)-/.test(word)) {
      for (const [n, rest] of multiplied(word)) {
        const group = one(rest);
        if (n === 2 && group) options.push([group, group]);
      }
    }
  } else if (words.length === 2) {
    const a = one(words[0] as string);
    const b = one(words[1] as string);
    if (a && b) options.push([a, b]);
  }
  return options.length > 0 ? options : null;
}

function acetal(words: string[], parse: ParseWith): PartResult | null {
  const last = words[words.length - 1] as string;
  // "mercaptal": the older name of a dithioacetal (and ketal).
  const m = ACETAL_WORD.exec(last.toLowerCase() === "mercaptal" ? "dithioacetal" : last.toLowerCase());
  if (!m || words.length < 3) return null;
  const [, mult, first, second, hemi] = m;
  // "1,1-diethyl 4,4-dimethyl diketal", "1,1-dimethyl ketal": locanted groups on the carbonyl carbons they name.
  const locanted = words.length > 2 && words.slice(1, -1).every((w) => LOCANTED_GROUP.test(w));
  if (locanted && !first && !hemi) return locantedKetal(words, mult === "di" ? 2 : 1, parse);
  // The two chalcogen atoms on the former carbonyl C: "dithio" both S, "monothio" (or "thio") one S and one O,
  // "selenothio" one Se and one S.
  let elements: [string, string];
  if (mult === "di") {
    if (!first || second) return null;
    elements = [CHALCOGEN[first] as string, CHALCOGEN[first] as string];
  } else if (first && second) {
    if (mult) return null;
    elements = [CHALCOGEN[first] as string, CHALCOGEN[second] as string];
  } else if (first) {
    elements = [CHALCOGEN[first] as string, "O"];
  } else {
    if (mult) return null;
    elements = ["O", "O"];
  }
  const options = acetalGroups(words.slice(1, -1));
  if (!options) return null;
  const wanted = hemi ? 1 : 2;
  const fitting = options.filter((groups) => groups.some((g) => g.bridge) || groups.length === wanted);
  if (fitting.length === 0) return null;
  if (hemi && fitting.some((groups) => groups.some((g) => g.bridge))) return null;
  const readings = new Map<string, Substituent[]>();
  for (const groups of fitting) {
    for (const g of groups) {
      if (!g.bridge && !readings.has(g.text)) readings.set(g.text, substituentReadings(g.text));
    }
  }
  if (fitting.every((groups) => groups.some((g) => !g.bridge && (readings.get(g.text)?.length ?? 0) === 0))) {
    return null;
  }
  const transform: GraphTransform = (graph, chooser) => {
    const groups = chooser.pick(fitting);
    const [[c, o]] = pickCarbonyls(graph, chooser, 1, last) as [[number, number]];
    // The C=O becomes C-X1 and a second atom X2 on C: both chalcogens single-bonded, each with one H to give.
    const bond = graph.bonds.find((b) => (b.a === c && b.b === o) || (b.a === o && b.b === c));
    if (!bond) fail(`"${last}": no C=O bond`);
    bond.order = 1;
    const x1 = graph.atoms[o] as Atom;
    x1.h = 1;
    const x2 = graph.addAtom(newAtom("O", 1));
    graph.bonds.push({ a: c, b: x2, order: 1 });
    // Which element is which: elements[0] on the first atom, or swapped (tried both, unless the elements agree).
    const swap = elements[0] !== elements[1] ? chooser.pick([false, true]) : false;
    const atomsOf: [number, number] = swap ? [x2, o] : [o, x2];
    (graph.atoms[atomsOf[0]] as Atom).element = elements[0];
    (graph.atoms[atomsOf[1]] as Atom).element = elements[1];
    const bridge = groups.find((g) => g.bridge);
    if (bridge) {
      // "ethylene acetal": -CH2-CH2- from one chalcogen to the other (a 1,3-dioxolane).
      let previous = atomsOf[0];
      graph.spend(previous, 1, `"${bridge.text}"`);
      for (let k = 0; k < (bridge.bridge as number); k++) {
        const carbon = graph.addAtom(newAtom("C", 2));
        graph.bonds.push({ a: previous, b: carbon, order: 1 });
        previous = carbon;
      }
      graph.spend(atomsOf[1], 1, `"${bridge.text}"`);
      graph.bonds.push({ a: previous, b: atomsOf[1], order: 1 });
      return;
    }
    // Each group on the atom its letter names, or (no letter) on either free atom in turn.
    const free = [...atomsOf];
    const lettered = groups.filter((g) => g.element !== null);
    const unlettered = groups.filter((g) => g.element === null);
    for (const g of lettered) {
      const k = free.findIndex((a) => graph.atoms[a]?.element === g.element);
      if (k < 0) fail(`"${g.element}-${g.text}": the ${last} has no free ${g.element} atom`);
      const at = free.splice(k, 1)[0] as number;
      attachGroup(graph, at, readings.get(g.text) ?? [], chooser, g.text);
    }
    for (const g of unlettered) {
      const at = free.splice(chooser.pick(free.map((_, k) => k)), 1)[0] as number;
      attachGroup(graph, at, readings.get(g.text) ?? [], chooser, g.text);
    }
  };
  return parse(words[0] as string, transform);
}

/** "1-ethyl", "1,4,4-trimethyl": a diketal's group word, its locants the carbonyl carbons each copy is on. */
const LOCANTED_GROUP = /^(\d+(?:,\d+)*)-(.+)$/;

/**
 * "cyclohexane-1,4-dione 1-ethyl 1,4,4-trimethyl diketal": `carbons` C=O groups (both of a dione's for a diketal,
 * one for "1,1-dimethyl ketal") made C(OR)(OR'), each group word's locants naming the carbonyl carbon (in the
 * carbonyl compound's numbering) each copy's O is on: two on each. Null when a word's multiplier does not match its
 * locants (OPSIN reads no unlocanted diketal; an unlocanted ketal is acetal's).
 */
function locantedKetal(words: string[], carbons: number, parse: ParseWith): PartResult | null {
  const last = words[words.length - 1] as string;
  const placements: { locant: string; readings: Substituent[]; text: string }[] = [];
  for (const word of words.slice(1, -1)) {
    const m = LOCANTED_GROUP.exec(word);
    if (!m) return null;
    const locants = (m[1] as string).split(",");
    const readings = multiplied(m[2] as string).flatMap(([n, rest]) =>
      n === locants.length ? [{ rest, readings: substituentReadings(rest) }] : [],
    );
    const group = readings.find((r) => r.readings.length > 0);
    if (!group) return null;
    for (const locant of locants) placements.push({ locant, readings: group.readings, text: group.rest });
  }
  const perCarbon = new Map<string, number>();
  for (const p of placements) perCarbon.set(p.locant, (perCarbon.get(p.locant) ?? 0) + 1);
  if (perCarbon.size !== carbons || [...perCarbon.values()].some((n) => n !== 2)) {
    const message = `"${last}": each of ${carbons} carbonyl carbon(s) takes two groups`;
    return { ok: false, reason: "invalid", message };
  }
  const transform: GraphTransform = (graph, chooser) => {
    const groups = carbonyls(graph);
    const free = new Map<string, number[]>();
    for (const locant of perCarbon.keys()) {
      const at = groups.filter(([c]) => graph.atoms[c]?.labels.includes(locant));
      if (at.length !== 1)
        fail(`"${last}": locant ${locant} is not one aldehyde or ketone carbon of the name before it`);
      const [c, o] = at[0] as [number, number];
      // The C=O becomes C-O and a second O on C, each O with one H for its group.
      const bond = graph.bonds.find((b) => (b.a === c && b.b === o) || (b.a === o && b.b === c));
      if (!bond) fail(`"${last}": no C=O bond`);
      bond.order = 1;
      (graph.atoms[o] as Atom).h = 1;
      const second = graph.addAtom(newAtom("O", 1));
      graph.bonds.push({ a: c, b: second, order: 1 });
      free.set(locant, [o, second]);
    }
    for (const p of placements) {
      const at = (free.get(p.locant) as number[]).shift() as number;
      attachGroup(graph, at, p.readings, chooser, p.text);
    }
  };
  return parse(words[0] as string, transform);
}

/**
 * Reads "<aldehyde or ketone> <class word>" (the groups' words between, for acetals); null when the last word is
 * none of these class words, so the name is something else.
 */
export function readCarbonylDerivative(whole: string, parse: ParseWith): PartResult | null {
  const words = whole.split(" ");
  if (words.length < 2) return null;
  return nitrogenDerivative(words, parse) ?? acetal(words, parse);
}
