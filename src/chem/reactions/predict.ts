/**
 * predict_products: applies every named template (templates.ts) to every way the given reactants can fill its
 * roles, and reports each that makes something, ranked. A template that needs a reagent (reagents.ts) is predicted
 * only when one of its reagent classes is given, or it is named; otherwise it is listed under possible_with. A cheap substructure test of each role's template against each
 * reactant comes first, so run_reactants only runs on assignments where every role can match.
 */
import { DomainError, InvalidArgumentsError } from "../../protocol/errors.ts";
import { free, perInstance, rdkit, withMol } from "../rdkit.ts";
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
import {
  REAGENT_CLASS_TITLES,
  type ReagentClass,
  type ReagentReading,
  type ResolvedReagent,
  describeClass,
  readReagents,
} from "./reagents.ts";
import { REACTION_CLASSES, type ReactionTemplate, TEMPLATES } from "./templates.ts";

/** Heavy atoms per reactant for predict_products: drug-sized with room (every template is tried on each). */
export const MAX_PREDICT_ATOMS = 300;
/** Reactants per call. */
export const MAX_PREDICT_REACTANTS = 5;
/** Reagent texts per call, and characters per text: a reaction's conditions, with room. */
export const MAX_PREDICT_REAGENTS = 10;
export const MAX_REAGENT_TEXT = 100;

interface CompiledTemplate {
  template: ReactionTemplate;
  compiled: CompiledReaction;
  /** One query per role, for the quick "can this reactant fill this role" test. */
  roleQueries: JSMol[];
  /** Each role's SMARTS: templates that share a role (the three EAS templates) test it once per call. */
  roleKeys: string[];
  /**
   * For a template that `rearranges`: its shift forms' reactant queries (owned by their entries), whose first two
   * atoms are the cation site a shift form rewrites.
   */
  rearranging?: JSMol[];
}

/** The library compiled once per RDKit instance (these objects live as long as the instance, like other tables). */
const compiledTemplates = perInstance((): CompiledTemplate[] => {
  const entries: CompiledTemplate[] = TEMPLATES.map((template) => {
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
    return { template, compiled, roleQueries, roleKeys: compiled.outline.reactants.map(ungrouped) };
  });
  // The sites of a template that rearranges are where its shift forms match: one definition, in the shift forms.
  for (const entry of entries) {
    if (entry.template.rearranges === undefined) continue;
    const forms = entries.filter((e) => e.template.shiftOf === entry.template.name);
    if (forms.length === 0) throw new Error(`template ${entry.template.name}: rearranges but has no shift form`);
    entry.rearranging = forms.map((e) => e.roleQueries[0] as JSMol);
  }
  return entries;
});

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
  /** One line: why it is ranked where it is (the reagent it needs or uses, which reactants it joins). */
  reason: string;
}

/** A template that fits the reactants but needs a reagent that was not given. */
export interface PossibleReaction {
  template: string;
  title: string;
  reaction_class: string;
  reactants: number[];
  /** The reagent classes that would make it run, each with a few of its reagents. */
  needs: string[];
}

/** A template some of whose roles the reactants fill (reported when nothing fits). */
export interface NearMiss {
  template: string;
  reaction_class: string;
  /** The roles filled, with the reactant that fills each. */
  found: string[];
  /** The roles no reactant fills. */
  missing: string[];
}

/** Names and classes the `template` argument accepts. */
export const REACTION_FILTERS: readonly string[] = [...TEMPLATES.map((t) => t.name), ...REACTION_CLASSES];
/** The plain template a stereospecific or carbocation-shift form belongs to (undefined for a plain template). */
const formOf = (t: ReactionTemplate): string | undefined => t.stereoOf ?? t.shiftOf;

/**
 * The names an unknown `template` is answered with: a stereospecific or shift form is reached through its plain
 * template's name (naming "epoxidation" runs its cis, trans and ring forms too), so it is left out of the list the
 * model reads.
 */
export const LISTED_FILTERS: readonly string[] = REACTION_FILTERS.filter((name) => {
  const t = TEMPLATES.find((x) => x.name === name);
  return t === undefined || formOf(t) === undefined;
});

/** The template the `template` argument names, counting a stereospecific or shift form as its plain template. */
const isNamed = (t: ReactionTemplate, filter: string | undefined): boolean =>
  filter !== undefined && (t.name === filter || formOf(t) === filter);

function selected(filter: string | undefined, exact: boolean): (t: ReactionTemplate) => boolean {
  if (filter === undefined) return () => true;
  // The tool's `template` takes the plain names and classes (a stereospecific form runs through its plain template);
  // the exact form (scripts checking one template) takes every name.
  if (!(exact ? REACTION_FILTERS : LISTED_FILTERS).includes(filter)) {
    throw new InvalidArgumentsError(
      `Unknown template "${filter}": give a template name (${LISTED_FILTERS.filter((name) => !(REACTION_CLASSES as readonly string[]).includes(name)).join(", ")}) or a class (${REACTION_CLASSES.join(", ")})`,
    );
  }
  return (t) => (exact ? t.name === filter : isNamed(t, filter)) || t.reactionClass === filter;
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

/** A template's matches on the reactants before ranking: each assignment that made products, and the role fits. */
interface Applied {
  matches: Omit<Prediction, "reason">[];
  /** Per independent role: can some reactant fill it. */
  filled: boolean[];
  independent: number[];
  /** Product sets whose site is one a shift form of this template rewrites (a free cation there would shift). */
  rearranging: Set<ProductSet>;
}

const STEREO_MATCH = JSON.stringify({ useChirality: true });

/** A product set's molecules without stereo, canonical: how a stereospecific product is found in its plain template's. */
function flatKey(set: ProductSet): string {
  return set.products.map((smiles) => withMol(smiles.replace(/[@/\\]/g, ""), (mol) => mol.get_smiles())).join(" ");
}

/**
 * Where a stereospecific template (`stereoOf`) made a product, the plain template's same product without stereo is
 * dropped (and the plain prediction if nothing is left), so the stereo answer is not listed twice.
 */
function preferStereo(applied: { template: ReactionTemplate; applied: Applied }[]): void {
  const stereoKeys = new Map<string, Set<string>>();
  for (const { template, applied: a } of applied) {
    if (template.stereoOf === undefined) continue;
    const keys = stereoKeys.get(template.stereoOf) ?? new Set<string>();
    for (const match of a.matches)
      for (const set of match.product_sets) keys.add(`${match.reactants.join(",")}|${flatKey(set)}`);
    stereoKeys.set(template.stereoOf, keys);
  }
  for (const { template, applied: a } of applied) {
    const keys = stereoKeys.get(template.name);
    if (keys === undefined || keys.size === 0) continue;
    for (const match of a.matches)
      match.product_sets = match.product_sets.filter(
        (set) => !keys.has(`${match.reactants.join(",")}|${flatKey(set)}`),
      );
    a.matches = a.matches.filter((m) => m.product_sets.length > 0 || m.failed > 0);
  }
}

/** Is every atom of `inner` (per reactant slot) among the atoms of `outer`. */
const siteWithin = (inner: readonly number[][], outer: readonly number[][]): boolean =>
  inner.every((atoms, slot) => atoms.every((atom) => outer[slot]?.includes(atom) === true));

/**
 * Where a template that `overrides` others gave a product (it ran: its reagent given), their products at the same
 * site of the same reactants are dropped, and a prediction left without products with them.
 */
function applyOverrides(
  applied: { template: ReactionTemplate; applied: Applied }[],
  heldBack: (template: ReactionTemplate) => boolean,
): void {
  for (const { template, applied: a } of applied) {
    const replaced = template.overrides ?? [];
    if (replaced.length === 0 || heldBack(template)) continue;
    const sites = a.matches.flatMap((m) =>
      m.product_sets.map((set) => ({ reactants: m.reactants.join(), atoms: set.reactant_atoms })),
    );
    for (const other of applied) {
      if (!replaced.includes(other.template.name)) continue;
      for (const match of other.applied.matches)
        match.product_sets = match.product_sets.filter(
          (set) =>
            !sites.some(
              (site) => site.reactants === match.reactants.join() && siteWithin(set.reactant_atoms, site.atoms),
            ),
        );
      other.applied.matches = other.applied.matches.filter((m) => m.product_sets.length > 0 || m.failed > 0);
    }
  }
}

function describe(template: ReactionTemplate, slots: number[]): Omit<Prediction, "reason" | "product_sets" | "failed"> {
  return {
    template: template.name,
    title: template.title,
    reaction_class: template.reactionClass,
    reactants: slots,
    roles: [...template.roles],
    selectivity: template.selectivity,
    citation: template.citation,
  };
}

/** The first two atoms (written order) of each match of a shift form's query: the sites where the cation shifts. */
function shiftSites(query: JSMol, mol: JSMol, renumber: AtomRenumbering): [number, number][] {
  const found = JSON.parse(mol.get_substruct_matches(query)) as { atoms: number[] }[] | Record<string, never>;
  if (!Array.isArray(found)) return [];
  return found.map(({ atoms }) => [renumber(atoms[0] ?? -1), renumber(atoms[1] ?? -1)]);
}

/**
 * `renumbers[r]`: reactant r's atoms, read by RDKit's default, to its written order. `run` false (a template held
 * back for its reagent): the role assignments are listed without running the reaction, which is the costly part.
 * `fitCache`: role SMARTS → per reactant, does it match (shared by the templates of one call).
 */
function predictWith(
  entry: CompiledTemplate,
  mols: readonly JSMol[],
  renumbers: readonly AtomRenumbering[],
  run: boolean,
  fitCache: Map<string, boolean[]>,
): Applied {
  const { template, compiled, roleQueries, roleKeys } = entry;
  const sameAs = template.sameAs ?? {};
  const independent = roleQueries.map((_, i) => i).filter((i) => !(i in sameAs));
  const fits = roleQueries.map((query, role) => {
    if (role in sameAs) return [];
    // A stereospecific template's roles match only the double-bond geometry (and stereocentres) written.
    const stereo = template.stereoOf !== undefined;
    const key = `${stereo ? "@" : ""}${roleKeys[role] ?? ""}`;
    const known = fitCache.get(key);
    if (known) return known;
    const fit = mols.map(
      (mol) => (stereo ? mol.get_substruct_match(query, STEREO_MATCH) : mol.get_substruct_match(query)) !== "{}",
    );
    fitCache.set(key, fit);
    return fit;
  });
  const matches: Omit<Prediction, "reason">[] = [];
  const rearranging = new Set<ProductSet>();
  for (const chosen of assignments(fits, independent)) {
    // The full slot list: independent roles from `chosen`, repeated roles copy the role they name.
    const slots: number[] = [];
    for (let role = 0, k = 0; role < roleQueries.length; role++) {
      const source = sameAs[role];
      slots.push(source === undefined ? (chosen[k++] ?? 0) : (slots[source] ?? 0));
    }
    if (!run) {
      matches.push({ ...describe(template, slots), product_sets: [], failed: 0 });
      continue;
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
    if (entry.rearranging !== undefined) {
      const slot = slots[0] ?? 0;
      const pairs = entry.rearranging.flatMap((query) =>
        shiftSites(query, mols[slot] as JSMol, renumbers[slot] ?? identity),
      );
      for (const set of result.product_sets) {
        const site = new Set(set.reactant_atoms[0] ?? []);
        if (pairs.some(([a, b]) => site.has(a) && site.has(b))) rearranging.add(set);
      }
    }
    matches.push({
      ...describe(template, slots),
      product_sets: result.product_sets,
      failed: result.failed.reduce((sum, f) => sum + f.matches, 0),
    });
  }
  return {
    matches,
    filled: independent.map((role) => (fits[role] ?? []).some(Boolean)),
    independent,
    rearranging,
  };
}

export interface PredictionResult {
  /** Ranked: the reaction the reagents and partners point to first. */
  predictions: Prediction[];
  possible_with: PossibleReaction[];
  templates_checked: number;
  /** How each given reagent was read (only when reagents were given). */
  reagents?: ResolvedReagent[];
  unknown_reagents?: string[];
  /** When nothing is predicted: the templates whose roles the reactants partly fill. */
  nearest?: NearMiss[];
  /** What the answer does not say: nothing fits, or a given reagent that no fitting template uses. */
  note?: string;
}

export interface PredictOptions {
  /** A template name or a reaction class. A template named exactly is applied whatever its reagents. */
  filter?: string;
  reagents?: readonly string[];
  /** The named template alone, without its stereospecific forms (the template tests compare it with Python's). */
  exactTemplate?: boolean;
}

/**
 * Rank points (issue 31): a reagent the template needs that was given (the first-listed, most typical class
 * scores highest), then a reagent it merely suits, then how many of the given reactants it joins. A one-reactant
 * match (any alkene) therefore never outranks a two-partner reaction unless the reagent asks for it.
 */
export const RANK = {
  needed: 100,
  neededStep: 10,
  suits: 30,
  perReactant: 10,
  allReactants: 5,
  unrearranged: 1,
} as const;

interface Ranked {
  prediction: Prediction;
  score: number;
}

/**
 * A template that `yieldsToPartner` ranks after a prediction joining its reactant with another given one (an alkyl
 * halide with a nucleophile is being alkylated, not eliminated): it loses the points of its reagent.
 */
function yieldToPartners(ranked: readonly Ranked[], byName: (name: string) => ReactionTemplate | undefined): void {
  for (const r of ranked) {
    if (byName(r.prediction.template)?.yieldsToPartner !== true) continue;
    const own = r.prediction.reactants[0];
    const joined = ranked.some(
      (q) =>
        byName(q.prediction.template)?.yieldsToPartner !== true &&
        new Set(q.prediction.reactants).size > 1 &&
        q.prediction.reactants.includes(own ?? -1),
    );
    if (joined) {
      r.score -= RANK.needed;
      r.prediction.reason += "; ranked after the reaction that joins this reactant with another given one";
    }
  }
}

/**
 * Templates of one `alternatives` group (the Zaitsev and Hofmann eliminations) list a product once, under the
 * higher-ranked member for the same reactants; a prediction left without products is dropped.
 */
function listAlternativesOnce(
  predictions: readonly Prediction[],
  byName: (name: string) => ReactionTemplate | undefined,
): Prediction[] {
  const seen = new Set<string>();
  const out: Prediction[] = [];
  for (const prediction of predictions) {
    const group = byName(prediction.template)?.alternatives;
    if (group === undefined) {
      out.push(prediction);
      continue;
    }
    const keyOf = (set: ProductSet) => `${group}|${prediction.reactants.join(",")}|${set.products.join(" ")}`;
    const sets = prediction.product_sets.filter((set) => !seen.has(keyOf(set)));
    for (const set of sets) seen.add(keyOf(set));
    if (sets.length === 0 && prediction.failed === 0) continue;
    out.push(sets.length === prediction.product_sets.length ? prediction : { ...prediction, product_sets: sets });
  }
  return out;
}

function reagentNamesFor(reading: ReagentReading, cls: ReagentClass): string {
  return reading.resolved
    .filter((r) => r.classes.includes(cls))
    .map((r) => r.given)
    .join(", ");
}

function rank(
  match: Omit<Prediction, "reason">,
  template: ReactionTemplate,
  reading: ReagentReading,
  named: boolean,
  reactantCount: number,
): Ranked {
  const reasons: string[] = [];
  let score = 0;
  const needs = template.needs ?? [];
  const needed = needs.findIndex((cls) => reading.classes.has(cls));
  if (needed >= 0) {
    const cls = needs[needed] as ReagentClass;
    score += RANK.needed - RANK.neededStep * needed;
    reasons.push(`${reagentNamesFor(reading, cls)} given (${REAGENT_CLASS_TITLES[cls]}), the reagent it needs`);
  } else if (needs.length > 0 && named) {
    score += RANK.needed;
    reasons.push("named in template (its reagent assumed)");
  }
  const suits = (template.suits ?? []).find((cls) => reading.classes.has(cls));
  if (suits !== undefined) {
    score += RANK.suits;
    reasons.push(`${reagentNamesFor(reading, suits)} given (${REAGENT_CLASS_TITLES[suits]}), which it uses`);
  }
  const used = [...new Set(match.reactants)];
  score += RANK.perReactant * used.length;
  if (reactantCount > 1 && used.length === reactantCount) score += RANK.allReactants;
  const joined = used.map((r) => `${r} (${match.roles[match.reactants.indexOf(r)] ?? "reactant"})`).join(" + ");
  reasons.push(used.length > 1 ? `joins reactants ${joined}` : `reactant ${joined} alone`);
  const unused = Array.from({ length: reactantCount }, (_, i) => i).filter((i) => !used.includes(i));
  if (unused.length > 0) reasons.push(`reactant${unused.length > 1 ? "s" : ""} ${unused.join(", ")} not used`);
  return { prediction: { ...match, reason: reasons.join("; ") }, score };
}

/** The nearest templates when nothing fits: most roles filled first, at most three. */
function nearestOf(partial: { template: ReactionTemplate; applied: Applied }[]): NearMiss[] {
  return partial
    .map(({ template, applied }) => {
      const filled = applied.filled.filter(Boolean).length;
      return { template, applied, filled, share: filled / applied.filled.length };
    })
    .filter((p) => p.filled > 0)
    .sort((a, b) => b.share - a.share || b.filled - a.filled)
    .slice(0, 3)
    .map(({ template, applied }) => ({
      template: template.name,
      reaction_class: template.reactionClass,
      found: applied.independent.filter((_, k) => applied.filled[k]).map((role) => template.roles[role] ?? ""),
      missing: applied.independent.filter((_, k) => !applied.filled[k]).map((role) => template.roles[role] ?? ""),
    }));
}

/** Applies the library (or the templates `filter` names) to the reactants, gated by and ranked with the reagents. */
export function predictProducts(reactants: readonly string[], options: PredictOptions = {}): PredictionResult {
  const { filter, reagents } = options;
  const keep = selected(filter, options.exactTemplate === true);
  const library = compiledTemplates().filter((entry) => keep(entry.template));
  const reading = readReagents(reagents ?? []);
  const given = (cls: ReagentClass): boolean => reading.classes.has(cls);
  /** A reagent that changes this template's outcome was given (and the template was not named). */
  const blocked = (template: ReactionTemplate): boolean =>
    !isNamed(template, filter) && (template.blockedBy ?? []).some(given);
  /** Not named, and a reagent it needs was not given, or one that changes its outcome was. */
  const heldBack = (template: ReactionTemplate): boolean => {
    if (isNamed(template, filter)) return false;
    const needs = template.needs ?? [];
    const missing = needs.length > 0 && (!needs.some(given) || !(template.needsAlso ?? []).every(given));
    return missing || blocked(template);
  };
  const mols = parseReactants(reactants, "smiles_list", MAX_PREDICT_ATOMS);
  let applied: { template: ReactionTemplate; applied: Applied }[];
  try {
    const renumbers = writtenOrders(reactants, mols);
    const fitCache = new Map<string, boolean[]>();
    applied = library.map((entry) => ({
      template: entry.template,
      applied: predictWith(entry, mols, renumbers, !heldBack(entry.template), fitCache),
    }));
  } finally {
    for (const mol of mols) free(mol);
  }
  preferStereo(applied);
  applyOverrides(applied, heldBack);
  const ranked: Ranked[] = [];
  const possible: PossibleReaction[] = [];
  const notes: string[] = [];
  const blockedNotes = new Set<string>();
  const blockNote = (template: ReactionTemplate): string => {
    const by = (template.blockedBy ?? []).filter(given);
    return `${by.map((cls) => reagentNamesFor(reading, cls)).join(", ")} given (${by.map((cls) => REAGENT_CLASS_TITLES[cls]).join("; ")}): ${formOf(template) ?? template.name} is not predicted (possible_with), the reagent changes its outcome.`;
  };
  const templateNamed = (name: string) => TEMPLATES.find((t) => t.name === name);
  for (const { template, applied: a } of applied) {
    const needs = template.needs ?? [];
    const named = isNamed(template, filter);
    const gated = heldBack(template);
    // A shift form is not the answer when the reagent that avoids the free cation was given (oxymercuration).
    const avoided = (plain: ReactionTemplate | undefined): boolean => {
      const instead = plain?.rearranges?.instead;
      return instead !== undefined && reading.classes.has(instead);
    };
    if (template.shiftOf !== undefined && avoided(templateNamed(template.shiftOf))) continue;
    const forms = template.rearranges === undefined ? [] : TEMPLATES.filter((t) => t.shiftOf === template.name);
    // The cation rearranges at the sites a shift form rewrites when a shift form runs (its reagent given, or named).
    const shifting = !gated && forms.some((form) => !heldBack(form)) && !avoided(template);
    const instead = template.rearranges?.instead;
    const cationReagents = forms.flatMap((form) => form.needs ?? []).filter((cls) => reading.classes.has(cls));
    for (const whole of a.matches) {
      let match = whole;
      if (shifting && whole.product_sets.some((set) => a.rearranging.has(set))) {
        const kept = whole.product_sets.filter((set) => !a.rearranging.has(set));
        const moved = whole.product_sets.filter((set) => a.rearranging.has(set));
        const sites = `${whole.template} of reactant ${whole.reactants.join(", ")}`;
        if (instead !== undefined && cationReagents.length > 0) {
          // The reagent goes through a free cation and another reagent class gives this product: it is not predicted.
          possible.push({
            template: whole.template,
            title: whole.title,
            reaction_class: whole.reaction_class,
            reactants: whole.reactants,
            needs: [describeClass(instead)],
          });
          const given = [...new Set(cationReagents)].map((cls) => reagentNamesFor(reading, cls));
          notes.push(
            `${given.join(", ")}: ${sites} is not predicted where the carbocation rearranges by a 1,2-hydride or methyl shift to a tertiary one (the rearranged product is predicted by its _hydride_shift or _methyl_shift form); ${REAGENT_CLASS_TITLES[instead]} gives the unrearranged product (possible_with).`,
          );
        } else {
          // The unrearranged product is the minor one: listed after the shift form.
          const minor = rank({ ...whole, product_sets: moved }, template, reading, named, reactants.length);
          minor.score -= RANK.unrearranged;
          minor.prediction.reason +=
            "; the unrearranged (minor) product: the cation here rearranges by a 1,2-shift, and the rearranged product of the shift form is ranked first";
          ranked.push(minor);
        }
        if (kept.length === 0 && whole.failed === 0) continue;
        match = { ...whole, product_sets: kept };
      }
      if (gated) {
        // A stereospecific or shift form is not listed beside its plain template for the same reactants.
        const same = (p: PossibleReaction) =>
          p.template === formOf(template) && p.reactants.join() === match.reactants.join();
        if (formOf(template) !== undefined && possible.some(same)) continue;
        possible.push({
          template: match.template,
          title: match.title,
          reaction_class: match.reaction_class,
          reactants: match.reactants,
          needs: [...needs.map(describeClass), ...(template.needsAlso ?? []).map((c) => `also ${describeClass(c)}`)],
        });
        if (blocked(template)) blockedNotes.add(blockNote(template));
      } else {
        const scored = rank(match, template, reading, named, reactants.length);
        if (template.shiftOf !== undefined)
          scored.prediction.reason +=
            "; the secondary cation rearranges to a tertiary one by a 1,2-hydride or methyl shift (the rearranged product)";
        ranked.push(scored);
      }
    }
  }
  notes.push(...blockedNotes);
  yieldToPartners(ranked, templateNamed);
  // A stable sort: equal scores keep the library's order.
  const predictions = listAlternativesOnce(
    ranked.sort((a, b) => b.score - a.score).map((r) => r.prediction),
    templateNamed,
  );
  const result: PredictionResult = { predictions, possible_with: possible, templates_checked: library.length };
  if (reagents !== undefined) {
    result.reagents = reading.resolved;
    result.unknown_reagents = reading.unknown;
  }
  if (predictions.length === 0) {
    result.nearest = nearestOf(applied.filter(({ applied: a }) => a.matches.length === 0));
    notes.push(
      possible.length > 0
        ? reading.resolved.length > 0
          ? `No reaction is predicted with these reagents: ${possible.length} template match(es) need another (possible_with).`
          : `No reaction is predicted without a reagent: ${possible.length} template match(es) need one (possible_with).`
        : "No template of the library fits these reactants" +
            (result.nearest.length > 0 ? `; nearest: ${result.nearest.map((n) => n.template).join(", ")}` : "") +
            ".",
    );
  }
  const usedClasses = new Set(
    applied.flatMap(({ template, applied: a }) =>
      a.matches.length > 0
        ? [
            ...(template.needs ?? []),
            ...(template.needsAlso ?? []),
            ...(template.suits ?? []),
            ...(template.blockedBy ?? []),
          ]
        : [],
    ),
  );
  const used = (r: ResolvedReagent) => r.classes.some((c) => usedClasses.has(c));
  // A reagent read only as part of a combination that a template uses ("(COCl)2 + DMSO", the Swern) is not idle.
  const inUsedCombination = (r: ResolvedReagent) =>
    [...reading.combinations].some(([combined, parts]) => used(combined) && parts.includes(r));
  // A combination no template uses is not named again: its parts are.
  const idle = reading.resolved.filter(
    (r) => !r.classes.includes("solvent") && !used(r) && !inUsedCombination(r) && !reading.combinations.has(r),
  );
  if (idle.length > 0)
    notes.push(
      `${idle.map((r) => r.given).join(", ")}: no template for ${idle.length > 1 ? "these reagents" : "this reagent"} fits these reactants, so no prediction reflects ${idle.length > 1 ? "them" : "it"}.`,
    );
  if (reading.unknown.length > 0) notes.push(`Not recognised as reagents (ignored): ${reading.unknown.join(", ")}.`);
  if (notes.length > 0) result.note = notes.join(" ");
  return result;
}
