/**
 * The named molecules of the depiction gallery and benchmark. Drug SMILES are the ones the project's other
 * validation scripts use (validation/*.py); the benzodiazepine series is written from the drugs' structures
 * (a 1,4-benzodiazepin-2-one core with the usual substituents), for the aligned grid.
 */
export const ASPIRIN = "CC(=O)Oc1ccccc1C(=O)O";
export const IMATINIB = "Cc1ccc(NC(=O)c2ccc(CN3CCN(C)CC3)cc2)cc1Nc1nccc(n1)-c1cccnc1";
export const ATORVASTATIN = "CC(C)c1c(C(=O)Nc2ccccc2)c(-c2ccccc2)c(-c2ccc(F)cc2)n1CC[C@@H](O)C[C@@H](O)CC(=O)O";
export const MORPHINE = "CN1CC[C@]23[C@@H]4Oc5c3c(C[C@@H]1[C@@H]2C=C[C@@H]4O)ccc5O";
export const ERYTHROMYCIN =
  "CCC1OC(=O)C(C)C(OC2CC(C)(OC)C(O)C(C)O2)C(C)C(OC2OC(C)CC(N(C)C)C2O)C(C)(O)CC(C)C(=O)C(C)C(O)C1(C)O";
export const TAXOL =
  "CC1=C2[C@@]([C@]([C@H]([C@@H]3[C@]4([C@H](OC4)C[C@@H]([C@]3(C(=O)[C@@H]2OC(=O)C)C)O)OC(=O)C)OC(=O)c5ccccc5)(C[C@@H]1OC(=O)[C@H](O)[C@@H](NC(=O)c6ccccc6)c7ccccc7)O)(C)C";
export const ACETYLCHOLINE_CHLORIDE = "CC(=O)OCC[N+](C)(C)C.[Cl-]";
/** Cisplatin with its ammine ligands as dative bonds (RDKit's -> notation). */
export const CISPLATIN = "[NH3]->[Pt](Cl)(Cl)<-[NH3]";
/** Ferrocene in its ionic form (two cyclopentadienide anions and Fe2+), the form SMILES can say without dative bonds to a π system. */
export const FERROCENE = "[cH-]1cccc1.[cH-]1cccc1.[Fe+2]";
/** Diazepam with a CD3 methyl: isotope labels. */
export const DIAZEPAM_D3 = "[2H]C([2H])([2H])N1C(=O)CN=C(c2ccccc2)c2cc(Cl)ccc21";
/** A benzylidene rhodanine, the PAINS family ene_rhod_A. */
export const RHODANINE = "O=C1C(=Cc2ccccc2)SC(=S)N1";
export const CAFFEINE = "Cn1cnc2c1c(=O)n(C)c(=O)n2C";

export const BENZODIAZEPINES: ReadonlyArray<[name: string, smiles: string]> = [
  ["diazepam", "CN1C(=O)CN=C(c2ccccc2)c2cc(Cl)ccc21"],
  ["lorazepam", "OC1N=C(c2ccccc2Cl)c2cc(Cl)ccc2NC1=O"],
  ["oxazepam", "OC1N=C(c2ccccc2)c2cc(Cl)ccc2NC1=O"],
  ["temazepam", "CN1C(=O)C(O)N=C(c2ccccc2)c2cc(Cl)ccc21"],
  ["nordazepam", "O=C1CN=C(c2ccccc2)c2cc(Cl)ccc2N1"],
  ["nitrazepam", "O=C1CN=C(c2ccccc2)c2cc([N+](=O)[O-])ccc2N1"],
  ["clonazepam", "O=C1CN=C(c2ccccc2Cl)c2cc([N+](=O)[O-])ccc2N1"],
  ["flunitrazepam", "CN1C(=O)CN=C(c2ccccc2F)c2cc([N+](=O)[O-])ccc21"],
  ["prazepam", "O=C1CN=C(c2ccccc2)c2cc(Cl)ccc2N1CC1CC1"],
  ["lormetazepam", "CN1C(=O)C(O)N=C(c2ccccc2Cl)c2cc(Cl)ccc21"],
  ["bromazepam", "O=C1CN=C(c2ccccn2)c2cc(Br)ccc2N1"],
  ["medazepam", "CN1CCN=C(c2ccccc2)c2cc(Cl)ccc21"],
];

/** Drug-sized molecules for the size and speed benchmark (default 400×300 PNG). */
export const BENCHMARK_MOLECULES: ReadonlyArray<[name: string, smiles: string]> = [
  ["aspirin", ASPIRIN],
  ["caffeine", CAFFEINE],
  ["morphine", MORPHINE],
  ["imatinib", IMATINIB],
  ["atorvastatin", ATORVASTATIN],
  ["erythromycin", ERYTHROMYCIN],
  ["taxol", TAXOL],
  ...BENZODIAZEPINES.slice(0, 5),
];
