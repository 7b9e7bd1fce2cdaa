import { MAX_GRID_ATOMS, depictGrid, gridSize, type GridDrawing } from "../chem/depict/depict.ts";
import { type AlertCatalogName, CATALOG_LABELS, MAX_HIGHLIGHTED_MATCHES } from "../chem/depict/depict-highlight.ts";
import { PICTURE_SCHEMA, type PictureFormat, clipForSummary, makePicture, pictureContent } from "./output/picture.ts";
import { InvalidArgumentsError } from "../protocol/errors.ts";
import { MAX_LEGEND_LENGTH, alertsSchema, formatSchema, saveSchema, side } from "./depict.ts";
import { LOCAL_READ_ONLY, defineTool } from "./tool.ts";
import { boolean, inputObject, moleculeText, typed } from "./schema.ts";

export const MAX_GRID_MOLECULES = 48;
export const MAX_MOLS_PER_ROW = 12;
export const GRID_DEFAULT_PANEL_WIDTH = 250;
export const GRID_DEFAULT_PANEL_HEIGHT = 200;
/** A panel's side at most; with 12 per row the whole picture stays within 12 × 600 = 7,200 px. */
const MAX_PANEL_SIDE = 600;
/** The whole picture's sides at most (columns × panel width, rows × panel height). */
export const MAX_GRID_SIDE = 4000;

type GridArgs = {
  smiles_list: string[];
  legends?: string[];
  mols_per_row?: number;
  panel_width?: number;
  panel_height?: number;
  format?: PictureFormat;
  highlight_smarts?: string;
  highlight_alerts?: AlertCatalogName;
  align_to?: string;
  align_to_mcs?: boolean;
  show_atom_indices?: boolean;
  save?: boolean;
};

function describe(args: GridArgs, drawing: GridDrawing, columns: number): string {
  const n = drawing.reports.length;
  const parts = [`grid of ${n} molecule(s), ${columns} per row, in the order given`];
  if (args.highlight_smarts !== undefined) {
    const hits = drawing.reports.filter((report) => (report.smartsMatches ?? 0) > 0).length;
    parts.push(`SMARTS ${clipForSummary(args.highlight_smarts, 60)} highlighted in ${hits} of ${n}`);
  }
  if (args.highlight_alerts !== undefined) {
    const catalog = CATALOG_LABELS[args.highlight_alerts];
    const hits = drawing.reports
      .map((report, i) => ((report.alerts ?? []).length > 0 ? `#${i} ${(report.alerts ?? []).join(", ")}` : ""))
      .filter(Boolean);
    parts.push(`${catalog} alerts highlighted: ${hits.length === 0 ? "none" : hits.join("; ")}`);
  }
  if (args.align_to !== undefined || args.align_to_mcs) {
    if (drawing.template === undefined)
      parts.push("no common scaffold of 3 or more atoms (whole rings) to align on: default layouts");
    else {
      const aligned = drawing.reports.filter((report) => report.aligned).length;
      parts.push(`aligned on ${clipForSummary(drawing.template, 80)} (${aligned} of ${n} contain it)`);
    }
  }
  if (args.show_atom_indices) parts.push("atom indices shown (0-based, SMILES order)");
  return parts.join("; ");
}

export const depictGridTool = defineTool({
  name: "depict_grid",
  title: "Draw molecules in a grid",
  description:
    `Draws up to ${MAX_GRID_MOLECULES} molecules in one picture (RDKit, a panel each, optional legends): PNG or SVG; can highlight a ` +
    `SMARTS or alerts and align all on a scaffold or their MCS. At most ${MAX_GRID_ATOMS} atoms each. Use it to compare a series.`,
  whenToUse: "draw a series",
  examples: [
    {
      arguments: {
        smiles_list: ["c1ccccc1CCN", "c1ccc(O)cc1CCN", "c1ccc(Cl)cc1CCN"],
        align_to_mcs: true,
        legends: ["A", "B", "C"],
      },
      source:
        "three molecules, at most 4 per row by default: one row of three 250×200 panels (the input schema's defaults) = 750×200 px",
      expect: { format: "png", width: 750, height: 200 },
    },
  ],
  annotations: LOCAL_READ_ONLY,
  inputSchema: inputObject(
    {
      smiles_list: typed<string[]>({
        type: "array",
        minItems: 1,
        maxItems: MAX_GRID_MOLECULES,
        items: moleculeText(),
      }),
      legends: typed<string[]>({
        type: "array",
        maxItems: MAX_GRID_MOLECULES,
        items: { type: "string", maxLength: MAX_LEGEND_LENGTH },
        description: "One caption per molecule, in order.",
      }),
      mols_per_row: typed<number>({
        type: "integer",
        minimum: 1,
        maximum: MAX_MOLS_PER_ROW,
        default: 4,
        description: "Panels per row.",
      }),
      panel_width: side("One panel, pixels.", GRID_DEFAULT_PANEL_WIDTH, MAX_PANEL_SIDE),
      panel_height: side("One panel, pixels.", GRID_DEFAULT_PANEL_HEIGHT, MAX_PANEL_SIDE),
      format: formatSchema,
      highlight_smarts: moleculeText(`Highlighted in each (up to ${MAX_HIGHLIGHTED_MATCHES} matches).`),
      highlight_alerts: alertsSchema,
      align_to: moleculeText("Scaffold SMARTS to draw alike."),
      align_to_mcs: boolean("Align on their MCS instead."),
      show_atom_indices: typed<boolean>({ type: "boolean" }),
      save: saveSchema,
    },
    ["smiles_list"],
  ),
  limits: {
    smiles_list: { kind: "smiles", maxAtoms: MAX_GRID_ATOMS },
    highlight_smarts: { kind: "smarts" },
    align_to: { kind: "smarts" },
  },
  outputSchema: PICTURE_SCHEMA,
  handler: async (args, context) => {
    const n = args.smiles_list.length;
    if (args.legends !== undefined && args.legends.length !== n) {
      throw new InvalidArgumentsError(
        `legends has ${args.legends.length} entries but smiles_list has ${n}: give one legend per molecule`,
      );
    }
    if (args.align_to !== undefined && args.align_to_mcs)
      throw new InvalidArgumentsError("give align_to or align_to_mcs, not both");
    const panelWidth = args.panel_width ?? GRID_DEFAULT_PANEL_WIDTH;
    const panelHeight = args.panel_height ?? GRID_DEFAULT_PANEL_HEIGHT;
    const { columns, width, height } = gridSize(n, args.mols_per_row ?? 4, panelWidth, panelHeight);
    if (width > MAX_GRID_SIDE || height > MAX_GRID_SIDE) {
      throw new InvalidArgumentsError(
        `the grid would be ${width}×${height} px; each side may be at most ${MAX_GRID_SIDE}: use smaller panels or change mols_per_row`,
      );
    }
    const drawing = depictGrid({
      smilesList: args.smiles_list,
      legends: args.legends,
      molsPerRow: columns,
      panelWidth,
      panelHeight,
      showAtomIndices: args.show_atom_indices,
      highlight: { smarts: args.highlight_smarts, alerts: args.highlight_alerts },
      align: args.align_to_mcs ? "mcs" : args.align_to === undefined ? undefined : { scaffold: args.align_to },
      labels: { molecule: (i) => `smiles_list[${i}]`, smarts: "highlight_smarts", alignTo: "align_to" },
    });
    return makePicture({
      svg: drawing.svg,
      width: drawing.width,
      height: drawing.height,
      format: args.format ?? "png",
      description: describe(args, drawing, columns),
      save: args.save === true,
      outputDir: context.outputDir,
    });
  },
  content: pictureContent,
});
