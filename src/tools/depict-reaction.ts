import { PICTURE_SCHEMA, clipForSummary, makePicture, pictureContent } from "./output/picture.ts";
import {
  MAX_REACTION_MOLECULES,
  MAX_REACTION_MOLECULE_ATOMS,
  depictReaction,
} from "../chem/reactions/depict-reaction.ts";
import { formatSchema, saveSchema, side } from "./depict.ts";
import { LOCAL_READ_ONLY, defineTool } from "./tool.ts";
import { inputObject, moleculeText } from "./schema.ts";

export const REACTION_DEFAULT_WIDTH = 800;
export const REACTION_DEFAULT_HEIGHT = 250;
/** Width at most: ten molecules of 300 px each, with the arrow and plus signs. */
export const REACTION_MAX_WIDTH = 3000;

export const depictReactionTool = defineTool({
  name: "depict_reaction",
  title: "Draw a reaction",
  description:
    "Draws a reaction SMILES or SMARTS (reactants>agents>products) in one picture (RDKit): PNG (default 800×250 px) or SVG. " +
    `At most ${MAX_REACTION_MOLECULES} molecules of ${MAX_REACTION_MOLECULE_ATOMS} atoms. Use it to show a reaction.`,
  whenToUse: "draw a reaction",
  examples: [
    {
      arguments: { reaction_smiles: "CC(=O)O.NCc1ccccc1>>CC(=O)NCc1ccccc1" },
      shown: ["format", "width", "height"],
      source:
        "two reactants and one product by the reaction SMILES itself (two '.'-separated molecules before '>>', one after); 800×250 PNG: the input schema's defaults",
      expect: {
        format: "png",
        width: 800,
        height: 250,
        summary: "PNG 800×250 px: reaction SMILES CC(=O)O.NCc1ccccc1>>CC(=O)NCc1ccccc1: 2 reactant(s) → 1 product(s).",
      },
    },
  ],
  annotations: LOCAL_READ_ONLY,
  inputSchema: inputObject(
    {
      reaction_smiles: moleculeText("Reaction SMILES or SMARTS."),
      format: formatSchema,
      width: side("Pixels.", REACTION_DEFAULT_WIDTH, REACTION_MAX_WIDTH),
      height: side("Pixels.", REACTION_DEFAULT_HEIGHT),
      save: saveSchema,
    },
    ["reaction_smiles"],
  ),
  limits: { reaction_smiles: { kind: "reaction" } },
  outputSchema: PICTURE_SCHEMA,
  handler: async (args, context) => {
    const width = args.width ?? REACTION_DEFAULT_WIDTH;
    const height = args.height ?? REACTION_DEFAULT_HEIGHT;
    const drawing = depictReaction(args.reaction_smiles, width, height);
    const agents = drawing.agents > 0 ? `, ${drawing.agents} agent(s) drawn above the arrow` : "";
    const description = `reaction ${drawing.readAs === "smiles" ? "SMILES" : "SMARTS"} ${clipForSummary(args.reaction_smiles)}: ${drawing.reactants} reactant(s) → ${drawing.products} product(s)${agents}`;
    return makePicture({
      svg: drawing.svg,
      width,
      height,
      format: args.format ?? "png",
      description,
      save: args.save === true,
      outputDir: context.outputDir,
    });
  },
  content: pictureContent,
});
