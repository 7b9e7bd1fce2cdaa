/**
 * The structure builder: turns one reading of a name (grammar.ts) into a molecule graph.
 *
 * Where the name leaves a position open (an unlocanted prefix, suffix or "ene"), the builder asks its
 * `Chooser`, which walks every possible placement in turn; the caller keeps the name only if every
 * placement gives the same structure (ethanol, chlorobenzene) and refuses it otherwise (butanol). Only the
 * placements IUPAC fixes by rule are not enumerated: a terminal suffix (-al, -oic acid, -nitrile, -yl) on a
 * chain sits at C1 (and at both ends when doubled), a retained acid stem's suffix at its listed atoms, and a
 * single unlocanted suffix on a ring of identical atoms (benzene, cycloalkanes) at C1, the numbering's start.
 */
import { placeImpliedStereo } from "./flavonoids.ts";
import { fusionLocants } from "./fusion-numbering.ts";
import { type Fragment, Graph, NameStructureError, readFragment } from "./graph.ts";
import type {
  FusionRing,
  Locants,
  Parent,
  PrefixUse,
  Reading,
  Substituent,
  SuffixUse,
  Unsaturation,
  Word,
} from "./grammar.ts";
import { IUM, editsParent } from "./grammar.ts";
import { type Isotope, applyIsotopes } from "./isotopes.ts";
import { type RingToken, lexicon } from "./lexicon.ts";
import { joinSpiro } from "./spiro.ts";
import { hydroIntoComponents, ketonesIntoComponents } from "./spiro-hydrogen.ts";
import { implicitBrackets } from "./implicit-brackets.ts";
import { checkRemovable, removeAtom, replaceAtom, SKELETON_VALENCE } from "./replacement.ts";
import { type Bridge, attachBridges } from "./bridges.ts";
import { CYCLIC_SUFFIXES, applyCyclicSuffix } from "./cyclic-suffixes.ts";
import { buildRingSystem } from "./von-baeyer.ts";
import { acidOxygensClosed } from "./phosphorus-acids.ts";
import {
  type Monocycle,
  buildBenzoFused,
  buildFusionSystem,
  buildOrthoFused,
  buildHantzschWidman,
  dearomatize,
  defaultHeteroLocants,
  kekulize,
  saturate,
} from "./rings.ts";

/** Walks a tree of choices by re-running the build: each run takes the next combination. */
export class Chooser {
  private decisions: number[] = [];
  private sizes: number[] = [];
  private depth = 0;

  begin(): void {
    this.depth = 0;
    this.sizes = this.sizes.slice(0, 0);
  }

  pick<T>(options: readonly T[]): T {
    if (options.length === 0) throw new NameStructureError("no position is left for a group");
    const k = this.depth++;
    const d = this.decisions[k] ?? 0;
    this.decisions[k] = d;
    this.sizes[k] = options.length;
    return options[d] as T;
  }

  /** Moves to the next combination; false when all were tried. */
  advance(): boolean {
    this.decisions = this.decisions.slice(0, this.depth);
    for (let k = this.depth - 1; k >= 0; k--) {
      const next = (this.decisions[k] as number) + 1;
      if (next < (this.sizes[k] as number)) {
        this.decisions[k] = next;
        this.decisions.length = k + 1;
        return true;
      }
    }
    return false;
  }
}

interface Built {
  graph: Graph;
  /** Attachment atoms of a substituent (yl, oxy …) and their valency. */
  outs: { atom: number; valency: number }[];
  /** Atoms a functional class name acts on (the O of an "-ate"). */
  functional: number[];
  /** The parent's own atoms are the graph's first this many (the atoms stereo locants name). */
  parentAtoms: number;
}

interface ParentFrame {
  graph: Graph;
  skeleton: number[];
  labels: Map<string, number[]>;
  kind: Parent["kind"];
  cyclic: boolean;
  /** A ring of identical, equivalent atoms (benzene, a cycloalkane). */
  homogeneous: boolean;
  ends: number[];
  name: string;
  /** Built without its numbering (a fusion name of three or more rings): no locant can be placed on it. */
  unnumbered?: boolean;
  /** A "group" parent's own attachment (phenyl's C1). */
  attach?: { atom: number; order: 1 | 2 | 3 };
  /** Mancude ring parents: `implied`, how many hydrogens the name may still leave unwritten: the indicated
   * hydrogen until the name places one (indicated, added, or implied by a substituent on a ring NH,
   * "4-methyl-1,2,4-triazole"), and the added hydrogen of each ring ketone when no added hydrogen is written
   * (PubChem's "1H-pyrimidine-2,4-dione", "1,3,7-trimethylpurine-2,6-dione" for pyrimidine-2,4(1H,3H)-dione and
   * caffeine). A substituent on an atom with only its spare valence, and kekulize's odd spare, use them up. */
  mancude?: { implied: number };
  /** A listed ring's NH atoms kept as the name wrote no hydrogen (rings.ts dearomatize, kekulize). */
  keptNH?: number[];
  /** A ring assembly's copies, each `unit` atoms long from atom 0 (buildAssembly). */
  assembly?: { copies: number; unit: number };
}

/**
 * A locanted group on a mancude ring atom that has only its spare valence left (the N of "4-methyl-1,2,4-triazole",
 * "1,2,4-triazol-4-yl") names where the indicated hydrogen is, when the name gives none of its own: 4H.
 */
function claimIndicatedH(frame: ParentFrame, position: number): void {
  const atom = frame.graph.atoms[position];
  if (!frame.mancude || frame.mancude.implied <= 0 || !atom?.spare || atom.h > 0) return;
  saturate(frame.graph, position, "indicated hydrogen");
  frame.mancude.implied -= 1;
}

function fail(message: string): never {
  throw new NameStructureError(message);
}

/** A prefix bound through carbon (alkyl, aryl): "ethylacetate" could be "ethyl acetate" with its space left out. */
function carbonBound(substituent: Substituent): boolean {
  if (editsParent(substituent)) return false;
  if (substituent.kind === "word") return substituent.word.parent.suffixes.some((s) => s.value !== "oxy");
  if (substituent.kind === "built") return substituent.group.graph.atoms[substituent.group.atom]?.element === "C";
  return /^-[Cc]/.test(substituent.token.smiles);
}

export interface BuiltReading {
  graph: Graph;
  /** The main parent's atoms are the graph's first this many. */
  parentAtoms: number;
}

/**
 * "-ium" on the parent (pyridin-1-ium, ethanaminium, 1-methylpyridin-1-ium): one N of the parent, the one the locant
 * names or, without a locant, each N that can take a proton in turn, gains H+ before the prefixes are attached (so
 * "1-methyl" then replaces that H: a quaternary N).
 */
export interface Protonation {
  locant: string | null;
  /** "-uide": a hydride (H-) added at the locant's atom instead of a proton at an N. */
  hydride?: true;
  /** An unlocanted "-ium" on every ring of an assembly, as OPSIN reads "1,1'-dimethyl-4,4'-bipyridinium" (index.ts). */
  each?: true;
  /** "-1,4-diium": a proton at each of these locants ("pyrazine-1,4-diium"). */
  locants?: string[];
  /** "-diaminium": this many protons, each on a different N ("hexane-1,6-diaminium"). */
  count?: number;
  /** "-ide": a proton taken from the locant's atom, one the lambda convention gave more bonds ("5λ7-…-5-ide"). */
  deprotonate?: true;
}

/**
 * Partial esters ("ethyl butanedioate": one alkyl group for two acid groups) are read only where the name accounts for
 * the other acid groups: a cation beside it ("sodium ethyl butanedioate", components.ts salt) or the acid named as
 * such ("succinic acid methyl ester"). Alone, "ethyl succinate" is also the older name of the diester, so it is refused.
 */
let partialEsters = false;

export function withPartialEsters<T>(read: () => T): T {
  const before = partialEsters;
  partialEsters = true;
  try {
    return read();
  } finally {
    partialEsters = before;
  }
}

/**
 * Set while omitted-spaces.ts builds the one-word reading of a name it has split ("ethylacetate" as 2-ethylacetate),
 * to weigh it against the ester; elsewhere such a reading is refused below.
 */
let spacelessAte = false;

/** The words of that refusal, and of applyPrefix's of a run of prefixes, by which omitted-spaces.ts knows them. */
export const SPACELESS_ATE = "could be an ester written without its space";
export const UNDELIMITED_PREFIX = "follows the previous prefix with no hyphen";

export function withSpacelessAte<T>(read: () => T): T {
  const before = spacelessAte;
  spacelessAte = true;
  try {
    return read();
  } finally {
    spacelessAte = before;
  }
}

export function buildReading(
  reading: Reading,
  chooser: Chooser,
  ium?: Protonation,
  oxides?: readonly string[],
): BuiltReading {
  if (ium && reading.kind !== "substitutive") fail(`"-ium" on an ${reading.kind} is not read`);
  if (oxides && reading.kind !== "substitutive") fail(`"oxide" after an ${reading.kind} is not read`);
  if (reading.kind === "substitutive") {
    const first = reading.word.prefixes[0];
    const parent = reading.word.parent;
    // An -ate suffix, or a whole parent written as an anion (carbamate, carbonate: carbonic.ts).
    const anion =
      parent.suffixes.some((s) => s.value === "ate" || s.value === "carboxylate") ||
      (parent.kind === "ring" && parent.suffixes.length === 0 && parent.token.smiles.includes("-]"));
    if (!spacelessAte && anion && first && first.locants === null && carbonBound(first.substituent)) {
      fail(
        `"${first.substituent.name}" before an -ate with no locant ${SPACELESS_ATE} ` +
          `("${first.substituent.name} …ate") or a substituent on the acid: write the space, or give the locant`,
      );
    }
    const built = buildWord(reading.word, chooser, ium, oxides);
    return { graph: built.graph, parentAtoms: built.parentAtoms };
  }
  const anion = buildWord(reading.anion, chooser);
  const graph = anion.graph;
  const sites = anion.functional.filter((atom) => graph.atoms[atom]?.charge === -1);
  // A multiplicative anion ("2,2'-oxydiacetate", multiplicative.ts): the second copy is built as a prefix, its acid
  // groups not among the first's; they are the other anionic atoms of that element not beside a cation (a nitro's
  // O- is beside its N+).
  if (sites.length > 0 && hasSecondCopy(reading.anion)) {
    const element = graph.atoms[sites[0] as number]?.element;
    graph.atoms.forEach((atom, k) => {
      if (sites.includes(k) || atom.charge !== -1 || atom.element !== element) return;
      const besideCation = graph.bonds.some(
        (b) => (b.a === k && (graph.atoms[b.b]?.charge ?? 0) > 0) || (b.b === k && (graph.atoms[b.a]?.charge ?? 0) > 0),
      );
      if (!besideCation) sites.push(k);
    });
  }
  if (sites.length === 0) fail(`"${describeWord(reading.anion)}" has no anionic group for the ${reading.kind}`);
  // A partial ester where allowed ("sodium ethyl butanedioate"): the alkyl groups on as many acid groups, each choice
  // of them in turn; the others stay anionic.
  const partial = partialEsters && reading.kind === "ester" && reading.mult < sites.length;
  const chosen = partial ? pickSeveral(chooser, sites, reading.mult, true) : sites;
  if (!partial && reading.mult !== sites.length) {
    fail(
      `${reading.mult} ${reading.kind === "ester" ? "alkyl group(s)" : "cation(s)"} for ${sites.length} acid group(s): ` +
        'the counts must match (a partial ester is read beside a cation, "sodium ethyl butanedioate"; acid salts are not read yet)',
    );
  }
  const at = reading.kind === "ester" ? reading.at : undefined;
  for (const site of chosen) {
    const atom = graph.atoms[site];
    if (!atom) continue;
    // "S-methyl": checked once the name's replacements are made (thioate: checkEsterElements).
    if (at !== undefined) atom.labels.push(`${ESTER_AT}${at}`);
    if (reading.kind === "salt") {
      graph.addAtom({ element: reading.cation, aromatic: false, charge: 1, isotope: 0, h: 0, labels: [] });
    } else {
      const sub = buildSubstituent(reading.substituent, chooser);
      if (sub.valency !== 1) fail(`"${reading.substituent.name}" cannot form an ester (it needs a single bond)`);
      const offset = graph.merge(sub.graph);
      atom.charge = 0;
      graph.bonds.push({ a: site, b: sub.atom + offset, order: 1 });
    }
  }
  return { graph, parentAtoms: anion.parentAtoms };
}

const ESTER_AT = "ester-at:";

/**
 * "S-methyl ethanethioate", "O-ethyl benzenecarbothioate": the atom the ester's group is on must be the element its
 * locant names, once the name's functional replacements (functional-replacement.ts) have made the thioate's S; the
 * placements that put it on the other chalcogen are refused, so only one structure is left.
 */
export function checkEsterElements(graph: Graph): void {
  graph.atoms.forEach((atom) => {
    const mark = atom.labels.find((l) => l.startsWith(ESTER_AT));
    if (mark !== undefined && atom.element !== mark.slice(ESTER_AT.length)) {
      fail(`"${mark.slice(ESTER_AT.length)}-": the ester's group is on the anion's ${atom.element}`);
    }
  });
}

/** A multiplicative name's word: one of its prefixes holds the second copy (Word.attachAt), at any depth. */
function hasSecondCopy(word: Word): boolean {
  return word.prefixes.some(
    (p) =>
      p.substituent.kind === "word" && (p.substituent.word.attachAt !== undefined || hasSecondCopy(p.substituent.word)),
  );
}

function describeWord(word: Word): string {
  return word.parent.kind === "chain" ? `C${word.parent.carbons} chain` : word.parent.name;
}

/**
 * A ring parent read in its mancude form (rings.ts): a Hantzsch–Widman ring with double bonds, a listed ring that
 * needs indicated hydrogen (pyran), or any ring whose name gives hydro prefixes, indicated or added hydrogen.
 */
/** Suffixes bound by a double bond: on a mancude ring atom they take its spare valence ("pyridin-2(1H)-one"). */
const DOUBLE_BONDED = new Set(["one", "thione", "imine", "ylidene"]);
/** Ring atoms a group makes sp3 when it takes their spare valence (applyPrefix). */
const RING_SP3 = new Set(["C", "N"]);
/** The suffixes whose added hydrogen PubChem leaves unwritten ("1H-pyrimidine-2,4-dione"). */
const RING_KETONES = new Set(["one", "thione", "imine"]);

function mancude(word: Word): boolean {
  const parent = word.parent;
  if (parent.kind === "hw") return parent.stem.mancude;
  if (parent.kind === "benzo" || parent.kind === "fused") return true;
  if (parent.kind !== "ring") return false;
  return (
    parent.token.mancude === true ||
    parent.indicatedH !== null ||
    word.prefixes.some((p) => p.substituent.kind === "hydro") ||
    parent.suffixes.some((s) => s.addedH.length > 0 || DOUBLE_BONDED.has(s.value)) ||
    word.prefixes.some((p) => p.substituent.kind === "simple" && p.substituent.token.smiles[0] === "=")
  );
}

/**
 * Whether the ring's listed NH (purine is listed as 7H, indole as 1H) gives way to the name's hydro prefixes: where
 * one names its atom ("3,7-dihydropurin-6-one": the prefix puts that hydrogen there itself), and where the name has a
 * ring ketone besides, whose omitted indicated hydrogen is the ketone's own position (P-31.1.4.2.4: PubChem's
 * "2-amino-1,9-dihydropurin-6-one" is 1,9-dihydro-6H-purin-6-one, guanine, with no hydrogen at N7). Elsewhere the
 * listed NH stays ("2,3-dihydroindole" is indoline).
 */
function hydroReplacesListedNH(frame: ParentFrame, word: Word): boolean {
  const hydro = word.prefixes.filter((p) => p.substituent.kind === "hydro");
  if (hydro.length === 0) return false;
  if (word.parent.suffixes.some((s) => RING_KETONES.has(s.value))) return true;
  const named = hydro.flatMap((p) => p.locants ?? []);
  return frame.graph.atoms.some(
    (atom) => atom.element === "N" && atom.aromatic && atom.h === 1 && atom.labels.some((l) => named.includes(l)),
  );
}

/**
 * A locanted group on a listed ring's N that has no hydrogen while another N has the listed one ("imidazol-3-ol",
 * "2-methylpyrazole", "indazol-2-amine"): the group names where the ring's indicated hydrogen is (3H-imidazol-3-ol,
 * as "4-methyl-1,2,4-triazole" is 4H), so the ring is read in its mancude form, where the listed NH gives way.
 * Pyridine's N, in a ring with no listed NH, is not read so: "pyridin-1-ol" needs an added hydrogen it does not give.
 */
function groupOnBareRingN(frame: ParentFrame, word: Word): boolean {
  const parent = word.parent;
  if (parent.kind !== "ring" || parent.indicatedH !== null || parent.suffixes.some((s) => s.addedH.length > 0)) {
    return false;
  }
  const atoms = frame.graph.atoms;
  const ringN = (k: number): boolean => atoms[k]?.element === "N" && atoms[k]?.aromatic === true;
  if (!atoms.some((atom, k) => ringN(k) && atom.h === 1)) return false;
  const locants = [
    ...parent.suffixes.flatMap((s) => s.locants ?? []),
    ...word.prefixes
      .filter((p) => !["hydro", "bridge", "replacement"].includes(p.substituent.kind))
      .flatMap((p) => p.locants ?? []),
  ];
  return locants.some((l) => (frame.labels.get(l) ?? []).some((k) => ringN(k) && atoms[k]?.h === 0));
}

/** A bridge on a listed ring's atom without hydrogen (a fusion carbon, a ring N): read in the mancude form. */
function bridgeOnBareAtom(frame: ParentFrame, word: Word): boolean {
  if (word.parent.kind !== "ring") return false;
  const atoms = frame.graph.atoms;
  return word.prefixes
    .filter((p) => p.substituent.kind === "bridge")
    .flatMap((p) => p.locants ?? [])
    .some((l) => (frame.labels.get(l) ?? []).some((k) => atoms[k]?.aromatic === true && atoms[k]?.h === 0));
}

/** The indicated hydrogen written before a bridge prefix ("9H-9,10-ethanoacridine") moved onto the ring parent. */
function bridgeIndicatedH(word: Word): Word {
  const written = word.prefixes.flatMap((p) =>
    p.substituent.kind === "bridge" && p.substituent.indicatedH ? [p.substituent.indicatedH] : [],
  );
  if (written.length === 0) return word;
  const parent = word.parent;
  if (written.length > 1 || !("indicatedH" in parent) || parent.indicatedH !== null) {
    fail("an indicated hydrogen before a bridge prefix beside another indicated hydrogen");
  }
  return { ...word, parent: { ...parent, indicatedH: written[0] as string } as Parent };
}

/** Ring parents, numbered from 1: a locant before them in a run may be theirs. */
const NUMBERED_RINGS = new Set<Parent["kind"]>(["ring", "hw", "benzo", "fused", "assembly", "polycycle", "spiroJoin"]);

/**
 * "1-methyl-1H-pyrazol-4-ylmethanol", "[1-(4-fluorophenyl)-1H-indol-4-ylmethyl]": on a one-carbon parent a written
 * locant before a ring group is the ring's (the parent's one carbon takes none: OPSIN reads them so), so the locanted
 * prefixes written just before the ring group move into it (1-methylpyrazol-4-yl). A ring group in brackets
 * ("1-phenyl-(1H-indol-4-yl)methyl": both on the carbon) or with prefixes of its own is left as written.
 */
function nestBeforeRing(word: Word): Word {
  const parent = word.parent;
  if (parent.kind !== "chain" || parent.cyclo || parent.carbons !== 1) return word;
  const ringAt = word.prefixes.findIndex(
    (p) =>
      p.substituent.kind === "word" &&
      !p.bracketed &&
      p.locants === null &&
      p.mult === 1 &&
      NUMBERED_RINGS.has(p.substituent.word.parent.kind) &&
      p.substituent.word.prefixes.length === 0,
  );
  if (ringAt <= 0) return word;
  let from = ringAt;
  while (from > 0) {
    const before = word.prefixes[from - 1] as PrefixUse;
    if (
      before.locants === null ||
      before.locants.some((l) => !/^\d+[a-z]?$/.test(l)) ||
      editsParent(before.substituent)
    )
      break;
    from--;
  }
  if (from === ringAt) return word;
  const ring = word.prefixes[ringAt] as PrefixUse & { substituent: { kind: "word" } };
  const moved = word.prefixes.slice(from, ringAt);
  const nested: PrefixUse = {
    ...ring,
    substituent: { ...ring.substituent, word: { ...ring.substituent.word, prefixes: moved } },
  };
  return { ...word, prefixes: [...word.prefixes.slice(0, from), nested, ...word.prefixes.slice(ringAt + 1)] };
}

export function buildWord(
  written: Word,
  chooser: Chooser,
  ium?: Protonation,
  oxides?: readonly string[],
  asWritten?: true,
): Built {
  // A spiro system's ring ketone with its added hydrogen unwritten (PubChem's and OPSIN's "spiro[cyclohexane-1,1'-
  // naphthalen]-4'-one"): where the system as written has no CH2 at the ketone, it is built on its component.
  const moved =
    !asWritten && written.parent.kind === "spiroJoin" ? ketonesIntoComponents(hydroIntoComponents(written)) : null;
  if (moved) {
    try {
      return buildWord(written, chooser, ium, oxides, true);
    } catch (error) {
      if (!(error instanceof NameStructureError)) throw error;
      return buildWord(moved, chooser, ium, oxides, true);
    }
  }
  const word = nestBeforeRing(implicitBrackets(hydroIntoComponents(bridgeIndicatedH(written))));
  const frame = buildParent(word.parent, chooser);
  // "4-deaza-morpholine", "1-dethia-1-oxa…": subtractive prefixes first, on the parent's own heteroatoms; one
  // without locants tries each set of atoms of its element (the answer stands only if all give one structure).
  const parentCount = frame.graph.atoms.length;
  for (const prefix of word.prefixes) {
    const r = prefix.substituent;
    if (r.kind !== "replacement" || r.replaces === undefined) continue;
    checkCount(prefix.locants, prefix.mult, `"${r.name}"`);
    const element = r.replaces;
    const candidates = frame.graph.atoms.flatMap((atom, k) => (k < parentCount && atom.element === element ? [k] : []));
    // Unlocanted, every candidate must be one the prefix can remove: a placement refused would leave the others to
    // answer for a name that may mean it ("deaza-imidazole": OPSIN removes the NH, N1).
    if (prefix.locants === null) for (const k of candidates) checkRemovable(frame.graph, k, r.name);
    const atoms =
      prefix.locants?.map((l) => locate(frame, l, `"${r.name}"`)) ??
      pickSeveral(chooser, candidates, prefix.mult, true);
    if (new Set(atoms).size !== atoms.length) fail(`"${r.name}": one atom named twice`);
    for (const k of atoms) removeAtom(frame.graph, k, element, r.name);
  }
  // "3-aza-4-methylpyridine": the parent's skeleton atoms replaced first, before its hydrogens and groups are placed.
  for (const prefix of word.prefixes) {
    const r = prefix.substituent;
    if (r.kind !== "replacement" || r.replaces !== undefined) continue;
    checkCount(prefix.locants, prefix.mult, `"${r.name}"`);
    (prefix.locants ?? []).forEach((l, k) => {
      replaceAtom(frame.graph, locate(frame, l, `"${r.name}"`), r.element, r.name, r.valences?.[k]);
    });
  }
  const implied = word.parent.kind === "ring" ? word.parent.token.stereo : undefined;
  const tokenH = implied ? frame.graph.atoms.map((atom) => atom.h) : [];
  const built: Built = { graph: frame.graph, outs: [], functional: [], parentAtoms: frame.graph.atoms.length };
  if (frame.attach) built.outs.push({ atom: frame.attach.atom, valency: frame.attach.order });
  // A whole parent written as an anion (carbamate, carbonate: carbonic.ts) gives its O- to an ester or salt.
  if (word.parent.kind === "ring" && word.parent.suffixes.length === 0) {
    frame.graph.atoms.forEach((atom, i) => {
      if (atom.charge === -1) built.functional.push(i);
    });
  }
  // "21H,23H-porphyrin": several indicated hydrogens are read only where they are the listed ring's own NH atoms
  // (OPSIN 2.7.0 adds "22H,24H-" to those, giving four NH; which tautomer the name means is then not read).
  if (word.parent.kind === "ring" && word.parent.moreH) {
    const locants = [word.parent.indicatedH as string, ...word.parent.moreH];
    const written = new Set(locants.map((h) => locate(frame, h, "indicated hydrogen")));
    const listed = frame.graph.atoms.flatMap((atom, k) =>
      atom.element === "N" && atom.aromatic && atom.h === 1 ? [k] : [],
    );
    if (listed.length !== written.size || listed.some((k) => !written.has(k))) {
      fail(
        `indicated hydrogens ${locants.map((h) => `${h}H`).join(",")} on ${word.parent.name}: read only at its own NH atoms`,
      );
    }
  }
  const isMancude = mancude(word) || groupOnBareRingN(frame, word) || bridgeOnBareAtom(frame, word);
  let hydrogensNamed = false;
  if (isMancude) {
    const parent = word.parent as Extract<Parent, { kind: "ring" | "hw" | "benzo" | "fused" }>;
    if (parent.kind === "ring") {
      const named = parent.indicatedH !== null || parent.suffixes.some((x) => x.addedH.length > 0);
      frame.keptNH = dearomatize(
        frame.graph,
        frame.graph.atoms.length,
        `${parent.name}e`,
        !named && !hydroReplacesListedNH(frame, word),
      );
    }
    frame.homogeneous = false;
    if (parent.indicatedH !== null) {
      hydrogensNamed = true;
      const more = parent.kind === "ring" ? (parent.moreH ?? []) : [];
      for (const h of [parent.indicatedH, ...more]) {
        saturate(frame.graph, locate(frame, h, "indicated hydrogen"), `indicated hydrogen ${h}H`);
      }
    }
    for (const suffix of parent.suffixes) {
      for (const h of suffix.addedH) {
        hydrogensNamed = true;
        saturate(frame.graph, locate(frame, h, "added hydrogen"), `added hydrogen (${h}H)`);
      }
    }
  }
  if (isMancude) {
    const addedWritten = word.parent.suffixes.some((x) => x.addedH.length > 0);
    // An oxo or thioxo prefix is a ring ketone too ("2-oxo-3H-benzimidazol-1-yl", PubChem's form of
    // 2-oxo-2,3-dihydro-1H-benzimidazol-1-yl): its added hydrogen may be left unwritten as well.
    const oxo = word.prefixes
      .filter((p) => p.substituent.kind === "simple" && /^=[OS]$/.test(p.substituent.token.smiles))
      .reduce((sum, p) => sum + (p.locants?.length ?? p.mult), 0);
    const ketones = addedWritten
      ? 0
      : oxo +
        word.parent.suffixes
          .filter((x) => RING_KETONES.has(x.value))
          .reduce((sum, x) => sum + (x.locants?.length ?? x.mult), 0);
    frame.mancude = { implied: (hydrogensNamed ? 0 : 1) + ketones };
  }
  word.prefixes.forEach((prefix, index) => {
    if (prefix.substituent.kind === "hydro") applyHydro(frame, prefix, index, isMancude, chooser);
  });
  for (const prefix of word.prefixes) if (prefix.substituent.kind === "dehydro") applyDehydro(frame, prefix);
  if (word.parent.kind === "chain") applyUnsaturation(frame, word.parent, chooser);
  if (word.parent.kind === "polycycle") applyRingUnsaturation(frame, word.parent.unsaturation, chooser);
  const suffixLabels = new Map<string, number[]>();
  const suffixIsotopes: { isotopes: Isotope[]; atoms: number[] }[] = [];
  // "-1-ium-" first: the proton it adds is what a following "-1-yl" takes (pyridin-1-ium-1-yl).
  for (const suffix of word.parent.suffixes) {
    if (suffix.value !== IUM) continue;
    for (const locant of suffix.locants ?? []) protonate(frame, { locant }, chooser);
  }
  for (const suffix of word.parent.suffixes) {
    if (CYCLIC_SUFFIXES.has(suffix.value)) {
      applyCyclicSuffix(
        {
          graph: frame.graph,
          locate: (locant) => locate(frame, locant, `suffix "${suffix.value}"`),
          label: (atom, locant) => frame.labels.set(locant, [...(frame.labels.get(locant) ?? []), atom]),
          chain: frame.kind === "chain" && !frame.cyclic,
        },
        suffix,
      );
    } else if (suffix.value !== IUM) {
      const from = frame.graph.atoms.length;
      applySuffix(frame, word.parent, suffix, chooser, built, suffixLabels);
      if (suffix.isotopes) {
        const atoms = Array.from({ length: frame.graph.atoms.length - from }, (_, k) => from + k);
        suffixIsotopes.push({ isotopes: suffix.isotopes, atoms });
      }
    }
  }
  for (const [label, atoms] of suffixLabels) frame.labels.set(label, [...(frame.labels.get(label) ?? []), ...atoms]);
  if (ium) protonate(frame, ium, chooser);
  const ownAtoms = frame.graph.atoms.length;
  // Bridges first: they are part of the parent ring system, whose atoms (C11 of 9,10-ethanoanthracene) the other
  // prefixes' locants may name.
  const bridges = word.prefixes.filter((prefix) => prefix.substituent.kind === "bridge");
  for (const prefix of bridges) {
    if (prefix.substituent.kind === "bridge") {
      // Several bridges are numbered by rules (P-25.4.3.4) not read yet: their atoms are left without locants.
      applyBridge(frame, prefix, prefix.substituent.bridge, bridges.length === 1, chooser);
    }
  }
  word.prefixes.forEach((prefix, index) => {
    const kind = prefix.substituent.kind;
    if (!BUILT_WITH_PARENT.has(kind)) applyPrefix(frame, prefix, index, chooser, word.prefixes[index - 1]);
  });
  // The second copy of a multiplied parent ("4,4'-methylenedianiline", multiplicative.ts) is bound at its locant.
  if (word.attachAt !== undefined) {
    const order = word.attachOrder ?? 1;
    // Unlocanted, the copy may be bound at any skeleton atom with the hydrogen for it, and at a suffix's N or S
    // too: "methylenediacetamide" may mean N,N' (as methylenebisacrylamide does), so such a name is left ambiguous.
    const suffixNS = Array.from({ length: ownAtoms }, (_, k) => k).filter(
      (k) => !frame.skeleton.includes(k) && ["N", "S"].includes(frame.graph.atoms[k]?.element ?? ""),
    );
    const atom =
      word.attachAt === null
        ? chooser.pick(feasible(frame.graph, [...frame.skeleton, ...suffixNS], order, 1))
        : locate(frame, word.attachAt, "multiplied parent");
    frame.graph.spend(atom, order, `multiplied parent at ${word.attachAt ?? "an unlocanted atom"}'`);
    built.outs.push({ atom, valency: order });
  }
  for (const locant of oxides ?? []) oxidise(frame, locant);
  if (isMancude) kekulize(frame.graph, chooser, (frame.mancude?.implied ?? 0) > 0, `"${frame.name}"`, frame.keptNH);
  if (implied) placeImpliedStereo(frame.graph, tokenH, implied, `"${frame.name}"`);
  if (word.isotopes) {
    // On the parent and its suffixes' atoms, once every hydrogen the prefixes replace is gone.
    const atoms = Array.from({ length: ownAtoms }, (_, k) => k);
    applyIsotopes(frame.graph, word.isotopes, chooser, {
      locate: (locant) => locateAll(frame, locant, "isotope descriptor"),
      atoms,
    });
  }
  if (word.deuterium) {
    // CAS's "-d" after a suffix is on the suffix's atoms (methanol-d is CH3OD), else on the parent (methane-d4); a
    // heavier atom's likewise (methanol-18O, methanol-13C).
    const suffixAtoms = Array.from({ length: ownAtoms - built.parentAtoms }, (_, k) => built.parentAtoms + k);
    const element = word.deuterium[0]?.element ?? "H";
    const withH = suffixAtoms.filter((k) =>
      element === "H" ? (frame.graph.atoms[k]?.h ?? 0) > 0 : frame.graph.atoms[k]?.element === element,
    );
    const atoms = withH.length > 0 ? suffixAtoms : Array.from({ length: built.parentAtoms }, (_, k) => k);
    applyIsotopes(frame.graph, word.deuterium, chooser, {
      locate: (locant) => locateAll(frame, locant, "deuterium locant"),
      atoms,
    });
  }
  for (const { isotopes, atoms } of suffixIsotopes) {
    // "cyclopentan-1-(18O)ol": the descriptor names the suffix's atoms only (its locants are the parent's, for the
    // suffix itself), so it is placed unlocanted among them.
    if (isotopes.some((x) => x.locants !== null)) fail("an isotope descriptor before a suffix is read without locants");
    applyIsotopes(frame.graph, isotopes, chooser, { locate: () => [], atoms });
  }
  const stemDeuterium = "suffixes" in word.parent ? word.parent.suffixes.flatMap((x) => x.stemDeuterium ?? []) : [];
  if (stemDeuterium.length > 0) {
    // CAS's "-d" before a suffix ("methan-d3-amine") is on the parent's atoms, not the suffix's.
    applyIsotopes(frame.graph, stemDeuterium, chooser, {
      locate: (locant) => locateAll(frame, locant, "deuterium locant"),
      atoms: Array.from({ length: built.parentAtoms }, (_, k) => k),
    });
  }
  if (word.stereo) {
    const atoms = Array.from({ length: built.parentAtoms }, (_, k) => k);
    frame.graph.stereoGroups.push({ atoms, descriptors: word.stereo });
  }
  return built;
}

/** "1,2,3,4-tetrahydro": each locant's spare valence becomes a hydrogen; unlocanted, every set of atoms is tried. */
function applyHydro(frame: ParentFrame, prefix: PrefixUse, index: number, isMancude: boolean, chooser: Chooser): void {
  const what = `"${prefix.mult === 1 ? "" : prefix.mult}hydro"`;
  if (!isMancude) fail(`hydro prefixes are read on ring parents only (not on ${frame.name})`);
  if (prefix.mult === 0) {
    // "perhydro" (grammar.ts): every ring atom with room for hydrogen gets it; none is left to place.
    for (const atom of frame.skeleton) if (frame.graph.atoms[atom]?.spare) saturate(frame.graph, atom, "perhydro");
    return;
  }
  if (prefix.mult % 2 !== 0) fail(`${what}: hydro prefixes add hydrogen in pairs (dihydro, tetrahydro …)`);
  checkCount(prefix.locants, prefix.mult, what);
  void index;
  const graph = frame.graph;
  if (prefix.locants !== null) {
    for (const l of prefix.locants) {
      const at = locate(frame, l, what);
      // A hydro prefix at a listed NH kept unnamed ("1,3-dihydrobenzimidazol-2-one") names that hydrogen itself.
      const kept = frame.keptNH?.indexOf(at) ?? -1;
      const atom = graph.atoms[at];
      if (kept >= 0 && atom && !atom.spare && atom.h === 1) {
        frame.keptNH?.splice(kept, 1);
        continue;
      }
      saturate(graph, at, `hydro at ${l}`);
    }
    return;
  }
  const options = frame.skeleton.filter((a) => graph.atoms[a]?.spare);
  for (const atom of pickSeveral(chooser, options, prefix.mult, true)) saturate(graph, atom, what);
}

/** Prefixes that change the parent itself (its hydrogens, bonds, atoms) rather than adding a group to it. */
const BUILT_WITH_PARENT = new Set<Substituent["kind"]>(["hydro", "dehydro", "bridge", "replacement"]);

/**
 * "2,3-didehydro" (P-31.1.4.2.4): a hydrogen taken off each atom of a locant pair, bonded singly, which become doubly
 * bonded ("2,3-didehydroflavan" is flav-2-ene). Read with locants only, on atoms with their hydrogens written (not
 * a mancude ring's, whose double bonds are placed otherwise).
 */
function applyDehydro(frame: ParentFrame, prefix: PrefixUse): void {
  const what = `"${prefix.substituent.name}"`;
  if (prefix.locants === null) fail(`${what} is read with its locants only`);
  if (prefix.mult !== 2) fail(`${what}: only didehydro (one double bond) is read`);
  checkCount(prefix.locants, prefix.mult, what);
  const [a, b] = prefix.locants.map((l) => locate(frame, l, what)) as [number, number];
  const mancudeAtom = (x: number): boolean =>
    frame.graph.atoms[x]?.aromatic === true || frame.graph.atoms[x]?.spare === true;
  if (mancudeAtom(a) || mancudeAtom(b)) fail(`${what} on a mancude ring atom is not read yet`);
  const bond = frame.graph.bonds.find((x) => (x.a === a && x.b === b) || (x.a === b && x.b === a));
  if (bond?.order !== 1) fail(`${what}: its two atoms are not joined by a single bond`);
  frame.graph.raise(a, b, what);
}

/** "ene"/"yne" on a bicycle or spiro compound: locant n is the bond from atom n to atom n+1. */
function applyRingUnsaturation(frame: ParentFrame, unsaturation: Unsaturation[], chooser: Chooser): void {
  const graph = frame.graph;
  const ringBonds: [number, number][] = graph.bonds.map((b) => [b.a, b.b]);
  for (const u of unsaturation) {
    const what = u.order === 2 ? "ene" : "yne";
    checkCount(u.locants, u.mult, what);
    let chosen: [number, number][];
    if (u.locants !== null) {
      chosen = u.locants.map((l) => [locate(frame, l, what), locate(frame, String(Number(l) + 1), what)]);
    } else {
      const picked = pickSeveral(
        chooser,
        ringBonds.map((_, i) => i),
        u.mult,
        true,
      );
      chosen = picked.map((i) => ringBonds[i] as [number, number]);
    }
    for (const [a, b] of chosen) {
      graph.raise(a, b, what);
      if (u.order === 3) graph.raise(a, b, what);
    }
  }
}

/** A ring system built atom by atom (rings.ts, an assembly): its frame, each locant naming the atoms that carry it. */
function ringFrame(graph: Graph, name: string): ParentFrame {
  const labels = new Map<string, number[]>();
  graph.atoms.forEach((atom, index) => {
    for (const label of atom.labels) labels.set(label, [...(labels.get(label) ?? []), index]);
  });
  return {
    graph,
    skeleton: graph.atoms.map((_, i) => i),
    labels,
    kind: "ring",
    cyclic: true,
    homogeneous: false,
    ends: [],
    name,
  };
}

function buildParent(parent: Parent, chooser: Chooser): ParentFrame {
  const graph = new Graph();
  const labels = new Map<string, number[]>();
  const addLabel = (label: string, atom: number): void => {
    labels.set(label, [...(labels.get(label) ?? []), atom]);
  };
  if (parent.kind === "chain") {
    const n = parent.carbons;
    if (parent.cyclo && n < 3) fail(`a ring needs at least 3 atoms ("cyclo" with ${n})`);
    for (let i = 0; i < n; i++) {
      graph.addAtom({ element: "C", aromatic: false, charge: 0, isotope: 0, h: 4, labels: [String(i + 1)] });
      addLabel(String(i + 1), i);
      if (i > 0) graph.bond(i - 1, i, 1, "chain");
    }
    if (parent.cyclo) graph.bond(n - 1, 0, 1, "ring");
    const skeleton = Array.from({ length: n }, (_, i) => i);
    return {
      graph,
      skeleton,
      labels,
      kind: "chain",
      cyclic: parent.cyclo,
      homogeneous: parent.cyclo,
      ends: parent.cyclo ? [] : n === 1 ? [0] : [0, n - 1],
      name: `${parent.cyclo ? "cyclo" : ""}C${n}`,
    };
  }
  if (parent.kind === "assembly") return buildAssembly(parent, chooser);
  if (parent.kind === "spiroJoin") {
    joinSpiro(parent.join, (component, at, ium) => spiroComponent(component, at, ium, chooser), graph);
    return ringFrame(graph, parent.name);
  }
  if (parent.kind === "benzo") return buildBenzo(parent, chooser);
  if (parent.kind === "fused") return buildFused(parent, chooser);
  if (parent.kind === "hw" || parent.kind === "polycycle") {
    if (parent.kind === "hw") {
      const locants = parent.locants ?? defaultHeteroLocants(parent.elements, parent.stem.size, parent.name);
      buildHantzschWidman(
        graph,
        parent.stem.size,
        parent.stem.mancude,
        parent.elements.map((element, k) => ({ element, locant: locants[k] as string })),
        parent.name,
      );
    } else {
      const hetero = new Map<number, string>();
      for (const { element, locant } of parent.hetero) {
        const k = Number(locant);
        if (!Number.isInteger(k) || k < 1 || k > parent.carbons || hetero.has(k)) {
          fail(
            `"${element === "N" ? "aza" : element === "O" ? "oxa" : element}" at ${locant}: no such free position on ${parent.name}`,
          );
        }
        hetero.set(k, element);
      }
      buildRingSystem(graph, parent.ring, hetero, parent.carbons);
    }
    return ringFrame(graph, parent.name);
  }
  const fragment: Fragment = readFragment(parent.token.smiles, parent.token.labels);
  const g = fragment.graph;
  g.atoms.forEach((atom, index) => {
    for (const label of atom.labels) addLabel(label, index);
    // A retained parent's unnumbered heteroatom outside its ring is named by its element: aniline's N
    // ("N,N-dimethylaniline"), and so is a group parent's ("4-(N,N-dimethylamino)benzaldehyde", "(S-methylsulfanyl)");
    // two such atoms of one element make the locant name neither (locate refuses).
    const named = parent.kind === "ring" || parent.kind === "group";
    if (named && atom.labels.length === 0 && !atom.aromatic && atom.element !== "C") {
      addLabel(atom.element, index);
    }
  });
  // A retained parent's unnumbered O on one ring atom is also named by that atom's locant: "O7", the O of
  // 7-O-methylapigenin (grammar.ts oxygenLocants reads "7-O-").
  if (parent.kind === "ring") {
    g.atoms.forEach((atom, index) => {
      const on = g.neighbours(index);
      if (atom.element !== "O" || atom.aromatic || atom.labels.length > 0 || on.length !== 1) return;
      for (const label of g.atoms[on[0] as number]?.labels ?? []) if (/^\d/.test(label)) addLabel(`O${label}`, index);
    });
  }
  const ends = parent.kind === "acid" ? parent.token.appliesTo.map((k) => k - 1) : [];
  // An unlocanted group may go on any atom of the parent, named by a locant or not (caffeine's methyls, phenol's
  // O): "chlorocaffeine" is then refused as ambiguous instead of guessed onto the one ring CH.
  return {
    ...(parent.kind === "group" && fragment.attach ? { attach: fragment.attach } : {}),
    graph: g,
    // A phosphorus oxoacid's O atoms are its acid groups, never where an unlocanted prefix goes (phosphorus-acids.ts).
    skeleton: g.atoms.map((_, i) => i).filter((i) => !(acidOxygensClosed(parent.name) && g.atoms[i]?.element === "O")),
    labels,
    kind: parent.kind,
    cyclic: parent.kind === "ring",
    homogeneous: parent.kind === "ring" && parent.name.toLowerCase() === "benzen",
    ends,
    name: parent.name,
  };
}

/**
 * A spiro component (spiro.ts): a mancude ring without indicated hydrogen tried first with it at its spiro atom. One
 * written as a cation ("piperidinium", "benzo[b]phosphindolium") is given its proton (protonateSpiroAtom).
 */
function spiroComponent(word: Word, spiroLocants: string[], ium: boolean, chooser: Chooser): Graph {
  const at = spiroLocants[0];
  const parent = word.parent;
  const built = (w: Word): Graph => {
    const graph = buildWord(w, chooser).graph;
    if (ium) protonateSpiroAtom(graph, spiroLocants);
    return graph;
  };
  const mancude = parent.kind === "ring" || parent.kind === "fused" || parent.kind === "benzo";
  if (mancude && parent.indicatedH === null && at !== undefined) {
    try {
      return built({ ...word, parent: { ...parent, indicatedH: at } });
    } catch (error) {
      if (!(error instanceof NameStructureError)) throw error;
    }
  }
  return built(word);
}

/**
 * The proton of a spiro component written as a cation: on its spiro atom where that is an N or P with a hydrogen
 * (the spiro ammonium, "1,1'-spirobi[piperidinium]"); on a carbon spiro atom, on the component's one N that can take
 * it ("spiro[cyclohexane-1,4'-piperidinium]"), a component with several refused.
 */
function protonateSpiroAtom(graph: Graph, spiroLocants: string[]): void {
  // An N, P or As of three single bonds with a hydrogen among them (an NH, a PH: not pyridine's N).
  const takes = (at: number): boolean => {
    const atom = graph.atoms[at];
    const bonds = graph.bonds.filter((b) => b.a === at || b.b === at);
    return (
      atom !== undefined &&
      ["N", "P", "As"].includes(atom.element) &&
      atom.charge === 0 &&
      !atom.spare &&
      atom.h >= 1 &&
      bonds.every((b) => b.order === 1) &&
      bonds.length + atom.h === 3
    );
  };
  const spiro =
    spiroLocants.length === 1 ? graph.atoms.findIndex((a) => a.labels.includes(spiroLocants[0] as string)) : -1;
  const others = graph.atoms.map((_, i) => i).filter((i) => i !== spiro && protonatable(graph, i));
  const at = takes(spiro) ? spiro : graph.atoms[spiro]?.element === "C" && others.length === 1 ? others[0] : -1;
  const atom = graph.atoms[at ?? -1];
  if (!atom) {
    fail(
      `"-ium" on a spiro component: neither its spiro atom ${spiroLocants.join(",")} nor one N alone can take the proton`,
    );
  }
  atom.charge = 1;
  atom.h += 1;
}

/** A bridging prefix (bridges.ts) on its locant pairs; a single bridge on a ring numbered on from its highest locant. */
function applyBridge(frame: ParentFrame, prefix: PrefixUse, bridge: Bridge, numbered: boolean, chooser: Chooser): void {
  const what = `prefix "${prefix.substituent.name}"`;
  const locants = prefix.locants ?? fail(`${what}: a bridge needs the locants of the two atoms it joins`);
  const pairs: { atoms: [number, number]; locants: [string, string] }[] = [];
  for (let k = 0; k + 1 < locants.length; k += 2) {
    const pair: [string, string] = [locants[k] as string, locants[k + 1] as string];
    pairs.push({ atoms: [locate(frame, pair[0], what), locate(frame, pair[1], what)], locants: pair });
  }
  const numbers = [...frame.labels.keys()].filter((l) => /^\d+$/.test(l)).map(Number);
  const next = numbered && frame.kind !== "chain" && numbers.length > 0 ? Math.max(...numbers) + 1 : null;
  const before = frame.graph.atoms.length;
  attachBridges(
    frame.graph,
    bridge,
    pairs,
    what,
    (atom) => {
      claimIndicatedH(frame, atom);
      // A bridgehead with only its spare valence (quinoline's fusion carbon 4a, acridine's N10) is sp3 once
      // bridged: "4a,8a-propanoquinoline", "9H-9,10-ethanoacridine" (IUPAC P-25.4: the bridge fills its valence).
      const end = frame.graph.atoms[atom];
      if (end && end.h < 1 && end.spare && frame.mancude && RING_SP3.has(end.element) && end.charge === 0) {
        saturate(frame.graph, atom, `${what} at its bridgehead`);
      }
    },
    next,
    (atom, locant) => {
      frame.graph.atoms[atom]?.labels.push(locant);
      frame.labels.set(locant, [...(frame.labels.get(locant) ?? []), atom]);
    },
  );
  // A bridge atom's spare valence ("azeno", -N=): a mancude ring system's arrangement of double bonds places it
  // (kekulize); on a saturated parent the double bond goes to a bridgehead, which gives up a hydrogen for it
  // ("1,4-azenocyclohexane"), each bridgehead in turn.
  if (frame.mancude) return;
  const graph = frame.graph;
  for (let k = before; k < graph.atoms.length; k++) {
    const atom = graph.atoms[k];
    if (!atom?.spare) continue;
    const heads = graph.neighbours(k).filter((n) => n < before && (graph.atoms[n]?.h ?? 0) >= 1);
    if (heads.length === 0) fail(`${what}: no bridgehead has a hydrogen to give up for the bridge's double bond`);
    const head = chooser.pick(heads);
    const bond = graph.bonds.find((b) => (b.a === k && b.b === head) || (b.a === head && b.b === k));
    if (bond) bond.order = 2;
    (graph.atoms[head] as { h: number }).h -= 1;
    atom.spare = false;
  }
}

/** An uncharged N with a lone pair to take H+: pyridine-type (aromatic, no H, two ring bonds) or three-valent. */
function protonatable(graph: Graph, index: number): boolean {
  const atom = graph.atoms[index];
  if (atom?.element !== "N" || atom.charge !== 0) return false;
  const bonds = graph.bonds.filter((b) => b.a === index || b.b === index);
  if (atom.aromatic) return atom.h === 0 && bonds.length === 2;
  if (bonds.some((b) => b.order === "ar")) return false;
  return bonds.reduce((sum, b) => sum + (b.order as number), 0) + atom.h === 3;
}

function protonate(frame: ParentFrame, ium: Protonation, chooser: Chooser): void {
  const graph = frame.graph;
  if (ium.hydride) {
    // Only at a written locant, on a P, As, Sb or B with a hydrogen (5λ5-phospha's PH): never a guess at its place.
    const at = locate(frame, ium.locant ?? fail('"-uide" needs its locant'), '"-uide"');
    const atom = graph.atoms[at] as Graph["atoms"][number];
    if (!["P", "As", "Sb", "B"].includes(atom.element) || atom.charge !== 0 || atom.h < 1) {
      fail(
        `"-uide" at ${ium.locant}: that atom is no P, As, Sb or B with a hydrogen (a lambda-5 atom) to take a hydride`,
      );
    }
    atom.charge = -1;
    atom.h += 1;
    return;
  }
  const charge = (index: number): void => {
    const atom = graph.atoms[index] as Graph["atoms"][number];
    atom.charge = 1;
    atom.h += 1;
  };
  if (ium.locants) {
    for (const locant of ium.locants) {
      const index = locate(frame, locant, '"-ium"');
      if (!protonatable(graph, index)) fail(`"-ium" at ${locant}: that atom is no N that can take a proton`);
      charge(index);
    }
    return;
  }
  if (ium.count !== undefined) {
    for (let k = 0; k < ium.count; k++) {
      const options = graph.atoms.map((_, i) => i).filter((i) => protonatable(graph, i));
      if (options.length === 0) fail(`"-ium" ${ium.count} times: the parent has too few N that can take a proton`);
      charge(chooser.pick(options));
    }
    return;
  }
  if (ium.each) {
    const assembly = frame.assembly ?? fail('"-ium" on each ring: the parent is no ring assembly');
    for (let k = 0; k < assembly.copies; k++) {
      const inCopy = (i: number): boolean => Math.floor(i / assembly.unit) === k && i < assembly.copies * assembly.unit;
      const options = graph.atoms.map((_, i) => i).filter((i) => inCopy(i) && protonatable(graph, i));
      if (options.length === 0) fail(`"-ium" on each ring: ring ${k + 1} has no N that can take a proton`);
      const atom = graph.atoms[chooser.pick(options)] as Graph["atoms"][number];
      atom.charge = 1;
      atom.h += 1;
    }
    return;
  }
  if (ium.deprotonate) {
    // Only at a written locant, on an atom whose bonds and hydrogens exceed its element's own valence (a λ5 N, a λ7
    // P): the anion of a lambda-convention parent hydride, as OPSIN reads it. Other anions ("pyrrol-1-ide") not here.
    const at = locate(frame, ium.locant ?? fail('"-ide" needs its locant'), '"-ide"');
    const atom = graph.atoms[at] as Graph["atoms"][number];
    const bonds = graph.bonds.filter((b) => b.a === at || b.b === at);
    const used = bonds.reduce((sum, b) => sum + (b.order === "ar" ? 1.5 : b.order), 0) + atom.h;
    if (atom.charge !== 0 || atom.h < 1 || atom.spare || used <= (SKELETON_VALENCE[atom.element] ?? 4)) {
      fail(`"-ide" at ${ium.locant}: that atom is no lambda-convention atom with a hydrogen to give up as a proton`);
    }
    atom.charge = -1;
    atom.h -= 1;
    return;
  }
  let index: number;
  if (ium.locant !== null) {
    index = locate(frame, ium.locant, '"-ium"');
    if (!protonatable(graph, index)) fail(`"-ium" at ${ium.locant}: that atom is no N that can take a proton`);
  } else {
    const options = graph.atoms.map((_, i) => i).filter((i) => protonatable(graph, i));
    if (options.length === 0) fail('"-ium": the parent has no N that can take a proton');
    index = chooser.pick(options);
  }
  const atom = graph.atoms[index] as Graph["atoms"][number];
  atom.charge = 1;
  atom.h += 1;
}

/**
 * "pyridine 1-oxide", "N,N-dimethylmethanamine N-oxide" (IUPAC 2013 P-74.2.1.1): the N at the locant, with its
 * lone pair (a pyridine-type ring N or a three-bonded amine N, after the prefixes), gains O-: [N+][O-].
 */
function oxidise(frame: ParentFrame, locant: string): void {
  const graph = frame.graph;
  const index = locate(frame, locant, `"${locant}-oxide"`);
  const atom = graph.atoms[index] as Graph["atoms"][number];
  const bonds = graph.bonds.filter((b) => b.a === index || b.b === index);
  const valence = bonds.some((b) => b.order === "ar") ? null : bonds.reduce((sum, b) => sum + (b.order as number), 0);
  if (atom.element === "S" && !atom.aromatic && atom.charge === 0 && atom.h === 0) {
    // "thiane 1-oxide", "thiolane 1,1-dioxide" (the locant twice): a sulfoxide's, then a sulfone's S=O, on a
    // two-bonded ring or chain S (an aromatic S, as in "thiophene 1,1-dioxide", is not read).
    const oxo = bonds.some((b) => b.order === 2 && graph.atoms[b.a === index ? b.b : b.a]?.element === "O");
    if (valence === 2 || (valence === 4 && oxo)) {
      const o = graph.addAtom({ element: "O", aromatic: false, charge: 0, isotope: 0, h: 0, labels: [] });
      graph.bonds.push({ a: index, b: o, order: 2 });
      return;
    }
  }
  const lonePair = atom.aromatic ? atom.h === 0 && bonds.length === 2 : valence === 3;
  if (atom.element !== "N" || atom.charge !== 0 || atom.h !== 0 || !lonePair) {
    fail(
      `"${locant}-oxide": the atom at ${locant} is no N with a lone pair and no hydrogen (an N-oxide's N) and no two-bonded S`,
    );
  }
  atom.charge = 1;
  const o = graph.addAtom({ element: "O", aromatic: false, charge: -1, isotope: 0, h: 0, labels: [] });
  graph.bonds.push({ a: index, b: o, order: 1 });
}

/**
 * A ring assembly: copies of one ring, the second's locants primed (1'), the third's double-primed (1''), joined
 * by single bonds at the junction locants. Without locants, benzene's and a cycloalkane's assembly is 1,1' by
 * IUPAC's rule (biphenyl, bicyclohexyl, P-28.2.1); any other is tried at every pair of positions and refused unless
 * they all agree (bipyridine).
 */
function buildAssembly(parent: Extract<Parent, { kind: "assembly" }>, chooser: Chooser): ParentFrame {
  const graph = new Graph();
  const unit = readFragment(parent.token.smiles, parent.token.labels).graph;
  if (parent.indicatedH !== undefined) {
    const nh = unit.atoms.find((atom) => atom.labels.includes(parent.indicatedH as string));
    if (nh?.element !== "N" || !nh.aromatic || nh.h !== 1) {
      fail(`${parent.name}: indicated hydrogen ${parent.indicatedH}H on each ring is read only at the ring's own NH`);
    }
  }
  const offsets: number[] = [];
  for (let k = 0; k < parent.copies; k++) {
    const copy = unit.clone();
    for (const atom of copy.atoms)
      atom.labels = atom.labels.filter((l) => /^\d+[a-z]?$/.test(l)).map((l) => l + "'".repeat(k));
    offsets.push(graph.merge(copy));
  }
  const n = unit.atoms.length;
  const frame: ParentFrame = { ...ringFrame(graph, parent.name), assembly: { copies: parent.copies, unit: n } };
  const what = `the junction of ${parent.name}`;
  for (let k = 0; k + 1 < parent.copies; k++) {
    let a: number;
    let b: number;
    const pair = parent.junctions?.[k];
    if (pair) {
      a = locate(frame, pair[0], what);
      b = locate(frame, pair[1], what);
      const copyOf = (atom: number): number => Math.floor(atom / n);
      if (copyOf(b) !== k + 1 || (copyOf(a) !== k && copyOf(a) !== k + 1)) {
        fail(`${what}: locants ${pair.join(",")} do not join ring ${k + 1} to ring ${k + 2}`);
      }
    } else if ((parent.benzene || parent.whole === true) && parent.copies === 2) {
      a = offsets[0] as number;
      b = offsets[1] as number;
    } else {
      const free = (copy: number): number[] =>
        graph.atoms.flatMap((atom, i) => (Math.floor(i / n) === copy && atom.h > 0 ? [i] : []));
      a = chooser.pick(free(k));
      b = chooser.pick(free(k + 1));
    }
    graph.bond(a, b, 1, what);
  }
  return frame;
}

/** The monocycle of a benzo name as its size and heteroatoms, from a Hantzsch–Widman body or a listed ring. */
function monocycleOf(parent: Extract<Parent, { kind: "benzo" }>): { ring: Monocycle; elements: string[] } {
  if ("stem" in parent.ring && parent.bicycleLocants !== null) {
    return { ring: { size: parent.ring.stem.size, hetero: new Map() }, elements: parent.ring.elements };
  }
  return monocycleOfRing(parent.ring, parent.name);
}

function monocycleOfRing(spec: FusionRing, name: string): { ring: Monocycle; elements: string[] } {
  if ("benzo" in spec) fail(`${name}: a benzo name is not a monocycle`);
  const parent = { ring: spec, name };
  if ("stem" in parent.ring) {
    const { stem, elements, locants } = parent.ring;
    const own = locants ?? defaultHeteroLocants(elements, stem.size, parent.name);
    const hetero = new Map<number, string>();
    elements.forEach((element, i) => {
      hetero.set(Number(own[i]), element);
    });
    if (hetero.size !== elements.length || [...hetero.keys()].some((p) => !(p >= 1 && p <= stem.size))) {
      fail(`the heteroatom locants of ${parent.name} do not fit its ${stem.size}-membered ring`);
    }
    return { ring: { size: stem.size, hetero }, elements };
  }
  const g = readFragment(parent.ring.token.smiles, parent.ring.token.labels).graph;
  const n = g.atoms.length;
  const hetero = new Map<number, string>();
  let nh: number | undefined;
  const degreeOk = g.atoms.every((_, i) => g.neighbours(i).length === 2);
  if (g.bonds.length !== n || !degreeOk || !g.atoms.every((a) => a.aromatic || a.element === "C")) {
    fail(`${parent.name}: only aromatic monocycles are read as components of a fusion name`);
  }
  for (const atom of g.atoms) {
    const p = Number(atom.labels.find((l) => /^\d+$/.test(l)));
    if (!(p >= 1 && p <= n)) fail(`benzo fusion with ${parent.name}: its ring numbering is not read`);
    if (atom.element !== "C") hetero.set(p, atom.element);
    if (atom.element === "N" && atom.h === 1) nh = p;
  }
  const elements = [...hetero.entries()].sort((a, b) => a[0] - b[0]).map(([, e]) => e);
  return { ring: { size: n, hetero, ...(nh !== undefined ? { nh } : {}) }, elements };
}

/** "1,3-benzothiazole", "1H-benzimidazole", "benzo[b]thiophene": the bicycle, numbered (rings.ts buildBenzoFused). */
function buildBenzo(parent: Extract<Parent, { kind: "benzo" }>, chooser: Chooser): ParentFrame {
  if (parent.copies === 2 || ("token" in parent.ring && !isMonocycle(parent.ring.token))) {
    if (parent.bicycleLocants !== null)
      fail(`${parent.name}: heteroatom locants on a fusion of three rings are not read`);
    const base = fusionComponent(parent.ring, parent.name, chooser);
    const letters =
      parent.copies === 2
        ? (parent.letters ?? chooser.pick(disjointBondPairs(base)))
        : [parent.letter ?? fail(`${parent.name}: give the fusion bond's letter (benzo[g]quinoline)`)];
    return unnumberedFusion(
      base,
      letters.map((letter) => ({ attached: null, letter })),
      parent.name,
    );
  }
  // A carbocycle ("benzo[7]annulene"): its numbering is the system's (FR-5: the benzene ring first, its fusion
  // carbons lowest), not the heteroring-first numbering of buildBenzoFused.
  if ("stem" in parent.ring && parent.ring.elements.length === 0) {
    const base = fusionComponent(parent.ring, parent.name, chooser);
    return unnumberedFusion(base, [{ attached: null, letter: parent.letter ?? "a" }], parent.name);
  }
  const graph = new Graph();
  const { ring, elements } = monocycleOf(parent);
  // A listed ring's own NH (imidazole's) stays when the name names no hydrogen: "benzimidazole" is 1H.
  if (parent.indicatedH !== null || parent.suffixes.some((x) => x.addedH.length > 0)) delete ring.nh;
  const k = ring.size;
  if (parent.bicycleLocants !== null) {
    // The name's locants are the bicycle's: the heteroring's own positions 1…k-2, fused at k-1,k.
    const ordered =
      "stem" in parent.ring
        ? elements
        : [...elements].sort((a, b) => SENIORITY_ORDER.indexOf(a) - SENIORITY_ORDER.indexOf(b));
    if (parent.bicycleLocants.length !== ordered.length) {
      fail(`${parent.name}: ${parent.bicycleLocants.length} locant(s) for ${ordered.length} heteroatom(s)`);
    }
    const hetero = new Map<number, string>();
    parent.bicycleLocants.forEach((l, i) => {
      const p = Number(l);
      if (!(Number.isInteger(p) && p >= 1 && p <= k - 2) || hetero.has(p))
        fail(`${parent.name}: no heteroatom position ${l}`);
      hetero.set(p, ordered[i] as string);
    });
    buildBenzoFused(graph, { size: k, hetero }, k - 1, true, parent.name, chooser);
  } else if (parent.letter !== null) {
    const f = parent.letter.charCodeAt(0) - 96;
    if (f > k) fail(`${parent.name}: ring ${k} has no bond ${parent.letter}`);
    buildBenzoFused(graph, ring, f, false, parent.name, chooser);
  } else {
    const bonds = Array.from({ length: k }, (_, i) => i + 1).filter(
      (f) => !ring.hetero.has(f) && !ring.hetero.has((f % k) + 1),
    );
    // No locants and no letter: read only when one bond of the ring can carry the benzene ring (benzimidazole,
    // benzothiazole), or for a five-membered ring of one chalcogen: "benzofuran", "benzothiophene" are the 1-isomers
    // (benzo[b]), as CAS indexes them and OPSIN reads them, since the 2-isomers have names of their own
    // (isobenzofuran, benzo[c]thiophene; P-25.2.2.4). Others ("benzopyran": 1- or 2-benzopyran) are refused.
    const chalcogen = [...ring.hetero.values()][0];
    if (k === 5 && ring.hetero.size === 1 && ring.hetero.has(1) && ["O", "S", "Se", "Te"].includes(chalcogen ?? "")) {
      buildBenzoFused(graph, ring, 2, false, parent.name, chooser);
      return ringFrame(graph, parent.name);
    }
    if (bonds.length !== 1) {
      fail(
        `${parent.name}: the benzene ring could be fused at more than one bond (give the locants, e.g. 1-benzofuran, or benzo[b]furan)`,
      );
    }
    buildBenzoFused(graph, ring, bonds[0] as number, false, parent.name, chooser);
  }
  const frame = ringFrame(graph, parent.name);
  // The listed NH kept ("benzimidazole" is 1H) gives way to a hydro prefix at its atom and to kekulize's parity.
  if (ring.nh !== undefined) frame.keptNH = graph.atoms.flatMap((a, i) => (a.element === "N" && a.h === 1 ? [i] : []));
  return frame;
}

const SENIORITY_ORDER = ["O", "S", "Se", "Te", "N"];

/** A listed ring token with one ring (pyridine, thiophene), not a fused one (quinoline, naphthalene). */
function isMonocycle(token: RingToken): boolean {
  const g = readFragment(token.smiles, token.labels).graph;
  return g.bonds.length === g.atoms.length;
}

/** A component of a fusion name as atoms, ring bonds, and its peripheral atoms in locant order (bond a = 1-2 …). */
interface FusionComponent {
  elements: string[];
  bonds: [number, number][];
  periphery: number[];
  byLocant: Map<string, number>;
}

function fusionComponent(spec: FusionRing, name: string, chooser: Chooser): FusionComponent {
  if ("benzo" in spec) return benzoComponent(spec, name, chooser);
  if ("stem" in spec) {
    const { ring } = monocycleOfRing(spec, name);
    const elements = Array.from({ length: ring.size }, (_, k) => ring.hetero.get(k + 1) ?? "C");
    const bonds = elements.map((_, k): [number, number] => [k, (k + 1) % ring.size]);
    const periphery = elements.map((_, k) => k);
    return { elements, bonds, periphery, byLocant: new Map(periphery.map((k) => [String(k + 1), k])) };
  }
  const g = readFragment(spec.token.smiles, spec.token.labels).graph;
  if (!g.atoms.every((a) => a.aromatic) || g.atoms.some((_, i) => g.neighbours(i).length < 2)) {
    fail(`${name}: only aromatic rings are read as components of a fusion name`);
  }
  const byLocant = new Map<string, number>();
  g.atoms.forEach((atom, i) => {
    for (const label of atom.labels) byLocant.set(label, i);
  });
  // The token's atoms are written in its locant order (1, 2, 3, 4, 4a, 5 … 8a), round its periphery for an
  // ortho-fused bicycle; the lettering below checks that each consecutive pair is bonded.
  const periphery = g.atoms.map((_, i) => i);
  const rings = g.bonds.length - g.atoms.length + 1;
  // A tricycle (anthracene, fluorene, carbazole) only where its atoms are written round its whole periphery, every
  // atom on it (none interior, as phenalene's central carbon is): its peripheral bonds are then lettered in order.
  const roundPeriphery = (): boolean =>
    periphery.every((a, i) => g.neighbours(a).includes(periphery[(i + 1) % periphery.length] as number));
  if (rings < 1 || rings > 3 || (rings === 3 && !roundPeriphery())) {
    fail(
      `${name}: only monocycles, bicycles and tricycles written round their periphery are read as fusion components`,
    );
  }
  return {
    elements: g.atoms.map((a) => a.element),
    bonds: g.bonds.map((b): [number, number] => [b.a, b.b]),
    periphery,
    byLocant,
  };
}

/**
 * A benzo name as a fusion component ("[1]benzothieno", "benzimidazo", "pyrido[1,2-a]benzimidazole"): the bicycle
 * built and numbered as the benzo name alone is (its directions that tie are tried through the chooser), its atoms
 * then taken round its periphery in locant order (1, 2, 3, 3a, 4 … 7a) for the lettering.
 */
function benzoComponent(
  spec: Extract<FusionRing, { benzo: unknown }>,
  name: string,
  chooser: Chooser,
): FusionComponent {
  if (spec.at !== undefined) return benzoOnBond(fusionComponent(spec.benzo, name, chooser), spec.at, name);
  const parent: Extract<Parent, { kind: "benzo" }> = {
    kind: "benzo",
    ring: spec.benzo,
    bicycleLocants: spec.bicycleLocants,
    letter: null,
    name,
    indicatedH: null,
    suffixes: [],
  };
  const { graph } = buildBenzo(parent, chooser);
  const order = (label: string): number => parseInt(label, 10) * 10 + (/[a-z]$/.test(label) ? 1 : 0);
  const labelOf = (i: number): string => graph.atoms[i]?.labels[0] ?? "";
  const periphery = graph.atoms.map((_, i) => i).sort((a, b) => order(labelOf(a)) - order(labelOf(b)));
  return {
    elements: graph.atoms.map((a) => a.element),
    bonds: graph.bonds.map((b): [number, number] => [b.a, b.b]),
    periphery,
    byLocant: new Map(graph.atoms.map((_, i) => [labelOf(i), i])),
  };
}

/**
 * "benzo[4,5]thieno": four carbons on the monocycle's own bond 4-5; the component keeps the monocycle's locants
 * only (its fusion to the base is cited by them: benzo[4,5]thieno[2,3-d]pyrimidine), so it is never lettered.
 */
function benzoOnBond(ring: FusionComponent, at: [string, string], name: string): FusionComponent {
  const u = ring.byLocant.get(at[0]);
  const v = ring.byLocant.get(at[1]);
  if (u === undefined || v === undefined || !bonded(ring, u, v))
    fail(`${name}: ${at.join(",")} is not a bond of the ring`);
  if (ring.elements[u] !== "C" || ring.elements[v] !== "C") fail(`${name}: a benzo ring fuses at two carbons`);
  const first = ring.elements.length;
  return {
    elements: [...ring.elements, "C", "C", "C", "C"],
    bonds: [
      ...ring.bonds,
      [u, first],
      [first, first + 1],
      [first + 1, first + 2],
      [first + 2, first + 3],
      [first + 3, v],
    ],
    periphery: [],
    byLocant: ring.byLocant,
  };
}

function bonded(component: FusionComponent, a: number, b: number): boolean {
  return component.bonds.some(([x, y]) => (x === a && y === b) || (x === b && y === a));
}

/** The peripheral bond a letter names (a = the first and second atoms in locant order), as [lower end, upper end]. */
function letterBond(component: FusionComponent, letter: string, name: string): [number, number] {
  const k = letter.charCodeAt(0) - 97;
  const n = component.periphery.length;
  const u = component.periphery[k];
  const v = component.periphery[(k + 1) % n];
  if (k < 0 || k >= n || u === undefined || v === undefined || !bonded(component, u, v)) {
    fail(`${name}: the base component has no peripheral bond ${letter}`);
  }
  return [u, v];
}

/** "dibenzofuran": every pair of the base's C-C peripheral bonds that share no atom, as letters (furan: b and d). */
function disjointBondPairs(base: FusionComponent): string[][] {
  const n = base.periphery.length;
  const ok: number[] = [];
  for (let k = 0; k < n; k++) {
    const u = base.periphery[k] as number;
    const v = base.periphery[(k + 1) % n] as number;
    if (base.elements[u] === "C" && base.elements[v] === "C" && bonded(base, u, v)) ok.push(k);
  }
  const pairs: string[][] = [];
  for (const i of ok) {
    for (const j of ok) {
      if (j <= i || j === i + 1 || (i === 0 && j === n - 1)) continue;
      pairs.push([String.fromCharCode(97 + i), String.fromCharCode(97 + j)]);
    }
  }
  return pairs;
}

/**
 * The fusion of benzene rings (attached: null) or listed rings (with their own two locants, cited in the order of
 * the base bond's lettering, FR-4.5) onto the base component's lettered bonds. Numbered where a fused template has
 * the same skeleton (dibenzo[b,d]furan, dibenzo[b,d]thiophene); otherwise built unnumbered, so the name is read only
 * where it needs no locant on the system (benzo[g]quinoline, naphtho[2,3-b]furan).
 */
function unnumberedFusion(
  base: FusionComponent,
  attachments: { attached: { component: FusionComponent; locants: [string, string] } | null; letter: string }[],
  name: string,
): ParentFrame {
  const elements = [...base.elements];
  const bonds = [...base.bonds];
  const used = new Set<number>();
  for (const { attached, letter } of attachments) {
    const [u, v] = letterBond(base, letter, name);
    if (used.has(u) || used.has(v)) fail(`${name}: two components fused at one atom (peri-fusion) are not read`);
    used.add(u);
    used.add(v);
    if (attached === null) {
      const first = elements.length;
      elements.push("C", "C", "C", "C");
      bonds.push([u, first], [first, first + 1], [first + 1, first + 2], [first + 2, first + 3], [first + 3, v]);
      continue;
    }
    const { component, locants } = attached;
    const a1 = component.byLocant.get(locants[0]);
    const a2 = component.byLocant.get(locants[1]);
    if (a1 === undefined || a2 === undefined || !bonded(component, a1, a2)) {
      fail(`${name}: locants ${locants.join(",")} are not a bond of the attached component`);
    }
    if (component.elements[a1] !== elements[u] || component.elements[a2] !== elements[v]) {
      fail(`${name}: the fused atoms of the two components are different elements`);
    }
    fuseOnto(elements, bonds, component, [a1, u], [a2, v]);
  }
  return fusedFrame(elements, bonds, name);
}

/**
 * Adds `component`'s other atoms and bonds to a system being built, its atoms `c1`, `c2` laid on the system's `s1`,
 * `s2` (the bond they share stays the system's).
 */
function fuseOnto(
  elements: string[],
  bonds: [number, number][],
  component: { elements: string[]; bonds: [number, number][] },
  [c1, s1]: [number, number],
  [c2, s2]: [number, number],
): void {
  const map = new Map<number, number>([
    [c1, s1],
    [c2, s2],
  ]);
  component.elements.forEach((element, i) => {
    if (!map.has(i)) {
      map.set(i, elements.length);
      elements.push(element);
    }
  });
  for (const [x, y] of component.bonds) {
    if ((x === c1 && y === c2) || (x === c2 && y === c1)) continue;
    bonds.push([map.get(x) as number, map.get(y) as number]);
  }
}

/**
 * The fused system's frame, numbered from the OPSIN-checked template of the same skeleton or by FR-5 where one
 * applies (fusionLocants), else built unnumbered.
 */
function fusedFrame(elements: string[], bonds: [number, number][], name: string): ParentFrame {
  const graph = new Graph();
  buildFusionSystem(graph, elements, bonds, name);
  const locants = fusionLocants(elements, bonds);
  if (locants === null) return { ...ringFrame(graph, name), unnumbered: true };
  graph.atoms.forEach((atom, i) => {
    atom.labels = [locants[i] as string];
  });
  return ringFrame(graph, name);
}

/**
 * "benzo[1,2-b:4,5-b']dithiophene" (FR-3.5): the central component, and a copy of the base on each of its locant
 * pairs, the pair's first locant on the first atom of the copy's lettered bond (as an attached component's locants
 * are cited in the base's lettering direction); numbered as any fusion name of three or more rings.
 */
function multiparentFusion(
  parent: Extract<Parent, { kind: "fused" }>,
  copies: { locants: [string, string]; letter: string }[],
  chooser: Chooser,
): ParentFrame {
  const name = parent.name;
  const hub = fusionComponent(parent.attached, name, chooser);
  const elements = [...hub.elements];
  const bonds = [...hub.bonds];
  const used = new Set<number>();
  for (const { locants, letter } of copies) {
    const base = fusionComponent(parent.base, name, chooser);
    const [u, v] = letterBond(base, letter, name);
    const h1 = hub.byLocant.get(locants[0]);
    const h2 = hub.byLocant.get(locants[1]);
    if (h1 === undefined || h2 === undefined || !bonded(hub, h1, h2)) {
      fail(`${name}: locants ${locants.join(",")} are not a bond of the central component`);
    }
    if (used.has(h1) || used.has(h2)) fail(`${name}: two components fused at one atom (peri-fusion) are not read`);
    used.add(h1);
    used.add(h2);
    if (base.elements[u] !== elements[h1] || base.elements[v] !== elements[h2]) {
      fail(`${name}: the fused atoms of the two components are different elements`);
    }
    fuseOnto(elements, bonds, base, [u, h1], [v, h2]);
  }
  return fusedFrame(elements, bonds, name);
}

/** "pyrazolo[1,5-a]pyrimidine": the bicycle of two monocycles, numbered (rings.ts buildOrthoFused). */
function buildFused(parent: Extract<Parent, { kind: "fused" }>, chooser: Chooser): ParentFrame {
  if (parent.copies) return multiparentFusion(parent, parent.copies, chooser);
  const polycyclic = (ring: FusionRing): boolean => "benzo" in ring || ("token" in ring && !isMonocycle(ring.token));
  if (polycyclic(parent.attached) || polycyclic(parent.base) || parent.benzoLetter !== undefined) {
    const attached = fusionComponent(parent.attached, parent.name, chooser);
    const benzo = parent.benzoLetter === undefined ? [] : [{ attached: null, letter: parent.benzoLetter }];
    return unnumberedFusion(
      fusionComponent(parent.base, parent.name, chooser),
      [...benzo, { attached: { component: attached, locants: parent.attachedLocants }, letter: parent.letter }],
      parent.name,
    );
  }
  const graph = new Graph();
  const attached = monocycleOfRing(parent.attached, parent.name).ring;
  const base = monocycleOfRing(parent.base, parent.name).ring;
  // A listed ring's NH is not kept here: which N of imidazole carries it is arbitrary in imidazole but not once it is
  // fused (imidazo[4,5-d]pyridine is 1H or 3H), so a name without indicated hydrogen is tried at every atom.
  delete attached.nh;
  delete base.nh;
  buildOrthoFused(
    graph,
    attached,
    [Number(parent.attachedLocants[0]), Number(parent.attachedLocants[1])],
    base,
    parent.letter,
    chooser,
    parent.name,
  );
  return ringFrame(graph, parent.name);
}

function locate(frame: ParentFrame, locant: string, what: string): number {
  if (frame.unnumbered) {
    fail(
      `${what}: ${frame.name} is read without its numbering (fusion names of three or more rings), so locants on it are not read yet`,
    );
  }
  const atoms = frame.labels.get(locant) ?? [];
  if (atoms.length === 0) fail(`${what}: locant ${locant} does not exist on ${frame.name}`);
  if (atoms.length > 1) fail(`${what}: locant ${locant} names more than one atom`);
  return atoms[0] as number;
}

/** Every atom a locant names (an acid's "O" names both its oxygens); refused when it names none. */
function locateAll(frame: ParentFrame, locant: string, what: string): number[] {
  if (frame.unnumbered) locate(frame, locant, what);
  const atoms = frame.labels.get(locant) ?? [];
  if (atoms.length === 0) fail(`${what}: locant ${locant} does not exist on ${frame.name}`);
  return atoms;
}

function checkCount(locants: Locants, mult: number, what: string): void {
  if (locants !== null && locants.length !== mult) {
    fail(`${what}: ${locants.length} locant(s) (${locants.join(",")}) for a multiplier of ${mult}`);
  }
}

/**
 * The atoms of `options` (in order) where one of `remaining` groups of the given valency can go such that the
 * rest still fit at that atom or after it: placements that would strand a group are never tried.
 */
function feasible(graph: Graph, options: number[], valency: number, remaining: number): number[] {
  const room = options.map((a) => Math.floor((graph.atoms[a]?.h ?? 0) / valency));
  const after = new Array<number>(options.length + 1).fill(0);
  for (let i = options.length - 1; i >= 0; i--) after[i] = (after[i + 1] as number) + (room[i] as number);
  return options.filter((_, i) => (room[i] as number) > 0 && (after[i] as number) >= remaining);
}

/** Picks `count` of `options`, in non-decreasing order (each combination once); `distinct` forbids repeats. */
function pickSeveral(chooser: Chooser, options: number[], count: number, distinct: boolean): number[] {
  const out: number[] = [];
  let from = 0;
  for (let k = 0; k < count; k++) {
    const rest = options.slice(from);
    const choice = chooser.pick(rest);
    const index = options.indexOf(choice, from);
    out.push(choice);
    from = distinct ? index + 1 : index;
  }
  return out;
}

function applyUnsaturation(frame: ParentFrame, parent: Extract<Parent, { kind: "chain" }>, chooser: Chooser): void {
  const n = parent.carbons;
  const bonds: [number, number][] = [];
  for (let i = 0; i + 1 < n; i++) bonds.push([i, i + 1]);
  if (parent.cyclo) bonds.push([n - 1, 0]);
  for (const u of parent.unsaturation) {
    const what = u.order === 2 ? "ene" : "yne";
    checkCount(u.locants, u.mult, what);
    let chosen: [number, number][];
    if (u.locants !== null) {
      chosen = u.locants.map((l) => {
        const a = locate(frame, l, what);
        const b = parent.cyclo && a === n - 1 ? 0 : a + 1;
        if (b >= n) fail(`${what} at ${l}: there is no atom ${a + 2} on ${frame.name}`);
        return [a, b] as [number, number];
      });
    } else if (parent.cyclo && u.mult === 1 && parent.unsaturation.length === 1 && parent.suffixes.length === 0) {
      chosen = [[0, 1]];
    } else if (parent.cyclo && u.mult === 1 && parent.unsaturation.length === 1 && suffixLeavesC1Free(frame, parent)) {
      // Suffixes take the lowest locants first, then "ene" (P-31.1.4.2.4): with a suffix at C1 bound to it by a single
      // bond, an unlocanted ene is the -1-ene, C1=C2 in the numbering the name's locants use
      // ("3-methylcyclohexene-1-carboxylic acid" is 3-methylcyclohex-1-ene-1-carboxylic acid, as PubChem writes it).
      chosen = [[0, 1]];
    } else {
      const indices = pickSeveral(
        chooser,
        bonds.map((_, i) => i),
        u.mult,
        true,
      );
      chosen = indices.map((i) => bonds[i] as [number, number]);
      if (!parent.cyclo) lowestUnsaturation(parent, indices);
    }
    for (const [a, b] of chosen) {
      frame.graph.raise(a, b, what);
      if (u.order === 3) frame.graph.raise(a, b, what);
    }
  }
}

/** A suffix whose group is bound to the parent atom by a double bond (-one, -imine, -ylidene …). */
function bindsByDoubleBond(actions: [string, Record<string, string>][]): boolean {
  return actions.some(([a, attributes]) => a === "addgroup" && /^\[\*\]=/.test(attributes.SMILES ?? ""));
}

/**
 * Every suffix of the ring is locanted, one is at C1, and none at C1 is bound to it by a double bond: C1 can carry the
 * ring's double bond, so the lowest locant an unlocanted "ene" can take is 1.
 */
function suffixLeavesC1Free(frame: ParentFrame, parent: Extract<Parent, { kind: "chain" }>): boolean {
  if (parent.suffixes.length === 0 || parent.suffixes.some((s) => s.locants === null)) return false;
  const atOne = parent.suffixes.filter((s) => s.locants?.includes("1"));
  // A suffix with "carb(o)" ("-carbaldehyde", "-carboxylic acid") is bound through its own carbon, singly; -ylidene
  // and -ylidyne take C1's hydrogens for their free valences.
  return (
    atOne.length > 0 &&
    atOne.every(
      (s) => !DOUBLE_BOUND_SUFFIXES.has(s.value) && (s.carbon || !bindsByDoubleBond(ruleFor(frame, parent, s))),
    )
  );
}

/**
 * An unlocanted "ene"/"yne" on a chain with no suffix and no other unsaturation takes the lowest locants the chain's
 * numbering allows (P-31.1.4.2.4, before detachable prefixes): a placement that the numbering from the other end
 * would give lower locants is not the name's numbering, so the prefixes' locants do not fit it ("3-chloropropene" is
 * 3-chloroprop-1-ene, not the CH3-CH=CHCl its locant 3 would give with the double bond at C2). Where both ends
 * give the same locants ("4-chlorobutene": but-1-ene or but-2-ene) every placement stays and the name is refused.
 */
function lowestUnsaturation(parent: Extract<Parent, { kind: "chain" }>, bondIndices: number[]): void {
  if (parent.suffixes.length > 0 || parent.unsaturation.length !== 1) return;
  const n = parent.carbons;
  const asWritten = bondIndices.map((i) => i + 1).sort((a, b) => a - b);
  const reversed = bondIndices.map((i) => n - 1 - i).sort((a, b) => a - b);
  const k = asWritten.findIndex((l, j) => l !== reversed[j]);
  if (k >= 0 && (reversed[k] as number) < (asWritten[k] as number)) {
    fail("the unsaturation takes the lowest locants: the chain is numbered from its other end");
  }
}

function ruleFor(frame: ParentFrame, parent: Parent, suffix: SuffixUse): [string, Record<string, string>][] {
  const lex = lexicon();
  let rule: string | undefined;
  if (parent.kind === "acid") {
    rule =
      lex.applicability.acidStem[`${suffix.value}|${parent.token.subType}`] ?? lex.applicability.acidStem[suffix.value];
  } else {
    rule = lex.applicability.standardGroup[suffix.value];
  }
  const actions = rule === undefined ? undefined : lex.rules[rule];
  if (!actions) fail(`the suffix "${suffix.value}" is not read on ${frame.name} yet`);
  return actions;
}

const OUT_VALUES = new Set(["yl", "ylidene", "oyl", "oxy", "amido"]);
const DOUBLE_BOUND_SUFFIXES = new Set(["ylidene", "ylidyne"]);
const SULFUR_ACID_VALUES = new Set(["ic", "ate", "amide", "hydrazide"]);

function applySuffix(
  frame: ParentFrame,
  parent: Parent,
  suffix: SuffixUse,
  chooser: Chooser,
  built: Built,
  suffixLabels: Map<string, number[]>,
): void {
  const actions = ruleFor(frame, parent, suffix);
  const what = `suffix "${suffix.value}"`;
  const takesCarbon = actions.some(([a]) => a === "addSuffixPrefixIfNonePresentAndCyclic");
  if (suffix.carbon && !takesCarbon) fail(`${what} does not take "carb(o)" before it`);
  // sulfonic/sulfinic acid, sulfonamide, sulfonate: the acid, amide and ester groups only (OPSIN's suffix prefixes
  // go before any suffix that takes "carb(o)"; "sulfonaldehyde" or "sulfononitrile" name no real class).
  if (suffix.chalcogen !== null && !SULFUR_ACID_VALUES.has(suffix.value)) {
    fail(`${what} does not take "sulfon"/"sulfin" before it`);
  }
  checkCount(suffix.locants, suffix.mult, what);
  const graph = frame.graph;
  const terminal = suffix.terminal && !suffix.carbon && suffix.chalcogen === null;
  // Fixed positions, or null: pick each one when it is placed, among the atoms that can still take it.
  let positions: number[] | null = null;
  let options: number[] = [];
  if (parent.kind === "acid") {
    if (suffix.locants !== null || suffix.mult !== 1)
      fail(`${what} on ${frame.name}: no locants or multiplier are read here`);
    positions = frame.ends;
  } else if (suffix.locants !== null) {
    positions = suffix.locants.map((l) => locate(frame, l, what));
    for (const p of positions) claimIndicatedH(frame, p);
    if (terminal && frame.kind === "chain" && !frame.cyclic) {
      for (const p of positions) if (!frame.ends.includes(p)) fail(`${what} can only be at the end of a chain`);
    }
  } else if (frame.kind === "chain" && !frame.cyclic && (terminal || OUT_VALUES.has(suffix.value))) {
    if (suffix.mult > frame.ends.length || suffix.mult > 2) fail(`${what} ×${suffix.mult} on a ${frame.name} chain`);
    positions = frame.ends.slice(0, suffix.mult);
  } else if ((frame.homogeneous || (frame.kind === "chain" && frame.skeleton.length <= 2)) && suffix.mult === 1) {
    // One suffix on benzene, a cycloalkane, methane or ethane: the numbering starts there, so it is at C1.
    positions = [0];
  } else {
    options = frame.skeleton;
    if (suffix.value === "one" && frame.kind === "chain" && !frame.cyclic) {
      options = options.filter((a) => !frame.ends.includes(a));
    }
  }
  const need = bindsByDoubleBond(actions) ? 2 : 1;
  let from = 0;
  const next = (k: number): number => {
    if (positions !== null) return positions[k] as number;
    const choice = chooser.pick(feasible(graph, options.slice(from), need, suffix.mult - k));
    from = options.indexOf(choice);
    return choice;
  };
  const count = positions === null ? suffix.mult : positions.length;
  for (let k = 0; k < count; k++) {
    const position = next(k);
    // The copies of a multiplied suffix name their heteroatoms N, N', N'' … in the order of the suffix's locants
    // (N,N'-dimethylethane-1,2-diamine, IUPAC P-62.2.1.1); a locant that names two atoms is still refused.
    const primes = positions !== null && count > 1 ? "'".repeat(k) : "";
    let target = position;
    for (const [action, attributes] of actions) {
      if (action === "addSuffixPrefixIfNonePresentAndCyclic") {
        const cyclicAtom = frame.cyclic || graph.atoms[target]?.aromatic === true;
        if (suffix.chalcogen !== null) {
          // "sulfon" (S=O) or "sulfin" (S) between the parent and the group: S(=O)(=O)O, S(=O)N.
          const fragment = readFragment(suffix.chalcogen, null);
          const offset = graph.merge(fragment.graph);
          // The S is hexavalent (sulfon: S(=O)(=O)X) or tetravalent (sulfin: S(=O)X): four valences are left for
          // the parent and the acid, amide or ester group (each of those takes three: =O and O, N or O-).
          (graph.atoms[offset] as { h: number }).h = 4;
          graph.bond(target, offset, 1, what);
          target = offset;
        } else if (suffix.carbon || cyclicAtom) {
          const c = graph.addAtom({ element: "C", aromatic: false, charge: 0, isotope: 0, h: 4, labels: [] });
          graph.bond(target, c, 1, what);
          target = c;
        }
      } else if (action === "addgroup") {
        const smiles = (attributes.SMILES as string).replace(/^\[\*\]/, "[*]");
        const fragment = readFragment(smiles, null);
        if (suffix.thio) {
          for (const atom of fragment.graph.atoms) if (atom.element === "O") atom.element = "S";
        }
        const offset = graph.merge(fragment.graph);
        for (const s of fragment.star ?? []) {
          const order = s.order === "ar" ? 1 : s.order;
          graph.spend(target, order, what);
          graph.bonds.push({ a: target, b: s.neighbour + offset, order });
        }
        // IDs count the fragment's atoms from 1 with "[*]" first.
        const byId = (id: string): number => offset + Number(id) - 2;
        for (const id of (attributes.functionalIDs ?? "").split(",").filter(Boolean)) built.functional.push(byId(id));
        for (const id of (attributes.outIDs ?? "").split(",").filter(Boolean)) {
          const atom = byId(id);
          graph.spend(atom, 1, what);
          built.outs.push({ atom, valency: 1 });
        }
        for (let k = offset; k < graph.atoms.length; k++) {
          const atom = graph.atoms[k];
          if (atom && atom.element !== "C") {
            const label = atom.element + primes;
            suffixLabels.set(label, [...(suffixLabels.get(label) ?? []), k]);
            // IUPAC 2013's form of the same: the suffix's own locant after the element, N1 and N4 of
            // N1,N4-dimethylbenzene-1,4-diamine (P-62), also where the chain's end locants are unwritten (ethanediamide).
            for (const locant of positionLocants(frame, position)) {
              const numbered = `${atom.element}${locant}`;
              suffixLabels.set(numbered, [...(suffixLabels.get(numbered) ?? []), k]);
            }
          }
        }
      } else if (action === "setOutAtom") {
        const valency = Number(attributes.outValency ?? "1");
        // "3,4-dihydro-1H-isoquinolin-2-yl", "quinolin-1(2H)-yl": a ring N or C with only its spare valence is sp3
        // once it carries the bond, as a group there makes it (applyPrefix); the ring's double bonds must still pair.
        const out = graph.atoms[target];
        if (
          valency === 1 &&
          out &&
          out.h < 1 &&
          out.spare &&
          frame.mancude &&
          RING_SP3.has(out.element) &&
          out.charge === 0
        ) {
          saturate(graph, target, `${what} on a ring atom`);
        }
        graph.spend(target, valency, what);
        built.outs.push({ atom: target, valency });
      }
    }
  }
}

/** The numeric locants ("1", "4a") the parent's numbering gives one of its atoms. */
function positionLocants(frame: ParentFrame, atom: number): string[] {
  const out: string[] = [];
  for (const [label, atoms] of frame.labels) if (/^\d+[a-z]?$/.test(label) && atoms.includes(atom)) out.push(label);
  return out;
}

function substitutable(substituent: Substituent): boolean {
  if (editsParent(substituent)) return false;
  if (substituent.kind === "word" || substituent.kind === "built") return true;
  const fragment = readFragment(substituent.token.smiles, null);
  return fragment.graph.atoms.some((a) => a.h > 0);
}

export interface BuiltSubstituent {
  graph: Graph;
  atom: number;
  valency: number;
}

export function buildSubstituent(substituent: Substituent, chooser: Chooser): BuiltSubstituent {
  if (substituent.kind === "hydro") fail(`"${substituent.name}" is not a substituent: it adds hydrogen to a ring`);
  if (substituent.kind === "dehydro") fail(`"${substituent.name}" is not a substituent: it takes hydrogen away`);
  if (substituent.kind === "bridge") fail(`"${substituent.name}" is a bridge: it joins two atoms of the parent`);
  if (substituent.kind === "replacement") fail(`"${substituent.name}" replaces a parent atom: it is no substituent`);
  if (substituent.kind === "simple") {
    if (substituent.name.toLowerCase() === "phosphoryl") fail(PHOSPHORYL_GROUPS);
    const fragment = readFragment(substituent.token.smiles, null);
    if (!fragment.attach) fail(`"${substituent.name}" has no attachment point`);
    for (const g of substituent.token.geometries ?? []) fragment.graph.geometries.push({ ...g });
    if (substituent.isotopes) {
      const graph = fragment.graph;
      applyIsotopes(graph, substituent.isotopes, chooser, {
        // "(O-2H)hydroxy": an element's symbol names the group's atoms of that element, its only locants.
        locate: (locant): number[] => {
          const atoms = graph.atoms.flatMap((atom, k) => (atom.element === locant ? [k] : []));
          return atoms.length > 0 ? atoms : fail(`isotope locant ${locant}: "${substituent.name}" has no numbering`);
        },
        atoms: graph.atoms.map((_, k) => k),
      });
    }
    return { graph: fragment.graph, atom: fragment.attach.atom, valency: fragment.attach.order };
  }
  if (substituent.kind === "built") {
    return { graph: substituent.group.graph.clone(), atom: substituent.group.atom, valency: 1 };
  }
  const built = buildWord(substituent.word, chooser);
  if (built.outs.length !== 1) fail(`"${substituent.name}" must have exactly one attachment point`);
  const out = built.outs[0] as { atom: number; valency: number };
  const parent = substituent.word.parent;
  if (
    parent.kind === "group" &&
    parent.name.toLowerCase() === "phosphoryl" &&
    (built.graph.atoms[out.atom]?.h ?? 0) > 0
  ) {
    fail(PHOSPHORYL_GROUPS);
  }
  return { graph: built.graph, atom: out.atom, valency: out.valency };
}

/** Phosphoryl, -P(=O)<, is read only with both its groups (implicit-brackets.ts): H2P(=O)- is phosphinoyl. */
const PHOSPHORYL_GROUPS = '"phosphoryl" needs a group on each of its two free valences (H2P(=O)- is phosphinoyl)';

/** "oxo": one O bound by a double bond. */
function isOxo(copy: BuiltSubstituent): boolean {
  return copy.valency === 2 && copy.graph.atoms.length === 1 && copy.graph.atoms[0]?.element === "O";
}

/**
 * "1,1-dioxothiolan-3-yl", "5-oxo-10H-phenothiazine": an oxo at the locant of a neutral, non-aromatic ring S, Se or
 * Te that has no hydrogen left raises its valence by two (the lambda-4 sulfoxide, lambda-6 sulfone of
 * 1lambda6-thiolane-1,1-dione), as OPSIN reads these names. Only at a written locant, so no unlocanted oxo is
 * tried on a sulfur.
 */
function expandChalcogen(graph: Graph, position: number): void {
  const atom = graph.atoms[position];
  if (!atom || atom.aromatic || atom.charge !== 0 || atom.h >= 2 || !["S", "Se", "Te"].includes(atom.element)) return;
  let valence = atom.h;
  for (const bond of graph.bonds) {
    if (bond.a !== position && bond.b !== position) continue;
    if (bond.order === "ar") return;
    valence += bond.order;
  }
  if (valence === 2 || valence === 4) atom.h += 2;
}

/**
 * "N-methylmethylideneamine", "N-ethylbutylamine", "N-methylbenzylamine": the prefix before is at an element locant
 * (N, O, S, P), which a group of carbons alone (a bare chain group, benzyl, isopropyl) has no atom of, so it cannot
 * be that group's and is the parent's.
 */
function elementLocantBeforeCarbons(previous: PrefixUse | undefined, substituent: Substituent): boolean {
  const locants = previous?.locants;
  if (!locants?.every((l) => /^[NOSP]\d*'*$/.test(l))) return false;
  const carbons = (smiles: string): boolean => readFragment(smiles, null).graph.atoms.every((a) => a.element === "C");
  if (substituent.kind === "simple") return !substituent.isotopes && carbons(substituent.token.smiles);
  if (substituent.kind !== "word" || substituent.word.prefixes.length > 0) return false;
  const parent = substituent.word.parent;
  if (!parent.suffixes.every((x) => x.value.startsWith("yl"))) return false;
  return (
    parent.kind === "chain" || ((parent.kind === "acid" || parent.kind === "ring") && carbons(parent.token.smiles))
  );
}

function applyPrefix(
  frame: ParentFrame,
  prefix: PrefixUse,
  index: number,
  chooser: Chooser,
  previous?: PrefixUse,
): void {
  const name = prefix.substituent.name;
  const what = `prefix "${name}"`;
  if (prefix.substituent.kind === "bridge") fail(`${what}: a bridge is built with the parent, not as a substituent`);
  if (
    index > 0 &&
    !prefix.delimited &&
    prefix.locants === null &&
    substitutable(prefix.substituent) &&
    !elementLocantBeforeCarbons(previous, prefix.substituent)
  ) {
    fail(
      `${what} ${UNDELIMITED_PREFIX}, locant or brackets: the previous prefix could belong to "${name}" ` +
        `or to the parent (write the substituent in brackets, e.g. "(chloromethyl)", or give locants)`,
    );
  }
  checkCount(prefix.locants, prefix.mult, what);
  const copies = Array.from({ length: prefix.mult }, () => buildSubstituent(prefix.substituent, chooser));
  const valency = copies[0]?.valency ?? 1;
  const attach = (position: number, copy: BuiltSubstituent): void => {
    const offset = frame.graph.merge(copy.graph);
    frame.graph.spend(position, copy.valency, what);
    frame.graph.bonds.push({ a: position, b: copy.atom + offset, order: copy.valency as 1 | 2 | 3 });
  };
  if (prefix.locants !== null) {
    const positions = prefix.locants.map((l) => locate(frame, l, what));
    for (const p of positions) claimIndicatedH(frame, p);
    positions.forEach((position, k) => {
      const copy = copies[k] as BuiltSubstituent;
      if (isOxo(copy)) expandChalcogen(frame.graph, position);
      // The second group at one locant ("2,2-difluoro-1,3-benzodioxole") may need the atom's spare valence as the
      // unwritten indicated hydrogen (2H), as the first did not.
      if ((frame.graph.atoms[position]?.h ?? 0) < copy.valency) claimIndicatedH(frame, position);
      // Where the name writes its indicated hydrogen elsewhere, the second group still makes the atom sp3, as PubChem
      // writes it ("2,2-dimethyl-3H-1-benzofuran-7-ol" for 2,3-dihydro-): that hydrogen is the gem pair's own, and the
      // ring's double bonds must still pair up (kekulize), or the name is refused.
      const atom = frame.graph.atoms[position];
      if (atom && atom.h < copy.valency && atom.spare && frame.mancude && positions.indexOf(position) < k) {
        saturate(frame.graph, position, "the second group at one locant");
      }
      // A group on a ring N or C that has only its spare valence ("2-methyl-3,4-dihydro-1H-isoquinoline", "1-methyl-
      // 3,6-dihydro-2H-pyridine": PubChem's forms of 1,2,3,4- and 1,2,3,6-tetrahydro; a steroid's 10,13-dimethyl at
      // fusion carbons) makes that atom sp3 even where the name writes its indicated hydrogen elsewhere: with the
      // group its valence is full. The ring's double bonds must still pair up (kekulize), or the name is refused.
      if (
        atom &&
        atom.h < copy.valency &&
        atom.spare &&
        frame.mancude &&
        RING_SP3.has(atom.element) &&
        atom.charge === 0
      ) {
        saturate(frame.graph, position, "the group on a ring nitrogen");
      }
      attach(position, copy);
    });
    return;
  }
  // Unlocanted: each copy in turn, at or after the previous one's atom (each combination once), among the atoms
  // that still have the hydrogens for it (so impossible placements are never built).
  // A halogen prefix never stands for an O-halogen (a hypohalite is named "chlorooxy"): "chlorocarbonic acid" is
  // refused here and read as ClC(=O)OH (functional-replacement.ts), not as O=C(O)OCl.
  const halogen =
    copies[0]?.graph.atoms.length === 1 && /^(?:F|Cl|Br|I)$/.test(copies[0].graph.atoms[0]?.element ?? "");
  const skeleton = halogen ? frame.skeleton.filter((a) => frame.graph.atoms[a]?.element !== "O") : frame.skeleton;
  let from = 0;
  copies.forEach((copy, k) => {
    const options = feasible(frame.graph, skeleton.slice(from), valency, copies.length - k);
    const position = chooser.pick(options);
    from = skeleton.indexOf(position);
    attach(position, copy);
  });
}
