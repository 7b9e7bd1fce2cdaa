/**
 * Atom numbers as written. RDKit's default reading of a SMILES drops written hydrogens such as `[H]` (RemoveHs),
 * which renumbers every atom after one. The structure tools and `depict` keep them (removeHs:false), so their
 * numbers are the order of the atoms in the text. Tools that must compute on the default molecule, because that is
 * what Python's `MolFromSmiles` gives and what their golden data were made from (SMARTS matching, BRICS, reactions,
 * the pKa sites), report their atom numbers through `writtenOrder` so that every tool names an atom by one number.
 *
 * The map is found by aligning the two readings, not by predicting which hydrogens RDKit removes (its rules depend
 * on the version: isotopes, charges, bridging and dummy-bonded H are kept): RemoveHs only deletes atoms, so the
 * default reading's atoms are the written atoms minus some hydrogens, in the same order and with the same bonds.
 */
import { adjacency, molGraph, type MolGraph } from "./graph.ts";
import { asMolecule, type MoleculeLike } from "./molecule.ts";
import { withMol } from "./rdkit.ts";
import type { JSMol } from "./rdkit-types.ts";

/** Maps an atom index of the default reading to the atom's index as written. */
export type AtomRenumbering = (atom: number) => number;

/** The renumbering of a SMILES that writes no hydrogen atom RDKit removes. */
export const identity: AtomRenumbering = (atom) => atom;

/**
 * A bracket atom whose element is H (`[H]`, `[2H]`, `[H+]`, `[H:1]`), not Hg, He, Hf, Ho or Hs: the only way a SMILES
 * writes a hydrogen as an atom. Without one, both readings have the same atoms and nothing needs aligning.
 */
const WRITTEN_HYDROGEN = /\[\d*H(?![a-z])/;

/** Alignment steps before giving up; only hydrogens that match kept hydrogens branch, so real inputs take ~n steps. */
const MAX_ALIGNMENT_STEPS = 1_000_000;

/** Whether the SMILES writes a hydrogen as an atom, the only case where the two readings can differ. */
export function writesHydrogenAtoms(smiles: string): boolean {
  return WRITTEN_HYDROGEN.test(smiles);
}

/**
 * The renumbering from `parsed` (the default reading of `smiles`, as a `Molecule` or RDKit molecule) to the written
 * order. The identity unless the SMILES writes a hydrogen atom that RDKit removed.
 */
export function writtenOrder(smiles: string, parsed: MoleculeLike): AtomRenumbering {
  if (!writesHydrogenAtoms(smiles)) return identity;
  return withMol(smiles, (written) => readingsAligned(parsed, written).atom, {
    keepHydrogens: true,
    maxAtoms: Number.MAX_SAFE_INTEGER,
  });
}

/** Atom and bond numbers of one reading in another. */
export interface Renumbering {
  atom: AtomRenumbering;
  bond: (bond: number) => number;
}

/**
 * How the atoms and bonds of `parsed` (a SMILES read by RDKit's default) are numbered in `written` (the same SMILES
 * read with its written hydrogens kept).
 */
export function readingsAligned(parsed: MoleculeLike, written: JSMol): Renumbering {
  const molecule = asMolecule(parsed);
  if (written.get_num_atoms() === molecule.mol.get_num_atoms()) return { atom: identity, bond: identity };
  const writtenGraph = molGraph(written);
  const toWritten = alignAtoms(writtenGraph, molecule.graph);
  if (toWritten === undefined)
    throw new Error("Could not align the atoms of a SMILES read with and without its hydrogens");
  const atom: AtomRenumbering = (index) => toWritten[index] ?? index;
  const key = (a: number, b: number) => Math.min(a, b) * writtenGraph.atoms.length + Math.max(a, b);
  // Only depict's bond highlights need bonds: the lookup is built on the first one.
  let writtenBonds: Map<number, number> | undefined;
  const bond = (index: number): number => {
    writtenBonds ??= new Map(writtenGraph.bonds.map((b, i) => [key(b.begin, b.end), i]));
    const parsedBond = molecule.graph.bonds[index];
    const found = parsedBond && writtenBonds.get(key(atom(parsedBond.begin), atom(parsedBond.end)));
    if (found === undefined) throw new Error(`Bond ${index} has no counterpart in the reading with hydrogens`);
    return found;
  };
  return { atom, bond };
}

/**
 * For each atom of `parsed`, its index in `written`, where `parsed` is `written` with some hydrogen atoms deleted
 * (same order, same bonds among the atoms kept); undefined when no such deletion exists. Depth-first over the
 * written atoms: keep each one as the next parsed atom when element, charge, isotope and bonds to earlier atoms
 * agree, else skip it if it is a hydrogen; a kept hydrogen that could also have been skipped is a choice point to
 * come back to (`[H]` bonded to a dummy atom stays while a neighbouring `[H]` goes).
 */
export function alignAtoms(written: MolGraph, parsed: MolGraph): Int32Array | undefined {
  const writtenCount = written.atoms.length;
  const parsedCount = parsed.atoms.length;
  const writtenNeighbours = adjacency(written);
  const parsedNeighbours = adjacency(parsed);
  const toWritten = new Int32Array(parsedCount).fill(-1);
  const toParsed = new Int32Array(writtenCount).fill(-1);
  const isHydrogen = (w: number) => written.atoms[w]?.atomicNumber === 1;

  const bonded = (w: number, other: number): boolean => {
    const pairs = writtenNeighbours[w] ?? [];
    for (let k = 1; k < pairs.length; k += 2) if (pairs[k] === other) return true;
    return false;
  };
  const fits = (p: number, w: number): boolean => {
    const a = parsed.atoms[p];
    const b = written.atoms[w];
    if (!a || !b || a.atomicNumber !== b.atomicNumber || a.charge !== b.charge || a.isotope !== b.isotope) return false;
    // Bonds to the atoms already placed must be the same on both sides.
    let earlier = 0;
    const pairs = parsedNeighbours[p] ?? [];
    for (let k = 1; k < pairs.length; k += 2) {
      const q = pairs[k] as number;
      if (q >= p) continue;
      if (!bonded(w, toWritten[q] as number)) return false;
      earlier++;
    }
    const writtenPairs = writtenNeighbours[w] ?? [];
    for (let k = 1; k < writtenPairs.length; k += 2) {
      const v = writtenPairs[k] as number;
      if (v < w && (toParsed[v] as number) >= 0) earlier--;
    }
    return earlier === 0;
  };

  const choices: Array<[number, number]> = [];
  let p = 0;
  let w = 0;
  for (let steps = 0; steps < MAX_ALIGNMENT_STEPS; steps++) {
    if (p === parsedCount && w === writtenCount) return toWritten;
    if (w < writtenCount && p < parsedCount && writtenCount - w >= parsedCount - p && fits(p, w)) {
      if (isHydrogen(w)) choices.push([p, w]);
      toWritten[p] = w;
      toParsed[w] = p;
      p++;
      w++;
      continue;
    }
    if (w < writtenCount && isHydrogen(w)) {
      w++;
      continue;
    }
    // Dead end: undo to the last kept hydrogen and skip it instead.
    const choice = choices.pop();
    if (!choice) return undefined;
    const [choiceP, choiceW] = choice;
    for (let q = choiceP; q < p; q++) {
      toParsed[toWritten[q] as number] = -1;
      toWritten[q] = -1;
    }
    p = choiceP;
    w = choiceW + 1;
  }
  return undefined;
}
