/**
 * Esters written without their space ("ethylacetate", "diethylterephthalate", "3-aminophenyl-4-aminobenzenesulfonate").
 * The one word has two readings: substitutive (the alkyl group a prefix on the acid's anion, "2-ethylacetate") and the
 * ester the space would give. builder.ts refuses the first where a carbon-bound prefix without locant stands before an
 * -ate; here both readings are built and the name is answered only where the name decides:
 *   - the ester reading fits one structure and the substitutive one none, or more than one (its locants are missing:
 *     "diethylterephthalate" would leave open which ring positions carry the ethyls): the ester;
 *   - no split gives an ester at all (more alkyl groups than acid groups, "diethylcarbamate", "triethylterephthalate";
 *     no ester word after the split): the substitutive reading;
 *   - both fit: only an unbranched alkyl group before formate or acetate (methanoate, ethanoate) decides, since
 *     substitution may not lengthen the chain of these acids (IUPAC 2013 P-65.1.1.1: "ethylacetate" as a prefix
 *     would be butanoate); otherwise refused ("ethylmalonate": ethyl malonate or 2-ethylmalonate).
 * A split that gives a partial ester ("ethylterephthalate": one ethyl for two acid groups, refused alone as "ethyl
 * terephthalate" is) or an ester reading of its own unresolved ("ethylphenyl acetate": which ring position) leaves the
 * name refused. An ester of a multiplicative acid run into its group ("bis(aminomethyl)4,4'-(ethylenedioxy)bis(3-
 * methylbenzoate)"), which the one word does not read at all, is split the same way, and so is one run into the
 * anion's CIP descriptors ("methyl(R)-amino-(4-fluorophenyl)-acetate").
 */
import { SPACELESS_ATE, UNDELIMITED_PREFIX, withPartialEsters, withSpacelessAte } from "./builder.ts";
import type { PartResult } from "./components.ts";

type Parse = (name: string) => PartResult;

/** Where the first word may end: after a group's "yl" (and its closing brackets), "ylidene", "ylene". */
const GROUP_END = /(?:yl|ylidene|ylene)[)\]}]*$/;
/** Splits tried per name; a name with more places a group ends is refused (each split is a whole parse). */
const MAX_SPLITS = 12;
const ALKYL = /^(?:meth|eth|prop|but|pent|hex|hept|oct|non|dec)yl$/;
/** The acids whose chain a prefix may not lengthen (P-65.1.1.1). */
const SHORT_ACID = /(?:form|methano|acet|ethano)ate$/;
/** A group's "yl" run into a CIP descriptor: "methyl(R)-", "ethyl(2S,3R)-". */
const GROUP_BEFORE_DESCRIPTOR = /yl[)\]}]*\((?:\d+[a-z]?)?[RSEZ](?:,(?:\d+[a-z]?)?[RSEZ])*\)-/;
/** builder.ts's refusal of an ester whose alkyl groups outnumber its acid groups. */
const TOO_MANY = /^(\d+) alkyl group\(s\) for (\d+) acid group\(s\)/;

function balanced(text: string): boolean {
  let depth = 0;
  for (const c of text) {
    if ("([{".includes(c)) depth++;
    else if (")]}".includes(c) && --depth < 0) return false;
  }
  return depth === 0;
}

/** The two words each split of `whole` gives: "ethyl" + "acetate", "3-aminophenyl" + "4-aminobenzenesulfonate". */
function splits(whole: string): [string, string][] {
  const out: [string, string][] = [];
  for (let i = 1; i < whole.length; i++) {
    const left = whole.slice(0, i);
    if (!GROUP_END.test(left) || !balanced(left)) continue;
    const right = whole.slice(whole[i] === "-" ? i + 1 : i);
    if (right.length > 0) out.push([left, right]);
  }
  return out;
}

/** An ester split that cannot be: no ester word, or more alkyl groups than the acid has acid groups. */
function impossible(result: PartResult): boolean {
  if (result.ok) return false;
  if (result.reason === "unreadable") return true;
  const m = TOO_MANY.exec(result.message);
  return m !== null && Number(m[1]) > Number(m[2]);
}

/**
 * `refusal` is what the parser answered for the one word; null when it is not builder.ts's refusal of a spaceless
 * -ate (the name is then not this module's).
 */
export function readOmittedSpace(whole: string, refusal: PartResult, parse: Parse): PartResult | null {
  if (refusal.ok || whole.includes(" ")) return null;
  // The one-word reading refused as perhaps spaceless, or as a run of prefixes that does not say which group each
  // belongs to ("3-aminophenyl-4-aminobenzenesulfonate": amino on the phenyl or on the benzene?) before an -ate.
  const run = refusal.message.includes(UNDELIMITED_PREFIX) && /[ai]te[)\]}]*$/.test(whole);
  // "bis(aminomethyl)4,4'-(ethylenedioxy)bis(3-methylbenzoate)": a multiplicative anion's primed locants straight
  // after the ester's group, which the one word cannot read.
  const multiplied =
    refusal.reason === "unreadable" && /[ai]te[)\]}]*$/.test(whole) && /yl[)\]}]*\d+[a-z]?,\d+[a-z]?'-/.test(whole);
  // "methyl(R)-amino-(4-fluorophenyl)-acetate", "tert-butyl(R)-3-vinylpyrrolidine-1-carboxylate": the anion's CIP
  // descriptors straight after the ester's group, which the one word cannot read either.
  const descriptor =
    refusal.reason === "unreadable" && /[ai]te[)\]}]*$/.test(whole) && GROUP_BEFORE_DESCRIPTOR.test(whole);
  if (!refusal.message.includes(SPACELESS_ATE) && !run && !multiplied && !descriptor) return null;
  const esters = new Set<string>();
  let blocked = false;
  let shortAcid = false;
  const candidates = splits(whole);
  if (candidates.length > MAX_SPLITS) {
    return {
      ok: false,
      reason: "ambiguous",
      message: `"${whole}" splits into an ester too many ways to check them all`,
    };
  }
  for (const [left, right] of candidates) {
    // Undecided already: the rest cannot make it one reading.
    if (blocked || esters.size > 1) break;
    const spaced = `${left} ${right}`;
    const strict = parse(spaced);
    if (strict.ok) {
      esters.add(strict.smiles);
      if (ALKYL.test(left) && SHORT_ACID.test(right)) shortAcid = true;
      continue;
    }
    if (impossible(strict)) continue;
    // Refused alone as a partial ester ("ethyl terephthalate"), ambiguous, or an ester not built: undecided.
    blocked = true;
  }
  const ambiguous = (why: string): PartResult => ({
    ok: false,
    reason: "ambiguous",
    message: `"${whole}" ${why}: write the space, or give the prefix its locant`,
  });
  if (blocked || esters.size > 1) {
    return ambiguous("could be an ester with its space left out (read more than one way) or a prefix on the acid");
  }
  const substitutive = run || multiplied || descriptor ? refusal : withSpacelessAte(() => parse(whole));
  const [ester] = [...esters];
  if (ester === undefined) return substitutive;
  if (!substitutive.ok || substitutive.smiles === ester) return { ok: true, smiles: ester };
  if (shortAcid) return { ok: true, smiles: ester };
  return ambiguous(
    `could be an ester with its space left out (${ester}) or a prefix on the acid (${substitutive.smiles})`,
  );
}

/**
 * "monoethyl terephthalate", "monoethylterephthalate": "mono" says one ester group, the others left as the anion's
 * (OPSIN's reading; P-65.6.3.2.2 names it "4-(ethoxycarbonyl)benzoate"). Null when the name does not start so.
 */
export function readMonoEster(whole: string, parse: Parse): PartResult | null {
  const m = /^mono(\S.*ate)$/i.exec(whole);
  if (!m) return null;
  const rest = m[1] as string;
  const space = rest.indexOf(" ");
  const pairs: [string, string][] = space < 0 ? splits(rest) : [[rest.slice(0, space), rest.slice(space + 1)]];
  if (pairs.length > MAX_SPLITS) return { ok: false, reason: "ambiguous", message: `"${whole}" splits too many ways` };
  const found = new Set<string>();
  for (const [left, right] of pairs) {
    if (right.includes(" ") || !GROUP_END.test(left)) continue;
    const read = withPartialEsters(() => parse(`${left} ${right}`));
    if (read.ok) found.add(read.smiles);
  }
  if (found.size === 0) return null;
  if (found.size > 1)
    return { ok: false, reason: "ambiguous", message: `"${whole}" splits into an ester more than one way` };
  return { ok: true, smiles: [...found][0] as string };
}
