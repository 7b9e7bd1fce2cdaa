/**
 * The parts of RDKit MinimalLib's reaction API (`get_rxn`, `Reaction.run_reactants`, `Reaction.get_svg`) this
 * project uses, typed narrowly. They live beside the reaction code rather than in rdkit-types.ts so the
 * reaction tools stay in one folder; the module object is the same one `rdkit()` returns.
 */
import type { Handle, JSMol, MolList } from "../rdkit-types.ts";

/** A product molecule as run_reactants returns it: not sanitised; `get_cxsmiles` carries the atom origins. */
export interface ProductMol extends JSMol {
  get_cxsmiles(details?: string): string;
}

/** The products of one reactant match: one molecule per product template. */
export interface ProductList extends Handle {
  size(): number;
  at(index: number): ProductMol | null;
}

/** Every match's product list (RDKit's `MOL_SPTR_VECT` vector). */
export interface ProductListList extends Handle {
  size(): number;
  get(index: number): ProductList | undefined;
}

export interface JSReaction extends Handle {
  /** One molecule per reactant template, in template order; at most `maxProducts` product lists. */
  run_reactants(reactants: MolList, maxProducts: number): ProductListList;
  get_svg(width?: number, height?: number): string;
  get_svg_with_highlights(details: string): string;
}

/** The reaction part of the module (`rdkit()` is cast to it once, in run-reaction.ts). */
export interface ReactionModule {
  get_rxn(text: string, details?: string): JSReaction | null;
}
