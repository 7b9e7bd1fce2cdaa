/**
 * Implicit brackets: prefixes written one after another with no bracket, the way suppliers and drawing programs
 * write them ("dimethylaminobenzene", "1,4-dimethoxycarbonyl-benzene", "2-chloroethylbenzene", "3-formylmethyl-
 * pyridine"). A prefix that can carry a substituent (a "joiner": an acyclic alkyl, amino, sulfanyl, silyl, or a carrier
 * group such as carbonyl or sulfonyl that exists only to join) takes the prefix written just before it, as OPSIN
 * reads such names: "dimethylamino" is (dimethylamino), not dimethyl + amino on the parent.
 *
 * Our rule, decided from the written form alone (each step looks at the prefix before and the joiner):
 * - the joiner has no locant or multiplier of its own and no hyphen before it (a carrier group may have one:
 *   "tert-butoxy-carbonyl"); a hyphen otherwise separates groups on the parent ("dimethyl-aminobenzene");
 * - two plain alkyls run end to end ("ethylmethylamine") both sit on the parent unless the first is locanted on the
 *   second ("1,1-dimethylethyl", "2-methylpropyl"); the same when the first's locants cannot be the second's and
 *   name one position per copy ("N,N-diethylmethyl…");
 * - locants before the pair belong to the joiner when it is an alkyl of more than one carbon that has them all
 *   ("2-chloroethyl"), else to the parent ("4-dimethylamino", "3-formylmethyl"); several locants go to the parent
 *   with their multiplier only when the joiner is a single atom or a carrier ("1,4-dimethoxycarbonyl",
 *   "2,5-bisaminothio"); any other pattern is left unread, so the builder refuses the run.
 * - silyl takes up to three groups before it, counted with their multipliers, no hyphen between them and only the
 *   leftmost locanted ("3-dimethylethoxysilylpropyl" is 3-[dimethyl(ethoxy)silyl]propyl);
 * - an alkyl right before a bare "amine" is read with it when the group before is bracketed or a plain alkyl
 *   ("(2-fluorobenzyl)methylamine", "ethylmethylamine": both on N); otherwise the run is left unread;
 * - a multiplied, unlocanted last prefix takes nothing ("benzyltrimethylammonium", "ethyldimethylamine": copies
 *   could share the group before them only in brackets), so the prefixes before it are the parent's;
 * - hydro prefixes straight before a ring group on a chain parent are the group's ("tetrahydrofuran-2-ylmethanol"),
 *   and ring locants before phenyl on a bare "amine" the phenyl's ("3-chlorophenylamine"): the parent has no room
 *   for them, so no other reading builds.
 * Where the rule does not decide, the word is returned unchanged and the builder's refusal of an unbracketed,
 * unlocanted prefix after another stands (builder.ts applyPrefix): a wrong structure is worse than none.
 */
import { FATTY_ALKYLS, type Parent, type PrefixUse, type Substituent, type Word, editsParent } from "./grammar.ts";
import { NameStructureError } from "./graph.ts";
import type { SubstituentToken } from "./lexicon.ts";
import { placedRingLocant } from "./placed-locants.ts";

/**
 * Groups that only join (IUPAC's -C(=O)-, -S(=O)2-, -S(=O)-): read as prefixes only to carry the prefix before them
 * ("methylsulfonylbenzene", "methoxycarbonyl-benzene"); one left carrying nothing is refused.
 */
export const CARRIERS: [string, SubstituentToken][] = [
  ["carbonyl", { smiles: "-C=O", labels: null }],
  ["sulfonyl", { smiles: "-S(=O)=O", labels: null }],
  ["sulfinyl", { smiles: "-S=O", labels: null }],
];

/** Single-atom groups that take the prefix before them: "methylamino", "aminosulfanyl". */
const ATOM_JOINERS = new Set(["amino", "sulfanyl", "silyl", "phosphoryl"]);

/**
 * Prefixes the grammar reads for the joiners here, beside OPSIN's lists: silyl, H3Si- (takes up to three groups), and
 * phosphoryl, -P(=O)< (IUPAC P-67.1.4.1.1), read only with a group on each of its two free valences (builder.ts
 * buildSubstituent): "(diethoxyphosphoryl)acetic acid", "diphenylphosphorylbenzene", "[chloro(phenoxy)phosphoryl]".
 */
export const JOINER_PREFIXES: [string, SubstituentToken][] = [
  ["silyl", { smiles: "-[SiH3]", labels: null }],
  ["phosphoryl", { smiles: "-[PH2]=O", labels: null }],
];

/** Joiners that take several groups before them: "ethoxydimethylsilyl" is (ethoxydimethylsilyl). */
const TAKES = new Map([
  ["silyl", 3],
  ["phosphoryl", 2],
]);

interface Joiner {
  kind: "alkyl" | "atom" | "carrier";
  /** Carbons of an alkyl (its locants 1..n); 1 for a single atom. */
  atoms: number;
  parent: Parent;
}

/** A plain acyclic alkyl: "methyl", "propyl", "but-2-enyl" (a chain with one "yl" and nothing else written). */
function alkylChain(s: Substituent, suffix = "yl"): Extract<Parent, { kind: "chain" }> | null {
  if (s.kind !== "word" || s.word.prefixes.length > 0) return null;
  const { word } = s;
  if (word.isotopes || word.deuterium || word.stereo) return null;
  const parent = word.parent;
  if (parent.kind !== "chain" || parent.cyclo || parent.suffixes.length !== 1) return null;
  const only = parent.suffixes[0];
  if (only?.value !== suffix || only.mult !== 1) return null;
  return parent;
}

function joinerOf(s: Substituent): Joiner | null {
  // An acyl chain takes its locanted prefixes as an alkyl does ("2,2-dimethylpropanoyl(methyl)amino").
  const chain = alkylChain(s) ?? alkylChain(s, "oyl");
  if (chain) return { kind: "alkyl", atoms: chain.carbons, parent: chain };
  if (s.kind !== "simple" || s.isotopes) return null;
  const group: Parent = { kind: "group", token: s.token, name: s.name, suffixes: [] };
  // "oleyl" is an alkyl as "octyl" is: "bis(2-hydroxyethyl)oleylamine" has both on the amine.
  const fatty = FATTY_ALKYLS.find(([form]) => form === s.name.toLowerCase());
  if (fatty) return { kind: "alkyl", atoms: fatty[1].smiles.split("C").length - 1, parent: group };
  if (s.carrier) return { kind: "carrier", atoms: 1, parent: group };
  if (ATOM_JOINERS.has(s.name.toLowerCase())) return { kind: "atom", atoms: 1, parent: group };
  return null;
}

/** A group bound by more than a single bond or at more than one point ("oxo", "imino", "ethylidene"): not joined. */
function multiBond(s: Substituent): boolean {
  if (s.kind === "simple") return !s.token.smiles.startsWith("-");
  if (s.kind === "word") return s.word.parent.suffixes.some((x) => x.value !== "yl" && x.value.startsWith("yl"));
  return true;
}

const RING_PARENTS = new Set<Parent["kind"]>(["ring", "hw", "benzo", "fused", "assembly", "polycycle", "spiroJoin"]);

/** A group bound through a ring atom (phenyl, pyridin-2-yl, cyclohexyl, 4-chlorophenyl), not through a chain's. */
function ringAttached(s: Substituent): boolean {
  const tokenRing = (smiles: string): boolean => /^-(?:[a-z]|\[[a-z][^\]]*\]|[A-Z][a-z]?\d|\[[^\]]+\]\d)/.test(smiles);
  if (s.kind === "simple") return tokenRing(s.token.smiles);
  if (s.kind !== "word") return false;
  const parent = s.word.parent;
  if (parent.kind === "chain") return parent.cyclo;
  if (parent.kind === "group") return tokenRing(parent.token.smiles);
  return RING_PARENTS.has(parent.kind);
}

const bareAmine = (parent: Parent): boolean => parent.kind === "ring" && parent.name.toLowerCase() === "amine";

type Step = { nest: PrefixUse } | "flat" | "open";

/** How the prefix `before` and the joiner after it are read (see the module comment). */
function step(before: PrefixUse, joinerUse: PrefixUse, joiner: Joiner, lastBeforeAmine: boolean): Step {
  const s = before.substituent;
  if (editsParent(s) || multiBond(s)) return "open";
  const locants = before.locants;
  const beforeAlkyl = alkylChain(s) !== null;
  const onJoiner =
    locants !== null &&
    joiner.kind === "alkyl" &&
    joiner.atoms > 1 &&
    locants.every((l) => /^\d+$/.test(l) && Number(l) >= 1 && Number(l) <= joiner.atoms) &&
    !(locants.length === 1 && before.mult > 1);
  const combined = (outer: { locants: string[] | null; mult: number }, inner: PrefixUse): { nest: PrefixUse } => {
    const word: Word = { prefixes: [{ ...inner, delimited: true }], parent: joiner.parent };
    const name = `${s.name}${joinerUse.substituent.name}`;
    return {
      nest: {
        locants: outer.locants,
        mult: outer.mult,
        substituent: { kind: "word", word, name },
        delimited: before.delimited,
        start: before.start,
      },
    };
  };
  if (joiner.kind === "alkyl" && lastBeforeAmine) {
    // "1-(1-phenylcyclopentyl)methylamine": a bracketed group whose locants are all the alkyl's (the amine has
    // none) is the alkyl's, [(1-phenylcyclopentyl)methyl]amine.
    const alkylLocant = (l: string): boolean => /^\d+$/.test(l) && Number(l) >= 1 && Number(l) <= joiner.atoms;
    const onAlkyl = before.bracketed === true && before.mult === locants?.length && locants.every(alkylLocant);
    if (onAlkyl) return combined({ locants: null, mult: 1 }, before);
    // "(pyridin-2-yl)methylamine", "(4-chlorophenyl)methylamine": a bracketed ring group before the alkyl is the
    // alkyl's (2-picolylamine, as OPSIN reads it); a bracketed alkyl ("(2-fluorobenzyl)methylamine") sits beside it.
    if (before.bracketed && locants === null && ringAttached(s)) return combined({ locants: null, mult: 1 }, before);
    if (before.bracketed || (beforeAlkyl && locants === null)) return "flat";
    return "open";
  }
  if (beforeAlkyl && joiner.kind === "alkyl") {
    if (locants === null) return "flat";
    if (!onJoiner) return before.mult === locants.length ? "flat" : "open";
  }
  if (locants === null) {
    // "dimethylamino" is (dimethylamino); "dimethoxycarbonyl" is di(methoxycarbonyl): a carrier takes one group.
    return joiner.kind === "carrier"
      ? combined({ locants: null, mult: before.mult }, { ...before, mult: 1 })
      : combined({ locants: null, mult: 1 }, before);
  }
  // "p-dimethylamino" before the parent: the o/m/p locant is the ring's, the pair it names only the copies' count.
  const placed = placedRingLocant(locants, before.mult);
  if (placed !== null) return combined({ locants: [placed], mult: 1 }, { ...before, locants: null });
  if (locants.some((l) => !/^\d+[a-z]?'*$/.test(l))) return "open"; // "N-methylamino…": whose N is not decided here
  if (onJoiner) return combined({ locants: null, mult: 1 }, before);
  if (locants.length === 1) return combined({ locants, mult: 1 }, { ...before, locants: null });
  if (before.mult === locants.length && (joiner.kind !== "alkyl" || joiner.atoms === 1)) {
    return combined({ locants, mult: before.mult }, { ...before, locants: null, mult: 1 });
  }
  return "open";
}

/**
 * The word with its run-together prefixes bracketed where the rule decides it; a prefix the rule reads as on the
 * parent is marked delimited (so the builder places it there). Unchanged where the rule does not decide.
 */
/**
 * Hydro prefixes written straight before a ring group ("tetrahydrofuran-2-ylmethanol", "3,4-dihydro-2H-pyran-2-
 * ylmethanol", PubChem's forms) are that group's when the parent is a chain or a retained acid's, which take no hydro
 * prefix.
 */
function hydroIntoRingGroup(word: Word): Word {
  // A retained acid's chain ("acetyl" of "3,4-dihydro-2(1H)-isoquinolinylacetyl") takes no hydro prefix either.
  if (word.parent.kind !== "chain" && word.parent.kind !== "acid") return word;
  const prefixes = [...word.prefixes];
  let changed = false;
  for (let k = prefixes.length - 2; k >= 0; k--) {
    const hydro = prefixes[k] as PrefixUse;
    const next = prefixes[k + 1] as PrefixUse;
    const group = next.substituent;
    if (hydro.substituent.kind !== "hydro" || group.kind !== "word" || next.locants !== null || next.mult !== 1) {
      continue;
    }
    if (!["ring", "hw", "benzo", "fused"].includes(group.word.parent.kind)) continue;
    const inner: PrefixUse = { ...hydro, delimited: true };
    const word2: Word = { ...group.word, prefixes: [inner, ...group.word.prefixes] };
    const name = `${hydro.substituent.name}${group.name}`;
    prefixes.splice(k, 2, { ...next, substituent: { kind: "word", word: word2, name }, start: hydro.start });
    changed = true;
  }
  return changed ? { ...word, prefixes } : word;
}

/**
 * Ring locants before an aryl group on a bare "amine" ("3-chlorophenylamine", "3-methanesulfonylmethyl-
 * phenylamine"): the amine has no such locants, so those prefixes are the aryl group's, (3-chlorophenyl)amine.
 */
function ringLocantsIntoAryl(word: Word): Word {
  const last = word.prefixes[word.prefixes.length - 1];
  if (!bareAmine(word.parent) || !last || last.locants !== null || last.mult !== 1 || last.bracketed) return word;
  const aryl = last.substituent;
  if (aryl.kind !== "simple" || aryl.token.labels === null || !/^-c1ccccc1$/.test(aryl.token.smiles)) return word;
  let j = word.prefixes.length - 1;
  while (j > 0 && (word.prefixes[j - 1]?.locants ?? []).some((l) => /^\d+$/.test(l))) j--;
  if (j === word.prefixes.length - 1) return word;
  const run = word.prefixes.slice(j, -1);
  if (run.some((p) => (p.locants ?? []).some((l) => !/^\d+$/.test(l)))) return word;
  const prefixes = run.map((p) => ({ ...p, delimited: true }));
  const name = `${run.map((p) => p.substituent.name).join("")}${aryl.name}`;
  const group: PrefixUse = {
    locants: null,
    mult: 1,
    substituent: {
      kind: "word",
      word: { prefixes, parent: { kind: "group", token: aryl.token, name: aryl.name, suffixes: [] } },
      name,
    },
    delimited: true,
    start: (run[0] as PrefixUse).start,
  };
  return { ...word, prefixes: [...word.prefixes.slice(0, j), group] };
}

/**
 * The last prefix before the parent, multiplied and unlocanted ("trimethyl" in "benzyltrimethylammonium",
 * "dimethyl" in "ethyldimethylamine"): copies of one group cannot share the prefix before them without brackets
 * (that would be "tris(benzylmethyl)"), so that prefix is on the parent too, as OPSIN reads these names.
 */
function multipliedLast(word: Word, k: number): boolean {
  const use = word.prefixes[k] as PrefixUse;
  const s = use.substituent;
  if (k !== word.prefixes.length - 1 || use.mult < 2 || use.locants !== null || use.delimited) return false;
  if (s.kind === "simple" && (s.carrier === true || TAKES.has(s.name.toLowerCase()))) return false;
  return s.kind === "simple" || alkylChain(s) !== null;
}

export function implicitBrackets(written: Word): Word {
  const word = hydroIntoRingGroup(written);
  if (word.prefixes.length === 0) return word;
  const out: PrefixUse[] = [];
  let changed = false;
  word.prefixes.forEach((use, k) => {
    const before = out[out.length - 1];
    const joiner = use.locants === null && use.mult === 1 ? joinerOf(use.substituent) : null;
    const carrier = use.substituent.kind === "simple" && use.substituent.carrier === true;
    const hyphenated = use.delimited && !use.bracketed;
    if (before && multipliedLast(word, k)) {
      changed = true;
      out.push({ ...use, delimited: true });
      return;
    }
    if (!before || !joiner || (use.delimited && !(carrier && hyphenated))) {
      if (carrier) {
        throw new NameStructureError(
          `"${use.substituent.name}" joins the prefix before it to the parent, and has none`,
        );
      }
      out.push(use);
      return;
    }
    const takes = TAKES.get(use.substituent.name.toLowerCase());
    if (takes !== undefined && !use.delimited) {
      const gathered = gather(out, takes);
      if (gathered) {
        changed = true;
        out.splice(out.length - gathered.count, gathered.count, gathered.nest(joiner, use));
        return;
      }
    }
    const lastBeforeAmine = k === word.prefixes.length - 1 && bareAmine(word.parent);
    const decided = step(before, use, joiner, lastBeforeAmine);
    if (decided === "open") {
      if (carrier)
        throw new NameStructureError(`"${use.substituent.name}" after "${before.substituent.name}" is not read`);
      out.push(use);
    } else if (decided === "flat") {
      changed = true;
      out.push({ ...use, delimited: true });
    } else {
      changed = true;
      out[out.length - 1] = decided.nest;
    }
  });
  // After the runs are joined: "3-methanesulfonylmethyl-phenylamine" has its (methanesulfonylmethyl) by then.
  return ringLocantsIntoAryl(changed || word !== written ? { ...word, prefixes: out } : word);
}

/**
 * The prefixes before a joiner that takes several ("dimethyl" and "ethoxy" before "silyl"): up to `takes` groups
 * counted with their multipliers, leftwards while no hyphen separates them; only the leftmost may carry a locant, one,
 * which then names the parent's atom ("3-dimethylethoxysilylpropyl" is 3-[dimethyl(ethoxy)silyl]propyl). Null when
 * the group before cannot be taken.
 */
function gather(
  out: PrefixUse[],
  takes: number,
): { count: number; nest: (joiner: Joiner, use: PrefixUse) => PrefixUse } | null {
  const group: PrefixUse[] = [];
  let total = 0;
  for (let j = out.length - 1; j >= 0; j--) {
    const e = out[j] as PrefixUse;
    const s = e.substituent;
    if (editsParent(s) || multiBond(s)) break;
    const right = group[0];
    if (right && (right.locants !== null || (right.delimited && !right.bracketed))) break;
    if (total + e.mult > takes) break;
    total += e.mult;
    group.unshift(e);
    if (total === takes) break;
  }
  const leftmost = group[0];
  if (!leftmost) return null;
  if (leftmost.locants !== null && leftmost.locants.length !== 1) return null;
  return {
    count: group.length,
    nest: (joiner, use) => {
      const prefixes = group.map((e) => ({ ...e, locants: null, delimited: true }));
      const name = `${group.map((e) => e.substituent.name).join("")}${use.substituent.name}`;
      return {
        locants: leftmost.locants,
        mult: 1,
        substituent: { kind: "word", word: { prefixes, parent: joiner.parent }, name },
        delimited: leftmost.delimited,
        start: leftmost.start,
      };
    },
  };
}
