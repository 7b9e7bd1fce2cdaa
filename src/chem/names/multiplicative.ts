/**
 * Multiplicative names (IUPAC 2013 P-15.3): identical parents joined by a multiplying substituent, their attachment
 * locants primed copy by copy: "4,4'-methylenedianiline", "2,2'-oxydiethanol", "N,N'-ethane-1,2-diyldiacetamide",
 * "4,4'-{9H-fluorene-2,7-diylbis[sulfonyl(methylimino)]}dibutanoic acid" (a central group, "bis" of the chain of
 * groups each arm has, read from the centre outwards).
 *
 * Read as an ordinary substitutive name, so the builder checks it as any other: the first copy is the parent; the
 * chain from it to the second copy is nested prefixes (arm, centre, arm), each group carrying the next; the second
 * copy is the innermost, bound at its primed locant (Word.attachAt, builder.ts). A divalent group's two locants are
 * cited in order from the centre ("4,1-phenylene": 4 towards the centre). A group bound by a double bond on one side
 * ("azanylylidene", -N=) takes its orientation from its neighbours, outwards from the centre (bondOrders). Only two
 * copies, each locant written, are read; anything else is left to the other readings, or refused.
 */
import { NameGrammar, type PrefixUse, type Reading, type Substituent, type Word } from "./grammar.ts";
import type { SubstituentToken } from "./lexicon.ts";
import type { Descriptor } from "./stereo.ts";

/** Readings kept per part before the name is left unread (a multiplicative name has a handful). */
const MAX_PARTS = 16;

/** Single-atom divalent groups: the atom takes both neighbours. */
const ATOM_UNITS: [string, SubstituentToken][] = [
  ["oxy", { smiles: "-O", labels: null }],
  ["imino", { smiles: "-N", labels: null }],
  ["sulfanediyl", { smiles: "-S", labels: null }],
  ["thio", { smiles: "-S", labels: null }],
  ["carbonyl", { smiles: "-C=O", labels: null }],
  ["sulfonyl", { smiles: "-S(=O)=O", labels: null }],
  ["sulfinyl", { smiles: "-S=O", labels: null }],
];

/** Where a unit's text may end (its last word), for splitting an arm such as "imino-3,1-phenylenecarbonylimino". */
const UNIT_ENDS = [...ATOM_UNITS.map(([form]) => form), "methylene", "ethylene", "phenylene", "diyl", "ylidene"];

/**
 * Groups bound by a single bond at one end and a double bond at the other ("ethane-1,2-diylbis(azanylylidene-
 * methanylylidene)": -N=CH-): which end is which follows from the neighbours (multiplicativeReadings).
 */
const SWITCH_UNITS: [string, string][] = [
  ["azanylylidene", "N"],
  ["methanylylidene", "C"],
];

/**
 * One divalent group: its readings with `inner` bound at the end away from `out` ("first"/"second" locant), the
 * `out` end bound by a bond of `order`. `bond`: both ends single (unset), both double ("diylidene"), or one of each.
 */
type Unit = ((out: 0 | 1, inner: Substituent, order: 1 | 2) => Substituent[]) & { bond?: "double" | "switch" };

const CLOSE: Record<string, string> = { "(": ")", "[": "]", "{": "}" };

/** The end of the bracket group opening at `at`, or -1. */
function matching(text: string, at: number): number {
  const stack: string[] = [];
  for (let k = at; k < text.length; k++) {
    const c = text[k] as string;
    if (c in CLOSE) stack.push(CLOSE[c] as string);
    else if (c === ")" || c === "]" || c === "}") {
      if (stack.pop() !== c) return -1;
      if (stack.length === 0) return k;
    }
  }
  return -1;
}

/** The text inside one bracket pair that spans it all ("(methylimino)"), else null. */
function unbracket(text: string): string | null {
  return text[0] && text[0] in CLOSE && matching(text, 0) === text.length - 1 ? text.slice(1, -1) : null;
}

function words(text: string, out: boolean): Word[] {
  if (text.length === 0) return [];
  const found = new NameGrammar(text)
    .word(0, out)
    .filter(([, end]) => end === text.length)
    .map(([w]) => w);
  return found.length <= MAX_PARTS ? found : [];
}

function withPrefix(word: Word, locant: string | null, inner: Substituent, name: string): Substituent {
  const prefix: PrefixUse = {
    locants: locant === null ? null : [locant],
    mult: 1,
    substituent: inner,
    delimited: true,
    start: 0,
  };
  return { kind: "word", word: { ...word, prefixes: [...word.prefixes, prefix] }, name };
}

/** A unit written as text (its brackets removed): "oxy", "methylimino", "4-methyl-3,1-phenylene", "9H-fluorene-2,7-diyl". */
function readUnit(text: string): Unit | null {
  for (const [form, element] of SWITCH_UNITS) {
    if (text !== form) continue;
    const unit: Unit = (_, inner, order) => {
      const token = { smiles: `${order === 2 ? "=" : "-"}${element}`, labels: null };
      const word: Word = { prefixes: [], parent: { kind: "group", token, name: form, suffixes: [] } };
      return [withPrefix(word, null, inner, text)];
    };
    unit.bond = "switch";
    return unit;
  }
  for (const [form, token] of ATOM_UNITS) {
    if (!text.endsWith(form)) continue;
    const before = text.slice(0, -form.length);
    if (before === "") {
      const word: Word = { prefixes: [], parent: { kind: "group", token, name: form, suffixes: [] } };
      return (_, inner) => [withPrefix(word, null, inner, text)];
    }
    // "methylimino": the group with prefixes of its own, read as the substituent "methylamino" is.
    // A group that is itself a unit ("carbonylimino") is two units, split by readArm.
    if (form !== "imino" || UNIT_ENDS.some((end) => before.endsWith(end))) return null;
    const found = words(`${before}amino`, true);
    return found.length ? (_, inner) => found.map((w) => withPrefix(w, null, inner, text)) : null;
  }
  if (text.endsWith("methylene")) {
    const found = words(`${text.slice(0, -"methylene".length)}methyl`, true);
    return found.length ? (_, inner) => found.map((w) => withPrefix(w, null, inner, text)) : null;
  }
  const located = (base: (out: string) => string, ends: [string, string]): Unit => {
    return (out, inner) => {
      const here = ends[out];
      const there = ends[out === 0 ? 1 : 0];
      return words(base(here), true).map((w) => withPrefix(w, there, inner, text));
    };
  };
  if (text === "ethylene") return located((l) => `ethan-${l}-yl`, ["1", "2"]);
  const phenylene = /^(.*?)(\d),(\d)-phenylene$/.exec(text);
  if (phenylene) {
    const [, before, a, b] = phenylene as unknown as [string, string, string, string];
    return located((l) => `${before}benzen-${l}-yl`, [a, b]);
  }
  const diylidene = /^(.+?)e?-(\d+[a-z]?),(\d+[a-z]?)-diylidene$/.exec(text);
  if (diylidene) {
    const [, base, a, b] = diylidene as unknown as [string, string, string, string];
    const unit = located((l) => `${base}-${l}-ylidene`, [a, b]);
    unit.bond = "double";
    return unit;
  }
  const diyl = /^(.+?)e?-(\d+[a-z]?),(\d+[a-z]?)-diyl$/.exec(text);
  if (diyl) {
    const [, base, a, b] = diyl as unknown as [string, string, string, string];
    return located((l) => `${base}-${l}-yl`, [a, b]);
  }
  // CAS's "1,5-naphthalenediyl": the locants before the ring name.
  const cas = /^(.*?)(\d+[a-z]?),(\d+[a-z]?)-([a-z]+?)e?diyl$/.exec(text);
  if (cas) {
    const [, before, a, b, stem] = cas as unknown as [string, string, string, string, string];
    return located((l) => `${before}${stem}-${l}-yl`, [a, b]);
  }
  return null;
}

/** An arm's chain of units, left to right: each bracketed group one unit, bare text split where a unit ends. */
function readArm(text: string, from = 0): Unit[][] {
  if (from === text.length) return [[]];
  const out: Unit[][] = [];
  const open = text[from] as string;
  const ends: number[] = [];
  if (open in CLOSE) {
    const close = matching(text, from);
    if (close > 0) ends.push(close + 1);
  } else {
    for (const form of UNIT_ENDS) {
      for (let k = text.indexOf(form, from); k >= 0; k = text.indexOf(form, k + 1)) ends.push(k + form.length);
    }
  }
  for (const end of new Set(ends)) {
    const raw = text.slice(from, end);
    const unit = readUnit(unbracket(raw) ?? raw);
    if (!unit) continue;
    // "imino-3,1-phenylene": a hyphen may separate two units.
    const next = text[end] === "-" && /^-\d/.test(text.slice(end)) ? end + 1 : end;
    for (const rest of readArm(text, next)) {
      out.push([unit, ...rest]);
      if (out.length > MAX_PARTS) return [];
    }
  }
  return out;
}

/** "X" or "Xbis(arm)", "Xbis[arm]": the centre and the arm each copy's side repeats. */
function readLinker(written: string): { centre: Unit; arm: Unit[] }[] {
  const text = unbracket(written) ?? written;
  const out: { centre: Unit; arm: Unit[] }[] = [];
  const whole = readUnit(text);
  if (whole) out.push({ centre: whole, arm: [] });
  // The centre may itself be a centre with arms, bracketed: "((ethane-1,2-diylbis(azanylylidene))bis(methanylylidene))".
  const centresAt = (k: number): { centre: Unit; arm: Unit[] }[] => {
    const centreText = text.slice(0, k);
    const unit = readUnit(unbracket(centreText) ?? centreText);
    return unit ? [{ centre: unit, arm: [] }] : unbracket(centreText) ? readLinker(centreText) : [];
  };
  for (let k = text.indexOf("bis", 1); k > 0; k = text.indexOf("bis", k + 1)) {
    const open = k + 3;
    if (!(text[open] === "(" || text[open] === "[") || matching(text, open) !== text.length - 1) continue;
    for (const inner of centresAt(k)) {
      for (const arm of readArm(text.slice(open + 1, -1)))
        out.push({ centre: inner.centre, arm: [...inner.arm, ...arm] });
    }
  }
  // "methylenedioxy", "ethylenedioxy": "di" before an arm of one bare group.
  for (let k = text.indexOf("di", 1); k > 0; k = text.indexOf("di", k + 1)) {
    const armText = text.slice(k + 2);
    const unit = ATOM_UNITS.some(([form]) => form === armText) ? readUnit(armText) : null;
    const centre = unit ? readUnit(text.slice(0, k)) : null;
    if (unit && centre) out.push({ centre, arm: [unit] });
  }
  return out;
}

const LOCANTS = /^((?:\d+[a-z]?|N|O|S)),((?:\d+[a-z]?|N|O|S))'-/;

/** A CIP group at the start of the bracketed parent ("bis[(3R)-chroman-7-ol]"): on each copy's own atoms. */
const COPY_STEREO = /^\(((?:\d+[a-z]?)?[EZRS](?:,(?:\d+[a-z]?)?[EZRS])*)\)-/;

/** The parent's readings, each copy carrying the CIP descriptors written before it. */
function copies(parentText: string): Word[] {
  const cip = COPY_STEREO.exec(parentText);
  if (!cip) return words(parentText, false);
  const stereo = (cip[1] as string).split(",").map((part) => {
    const d = /^(\d+[a-z]?)?([EZRS])$/.exec(part) as RegExpExecArray;
    return { locant: d[1] ?? null, label: d[2] as Descriptor["label"] };
  });
  return words(parentText.slice(cip[0].length), false).map((word) => ({ ...word, stereo }));
}

/**
 * The readings of `name` as a multiplicative name of two copies, or as an ester of one ("dimethyl
 * 2,2'-oxydiacetate", "bis(2-ethylhexyl) 4,4'-methylenedibenzoate"); none when it is neither.
 */
export function multiplicativeReadings(name: string): Reading[] {
  const space = name.lastIndexOf(" ");
  const anions = space > 0 ? copiesJoined(name.slice(space + 1)) : [];
  if (anions.length > 0) {
    // The ester's groups as the grammar reads them before any anion word (here "acetate", one word it always reads).
    const heads = new NameGrammar(`${name.slice(0, space)} acetate`)
      .readings()
      .flatMap((r) => (r.kind === "ester" ? [r] : []));
    return heads.flatMap((head) =>
      anions.flatMap((r) => (r.kind === "substitutive" ? [{ ...head, anion: r.word }] : [])),
    );
  }
  return copiesJoined(name);
}

/** The readings of `name` as a multiplicative name of two copies; none when it is not one. */
function copiesJoined(name: string): Reading[] {
  const m = LOCANTS.exec(name);
  // Two bare copies of a parent whose atoms are all alike need no locants ("oxydibenzene",
  // "methylenedioxydibenzene", "oxybis(benzene)", "methylenedicyclohexane"): each is bound at its C1.
  const alike = !m && /^[a-z(][a-z()]*(?:di(?:benzene|cyclo[a-z]+ane)|bis\((?:benzene|cyclo[a-z]+ane)\))$/i.test(name);
  // Other copies without locants ("diethyl methylenedicarbamate"): each copy's every atom with a hydrogen is tried
  // (Word.attachAt null), so the name is read only where all of them give one structure.
  const [, first, second]: (string | null)[] = m ? [...m] : alike ? ["", "1", "1"] : ["", null, null];
  const rest = m ? name.slice(m[0].length) : name;
  const out: Reading[] = [];
  for (let k = 1; k < rest.length; k++) {
    // "bis(carbamate)", and CAS's unbracketed "biscarbamate" where the linker before it ends plainly ("{…}",
    // "ethane-1,2-diyl", "methylene").
    const linkerEnds = /[)\]}]$/.test(rest.slice(0, k)) || UNIT_ENDS.some((end) => rest.slice(0, k).endsWith(end));
    const isBis =
      rest.startsWith("bis", k) &&
      (rest[k + 3] === "(" || rest[k + 3] === "[" || (linkerEnds && /[a-z]/.test(rest[k + 3] ?? "")));
    const isDi = rest.startsWith("di", k);
    if (!isBis && !isDi) continue;
    const after = rest.slice(k + (isBis ? 3 : 2));
    const inside = unbracket(after);
    const parentText = isBis && after[0] !== "(" && after[0] !== "[" ? after : isBis ? inside : (inside ?? after);
    if (!parentText) continue;
    const linkers = readLinker(rest.slice(0, k));
    if (linkers.length === 0) continue;
    const parents = copies(parentText);
    for (const parent of parents) {
      for (const { centre, arm } of linkers) {
        const bonds = bondOrders(centre, arm);
        if (!bonds) continue;
        const attachAt = second ?? null;
        const word: Word = { ...parent, attachAt, ...(bonds.copy === 2 ? { attachOrder: 2 as const } : {}) };
        const copy: Substituent = { kind: "word", word, name: parentText };
        // From the second copy inwards: its arm (each unit bound towards the centre by its first locant), the
        // centre, then the first copy's arm (bound towards that copy by each unit's second locant).
        let subs: Substituent[] = [copy];
        arm.forEach((_, i) => {
          const j = arm.length - 1 - i;
          const unit = arm[j] as Unit;
          subs = subs.flatMap((s) => unit(0, s, bonds.inward[j] as 1 | 2));
        });
        subs = subs.flatMap((s) => centre(0, s, bonds.centre));
        arm.forEach((unit, j) => {
          subs = subs.flatMap((s) => unit(1, s, bonds.outward[j] as 1 | 2));
        });
        if (subs.length > MAX_PARTS) return [];
        for (const s of subs) {
          const locants = first === null || first === undefined ? null : [first];
          const prefix: PrefixUse = { locants, mult: 1, substituent: s, delimited: true, start: 0 };
          out.push({ kind: "substitutive", word: { ...parent, prefixes: [prefix, ...parent.prefixes] } });
        }
      }
    }
    if (out.length > MAX_PARTS) return [];
  }
  return out;
}

/**
 * The bond order at each end of each arm unit, from the centre outwards ("ethane-1,2-diylidene" gives double bonds
 * to its arms; an "azanylylidene" after it is then single on its far side); null when two neighbours disagree (a
 * single-bonded group beside a double bond).
 */
function bondOrders(
  centre: Unit,
  arm: Unit[],
): { centre: 1 | 2; inward: number[]; outward: number[]; copy: 1 | 2 } | null {
  if (centre.bond === "switch") return null;
  const first: 1 | 2 = centre.bond === "double" ? 2 : 1;
  let order: 1 | 2 = first;
  const inward: number[] = [];
  const outward: number[] = [];
  for (const unit of arm) {
    inward.push(order);
    if (unit.bond === "switch") order = order === 1 ? 2 : 1;
    else if ((unit.bond === "double") !== (order === 2)) return null;
    outward.push(order);
  }
  return { centre: first, inward, outward, copy: order };
}
