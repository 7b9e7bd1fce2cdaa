/**
 * RDKit's Normalizer (MolStandardize, 2022.09), ported from Normalize.cpp: each
 * connected fragment is normalised on its own; the transforms are tried in
 * order, and the first that yields a product not seen before is taken and the
 * list restarts from the top (at most MAX_RESTARTS = 200 times). One transform
 * is applied to its own product again until it no longer matches (at most 20
 * rounds), keeping at each round the product whose SMILES sorts first; a
 * product RDKit cannot sanitise (kekulise, aromatise) is dropped.
 */
import { NORMALIZATIONS } from "../../data/standardize.ts";
import type { JSMol } from "../rdkit-types.ts";
import { compileQueries, free, perInstance, rdkit } from "../rdkit.ts";
import { copyThroughJson } from "./mol-json.ts";

/** RDKit's Normalizer default maxRestarts. */
export const MAX_RESTARTS = 200;
/** Rounds of one transform on its own product (RDKit's fixed 20 in applyTransform). */
export const MAX_TRANSFORM_ROUNDS = 20;
/** runReactants' default product limit. */
const MAX_PRODUCTS = 1000;

interface Reaction {
  run_reactants(reactants: unknown, maxProducts: number): ProductLists;
  delete(): void;
}
interface ProductLists {
  size(): number;
  get(i: number): ProductList | undefined;
  delete(): void;
}
interface ProductList {
  size(): number;
  at(i: number): JSMol | null;
  delete(): void;
}
interface MolListHandle {
  append(mol: JSMol): number;
  delete(): void;
}

/** The part of the module this file adds to the project's narrow typing (rdkit-types.ts has no reactions). */
interface ReactionModule {
  get_rxn(smarts: string): Reaction | null;
}

const reactions = perInstance((module) =>
  NORMALIZATIONS.map(([name, smarts]) => {
    const rxn = (module as unknown as ReactionModule).get_rxn(smarts);
    if (!rxn) throw new Error(`Normalizer transform ${name} does not compile in this RDKit build: ${smarts}`);
    // The reactant template alone, as a query: a molecule it does not match gives no product, and a substructure
    // test is much cheaper than MinimalLib's run_reactants (which copies the molecule and re-initialises the
    // reaction on every call). Only a speed-up: whether and how the transform applies is still run_reactants'.
    const reactant = compileQueries([smarts.split(">>")[0]!], `Normalizer transform ${name} reactant`)[0]!;
    return { name, rxn, reactant };
  }),
);

/** A molecule with its canonical SMILES, as RDKit's applyTransform keeps them. */
interface Product {
  smiles: string;
  mol: JSMol;
}

/**
 * Whether a raw reaction product can be kekulised, asked without `get_json`. MinimalLib's JSON writer kekulises
 * the product, and when it cannot (an aromatic ring the transform left without a Kekulé form: "Recombine
 * 1,5-separated charges" on a sydnone, `[O-]c1c[n+](-c2ccccc2)no1` → `O=c1cn(-c2ccccc2)no1`) the C++ exception
 * escapes RDKit uncaught and the instance must be dropped. RDKit's applyTransform drops such a product when it
 * fails to sanitise ("Can't kekulize mol"), and so does this port: the SMILES writer needs no Kekulé form, and
 * the SMILES read with the Normalizer's sanitisation fails exactly when the product's kekulisation would.
 */
function kekulizes(product: JSMol): boolean {
  const probe = rdkit().get_mol(product.get_smiles(), NORMALIZER_PROBE) as JSMol | null;
  const ok = probe?.is_valid() ?? false;
  free(probe);
  return ok;
}

const NORMALIZER_PROBE = JSON.stringify({
  sanitize: { SANITIZE_ALL: true, SANITIZE_CLEANUP: false, SANITIZE_PROPERTIES: false },
  assignStereo: false,
});

/**
 * Runs one transform once on `mol`: every product RDKit sanitises (all but cleanup and the valence check), as
 * SMILES → molecule, the smallest SMILES first. The caller owns the molecules.
 */
function runOnce(rxn: Reaction, mol: JSMol): Product[] {
  const module = rdkit();
  const list = new module.MolList() as unknown as MolListHandle;
  const found = new Map<string, JSMol>();
  let products: ProductLists | undefined;
  try {
    list.append(mol);
    products = rxn.run_reactants(list, MAX_PRODUCTS);
    for (let i = 0; i < products.size(); i++) {
      const set = products.get(i);
      if (!set) continue;
      try {
        const first = set.at(0);
        if (!first) continue;
        let sanitized: JSMol | null = null;
        try {
          sanitized = kekulizes(first) ? copyThroughJson(first, "normalizer") : null;
        } finally {
          free(first);
        }
        if (!sanitized) continue;
        const smiles = sanitized.get_smiles();
        // RDKit keeps the last product of a given SMILES (std::map assignment); they are the same molecule.
        free(found.get(smiles));
        found.set(smiles, sanitized);
      } finally {
        free(set);
      }
    }
  } catch (error) {
    for (const m of found.values()) free(m);
    throw error;
  } finally {
    free(products);
    free(list);
  }
  return [...found.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([smiles, m]) => ({ smiles, mol: m }));
}

/**
 * RDKit's applyTransform: the transform on its own product until it stops matching. Returns undefined when it
 * never matched; else the last product (caller owns it).
 */
function applyTransform(rxn: Reaction, reactant: JSMol, mol: JSMol): Product | undefined {
  if (mol.get_substruct_match(reactant) === "{}") return undefined;
  let current: Product | undefined;
  for (let round = 0; round < MAX_TRANSFORM_ROUNDS; round++) {
    const products = runOnce(rxn, current?.mol ?? mol);
    if (products.length === 0) return current;
    for (const extra of products.slice(1)) free(extra.mol);
    if (current) free(current.mol);
    current = products[0];
  }
  return current;
}

/**
 * Whether any transform's reactant template matches somewhere in `mol`: when none does, no fragment of it can
 * change, and the Normalizer can leave it as it is without splitting it.
 */
export function anyTransformMatches(mol: JSMol): boolean {
  return mol.get_substruct_match(anyReactant()) !== "{}";
}

/**
 * All reactant templates as one query, each as a recursive SMARTS on its first atom ([$(t1),$(t2),...], atom
 * maps dropped): it matches an atom exactly when some template matches with its first atom there, so it
 * matches the molecule exactly when one of the 22 templates does, in one substructure search instead of 22.
 */
const anyReactant = perInstance(() => {
  const templates = NORMALIZATIONS.map(([, smarts]) => smarts.split(">>")[0]!.replace(/:\d+\]/g, "]"));
  return compileQueries([`[${templates.map((t) => `$(${t})`).join(",")}]`], "Normalizer reactant union")[0]!;
});

/** What the Normalizer did to one fragment. */
export interface NormalizedFragment {
  /** The normalised fragment (a new molecule the caller owns), or null when no transform applied. */
  mol: JSMol | null;
  /** Names of the transforms applied, in order (a name repeats when it applied again after a restart). */
  applied: string[];
  /** True when it stopped at MAX_RESTARTS rather than because no transform applied any more. */
  gaveUp: boolean;
}

/** Normalises one connected fragment (RDKit's normalizeFragment). */
export function normalizeFragment(fragment: JSMol): NormalizedFragment {
  const seen = new Set<string>();
  const applied: string[] = [];
  let current: JSMol | null = null;
  try {
    for (let restart = 0; restart < MAX_RESTARTS; restart++) {
      let changed = false;
      for (const { name, rxn, reactant } of reactions()) {
        const product = applyTransform(rxn, reactant, current ?? fragment);
        if (!product) continue;
        if (seen.has(product.smiles)) {
          free(product.mol);
          continue;
        }
        seen.add(product.smiles);
        applied.push(name);
        free(current);
        current = product.mol;
        changed = true;
        break;
      }
      if (!changed) return { mol: current, applied, gaveUp: false };
    }
  } catch (error) {
    free(current);
    throw error;
  }
  return { mol: current, applied, gaveUp: true };
}
