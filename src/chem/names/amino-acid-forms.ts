/**
 * Forms of an amino acid named from it, each with the L- or D- its one chiral amino acid needs (OPSIN assumes L-; a
 * name without it is refused, as the bare amino acid is in components.ts):
 *   - the reduced forms (IUPAC-IUBMB 3AA-10): "L-alaninal" (the alpha-carboxyl as CHO), "L-alaninol" (as CH2OH);
 *   - the diacid dichlorides "L-aspartoyl dichloride", "L-glutamoyl dichloride" (every COOH as COCl);
 *   - gamma-glutamyl peptides (3AA-16.2): "γ-L-glutamyl-L-cysteinylglycine", glutamic acid's side-chain (C5) carboxyl
 *     bonded to the alpha-N of the peptide after it.
 * The amino acids are OPSIN's (src/data/names/opsin-words.ts); their COOH is rewritten in the SMILES as OPSIN's table
 * writes it (the alpha-carbon's neighbours keep their order, so its configuration stays).
 * chiralWithoutLabel gives the refusal of a name built on a chiral amino acid without L- or D- that no reader took.
 */
import { OPSIN_WORDS } from "../../data/names/opsin-words.ts";
import { type JSMol, free, rdkit } from "../rdkit.ts";
import { canonicalOf, type PartResult } from "./components.ts";
import { readPeptideChain } from "./peptides.ts";

let table: Map<string, { l: string; d: string | null }> | undefined;

function aminoAcids(): Map<string, { l: string; d: string | null }> {
  table ??= new Map(OPSIN_WORDS.aminoAcids.map(([form, l, d]) => [form, { l, d }]));
  return table;
}

function refuse(reason: "invalid" | "unsupported" | "unreadable", message: string): PartResult {
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
  const acid = aminoAcids().get(name);
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
  if (!aminoAcids().has(name)) return null;
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
  const held: JSMol[] = [];
  const hold = (mol: JSMol | null): JSMol | null => {
    if (mol) held.push(mol);
    return mol;
  };
  try {
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
  } finally {
    for (const m of held) free(m);
  }
}

function checked(smiles: string): PartResult {
  const canonical = canonicalOf(smiles);
  return "smiles" in canonical
    ? { ok: true, smiles: canonical.smiles }
    : refuse("invalid", `the structure is not valid: ${canonical.reason}`);
}

/** Reads a reduced amino acid, a diacid dichloride or a gamma-glutamyl peptide; null when the name is none. */
export function readAminoAcidForm(whole: string): PartResult | null {
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
