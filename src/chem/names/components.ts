/**
 * Names of several components, ions and salts, read word by word around the substitutive parser (index.ts's
 * parseOne): PubChem's "…;hydrochloride", "sodium;acetate", "calcium;diacetate"; "… dihydrochloride", "… hydrate";
 * salts of cations with their charge ("sodium acetate", "calcium diacetate", "calcium acetate", "iron(2+)
 * dichloride", "tetramethylammonium chloride"); inorganic anions (chloride, hydroxide, cyanide …); amino acids
 * named with L-/D- (OPSIN's tokens, stereo as drawn); and CAS-style inverted names ("benzoic acid, 4-amino-,
 * methyl ester"). The answer is dot-separated SMILES, one component per ion or molecule, canonicalised by RDKit.
 *
 * Decisions where nomenclature leaves a choice (written down here, mirrored in validation/reports/names-in.md):
 * - ";" parts are taken as written, each with its own multiplier ("dihydrochloride" = two HCl): PubChem lists every
 *   ion, so the parts are not charge-balanced by us (a name that lists them unbalanced is answered as listed).
 * - A space-separated salt is charge-balanced the way a chemist reads it: with neither count written ("calcium
 *   acetate") the smallest neutral combination (Ca2+ + 2 acetate, as OPSIN does); with one or both written
 *   ("disodium oxalate", "calcium diacetate") the written counts must give a neutral salt, else the name is refused
 *   ("disodium acetate"). A cation whose element has more than one common charge (iron, copper) needs the charge
 *   written ("iron(3+)", "copper(II)"). An organic cation's count is read only where the word as written names no
 *   cation ("diammonium", "ditetramethylammonium"): "dimethylammonium" is Me2NH2+, not two MeNH3+.
 * - Half counts ("hemihydrate", "sesquihydrate", "pyridinium hemisulfate") are written as two formula units, since a
 *   SMILES counts whole ones; a hemi- anion is read only where two cations balance it ("calcium hemisulfate" refused).
 * - "<organic base> <anion>" ("piperidin-4-ol trifluoroacetate") is the base beside the neutral acid, one acid per
 *   count written, as "… hydrochloride" is; refused for an acid with several acid groups (the ratio is not said) and,
 *   but for trifluoroacetate, for a base with an OH (its ester?).
 * - Amino acids: "L-" gives OPSIN's token as drawn, "D-" its enantiomer (IUPAC 3AA-3.3: every centre inverted).
 *   A chiral amino acid without L- or D- is refused (OPSIN assumes L; a name without it does not say), and "DL-"
 *   (a racemate) is refused: a SMILES names one structure, not a mixture of two.
 */
import { OPSIN_WORDS } from "../../data/names/opsin-words.ts";
import { free, readSmiles } from "../rdkit.ts";
import { type AcetylideAnion, acetylideAnions } from "./acetylides.ts";
import { readAdditiveAnion } from "./additive-anions.ts";
import { withPartialEsters } from "./builder.ts";
import { readAlkoxide } from "./functional.ts";
import { hasBoundMetal } from "./organometallics.ts";
import { NameStructureError, readFragment } from "./graph.ts";
import { placeFischer } from "./stereo.ts";
import { smilesHasMatch } from "../substructure.ts";

export type PartResult =
  | { ok: true; smiles: string }
  | {
      ok: false;
      /** unreadable: the grammar stops at `position`; ambiguous: more than one structure; invalid: no valid structure. */
      reason: "unreadable" | "ambiguous" | "invalid" | "unsupported";
      message: string;
      position?: number;
    };

type Parse = (name: string) => PartResult;

interface Component {
  smiles: string;
  count: number;
}

interface Words {
  cations: Map<string, { symbol: string; charge: number }>;
  elements: Map<string, string>;
  anions: Map<string, string>;
  inorganicAnions: Set<string>;
  neutral: Map<string, string>;
  aminoAcids: Map<string, { l: string; d: string | null }>;
}

let tables: Words | undefined;

function words(): Words {
  if (tables) return tables;
  const w = OPSIN_WORDS;
  tables = {
    cations: new Map(w.cations.map(([form, symbol, charge]) => [form, { symbol, charge }])),
    elements: new Map(w.elements),
    anions: new Map(w.anions),
    inorganicAnions: new Set([
      ...w.anions.map(([, smiles]) => smiles),
      ...[...OXOANIONS.values()].map((a) => a.smiles),
    ]),
    neutral: new Map(w.neutral),
    aminoAcids: new Map(w.aminoAcids.map(([form, l, d]) => [form, { l, d }])),
  };
  return tables;
}

/** Multipliers of a whole component ("di" hydrochloride, "bis" …); "mono" is 1. */
const MULTIPLIERS: [string, number][] = [
  ["mono", 1],
  ["di", 2],
  ["tri", 3],
  ["tetra", 4],
  ["penta", 5],
  ["hexa", 6],
  ["hepta", 7],
  ["octa", 8],
  ["nona", 9],
  ["deca", 10],
];
/**
 * Elements never read as a salt's cation: non-metals and metalloids form covalent compounds ("boron trifluoride" is
 * BF3, "carbon tetrachloride" CCl4, not ions), which this module does not build.
 */
const NOT_CATIONS = new Set("H He B C N O F Ne Si P S Cl Ar Ge As Se Br Kr Sb Te I Xe At Rn".split(" "));
const GROUP_MULTIPLIERS: [string, number][] = [
  ["bis", 2],
  ["tris", 3],
  ["tetrakis", 4],
];
/**
 * Cations read with inorganic anions (chloride, hydroxide, cyanide …) as ions: groups 1 and 2 and zinc. Other metals'
 * binary compounds (aluminium chloride, iron(3+) chloride) are drawn covalently by OPSIN ([Cl][Fe]([Cl])[Cl]) and
 * ionically by others, the same compound in two SMILES: refused rather than given in one of them. Their salts of
 * organic anions (copper(2+) diacetate) are ionic everywhere and are read.
 */
const IONIC_WITH_INORGANIC = new Set("Li Na K Rb Cs Fr Be Mg Ca Sr Ba Ra Zn".split(" "));
const ROMAN: Record<string, number> = { i: 1, ii: 2, iii: 3, iv: 4, v: 5, vi: 6, vii: 7, viii: 8 };

/**
 * [count, rest] for every way the text can start with a multiplier, the bare text first: "di", "tri" … before a
 * letter ("dihydrochloride", "diethyl"), "bis", "tris" … before a bracket, which is taken off ("bis(2-chloroethyl)"),
 * or before a hyphen ("bis-tetrabutylammonium", "bis-(tetrabutylammonium)").
 * "di(4-chlorophenyl)methyl" is not split: it is bis(4-chlorophenyl)methyl to OPSIN and a bracket after "di" is no
 * IUPAC form, so the name is left unread rather than guessed.
 */
export function multiplied(text: string): [number, string][] {
  const out: [number, string][] = [[1, text]];
  for (const [form, n] of MULTIPLIERS) {
    if (text.startsWith(form) && /^[a-z]/.test(text.slice(form.length))) out.push([n, text.slice(form.length)]);
  }
  for (const [form, n] of GROUP_MULTIPLIERS) {
    const rest = text.slice(form.length);
    if (text.startsWith(form) && /^\((?:[^()]|\([^()]*\))*\)$/.test(rest)) out.push([n, rest.slice(1, -1)]);
    // "bis-tetrabutylammonium", "bis-(tetrabutylammonium)": the hyphen OPSIN reads after the multiplier. Unbracketed,
    // it counts the word only where the word has no groups or a multiplied first one: in "bis-methylammonium" or
    // "bis-chloromethyl ether" it may be the first group's (OPSIN's Me2NH2+, its (Cl2CH)2O).
    if (text.startsWith(`${form}-`) && /^-\((?:[^()]|\([^()]*\))*\)$/.test(rest)) out.push([n, rest.slice(2, -1)]);
    if (text.startsWith(`${form}-`) && /^-[a-z]/.test(rest) && (!/yl/.test(rest) || /^-(?:di|tri|tetra)/.test(rest))) {
      out.push([n, rest.slice(1)]);
    }
  }
  return out;
}

/**
 * "hemihydrate", "sesquihydrate", "hemisulfate": a half-count word as [count, rest, units], the count of `rest` per
 * `units` of what it stands beside (IUPAC's hemi = 1/2, sesqui = 3/2): two formula units written out, as a SMILES
 * can only count whole ones.
 */
function halves(text: string): (readonly [number, string, number])[] {
  const m = /^(hemi|sesqui)(?=[a-z])(.+)$/.exec(text.toLowerCase());
  return m ? [[m[1] === "hemi" ? 1 : 3, m[2] as string, 2]] : [];
}

/** Net formal charge of a SMILES (bracket atoms carry every charge). */
export function chargeOf(smiles: string): number {
  let total = 0;
  for (const m of smiles.matchAll(/\[[^\]]*?([+-])(\d*)\]/g)) {
    const n = m[2] ? Number(m[2]) : 1;
    total += m[1] === "+" ? n : -n;
  }
  return total;
}

/** RDKit's canonical SMILES of a dot-separated set of components (the one reading every tool uses). */
export function canonicalOf(smiles: string): { smiles: string } | { reason: string } {
  const read = readSmiles(smiles);
  if (!("mol" in read)) return read;
  try {
    return { smiles: read.mol.get_smiles() };
  } finally {
    free(read.mol);
  }
}

function refuse(reason: "unreadable" | "ambiguous" | "invalid" | "unsupported", message: string, position?: number) {
  return position === undefined
    ? ({ ok: false, reason, message } as const)
    : ({ ok: false, reason, message, position } as const);
}

type Read = { ok: true; components: Component[] } | Extract<PartResult, { ok: false }>;

/** An element cation: "sodium", "disodium", "iron(2+)", "copper(II)", "calcium(2+)". */
function elementCation(text: string): Read | null {
  const w = words();
  for (const [count, rest] of multiplied(text.toLowerCase())) {
    const m = /^([a-z]+)(?:\((?:(\d)\+|([ivx]+))\))?$/.exec(rest);
    if (!m) continue;
    const form = m[1] as string;
    const written = m[2] ? Number(m[2]) : m[3] ? ROMAN[m[3]] : undefined;
    const symbol = w.cations.get(form)?.symbol ?? w.elements.get(form);
    if (symbol === undefined) continue;
    if (NOT_CATIONS.has(symbol)) return null;
    const charge = written ?? w.cations.get(form)?.charge;
    if (charge === undefined) {
      return refuse(
        "unsupported",
        `the charge of ${form} is not written and ${form} has more than one common charge (write e.g. "${form}(2+)" or "${form}(III)")`,
      );
    }
    return { ok: true, components: [{ smiles: `[${symbol}+${charge > 1 ? charge : ""}]`, count }] };
  }
  return null;
}

/**
 * Inorganic oxoacids as whole neutral components ("…;sulfuric acid", PubChem's form for an amine sulfate), drawn as
 * OPSIN draws them. Never multiplied: "disulfuric acid" is H2S2O7, not two H2SO4.
 */
const OXOACIDS = new Map<string, string>([
  ["sulfuric acid", "O=S(=O)(O)O"],
  ["nitric acid", "O=[N+]([O-])O"],
  ["phosphoric acid", "O=P(O)(O)O"],
]);

/**
 * Oxoanions as salts' anions ("sodium sulfate", "ammonium nitrate"), drawn as OPSIN draws them. Sulfate is never
 * multiplied ("disulfate" is S2O7 2-); nitrate is ("calcium dinitrate").
 */
const OXOANIONS = new Map<string, { smiles: string; multiplied: boolean }>([
  ["sulfate", { smiles: "O=S(=O)([O-])[O-]", multiplied: false }],
  ["nitrate", { smiles: "O=[N+]([O-])[O-]", multiplied: true }],
  // Nor phosphate and phosphite: "diphosphate" is P2O7 4- ("tricalcium diphosphate" is no Ca3(PO4)2).
  ["phosphate", { smiles: "O=P([O-])([O-])[O-]", multiplied: false }],
  ["phosphite", { smiles: "[O-]P([O-])[O-]", multiplied: false }],
  // Chalcogenide ions, as OPSIN draws them ("sodium oxide" [O-2].[Na+].[Na+], "barium disulfide" [S-][S-].[Ba+2]);
  // never multiplied ("dioxide" is the peroxide ion to OPSIN, O2 to others). Read with the ionic cations only.
  ["oxide", { smiles: "[O-2]", multiplied: false }],
  ["sulfide", { smiles: "[S-2]", multiplied: false }],
  ["selenide", { smiles: "[Se-2]", multiplied: false }],
  ["telluride", { smiles: "[Te-2]", multiplied: false }],
  ["peroxide", { smiles: "[O-][O-]", multiplied: false }],
  ["disulfide", { smiles: "[S-][S-]", multiplied: false }],
]);

/** A word naming a whole component: hydrochloride, hydrate, chloride, an amino acid; with a multiplier. */
function namedComponent(text: string, parse: Parse): Read | null {
  const w = words();
  const oxoacid = OXOACIDS.get(text.toLowerCase());
  if (oxoacid !== undefined) return { ok: true, components: [{ smiles: oxoacid, count: 1 }] };
  const additive = readAdditiveAnion(text, parse);
  if (additive !== null) return { ok: true, components: [{ smiles: additive, count: 1 }] };
  for (const [count, rest] of multiplied(text.toLowerCase())) {
    const oxoanion = OXOANIONS.get(rest);
    if (oxoanion && (count === 1 || oxoanion.multiplied)) {
      return { ok: true, components: [{ smiles: oxoanion.smiles, count }] };
    }
  }
  for (const [count, rest] of multiplied(text.toLowerCase())) {
    const neutral = w.neutral.get(rest) ?? w.anions.get(rest);
    if (neutral !== undefined) return { ok: true, components: [{ smiles: neutral, count }] };
  }
  const aa = /^(?:([dl]|dl|rac)(?:\([+-]\))?-)?(.+)$/i.exec(text) as RegExpExecArray;
  const acid = w.aminoAcids.get((aa[2] as string).toLowerCase());
  if (acid) {
    const prefix = aa[1]?.toUpperCase();
    if (acid.d === null) {
      // OPSIN's tokens drawn flat: "L-phenylglycine", "D-isoserine" take Fischer's convention on their one centre.
      if (prefix === "L" || prefix === "D") {
        try {
          return {
            ok: true,
            components: [{ smiles: placeFischer(readFragment(acid.l, null).graph, prefix), count: 1 }],
          };
        } catch (error) {
          if (!(error instanceof NameStructureError)) throw error;
          return refuse("invalid", `${aa[2]}: ${error.message}`);
        }
      }
      if (prefix) return refuse("invalid", `${aa[2]} has no stereocentre: "${prefix}-" does not apply`);
      return { ok: true, components: [{ smiles: acid.l, count: 1 }] };
    }
    if (prefix === "L") return { ok: true, components: [{ smiles: acid.l, count: 1 }] };
    if (prefix === "D") return { ok: true, components: [{ smiles: acid.d, count: 1 }] };
    if (prefix === undefined) {
      return refuse(
        "unsupported",
        `"${aa[2]}" is chiral and the name gives no stereodescriptor (L- or D-): OPSIN assumes L-, we do not guess`,
      );
    }
    return refuse(
      "unsupported",
      `the stereodescriptor "${aa[1]}-" names a racemate, a mixture of two structures; one SMILES cannot say that (name one enantiomer)`,
    );
  }
  return null;
}

/** One component: a named word, an element cation, or a substitutive name (with a multiplier when it is an ion). */
function readPart(text: string, parse: Parse, offset: number): Read {
  const named = namedComponent(text, parse);
  if (named) return named;
  const cation = elementCation(text);
  if (cation) return cation;
  const whole = parse(text);
  if (whole.ok) return { ok: true, components: [{ smiles: whole.smiles, count: 1 }] };
  const alkoxide = readAlkoxide(text);
  if (alkoxide?.ok) return { ok: true, components: [{ smiles: alkoxide.smiles, count: 1 }] };
  // "diacetate", "bis(…)": a multiplied ion (a neutral molecule is never multiplied this way: "dichlorobenzene").
  for (const [count, rest] of multiplied(text)) {
    if (count < 2 || OXOANIONS.get(rest.toLowerCase())?.multiplied === false) continue;
    const inner = parse(rest);
    if (inner.ok && chargeOf(inner.smiles) !== 0) return { ok: true, components: [{ smiles: inner.smiles, count }] };
  }
  return whole.position === undefined ? whole : { ...whole, position: whole.position + offset };
}

/** The refusal for a binary compound of a metal outside IONIC_WITH_INORGANIC, or null. */
function covalentBinary(components: Component[]): PartResult | null {
  const inorganic = components.some((c) => words().inorganicAnions.has(c.smiles));
  for (const c of components) {
    const metal = /^\[([A-Z][a-z]?)\+\d*\]$/.exec(c.smiles)?.[1];
    if (inorganic && metal !== undefined && !IONIC_WITH_INORGANIC.has(metal)) {
      return refuse(
        "unsupported",
        `a binary compound of ${metal} is drawn covalently by some tools and as ions by others: not read offline`,
      );
    }
  }
  return null;
}

function join(components: Component[]): PartResult {
  if (components.reduce((n, c) => n + c.count, 0) > 1 && components.some((c) => hasBoundMetal(c.smiles))) {
    return refuse(
      "unsupported",
      "a salt or mixture of an organometallic group is drawn with its metal bonded to the anion by some tools and as ions by others: not read offline",
    );
  }
  const parts: string[] = [];
  for (const c of components) for (let k = 0; k < c.count; k++) parts.push(c.smiles);
  const read = canonicalOf(parts.join("."));
  if ("reason" in read) return refuse("invalid", `the structure is not valid (${read.reason})`);
  return { ok: true, smiles: read.smiles };
}

function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}

/**
 * An organic cation word read by the substitutive parser ("ammonium", "tetramethylammonium", "pyridinium"), or
 * with its count when the word as written names none: "diammonium", "ditetramethylammonium",
 * "bis(tetramethylammonium)". A word that is a cation as written keeps that reading ("dimethylammonium" is
 * Me2NH2+, never two methylammonium: IUPAC writes those "bis(methylammonium)").
 */
function organicCation(text: string, parse: Parse): Read | null {
  const asWritten = parse(text);
  if (asWritten.ok) {
    return chargeOf(asWritten.smiles) > 0 ? { ok: true, components: [{ smiles: asWritten.smiles, count: 1 }] } : null;
  }
  // Only a word the grammar cannot read at all is taken as counted: an ambiguous one stays refused.
  if (asWritten.reason !== "unreadable") return null;
  for (const [count, rest] of multiplied(text)) {
    if (count < 2) continue;
    const organic = parse(rest);
    if (organic.ok && chargeOf(organic.smiles) > 0 && !organic.smiles.includes(".")) {
      return { ok: true, components: [{ smiles: organic.smiles, count }] };
    }
  }
  return null;
}

/** "<cation> <anion>": the counts balanced as the module comment says. */
function salt(cationText: string, anionText: string, parse: Parse, anionOffset: number): PartResult | null {
  let cation = elementCation(cationText);
  if (cation === null) {
    // An organic cation: "ammonium", "tetramethylammonium", "pyridinium" … read by the substitutive parser.
    cation = organicCation(cationText, parse);
    if (cation === null) return null;
  }
  if (!cation.ok) return cation;
  const c = cation.components[0] as Component;
  const cationCharge = chargeOf(c.smiles);
  // "pyridinium hemisulfate": two cations for one anion, read so only where they balance it ("calcium hemisulfate"
  // is left to the words as written, which do not read it; nor does a word that only starts so, "hemimellitate").
  const half = c.count === 1 ? halves(anionText).find(([n]) => n === 1) : undefined;
  const halfAnion = half ? readPart(half[1], parse, anionOffset + 4) : null;
  const h = halfAnion?.ok ? (halfAnion.components[0] as Component) : null;
  if (h && h.count === 1 && !covalentBinary([c, h]) && -chargeOf(h.smiles) === 2 * chargeOf(c.smiles)) {
    return join([
      { smiles: c.smiles, count: 2 },
      { smiles: h.smiles, count: 1 },
    ]);
  }
  const acetylides = acetylideAnions(anionText, parse);
  if (acetylides !== null) return acetylideSalt(cationText, c, acetylides);
  // The cation accounts for an acid group a partial ester leaves ("sodium ethyl butanedioate", builder.ts).
  const anion = withPartialEsters(() => readPart(anionText, parse, anionOffset));
  if (!anion.ok) return anion;
  const a = anion.components[0] as Component;
  const anionCharge = -chargeOf(a.smiles);
  if (anionCharge <= 0) return null; // not a salt: "sodium" before a neutral name is something else
  const covalent = covalentBinary([c, a]);
  if (covalent) return covalent;
  const cationWritten = c.count > 1;
  const anionWritten = a.count > 1;
  let cCount = c.count;
  let aCount = a.count;
  if (!cationWritten && !anionWritten) {
    const g = gcd(cationCharge, anionCharge);
    cCount = anionCharge / g;
    aCount = cationCharge / g;
  }
  if (cCount * cationCharge !== aCount * anionCharge) {
    return refuse(
      "invalid",
      `${cCount} cation(s) of charge +${cationCharge} and ${aCount} anion(s) of charge -${anionCharge}: the counts must match (partial esters and acid salts are not read yet)`,
    );
  }
  return join([
    { smiles: c.smiles, count: cCount },
    { smiles: a.smiles, count: aCount },
  ]);
}

/**
 * A metal's acetylide (acetylides.ts): one anion per cation count written ("monosodium acetylide" HC≡C−, "disodium
 * acetylide" C2 2−, "lithium phenylacetylide"), refused where the bare acetylide's charge is left open ("sodium
 * acetylide") and, as a binary compound, for a metal outside IONIC_WITH_INORGANIC ("silver(I) acetylide").
 */
function acetylideSalt(cationText: string, cation: Component, anions: AcetylideAnion[]): PartResult | null {
  const metal = /^\[([A-Z][a-z]?)\+\d*\]$/.exec(cation.smiles)?.[1];
  if (metal === undefined) return null;
  if (!IONIC_WITH_INORGANIC.has(metal)) {
    return refuse(
      "unsupported",
      `an acetylide of ${metal} is drawn covalently by some tools and as ions by others: not read offline`,
    );
  }
  const charge = chargeOf(cation.smiles);
  const written = cation.count > 1 || /^mono/i.test(cationText);
  const fits: Component[][] = [];
  for (const anion of anions) {
    if (written && cation.count * charge !== anion.charge) continue;
    const g = gcd(charge, anion.charge);
    const cations = written ? cation.count : anion.charge / g;
    fits.push([
      { smiles: cation.smiles, count: cations },
      { smiles: anion.smiles, count: written ? 1 : charge / g },
    ]);
  }
  if (fits.length > 1) {
    return refuse(
      "ambiguous",
      `"acetylide" is HC≡C− or C≡C 2−: write the cation's count ("monosodium acetylide", "disodium acetylide")`,
    );
  }
  const [only] = fits;
  if (only === undefined) {
    return refuse("invalid", `${cation.count} cation(s) of charge +${charge}: no acetylide balances them`);
  }
  return join(only);
}

/** An anion's word as its acid's name: "acetate" → "acetic acid", "pyridine-3-carboxylate" → "…carboxylic acid". */
function acidOf(anion: string): string | null {
  if (anion.endsWith("carboxylate")) return `${anion.slice(0, -"carboxylate".length)}carboxylic acid`;
  if (anion.endsWith("ate")) return `${anion.slice(0, -"ate".length)}ic acid`;
  return null;
}

/** An N that can take an acid's proton (as alcohol-esters.ts counts it): single-bonded and neutral, or a pyridine-like ring N. */
const BASIC_N = "[$([N;+0;!$(N=*);!$(N#*)]),$([n;+0;H0;X2])]";
/** An alcohol's or phenol's OH (not an acid's). */
const HYDROXY = "[OX2H1][#6;!$([#6]=[O,S,N])]";
/** Anions named as salts by convention whatever the base carries (alcohol-esters.ts reads no ester of them). */
const SALT_ANION = /tri-?fluoro-?acetate$/i;

/**
 * "<base> <anion>", "<base> <anion> salt": the salt of an organic base (a neutral molecule with a basic N) with the
 * acid the anion names, drawn as OPSIN draws it and as "… hydrochloride" is drawn here: the base and the neutral acid,
 * one acid for each one the anion word counts ("piperidin-4-ol trifluoroacetate", "triethylamine bis(trifluoroacetate)").
 * A base with an OH is read so only before trifluoroacetate: with any other anion "…ol …ate" may be its ester
 * (alcohol-esters.ts). An acid with more than one acid group is refused: the name does not say how many bases each
 * takes ("caffeine citrate" is 1:1, "morphine sulfate" 2:1; OPSIN draws one of each). Null when the words are no such salt.
 */
function acidSalt(baseText: string, anionText: string, parse: Parse): PartResult | null {
  for (const [count, anionWord] of multiplied(anionText)) {
    const acidName = acidOf(anionWord);
    if (acidName === null) continue;
    const anion = parse(anionWord);
    if (!anion.ok || chargeOf(anion.smiles) >= 0) continue;
    const base = parse(baseText);
    if (!base.ok || chargeOf(base.smiles) !== 0 || base.smiles.includes(".")) return null;
    if (!smilesHasMatch(base.smiles, BASIC_N)) return null;
    if (chargeOf(anion.smiles) < -1) {
      return refuse(
        "ambiguous",
        `"${anionWord}" has more than one acid group: how many "${baseText}" it takes is not said`,
      );
    }
    if (smilesHasMatch(base.smiles, HYDROXY) && !SALT_ANION.test(anionWord)) {
      return refuse("ambiguous", `"${baseText} ${anionText}": an ester of the OH or a salt of the N`);
    }
    const acid = parse(acidName);
    if (!acid.ok || chargeOf(acid.smiles) !== 0) {
      return refuse("unsupported", `the acid of "${anionWord}" (${acidName}) is not read`);
    }
    return join([
      { smiles: base.smiles, count: 1 },
      { smiles: acid.smiles, count },
    ]);
  }
  return null;
}

/** "benzoic acid, 4-amino-, methyl ester" → "methyl 4-aminobenzoate"; "ethanol, 2-chloro-" → "2-chloroethanol";
 * "benzoic acid, sodium salt" → "sodium benzoate" (the word before "salt" is then read as the cation). */
export function uninvert(name: string, parse: Parse): string | null {
  const parts = name.split(/\s*,\s+/);
  if (parts.length < 2) return null;
  let parent = parts[0] as string;
  const rest = parts.slice(1);
  let ester: string | null = null;
  const last = rest[rest.length - 1] as string;
  const m = /^(.+) (ester|salt)$/.exec(last);
  if (m?.[2] === "salt" && !isCation(m[1] as string, parse)) return null;
  if (m) {
    ester = m[1] as string;
    rest.pop();
  }
  for (const p of rest) if (!p.endsWith("-") || p.includes(" ")) return null;
  parent = rest.join("") + parent;
  if (ester !== null) {
    const anion = asAnion(parent);
    if (anion === null) return null;
    return `${ester} ${anion}`;
  }
  return parent;
}

/** A salt's cation word: an element cation ("sodium", "disodium") or a name read as a positive ion ("ammonium"). */
function isCation(word: string, parse: Parse): boolean {
  const element = elementCation(word);
  if (element !== null) return element.ok;
  const read = parse(word);
  return read.ok && chargeOf(read.smiles) > 0;
}

/** "…ic acid" / "…carboxylic acid" → "…ate" / "…carboxylate" (the anion word an ester or salt is named with). */
function asAnion(acid: string): string | null {
  // Phosphoric acid's anion keeps no "-or-" ("phosphoric acid triphenyl ester": triphenyl phosphate).
  if (acid === "phosphoric acid") return "phosphate";
  if (acid.endsWith("carboxylic acid")) return `${acid.slice(0, -"carboxylic acid".length)}carboxylate`;
  if (acid.endsWith("ic acid")) return `${acid.slice(0, -"ic acid".length)}ate`;
  return null;
}

/**
 * Reads `whole` as several components, a salt, or a CAS-style inverted name; null when it is none of these (the
 * caller then reads it as one substitutive name). `parse` reads one component's name.
 */
export function readComponents(whole: string, parse: Parse): PartResult | null {
  if (whole.includes(";")) {
    const components: Component[] = [];
    const parts: { part: string; at: number }[] = [];
    let offset = 0;
    for (const raw of whole.split(";")) {
      const lead = raw.length - raw.trimStart().length;
      const part = raw.trim();
      if (part.length === 0) return refuse("unreadable", `an empty component at position ${offset + 1}`, offset);
      parts.push({ part, at: offset + lead });
      offset += raw.length + 1;
    }
    const reads = parts.map(({ part, at }) => readPart(part, parse, at));
    // PubChem's "sodium;dodecyl sulfate": beside a cation a component may be a partial ester (builder.ts), as in
    // "sodium ethyl butanedioate"; the charges must still balance (below).
    const cation = reads.some((r) => r.ok && r.components.some((c) => chargeOf(c.smiles) > 0));
    for (const [k, { part, at }] of parts.entries()) {
      let read = reads[k] as Read;
      if (!read.ok && cation) read = withPartialEsters(() => readPart(part, parse, at));
      if (!read.ok) return { ...read, message: `in the component "${part}": ${read.message}` };
      components.push(...read.components);
    }
    const covalent = covalentBinary(components);
    if (covalent) return covalent;
    const net = components.reduce((sum, c) => sum + c.count * chargeOf(c.smiles), 0);
    if (net !== 0) {
      return refuse(
        "invalid",
        `the components' charges add up to ${net > 0 ? "+" : ""}${net}, not 0: the counts must match (a multiplier is missing or wrong)`,
      );
    }
    return join(components);
  }
  // "acetic acid ethyl ester", "acetic acid sodium salt": the ester or salt named after its acid.
  // Several ester words only before "ester" ("phosphoric acid diethyl 4-nitrophenyl ester", mixed-esters.ts).
  const ester = /^(.+ acid) (\S+) (ester|salt)$/.exec(whole) ?? /^(.+ acid) (\S+(?: \S+)+) (ester)$/.exec(whole);
  if (ester && ester[3] === "salt" && !isCation(ester[2] as string, parse)) {
    return refuse("unreadable", `"${ester[2]} salt": "${ester[2]}" is no cation`, whole.indexOf(` ${ester[2]} `) + 1);
  }
  if (ester) {
    const anion = asAnion(ester[1] as string);
    if (anion !== null) {
      const straight = `${ester[2]} ${anion}`;
      const read = withPartialEsters(() => parse(straight));
      if (!read.ok) return { ...read, message: `read as "${straight}": ${read.message}`, position: undefined };
      // "succinic acid methyl ester": a partial ester of the acid, its other acid groups the acid's own (COOH, as
      // OPSIN reads it), not the anion "methyl butanedioate" is.
      if (ester[3] === "ester" && chargeOf(read.smiles) < 0 && !/\+/.test(read.smiles)) {
        const neutral = canonicalOf(read.smiles.replaceAll("[O-]", "O"));
        return "smiles" in neutral ? { ok: true, smiles: neutral.smiles } : refuse("invalid", neutral.reason);
      }
      return read;
    }
  }
  if (/, /.test(whole)) {
    const straight = uninvert(whole, parse);
    if (straight !== null) {
      const read = readComponents(straight, parse) ?? parse(straight);
      if (!read.ok) return { ...read, message: `read as "${straight}": ${read.message}`, position: undefined };
      return read;
    }
  }
  // "amine" is a parent only under prefixes (methylamine); alone it names no compound (ammonia is "azane").
  if (whole === "amine") return refuse("unreadable", `"amine" alone is not a name (the parent NH3 is "azane")`, 0);
  const named = namedComponent(whole, parse);
  if (named) return named.ok ? join(named.components) : named;
  const space = whole.lastIndexOf(" ");
  if (space < 0) return null;
  // "… hydrochloride", "… dihydrochloride", "… hydrate": a whole neutral component after the name.
  const lastWord = whole.slice(space + 1);
  for (const [count, rest, units] of [
    ...multiplied(lastWord).map(([n, r]) => [n, r, 1] as const),
    ...halves(lastWord),
  ]) {
    const neutral = words().neutral.get(rest);
    if (neutral === undefined) continue;
    const head = whole.slice(0, space);
    const first = readComponents(head, parse) ?? parse(head);
    if (!first.ok) return first;
    return join([
      { smiles: first.smiles, count: units },
      { smiles: neutral, count },
    ]);
  }
  // "<cation> <anion…>": sodium acetate, calcium diacetate, tetramethylammonium chloride.
  const firstSpace = whole.indexOf(" ");
  const result = salt(whole.slice(0, firstSpace), whole.slice(firstSpace + 1), parse, firstSpace + 1);
  if (result !== null) return result;
  // "piperidin-4-ol trifluoroacetate", "glycinamide trifluoroacetate salt": an organic base's salt.
  const baseAndAnion = /^(.+) (\S+)$/.exec(whole.replace(/ salt$/, ""));
  return baseAndAnion ? acidSalt(baseAndAnion[1] as string, baseAndAnion[2] as string, parse) : null;
}
