/**
 * The grammar of the names read so far: a backtracking recursive-descent reader that returns every complete
 * reading of a name (the structure builder then requires all readings to give one structure). Our own
 * grammar, in the spirit of OPSIN's: substitutive names (prefixes, a parent hydride or retained acid stem,
 * unsaturation and suffixes with locants and multipliers) and two-word functional class names (esters, salts).
 *
 * Positions are offsets into the name; `furthest` records how far any reading got, for the error message.
 */
import { type Bridge, readBridgePrefix } from "./bridges.ts";
import { CARBONYL } from "./carbonic.ts";
import { AFTER_O, CYCLIC_SUFFIXES, frontLocant, readRetainedLactone } from "./cyclic-suffixes.ts";
import { type Isotope, casDeuteriumAt, isotopeDescriptorAt } from "./isotopes.ts";
import {
  type AcidToken,
  type RingToken,
  type SubstituentToken,
  azaRing,
  lexicon,
  methylRing,
  placedLocant,
} from "./lexicon.ts";
import { CARRIER_GROUPS, FIXED_PREFIXES } from "./prefix-forms.ts";
import type { Graph } from "./graph.ts";
import type { HwStem } from "./rings.ts";
import type { Descriptor } from "./stereo.ts";
import { type SpiroJoin, readSpiroJoin } from "./spiro.ts";
import { type RingSystem, readRetainedPolycycle, readRingSystem } from "./von-baeyer.ts";
import { CARRIERS, JOINER_PREFIXES } from "./implicit-brackets.ts";
import { readRemoval, readReplacement, replacementLambdaLocants } from "./replacement.ts";
import { placedFits, placedPair } from "./placed-locants.ts";

export type Locants = string[] | null;

/** Skeletal replacement in von Baeyer and spiro names by the atoms the Hantzsch–Widman prefixes do not hold. */
const SKELETON_PREFIXES: [string, string][] = [
  ["phospha", "P"],
  ["arsa", "As"],
  ["stiba", "Sb"],
  ["sila", "Si"],
  ["germa", "Ge"],
  ["stanna", "Sn"],
  ["bora", "B"],
];

/** Anionic replacement by a hydride added (IUPAC P-72.3): "5λ5-phosphanuidaspiro[4.4]nonane", read with its lambda. */
const NUIDA_PREFIXES: [string, string][] = [
  ["phosphanuida", "P-"],
  ["arsanuida", "As-"],
];

/** The Hantzsch–Widman heteroatoms' full "a" forms, which the lambda convention may precede ("1λ4-thia"). */
const HW_A_FORMS: [string, string][] = [
  ["oxa", "O"],
  ["thia", "S"],
  ["selena", "Se"],
  ["tellura", "Te"],
  ["aza", "N"],
];

/** Skeletal replacement by a cationic atom (IUPAC P-73.1.2): its element, read as that element with a charge of +1. */
const ONIA_PREFIXES: [string, string][] = [
  ["azonia", "N"],
  ["phosphonia", "P"],
  ["arsonia", "As"],
  ["stibonia", "Sb"],
  ["oxonia", "O"],
  ["thionia", "S"],
  ["selenonia", "Se"],
];

/** The suffixes a front-locant ring stem takes ("1-naphthol", "2-naphthyl", "2-naphthoic acid", "2-furoyl"). */
const FRONT_SUFFIXES = new Set(["ol", "yl", "ylidene", "ic", "oyl", "aldehyde", "al", "amide", "nitrile", "thiol"]);

export interface SuffixUse {
  locants: Locants;
  mult: number;
  value: string;
  terminal: boolean;
  /** "carb"/"carbo"/"carbox" before the suffix: one carbon between parent and group. */
  carbon: boolean;
  /** "sulfon"/"sulfin" before the suffix (benzenesulfonic acid, methanesulfonamide): the S=O or S fragment between. */
  chalcogen: string | null;
  /** "thiol": the suffix's oxygen replaced by sulfur. */
  thio: boolean;
  /** Added hydrogen written with the suffix's locants: "quinolin-2(1H)-one" gives ["1"]. */
  addedH: string[];
  /** CAS's deuterium written before the suffix ("methan-d3-amine", "ethan-2-d-amine"): on the parent's atoms. */
  stemDeuterium?: Isotope[];
  /** An isotope descriptor straight before the suffix ("cyclopentan-1-(18O)ol"): on the suffix's own atoms. */
  isotopes?: Isotope[];
}

export interface Unsaturation {
  locants: Locants;
  mult: number;
  order: 2 | 3;
}

export type Parent =
  | { kind: "chain"; carbons: number; cyclo: boolean; unsaturation: Unsaturation[]; suffixes: SuffixUse[] }
  /** `moreH`: the indicated hydrogens after the first of a listed ring that needs several ("21H,23H-porphyrin"). */
  | {
      kind: "ring";
      token: RingToken;
      name: string;
      indicatedH: string | null;
      moreH?: string[];
      suffixes: SuffixUse[];
    }
  /** A substituent from OPSIN's lists that has locants (phenyl) as the parent of a bracketed substituent. */
  | { kind: "group"; token: SubstituentToken; name: string; suffixes: SuffixUse[] }
  | { kind: "acid"; token: AcidToken; name: string; suffixes: SuffixUse[] }
  /** A Hantzsch–Widman ring (1,3-oxazole, oxetane): heteroatoms in cited order with their locants (null: none given). */
  | {
      kind: "hw";
      stem: HwStem;
      elements: string[];
      locants: string[] | null;
      name: string;
      indicatedH: string | null;
      suffixes: SuffixUse[];
    }
  /** A von Baeyer polycycle or spiro compound (von-baeyer.ts); `hetero`: the "a" replacement prefixes ("7-oxa"). */
  | {
      kind: "polycycle";
      ring: RingSystem;
      hetero: { element: string; locant: string }[];
      carbons: number;
      name: string;
      unsaturation: Unsaturation[];
      suffixes: SuffixUse[];
    }
  /**
   * A benzo-fused monocycle: "1,3-benzothiazole" (locants of the bicycle), "benzimidazole" (the monocycle's own
   * heteroatoms, fused wherever it can be), "benzo[b]thiophene", "benzo[d][1,3]dioxole" (the fusion bond's letter).
   */
  | {
      kind: "benzo";
      ring: { stem: HwStem; elements: string[]; locants: string[] | null } | { token: RingToken };
      bicycleLocants: string[] | null;
      letter: string | null;
      /** "dibenzo[b,d]furan", "dibenzofuran": two benzene rings, at the lettered bonds or (null) wherever they fit. */
      copies?: 2;
      letters?: string[] | null;
      name: string;
      indicatedH: string | null;
      suffixes: SuffixUse[];
    }
  /** Two monocycles by a fusion name: "pyrazolo[1,5-a]pyrimidine", "thieno[2,3-d]pyrimidine", "imidazo[2,1-b][1,3]thiazole". */
  | {
      kind: "fused";
      attached: FusionRing;
      attachedLocants: [string, string];
      letter: string;
      base: FusionRing;
      /** "benzo[b]naphtho[2,1-d]furan": a benzene ring on another lettered bond of the base. */
      benzoLetter?: string;
      /**
       * A multiparent name (FR-3.5: "benzo[1,2-b:4,5-b']dithiophene"): one copy of the base per locant pair of the
       * attached (here the central) component, each fused at its own lettered bond.
       */
      copies?: { locants: [string, string]; letter: string }[];
      name: string;
      indicatedH: string | null;
      suffixes: SuffixUse[];
    }
  /** Spiro ring components: "spiro[cyclohexane-1,1'-indene]", "1,1'-spirobi[indene]" (spiro.ts). */
  | { kind: "spiroJoin"; join: SpiroJoin<Word>; name: string; suffixes: SuffixUse[] }
  /** A ring assembly: "biphenyl", "2,2'-bipyridine", "1,1':4',1''-terphenyl"; junctions as locant pairs or null. */
  | {
      kind: "assembly";
      copies: number;
      token: RingToken;
      benzene: boolean;
      /** A cycloalkane's assembly ("bicyclohexyl"): whole without a suffix and joined 1,1' by default, as benzene's. */
      whole?: boolean;
      /** Each copy's indicated hydrogen as written ("2,2'-bi-1H-imidazole"): the ring's listed NH, or refused. */
      indicatedH?: string;
      junctions: [string, string][] | null;
      name: string;
      suffixes: SuffixUse[];
    };

/** A monocycle of a fusion name: a Hantzsch–Widman body (own heteroatom locants or none) or a listed ring. */
export type FusionMonocycle = { stem: HwStem; elements: string[]; locants: string[] | null } | { token: RingToken };

/**
 * A component of a fusion name: a monocycle, a listed ring, or a benzo name ("benzimidazole", "[1]benzothiophene"
 * as the base; "[1]benzothieno", "benzimidazo" as a prefix), with the bicycle's heteroatom locants when written.
 */
export type FusionRing =
  | FusionMonocycle
  /** `at`: "benzo[4,5]thieno": the benzene ring on the monocycle's own bond 4-5, its own locants kept (a prefix). */
  | { benzo: FusionMonocycle; bicycleLocants: string[] | null; at?: [string, string] };

/** A listed ring of more than one ring: its SMILES closes a ring numbered 2 or more (brackets left out). */
function listedPolycycle(token: RingToken): boolean {
  return /[2-9]/.test(token.smiles.replace(/\[[^\]]*\]/g, ""));
}

/** The carbocycles a fusion name cites by size ("cyclohepta[b]pyridine", "benzo[4,5]cyclohepta[1,2-b]…"). */
const CARBOCYCLE_SIZE: Record<string, number> = {
  buta: 4,
  penta: 5,
  hepta: 7,
  octa: 8,
  nona: 9,
  deca: 10,
  undeca: 11,
  dodeca: 12,
};
const CARBOCYCLE_FORMS = Object.keys(CARBOCYCLE_SIZE).join("|");
/** "cyclohepta[1,2-b]": a carbocyclic fusion prefix with its own bond locants after it. */
const CARBOCYCLE_PREFIX = new RegExp(`^cyclo(${CARBOCYCLE_FORMS})(?=\\[\\d)`);
/** "cyclopenta[b]": a carbocycle attached by its mancude name, its fusion bond needing no locants. */
const CARBOCYCLE_LETTERED = new RegExp(`^cyclo(${CARBOCYCLE_FORMS})\\[([a-z])\\]`);

/** Fusion prefixes whose form is not the ring's stem + "o" (IUPAC FR-2.2.8). */
const FUSION_PREFIXES: [string, string][] = [
  ["imidazo", "imidazol"],
  ["thieno", "thiophen"],
  ["furo", "furan"],
  ["pyrido", "pyridin"],
  ["pyrimido", "pyrimidin"],
  ["naphtho", "naphthalen"],
  ["quino", "quinolin"],
  ["isoquino", "isoquinolin"],
];

export type Substituent =
  /** `isotopes`: a descriptor written before it ("(131I)iodo", "(13C)carboxy"), on its own atoms. */
  | {
      kind: "simple";
      token: SubstituentToken;
      name: string;
      isotopes?: Isotope[];
      /** A group that only joins the prefix before it to the parent ("sulfonyl": implicit-brackets.ts). */
      carrier?: true;
    }
  | { kind: "word"; word: Word; name: string }
  /** "hydro" of "1,2,3,4-tetrahydro": hydrogens added to a mancude ring (rings.ts). */
  | { kind: "hydro"; name: string }
  /** "dehydro" of "2,3-didehydro": a hydrogen taken off each of two bonded atoms, which become doubly bonded. */
  | { kind: "dehydro"; name: string }
  /** A skeletal replacement prefix on any parent ("3-aza-4-methylpyridine", "3,6,9-triaza…"): replacement.ts. */
  | {
      kind: "replacement";
      element: string;
      name: string;
      /** A subtractive prefix ("1-deaza", "deoxa"): the heteroatom it turns into carbon (`element` is then "C"). */
      replaces?: string;
      /** The lambda convention per locant ("2λ6,4λ6-dithia"): that bonding number, or null for the element's own. */
      valences?: (number | null)[];
    }
  /** A bridging prefix ("2,3-epoxy", "9,10-ethano", "1,4:5,8-dimethano"): two locants per bridge (bridges.ts). */
  /** `indicatedH`: the bridged system's indicated hydrogen written before the bridge ("9H-9,10-ethanoacridine"). */
  | { kind: "bridge"; bridge: Bridge; name: string; indicatedH?: string }
  /** A bracket read whole as a group built elsewhere (a glycosyl: glycosyl-groups.ts). */
  | { kind: "built"; group: BracketGroup; name: string };

/** A group built apart from the grammar, bound through `atom` by a single bond; its atoms take no locants. */
export interface BracketGroup {
  graph: Graph;
  atom: number;
  name: string;
}

const bracketGroupReaders: ((text: string) => BracketGroup | null)[] = [];

/**
 * Adds a reader of a bracket's whole text (glycosyl-groups.ts, perhalo.ts register themselves: they are built on this
 * grammar); the first that reads the text gives the group.
 */
export function readBracketGroupsWith(reader: (text: string) => BracketGroup | null): void {
  bracketGroupReaders.push(reader);
}

function bracketGroupReader(text: string): BracketGroup | null {
  for (const reader of bracketGroupReaders) {
    const group = reader(text);
    if (group) return group;
  }
  return null;
}

/** The index of the mark closing the bracket opened just before `pos`, or -1. */
function closingMark(text: string, pos: number): number {
  let depth = 1;
  for (let i = pos; i < text.length; i++) {
    const ch = text[i] as string;
    if ("([{".includes(ch)) depth++;
    else if (")]}".includes(ch) && --depth === 0) return i;
  }
  return -1;
}

/** A prefix that edits the parent (hydro, dehydro, a bridge, a skeletal replacement) rather than put a group on it. */
export function editsParent(
  substituent: Substituent,
): substituent is Extract<Substituent, { kind: "hydro" | "dehydro" | "bridge" | "replacement" }> {
  const kind = substituent.kind;
  return kind === "hydro" || kind === "dehydro" || kind === "bridge" || kind === "replacement";
}

export interface PrefixUse {
  locants: Locants;
  mult: number;
  substituent: Substituent;
  /** In brackets, or separated from the previous prefix by a hyphen or locants. */
  delimited: boolean;
  /** Written in brackets ("(2-fluorobenzyl)"): implicit-brackets.ts tells a bracket from a hyphen. */
  bracketed?: true;
  start: number;
}

export interface Word {
  prefixes: PrefixUse[];
  parent: Parent;
  /** CIP descriptors at the start of a bracketed substituent ("[(E)-2-chloroethenyl]"), on its own parent atoms. */
  stereo?: Descriptor[];
  /** An isotope descriptor written before the parent ("trichloro(12C)methane", "(13C)methyl"), on the parent's atoms. */
  isotopes?: Isotope[];
  /** CAS's isotope after the word ("methanol-d", "methane-d4", "methyl-d3", "methanol-13C"): on its suffix's atoms, else the parent's. */
  deuterium?: Isotope[];
  /**
   * The second copy of a multiplied parent (multiplicative.ts): bound at this locant, its one attachment; null when
   * the name gives none (each atom with the hydrogen for it is tried, as for an unlocanted prefix).
   */
  attachAt?: string | null;
  /** A double bond there ("…bis(methanylylidene))dicyclohexanol": C2 of each cyclohexanol is =CH-). */
  attachOrder?: 2;
}

export type Reading =
  | { kind: "substitutive"; word: Word }
  /** `at`: the element an "S-methyl", "O-ethyl" before the group names, the anion's atom the group must go on. */
  | { kind: "ester"; mult: number; substituent: Substituent; anion: Word; at?: string }
  | { kind: "salt"; mult: number; cation: string; anion: Word };

type Result<T> = [T, number][];

/** Rule applications allowed per name: far above any real name, low enough to bound a hostile one. */
const MAX_STEPS = 20_000;
/** Readings kept per word: more means the name is too tangled to check every reading. */
const MAX_READINGS = 256;

export class GrammarBudgetExceeded extends Error {}

/** The O of "acetyloxy": a single atom that binds the substituent before it. */
const OXY: SubstituentToken = { smiles: "-O", labels: null };

/** The N of "[(carbamoylamino)imino]": a single atom double-bonded to what it is on, binding the prefix before it. */
const IMINO: SubstituentToken = { smiles: "=N", labels: null };

/** "thio" as the -S- of "(methylthio)" (methylsulfanyl), read only under the prefix it carries. */
const THIO: [string, SubstituentToken] = ["thio", { smiles: "-S", labels: null }];

/** Benzene as the unit of "biphenyl" and "terphenyl". */
const BENZENE: RingToken = { smiles: "c1ccccc1", labels: "1/2/3/4/5/6" };

/** A ring assembly as read: `whole`, a name complete without a suffix ("bicyclohexyl"), as "biphenyl" is. */
type Assembly = {
  copies: number;
  token: RingToken;
  benzene: boolean;
  junctions: [string, string][] | null;
  whole?: boolean;
  indicatedH?: string;
  /** The ring's name closed by its bracket ("bi(1H-imidazole)"): the name is whole there. */
  closed?: boolean;
};

/** The value of an "-ium" read inside a ring name ("pyridin-1-ium-1-yl"): builder.ts protonates that N. */
export const IUM = "ium";
const OUT_SUFFIXES = new Set(["yl", "ylidene", "oxy", "oyl", "carbonyl", "sulfonyl", "sulfinyl", "amido"]);
/** The out suffixes a stem takes directly, with no "an": methyl, ethoxy, propylidene (not "methsulfonyl"). */
const STEM_OUT_SUFFIXES = new Set(["yl", "ylidene", "oxy"]);
/** The suffixes a euphonic "o" may precede: hexan-o-ic, acet-o-nitrile, benz-o-ate. */
const EUPHONIC_O = new Set(["ic", "ate", "nitrile"]);

/**
 * Alkyl and alkoxy groups named by IUPAC's retained or "iso/sec/tert/neo" forms (P-29.6), written out here
 * as structures; the attachment atom is the first.
 */
const SPECIAL_SUBSTITUENTS: [string, string][] = [
  ["isopropyl", "-C(C)C"],
  ["iso-propyl", "-C(C)C"],
  ["isobutyl", "-CC(C)C"],
  ["sec-butyl", "-C(C)CC"],
  ["s-butyl", "-C(C)CC"],
  ["tert-butyl", "-C(C)(C)C"],
  ["t-butyl", "-C(C)(C)C"],
  ["isopentyl", "-CCC(C)C"],
  ["isoamyl", "-CCC(C)C"],
  ["tert-amyl", "-C(C)(C)CC"],
  ["t-amyl", "-C(C)(C)CC"],
  ["neopentyl", "-CC(C)(C)C"],
  ["isopropoxy", "-OC(C)C"],
  ["tert-butoxy", "-OC(C)(C)C"],
  ["vinyl", "-C=C"],
  ["allyl", "-CC=C"],
];

/**
 * Fatty alkyl groups by their acids' trivial names, as suppliers write them, that OPSIN's acid stems do not give
 * (lauryl, stearyl come from those): oleyl, (9Z)-octadec-9-en-1-yl.
 */
export const FATTY_ALKYLS: [string, SubstituentToken][] = [
  // Atoms 8 and 9 are C9 and C10; their chain neighbours cis.
  ["oleyl", { smiles: "-CCCCCCCCC=CCCCCCCCC", labels: null, geometries: [{ a: 8, b: 9, cis: true }] }],
];

/**
 * Unbranched ("normal") alkyl groups written with "n-", as suppliers write them ("n-butyl", "2,5-dimethoxy-4-n-amyl…":
 * amyl is pentyl). Read only with a small "n": a capital N is the locant of a nitrogen ("N-butylaniline").
 */
const NORMAL_ALKYLS: [string, string][] = [
  ["n-propyl", "-CCC"],
  ["n-butyl", "-CCCC"],
  ["n-pentyl", "-CCCCC"],
  ["n-amyl", "-CCCCC"],
  ["n-hexyl", "-CCCCCC"],
  ["n-heptyl", "-CCCCCCC"],
  ["n-octyl", "-CCCCCCCC"],
  ["n-propoxy", "-OCCC"],
  ["n-butoxy", "-OCCCC"],
];

/**
 * The parent with CAS's front locants placed, or null where they have no one place: on its one unlocanted suffix
 * group (not a chain's terminal one, -al or -oic acid, whose place is fixed) when the count matches and no double or
 * triple bond is left unlocanted; else on a chain's one unlocanted unsaturation. Cyclic suffixes keep their own
 * rule (cyclic-suffixes.ts frontLocant).
 */
function casFrontLocants(parent: Parent, locants: string[]): Parent | null {
  if (!["chain", "ring", "hw", "benzo"].includes(parent.kind) || !("suffixes" in parent)) return null;
  const suffixes = parent.suffixes;
  if (suffixes.some((s) => CYCLIC_SUFFIXES.has(s.value) || s.value === IUM)) return null;
  const chain = parent.kind === "chain" && !parent.cyclo;
  const unsaturation = parent.kind === "chain" ? parent.unsaturation : [];
  const open = unsaturation.filter((u) => u.locants === null);
  const fixed = (s: SuffixUse): boolean => chain && s.terminal && !s.carbon && s.chalcogen === null;
  const placeable = suffixes.filter((s) => s.locants === null && !fixed(s));
  if (placeable.length > 0) {
    const only = placeable[0] as SuffixUse;
    if (placeable.length !== 1 || suffixes.length !== 1 || open.length > 0 || only.mult !== locants.length) return null;
    return { ...parent, suffixes: [{ ...only, locants }] } as Parent;
  }
  const first = open[0];
  if (parent.kind !== "chain" || open.length !== 1 || !first || first.mult !== locants.length) return null;
  return { ...parent, unsaturation: unsaturation.map((u) => (u === first ? { ...u, locants } : u)) };
}

/** A hyphen with a prefix's letter or closing mark before it and a letter or opening mark after it (no locant). */
const HYPHEN_BETWEEN_PREFIXES = /[a-z)\]}#]-[a-z([{#]/;

/** The text with every bracketed part (innermost first) replaced by "#". */
function outsideBrackets(text: string): string {
  let out = text;
  for (let before = ""; before !== out; ) {
    before = out;
    out = out.replace(/\([^()[\]{}]*\)|\[[^()[\]{}]*\]|\{[^()[\]{}]*\}/g, "#");
  }
  return out;
}

export class NameGrammar {
  readonly lc: string;
  furthest = 0;
  private readonly lex = lexicon();

  /** `manyOuts`: a substituent word may have several free valences ("pentanedioyl", "pyridine-2,6-dicarbonyl"), for
   * the words that take each one (ylium.ts's dications); elsewhere a substituent has one. */
  constructor(
    readonly text: string,
    private readonly options: { manyOuts?: boolean } = {},
  ) {
    this.lc = text.toLowerCase();
  }

  private steps = 0;
  private readonly memo = new Map<string, unknown>();
  private readonly spiroMemo = new Map<string, Word[]>();

  private reach(pos: number): void {
    if (pos > this.furthest) this.furthest = pos;
  }

  /** Each (rule, position) is read once; a name whose readings explode is refused, never hung on. */
  private cached<T>(key: string, compute: () => Result<T>): Result<T> {
    const hit = this.memo.get(key);
    if (hit !== undefined) return hit as Result<T>;
    if (++this.steps > MAX_STEPS) throw new GrammarBudgetExceeded();
    const value = compute();
    this.memo.set(key, value);
    return value;
  }

  readings(): Reading[] {
    const out: Reading[] = [];
    const n = this.lc.length;
    for (const [word, end] of this.word(0, false)) if (end === n) out.push({ kind: "substitutive", word });
    // Functional class: "<alkyl> <anion>" (ester) or "<cation> <anion>" (salt).
    // "S-methyl ethanethioate", "O-ethyl benzenecarbothioate": the element the ester's group is on (P-65.6.3.2.1).
    const element = /^(O|S|Se|Te)-(?=[a-z(])/.exec(this.text);
    const first = element ? element[0].length : 0;
    for (let space = this.lc.indexOf(" "); space > 0; space = this.lc.indexOf(" ", space + 1)) {
      for (const [mult, afterMult] of this.optionalMultiplier(first, true)) {
        for (const [cation, end] of this.lex.cations.matches(this.lc, afterMult)) {
          if (end !== space) continue;
          for (const [anion, wordEnd] of this.word(space + 1, false)) {
            if (wordEnd === n) out.push({ kind: "salt", mult, cation, anion });
          }
        }
        const firsts: Result<Substituent> = [...this.substituent(afterMult)];
        // "di-tert-butyl oxalate", "di-n-butyl phthalate", "di-isopropyl oxalate", "bis-(2-ethylhexyl) phthalate": a
        // hyphen after the multiplier, as OPSIN reads it.
        if (mult > 1 && this.lc[afterMult] === "-") firsts.push(...this.substituent(afterMult + 1));
        for (const [word, end] of this.word(afterMult, true)) {
          if (word.prefixes.length > 0)
            firsts.push([{ kind: "word", word, name: this.text.slice(afterMult, end) }, end]);
        }
        // PubChem brackets an ester's alkyl group that has prefixes: "(2-methoxyethyl) formate",
        // "bis(2-ethylhexyl) hexanedioate" (the same group as "2-methoxyethyl formate").
        const at = mult > 1 && this.lc[afterMult] === "-" && /[([{]/.test(this.lc[afterMult + 1] ?? "") ? 1 : 0;
        const open = this.lc[afterMult + at];
        const close = open === "(" ? ")" : open === "[" ? "]" : open === "{" ? "}" : null;
        if (close) firsts.push(...this.bracketed(afterMult + at + 1, close));
        for (const [substituent, end] of firsts) {
          if (end !== space) continue;
          this.reach(end + 1);
          for (const [anion, wordEnd] of this.word(space + 1, false)) {
            if (wordEnd !== n) continue;
            out.push(
              element
                ? { kind: "ester", mult, substituent, anion, at: element[1] }
                : { kind: "ester", mult, substituent, anion },
            );
          }
        }
      }
    }
    return out;
  }

  /** A word: prefixes then a parent. `out`: the parent must carry yl/oxy/ylidene (a substituent). */
  word(pos: number, out: boolean): Result<Word> {
    return this.cached(`w${pos}${out}`, () => this.wordUncached(pos, out));
  }

  /** A word whose prefixes are each one substituent (no prefix run nested into the group after it). */
  private flatWord(pos: number, out: boolean): Result<Word> {
    return this.cached(`f${pos}${out}`, () => this.flatWordUncached(pos, out));
  }

  private wordUncached(pos: number, out: boolean): Result<Word> {
    const results = [...this.flatWord(pos, out)];
    // A substituent run into the group it is on, as OPSIN reads it: "4-chlorophenylsulfanyl" is
    // [(4-chlorophenyl)sulfanyl], "2-ethylhexyloxy" [(2-ethylhexyl)oxy], "dimethylaminomethyl" [(dimethylamino)methyl].
    // Only the whole prefix run nests, one level here (deeper ones in brackets); the flat reading is kept too, and
    // the name is refused unless every reading that builds gives one structure (in these the flat one puts a
    // locant on the group's own atom, which has none).
    if (out) {
      for (const [inner, innerEnd] of this.flatWord(pos, true)) {
        if (inner.prefixes.length === 0 || /[-\s]/.test(this.lc[innerEnd] ?? " ")) continue;
        // A hyphen between two prefixes ("methoxy-phenylmethyl", "(4-chlorophenyl)-phenylmethyl") separates groups on
        // the same parent, so that run does not nest.
        if (HYPHEN_BETWEEN_PREFIXES.test(outsideBrackets(this.lc.slice(pos, innerEnd)))) continue;
        const prefix: PrefixUse = {
          locants: null,
          mult: 1,
          substituent: { kind: "word", word: inner, name: this.text.slice(pos, innerEnd) },
          delimited: true,
          start: pos,
        };
        for (const [parent, end] of this.parent(innerEnd, true)) results.push([{ prefixes: [prefix], parent }, end]);
      }
    }
    return results;
  }

  private flatWordUncached(pos: number, out: boolean): Result<Word> {
    const results: Result<Word> = [];
    const walk = (at: number, prefixes: PrefixUse[], delimited: boolean): void => {
      if (++this.steps > MAX_STEPS || results.length > MAX_READINGS) throw new GrammarBudgetExceeded();
      for (const [parent, end] of this.parent(at, out)) {
        results.push([{ prefixes, parent }, end]);
        // "Methanol-d", "Propanamide-N,3-d2", "(methyl-d3)": CAS's deuterium after the word (isotopes.ts).
        const d = casDeuteriumAt(this.text, end);
        if (d) {
          this.reach(d.end);
          results.push([{ prefixes, parent, deuterium: d.isotopes }, d.end]);
        }
      }
      // "decalin" (retained by CAS and OPSIN): perhydronaphthalene, numbered as naphthalene.
      if (!out && this.lc.startsWith("decalin", at) && !/[a-z]/.test(this.lc[at + 7] ?? "")) {
        const [naphthalene] = this.lex.rings.matches("naphthalene", 0);
        if (naphthalene) {
          this.reach(at + 7);
          const perhydro: PrefixUse = {
            locants: null,
            mult: 0,
            substituent: { kind: "hydro", name: "perhydro" },
            delimited: true,
            start: at,
          };
          const parent: Parent = {
            kind: "ring",
            token: naphthalene[0],
            name: this.text.slice(at, at + 7),
            indicatedH: null,
            suffixes: [],
          };
          results.push([{ prefixes: [...prefixes, perhydro], parent }, at + 7]);
        }
      }
      // "trichloro(12C)methane", "2,3-dihydro(1-15N)-1H-indole": an isotope descriptor before the parent (isotopes.ts).
      const iso = isotopeDescriptorAt(this.text, at);
      if (iso) {
        this.reach(iso.end);
        for (const [parent, end] of this.parent(iso.end, out)) {
          results.push([{ prefixes, parent, isotopes: iso.isotopes }, end]);
        }
      }
      for (const [prefix, end] of this.prefix(at, delimited)) {
        // A hyphen may follow a prefix ("2-chloro-3-methyl…", "…(2-chloroethyl)-1-…").
        walk(end, [...prefixes, prefix], false);
        if (this.lc[end] === "-") walk(end + 1, [...prefixes, prefix], true);
      }
    };
    walk(pos, [], true);
    return results;
  }

  private prefix(pos: number, delimited: boolean): Result<PrefixUse> {
    return this.cached(`p${pos}${delimited}`, () => this.prefixUncached(pos, delimited));
  }

  private prefixUncached(pos: number, delimited: boolean): Result<PrefixUse> {
    const out: Result<PrefixUse> = [];
    // "perhydro": hydrogen on every atom of the ring system that has room (mult 0: all of them, builder.ts applyHydro).
    if (this.lc.startsWith("perhydro", pos)) {
      this.reach(pos + 8);
      const substituent: Substituent = { kind: "hydro", name: this.text.slice(pos, pos + 8) };
      out.push([{ locants: null, mult: 0, substituent, delimited: true, start: pos }, pos + 8]);
    }
    for (const b of readBridgePrefix(this.text, pos)) {
      this.reach(b.end);
      const substituent: Substituent = { kind: "bridge", bridge: b.bridge, name: b.name };
      out.push([{ locants: b.locants, mult: b.mult, substituent, delimited: true, start: pos }, b.end]);
    }
    // "9H-9,10-ethanoacridine", "2H-3,5-(epoxymethano)furo[3,4-b]pyran": the indicated hydrogen of the bridged
    // system, written before its bridge prefix (IUPAC P-25.7.1.3), belongs to the parent.
    const ih = /^(\d+[a-z]?)h-/.exec(this.lc.slice(pos, pos + 7));
    for (const b of ih ? readBridgePrefix(this.text, pos + ih[0].length) : []) {
      this.reach(b.end);
      const substituent: Substituent = {
        kind: "bridge",
        bridge: b.bridge,
        name: b.name,
        indicatedH: ih?.[1] as string,
      };
      out.push([{ locants: b.locants, mult: b.mult, substituent, delimited: true, start: pos }, b.end]);
    }
    // "2λ6,4λ6-dithia-2,2,4,4-tetraoxo-pentane": replacement atoms with their bonding number (P-31.1.4.3.4).
    const lambda = replacementLambdaLocants(this.lc, pos);
    for (const [mult, afterMult] of lambda ? this.optionalMultiplier(lambda.end, false) : []) {
      for (const r of readReplacement(this.text, afterMult)) {
        if (lambda === null || mult !== lambda.locants.length) continue;
        this.reach(r.end);
        const substituent: Substituent = {
          kind: "replacement",
          element: r.element,
          name: r.name,
          valences: lambda.valences,
        };
        out.push([{ locants: lambda.locants, mult, substituent, delimited: true, start: pos }, r.end]);
      }
    }
    const starts = [...this.optionalLocants(pos), ...this.placedLocants(pos)];
    // "2(O-2H)hydroxy": the locants run straight into a locanted isotope descriptor of their prefix, as OPSIN reads
    // them (not "2(13C)methyl", which it leaves unread).
    for (const [locants, end] of this.locants(pos)) {
      const iso = this.text[end] === "(" ? isotopeDescriptorAt(this.text, end) : null;
      if (iso?.isotopes.every((i) => i.locants !== null) && this.text[iso.end - 1] === ")") starts.push([locants, end]);
    }
    for (const [written, afterLocants] of starts) {
      const hyphenated = written !== null;
      // "3-aza", "3,6,9-triaza": always locanted, always followed by a hyphen or the next prefix's locants.
      for (const [mult, afterWritten] of written ? this.optionalMultiplier(afterLocants, false) : []) {
        for (const r of readReplacement(this.text, afterWritten)) {
          this.reach(r.end);
          const substituent: Substituent = { kind: "replacement", element: r.element, name: r.name };
          out.push([{ locants: written, mult, substituent, delimited: true, start: pos }, r.end]);
        }
      }
      // "1-deaza-pyridine", "deaza-morpholine", "1,3-dideazapyrimidine": subtractive, locanted or not.
      for (const [mult, afterWritten] of this.optionalMultiplier(afterLocants, false)) {
        for (const r of readRemoval(this.text, afterWritten)) {
          this.reach(r.end);
          const substituent: Substituent = { kind: "replacement", element: "C", name: r.name, replaces: r.element };
          out.push([{ locants: written, mult, substituent, delimited: true, start: pos }, r.end]);
        }
      }
      for (const [mult, afterWritten] of this.optionalMultiplier(afterLocants, false)) {
        if (!placedFits(written, mult)) continue;
        const [locants, afterMult] = this.oxygenLocants(placedPair(written, mult), afterWritten, mult);
        for (const [substituent, end] of this.substituent(afterMult)) {
          out.push([{ locants, mult, substituent, delimited: delimited || hyphenated, start: pos }, end]);
        }
        // "2,6-di-tert-butyl": a hyphen between the multiplier and a prefix whose own name has one.
        if (mult > 1 && this.lc[afterMult] === "-") {
          for (const [substituent, end] of this.substituent(afterMult + 1)) {
            if (substituent.kind !== "simple" || !substituent.name.includes("-")) continue;
            out.push([{ locants, mult, substituent, delimited: delimited || hyphenated, start: pos }, end]);
          }
        }
      }
      for (const [mult, afterWritten] of this.optionalMultiplier(afterLocants, true)) {
        if (!placedFits(written, mult)) continue;
        const [locants, afterO] = this.oxygenLocants(placedPair(written, mult), afterWritten, mult);
        // "6,8-di-(3-methylbut-2-en-1-yl)": a hyphen between a multiplier and its bracket, as OPSIN reads it.
        const afterMult =
          mult > 1 && afterO === afterWritten && /^-[([{]/.test(this.lc.slice(afterO)) ? afterO + 1 : afterO;
        const open = this.lc[afterMult];
        if (open !== "(" && open !== "[" && open !== "{") {
          out.push(...this.unbracketedGroup(pos, locants, mult, afterLocants, afterWritten));
          continue;
        }
        const close = open === "(" ? ")" : open === "[" ? "]" : "}";
        for (const [substituent, end] of this.bracketed(afterMult + 1, close)) {
          out.push([{ locants, mult, substituent, delimited: true, bracketed: true, start: pos }, end]);
        }
      }
    }
    return out;
  }

  /**
   * "2,5-bisaminothiobenzene", "1,4-bis-chloromethylbenzene": "bis", "tris" … before a compound substituent written
   * without its brackets, read as bis(aminothio) (OPSIN's implicit bracket): the run is one substituent with prefixes
   * of its own, with locants written for the copies. Each way the run can end is a reading; the builder refuses the
   * name where they differ.
   */
  private unbracketedGroup(pos: number, locants: Locants, mult: number, at: number, after: number): Result<PrefixUse> {
    const out: Result<PrefixUse> = [];
    if (locants === null || mult < 2 || !/^(?:bis|tris|tetrakis)$/.test(this.lc.slice(at, after))) return out;
    const start = this.lc[after] === "-" ? after + 1 : after;
    if (!/[a-z]/.test(this.lc[start] ?? "")) return out;
    for (const [word, end] of this.word(start, true)) {
      if (word.prefixes.length === 0 || word.stereo) continue;
      const substituent: Substituent = { kind: "word", word, name: this.text.slice(start, end) };
      out.push([{ locants, mult, substituent, delimited: true, bracketed: true, start: pos }, end]);
    }
    return out;
  }

  /**
   * "7-O-methyl", "3,7-di-O-methyl", "4'-O-acetyl" (the O on ring atom 7, IUPAC's O-locants on a trivial name:
   * 7-O-methylapigenin): numeric locants then "O-" become "O7", "O3,O7", which the builder gives the O bonded to
   * that atom of a retained parent. Any other locants pass unchanged.
   */
  private oxygenLocants(locants: Locants, pos: number, mult: number): [Locants, number] {
    const at = mult > 1 && this.text[pos] === "-" ? pos + 1 : pos;
    if (locants === null || !this.text.startsWith("O-", at) || !locants.every((l) => /^\d+[a-z]?'*$/.test(l))) {
      return [locants, pos];
    }
    this.reach(at + 2);
    return [locants.map((l) => `O${l}`), at + 2];
  }

  private bracketed(pos: number, close: string): Result<Substituent> {
    const out: Result<Substituent> = [];
    const end = closingMark(this.text, pos);
    const built = end > pos && this.text[end] === close ? bracketGroupReader(this.text.slice(pos, end)) : null;
    if (built) {
      this.reach(end + 1);
      out.push([{ kind: "built", group: built, name: built.name }, end + 1]);
      return out;
    }
    // "[(E)-2-chloroethenyl]", "[(1S)-1-hydroxyethyl]": descriptors on the substituent's own parent (stereo.ts).
    const cip = /^\(((?:\d+[a-z]?)?[EZRS](?:,(?:\d+[a-z]?)?[EZRS])*)\)-/.exec(this.text.slice(pos, pos + 60));
    if (cip) {
      const at = pos + cip[0].length;
      this.reach(at);
      const stereo = (cip[1] as string).split(",").map((part) => {
        const d = /^(\d+[a-z]?)?([EZRS])$/.exec(part) as RegExpExecArray;
        return { locant: d[1] ?? null, label: d[2] as Descriptor["label"] };
      });
      for (const [word, end] of this.word(at, true)) {
        if (this.lc[end] !== close) continue;
        this.reach(end + 1);
        out.push([{ kind: "word", word: { ...word, stereo }, name: this.text.slice(pos, end) }, end + 1]);
      }
      return out;
    }
    for (const [substituent, end] of this.substituent(pos)) {
      if (this.lc[end] === close) {
        this.reach(end + 1);
        out.push([substituent, end + 1]);
      }
    }
    for (const [word, end] of this.word(pos, true)) {
      // A bare "(methyl)" is read by substituent() above; CAS's "(methyl-d3)" is a word.
      if (word.prefixes.length === 0 && !word.deuterium) continue;
      if (this.lc[end] === close) {
        this.reach(end + 1);
        out.push([{ kind: "word", word, name: this.text.slice(pos, end) }, end + 1]);
      }
    }
    return out;
  }

  /** One substituent without prefixes of its own: a listed token ("chloro"), or a parent with yl/oxy ("ethyl"). */
  substituent(pos: number): Result<Substituent> {
    return this.cached(`s${pos}`, () => this.substituentUncached(pos));
  }

  private substituentUncached(pos: number): Result<Substituent> {
    const out: Result<Substituent> = [];
    // "2-(13C)methyl", "7-(131I)iodo", "[(2H3)methyl]": an isotope descriptor before the substituent, on its atoms.
    const iso = isotopeDescriptorAt(this.text, pos);
    if (iso) {
      this.reach(iso.end);
      for (const [substituent, end] of this.substituent(iso.end)) {
        if (substituent.kind === "simple" && !substituent.isotopes) {
          out.push([{ ...substituent, isotopes: iso.isotopes }, end]);
        } else if (
          substituent.kind === "word" &&
          !substituent.word.isotopes &&
          substituent.word.prefixes.length === 0
        ) {
          out.push([{ ...substituent, word: { ...substituent.word, isotopes: iso.isotopes } }, end]);
        }
      }
      return out;
    }
    if (this.lc.startsWith("dehydro", pos) && this.lc[pos + 7] !== "x") {
      this.reach(pos + 7);
      out.push([{ kind: "dehydro", name: this.text.slice(pos, pos + 7) }, pos + 7]);
    }
    // "hydro" (not "hydroxy"): the prefix that adds hydrogen to a ring.
    if (this.lc.startsWith("hydro", pos) && this.lc[pos + 5] !== "x") {
      this.reach(pos + 5);
      out.push([{ kind: "hydro", name: this.text.slice(pos, pos + 5) }, pos + 5]);
    }
    for (const [token, end] of this.lex.substituents.matches(this.lc, pos)) {
      this.reach(end);
      out.push([{ kind: "simple", token, name: this.text.slice(pos, end) }, end]);
    }
    // "methylsulfonyl", "methoxycarbonyl": a carrier group written as a prefix, joined to the one before it later.
    for (const [form, token] of CARRIERS) {
      if (!this.lc.startsWith(form, pos)) continue;
      this.reach(pos + form.length);
      out.push([
        { kind: "simple", token, name: this.text.slice(pos, pos + form.length), carrier: true },
        pos + form.length,
      ]);
    }
    for (const [form, token] of JOINER_PREFIXES) {
      if (!this.lc.startsWith(form, pos)) continue;
      this.reach(pos + form.length);
      out.push([{ kind: "simple", token, name: this.text.slice(pos, pos + form.length) }, pos + form.length]);
    }
    for (const [form, smiles] of [...SPECIAL_SUBSTITUENTS, ...FIXED_PREFIXES]) {
      if (this.lc.startsWith(form, pos)) {
        const end = pos + form.length;
        this.reach(end);
        out.push([{ kind: "simple", token: { smiles, labels: null }, name: form }, end]);
      }
    }
    for (const [form, token] of FATTY_ALKYLS) {
      if (!this.lc.startsWith(form, pos)) continue;
      this.reach(pos + form.length);
      out.push([{ kind: "simple", token, name: form }, pos + form.length]);
    }
    for (const [form, smiles] of NORMAL_ALKYLS) {
      // The text as written: "N-" is a locant, "n-" the normal chain.
      if (!this.text.startsWith(form, pos)) continue;
      const end = pos + form.length;
      this.reach(end);
      out.push([{ kind: "simple", token: { smiles, labels: null }, name: form }, end]);
    }
    for (const [parent, end] of this.parent(pos, true)) {
      if (parent.kind === "group") continue; // the same token is read above as a simple substituent
      out.push([{ kind: "word", word: { prefixes: [], parent }, name: this.text.slice(pos, end) }, end]);
    }
    // "acetyloxy", "benzoyloxy", "phenyloxy": a substituent bound through O (IUPAC's acyloxy prefixes, P-65.6.3.2.3),
    // read as the substituent on the group "oxy" (-O-), as "(acetyl)oxy" would be; so are "phosphonooxy" and
    // "phosphonatooxy" (P-67.1.4.1.1).
    for (const [substituent, end] of [...out]) {
      if (
        substituent.kind === "hydro" ||
        !this.lc.startsWith("oxy", end) ||
        !/(?:yl|phosphono|phosphonato)$/.test(this.lc.slice(pos, end))
      )
        continue;
      this.reach(end + 3);
      const prefix: PrefixUse = { locants: null, mult: 1, substituent, delimited: true, start: pos };
      const word: Word = { prefixes: [prefix], parent: { kind: "group", token: OXY, name: "oxy", suffixes: [] } };
      out.push([{ kind: "word", word, name: this.text.slice(pos, end + 3) }, end + 3]);
    }
    return out;
  }

  private parent(pos: number, out: boolean): Result<Parent> {
    return this.cached(`r${pos}${out}`, () => [...this.parentUncached(pos, out), ...this.casFront(pos, out)]);
  }

  /**
   * CAS's locants in front of a whole name's parent ("2-propanol", "1,2-ethanediol", "1,3-butadiene", "2-buten-1-ol",
   * "1,4-benzenediol", "4-pyridinecarboxylic acid"), read as the parent's own (casFrontLocants). Not on a substituent:
   * "2-propenyl" there is also the locant of a prefix.
   */
  private casFront(pos: number, out: boolean): Result<Parent> {
    if (!/^\d/.test(this.lc.slice(pos, pos + 1))) return [];
    const results: Result<Parent> = [];
    for (const [locants, afterLocants] of this.locants(pos)) {
      if (!locants.every((l) => /^\d+[a-z]?$/.test(l))) continue;
      // "2(1H)-pyridinone", "3,4-dihydro-2(1H)-isoquinolinyl": with the added hydrogen after the locant, also on a
      // substituent (no prefix's locant is written so); the suffix takes both, as in "pyridin-2(1H)-one".
      const added = /^\((\d+[a-z]?h(?:,\d+[a-z]?h)*)\)-/.exec(this.lc.slice(afterLocants, afterLocants + 24));
      for (const [parent, end] of added ? this.parent(afterLocants + added[0].length, out) : []) {
        const placed = casFrontLocants(parent, locants);
        if (!placed || placed.kind === "chain" || !("suffixes" in placed)) continue;
        const addedH = (added?.[1] ?? "").split(",").map((h) => h.slice(0, -1));
        const suffixes = placed.suffixes.map((x) => (x.locants === locants ? { ...x, addedH } : x));
        if (suffixes.some((x) => x.addedH === addedH)) results.push([{ ...placed, suffixes } as Parent, end]);
      }
      if (out || this.lc[afterLocants] !== "-") continue;
      for (const [parent, end] of this.parent(afterLocants + 1, false)) {
        const placed = casFrontLocants(parent, locants);
        if (placed) results.push([placed, end]);
      }
    }
    return results;
  }

  private parentUncached(pos: number, out: boolean): Result<Parent> {
    const results: Result<Parent> = [];
    const accept = (suffixes: SuffixUse[]): boolean => {
      const outs = suffixes.filter((s) => OUT_SUFFIXES.has(s.value));
      if (out && this.options.manyOuts) return outs.length > 0;
      return out ? outs.length === 1 && outs[0]?.mult === 1 : outs.length === 0;
    };
    // Chains and cycloalkanes.
    const cyclo = this.lc.startsWith("cyclo", pos);
    for (const start of cyclo ? [pos, pos + 5] : [pos]) {
      for (const [carbons, afterStem] of this.alkaneStem(start)) {
        for (const [tail, end] of this.chainTail(afterStem)) {
          if (!accept(tail.suffixes)) continue;
          results.push([{ kind: "chain", carbons, cyclo: start !== pos, ...tail }, end]);
        }
      }
    }
    // "gamma-butyrolactone", "epsilon-caprolactam": a retained acid stem, a Greek locant and a cyclic suffix.
    for (const lactone of readRetainedLactone(this.lc, pos)) {
      this.reach(lactone.end);
      const suffix: SuffixUse = {
        locants: lactone.locant === null ? null : [lactone.locant],
        mult: 1,
        value: lactone.value,
        terminal: false,
        carbon: false,
        chalcogen: null,
        thio: false,
        addedH: [],
      };
      if (accept([suffix])) {
        results.push([
          { kind: "chain", carbons: lactone.carbons, cyclo: false, unsaturation: [], suffixes: [suffix] },
          lactone.end,
        ]);
      }
    }
    // The older front locant of a cyclic suffix: "5-pentanolide", "4-butanelactam", "4-penten-5-olide".
    const front = /^(\d+)-/.exec(this.lc.slice(pos, pos + 5));
    if (front) {
      for (const [carbons, afterStem] of this.alkaneStem(pos + front[0].length)) {
        for (const [tail, end] of this.chainTail(afterStem)) {
          const placed = frontLocant(tail, front[1] as string);
          if (placed && accept(placed.suffixes))
            results.push([{ kind: "chain", carbons, cyclo: false, ...placed }, end]);
        }
      }
    }
    // Rings, with an optional indicated hydrogen ("1H-indole").
    const ih = /^(\d+[a-z]?)h-/.exec(this.lc.slice(pos, pos + 7));
    const ringStart = ih ? pos + ih[0].length : pos;
    const indicatedH = ih ? (ih[1] as string) : null;
    // "furan", "pyran", "chroman": ring names in -an take no final "e".
    const endsInAn = (afterStem: number): boolean =>
      this.lc.endsWith("an", afterStem) && !/[a-z]/.test(this.lc[afterStem] ?? "");
    /** Each suffix ending after a ring's stem (and the bare stem when `bare`), as the parent `make` builds. */
    const ringParents = (afterStem: number, bare: boolean, make: (suffixes: SuffixUse[]) => Parent | null): void => {
      const endings = this.ending(afterStem, false);
      if (bare) endings.push([[], afterStem]);
      for (const [suffixes, end] of endings) {
        const parent = accept(suffixes) ? make(suffixes) : null;
        if (parent) results.push([parent, end]);
      }
    };
    // "pyrylium", "chromenylium", "flavylium": the listed cations' names take no final "e" either.
    const endsInYlium = (afterStem: number): boolean =>
      this.lc.endsWith("ylium", afterStem) && !/[a-z]/.test(this.lc[afterStem] ?? "");
    for (const [token, afterStem] of this.lex.rings.matches(this.lc, ringStart)) {
      this.reach(afterStem);
      const name = this.text.slice(ringStart, afterStem);
      const bare = endsInAn(afterStem) || endsInYlium(afterStem);
      ringParents(afterStem, bare || this.endsInIn(afterStem), (suffixes) =>
        // A flavonoid ring's unlocanted suffix is not read (flavonoids.ts): "flavanone" is the retained flavanone.
        token.locantedSuffixes && suffixes.some((s) => s.locants === null)
          ? null
          : { kind: "ring", token, name, indicatedH, suffixes },
      );
    }
    // Several indicated hydrogens before a listed ring ("21H,23H-porphyrin"): the first as any ring's, the rest beside.
    const several = /^(\d+[a-z]?)h((?:,\d+[a-z]?h)+)-/.exec(this.lc.slice(pos, pos + 40));
    if (several) {
      const at = pos + several[0].length;
      const moreH = (several[2] as string)
        .split(",")
        .slice(1)
        .map((l) => l.slice(0, -1));
      for (const [token, afterStem] of this.lex.rings.matches(this.lc, at)) {
        this.reach(afterStem);
        const name = this.text.slice(at, afterStem);
        const bare = endsInAn(afterStem) || endsInYlium(afterStem) || this.endsInIn(afterStem);
        ringParents(afterStem, bare, (suffixes) =>
          token.locantedSuffixes && suffixes.some((s) => s.locants === null)
            ? null
            : { kind: "ring", token, name, indicatedH: several[1] as string, moreH, suffixes },
        );
      }
    }
    // Rings named by their nitrogens' locants ("1,8-naphthyridine", "1,10-phenanthroline"): read as the ring token
    // with those atoms made N, numbered as the hydrocarbon. Without locants (OPSIN assumes 1,8 and 1,10) not read.
    for (const [locants, afterLocants] of this.optionalLocants(ringStart)) {
      if (locants === null) continue;
      for (const [aza, afterStem] of this.lex.azaRings.matches(this.lc, afterLocants)) {
        this.reach(afterStem);
        const token = azaRing(aza, locants);
        if (!token) continue;
        const name = this.text.slice(ringStart, afterStem);
        ringParents(afterStem, false, (suffixes) => ({ kind: "ring", token, name, indicatedH, suffixes }));
      }
    }
    // Rings whose methyls the front locants place ("1,3-xylene", "m-xylene", "4-toluidine", "2-cresol").
    const placed = /^(ortho|meta|para|[omp])-/.exec(this.lc.slice(ringStart, ringStart + 6));
    const methylStarts = this.optionalLocants(ringStart).filter(([l]) => l !== null) as [string[], number][];
    if (placed) methylStarts.push([[placedLocant(placed[1] as string) as string], ringStart + placed[0].length]);
    for (const [locants, afterLocants] of methylStarts) {
      for (const [methyl, afterStem] of this.lex.methylRings.matches(this.lc, afterLocants)) {
        this.reach(afterStem);
        const token = methylRing(methyl, locants);
        if (!token) continue;
        const name = this.text.slice(ringStart, afterStem);
        // "cresol" is a whole name; "xylen", "toluidin" take their final "e".
        const whole = !this.lc.endsWith("n", afterStem);
        ringParents(afterStem, whole, (suffixes) =>
          whole && suffixes.length > 0 ? null : { kind: "ring", token, name, indicatedH, suffixes },
        );
      }
    }
    // Ring stems whose one suffix takes its locant in front ("1-naphthol", "2-naphthyl", "2-furoic acid",
    // "3-pyridyl", "2-thienyl"): the locant must be one the stem lists and the suffix carries none of its own.
    if (!ih) {
      for (const [locants, afterLocants] of this.optionalLocants(ringStart)) {
        if (locants === null || locants.length !== 1) continue;
        for (const [front, afterStem] of this.lex.frontRings.matches(this.lc, afterLocants)) {
          if (!front.front.includes(locants[0] as string)) continue;
          this.reach(afterStem);
          const name = this.text.slice(ringStart, afterStem);
          for (const [suffixes, end] of this.ending(afterStem, false)) {
            const only = suffixes[0];
            if (suffixes.length !== 1 || !only || only.locants !== null || only.mult !== 1) continue;
            if (!FRONT_SUFFIXES.has(only.value)) continue;
            const placed = [{ ...only, locants }];
            if (!accept(placed)) continue;
            const token = { smiles: front.smiles, labels: front.labels };
            results.push([{ kind: "ring", token, name, indicatedH: null, suffixes: placed }, end]);
          }
        }
        // CAS's older form of any listed ring with one suffix, its locant in front: "4-piperidinol" (piperidin-4-ol),
        // "2-pyridinamine", "4-morpholinecarboxylic acid"; the locant must be one the ring numbers.
        const locant = locants[0] as string;
        for (const [token, afterStem] of this.lex.rings.matches(this.lc, afterLocants)) {
          if (token.locantedSuffixes || token.acyclic) continue;
          if (!token.labels.split("/").some((l) => l.split(",").includes(locant))) continue;
          this.reach(afterStem);
          const name = this.text.slice(afterLocants, afterStem);
          for (const [suffixes, end] of this.ending(afterStem, false)) {
            const only = suffixes[0];
            if (suffixes.length !== 1 || !only || only.locants !== null || only.mult !== 1) continue;
            const placed = [{ ...only, locants: [locant] }];
            if (accept(placed)) results.push([{ kind: "ring", token, name, indicatedH: null, suffixes: placed }, end]);
          }
        }
      }
    }
    // Hantzsch–Widman rings ("1,3-oxazole", "2H-1,4-oxazine", "oxetane"); "oxepin", "thiepin": CAS writes the
    // unsaturated rings of 7 or more atoms without the final "e".
    for (const [hw, afterStem] of this.hantzschWidman(ringStart)) {
      const bare = hw.stem.mancude && hw.stem.size >= 7 && !/[a-z]/.test(this.lc[afterStem] ?? "");
      ringParents(afterStem, bare, (suffixes) => ({ kind: "hw", ...hw, indicatedH, suffixes }));
    }
    // A listed ring of the same text keeps its own numbering (cyclopenta[a]phenanthrene's is the steroid one): the
    // fusion name is not read beside it.
    const listedEnds = new Set(this.lex.rings.matches(this.lc, ringStart).map(([, end]) => end));
    // Benzo-fused monocycles ("1,3-benzoxazole", "1H-benzimidazole", "benzo[b]thiophene").
    for (const [benzo, afterStem] of this.benzo(ringStart)) {
      if (listedEnds.has(afterStem)) continue;
      const name = this.text.slice(ringStart, afterStem);
      ringParents(afterStem, endsInAn(afterStem), (suffixes) => ({
        kind: "benzo",
        ...benzo,
        name,
        indicatedH,
        suffixes,
      }));
    }
    // Fusion names of two monocycles ("pyrazolo[1,5-a]pyrimidine").
    for (const [fused, afterStem] of this.fused(ringStart)) {
      if (listedEnds.has(afterStem)) continue;
      const name = this.text.slice(ringStart, afterStem);
      ringParents(afterStem, endsInAn(afterStem), (suffixes) => ({
        kind: "fused",
        ...fused,
        name,
        indicatedH,
        suffixes,
      }));
    }
    // Spiro unions of ring components ("spiro[cyclohexane-1,1'-indene]", "1,1'-spirobiindene"). Read from before any
    // indicated hydrogen: in "2H-indene-2-spiro-1'-cyclopentane" it is the first component's, in "3H-spiro[…]" the
    // spiro system's (spiro.ts reads and places both).
    for (const [join, afterStem] of readSpiroJoin(this.text, pos, (t, c) => this.spiroComponents(t, c))) {
      this.reach(afterStem);
      const name = this.text.slice(pos, afterStem);
      ringParents(afterStem, true, (suffixes) => ({ kind: "spiroJoin", join, name, suffixes }));
    }
    // Retained von Baeyer hydrocarbons: "adamantane", "adamantan-1-amine", "norbornan-2-one", "cubane".
    for (const [ring, afterStem] of readRetainedPolycycle(this.lc, pos)) {
      this.reach(afterStem);
      for (const [tail, end] of this.chainTail(afterStem)) {
        if (!accept(tail.suffixes)) continue;
        const name = this.text.slice(pos, afterStem);
        results.push([{ kind: "polycycle", ring, hetero: [], carbons: ring.atoms, name, ...tail }, end]);
      }
    }
    // Von Baeyer bicycles and monospiro compounds, with "a" replacement prefixes ("7-oxabicyclo[2.2.1]heptane").
    if (!ih) {
      for (const [poly, afterSystem] of this.polycycle(pos)) {
        for (const [carbons, afterStem] of this.alkaneStem(afterSystem)) {
          for (const [tail, end] of this.chainTail(afterStem)) {
            if (!accept(tail.suffixes)) continue;
            results.push([
              { kind: "polycycle", ...poly, carbons, name: this.text.slice(pos, afterStem), ...tail },
              end,
            ]);
          }
        }
      }
    }
    // Ring assemblies ("biphenyl", "2,2'-bipyridine", CAS's "[1,1'-biphenyl]-4-ol").
    if (!ih) {
      const bracket = this.lc[pos] === "[";
      for (const [assembly, afterName] of this.assembly(bracket ? pos + 1 : pos)) {
        if (bracket && this.lc[afterName] !== "]") continue;
        const at = bracket ? afterName + 1 : afterName;
        const endings = this.ending(at, false);
        const { closed, ...read } = assembly;
        const whole = assembly.benzene || assembly.whole === true || closed === true;
        if (!bracket && whole && !/[a-z]/.test(this.lc[at] ?? "")) endings.push([[], at]); // "biphenyl"
        if (bracket) endings.push([[], at]);
        for (const [suffixes, end] of endings) {
          if (!accept(suffixes)) continue;
          // "bicyclohexyl" is whole: its "yl" is the name's, and takes no suffix after it; so is "bi(1H-imidazole)".
          if ((assembly.whole || closed) && suffixes.length > 0) continue;
          results.push([{ kind: "assembly", ...read, name: this.text.slice(pos, at), suffixes }, end]);
        }
      }
    }
    // Retained parents with atoms outside the ring (anilin-e, toluen-e; phenol whole): prefixes, no suffix.
    if (!out) {
      for (const [token, afterStem] of this.lex.retained.matches(this.lc, pos)) {
        const end =
          token.kind === "stem"
            ? this.lc[afterStem] === "e"
              ? afterStem + 1
              : this.endsInIn(afterStem)
                ? afterStem
                : -1
            : afterStem;
        if (end < 0) continue;
        this.reach(end);
        results.push([
          {
            kind: "ring",
            token: { smiles: token.smiles, labels: token.labels, ...(token.stereo ? { stereo: token.stereo } : {}) },
            name: this.text.slice(pos, afterStem),
            indicatedH: null,
            suffixes: [],
          },
          end,
        ]);
      }
    }
    // "carbonyl" and "peroxy" as the parent of the one substituent before them (prefix-forms.ts).
    if (out) {
      for (const [form, token] of CARRIER_GROUPS) {
        if (!this.lc.startsWith(form, pos)) continue;
        this.reach(pos + form.length);
        results.push([{ kind: "group", token, name: form, suffixes: [] }, pos + form.length]);
      }
    }
    // A listed substituent with locants (phenyl) as the parent of a substituent with prefixes: "(4-chlorophenyl)".
    // Kept only under prefixes (bracketed() and the ester's first word skip a word without any).
    if (out) {
      for (const [token, end] of this.lex.substituents.matches(this.lc, pos)) {
        // With locants (phenyl), or a single atom that needs none (amino: "(dimethylamino)", sulfanyl; imino, =N:
        // "(hydroxyimino)", "[(4-nitrophenyl)imino]").
        const singleAtom = /^[-=](?:[A-Z][a-z]?|\[[^\]]+\])$/.test(token.smiles);
        if ((token.labels === null && !singleAtom) || !(token.smiles[0] === "-" || singleAtom)) continue;
        this.reach(end);
        results.push([{ kind: "group", token, name: this.text.slice(pos, end), suffixes: [] }, end]);
      }
      // "(methoxycarbonyl)": -C(=O)- under the prefix that completes it (a bare "carbonyl" is no substituent).
      if (this.lc.startsWith("carbonyl", pos)) {
        this.reach(pos + 8);
        results.push([{ kind: "group", token: CARBONYL, name: "carbonyl", suffixes: [] }, pos + 8]);
      }
      // "(methylsulfonyl)", "(trimethylsilyl)", "(methylthio)": -S(=O)2-, -S(=O)-, H3Si-, -S- under the prefixes they
      // carry, as unbracketed ("methylsulfonylbenzene") implicit-brackets.ts joins them.
      for (const [form, token] of [...CARRIERS, ...JOINER_PREFIXES, THIO]) {
        if (form === "carbonyl" || !this.lc.startsWith(form, pos)) continue;
        this.reach(pos + form.length);
        results.push([{ kind: "group", token, name: form, suffixes: [] }, pos + form.length]);
      }
      // "oxy" (-O-) as the parent of a bracketed substituent: "[(pyridin-3-yl)oxy]", "[(2-ethylhexyl)oxy]" (IUPAC
      // P-63.2.2.1.1 encloses a compound substituent before "oxy"); "(acetyl)oxy" and "acetyloxy" read alike.
      if (this.lc.startsWith("oxy", pos)) {
        this.reach(pos + 3);
        results.push([{ kind: "group", token: OXY, name: "oxy", suffixes: [] }, pos + 3]);
      }
      // "[(carbamoylamino)imino]", "(hydroxyimino)": =N- under its prefix (oximes, hydrazones from the C=N carbon).
      if (this.lc.startsWith("imino", pos) && pos > 0) {
        this.reach(pos + 5);
        results.push([{ kind: "group", token: IMINO, name: "imino", suffixes: [] }, pos + 5]);
      }
    }
    // Retained acid stems (acet, benz, …) take a suffix.
    for (const [token, afterStem] of this.lex.acids.matches(this.lc, pos)) {
      this.reach(afterStem);
      for (const [suffixes, end] of this.ending(afterStem, true)) {
        if (suffixes.length !== 1 || !accept(suffixes)) continue;
        results.push([{ kind: "acid", token, name: this.text.slice(pos, afterStem), suffixes }, end]);
      }
    }
    return results;
  }

  /** [locants-] then one or more [multiplier] heteroatom prefixes, then a ring-size stem: "1,2,4-oxadiazol". */
  private hantzschWidman(
    pos: number,
  ): Result<{ stem: HwStem; elements: string[]; locants: string[] | null; name: string }> {
    const out: Result<{ stem: HwStem; elements: string[]; locants: string[] | null; name: string }> = [];
    for (const [locants, start] of this.optionalLocants(pos)) {
      const walk = (at: number, elements: string[]): void => {
        if (++this.steps > MAX_STEPS) throw new GrammarBudgetExceeded();
        for (const [mult, afterMult] of this.optionalMultiplier(at, false)) {
          for (const [element, afterAtom] of this.lex.hwHeteroatoms.matches(this.lc, afterMult)) {
            const next = [...elements, ...Array.from({ length: mult }, () => element)];
            this.reach(afterAtom);
            for (const [stem, end] of this.lex.hwStems.matches(this.lc, afterAtom)) {
              const hasN = next.includes("N");
              if (stem.nitrogen === "required" && !hasN) continue;
              if (stem.nitrogen === "forbidden" && hasN) continue;
              if (stem.chalcogenLast && !["O", "S", "Se", "Te"].includes(next[next.length - 1] ?? "")) continue;
              if (locants !== null && locants.length !== next.length) continue;
              if (next.length >= stem.size) continue;
              // "azine" alone is pyridine's retained name's rival and a class name (R2C=N-N=CR2): not read.
              if (stem.size === 6 && stem.mancude && next.length === 1 && next[0] === "N") continue;
              this.reach(end);
              out.push([{ stem, elements: next, locants, name: this.text.slice(start, end) }, end]);
            }
            if (next.length < 10) walk(afterAtom, next);
          }
        }
      };
      walk(start, []);
    }
    return out;
  }

  /** [bicycle locants-] "benzo"/"benz" [ "[b]" ["[1,3]"] ] then a Hantzsch–Widman body or a listed monocycle. */
  /**
   * A stem in "-in" at the end of the word, without its final "e": English writes porphyrin, tetralin, saccharin,
   * glycerin so, and OPSIN reads the "e" of every such stem as optional (pyridin, quinolin).
   */
  private endsInIn(afterStem: number): boolean {
    return this.lc.endsWith("in", afterStem) && !/[a-z]/.test(this.lc[afterStem] ?? "");
  }

  private benzo(
    pos: number,
  ): Result<Omit<Extract<Parent, { kind: "benzo" }>, "kind" | "name" | "indicatedH" | "suffixes">> {
    type B = Omit<Extract<Parent, { kind: "benzo" }>, "kind" | "name" | "indicatedH" | "suffixes">;
    const out: Result<B> = [];
    // "1,4-benzodiazepine" or "[1,4]benzodiazepine": the locants of the heteroatoms in the bicycle.
    const starts = this.optionalLocants(pos);
    const bracket = /^\[(\d+(?:,\d+)*)\]/.exec(this.lc.slice(pos, pos + 20));
    if (bracket) starts.push([(bracket[1] as string).split(","), pos + bracket[0].length]);
    // "dibenzo[b,d]furan", "dibenzofuran": two benzene rings on the base ring (builder.ts, unnumbered).
    const di = /^dibenzo?(?:\[([a-z]),([a-z])\])?/.exec(this.lc.slice(pos, pos + 16));
    if (di) {
      const at = pos + di[0].length;
      this.reach(at);
      const letters = di[1] && di[2] ? [di[1], di[2]] : null;
      for (const [token, end] of this.lex.rings.matches(this.lc, at)) {
        // A ring listed with its CH2 (pyran) only at lettered bonds: the name's indicated hydrogen places it.
        if (token.mancude && letters === null) continue;
        this.reach(end);
        out.push([{ ring: { token }, bicycleLocants: null, letter: null, copies: 2, letters }, end]);
      }
      // A Hantzsch–Widman base, the two lettered bonds given, with its own heteroatom locants where it has more
      // than one: "dibenzo[b,e][1,4]dioxine", "10H-dibenzo[b,e][1,4]thiazine", "5H-dibenzo[b,f]azepine".
      // "dibenzo[a,d][7]annulene": the carbocycle by its size (P-25.7.1.2).
      const annulene = letters ? /^\[(\d+)\]annulen/.exec(this.lc.slice(at, at + 16)) : null;
      const size = annulene ? Number(annulene[1]) : 0;
      if (annulene && size >= 7 && size <= 12) {
        const end = at + annulene[0].length;
        this.reach(end);
        const ring: FusionRing = { stem: { size, mancude: true, nitrogen: "any" }, elements: [], locants: [] };
        out.push([{ ring, bicycleLocants: null, letter: null, copies: 2, letters }, end]);
      }
      if (letters) {
        const l = /^\[(\d+(?:,\d+)*)\]/.exec(this.lc.slice(at, at + 20));
        const own = l ? (l[1] as string).split(",") : null;
        const after = at + (l ? l[0].length : 0);
        this.reach(after);
        for (const [hw, end] of this.hantzschWidman(after)) {
          if (hw.locants !== null || !hw.stem.mancude || (own !== null && own.length !== hw.elements.length)) continue;
          const ring: FusionRing = { stem: hw.stem, elements: hw.elements, locants: own };
          out.push([{ ring, bicycleLocants: null, letter: null, copies: 2, letters }, end]);
        }
      }
    }
    for (const [bicycleLocants, start] of starts) {
      for (const form of ["benzo", "benz"]) {
        if (!this.lc.startsWith(form, start)) continue;
        let at = start + form.length;
        this.reach(at);
        let letter: string | null = null;
        let own: string[] | null = null;
        const m = /^\[([a-z])\]/.exec(this.lc.slice(at, at + 3));
        if (m) {
          if (form !== "benzo" || bicycleLocants !== null) continue;
          letter = m[1] as string;
          at += 3;
          const l = /^\[(\d+(?:,\d+)*)\]/.exec(this.lc.slice(at, at + 20));
          if (l) {
            own = (l[1] as string).split(",");
            at += l[0].length;
          }
          this.reach(at);
        }
        for (const [hw, end] of this.hantzschWidman(at)) {
          if (hw.locants !== null || !hw.stem.mancude) continue;
          if (own !== null && own.length !== hw.elements.length) continue;
          out.push([{ ring: { stem: hw.stem, elements: hw.elements, locants: own }, bicycleLocants, letter }, end]);
        }
        // "benzo[7]annulene": the carbocycle by its size, fused at any of its (alike) bonds.
        const annulene =
          letter === null && bicycleLocants === null ? /^\[(\d+)\]annulen/.exec(this.lc.slice(at, at + 16)) : null;
        const size = annulene ? Number(annulene[1]) : 0;
        if (annulene && size >= 7 && size <= 12 && form === "benzo") {
          this.reach(at + annulene[0].length);
          const ring: FusionRing = { stem: { size, mancude: true, nitrogen: "any" }, elements: [], locants: [] };
          out.push([{ ring, bicycleLocants: null, letter: "a" }, at + annulene[0].length]);
        }
        if (own === null) {
          for (const [token, end] of this.lex.rings.matches(this.lc, at)) {
            this.reach(end);
            out.push([{ ring: { token }, bicycleLocants, letter }, end]);
          }
        }
      }
    }
    return out;
  }

  /** A monocycle of a fusion name, optionally with its own heteroatom locants in brackets ("[1,2,4]triazol"). */
  private fusionRing(pos: number, prefix: boolean): Result<FusionRing> {
    const out: Result<FusionRing> = [];
    let at = pos;
    let own: string[] | null = null;
    const l = /^\[(\d+(?:,\d+)*)\]/.exec(this.lc.slice(at, at + 20));
    if (l) {
      own = (l[1] as string).split(",");
      at += l[0].length;
      this.reach(at);
    }
    const o = (end: number): number => (prefix ? (this.lc[end] === "o" ? end + 1 : -1) : end);
    for (const [hw, end] of this.hantzschWidman(at)) {
      if (hw.locants !== null || !hw.stem.mancude || o(end) < 0) continue;
      if (own !== null && own.length !== hw.elements.length) continue;
      out.push([{ stem: hw.stem, elements: hw.elements, locants: own }, o(end)]);
    }
    // "benzo[4,5]thieno": a benzene ring on the prefix monocycle's own bond, whose own locants then fuse it.
    const second = prefix && own === null ? /^benzo\[(\d+),(\d+)\]/.exec(this.lc.slice(at, at + 16)) : null;
    if (second) {
      this.reach(at + second[0].length);
      for (const [ring, end] of this.fusionRing(at + second[0].length, true)) {
        if ("benzo" in ring || ("token" in ring && listedPolycycle(ring.token))) continue;
        out.push([{ benzo: ring, bicycleLocants: null, at: [second[1] as string, second[2] as string] }, end]);
      }
    }
    // A benzo name as a component: "benz" + its heteroring in the same form (prefix or base), not itself a benzo
    // name; the locants written before it are the bicycle's ("[1]benzothieno", "[1,3]benzoxazolo").
    for (const form of ["benzo", "benz"]) {
      if (!this.lc.startsWith(form, at)) continue;
      for (const [ring, end] of this.fusionRing(at + form.length, prefix)) {
        if ("benzo" in ring || ("stem" in ring && ring.locants !== null)) continue;
        out.push([{ benzo: ring, bicycleLocants: own }, end]);
      }
    }
    if (own !== null) return out;
    for (const [token, end] of this.lex.rings.matches(this.lc, at)) {
      // A listed ring that needs indicated hydrogen (pyran's, indene's, chromene's CH2) is a component by its rings
      // and heteroatoms: the fusion name's own indicated hydrogen says where ("2H-furo[3,4-b]pyran",
      // "9H-indeno[2,1-b]pyridine", "7H-furo[3,2-g]chromene").
      if (o(end) < 0) continue;
      out.push([{ token }, o(end)]);
    }
    if (prefix) {
      // "benzo[4,5]cyclohepta[1,2-b]pyridine": a carbocycle as a fusion prefix with its own bond locants.
      const carbo = CARBOCYCLE_PREFIX.exec(this.lc.slice(at, at + 14));
      if (carbo) {
        const size = CARBOCYCLE_SIZE[carbo[1] as string] as number;
        out.push([{ stem: { size, mancude: true, nitrogen: "any" }, elements: [], locants: [] }, at + carbo[0].length]);
      }
      for (const [form, stem] of FUSION_PREFIXES) {
        if (!this.lc.startsWith(form, at)) continue;
        for (const [token, end] of this.lex.rings.matches(stem, 0)) {
          if (end === stem.length && !token.mancude) out.push([{ token }, at + form.length]);
        }
      }
    }
    for (const [, end] of out) this.reach(end);
    return out;
  }

  /** attached-prefix "[1,5-a]" base: a fusion name of two monocycles. */
  private fused(
    pos: number,
  ): Result<Omit<Extract<Parent, { kind: "fused" }>, "kind" | "name" | "indicatedH" | "suffixes">> {
    type F = Omit<Extract<Parent, { kind: "fused" }>, "kind" | "name" | "indicatedH" | "suffixes">;
    const out: Result<F> = [];
    // A carbocycle attached by its mancude name, its fusion bond needing no locants: "5H-cyclopenta[b]pyridine".
    const carbo = CARBOCYCLE_LETTERED.exec(this.lc.slice(pos, pos + 18));
    if (carbo) {
      const size = CARBOCYCLE_SIZE[carbo[1] as string] as number;
      const at = pos + carbo[0].length;
      this.reach(at);
      const attached: FusionRing = { stem: { size, mancude: true, nitrogen: "any" }, elements: [], locants: [] };
      for (const [base, end] of this.fusionRing(at, false)) {
        out.push([{ attached, attachedLocants: ["1", "2"], letter: carbo[2] as string, base }, end]);
      }
    }
    // A multiparent name: "benzo[1,2-b:4,5-b']dithiophene", "benzo[1,2-b:3,4-b':5,6-b'']trithiophene".
    const hubs: Result<FusionRing> = this.lc.startsWith("benzo[", pos)
      ? [[{ token: BENZENE }, pos + 5]]
      : this.fusionRing(pos, true);
    for (const [attached, afterPrefix] of hubs) {
      const m = /^\[(\d+,\d+-[a-z]'*(?::\d+,\d+-[a-z]'*)+)\](di|tri|bis|tris)/.exec(
        this.lc.slice(afterPrefix, afterPrefix + 40),
      );
      if (!m) continue;
      const copies = (m[1] as string).split(":").map((pair, k) => {
        const p = /^(\d+),(\d+)-([a-z])('*)$/.exec(pair) as RegExpExecArray;
        // Each copy's letter primed once more than the last ("b", "b'", "b''").
        return {
          locants: [p[1], p[2]] as [string, string],
          letter: p[3] as string,
          primes: (p[4] as string).length,
          k,
        };
      });
      const count = m[2] === "di" || m[2] === "bis" ? 2 : 3;
      if (copies.length !== count || copies.some((c) => c.primes !== c.k)) continue;
      const at = afterPrefix + m[0].length;
      this.reach(at);
      for (const [base, end] of this.fusionRing(at, false)) {
        // A Hantzsch–Widman ring only after "bis"/"tris" ("bis[1,3]thiazole", "bisoxazole"), as OPSIN reads them
        // (it reads no "dithiazole").
        if ("stem" in base && (m[2] === "di" || m[2] === "tri")) continue;
        const f: F = {
          attached,
          attachedLocants: (copies[0] as { locants: [string, string] }).locants,
          letter: (copies[0] as { letter: string }).letter,
          base,
          copies: copies.map(({ locants, letter }) => ({ locants, letter })),
        };
        out.push([f, end]);
      }
    }
    // A benzene ring cited first on its own lettered bond of the same base: "benzo[b]naphtho[2,1-d]furan".
    const benzo = /^benzo\[([a-z])\]/.exec(this.lc.slice(pos, pos + 9));
    const starts: [number, string | undefined][] = [[pos, undefined]];
    if (benzo) {
      this.reach(pos + benzo[0].length);
      starts.push([pos + benzo[0].length, benzo[1] as string]);
    }
    for (const [start, benzoLetter] of starts) {
      for (const [attached, afterPrefix] of this.fusionRing(start, true)) {
        const m = /^\[(\d+),(\d+)-([a-z])\]/.exec(this.lc.slice(afterPrefix, afterPrefix + 12));
        if (!m) continue;
        const at = afterPrefix + m[0].length;
        this.reach(at);
        for (const [base, end] of this.fusionRing(at, false)) {
          const f: F = { attached, attachedLocants: [m[1] as string, m[2] as string], letter: m[3] as string, base };
          out.push([benzoLetter === undefined ? f : { ...f, benzoLetter }, end]);
        }
      }
    }
    return out;
  }

  /** [junction locants-] "bi"/"ter"/"quater" + "phenyl" (benzene's assembly form) or a listed aromatic ring stem. */
  private assembly(pos: number): Result<Assembly> {
    const out: Result<Assembly> = [];
    const m = /^((?:\d+'*,\d+'*)(?::\d+'*,\d+'*)*)-/.exec(this.text.slice(pos, pos + 60));
    const starts: [[string, string][] | null, number][] = [[null, pos]];
    if (m) {
      const pairs = (m[1] as string).split(":").map((pair) => pair.split(",") as [string, string]);
      starts.push([pairs, pos + m[0].length]);
    }
    // "p-terphenyl", "m-terphenyl", "o-terphenyl": the middle ring's junctions 1' and 4', 3' or 2'.
    const placed = /^([omp])-(?=terphenyl)/.exec(this.lc.slice(pos, pos + 12));
    if (placed) {
      const middle = { o: "2'", m: "3'", p: "4'" }[placed[1] as "o"];
      starts.push([
        [
          ["1", "1'"],
          [middle, "1''"],
        ],
        pos + 2,
      ]);
    }
    for (const [junctions, at] of starts) {
      for (const [prefix, copies] of [
        ["bi", 2],
        ["ter", 3],
        ["quater", 4],
      ] as const) {
        if (!this.lc.startsWith(prefix, at)) continue;
        if (junctions !== null && junctions.length !== copies - 1) continue;
        const stem = at + prefix.length;
        this.reach(stem);
        if (this.lc.startsWith("phenyl", stem)) {
          this.reach(stem + 6);
          out.push([{ copies, token: BENZENE, benzene: true, junctions }, stem + 6]);
        }
        // Cycloalkanes: IUPAC's "1,1'-bi(cyclohexane)" and CAS's "bicyclohexyl", whole names like biphenyl.
        const bracketed = this.lc[stem] === "(";
        if (this.lc.startsWith("cyclo", bracketed ? stem + 1 : stem)) {
          for (const [atoms, afterStem] of this.alkaneStem((bracketed ? stem + 1 : stem) + 5)) {
            const tail = bracketed ? "ane)" : "yl";
            if (
              atoms < 3 ||
              !this.lc.startsWith(tail, afterStem) ||
              /[a-z]/.test(this.lc[afterStem + tail.length] ?? "")
            ) {
              continue;
            }
            const labels = Array.from({ length: atoms }, (_, k) => String(k + 1)).join("/");
            const token: RingToken = { smiles: `C1${"C".repeat(atoms - 2)}C1`, labels };
            this.reach(afterStem + tail.length);
            out.push([{ copies, token, benzene: false, junctions, whole: true }, afterStem + tail.length]);
          }
        }
        for (const [token, end] of this.lex.rings.matches(this.lc, stem)) {
          if (token.mancude) continue;
          this.reach(end);
          out.push([{ copies, token, benzene: false, junctions }, end]);
        }
        // "2,2'-bi-1H-imidazole", "2,2'-bi(1H-imidazole)": each copy's indicated hydrogen, which must be the ring's
        // listed NH (buildAssembly checks it).
        const ih = /^(-|\()(\d+)h-/.exec(this.lc.slice(stem, stem + 8));
        if (ih) {
          const at = stem + ih[0].length;
          for (const [token, afterStem] of this.lex.rings.matches(this.lc, at)) {
            if (token.mancude) continue;
            const close = ih[1] === "(";
            const tail = close ? (this.lc.startsWith("e)", afterStem) ? 2 : this.lc[afterStem] === ")" ? 1 : -1) : 0;
            if (tail < 0) continue;
            this.reach(afterStem + tail);
            const indicatedH = ih[2] as string;
            const read: Assembly = {
              copies,
              token,
              benzene: false,
              junctions,
              indicatedH,
              ...(close ? { closed: true } : {}),
            };
            out.push([read, afterStem + tail]);
          }
        }
      }
    }
    return out;
  }

  /**
   * A spiro component ("cyclohexane", "3H-indole", "inden" before a suffix, "1,2,3,4-tetrahydroquinoline"): a ring
   * parent with no suffix and no prefix but hydro, every reading; `cycloalkane`: only a saturated carbocycle.
   */
  private spiroComponents(name: string, cycloalkane: boolean): Word[] {
    // Read once per text: the spiro readers ask for the same component from every position the parent is tried at.
    const key = `${cycloalkane}${name}`;
    const hit = this.spiroMemo.get(key);
    if (hit) return hit;
    const out: Word[] = [];
    this.spiroMemo.set(key, out);
    // A spiro union inside a component is not read: without this a name of nested "spiro[" runs the grammar once
    // per level and position.
    if (/spiro/i.test(name)) return out;
    // "[1]benzofuran", "[2]benzopyran": a benzo name's heteroatom locant as a fusion component writes it.
    const plain = name.replace(/^\[(\d+)\](?=benzo)/i, "$1-");
    for (const text of /[^e]$/.test(plain) ? [plain, `${plain}e`] : [plain]) {
      // The component's grammar spends this name's step budget, so a hostile name is refused, never hung on.
      const inner = new NameGrammar(text);
      inner.steps = this.steps;
      const words = inner.word(0, false);
      this.steps = inner.steps;
      if (this.steps > MAX_STEPS) throw new GrammarBudgetExceeded();
      for (const [word, end] of words) {
        const parent = word.parent;
        if (end !== text.length || parent.suffixes.length > 0) continue;
        if (word.prefixes.some((p) => p.substituent.kind !== "hydro")) continue;
        // A cycloalkene with its double bonds' locants is numbered as written ("cyclohex-2-ene", spiro at C1).
        const cyclo = parent.kind === "chain" && parent.cyclo && parent.unsaturation.every((u) => u.locants !== null);
        if (
          cycloalkane ? !cyclo || word.prefixes.length > 0 : parent.kind === "chain" ? !cyclo : parent.kind === "acid"
        )
          continue;
        out.push(word);
      }
    }
    return out;
  }

  /** ["2-oxa-6-aza"] "bicyclo[a.b.c]", "tricyclo[3.3.1.1^{3,7}]", "dispiro[…]": the ring system before its stem. */
  private polycycle(pos: number): Result<{ ring: RingSystem; hetero: { element: string; locant: string }[] }> {
    const out: Result<{ ring: RingSystem; hetero: { element: string; locant: string }[] }> = [];
    const walk = (at: number, hetero: { element: string; locant: string }[], unlocanted = false): void => {
      if (++this.steps > MAX_STEPS) throw new GrammarBudgetExceeded();
      if (!unlocanted) {
        for (const [ring, end] of readRingSystem(this.lc, at)) {
          this.reach(end);
          out.push([{ ring, hetero }, end]);
        }
      }
      // Skeletal replacement in a monocycle (P-31.1.4.2.4): "1,4,7,10,13,16-hexaoxacyclooctadecane" (18-crown-6);
      // one heteroatom needs no locant, every position being alike ("oxacyclopentane" is oxolane, at 1).
      if (hetero.length > 0 && this.lc.startsWith("cyclo", at)) {
        for (const [atoms] of this.alkaneStem(at + 5)) {
          if (atoms >= 3) out.push([{ ring: { system: "cyclo", atoms, text: `cyclo (${atoms})` }, hetero }, at + 5]);
        }
      }
      if (unlocanted) return;
      if (hetero.length === 0) {
        for (const [element, afterAtom] of this.lex.hwHeteroatoms.matches(this.lc, at)) {
          if (this.lc[afterAtom - 1] !== "a" || !this.lc.startsWith("cyclo", afterAtom)) continue;
          this.reach(afterAtom);
          walk(afterAtom, [{ element, locant: "1" }], true);
        }
      }
      // The lambda convention on one replacement atom ("5λ5-arsaspiro[4.4]nonane", "5lambda^5-…"): its valence.
      const lambda = /^(\d+)(?:lambda\^?\(?(\d)\)?|λ\^?(\d))-/.exec(this.lc.slice(at, at + 16));
      if (lambda) {
        const afterLambda = at + lambda[0].length;
        const valence = lambda[2] ?? lambda[3];
        for (const [form, element] of [...SKELETON_PREFIXES, ...HW_A_FORMS, ...NUIDA_PREFIXES]) {
          if (!this.lc.startsWith(form, afterLambda)) continue;
          const afterAtom = afterLambda + form.length;
          this.reach(afterAtom);
          const next = [...hetero, { element: `${element}^${valence}`, locant: lambda[1] as string }];
          walk(this.lc[afterAtom] === "-" ? afterAtom + 1 : afterAtom, next);
        }
      }
      for (const [locants, afterLocants] of this.optionalLocants(at)) {
        if (locants === null) continue; // replacement prefixes on a ring system need their locants
        for (const [mult, afterMult] of this.optionalMultiplier(afterLocants, false)) {
          if (mult !== locants.length) continue;
          for (const [element, afterAtom] of this.lex.hwHeteroatoms.matches(this.lc, afterMult)) {
            if (this.lc[afterAtom - 1] !== "a") continue; // the full "a" form: oxa, aza, thia
            this.reach(afterAtom);
            const next = [...hetero, ...locants.map((locant) => ({ element, locant }))];
            walk(this.lc[afterAtom] === "-" ? afterAtom + 1 : afterAtom, next);
          }
          // Skeleton atoms beyond the Hantzsch–Widman set ("1-phosphabicyclo[2.2.2]octane", "5-silaspiro[4.4]nonane").
          for (const [form, element] of SKELETON_PREFIXES) {
            if (!this.lc.startsWith(form, afterMult)) continue;
            const afterAtom = afterMult + form.length;
            this.reach(afterAtom);
            const next = [...hetero, ...locants.map((locant) => ({ element, locant }))];
            walk(this.lc[afterAtom] === "-" ? afterAtom + 1 : afterAtom, next);
          }
          // The cationic forms ("5-azoniaspiro[4.4]nonane", "6,8-diazoniadispiro[…]"): the element marked "+".
          for (const [form, element] of ONIA_PREFIXES) {
            if (!this.lc.startsWith(form, afterMult)) continue;
            const afterAtom = afterMult + form.length;
            this.reach(afterAtom);
            const next = [...hetero, ...locants.map((locant) => ({ element: `${element}+`, locant }))];
            walk(this.lc[afterAtom] === "-" ? afterAtom + 1 : afterAtom, next);
          }
        }
      }
    };
    walk(pos, []);
    return out;
  }

  private alkaneStem(pos: number): Result<number> {
    const out: Result<number> = [];
    for (const [n, end] of this.lex.alkaneStems.matches(this.lc, pos)) out.push([n, end]);
    // "hexadec", "tetracos": a unit may take an "a" before the tens.
    const units: Result<number> = [[0, pos]];
    for (const [unit, end] of this.lex.alkaneUnits.matches(this.lc, pos)) {
      units.push([unit, end]);
      if (this.lc[end] === "a") units.push([unit, end + 1]);
    }
    for (const [unit, afterUnit] of units) {
      for (const [ten, end] of this.lex.alkaneTens.matches(this.lc, afterUnit)) {
        if (unit === 1 && ten === 10) continue; // 11 is "undec"
        out.push([unit + ten, end]);
      }
    }
    for (const [, end] of out) this.reach(end);
    return out;
  }

  /** "an" or a run of en/yn with locants, then the ending. */
  private chainTail(pos: number): Result<{ unsaturation: Unsaturation[]; suffixes: SuffixUse[] }> {
    const out: Result<{ unsaturation: Unsaturation[]; suffixes: SuffixUse[] }> = [];
    // "methyl", "ethoxy", "propylidene": a substituent suffix straight on the stem.
    for (const [suffixes, end] of this.ending(pos, false)) {
      const only = suffixes[0];
      if (suffixes.length === 1 && only && STEM_OUT_SUFFIXES.has(only.value) && !only.carbon && !only.chalcogen) {
        out.push([{ unsaturation: [], suffixes }, end]);
      }
    }
    if (this.lc.startsWith("an", pos)) {
      this.reach(pos + 2);
      for (const [suffixes, end] of this.ending(pos + 2, false)) out.push([{ unsaturation: [], suffixes }, end]);
    }
    const run = (at: number, list: Unsaturation[]): void => {
      const starts = this.lc[at] === "a" ? [at, at + 1] : [at];
      for (const s of starts) {
        for (const [locants, afterLocants] of this.hyphenLocants(s, true)) {
          for (const [mult, afterMult] of this.optionalMultiplier(afterLocants, false)) {
            for (const [kind, order] of [
              ["en", 2],
              ["yn", 3],
            ] as const) {
              if (!this.lc.startsWith(kind, afterMult)) continue;
              const end = afterMult + 2;
              this.reach(end);
              const next = [...list, { locants, mult, order }];
              for (const [suffixes, wordEnd] of this.ending(end, false))
                out.push([{ unsaturation: next, suffixes }, wordEnd]);
              run(end, next);
            }
          }
        }
      }
    };
    run(pos, []);
    return out;
  }

  /** "e" (end of word), or [e] [-locants-] [multiplier] [carb…] [o] suffix. */
  private ending(pos: number, acid: boolean): Result<SuffixUse[]> {
    const out: Result<SuffixUse[]> = [];
    // "methan-d-ol", "ethan-2-d-amine", "1H-imidazole-1-d-2-carboxylic acid": CAS's deuterium inside the word, before
    // the suffix, with the suffix's own locants after it or none.
    const d = casDeuteriumAt(this.text, this.lc[pos] === "e" ? pos + 1 : pos);
    if (d && this.lc[d.end] === "-") {
      this.reach(d.end);
      for (const at of [d.end, d.end + 1]) {
        for (const [rest, end] of this.ending(at, acid)) {
          const first = rest[0];
          if (first && rest.every((x) => !x.stemDeuterium)) {
            out.push([[{ ...first, stemDeuterium: d.isotopes }, ...rest.slice(1)], end]);
          }
        }
      }
    }
    if (!acid && this.lc[pos] === "e") out.push([[], pos + 1]);
    // A ring's or chain's final "e" before a suffix ("hexane-1,6-diol"); never after an acid stem, where "e" belongs
    // to another stem: "maleic" is no "mal" (malic acid) + "eic".
    const starts = !acid && this.lc[pos] === "e" ? [pos, pos + 1] : [pos];
    // "butano-4-lactam": OPSIN's "o" before a lactone's or lactam's locant.
    const beforeLocant = !acid && this.lc.startsWith("o-", pos);
    if (beforeLocant) starts.push(pos + 1);
    for (const s of starts) {
      for (const [[locants, addedH], afterLocants] of this.suffixLocants(s, !acid)) {
        // "pyridin-1-ium-1-yl", "pyridin-1-ium-3-carboxylate": a ring N's "-ium" (P-73.1.1.2) before the suffix
        // that follows it; a name ending in "-ium" is read by index.ts.
        if (locants !== null && addedH.length === 0 && this.lc.startsWith("ium-", afterLocants)) {
          const ium: SuffixUse = {
            locants,
            mult: 1,
            value: IUM,
            terminal: false,
            carbon: false,
            chalcogen: null,
            thio: false,
            addedH: [],
          };
          this.reach(afterLocants + 3);
          for (const [rest, end] of this.ending(afterLocants + 3, acid)) {
            if (rest.length > 0 && rest.every((x) => x.value !== IUM)) out.push([[ium, ...rest], end]);
          }
        }
        // "cyclopentan-1-(18O)ol", "cyclohexane-1-(14C)carboxylic acid": a descriptor of the suffix's own atoms.
        const iso = isotopeDescriptorAt(this.text, afterLocants);
        const labelled: [Isotope[] | undefined, number][] = [[undefined, afterLocants]];
        if (iso && this.text[iso.end - 1] === ")") {
          this.reach(iso.end);
          labelled.push([iso.isotopes, iso.end]);
        }
        for (const [isotopes, afterIsotopes] of labelled)
          for (const [mult, afterMult] of this.optionalMultiplier(afterIsotopes, false)) {
            const prefixes: Result<string | null> = [[null, afterMult]];
            for (const [value, end] of this.lex.suffixPrefixes.matches(this.lc, afterMult)) prefixes.push([value, end]);
            for (const [prefixValue, afterPrefix] of prefixes) {
              const carbon = prefixValue === "C";
              const chalcogen = prefixValue !== null && !carbon ? prefixValue : null;
              const euphonic = this.lc[afterPrefix] === "o" ? [afterPrefix, afterPrefix + 1] : [afterPrefix];
              for (const at of euphonic) {
                const thio = this.lc.startsWith("thi", at);
                for (const base of thio ? [at, at + 3] : [at]) {
                  for (const [token, end] of this.lex.suffixes.matches(this.lc, base)) {
                    if (at !== afterPrefix && !EUPHONIC_O.has(token.value)) continue;
                    if (beforeLocant && s === pos + 1 && !AFTER_O.has(token.value)) continue;
                    // "acetic" alone is an adjective: an acid is read only with the word "acid" (as OPSIN does by default).
                    if (
                      (token.value === "ic" || token.value === "carboxylic") &&
                      !this.lc.slice(base, end).endsWith("acid")
                    ) {
                      continue;
                    }
                    if (base !== at && token.value !== "ol" && token.value !== "oyl") continue;
                    this.reach(end);
                    out.push([
                      [
                        {
                          locants,
                          mult,
                          value: token.value,
                          terminal: token.terminal,
                          carbon,
                          chalcogen,
                          thio: base !== at,
                          addedH,
                          ...(isotopes ? { isotopes } : {}),
                        },
                      ],
                      end,
                    ]);
                  }
                }
              }
            }
          }
      }
    }
    return out;
  }

  /** Optional "-2-" or "-2(1H)-" / "-2,4(1H,3H)-" (a suffix's locants, with added hydrogen). */
  private suffixLocants(pos: number, allowed: boolean): Result<[Locants, string[]]> {
    const out: Result<[Locants, string[]]> = [[[null, []], pos]];
    if (!allowed || this.lc[pos] !== "-") return out;
    for (const [locants, end] of this.locants(pos + 1)) {
      if (this.lc[end] === "-") {
        this.reach(end + 1);
        out.push([[locants, []], end + 1]);
      }
      // "2(1H)-one"; primed on a spiro system's component, "2'(1'H)-one" (spiro.ts moves it onto that component).
      const added = /^\((\d+[a-z]?'*h(?:,\d+[a-z]?'*h)*)\)-/.exec(this.lc.slice(end, end + 30));
      if (added) {
        this.reach(end + added[0].length);
        const hs = (added[1] as string).split(",").map((h) => h.slice(0, -1));
        out.push([[locants, hs], end + added[0].length]);
      }
    }
    return out;
  }

  /** Optional "-2,3-" (between stem and suffix/unsaturation). */
  private hyphenLocants(pos: number, allowed: boolean): Result<Locants> {
    const out: Result<Locants> = [[null, pos]];
    if (!allowed || this.lc[pos] !== "-") return out;
    for (const [locants, end] of this.locants(pos + 1)) {
      if (this.lc[end] === "-") {
        this.reach(end + 1);
        out.push([locants, end + 1]);
      }
    }
    return out;
  }

  /** Optional "2,3-" before a prefix. */
  private optionalLocants(pos: number): Result<Locants> {
    const out: Result<Locants> = [[null, pos]];
    for (const [locants, end] of this.locants(pos)) {
      if (this.lc[end] === "-") {
        this.reach(end + 1);
        out.push([locants, end + 1]);
      }
    }
    return out;
  }

  /**
   * "p-", "o-", "m-", "para-", "ortho-", "meta-" before a prefix (placed-locants.ts): one locant, the ring label
   * OPSIN's benzene-derived parents carry ("p-chlorotoluene", "p-dimethylaminopyridine"). The single letters only in
   * lower case: "O-", "P-" are element locants.
   */
  private placedLocants(pos: number): Result<Locants> {
    const m =
      /^(ortho|meta|para)-/.exec(this.lc.slice(pos, pos + 6)) ?? /^([omp])-/.exec(this.text.slice(pos, pos + 2));
    const placed = m ? placedLocant(m[1] as string) : undefined;
    if (!m || placed === undefined) return [];
    this.reach(pos + m[0].length);
    return [[[placed], pos + m[0].length]];
  }

  /**
   * "2", "2,3", "4a", "4'", "N", "N,N", "N'", "N1,N4" (element locants are read case-sensitively from the original text),
   * and PubChem's "4-N", "1-N,1-N" for N4, N1,N1 (4-N-(7-chloroquinolin-4-yl)-1-N,1-N-diethylpentane-1,4-diamine). Its
   * primed "1-N'" is not read: OPSIN 2.7.0 puts 1-N' and 1-N on one nitrogen, where PubChem means two (ranitidine).
   */
  private locants(pos: number): Result<string[]> {
    const m =
      /^(?:\d+-N(?=[-,])|\d+[a-z]?'*|[NOSP](?:\d+[a-z]?)?'*)(?:,(?:\d+-N(?=[-,])|\d+[a-z]?'*|[NOSP](?:\d+[a-z]?)?'*))*/.exec(
        this.text.slice(pos),
      );
    if (!m) return [];
    this.reach(pos + m[0].length);
    const locants = m[0].split(",").map((l) => (l.endsWith("-N") ? `N${l.slice(0, -2)}` : l));
    return [[locants, pos + m[0].length]];
  }

  /** Optional multiplier: di, tri, tetra (the "a" optional from 4 up); `group`: also bis, tris, tetrakis. */
  private optionalMultiplier(pos: number, group: boolean): Result<number> {
    const out: Result<number> = [[1, pos]];
    for (const [n, end] of this.lex.multipliers.matches(this.lc, pos)) {
      if (n < 2) continue;
      out.push([n, end]);
      if (n >= 4 && this.lc[end] === "a") out.push([n, end + 1]);
    }
    if (group) for (const [n, end] of this.lex.groupMultipliers.matches(this.lc, pos)) out.push([n, end]);
    return out;
  }
}
