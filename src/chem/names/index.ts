/**
 * Reads a systematic chemical name offline: grammar (every reading), structure builder (every placement of
 * what the name leaves unlocanted), then RDKit's canonical SMILES of each. The name is answered only when all
 * readings and placements agree on one structure; otherwise it is refused with the reason. A wrong structure
 * is worse than no answer.
 *
 * The grammar tables are built on the first call (lexicon.ts), not when this module is imported.
 */
import { free, readSmiles } from "../rdkit.ts";
import { Chooser, type Protonation, buildReading, checkEsterElements } from "./builder.ts";
import { NameStructureError } from "./graph.ts";
import { type PartResult, readComponents } from "./components.ts";
import { type GraphTransform, readCarbonylDerivative } from "./carbonyl-derivatives.ts";
import { readAcidClassWord } from "./acid-class-words.ts";
import { readAlcoholEster } from "./alcohol-esters.ts";
import { readNucleotide } from "./nucleotides.ts";
import { readGlycerophospholipid } from "./glycerophospholipids.ts";
import { chiralWithoutLabel, readAminoAcidForm, sideChainSystematic } from "./amino-acid-forms.ts";
import { readAminoAcidIon } from "./amino-acid-ions.ts";
import { readCarbohydrate } from "./carbohydrates.ts";
import { readFunctionalClass } from "./functional.ts";
import { readGlycolEther } from "./glycol-ethers.ts";
import { readInorganicMolecule } from "./inorganic-molecules.ts";
import { readOrganometallic } from "./organometallics.ts";
import { sulfonamidoAsAmino } from "./prefix-forms.ts";
import { readFunctionalReplacement } from "./functional-replacement.ts";
import { readMonoEster, readOmittedSpace } from "./omitted-spaces.ts";
import { readLocantEster } from "./locant-esters.ts";
import { readAcidLocantEsters } from "./acid-locant-esters.ts";
import { lambdaLocants } from "./lambda-locants.ts";
import { readMixedEsters } from "./mixed-esters.ts";
import { readPhosphorothioate } from "./phosphorothioates.ts";
import { readNitrolicAcid } from "./nitrolic-acids.ts";
import { readPeptide } from "./peptides.ts";
import { readPerhalo } from "./perhalo.ts";
import { readQuinone } from "./quinones.ts";
import { readYlium } from "./ylium.ts";
import { bracketedGlycosyls, glycosylSpans } from "./glycosyl-groups.ts";
import { GrammarBudgetExceeded, NameGrammar, type Reading } from "./grammar.ts";
import { GEOMETRY_PARENTS } from "./lexicon.ts";
import { casHydroxylamine, plainIsotopeText } from "./isotopes.ts";
import { lowerCapitalLocants } from "./letter-case.ts";
import { multiplicativeReadings } from "./multiplicative.ts";
import { annulene, casRingUnsaturation } from "./von-baeyer.ts";
import { conjunctiveReadings, readAminoAcidDiacetic } from "./conjunctive.ts";
import {
  type Descriptor,
  UnsupportedStereo,
  placeCisTrans,
  placeDescriptors,
  placeFischer,
  takeDescriptors,
} from "./stereo.ts";

/** A name's answer: its SMILES, or why it is refused (the shape every part of the reader answers in, components.ts). */
export type NameResult = PartResult;

/** Placements tried per name before it is refused as too open to check. */
const MAX_PLACEMENTS = 2000;
export const MAX_NAME_LENGTH = 500;

/** Stereodescriptors are not read yet: a name carrying one is refused rather than answered without it. */
const STEREO =
  /(^|[\s([,-])(\((?:\d+[a-z]?)?(?:RS|SR|[EZRS])(?:,\s*(?:\d+[a-z]?)?(?:RS|SR|[EZRS]))*\)-?)|(^|[\s([-])(cis|trans|rel|rac|endo|exo|syn|anti|[DL]|\([+-]\)|\(±\))-/;

const STEREO_ALL = new RegExp(STEREO.source, "g");

/** Read the way every tool reads a SMILES (rdkit.ts readSmiles: a bracket atom's written H count is exact), so a reading
 * the builder got over-valent is refused, never answered with the H and its stereo dropped. */
function canonical(smiles: string): { smiles: string } | { reason: string } {
  const read = readSmiles(smiles);
  if (!("mol" in read)) return read;
  try {
    return { smiles: read.mol.get_smiles() };
  } finally {
    free(read.mol);
  }
}

function refused(
  reason: "unreadable" | "ambiguous" | "invalid" | "unsupported",
  message: string,
  position?: number,
): NameResult {
  return position === undefined ? { ok: false, reason, message } : { ok: false, reason, message, position };
}

export function parseName(input: string): NameResult {
  const whole = lowerCapitalLocants(plainIsotopeText(input.trim().replace(/\s+/g, " ")));
  if (whole.length === 0) return refused("unreadable", "the name is empty", 0);
  if (whole.length > MAX_NAME_LENGTH) {
    return refused(
      "unsupported",
      `the name is ${whole.length} characters long; the offline parser reads at most ${MAX_NAME_LENGTH}`,
    );
  }
  const first = parseAny(casHydroxylamine(whole) ?? whole);
  // "bicyclo[5.4.0]-7-undecene": CAS's older place for the locants, read as "bicyclo[5.4.0]undec-7-ene", and
  // "[8]annulene" as its cycloalkene, "methanesulfonamido" as "methanesulfonylamino" (a refusal is given for the name
  // as written, so its positions stay the name's). "3-O-β-D-glucopyranosylcyanidin": the glycosyl read as bracketed,
  // "3-O-(β-D-glucopyranosyl)cyanidin".
  const cas = first.ok
    ? null
    : (casRingUnsaturation(whole) ?? annulene(whole) ?? sulfonamidoAsAmino(whole) ?? bracketedGlycosyls(whole));
  const recast = cas === null ? null : parseAny(cas);
  if (recast?.ok) return recast;
  // "3,5-diiodotyrosine", "alaninol": a chiral amino acid's name without L- or D- is refused as the bare one is.
  if (!first.ok && (first.reason === "unreadable" || first.reason === "invalid")) {
    const chiral = chiralWithoutLabel(whole);
    if (chiral && !chiral.ok) return refused(chiral.reason, chiral.message);
  }
  return first;
}

const GEOMETRY_NAMES = new Set(GEOMETRY_PARENTS.map(([form]) => form));

/** The parent a reading is built on when its trivial name leaves a double bond's geometry open (lexicon.ts), or null. */
function geometryParent(reading: Reading): string | null {
  if (reading.kind !== "substitutive" || reading.word.parent.kind !== "ring") return null;
  const name = reading.word.parent.name.toLowerCase();
  return GEOMETRY_NAMES.has(name) ? name : null;
}

/** Several components, salts and functional class names (components.ts, functional.ts), else one substitutive name. */
function parseAny(whole: string): NameResult {
  return (
    readCarbohydrate(whole) ??
    readAminoAcidDiacetic(whole, parseAny) ??
    readNitrolicAcid(whole) ??
    readPeptide(whole) ??
    readAminoAcidForm(whole, parseAny) ??
    readInorganicMolecule(whole) ??
    readOrganometallic(whole) ??
    readPerhalo(whole, (name, transform) => parseNeutral(name, undefined, undefined, undefined, transform)) ??
    readAminoAcidIon(whole) ??
    readGlycerophospholipid(whole) ??
    readNucleotide(whole, (name, transform) => parseNeutral(name, undefined, undefined, undefined, transform)) ??
    readMonoEster(whole, parseAny) ??
    readLocantEster(whole, parseAny) ??
    readAcidLocantEsters(whole, (name, transform) => parseNeutral(name, undefined, undefined, undefined, transform)) ??
    readPhosphorothioate(whole, (name, transform) => parseNeutral(name, undefined, undefined, undefined, transform)) ??
    readMixedEsters(whole, (name, transform) => parseNeutral(name, undefined, undefined, undefined, transform)) ??
    readAcidClassWord(whole, parseAny) ??
    readQuinone(whole, parseAny) ??
    readAlcoholEster(whole, (name, transform) => parseNeutral(name, undefined, undefined, undefined, transform)) ??
    readGlycolEther(whole, (name, transform) => parseNeutral(name, undefined, undefined, undefined, transform)) ??
    readComponents(whole, parseAny) ??
    readOxide(whole) ??
    readCarbonylDerivative(whole, (name, transform) =>
      parseNeutral(name, undefined, undefined, undefined, transform),
    ) ??
    readFunctionalClass(whole, parseAny) ??
    replaced(whole, spaceless(whole, parseOneOrYlium(whole)))
  );
}

/** "peroxyacetic acid", "ethanedithioic acid": a name not read as written, read as an acid with an O replaced. */
function replaced(whole: string, one: NameResult): NameResult {
  const parseWith = (name: string, transform: GraphTransform) =>
    parseNeutral(name, undefined, undefined, undefined, transform);
  return readFunctionalReplacement(whole, one, parseWith) ?? one;
}

/** "ethylacetate": an -ate word refused as perhaps an ester without its space is weighed as both (omitted-spaces.ts). */
function spaceless(whole: string, one: NameResult): NameResult {
  return readOmittedSpace(whole, one, parseAny) ?? one;
}

/**
 * A name the substitutive grammar reads is its answer ("3,5,7-trihydroxy-2-phenylchromenylium": the ring cation the
 * flavonoid rings name); only where it cannot, and finds no ambiguity, is "-ylium" read as a charged substituent group
 * ("pentanylium", "acetylium": ylium.ts), whose open attachment would otherwise make such a ring name ambiguous.
 */
function parseOneOrYlium(whole: string): NameResult {
  const one = parseOne(whole);
  if (one.ok || one.reason === "ambiguous") return one;
  return readYlium(whole) ?? one;
}

const OXIDE = /^(\S.*) ((?:\d+[a-z]?|N)(?:,(?:\d+[a-z]?|N))*)-(di|tri|tetra)?oxide$/;

/**
 * Amine oxides (IUPAC 2013 P-74.2.1.1): "pyridine 1-oxide", "N,N-dimethylmethanamine N-oxide", "pyrazine
 * 1,4-dioxide": the name before the word, with O- on each N the locants name (builder.ts oxidise); on a ring or
 * chain S, a sulfoxide's =O, twice for a sulfone ("thiane 1,1-dioxide"). Null when the name has no such last word.
 */
function readOxide(whole: string): NameResult | null {
  const m = OXIDE.exec(whole);
  if (!m) return null;
  const locants = (m[2] as string).split(",");
  const count = m[3] === "di" ? 2 : m[3] === "tri" ? 3 : m[3] === "tetra" ? 4 : 1;
  if (locants.length !== count) {
    return refused("invalid", `"${m[2]}-${m[3] ?? ""}oxide": ${locants.length} locant(s) for ${count} oxide(s)`);
  }
  // A locant twice is a sulfone's two O on one S ("thiane 1,1-dioxide", builder.ts oxidise checks it is an S).
  const repeats = locants.filter((l, k) => locants.indexOf(l) !== k);
  if (new Set(repeats).size !== repeats.length || repeats.includes("N")) {
    return refused("invalid", `"${m[2]}": an oxide locant given more than twice`);
  }
  return parseNeutral(m[1] as string, undefined, undefined, locants);
}

/**
 * Where a CIP group at the very start of the name applies. Mostly to the parent ("(2S)-butan-2-ol"); before an
 * ester's first word it may name that group's own atoms instead, as IUPAC and ChEBI write an ester of a chiral
 * alcohol ("(2R,3R)-4-oxochroman-3-yl acetate"): both scopes are built, and the name is answered only when they
 * agree or one alone fits (an "(R)-methyl 2-chloropropanoate" still names the acid's centre).
 */
function leadingGroupScopes(
  reading: Reading,
  group: ReturnType<typeof takeDescriptors>,
): { reading: Reading; descriptors: Descriptor[] }[] {
  const descriptors = group?.descriptors ?? [];
  const asWritten = { reading, descriptors };
  if (group?.at !== 0 || reading.kind !== "ester" || reading.substituent.kind !== "word") return [asWritten];
  if (reading.substituent.word.stereo) return [asWritten];
  const word = { ...reading.substituent.word, stereo: descriptors };
  return [asWritten, { reading: { ...reading, substituent: { ...reading.substituent, word } }, descriptors: [] }];
}

const MULTIPLIED_IUM = /^(.*[a-z])-((?:\d+[a-z]?'*)(?:,\d+[a-z]?'*)+)-(di|tri|tetra)ium$/;
const MULTIPLIED_AMINIUM = /^(.*[a-z0-9-])(di|tri|tetra)aminium$/;
const IUM_COUNT: Record<string, number> = { di: 2, tri: 3, tetra: 4 };

/** One substitutive name (or a two-word ester), with its leading CIP descriptors or cis-/trans-; "-ium" cations. */
function parseOne(whole: string): NameResult {
  const plain = parseNeutral(whole);
  // "pyridin-1-ium", "pyridinium", "ethanaminium", "1-methylpyridin-1-ium": the name without "ium" (and its
  // locant), with one N of the parent protonated (builder.ts protonate). Tried when the name as written is not read.
  // "pyrazine-1,4-diium", "1,1'-dimethyl-4,4'-bipyridine-1,1'-diium": a proton at each locant; "hexane-1,6-
  // diaminium": one on each amine (every N in turn, answered where all choices agree), never a single "-ium".
  const many = plain.ok ? null : MULTIPLIED_IUM.exec(whole);
  if (many) {
    const count = IUM_COUNT[many[3] as string] as number;
    const locants = (many[2] as string).split(",");
    if (locants.length !== count) return refused("invalid", `"-${many[2]}-${many[3]}ium": ${locants.length} locants`);
    return parseNeutral(many[1] as string, undefined, { locant: null, locants });
  }
  const aminium = plain.ok ? null : MULTIPLIED_AMINIUM.exec(whole);
  if (aminium) {
    const count = IUM_COUNT[aminium[2] as string] as number;
    return parseNeutral(`${aminium[1]}${aminium[2]}amine`, undefined, { locant: null, count });
  }
  const ium = plain.ok ? null : /^(.*[a-z])(?:-(\d+[a-z]?|N)-)?ium$/.exec(whole);
  if (ium) {
    const charged = parseNeutral(`${ium[1]}e`, undefined, { locant: ium[2] ?? null });
    // On a ring assembly an unlocanted "-ium" may be on one ring or, as OPSIN reads it, on each ("1,1'-dimethyl-
    // 4,4'-bipyridinium", paraquat's dication): answered where only one reading is built or both give one structure.
    const each = ium[2] === undefined ? parseNeutral(`${ium[1]}e`, undefined, { locant: null, each: true }) : null;
    if (each?.ok && charged.ok && each.smiles !== charged.smiles) {
      return refused(
        "ambiguous",
        `"-ium" on a ring assembly without its locants may be on one ring or on each (for example ${charged.smiles} and ${each.smiles}): give its locants`,
      );
    }
    if (each?.ok) return each;
    if (charged.ok || charged.reason !== "unreadable") return charged;
  }
  // "5λ5-phosphaspiro[4.4]nonan-5-uide": a hydride added at the locant's atom (P-72.3), which must have room for it.
  const uide = plain.ok ? null : /^(.*[a-z])-(\d+[a-z]?)-uide$/.exec(whole);
  if (uide) {
    const charged = parseNeutral(`${uide[1]}e`, undefined, { locant: uide[2] as string, hydride: true });
    if (charged.ok || charged.reason !== "unreadable") return charged;
  }
  // "1,1-dioxo-1λ6,2-benzothiazol-3-one": read without the λ, which the structure must bear out (lambda-locants.ts).
  const lambda = plain.ok ? null : lambdaLocants(whole);
  if (lambda) {
    const checked = parseNeutral(lambda.name, undefined, undefined, undefined, lambda.check);
    if (checked.ok || checked.reason !== "unreadable") return checked;
  }
  // "5λ7,5',5''-spiroter[benzo[b]phosphindol]-5-ide": a proton taken from the lambda-convention atom at the locant.
  const ide = plain.ok ? null : /^(.*[a-z\]])-(\d+[a-z]?'*)-ide$/.exec(whole);
  if (ide) {
    const base = ide[1] as string;
    for (const text of base.endsWith("]") ? [base] : [`${base}e`, base]) {
      const charged = parseNeutral(text, undefined, { locant: ide[2] as string, deprotonate: true });
      if (charged.ok || charged.reason !== "unreadable") return charged;
    }
  }
  return plain;
}

/**
 * Descriptors before the whole name, read apart and placed on the structure built: cis-/trans-, Fischer's D-/L-, or
 * both ("cis-4-hydroxy-L-proline": L on C2, then C4 cis to it).
 */
interface Leading {
  cisTrans?: "cis" | "trans";
  fischer?: "D" | "L";
  /** Written inside the name ("1-acetyl-cis-3,5-dimethylpiperazine"): read only on a ring pair, never a double bond. */
  inner?: true;
}

/**
 * One cis-/trans- inside the name, after a hyphen, a bracket or a space ("4-(2-methoxyacetyl)cis-3,5-dimethylpiperazine",
 * "4-(cis-4-methylcyclohexyl)benzoic acid"),
 * read as if it led the name, where the structure has exactly one pair of ring atoms it can relate and no double bond
 * that could be cis or trans (stereo.ts placeCisTrans): then that pair is the one it names.
 */
const INNER_CIS_TRANS = /(?<=[-()[\] ])(cis|trans)-(?=[\d([a-z])/gi;

/**
 * Amino acids with prefixes whose numbering is a systematic name's (IUPAC 3AA-1), read as that name with Fischer's
 * L- or D-: "4-hydroxy-L-proline", "1-methyl-D-proline" (pyrrolidine-2-carboxylic acid: N1, C2 the alpha carbon),
 * "3-phenyl-L-alanine", "3-fluoro-D-alanine" (2-aminopropanoic acid: C2 alpha, C3 beta).
 */
const PREFIXED_AMINO_ACID = /^(.+?)-?([DL])-(proline|alanine)$/;
const SYSTEMATIC_AMINO_ACID: Record<string, string> = {
  proline: "pyrrolidine-2-carboxylic acid",
  alanine: "2-aminopropanoic acid",
};

function parseNeutral(
  whole: string,
  leading?: Leading,
  ium?: Protonation,
  oxides?: string[],
  transform?: GraphTransform,
): NameResult {
  // "cis-but-2-ene", "trans-1,2-dichloroethene": read apart, placed on the one double bond (stereo.ts).
  // "L-2-aminobutanoic acid", "D(-)-2-hydroxypropanoic acid": Fischer's D-/L- (its rotation sign says nothing more).
  const ct = leading === undefined ? /^(?:(cis|trans)|([DL])(?:\([+-]\))?)-(?=\S)/i.exec(whole) : null;
  if (ct && (ct[1] !== undefined || /^[DL]$/.test(ct[2] ?? ""))) {
    const shift = ct[0].length;
    const kind: Leading =
      ct[1] !== undefined
        ? { cisTrans: ct[1].toLowerCase() === "cis" ? "cis" : "trans" }
        : { fischer: ct[2] as "D" | "L" };
    const inner = parseNeutral(whole.slice(shift), kind, ium, oxides, transform);
    if (inner.ok || inner.position === undefined) return inner;
    const message = inner.message.replace(/position (\d+)/, (_, n: string) => `position ${Number(n) + shift}`);
    return { ...inner, message, position: inner.position + shift };
  }
  // "rac-" before a name that gives no configuration ("rac-2',4',5,7-tetrahydroxyisoflavan-4-one"): the racemate,
  // whose SMILES is the structure without stereo marks. With descriptors after it (a relative configuration, "rac-
  // (2R,3S)-") the name is left to the refusal below.
  const sideChain = leading?.fischer === undefined ? sideChainSystematic(whole) : null;
  if (sideChain) {
    const inner = parseNeutral(sideChain.name, { ...leading, fischer: sideChain.fischer }, ium, oxides, transform);
    return inner.ok
      ? inner
      : { ...inner, message: `read as "${sideChain.name}": ${inner.message}`, position: undefined };
  }
  const prefixed = leading?.fischer === undefined ? PREFIXED_AMINO_ACID.exec(whole) : null;
  if (prefixed) {
    const parent = SYSTEMATIC_AMINO_ACID[prefixed[3] as string] as string;
    const systematic = `${prefixed[1]}${/^\d/.test(parent) ? "-" : ""}${parent}`;
    const inner = parseNeutral(systematic, { ...leading, fischer: prefixed[2] as "D" | "L" }, ium, oxides, transform);
    return inner.ok ? inner : { ...inner, message: `read as "${systematic}": ${inner.message}`, position: undefined };
  }
  const inner = leading === undefined ? [...whole.matchAll(INNER_CIS_TRANS)] : [];
  if (inner.length === 1 && !ct) {
    const m = inner[0] as RegExpMatchArray;
    const at = m.index as number;
    const rest = whole.slice(0, at) + whole.slice(at + m[0].length);
    const cisTrans = (m[1] as string).toLowerCase() === "cis" ? "cis" : "trans";
    const read = parseNeutral(rest, { cisTrans, inner: true }, ium, oxides, transform);
    if (read.ok || read.position === undefined) return read;
    return { ...read, position: read.position + (read.position > at ? m[0].length : 0) };
  }
  const rac = leading === undefined && ium === undefined && oxides === undefined ? /^rac-/i.exec(whole) : null;
  if (rac && !STEREO.test(whole.slice(rac[0].length)) && !takeDescriptors(whole.slice(rac[0].length))) {
    const shift = rac[0].length;
    const inner = parseNeutral(whole.slice(shift), undefined, undefined, undefined, transform);
    // A configuration the name still carries (a trivial name's own, naringenin's 2S) is not the racemate's.
    if (inner.ok && /[@/\\]/.test(inner.smiles)) {
      return refused("unsupported", `"rac-" before a name that implies a configuration is not read yet`, 0);
    }
    if (inner.ok || inner.position === undefined) return inner;
    const message = inner.message.replace(/position (\d+)/, (_, n: string) => `position ${Number(n) + shift}`);
    return { ...inner, message, position: inner.position + shift };
  }
  // A leading CIP descriptor group ("(2E)-", "(R)-") is read apart and placed on the structure at the end.
  const stereoGroup = takeDescriptors(whole);
  const name = stereoGroup ? stereoGroup.rest : whole;
  const original = (position: number): number =>
    stereoGroup && position >= stereoGroup.at ? position + stereoGroup.length : position;
  if (whole.length === 0) return refused("unreadable", "the name is empty", 0);
  if (whole.length > MAX_NAME_LENGTH) {
    return refused(
      "unsupported",
      `the name is ${whole.length} characters long; the offline parser reads at most ${MAX_NAME_LENGTH}`,
    );
  }
  // A CIP group at the start of a bracketed substituent ("[(1S)-1-hydroxyethyl]") is read by the grammar, and so is
  // the D/L of a bracketed glycosyl group ("(β-D-glucopyranosyloxy)": glycosyl-groups.ts).
  const glycosyls = glycosylSpans(name);
  // The letter's own position: a "D-" first in the bracket ("(D-apio-β-D-furanosyl)") is matched from the bracket.
  const within = (m: RegExpMatchArray, a: number, b: number): boolean => {
    const at = (m.index as number) + (m[3] ?? "").length;
    return at >= a && at < b;
  };
  const stereo = [...name.matchAll(STEREO_ALL)].find(
    (m) =>
      !(m[2] !== undefined && /^[[({]$/.test(m[1] ?? "") && !/RS|SR/.test(m[2])) &&
      !(m[4] !== undefined && /^[DL]$/.test(m[4]) && glycosyls.some(([a, b]) => within(m, a, b))),
  );
  if (stereo) {
    const text = (stereo[2] ?? stereo[4] ?? "").replace(/-$/, "");
    return refused(
      "unsupported",
      `the stereodescriptor "${text}" is not read offline yet (the structure would lose its stereochemistry)`,
      original(stereo.index + (stereo[1] ?? stereo[3] ?? "").length),
    );
  }
  const grammar = new NameGrammar(name);
  let readings: ReturnType<NameGrammar["readings"]>;
  try {
    readings = [...grammar.readings(), ...multiplicativeReadings(name), ...conjunctiveReadings(name)];
  } catch (error) {
    if (error instanceof GrammarBudgetExceeded) {
      return refused("unsupported", "the name has too many possible readings to check them all");
    }
    throw error;
  }
  if (readings.length === 0) {
    const at = original(Math.min(grammar.furthest, name.length));
    const rest = whole.slice(at, at + 30);
    return refused(
      "unreadable",
      at >= whole.length
        ? `the name ends too early: "${whole}" is not a complete name the offline parser reads`
        : `could not read the name from position ${at + 1}: "${rest}"${at + 30 < whole.length ? "…" : ""}`,
      at,
    );
  }
  const structures = new Set<string>();
  let firstError: string | undefined;
  let unsupported = false;
  let placements = 0;
  for (const { reading, descriptors } of readings.flatMap((r) => leadingGroupScopes(r, stereoGroup))) {
    const chooser = new Chooser();
    do {
      if (++placements > MAX_PLACEMENTS) {
        return refused("ambiguous", "the name leaves too many positions open to check every placement: give locants");
      }
      chooser.begin();
      try {
        if (!stereoGroup && leading?.cisTrans === undefined && geometryParent(reading)) {
          throw new NameStructureError(
            `"${geometryParent(reading)}" leaves its double bond's geometry open: write cis-/trans- or (E)/(Z)`,
          );
        }
        const { graph, parentAtoms } = buildReading(reading, chooser, ium, oxides);
        // A functional class word acting on the structure built ("propanal oxime", carbonyl-derivatives.ts).
        transform?.(graph, chooser, parentAtoms);
        checkEsterElements(graph);
        if ((stereoGroup || graph.stereoGroups.length > 0) && leading !== undefined) {
          const what = [leading.cisTrans, leading.fischer].filter(Boolean).join("-/");
          throw new NameStructureError(`${what}- together with CIP descriptors is not read yet`);
        }
        const read =
          stereoGroup || graph.stereoGroups.length > 0
            ? { smiles: placeDescriptors(graph, parentAtoms, descriptors) }
            : leading?.fischer !== undefined
              ? { smiles: placeFischer(graph, leading.fischer, leading.cisTrans) }
              : leading?.cisTrans !== undefined
                ? { smiles: placeCisTrans(graph, leading.cisTrans === "cis", leading.inner) }
                : canonical(graph.toSmiles());
        if ("reason" in read) {
          firstError ??= `the structure is not valid (${read.reason})`;
        } else {
          structures.add(read.smiles);
        }
      } catch (error) {
        if (!(error instanceof NameStructureError)) throw error;
        firstError ??= error.message;
        if (error instanceof UnsupportedStereo) unsupported = true;
      }
      if (structures.size > 1) break;
    } while (chooser.advance());
    if (structures.size > 1) break;
  }
  if (structures.size === 1) return { ok: true, smiles: [...structures][0] as string };
  if (structures.size > 1) {
    const [a, b] = [...structures];
    return refused(
      "ambiguous",
      `the name fits more than one structure (for example ${a} and ${b}): a locant that matters is missing`,
    );
  }
  return refused(unsupported ? "unsupported" : "invalid", firstError ?? "the name describes no valid structure");
}
