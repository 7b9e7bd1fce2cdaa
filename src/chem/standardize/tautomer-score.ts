/**
 * RDKit's default tautomer score (MolStandardize TautomerScoringFunctions, 2022.09), the sum of:
 * - rings: +100 for every SSSR ring whose bonds are all aromatic, +150 more if all its bonds join two carbons;
 * - substructures: each term's SMARTS counted (unique matches) times its weight, below;
 * - hydrogens on P, S, Se, Te: -1 each.
 * The highest score wins; RDKit breaks ties by the smaller canonical SMILES (see tautomer.ts).
 */
import type { JSMol } from "../rdkit-types.ts";
import { compileQueries, perInstance } from "../rdkit.ts";
import type { TautomerGraph } from "./tautomer-graph.ts";

/** [name, SMARTS, weight], as RDKit 2022.09 lists them in scoreSubstructs. */
export const SUBSTRUCTURE_TERMS: readonly (readonly [string, string, number])[] = [
  ["benzoquinone", "[#6]1([#6]=[#6][#6]([#6]=[#6]1)=,:[N,S,O])=,:[N,S,O]", 25],
  ["oxim", "[#6]=[N][OH]", 4],
  ["C=O", "[#6]=,:[#8]", 2],
  ["N=O", "[#7]=,:[#8]", 2],
  ["P=O", "[#15]=,:[#8]", 2],
  ["C=hetero", "[C]=[!#1;!#6]", 1],
  ["C(=hetero)-hetero", "[C](=[!#1;!#6])[!#1;!#6]", 2],
  ["aromatic C = exocyclic N", "[c]=!@[N]", -1],
  ["methyl", "[CX4H3]", 1],
  ["guanidine terminal=N", "[#7]C(=[NR0])[#7H0]", 1],
  ["guanidine endocyclic=N", "[#7;R][#6;R]([N])=[#7;R]", 2],
  ["aci-nitro", "[#6]=[N+]([O-])[OH]", -4],
];

const termQueries = perInstance(() =>
  compileQueries(
    SUBSTRUCTURE_TERMS.map((t) => t[1]),
    "tautomer score term",
    SUBSTRUCTURE_TERMS.map((t) => t[0]),
  ),
);

/** Elements whose hydrogens cost a point (RDKit: P, S, Se, Te). */
const PENALISED_H = new Set([15, 16, 34, 52]);

export function ringScore(graph: TautomerGraph): number {
  const bondIndex = new Map<string, number>();
  graph.bonds.forEach((b, i) => {
    bondIndex.set(b.a < b.b ? `${b.a},${b.b}` : `${b.b},${b.a}`, i);
  });
  const aromatic = new Set(graph.aromaticBonds);
  let score = 0;
  for (const ring of graph.atomRings) {
    let allAromatic = true;
    let allCarbon = true;
    for (let i = 0; i < ring.length; i++) {
      const a = ring[i] as number;
      const b = ring[(i + 1) % ring.length] as number;
      const bond = bondIndex.get(a < b ? `${a},${b}` : `${b},${a}`);
      if (bond === undefined || !aromatic.has(bond)) {
        allAromatic = false;
        break;
      }
      if (graph.atoms[a]?.z !== 6 || graph.atoms[b]?.z !== 6) allCarbon = false;
    }
    if (allAromatic) score += allCarbon ? 250 : 100;
  }
  return score;
}

export function substructureScore(mol: JSMol): number {
  let score = 0;
  const queries = termQueries();
  for (const [i, query] of queries.entries()) {
    const text = mol.get_substruct_matches(query);
    const matches = text === "{}" ? 0 : (JSON.parse(text) as unknown[]).length;
    score += matches * (SUBSTRUCTURE_TERMS[i]?.[2] ?? 0);
  }
  return score;
}

export function heteroHydrogenScore(graph: TautomerGraph): number {
  let score = 0;
  for (const atom of graph.atoms) if (PENALISED_H.has(atom.z)) score -= atom.hs;
  return score;
}

/** The whole score of one tautomer: `mol` is the sanitized tautomer, `graph` its JSON. */
export function tautomerScore(mol: JSMol, graph: TautomerGraph): number {
  return ringScore(graph) + substructureScore(mol) + heteroHydrogenScore(graph);
}
