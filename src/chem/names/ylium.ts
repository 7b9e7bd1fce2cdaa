/**
 * Cations named by "-ylium" on a substituent group (IUPAC P-73.2.2.1: the group's free valence becomes a positive
 * charge): "pentanylium" [CH2+]CCCC, "acetylium" C[C+]=O (an acylium ion), "cyclohexanecarbonylium",
 * "ethenesulfinylium" C=C[S+]=O. The group is read by the grammar as any one-attachment substituent (functional.ts);
 * a group with several free valences ("pentanedioylium", "glutarylium", "pyridine-2,6-dicarbonylium") takes a charge
 * on each (P-73.2.2.2), every reading and placement built as everywhere else.
 */
import { Chooser, buildWord } from "./builder.ts";
import { canonicalOf, type PartResult } from "./components.ts";
import { buildClass, type Join } from "./functional.ts";
import { GrammarBudgetExceeded, NameGrammar, type Word } from "./grammar.ts";
import { type Graph, NameStructureError } from "./graph.ts";

/** Null when the name is no "-ylium" name or its group is not read. */
export function readYlium(whole: string): PartResult | null {
  const m = /^(.+yl)ium$/i.exec(whole);
  if (!m || whole.includes(" ")) return null;
  const group = m[1] as string;
  const join: Join = (graph, [at]) => charge(graph, at as number, whole);
  const one = buildClass([[group]], { slots: 1, join }, false);
  if (one?.ok || one?.reason === "ambiguous") return one;
  return severalCharges(group, whole) ?? one;
}

function charge(graph: Graph, at: number, whole: string): void {
  const atom = graph.atoms[at];
  if (atom?.charge !== 0) throw new NameStructureError(`"${whole}": the group's atom cannot take the charge`);
  atom.charge = 1;
}

/** The group read with two or more free valences, each a single bond made a positive charge; null when none is read. */
function severalCharges(group: string, whole: string): PartResult | null {
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
  const structures = new Set<string>();
  let firstError: string | undefined;
  let tried = 0;
  for (const word of words) {
    const chooser = new Chooser();
    do {
      if (++tried > 2000) {
        return { ok: false, reason: "ambiguous", message: "the name leaves too many positions open to check" };
      }
      chooser.begin();
      try {
        const built = buildWord(word, chooser);
        if (built.outs.length < 2) throw new NameStructureError(`"${group}" has one free valence`);
        for (const out of built.outs) {
          if (out.valency !== 1) throw new NameStructureError(`"${group}": a double free valence takes no charge here`);
          charge(built.graph, out.atom, whole);
        }
        const read = canonicalOf(built.graph.toSmiles());
        if ("reason" in read) firstError ??= `the structure is not valid (${read.reason})`;
        else structures.add(read.smiles);
      } catch (error) {
        if (!(error instanceof NameStructureError)) throw error;
        firstError ??= error.message;
      }
      if (structures.size > 1) break;
    } while (chooser.advance());
  }
  if (tried === 0) return null;
  if (structures.size === 1) return { ok: true, smiles: [...structures][0] as string };
  if (structures.size > 1) {
    const [a, b] = [...structures];
    return {
      ok: false,
      reason: "ambiguous",
      message: `the name fits more than one structure (for example ${a} and ${b})`,
    };
  }
  return { ok: false, reason: "invalid", message: firstError ?? "the name describes no valid structure" };
}
