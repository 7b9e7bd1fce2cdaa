/**
 * Class words after an acid's name (the older functional class forms OPSIN reads; CAS and catalogues write them):
 *   "<acid> amide", "<acid> N-methylamide", "<acid> N-methyl amide"   the amide: acetic acid amide = acetamide
 *   "<acid> anilide", "<acid> 4-nitroanilide"                         the N-aryl amide: acetic acid anilide = acetanilide
 *   "<acid> piperidide", "<acid> morpholide" …                         the amide of that ring's N: acetic acid
 *                                                                     piperidide = 1-acetylpiperidine
 *   "<anion> <alkyl> ester"                                           the ester: acetate ethyl ester = ethyl acetate
 *   "<acid> chloride", "<acid> dichloride"                            the acyl halide: benzoic acid chloride = benzoyl
 *                                                                     chloride, succinic acid dichloride = succinyl
 *                                                                     dichloride
 *   "<acid> <base> salt", "<base> <acid> salt"                         the two neutral components as written, where
 *                                                                     neither word is a cation: acetic acid ammonia
 *                                                                     salt = CC(=O)O.N (OPSIN's reading)
 * Each is read as the substitutive name it stands for ("N-methylacetamide", "N-(4-nitrophenyl)acetamide", "ethyl
 * acetate"). An amide word in the singular is read only after an acid with one acid group: "succinic acid amide"
 * does not say whether one or both of its acid groups are amides; so, read as the acyl halide name it stands for,
 * "succinic acid chloride" is refused as "succinyl chloride" is (the multiplier must count the acid groups).
 */
import { free, rdkit } from "../rdkit.ts";
import { canonicalOf, chargeOf, type PartResult } from "./components.ts";

type Parse = (name: string) => PartResult;

const AMIDE = /^(.+) acid (?:(N-[^\s]+?) ?)?amide$/;
const ANILIDE = /^(.+) acid ((?:\d+(?:,\d+)*-)?[a-z()\d,-]*?)anilide$/;
const ANION_ESTER = /^(\S+ate) (\S+) ester$/;
const HALIDE = /^(.+) acid ((?:di|tri|tetra)?(?:fluoride|chloride|bromide|iodide))$/;

/**
 * The acyl group names "<…ic> acid" may stand for, in the order tried: benzoic → benzoyl, phthalic → phthaloyl,
 * acetic → acetyl (where no "-oyl" reads), …carboxylic → …carbonyl, …sulfonic → …sulfonyl.
 */
function acylNames(adjective: string): string[] {
  const endings: [string, string][] = [
    ["carboxylic", "carbonyl"],
    ["sulfonic", "sulfonyl"],
    ["sulfinic", "sulfinyl"],
    ["oic", "oyl"],
  ];
  for (const [ending, acyl] of endings) {
    if (adjective.endsWith(ending)) return [`${adjective.slice(0, -ending.length)}${acyl}`];
  }
  return adjective.endsWith("ic") ? [`${adjective.slice(0, -2)}oyl`, `${adjective.slice(0, -2)}yl`] : [];
}

const HALOGEN = /^(?:F|Cl|Br|I)$/;

/** Carbons, oxygens and halogens of a SMILES, by its atoms (bracketed or not). */
function atomCounts(smiles: string): { c: number; o: number; x: number } {
  const counts = { c: 0, o: 0, x: 0 };
  for (const m of smiles.matchAll(/\[(\d*)([A-Za-z][a-z]?)|Cl|Br|[BCNOSPFIcnosp]/g)) {
    const element = m[2] ?? m[0];
    if (/^[Cc]$/.test(element)) counts.c++;
    else if (/^[Oo]$/.test(element)) counts.o++;
    else if (HALOGEN.test(element)) counts.x++;
  }
  return counts;
}

/**
 * "benzoic acid chloride": read as the acyl halide, by the first acyl form that reads ("lauric": lauroyl before
 * lauryl, an alkyl). The halide must be the acid with `count` of its OH replaced (one O fewer, one halogen more
 * each), so an "-yl" that is an alkyl ("nicotinyl") is never taken for the acyl.
 */
function acidHalide(whole: string, parse: Parse): PartResult | null {
  const m = HALIDE.exec(whole);
  if (!m) return null;
  const names = acylNames(m[1] as string);
  if (names.length === 0) return null;
  const results = names.map((acyl) => parse(`${acyl} ${m[2]}`));
  const halide = results.find((r) => r.ok);
  if (!halide?.ok) return results[0] as PartResult;
  const acid = parse(`${m[1]} acid`);
  if (!acid.ok) return acid;
  const count = { di: 2, tri: 3, tetra: 4 }[/^(di|tri|tetra)/.exec(m[2] as string)?.[1] ?? ""] ?? 1;
  const [a, h] = [atomCounts(acid.smiles), atomCounts(halide.smiles)];
  if (a.c !== h.c || a.o - count !== h.o || a.x + count !== h.x) {
    return refuse("invalid", `"${whole}": "${names.join('" or "')}" is not the acyl group of "${m[1]} acid"`);
  }
  return halide;
}
const RING_AMIDE = /^(.+) acid (azetidide|pyrrolidide|piperidide|piperazide|morpholide)$/;

/** The ring each cyclic amide word names, bound at its N (written as a branch with a ring bond of its own). */
const RING_AMIDES: Record<string, string> = {
  azetidide: "N%98(CCC%98)",
  pyrrolidide: "N%98(CCCC%98)",
  piperidide: "N%98(CCCCC%98)",
  piperazide: "N%98(CCNCC%98)",
  morpholide: "N%98(CCOCC%98)",
};

/** The amide names "<…ic> acid" may stand for: acetic → acetamide, benzoic → benzamide, …carboxylic → …carboxamide. */
function amideNames(adjective: string): string[] {
  const out: string[] = [];
  if (adjective.endsWith("carboxylic")) out.push(`${adjective.slice(0, -"carboxylic".length)}carboxamide`);
  else if (adjective.endsWith("oic")) out.push(`${adjective.slice(0, -3)}amide`);
  else if (adjective.endsWith("ic")) out.push(`${adjective.slice(0, -2)}amide`);
  return out;
}

/** The acid's anion: "acetic" → "acetate", to count its acid groups. */
function anionOf(adjective: string): string | null {
  if (adjective.endsWith("carboxylic")) return `${adjective.slice(0, -"carboxylic".length)}carboxylate`;
  return adjective.endsWith("ic") ? `${adjective.slice(0, -2)}ate` : null;
}

function refuse(reason: "ambiguous" | "invalid" | "unsupported", message: string): PartResult {
  return { ok: false, reason, message };
}

/** "acetic acid ammonia salt", "pyridine acetic acid salt": two neutral components, one of them an acid. */
function neutralSalt(whole: string, parse: Parse): PartResult | null {
  const m = /^(.+ acid .+|.+ .+ acid) salt$/.exec(whole);
  if (!m) return null;
  const words = (m[1] as string).split(" ");
  // Each split is two whole parses: a name of many words is not this module's.
  if (words.length > 8) return null;
  const found = new Set<string>();
  for (let i = 1; i < words.length; i++) {
    const [a, b] = [words.slice(0, i).join(" "), words.slice(i).join(" ")];
    if (!a.endsWith(" acid") && !b.endsWith(" acid")) continue;
    const [ra, rb] = [parse(a), parse(b)];
    if (!ra.ok || !rb.ok || chargeOf(ra.smiles) !== 0 || chargeOf(rb.smiles) !== 0) continue;
    const joined = canonicalOf(`${ra.smiles}.${rb.smiles}`);
    if ("smiles" in joined) found.add(joined.smiles);
  }
  if (found.size === 0) return null;
  if (found.size > 1) return refuse("ambiguous", `"${whole}" splits into its two components more than one way`);
  return { ok: true, smiles: [...found][0] as string };
}

/** Null when the name has no such class word. */
export function readAcidClassWord(whole: string, parse: Parse): PartResult | null {
  const salt = neutralSalt(whole, parse);
  if (salt) return salt;
  const halide = acidHalide(whole, parse);
  if (halide) return halide;
  const ester = ANION_ESTER.exec(whole);
  if (ester) return parse(`${ester[2]} ${ester[1]}`);
  const ring = RING_AMIDE.exec(whole);
  if (ring) return ringAmide(ring[1] as string, RING_AMIDES[ring[2] as string] as string, parse);
  const amide = AMIDE.exec(whole);
  const anilide = amide ? null : ANILIDE.exec(whole);
  const match = amide ?? anilide;
  if (!match) return null;
  const adjective = match[1] as string;
  const names = monoacidAmideNames(adjective, parse, '"amide"');
  if (names === null || !Array.isArray(names)) return names;
  // "N-methyl" before the amide; an anilide's own prefixes go on its phenyl: "4-nitroanilide" = N-(4-nitrophenyl).
  const prefix = amide ? (amide[2] ?? "") : `N-(${anilide?.[2] ?? ""}phenyl)`;
  if (amide?.[2] && !/^N-/.test(amide[2])) return null;
  const prefixText = prefix === "N-(phenyl)" ? "N-phenyl" : prefix;
  const results = names.map((name) => parse(`${prefixText}${prefixText && /^\d/.test(name) ? "-" : ""}${name}`));
  const ok = results.find((r) => r.ok);
  return ok ?? (results[0] as PartResult);
}

/**
 * The amide names of "<adjective> acid" when the acid reads and has one acid group; null when the name is no such
 * acid, the acid's own refusal, or a refusal saying `word` does not tell which acid group is the amide.
 */
function monoacidAmideNames(adjective: string, parse: Parse, word: string): string[] | PartResult | null {
  const anion = anionOf(adjective);
  const names = amideNames(adjective);
  if (anion === null || names.length === 0) return null;
  const acid = parse(anion);
  if (!acid.ok) return acid;
  if (chargeOf(acid.smiles) !== -1) {
    return refuse("ambiguous", `"${adjective} acid" has more than one acid group: ${word} does not say which`);
  }
  return names;
}

/** "cyclohexaneacetic acid piperidide": the acid's amide with its NH2 made the ring's N; one acid group only. */
function ringAmide(adjective: string, ring: string, parse: Parse): PartResult | null {
  const names = monoacidAmideNames(adjective, parse, "the amide word");
  if (names === null || !Array.isArray(names)) return names;
  const amide = parse(names[0] as string);
  if (!amide.ok) return amide;
  const mol = rdkit().get_mol(amide.smiles);
  const query = rdkit().get_qmol("[NX3;H2]C(=O)");
  try {
    const found: unknown = mol && query ? JSON.parse(mol.get_substruct_matches(query)) : [];
    const matches = Array.isArray(found) ? (found as { atoms: number[] }[]) : [];
    if (!mol || matches.length !== 1) return refuse("invalid", `"${names[0]}" has no one amide NH2 for the ring`);
    // Rooted at the amide N, bonded to its carbonyl C only: "N" and then the rest, the ring put in its place.
    const rooted = mol.get_smiles(JSON.stringify({ rootedAtAtom: matches[0]?.atoms[0] }));
    if (!/^NC/.test(rooted)) return refuse("invalid", `"${names[0]}": amide N not at the root`);
    const joined = canonicalOf(`${ring}${rooted.slice(1)}`);
    return "smiles" in joined ? { ok: true, smiles: joined.smiles } : refuse("invalid", joined.reason);
  } finally {
    free(mol);
    free(query);
  }
}
