import { MAX_DEPICT_ATOMS, depictMolecule, type MoleculeReport } from "../chem/depict/depict.ts";
import { type AlertCatalogName, CATALOG_LABELS, MAX_HIGHLIGHTED_MATCHES } from "../chem/depict/depict-highlight.ts";
import { PICTURE_SCHEMA, type PictureFormat, clipForSummary, makePicture, pictureContent } from "./output/picture.ts";
import { LOCAL_READ_ONLY, defineTool } from "./tool.ts";
import { boolean, enumOf, inputObject, moleculeText, typed } from "./schema.ts";

export const DEPICT_DEFAULT_WIDTH = 400;
export const DEPICT_DEFAULT_HEIGHT = 300;
/** Sides of a depiction, in pixels: big enough for a large natural product, small enough to fit in one answer. */
export const DEPICT_MIN_SIDE = 100;
export const DEPICT_MAX_SIDE = 2000;
export const MAX_LEGEND_LENGTH = 200;
/** More indices than this cannot name distinct atoms of any molecule the server accepts (10,000 atoms). */
const MAX_INDICES = 10_000;

export const formatSchema = enumOf(["png", "svg"], {
  default: "png",
});

export const side = (what: string, fallback: number, max = DEPICT_MAX_SIDE) =>
  typed<number>({
    type: "integer",
    minimum: DEPICT_MIN_SIDE,
    maximum: max,
    default: fallback,
    description: what,
  });

export const alertsSchema = enumOf(["pains", "brenk"], {
  description: "pains_check's or brenk_check's alerts.",
});

export const saveSchema = boolean("Also write it to --output-dir.");

const indices = (what: string) =>
  typed<number[]>({
    type: "array",
    maxItems: MAX_INDICES,
    items: { type: "integer", minimum: 0 },
    description: `0-based ${what.toLowerCase()} indices.`,
  });

type DepictArgs = {
  smiles: string;
  format?: PictureFormat;
  width?: number;
  height?: number;
  highlight_smarts?: string;
  highlight_atoms?: number[];
  highlight_bonds?: number[];
  highlight_alerts?: AlertCatalogName;
  show_atom_indices?: boolean;
  legend?: string;
  align_to?: string;
  save?: boolean;
};

/** What was drawn, in words: the one line beside the picture. */
function describeHighlights(
  report: MoleculeReport,
  args: { highlight_smarts?: string; highlight_alerts?: AlertCatalogName },
): string[] {
  const parts: string[] = [];
  if (args.highlight_smarts !== undefined) {
    const capped = report.smartsMatches === MAX_HIGHLIGHTED_MATCHES ? " (the first ones)" : "";
    parts.push(`SMARTS ${clipForSummary(args.highlight_smarts, 60)}: ${report.smartsMatches ?? 0} match(es)${capped}`);
  }
  if (args.highlight_alerts !== undefined) {
    const names = report.alerts ?? [];
    parts.push(`${CATALOG_LABELS[args.highlight_alerts]} alerts: ${names.length === 0 ? "none" : names.join(", ")}`);
  }
  return parts;
}

function describe(args: DepictArgs, report: MoleculeReport): string {
  const parts = [`${clipForSummary(args.smiles)} (${report.atoms} atoms)`];
  parts.push(...describeHighlights(report, args));
  const { atoms, bonds } = report.highlight;
  if (atoms.length + bonds.length > 0) parts.push(`highlighted atoms [${atoms.join(",")}], bonds [${bonds.join(",")}]`);
  if (args.show_atom_indices) parts.push("atom indices shown (0-based, SMILES order)");
  if (args.align_to !== undefined) {
    parts.push(
      report.aligned
        ? `oriented on align_to ${clipForSummary(args.align_to, 60)}`
        : `align_to ${clipForSummary(args.align_to, 60)} is not in the molecule: default layout`,
    );
  }
  return parts.join("; ");
}

/** The arguments an error names (chem/depict takes them from here). */
const DEPICT_LABELS = {
  smiles: "smiles",
  smarts: "highlight_smarts",
  atoms: "highlight_atoms",
  bonds: "highlight_bonds",
  alignTo: "align_to",
} as const;

export const depictTool = defineTool({
  name: "depict",
  title: "Draw a molecule",
  description:
    "Draws one molecule (RDKit): PNG (default 400×300 px) or SVG and a line of text; can highlight a SMARTS, atoms, bonds or " +
    `alerts, number atoms, align to a scaffold, save. At most ${MAX_DEPICT_ATOMS} atoms. Use it to show a structure or a match; depict_grid for several.`,
  whenToUse: "draw a molecule",
  examples: [
    {
      arguments: { smiles: "CC(=O)Oc1ccccc1C(=O)O", highlight_smarts: "C(=O)[OH]", show_atom_indices: true },
      shown: ["format", "width", "height"],
      molecule: "aspirin",
      // 400×300 PNG: the defaults of the input schema. Python: 13 atoms; GetSubstructMatches gives one match, atoms
      // (10, 11, 12), whose bonds are 10 (C10=O11) and 11 (C10–O12) (validation/generators/tool-examples.py).
      expect: {
        format: "png",
        width: 400,
        height: 300,
        // The wording ("PNG w×h px: …; …") is describe()'s and makePicture's; the facts in it are Python's.
        summary:
          "PNG 400×300 px: CC(=O)Oc1ccccc1C(=O)O (13 atoms); SMARTS C(=O)[OH]: 1 match(es); highlighted atoms [10,11,12], bonds [10,11]; atom indices shown (0-based, SMILES order).",
      },
    },
  ],
  annotations: LOCAL_READ_ONLY,
  inputSchema: inputObject(
    {
      smiles: moleculeText(),
      format: formatSchema,
      width: side("Pixels.", DEPICT_DEFAULT_WIDTH),
      height: side("Pixels.", DEPICT_DEFAULT_HEIGHT),
      highlight_smarts: moleculeText(`Highlight its matches (up to ${MAX_HIGHLIGHTED_MATCHES}).`),
      highlight_atoms: indices("Atom"),
      highlight_bonds: indices("Bond"),
      highlight_alerts: alertsSchema,
      show_atom_indices: typed<boolean>({ type: "boolean" }),
      legend: typed<string>({
        type: "string",
        maxLength: MAX_LEGEND_LENGTH,
        description: "Caption.",
      }),
      align_to: moleculeText("Scaffold SMARTS to orient on (e.g. find_mcs's mcs)."),
      save: saveSchema,
    },
    ["smiles"],
  ),
  limits: {
    smiles: { kind: "smiles", maxAtoms: MAX_DEPICT_ATOMS },
    highlight_smarts: { kind: "smarts" },
    align_to: { kind: "smarts" },
  },
  outputSchema: PICTURE_SCHEMA,
  handler: async (args, context) => {
    const width = args.width ?? DEPICT_DEFAULT_WIDTH;
    const height = args.height ?? DEPICT_DEFAULT_HEIGHT;
    const { svg, report } = depictMolecule({
      smiles: args.smiles,
      width,
      height,
      legend: args.legend,
      showAtomIndices: args.show_atom_indices,
      alignTo: args.align_to,
      labels: DEPICT_LABELS,
      highlight: {
        smarts: args.highlight_smarts,
        atoms: args.highlight_atoms,
        bonds: args.highlight_bonds,
        alerts: args.highlight_alerts,
      },
    });
    return makePicture({
      svg,
      width,
      height,
      format: args.format ?? "png",
      description: describe(args, report),
      save: args.save === true,
      outputDir: context.outputDir,
    });
  },
  content: pictureContent,
});
