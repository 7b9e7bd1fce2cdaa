/**
 * Conjunctive names (IUPAC 2013 P-15.6, CAS's form): a ring name run into the name of an acyclic parent with its
 * principal group, the ring on the chain's far end in place of a hydrogen: "benzeneacetic acid" (2-phenylacetic
 * acid), "cyclohexanepropanoic acid", "naphthalene-2-acetic acid", "benzeneethylamine" (2-phenylethylamine).
 *
 * Read as a substitutive name: the ring (a parent without prefixes or suffixes) becomes a prefix on the chain's last
 * carbon, bound at its locant; unlocanted, every ring atom is tried (Word.attachAt), so a ring whose atoms differ
 * ("pyridineacetic acid") is refused as ambiguous and benzene is answered. Greek-letter locants on the chain
 * ("alpha-methyl…") and prefixes on the ring are not read here.
 */
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
  if (word.prefixes.length > 0 || word.parent.suffixes.length > 0) return false;
  const p = word.parent;
  if (p.kind === "ring" && p.name.toLowerCase() === "amine") return false;
  return RING_KINDS.has(p.kind) || (p.kind === "chain" && p.cyclo);
}

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

/** The chain word with the ring on its far end: on the chain itself, or on the alkyl of "ethylamine". */
function joined(chain: Word, ring: (locant: string) => PrefixUse): Word | null {
  if (chain.prefixes.length === 0 && chain.parent.suffixes.length === 1) {
    const at = farEnd(chain.parent);
    return at ? { ...chain, prefixes: [ring(at)] } : null;
  }
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

export function conjunctiveReadings(name: string): Reading[] {
  const out: Reading[] = [];
  const lc = name.toLowerCase();
  for (let k = 3; k < name.length - 3; k++) {
    if (lc[k - 1] !== "e") continue;
    // "naphthalene-2-acetic acid": the ring's locant after its name.
    const locanted = /^-(\d+[a-z]?)-[a-z]/.exec(name.slice(k));
    if (!locanted && !/[a-z]/.test(lc[k] ?? "")) continue;
    // Only where an acyclic parent's stem follows: the two grammar runs are not paid on every "e" of every name.
    if (!CHAIN_STEM.test(lc.slice(locanted ? k + locanted[0].length - 1 : k))) continue;
    const rings = wholeWords(name.slice(0, k), false).filter(isRing);
    if (rings.length === 0) continue;
    const chainAt = locanted ? k + locanted[0].length - 1 : k;
    const chains = wholeWords(name.slice(chainAt), false);
    const locants = locanted
      ? [locanted[1] as string]
      : Array.from({ length: MAX_RING_LOCANTS }, (_, n) => String(n + 1));
    for (const ringWord of rings) {
      for (const locant of locants) {
        const ring = (at: string): PrefixUse => ({
          locants: [at],
          mult: 1,
          substituent: { kind: "word", word: { ...ringWord, attachAt: locant }, name: name.slice(0, k) },
          delimited: true,
          start: 0,
        });
        for (const chain of chains) {
          const word = joined(chain, ring);
          if (word) out.push({ kind: "substitutive", word });
        }
      }
    }
  }
  return out;
}
