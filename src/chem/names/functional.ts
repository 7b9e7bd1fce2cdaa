/**
 * Functional class names (IUPAC P-14.2, P-65.5.3 …): one or two substituent groups (read by the grammar as
 * "yl" words, built by the builder) joined by the class word's group:
 *   acid halides and pseudohalides, and alkyl halides   acetyl chloride, benzoyl bromide, methyl iodide, ethyl cyanide
 *     with a multiplied class word, one per free valence   glutaryl dichloride, benzene-1,4-dicarbonyl dichloride
 *   alcohols                                             benzyl alcohol, ethyl alcohol
 *   ethers, sulfides, sulfoxides, sulfones, ketones      diethyl ether, ethyl methyl ketone, dimethyl sulfoxide
 *   di-, tri- and tetrasulfides (a chain of S)           dimethyl disulfide, bis(3-triethoxysilylpropyl) tetrasulfide
 *   anhydrides of monocarboxylic acids                   acetic anhydride, acetic propanoic anhydride
 * As everywhere in the parser, every reading and every placement is built and the name is answered only if they all
 * give one structure. An anhydride's acids must each have one acid group, or one dicarboxylic acid be named alone
 * ("succinic anhydride", its cyclic anhydride: diacid-anhydrides.ts), or one of each ("acetic succinic anhydride").
 */
import { Chooser, buildSubstituent, buildWord } from "./builder.ts";
import { canonicalOf, chargeOf, multiplied, type PartResult } from "./components.ts";
import { cyclicAnhydride, mixedAnhydride } from "./diacid-anhydrides.ts";
import { Graph, NameStructureError } from "./graph.ts";
import { GrammarBudgetExceeded, NameGrammar, type Substituent, type Word } from "./grammar.ts";

export type Join = (graph: Graph, atoms: number[]) => void;

const atom = (element: string, h: number) => ({ element, aromatic: false, charge: 0, isotope: 0, h, labels: [] });

/** One group X bonded to the substituent: R-X. */
function terminal(element: string, h: number, extra?: (graph: Graph, x: number) => void): Join {
  return (graph, [r]) => {
    const x = graph.addAtom(atom(element, h));
    graph.bonds.push({ a: r as number, b: x, order: 1 });
    extra?.(graph, x);
  };
}

/** A bridge between two substituents: R-X-R'. */
function bridge(element: string, oxygens: number): Join {
  return (graph, [r1, r2]) => {
    const x = graph.addAtom(atom(element, 0));
    graph.bonds.push({ a: r1 as number, b: x, order: 1 }, { a: r2 as number, b: x, order: 1 });
    for (let k = 0; k < oxygens; k++) graph.bonds.push({ a: x, b: graph.addAtom(atom("O", 0)), order: 2 });
  };
}

/** A chain of `count` sulfur atoms between two substituents: R-S-S-R' (disulfide) and longer. */
function sulfurChain(count: number): Join {
  return (graph, [r1, r2]) => {
    let previous = r1 as number;
    for (let k = 0; k < count; k++) {
      const s = graph.addAtom(atom("S", 0));
      graph.bonds.push({ a: previous, b: s, order: 1 });
      previous = s;
    }
    graph.bonds.push({ a: previous, b: r2 as number, order: 1 });
  };
}

const CLASSES: Record<string, { slots: 1 | 2; join: Join }> = {
  fluoride: { slots: 1, join: terminal("F", 0) },
  chloride: { slots: 1, join: terminal("Cl", 0) },
  bromide: { slots: 1, join: terminal("Br", 0) },
  iodide: { slots: 1, join: terminal("I", 0) },
  cyanide: {
    slots: 1,
    join: terminal("C", 0, (graph, c) => {
      graph.bonds.push({ a: c, b: graph.addAtom(atom("N", 0)), order: 3 });
    }),
  },
  alcohol: { slots: 1, join: terminal("O", 1) },
  ether: { slots: 2, join: bridge("O", 0) },
  sulfide: { slots: 2, join: bridge("S", 0) },
  disulfide: { slots: 2, join: sulfurChain(2) },
  trisulfide: { slots: 2, join: sulfurChain(3) },
  tetrasulfide: { slots: 2, join: sulfurChain(4) },
  sulfoxide: { slots: 2, join: bridge("S", 1) },
  sulfone: { slots: 2, join: bridge("S", 2) },
  ketone: { slots: 2, join: bridge("C", 1) },
  anhydride: { slots: 2, join: bridge("O", 0) },
};

/** Every reading of `text` as one substituent with one attachment ("ethyl", "(2-chloroethyl)", "benzoyl"). */
export function substituentReadings(text: string): Substituent[] {
  const grammar = new NameGrammar(text);
  const out: Substituent[] = [];
  for (const [s, end] of grammar.substituent(0)) if (end === text.length) out.push(s);
  for (const [word, end] of grammar.word(0, true)) {
    if (end === text.length && word.prefixes.length > 0) out.push({ kind: "word", word, name: text });
  }
  return out;
}

function refuse(reason: "unreadable" | "ambiguous" | "invalid" | "unsupported", message: string): PartResult {
  return { ok: false, reason, message };
}

/** The carbonyl carbon of an acyl group: its attachment atom has a double bond to O. */
function isAcyl(graph: Graph, at: number): boolean {
  if (graph.atoms[at]?.element !== "C") return false;
  return graph.bonds.some(
    (b) => b.order === 2 && (b.a === at || b.b === at) && graph.atoms[b.a === at ? b.b : b.a]?.element === "O",
  );
}

/**
 * Reads "<group(s)> <class word>"; null when the last word is no class word (or the groups are no substituents, so
 * the name is something else). `parse` reads a whole name (used to count an anhydride's acid groups).
 */
export function readFunctionalClass(whole: string, parse: (name: string) => PartResult): PartResult | null {
  const words = whole.split(" ");
  const classWord = words.pop() as string;
  // "glutaryl dichloride", "ethylene dichloride": one group with a free valence for each copy of a one-slot class word.
  if (words.length === 1 && !CLASSES[classWord]) {
    for (const [count, rest] of multiplied(classWord)) {
      const one = CLASSES[rest];
      if (count < 2 || one?.slots !== 1) continue;
      return buildSeveralOuts(words[0] as string, count, (graph, at) => one.join(graph, [at]));
    }
  }
  const rule = CLASSES[classWord];
  if (!rule || words.length === 0 || words.length > 2) return null;
  const anhydride = classWord === "anhydride";
  // The groups' texts, slot by slot: "diethyl" gives two of "ethyl"; an anhydride's "acetic" is the acyl "acetyl".
  const options: string[][] = [];
  if (words.length === 2) options.push(words);
  if (words.length === 1) {
    for (const [count, rest] of multiplied(words[0] as string)) {
      if (count === rule.slots) options.push(Array.from({ length: count }, () => rest));
    }
    if (rule.slots === 2 && anhydride) options.push([words[0] as string, words[0] as string]);
    // The older "ethyl ether" (diethyl ether): one group named for an ether's two, the same on both sides. After a
    // multiplier only beside a multiplied reading, so both are built: "dichloromethyl ether" (two ClCH2, or two
    // Cl2CH?) is refused; "di(4-chlorophenyl)methyl ether", no reading of two groups, stays unread.
    const word = words[0] as string;
    const multiplier = /^(?:di|tri|tetra|bis|tris)/.test(word);
    const twoGroups = () =>
      multiplied(word).some(([count, rest]) => count === 2 && substituentReadings(rest).length > 0);
    if (classWord === "ether" && (!multiplier || twoGroups())) {
      options.push([word, word]);
    }
  }
  if (anhydride && words.length === 2) {
    // "acetic succinic anhydride": a monocarboxylic and a dicarboxylic acid (diacid-anhydrides.ts mixedAnhydride).
    const anions = words.map((w) => ({
      acid: w,
      anion: parse(w.replace(/carboxylic$/, "carboxylate").replace(/ic$/, "ate")),
    }));
    const [x, y] = anions;
    if (x?.anion.ok && y?.anion.ok && /(?:ic|carboxylic)$/.test(x.acid) && /(?:ic|carboxylic)$/.test(y.acid)) {
      const charges = [chargeOf(x.anion.smiles), chargeOf(y.anion.smiles)];
      if (charges[0] === -1 && charges[1] === -2) return mixedAnhydride(y.acid, y.anion.smiles, x.acid, x.anion.smiles);
      if (charges[0] === -2 && charges[1] === -1) return mixedAnhydride(x.acid, x.anion.smiles, y.acid, y.anion.smiles);
    }
  }
  if (anhydride) {
    for (const texts of options) {
      for (const acid of texts) {
        if (!/(?:ic|carboxylic)$/.test(acid))
          return refuse("unsupported", `"${acid}" is not an acid's adjective (…ic)`);
        const anion = parse(acid.replace(/carboxylic$/, "carboxylate").replace(/ic$/, "ate"));
        if (!anion.ok) return refuse(anion.reason, `the acid "${acid} acid": ${anion.message}`);
        // "succinic anhydride": one dicarboxylic acid named alone is its cyclic anhydride (diacid-anhydrides.ts).
        if (words.length === 1 && chargeOf(anion.smiles) === -2) return cyclicAnhydride(acid, anion.smiles);
        if (chargeOf(anion.smiles) !== -1) {
          return refuse("unsupported", `"${acid} acid" has more than one acid group: its anhydride is not read yet`);
        }
      }
    }
  }
  const slotTexts = options.map((texts) =>
    anhydride ? texts.map((t) => t.replace(/carboxylic$/, "carbonyl").replace(/ic$/, "yl")) : texts,
  );
  return buildClass(slotTexts, rule, anhydride);
}

/** An alkoxide anion: "methoxide", "tert-butoxide" = the alkoxy group's O as O- ("sodium methoxide"). */
export function readAlkoxide(text: string): PartResult | null {
  const m = /^(.+)oxide$/.exec(text.toLowerCase());
  if (!m) return null;
  const join: Join = (graph, [o]) => {
    const atom = graph.atoms[o as number];
    if (atom?.element !== "O") throw new NameStructureError(`"${text}" is no alkoxide`);
    atom.charge = -1;
  };
  return buildClass([[`${m[1]}oxy`]], { slots: 1, join }, false);
}

/**
 * The distinct structures the placements of one name give, and the first reason a placement gave none: the name is
 * answered only when exactly one structure comes out (buildClass, buildSeveralOuts).
 */
class PlacedStructures {
  private readonly structures = new Set<string>();
  private firstError: string | undefined;

  /** More than one structure seen: no further placement can change the verdict. */
  get ambiguous(): boolean {
    return this.structures.size > 1;
  }

  /** Records the structure a placement built, or why RDKit did not read it. */
  addGraph(graph: Graph): void {
    const read = canonicalOf(graph.toSmiles());
    if ("reason" in read) this.firstError ??= `the structure is not valid (${read.reason})`;
    else this.structures.add(read.smiles);
  }

  /** Records why a placement could not be built. */
  failed(error: NameStructureError): void {
    this.firstError ??= error.message;
  }

  /** The one structure, or the refusal: ambiguous (`ambiguousNote` after the two examples) or invalid. */
  verdict(ambiguousNote: string): PartResult {
    if (this.structures.size === 1) return { ok: true, smiles: [...this.structures][0] as string };
    if (this.structures.size > 1) {
      const [a, b] = [...this.structures];
      return refuse("ambiguous", `the name fits more than one structure (for example ${a} and ${b})${ambiguousNote}`);
    }
    return refuse("invalid", this.firstError ?? "the name describes no valid structure");
  }
}

/** Builds every reading and placement of the slot texts joined by the rule; null when no slot text is read. */
export function buildClass(
  options: string[][],
  rule: { slots: 1 | 2; join: Join },
  anhydride: boolean,
): PartResult | null {
  const slotReadings = substituentReadings;
  const placed = new PlacedStructures();
  let tried = 0;
  try {
    for (const texts of options) {
      if (texts.length !== rule.slots) continue;
      const readings = texts.map(slotReadings);
      if (readings.some((r) => r.length === 0)) continue;
      // Every combination of one reading per slot.
      const combos: Substituent[][] = [[]];
      for (const list of readings) {
        const next: Substituent[][] = [];
        for (const combo of combos) for (const r of list) next.push([...combo, r]);
        combos.splice(0, combos.length, ...next);
      }
      for (const combo of combos) {
        const chooser = new Chooser();
        do {
          if (++tried > 2000)
            return refuse("ambiguous", "the name leaves too many positions open to check every placement");
          chooser.begin();
          try {
            const graph = new Graph();
            const atoms: number[] = [];
            for (const sub of combo) {
              const built = buildSubstituent(sub, chooser);
              if (built.valency !== 1) throw new NameStructureError(`"${sub.name}" must be bonded by a single bond`);
              const offset = graph.merge(built.graph);
              atoms.push(built.atom + offset);
            }
            if (anhydride && !atoms.every((a) => isAcyl(graph, a))) {
              throw new NameStructureError("an anhydride is made of acyl groups");
            }
            rule.join(graph, atoms);
            placed.addGraph(graph);
          } catch (error) {
            if (!(error instanceof NameStructureError)) throw error;
            placed.failed(error);
          }
          if (placed.ambiguous) break;
        } while (chooser.advance());
      }
    }
  } catch (error) {
    if (error instanceof GrammarBudgetExceeded)
      return refuse("unsupported", "the name has too many possible readings to check them all");
    throw error;
  }
  if (tried === 0) return null;
  return placed.verdict(": a locant that matters is missing");
}

/**
 * Builds every reading and placement of `group` read with several free valences ("pentanedioyl", "ethylene",
 * "pyridine-2,6-dicarbonyl"), `join` acting on each (a single bond each): exactly `count` of them, or any number from
 * two when null. Null when the group is not read so.
 */
export function buildSeveralOuts(
  group: string,
  count: number | null,
  join: (graph: Graph, atom: number) => void,
): PartResult | null {
  let words: Word[];
  try {
    words = new NameGrammar(group, { manyOuts: true })
      .word(0, true)
      .filter(([, end]) => end === group.length)
      .map(([w]) => w);
  } catch (error) {
    if (error instanceof GrammarBudgetExceeded) return null;
    throw error;
  }
  const placed = new PlacedStructures();
  let tried = 0;
  for (const word of words) {
    const chooser = new Chooser();
    do {
      if (++tried > 2000) return refuse("ambiguous", "the name leaves too many positions open to check");
      chooser.begin();
      try {
        const built = buildWord(word, chooser);
        const outs = built.outs.length;
        if (count === null ? outs < 2 : outs !== count) {
          throw new NameStructureError(`"${group}" has ${outs} free valence(s), ${count ?? "two or more"} needed`);
        }
        for (const out of built.outs) {
          if (out.valency !== 1) throw new NameStructureError(`"${group}": a double free valence is not read here`);
          join(built.graph, out.atom);
        }
        placed.addGraph(built.graph);
      } catch (error) {
        if (!(error instanceof NameStructureError)) throw error;
        placed.failed(error);
      }
      if (placed.ambiguous) break;
    } while (chooser.advance());
  }
  if (tried === 0) return null;
  return placed.verdict("");
}
