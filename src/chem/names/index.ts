/**
 * Reads a systematic chemical name offline: grammar (every reading), structure builder (every placement of
 * what the name leaves unlocanted), then RDKit's canonical SMILES of each. The name is answered only when all
 * readings and placements agree on one structure; otherwise it is refused with the reason. A wrong structure
 * is worse than no answer.
 *
 * The grammar tables are built on the first call (lexicon.ts), not when this module is imported.
 */
import { free, readSmiles } from "../rdkit.ts";
import { Chooser, type Protonation, buildReading } from "./builder.ts";
import { NameStructureError } from "./graph.ts";
import { type PartResult, readComponents } from "./components.ts";
import { readCarbohydrate } from "./carbohydrates.ts";
import { readFunctionalClass } from "./functional.ts";
import { GrammarBudgetExceeded, NameGrammar } from "./grammar.ts";
import { type Isotope, applyIsotopes, takeIsotopes } from "./isotopes.ts";
import { UnsupportedStereo, placeCisTrans, placeDescriptors, takeDescriptors } from "./stereo.ts";

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
  const whole = input.trim().replace(/\s+/g, " ");
  if (whole.length === 0) return refused("unreadable", "the name is empty", 0);
  if (whole.length > MAX_NAME_LENGTH) {
    return refused(
      "unsupported",
      `the name is ${whole.length} characters long; the offline parser reads at most ${MAX_NAME_LENGTH}`,
    );
  }
  return parseAny(whole);
}

/** Several components, salts and functional class names (components.ts, functional.ts), else one substitutive name. */
function parseAny(whole: string): NameResult {
  return (
    readCarbohydrate(whole) ??
    readComponents(whole, parseAny) ??
    readOxide(whole) ??
    readFunctionalClass(whole, parseAny) ??
    parseOne(whole)
  );
}

const OXIDE = /^(\S.*) ((?:\d+[a-z]?|N)(?:,(?:\d+[a-z]?|N))*)-(di|tri)?oxide$/;

/**
 * Amine oxides (IUPAC 2013 P-74.2.1.1): "pyridine 1-oxide", "N,N-dimethylmethanamine N-oxide", "pyrazine
 * 1,4-dioxide": the name before the word, with O- on each N the locants name (builder.ts oxidise). Null when the
 * name has no such last word.
 */
function readOxide(whole: string): NameResult | null {
  const m = OXIDE.exec(whole);
  if (!m) return null;
  const locants = (m[2] as string).split(",");
  const count = m[3] === "di" ? 2 : m[3] === "tri" ? 3 : 1;
  if (locants.length !== count) {
    return refused("invalid", `"${m[2]}-${m[3] ?? ""}oxide": ${locants.length} locant(s) for ${count} oxide(s)`);
  }
  if (new Set(locants).size !== locants.length) return refused("invalid", `"${m[2]}": an oxide locant given twice`);
  return parseNeutral(m[1] as string, undefined, undefined, undefined, locants);
}

/** One substitutive name (or a two-word ester), with its leading CIP descriptors or cis-/trans-; "-ium" cations. */
function parseOne(whole: string, cisTrans?: boolean): NameResult {
  const plain = parseNeutral(whole, cisTrans);
  // "pyridin-1-ium", "pyridinium", "ethanaminium", "1-methylpyridin-1-ium": the name without "ium" (and its
  // locant), with one N of the parent protonated (builder.ts protonate). Tried when the name as written is not read.
  const ium = plain.ok ? null : /^(.*[a-z])(?:-(\d+[a-z]?|N)-)?ium$/.exec(whole);
  if (ium) {
    const charged = parseNeutral(`${ium[1]}e`, cisTrans, { locant: ium[2] ?? null });
    if (charged.ok || charged.reason !== "unreadable") return charged;
  }
  return plain;
}

function parseNeutral(
  whole: string,
  cisTrans?: boolean,
  ium?: Protonation,
  isotopes?: Isotope[],
  oxides?: string[],
): NameResult {
  // "cis-but-2-ene", "trans-1,2-dichloroethene": read apart, placed on the one double bond (stereo.ts).
  const ct = cisTrans === undefined ? /^(cis|trans)-/i.exec(whole) : null;
  if (ct) {
    const shift = ct[0].length;
    const inner = parseNeutral(whole.slice(shift), (ct[1] as string).toLowerCase() === "cis", ium, undefined, oxides);
    if (inner.ok || inner.position === undefined) return inner;
    const message = inner.message.replace(/position (\d+)/, (_, n: string) => `position ${Number(n) + shift}`);
    return { ...inner, message, position: inner.position + shift };
  }
  // A leading isotope descriptor ("(13C)", "(2H6)") is read apart and applied to the built structure (isotopes.ts).
  const iso = cisTrans === undefined && ium === undefined && oxides === undefined ? takeIsotopes(whole) : null;
  if (iso) {
    const inner = parseNeutral(iso.rest, undefined, undefined, iso.isotopes);
    if (inner.ok || inner.position === undefined) return inner;
    const message = inner.message.replace(/position (\d+)/, (_, n: string) => `position ${Number(n) + iso.length}`);
    return { ...inner, message, position: inner.position + iso.length };
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
  // A CIP group at the start of a bracketed substituent ("[(1S)-1-hydroxyethyl]") is read by the grammar.
  const stereo = [...name.matchAll(STEREO_ALL)].find(
    (m) => !(m[2] !== undefined && /^[[({]$/.test(m[1] ?? "") && !/RS|SR/.test(m[2])),
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
    readings = grammar.readings();
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
  for (const reading of readings) {
    const chooser = new Chooser();
    do {
      if (++placements > MAX_PLACEMENTS) {
        return refused("ambiguous", "the name leaves too many positions open to check every placement: give locants");
      }
      chooser.begin();
      try {
        const { graph, parentAtoms } = buildReading(reading, chooser, ium, oxides);
        if (isotopes && reading.kind !== "substitutive") {
          // "(1-14C)ethyl propanoate": the descriptor names the first word's atoms, not the parent's.
          throw new NameStructureError(`an isotope descriptor before an ${reading.kind}'s first word is not read yet`);
        }
        if (isotopes) applyIsotopes(graph, parentAtoms, isotopes, chooser);
        if (stereoGroup && cisTrans !== undefined) {
          throw new NameStructureError("cis-/trans- together with CIP descriptors is not read yet");
        }
        if (graph.stereoGroups.length > 0 && cisTrans !== undefined) {
          throw new NameStructureError("cis-/trans- together with CIP descriptors is not read yet");
        }
        const read =
          stereoGroup || graph.stereoGroups.length > 0
            ? { smiles: placeDescriptors(graph, parentAtoms, stereoGroup?.descriptors ?? []) }
            : cisTrans !== undefined
              ? { smiles: placeCisTrans(graph, cisTrans) }
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
