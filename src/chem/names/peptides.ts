/**
 * Peptides named from their residues (IUPAC-IUBMB JCBN 3AA-14, 3AA-16): acyl forms of the amino acids, N-terminus
 * first, then the C-terminal amino acid: "glycylglycine", "L-alanyl-L-alanine", "L-alanylglycyl-L-leucine". Each
 * acyl ("alanyl") is its amino acid's alpha-carboxyl C(=O) bonded to the alpha-N of the residue after it. Every chiral
 * residue must carry L- or D- (OPSIN assumes L-; a name without it is refused, as for the amino acids themselves,
 * components.ts); glycine and sarcosine take none.
 *
 * Residues are OPSIN's amino acid structures (src/data/names/opsin-words.ts), joined by RDKit's molzip at dummy atoms
 * written in place of the carboxyl's OH and before the alpha-N in a SMILES rooted at that atom, so each residue's
 * stereocentre keeps its neighbours' order. The acyl forms whose amino acid has a second carboxyl or carboxamide
 * that IUPAC names apart (aspartyl/alpha-, beta-; glutamyl/alpha-, gamma-) are not read. "<amino acid or peptide>
 * <alkyl> ester" ("glycine ethyl ester", "L-alanine methyl ester") is the ester of the one free carboxyl, and
 * "<amino acid or peptide>amide" ("glycinamide", "L-alaninamide") its amide; "cyclo(…)" closes the chain into a ring.
 */
import { OPSIN_WORDS } from "../../data/names/opsin-words.ts";
import { type JSMol, free, rdkit, withHeld } from "../rdkit.ts";
import { Chooser, buildSubstituent } from "./builder.ts";
import { multiplied, type PartResult } from "./components.ts";
import { substituentReadings } from "./functional.ts";
import { NameStructureError } from "./graph.ts";

/** Acyl form -> amino acid (JCBN 3AA-16.1: the "-ine" or "-an" ending replaced by "-yl"). */
export const ACYL: Record<string, string> = {
  alanyl: "alanine",
  arginyl: "arginine",
  asparaginyl: "asparagine",
  cysteinyl: "cysteine",
  glutaminyl: "glutamine",
  glycyl: "glycine",
  histidyl: "histidine",
  isoleucyl: "isoleucine",
  leucyl: "leucine",
  lysyl: "lysine",
  methionyl: "methionine",
  phenylalanyl: "phenylalanine",
  prolyl: "proline",
  seryl: "serine",
  threonyl: "threonine",
  tryptophyl: "tryptophan",
  tyrosyl: "tyrosine",
  valyl: "valine",
  ornithyl: "ornithine",
  norleucyl: "norleucine",
  norvalyl: "norvaline",
  sarcosyl: "sarcosine",
};

/** The alpha-amino acid group: [N, C-alpha, C, =O, OH] (a ring N for proline, one H for sarcosine). */
const ALPHA = "[NX3;H1,H2;!$(N-C=O)]-[CX4]-[CX3](=O)[OX2H1]";
const CARBOXYL = "[CX3](=O)[OX2H1]";

let aminoAcids: Map<string, { l: string; d: string | null }> | undefined;

/** OPSIN's amino acids by name: the L- structure and the D- one (null for an achiral one). */
export function aminoAcidTable(): Map<string, { l: string; d: string | null }> {
  aminoAcids ??= new Map(OPSIN_WORDS.aminoAcids.map(([form, l, d]) => [form, { l, d }]));
  return aminoAcids;
}

function refuse(reason: "unreadable" | "ambiguous" | "invalid" | "unsupported", message: string): PartResult {
  return { ok: false, reason, message };
}

interface Residue {
  name: string;
  smiles: string;
}

/** The residues a name lists, N-terminus first; null when the name is no peptide name; a refusal for a missing L-/D-. */
function residues(whole: string, single: boolean): Residue[] | PartResult | null {
  const lc = whole.toLowerCase();
  const out: Residue[] = [];
  let pos = 0;
  const stereoAt = (at: number): { label: "L" | "D" | null; end: number } => {
    const m = /^([ld])-/.exec(lc.slice(at, at + 2));
    return m ? { label: m[1] === "l" ? "L" : "D", end: at + 2 } : { label: null, end: at };
  };
  const pick = (name: string, label: "L" | "D" | null): Residue | PartResult => {
    const acid = aminoAcidTable().get(name);
    if (!acid) return refuse("unreadable", `"${name}" is not an amino acid the offline parser lists`);
    if (acid.d === null) {
      if (label) return refuse("invalid", `${name} has no stereocentre: "${label}-" does not apply`);
      return { name, smiles: acid.l };
    }
    if (label === null) {
      return refuse(
        "unsupported",
        `the residue "${name}" is chiral and the name gives no L- or D- before it: OPSIN assumes L-, we do not guess`,
      );
    }
    return { name, smiles: label === "L" ? acid.l : (acid.d as string) };
  };
  for (;;) {
    const { label, end } = stereoAt(pos);
    const acyl = Object.keys(ACYL)
      .filter((form) => lc.startsWith(form, end))
      .sort((a, b) => b.length - a.length)[0];
    if (acyl === undefined) {
      if (out.length === 0 && !single) return null;
      const rest = lc.slice(end);
      if (!aminoAcidTable().has(rest)) return null;
      const last = pick(rest, label);
      if (!("name" in last)) return last;
      out.push(last);
      return out;
    }
    const residue = pick(ACYL[acyl] as string, label);
    if (!("name" in residue)) return residue;
    out.push(residue);
    pos = end + acyl.length;
    if (lc[pos] === "-") pos += 1;
  }
}

/** The atom indices of the one match of `smarts` in `mol`, or null when it matches no or several times. */
function onlyMatch(mol: JSMol, smarts: string): number[] | null {
  const query = rdkit().get_qmol(smarts);
  try {
    if (!query) return null;
    const matches = JSON.parse(mol.get_substruct_matches(query)) as { atoms: number[] }[];
    return matches.length === 1 ? (matches[0]?.atoms ?? null) : null;
  } finally {
    free(query);
  }
}

/** The SMILES of `mol` rooted at `atom`, that atom's symbol replaced by (acyl) or preceded by (amine) a dummy [*:1]. */
function withDummy(mol: JSMol, atom: number, mode: "replace" | "before"): string | null {
  const rooted = mol.get_smiles(JSON.stringify({ rootedAtAtom: atom }));
  const symbol = mode === "replace" ? "O" : "N";
  if (!rooted.startsWith(symbol) || /^[A-Z][a-z]/.test(rooted)) return null;
  return mode === "replace" ? `[*:1]${rooted.slice(1)}` : `[*:1]${rooted}`;
}

/**
 * Reads a peptide name; null when the name is none (no acyl residue before a listed amino acid), so another reader
 * may take it.
 */
export function readPeptide(whole: string): PartResult | null {
  const protectedN = N_PREFIX.exec(whole);
  if (protectedN) return readNSubstituted(protectedN[1] as string, protectedN[2] as string, whole);
  // "N6-acetyl-L-lysine", "N5-acetyl-L-ornithine", "N2-acetyl-L-lysine": a group on the amine N of chain carbon k.
  const numberedN = NUMBERED_N.exec(whole);
  if (numberedN) {
    const k = Number(numberedN[1]);
    const attach: Attach = (chain, group) => attachToNumberedN(chain, group, k, whole);
    const read = readNSubstituted(`N${k}`, numberedN[2] as string, whole, attach);
    if (read) return read;
  }
  // "S-benzyl-L-cysteine", "O-methyl-L-serine", "Se-methyl-L-selenocysteine": a group on the side chain's SH, OH, SeH.
  const onSide = SIDE_PREFIX.exec(whole);
  if (onSide) {
    const element = onSide[1] as "S" | "O" | "Se";
    const attach: Attach = (chain, group) => attachToSide(chain, group, element, whole);
    const read = readNSubstituted(element, onSide[2] as string, whole, attach);
    if (read) return read;
  }
  const ester = ESTER.exec(whole);
  if (ester) return readEster(ester[1] as string, ALKOXY[(ester[2] as string).toLowerCase()] as string);
  const cyclic = CYCLO.exec(whole);
  if (cyclic) return readCyclic(cyclic[1] as string);
  const amide = AMIDE.exec(whole);
  if (amide) {
    const read = readAmide(amide[1] as string);
    if (read) return read;
  }
  const nitrile = NITRILE.exec(whole);
  if (nitrile) {
    const read = readNitrile(nitrile[1] as string);
    if (read) return read;
  }
  return readChain(whole, false);
}

/** "glycinamide", "L-alaninamide", "glycylglycinamide": the amino acid's or peptide's name with "-amide" for its "-e". */
const AMIDE = /^(.+?)e?amide$/i;

/** The amide's NH2 as molzip joins it to an acyl. */
const AMIDE_NH2 = "[*:1]N";

/** The amide of the one free carboxyl (JCBN 3AA-17.2: CONH2 for COOH); null when the stem names no amino acid. */
function readAmide(stem: string): PartResult | null {
  const acid = readChain(`${stem}e`, true) ?? readChain(stem, true);
  if (acid === null || !acid.ok) return acid;
  return onOneCarboxyl(acid.smiles, stem, "amide", AMIDE_NH2);
}

/**
 * The acid's one free carboxyl with its OH replaced by `partner` (a group with its [*:1] bond: an amide's NH2, an
 * ester's alkoxy); `what` and `name` say which in a refusal. A second free carboxyl makes the name ambiguous.
 */
function onOneCarboxyl(acidSmiles: string, name: string, what: "amide" | "ester", partner: string): PartResult {
  const mol = rdkit().get_mol(acidSmiles);
  try {
    const carboxyl = mol ? onlyMatch(mol, CARBOXYL) : null;
    if (!mol || !carboxyl)
      return refuse("ambiguous", `"${name}" has more than one carboxyl group the ${what} could be on`);
    return zipGroup(withDummy(mol, carboxyl[2] as number, "replace"), partner, `the ${what}'s structure is not valid`);
  } finally {
    free(mol);
  }
}

/** "beta-alaninenitrile", "glycinonitrile", "L-alaninenitrile": the amino acid's name with "-nitrile" after its "-e". */
const NITRILE = /^(.+?)[eo]?nitrile$/i;

/** The nitrile of the one free carboxyl (C#N for COOH), as OPSIN reads these names; null when no amino acid. */
function readNitrile(stem: string): PartResult | null {
  const acid = readChain(`${stem}e`, true) ?? readChain(stem, true);
  if (acid === null || !acid.ok) return acid;
  const mol = rdkit().get_mol(acid.smiles);
  try {
    const carboxyl = mol ? onlyMatch(mol, CARBOXYL) : null;
    if (!mol || !carboxyl)
      return refuse("ambiguous", `"${stem}" has more than one carboxyl group the nitrile could be`);
    // Rooted at the OH: "OC(=O)" and then the rest, which the nitrile's "N#C" replaces; every stereocentre after it
    // keeps its neighbours' written order.
    const rooted = mol.get_smiles(JSON.stringify({ rootedAtAtom: carboxyl[2] }));
    if (!rooted.startsWith("OC(=O)")) return refuse("invalid", `"${stem}": its carboxyl could not be rewritten`);
    const nitrile = rdkit().get_mol(`N#C${rooted.slice("OC(=O)".length)}`);
    try {
      if (!nitrile?.is_valid()) return refuse("invalid", "the nitrile's structure is not valid");
      return { ok: true, smiles: nitrile.get_smiles() };
    } finally {
      free(nitrile);
    }
  } finally {
    free(mol);
  }
}

/** "cyclo(glycylglycyl)", "cyclo(L-alanyl-L-prolyl)": every residue an acyl, the last one's carboxyl on the first one's N. */
const CYCLO = /^cyclo\((.+)\)$/i;

/**
 * A cyclic peptide (JCBN 3AA-20.2): the chain read with its last acyl as that amino acid, then the C-terminal carboxyl
 * (its OH a dummy) zipped to the N-terminal alpha-N. Two residues at least; refused where the chain has more than
 * one free carboxyl (aspartic, glutamic acid) or another free alpha-amino N.
 */
function readCyclic(inner: string): PartResult | null {
  const lc = inner.toLowerCase();
  const last = Object.keys(ACYL)
    .filter((form) => lc.endsWith(form))
    .sort((a, b) => b.length - a.length)[0];
  if (last === undefined) return null;
  // readChain reads two residues at least: "cyclo(glycyl)" is none.
  const chain = readChain(`${inner.slice(0, -last.length)}${ACYL[last]}`, false);
  if (chain === null || !chain.ok) return chain;
  return withHeld((hold) => {
    const mol = hold(rdkit().get_mol(chain.smiles));
    const carboxyl = mol ? onlyMatch(mol, CARBOXYL) : null;
    if (!mol || !carboxyl) return refuse("unsupported", "the chain has more than one free carboxyl group: not read");
    const acylSmiles = withDummy(mol, carboxyl[2] as number, "replace");
    const acyl = hold(acylSmiles ? rdkit().get_mol(acylSmiles) : null);
    const alpha = acyl ? onlyMatch(acyl, ALPHA_NH) : null;
    if (!acyl || !alpha) return refuse("unsupported", "the chain has no one free alpha-amino N to close the ring on");
    const ringSmiles = withDummy(acyl, alpha[0] as number, "before");
    const open = hold(ringSmiles ? rdkit().get_mol(ringSmiles) : null);
    const nothing = hold(rdkit().get_mol(""));
    const ring = open && nothing ? hold(rdkit().molzip(open, nothing)) : null;
    if (!ring?.is_valid()) return refuse("invalid", "the cyclic peptide's structure is not valid");
    return { ok: true, smiles: ring.get_smiles() };
  });
}

/** "N-acetyl-L-alanine", "N,N-dimethylglycine", "N-(tert-butoxycarbonyl)-L-alanine": groups on the alpha-N. */
const N_PREFIX = /^(N(?:,N)?)-(.+)$/;

/** N-H atoms other than amide (and amidine) N: the amino acid or peptide must have exactly one, its alpha-N. */
const FREE_NH = "[NX3;!H0;!$(N-[C,S]=[O,N,S]);!$(N-c);!$(n)]";
const ALPHA_NH = "[NX3;!H0;!$(N-[C,S]=[O,N,S])]-[CX4]-C(=O)";

/** The SMILES of one reading of a substituent group with a dummy [*:1] at its attachment (single bond only). */
function groupSmiles(text: string): string[] {
  const out = new Set<string>();
  for (const reading of substituentReadings(text)) {
    const chooser = new Chooser();
    do {
      chooser.begin();
      try {
        const sub = buildSubstituent(reading, chooser);
        if (sub.valency !== 1) continue;
        const dummy = sub.graph.addAtom({ element: "*", aromatic: false, charge: 0, isotope: 0, h: 0, labels: [] });
        sub.graph.bonds.push({ a: sub.atom, b: dummy, order: 1 });
        out.add(sub.graph.toSmiles().replace("[*]", "[*:1]"));
      } catch (error) {
        if (!(error instanceof NameStructureError)) throw error;
      }
    } while (chooser.advance() && out.size < 3);
  }
  return [...out];
}

type Attach = (chain: string, group: string, count: number) => PartResult;

function readNSubstituted(locants: string, rest: string, whole: string, attach?: Attach): PartResult | null {
  const count = locants === "N,N" ? 2 : 1;
  // Every split of the rest into a group and an amino acid (or peptide) the residue reader takes: "acetylglycine" is
  // acetyl + glycine; "methylphenylglycine" could be methyl + phenylglycine or (methylphenyl) + glycine. The name is
  // answered only when every split that builds gives one structure.
  const structures = new Set<string>();
  let firstRefusal: PartResult | null = null;
  for (let cut = 1; cut < rest.length; cut++) {
    const tail = rest.slice(cut).replace(/^-/, "");
    if (!/^(?:[LD]-)?[a-z]/i.test(tail)) continue;
    const chain = readChain(tail, true);
    if (chain === null) continue;
    const result = chain.ok
      ? withGroup(rest.slice(0, cut).replace(/-$/, ""), chain.smiles, locants, count, whole, attach)
      : chain;
    if (result.ok) structures.add(result.smiles);
    else if (result.reason === "ambiguous") return result;
    else firstRefusal ??= result;
  }
  if (structures.size === 1) return { ok: true, smiles: [...structures][0] as string };
  if (structures.size > 1) {
    const [a, b] = [...structures];
    return refuse("ambiguous", `"${whole}" fits more than one structure (for example ${a} and ${b})`);
  }
  return firstRefusal;
}

function withGroup(
  text: string,
  chain: string,
  locants: string,
  count: number,
  whole: string,
  attach?: Attach,
): PartResult {
  const options = multiplied(text).filter(([n]) => n === count);
  if (options.length === 0) return refuse("invalid", `"${locants}-": ${count} locant(s) for "${text}"`);
  let prefix = (options[0] as [number, string])[1];
  if (/^\(.*\)$/.test(prefix)) prefix = prefix.slice(1, -1);
  const groups = groupSmiles(prefix);
  if (groups.length !== 1) {
    return groups.length === 0
      ? refuse("unreadable", `"${prefix}" in "${whole}" is not read as a group on N`)
      : refuse("ambiguous", `"${prefix}" in "${whole}" reads as more than one group`);
  }
  return attach ? attach(chain, groups[0] as string, count) : attachToAlphaN(chain, groups[0] as string, count, whole);
}

/** Bonds `count` copies of the group to the one free alpha-NH of the amino acid or peptide (molzip). */
function attachToAlphaN(smiles: string, group: string, count: number, whole: string): PartResult {
  return withHeld((hold) => {
    let current = smiles;
    for (let k = 0; k < count; k++) {
      const mol = hold(rdkit().get_mol(current));
      if (!mol) return refuse("invalid", "the structure could not be read");
      const free = hold(rdkit().get_qmol(FREE_NH));
      const matches = free ? (JSON.parse(mol.get_substruct_matches(free)) as { atoms: number[] }[]) : [];
      const alpha = onlyMatch(mol, ALPHA_NH);
      if (matches.length !== 1 || !alpha || matches[0]?.atoms[0] !== alpha[0]) {
        return refuse(
          "unsupported",
          `"${whole}": "N-" must name the one free alpha-amino N, and this structure has another N-H`,
        );
      }
      const amineSmiles = withDummy(mol, alpha[0] as number, "before");
      const amine = hold(amineSmiles ? rdkit().get_mol(amineSmiles) : null);
      const sub = hold(rdkit().get_mol(group));
      const joined = amine && sub ? hold(rdkit().molzip(amine, sub)) : null;
      if (!joined?.is_valid()) return refuse("invalid", "the structure is not valid");
      current = joined.get_smiles();
    }
    return { ok: true, smiles: current };
  });
}

/** "N6-", "N5-", "N2-" before an amino acid: the amine N on its chain's carbon of that number (C1 the carboxyl's). */
const NUMBERED_N = /^N(\d)-(.+)$/;

/**
 * The group on the free amine N bonded to chain carbon `k`, counted along the carbons from the carboxyl carbon C1
 * (JCBN 3AA-6: lysine's N6 is its epsilon N, N2 its alpha N); refused unless exactly one such N is found.
 */
function attachToNumberedN(smiles: string, group: string, k: number, whole: string): PartResult {
  if (k < 2) return refuse("invalid", `"${whole}": N${k} names no amine N`);
  const smarts = `[NX3;H2;!$(N-[C,S]=[O,N,S])]${"[CX4]".repeat(k - 1)}C(=O)[OX2H1]`;
  const mol = rdkit().get_mol(smiles);
  const query = rdkit().get_qmol(smarts);
  try {
    const found: unknown = mol && query ? JSON.parse(mol.get_substruct_matches(query)) : [];
    const atoms = new Set((Array.isArray(found) ? (found as { atoms: number[] }[]) : []).map((m) => m.atoms[0]));
    const [n] = [...atoms];
    if (!mol || atoms.size !== 1 || n === undefined) {
      return refuse("unsupported", `"${whole}": "N${k}-" must name one free amine N on carbon ${k}`);
    }
    return zipGroup(withDummy(mol, n, "before"), group, "the structure is not valid");
  } finally {
    free(mol);
    free(query);
  }
}

/**
 * `dummied` (a SMILES whose [*:1] marks where the group goes) joined by molzip to `group` (its [*:1] partner):
 * the joined molecule's SMILES, or `failure` when RDKit cannot make a valid one.
 */
function zipGroup(dummied: string | null, group: string, failure: string): PartResult {
  const base = dummied === null ? null : rdkit().get_mol(dummied);
  const sub = rdkit().get_mol(group);
  try {
    const joined = base && sub ? rdkit().molzip(base, sub) : null;
    try {
      if (!joined?.is_valid()) return refuse("invalid", failure);
      return { ok: true, smiles: joined.get_smiles() };
    } finally {
      free(joined);
    }
  } finally {
    free(base);
    free(sub);
  }
}

/** "S-benzyl-", "O-methyl-", "Se-methyl-" before an amino acid or peptide: the group on a side chain's heteroatom. */
const SIDE_PREFIX = /^(S|O|Se)-(.+)$/;

/** The side chain's one free SH, OH (not a carboxyl's) or SeH for each element. */
const SIDE_ATOM: Record<"S" | "O" | "Se", string> = {
  S: "[SX2;H1]",
  O: "[OX2;H1;!$(O-[C,S,P]=O)]",
  Se: "[SeX2;H1]",
};

/** A dialkyl sulfide's S (methionine's): the one an "S-" group makes a sulfonium. */
const THIOETHER_S = "[SX2;H0;!a](-[CX4])-[CX4]";

/**
 * "S-methyl-L-methionine": the group on the side chain's one thioether S, which becomes a sulfonium cation
 * (C[S+](C)CC…, as OPSIN and JCBN's S-methylmethionine); refused unless exactly one such S.
 */
function sulfonium(mol: JSMol, group: string, whole: string): PartResult {
  const query = rdkit().get_qmol(THIOETHER_S);
  try {
    const found: unknown = query ? JSON.parse(mol.get_substruct_matches(query)) : [];
    const atoms = new Set((Array.isArray(found) ? (found as { atoms: number[] }[]) : []).map((m) => m.atoms[0]));
    const [at] = [...atoms];
    if (atoms.size !== 1 || at === undefined) {
      return refuse("unsupported", `"${whole}": "S-" must name the one SH or thioether S of the side chain`);
    }
    // Rooted at the S: a dummy before it is the group's bond, the S written charged with its two chain bonds after.
    const rooted = mol.get_smiles(JSON.stringify({ rootedAtAtom: at }));
    if (!/^S(?![ebcimnr])/.test(rooted)) return refuse("invalid", `"${whole}": the S could not be rooted`);
    return zipGroup(`[*:1][S+]${rooted.slice(1)}`, group, "the sulfonium's structure is not valid");
  } finally {
    free(query);
  }
}

/**
 * The group on the amino acid's one side-chain SH, OH or SeH (JCBN 3AA-6: "S-benzylcysteine" is substituted at the
 * thiol S); refused when there is none or more than one; with no SH, a thioether's S takes it as a sulfonium.
 */
function attachToSide(smiles: string, group: string, element: "S" | "O" | "Se", whole: string): PartResult {
  const mol = rdkit().get_mol(smiles);
  const query = rdkit().get_qmol(SIDE_ATOM[element]);
  try {
    const found: unknown = mol && query ? JSON.parse(mol.get_substruct_matches(query)) : [];
    const matches = Array.isArray(found) ? (found as { atoms: number[] }[]) : [];
    if (mol && matches.length === 0 && element === "S") return sulfonium(mol, group, whole);
    if (!mol || matches.length !== 1) {
      return refuse("unsupported", `"${whole}": "${element}-" must name the one free ${element}H of the side chain`);
    }
    // Rooted at that atom, with one heavy neighbour: a dummy before it is the group's bond (its H is then recounted).
    const rooted = mol.get_smiles(JSON.stringify({ rootedAtAtom: matches[0]?.atoms[0] }));
    const symbol = element === "Se" ? "[SeH]" : element;
    // (An aromatic atom may follow: tyrosine's "Oc1ccc…"; a two-letter element may not.)
    if (!rooted.startsWith(symbol) || (element !== "Se" && /^(?:S[ebcimnr]|Os)/.test(rooted))) {
      return refuse("invalid", `"${whole}": the ${element} could not be rooted`);
    }
    const side = element === "Se" ? `[*:1][Se]${rooted.slice(symbol.length)}` : `[*:1]${rooted}`;
    return zipGroup(side, group, "the structure is not valid");
  } finally {
    free(mol);
    free(query);
  }
}

/** "glycine ethyl ester", "L-alanyl-L-alanine methyl ester": the ester of the C-terminal carboxyl. */
const ESTER = /^(.+) (methyl|ethyl|propyl|isopropyl|butyl|tert-butyl|benzyl|allyl) ester$/i;

/** The alcohol side of the ester, bound at [*:1] (the groups' structures, written out). */
export const ALKOXY: Record<string, string> = {
  methyl: "[*:1]OC",
  ethyl: "[*:1]OCC",
  propyl: "[*:1]OCCC",
  isopropyl: "[*:1]OC(C)C",
  butyl: "[*:1]OCCCC",
  "tert-butyl": "[*:1]OC(C)(C)C",
  benzyl: "[*:1]OCc1ccccc1",
  allyl: "[*:1]OCC=C",
};

function readEster(acidName: string, alkoxy: string): PartResult | null {
  const acid = readChain(acidName, true);
  if (acid === null || !acid.ok) return acid;
  return onOneCarboxyl(acid.smiles, acidName, "ester", alkoxy);
}

/** A peptide or one amino acid ("L-cysteinylglycine", "glycine"), as another name's part; null when none. */
export function readPeptideChain(whole: string): PartResult | null {
  return readChain(whole, true);
}

/** A chain of residues (one amino acid alone when `single`), or null when the name is none. */
function readChain(whole: string, single: boolean): PartResult | null {
  // One word, but for the C-terminal acid's own ("L-alanyl-L-aspartic acid").
  if (whole.includes(" ") && !/^\S+ acid$/i.test(whole)) return null;
  const listed = residues(whole, single);
  if (listed === null || !Array.isArray(listed)) return listed;
  return withHeld((hold) => {
    // From the N-terminus: the chain so far as an acyl (its one free carboxyl's OH a dummy), zipped to the next
    // residue's alpha-N.
    let chain = hold(rdkit().get_mol((listed[0] as Residue).smiles));
    for (const next of listed.slice(1)) {
      if (!chain) return refuse("invalid", "a residue's structure could not be read");
      const carboxyl = onlyMatch(chain, CARBOXYL);
      if (!carboxyl) return refuse("unsupported", "the chain so far has more than one free carboxyl group: not read");
      const acylSmiles = withDummy(chain, carboxyl[2] as number, "replace");
      const residue = hold(rdkit().get_mol(next.smiles));
      if (!residue || !acylSmiles) return refuse("invalid", `the residue ${next.name} could not be joined`);
      const alpha = onlyMatch(residue, ALPHA);
      const amineSmiles = alpha ? withDummy(residue, alpha[0] as number, "before") : null;
      if (!amineSmiles) return refuse("unsupported", `${next.name} has no one alpha-amino group to join`);
      const acyl = hold(rdkit().get_mol(acylSmiles));
      const amine = hold(rdkit().get_mol(amineSmiles));
      if (!acyl || !amine) return refuse("invalid", `the residue ${next.name} could not be joined`);
      chain = hold(rdkit().molzip(acyl, amine));
    }
    if (!chain?.is_valid()) return refuse("invalid", "the peptide's structure is not valid");
    return { ok: true, smiles: chain.get_smiles() };
  });
}
