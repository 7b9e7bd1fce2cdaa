/**
 * Forms of an amino acid named from it, each with the L- or D- its one chiral amino acid needs (OPSIN assumes L-; a
 * name without it is refused, as the bare amino acid is in components.ts):
 *   - the reduced forms (IUPAC-IUBMB 3AA-10): "L-alaninal" (the alpha-carboxyl as CHO), "L-alaninol" (as CH2OH);
 *   - the diacid dichlorides "L-aspartoyl dichloride", "L-glutamoyl dichloride" (every COOH as COCl);
 *   - gamma-glutamyl peptides (3AA-16.2): "γ-L-glutamyl-L-cysteinylglycine", glutamic acid's side-chain (C5) carboxyl
 *     bonded to the alpha-N of the peptide after it;
 *   - the partial esters of aspartic and glutamic acid, "O5-ethyl hydrogen N-acetyl-L-glutamate";
 *   - prefixes on the ring or side chain, "3,5-diiodo-L-tyrosine", "β-chloro-L-histidine" (sideChainSystematic: read as
 *     the systematic name, index.ts parseNeutral);
 *   - amino acid groups on a parent whose every H place is alike: "α-L-aspartylbenzene", "L-cysteinylbenzene".
 * The amino acids are OPSIN's (src/data/names/opsin-words.ts); their COOH is rewritten in the SMILES as OPSIN's table
 * writes it (the alpha-carbon's neighbours keep their order, so its configuration stays).
 * chiralWithoutLabel gives the refusal of a name built on a chiral amino acid without L- or D- that no reader took.
 */
import { OPSIN_WORDS } from "../../data/names/opsin-words.ts";
import { rdkit, withHeld } from "../rdkit.ts";
import { canonicalOf, type PartResult } from "./components.ts";
import { ACYL, ALKOXY, aminoAcidTable, readPeptideChain } from "./peptides.ts";

function refuse(reason: "invalid" | "unsupported" | "unreadable" | "ambiguous", message: string): PartResult {
  return { ok: false, reason, message };
}

function noLabel(name: string): PartResult {
  return refuse(
    "unsupported",
    `"${name}" is chiral and the name gives no stereodescriptor (L- or D-): OPSIN assumes L-, we do not guess`,
  );
}

/** The amino acid's structure for the label; a refusal when a chiral one has none or an achiral one has one. */
function pick(name: string, label: string | undefined): { smiles: string } | PartResult {
  const acid = aminoAcidTable().get(name);
  if (!acid) return refuse("unreadable", `"${name}" is not an amino acid the offline parser lists`);
  if (acid.d === null) {
    if (label) return refuse("invalid", `${name} has no stereocentre: "${label}-" does not apply`);
    return { smiles: acid.l };
  }
  if (!label) return noLabel(name);
  return { smiles: label.toUpperCase() === "L" ? acid.l : acid.d };
}

/** The COOH groups as OPSIN's table writes them: "C(=O)O" before ")" or at the end, or "O=C(O)" at the start. */
const TAIL_COOH = /C\(=O\)O(?=\)|$)/g;
const HEAD_COOH = "O=C(O)";

/** The one COOH rewritten as `tail` (written where "C(=O)O" was) or `head` (where "O=C(O)" was); null unless one. */
function oneCarboxyl(smiles: string, tail: string, head: string): string | null {
  const tails = [...smiles.matchAll(TAIL_COOH)];
  const heads = smiles.startsWith(HEAD_COOH) ? 1 : 0;
  if (tails.length + heads !== 1) return null;
  if (heads) return `${head}${smiles.slice(HEAD_COOH.length)}`;
  const at = (tails[0] as RegExpMatchArray).index as number;
  return `${smiles.slice(0, at)}${tail}${smiles.slice(at + "C(=O)O".length)}`;
}

/** "L-alaninal", "D-valinol": an "-ine" amino acid with "-al" or "-ol" for its final "e". */
const REDUCED = /^(?:([LD])-)?([a-z-]+in)(al|ol)$/i;

function readReduced(label: string | undefined, stem: string, ending: string): PartResult | null {
  const name = `${stem.toLowerCase()}e`;
  if (!aminoAcidTable().has(name)) return null;
  const acid = pick(name, label);
  if (!("smiles" in acid)) return acid;
  const aldehyde = ending.toLowerCase() === "al";
  const reduced = oneCarboxyl(acid.smiles, aldehyde ? "C=O" : "CO", aldehyde ? "O=C" : "OC");
  if (reduced === null) return refuse("unsupported", `${name} has more than one carboxyl group: which is reduced?`);
  return checked(reduced);
}

/** "L-aspartoyl dichloride": the diacid's acyl form (the "-ic acid" ending as "-oyl"), every COOH as COCl. */
const DICHLORIDE = /^(?:([LD])-)?(aspart|glutam)oyl (?:di)?chloride$/i;

function readDichloride(label: string | undefined, stem: string, whole: string): PartResult {
  if (!/ dichloride$/i.test(whole)) {
    return refuse("unsupported", `"${whole}": two carboxyl groups, one chloride; write "dichloride"`);
  }
  const acid = pick(`${stem.toLowerCase()}ic acid`, label);
  if (!("smiles" in acid)) return acid;
  return checked(acid.smiles.replace(TAIL_COOH, "C(=O)Cl"));
}

/** "γ-L-glutamyl-L-cysteinylglycine", "gamma-L-glutamylglycine": the rest a peptide or amino acid. */
const GAMMA = /^(?:γ|gamma)-(?:([LD])-)?glutamyl-?(.+)$/i;

/** Glutamic acid's side-chain carboxyl as an acyl, its OH a dummy, as OPSIN's table writes the acid (L, then D). */
const GAMMA_ACYL: Record<"L" | "D", string> = {
  L: "N[C@@H](CCC(=O)[*:1])C(=O)O",
  D: "N[C@H](CCC(=O)[*:1])C(=O)O",
};

/** The chain's N-terminal alpha-N (an N-H that is no amide's, on the carbon next to a C=O). */
const ALPHA_NH = "[NX3;!H0;!$(N-[C,S]=[O,N,S])]-[CX4]-C(=O)";

function readGamma(label: string | undefined, rest: string): PartResult | null {
  const chain = readPeptideChain(rest);
  if (chain === null) return null;
  if (!chain.ok) return chain;
  if (!label) return noLabel("γ-glutamyl");
  return withHeld((hold) => {
    const mol = hold(rdkit().get_mol(chain.smiles));
    const query = hold(rdkit().get_qmol(ALPHA_NH));
    if (!mol || !query) return refuse("invalid", "the peptide could not be read");
    const matches = JSON.parse(mol.get_substruct_matches(query)) as { atoms: number[] }[];
    if (matches.length !== 1) return refuse("unsupported", `"${rest}" has no one free alpha-amino N to join`);
    const n = (matches[0] as { atoms: number[] }).atoms[0] as number;
    const rooted = mol.get_smiles(JSON.stringify({ rootedAtAtom: n }));
    if (!rooted.startsWith("N") || /^N[a-z]/.test(rooted)) return refuse("invalid", "the peptide could not be joined");
    const amine = hold(rdkit().get_mol(`[*:1]${rooted}`));
    const acyl = hold(rdkit().get_mol(GAMMA_ACYL[label.toUpperCase() as "L" | "D"]));
    const joined = amine && acyl ? hold(rdkit().molzip(acyl, amine)) : null;
    if (!joined?.is_valid()) return refuse("invalid", "the peptide's structure is not valid");
    return { ok: true, smiles: joined.get_smiles() };
  });
}

function checked(smiles: string): PartResult {
  const canonical = canonicalOf(smiles);
  return "smiles" in canonical
    ? { ok: true, smiles: canonical.smiles }
    : refuse("invalid", `the structure is not valid: ${canonical.reason}`);
}

/**
 * "O5-ethyl hydrogen N-acetyl-L-glutamate", "1-methyl hydrogen L-aspartate": the ester of one of the diacid's two
 * carboxyls, the locant saying which (1: the alpha-carboxyl; 4 of aspartic, 5 of glutamic acid: the side chain's).
 */
const PARTIAL_ESTER = /^O?(\d)-(\S+) hydrogen (.*)(aspart|glutam)ate$/i;

/** The free OH of the alpha-carboxyl, and of the side chain's (on a CH2). */
const ALPHA_OH = "[OX2H1][CX3](=O)[CX4][NX3]";
const SIDE_OH = "[OX2H1][CX3](=O)[CH2]";

function readPartialEster(m: RegExpExecArray, parse: (name: string) => PartResult): PartResult | null {
  const locant = Number(m[1]);
  const alkoxy = ALKOXY[(m[2] as string).toLowerCase()];
  const stem = (m[4] as string).toLowerCase();
  if (alkoxy === undefined) return null;
  const side = stem === "aspart" ? 4 : 5;
  if (locant !== 1 && locant !== side) {
    return refuse("unreadable", `"${m[1]}": ${stem}ic acid's carboxyls are at 1 and ${side}`);
  }
  const acid = parse(`${m[3]}${stem}ic acid`);
  if (!acid.ok) return acid;
  return withHeld((hold) => {
    const mol = hold(rdkit().get_mol(acid.smiles));
    const query = hold(rdkit().get_qmol(locant === 1 ? ALPHA_OH : SIDE_OH));
    if (!mol || !query) return refuse("invalid", "the acid could not be read");
    const matches = JSON.parse(mol.get_substruct_matches(query)) as { atoms: number[] }[];
    if (matches.length !== 1) return refuse("unsupported", `the ${locant}-carboxyl is not one free COOH here`);
    const o = (matches[0] as { atoms: number[] }).atoms[0] as number;
    const rooted = mol.get_smiles(JSON.stringify({ rootedAtAtom: o }));
    if (!rooted.startsWith("O") || /^O[a-z]/.test(rooted)) return refuse("invalid", "the ester could not be built");
    const acyl = hold(rdkit().get_mol(`[*:1]${rooted.slice(1)}`));
    const alcohol = hold(rdkit().get_mol(alkoxy));
    const joined = acyl && alcohol ? hold(rdkit().molzip(acyl, alcohol)) : null;
    if (!joined?.is_valid()) return refuse("invalid", "the ester's structure is not valid");
    return { ok: true, smiles: joined.get_smiles() };
  });
}

/**
 * Amino acid groups as substituents (3AA-16.1, 3AA-16.2): "α-L-aspartyl" and "L-aspart-1-yl" (the C1 acyl),
 * "β-L-aspartyl" and "L-aspart-4-yl" (the C4 acyl), "L-tryptophan-1-yl" (on the indole N), before a parent:
 * "α-L-aspartylbenzene"; and peptides.ts's acyl forms ("L-cysteinylbenzene"). Each group with its bond a dummy, on
 * OPSIN's L- or D- structure.
 */
const GROUP = /^(?:(α|β|alpha|beta)-)?([LD])-(aspartyl|aspart-1-yl|aspart-4-yl|tryptophan-1-yl|[a-z]+yl)(.+)$/;
const GROUPS: Record<string, Record<"L" | "D", string>> = {
  "aspart-1-yl": { L: "N[C@@H](CC(=O)O)C(=O)[*:1]", D: "N[C@H](CC(=O)O)C(=O)[*:1]" },
  "aspart-4-yl": { L: "N[C@@H](CC(=O)[*:1])C(=O)O", D: "N[C@H](CC(=O)[*:1])C(=O)O" },
  "tryptophan-1-yl": { L: "N[C@@H](Cc1cn([*:1])c2ccccc12)C(=O)O", D: "N[C@H](Cc1cn([*:1])c2ccccc12)C(=O)O" },
};

/**
 * The group on the parent: the parent's structure joined to the group at each of its atoms that has an H, and read
 * only when every place gives the same structure (benzene, methane); refused as ambiguous otherwise.
 */
function readGroup(m: RegExpExecArray, parse: (name: string) => PartResult): PartResult | null {
  const [, greek, label, form, parentName] = m as unknown as [string, string | undefined, "L" | "D", string, string];
  let key = form;
  if (form === "aspartyl") {
    if (!greek) return refuse("ambiguous", `"aspartyl": the C1 (α-) or the C4 (β-) acyl? The name does not say`);
    key = /^(α|alpha)$/.test(greek) ? "aspart-1-yl" : "aspart-4-yl";
  } else if (greek) return null;
  // "L-cysteinyl": a peptide's acyl form (peptides.ts), its one carboxyl's OH the bond.
  const acyl = GROUPS[key] ? null : ACYL[key];
  if (!GROUPS[key] && acyl === undefined) return null;
  // A salt or another component after the group ("… hydrochloride") is the component reader's.
  if (/\s/.test(parentName)) return null;
  const parent = parse(parentName);
  if (!parent.ok || parent.smiles.includes(".")) return null;
  let group: string;
  if (acyl !== null && acyl !== undefined) {
    const acid = pick(acyl, label);
    if (!("smiles" in acid)) return acid;
    const bonded = oneCarboxyl(acid.smiles, "C(=O)[*:1]", "O=C([*:1])");
    if (bonded === null) return refuse("unsupported", `${acyl} has more than one carboxyl group: which is the acyl?`);
    group = bonded;
  } else group = (GROUPS[key] as Record<"L" | "D", string>)[label];
  return withHeld((hold) => {
    const mol = hold(rdkit().get_mol(parent.smiles));
    if (!mol) return refuse("invalid", "the parent could not be read");
    const atoms = mol.get_num_atoms();
    const products = new Set<string>();
    for (let atom = 0; atom < atoms; atom++) {
      const rooted = mol.get_smiles(JSON.stringify({ rootedAtAtom: atom }));
      const place = hold(rdkit().get_mol(`[*:1]${rooted}`));
      if (!place?.is_valid()) continue;
      const sub = hold(rdkit().get_mol(group));
      const joined = sub ? hold(rdkit().molzip(sub, place)) : null;
      if (joined?.is_valid()) products.add(joined.get_smiles());
    }
    if (products.size !== 1) {
      return products.size === 0
        ? refuse("invalid", `"${parentName}" has no H for the group`)
        : refuse("ambiguous", `"${m[0]}": the group could go on more than one place of ${parentName}`);
    }
    return { ok: true, smiles: [...products][0] as string };
  });
}

/**
 * Reads a reduced amino acid, a diacid dichloride, a gamma-glutamyl peptide, a diacid's partial ester or an amino
 * acid group on a parent; null when the name is none. `parse` reads the acid of a partial ester and the parent.
 */
export function readAminoAcidForm(whole: string, parse: (name: string) => PartResult): PartResult | null {
  const group = GROUP.exec(whole);
  if (group) {
    const read = readGroup(group, parse);
    if (read) return read;
  }
  const partial = PARTIAL_ESTER.exec(whole);
  if (partial) {
    const read = readPartialEster(partial, parse);
    if (read) return read;
  }
  const reduced = REDUCED.exec(whole);
  if (reduced) {
    const read = readReduced(reduced[1], reduced[2] as string, reduced[3] as string);
    if (read) return read;
  }
  const dichloride = DICHLORIDE.exec(whole);
  if (dichloride) return readDichloride(dichloride[1], dichloride[2] as string, whole);
  const gamma = GAMMA.exec(whole);
  if (gamma) return readGamma(gamma[1], gamma[2] as string);
  return null;
}

let stems: [string, string][] | undefined;

/** The chiral amino acids' stems ("tyrosin", "aspart", "tryptophan"), as their derived names begin. */
function chiralStems(): [string, string][] {
  stems ??= OPSIN_WORDS.aminoAcids
    .filter(([, , d]) => d !== null)
    .map(([form]): [string, string] => [form.replace(/ic acid$/, "").replace(/ine$/, "in"), form])
    .filter(([stem]) => stem.length >= 5 && !stem.includes(" "));
  return stems;
}

/**
 * The refusal of a name no reader took that is built on a chiral amino acid with no L- or D- before it
 * ("3,5-diiodotyrosine", "alaninol", "aspartoyl dichloride"): the user learns what to add. Only the longest stem at a
 * place counts ("phenylalanin", not its "alanin"); null when every one has its label.
 */
export function chiralWithoutLabel(whole: string): PartResult | null {
  const lc = whole.toLowerCase();
  const found: { start: number; end: number; form: string }[] = [];
  for (const [stem, form] of chiralStems()) {
    for (let at = lc.indexOf(stem); at >= 0; at = lc.indexOf(stem, at + 1)) {
      found.push({ start: at, end: at + stem.length, form });
    }
  }
  const outermost = found.filter(
    (f) => !found.some((g) => g !== f && g.start <= f.start && g.end >= f.end && g.end - g.start > f.end - f.start),
  );
  const bare = outermost.find((f) => !/(?:^|[^a-z])(?:[ld]|dl)-$/.test(lc.slice(Math.max(0, f.start - 3), f.start)));
  return bare ? noLabel(bare.form) : null;
}

/**
 * Amino acids with substituents on their side chain or ring, written with L- or D- ("3,5-diiodo-L-tyrosine",
 * "β-chloro-L-histidine", "ε-chloro-L-lysine"; IUPAC-IUBMB 3AA-1): each read as its systematic name, the ring's
 * prefixes (numeric locants, the ring's own numbering) inside the ring's group and the chain's (Greek locants: α = C2,
 * β = C3 …) on the chain, with Fischer's L- or D- placed on the built structure. Prefixes without locants are not read.
 */
const SIDE_CHAIN: Record<string, { ring: string; chain: string; rings: RegExp; last: number }> = {
  phenylalanine: { ring: "phenyl", chain: "2-amino-3-({R})propanoic acid", rings: /^[2-6]$/, last: 3 },
  tyrosine: { ring: "4-hydroxyphenyl", chain: "2-amino-3-({R})propanoic acid", rings: /^[2356]$/, last: 3 },
  histidine: { ring: "1H-imidazol-4-yl", chain: "2-amino-3-({R})propanoic acid", rings: /^2$/, last: 3 },
  tryptophan: { ring: "1H-indol-3-yl", chain: "2-amino-3-({R})propanoic acid", rings: /^[124-7]$/, last: 3 },
  lysine: { ring: "", chain: "2,6-diaminohexanoic acid", rings: /^$/, last: 6 },
};

const GREEK: Record<string, number> = {
  α: 2,
  alpha: 2,
  β: 3,
  beta: 3,
  γ: 4,
  gamma: 4,
  δ: 5,
  delta: 5,
  ε: 6,
  epsilon: 6,
};

const SUBSTITUTED = /^(.+)-([DL])-(phenylalanine|tyrosine|histidine|tryptophan|lysine)$/;
const LOCANT = "(?:\\d+|α|β|γ|δ|ε|alpha|beta|gamma|delta|epsilon)";
const GROUP_START = new RegExp(`^${LOCANT}(?:,${LOCANT})*-`);

/** "3,5-diiodo-β-methyl" -> [["3,5", "diiodo"], ["β", "methyl"]]; null where a group has no locants. */
function locantGroups(prefixes: string): [string[], string][] | null {
  const out: [string[], string][] = [];
  let rest = prefixes;
  while (rest.length > 0) {
    const start = GROUP_START.exec(rest);
    if (!start) return null;
    const locants = start[0].slice(0, -1).split(",");
    let depth = 0;
    let end = start[0].length;
    for (; end < rest.length; end++) {
      const c = rest[end] as string;
      if ("([{".includes(c)) depth++;
      else if (")]}".includes(c)) depth--;
      else if (c === "-" && depth === 0 && GROUP_START.test(rest.slice(end + 1))) break;
    }
    const text = rest.slice(start[0].length, end);
    if (text.length === 0) return null;
    out.push([locants, text]);
    rest = rest.slice(end + 1);
  }
  return out;
}

/** The systematic name and Fischer letter of a substituted amino acid name, or null when the name is none. */
export function sideChainSystematic(whole: string): { name: string; fischer: "D" | "L" } | null {
  const m = SUBSTITUTED.exec(whole);
  if (!m) return null;
  const acid = SIDE_CHAIN[m[3] as string] as (typeof SIDE_CHAIN)[string];
  const groups = locantGroups(m[1] as string);
  if (!groups) return null;
  const ring: string[] = [];
  const chain: string[] = [];
  for (const [locants, text] of groups) {
    if (locants.every((l) => acid.rings.test(l))) ring.push(`${locants.join(",")}-${text}`);
    else if (locants.every((l) => (GREEK[l] ?? 0) > 2 && (GREEK[l] ?? 0) <= acid.last)) {
      chain.push(`${locants.map((l) => GREEK[l]).join(",")}-${text}`);
    } else return null;
  }
  const ringGroup = ring.length > 0 ? `${ring.join("-")}-${acid.ring}` : acid.ring;
  const name = `${chain.map((c) => `${c}-`).join("")}${acid.chain.replace("{R}", ringGroup)}`;
  return { name, fischer: m[2] as "D" | "L" };
}
