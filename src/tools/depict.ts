import { MAX_DEPICT_ATOMS, depictMolecule, type MoleculeReport } from "../chem/depict/depict.ts";
import { type AlertCatalogName, CATALOG_LABELS, MAX_HIGHLIGHTED_MATCHES } from "../chem/depict/depict-highlight.ts";
import {
  PICTURE_SCHEMA,
  type PictureFormat,
  clipForSummary,
  makePicture,
  pictureContent,
} from "../chem/depict/depict-picture.ts";
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
  description:
    "png (default): an image the client can show; svg: RDKit's SVG text (an embedded resource, media type image/svg+xml).",
});

export const side = (what: string, fallback: number, max = DEPICT_MAX_SIDE) =>
  typed<number>({
    type: "integer",
    minimum: DEPICT_MIN_SIDE,
    maximum: max,
    default: fallback,
    description: `${what} in pixels, ${DEPICT_MIN_SIDE} to ${max} (default ${fallback}).`,
  });

export const alertsSchema = enumOf(["pains", "brenk"], {
  description:
    "Highlight the atoms of every PAINS (or Brenk) alert that hits, exactly the alerts pains_check (brenk_check) reports; the alert names are listed in the text.",
});

export const saveSchema = boolean(
  "Also write the picture to the server's --output-dir (file named by its content hash; the text gives the path). Without --output-dir nothing is written and the text says so.",
);

const indices = (what: string) =>
  typed<number[]>({
    type: "array",
    maxItems: MAX_INDICES,
    items: { type: "integer", minimum: 0 },
    description: `${what} indices to highlight (0-based, the order of the atoms in the SMILES, as every other tool numbers them).`,
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

export const depictTool = defineTool({
  name: "depict",
  title: "Draw a molecule",
  description:
    "Draws one molecule as a 2D structure picture with RDKit's own drawing code, to show a chemist a structure, a " +
    "substructure match or an alert inline. Returns a PNG image (default 400×300 px) or SVG, plus one line of text " +
    "saying what was drawn. Options: highlight_smarts (every match highlighted: pass the smarts of find_mcs or the pattern " +
    'of smarts_match), highlight_atoms / highlight_bonds (indices), highlight_alerts "pains"/"brenk" (the atoms of each ' +
    "alert that pains_check/brenk_check report), show_atom_indices (the 0-based numbers every tool uses: the order of " +
    "the atoms in the SMILES), legend, align_to (a scaffold SMARTS or SMILES; the molecule is laid out with the scaffold " +
    "in RDKit's standard orientation, so a series is drawn alike), save (write the file to the server's --output-dir). " +
    `At most ${MAX_DEPICT_ATOMS} atoms (MOLECULE_TOO_LARGE beyond). Use depict_grid for several molecules.`,
  whenToUse: "a picture of one molecule, with highlights and atom numbers",
  examples: [
    {
      arguments: { smiles: "CC(=O)Oc1ccccc1C(=O)O", highlight_smarts: "C(=O)[OH]", show_atom_indices: true },
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
      smiles: moleculeText("The molecule as SMILES."),
      format: formatSchema,
      width: side("Width", DEPICT_DEFAULT_WIDTH),
      height: side("Height", DEPICT_DEFAULT_HEIGHT),
      highlight_smarts: moleculeText(
        `A SMARTS whose matches (up to ${MAX_HIGHLIGHTED_MATCHES}) are highlighted, atoms and bonds.`,
      ),
      highlight_atoms: indices("Atom"),
      highlight_bonds: indices("Bond"),
      highlight_alerts: alertsSchema,
      show_atom_indices: boolean("Write each atom's index next to it (default false)."),
      legend: typed<string>({
        type: "string",
        maxLength: MAX_LEGEND_LENGTH,
        description: "A caption under the drawing.",
      }),
      align_to: moleculeText(
        "A scaffold to orient the drawing on, read as SMARTS (a SMILES with lowercase aromatic rings, such as find_mcs's mcs, is one); ignored, with a note, when the molecule does not contain it.",
      ),
      save: saveSchema,
    },
    ["smiles"],
  ),
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
