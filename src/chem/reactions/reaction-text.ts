/**
 * Reads the outline of a reaction SMARTS/SMILES (`reactants>agents>products`) without RDKit: how many reactant
 * and product templates it has, and each template's text. The embedded build needs this up front: MinimalLib's
 * Reaction exposes no template count, and `run_reactants` with the wrong number of molecules (or a reaction
 * without products) throws an uncaught C++ exception that corrupts the instance, so both are refused here.
 * `get_rxn` also says nothing about *why* a reaction does not parse; the templates found here are parsed one by
 * one to name the bad one.
 */
import { DomainError } from "../../protocol/errors.ts";

export interface ReactionOutline {
  reactants: string[];
  agents: string[];
  products: string[];
}

/**
 * Splits `text` at `separator` where it stands outside brackets `[...]` and, when `topLevelOnly`, outside
 * parentheses too (a component-level group `(A.B)` is one template). Returns null when brackets do not balance.
 */
function splitOutside(text: string, separator: string, topLevelOnly: boolean): string[] | null {
  const parts: string[] = [];
  let bracket = 0;
  let paren = 0;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === "[") bracket++;
    else if (c === "]") bracket--;
    else if (bracket === 0 && c === "(") paren++;
    else if (bracket === 0 && c === ")") paren--;
    else if (c === separator && bracket === 0 && (!topLevelOnly || paren === 0)) {
      parts.push(text.slice(start, i));
      start = i + 1;
    }
    if (bracket < 0) return null;
  }
  if (bracket !== 0) return null;
  parts.push(text.slice(start));
  return parts;
}

/** The templates of one side: dot-separated at the top level, empty side → none. */
function templates(side: string): string[] {
  if (side.length === 0) return [];
  return (splitOutside(side, ".", true) ?? [side]).filter((part) => part.length > 0);
}

function invalid(label: string, text: string, why: string): DomainError {
  return new DomainError("INVALID_SMARTS", `Invalid reaction in ${label}: ${why}`, {
    argument: label,
    reaction: text.length > 200 ? `${text.slice(0, 200)}…` : text,
    reason: why,
  });
}

/**
 * The outline of `text` (a CXSMILES/CXSMARTS extension after a space is ignored, as RDKit does). Throws
 * INVALID_SMARTS when it is not `reactants>agents>products` or a side is missing where `need` requires one.
 */
export function outlineReaction(
  text: string,
  label: string,
  need: { reactants: boolean; products: boolean },
): ReactionOutline {
  const body = text.trim().split(/\s/, 1)[0] ?? "";
  const sides = splitOutside(body, ">", false);
  if (sides === null) throw invalid(label, text, "its square brackets do not balance");
  if (sides.length !== 3) {
    throw invalid(
      label,
      text,
      `a reaction is written reactants>agents>products (e.g. "[C:1](=O)O.[N:2]>>[C:1](=O)[N:2]"); this has ${sides.length - 1} '>'`,
    );
  }
  const [reactants = "", agents = "", products = ""] = sides;
  const outline: ReactionOutline = {
    reactants: templates(reactants),
    agents: templates(agents),
    products: templates(products),
  };
  if (need.reactants && outline.reactants.length === 0)
    throw invalid(label, text, "it has no reactant template (nothing before the first '>')");
  if (need.products && outline.products.length === 0)
    throw invalid(label, text, "it has no product template (nothing after the last '>')");
  return outline;
}

/** A template without the component-level grouping parentheses `( … )` around it, as a plain SMARTS. */
export function ungrouped(template: string): string {
  if (!(template.startsWith("(") && template.endsWith(")"))) return template;
  // Only strip when the first "(" closes at the very end (not "(C)C" nor "C(C)").
  let depth = 0;
  let bracket = 0;
  for (let i = 0; i < template.length; i++) {
    const c = template[i];
    if (c === "[") bracket++;
    else if (c === "]") bracket--;
    else if (bracket === 0 && c === "(") depth++;
    else if (bracket === 0 && c === ")") {
      depth--;
      if (depth === 0 && i < template.length - 1) return template;
    }
  }
  return template.slice(1, -1);
}
