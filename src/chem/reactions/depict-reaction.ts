/**
 * A reaction (reactants>agents>products, as SMILES or SMARTS) drawn as one SVG: each molecule drawn by RDKit's own
 * MolDraw2D (like depict), laid out left to right with "+" between molecules and an arrow between the sides, the
 * agents drawn small above the arrow. The layout is ours rather than MinimalLib's `Reaction.get_svg`, so the picture
 * is built from named parts (`<g class='reactant'>`, `'product'`, `'agent'`, `'reaction-arrow'`, `'reaction-plus'`) that a
 * caller and the tests can read, and each panel gets the same drawing options as depict.
 */
import { DomainError, InvalidArgumentsError } from "../../protocol/errors.ts";
import { drawable } from "../depict/depict-align.ts";
import { svgDocument } from "../depict/depict.ts";
import { free, parseSmarts, parseSmiles } from "../rdkit.ts";
import type { JSMol } from "../rdkit-types.ts";
import { outlineReaction, ungrouped } from "./reaction-text.ts";
import { compileReaction } from "./run-reaction.ts";

/** Molecules (reactants + products) in one picture: beyond this each panel is too narrow to read. */
export const MAX_REACTION_MOLECULES = 10;
/** Heavy atoms per drawn molecule (depict_grid's panel limit). */
export const MAX_REACTION_MOLECULE_ATOMS = 200;
const ARROW_WIDTH = 110;
const PLUS_WIDTH = 28;
const HEADER_END = "<!-- END OF HEADER -->";

export interface ReactionDrawing {
  svg: string;
  reactants: number;
  agents: number;
  products: number;
  /** "smiles" when every molecule read as SMILES, else "smarts" (templates drawn as queries). */
  readAs: "smiles" | "smarts";
}

interface Part {
  side: "reactant" | "product";
  text: string;
}

function body(svg: string): string {
  return svg.slice(svg.indexOf(HEADER_END) + HEADER_END.length, svg.lastIndexOf("</svg>"));
}

/** Reads one component as SMILES (or, for a SMARTS reaction, as a query). The caller frees it. */
function readPart(text: string, label: string, asSmarts: boolean): JSMol {
  if (asSmarts) return parseSmarts(ungrouped(text), label);
  return parseSmiles(ungrouped(text), { label, maxAtoms: MAX_REACTION_MOLECULE_ATOMS });
}

/** One component as the body of RDKit's SVG (transparent, so the document's white background shows). */
function drawPart(mol: JSMol, width: number, height: number): string {
  const details = { width, height, clearBackground: false };
  const svg = drawable(mol).get_svg_with_highlights(JSON.stringify(details));
  if (!svg.includes(HEADER_END)) throw new Error("RDKit did not draw a reaction component (no SVG came back)");
  return body(svg);
}

/** Whether the whole reaction reads as reaction SMILES (then every component is a molecule, not a query). */
function readsAsSmiles(text: string): boolean {
  try {
    free(
      compileReaction(text, "reaction_smiles", { useSmiles: true, need: { reactants: false, products: false } })
        .reaction,
    );
    return true;
  } catch {
    return false;
  }
}

/** Draws the reaction `text` at width × height px. Throws INVALID_SMARTS / INVALID_SMILES / MOLECULE_TOO_LARGE naming the component. */
export function depictReaction(text: string, width: number, height: number): ReactionDrawing {
  const outline = outlineReaction(text, "reaction_smiles", { reactants: true, products: true });
  const asSmarts = !readsAsSmiles(text);
  if (asSmarts) free(compileReaction(text, "reaction_smiles", { need: { reactants: true, products: true } }).reaction); // names RDKit's reason if it is neither
  const parts: Part[] = [
    ...outline.reactants.map((t) => ({ side: "reactant" as const, text: t })),
    ...outline.products.map((t) => ({ side: "product" as const, text: t })),
  ];
  if (parts.length > MAX_REACTION_MOLECULES) {
    throw new DomainError(
      "MOLECULE_TOO_LARGE",
      `The reaction has ${parts.length} reactants and products; at most ${MAX_REACTION_MOLECULES} are drawn in one picture`,
      {
        argument: "reaction",
        molecules: parts.length,
        limit: MAX_REACTION_MOLECULES,
      },
    );
  }
  const pluses = outline.reactants.length - 1 + (outline.products.length - 1);
  const panelWidth = Math.floor((width - ARROW_WIDTH - pluses * PLUS_WIDTH) / parts.length);
  if (panelWidth < 40) {
    throw new InvalidArgumentsError(
      `${parts.length} molecules do not fit in ${width} px (each needs at least 40 px besides the arrow and plus signs): give a larger width`,
    );
  }
  const mid = Math.round(height / 2);
  const pieces: string[] = [];
  let x = 0;
  const mols: JSMol[] = [];
  try {
    parts.forEach((part, i) => {
      const index = part.side === "reactant" ? i : i - outline.reactants.length;
      const mol = readPart(part.text, `reaction ${part.side} ${index}`, asSmarts);
      mols.push(mol);
      pieces.push(`<g class='${part.side}' transform='translate(${x},0)'>${drawPart(mol, panelWidth, height)}</g>\n`);
      x += panelWidth;
      const next = parts[i + 1];
      if (next && next.side === part.side) {
        // Drawn as two strokes, not <text>: the PNG rasteriser has no fonts (RDKit draws its labels as paths too).
        const cx = x + PLUS_WIDTH / 2;
        pieces.push(
          `<g class='reaction-plus'><path d='M ${cx - 8},${mid} L ${cx + 8},${mid} M ${cx},${mid - 8} L ${cx},${mid + 8}' style='stroke:#000000;stroke-width:2px;fill:none'/></g>\n`,
        );
        x += PLUS_WIDTH;
      } else if (next) {
        const end = x + ARROW_WIDTH - 10;
        pieces.push(
          `<g class='reaction-arrow'><path d='M ${x + 10},${mid} L ${end},${mid}' style='stroke:#000000;stroke-width:2px;fill:none'/>` +
            `<path d='M ${end - 10},${mid - 6} L ${end},${mid} L ${end - 10},${mid + 6} Z' style='fill:#000000;stroke:#000000'/></g>\n`,
        );
        // Agents: small drawings side by side above the arrow.
        const agentWidth = Math.floor((ARROW_WIDTH - 10) / Math.max(1, outline.agents.length));
        const agentHeight = Math.max(30, Math.floor(height / 3));
        outline.agents.forEach((agentText, k) => {
          const agent = readPart(agentText, `reaction agent ${k}`, asSmarts);
          mols.push(agent);
          pieces.push(
            `<g class='agent' transform='translate(${x + 5 + k * agentWidth},${Math.max(0, mid - agentHeight - 4)})'>${drawPart(agent, agentWidth, agentHeight)}</g>\n`,
          );
        });
        x += ARROW_WIDTH;
      }
    });
  } finally {
    for (const mol of mols) free(mol);
  }
  return {
    svg: svgDocument(width, height, pieces.join("")),
    reactants: outline.reactants.length,
    agents: outline.agents.length,
    products: outline.products.length,
    readAs: asSmarts ? "smarts" : "smiles",
  };
}
