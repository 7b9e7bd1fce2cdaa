/**
 * Every tool of the registry, spelled out on purpose: the one list a new tool is added to in the tests.
 * test/tools/registry.test.ts holds the registry to it (names and order); the tests that count tools
 * (test/cli.test.ts) count it instead of typing a number.
 */

/** tools.md's table (1..20), then the depictions (issue 12), in that order: tools/list shows this order. */
export const ALL_TOOLS: readonly string[] = [
  "name_to_smiles",
  "parse_smiles",
  "repair_smiles",
  "canonical_smiles",
  "calc_properties",
  "lipinski_check",
  "sa_score",
  "pains_check",
  "brenk_check",
  "admet_profile",
  "boiled_egg",
  "ecfp4",
  "tanimoto",
  "smarts_match",
  "find_mcs",
  "generate_3d",
  "retrosynthesis",
  "smiles_to_moljson",
  "moljson_to_smiles",
  "representation_router",
  "molecule_context_pack",
  "depict",
  "depict_grid",
  "screen_library",
  "scaffold_analysis",
  "substructure_search",
  "describe_structure",
  "graph_distance",
  "map_atoms",
  "react",
  "predict_products",
  "depict_reaction",
  "standardize",
  "similarity_search",
  "cluster_molecules",
  "diversity_pick",
  // Issue 29 (names out and the check before showing a structure): not in tools.md's table yet.
  "check_structure",
  "rgroup_decompose",
  "enumerate_analogues",
  "smiles_to_name",
  "matched_pairs",
];
