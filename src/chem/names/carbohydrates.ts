/**
 * Carbohydrate names (IUPAC-IUBMB 1996, "Nomenclature of carbohydrates", cited 2-Carb-n below), read the way
 * OPSIN 2.7.0 reads them: trivial stems (glucose, fructose, fucose …) and systematic ones (a configurational prefix
 * or several, D-glycero-D-gluco-, before tetr/pent/hex/hept/oct/non/dec), -ose, -ulose, -itol, -onic, -uronic and
 * -aric acids with their lactones, esters and amides, the ring forms (-furanose, -pyranose …) with their anomers,
 * glycosides, glycosyl groups, chains and branches of (1->4) links, unsaturation (-en-, -yn-), and the prefixes
 * deoxy, dehydro, anhydro, thio, O-, C-, N- and plain substituents. Words after the sugar: glycosides and esters
 * (a first word), glycosyl halides, phosphates, hydrazones and oximes. The vocabulary is carbohydrate-lexicon.ts's.
 *
 * A sugar is built as its Fischer projection: each chain carbon has a left and a right slot (the ends also a top
 * or bottom one), and a configurational letter says on which side the oxygen is (2-Carb-3). The structure is then
 * written with each centre as "looking from the atom above, left, right, below run anticlockwise", which is the
 * Fischer convention (horizontal bonds towards the viewer), and RDKit canonicalises it. Any stereocentre the name
 * leaves open (beside an anomer it does not give) makes the name refused, so a structure is never answered with
 * stereo missing. Where the name gives a CIP or E/Z descriptor instead (a carbon no configurational prefix covers,
 * a bracketed substituent, a chain double bond), each is written both ways and RDKit's label picks the one meant.
 */
import { stereoTags } from "../structure/stereo.ts";
import { free, readSmiles } from "../rdkit.ts";
import { Chooser, buildSubstituent } from "./builder.ts";
import {
  type Acid,
  CONFIGS,
  SYSTEMATIC,
  type StemPart,
  TRIVIAL,
  apioFuranose,
  expanded,
  readStemPart,
} from "./carbohydrate-lexicon.ts";
import { type Centre, type Neighbour, chiralSmiles } from "./chiral-smiles.ts";
import { multiplied, type PartResult } from "./components.ts";
import { substituentReadings } from "./functional.ts";
import { Graph, NameStructureError, type StereoMarks, readFragment } from "./graph.ts";
import type { Substituent } from "./grammar.ts";
import { isotopeDescriptorAt } from "./isotopes.ts";

type Side = "l" | "r";

/** A centre, and the CIP label the name gives it when its sense is to be chosen by that label (finish). */
type SugarCentre = Centre & { cip?: "R" | "S" };

/** A group built apart (a substituent, a glycosyl) and bonded in through `atom`. */
interface Part {
  graph: Graph;
  atom: number;
  valency: number;
  centres: SugarCentre[];
  /** A glycosyl carries its glycosidic O as its attachment atom: it takes the place of the O it is put on. */
  glycosyl?: { anomeric: number };
}

type Slot =
  | { t: "H"; deoxied?: true }
  | { t: "O"; element: string; sub?: Part; charge?: number; ring?: true; open?: true }
  | { t: "oxo" }
  | { t: "sub"; part: Part }
  /** A bond to a ring O on another carbon (the hemiacetal's, or a lactone's). */
  | { t: "ring"; o: Extract<Slot, { t: "O" }> }
  | { t: "none" };

interface Carbon {
  top?: Slot;
  bottom?: Slot;
  left: Slot;
  right: Slot;
  stereo: boolean;
  /** A CIP descriptor the name gives this carbon: which of its two configurations, RDKit's labeller decides. */
  cip?: "R" | "S";
  /** A ketose's anomeric carbon: in its Fischer projection the ring O is drawn above it and the carbon before it
   * on the side the exocyclic O is not (2-Carb-6.1), so the centre is written from the ring O. */
  ringAbove?: true;
}

class Refusal extends NameStructureError {}

function fail(message: string): never {
  throw new Refusal(message);
}

/** The text with every bracketed part taken out. */
function outsideBrackets(text: string): string {
  let depth = 0;
  let out = "";
  for (const ch of text) {
    if ("([{".includes(ch)) depth++;
    else if (")]}".includes(ch)) depth--;
    else if (depth === 0) out += ch;
  }
  return out;
}

/** Splits at hyphens outside brackets. */
function segments(text: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i] as string;
    if ("([{".includes(ch)) depth++;
    else if (")]}".includes(ch)) depth--;
    else if (ch === "-" && depth === 0 && text[i + 1] !== ">") {
      out.push(text.slice(start, i));
      start = i + 1;
    }
  }
  out.push(text.slice(start));
  return out;
}

const MULTIPLIER: Record<string, number> = { di: 2, tri: 3, tetra: 4, penta: 5, hexa: 6, hepta: 7 };
const MODIFIERS = /^(di|tri|tetra|penta|hexa)?(deoxy|dehydro|thio|seleno|anhydro)$/;
const LOCANTS = /^\d+(?:,\d+)*$/;
const LINK = /^\((\d+)(?:->|→)(\d+)\)$/;

type Prefix =
  | { kind: "deoxy" | "dehydro" | "thio" | "seleno"; at: number }
  /** a double or triple bond from `at` to the next carbon ("2,3-didehydro", "1,1,2,2-tetradehydro") */
  | { kind: "ene" | "yne"; at: number }
  /** "1,5-anhydro": the O of `to` bonded to `at` in place of its OH */
  | { kind: "anhydro"; at: number; to: number }
  | { kind: "sub"; at: number; part: Part; marker: "C" | "plain" }
  | { kind: "O"; at: number; part: Part }
  /** a group on the N of an -onamide or -uronamide ("N,N-dimethyl-L-xylonamide") */
  | { kind: "N"; part: Part }
  /** unlocanted O- groups: "tri-O-acetyl-D-glucal", on every free OH, which must be that many */
  | { kind: "allO"; count: number; part: Part };

interface ConfigItem {
  dl?: "D" | "L";
  word: string;
}

interface SugarWord {
  prefixes: Prefix[];
  configs: ConfigItem[];
  /** The D/L after the stem's own letters (trivial stems), and the anomer with the D/L it refers to. */
  stemDL?: "D" | "L";
  anomer?: { alpha: boolean | null; before: number };
  stem: StemPart;
  /** CIP descriptors written before the name for carbons no configurational prefix covers ("(2R)-2-deoxy-2-phenyl"). */
  cip?: Map<number, "R" | "S">;
  /** E/Z of the chain's double bonds: "(Z)-1,2,3,4,5-penta-O-acetyl-D-erythro-pent-1-enitol". */
  geometry?: { locant: number | null; label: "E" | "Z" }[];
}

/** Reads one group text: a glycosyl (this module) or any substituent the grammar reads, bracketed or not. */
/** Groups the grammar has no token for, as OPSIN fragment SMILES (graph.ts readFragment). */
const OWN_GROUPS: Record<string, string> = { phosphono: "-P(=O)(O)O" };

/** The group's text in lower case but for its CIP descriptors ("[(2S)-chroman-2-yl]") and isotope descriptors
 * ("(18F)fluoro"), which the grammar reads as written. */
function lowered(text: string): string {
  let out = "";
  for (let i = 0; i < text.length; ) {
    const iso = text[i] === "(" ? isotopeDescriptorAt(text, i) : null;
    out += iso ? text.slice(i, iso.end) : (text[i] as string).toLowerCase();
    i = iso ? iso.end : i + 1;
  }
  return out.replace(/\(((?:\d+[a-z]?)?[ezrs](?:,(?:\d+[a-z]?)?[ezrs])*)\)-/g, (m) =>
    m.replace(/[ezrs](?=[,)])/g, (x) => x.toUpperCase()),
  );
}

function groupOf(text: string): Part {
  const own = OWN_GROUPS[text];
  if (own) {
    const fragment = readFragment(own, null);
    const attach = fragment.attach as { atom: number; order: 1 | 2 | 3 };
    return { graph: fragment.graph, atom: attach.atom, valency: attach.order, centres: [] };
  }
  const inner = /^[([{].*[)\]}]$/.test(text) && segmentsBalanced(text.slice(1, -1)) ? text.slice(1, -1) : text;
  const sugar = tryGlycosyl(inner);
  if (sugar) return sugar;
  // "[(R)-1-carboxyethyl]", a glycoside's "(2S)-flavan-7-yl": CIP descriptors on the group's own atoms, placed when
  // the sugar is finished.
  const cip = /^\(((?:\d+)?[EZRS](?:,(?:\d+)?[EZRS])*)\)-/.exec(inner);
  const readings = cip
    ? substituentReadings(lowered(inner.slice(cip[0].length))).flatMap((reading): Substituent[] => {
        if (reading.kind !== "word") return [];
        const stereo = (cip[1] as string).split(",").map((part) => ({
          locant: /^\d+/.exec(part)?.[0] ?? null,
          label: part.slice(-1) as "E" | "Z" | "R" | "S",
        }));
        return [{ ...reading, word: { ...reading.word, stereo } }];
      })
    : [...substituentReadings(lowered(inner))];
  if (inner !== text && !cip) readings.push(...substituentReadings(lowered(text)));
  let chosen: Part | undefined;
  let seen: string | undefined;
  for (const reading of readings) {
    const chooser = new Chooser();
    do {
      chooser.begin();
      let built: ReturnType<typeof buildSubstituent>;
      try {
        built = buildSubstituent(reading, chooser);
      } catch (error) {
        if (error instanceof NameStructureError) continue;
        throw error;
      }
      const probe = built.graph.clone();
      const star = probe.addAtom({ element: "*", aromatic: false, charge: 0, isotope: 0, h: 0, labels: [] });
      probe.bonds.push({ a: built.atom, b: star, order: built.valency as 1 | 2 | 3 });
      const smiles = probe.toSmiles();
      const read = readSmiles(smiles);
      if (!("mol" in read)) continue;
      let canonical: string;
      try {
        canonical = read.mol.get_smiles();
      } finally {
        free(read.mol);
      }
      if (seen !== undefined && seen !== canonical) fail(`"${text}" can be read as more than one group`);
      seen = canonical;
      chosen ??= { graph: built.graph, atom: built.atom, valency: built.valency, centres: [] };
    } while (chooser.advance());
  }
  if (!chosen) fail(`"${text}" is not a group the offline parser reads`);
  return chosen;
}

function segmentsBalanced(text: string): boolean {
  let depth = 0;
  for (const ch of text) {
    if ("([{".includes(ch)) depth++;
    else if (")]}".includes(ch) && --depth < 0) return false;
  }
  return depth === 0;
}

/** A glycosyl group ("beta-D-galactopyranosyl"), with the residues linked to it; null when the text is none. */
function tryGlycosyl(text: string, attached: Prefix[] = []): Part | null {
  let word: SugarWord | null;
  try {
    word = readWord(text);
  } catch (error) {
    if (error instanceof NameStructureError && attached.length === 0) return null;
    throw error;
  }
  if (!word?.stem.suffix.glycosyl) return null;
  return assemble(buildSugar({ ...word, prefixes: [...word.prefixes, ...attached] }, null));
}

function isConfigItem(segment: string): boolean {
  const lower = segment.toLowerCase();
  return (
    ["d", "l", "(+)", "(-)", "aldehydo", "keto"].includes(lower) ||
    /^(alpha|beta|α|β)(,(alpha|beta|α|β))?$/.test(lower) ||
    CONFIGS[lower] !== undefined
  );
}

/** Reads the word's segments: prefixes, configurational items, the stem part. Null when it is no sugar word. */
function readWord(written: string): SugarWord | null {
  const descriptors = /^\(((?:\d+)?[EZRS](?:,(?:\d+)?[EZRS])*)\)-/.exec(written);
  const text = apioFuranose(descriptors ? written.slice(descriptors[0].length) : written);
  // "2-deoxyglucose", "3-Deoxy-D-ribohexose": a modifier run into the word after it is read as its own segment.
  const parts = segments(text).flatMap((p) => {
    const m = /^((?:di|tri|tetra)?deoxy)([a-z].*)$/i.exec(p);
    return m ? [m[1] as string, m[2] as string] : [p];
  });
  // The stem part first, so a name that is no sugar is left to the rest of the parser before any group is read.
  let stemAt = -1;
  for (let k = 0; k < parts.length && stemAt < 0; k++) if (readStemPart(parts.slice(k).join("-"))) stemAt = k;
  if (stemAt < 0) return null;
  let configStart = stemAt;
  while (configStart > 0 && isConfigItem(parts[configStart - 1] as string)) configStart--;
  const stemText = parts.slice(stemAt).join("-");
  const stemProbe = readStemPart(stemText) as StemPart;
  if (
    !TRIVIAL[stemProbe.stem] &&
    !stemProbe.glued &&
    !parts.slice(configStart, stemAt).some((p) => CONFIGS[p.toLowerCase()])
  ) {
    return null;
  }
  const prefixes: Prefix[] = [];
  // Glycosyl residues linked to the next residue of the chain (IUPAC condensed order, 2-Carb-37): in
  // "A-(1->3)-B-(1->4)-C" A goes on B and B on C; a bracketed branch goes on the residue after it.
  const pending: Prefix[] = [];
  let j = 0;
  while (j < configStart) {
    const s = parts[j] as string;
    const step = residueStep(parts, j, configStart, pending);
    if (step !== null) {
      j = step;
      continue;
    }
    // "tri-O-acetyl-D-glucal": no locants, the groups on every OH the sugar has left.
    const unlocanted = MULTIPLIER[s.toLowerCase()] ?? (s === "O" ? 1 : undefined);
    if (unlocanted !== undefined && (s === "O" || parts[j + 1] === "O")) {
      const groupText = parts[s === "O" ? j + 1 : j + 2];
      if (groupText !== undefined && !isConfigItem(groupText)) {
        prefixes.push({ kind: "allO", count: unlocanted, part: groupOf(groupText) });
        j += s === "O" ? 2 : 3;
        continue;
      }
    }
    const amideN = /^N(?:,N)*$/.exec(s);
    if (amideN && parts[j + 1] !== undefined) {
      const count = s.split(",").length;
      const option = multiplied((parts[j + 1] as string).toLowerCase()).find(([n]) => n === count);
      if (!option) fail(`"${s}-${parts[j + 1]}": ${count} locants for one group`);
      const part = groupOf(option[1]);
      for (let k = 0; k < count; k++) prefixes.push({ kind: "N", part });
      j += 2;
      continue;
    }
    if (LOCANTS.test(s)) {
      const locants = s.split(",").map(Number);
      const next = parts[j + 1];
      if (next === undefined) return null;
      const mod = MODIFIERS.exec(next.toLowerCase());
      if (mod) {
        const count = mod[1] ? (MULTIPLIER[mod[1]] as number) : 1;
        j += 2;
        const [a, b, c, d] = locants as [number, number, number, number];
        if (mod[2] === "anhydro") {
          if (count !== 1 || locants.length !== 2 || a === b) fail(`"${s}-${next}": anhydro takes two locants`);
          prefixes.push({ kind: "anhydro", at: a, to: b });
          continue;
        }
        if (count !== locants.length) fail(`"${s}-${next}": ${locants.length} locant(s) for ${count}`);
        // Dehydro on two carbons is a double bond between them, on each twice a triple bond (OPSIN's reading).
        if (mod[2] === "dehydro" && count === 2) {
          if (Math.abs(a - b) !== 1) fail(`"${s}-didehydro": the two carbons must be neighbours`);
          prefixes.push({ kind: "ene", at: Math.min(a, b) });
          continue;
        }
        if (mod[2] === "dehydro" && count === 4) {
          if (a !== b || c !== d || Math.abs(a - c) !== 1) fail(`"${s}-tetradehydro" is no triple bond`);
          prefixes.push({ kind: "yne", at: Math.min(a, c) });
          continue;
        }
        if (mod[2] === "dehydro" && count !== 1) fail(`"${s}-${next}" is not read`);
        for (const at of locants) prefixes.push({ kind: mod[2] as "deoxy", at });
        continue;
      }
      let marker: string | undefined;
      let count = 1;
      let groupText: string | undefined;
      const multiplier = MULTIPLIER[next.toLowerCase()];
      if (multiplier && ["O", "C"].includes(parts[j + 2] ?? "")) {
        count = multiplier;
        marker = parts[j + 2];
        groupText = parts[j + 3];
        j += 4;
      } else if (["O", "C", "N"].includes(next)) {
        marker = next;
        groupText = parts[j + 2];
        j += 3;
        // An unbracketed glycosyl: "4-O-beta-D-galactopyranosyl-D-glucopyranose".
        if (marker === "O" && isConfigItem(groupText ?? "")) {
          const end = parts.findIndex((p, k) => k >= j - 1 && k < configStart && /osyl$/i.test(p));
          if (end >= j - 1 && parts.slice(j - 1, end).every(isConfigItem)) {
            groupText = parts.slice(j - 1, end + 1).join("-");
            j = end + 1;
          }
        }
      } else {
        groupText = next;
        j += 2;
        if (locants.length > 1) {
          const option = multiplied(next.toLowerCase()).find(([n]) => n === locants.length);
          if (!option) fail(`"${s}-${next}": ${locants.length} locants for one group`);
          count = option[0];
          groupText = option[1];
        }
      }
      if (marker === "N") fail("N-substitution in a sugar name is not read yet");
      if (groupText === undefined) return null;
      if (count !== locants.length) fail(`"${s}": ${locants.length} locant(s) for ${count} group(s)`);
      const part = groupOf(groupText);
      for (const at of locants) {
        prefixes.push(
          marker === "O" ? { kind: "O", at, part } : { kind: "sub", at, part, marker: marker === "C" ? "C" : "plain" },
        );
      }
      continue;
    }
    break;
  }
  prefixes.push(...pending);
  // Configurational items, the anomer, then the stem part.
  const configs: ConfigItem[] = [];
  let anomer: SugarWord["anomer"];
  let pendingDL: "D" | "L" | undefined;
  if (j !== configStart) return null;
  for (; j < stemAt; j++) {
    const s = parts[j] as string;
    const lower = s.toLowerCase();
    if (["(+)", "(-)", "aldehydo", "keto"].includes(lower)) continue;
    if (/^(alpha|beta|α|β)(,(alpha|beta|α|β))?$/.test(lower)) {
      if (anomer || pendingDL) return null;
      anomer = { alpha: lower.includes(",") ? null : /^(alpha|α)$/.test(lower), before: configs.length };
      continue;
    }
    if (lower === "d" || lower === "l") {
      if (pendingDL) return null;
      pendingDL = lower === "d" ? "D" : "L";
      continue;
    }
    if (CONFIGS[lower] !== undefined) {
      configs.push(pendingDL ? { dl: pendingDL, word: lower } : { word: lower });
      pendingDL = undefined;
      continue;
    }
    return null;
  }
  const stem = stemProbe;
  if (stem.glued) {
    configs.push(pendingDL ? { dl: pendingDL, word: stem.glued } : { word: stem.glued });
    pendingDL = undefined;
  }
  const word: SugarWord = { prefixes, configs, stem };
  for (const d of (descriptors?.[1] ?? "").split(",").filter((x) => x !== "")) {
    const label = d.slice(-1);
    const locant = d.length > 1 ? Number(d.slice(0, -1)) : null;
    if (label === "E" || label === "Z") {
      word.geometry ??= [];
      word.geometry.push({ locant, label });
    } else {
      if (locant === null) fail(`the descriptor (${d}) needs its locant in a sugar`);
      word.cip ??= new Map();
      word.cip.set(locant, label as "R" | "S");
    }
  }
  if (pendingDL) word.stemDL = pendingDL;
  if (anomer) word.anomer = anomer;
  return word;
}

/**
 * One glycosyl residue with its link at parts[j] (or a bracketed branch of them): the residue is built with the
 * residues waiting in `pending` on it, and then waits itself for the next. Null when parts[j] starts none.
 */
function residueStep(parts: string[], j: number, limit: number, pending: Prefix[]): number | null {
  const s = parts[j] as string;
  const bracketed = /^\[(.*)\]$/.exec(s);
  if (bracketed) {
    // A branch: a chain of its own, whose last residue goes on the residue after the bracket.
    const inner = segments(bracketed[1] as string);
    if (!LINK.test(inner[inner.length - 1] ?? "")) return null;
    const chain: Prefix[] = [];
    let k = 0;
    while (k < inner.length) {
      const next = residueStep(inner, k, inner.length, chain);
      if (next === null) fail(`the branch "${s}" is not a chain of glycosyl residues`);
      k = next;
    }
    pending.push(...chain);
    return j + 1;
  }
  // "(…-non-2-ulopyranosylonic acid)-(2->3)-": a residue in parentheses.
  const parenthesized = /^\((.*)\)$/.exec(s);
  const parenLink = LINK.exec(parts[j + 1] ?? "");
  if (parenthesized && parenLink && j + 1 < limit) {
    pending.splice(0, pending.length, linkPrefix(parenthesized[1] as string, parenLink, pending.splice(0)));
    return j + 2;
  }
  // "2-acetamido-2-deoxy-alpha-D-galactopyranosyl-(1->3)-": the prefixes before a residue are its own.
  const linkAt = parts.findIndex((p, k) => k > j && k < limit && LINK.test(p));
  if (linkAt > j && /osyl$/i.test(parts[linkAt - 1] ?? "")) {
    const link = LINK.exec(parts[linkAt] as string) as RegExpExecArray;
    const residue = linkPrefix(parts.slice(j, linkAt).join("-"), link, pending.splice(0));
    pending.push(residue);
    return linkAt + 1;
  }
  return null;
}

function linkPrefix(text: string, link: RegExpExecArray, attached: Prefix[]): Prefix {
  const part = tryGlycosyl(text, attached);
  if (!part?.glycosyl) fail(`"${text}" is not a glycosyl group the offline parser reads`);
  if (part.glycosyl.anomeric !== Number(link[1])) {
    fail(`"${text}-(${link[1]}->${link[2]})": the link does not start at the anomeric carbon`);
  }
  return { kind: "O", at: Number(link[2]), part };
}

/** The sugar of a word as its Fischer projection (before assembly), with the atoms the other words act on. */
interface Sugar {
  chain: Carbon[];
  /** The order of each chain bond, C1-C2 first. */
  orders: number[];
  /** The E/Z the name gives chain double bonds (`at`: the locant of the bond's first carbon). */
  geometry: { at: number; label: "E" | "Z" }[];
  /** The anomeric carbon's exocyclic O (glycosides, glycosyls). */
  exo?: Extract<Slot, { t: "O" }>;
  /** The acid groups' O (esters). */
  acids: Extract<Slot, { t: "O" }>[];
  anomeric?: number;
  /** Centres left unspecified on purpose (an anomer the name does not give): chain indices. */
  open: number[];
  glycosyl: boolean;
}

const OH = (): Extract<Slot, { t: "O" }> => ({ t: "O", element: "O" });

function mirror(letters: string): string {
  return [...letters].map((c) => (c === "r" ? "l" : c === "l" ? "r" : c)).join("");
}

/** Chain indices of the carbons RDKit finds to be stereocentres (specified or not) in the assembled sugar. */
function possibleCentres(part: Part): Set<number> {
  const read = readSmiles(part.graph.toSmiles());
  if (!("mol" in read)) fail(`the structure is not valid (${read.reason})`);
  try {
    const order = part.graph.lastOrder;
    // The chain's carbons are the graph's first atoms (assemble), so a graph index below the chain length is a
    // chain index.
    return new Set([...stereoTags(read.mol).atoms.keys()].map((index) => order[index] as number));
  } finally {
    free(read.mol);
  }
}

/** `probe`: built without configuration, only to ask which carbons are centres. */
function buildSugar(word: SugarWord, firstWord: "alkyl" | null, probe = false): Sugar {
  const { stem, prefixes } = word;
  const trivial = TRIVIAL[stem.stem];
  const n = trivial ? trivial.pattern.length + 2 : (SYSTEMATIC[stem.stem] as number);
  if (trivial && (word.configs.length > 0 || stem.ulose.length > 0 || stem.dialdose)) {
    fail("a trivial sugar stem takes no configurational prefix or -ulose");
  }
  if (!trivial && word.stemDL) fail("D/L must come before a configurational prefix");
  if (!trivial && word.configs.length === 0) fail("a systematic sugar stem needs a configurational prefix");
  const ketoses = trivial ? [...trivial.pattern].flatMap((c, k) => (c === "k" ? [k + 2] : [])) : stem.ulose;
  const suffix = stem.suffix;
  if (suffix.ketose && ketoses.length === 0) fail("-osonic acid is the acid of a ketose");
  if (stem.ring && suffix.ring === "forbidden") fail("this suffix has no ring form");
  if (!stem.ring && suffix.ring === "required") fail("a glycoside or glycosyl needs its ring size");
  if (ketoses.length > 0 && (suffix.alditol || (suffix.first && !suffix.ketose))) {
    fail("a ketose has no -itol or -onic acid");
  }
  const keto = new Set<number>(ketoses);
  if (suffix.keto !== undefined) keto.add(suffix.keto);
  for (const p of prefixes) if (p.kind === "dehydro") keto.add(p.at);
  for (const k of keto) if (k < 2 || k >= n) fail(`no carbonyl can be at position ${k} of the chain`);
  const aldose = ketoses.length === 0;
  const anomeric = stem.ring ? (stem.ringFrom ?? (aldose ? 1 : (ketoses[0] as number))) : undefined;
  if (stem.ring && ketoses.length > 1 && stem.ringFrom === undefined) fail("the ring of a diulose needs its locants");
  if (anomeric !== undefined && (aldose ? anomeric !== 1 : !ketoses.includes(anomeric))) {
    fail(`carbon ${anomeric} is not the carbonyl the ring is formed from`);
  }
  if (stem.dialdose && (suffix.first || suffix.last || suffix.alditol)) fail("a dialdose has no acid suffix");
  // Carbons 1 … n, top to bottom.
  const chain: Carbon[] = [];
  for (let i = 1; i <= n; i++) {
    if (i === 1) {
      chain.push(
        aldose && !suffix.alditol
          ? { top: { t: "none" }, left: { t: "oxo" }, right: { t: "H" }, stereo: false }
          : { top: { t: "H" }, left: { t: "H" }, right: OH(), stereo: false },
      );
    } else if (i === n) {
      const methyl = trivial?.methyl === true;
      chain.push(
        stem.dialdose
          ? { bottom: { t: "none" }, left: { t: "oxo" }, right: { t: "H" }, stereo: false }
          : { bottom: { t: "H" }, left: { t: "H" }, right: methyl ? { t: "H" } : OH(), stereo: false },
      );
    } else if (keto.has(i)) {
      chain.push({ left: { t: "oxo" }, right: { t: "none" }, stereo: false });
    } else if (trivial?.pattern[i - 2] === "d") {
      chain.push({ left: { t: "H" }, right: { t: "H" }, stereo: false });
    } else {
      chain.push({ left: { t: "H" }, right: OH(), stereo: false });
    }
  }
  const carbon = (at: number, what: string): Carbon => {
    const c = chain[at - 1];
    if (!c) fail(`${what}: the chain has no carbon ${at}`);
    return c;
  };
  const acids: Extract<Slot, { t: "O" }>[] = [];
  let amideGroups = 0;
  const makeAcid = (at: number, kind: Acid): void => {
    const c = carbon(at, "the acid");
    c.top = at === 1 ? { t: "none" } : undefined;
    c.bottom = at === n ? { t: "none" } : undefined;
    if (kind === "nitrile") {
      const graph = new Graph();
      graph.addAtom({ element: "N", aromatic: false, charge: 0, isotope: 0, h: 0, labels: [] });
      c.left = { t: "sub", part: { graph, atom: 0, valency: 3, centres: [] } };
      c.right = { t: "none" };
      return;
    }
    c.left = { t: "oxo" };
    if (kind === "lactone") {
      const spec = suffix.lactones?.find((l) => l.acid === at);
      if (!spec) fail(`the lactone's locants do not start at the acid carbon ${at}`);
      const from = carbon(spec.from, "the lactone");
      const key = (["left", "right", "top", "bottom"] as const).find((k) => {
        const slot = from[k];
        return slot?.t === "O" && !slot.ring;
      });
      const o = key ? from[key] : undefined;
      if (o?.t !== "O" || Math.abs(spec.from - at) < 2) fail(`carbon ${spec.from} cannot close the lactone`);
      o.ring = true;
      c.right = { t: "ring", o };
      return;
    }
    if (kind === "amide") {
      const onN = prefixes.flatMap((p) => (p.kind === "N" ? [p.part] : []));
      if (onN.length > 2) fail("an amide N takes at most two groups");
      const graph = new Graph();
      graph.addAtom({ element: "N", aromatic: false, charge: 0, isotope: 0, h: 2 - onN.length, labels: [] });
      for (const group of onN) {
        const offset = graph.merge(group.graph);
        graph.bonds.push({ a: 0, b: group.atom + offset, order: 1 });
      }
      c.right = { t: "sub", part: { graph, atom: 0, valency: 1, centres: [] } };
      amideGroups += onN.length;
      return;
    }
    const o: Extract<Slot, { t: "O" }> = kind === "ate" ? { t: "O", element: "O", charge: -1 } : OH();
    c.right = o;
    acids.push(o);
  };
  if (suffix.first) makeAcid(1, suffix.first);
  if (suffix.last) makeAcid(n, suffix.last);
  if (
    amideGroups !== prefixes.filter((p) => p.kind === "N").length ||
    (suffix.first === "amide" && suffix.last === "amide")
  ) {
    if (prefixes.some((p) => p.kind === "N")) fail("N- groups need the one amide of an -onamide or -uronamide");
  }
  if ((suffix.lactones?.length ?? 0) !== (suffix.first === "lactone" ? 1 : 0) + (suffix.last === "lactone" ? 1 : 0)) {
    fail("the lactone's locants do not fit its acid groups");
  }

  // Which carbons take a configurational letter: the chain's inner carbons but carbonyls, and a deoxy carbon
  // only when one group takes the place of its OH (2-amino-2-deoxy-D-glucose: gluco covers C2, 2-Carb-14).
  const deoxy = new Set(prefixes.flatMap((p) => (p.kind === "deoxy" ? [p.at] : [])));
  const subsAt = (at: number): number => prefixes.filter((p) => p.kind === "sub" && p.at === at).length;
  const orders: number[] = new Array<number>(n - 1).fill(1);
  const multiple = (at: number, order: number): void => {
    if (at < 1 || at >= n || (orders[at - 1] as number) !== 1) fail(`no multiple bond can start at carbon ${at}`);
    orders[at - 1] = order;
  };
  for (const at of stem.enes) multiple(at, 2);
  for (const at of stem.ynes) multiple(at, 3);
  for (const p of prefixes) if (p.kind === "ene" || p.kind === "yne") multiple(p.at, p.kind === "ene" ? 2 : 3);
  const unsaturated = (i: number): boolean => (orders[i - 2] ?? 1) > 1 || (orders[i - 1] ?? 1) > 1;
  const configurable: number[] = [];
  for (let i = 2; i < n; i++) {
    if (keto.has(i) || unsaturated(i) || word.cip?.has(i)) continue;
    if (trivial && trivial.pattern[i - 2] === "d") {
      if (deoxy.has(i)) fail(`position ${i} of this sugar is deoxy already`);
      if (subsAt(i) > 0) fail(`a group at the deoxy position ${i} of a trivial sugar is not read yet`);
      continue;
    }
    if (deoxy.has(i)) {
      // One group in the OH's place; or a plain group there and a C- group in the H's place.
      const plain = prefixes.filter((p) => p.kind === "sub" && p.at === i && p.marker === "plain").length;
      if (!(subsAt(i) === 1 || (subsAt(i) === 2 && plain === 1))) continue;
    }
    configurable.push(i);
  }
  // A C- branch can make its carbon no centre at all (3-C-(hydroxymethyl)-glycero-tetrose, apiose: two CH2OH):
  // such a carbon takes no letter. Which ones are centres, RDKit says of the structure built without stereo.
  const branched = configurable.filter(
    (i) => !deoxy.has(i) && prefixes.some((p) => p.kind === "sub" && p.at === i && p.marker === "C"),
  );
  if (branched.length > 0 && !probe) {
    const centres = possibleCentres(assemble(buildSugar(word, firstWord, true)));
    for (const i of branched) if (!centres.has(i - 1)) configurable.splice(configurable.indexOf(i), 1);
  }
  // The letters: a trivial stem's by position; systematic prefixes cover the centres four at a time from C-2, the
  // prefix next to the stem the lowest ones (2-Carb-8.3).
  const letters = new Map<number, Side>();
  let referenceDL: "D" | "L" | undefined;
  if (probe) {
    // no letters: only which carbons are centres is asked
  } else if (trivial) {
    const dl = word.stemDL ?? trivial.natural;
    referenceDL = dl;
    const pattern = dl === "L" ? mirror(trivial.pattern) : trivial.pattern;
    for (const i of configurable) letters.set(i, pattern[i - 2] as Side);
  } else {
    const sequence: Side[] = [];
    for (const item of [...word.configs].reverse()) {
      const base = CONFIGS[item.word] as string;
      if (!item.dl) fail(`"${item.word}" needs D- or L- here`);
      sequence.push(...([...(item.dl === "L" ? mirror(base) : base)] as Side[]));
    }
    if (sequence.length !== configurable.length) {
      fail(
        `the configurational prefixes give ${sequence.length} centre(s), the chain has ${configurable.length} to configure`,
      );
    }
    configurable.forEach((i, k) => {
      letters.set(i, sequence[k] as Side);
    });
    const last = word.configs[word.configs.length - 1] as ConfigItem;
    referenceDL = last.dl;
    if (word.anomer && word.anomer.before !== word.configs.length - 1) {
      fail("the anomer goes just before the last configurational prefix");
    }
  }
  for (const [i, side] of letters) {
    const c = chain[i - 1] as Carbon;
    const o = c.right;
    c.left = side === "l" ? o : { t: "H" };
    c.right = side === "r" ? o : { t: "H" };
    c.stereo = true;
  }

  // The ring (2-Carb-6): the O of carbon anomeric + size - 2 bonds the anomeric carbon.
  const open: number[] = [];
  let exo: Extract<Slot, { t: "O" }> | undefined;
  if (anomeric !== undefined && stem.ring !== undefined) {
    const closing = anomeric + stem.ring - 2;
    const closer = carbon(closing, "the ring");
    // An acid carbon's OH closes no hemiacetal ring.
    const acidCarbon = [closer.left, closer.right].some((s) => s.t === "oxo");
    const ringO = acidCarbon
      ? undefined
      : [closer.left, closer.right, closer.bottom].find((s) => s?.t === "O" && !s.sub && !s.charge && !s.ring);
    if (ringO?.t !== "O") fail(`carbon ${closing} has no OH to close the ring`);
    ringO.ring = true;
    exo = OH();
    const c = chain[anomeric - 1] as Carbon;
    const alpha = word.anomer?.alpha;
    if (alpha === undefined || alpha === null) {
      open.push(anomeric - 1);
    } else if (!referenceDL && !probe) {
      fail("an anomer needs D- or L-");
    }
    // α: the anomeric O on the side of the reference atom's O in the Fischer projection (2-Carb-6.2): right in D.
    const exoSide: Side = (alpha === true) === (referenceDL !== "L") ? "r" : "l";
    if (aldose) {
      c.top = { t: "ring", o: ringO };
      c.left = exoSide === "l" ? exo : { t: "H" };
      c.right = exoSide === "r" ? exo : { t: "H" };
    } else {
      c.left = exoSide === "l" ? exo : { t: "ring", o: ringO };
      c.right = exoSide === "r" ? exo : { t: "ring", o: ringO };
      c.ringAbove = true;
    }
    c.stereo = !probe && alpha !== undefined && alpha !== null;
  } else if (word.anomer) {
    fail("an anomer is given for an open chain");
  }

  // Anhydro: the O of one carbon bonded to the other in the place of its OH (1,5-anhydro-D-glucitol).
  // The anomeric carbon gives its exocyclic O (1,6-anhydro-beta-D-glucopyranose: O6 bonded to C1 in its place).
  const freeO = (c: Carbon, at: number): "top" | "left" | "right" | "bottom" | undefined =>
    (["top", "left", "right", "bottom"] as const).find((k) => {
      const slot = c[k];
      return slot?.t === "O" && !slot.ring && !slot.sub && !slot.charge && (slot !== exo || at === anomeric);
    });
  for (const p of prefixes) {
    if (p.kind !== "anhydro") continue;
    const from = carbon(p.at, "anhydro");
    const to = carbon(p.to, "anhydro");
    const fromKey = freeO(from, p.at);
    const toKey = freeO(to, -1);
    if (!fromKey || !toKey || Math.abs(p.at - p.to) < 2) fail(`carbons ${p.at} and ${p.to} cannot form an anhydride`);
    const o = to[toKey] as Extract<Slot, { t: "O" }>;
    o.ring = true;
    // The anomeric O taken by the bridge is no longer there for a glycoside's group or a glycosyl's link.
    if (from[fromKey] === exo) exo = undefined;
    from[fromKey] = { t: "ring", o };
  }
  // Prefixes: deoxy first, then the groups in the order written.
  const slotsOf = (c: Carbon): ("top" | "left" | "right" | "bottom")[] =>
    (["top", "left", "right", "bottom"] as const).filter((k) => c[k] !== undefined);
  for (const p of prefixes) {
    if (p.kind !== "deoxy") continue;
    const c = carbon(p.at, "deoxy");
    const key = slotsOf(c).find((k) => {
      const s = c[k];
      return s?.t === "O" && !s.ring && s !== exo;
    });
    if (!key) fail(`carbon ${p.at} has no OH for "deoxy"`);
    c[key] = { t: "H", deoxied: true };
  }
  // Plain groups before C- groups: on a deoxy carbon the plain one takes the OH's place, the C- one the H's
  // ("3-C-methyl-3-nitro-3-deoxy").
  const ordered = [
    ...prefixes.filter((p) => !(p.kind === "sub" && p.marker === "C")),
    ...prefixes.filter((p) => p.kind === "sub" && p.marker === "C"),
  ];
  for (const p of ordered) {
    if (p.kind === "deoxy" || p.kind === "dehydro" || p.kind === "N" || p.kind === "allO") continue;
    const c = carbon(p.at, p.kind);
    if (p.kind === "thio" || p.kind === "seleno") {
      const key = slotsOf(c).find((k) => c[k]?.t === "O");
      const s = key ? c[key] : undefined;
      if (s?.t !== "O" || s.element !== "O") fail(`carbon ${p.at} has no O to replace by ${p.kind}`);
      s.element = p.kind === "thio" ? "S" : "Se";
      continue;
    }
    if (p.kind === "O") {
      const key = slotsOf(c).find((k) => {
        const s = c[k];
        return s?.t === "O" && !s.ring && !s.sub && !s.charge;
      });
      const s = key ? c[key] : undefined;
      if (!key || !s || s.t !== "O") fail(`carbon ${p.at} has no OH to substitute`);
      if (p.part.glycosyl) {
        if (s.element !== "O") fail("a glycosyl on a thio group is not read yet");
        c[key] = { t: "sub", part: p.part };
      } else {
        s.sub = p.part;
      }
      continue;
    }
    if (p.kind !== "sub") continue;
    // A group on the carbon: in the place of the OH a deoxy took away, else of a hydrogen.
    const keys = slotsOf(c);
    const free = keys.filter((k) => c[k]?.t === "H");
    const deoxied = free.find((k) => (c[k] as { deoxied?: true }).deoxied);
    const first = deoxied ?? free[0];
    if (first === undefined || free.length < p.part.valency) fail(`carbon ${p.at} has no hydrogen left for the group`);
    if (c.stereo && deoxied === undefined && free.length !== 1) fail(`carbon ${p.at}: the group's side is not given`);
    c[first] = { t: "sub", part: p.part };
    for (const k of free.filter((x) => x !== first).slice(0, p.part.valency - 1)) c[k] = { t: "none" };
  }
  for (const p of prefixes) {
    if (p.kind !== "allO") continue;
    const free = chain.flatMap((c) =>
      slotsOf(c).flatMap((k) => {
        const slot = c[k];
        // The anomeric O of a glycoside or glycosyl is the aglycone's or the link's, an acid's OH no O- position.
        const taken = slot === exo && (suffix.glycoside || suffix.glycosyl);
        return slot?.t === "O" && slot.element === "O" && !slot.ring && !slot.sub && !slot.charge && !taken
          ? acids.includes(slot)
            ? []
            : [slot]
          : [];
      }),
    );
    if (free.length !== p.count) {
      fail(`${p.count} unlocanted O- group(s) for the ${free.length} OH group(s) the sugar has: give their locants`);
    }
    for (const slot of free) slot.sub = p.part;
  }
  if (firstWord === "alkyl" && !suffix.glycoside && acids.length === 0) {
    fail("the first word needs a glycoside or an ester to go on");
  }
  // A double or triple bond takes one or two hydrogens from each of its carbons, which then are no centres.
  orders.forEach((order, k) => {
    for (const c of [chain[k] as Carbon, chain[k + 1] as Carbon]) {
      let left = order - 1;
      for (const key of ["top", "left", "right", "bottom"] as const) {
        if (left > 0 && c[key]?.t === "H") {
          c[key] = { t: "none" };
          left--;
        }
      }
      if (left > 0) fail(`carbon ${chain.indexOf(c) + 1} has no hydrogen left for the multiple bond`);
      if (c.stereo && order > 1) {
        if (chain.indexOf(c) + 1 === anomeric && word.anomer) fail("an anomer on an unsaturated carbon");
        c.stereo = false;
      }
    }
  });
  if (anomeric !== undefined && unsaturated(anomeric) && open.includes(anomeric - 1)) {
    open.splice(open.indexOf(anomeric - 1), 1);
  }
  for (const [at, label] of word.cip ?? []) {
    const c = carbon(at, `the descriptor ${at}${label}`);
    if (c.stereo || at === anomeric || unsaturated(at)) fail(`carbon ${at} takes no CIP descriptor here`);
    if (!probe) {
      c.stereo = true;
      c.cip = label;
    }
  }
  if (suffix.glycosyl && exo) exo.open = true;
  const geometry = (word.geometry ?? []).map(({ locant, label }) => {
    const doubles = orders.flatMap((o, k) => (o === 2 ? [k + 1] : []));
    const at = locant ?? (doubles.length === 1 ? (doubles[0] as number) : -1);
    if (!doubles.includes(at)) fail(`(${locant ?? ""}${label}): no double bond of the chain there`);
    return { at, label };
  });
  const sugar: Sugar = { chain, orders, geometry, acids, open, glycosyl: suffix.glycosyl === true };
  if (exo) sugar.exo = exo;
  if (anomeric !== undefined) sugar.anomeric = anomeric;
  return sugar;
}

/**
 * The double bond an E/Z of a bracketed substituent names ("6-O-[(E)-3-(4-hydroxyphenyl)prop-2-enoyl]"): among the
 * group's atoms, the one from the atom with its locant to the next, or without a locant its one double bond whose
 * ends each have another neighbour.
 */
function groupDoubleBond(graph: Graph, atoms: number[], locant: string | null): { a: number; b: number } {
  const inGroup = new Set(atoms);
  const others = (x: number, not: number): number => graph.neighbours(x).filter((y) => y !== not).length;
  const label = (x: number, l: string): boolean => graph.atoms[x]?.labels.includes(l) ?? false;
  const next = locant === null ? null : String(Number.parseInt(locant, 10) + 1);
  const found = graph.bonds.filter(
    (b) =>
      b.order === 2 &&
      inGroup.has(b.a) &&
      inGroup.has(b.b) &&
      others(b.a, b.b) > 0 &&
      others(b.b, b.a) > 0 &&
      (locant === null ||
        (label(b.a, locant) && label(b.b, next as string)) ||
        (label(b.b, locant) && label(b.a, next as string))),
  );
  if (found.length !== 1) fail(`the descriptor ${locant ?? ""}E/Z names no one double bond of its group`);
  return found[0] as { a: number; b: number };
}

type Assembled = Part & {
  /** Centres the name leaves open on purpose (an anomer it does not give). */
  unspecified: number[];
  /** Double bonds whose E/Z the name gives: written both ways, RDKit's label keeps one (finish). */
  geometry: { a: number; b: number; label: "E" | "Z" }[];
};

/** The sugar's graph and centres; a glycosyl's attachment atom is its glycosidic O. */
function assemble(sugar: Sugar): Assembled {
  const graph = new Graph();
  const centres: SugarCentre[] = [];
  const atom = (element: string, h: number, charge = 0): number =>
    graph.addAtom({ element, aromatic: false, charge, isotope: 0, h, labels: [] });
  const carbons = sugar.chain.map(() => atom("C", 0));
  for (let i = 1; i < carbons.length; i++) {
    const order = (sugar.orders[i - 1] ?? 1) as 1 | 2 | 3;
    graph.bonds.push({ a: carbons[i - 1] as number, b: carbons[i] as number, order });
  }
  let exoAtom: number | undefined;
  /** The atom of each ring O slot; the ring bonds to them are made once every slot has its atom. */
  const ringAtoms = new Map<Slot, number>();
  const pending: { k: number; column: number; o: Slot }[] = [];
  const placed: (number | "H" | null)[][] = [];
  const bondPart = (to: number, part: Part, order: number): number => {
    const offset = graph.merge(part.graph);
    for (const centre of part.centres) {
      centres.push({
        ...centre,
        atom: centre.atom + offset,
        around: centre.around.map((x) => (x === "H" ? x : x + offset)) as Centre["around"],
      });
    }
    graph.bonds.push({ a: to, b: part.atom + offset, order: order as 1 | 2 | 3 });
    return part.atom + offset;
  };
  sugar.chain.forEach((c, k) => {
    const cAtom = carbons[k] as number;
    const slotAtom = (slot: Slot | undefined, column: number): number | "H" | null => {
      if (slot === undefined || slot.t === "none") return null;
      if (slot.t === "H") {
        (graph.atoms[cAtom] as { h: number }).h++;
        return "H";
      }
      if (slot.t === "oxo") {
        const o = atom("O", 0);
        graph.bonds.push({ a: cAtom, b: o, order: 2 });
        return o;
      }
      if (slot.t === "sub") return bondPart(cAtom, slot.part, slot.part.valency);
      if (slot.t === "ring") {
        pending.push({ k, column, o: slot.o });
        return -1; // filled in once the ring O exists
      }
      const bare = !slot.sub && !slot.charge && !slot.ring && !slot.open;
      const o = atom(slot.element, bare ? 1 : 0, slot.charge ?? 0);
      graph.bonds.push({ a: cAtom, b: o, order: 1 });
      if (slot.sub) bondPart(o, slot.sub, 1);
      if (slot.ring) ringAtoms.set(slot, o);
      if (slot === sugar.exo) exoAtom = o;
      return o;
    };
    placed.push([slotAtom(c.top, 0), slotAtom(c.left, 1), slotAtom(c.right, 2), slotAtom(c.bottom, 3)]);
  });
  const ringOf = new Map<number, number>();
  for (const { k, column, o } of pending) {
    const at = ringAtoms.get(o);
    if (at === undefined) fail("the ring has no oxygen");
    graph.bonds.push({ a: carbons[k] as number, b: at, order: 1 });
    (placed[k] as (number | "H" | null)[])[column] = at;
    ringOf.set(k, at);
  }
  sugar.chain.forEach((c, k) => {
    if (!c.stereo) return;
    const [top, left, right, bottom] = placed[k] as (number | "H" | null)[];
    const up = k === 0 ? top : carbons[k - 1];
    const down = k === carbons.length - 1 ? bottom : carbons[k + 1];
    if (up == null || down == null || left == null || right == null) fail("a stereocentre lost a neighbour");
    if (c.ringAbove) {
      // The ring O above, the carbon before it in the ring O's side slot.
      const ringO = ringOf.get(k) as number;
      const swap = (x: number | "H"): number | "H" => (x === ringO ? up : x);
      centres.push({ atom: carbons[k] as number, around: [ringO, swap(left), swap(right), down] });
      return;
    }
    centres.push({ atom: carbons[k] as number, around: [up, left, right, down], ...(c.cip ? { cip: c.cip } : {}) });
  });
  // CIP descriptors of bracketed substituents ("3-O-[(R)-1-carboxyethyl]"): each on its substituent's atom with
  // that locant, in either sense until finish() picks the labelled one. Taken off the graph so that a glycosyl
  // carrying them is not read twice in the sugar it goes on.
  const groupGeometry: Assembled["geometry"] = [];
  for (const group of graph.stereoGroups.splice(0)) {
    for (const d of group.descriptors) {
      if (d.label === "E" || d.label === "Z") {
        groupGeometry.push({ ...groupDoubleBond(graph, group.atoms, d.locant), label: d.label });
        continue;
      }
      // Unlocanted: the group's one atom with four neighbours, at most one of them H (RDKit's label then checks it).
      const found = group.atoms.filter((a) =>
        d.locant !== null
          ? graph.atoms[a]?.labels.includes(d.locant)
          : (graph.atoms[a]?.h ?? 0) <= 1 && graph.neighbours(a).length + (graph.atoms[a]?.h ?? 0) === 4,
      );
      if (found.length !== 1) fail(`the stereodescriptor ${d.locant ?? ""}${d.label} names no one atom of its group`);
      const at = found[0] as number;
      const around: Neighbour[] = [...graph.neighbours(at)];
      if ((graph.atoms[at]?.h ?? 0) === 1) around.push("H");
      if (around.length !== 4) fail(`the atom of ${d.locant}${d.label} is no stereocentre`);
      centres.push({ atom: at, around: around as Centre["around"], cip: d.label });
    }
  }
  const part: Assembled = {
    graph,
    atom: exoAtom ?? -1,
    valency: 1,
    centres,
    unspecified: sugar.open.map((k) => carbons[k] as number),
    geometry: [
      ...sugar.geometry.map(({ at, label }) => ({
        a: carbons[at - 1] as number,
        b: carbons[at] as number,
        label,
      })),
      ...groupGeometry,
    ],
  };
  if (sugar.glycosyl) {
    if (exoAtom === undefined || sugar.anomeric === undefined) fail("a glycosyl needs its anomeric O");
    part.glycosyl = { anomeric: sugar.anomeric };
  }
  return part;
}

function refuse(reason: "ambiguous" | "invalid" | "unsupported", message: string): PartResult {
  return { ok: false, reason, message };
}

/** The SMILES of an assembled sugar, refused when RDKit finds a stereocentre the name leaves open. */
function finish(part: Assembled): PartResult {
  const answers = new Set<string>();
  let firstRefusal: PartResult | undefined;
  const labelledAt = part.centres.flatMap((c, k) => (c.cip ? [k] : []));
  const elements = labelledAt.length + part.geometry.length;
  if (elements > 8) return refuse("unsupported", "more than 8 CIP descriptors in a sugar are not read yet");
  // Each CIP-given centre and E/Z double bond written both ways (2^k); RDKit's labels pick the one the name means.
  for (let mask = 0; mask < 1 << elements; mask++) {
    const centres: SugarCentre[] = part.centres.map((c) => ({ ...c, around: [...c.around] as Centre["around"] }));
    labelledAt.forEach((k, bit) => {
      if (mask & (1 << bit)) {
        const around = (centres[k] as Centre).around;
        [around[1], around[2]] = [around[2], around[1]];
      }
    });
    const bonds = part.geometry.map((g, k) => ({ a: g.a, b: g.b, cis: (mask & (1 << (labelledAt.length + k))) !== 0 }));
    const result = labelled(part, centres, bonds);
    if (result.ok) answers.add(result.smiles);
    else firstRefusal ??= result;
  }
  if (answers.size === 1) return { ok: true, smiles: [...answers][0] as string };
  if (answers.size > 1) return refuse("ambiguous", "the CIP descriptors fit more than one structure");
  return firstRefusal ?? refuse("invalid", "the name describes no valid structure");
}

/** The structure with these centres, refused when RDKit finds a centre the name leaves open or a CIP label unmet. */
function labelled(part: Assembled, centres: SugarCentre[], bonds: StereoMarks["doubleBonds"]): PartResult {
  const smiles = chiralSmiles(part.graph, centres, bonds);
  const read = readSmiles(smiles);
  if (!("mol" in read)) return refuse("invalid", `the structure is not valid (${read.reason})`);
  try {
    const { atoms, bonds: bondLabels } = stereoTags(read.mol);
    // RDKit's atom indices are the written order (graph.lastOrder).
    const order = part.graph.lastOrder;
    const labelOf = new Map<number, string>();
    for (const [index, label] of atoms) labelOf.set(order[index] as number, label);
    for (const [atom, label] of labelOf) {
      if (label !== "?") continue;
      if (part.unspecified.includes(atom)) continue;
      return refuse("unsupported", "the name leaves a stereocentre of the sugar open");
    }
    for (const centre of centres) {
      if (centre.cip && labelOf.get(centre.atom) !== centre.cip) {
        return refuse("invalid", `the CIP descriptor ${centre.cip} does not fit its atom`);
      }
    }
    const position = new Map(order.map((atom, k) => [atom, k]));
    for (const g of part.geometry) {
      const [x, y] = [position.get(g.a) as number, position.get(g.b) as number];
      if (bondLabels.get(x < y ? `${x}-${y}` : `${y}-${x}`) !== g.label) {
        return refuse("invalid", `the descriptor ${g.label} does not fit its double bond`);
      }
    }
    return { ok: true, smiles: read.mol.get_smiles() };
  } finally {
    free(read.mol);
  }
}

/** The word's sugar with every configurational prefix given its D/L; both when the name gives none (a meso form). */
function withEnantiomers(word: SugarWord): SugarWord[] {
  if (word.configs.length === 0 || word.configs.some((c) => c.dl)) return [word];
  return (["D", "L"] as const).map((dl) => ({ ...word, configs: word.configs.map((c) => ({ ...c, dl })) }));
}

/** The one structure of every enantiomer reading (a configuration without D/L must be meso to be answered). */
function oneOf(word: SugarWord, build: (word: SugarWord) => PartResult): PartResult {
  const results = withEnantiomers(word).map(build);
  const first = results[0] as PartResult;
  if (!first.ok) return first;
  for (const other of results.slice(1)) {
    if (!other.ok) return other;
    if (other.smiles !== first.smiles) {
      return refuse("ambiguous", "the configurational prefix needs D- or L- (the name fits both enantiomers)");
    }
  }
  return first;
}

/** The class word after a glycosyl: the anomeric O replaced by a halogen, or an ester of an inorganic acid. */
const GLYCOSYL_CLASSES: Record<string, { element?: string; group?: string; replace?: string }> = {
  fluoride: { element: "F" },
  chloride: { element: "Cl" },
  bromide: { element: "Br" },
  iodide: { element: "I" },
  nitrate: { group: "nitro" },
  azide: { replace: "azido" },
};

function slotHolding(sugar: Sugar, slot: Slot): { carbon: Carbon; key: "top" | "left" | "right" | "bottom" } {
  for (const carbon of sugar.chain) {
    for (const key of ["top", "left", "right", "bottom"] as const) if (carbon[key] === slot) return { carbon, key };
  }
  fail("the sugar has no such group");
}

function glycosideOrEster(word: SugarWord, firstText: string): PartResult {
  const first = groupOf(firstText);
  const sugar = buildSugar(word, "alkyl");
  if (word.stem.suffix.glycoside) {
    if (!sugar.exo) fail("a glycoside needs its ring");
    if (sugar.exo.sub) fail("the anomeric O of the glycoside is substituted twice");
    if (first.glycosyl) {
      const { carbon, key } = slotHolding(sugar, sugar.exo);
      carbon[key] = { t: "sub", part: first };
    } else {
      sugar.exo.sub = first;
    }
  } else {
    esterify(sugar, firstText);
  }
  return finish(assemble(sugar));
}

/** An ester's alkyl group on the sugar's one -ate ("methyl … glucopyranosyluronate bromide"). */
function esterify(sugar: Sugar, firstText: string): void {
  const first = groupOf(firstText);
  if (sugar.acids.length !== 1) fail("an ester of a sugar acid with more than one acid group is not read yet");
  const acid = sugar.acids[0] as Extract<Slot, { t: "O" }>;
  if (acid.charge !== -1 || first.glycosyl || acid.sub) fail("the first word of an ester goes on an -ate");
  delete acid.charge;
  acid.sub = first;
}

function glycosylClass(
  word: SugarWord,
  rule: { element?: string; group?: string; replace?: string },
  ester?: string,
): PartResult {
  const sugar = buildSugar(word, ester ? "alkyl" : null);
  if (!sugar.exo) fail("a glycosyl needs its ring");
  if (ester) esterify(sugar, ester);
  if (rule.element) sugar.exo.element = rule.element;
  if (rule.group) {
    delete sugar.exo.open;
    sugar.exo.sub = groupOf(rule.group);
  }
  if (rule.replace) {
    const { carbon, key } = slotHolding(sugar, sugar.exo);
    carbon[key] = { t: "sub", part: groupOf(rule.replace) };
  }
  sugar.glycosyl = false;
  return finish(assemble(sugar));
}

function halfEster(word: SugarWord, at: number, firstText: string): PartResult {
  const sugar = buildSugar(word, "alkyl");
  const n = sugar.chain.length;
  if (sugar.acids.length !== 2 || (at !== 1 && at !== n)) fail(`"${at}-${firstText} hydrogen" needs an aldarate`);
  const [esterO, freeO] = (at === 1 ? sugar.acids : [...sugar.acids].reverse()) as [
    Extract<Slot, { t: "O" }>,
    Extract<Slot, { t: "O" }>,
  ];
  if (esterO.sub) fail("the ester's acid group is substituted twice");
  delete esterO.charge;
  delete freeO.charge;
  esterO.sub = groupOf(firstText);
  return finish(assemble(sugar));
}

/** Carbonyl derivatives named by a second word (P-68.3.1.1.2): the =O replaced by =N-R, as OPSIN fragments. */
const CARBONYL_DERIVATIVES: Record<string, string> = {
  phenylhydrazone: "=NNc1ccccc1",
  hydrazone: "=NN",
  oxime: "=NO",
};

function carbonylDerivative(word: SugarWord, fragment: string, count: number): PartResult {
  const sugar = buildSugar(word, null);
  const carbonyls: { carbon: Carbon; key: "left" | "right" }[] = [];
  for (const carbon of sugar.chain) {
    // An acid's C=O is no carbonyl of this kind (its other slot is an O or N group).
    const acid = [carbon.left, carbon.right].some((x) => x.t === "O" || x.t === "sub" || x.t === "ring");
    for (const key of ["left", "right"] as const) if (carbon[key].t === "oxo" && !acid) carbonyls.push({ carbon, key });
  }
  if (carbonyls.length !== count) {
    fail(`the sugar has ${carbonyls.length} carbonyl group(s), the name derives ${count}`);
  }
  for (const { carbon, key } of carbonyls) {
    const read = readFragment(fragment, null);
    const attach = read.attach as { atom: number; order: 1 | 2 | 3 };
    carbon[key] = { t: "sub", part: { graph: read.graph, atom: attach.atom, valency: attach.order, centres: [] } };
  }
  return finish(assemble(sugar));
}

/** "dimethyl acetal", "diethyl dithioacetal", "diethyl mercaptal" (the older dithioacetal): the element of both atoms. */
const SUGAR_ACETAL = /^(acetal|ketal|dithioacetal|dithioketal|mercaptal)$/;

/**
 * "D-glucose diethyl mercaptal", "D-fructose dimethyl ketal": the open chain's one aldehyde or ketone C=O made
 * C(XR)2, two of one group (two different ones would make the carbon a centre the name leaves open). "ketal" only
 * on a ketose's C=O; "acetal" on either (IUPAC counts ketals among the acetals).
 */
function sugarAcetal(word: SugarWord, group: string, classWord: string): PartResult {
  const sugar = buildSugar(word, null);
  const carbonyls: Carbon[] = [];
  for (const carbon of sugar.chain) {
    const acid = [carbon.left, carbon.right].some((x) => x.t === "O" || x.t === "sub" || x.t === "ring");
    if ((carbon.left.t === "oxo" || carbon.right.t === "oxo") && !acid) carbonyls.push(carbon);
  }
  if (carbonyls.length !== 1) fail(`the sugar has ${carbonyls.length} carbonyl group(s), "${classWord}" derives one`);
  const carbon = carbonyls[0] as Carbon;
  const keys = ["top", "left", "right", "bottom"] as const;
  const oxo = keys.find((k) => carbon[k]?.t === "oxo");
  const open = keys.filter((k) => carbon[k]?.t === "none");
  if (oxo === undefined || open.length === 0) fail(`"${classWord}": the carbonyl carbon has no place for two groups`);
  // An aldehyde's carbon ends the chain (its top or bottom slot is set); a ketose's C=O is inside it.
  const ketone = carbon.top === undefined && carbon.bottom === undefined;
  if (classWord.endsWith("ketal") && !ketone) fail(`"${classWord}" is read on a ketose's C=O; this is an aldehyde's`);
  const element = classWord === "acetal" || classWord === "ketal" ? "O" : "S";
  for (const key of [oxo, open[0] as (typeof keys)[number]]) carbon[key] = { t: "O", element, sub: groupOf(group) };
  return finish(assemble(sugar));
}

/** "… 6-phosphate": the O at each locant esterified by phosphoric acid (a phosphono group on it). */
function phosphate(word: SugarWord, locants: number[]): PartResult {
  const withPhosphates: SugarWord = {
    ...word,
    prefixes: [...word.prefixes, ...locants.map((at) => ({ kind: "O" as const, at, part: groupOf("phosphono") }))],
  };
  return finish(assemble(buildSugar(withPhosphates, null)));
}

/**
 * Reads a carbohydrate name; null when it is none (the rest of the parser then reads it). One word ("D-glucose",
 * "2-deoxy-D-arabino-hexose", "D-gluconic acid"); a glycoside or ester after its first word ("methyl
 * α-D-glucopyranoside", "methyl D-gluconate"); a glycosyl halide ("… glucopyranosyl bromide"); a sugar phosphate
 * ("D-fructofuranose 6-phosphate").
 */
export function readCarbohydrate(whole: string): PartResult | null {
  try {
    const expansion = expanded(whole);
    if (expansion) return readCarbohydrate(expansion);
    // One word: no space but in "… acid" at its end or inside brackets ("(…-ulopyranosylonic acid)-(2->3)-…").
    const single = /^[^ ]*(?: acid)?$/.test(outsideBrackets(whole))
      ? readWord(whole.replace(/^\(\+\)-|^\(-\)-/, ""))
      : null;
    if (single) {
      if (single.stem.suffix.glycosyl) return null;
      // A glycoside names its aglycone: a first word, or a glycosyl on its anomeric O ("…-(1->1)-…-glucopyranoside").
      return oneOf(single, (w) => {
        const sugar = buildSugar(w, null);
        const aglycone = w.prefixes.some((p) => p.kind === "O" && p.part.glycosyl && p.at === sugar.anomeric);
        if (w.stem.suffix.glycoside && !aglycone) {
          return refuse("invalid", "a glycoside needs its aglycone (the group on its anomeric O) as a first word");
        }
        return finish(assemble(sugar));
      });
    }
    const space = whole.lastIndexOf(" ");
    if (space < 0) return null;
    const head = whole.slice(0, space);
    const tail = whole.slice(space + 1);
    // "D-glucose phenylhydrazone", "D-arabino-hexos-2-ulose bis(phenylhydrazone)": each carbonyl as the derivative.
    const derivative = /^(?:bis\((\w+)\)|(\w+))$/.exec(tail);
    const derivativeName = derivative?.[1] ?? derivative?.[2];
    const replacement = derivativeName ? CARBONYL_DERIVATIVES[derivativeName] : undefined;
    if (replacement) {
      const word = readWord(head);
      if (!word) return null;
      return oneOf(word, (w) => carbonylDerivative(w, replacement, derivative?.[1] ? 2 : 1));
    }
    // "D-glucose diethyl mercaptal": two of one group, then the class word.
    const acetal = SUGAR_ACETAL.test(tail) ? /^(.*) (\S+)$/.exec(head) : null;
    const pair = acetal ? multiplied(acetal[2] as string).find(([n]) => n === 2) : undefined;
    if (acetal && pair) {
      const word = readWord(acetal[1] as string);
      if (!word) return null;
      return oneOf(word, (w) => sugarAcetal(w, pair[1], tail));
    }
    const rule = GLYCOSYL_CLASSES[tail];
    const phosphates = /^(\d+(?:,\d+)*)-(bis)?phosphate$/.exec(tail);
    if (rule || phosphates) {
      // "methyl 2,3,4-tri-O-acetyl-alpha-D-glucopyranosyluronate bromide": an ester word before the glycosyl.
      const ester = rule && / /.test(head) ? head.slice(0, head.indexOf(" ")) : undefined;
      const word = readWord(ester ? head.slice(ester.length + 1) : head);
      if (!word) return null;
      if (rule) {
        if (!word.stem.suffix.glycosyl) return null;
        return oneOf(word, (w) => glycosylClass(w, rule, ester));
      }
      const [, locantText, bis] = phosphates as RegExpExecArray;
      const locants = (locantText as string).split(",").map(Number);
      if (locants.length !== (bis ? 2 : 1)) fail(`"${tail}": the locants do not fit the phosphates`);
      return oneOf(word, (w) => phosphate(w, locants));
    }
    // "1-methyl hydrogen D-galactarate": the one ester of an aldaric acid, the other acid group free.
    const half = /^(\d+)-(\S+) hydrogen (\S+)$/.exec(whole);
    if (half) {
      const word = readWord(half[3] as string);
      if (!word) return null;
      return oneOf(word, (w) => halfEster(w, Number(half[1]), half[2] as string));
    }
    // A glycoside or ester: the first word, then the sugar word (which may hold a space: "… uronic acid").
    const firstSpace = whole.indexOf(" ");
    const word = readWord(whole.slice(firstSpace + 1));
    if (!word) return null;
    const firstText = whole.slice(0, firstSpace);
    try {
      groupOf(firstText);
    } catch (error) {
      if (error instanceof NameStructureError) return null; // not a group this module reads: the rest of the parser may
      throw error;
    }
    return oneOf(word, (w) => glycosideOrEster(w, firstText));
  } catch (error) {
    if (error instanceof Refusal) return refuse("unsupported", error.message);
    if (error instanceof NameStructureError) return refuse("invalid", error.message);
    throw error;
  }
}

/**
 * A glycosyl group on its own ("β-d-glucopyranosyl", "α-l-rhamnopyranosyl-(1→6)-β-d-glucopyranosyl"), for a
 * substituent of another name (glycosyl-groups.ts): its graph, its glycosidic O (the attachment atom, with no
 * hydrogen), its centres and double-bond geometries. Null when the text is no glycosyl, or one whose every centre
 * the name does not fix: an anomer not given, a CIP descriptor or E/Z that only a finished structure could place.
 */
export function glycosylGroup(
  text: string,
): { graph: Graph; atom: number; centres: Centre[]; geometries: StereoMarks["doubleBonds"] } | null {
  let part: Assembled | null;
  try {
    // A trivial name's glycosyl ("β-rutinosyl") as its residues (carbohydrate-lexicon.ts).
    const word = readWord(expanded(text) ?? text);
    if (!word?.stem.suffix.glycosyl) return null;
    part = assemble(buildSugar(word, null));
  } catch (error) {
    if (error instanceof NameStructureError) return null;
    throw error;
  }
  if (!part.glycosyl || part.unspecified.length > 0 || part.centres.some((c) => c.cip)) return null;
  // Every centre fixed: RDKit finds none open with an H on the glycosidic O. A double bond's E/Z is kept only where
  // each end has one neighbour besides the other (a chain CH=CH): then its cis/trans holds wherever the group goes.
  const probe = part.graph.clone();
  (probe.atoms[part.atom] as { h: number }).h = 1;
  const single = (x: number, not: number): boolean => probe.neighbours(x).filter((y) => y !== not).length === 1;
  if (!part.geometry.every((g) => single(g.a, g.b) && single(g.b, g.a))) return null;
  const fits: StereoMarks["doubleBonds"][] = [];
  for (let mask = 0; mask < 1 << part.geometry.length; mask++) {
    const bonds = part.geometry.map((g, k) => ({ a: g.a, b: g.b, cis: (mask & (1 << k)) !== 0 }));
    if (labelled({ ...part, graph: probe }, part.centres, bonds).ok) fits.push(bonds);
  }
  if (fits.length !== 1) return null;
  return {
    graph: part.graph,
    atom: part.atom,
    centres: part.centres,
    geometries: fits[0] as StereoMarks["doubleBonds"],
  };
}
