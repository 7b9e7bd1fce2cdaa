/**
 * Ions of one component, named from a neutral stand-in (IUPAC 2013 P-73, P-72): the charged atoms are made neutral
 * for the composer, and its name is then turned back into the ion's.
 * - Cations (P-73.1): one N+ of an amine suffix gives "-aminium" (ethanaminium, N,N,N-trimethylethanaminium); one
 *   N+ of a ring parent gives "-<locant>-ium" (pyridin-1-ium, 1-methylquinolin-1-ium). A protonated N loses its
 *   added H for the stand-in; a quaternary one keeps its four bonds (the composer names its N-substituents).
 * - Anions (P-72.2.2.2.1): carboxylates and sulfonates are named from their acid, "-ic acid" becoming "-ate"
 *   (acetate, benzoate, butanedioate, 4-methylbenzene-1-sulfonate).
 * Which atoms are charged is never changed in the answer: the name is read back and must give the input's own
 * canonical SMILES, charges included (index.ts), so a name of another protonation state is declined, not given.
 */
import type { MolGraph } from "../../graph.ts";
import { type ComposedName, locantLabel } from "./compose.ts";
import { NamerDecline } from "./words.ts";

export interface IonStandIn {
  /** The neutral stand-in the composer names. */
  graph: MolGraph;
  /** A ring N+ with a substituent: the composer takes it as a pyridine-type ring atom (compose.ts iumNitrogens). */
  iumNitrogens: Set<number>;
  /** The ion's name from the stand-in's; throws NamerDecline when the name cannot carry the charge. */
  rename: (composed: ComposedName, name: string) => string;
}

const UNCOVERED = "charged atoms (ions, zwitterions, N-oxides) are not named yet; nitro groups are";

/** [N+](=O)[O-] (a nitro group) and its O-: charged in SMILES, named as neutral "nitro". */
function nitroAtoms(graph: MolGraph, nbrs: { to: number; order: number }[][]): Set<number> {
  const out = new Set<number>();
  graph.atoms.forEach((atom, n) => {
    if (atom.atomicNumber !== 7 || atom.charge !== 1) return;
    const es = nbrs[n] ?? [];
    const oxo = es.filter((e) => graph.atoms[e.to]?.atomicNumber === 8 && e.order === 2);
    const oxido = es.filter(
      (e) => graph.atoms[e.to]?.atomicNumber === 8 && e.order === 1 && graph.atoms[e.to]?.charge === -1,
    );
    if (es.length === 3 && oxo.length === 1 && oxido.length === 1) {
      out.add(n);
      out.add((oxido[0] as { to: number }).to);
    }
  });
  return out;
}

/**
 * The stand-in for a charged molecule, or null when no atom is charged (other than in nitro groups). Throws
 * NamerDecline for charges this module does not name (N-oxides, zwitterions, oxonium, sulfonium …).
 */
export function ionStandIn(graph: MolGraph): IonStandIn | null {
  const nbrs: { to: number; order: number }[][] = graph.atoms.map(() => []);
  for (const b of graph.bonds) {
    nbrs[b.begin]?.push({ to: b.end, order: b.order });
    nbrs[b.end]?.push({ to: b.begin, order: b.order });
  }
  const nitro = nitroAtoms(graph, nbrs);
  const charged = graph.atoms.map((a, i) => ({ a, i })).filter(({ a, i }) => a.charge !== 0 && !nitro.has(i));
  if (charged.length === 0) return null;
  const cations = charged.filter(({ a }) => a.atomicNumber === 7 && a.charge === 1);
  const anions = charged.filter(({ a, i }) => a.charge === -1 && acidOxygen(graph, nbrs, i));
  if (cations.length + anions.length !== charged.length) throw new NamerDecline(UNCOVERED);
  if (cations.length > 0 && anions.length > 0) {
    throw new NamerDecline("zwitterions (a cation and an anion in one molecule) are not named yet");
  }
  if (cations.length > 1) throw new NamerDecline("cations with more than one charged nitrogen are not named yet");
  const atoms = graph.atoms.map((a) => ({ ...a }));
  const standIn: MolGraph = { atoms, bonds: graph.bonds, rings: graph.rings };
  const iumNitrogens = new Set<number>();
  if (anions.length > 0) {
    for (const { i } of anions) {
      const o = atoms[i] as (typeof atoms)[number];
      o.charge = 0;
      o.hydrogens += 1;
    }
    return {
      graph: standIn,
      iumNitrogens,
      rename: (_composed, name) => {
        if (!/ic acid$/.test(name)) {
          throw new NamerDecline("an anion whose acid group is not the principal group is not named yet");
        }
        return `${name.slice(0, -"ic acid".length)}ate`;
      },
    };
  }
  const { a, i: n } = cations[0] as { a: MolGraph["atoms"][number]; i: number };
  const es = nbrs[n] ?? [];
  const valence = es.reduce((sum, e) => sum + e.order, 0) + a.hydrogens;
  if (valence !== 4 || es.some((e) => e.order !== 1 && !a.aromatic)) {
    throw new NamerDecline("iminium and other doubly bonded N+ cations are not named yet");
  }
  const stand = atoms[n] as (typeof atoms)[number];
  stand.charge = 0;
  if (a.hydrogens > 0) stand.hydrogens -= 1;
  else if (a.aromatic) iumNitrogens.add(n);
  return {
    graph: standIn,
    iumNitrogens,
    rename: (composed, name) => {
      const locant = composed.locants.get(n);
      if (locant !== undefined) {
        // The N is a parent ring atom: "pyridine" -> "pyridin-1-ium" (P-73.1.1.2, the ending's "e" elided).
        if (!/[a-z]e$/.test(name)) {
          throw new NamerDecline("a ring cation whose name ends in a suffix (pyridin-1-ium-3-ol) is not named yet");
        }
        return `${name.slice(0, -1)}-${locantLabel(locant)}-ium`;
      }
      // The N is the amine suffix's: "ethanamine" -> "ethanaminium" (P-73.1.1.2).
      if (/amine$/.test(name) && !/(di|tri|tetra)amine$/.test(name)) return `${name.slice(0, -1)}ium`;
      // The retained "aniline" (P-62.2.1.1.1): "N,N,N-trimethylanilinium".
      if (/aniline$/.test(name)) return `${name.slice(0, -1)}ium`;
      throw new NamerDecline("a cationic N in a substituent (azaniumyl) or beside other amines is not named yet");
    },
  };
}

/** O- of a carboxylate C(=O)[O-] or a sulfonate S(=O)(=O)[O-]. */
function acidOxygen(graph: MolGraph, nbrs: { to: number; order: number }[][], o: number): boolean {
  const es = nbrs[o] ?? [];
  if (graph.atoms[o]?.atomicNumber !== 8 || es.length !== 1 || (es[0] as { order: number }).order !== 1) return false;
  const x = (es[0] as { to: number }).to;
  const oxo = (nbrs[x] ?? []).filter((e) => graph.atoms[e.to]?.atomicNumber === 8 && e.order === 2).length;
  const z = graph.atoms[x]?.atomicNumber;
  return (z === 6 && oxo === 1) || (z === 16 && oxo === 2);
}
