/**
 * Tool profiles: the named groups `--tools` chooses from (src/cli.ts), and how a `--tools` list is read.
 *
 * Names only, no tool modules: the command line is read before the registry loads (src/main.ts loads it after the
 * first worker has started), so this file imports nothing. `test/tools/profiles.test.ts` holds it to the registry:
 * every member of a group is a tool of the registry, and every tool of the registry is in at least one group.
 *
 * Decisions (issue 30, where it is silent):
 * - Groups may overlap (`depict_reaction` is a picture and a reaction tool; the original twenty overlap every
 *   other group). A tool is served once, in registry order, however many items name it.
 * - `depict` is a group and a tool name: the group wins (the drawing tools, which include the tool `depict`), so
 *   asking for `depict` never serves less than the tool. `depict,-depict_grid,-depict_reaction` serves it alone.
 * - `-NAME` leaves a group or tool out: the profile is everything the other items name (every tool when only
 *   exclusions are given) minus everything the excluded ones name, whatever the order of the items.
 * - Items are trimmed and empty items skipped (a desktop settings field may hold "core, depict" or a trailing
 *   comma); names are exact (lowercase, as tools/list spells them).
 */

export interface ToolGroup {
  /** What the group is for, in a few words (the usage text and the unknown-name message show it). */
  about: string;
  tools: readonly string[];
}

/** The groups, in the order the usage text lists them. `all` is every tool (the default) and not listed here. */
export const TOOL_GROUPS: Readonly<Record<string, ToolGroup>> = {
  core: {
    about: "the original twenty tools of the specification (tools.md)",
    tools: [
      "name_to_smiles",
      "parse_smiles",
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
    ],
  },
  names: {
    about: "chemical names to SMILES (the one tool that may go online, to PubChem) and SMILES to checked names",
    tools: ["name_to_smiles", "smiles_to_name"],
  },
  smiles: {
    about: "read, repair, canonicalise and standardise a SMILES",
    tools: ["parse_smiles", "repair_smiles", "canonical_smiles", "standardize"],
  },
  medchem: {
    about: "properties, drug-likeness, alerts, ADMET estimates of one molecule",
    tools: [
      "calc_properties",
      "lipinski_check",
      "sa_score",
      "pains_check",
      "brenk_check",
      "admet_profile",
      "boiled_egg",
      "molecule_context_pack",
    ],
  },
  compare: {
    about: "fingerprints, similarity, substructure and common substructure of a few molecules",
    tools: ["ecfp4", "tanimoto", "smarts_match", "find_mcs"],
  },
  formats: {
    about: "MolJSON, InChI, CML and 3D coordinates",
    tools: ["smiles_to_moljson", "moljson_to_smiles", "representation_router", "generate_3d"],
  },
  structure: {
    about: "atoms, rings, stereo and groups; paths between atoms; atom mapping; a SMILES checked against claims",
    tools: ["describe_structure", "graph_distance", "map_atoms", "check_structure"],
  },
  depict: {
    about: "pictures of molecules, grids and reactions",
    tools: ["depict", "depict_grid", "depict_reaction"],
  },
  reactions: {
    about: "reaction SMARTS, named reactions, BRICS disconnections, reaction pictures",
    tools: ["react", "predict_products", "retrosynthesis", "depict_reaction"],
  },
  library: {
    about: "compound lists and library files: screens, scaffolds, searches, clusters, diverse picks, matched pairs",
    tools: [
      "screen_library",
      "scaffold_analysis",
      "substructure_search",
      "similarity_search",
      "cluster_molecules",
      "diversity_pick",
      "rgroup_decompose",
      // A series tool reads its compounds as the library tools do, on the library worker (profiles.test.ts).
      "matched_pairs",
    ],
  },
  series: {
    about: "series of analogues: R-group tables, matched molecular pairs, virtual analogues from a core",
    tools: ["rgroup_decompose", "matched_pairs", "enumerate_analogues"],
  },
};

/** The group that names every tool: what is served without `--tools`. */
export const ALL_GROUP = "all";

/** Every tool name the groups hold (the registry's, by the profiles test), first seen first. */
export const ALL_TOOL_NAMES: readonly string[] = [
  ...new Set(Object.values(TOOL_GROUPS).flatMap((group) => group.tools)),
];

/** The tools one item names: a group's members (a group wins over a tool of the same name), a tool, or none. */
function namedBy(name: string): readonly string[] | undefined {
  if (name === ALL_GROUP) return ALL_TOOL_NAMES;
  if (Object.hasOwn(TOOL_GROUPS, name)) return (TOOL_GROUPS[name] as ToolGroup).tools;
  return ALL_TOOL_NAMES.includes(name) ? [name] : undefined;
}

/** The names `--tools` accepts, for a message: every group with its size, then every tool. */
export function profileChoices(): string {
  const groups = [
    `${ALL_GROUP} (every tool, the default)`,
    ...Object.entries(TOOL_GROUPS).map(([name, group]) => `${name} (${group.tools.length}: ${group.about})`),
  ];
  return `groups: ${groups.join("; ")}. Tools: ${ALL_TOOL_NAMES.join(", ")}`;
}

export type ProfileResult = { ok: true; tools: readonly string[] } | { ok: false; message: string };

/**
 * Reads `--tools` values (each a comma-separated list; several values combine): the tools they serve, in
 * ALL_TOOL_NAMES order, or a message naming what is wrong and listing every valid name.
 */
export function resolveToolProfile(values: readonly string[]): ProfileResult {
  const items = values.flatMap((value) => value.split(",")).map((item) => item.trim());
  const included = new Set<string>();
  const excluded = new Set<string>();
  let includes = 0;
  const unknown: string[] = [];
  for (const item of items) {
    if (item === "") continue;
    const exclude = item.startsWith("-");
    const name = exclude ? item.slice(1).trim() : item;
    const named = namedBy(name);
    if (named === undefined) {
      unknown.push(JSON.stringify(item));
      continue;
    }
    if (!exclude) includes++;
    for (const tool of named) (exclude ? excluded : included).add(tool);
  }
  if (unknown.length > 0) {
    const what = unknown.length === 1 ? "group or tool" : "groups or tools";
    return { ok: false, message: `--tools: unknown ${what} ${unknown.join(", ")}; the valid ${profileChoices()}` };
  }
  if (includes === 0 && excluded.size === 0)
    return { ok: false, message: `--tools needs a group or tool name (comma-separated); the ${profileChoices()}` };
  const from = includes === 0 ? ALL_TOOL_NAMES : ALL_TOOL_NAMES.filter((tool) => included.has(tool));
  const served = from.filter((tool) => !excluded.has(tool));
  if (served.length === 0)
    return { ok: false, message: `--tools ${values.join(" ")} leaves no tool to serve; the ${profileChoices()}` };
  return { ok: true, tools: served };
}
