/**
 * The token tables of the name grammar, built once (on the first name read) from the extracted OPSIN lists,
 * and a trie that finds every token starting at a position of the name: the grammar tries each in turn.
 */
import { OPSIN_PARENTS } from "../../data/names/opsin-parents.ts";
import { OPSIN_MANCUDE_RINGS } from "../../data/names/opsin-rings.ts";
import { OPSIN_TOKENS } from "../../data/names/opsin-tokens.ts";
import { CYCLIC_SUFFIX_TOKENS, IMIDE_RINGS, IMIDO_PREFIXES } from "./cyclic-suffixes.ts";
import { FLAVONOID_RETAINED, FLAVONOID_RINGS, type ImpliedStereo } from "./flavonoids.ts";
import { GLYCEROPHOSPHOLIPID_RETAINED } from "./glycerophospholipids.ts";
import { NUCLEOSIDE_RETAINED } from "./nucleosides.ts";
import { AMIDO_RULE, AMIDO_SUFFIX, CARBONIC_PARENTS, CARBONIC_SUBSTITUENTS, ureaLabels } from "./carbonic.ts";
import { PHOSPHORUS_ACID_PARENTS, PHOSPHORUS_SUBSTITUENTS } from "./phosphorus-acids.ts";
import { HW_HETEROATOMS, HW_STEMS, type HwStem } from "./rings.ts";

interface TrieNode {
  next: Map<string, TrieNode>;
  values: unknown[];
}

export class Trie<T> {
  private readonly root: TrieNode = { next: new Map(), values: [] };

  add(form: string, value: T): void {
    let node = this.root;
    for (const ch of form) {
      let child = node.next.get(ch);
      if (!child) {
        child = { next: new Map(), values: [] };
        node.next.set(ch, child);
      }
      node = child;
    }
    node.values.push(value);
  }

  /** Every [value, end] whose form starts at `pos` of `text`. */
  matches(text: string, pos: number): [T, number][] {
    const out: [T, number][] = [];
    let node: TrieNode | undefined = this.root;
    let i = pos;
    while (node) {
      for (const value of node.values) out.push([value as T, i]);
      if (i >= text.length) break;
      node = node.next.get(text[i] as string);
      i++;
    }
    return out;
  }
}

export interface SubstituentToken {
  smiles: string;
  labels: string | null;
  /** Double bonds of the group whose geometry its name fixes (oleyl's cis C9=C10), by fragment atom index. */
  geometries?: { a: number; b: number; cis: boolean }[];
}
export interface RingToken {
  smiles: string;
  labels: string;
  /** Listed with a CH2 in its aromatic ring (pyran, indene) or otherwise read only in its mancude form. */
  mancude?: boolean;
  /** The configuration a retained name implies (naringenin's 2S, chalcone's E: flavonoids.ts). */
  stereo?: ImpliedStereo[];
  /** Suffixes read only with their locants ("flavan-3-ol", not "flavanol": flavonoids.ts). */
  locantedSuffixes?: true;
  /** A hydride chain or atom, no ring (HYDRIDE_STEMS): CAS's front locant of a ring's one suffix is not its own. */
  acyclic?: true;
}
export interface AzaRingToken {
  smiles: string;
  labels: string;
  nitrogens: number;
}
/** A ring whose methyls the name's front locants place (1,3-xylene, m-xylene, 4-toluidine; opsin-parents.ts). */
export interface MethylRingToken {
  smiles: string;
  labels: string;
  /** Methyls at fixed locants (xylene's at 1), each [locant, the methyl's own label]. */
  fixed: [string, string][];
  /** The label of the methyl the name's locant places (xylene's alpha'). */
  label: string;
}
/** A ring stem that takes one suffix with its locant in front ("1-naphthol", "2-furoic acid"; opsin-parents.ts). */
export interface FrontRingToken {
  smiles: string;
  labels: string;
  front: string[];
}
export interface AcidToken {
  smiles: string;
  labels: string | null;
  appliesTo: number[];
  subType: string;
}
export interface SuffixToken {
  value: string;
  terminal: boolean;
}

export interface Lexicon {
  alkaneStems: Trie<number>;
  alkaneUnits: Trie<number>;
  alkaneTens: Trie<number>;
  multipliers: Trie<number>;
  groupMultipliers: Trie<number>;
  substituents: Trie<SubstituentToken>;
  rings: Trie<RingToken>;
  azaRings: Trie<AzaRingToken>;
  methylRings: Trie<MethylRingToken>;
  frontRings: Trie<FrontRingToken>;
  retained: Trie<RingToken & { kind: "stem" | "whole" }>;
  acids: Trie<AcidToken>;
  suffixes: Trie<SuffixToken>;
  suffixPrefixes: Trie<string>;
  cations: Trie<string>;
  hwHeteroatoms: Trie<string>;
  hwStems: Trie<HwStem>;
  applicability: typeof OPSIN_TOKENS.suffixApplicability;
  rules: typeof OPSIN_TOKENS.suffixRules;
}

let built: Lexicon | undefined;

/**
 * The ring token of "1,8-naphthyridin": the hydrocarbon's SMILES with a nitrogen at each atom the locants name.
 * Null when a locant is not one of its atoms, names a fusion atom (4a: a ring-junction N of an aromatic bicycle has
 * no valence left) or is given twice, or when the count is not the token's.
 */
export function azaRing(token: AzaRingToken, locants: string[]): RingToken | null {
  if (locants.length !== token.nitrogens || new Set(locants).size !== locants.length) return null;
  const labels = token.labels.split("/").map((l) => l.split(","));
  const at = new Set<number>();
  for (const locant of locants) {
    if (!/^\d+$/.test(locant)) return null;
    const index = labels.findIndex((l) => l.includes(locant));
    if (index < 0) return null;
    at.add(index);
  }
  // The extractor keeps only SMILES of aromatic carbons and ring digits: every letter is one atom, in label order.
  let atom = -1;
  const smiles = token.smiles.replace(/c/g, (c) => (at.has(++atom) ? "n" : c));
  return { smiles, labels: token.labels };
}

const ATOM = /\[[^\]]+\]|Cl|Br|[BCNOSPFIbcnosp]/y;
const CLOSURES = /(?:\d|%\d\d)*/y;
const PLACED = { ortho: "ortho", o: "ortho", meta: "meta", m: "meta", para: "para", p: "para" } as const;

/** The front locant words of a methyl ring ("o-xylene", "para-cresol"), as the labels its token gives them. */
export function placedLocant(word: string): string | undefined {
  return (PLACED as Record<string, string>)[word];
}

/**
 * The ring token of "1,3-xylene" or "4-toluidine": the ring's SMILES with a methyl at each fixed locant and at the
 * one the name gives for the movable methyl. `locants` are the name's: the movable methyl's alone ("4-", "m-") or
 * every methyl's, the fixed ones among them ("1,3-xylene"). Null when they do not fit: no locant (OPSIN's default
 * is not assumed: "xylene" is any of three), a locant given twice, or one that is not a ring atom of the token.
 */
export function methylRing(token: MethylRingToken, locants: string[]): RingToken | null {
  if (new Set(locants).size !== locants.length) return null;
  const fixed = token.fixed.map(([l]) => l);
  let movable: string;
  if (locants.length === 1) movable = locants[0] as string;
  else if (locants.length === fixed.length + 1 && fixed.every((l) => locants.includes(l))) {
    movable = locants.find((l) => !fixed.includes(l)) as string;
  } else return null;
  const labels = token.labels.split("/");
  const at = (locant: string): number => labels.findIndex((l) => l.split(",").includes(locant));
  const methyls = new Map<number, string>(token.fixed.map(([l, label]) => [at(l), label]));
  const m = at(movable);
  if (m < 0 || methyls.has(m) || [...methyls.keys()].some((k) => k < 0)) return null;
  methyls.set(m, token.label);
  // Each atom's text (with the ring-closure digits after it) in order; "(C)" after those that carry a methyl.
  let smiles = "";
  const outLabels: string[] = [];
  let pos = 0;
  let atom = 0;
  while (pos < token.smiles.length) {
    ATOM.lastIndex = pos;
    const a = ATOM.exec(token.smiles);
    if (!a) {
      smiles += token.smiles[pos];
      pos++;
      continue;
    }
    pos += a[0].length;
    CLOSURES.lastIndex = pos;
    const digits = (CLOSURES.exec(token.smiles) as RegExpExecArray)[0];
    pos += digits.length;
    smiles += a[0] + digits;
    outLabels.push(labels[atom] ?? "");
    const methyl = methyls.get(atom);
    if (methyl !== undefined) {
      smiles += "(C)";
      outLabels.push(methyl);
    }
    atom++;
  }
  return { smiles, labels: outLabels.join("/") };
}

/**
 * Parents named by class words, read as whole retained parents that take prefixes (components.ts): NH3 as
 * "amine" (methylamine, triethylamine: IUPAC's substituted-amine class names, read so by OPSIN) and NH4+ as
 * "ammonium"/"azanium" (tetramethylammonium, PubChem's tetramethylazanium). Their one atom takes every prefix.
 */
/**
 * Aryl ketones named by the acyl stem and "-ophenone" (OPSIN's acyl + "phenone"; IUPAC's retained acetophenone): the
 * chain numbered from its carbonyl carbon (C1), the ring primed from the carbon it bears (1'): "2-bromo-4'-chloro-
 * acetophenone". Benzophenone's rings are 1-6 and 1'-6' from the carbonyl's two neighbours, its carbonyl unnumbered.
 * Isobutyrophenone and the like (a branched acyl) are left out.
 */
const PHENONES: [string, string, string, "whole"][] = [
  ["acetophenone", "C(C)(=O)c1ccccc1", "1/2//1'/2'/3'/4'/5'/6'", "whole"],
  ["propiophenone", "C(CC)(=O)c1ccccc1", "1/2/3//1'/2'/3'/4'/5'/6'", "whole"],
  ["butyrophenone", "C(CCC)(=O)c1ccccc1", "1/2/3/4//1'/2'/3'/4'/5'/6'", "whole"],
  ["valerophenone", "C(CCCC)(=O)c1ccccc1", "1/2/3/4/5//1'/2'/3'/4'/5'/6'", "whole"],
  ["benzophenone", "C(=O)(c1ccccc1)c1ccccc1", "//1/2/3/4/5/6/1'/2'/3'/4'/5'/6'", "whole"],
];

/**
 * Parents whose trivial name leaves a double bond's geometry open, read only with it written ("trans-stilbene",
 * "(Z)-stilbene"; index.ts): chemists' bare "stilbene" is mostly the E isomer, which a flat SMILES does not say.
 * Numbered as OPSIN numbers stilbene: the rings 1-6 and 1'-6', the ethene carbons alpha and beta.
 */
export const GEOMETRY_PARENTS: [string, string, string, "whole"][] = [
  ["stilbene", "c1(ccccc1)C=Cc1ccccc1", "1/2/3/4/5/6/alpha/beta/1'/2'/3'/4'/5'/6'", "whole"],
];

/**
 * The group 15 hydrides by their traditional names beside OPSIN's phosphane (IUPAC's): "triphenylphosphine",
 * "methylarsine", "triphenylstibine"; arsane and stibane; and the group 14 hydrides silane, germane, stannane
 * ("chlorotrimethylsilane", "tetraethylsilane"). Read as the neutral hydride with its groups.
 */
const MAIN_GROUP_HYDRIDES: [string, string, string, "whole"][] = [
  ["phosphine", "P", "", "whole"],
  ["arsine", "[AsH3]", "", "whole"],
  ["arsane", "[AsH3]", "", "whole"],
  ["stibine", "[SbH3]", "", "whole"],
  ["stibane", "[SbH3]", "", "whole"],
  ["silane", "[SiH4]", "", "whole"],
  ["germane", "[GeH4]", "", "whole"],
  ["stannane", "[SnH4]", "", "whole"],
  // The nitrogen chains HN=NH and H2N-NH2, numbered 1 and 2 ("1,2-diphenyldiazene"; without (E)/(Z) the N=N is
  // drawn flat, as "but-2-ene" is).
  ["diazene", "N=N", "1/2", "whole"],
  ["diazane", "NN", "1/2", "whole"],
];

const CLASS_PARENTS: [string, string, string, "whole"][] = [
  ["amine", "[NH3]", "N", "whole"],
  ["ammonium", "[NH4+]", "N", "whole"],
  ["azanium", "[NH4+]", "N", "whole"],
  // OPSIN's "aceton" (groupStemsAllowingInlineSuffixes.xml), C1, C2 (=O), C3: the ketone of "acetone oxime" (P-66.6).
  ["acetone", "CC(=O)C", "1/2//3", "whole"],
  ...PHENONES,
  ...GEOMETRY_PARENTS,
  ...MAIN_GROUP_HYDRIDES,
  ...PHOSPHORUS_ACID_PARENTS,
];

/**
 * Glycine as a parent that takes prefixes, numbered as OPSIN numbers it (N, C2 = alpha, C1 the carboxyl C):
 * "2-phenylglycine", "N-methylglycine"; with a group at C2 it is chiral, and "L-2-phenylglycine" takes Fischer's
 * L- (stereo.ts placeFischer). The chiral amino acids are not parents here: their names imply a configuration.
 */
const AMINO_ACID_PARENTS: [string, string, string, "whole"][] = [["glycine", "NCC(=O)O", "N/2,alpha/1//", "whole"]];

/**
 * Substituent prefixes OPSIN's token list lacks: "azaniumyl", IUPAC's name for -NH3+ (P-73.6; "ammonio" is the
 * older synonym in the list), so "2-(trimethylazaniumyl)acetate" reads as OPSIN reads it.
 */
const EXTRA_SUBSTITUENTS: [string, string, string | null][] = [["azaniumyl", "-[N|4+]", null]];

/**
 * Retained parents OPSIN reads that the extracted ring table lacks, written here with the atoms in the order of
 * their locants. Xanthene and thioxanthene keep anthracene's exceptional numbering (P-25.2.1.1: O or S is 10, the
 * CH2 9), which no fusion rule derives; each chloro derivative checked with OPSIN 2.7.0 in
 * validation/generators/make_golden_fusion_numbering.py.
 */
const OWN_RINGS: [string, string, string][] = [
  ["xanthen", "c1cccc2oc3ccccc3[cH2]c12", "1/2/3/4/4a/10/10a/5/6/7/8/8a/9/9a"],
  ["thioxanthen", "c1cccc2sc3ccccc3[cH2]c12", "1/2/3/4/4a/10/10a/5/6/7/8/8a/9/9a"],
  // Two ortho-fused rings of five and of seven carbons (P-25.1.2.3: the "-alene" hydrocarbons beside naphthalene).
  ["pentalen", "c1ccc2cccc12", "1/2/3/3a/4/5/6/6a"],
  ["heptalen", "c1ccccc2cccccc12", "1/2/3/4/5/5a/6/7/8/9/10/10a"],
];

/**
 * The "peroxol" suffix, -OOH (IUPAC P-63.4.2.2: "methaneperoxol", "propane-1-peroxol"), which OPSIN reads as "ol" with
 * a peroxo infix: a whole suffix here, on any parent an "ol" goes on.
 */
const PEROXOL_SUFFIX: [string, string, boolean] = ["peroxol", "peroxol", false];
const PEROXOL_RULE: [string, Record<string, string>][] = [["addgroup", { SMILES: "[*]OO" }]];

/**
 * The group 14 hydrides as stems that take suffixes (IUPAC P-68.2: "silanol", "trimethylsilanol", "silanamine",
 * "silanediol", "1,1,1-trimethylsilanamine"); their whole names are read as CLASS_PARENTS ("chlorotrimethylsilane"). One atom, numbered 1.
 */
const HYDRIDE_STEMS: [string, string, string][] = [
  ["silan", "[SiH4]", "1"],
  ["german", "[GeH4]", "1"],
  ["stannan", "[SnH4]", "1"],
  ...hydrideChains(),
];

/**
 * Chains of one element (IUPAC P-21.2.2: "trisulfane" HS-S-SH, "disilane", "diselane"), numbered from one end:
 * "3-[ethyl(2-34S)trisulfan-1-yl]propanoic acid", "hexamethyldisilane". An inner atom keeps its usual valence, so
 * "2-methyltrisulfane" (a λ4 S, as OPSIN draws it) finds no hydrogen there and is refused.
 */
function hydrideChains(): [string, string, string][] {
  const elements: [string, string, number][] = [
    ["sulfan", "S", 2],
    ["selan", "Se", 2],
    ["tellan", "Te", 2],
    ["silan", "Si", 4],
    ["german", "Ge", 4],
    ["stannan", "Sn", 4],
  ];
  const multipliers = ["di", "tri", "tetra", "penta", "hexa"];
  const out: [string, string, string][] = [];
  for (const [stem, symbol, valence] of elements) {
    multipliers.forEach((multiplier, k) => {
      const n = k + 2;
      const atom = (bonds: number): string =>
        symbol === "S"
          ? "S"
          : `[${symbol}${valence - bonds > 1 ? `H${valence - bonds}` : valence - bonds === 1 ? "H" : ""}]`;
      const atoms = Array.from({ length: n }, (_, i) => atom(i === 0 || i === n - 1 ? 1 : 2));
      out.push([`${multiplier}${stem}`, atoms.join(""), atoms.map((_, i) => `${i + 1}`).join("/")]);
    });
  }
  return out;
}

/**
 * "imino" (=NH, P-66.6.1.1.2), which OPSIN reads as a prefix and the extracted table holds only as "azanylidene",
 * and "methylene" (=CH2);
 * and tolyl with its methyl's place written as o-, m- or p- (ortho-, meta-, para-): a phenyl numbered from the
 * attachment, its methyl "alpha" ("4-fluoro-o-tolyl" is 4-fluoro-2-methylphenyl). OPSIN reads a bare "tolyl" as
 * o-tolyl, a choice the name does not make, and "2-tolyl" beside "2-tolylacetic acid": neither is read here.
 */
const OWN_SUBSTITUENTS: (typeof OPSIN_TOKENS.substituents)[number][] = [
  ["imino", "=N", null],
  ["methylene", "=C", null],
  ...(["o-", "ortho-"] as const).map((f): [string, string, string] => [
    `${f}tolyl`,
    "-c1c(C)cccc1",
    "1/2,ortho/alpha/3,meta/4,para/5/6",
  ]),
  ...(["m-", "meta-"] as const).map((f): [string, string, string] => [
    `${f}tolyl`,
    "-c1cc(C)ccc1",
    "1/2,ortho/3,meta/alpha/4,para/5/6",
  ]),
  ...(["p-", "para-"] as const).map((f): [string, string, string] => [
    `${f}tolyl`,
    "-c1ccc(C)cc1",
    "1/2,ortho/3,meta/4,para/alpha/5/6",
  ]),
];

export function lexicon(): Lexicon {
  if (built) return built;
  const t = OPSIN_TOKENS;
  const trie = <T>(rows: [string, T][]): Trie<T> => {
    const out = new Trie<T>();
    for (const [form, value] of rows) out.add(form, value);
    return out;
  };
  built = {
    alkaneStems: trie(t.alkaneStems),
    alkaneUnits: trie(t.alkaneUnits),
    alkaneTens: trie(t.alkaneTens),
    multipliers: trie(t.multipliers),
    groupMultipliers: trie(t.groupMultipliers),
    substituents: trie(
      [
        ...t.substituents,
        ...EXTRA_SUBSTITUENTS,
        ...CARBONIC_SUBSTITUENTS,
        ...PHOSPHORUS_SUBSTITUENTS,
        ...OWN_SUBSTITUENTS,
        ...IMIDO_PREFIXES,
      ].map(([form, smiles, labels]) => [form, { smiles, labels }]),
    ),
    rings: trie<RingToken>([
      ...[...t.rings, ...OWN_RINGS, ...IMIDE_RINGS].map(([form, smiles, labels]): [string, RingToken] => [
        form,
        { smiles, labels },
      ]),
      ...HYDRIDE_STEMS.map(([form, smiles, labels]): [string, RingToken] => [form, { smiles, labels, acyclic: true }]),
      ...OPSIN_PARENTS.rings.map(([form, smiles, labels]): [string, RingToken] => [form, { smiles, labels }]),
      ...FLAVONOID_RINGS,
      ...[...OPSIN_MANCUDE_RINGS, ...OPSIN_PARENTS.mancudeRings].map(([form, smiles, labels]): [string, RingToken] => [
        form,
        { smiles, labels, mancude: true },
      ]),
    ]),
    azaRings: trie(
      t.azaRings.map(([form, smiles, labels, nitrogens]): [string, AzaRingToken] => [
        form,
        { smiles, labels, nitrogens },
      ]),
    ),
    methylRings: trie(
      OPSIN_PARENTS.methylRings.map(([form, smiles, labels, fixed, label]): [string, MethylRingToken] => [
        form,
        { smiles, labels, fixed, label },
      ]),
    ),
    frontRings: trie(
      OPSIN_PARENTS.frontRings.map(([form, smiles, labels, front]): [string, FrontRingToken] => [
        form,
        { smiles, labels, front },
      ]),
    ),
    retained: trie<RingToken & { kind: "stem" | "whole" }>([
      ...[...t.retained, ...OPSIN_PARENTS.wholes, ...CLASS_PARENTS, ...AMINO_ACID_PARENTS, ...CARBONIC_PARENTS].map(
        ([form, smiles, labels, kind]): [string, RingToken & { kind: "stem" | "whole" }] => [
          form,
          { smiles, labels: ureaLabels(form, labels), kind },
        ],
      ),
      ...FLAVONOID_RETAINED,
      ...NUCLEOSIDE_RETAINED,
      ...GLYCEROPHOSPHOLIPID_RETAINED,
    ]),
    acids: trie(
      [...t.acidStems, ...OPSIN_PARENTS.acids].map(([form, smiles, labels, applies, subType]) => [
        form,
        { smiles, labels, appliesTo: applies ? applies.split(",").map(Number) : [1], subType },
      ]),
    ),
    suffixes: trie(
      // Cyclic suffixes (cyclic-suffixes.ts) are applied by their own rules, never as terminal chain suffixes.
      [
        ...t.suffixes,
        AMIDO_SUFFIX,
        PEROXOL_SUFFIX,
        ...CYCLIC_SUFFIX_TOKENS.map(([form, value]) => [form, value, false] as const),
      ].map(([form, value, terminal]) => [form, { value, terminal }]),
    ),
    suffixPrefixes: trie(t.suffixPrefixes),
    cations: trie(t.monovalentCations),
    hwHeteroatoms: trie(HW_HETEROATOMS),
    hwStems: trie(HW_STEMS),
    applicability: {
      acidStem: { ...t.suffixApplicability.acidStem, amido: "amido" },
      standardGroup: { ...t.suffixApplicability.standardGroup, amido: "amido", peroxol: "peroxol" },
    },
    rules: { ...t.suffixRules, amido: AMIDO_RULE, peroxol: PEROXOL_RULE },
  };
  return built;
}
