/**
 * The carbohydrate vocabulary of carbohydrates.ts (IUPAC-IUBMB 1996, cited 2-Carb-n): configurational prefixes, the
 * trivial and systematic stems, the suffixes, and the trivial names that are systematic names in short. Which
 * structure each stands for is in its comment; how a name is built from them is carbohydrates.ts's.
 */

/** Configurational prefixes (2-Carb-8.2), D series, the letter of each centre from the lowest-numbered. */
export const CONFIGS: Record<string, string> = {
  glycero: "r",
  erythro: "rr",
  threo: "lr",
  ribo: "rrr",
  arabino: "lrr",
  xylo: "rlr",
  lyxo: "llr",
  allo: "rrrr",
  altro: "lrrr",
  gluco: "rlrr",
  manno: "llrr",
  gulo: "rrlr",
  ido: "lrlr",
  galacto: "rllr",
  talo: "lllr",
};

/** Systematic stems: chain length (2-Carb-4). */
export const SYSTEMATIC: Record<string, number> = { tetr: 4, pent: 5, hex: 6, hept: 7, oct: 8, non: 9, dec: 10 };

/**
 * Trivial stems, D form: the chain's positions 2 … n-1 as r/l (the side of the OH), k (the ketose's carbonyl)
 * or d (deoxy); `methyl`: the last carbon is CH3 (6-deoxy); `natural`: the enantiomer meant without D/L
 * (2-Carb-10 and OPSIN's reading of these names).
 */
export const TRIVIAL: Record<string, { pattern: string; methyl?: true; natural: "D" | "L" }> = {
  erythr: { pattern: "rr", natural: "D" },
  thre: { pattern: "lr", natural: "D" },
  rib: { pattern: "rrr", natural: "D" },
  arabin: { pattern: "lrr", natural: "D" },
  xyl: { pattern: "rlr", natural: "D" },
  lyx: { pattern: "llr", natural: "D" },
  all: { pattern: "rrrr", natural: "D" },
  altr: { pattern: "lrrr", natural: "D" },
  gluc: { pattern: "rlrr", natural: "D" },
  mann: { pattern: "llrr", natural: "D" },
  gul: { pattern: "rrlr", natural: "D" },
  id: { pattern: "lrlr", natural: "D" },
  galact: { pattern: "rllr", natural: "D" },
  tal: { pattern: "lllr", natural: "D" },
  // 6-deoxy and 3,6-dideoxy hexoses (2-Carb-10.3): fucose is 6-deoxy-L-galactose, rhamnose 6-deoxy-L-mannose …
  fuc: { pattern: "rllr", methyl: true, natural: "L" },
  rhamn: { pattern: "llrr", methyl: true, natural: "L" },
  quinov: { pattern: "rlrr", methyl: true, natural: "D" },
  abequ: { pattern: "rdlr", methyl: true, natural: "D" },
  tyvel: { pattern: "ldrr", methyl: true, natural: "D" },
  parat: { pattern: "rdrr", methyl: true, natural: "D" },
  colit: { pattern: "rdlr", methyl: true, natural: "L" },
  ascaryl: { pattern: "ldrr", methyl: true, natural: "L" },
  boivin: { pattern: "drlr", methyl: true, natural: "D" },
  digitox: { pattern: "drrr", methyl: true, natural: "D" },
  // ketoses (2-Carb-10.2)
  erythrul: { pattern: "kr", natural: "D" },
  ribul: { pattern: "krr", natural: "D" },
  xylul: { pattern: "klr", natural: "D" },
  psic: { pattern: "krrr", natural: "D" },
  fruct: { pattern: "klrr", natural: "D" },
  sorb: { pattern: "krlr", natural: "D" },
  tagat: { pattern: "kllr", natural: "D" },
  sedoheptul: { pattern: "klrrr", natural: "D" },
};

const RING_SIZES: Record<string, number> = { oxir: 3, oxet: 4, furan: 5, pyran: 6, septan: 7 };

export type Acid = "acid" | "ate" | "amide" | "nitrile" | "lactone";

export interface SuffixMeaning {
  alditol?: true;
  first?: Acid;
  last?: Acid;
  glycoside?: true;
  glycosyl?: true;
  /** a further carbonyl: "hexos-3-ulose", "hexopyranosid-4-ulose" */
  keto?: number;
  ketose?: true;
  ring?: "required" | "forbidden";
  /** "-ono-1,4-lactone": the acid carbon bonded to the O of the other carbon. */
  lactones?: { acid: number; from: number }[];
}

function acidOf(text: string): Acid {
  return text === "ic acid" ? "acid" : text === "ate" ? "ate" : text === "amide" ? "amide" : "nitrile";
}

const ACID_ENDING = "(ic acid|ate|amide|onitrile)";

function suffixMeaning(text: string): SuffixMeaning | null {
  if (text === "ose") return {};
  // Lactones (2-Carb-20.5): "glucono-1,5-lactone", "glucurono-6,3-lactone", "mannaro-1,4:6,3-dilactone".
  let lactone = /^(osid)?(on|oson|uron|ar)o-(\d+,\d+(?::\d+,\d+)?)-(di)?lactone$/.exec(text);
  if (lactone) {
    const pairs = (lactone[3] as string).split(":").map((pair) => pair.split(",").map(Number) as [number, number]);
    if ((pairs.length === 2) !== (lactone[4] === "di")) return null;
    const kind = lactone[2] as string;
    const meaning: SuffixMeaning = { lactones: pairs.map(([acid, from]) => ({ acid, from })) };
    if (kind === "on" || kind === "oson") meaning.first = "lactone";
    if (kind === "uron") meaning.last = "lactone";
    if (kind === "ar") {
      // "glucaro-1,4-lactone": the lactone at the acid its locants start from, the other acid free.
      const atFirst = pairs.some(([acid]) => acid === 1);
      const atLast = pairs.some(([acid]) => acid !== 1);
      meaning.first = atFirst ? "lactone" : "acid";
      meaning.last = atLast ? "lactone" : "acid";
    }
    if (kind === "oson") meaning.ketose = true;
    if (kind === "on" || kind === "ar") meaning.ring = "forbidden";
    if (lactone[1]) {
      meaning.glycoside = true;
      meaning.ring = "required";
    }
    return meaning;
  }
  if (text === "itol") return { alditol: true, ring: "forbidden" };
  if (text === "oside") return { glycoside: true, ring: "required" };
  if (text === "osyl") return { glycosyl: true, ring: "required" };
  // a ketose's glycosyl with its C1 acid: "non-2-ulopyranosylonic acid", "non-2-ulopyranonosyl" (sialyl groups)
  if (text === "osylonic acid" || text === "onosyl") {
    return { glycosyl: true, first: "acid", ketose: true, ring: "required" };
  }
  if (text === "osyluronate") return { glycosyl: true, last: "ate", ring: "required" };
  lactone = null;
  let m = /^os(id)?-(\d+)-ulose$/.exec(text);
  if (m) return { keto: Number(m[2]), ...(m[1] ? { glycoside: true, ring: "required" as const } : {}) };
  m = new RegExp(`^(osid)?uron${ACID_ENDING}$`).exec(text);
  if (m) return { last: acidOf(m[2] as string), ...(m[1] ? { glycoside: true, ring: "required" as const } : {}) };
  m = new RegExp(`^on${ACID_ENDING}$`).exec(text);
  if (m) return { first: acidOf(m[1] as string), ring: "forbidden" };
  m = new RegExp(`^oson${ACID_ENDING}$`).exec(text);
  if (m) return { first: acidOf(m[1] as string), ketose: true };
  m = /^ar(ic acid|ate)$/.exec(text);
  if (m) return { first: acidOf(m[1] as string), last: acidOf(m[1] as string), ring: "forbidden" };
  return null;
}

/** Every suffix suffixMeaning() reads, so the stem part's regex splits a word only where a suffix follows
 * ("glucononitrile" is gluc-ononitrile, not gluco-non-itrile). */
const SUFFIXES = [
  "ose",
  "itol",
  "oside",
  "osyl",
  "osylonic acid",
  "onosyl",
  "osyluronate",
  "os(?:id)?-\\d+-ulose",
  `(?:osid)?uron${ACID_ENDING}`,
  `(?:on|oson)${ACID_ENDING}`,
  "ar(?:ic acid|ate)",
  "(?:osid)?(?:on|oson|uron|ar)o-\\d+,\\d+(?::\\d+,\\d+)?-(?:di)?lactone",
].join("|");

const STEMS = [...Object.keys(TRIVIAL), ...Object.keys(SYSTEMATIC)].sort((a, b) => b.length - a.length);
const STEM_PART = new RegExp(
  `^(?<glued>${Object.keys(CONFIGS).join("|")})?(?<stem>${STEMS.join("|")})` +
    // unsaturation (2-Carb-13): "hex-1-enitol", "octa-1,4-dienitol", "oct-5-en-1-ynitol", "hex-5-ynofuranose"
    "(?:a?-(?<en>\\d+(?:,\\d+)*)-(?<enMult>di|tri)?en)?(?:a?-(?<yn>\\d+(?:,\\d+)*)-(?<ynMult>di)?yn)?" +
    "(?:-(?<ul>\\d+)-ul|o-(?<diul>\\d+(?:,\\d+)+)-diul|(?<dial>odiald)|(?<bareUl>ul))?" +
    "(?:o(?:-(?<ringFrom>\\d+),(?<ringTo>\\d+)-)?(?<ring>oxir|oxet|furan|pyran|septan))?" +
    `(?<suffix>${SUFFIXES})$`,
);

export interface StemPart {
  glued?: string;
  stem: string;
  /** Double and triple bonds from each locant to the next carbon. */
  enes: number[];
  ynes: number[];
  ulose: number[];
  dialdose: boolean;
  ring?: number;
  /** The anomeric carbon when the ring's locants are written. */
  ringFrom?: number;
  suffix: SuffixMeaning;
}

export function readStemPart(text: string): StemPart | null {
  const g = STEM_PART.exec(text.toLowerCase())?.groups;
  if (!g) return null;
  const suffix = suffixMeaning(g.suffix as string);
  if (!suffix) return null;
  // "D-glycero-tetrulose": -ulose without a locant is the 2-ulose.
  const ulose = g.ul ? [Number(g.ul)] : g.diul ? g.diul.split(",").map(Number) : g.bareUl ? [2] : [];
  const bonds = (locants: string | undefined, mult: string | undefined): number[] | null => {
    const list = locants ? locants.split(",").map(Number) : [];
    const count = mult === "di" ? 2 : mult === "tri" ? 3 : list.length > 0 ? 1 : 0;
    return list.length === count ? list : null;
  };
  const enes = bonds(g.en, g.enMult);
  const ynes = bonds(g.yn, g.ynMult);
  if (!enes || !ynes) return null;
  const part: StemPart = { stem: g.stem as string, enes, ynes, ulose, dialdose: g.dial !== undefined, suffix };
  if (g.glued) part.glued = g.glued;
  if (g.ring) part.ring = RING_SIZES[g.ring] as number;
  // "hexodialdo-1,5-pyranose", "hexo-2,4-diulo-2,5-furanose": the ring's anomeric and closing carbons.
  if (g.ringFrom) {
    const from = Number(g.ringFrom);
    const to = Number(g.ringTo);
    if (to - from + 2 !== part.ring) return null;
    part.ringFrom = from;
  }
  return part;
}

/**
 * CAS's apiofuranoses, "D-apio-alpha-D-furanose": apiose's C2 configuration (D-apio), then the ring's, with the
 * anomer, at C3 (OPSIN's tokens). As systematic names: 3-C-(hydroxymethyl)-erythro/threo-tetrofuranoses, erythro
 * when both are D or both L, the second D/L the reference.
 */
export function apioFuranose(text: string): string {
  return text.replace(
    // Each one, also first in a bracket ("6-O-(D-apio-β-D-furanosyl)-…", its D/L then the bracket's first letter).
    /(^|[-([{])(?:([DL])-)?apio-(alpha|beta|α|β)-([DL])-furanos/gi,
    (_, start: string, first: string | undefined, anomer: string, second: string) => {
      const c2 = (first ?? "D").toUpperCase();
      const c3 = second.toUpperCase();
      return `${start}3-C-(hydroxymethyl)-${anomer}-${c3}-${c2 === c3 ? "erythro" : "threo"}furanos`;
    },
  );
}

/**
 * Trivial names that are systematic names in short (2-Carb-10.3, -15.2, -18): the systematic name with {X} for the
 * natural configuration (the other when the name gives it) and {A} for the anomer. Garosamine and neuraminic acid
 * are ring forms unless "aldehydo-" is written, as OPSIN reads them.
 */
const EXPANSIONS: Record<string, { expansion: string; natural: "D" | "L"; anomer?: "required" }> = {
  sorbitol: { expansion: "{X}-glucitol", natural: "D" },
  // glycals (2-Carb-13.4 note): 1,5-anhydro-2-deoxy-hex-1-enitols
  glucal: { expansion: "1,5-anhydro-2-deoxy-{X}-arabino-hex-1-enitol", natural: "D" },
  galactal: { expansion: "1,5-anhydro-2-deoxy-{X}-lyxo-hex-1-enitol", natural: "D" },
  hamamelose: { expansion: "2-C-(hydroxymethyl)-{X}-ribose", natural: "D" },
  cladinose: { expansion: "2,6-dideoxy-3-C-methyl-3-O-methyl-{X}-ribo-hexose", natural: "L" },
  streptose: { expansion: "5-deoxy-3-C-formyl-{X}-lyxose", natural: "L" },
  evalose: { expansion: "6-deoxy-3-C-methyl-{X}-mannose", natural: "D" },
  evernitrose: { expansion: "2,3,6-trideoxy-3-C-methyl-4-O-methyl-3-nitro-{X}-arabino-hexose", natural: "L" },
  garosamine: { expansion: "3-deoxy-4-C-methyl-3-methylamino-{A}{X}-arabinopyranose", natural: "L" },
  apiose: { expansion: "3-C-(hydroxymethyl)-{X}-glycero-tetrose", natural: "D" },
  // its ring closes on one CH2OH, making C3 a centre that only a CIP descriptor gives: "(3R)-alpha-D-apiofuranose"
  apiofuranose: { expansion: "3-C-(hydroxymethyl)-{A}{X}-glycero-tetrofuranose", natural: "D" },
  // 2-amino-2-deoxy hexoses (2-Carb-14.2), ring forms by default as OPSIN reads them; N-acetyl: the acetamido sugar
  glucosamine: { expansion: "2-{N}-2-deoxy-{A}{X}-glucopyranose", natural: "D" },
  galactosamine: { expansion: "2-{N}-2-deoxy-{A}{X}-galactopyranose", natural: "D" },
  mannosamine: { expansion: "2-{N}-2-deoxy-{A}{X}-mannopyranose", natural: "D" },
  "muramic acid": { expansion: "2-amino-3-O-[(R)-1-carboxyethyl]-2-deoxy-{A}{X}-glucopyranose", natural: "D" },
  "isomuramic acid": { expansion: "2-amino-3-O-[(S)-1-carboxyethyl]-2-deoxy-{A}{X}-glucopyranose", natural: "D" },
  // the disaccharides OPSIN reads by their trivial names (2-Carb-36.2), each residue's series fixed; rutinose's
  // reducing anomer must be written (OPSIN takes it as beta, the trivial name does not say)
  lactose: { expansion: "beta-D-galactopyranosyl-(1->4)-{A}D-glucopyranose", natural: "D" },
  lactosyl: { expansion: "beta-D-galactopyranosyl-(1->4)-{A}D-glucopyranosyl", natural: "D" },
  rutinose: { expansion: "alpha-L-rhamnopyranosyl-(1->6)-{A}D-glucopyranose", natural: "D", anomer: "required" },
  rutinosyl: { expansion: "alpha-L-rhamnopyranosyl-(1->6)-{A}D-glucopyranosyl", natural: "D", anomer: "required" },
  "neuraminic acid": {
    expansion: "5-{N}-3,5-dideoxy-{X}-glycero-{A}{X}-galacto-non-2-ulopyranosonic acid",
    natural: "D",
  },
};

const EXPANDABLE = new RegExp(
  `^(.*?-)??(?:(N-acetyl)-?)?(?:(alpha|beta|α|β)-)?(?:([DL])-)?(${Object.keys(EXPANSIONS).join("|")})$`,
  "i",
);

/** The systematic name a trivial name stands for; null when it is none of them. */
export function expanded(name: string): string | null {
  const m = EXPANDABLE.exec(name);
  if (!m) return null;
  // m[1]: prefixes before the trivial name ("3,4,6-tri-O-acetyl-D-glucal"), which stay its prefixes.
  const rule = EXPANSIONS[(m[5] as string).toLowerCase()] as (typeof EXPANSIONS)[string];
  if (m[2] && !rule.expansion.includes("{N}")) return null;
  if (!m[3] && rule.anomer === "required") return null;
  if (m[3] && !rule.expansion.includes("{A}")) return null;
  if (m[4] && !rule.expansion.includes("{X}-")) return null;
  const dl = (m[4]?.toUpperCase() as "D" | "L" | undefined) ?? rule.natural;
  const systematic = rule.expansion
    .replaceAll("{X}", dl)
    .replace("{A}", m[3] ? `${m[3]}-` : "")
    .replace("{N}", m[2] ? "acetamido" : "amino");
  return `${m[1] ?? ""}${systematic}`;
}
