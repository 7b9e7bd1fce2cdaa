/**
 * The descriptors ADMET and calc_properties need, computed without RDKit's descriptor bundle:
 * `get_descriptors()` computes ~45 descriptors (~270 µs a molecule) where these tools need nine. Each value equals the bundle's
 * (test/chem/descriptors/graph-descriptors.test.ts compares them on thousands of molecules).
 */
import { HBA_SMARTS, HBD_SMARTS, ROTATABLE_BOND_SMARTS } from "../../data/descriptor-smarts.ts";
import { crippenLogP } from "./crippen.ts";
import { descriptors, type RDKitDescriptors } from "./descriptors.ts";
import type { MolGraph } from "../graph.ts";
import { averageMolWeight, exactMolWeight } from "./mass.ts";
import { compileQueries, perInstance, type JSMol } from "../rdkit.ts";
import { countMatches } from "../substructure.ts";
import { tpsaOfGraph } from "./tpsa.ts";

export type AdmetDescriptors = Pick<
  RDKitDescriptors,
  | "amw"
  | "CrippenClogP"
  | "tpsa"
  | "NumHBD"
  | "NumHBA"
  | "NumRotatableBonds"
  | "NumHeavyAtoms"
  | "NumAromaticHeterocycles"
>;

/** What calc_properties and admet_profile need: ADMET's eight plus the monoisotopic mass. */
export type GraphDescriptors = AdmetDescriptors & Pick<RDKitDescriptors, "exactmw">;

const queries = perInstance(() => {
  const [hbd, hba, rotatable] = compileQueries([HBD_SMARTS, HBA_SMARTS, ROTATABLE_BOND_SMARTS], "descriptor") as [
    JSMol,
    JSMol,
    JSMol,
  ];
  return { hbd, hba, rotatable };
});

/** High enough never to cut a descriptor count short. */
const EVERY_MATCH = 1_000_000;

/** Rings of RDKit's ring info whose bonds are all aromatic and that hold an atom other than carbon. */
export function aromaticHeterocycles(graph: MolGraph): number {
  const aromaticBond = new Set<string>();
  for (const bond of graph.bonds) {
    if (bond.aromatic)
      aromaticBond.add(bond.begin < bond.end ? `${bond.begin}-${bond.end}` : `${bond.end}-${bond.begin}`);
  }
  let count = 0;
  for (const ring of graph.rings) {
    const allAromatic = ring.every((atom, i) => {
      const next = ring[(i + 1) % ring.length] as number;
      return aromaticBond.has(atom < next ? `${atom}-${next}` : `${next}-${atom}`);
    });
    if (allAromatic && ring.some((atom) => graph.atoms[atom]?.atomicNumber !== 6)) count++;
  }
  return count;
}

/** RDKit's NumHBD or NumHBA (its own SMARTS, every match counted), without the other descriptors. */
export function hbondCount(mol: JSMol, which: "hbd" | "hba"): number {
  return countMatches(mol, queries()[which], EVERY_MATCH);
}

/** `bundle`: how to get the molecule's descriptor bundle when the graph is not enough (default: compute it, at most once). */
export function graphDescriptors(mol: JSMol, graph: MolGraph, bundle?: () => RDKitDescriptors): GraphDescriptors {
  const { hbd, hba, rotatable } = queries();
  // Isotope labels need RDKit's isotope masses, which only the bundle has.
  let computed: RDKitDescriptors | undefined;
  const fromBundle = bundle ?? ((): RDKitDescriptors => (computed ??= descriptors(mol)));
  return {
    amw: averageMolWeight(graph) ?? fromBundle().amw,
    exactmw: exactMolWeight(graph) ?? fromBundle().exactmw,
    CrippenClogP: crippenLogP(graph),
    tpsa: tpsaOfGraph(graph, false),
    NumHBD: countMatches(mol, hbd, EVERY_MATCH),
    NumHBA: countMatches(mol, hba, EVERY_MATCH),
    NumRotatableBonds: countMatches(mol, rotatable, EVERY_MATCH),
    NumHeavyAtoms: graph.atoms.filter((atom) => atom.atomicNumber > 1).length,
    NumAromaticHeterocycles: aromaticHeterocycles(graph),
  };
}
