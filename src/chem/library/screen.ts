/**
 * screen_library's chemistry: the per-molecule fields, each computed by the function its single-molecule tool uses
 * (calc_properties, sa_score, lipinski_check, pains_check/brenk_check, admet_profile), so a screen reports the same
 * numbers as those tools; only the groups a call asks for are computed. Then filters, sorting and quantiles.
 */
import { admetProfile, type AdmetProfile } from "../medchem/admet.ts";
import { brenkAlerts, painsAlerts } from "../medchem/alerts.ts";
import { calcProperties, lipinski, type CalcProperties, type LipinskiResult } from "../descriptors/properties.ts";
import { averageMolWeight, exactMolWeight } from "../descriptors/mass.ts";
import { tpsaOfGraph } from "../descriptors/tpsa.ts";
import { asMolecule, type Molecule, type MoleculeLike } from "../molecule.ts";
import { round } from "../round.ts";
import { saScore } from "../medchem/sascore.ts";
import type { LibraryEntry } from "./library.ts";

/** Veber (J. Med. Chem. 2002, 45, 2615): good oral bioavailability in rats with ≤ 10 rotatable bonds and TPSA ≤ 140 Å². */
export const VEBER_MAX_ROTATABLE_BONDS = 10;
export const VEBER_MAX_TPSA = 140;

type Group = "calc" | "sa" | "lipinski" | "pains" | "brenk" | "admet";
export type FieldKind = "number" | "integer" | "boolean" | "string" | "strings" | "nullable-number";
export type FieldValue = number | boolean | string | string[] | null;

interface FieldSpec {
  group: Group;
  kind: FieldKind;
  description: string;
  read: (c: Computed) => FieldValue;
}

/** What one molecule's requested groups computed. */
interface Computed {
  calc?: CalcProperties;
  sa?: number;
  lipinski?: LipinskiResult;
  pains?: string[];
  brenk?: string[];
  admet?: AdmetProfile;
}

const calc = (c: Computed): CalcProperties => c.calc as CalcProperties;
const admet = (c: Computed): AdmetProfile => c.admet as AdmetProfile;

/** Every field a screen can report, filter or sort on. Names and rounding are those of the single-molecule tools. */
export const SCREEN_FIELDS: Readonly<Record<string, FieldSpec>> = {
  mw: {
    group: "calc",
    kind: "number",
    description: "average molecular weight, g/mol (3 decimals)",
    read: (c) => calc(c).mw,
  },
  exact_mass: {
    group: "calc",
    kind: "number",
    description: "monoisotopic mass, Da (4 decimals)",
    read: (c) => calc(c).exact_mass,
  },
  logp: { group: "calc", kind: "number", description: "Wildman-Crippen logP (3 decimals)", read: (c) => calc(c).logp },
  tpsa: {
    group: "calc",
    kind: "number",
    description: "topological polar surface area, Å² (2 decimals)",
    read: (c) => calc(c).tpsa,
  },
  hbd: { group: "calc", kind: "integer", description: "H-bond donors (RDKit NumHBD)", read: (c) => calc(c).hbd },
  hba: { group: "calc", kind: "integer", description: "H-bond acceptors (RDKit NumHBA)", read: (c) => calc(c).hba },
  rotatable_bonds: {
    group: "calc",
    kind: "integer",
    description: "rotatable bonds",
    read: (c) => calc(c).rotatable_bonds,
  },
  heavy_atom_count: {
    group: "calc",
    kind: "integer",
    description: "heavy atoms",
    read: (c) => calc(c).heavy_atom_count,
  },
  qed: { group: "calc", kind: "number", description: "QED drug-likeness 0..1 (3 decimals)", read: (c) => calc(c).qed },
  veber_pass: {
    group: "calc",
    kind: "boolean",
    description: `Veber: rotatable bonds ≤ ${VEBER_MAX_ROTATABLE_BONDS} and TPSA ≤ ${VEBER_MAX_TPSA}`,
    read: (c) => calc(c).rotatable_bonds <= VEBER_MAX_ROTATABLE_BONDS && calc(c).tpsa <= VEBER_MAX_TPSA,
  },
  sa_score: {
    group: "sa",
    kind: "number",
    description: "synthetic accessibility 1 (easy)..10 (3 decimals)",
    read: (c) => round(c.sa as number, 3),
  },
  lipinski_violations: {
    group: "lipinski",
    kind: "integer",
    description: "rule-of-five rules broken (0..4)",
    read: (c) => (c.lipinski as LipinskiResult).violations,
  },
  lipinski_pass: {
    group: "lipinski",
    kind: "boolean",
    description: "no rule-of-five rule broken",
    read: (c) => (c.lipinski as LipinskiResult).passes,
  },
  pains_pass: {
    group: "pains",
    kind: "boolean",
    description: "no PAINS alert",
    read: (c) => (c.pains as string[]).length === 0,
  },
  pains_alerts: { group: "pains", kind: "strings", description: "PAINS alert names", read: (c) => c.pains as string[] },
  brenk_pass: {
    group: "brenk",
    kind: "boolean",
    description: "no Brenk alert",
    read: (c) => (c.brenk as string[]).length === 0,
  },
  brenk_alerts: { group: "brenk", kind: "strings", description: "Brenk alert names", read: (c) => c.brenk as string[] },
  bbb_score: {
    group: "admet",
    kind: "number",
    description: "admet_profile BBB score",
    read: (c) => admet(c).bbb_score,
  },
  bbb_pass: {
    group: "admet",
    kind: "boolean",
    description: "admet_profile bbb_passes",
    read: (c) => admet(c).bbb_passes,
  },
  caco2_log_papp_cm_s: {
    group: "admet",
    kind: "number",
    description: "admet_profile Caco-2 log Papp (cm/s)",
    read: (c) => admet(c).caco2_log_papp_cm_s,
  },
  herg_risk: {
    group: "admet",
    kind: "number",
    description: "admet_profile hERG risk 0..1",
    read: (c) => admet(c).herg_risk,
  },
  cyp3a4_risk: {
    group: "admet",
    kind: "number",
    description: "admet_profile CYP3A4 risk 0..1",
    read: (c) => admet(c).cyp3a4_risk,
  },
  pka_acid: {
    group: "admet",
    kind: "nullable-number",
    description: "admet_profile most acidic pKa (null: none)",
    read: (c) => admet(c).pka_acid,
  },
  pka_base: {
    group: "admet",
    kind: "nullable-number",
    description: "admet_profile most basic pKa (null: none)",
    read: (c) => admet(c).pka_base,
  },
  esol_logs: {
    group: "admet",
    kind: "number",
    description: "admet_profile ESOL log S (mol/L)",
    read: (c) => admet(c).esol_logs,
  },
  logd_74: {
    group: "admet",
    kind: "number",
    description: "admet_profile logD at pH 7.4",
    read: (c) => admet(c).logd_74,
  },
  ames_risk: {
    group: "admet",
    kind: "number",
    description: "admet_profile Ames risk 0..1",
    read: (c) => admet(c).ames_risk,
  },
  ppb_percent: {
    group: "admet",
    kind: "number",
    description: "admet_profile plasma protein binding, %",
    read: (c) => admet(c).ppb_percent,
  },
  clearance_class: {
    group: "admet",
    kind: "string",
    description: "admet_profile clearance class (Low/Medium/High)",
    read: (c) => admet(c).clearance_class,
  },
};

export type FieldName = keyof typeof SCREEN_FIELDS & string;
export const FIELD_NAMES = Object.keys(SCREEN_FIELDS);
/** Fields with numbers: range filters, quantiles. */
export const NUMERIC_FIELDS = FIELD_NAMES.filter((name) =>
  ["number", "integer", "nullable-number"].includes(SCREEN_FIELDS[name]!.kind),
);

/** Pass/fail rules and the boolean field each reads. */
export const RULES = {
  lipinski: "lipinski_pass",
  veber: "veber_pass",
  pains: "pains_pass",
  brenk: "brenk_pass",
  bbb: "bbb_pass",
} as const;
export type RuleName = keyof typeof RULES;

/** The groups the fields need. */
export function groupsFor(fields: readonly string[]): Set<Group> {
  return new Set(fields.map((name) => (SCREEN_FIELDS[name] as FieldSpec).group));
}

/** The values of `fields` for one molecule, computing only the groups they need (sharing the graph and descriptors). */
export function computeFields(
  molecule: MoleculeLike,
  fields: readonly string[],
  groups: Set<Group> = groupsFor(fields),
): Record<string, FieldValue> {
  // One Molecule per row: the graph, its descriptors and Lipinski's inputs are computed once and shared by the groups.
  const m = asMolecule(molecule);
  const c: Computed = {};
  if (groups.has("calc")) c.calc = calcOnDemand(m);
  if (groups.has("sa")) c.sa = saScore(m);
  if (groups.has("lipinski")) c.lipinski = lipinski(m.lipinskiInputs);
  if (groups.has("pains")) c.pains = painsAlerts(m);
  if (groups.has("brenk")) c.brenk = brenkAlerts(m);
  if (groups.has("admet")) c.admet = admetProfile(m);
  return Object.fromEntries(fields.map((name) => [name, (SCREEN_FIELDS[name] as FieldSpec).read(c)]));
}

/**
 * calc_properties' payload for one row, each value computed when a field first reads it: a screen of mw and logp
 * does not pay for QED (about 130 SMARTS matches) or the HBD/HBA/rotatable-bond SMARTS, which took two thirds of
 * such a screen's CPU (issue 33). Each value is calcProperties' own: the same functions of the same graph
 * (graphDescriptors: averageMolWeight, exactMolWeight and their bundle fallback, crippenLogP, tpsaOfGraph, the
 * heavy-atom filter), the SMARTS counts from the Molecule's graph descriptors, QED from calcProperties itself.
 */
function calcOnDemand(m: Molecule): CalcProperties {
  let full: CalcProperties | undefined;
  let mw: number | undefined;
  let exactMass: number | undefined;
  let tpsa: number | undefined;
  return {
    get mw() {
      mw ??= round(averageMolWeight(m.graph) ?? m.descriptors.amw, 3);
      return mw;
    },
    get exact_mass() {
      exactMass ??= round(exactMolWeight(m.graph) ?? m.descriptors.exactmw, 4);
      return exactMass;
    },
    get logp() {
      return round(m.crippenLogP, 3);
    },
    get tpsa() {
      tpsa ??= round(tpsaOfGraph(m.graph, false), 2);
      return tpsa;
    },
    get hbd() {
      return m.graphDescriptors.NumHBD;
    },
    get hba() {
      return m.graphDescriptors.NumHBA;
    },
    get rotatable_bonds() {
      return m.graphDescriptors.NumRotatableBonds;
    },
    get heavy_atom_count() {
      return m.graph.atoms.filter((atom) => atom.atomicNumber > 1).length;
    },
    get qed() {
      full ??= calcProperties(m);
      return full.qed;
    },
  };
}

export interface Range {
  min?: number;
  max?: number;
}

/** Whether a value lies in the range (bounds inclusive); a null value (no pKa) lies in no range. */
export function inRange(value: FieldValue, range: Range): boolean {
  if (typeof value !== "number") return false;
  return (range.min === undefined || value >= range.min) && (range.max === undefined || value <= range.max);
}

/** A screen filter: a numeric field's range, or a rule's "pass"/"fail". */
export type Filter = Range | "pass" | "fail";

/** The field a filter reads: a rule's boolean field, else the numeric field of that name. */
export function filterField(name: string): string {
  return name in RULES ? RULES[name as RuleName] : name;
}

/** Whether a molecule's value meets a filter (a rule: its boolean equals "pass"; a range: inRange). */
export function meetsFilter(value: FieldValue, filter: Filter): boolean {
  return typeof filter === "string" ? value === (filter === "pass") : inRange(value, filter);
}

export interface Quantiles {
  min: number;
  p25: number;
  median: number;
  p75: number;
  max: number;
  /** Molecules with a value (pKa fields are null for molecules without such a group). */
  count: number;
}

/** The q-quantile of sorted values by linear interpolation between closest ranks (numpy's default, "linear"). */
export function quantile(sorted: readonly number[], q: number): number {
  const position = q * (sorted.length - 1);
  const below = Math.floor(position);
  const above = Math.min(below + 1, sorted.length - 1);
  const a = sorted[below] as number;
  return a + (position - below) * ((sorted[above] as number) - a);
}

export function quantiles(values: readonly number[], decimals = 4): Quantiles | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) => round(quantile(sorted, q), decimals);
  return {
    min: sorted[0] as number,
    p25: at(0.25),
    median: at(0.5),
    p75: at(0.75),
    max: sorted[sorted.length - 1] as number,
    count: sorted.length,
  };
}

/** One screened molecule: its entry (whose index breaks ties, in input order) and its field values. */
export interface ScreenedRow {
  entry: LibraryEntry;
  values: Record<string, FieldValue>;
}

/** What a screen reports over its rows: molecules meeting each filter, those meeting all, and each field's quantiles. */
export interface ScreenSummary<R extends ScreenedRow> {
  passed: Record<string, number>;
  /** Rows meeting every filter: in input order, or sorted when asked. */
  passing: R[];
  /** The quantiles of each numeric field among `fields`; null when no row has a value. */
  quantiles: Record<string, Quantiles | null>;
}

/** Sort key order: numbers by value (descending when asked), molecules without a value (null) last, ties in input order. */
function compareBy(field: string, descending: boolean): (a: ScreenedRow, b: ScreenedRow) => number {
  return (a, b) => {
    const x = a.values[field];
    const y = b.values[field];
    const xNull = typeof x !== "number";
    const yNull = typeof y !== "number";
    if (xNull || yNull) return xNull === yNull ? a.entry.index - b.entry.index : xNull ? 1 : -1;
    return (
      (descending ? (y as number) - (x as number) : (x as number) - (y as number)) || a.entry.index - b.entry.index
    );
  };
}

/** Filters the rows (counting each filter's passes), sorts those that pass all when asked, and takes the quantiles. */
export function summariseScreen<R extends ScreenedRow>(
  rows: readonly R[],
  filters: ReadonlyArray<readonly [string, Filter]>,
  fields: readonly string[],
  sort?: { field: string; descending: boolean },
): ScreenSummary<R> {
  const passed = Object.fromEntries(filters.map(([name]) => [name, 0]));
  const passing: R[] = [];
  for (const molecule of rows) {
    let all = true;
    for (const [name, filter] of filters) {
      const value = molecule.values[filterField(name)] as FieldValue;
      const meets = meetsFilter(value, filter);
      if (meets) passed[name]!++;
      else all = false;
    }
    if (all) passing.push(molecule);
  }
  if (sort !== undefined) passing.sort(compareBy(sort.field, sort.descending));

  const table: Record<string, Quantiles | null> = {};
  for (const name of fields.filter((field) => NUMERIC_FIELDS.includes(field))) {
    table[name] = quantiles(
      rows.map((molecule) => molecule.values[name]).filter((value): value is number => typeof value === "number"),
    );
  }
  return { passed, passing, quantiles: table };
}
