/**
 * predict_products: applies every named template (templates.ts) to every way the given reactants can fill its
 * roles, and reports each that makes something. A cheap substructure test of each role's template against each
 * reactant comes first, so run_reactants only runs on assignments where every role can match.
 */
import { DomainError, InvalidArgumentsError } from "../../protocol/errors.ts";
import { free, perInstance, rdkit } from "../rdkit.ts";
import type { JSMol } from "../rdkit-types.ts";
import {
  type CompiledReaction,
  type FailedProductSet,
  type ProductSet,
  compileReaction,
  parseReactants,
  runCompiled,
  sitesAsWritten,
  writtenOrders,
} from "./run-reaction.ts";
import { identity, type AtomRenumbering } from "../written-order.ts";
import { ungrouped } from "./reaction-text.ts";
import { REACTION_CLASSES, type ReactionTemplate, TEMPLATES } from "./templates.ts";

/** Heavy atoms per reactant for predict_products: drug-sized with room (every template is tried on each). */
export const MAX_PREDICT_ATOMS = 300;
/** Reactants per call. */
export const MAX_PREDICT_REACTANTS = 5;

interface CompiledTemplate {
  template: ReactionTemplate;
  compiled: CompiledReaction;
  /** One query per role, for the quick "can this reactant fill this role" test. */
  roleQueries: JSMol[];
}

/** The library compiled once per RDKit instance (these objects live as long as the instance, like other tables). */
const compiledTemplates = perInstance((): CompiledTemplate[] =>
  TEMPLATES.map((template) => {
    const compiled = compileReaction(template.smarts, `template ${template.name}`, {
      need: { reactants: true, products: true },
    });
    const roleQueries = compiled.outline.reactants.map((smarts) => {
      const query = rdkit().get_qmol(ungrouped(smarts));
      if (!query?.is_valid()) throw new Error(`template ${template.name}: role SMARTS does not compile: ${smarts}`);
      return query;
    });
    if (roleQueries.length !== template.roles.length)
      throw new Error(
        `template ${template.name}: ${roleQueries.length} reactant templates but ${template.roles.length} roles`,
      );
    return { template, compiled, roleQueries };
  }),
);

export interface Prediction {
  template: string;
  title: string;
  reaction_class: string;
  /** Per role (template order): the index of the input reactant that fills it. */
  reactants: number[];
  roles: string[];
  product_sets: ProductSet[];
  /** Product sets RDKit could not sanitise (a template limitation on this input; rarely non-zero). */
  failed: number;
  selectivity: string;
  citation: string;
}

/** Names and classes the `template` argument accepts. */
export const REACTION_FILTERS: readonly string[] = [...TEMPLATES.map((t) => t.name), ...REACTION_CLASSES];

function selected(filter: string | undefined): (t: ReactionTemplate) => boolean {
  if (filter === undefined) return () => true;
  if (!REACTION_FILTERS.includes(filter)) {
    throw new InvalidArgumentsError(
      `Unknown template "${filter}": give a template name (${TEMPLATES.map((t) => t.name).join(", ")}) or a class (${REACTION_CLASSES.join(", ")})`,
    );
  }
  return (t) => t.name === filter || t.reactionClass === filter;
}

/** Every injective assignment of reactant indices to the independent roles where each role's query matches. */
function assignments(fits: boolean[][], independent: number[]): number[][] {
  const out: number[][] = [];
  const walk = (k: number, chosen: number[]): void => {
    if (k === independent.length) {
      out.push([...chosen]);
      return;
    }
    const role = independent[k] ?? 0;
    for (const [r, fit] of (fits[role] ?? []).entries()) {
      if (fit && !chosen.includes(r)) walk(k + 1, [...chosen, r]);
    }
  };
  walk(0, []);
  return out;
}

/** `renumbers[r]`: reactant r's atoms, read by RDKit's default, to its written order. */
function predictWith(
  entry: CompiledTemplate,
  mols: readonly JSMol[],
  renumbers: readonly AtomRenumbering[],
): Prediction[] {
  const { template, compiled, roleQueries } = entry;
  const sameAs = template.sameAs ?? {};
  const independent = roleQueries.map((_, i) => i).filter((i) => !(i in sameAs));
  const fits = roleQueries.map((query, role) =>
    role in sameAs ? [] : mols.map((mol) => mol.get_substruct_match(query) !== "{}"),
  );
  const predictions: Prediction[] = [];
  for (const chosen of assignments(fits, independent)) {
    // The full slot list: independent roles from `chosen`, repeated roles copy the role they name.
    const slots: number[] = [];
    for (let role = 0, k = 0; role < roleQueries.length; role++) {
      const source = sameAs[role];
      slots.push(source === undefined ? (chosen[k++] ?? 0) : (slots[source] ?? 0));
    }
    let result: { product_sets: ProductSet[]; failed: FailedProductSet[]; raw_count: number };
    try {
      result = runCompiled(
        compiled,
        slots.map((r) => mols[r] as JSMol),
        "smiles_list",
      );
    } catch (error) {
      if (error instanceof DomainError && error.code === "MATCH_RESOURCE_LIMIT") {
        throw new DomainError(
          "MATCH_RESOURCE_LIMIT",
          `Template ${template.name} on smiles_list [${slots.join(", ")}]: ${error.message}`,
          { ...error.details, template: template.name },
        );
      }
      throw error;
    }
    if (result.raw_count === 0) continue;
    result = sitesAsWritten(
      result,
      slots.map((r) => renumbers[r] ?? identity),
    );
    predictions.push({
      template: template.name,
      title: template.title,
      reaction_class: template.reactionClass,
      reactants: slots,
      roles: [...template.roles],
      product_sets: result.product_sets,
      failed: result.failed.reduce((sum, f) => sum + f.matches, 0),
      selectivity: template.selectivity,
      citation: template.citation,
    });
  }
  return predictions;
}

export interface PredictionResult {
  predictions: Prediction[];
  templates_checked: number;
}

/** Applies the library (or the templates `filter` names) to the reactants. */
export function predictProducts(reactants: readonly string[], filter?: string): PredictionResult {
  const keep = selected(filter);
  const library = compiledTemplates().filter((entry) => keep(entry.template));
  const mols = parseReactants(reactants, "smiles_list", MAX_PREDICT_ATOMS);
  try {
    const renumbers = writtenOrders(reactants, mols);
    return {
      predictions: library.flatMap((entry) => predictWith(entry, mols, renumbers)),
      templates_checked: library.length,
    };
  } finally {
    for (const mol of mols) free(mol);
  }
}
