/**
 * Ions of one component, named from a neutral stand-in (IUPAC 2013 P-73, P-72, P-74.2.1.1): the charged atoms are
 * made neutral for the composer, and its name is then turned back into the ion's.
 * - Cations (P-73.1): an N+ of an amine suffix gives "-aminium" (ethanaminium, N,N,N-trimethylethanaminium); of a
 *   ring parent "-<locant>-ium" (pyridin-1-ium, 1-methylquinolin-1-ium); of a substituent "azaniumyl" (P-73.6:
 *   2-(trimethylazaniumyl)ethyl acetate). A protonated N loses its added H for the stand-in; a quaternary one keeps
 *   its four bonds (the composer names its N-substituents).
 * - Anions (P-72.2.2.2.1): carboxylates and sulfonates are named from their acid, "-ic acid" becoming "-ate"
 *   (acetate, benzoate, butanedioate, 4-methylbenzene-1-sulfonate); with an azaniumyl cation, a zwitterion
 *   (2-(trimethylazaniumyl)acetate).
 * - Amine oxides (P-74.2.1.1): the stand-in without the O-, then "<name> 1-oxide" (a ring N) or "<name> N-oxide".
 * The name is read back by the caller and must give the input's own canonical SMILES, charges included, so a name
 * of another protonation state is declined, never given; where the charge could sit in more than one place of the
 * name, each candidate is read back in turn.
 */
import type { MolGraph } from "../../graph.ts";
import { type ComposedName, locantLabel } from "./compose.ts";
import { NamerDecline } from "./words.ts";

export interface IonStandIn {
  /** The neutral stand-in the composer names. */
  graph: MolGraph;
  /** For each stand-in atom, its index in the input (the stand-in of an N-oxide has no O-). */
  original: number[];
  /** N atoms that are cations in the input (compose.ts: pyridine-type ring N, "azaniumyl" prefixes). */
  cationNitrogens: Set<number>;
  /** The ion's candidate names from the stand-in's, in the order to try; throws NamerDecline when none fits. */
  rename: (composed: ComposedName, name: string) => string[];
}

const UNCOVERED = "charged atoms (ions, zwitterions, N-oxides) are not named yet; nitro and isocyano groups are";

type Nbrs = { to: number; order: number }[][];

/** [N+](=O)[O-] (a nitro group) and its O-, and R-[N+]#[C-] (an isocyanide): charged in SMILES, named as neutral prefixes. */
function nitroAtoms(graph: MolGraph, nbrs: Nbrs): Set<number> {
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
    // R-[N+]#[C-], an isocyanide: charged in SMILES, named as the neutral "isocyano" prefix by compose.ts.
    const carbide = es.find(
      (e) => e.order === 3 && graph.atoms[e.to]?.atomicNumber === 6 && graph.atoms[e.to]?.charge === -1,
    );
    if (es.length === 2 && carbide && (nbrs[carbide.to] ?? []).length === 1) {
      out.add(n);
      out.add(carbide.to);
    }
  });
  return out;
}

/** O- of a carboxylate C(=O)[O-] or a sulfonate S(=O)(=O)[O-]. */
function acidOxygen(graph: MolGraph, nbrs: Nbrs, o: number): boolean {
  const es = nbrs[o] ?? [];
  if (graph.atoms[o]?.atomicNumber !== 8 || es.length !== 1 || (es[0] as { order: number }).order !== 1) return false;
  const x = (es[0] as { to: number }).to;
  const oxo = (nbrs[x] ?? []).filter((e) => graph.atoms[e.to]?.atomicNumber === 8 && e.order === 2).length;
  const z = graph.atoms[x]?.atomicNumber;
  return (z === 6 && oxo === 1) || (z === 16 && oxo === 2);
}

/** The O- of an amine oxide on N+ n (N with no H and three other bonds), or null. */
function oxideOxygen(graph: MolGraph, nbrs: Nbrs, n: number): number | null {
  const atom = graph.atoms[n];
  if (atom?.atomicNumber !== 7 || atom.charge !== 1 || atom.hydrogens !== 0) return null;
  const es = nbrs[n] ?? [];
  const oxido = es.filter(
    (e) =>
      e.order === 1 &&
      graph.atoms[e.to]?.atomicNumber === 8 &&
      graph.atoms[e.to]?.charge === -1 &&
      (nbrs[e.to] ?? []).length === 1,
  );
  return oxido.length === 1 && es.length === (atom.aromatic ? 3 : 4) ? (oxido[0] as { to: number }).to : null;
}

/**
 * The stand-in for a charged molecule, or null when no atom is charged (other than in nitro groups). Throws
 * NamerDecline for charges this module does not name (oxonium, sulfonium, iminium, carbanions …).
 */
export function ionStandIn(graph: MolGraph): IonStandIn | null {
  const nbrs: Nbrs = graph.atoms.map(() => []);
  for (const b of graph.bonds) {
    nbrs[b.begin]?.push({ to: b.end, order: b.order });
    nbrs[b.end]?.push({ to: b.begin, order: b.order });
  }
  const nitro = nitroAtoms(graph, nbrs);
  const charged = graph.atoms.map((a, i) => ({ a, i })).filter(({ a, i }) => a.charge !== 0 && !nitro.has(i));
  if (charged.length === 0) return null;
  const oxides = new Map<number, number>();
  for (const { i } of charged) {
    const o = oxideOxygen(graph, nbrs, i);
    if (o !== null) oxides.set(i, o);
  }
  if (oxides.size > 0) {
    if (charged.length !== oxides.size * 2) throw new NamerDecline("an N-oxide with other charges is not named yet");
    return oxideStandIn(graph, oxides);
  }
  const cations = charged.filter(({ a }) => a.atomicNumber === 7 && a.charge === 1);
  const anions = charged.filter(({ a, i }) => a.charge === -1 && acidOxygen(graph, nbrs, i));
  if (cations.length + anions.length !== charged.length) throw new NamerDecline(UNCOVERED);
  const atoms = graph.atoms.map((a) => ({ ...a }));
  const standIn: MolGraph = { atoms, bonds: graph.bonds, rings: graph.rings };
  const cationNitrogens = new Set<number>();
  for (const { a, i: n } of cations) {
    const es = nbrs[n] ?? [];
    const valence = es.reduce((sum, e) => sum + e.order, 0) + a.hydrogens;
    if (valence !== 4 || (!a.aromatic && es.some((e) => e.order !== 1))) {
      throw new NamerDecline("iminium and other doubly bonded N+ cations are not named yet");
    }
    const stand = atoms[n] as (typeof atoms)[number];
    stand.charge = 0;
    if (a.hydrogens > 0) stand.hydrogens -= 1;
    cationNitrogens.add(n);
  }
  for (const { i } of anions) {
    const o = atoms[i] as (typeof atoms)[number];
    o.charge = 0;
    o.hydrogens += 1;
  }
  return {
    graph: standIn,
    original: atoms.map((_, i) => i),
    cationNitrogens,
    rename: (composed, name) => {
      let base = name;
      if (anions.length > 0) {
        if (!/ic acid$/.test(name)) {
          throw new NamerDecline("an anion whose acid group is not the principal group is not named yet");
        }
        base = `${name.slice(0, -"ic acid".length)}ate`;
      }
      if (cations.length === 0) return [base];
      // The charge as the composer placed the N: a substituent's N is already "azaniumyl" (compose.ts); one N of
      // the parent or the amine suffix takes "-ium" at the end of the name.
      const out = [base];
      if (anions.length > 0) return out;
      for (const { i } of cations) {
        const ium = iumName(composed, base, i);
        if (ium && !out.includes(ium)) out.unshift(ium);
      }
      return out;
    },
  };
}

/** "pyridine" -> "pyridin-1-ium", "ethanamine" -> "ethanaminium", "aniline" -> "anilinium"; null if none fits. */
function iumName(composed: ComposedName, name: string, n: number): string | null {
  const locant = composed.locants.get(n);
  if (locant !== undefined) return /[a-z]e$/.test(name) ? `${name.slice(0, -1)}-${locantLabel(locant)}-ium` : null;
  if (/amine$/.test(name) && !/(di|tri|tetra)amine$/.test(name)) return `${name.slice(0, -1)}ium`;
  // The retained "aniline" (P-62.2.1.1.1): "N,N,N-trimethylanilinium".
  if (/aniline$/.test(name)) return `${name.slice(0, -1)}ium`;
  return null;
}

/** The stand-in of an amine oxide: the input without its O- atoms, each N neutral. */
function oxideStandIn(graph: MolGraph, oxides: Map<number, number>): IonStandIn {
  const dropped = new Set(oxides.values());
  const original = graph.atoms.map((_, i) => i).filter((i) => !dropped.has(i));
  const index = new Map(original.map((old, k) => [old, k]));
  const atoms = original.map((old) => {
    const atom = { ...(graph.atoms[old] as MolGraph["atoms"][number]) };
    if (oxides.has(old)) atom.charge = 0;
    return atom;
  });
  const bonds = graph.bonds
    .filter((b) => !dropped.has(b.begin) && !dropped.has(b.end))
    .map((b) => {
      const begin = index.get(b.begin) as number;
      const end = index.get(b.end) as number;
      return b.stereo
        ? {
            ...b,
            begin,
            end,
            stereo: {
              ...b.stereo,
              atoms: b.stereo.atoms.map((a) => index.get(a) ?? -1) as [number, number],
            },
          }
        : { ...b, begin, end };
    });
  const rings = graph.rings.map((r) => r.map((a) => index.get(a) as number));
  const nitrogens = [...oxides.keys()].map((n) => index.get(n) as number);
  return {
    graph: { atoms, bonds, rings },
    original,
    cationNitrogens: new Set(),
    rename: (composed, name) => {
      const locants = nitrogens.map((n) => composed.locants.get(n));
      if (locants.every((l) => l !== undefined)) {
        const sorted = (locants as number[]).sort((x, y) => x - y).map(locantLabel);
        const word = ["", "oxide", "dioxide", "trioxide"][sorted.length];
        if (!word) throw new NamerDecline("more than three N-oxides are not named yet");
        return [`${name} ${sorted.join(",")}-${word}`];
      }
      if (nitrogens.length === 1 && /amine$/.test(name)) return [`${name} N-oxide`];
      throw new NamerDecline("an N-oxide whose N is not the parent's or the amine suffix's is not named yet");
    },
  };
}
