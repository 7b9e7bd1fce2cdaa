/**
 * RDKit's LargestFragmentChooser (MolStandardize, 2022.09, as FragmentParent
 * uses it), ported from Fragment.cpp: of the connected fragments keep the one
 * with the most atoms counting hydrogens, then the highest exact mass, then
 * the alphabetically first SMILES; with `preferOrganic` (off in RDKit's
 * FragmentParent default) a fragment with carbon beats any without. The
 * fragments left out are named after RDKit's salt and solvent list
 * (FragmentRemover's definitions) where one matches the whole fragment.
 */
import { FRAGMENTS } from "../../data/standardize.ts";
import { MONOISOTOPIC_MASSES } from "../../data/atomic-weights.ts";
import { molGraph, type MolGraph } from "../graph.ts";
import type { JSMol } from "../rdkit-types.ts";
import { compileQueries, free, perInstance } from "../rdkit.ts";
import { fragmentsOf } from "./mol-json.ts";

const saltQueries = perInstance(() =>
  compileQueries(
    FRAGMENTS.map(([, smarts]) => smarts),
    "salt/solvent",
    FRAGMENTS.map(([name]) => name),
  ),
);

/** Electron mass in Da, as RDKit 2022.09's calcExactMW subtracts it per unit of positive charge. */
const ELECTRON_MASS = 0.000548579909;

/** One fragment of the input, described for the tool's answer. */
export interface FragmentInfo {
  smiles: string;
  /** RDKit's salt/solvent name when one definition matches the whole fragment. */
  name?: string;
  atoms_with_h: number;
  organic: boolean;
}

interface Candidate extends FragmentInfo {
  mol: JSMol;
  weight: number;
}

/**
 * RDKit's calcExactMW, summed in its order (atoms first, the hydrogens last), so that two fragments RDKit finds
 * equally heavy are equally heavy here too. Isotope-labelled atoms need masses this table lacks: RDKit's own
 * descriptor answers then.
 */
function exactMass(mol: JSMol, graph: MolGraph): number {
  let total = 0;
  let hydrogens = 0;
  for (const atom of graph.atoms) {
    const mass = MONOISOTOPIC_MASSES[atom.atomicNumber];
    if (atom.isotope !== 0 || mass === undefined)
      return (JSON.parse(mol.get_descriptors()) as { exactmw: number }).exactmw;
    total += mass;
    total -= ELECTRON_MASS * atom.charge;
    hydrogens += atom.hydrogens;
  }
  return total + hydrogens * (MONOISOTOPIC_MASSES[1] as number);
}

/** The salt/solvent name of a whole fragment (FragmentRemover's rule: same atom and bond counts, and a match). */
function saltName(mol: JSMol, graph: MolGraph): string | undefined {
  const queries = saltQueries();
  for (let i = 0; i < queries.length; i++) {
    const query = queries[i]!;
    if (query.get_num_atoms() !== graph.atoms.length || query.get_num_bonds() !== graph.bonds.length) continue;
    if (mol.get_substruct_match(query) !== "{}") return FRAGMENTS[i]![0];
  }
  return undefined;
}

/**
 * Chooses the largest fragment. Returns it as a new molecule the caller owns (null when the molecule has one
 * fragment or none, i.e. nothing to choose) and every fragment described, the kept one first.
 */
export function largestFragment(
  mol: JSMol,
  preferOrganic = false,
): { mol: JSMol | null; kept?: FragmentInfo; removed: FragmentInfo[] } {
  if (mol.get_num_atoms() === 0) return { mol: null, removed: [] };
  const frags = fragmentsOf(mol, true);
  const candidates: Candidate[] = [];
  try {
    for (const frag of frags) {
      const graph = molGraph(frag);
      const atoms = graph.atoms.length + graph.atoms.reduce((sum, atom) => sum + atom.hydrogens, 0);
      const candidate: Candidate = {
        mol: frag,
        smiles: frag.get_smiles(),
        atoms_with_h: atoms,
        organic: graph.atoms.some((atom) => atom.atomicNumber === 6),
        weight: exactMass(frag, graph),
      };
      const name = saltName(frag, graph);
      if (name !== undefined) candidate.name = name;
      candidates.push(candidate);
    }
    if (candidates.length <= 1)
      return { mol: null, ...(candidates[0] ? { kept: info(candidates[0]) } : {}), removed: [] };
    let largest: Candidate | undefined;
    for (const c of candidates) {
      if (preferOrganic && largest) {
        if (largest.organic && !c.organic) continue;
        if (c.organic && !largest.organic) largest = undefined;
      }
      if (largest) {
        if (c.atoms_with_h < largest.atoms_with_h) continue;
        if (c.atoms_with_h === largest.atoms_with_h && c.weight < largest.weight) continue;
        if (c.atoms_with_h === largest.atoms_with_h && c.weight === largest.weight && c.smiles > largest.smiles)
          continue;
      }
      largest = c;
    }
    const kept = largest!;
    return { mol: kept.mol.copy(), kept: info(kept), removed: candidates.filter((c) => c !== kept).map(info) };
  } finally {
    for (const frag of frags) free(frag);
  }
}

function info(c: Candidate): FragmentInfo {
  const out: FragmentInfo = { smiles: c.smiles, atoms_with_h: c.atoms_with_h, organic: c.organic };
  if (c.name !== undefined) out.name = c.name;
  return out;
}
