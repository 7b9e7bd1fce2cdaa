/**
 * Anions named additively round one central atom (IUPAC Red Book IR-7.1): "tetrafluoroborate", "tetraphenylborate",
 * "chlorotriphenylborate", "tetrachloroaluminate", "hexafluorophosphate", "hexachloroantimonate",
 * and their acids ("tetrafluoroboric acid", "hexafluorophosphoric acid": the anion beside its
 * protons, as OPSIN 2.7.0 and PubChem draw them). The central atom is bonded to every ligand by a single bond.
 *
 * Read only where the name gives every ligand: four on boron and aluminium (the borate's [B-] has no hydrogen left;
 * "trifluoroborate" is not read), six halides of one kind on phosphorus, arsenic and antimony. Four-ligand
 * anions take any groups the substitutive parser reads as prefixes: the ligands are read on a carbon whose mass
 * labels it ("tetraphenyl(13C)methane") and that carbon is then the central atom, which must carry the four by single
 * bonds. Null when the word is none of these.
 */
import { smilesHasMatch } from "../substructure.ts";

type Parse = (name: string) => { ok: true; smiles: string } | { ok: false };

/** Four-ligand central atoms: the anion word's stem and the atom as the anion holds it. */
const FOUR: [string, string][] = [
  ["borate", "[B-]"],
  ["aluminate", "[Al-]"],
];
const FOUR_ACIDS: [string, string][] = [["boric acid", "[B-]"]];

/**
 * Six-ligand central atoms, each anion of charge -1. Not silicon: Python RDKit 2022.09, the oracle's canonicaliser,
 * rejects hexafluorosilicate's six-bonded Si2-, so no golden row could check it.
 */
const SIX: [string, string][] = [
  ["phosphate", "P"],
  ["arsenate", "As"],
  ["antimonate", "Sb"],
];
const SIX_ACIDS: [string, string][] = [
  ["phosphoric acid", "P"],
  ["arsenic acid", "As"],
  ["antimonic acid", "Sb"],
];
const HALO: Record<string, string> = { fluoro: "F", chloro: "Cl", bromo: "Br", iodo: "I" };

/** The marked carbon the four ligands are read on, and the test that it holds them by four single bonds. */
const MARK = "[13C]";
const FOUR_SINGLE = "[13C;D4;!$(*=*);!$(*#*)]";

/** "tetraphenyl" + "[B-]" → the anion, or null: the ligands read on the marked carbon. */
function fourLigands(ligands: string, atom: string, parse: Parse): string | null {
  // A ligand text with its own carbon-13 would mark a second carbon.
  if (ligands.length === 0 || ligands.includes("13c")) return null;
  const read = parse(`${ligands}(13C)methane`);
  if (!read.ok || read.smiles.split(MARK).length !== 2 || read.smiles.includes(".")) return null;
  if (!smilesHasMatch(read.smiles, FOUR_SINGLE)) return null;
  return read.smiles.replace(MARK, atom);
}

function sixHalides(ligands: string, atom: string): string | null {
  const m = /^hexa(fluoro|chloro|bromo|iodo)$/.exec(ligands);
  if (!m) return null;
  const x = HALO[m[1] as string] as string;
  return `${x}[${atom}-](${x})(${x})(${x})(${x})${x}`;
}

/** The anion's SMILES, or the acid's (anion and protons), for one word; null when it is no such name. */
export function readAdditiveAnion(text: string, parse: Parse): string | null {
  const lc = text.toLowerCase();
  for (const [stem, atom] of FOUR) {
    if (lc.endsWith(stem)) return fourLigands(lc.slice(0, -stem.length), atom, parse);
  }
  for (const [stem, atom] of SIX) {
    if (lc.endsWith(stem)) return sixHalides(lc.slice(0, -stem.length), atom);
  }
  for (const [stem, atom] of FOUR_ACIDS) {
    if (!lc.endsWith(stem)) continue;
    const anion = fourLigands(lc.slice(0, -stem.length), atom, parse);
    return anion === null ? null : `${anion}.[H+]`;
  }
  for (const [stem, atom] of SIX_ACIDS) {
    if (!lc.endsWith(stem)) continue;
    const anion = sixHalides(lc.slice(0, -stem.length), atom);
    return anion === null ? null : `${anion}.[H+]`;
  }
  return null;
}
