/**
 * Conjunctive names (IUPAC 2013 P-15.6, CAS's form): a ring name run into the name of an acyclic parent with its
 * principal group, the ring on the chain's far end in place of a hydrogen: "benzeneacetic acid" (2-phenylacetic
 * acid), "cyclohexanepropanoic acid", "naphthalene-2-acetic acid", "benzeneethylamine" (2-phenylethylamine).
 *
 * Read as a substitutive name: the ring (a parent without prefixes or suffixes) becomes a prefix on the chain's last
 * carbon, bound at its locant; unlocanted, every ring atom is tried (Word.attachAt), so a ring whose atoms differ
 * ("pyridineacetic acid") is refused as ambiguous and benzene is answered. Greek-letter locants at the front name
 * the chain's carbons from the one next to the principal group ("alpha-ethylfuran-2-methanol" is
 * 1-(furan-2-yl)propan-1-ol, "alpha-methylbenzeneacetic acid" 2-phenylpropanoic acid). Prefixes before the ring are
 * the ring's, numbered from the chain's atom ("4-chlorobenzeneacetic acid", "5-methylfuran-2-methanol").
 */
import { OPSIN_WORDS } from "../../data/names/opsin-words.ts";
import { free, rdkit } from "../rdkit.ts";
import type { PartResult } from "./components.ts";
import { NameGrammar, type Parent, type PrefixUse, type Reading, type Word } from "./grammar.ts";

/** Ring atoms tried for an unlocanted ring: more than any monocycle or bicycle this form is written with. */
const MAX_RING_LOCANTS = 14;

/** How the acyclic parent of a conjunctive name begins: an alkane stem or a retained acid's. */
const CHAIN_STEM = /^(?:meth|eth|prop|but|pent|hex|hept|oct|non|dec|acet|form|valer|butyr)/;

const RING_KINDS = new Set<Parent["kind"]>(["ring", "hw", "benzo", "fused", "assembly"]);

function wholeWords(text: string, out: boolean): Word[] {
  return new NameGrammar(text)
    .word(0, out)
    .filter(([, end]) => end === text.length)
    .map(([w]) => w);
}

function isRing(word: Word): boolean {
  if (word.parent.suffixes.length > 0) return false;
  const p = word.parent;
  if (p.kind === "ring" && p.name.toLowerCase() === "amine") return false;
  return RING_KINDS.has(p.kind) || (p.kind === "chain" && p.cyclo);
}

/** An amine or amide suffix: the N an "N-" locant names. */
const isAmine = (suffix: { value: string }): boolean => suffix.value === "amine" || suffix.value === "amide";

const isCyclo = (word: Word): boolean => word.parent.kind === "chain" && word.parent.cyclo;

/** The chain's far carbon: its last numbered one. */
function farEnd(parent: Parent): string | null {
  if (parent.kind === "chain" && !parent.cyclo && parent.carbons >= 1) return String(parent.carbons);
  if (parent.kind === "acid" && parent.token.labels) {
    const numbers = parent.token.labels
      .split("/")
      .flatMap((l) => l.split(","))
      .filter((l) => /^\d+$/.test(l))
      .map(Number);
    return numbers.length > 0 ? String(Math.max(...numbers)) : null;
  }
  return null;
}

/** The chain word with the ring on its far end: on the chain itself, or on the alkyl of "ethylamine". `greek`:
 * the chain's prefixes written with Greek locants, read on the chain itself only. */
function joined(chain: Word, ring: (locant: string) => PrefixUse, greek = false): Word | null {
  if ((greek || chain.prefixes.length === 0) && chain.parent.suffixes.length === 1) {
    const at = farEnd(chain.parent);
    return at ? { ...chain, prefixes: [...chain.prefixes, ring(at)] } : null;
  }
  if (greek) return null;
  // "benzeneethylamine": the alkyl before a bare "amine" is the chain.
  const [alkyl] = chain.prefixes;
  if (
    chain.prefixes.length !== 1 ||
    !alkyl ||
    alkyl.locants !== null ||
    alkyl.mult !== 1 ||
    alkyl.substituent.kind !== "word" ||
    alkyl.substituent.word.prefixes.length > 0 ||
    chain.parent.kind !== "ring" ||
    chain.parent.name.toLowerCase() !== "amine"
  ) {
    return null;
  }
  const inner = alkyl.substituent.word;
  const at = farEnd(inner.parent);
  if (!at || at === "1") return null;
  const substituent = { ...alkyl.substituent, word: { ...inner, prefixes: [ring(at)] } };
  return { ...chain, prefixes: [{ ...alkyl, substituent }] };
}

const GREEK: Record<string, number> = { alpha: 0, beta: 1, gamma: 2, delta: 3, α: 0, β: 1, γ: 2, δ: 3 };
/** Greek locants, with the amine's N among them ("N,alpha-dimethyl": one on the N, one on the alpha carbon). */
const GREEK_GROUP = /^((?:alpha|beta|gamma|delta|[αβγδ]|n)(?:,(?:alpha|beta|gamma|delta|[αβγδ]|n))*)-/;

/** A chain locant a Greek group names: the carbon's offset from alpha, or the amine's "N". */
type GreekLocant = number | "N";

/** Suffixes whose own carbon is the chain's C1 ("ethanoic acid", "ethanal", "ethanenitrile"): alpha is then C2. */
const CARBON_SUFFIXES = new Set(["ic", "al", "aldehyde", "nitrile", "amide", "ate", "oyl", "hydrazide"]);

/** The chain carbon "alpha" names: the first one that is not the principal group's own carbon. */
function alphaCarbon(chain: Word): number | null {
  const p = chain.parent;
  if (p.kind === "acid") return 2;
  if (p.kind !== "chain" || p.cyclo || p.suffixes.length !== 1) return null;
  const suffix = p.suffixes[0];
  if (!suffix || (suffix.locants !== null && suffix.locants.join() !== "1")) return null;
  return CARBON_SUFFIXES.has(suffix.value) ? 2 : 1;
}

/** Greek-lettered groups and the text around them: the ring's prefixes written before the first ("4-chloro-"), and
 * the rest, which the last group's prefix text begins. */
interface GreekFront {
  before: string;
  groups: { locants: GreekLocant[]; text: string }[];
  rest: string;
}

const GREEK_AHEAD = /-(?=(?:alpha|beta|gamma|delta|[αβγδ]|n)(?:,(?:alpha|beta|gamma|delta|[αβγδ]|n))*-)/;

/**
 * "alpha-ethyl", "alpha,alpha-dimethyl", "alpha-methyl-beta-phenyl", after the ring's prefixes ("4-chloro-alpha-
 * methyl…") or before them ("alpha-methyl-4-nitro…"): each group's Greek locants and its prefix text (the last one's
 * left to greekReadings). Null when the name has none.
 */
function greekGroups(name: string): GreekFront | null {
  const lc = name.toLowerCase();
  let pos = 0;
  if (!GREEK_GROUP.test(lc)) {
    const first = GREEK_AHEAD.exec(lc);
    if (!first) return null;
    pos = first.index + 1;
  }
  const before = name.slice(0, pos);
  const groups: { locants: GreekLocant[]; text: string }[] = [];
  for (;;) {
    const m = GREEK_GROUP.exec(lc.slice(pos));
    // An N-only group ("alpha-ethyl-N-methyl…") only after a Greek one: before any, it is the plain N prefix.
    if (!m || (groups.length === 0 && (m[1] as string).split(",").every((g) => g === "n"))) break;
    const locants = (m[1] as string).split(",").map((g): GreekLocant => (g === "n" ? "N" : (GREEK[g] as number)));
    pos += m[0].length;
    // A further Greek group after this one's prefix and a hyphen ("alpha-methyl-alpha-phenyl…").
    const next = GREEK_AHEAD.exec(lc.slice(pos));
    if (!next) {
      groups.push({ locants, text: "" });
      break;
    }
    groups.push({ locants, text: name.slice(pos, pos + next.index) });
    pos += next.index + 1;
  }
  return groups.length > 0 ? { before, groups, rest: name.slice(pos) } : null;
}

/**
 * "alpha-ethylfuran-2-methanol": every cut of the last group's prefix from the ring, read as below with the groups put
 * on the chain at the carbons their Greek letters name ("alpha-methyl-4-nitrobenzenemethanol": the cut before the
 * hyphen leaves the ring its own locanted prefixes).
 */
function greekReadings(name: string): Reading[] {
  const front = greekGroups(name);
  if (!front) return [];
  if (front.groups.some((g, i) => g.text.length === 0 && i < front.groups.length - 1)) return [];
  const out: Reading[] = [];
  const last = front.groups.length - 1;
  const withLast = (text: string) => front.groups.map((g, i) => (i === last ? { ...g, text } : g));
  for (let j = 1; j < front.rest.length - 3; j++) {
    out.push(...plainReadings(`${front.before}${front.rest.slice(j)}`, withLast(front.rest.slice(0, j))));
  }
  return out;
}

export function conjunctiveReadings(name: string): Reading[] {
  return [...plainReadings(name, []), ...greekReadings(name)];
}

function plainReadings(name: string, greek: { locants: GreekLocant[]; text: string }[]): Reading[] {
  const out: Reading[] = [];
  const lc = name.toLowerCase();
  for (let k = 3; k < name.length - 3; k++) {
    // "benzene…", and with its locant "furan-2-methanol" (a ring name in -an).
    if (lc[k - 1] !== "e" && !(lc[k - 1] === "n" && lc[k] === "-")) continue;
    // "naphthalene-2-acetic acid": the ring's locant after its name.
    const locanted = /^-(\d+[a-z]?)-[a-z]/.exec(name.slice(k));
    if (!locanted && !/[a-z]/.test(lc[k] ?? "")) continue;
    // Only where an acyclic parent's stem follows: the two grammar runs are not paid on every "e" of every name.
    if (!CHAIN_STEM.test(lc.slice(locanted ? k + locanted[0].length - 1 : k))) continue;
    const rings = wholeWords(name.slice(0, k), false).filter(isRing);
    if (rings.length === 0) continue;
    const chainAt = locanted ? k + locanted[0].length - 1 : k;
    const chains = wholeWords(name.slice(chainAt), false).flatMap((chain) => {
      if (greek.length === 0) return [chain];
      // The Greek-lettered groups written on the chain with its own numbers, and the chain read again with them.
      const alpha = alphaCarbon(chain);
      if (alpha === null) return [];
      const prefixes = greek
        .map((g) => `${g.locants.map((l) => (l === "N" ? l : l + alpha)).join(",")}-${g.text}`)
        .join("-");
      return wholeWords(`${prefixes}${name.slice(chainAt)}`, false).filter(
        (w) => w.prefixes.length === greek.length && alphaCarbon(w) === alpha,
      );
    });
    const everyAtom = Array.from({ length: MAX_RING_LOCANTS }, (_, n) => String(n + 1));
    for (const written of rings) {
      // "N-methylbenzeneethanamine", "N,N-dimethylbenzenemethanamine": an N locant is the chain's amine N, not the
      // ring's (a ring read with one is not a conjunctive ring).
      const onN = (p: PrefixUse): boolean => p.locants?.every((l) => /^N'*$/.test(l)) === true;
      const nPrefixes = written.prefixes.filter(onN);
      const ringWord =
        nPrefixes.length > 0 ? { ...written, prefixes: written.prefixes.filter((p) => !onN(p)) } : written;
      // A ring with prefixes ("4-chlorobenzeneacetic acid") is numbered from the chain's atom: unlocanted, that is 1
      // of a ring of alike atoms (benzene, a cycloalkane); any other such ring needs the locant written.
      const alike = /^benzen$/i.test(ringWord.parent.kind === "ring" ? ringWord.parent.name : "") || isCyclo(ringWord);
      const prefixed = ringWord.prefixes.length > 0;
      if (prefixed && !locanted && !alike) continue;
      const locants = locanted ? [locanted[1] as string] : prefixed ? ["1"] : everyAtom;
      for (const locant of locants) {
        const ring = (at: string): PrefixUse => ({
          locants: [at],
          mult: 1,
          substituent: { kind: "word", word: { ...ringWord, attachAt: locant }, name: name.slice(0, k) },
          delimited: true,
          start: 0,
        });
        for (const chain of chains) {
          const withN = nPrefixes.length > 0 ? { ...chain, prefixes: [...nPrefixes, ...chain.prefixes] } : chain;
          if (nPrefixes.length > 0 && (chain.prefixes.length > 0 || !chain.parent.suffixes.some(isAmine))) continue;
          const word = joined(withN, ring, greek.length > 0 || nPrefixes.length > 0);
          if (word) out.push({ kind: "substitutive", word });
        }
      }
    }
  }
  return out;
}

/**
 * CAS's conjunctive names on an amino acid (OPSIN's "amineDiConjunctiveSuffix"): "<amino acid> N,N-diacetic acid",
 * two carboxymethyl groups on its amine N ("beta-alanine diacetic acid", "L-aspartic acid N,N-diacetic acid"); with
 * "N,N-diacetate" the two acetic acids' carboxylates. "<amino acid> diacetate" without the locants is refused: it is as
 * well the amino acid's salt with two acetic acids. The amino acid is read as a name alone is (a chiral one needs its
 * L- or D-); it must have one primary amine N, not an amide's (lysine's two are refused: which one is not said).
 */
const DIACETIC = /^(.+?)[ -](N,N-)?diacet(ic ?acid|ate)$/i;

/** A primary amine N that is no amide's, amidine's or aryl amine's: the N that takes the two acetic acids. */
const PRIMARY_AMINE = "[NX3;H2;!$(N-[C,S]=[O,N,S]);!$(N-a)]";

let aminoAcidNames: Set<string> | undefined;

export function readAminoAcidDiacetic(whole: string, parse: (name: string) => PartResult): PartResult | null {
  const m = DIACETIC.exec(whole);
  if (!m) return null;
  const acidName = m[1] as string;
  aminoAcidNames ??= new Set(OPSIN_WORDS.aminoAcids.map(([form]) => form));
  const bare = acidName.replace(/^(?:[dl]|dl|rac)(?:\([+-]\))?-/i, "").toLowerCase();
  if (!aminoAcidNames.has(bare)) return null;
  const anion = (m[3] as string).toLowerCase() === "ate";
  if (anion && !m[2]) {
    return {
      ok: false,
      reason: "ambiguous",
      message: `"${whole}" is the N,N-diacetate of ${acidName} or its salt with two acetic acids: write "N,N-diacetate" or the salt as two words`,
    };
  }
  const acid = parse(acidName);
  if (!acid.ok) return acid;
  const mol = rdkit().get_mol(acid.smiles);
  const query = rdkit().get_qmol(PRIMARY_AMINE);
  try {
    if (!mol?.is_valid() || !query) return { ok: false, reason: "invalid", message: `"${acidName}" could not be read` };
    // RDKit writes "{}" rather than "[]" when nothing matches.
    const found: unknown = JSON.parse(mol.get_substruct_matches(query));
    const matches = Array.isArray(found) ? (found as { atoms: number[] }[]) : [];
    if (matches.length !== 1) {
      return {
        ok: false,
        reason: matches.length === 0 ? "invalid" : "ambiguous",
        message:
          matches.length === 0
            ? `${acidName} has no primary amine N for the two acetic acids`
            : `${acidName} has more than one primary amine N: the name does not say which takes the acetic acids`,
      };
    }
    // Rooted at the N, which has one heavy neighbour: "N" and then the rest, so the two groups go in as branches and
    // every stereocentre keeps its neighbours' written order.
    const rooted = mol.get_smiles(JSON.stringify({ rootedAtAtom: matches[0]?.atoms[0] }));
    if (!/^N[A-Zcn[]/.test(rooted))
      return { ok: false, reason: "invalid", message: `"${acidName}": N not at the root` };
    const acetic = anion ? "CC(=O)[O-]" : "CC(=O)O";
    const built = rdkit().get_mol(`N(${acetic})(${acetic})${rooted.slice(1)}`);
    try {
      if (!built?.is_valid()) return { ok: false, reason: "invalid", message: `"${whole}" is not a valid structure` };
      return { ok: true, smiles: built.get_smiles() };
    } finally {
      free(built);
    }
  } finally {
    free(mol);
    free(query);
  }
}
