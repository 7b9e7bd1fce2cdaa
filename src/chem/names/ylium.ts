/**
 * Cations named by "-ylium" on a substituent group (IUPAC P-73.2.2.1: the group's free valence becomes a positive
 * charge): "pentanylium" [CH2+]CCCC, "acetylium" C[C+]=O (an acylium ion), "cyclohexanecarbonylium",
 * "ethenesulfinylium" C=C[S+]=O. The group is read by the grammar as any one-attachment substituent (functional.ts);
 * groups with two free valences ("pentanedioylium") are not read yet.
 */
import { buildClass, type Join } from "./functional.ts";
import type { PartResult } from "./components.ts";
import { NameStructureError } from "./graph.ts";

/** Null when the name is no "-ylium" name or its group is not read. */
export function readYlium(whole: string): PartResult | null {
  const m = /^(.+yl)ium$/i.exec(whole);
  if (!m || whole.includes(" ")) return null;
  const join: Join = (graph, [at]) => {
    const atom = graph.atoms[at as number];
    if (atom?.charge !== 0) throw new NameStructureError(`"${whole}": the group's atom cannot take the charge`);
    atom.charge = 1;
  };
  return buildClass([[m[1] as string]], { slots: 1, join }, false);
}
