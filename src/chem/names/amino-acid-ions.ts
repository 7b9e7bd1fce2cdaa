/**
 * The ions of an amino acid named from it (IUPAC-IUBMB 3AA-8): "glycinate" (the carboxylate), "L-alaninium" (the
 * protonated amine), as in "sodium glycinate" and "L-asparaginium chloride". The amino acid is OPSIN's (its SMILES in
 * src/data/names/opsin-words.ts); L- or D- as the bare amino acid needs it (components.ts: a chiral one without it is
 * refused, OPSIN assumes L-). Read only where the ion is one group's: an -ate of an amino acid with one carboxylic acid
 * group, an -ium of one with one amine N (asparagine's amide N is none; lysine's two are refused, the name does not say
 * which).
 */
import { OPSIN_WORDS } from "../../data/names/opsin-words.ts";
import { canonicalOf, type PartResult } from "./components.ts";

const ION = /^(?:([dl])-)?([a-z]+?)(ate|ium)$/i;

let table: Map<string, { l: string; d: string | null }> | undefined;

function aminoAcids(): Map<string, { l: string; d: string | null }> {
  table ??= new Map(OPSIN_WORDS.aminoAcids.map(([form, l, d]) => [form, { l, d }]));
  return table;
}

function refuse(reason: "invalid" | "unsupported" | "ambiguous", message: string): PartResult {
  return { ok: false, reason, message };
}

/** The acid's COOH written as its carboxylate; null unless the SMILES has exactly one (as OPSIN's table writes it). */
function carboxylate(smiles: string): string | null {
  const tail = [...smiles.matchAll(/C\(=O\)O(?=\)|$)/g)];
  const head = smiles.startsWith("O=C(O)") ? 1 : 0;
  if (tail.length + head !== 1) return null;
  if (head) return `O=C([O-])${smiles.slice("O=C(O)".length)}`;
  const at = (tail[0] as RegExpMatchArray).index as number;
  return `${smiles.slice(0, at)}C(=O)[O-]${smiles.slice(at + "C(=O)O".length)}`;
}

/**
 * The one amine N protonated; null unless the SMILES has exactly one N that is no amide's (one N written as the first
 * atom, a "(N)" branch, or proline's ring "N1" at the end).
 */
function ammonium(smiles: string): string | null {
  // A bracketed N, or a ring N (histidine's imidazole, itself a base): which N is charged is not read.
  if (/\[[^\]]*N/.test(smiles) || /n/.test(smiles)) return null;
  const ns = [...smiles.matchAll(/N(?![a-z])/g)].map((m) => m.index as number);
  const amines = ns.filter((i) => !(i === 0 && smiles.startsWith("NC(=O)")) && !smiles.startsWith("C(N)=O", i - 2));
  if (amines.length !== 1) return null;
  const i = amines[0] as number;
  if (i === 0 && /^N[[C]/.test(smiles)) return `[NH3+]${smiles.slice(1)}`;
  if (smiles.startsWith("(N)", i - 1)) return `${smiles.slice(0, i)}[NH3+]${smiles.slice(i + 1)}`;
  if (/N1$/.test(smiles) && i === smiles.length - 2) return `${smiles.slice(0, i)}[NH2+]1`;
  return null;
}

/** Null when the word is no ion of an amino acid in OPSIN's list. */
export function readAminoAcidIon(whole: string): PartResult | null {
  const m = ION.exec(whole);
  if (!m) return null;
  const name = `${(m[2] as string).toLowerCase()}e`;
  const acid = aminoAcids().get(name);
  if (!acid) return null;
  const prefix = m[1]?.toUpperCase();
  let smiles: string;
  if (acid.d === null) {
    if (prefix) return refuse("invalid", `${name} has no stereocentre: "${prefix}-" does not apply`);
    smiles = acid.l;
  } else if (prefix === "L") smiles = acid.l;
  else if (prefix === "D") smiles = acid.d;
  else {
    return refuse(
      "unsupported",
      `"${name}" is chiral and the name gives no stereodescriptor (L- or D-): OPSIN assumes L-, we do not guess`,
    );
  }
  const ion = m[3]?.toLowerCase() === "ate" ? carboxylate(smiles) : ammonium(smiles);
  if (ion === null) {
    const group = m[3]?.toLowerCase() === "ate" ? "one acid group" : "one amine N";
    return refuse("unsupported", `"${whole}": the ion of an amino acid is read only where it has ${group} to charge`);
  }
  const read = canonicalOf(ion);
  return "smiles" in read ? { ok: true, smiles: read.smiles } : refuse("invalid", read.reason);
}
