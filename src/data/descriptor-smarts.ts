/**
 * The SMARTS that RDKit 2026.09.1 itself compiles for three descriptors of its bundle
 * (read from the strings of node_modules/@rdkit/rdkit/dist/RDKit_minimal.wasm; RDKit, BSD-3-Clause).
 * Counting their unique matches reproduces get_descriptors()'s NumHBD, NumHBA and NumRotatableBonds
 * exactly (test/chem/descriptors/graph-descriptors.test.ts). NumHBA is RDKit 2024+'s definition, not 2022.09's.
 */
export const HBD_SMARTS = "[$([N;!H0;v3,v4&+1]),$([O,S;H1;+0]),n&H1&+0]";
export const HBA_SMARTS =
  "[$([O,S;H1;v2]-[!$(*=[O,N,P,S])]),$([O,S;H0;v2]),$([O,S;-]),$([N;v3;!$(N-*=!@[O,N,P,S])]),$([nH0X2,o,s;+0])]";
/** RDKit's strict rotatable-bond definition (the default of NumRotatableBonds). */
export const ROTATABLE_BOND_SMARTS =
  "[!$(*#*)&!D1&!$(C(F)(F)F)&!$(C(Cl)(Cl)Cl)&!$(C(Br)(Br)Br)&!$(C([CH3])([CH3])[CH3])&!$([CH3])&!$([CD3](=[N,O,S])-!@[#7,O,S!D1])&!$([#7,O,S!D1]-!@[CD3]=[N,O,S])&!$([CD3](=[N+])-!@[#7!D1])&!$([#7!D1]-!@[CD3]=[N+])]-,:;!@[!$(*#*)&!D1&!$(C(F)(F)F)&!$(C(Cl)(Cl)Cl)&!$(C(Br)(Br)Br)&!$(C([CH3])([CH3])[CH3])&!$([CH3])]";
