/**
 * The cases of the per-call bench (lab/bench/per-call.ts), shared with the single-tool profiler
 * (lab/bench/profile-tool.ts) so that a profile runs exactly the calls the bench times.
 */
import { runTool } from "../../src/server/tool-runner.ts";
import { tools } from "../../src/tools/registry.ts";

/**
 * 50 molecules of NCI first_5K (the first with 20–40 heavy atoms, one fragment, a ring, only C N O S F Cl Br),
 * each with a randomised SMILES of the same molecule (RDKit MolToRandomSmilesVect, seed 42) for map_atoms.
 * Chosen by Python RDKit, pasted here so that both sides read the same list.
 */
export const PAIRS: ReadonlyArray<readonly [string, string]> = [
  ["S(SC1=NC2=CC=CC=C2S1)C3=NC4=C(S3)C=CC=C4", "c1(SSc2sc3ccccc3n2)nc2c(cccc2)s1"],
  [
    "OC(=O)C1=C(C=CC=C1)C2=C3C=CC(=O)C(=C3OC4=C2C=CC(=C4Br)O)Br",
    "c1ccc(C(=O)O)c(c1)-c1c2-c(c(c(cc2)=O)Br)oc2c(c(O)ccc21)Br",
  ],
  ["CC1=C(C2=C(C=C1)C(=O)C3=CC=CC=C3C2=O)[N+]([O-])=O", "c1([N+]([O-])=O)c2c(ccc1C)C(c1c(C2=O)cccc1)=O"],
  ["CCCCCCCCCCCCCCCC1=C(N)C=CC(=C1)O", "C(C)CCCCCCCCCCCCCc1cc(ccc1N)O"],
  ["C(COC1=C(C=CC=C1)C2=CC=CC=C2)OC3=CC=CC=C3C4=CC=CC=C4", "c1c(-c2ccccc2OCCOc2c(cccc2)-c2ccccc2)cccc1"],
  ["CCC(CC)([CH](OC(N)=O)C1=CC=CC=C1)C2=CC=CC=C2", "c1(ccccc1)C(C(OC(N)=O)c1ccccc1)(CC)CC"],
  ["C1=CC=C(C=C1)C(N=C(C2=CC=CC=C2)C3=CC=CC=C3)C4=CC=CC=C4", "C(c1ccccc1)(c1ccccc1)N=C(c1ccccc1)c1ccccc1"],
  ["C1=CC=C(C=C1)N=C(C2=CC=CC=C2)C3=CC=CC=C3", "c1c(cccc1)N=C(c1ccccc1)c1ccccc1"],
  ["CC1=C(C2=CC=CC=C2)C(=C3C=CC=CC3=N1)OC4=CC=CC=C4", "c1ccc(-c2c(C)nc3c(c2Oc2ccccc2)cccc3)cc1"],
  ["N#C[CH](C(C1=CC=CC=C1)C2=CC=CC=C2)C3=CC=CC=C3", "c1(C(C#N)C(c2ccccc2)c2ccccc2)ccccc1"],
  ["N(C(C1=CC=CC=C1)C2=CC=CC=C2)C(C3=CC=CC=C3)C4=CC=CC=C4", "c1cc(C(c2ccccc2)NC(c2ccccc2)c2ccccc2)ccc1"],
  ["OC(=O)C(C1=CC=CC=C1)(C2=CC=CC=C2)C3=CC=CC=C3", "c1(C(C(=O)O)(c2ccccc2)c2ccccc2)ccccc1"],
  ["COC(C1=CC=CC=C1)(C2=CC=CC=C2)C3=CC=CC=C3", "COC(c1ccccc1)(c1ccccc1)c1ccccc1"],
  ["CCC(CC)(CC)[CH](OC(=O)C1=C(C=CC=C1)C(O)=O)C2=CC=CC=C2", "CCC(C(OC(=O)c1c(cccc1)C(O)=O)c1ccccc1)(CC)CC"],
  ["CC(=O)C(CC1=CC=CC=C1)(C2=CC=CC=C2)C3=CC=CC=C3", "C(=O)(C)C(c1ccccc1)(c1ccccc1)Cc1ccccc1"],
  ["CC(C)(C)OC(=O)C(C1=CC=CC=C1)C2=CC=CC=C2", "CC(OC(C(c1ccccc1)c1ccccc1)=O)(C)C"],
  ["N#CC(CC1=CC=CC=C1)(C2=CC=CC=C2)C3=CC=CC=C3", "c1(C(C#N)(Cc2ccccc2)c2ccccc2)ccccc1"],
  ["O=C(NC(C1=CC=CC=C1)C2=CC=CC=C2)C3=CC=CC=C3", "c1(C(=O)NC(c2ccccc2)c2ccccc2)ccccc1"],
  ["CCOC(=O)C(NC(=O)C1=CC=CC=C1)C(=O)OCC", "O(C(C(C(=O)OCC)NC(c1ccccc1)=O)=O)CC"],
  ["O=C(C[CH](N1CCCCC1)C2=CC=CC=C2)C3=CC=CC=C3", "c1(C(=O)CC(c2ccccc2)N2CCCCC2)ccccc1"],
  ["CCN(CC)CCCCCCNC1=C2C=CC(=CC2=NC=C1)Cl", "C(C)N(CCCCCCNc1c2ccc(cc2ncc1)Cl)CC"],
  [
    "FC(F)C(F)(F)C(F)(F)C(F)(F)COC(=O)C1=C(C=CC=C1)C(=O)OCC(F)(F)C(F)(F)C(F)(F)C(F)F",
    "C(F)(F)(C(COC(c1ccccc1C(OCC(C(F)(F)C(F)(F)C(F)F)(F)F)=O)=O)(F)F)C(F)(C(F)F)F",
  ],
  ["CCN1C2=C(C=CC=C2)[S](=O)C3=C1C=CC(=C3)[N+]([O-])=O", "N1(c2c(S(=O)c3cc(ccc31)[N+](=O)[O-])cccc2)CC"],
  ["CC[N+]([O-])(CC)CCCN1C2=C(C=CC=C2)S(=O)C3=C1C=CC=C3", "C([N+](CC)([O-])CC)CCN1c2ccccc2S(c2ccccc12)=O"],
  ["CC(=O)N1C2=C(SC3=C1C=C(C=C3)C(=O)CCl)C=CC=C2", "CC(=O)N1c2c(cccc2)Sc2ccc(cc21)C(CCl)=O"],
  ["CC(=O)N1C2=C(SC3=C1C=CC4=C3C=CC=C4)C=CC=C2", "CC(=O)N1c2c(cccc2)Sc2c3c(ccc12)cccc3"],
  ["OC(=O)C(=CC1=C(O)C(=CC(=C1)Br)Br)C2=CC=CC=C2", "O=C(O)C(=Cc1cc(Br)cc(c1O)Br)c1ccccc1"],
  ["OC(=O)C(=CC1=CC(=C(O)C(=C1)Br)Br)C2=CC=CC=C2", "O=C(O)C(=Cc1cc(Br)c(O)c(Br)c1)c1ccccc1"],
  ["OC(=O)C(=CC1=CC(=C(O)C(=C1)Cl)Cl)C2=CC=CC=C2", "O=C(O)C(=Cc1cc(Cl)c(O)c(Cl)c1)c1ccccc1"],
  ["NC1=CC(=C(C=C1)C=CC2=C(C=C(N)C=C2)S(O)(=O)=O)S(O)(=O)=O", "c1c(cc(S(=O)(O)=O)c(c1)C=Cc1c(cc(cc1)N)S(O)(=O)=O)N"],
  [
    "CCOC(=O)N(C1=CC=CC=C1)C2=CC3=C(C=C2)C(=CC(=C3)S(O)(=O)=O)O",
    "c1(ccccc1)N(c1cc2c(c(cc(S(=O)(O)=O)c2)O)cc1)C(OCC)=O",
  ],
  ["C[CH]1C[CH](C)C(=O)[CH](C1)[CH](O)CC2CC(=O)NC(=O)C2", "C1C(C)C(=O)C(C(O)CC2CC(=O)NC(=O)C2)CC1C"],
  [
    "[O-][N+](=O)C1=CC(=C(SSC2=C(C=C(C=C2)[N+]([O-])=O)[N+]([O-])=O)C=C1)[N+]([O-])=O",
    "c1(SSc2c(cc(cc2)[N+]([O-])=O)[N+]([O-])=O)ccc([N+](=O)[O-])cc1[N+](=O)[O-]",
  ],
  ["O=C(C1=CC=CC=C1)C(C2=CC=CC=C2)(C3=CC=CC=C3)C4=CC=CC=C4", "c1cc(C(C(c2ccccc2)(c2ccccc2)c2ccccc2)=O)ccc1"],
  ["OS(=O)(=O)C1=C2C(=O)C3=CC=CC(=C3C(=O)C2=CC=C1)S(O)(=O)=O", "C1(=O)c2cccc(S(=O)(O)=O)c2C(=O)c2cccc(S(O)(=O)=O)c12"],
  ["OS(=O)(=O)C1=C2C(=O)C3=C(C=CC=C3C(=O)C2=CC=C1)S(O)(=O)=O", "C1(=O)c2c(S(O)(=O)=O)cccc2C(=O)c2cccc(S(O)(=O)=O)c12"],
  ["[O-][N+](=O)C1=C(SSC2=C(C=CC=C2)[N+]([O-])=O)C=CC=C1", "O=[N+]([O-])c1c(SSc2ccccc2[N+]([O-])=O)cccc1"],
  ["OC(=O)C1=C(NC(=O)NC2=C(C=CC=C2)C(O)=O)C=CC=C1", "OC(c1c(NC(=O)Nc2ccccc2C(O)=O)cccc1)=O"],
  ["OC(=O)CC1=CC=C(SSC2=CC=C(CC(O)=O)C=C2)C=C1", "OC(Cc1ccc(cc1)SSc1ccc(CC(=O)O)cc1)=O"],
  ["ClS(=O)(=O)C1=CC=C(OC2=CC=C(C=C2)S(Cl)(=O)=O)C=C1", "ClS(=O)(c1ccc(Oc2ccc(cc2)S(Cl)(=O)=O)cc1)=O"],
  ["OC(=O)C1=C(SSC2=C(C=CC=C2)C(O)=O)C=CC=C1", "O=C(O)c1c(SSc2ccccc2C(O)=O)cccc1"],
  ["BrC1=CC=C(C=C1)C(=O)CCC(=O)C2=CC=C(Br)C=C2", "c1cc(C(=O)CCC(c2ccc(cc2)Br)=O)ccc1Br"],
  ["CC(=O)C[CH](SCCSCCS[CH](CC(C)=O)C1=CC=CC=C1)C2=CC=CC=C2", "c1cc(C(SCCSCCSC(CC(=O)C)c2ccccc2)CC(=O)C)ccc1"],
  ["O=C(CC(C1=CC=CC=C1)(C2=CC=CC=C2)C3=CC=CC=C3)C4=CC=CC=C4", "c1cc(C(c2ccccc2)(c2ccccc2)CC(=O)c2ccccc2)ccc1"],
  ["CC(=NNC(=S)NN=C(C)C1=CC=CC=C1)C2=CC=CC=C2", "c1(ccccc1)C(=NNC(NN=C(c1ccccc1)C)=S)C"],
  ["CC(=NN=C(C)C1=CC=C(Cl)C=C1)C2=CC=C(Cl)C=C2", "N(N=C(C)c1ccc(cc1)Cl)=C(C)c1ccc(Cl)cc1"],
  ["O=C(NCCCCCCNC(=O)C1=CC=CC=C1)C2=CC=CC=C2", "C(CCCNC(c1ccccc1)=O)CCNC(c1ccccc1)=O"],
  [
    "O=C(C[CH](N1CCN(CC1)CC2=CC=CC=C2)C(=O)C3=CC=CC=C3)C4=CC=CC=C4",
    "c1cccc(CN2CCN(CC2)C(C(=O)c2ccccc2)CC(c2ccccc2)=O)c1",
  ],
  ["O=C([CH](CC1=CC=CC=C1)N2CCCCC2)C3=CC=CC=C3", "c1(C(=O)C(N2CCCCC2)Cc2ccccc2)ccccc1"],
  ["C1=CC=C(C=C1)C2=CC=C(C=C2)N=NC3=CC=C(C=C3)C4=CC=CC=C4", "c1(ccc(cc1)N=Nc1ccc(cc1)-c1ccccc1)-c1ccccc1"],
];
const SMILES = PAIRS.map((p) => p[0]);
export const n = SMILES.length;
const win = (i: number, k: number, start = 0): string[] =>
  Array.from({ length: k }, (_, j) => SMILES[(i + start + j) % n] as string);
const mol = (i: number): string => SMILES[i] as string;

/** The same SMARTS and reactions as per_call_rdkit.py uses. */
export const SMARTS_QUERY = "[#7,#8]";
export const SUBSTRUCTURE_QUERY = "c1ccccc1";
export const CHLORINATE = "[c;H1:1]>>[c:1]Cl";

export interface Case {
  /** Row label: the tool name, or the tool name and a variant. */
  label: string;
  tool: string;
  args: (i: number) => Record<string, unknown>;
  /** Python RDKit's counterpart (per_call_rdkit.py computes it under the same label), or why there is none. */
  python: string | { none: string };
}

const sample = (tool: string) => (_i: number) =>
  (tools.find((t) => t.name === tool)?.examples[0].arguments ?? {}) as Record<string, unknown>;
const one = (i: number) => ({ smiles: mol(i) });
// Filled before timing from our own smiles_to_moljson (an input, not an expected value): fillMoljson().
export const moljson: string[] = [];

export const CASES: Case[] = [
  {
    label: "parse_smiles",
    tool: "parse_smiles",
    args: one,
    python: "MolFromSmiles, MolToSmiles, CalcMolFormula, MolWt, atom and bond counts, formal charge, fragments",
  },
  {
    label: "repair_smiles",
    tool: "repair_smiles",
    args: one,
    python: { none: "RDKit has no SMILES repair (valid input here: parse and report)" },
  },
  { label: "canonical_smiles", tool: "canonical_smiles", args: one, python: "MolFromSmiles + MolToSmiles" },
  {
    label: "calc_properties",
    tool: "calc_properties",
    args: one,
    python: "MolWt, ExactMolWt, MolLogP, TPSA, HBD, HBA, rotatable bonds, heavy atoms, QED",
  },
  { label: "lipinski_check", tool: "lipinski_check", args: one, python: "MolWt, MolLogP, Lipinski HBD/HBA" },
  { label: "sa_score", tool: "sa_score", args: one, python: "Contrib sascorer.calculateScore" },
  { label: "pains_check", tool: "pains_check", args: one, python: "FilterCatalog PAINS GetMatches" },
  { label: "brenk_check", tool: "brenk_check", args: one, python: "FilterCatalog BRENK GetMatches" },
  {
    label: "admet_profile",
    tool: "admet_profile",
    args: one,
    python: "MolLogP, TPSA, MolWt, counts, the same Ames/pKa SMARTS tables",
  },
  { label: "boiled_egg", tool: "boiled_egg", args: one, python: "TPSA(includeSandP) + MolLogP, the two ellipses" },
  { label: "ecfp4", tool: "ecfp4", args: one, python: "GetMorganFingerprintAsBitVect(radius 2, 2048) + GetOnBits" },
  {
    label: "tanimoto",
    tool: "tanimoto",
    args: (i) => ({ smiles1: mol(i), smiles2: mol((i + 1) % n) }),
    python: "two parses, two Morgan r2 2048, TanimotoSimilarity",
  },
  {
    label: "smarts_match",
    tool: "smarts_match",
    args: (i) => ({ smarts: SMARTS_QUERY, smiles: mol(i) }),
    python: "MolFromSmarts + GetSubstructMatches",
  },
  {
    label: "find_mcs",
    tool: "find_mcs",
    args: (i) => ({ smiles_list: [mol(i), mol(i)] }),
    python: "rdFMCS.FindMCS of the molecule with itself, timeout 5 s",
  },
  {
    label: "generate_3d",
    tool: "generate_3d",
    args: (i) => ({ smiles: mol(i), seed: 7 }),
    python: "AddHs, ETKDGv3 EmbedMolecule (seed 7), MMFFOptimizeMolecule, MolToMolBlock + MolToXYZBlock",
  },
  {
    label: "retrosynthesis",
    tool: "retrosynthesis",
    args: one,
    python: "FindBRICSBonds, FragmentOnBonds each, SMILES + SA score of each piece",
  },
  {
    label: "smiles_to_moljson",
    tool: "smiles_to_moljson",
    args: one,
    python: "MolToJSON (CommonChem, not our MolJSON)",
  },
  {
    label: "moljson_to_smiles",
    tool: "moljson_to_smiles",
    args: (i) => ({ json: moljson[i] }),
    python: "JSONToMols (CommonChem) + MolToSmiles",
  },
  {
    label: "representation_router",
    tool: "representation_router",
    args: (i) => ({ smiles: mol(i), task: "identification" }),
    python: { none: "no RDKit counterpart (which format serves which task)" },
  },
  {
    label: "molecule_context_pack",
    tool: "molecule_context_pack",
    args: one,
    python:
      "calc_properties + lipinski + SA + PAINS + BRENK + ADMET + SMILES + MolToJSON (no InChI: Debian's RDKit lacks it)",
  },
  {
    label: "depict",
    tool: "depict",
    args: one,
    python: "MolDraw2DCairo(400, 300) DrawMolecule, PNG (our default format and size)",
  },
  {
    label: "depict (svg)",
    tool: "depict",
    args: (i) => ({ smiles: mol(i), format: "svg" }),
    python: "MolDraw2DSVG(400, 300) DrawMolecule",
  },
  {
    label: "depict_grid",
    tool: "depict_grid",
    args: (i) => ({ smiles_list: win(i, 4) }),
    python: "MolDraw2DCairo 4 panels of 250×200, DrawMolecules with legends",
  },
  {
    label: "screen_library",
    tool: "screen_library",
    args: (i) => ({ smiles_list: win(i, 10), fields: ["mw", "logp"], filters: { lipinski: "pass" } }),
    python: "10 molecules: MolWt, MolLogP, Lipinski HBD/HBA, rule of five",
  },
  {
    label: "scaffold_analysis",
    tool: "scaffold_analysis",
    args: (i) => ({ smiles_list: win(i, 10) }),
    python: "10 molecules: Murcko scaffold and its generic framework (MakeScaffoldGeneric) as SMILES, grouped",
  },
  {
    label: "substructure_search",
    tool: "substructure_search",
    args: (i) => ({ query: SUBSTRUCTURE_QUERY, smiles_list: win(i, 10) }),
    python: "10 molecules: GetSubstructMatches of c1ccccc1",
  },
  {
    label: "describe_structure",
    tool: "describe_structure",
    args: one,
    python: { none: "no single RDKit call (rings, groups, stereo described in prose)" },
  },
  {
    label: "graph_distance",
    tool: "graph_distance",
    args: (i) => ({ smiles: mol(i), from: 0, to: 5 }),
    python: "GetShortestPath(0, 5)",
  },
  {
    label: "map_atoms",
    tool: "map_atoms",
    args: (i) => ({ smiles1: PAIRS[i]?.[0], smiles2: PAIRS[i]?.[1] }),
    python: "GetSubstructMatch of the randomised SMILES in the original",
  },
  {
    label: "react",
    tool: "react",
    args: (i) => ({ reaction_smarts: CHLORINATE, smiles_list: [mol(i)] }),
    python: "ReactionFromSmarts + RunReactants + SanitizeMol + MolToSmiles of each product",
  },
  {
    label: "predict_products",
    tool: "predict_products",
    args: sample("predict_products"),
    python: "amide SMARTS RunReactants on benzoic acid + benzylamine (the tool's sample arguments: small molecules)",
  },
  {
    label: "depict_reaction",
    tool: "depict_reaction",
    args: (i) => ({ reaction_smiles: `${mol(i)}>>${mol(i)}` }),
    python: "ReactionFromSmarts(useSmiles) + MolDraw2DCairo(800, 250) DrawReaction",
  },
  {
    label: "standardize",
    tool: "standardize",
    args: one,
    python: "Cleanup, FragmentParent, ChargeParent, TautomerEnumerator.Canonicalize, MolToSmiles",
  },
  {
    label: "similarity_search",
    tool: "similarity_search",
    args: (i) => ({ query_smiles_list: [mol(i)], smiles_list: win(i, 10, 1), top_k: 3 }),
    python: "11 Morgan r2 2048, BulkTanimotoSimilarity, top 3",
  },
  {
    label: "cluster_molecules",
    tool: "cluster_molecules",
    args: (i) => ({ smiles_list: win(i, 10), cutoff: 0.7 }),
    python: "10 Morgan r2 2048, distance matrix, Butina 0.7",
  },
  {
    label: "diversity_pick",
    tool: "diversity_pick",
    args: (i) => ({ smiles_list: win(i, 10), count: 3, seed: 42 }),
    python: "10 Morgan r2 2048, MaxMinPicker LazyBitVectorPick 3",
  },
  {
    label: "check_structure",
    tool: "check_structure",
    args: (i) => ({ smiles: mol(i), formula: "C20H20O2", molecular_weight: 300, hbd: 1 }),
    python: "MolToSmiles, CalcMolFormula, MolWt, ExactMolWt, NumHBD, compared",
  },
  {
    label: "rgroup_decompose",
    tool: "rgroup_decompose",
    args: (i) => ({ smiles_list: win(i, 10), core: "[*:1]c1ccccc1" }),
    python: "RGroupDecompose on the same 10 molecules, core [*:1]c1ccccc1",
  },
  {
    label: "enumerate_analogues",
    tool: "enumerate_analogues",
    args: sample("enumerate_analogues"),
    python: "molzip of the core with each of 3 R groups (the tool's sample arguments)",
  },
  {
    label: "smiles_to_name",
    tool: "smiles_to_name",
    args: one,
    python: { none: "RDKit names nothing (OPSIN parses names, Java)" },
  },
  {
    label: "matched_pairs",
    tool: "matched_pairs",
    args: (i) => ({ smiles_list: win(i, 5) }),
    python: "5 molecules: rdMMPA.FragmentMol single cuts, indexed by the constant part",
  },
];
/** Registered tools this bench does not call, and why. */
export const NOT_MEASURED: Record<string, string> = {
  name_to_smiles: "a PubChem lookup over the network: its time is the network's, and RDKit has no name parser",
};

/** The MolJSON inputs of moljson_to_smiles, from our own smiles_to_moljson (inputs, not expected values). */
export async function fillMoljson(): Promise<void> {
  const tool = tools.find((t) => t.name === "smiles_to_moljson");
  if (!tool) throw new Error("no tool smiles_to_moljson");
  const signal = new AbortController().signal;
  moljson.length = 0;
  for (let i = 0; i < n; i++) {
    const outcome = await runTool(tool, { smiles: mol(i) }, signal);
    if (outcome.kind !== "success") throw new Error(`smiles_to_moljson failed on ${mol(i)}`);
    moljson.push(JSON.stringify(outcome.payload));
  }
}
