/**
 * Where a spiro name's hydrogens and ring ketones go (spiro.ts builds the union): hydro prefixes, the spiro system's
 * indicated hydrogen, the added hydrogen after a spiro locant or of a suffix, each moved onto the component it names
 * (primes off) so that component is built with it; and, where the spiro system as written has no CH2 at a ketone,
 * that ketone moved onto its component, whose own rules place the added hydrogen the name leaves unwritten.
 */
import type { PrefixUse, Word } from "./grammar.ts";
import { NameStructureError } from "./graph.ts";
import { primes } from "./spiro.ts";

function fail(message: string): never {
  throw new NameStructureError(message);
}

/**
 * Hydro prefixes on a spiro name are the components' their locants' primes name ("1',3'-dihydro" on the second,
 * primed once): moved onto each with the primes taken off, so it is built with them (a 1,3-dihydro-2H-indene has its
 * CH2 at 2). One that gives a component an odd count of hydro locants stays on the spiro system, where it is refused
 * (no mancude ring there).
 */
export function hydroIntoComponents(word: Word): Word {
  const parent = word.parent;
  if (parent.kind !== "spiroJoin") return word;
  const join = parent.join;
  const components = join.components.map((c) => ({ ...c, prefixes: [...c.prefixes] }));
  // The spiro system's indicated hydrogen ("3H-spiro[[1]benzofuran-2,3'-…]", "2'H-…") and the added hydrogen after a
  // spiro locant ("isoquinoline-2(1H)"): in a mancude component whose spiro atom has no hydrogens to give, that atom
  // and the one named are the two the spiro union saturates, as "2,3-dihydro" would (primes name the component).
  // CAS writes an indicated hydrogen at a ring ketone's position on a component with no double bond to place
  // ("2H,5H-spiro[imidazolidine-4,2'-indene]-2,5-dione"): nothing to place there, and OPSIN reads it so.
  const suffixAt = new Set(parent.suffixes.flatMap((s) => s.locants ?? []));
  const redundant = (h: string): boolean => {
    const component = join.components[primes(h)];
    return component !== undefined && suffixAt.has(h) && saturatedRing(component);
  };
  const named: [number, string][] = [
    ...(join.indicatedH ?? [])
      .filter((h) => !redundant(h))
      .map((h): [number, string] => [primes(h), h.replace(/'/g, "")]),
    ...(join.addedH ?? []).flatMap((h, k): [number, string][] => (h === null ? [] : [[k, h]])),
  ];
  for (const [k, h] of named) {
    const spiroAt = join.joins
      .flat()
      .filter((l) => primes(l) === k)
      .map((l) => l.replace(/'/g, ""));
    const target = components[k];
    if (!target || spiroAt.length !== 1 || spiroAt[0] === h) {
      fail(`indicated hydrogen ${h}${"'".repeat(k)}H on this spiro system is not read yet`);
    }
    target.prefixes.push({
      locants: [h, spiroAt[0] as string],
      mult: 2,
      substituent: { kind: "hydro", name: "hydro" },
      delimited: true,
      start: 0,
    });
  }
  // The added hydrogen of a suffix ("spiro[indole-3,4'-piperidin]-2(1H)-one", "…-4'(3'H)-one"): on the component of
  // the suffix's one locant, that atom and the added one saturated together, as "1,2-dihydro" would, before the suffix
  // takes its hydrogens there (a ketone of the component's mancude ring).
  const suffixes = parent.suffixes.map((suffix) => {
    const at = suffix.locants?.[0];
    if (suffix.addedH.length === 0 || at === undefined || suffix.locants?.length !== 1) return suffix;
    const k = primes(at);
    const target = components[k];
    if (!target || suffix.addedH.some((h) => primes(h) !== k)) {
      fail(`added hydrogen (${suffix.addedH.join(",")}H) on another component than its suffix's ${at}`);
    }
    target.prefixes.push({
      locants: [...suffix.addedH, at].map((l) => l.replace(/'/g, "")),
      mult: suffix.addedH.length + 1,
      substituent: { kind: "hydro", name: "hydro" },
      delimited: true,
      start: 0,
    });
    return { ...suffix, addedH: [] };
  });
  const moved = suffixes.some((s, i) => s !== parent.suffixes[i]);
  // A hydro prefix over several components ("2,2',3,3'-tetrahydro-1,1'-spirobi[indene]") is each one's pairs.
  const kept: PrefixUse[] = [];
  for (const prefix of word.prefixes) {
    const locants = prefix.locants ?? [];
    const on = [...new Set(locants.map(primes))];
    const own = (k: number): string[] => locants.filter((l) => primes(l) === k).map((l) => l.replace(/'/g, ""));
    if (
      prefix.substituent.kind !== "hydro" ||
      locants.length === 0 ||
      on.some((k) => !components[k] || (on.length > 1 && own(k).length % 2 === 1))
    ) {
      kept.push(prefix);
      continue;
    }
    for (const k of on) (components[k] as Word).prefixes.push({ ...prefix, locants: own(k), mult: own(k).length });
  }
  if (kept.length === word.prefixes.length && named.length === 0 && !join.indicatedH && !moved) return word;
  const { indicatedH: _h, addedH: _a, ...rest } = join;
  return { ...word, prefixes: kept, parent: { ...parent, suffixes, join: { ...rest, components } } };
}

/** A component whose ring has no double bond of its own: a cycloalkane, an "-olane"/"-inane", piperidine, imidazolidine. */
function saturatedRing(word: Word): boolean {
  const parent = word.parent;
  if (parent.kind === "chain") return parent.cyclo && parent.unsaturation.length === 0;
  if (parent.kind === "hw") return !parent.stem.mancude;
  if (parent.kind === "ring") return !/[cnosp]|=|#/.test(parent.token.smiles);
  return false;
}

/**
 * The spiro system's ring ketones ("-1'-one", "-4'-thione", "-2',4',6'(1'H,3'H)-trione") moved onto the components
 * their locants are on, unprimed, each with its added hydrogen, or null when there is none to move: a component built
 * with its own ketones places the added hydrogen the name leaves unwritten, and the one it writes, as that ring's
 * name would ("spiro[cyclohexane-1,1'-naphthalen]-4'-one" is the 1,4-dihydro ring, "spiro[cyclohexane-1,5'-
 * pyrimidine]-2',4',6'(1'H,3'H)-trione" the barbiturate). Not a ketone on a spiro atom, nor added hydrogen on a
 * component without one of the ketones.
 */
export function ketonesIntoComponents(word: Word): Word | null {
  const parent = word.parent;
  if (parent.kind !== "spiroJoin") return null;
  const join = parent.join;
  const spiroAtoms = new Set(join.joins.flat());
  const components = join.components.map((c) => ({ ...c }));
  const kept = parent.suffixes.filter((suffix) => {
    const locants = suffix.locants ?? [];
    if (!KETONES.has(suffix.value) || locants.length === 0 || locants.some((l) => spiroAtoms.has(l))) return true;
    const on = new Set(locants.map(primes));
    if (suffix.addedH.some((h) => !on.has(primes(h)))) return true;
    if ([...on].some((k) => !components[k] || !("suffixes" in (components[k] as Word).parent))) return true;
    for (const k of on) {
      const target = components[k] as Word;
      const own = (ls: string[]): string[] => ls.filter((l) => primes(l) === k).map((l) => l.replace(/'/g, ""));
      const part = { ...suffix, locants: own(locants), mult: own(locants).length, addedH: own(suffix.addedH) };
      const ring = target.parent as Extract<Word["parent"], { suffixes: unknown }>;
      target.parent = { ...ring, suffixes: [...ring.suffixes, part] } as Word["parent"];
    }
    return false;
  });
  if (kept.length === parent.suffixes.length) return null;
  return { ...word, parent: { ...parent, suffixes: kept, join: { ...join, components } } };
}

/** The suffixes that make a ring carbon a ketone (=O, =S). */
const KETONES = new Set(["one", "thione"]);
