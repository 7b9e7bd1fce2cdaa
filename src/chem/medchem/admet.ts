/**
 * ADMET screening heuristics of tools.md ("ADMET"): simple published or
 * rule-of-thumb formulas on a handful of RDKit descriptors. They are
 * screening estimates for ranking and triage, not measurements and not
 * trained models.
 *
 * Inputs, all from the embedded RDKit on the hydrogen-suppressed molecule:
 *   logP  Wildman-Crippen (`CrippenClogP`)     MW  average molecular weight (`amw`)
 *   TPSA  Ertl, N and O only (`tpsa`)          HBD/HBA/RotB  `NumHBD`/`NumHBA`/`NumRotatableBonds`
 *   aromatic heterocycles `NumAromaticHeterocycles`, heavy atoms `NumHeavyAtoms`,
 *   aromatic heavy atoms from the molecule graph, and SMARTS matches for the
 *   pKa rule table and the twelve Ames alerts below.
 * Every formula runs on unrounded values; only the reported fields are rounded.
 */
import { CACO2_ANION_PKA, CACO2_CATION_PKA, CACO2_MODEL } from "../../data/caco2-model.ts";
import type { AdmetDescriptors } from "../descriptors/graph-descriptors.ts";
import type { MolGraph } from "../graph.ts";
import { asMolecule, type MoleculeLike } from "../molecule.ts";
import type { JSMol, RDKitModule } from "../rdkit-types.ts";
import { free, perInstance } from "../rdkit.ts";
import { hasMatch, matchAtoms } from "../substructure.ts";
import { round } from "../round.ts";

// ---------------------------------------------------------------------------
// Ames mutagenicity alerts: tools.md, verbatim (names and SMARTS).

export const AMES_ALERTS: ReadonlyArray<{ name: string; smarts: string }> = [
  { name: "aromatic_nitro", smarts: "[c,n][N+](=O)[O-]" },
  { name: "primary_aromatic_amine", smarts: "[NH2][c,n]" },
  { name: "epoxide", smarts: "[C;!a]1O[C;!a]1" },
  { name: "n_nitroso", smarts: "[#7]-N=O" },
  { name: "aromatic_azo", smarts: "c-N=N-c" },
  { name: "hydrazine", smarts: "[NH]-[NH2]" },
  { name: "aliphatic_azo", smarts: "[#6;!a]-[#7]=[#7]-[#6;!a]" },
  { name: "diazonium", smarts: "[#6][N+]#N" },
  { name: "nitrosamine", smarts: "[#7](-[#6])-N=O" },
  { name: "aromatic_amine_n_oxide", smarts: "[c,n][NH][OH]" },
  { name: "alpha_beta_unsaturated_aldehyde", smarts: "[CH]=[CH]-C=O" },
  // As written in tools.md this can never match: an epoxide's carbons are ring atoms, so `!R` excludes them.
  { name: "alkyl_epoxide", smarts: "[C;!R;!a]-1-O-[C;!R;!a]-1" },
];

// ---------------------------------------------------------------------------
// pKa rule table. tools.md gives the classes and their typical pKa values;
// the SMARTS are ours. The FIRST atom of each SMARTS is the ionisable site.
// Rules are tried in this order and the first rule that matches an atom gives
// that atom its pKa; the molecule's pka_acid is the lowest acid value, pka_base
// the highest base value. Specific ring amines therefore come before the
// generic amine classes (a morpholine NH is 8.3, not "secondary amine" 10.8).
// Both neutral and ionised forms are recognised (carboxylate, ammonium ...),
// since a salt or zwitterion SMILES still has the same acidic or basic group.

export interface PkaRule {
  kind: "acid" | "base";
  group: string;
  pka: number;
  smarts: string;
}

/** Secondary / tertiary amine nitrogen, neutral or protonated. */
const SEC = "[NX3H1,NX4H2+";
const TER = "[NX3H0,NX4H1+";
/** All three neighbours sp3 carbon: excludes amides, anilines, enamines, hydrazines, N-oxides. */
const THREE_SP3 = "$(N(-[CX4])(-[CX4])-[CX4])";
/** Electron-withdrawing substituents that make a guanidine non-basic (acyl, thioacyl, sulfonyl, cyano, nitro, nitroso). */
const EWG = "$([#6]=[#8,#16]),$([#16](=O)=O),$([#6]#[#7]),$([#7+](=O)[O-]),$([#7]=O)";

export const PKA_RULES: readonly PkaRule[] = [
  // Acids --------------------------------------------------------------------
  // R-COOH / R-COO-: the OH (or O-) of a carbonyl carbon bonded to carbon or H (formic acid).
  // Carbonic half-esters and carbamic acids (carbonyl bonded to O/N) are not carboxylic acids.
  { kind: "acid", group: "carboxylic acid", pka: 4.0, smarts: "[OX2H1,OX1-]-[CX3;$([CH1]),$(C-[#6])]=[OX1]" },
  // 5-substituted tetrazole, either NH tautomer (1H: nH next to c; 2H: nH between two n) or the tetrazolate.
  { kind: "acid", group: "tetrazole NH", pka: 4.9, smarts: "[nH1,n-;$(n1:n:n:n:c:1),$(n1:n:c:n:n:1)]" },
  // R-SH / R-S- on carbon; not thioacids, dithiocarbamates or isothioureas (S-C=O/S/N), nor thiocyanate (S-C#N).
  {
    kind: "acid",
    group: "thiol",
    pka: 8.3,
    smarts: "[SX2H1,SX1-;$(S-[#6]);!$(S-[#6]=[O,S,N]);!$(S-[#6]#[#6,#7])]",
  },
  // C(=O)N-OH: the hydroxyl oxygen of a hydroxamic acid.
  { kind: "acid", group: "hydroxamic acid", pka: 8.7, smarts: "[OX2H1,OX1-]-[NX3]-[CX3]=[OX1]" },
  // Ar-OH / Ar-O-: hydroxyl on an aromatic carbon (also enolic OH of aromatic heterocycles, e.g. 4-hydroxycoumarin).
  { kind: "acid", group: "phenol", pka: 10.0, smarts: "[OX2H1,OX1-]-c" },
  // S(=O)(=O)-NH2 / -NH- / -N(-): an N-H (or its anion) on a sulfonyl group; tertiary sulfonamides have no acidic H.
  {
    kind: "acid",
    group: "sulfonamide NH",
    pka: 10.1,
    smarts: "[#7;+0,-1;!$([#7]=*);!$([#7]#*);H1,H2,-1]-[SX4](=[OX1])=[OX1]",
  },
  // Bases --------------------------------------------------------------------
  // Guanidine / guanidinium: an sp2 carbon with one =N and two -N; the site is the central carbon (the charge is
  // delocalised over the three nitrogens). Acyl-, sulfonyl-, cyano- and nitroguanidines (pKa < 8, e.g. cimetidine's
  // cyanoguanidine) are excluded; aromatic "guanidines" (2-aminopyrimidine, 2-aminoimidazole) are aromatic atoms and excluded.
  {
    kind: "base",
    group: "guanidine",
    pka: 12.5,
    smarts: `[CX3](=[NX2,NX3+;!$(N-[${EWG}])])(-[NX3;!$(N-[${EWG}])])-[NX3;!$(N-[${EWG}])]`,
  },
  // Saturated cyclic secondary amines: the NH in a ring of sp3 carbons (5-ring: pyrrolidine; 6-ring: piperidine).
  // A lactam NH has an sp2 (carbonyl) neighbour and does not match.
  { kind: "base", group: "pyrrolidine-type ring NH", pka: 11.3, smarts: `${SEC};$(N1-[CX4]-[CX4]-[CX4]-[CX4]-1)]` },
  {
    kind: "base",
    group: "piperidine-type ring NH",
    pka: 11.0,
    smarts: `${SEC};$(N1-[CX4]-[CX4]-[CX4]-[CX4]-[CX4]-1)]`,
  },
  // 1,4-Heterocyclohexanes: the second heteroatom (N, O, S) lowers the NH's pKa through the ring.
  { kind: "base", group: "piperazine NH", pka: 9.8, smarts: `${SEC};$(N1-[CX4]-[CX4]-[#7]-[CX4]-[CX4]-1)]` },
  { kind: "base", group: "morpholine NH", pka: 8.3, smarts: `${SEC};$(N1-[CX4]-[CX4]-[OX2]-[CX4]-[CX4]-1)]` },
  // [#16]: thiomorpholine and its S-oxides (which are weaker still; 7.0 is nearer than 10.8).
  { kind: "base", group: "thiomorpholine NH", pka: 7.0, smarts: `${SEC};$(N1-[CX4]-[CX4]-[#16]-[CX4]-[CX4]-1)]` },
  // Tertiary amines (three sp3 carbon neighbours) in the same ring types.
  {
    kind: "base",
    group: "tertiary 5-ring amine",
    pka: 10.2,
    smarts: `${TER};${THREE_SP3};$(N1-[CX4]-[CX4]-[CX4]-[CX4]-1)]`,
  },
  {
    kind: "base",
    group: "tertiary 6-ring amine",
    pka: 9.5,
    smarts: `${TER};${THREE_SP3};$(N1-[CX4]-[CX4]-[CX4]-[CX4]-[CX4]-1)]`,
  },
  {
    kind: "base",
    group: "piperazine tertiary N",
    pka: 8.7,
    smarts: `${TER};${THREE_SP3};$(N1-[CX4]-[CX4]-[#7]-[CX4]-[CX4]-1)]`,
  },
  {
    kind: "base",
    group: "morpholine tertiary N",
    pka: 7.4,
    smarts: `${TER};${THREE_SP3};$(N1-[CX4]-[CX4]-[OX2]-[CX4]-[CX4]-1)]`,
  },
  {
    kind: "base",
    group: "thiomorpholine tertiary N",
    pka: 6.5,
    smarts: `${TER};${THREE_SP3};$(N1-[CX4]-[CX4]-[#16]-[CX4]-[CX4]-1)]`,
  },
  // Generic aliphatic amines: every neighbour an sp3 carbon, so amides (N-C=O), anilines, enamines, amidines,
  // hydrazines and hydroxylamines never match; quaternary ammonium (no H, four carbons) is not a base.
  { kind: "base", group: "secondary amine", pka: 10.8, smarts: `${SEC};$(N(-[CX4])-[CX4])]` },
  { kind: "base", group: "primary amine", pka: 10.6, smarts: "[NX3H2,NX4H3+;$(N-[CX4])]" },
  { kind: "base", group: "tertiary amine", pka: 9.8, smarts: `${TER};${THREE_SP3}]` },
  // Imidazole: the pyridine-like ring n (or its protonated form) opposite an N-H/N-R n, the other three ring atoms
  // carbons (benzimidazoles included; oxazoles, thiazoles and triazoles are much weaker bases and do not match).
  // Imidazoles fused to, or substituted at C4/C5 by, another aromatic n (purines such as caffeine, pKa ≈ 0.6;
  // imidazopyridines) are electron-poor and excluded.
  {
    kind: "base",
    group: "imidazole",
    pka: 6.9,
    smarts: "[nX2H0+0,nX3H1+;$(n1:c:[nX3;+0]:c:c:1);!$(n1:c:[nX3]:c(:n):c:1);!$(n1:c:[nX3]:c:c:1:n)]",
  },
  // Pyridine: a ring n whose six-membered ring has five carbons (quinolines included; pyrimidines, pyrazines
  // and N-alkylpyridinium ions do not match).
  { kind: "base", group: "pyridine", pka: 5.2, smarts: "[nX2H0+0,nX3H1+;$(n1:c:c:c:c:c:1)]" },
  // Aromatic amine (aniline type): an amino N on an aromatic carbon, other neighbours carbon only and none of them
  // double-bonded to a heteroatom (so anilides, ureas and sulfonamides — amide-type N, not basic — are excluded).
  {
    kind: "base",
    group: "aromatic amine",
    pka: 4.6,
    smarts: "[$([NX3;+0]),$([NX4+;!H0]);!$(N-[!#6;!#1]);!$(N-[#6]=[!#6]);!$(N-[#6]#*);$(N-c)]",
  },
];

/**
 * A cheap pre-filter, not part of the rules: the least number of N, O and S atoms
 * (and whether an aromatic atom is needed) for each rule's SMARTS to be able to
 * match. A rule whose needs the molecule cannot meet is not searched.
 */
interface Needs {
  N?: number;
  O?: number;
  S?: number;
  aromatic?: boolean;
}
const RULE_NEEDS: Record<string, Needs> = {
  "carboxylic acid": { O: 2 },
  "tetrazole NH": { N: 4, aromatic: true },
  thiol: { S: 1 },
  "hydroxamic acid": { N: 1, O: 2 },
  phenol: { O: 1, aromatic: true },
  "sulfonamide NH": { N: 1, O: 2, S: 1 },
  guanidine: { N: 3 },
  "pyrrolidine-type ring NH": { N: 1 },
  "piperidine-type ring NH": { N: 1 },
  "piperazine NH": { N: 2 },
  "morpholine NH": { N: 1, O: 1 },
  "thiomorpholine NH": { N: 1, S: 1 },
  "tertiary 5-ring amine": { N: 1 },
  "tertiary 6-ring amine": { N: 1 },
  "piperazine tertiary N": { N: 2 },
  "morpholine tertiary N": { N: 1, O: 1 },
  "thiomorpholine tertiary N": { N: 1, S: 1 },
  "secondary amine": { N: 1 },
  "primary amine": { N: 1 },
  "tertiary amine": { N: 1 },
  imidazole: { N: 2, aromatic: true },
  pyridine: { N: 1, aromatic: true },
  "aromatic amine": { N: 1, aromatic: true },
};

/** Element counts of a molecule, for the pre-filter. */
export interface AtomCensus {
  N: number;
  O: number;
  S: number;
  aromatic: number;
}

export function atomCensus(graph: MolGraph): AtomCensus {
  const census: AtomCensus = { N: 0, O: 0, S: 0, aromatic: 0 };
  for (const atom of graph.atoms) {
    if (atom.atomicNumber === 7) census.N++;
    else if (atom.atomicNumber === 8) census.O++;
    else if (atom.atomicNumber === 16) census.S++;
    if (atom.aromatic) census.aromatic++;
  }
  return census;
}

function canMatch(needs: Needs, census: AtomCensus): boolean {
  return (
    census.N >= (needs.N ?? 0) &&
    census.O >= (needs.O ?? 0) &&
    census.S >= (needs.S ?? 0) &&
    (!needs.aromatic || census.aromatic > 0)
  );
}

// ---------------------------------------------------------------------------
// Compiled queries: one set per RDKit instance (rebuilt after an engine reset), never freed.

function compile(module: RDKitModule, smarts: string, what: string): JSMol {
  const query = module.get_qmol(smarts);
  if (!query?.is_valid()) {
    free(query);
    throw new Error(`${what} SMARTS does not compile in this RDKit build: ${smarts}`);
  }
  return query;
}

const amesQueries = perInstance((module) =>
  AMES_ALERTS.map((alert) => compile(module, alert.smarts, `Ames alert ${alert.name}`)),
);
const pkaQueries = perInstance((module) =>
  PKA_RULES.map((rule) => {
    const needs = RULE_NEEDS[rule.group];
    if (!needs) throw new Error(`pKa rule "${rule.group}" has no pre-filter entry`);
    return { query: compile(module, rule.smarts, `pKa rule "${rule.group}"`), needs };
  }),
);

/** Every match, not uniquified (a site can be any query-atom-0 image), as in the Python golden script. */
/** Every mapping (not unique atom sets), so each site atom of a group is seen. */
const ALL_MAPPINGS = 10_000;

/** Names of the Ames alerts the molecule hits, in tools.md order. */
export function amesAlerts(mol: JSMol): string[] {
  const queries = amesQueries();
  const hits: string[] = [];
  AMES_ALERTS.forEach((alert, i) => {
    if (hasMatch(mol, queries[i]!)) hits.push(alert.name);
  });
  return hits;
}

export interface IonizableGroup {
  /** Index of the site atom in the hydrogen-suppressed molecule (heavy atoms in input order). */
  atom: number;
  type: "acid" | "base";
  group: string;
  pka: number;
}

/**
 * The pKa rule table applied atom by atom: the first matching rule per site atom, sorted by atom index.
 */
export function ionizableGroups(molecule: MoleculeLike): IonizableGroup[] {
  const { mol, graph } = asMolecule(molecule);
  const queries = pkaQueries();
  const census = atomCensus(graph);
  const taken = new Map<number, IonizableGroup>();
  PKA_RULES.forEach((rule, i) => {
    const { query, needs } = queries[i]!;
    if (!canMatch(needs, census)) return;
    for (const atoms of matchAtoms(mol, query, ALL_MAPPINGS, false)) {
      const site = atoms[0];
      if (site !== undefined && !taken.has(site))
        taken.set(site, { atom: site, type: rule.kind, group: rule.group, pka: rule.pka });
    }
  });
  return [...taken.values()].sort((a, b) => a.atom - b.atom);
}

// ---------------------------------------------------------------------------
// The formulas (tools.md), on plain numbers.

export interface AdmetInputs {
  /** Wildman-Crippen logP. */
  logp: number;
  /** Average molecular weight, g/mol. */
  mw: number;
  /** Ertl TPSA, N and O only, Å². */
  tpsa: number;
  hbd: number;
  hba: number;
  rotatableBonds: number;
  heavyAtoms: number;
  aromaticHeavyAtoms: number;
  aromaticHeterocycles: number;
  pkaAcid: number | null;
  pkaBase: number | null;
  amesAlertCount: number;
}

export type ClearanceClass = "Low" | "Medium" | "High";

/**
 * Caco-2 apparent permeability, log10(Papp / (cm/s)): a linear model in TPSA, HBD, logP and two charge-state
 * flags from the pKa rule table above (cation: strongest base pKa ≥ 8.5; anion: strongest acid pKa ≤ 5.5),
 * fitted by this project (validation/generators/fit_caco2.py) to the published Caco-2 set of Wang et al.
 * (J. Chem. Inf. Model. 2016, 56, 763; 1,272 compounds, log Papp in cm/s) and calibrated to the spread of
 * the measured values, so that poorly permeable drugs are not pulled towards the mean as a plain least-squares
 * fit pulls them. The coefficients are data (src/data/caco2-model.ts, generated); the error by permeability
 * class, on held-out compounds and an external set, is in validation/reports/admet-literature.md. A screening
 * value for ranking and flagging (typical error ±0.6 log units); it sees no efflux or active transport.
 */
export { CACO2_MODEL, CACO2_CATION_PKA, CACO2_ANION_PKA };

export function caco2LogPapp(x: Pick<AdmetInputs, "tpsa" | "hbd" | "logp" | "pkaAcid" | "pkaBase">): number {
  const cation = x.pkaBase !== null && x.pkaBase >= CACO2_CATION_PKA ? 1 : 0;
  const anion = x.pkaAcid !== null && x.pkaAcid <= CACO2_ANION_PKA ? 1 : 0;
  return (
    CACO2_MODEL.intercept +
    CACO2_MODEL.tpsa * x.tpsa +
    CACO2_MODEL.hbd * x.hbd +
    CACO2_MODEL.logp * x.logp +
    CACO2_MODEL.cation * cation +
    CACO2_MODEL.anion * anion
  );
}

/** The unrounded estimates. */
export interface AdmetEstimates {
  bbbScore: number;
  bbbPasses: boolean;
  caco2LogPapp: number;
  hergRisk: number;
  cyp3a4Risk: number;
  esolLogS: number;
  logD74: number;
  amesRisk: number;
  ppbPercent: number;
  clearanceScore: number;
  clearanceClass: ClearanceClass;
}

/** Henderson–Hasselbalch logD at pH 7.4 from logP and the strongest acid / base pKa. */
export function logD74(logp: number, pkaAcid: number | null, pkaBase: number | null): number {
  const acid = pkaAcid === null ? undefined : logp - Math.log10(1 + 10 ** (7.4 - pkaAcid));
  const base = pkaBase === null ? undefined : logp - Math.log10(1 + 10 ** (pkaBase - 7.4));
  if (acid !== undefined && base !== undefined) return (acid + base) / 2;
  return acid ?? base ?? logp;
}

export function admetEstimates(x: AdmetInputs): AdmetEstimates {
  let herg = 0;
  if (x.pkaBase !== null && x.pkaBase > 7) herg += 0.4;
  herg += x.logp > 4 ? 0.3 : x.logp > 2 ? 0.15 : 0;
  herg += x.mw > 400 ? 0.2 : x.mw > 300 ? 0.1 : 0;

  let cyp = 0;
  cyp += x.mw > 500 ? 0.25 : x.mw > 400 ? 0.15 : 0;
  cyp += x.logp > 4 ? 0.25 : x.logp > 3 ? 0.15 : 0;
  cyp += x.aromaticHeterocycles >= 2 ? 0.3 : x.aromaticHeterocycles === 1 ? 0.15 : 0;
  cyp += x.hba >= 6 ? 0.2 : x.hba >= 4 ? 0.1 : 0;

  // A molecule without heavy atoms (e.g. [H][H]) has no aromatic or polar fraction.
  const aromaticFraction = x.heavyAtoms > 0 ? x.aromaticHeavyAtoms / x.heavyAtoms : 0;
  const polarFraction = x.heavyAtoms > 0 ? (x.hba + x.hbd) / x.heavyAtoms : 0;
  const clearanceX = -0.4 * x.logp + 0.004 * x.mw - 0.8 + 1.5 * polarFraction;
  const clearanceScore = 1 / (1 + Math.exp(-clearanceX));
  const ppb = 100 / (1 + Math.exp(-1.2 * (x.logp - 1)));

  return {
    bbbScore: -0.0148 * x.tpsa + 0.152 * x.logp + 0.139,
    bbbPasses: x.tpsa < 90 && x.mw < 400 && x.hbd <= 3,
    caco2LogPapp: caco2LogPapp(x),
    hergRisk: Math.min(herg, 1),
    cyp3a4Risk: Math.min(cyp, 1),
    esolLogS: 0.16 - 0.63 * x.logp - 0.0062 * x.mw + 0.066 * x.rotatableBonds - 0.74 * aromaticFraction,
    logD74: logD74(x.logp, x.pkaAcid, x.pkaBase),
    amesRisk: Math.min(x.amesAlertCount / 3, 1),
    ppbPercent: Math.min(99, Math.max(1, ppb)),
    clearanceScore,
    clearanceClass: clearanceScore < 0.35 ? "Low" : clearanceScore < 0.65 ? "Medium" : "High",
  };
}

// ---------------------------------------------------------------------------
// The admet_profile payload.

export interface AdmetProfile {
  bbb_score: number;
  bbb_passes: boolean;
  caco2_log_papp_cm_s: number;
  herg_risk: number;
  cyp3a4_risk: number;
  pka_acid: number | null;
  pka_base: number | null;
  esol_logs: number;
  logd_74: number;
  mw: number;
  logp: number;
  tpsa: number;
  hbd: number;
  hba: number;
  rotatable_bonds: number;
  ames_risk: number;
  ames_alerts: string[];
  ppb_percent: number;
  clearance_class: ClearanceClass;
  ionizable_groups: IonizableGroup[];
  note: string;
}

export const ADMET_NOTE =
  "Heuristic screening estimates from simple published formulas, one linear fit to published Caco-2 data and rules of thumb, for ranking and triage; not measurements and not a validated predictive model.";

/** The inputs of the formulas for a parsed (hydrogen-suppressed) molecule and its `get_descriptors()` bundle. */
export function admetInputs(
  graph: MolGraph,
  d: AdmetDescriptors,
  groups: IonizableGroup[],
  amesCount: number,
): AdmetInputs {
  let aromaticHeavyAtoms = 0;
  for (const atom of graph.atoms) if (atom.aromatic && atom.atomicNumber > 1) aromaticHeavyAtoms++;
  let pkaAcid: number | null = null;
  let pkaBase: number | null = null;
  for (const g of groups) {
    if (g.type === "acid") pkaAcid = pkaAcid === null ? g.pka : Math.min(pkaAcid, g.pka);
    else pkaBase = pkaBase === null ? g.pka : Math.max(pkaBase, g.pka);
  }
  return {
    logp: d.CrippenClogP,
    mw: d.amw,
    tpsa: d.tpsa,
    hbd: d.NumHBD,
    hba: d.NumHBA,
    rotatableBonds: d.NumRotatableBonds,
    heavyAtoms: d.NumHeavyAtoms,
    aromaticHeavyAtoms,
    aromaticHeterocycles: d.NumAromaticHeterocycles,
    pkaAcid,
    pkaBase,
    amesAlertCount: amesCount,
  };
}

/**
 * The admet_profile payload of a parsed molecule (hydrogens suppressed, as `parseSmiles` returns it).
 * `d`: its descriptors, by default the `Molecule`'s graph descriptors (equal to RDKit's bundle, faster);
 * a `Molecule` shares its graph and descriptors with the caller's other computations.
 */
export function admetProfile(molecule: MoleculeLike, d?: AdmetDescriptors): AdmetProfile {
  const m = asMolecule(molecule);
  const { mol, graph } = m;
  d ??= m.graphDescriptors;
  const groups = ionizableGroups(m);
  const alerts = amesAlerts(mol);
  const x = admetInputs(graph, d, groups, alerts.length);
  const e = admetEstimates(x);
  return {
    bbb_score: round(e.bbbScore, 3),
    bbb_passes: e.bbbPasses,
    caco2_log_papp_cm_s: round(e.caco2LogPapp, 3),
    herg_risk: round(e.hergRisk, 3),
    cyp3a4_risk: round(e.cyp3a4Risk, 3),
    pka_acid: x.pkaAcid === null ? null : round(x.pkaAcid, 2),
    pka_base: x.pkaBase === null ? null : round(x.pkaBase, 2),
    esol_logs: round(e.esolLogS, 3),
    logd_74: round(e.logD74, 3),
    mw: round(x.mw, 2),
    logp: round(x.logp, 3),
    tpsa: round(x.tpsa, 2),
    hbd: x.hbd,
    hba: x.hba,
    rotatable_bonds: x.rotatableBonds,
    ames_risk: round(e.amesRisk, 3),
    ames_alerts: alerts,
    ppb_percent: round(e.ppbPercent, 2),
    clearance_class: e.clearanceClass,
    ionizable_groups: groups,
    note: ADMET_NOTE,
  };
}
