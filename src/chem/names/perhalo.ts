/**
 * "perfluoro", "perchloro", "perbromo", "periodo" before a whole name (IUPAC P-61.3.3: every hydrogen replaced by
 * the halogen): "perfluorohexane", "perfluorooctanoic acid" (the acid's OH kept, as OPSIN keeps it), "perfluoro-
 * toluene", "perchloroethene", "perfluoro(methylcyclohexane)". Every C-H becomes C-X; a name that would leave an
 * N-H, S-H or P-H is refused (OPSIN replaces a ring's NH but keeps an amide's NH2: no one rule).
 *
 * Where the name goes on with a substituent before its parent, unbracketed ("perfluorohexyloctane"), "per…" may cover
 * the whole name (OPSIN's reading: C14F30) or its first group only (the structure OPSIN's own test file expects:
 * 1-(perfluorohexyl)octane): refused as ambiguous. In brackets the whole is meant.
 *
 * In a substituent's brackets, "per…" before a bare group of carbons is that group's: "(perfluorohexyl)ethene",
 * "2-(perfluorohexyl)ethanol", "1-(perfluorohexyl)octane" (registered with the grammar as a bracket's group).
 */
import { Chooser, buildSubstituent } from "./builder.ts";
import type { GraphTransform } from "./carbonyl-derivatives.ts";
import type { PartResult } from "./components.ts";
import { type BracketGroup, GrammarBudgetExceeded, NameGrammar, readBracketGroupsWith } from "./grammar.ts";
import { type Graph, NameStructureError } from "./graph.ts";

type ParseWith = (name: string, transform: GraphTransform) => PartResult;

const PERHALO = /^per(fluoro|chloro|bromo|iodo)(.+)$/i;
const HALOGEN: Record<string, string> = { fluoro: "F", chloro: "Cl", bromo: "Br", iodo: "I" };

/** Whether every reading of `rest` is one substitutive word with no prefix (null: the grammar reads none). */
function bare(rest: string): boolean | null {
  try {
    const readings = new NameGrammar(rest).readings();
    if (readings.length === 0) return null;
    return readings.every((r) => r.kind === "substitutive" && r.word.prefixes.length === 0);
  } catch (error) {
    if (error instanceof GrammarBudgetExceeded) return null;
    throw error;
  }
}

/** Every hydrogen on carbon replaced by the halogen; refused where another atom than O keeps one. */
function perhalogenate(element: string, what: string): GraphTransform {
  return (graph: Graph, _chooser: Chooser) => {
    const atoms = graph.atoms.length;
    for (let i = 0; i < atoms; i++) {
      const atom = graph.atoms[i];
      if (!atom || atom.h === 0) continue;
      if (atom.element !== "C") {
        if (atom.element === "O") continue;
        throw new NameStructureError(`"${what}" before a name with an ${atom.element}-H is not read`);
      }
      for (; atom.h > 0; atom.h--) {
        const x = graph.addAtom({ element, aromatic: false, charge: 0, isotope: 0, h: 0, labels: [] });
        graph.bonds.push({ a: i, b: x, order: 1 });
      }
    }
  };
}

/** Null when the name does not start with "perfluoro" and the like. */
export function readPerhalo(whole: string, parseWith: ParseWith): PartResult | null {
  const m = PERHALO.exec(whole);
  if (!m) return null;
  const what = `per${(m[1] as string).toLowerCase()}`;
  const written = m[2] as string;
  const inner = /^\((.+)\)$/.exec(written)?.[1];
  const rest = inner ?? written;
  if (inner === undefined) {
    const isBare = bare(rest);
    if (isBare === null) return null;
    if (!isBare) {
      return {
        ok: false,
        reason: "ambiguous",
        message: `"${what}" before "${rest}" may cover the whole name or only its first group: write it in brackets`,
      };
    }
  }
  return parseWith(rest, perhalogenate(HALOGEN[(m[1] as string).toLowerCase()] as string, what));
}

/**
 * "(perfluorohexyl)", "(perchlorophenyl)": a bare group of carbons (an alkyl or aryl with no prefixes) built with every
 * C-H replaced; the group's one reading only, null for anything else.
 */
function perhaloGroup(text: string): BracketGroup | null {
  const m = PERHALO.exec(text);
  if (!m) return null;
  const rest = m[2] as string;
  try {
    const grammar = new NameGrammar(rest);
    const readings = grammar.substituent(0).filter(([, end]) => end === rest.length);
    if (readings.length !== 1) return null;
    const [substituent] = readings[0] as (typeof readings)[number];
    if (substituent.kind !== "simple" && !(substituent.kind === "word" && substituent.word.prefixes.length === 0)) {
      return null;
    }
    const chooser = new Chooser();
    chooser.begin();
    const built = buildSubstituent(substituent, chooser);
    // A group whose build needed a choice (where its attachment is) is left unread.
    if (chooser.advance() || built.valency !== 1) return null;
    if (!built.graph.atoms.every((a) => a.element === "C")) return null;
    perhalogenate(HALOGEN[(m[1] as string).toLowerCase()] as string, `per${m[1]}`)(
      built.graph,
      chooser,
      built.graph.atoms.length,
    );
    for (const atom of built.graph.atoms) atom.labels = [];
    return { graph: built.graph, atom: built.atom, name: text };
  } catch (error) {
    if (error instanceof NameStructureError || error instanceof GrammarBudgetExceeded) return null;
    throw error;
  }
}

readBracketGroupsWith(perhaloGroup);
