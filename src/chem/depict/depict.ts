/**
 * 2D depictions with RDKit's own drawing code (MinimalLib `get_svg_with_highlights`, i.e. MolDraw2DSVG):
 * one molecule, or a grid of molecules composed from one RDKit drawing per panel (MinimalLib has no grid
 * drawer). Every RDKit object made here is freed on every path.
 */
import { type AlignTemplate, alignToTemplate, drawable, templateFromMcs, templateFromText } from "./depict-align.ts";
import {
  type AlertCatalogName,
  HighlightSet,
  addAlertMatches,
  addSmartsMatches,
  matchAsWritten,
  checkIndices,
  type Highlight,
} from "./depict-highlight.ts";
import { free, parseSmiles } from "../rdkit.ts";
import type { JSMol } from "../rdkit-types.ts";

/** What to highlight in one molecule. */
export interface HighlightRequest {
  smarts?: string;
  atoms?: readonly number[];
  bonds?: readonly number[];
  alerts?: AlertCatalogName;
}

/**
 * How an error names each input: the caller's words (a tool passes its argument names), so that chemistry never
 * spells a tool's arguments itself. The index lists need a name only where indices can be given.
 */
export interface HighlightLabels {
  smarts: string;
  atoms?: string;
  bonds?: string;
}

/** What was drawn in one molecule, for the one-line description. */
export interface MoleculeReport {
  atoms: number;
  highlight: Highlight;
  /** Matches of the SMARTS, when one was given. */
  smartsMatches?: number;
  /** Names of the alerts that hit, when a catalog was given. */
  alerts?: string[];
  /** Whether the molecule was laid out on the template, when there was one. */
  aligned?: boolean;
}

export interface PanelOptions {
  width: number;
  height: number;
  legend?: string;
  showAtomIndices?: boolean;
}

const HEADER_END = "<!-- END OF HEADER -->";

/**
 * Atoms per drawn molecule. Past a few hundred atoms a picture of at most 2000 px is unreadable, and RDKit's
 * layout grows steeply (2,000 disconnected methanes took 175 s here): a clear MOLECULE_TOO_LARGE up front beats a
 * TIMEOUT after the time limit. A grid panel is at most 600 px, so its molecules get the find_mcs limit.
 */
export const MAX_DEPICT_ATOMS = 500;
export const MAX_GRID_ATOMS = 200;

/** Draws a parsed molecule (its own coordinates, or RDKit's 2D layout when it has none) as RDKit's SVG. */
function drawParsed(mol: JSMol, highlight: Highlight, options: PanelOptions): string {
  const details: Record<string, unknown> = {
    width: options.width,
    height: options.height,
    atoms: highlight.atoms,
    bonds: highlight.bonds,
    addAtomIndices: options.showAtomIndices === true,
    // Python's Draw.MolToImage and MolDraw2D default to an opaque white background too.
    clearBackground: true,
  };
  if (options.legend !== undefined && options.legend !== "") details.legend = options.legend;
  const svg = drawable(mol).get_svg_with_highlights(JSON.stringify(details));
  if (!svg.includes(HEADER_END)) throw new Error("RDKit did not draw the molecule (no SVG came back)");
  return svg;
}

/** Collects the highlights of one molecule; bad indices and SMARTS throw before anything is drawn. */
function collectHighlights(
  smiles: string,
  mol: JSMol,
  request: HighlightRequest,
  report: MoleculeReport,
  labels: HighlightLabels,
): Highlight {
  const set = new HighlightSet();
  if (request.atoms) {
    checkIndices(request.atoms, mol.get_num_atoms(), "atom", labels.atoms ?? "atoms");
    set.addAtoms(request.atoms);
  }
  if (request.bonds) {
    checkIndices(request.bonds, mol.get_num_bonds(), "bond", labels.bonds ?? "bonds");
    set.addBonds(request.bonds);
  }
  // SMARTS and alerts are matched as smarts_match and pains_check match them (one reading for both), then numbered
  // as drawn.
  const { smarts, alerts } = request;
  if (smarts !== undefined || alerts !== undefined) {
    matchAsWritten(smiles, mol, set, (target, into) => {
      if (smarts !== undefined) report.smartsMatches = addSmartsMatches(target, smarts, labels.smarts, into);
      if (alerts !== undefined) report.alerts = addAlertMatches(target, alerts, into);
    });
  }
  return set.highlight();
}

function drawOne(
  smiles: string,
  mol: JSMol,
  request: HighlightRequest,
  options: PanelOptions,
  template: AlignTemplate | undefined,
  labels: HighlightLabels,
): { svg: string; report: MoleculeReport } {
  const report: MoleculeReport = { atoms: mol.get_num_atoms(), highlight: { atoms: [], bonds: [] } };
  report.highlight = collectHighlights(smiles, mol, request, report, labels);
  if (template) report.aligned = alignToTemplate(drawable(mol), template);
  return { svg: drawParsed(mol, report.highlight, options), report };
}

export interface DepictRequest extends PanelOptions {
  smiles: string;
  highlight: HighlightRequest;
  /** A scaffold (SMILES or SMARTS) whose 2D layout orients the drawing. */
  alignTo?: string;
  /** How errors name the SMILES, the highlights and the scaffold. */
  labels: HighlightLabels & { smiles: string; alignTo: string };
}

/** One molecule as RDKit's SVG, with what was drawn. */
export function depictMolecule(request: DepictRequest): { svg: string; report: MoleculeReport } {
  // Written [H] atoms are kept, so atom numbers (show_atom_indices, highlight_atoms) are the SMILES order every tool uses.
  const { labels } = request;
  const mol = parseSmiles(request.smiles, { label: labels.smiles, maxAtoms: MAX_DEPICT_ATOMS, keepHydrogens: true });
  try {
    const template = request.alignTo === undefined ? undefined : templateFromText(request.alignTo, labels.alignTo);
    try {
      return drawOne(request.smiles, mol, request.highlight, request, template, labels);
    } finally {
      free(template?.mol);
    }
  } finally {
    free(mol);
  }
}

export interface GridRequest {
  smilesList: readonly string[];
  legends?: readonly string[];
  molsPerRow: number;
  panelWidth: number;
  panelHeight: number;
  showAtomIndices?: boolean;
  /** A grid highlights patterns, not indices (those differ from molecule to molecule). */
  highlight: Pick<HighlightRequest, "smarts" | "alerts">;
  /** A scaffold to align every molecule on, or "mcs" for the molecules' maximum common substructure. */
  align?: { scaffold: string } | "mcs";
  /** How errors name the i-th molecule, the SMARTS and the scaffold. */
  labels: { molecule: (i: number) => string; smarts: string; alignTo: string };
}

export interface GridDrawing {
  svg: string;
  width: number;
  height: number;
  reports: MoleculeReport[];
  /** What the molecules were aligned on (undefined: no alignment asked, or no common scaffold found). */
  template?: string;
}

/** The part of an RDKit SVG between its header and its closing tag: the drawing itself. */
function svgBody(svg: string): string {
  const start = svg.indexOf(HEADER_END) + HEADER_END.length;
  const end = svg.lastIndexOf("</svg>");
  return svg.slice(start, end);
}

/** An SVG document in RDKit's own header style (the rasteriser and browsers read it the same way). */
export function svgDocument(width: number, height: number, body: string): string {
  return (
    "<?xml version='1.0' encoding='iso-8859-1'?>\n" +
    `<svg version='1.1' baseProfile='full' xmlns='http://www.w3.org/2000/svg' xmlns:rdkit='http://www.rdkit.org/xml' ` +
    `xmlns:xlink='http://www.w3.org/1999/xlink' xml:space='preserve' width='${width}px' height='${height}px' viewBox='0 0 ${width} ${height}'>\n` +
    `<rect style='opacity:1.0;fill:#FFFFFF;stroke:none' width='${width}' height='${height}' x='0' y='0'> </rect>\n` +
    `${body}</svg>\n`
  );
}

/** A grid of `count` panels, at most `molsPerRow` a row: its columns and its size in pixels. */
export function gridSize(
  count: number,
  molsPerRow: number,
  panelWidth: number,
  panelHeight: number,
): { columns: number; width: number; height: number } {
  const columns = Math.min(molsPerRow, count);
  return { columns, width: columns * panelWidth, height: Math.ceil(count / columns) * panelHeight };
}

/** Parses every molecule first (so a bad SMILES is reported before any work), then draws the panels in a grid. */
export function depictGrid(request: GridRequest): GridDrawing {
  const { labels } = request;
  const mols: JSMol[] = [];
  let template: AlignTemplate | undefined;
  try {
    request.smilesList.forEach((smiles, i) => {
      mols.push(parseSmiles(smiles, { label: labels.molecule(i), maxAtoms: MAX_GRID_ATOMS, keepHydrogens: true }));
    });
    if (request.align === "mcs") template = templateFromMcs(mols);
    else if (request.align) template = templateFromText(request.align.scaffold, labels.alignTo);
    const { columns, width, height } = gridSize(
      mols.length,
      request.molsPerRow,
      request.panelWidth,
      request.panelHeight,
    );
    const panels: string[] = [];
    const reports: MoleculeReport[] = [];
    mols.forEach((mol, i) => {
      const options: PanelOptions = {
        width: request.panelWidth,
        height: request.panelHeight,
        legend: request.legends?.[i],
        showAtomIndices: request.showAtomIndices,
      };
      const { svg, report } = drawOne(request.smilesList[i] ?? "", mol, request.highlight, options, template, {
        smarts: labels.smarts,
      });
      const x = (i % columns) * request.panelWidth;
      const y = Math.floor(i / columns) * request.panelHeight;
      panels.push(`<g transform='translate(${x},${y})'>${svgBody(svg)}</g>\n`);
      reports.push(report);
    });
    return { svg: svgDocument(width, height, panels.join("")), width, height, reports, template: template?.source };
  } finally {
    free(template?.mol);
    for (const mol of mols) free(mol);
  }
}
