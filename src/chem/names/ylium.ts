/**
 * Cations named by "-ylium" on a substituent group (IUPAC P-73.2.2.1: the group's free valence becomes a positive
 * charge): "pentanylium" [CH2+]CCCC, "acetylium" C[C+]=O (an acylium ion), "cyclohexanecarbonylium",
 * "ethenesulfinylium" C=C[S+]=O. The group is read by the grammar as any one-attachment substituent (functional.ts);
 * a group with several free valences ("pentanedioylium", "glutarylium", "pyridine-2,6-dicarbonylium") takes a charge
 * on each (P-73.2.2.2), every reading and placement built as everywhere else.
 */
import type { PartResult } from "./components.ts";
import { buildClass, buildSeveralOuts, type Join } from "./functional.ts";
import { type Graph, NameStructureError } from "./graph.ts";

/** Null when the name is no "-ylium" name or its group is not read. */
export function readYlium(whole: string): PartResult | null {
  const m = /^(.+yl)ium$/i.exec(whole);
  if (!m || whole.includes(" ")) return null;
  const group = m[1] as string;
  const join: Join = (graph, [at]) => charge(graph, at as number, whole);
  const one = buildClass([[group]], { slots: 1, join }, false);
  if (one?.ok || one?.reason === "ambiguous") return one;
  // A group with several free valences: a charge on each.
  return buildSeveralOuts(group, null, (graph, at) => charge(graph, at, whole)) ?? one;
}

function charge(graph: Graph, at: number, whole: string): void {
  const atom = graph.atoms[at];
  if (atom?.charge !== 0) throw new NameStructureError(`"${whole}": the group's atom cannot take the charge`);
  atom.charge = 1;
}
