/**
 * Applies a reaction SMARTS to reactants with the embedded RDKit (`get_rxn` + `run_reactants`), the equivalent
 * of Python's `AllChem.ReactionFromSmarts(s).RunReactants(mols)`, and turns the raw product lists into unique,
 * sanitised product sets. Every RDKit object made here is freed on every path.
 *
 * RDKit's products are not sanitised. A Python user sanitises each one (`Chem.SanitizeMol`) and writes it as
 * canonical SMILES; here the product is written as SMILES and read back with `get_mol`, which sanitises it (the
 * golden comparison in validation/ checks the two give the same sets; `readBack` reads it as `get_mol` does). A
 * product that fails is not dropped: it is reported with RDKit's reason.
 */
import { DomainError, InvalidArgumentsError } from "../../protocol/errors.ts";
import { checkMoleculeCharacters } from "../molecule-text.ts";
import { clearLog, free, parseSmiles, rdkit, readBack, takeRDKitLog, withMolList } from "../rdkit.ts";
import type { JSMol } from "../rdkit-types.ts";
import { checkSmartsNesting } from "../smarts-size.ts";
import { smilesShape } from "../smiles-size.ts";
import { identity, writtenOrder, type AtomRenumbering } from "../written-order.ts";
import { type ReactionOutline, outlineReaction, ungrouped } from "./reaction-text.ts";
import { originsFromCxsmiles, productOrigins } from "./product-origins.ts";
import type { JSReaction, ProductList, ProductMol, ReactionModule } from "./reaction-types.ts";

/** Raw product sets RDKit may make in one call (Python's RunReactants default maxProducts is 1,000 too). */
export const MAX_RAW_PRODUCTS = 1000;
/** Heavy atoms per reactant: drug-sized and far beyond; matching cost grows with it. */
export const MAX_REACTANT_ATOMS = 1000;
/** Reactant templates per reaction (and so reactants per call). */
export const MAX_REACTANT_TEMPLATES = 10;

const reactionModule = (): ReactionModule => rdkit() as unknown as ReactionModule;

/** A compiled reaction and its outline; free `reaction` when done. */
export interface CompiledReaction {
  reaction: JSReaction;
  outline: ReactionOutline;
}

/** Why RDKit cannot read a reaction: the first template that does not parse as SMARTS, with RDKit's reason. */
function diagnose(outline: ReactionOutline): string {
  const sides: [string, string[]][] = [
    ["reactant", outline.reactants],
    ["agent", outline.agents],
    ["product", outline.products],
  ];
  for (const [side, list] of sides) {
    for (const [i, template] of list.entries()) {
      clearLog();
      const query = rdkit().get_qmol(ungrouped(template));
      const ok = query?.is_valid() === true;
      free(query);
      if (!ok)
        return `${side} template ${i} "${template}" is not valid SMARTS (${takeRDKitLog() || "RDKit could not parse it"})`;
    }
  }
  return "RDKit could not build a reaction from it (check that every mapped atom number appears once per side)";
}

/**
 * Compiles a reaction SMARTS (or, with `useSmiles`, a reaction SMILES) after checking its outline, its characters
 * and its nesting. `need` says which sides must be non-empty.
 */
export function compileReaction(
  text: string,
  label: string,
  options: { useSmiles?: boolean; need: { reactants: boolean; products: boolean } },
): CompiledReaction {
  checkMoleculeCharacters(text, label, "INVALID_SMARTS", "reaction SMARTS");
  checkSmartsNesting(text, label);
  const outline = outlineReaction(text, label, options.need);
  if (outline.reactants.length > MAX_REACTANT_TEMPLATES) {
    throw new DomainError(
      "INVALID_SMARTS",
      `${label} has ${outline.reactants.length} reactant templates; at most ${MAX_REACTANT_TEMPLATES} are accepted`,
      {
        argument: label,
        templates: outline.reactants.length,
        limit: MAX_REACTANT_TEMPLATES,
      },
    );
  }
  clearLog();
  const details = options.useSmiles ? JSON.stringify({ useSmiles: true }) : undefined;
  const reaction = details === undefined ? reactionModule().get_rxn(text) : reactionModule().get_rxn(text, details);
  if (!reaction) {
    const logged = takeRDKitLog();
    const reason = logged || diagnose(outline);
    throw new DomainError("INVALID_SMARTS", `Invalid reaction in ${label}: ${reason}`, { argument: label, reason });
  }
  return { reaction, outline };
}

/** One unique set of products (one per product template) and where it came from. */
export interface ProductSet {
  /** Canonical SMILES, one per product template, in template order. */
  products: string[];
  /**
   * Per reactant (template order): the reactant's atom indices (0-based, SMILES order) that mapped template
   * atoms matched (the reaction site), for the first match that gave this set.
   */
  reactant_atoms: number[][];
  /** How many matches gave this same set (symmetry-equivalent sites give one set several times). */
  matches: number;
}

/** A product set with at least one product that RDKit cannot sanitise. */
export interface FailedProductSet {
  /** The products as RDKit wrote them before sanitising (not canonical). */
  products: string[];
  reason: string;
  reactant_atoms: number[][];
  matches: number;
}

export interface ReactionResult {
  product_sets: ProductSet[];
  failed: FailedProductSet[];
  /** Product sets RDKit made before duplicates were merged. */
  raw_count: number;
}

/** Which reactant template holds each atom-map number (for attributing mapped product atoms). */
function mapOwners(outline: ReactionOutline): Map<number, number> {
  const owners = new Map<number, number>();
  for (const [i, template] of outline.reactants.entries()) {
    for (const mapno of atomMapNumbers(template)) owners.set(mapno, i);
  }
  return owners;
}

/** The map numbers of a template's bracket atoms; a bracket atom may hold recursive SMARTS with brackets of its own. */
export function atomMapNumbers(template: string): number[] {
  const numbers: number[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < template.length; i++) {
    if (template[i] === "[") {
      if (depth === 0) start = i + 1;
      depth++;
    } else if (template[i] === "]") {
      depth--;
      if (depth === 0) {
        const mapno = /:(\d+)$/.exec(template.slice(start, i));
        if (mapno) numbers.push(Number(mapno[1]));
      }
    }
  }
  return numbers;
}

/**
 * The reaction site of one product: per reactant, the reactant atoms behind mapped product atoms. RDKit stores
 * each product atom's origin as atom properties (`react_atom_idx`, and `old_mapno` on mapped atoms), read from the
 * product's atom-property pickle (product-origins.ts), or from the atomProp block of its CXSMILES where that reader
 * gives up.
 */
function addSite(product: ProductMol, owners: Map<number, number>, site: Set<number>[]): void {
  const origins = productOrigins(product) ?? originsFromCxsmiles(product.get_cxsmiles());
  for (const { mapno, atom } of origins) {
    if (mapno === undefined || atom === undefined) continue;
    const owner = owners.get(mapno);
    if (owner !== undefined) site[owner]?.add(atom);
  }
}

type Sanitised = { ok: true; smiles: string } | { ok: false; raw: string; reason: string };

/**
 * Writes RDKit's raw product as SMILES and reads it back (sanitising): the canonical SMILES or why it failed.
 * Symmetric matches make the same raw product many times, so each raw SMILES is sanitised once per call.
 */
function sanitise(raw: string, cache: Map<string, Sanitised>): Sanitised {
  const known = cache.get(raw);
  if (known) return known;
  clearLog();
  const mol = readBack(raw);
  let outcome: Sanitised;
  try {
    outcome = mol?.is_valid()
      ? { ok: true, smiles: mol.get_smiles() }
      : { ok: false, raw, reason: takeRDKitLog() || "RDKit could not sanitise it" };
  } finally {
    free(mol);
  }
  cache.set(raw, outcome);
  return outcome;
}

function frees(list: { delete(): void; isDeleted?(): boolean }[]): void {
  for (const handle of list) free(handle);
}

/** Parses the reactants (each freed by the caller through the returned list). */
export function parseReactants(reactants: readonly string[], label: string, maxAtoms = MAX_REACTANT_ATOMS): JSMol[] {
  const mols: JSMol[] = [];
  try {
    for (const [i, smiles] of reactants.entries())
      mols.push(parseSmiles(smiles, { label: `${label}[${i}]`, maxAtoms }));
  } catch (error) {
    frees(mols);
    throw error;
  }
  return mols;
}

/** Per reactant, the renumbering of its atoms (parsed by RDKit's default, written [H] removed) to the written order. */
export function writtenOrders(reactants: readonly string[], mols: readonly JSMol[]): AtomRenumbering[] {
  return mols.map((mol, i) => writtenOrder(reactants[i] ?? "", mol));
}

/**
 * The result with each reactant slot's site atoms renumbered by `renumbers[slot]`: reactions run on RDKit's default
 * reading of the reactants, and the tools report atoms as written. The maps keep order, so sites stay sorted.
 */
export function sitesAsWritten(result: ReactionResult, renumbers: readonly AtomRenumbering[]): ReactionResult {
  const asWritten = (site: number[][]) => site.map((atoms, slot) => atoms.map(renumbers[slot] ?? identity));
  return {
    ...result,
    product_sets: result.product_sets.map((set) => ({ ...set, reactant_atoms: asWritten(set.reactant_atoms) })),
    failed: result.failed.map((set) => ({ ...set, reactant_atoms: asWritten(set.reactant_atoms) })),
  };
}

/**
 * For a reaction that made nothing: the first reactant its template does not match, or null when every
 * template matches on its own (then the templates only fail together, e.g. a grouped intramolecular template).
 */
export function firstUnmatched(outline: ReactionOutline, mols: readonly JSMol[]): number | null {
  for (const [i, template] of outline.reactants.entries()) {
    const query = rdkit().get_qmol(ungrouped(template));
    try {
      if (!query?.is_valid()) continue;
      if (mols[i]?.get_substruct_match(query) === "{}") return i;
    } finally {
      free(query);
    }
  }
  return null;
}

/**
 * Runs `compiled` on parsed reactants (one per reactant template, in template order). Throws
 * MATCH_RESOURCE_LIMIT when RDKit would make more than MAX_RAW_PRODUCTS product sets.
 */
export function runCompiled(compiled: CompiledReaction, mols: readonly JSMol[], label: string): ReactionResult {
  const { reaction, outline } = compiled;
  if (mols.length !== outline.reactants.length) {
    throw new InvalidArgumentsError(
      `The reaction has ${outline.reactants.length} reactant template(s) but ${label} has ${mols.length} molecule(s): give one reactant per template, in template order`,
    );
  }
  const collector: Collector = {
    owners: mapOwners(outline),
    reactantCount: outline.reactants.length,
    sets: new Map(),
    failed: new Map(),
    cache: new Map(),
  };
  let raw = 0;
  withMolList((list) => {
    for (const mol of mols) list.append(mol);
    const results = reaction.run_reactants(list, MAX_RAW_PRODUCTS + 1);
    try {
      raw = results.size();
      if (raw > MAX_RAW_PRODUCTS) {
        throw new DomainError(
          "MATCH_RESOURCE_LIMIT",
          `The reaction makes more than ${MAX_RAW_PRODUCTS} product sets on these reactants (every match of every template is combined): use a more specific SMARTS or smaller reactants`,
          { limit: MAX_RAW_PRODUCTS },
        );
      }
      for (let i = 0; i < raw; i++) collect(results.get(i), collector);
    } finally {
      free(results);
    }
  });
  return { product_sets: [...collector.sets.values()], failed: [...collector.failed.values()], raw_count: raw };
}

/**
 * A map number that stands on several product atoms and on no reactant atom makes RDKit's RunReactants fail an
 * internal check ("missing atom", Reaction.cpp), which in the WebAssembly build escapes as an engine exception (found
 * by lab/stress/fuzz-stdio.ts; Python RDKit 2022.09 raises the same check). `react` calls this before running a
 * caller's reaction; predict_products' own templates are checked by their tests.
 */
export function checkNewAtomMaps(outline: ReactionOutline): void {
  const inReactants = new Set(outline.reactants.flatMap(atomMapNumbers));
  const seen = new Map<number, number>();
  for (const mapno of outline.products.flatMap(atomMapNumbers)) seen.set(mapno, (seen.get(mapno) ?? 0) + 1);
  const repeated = [...seen].filter(([mapno, count]) => count > 1 && !inReactants.has(mapno)).map(([mapno]) => mapno);
  if (repeated.length > 0) {
    const listed = repeated.map((mapno) => `:${mapno}`).join(", ");
    throw new DomainError(
      "INVALID_SMARTS",
      `Atom map ${listed} is on more than one product atom but on no reactant atom, which RDKit cannot build: give each new product atom its own map number, or none`,
      { map_numbers: repeated },
    );
  }
}

/**
 * How long a path of atoms in a row a product may get. RDKit walks molecules recursively and its WebAssembly stack
 * is small (src/chem/smiles-size.ts): measured on `[C:1]>>[C:1]` + n carbons with reactant CC, RunReactants is
 * answered up to n = 590 and faults the engine (out-of-bounds access or a hang) from n = 600, on every call; a
 * 450-carbon reactant with a 200-carbon template chain faults too, 480 with 100 does not. Both limits sit safely
 * below: a product template path of at most MAX_PRODUCT_TEMPLATE_PATH atoms, and that path plus the reactants'
 * longest paths at most MAX_PRODUCT_PATH. Drug-like reactions stay far below (paths of ~50).
 */
export const MAX_PRODUCT_TEMPLATE_PATH = 500;
export const MAX_PRODUCT_PATH = 550;

/** The longest path of atoms in a row over the product templates, read without RDKit. */
function productTemplatePath(outline: ReactionOutline): number {
  return Math.max(0, ...outline.products.map((product) => smilesShape(product).dfsDepth));
}

/** A product template whose atoms in a row exceed MAX_PRODUCT_TEMPLATE_PATH: INVALID_SMARTS before RDKit runs it. */
export function checkProductTemplatePath(outline: ReactionOutline, label: string): void {
  const depth = productTemplatePath(outline);
  if (depth > MAX_PRODUCT_TEMPLATE_PATH)
    throw new DomainError(
      "INVALID_SMARTS",
      `${label} has a product template with a path of ${depth} atoms in a row; RDKit's WebAssembly engine is trusted with at most ${MAX_PRODUCT_TEMPLATE_PATH} (its stack is small): split the product or shorten the chain`,
      { argument: label, depth, limit: MAX_PRODUCT_TEMPLATE_PATH },
    );
}

/**
 * The products' paths are at most the template's plus every reactant's longest path: over MAX_PRODUCT_PATH it is
 * MOLECULE_TOO_LARGE before RDKit runs the reaction.
 */
export function checkProductPath(outline: ReactionOutline, reactants: readonly string[], label: string): void {
  const template = productTemplatePath(outline);
  const depth = reactants.reduce((sum, smiles) => sum + smilesShape(smiles).dfsDepth, template);
  if (depth > MAX_PRODUCT_PATH)
    throw new DomainError(
      "MOLECULE_TOO_LARGE",
      `the products of ${label} could have a path of up to ${depth} atoms in a row (the reactants' longest paths plus the product template's ${template}); RDKit's WebAssembly engine is trusted with at most ${MAX_PRODUCT_PATH} (its stack is small): use smaller reactants`,
      { argument: label, depth, limit: MAX_PRODUCT_PATH },
    );
}

/** Where the product sets of one call go, keyed by their products. */
interface Collector {
  owners: Map<number, number>;
  reactantCount: number;
  sets: Map<string, ProductSet>;
  failed: Map<string, FailedProductSet>;
  cache: Map<string, Sanitised>;
}

/** The reaction site of a product set, per reactant, as sorted atom indices (from each product's atom origins). */
function siteOf(products: readonly ProductMol[], collector: Collector): number[][] {
  const site = Array.from({ length: collector.reactantCount }, () => new Set<number>());
  for (const product of products) addSite(product, collector.owners, site);
  return site.map((s) => [...s].sort((a, b) => a - b));
}

/** Sanitises one raw product list and files it under its unique key (frees every product and the list). */
function collect(list: ProductList | undefined, collector: Collector): void {
  if (!list) return;
  const products: ProductMol[] = [];
  try {
    for (let j = 0; j < list.size(); j++) {
      const product = list.at(j);
      if (product) products.push(product);
    }
    const outcomes = products.map((product) => sanitise(product.get_smiles(), collector.cache));
    const bad = outcomes.find((o): o is Extract<Sanitised, { ok: false }> => !o.ok);
    // The site (the atom origins of each product) is read only for the first match of each set.
    if (bad === undefined) {
      const smiles = outcomes.map((o) => (o.ok ? o.smiles : ""));
      const key = smiles.join(" ");
      const seen = collector.sets.get(key);
      if (seen) seen.matches++;
      else collector.sets.set(key, { products: smiles, reactant_atoms: siteOf(products, collector), matches: 1 });
    } else {
      const rawSmiles = outcomes.map((o) => (o.ok ? o.smiles : o.raw));
      const key = rawSmiles.join(" ");
      const seen = collector.failed.get(key);
      if (seen) seen.matches++;
      else
        collector.failed.set(key, {
          products: rawSmiles,
          reason: bad.reason,
          reactant_atoms: siteOf(products, collector),
          matches: 1,
        });
    }
  } finally {
    frees(products);
    free(list);
  }
}
