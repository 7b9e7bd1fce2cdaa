/** RDKit's descriptor bundle (`get_descriptors()`), parsed once per molecule. */
import type { JSMol } from "../rdkit-types.ts";

export interface RDKitDescriptors {
  exactmw: number;
  amw: number;
  CrippenClogP: number;
  tpsa: number;
  NumHBD: number;
  NumHBA: number;
  lipinskiHBD: number;
  lipinskiHBA: number;
  NumRotatableBonds: number;
  NumHeavyAtoms: number;
  NumAtoms: number;
  NumAromaticRings: number;
  NumAromaticHeterocycles: number;
  NumSpiroAtoms: number;
  NumBridgeheadAtoms: number;
  [name: string]: number;
}

export function descriptors(mol: JSMol): RDKitDescriptors {
  return JSON.parse(mol.get_descriptors()) as RDKitDescriptors;
}
