/** Every tool of this server, in the order tools/list shows them (tools.md order). */
import { admetProfileTool } from "./admet-profile.ts";
import { brenkCheckTool, painsCheckTool } from "./alert-checks.ts";
import { boiledEggTool } from "./boiled-egg.ts";
import { calcPropertiesTool } from "./calc-properties.ts";
import { canonicalSmilesTool } from "./canonical-smiles.ts";
import { checkStructureTool } from "./check-structure.ts";
import { smilesToNameTool } from "./smiles-to-name.ts";
import { depictGridTool } from "./depict-grid.ts";
import { depictReactionTool } from "./depict-reaction.ts";
import { depictTool } from "./depict.ts";
import { lipinskiCheckTool } from "./lipinski-check.ts";
import { ecfp4Tool } from "./ecfp4.ts";
import { findMcsTool } from "./find-mcs.ts";
import { generate3dTool } from "./generate-3d.ts";
import { moleculeContextPackTool } from "./molecule-context-pack.ts";
import { molJsonToSmilesTool } from "./moljson-to-smiles.ts";
import { nameToSmilesTool } from "./name-to-smiles.ts";
import { parseSmilesTool } from "./parse-smiles.ts";
import { predictProductsTool } from "./predict-products.ts";
import { reactTool } from "./react.ts";
import { repairSmilesTool } from "./repair-smiles.ts";
import { representationRouterTool } from "./representation-router.ts";
import { retrosynthesisTool } from "./retrosynthesis.ts";
import { saScoreTool } from "./sa-score.ts";
import { scaffoldAnalysisTool } from "./scaffold-analysis.ts";
import { matchedPairsTool } from "./matched-pairs.ts";
import { screenLibraryTool } from "./screen-library.ts";
import { substructureSearchTool } from "./substructure-search.ts";
import { smartsMatchTool } from "./smarts-match.ts";
import { smilesToMolJsonTool } from "./smiles-to-moljson.ts";
import { standardizeTool } from "./standardize.ts";
import { tanimotoTool } from "./tanimoto.ts";
import { describeStructureTool } from "./describe-structure.ts";
import { graphDistanceTool } from "./graph-distance.ts";
import { mapAtomsTool } from "./map-atoms.ts";
import { similaritySearchTool } from "./similarity-search.ts";
import { clusterMoleculesTool } from "./cluster-molecules.ts";
import { diversityPickTool } from "./diversity-pick.ts";
import { rgroupDecomposeTool } from "./rgroup-decompose.ts";
import { enumerateAnaloguesTool } from "./enumerate-analogues.ts";
import type { DocumentedTool } from "./tool.ts";

// Each tool's Args is its own; a DocumentedTool<Args> is a DocumentedTool because handler is a method (see Tool).
export const tools: readonly DocumentedTool[] = [
  nameToSmilesTool,
  parseSmilesTool,
  repairSmilesTool,
  canonicalSmilesTool,
  calcPropertiesTool,
  lipinskiCheckTool,
  saScoreTool,
  painsCheckTool,
  brenkCheckTool,
  admetProfileTool,
  boiledEggTool,
  ecfp4Tool,
  tanimotoTool,
  smartsMatchTool,
  findMcsTool,
  generate3dTool,
  retrosynthesisTool,
  smilesToMolJsonTool,
  molJsonToSmilesTool,
  representationRouterTool,
  moleculeContextPackTool,
  depictTool,
  depictGridTool,
  screenLibraryTool,
  scaffoldAnalysisTool,
  substructureSearchTool,
  describeStructureTool,
  graphDistanceTool,
  mapAtomsTool,
  reactTool,
  predictProductsTool,
  depictReactionTool,
  standardizeTool,
  similaritySearchTool,
  clusterMoleculesTool,
  diversityPickTool,
  checkStructureTool,
  rgroupDecomposeTool,
  enumerateAnaloguesTool,
  smilesToNameTool,
  matchedPairsTool,
];

/** Each tool's first example's arguments, by tool name: the sample call of tests, smoke tests and benchmarks. */
export const SAMPLE_ARGUMENTS: Readonly<Record<string, Record<string, unknown>>> = Object.fromEntries(
  tools.map((tool) => [tool.name, tool.examples[0].arguments]),
);
