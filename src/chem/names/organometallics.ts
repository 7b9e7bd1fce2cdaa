/**
 * Organometallic names of one metal atom with its groups as prefixes (IUPAC P-69: "dimethylzinc",
 * "bis(4-carboxyphenyl)mercury", "dihydrido(naphthalen-2-yl)rhenium"), with the charge written after the metal
 * ("methylmercury(1+)") or its oxidation number ("trimethyltin(IV)", Me3Sn+: four less the three bonds); and a noble
 * gas's bare name as its atom ("oganesson", "neon"). Each group is bonded to the metal, which has no hydrogen
 * but those its "hydrido" prefixes give, as OPSIN 2.7.0 draws them.
 *
 * The groups are read by the grammar as the prefixes of a one-atom parent (SiH4, whose four hydrogens bound the
 * groups read), which then becomes the metal. Read only where the metal has a usual oxidation state for its bonds
 * and charge, so no radical is drawn: "methylmercury" (CH3Hg•, which the name means as a cation) and "trimethyltin"
 * are refused. The halides, hydroxides, hydrides and cyanides of the metals every tool draws them covalently for
 * (LIGAND_METALS) have the ligand bonded to the metal ("tributyltin chloride", "methylmagnesium bromide"), the metal
 * again in a usual state ("butyltin chloride", which OPSIN fills to the trichloride, is refused); a salt of a
 * charged group is components.ts's (refused: drawn covalently by some tools, ionically by others). Bare names of the other elements are left out: "nitrogen", "chlorine" are N2 and Cl2 to chemists, an atom
 * to OPSIN. Null when the name does not end in an element's name.
 */
import { OPSIN_WORDS } from "../../data/names/opsin-words.ts";
import { free, readSmiles } from "../rdkit.ts";
import { Chooser, buildReading } from "./builder.ts";
import type { PartResult } from "./components.ts";
import { GrammarBudgetExceeded, NameGrammar } from "./grammar.ts";
import { type Graph, NameStructureError } from "./graph.ts";

/**
 * The oxidation states each metal is read in (its bonds to the groups plus its charge): the common ones, so a name
 * whose groups and charge leave the metal at another state is refused rather than drawn as a radical.
 */
const STATES: Record<string, number[]> = {
  Li: [1],
  Na: [1],
  K: [1],
  Rb: [1],
  Cs: [1],
  Be: [2],
  Mg: [2],
  Ca: [2],
  Sr: [2],
  Ba: [2],
  Zn: [2],
  Cd: [2],
  Hg: [2],
  Al: [3],
  Ga: [3],
  In: [3],
  Tl: [1, 3],
  Sn: [4],
  Pb: [4],
  Bi: [3, 5],
  Cu: [1, 2],
  Ag: [1],
  Au: [1, 3],
  Ni: [2],
  Pd: [2],
  Pt: [2, 4],
  Co: [2, 3],
  Rh: [1, 3],
  Ir: [1, 3],
  Fe: [2, 3],
  Ru: [2, 3],
  Os: [4],
  Mn: [2],
  Re: [1, 3, 5, 7],
  Cr: [3],
  Mo: [4, 6],
  W: [4, 6],
  Ti: [4],
  Zr: [4],
  Hf: [4],
};

/**
 * Elements whose bare name is read as their atom: the noble gases, monatomic. A metal's bare name is left out, as
 * a salt's words are read by the same parser ("acetic acid sodium salt": "sodium" is the cation there, not Na).
 */
const NOBLE_GASES = new Set("He Ne Ar Kr Xe Rn Og".split(" "));

const ROMAN: Record<string, number> = { i: 1, ii: 2, iii: 3, iv: 4, v: 5, vi: 6, vii: 7, viii: 8 };

/** The element names (not the -ous/-ic cation forms), longest first so "tin" never takes a longer name's end. */
let names: [string, string][] | undefined;
function elementNames(): [string, string][] {
  names ??= OPSIN_WORDS.elements.filter(([form]) => !/(ous|ic)$/.test(form)).sort((a, b) => b[0].length - a[0].length);
  return names;
}

/**
 * Whether a component's SMILES has a metal bonded to another atom in a group with carbon (an organometallic group,
 * not a bare ion): its salts ("methylmercury(1+) chloride") are drawn with the anion bonded to the metal by some
 * tools (OPSIN's CH3HgCl) and as ions by others, so components.ts refuses them as it refuses a metal's binary
 * compounds. An anion built round a metal with no carbon (tetrachloroaluminate, tetrafluoroborate) is an ion of
 * its own, drawn alike by every tool: its salts are read.
 */
export function hasBoundMetal(smiles: string): boolean {
  return smiles.split(".").some((part) => {
    if (/^\[[^\]]+\]$/.test(part) || !CARBON.test(part)) return false;
    return [...part.matchAll(/\[([A-Z][a-z]?)[^\]]*\]/g)].some((m) => STATES[m[1] as string] !== undefined);
  });
}

/** A carbon atom in SMILES: aliphatic C (not Cl), aromatic c, or bracketed with an isotope or hydrogens. */
const CARBON = /C(?!l)|c|\[\d*[Cc](?![a-z])/;

const PLACEHOLDER = "silane";
/** Readings and placements tried before the name is refused as too open. */
const MAX_PLACEMENTS = 200;

function refuse(reason: "ambiguous" | "invalid" | "unsupported", message: string): PartResult {
  return { ok: false, reason, message };
}

function answer(smiles: string): PartResult {
  const read = readSmiles(smiles);
  if (!("mol" in read)) return refuse("invalid", `the structure is not valid (${read.reason})`);
  try {
    return { ok: true, smiles: read.mol.get_smiles() };
  } finally {
    free(read.mol);
  }
}

/**
 * Metals whose organometallic halides, hydroxides, hydrides and cyanides are drawn with the ligand bonded to the metal
 * by OPSIN and by the other tools alike (organotins, organoleads, Grignard reagents, alkylaluminium halides,
 * organomercury halides): "tributyltin chloride", "butyltin chloride dihydroxide", "methylmagnesium bromide",
 * "diethylaluminum cyanide". Zinc is left out: OPSIN draws "methylzinc chloride" as ions.
 */
const LIGAND_METALS = new Set(["Sn", "Pb", "Hg", "Mg", "Al"]);

/** Anion words as ligands: the atom bonded to the metal (with its hydrogens) and any atom after it. */
const LIGANDS: Record<string, { element: string; h: number; beyond?: { element: string; order: 3 } }> = {
  fluoride: { element: "F", h: 0 },
  chloride: { element: "Cl", h: 0 },
  bromide: { element: "Br", h: 0 },
  iodide: { element: "I", h: 0 },
  hydroxide: { element: "O", h: 1 },
  hydride: { element: "H", h: 0 },
  cyanide: { element: "C", h: 0, beyond: { element: "N", order: 3 } },
};
const LIGAND_WORD = /^(mono|di|tri|tetra)?(fluoride|chloride|bromide|iodide|hydroxide|hydride|cyanide)$/;
const LIGAND_COUNT: Record<string, number> = { "": 1, mono: 1, di: 2, tri: 3, tetra: 4 };

/** The ligand words after the organometallic word, each once per its count; null when a word is none. */
function ligandsOf(words: string[]): string[] | null {
  const out: string[] = [];
  for (const word of words) {
    const m = LIGAND_WORD.exec(word.toLowerCase());
    if (!m) return null;
    for (let k = 0; k < (LIGAND_COUNT[m[1] ?? ""] as number); k++) out.push(m[2] as string);
  }
  return out;
}

function addLigand(graph: Graph, metal: number, ligand: string): void {
  const l = LIGANDS[ligand];
  if (!l) return;
  const atom = graph.addAtom({ element: l.element, aromatic: false, charge: 0, isotope: 0, h: l.h, labels: [] });
  graph.bonds.push({ a: metal, b: atom, order: 1 });
  if (l.beyond) {
    const next = graph.addAtom({ element: l.beyond.element, aromatic: false, charge: 0, isotope: 0, h: 0, labels: [] });
    graph.bonds.push({ a: atom, b: next, order: l.beyond.order });
  }
}

export function readOrganometallic(whole: string): PartResult | null {
  const [word, ...rest] = whole.split(" ");
  if (word === undefined) return null;
  const ligands = rest.length === 0 ? [] : ligandsOf(rest);
  if (ligands === null) return null;
  const lc = word.toLowerCase();
  const charged = /\((?:(\d)\+|([ivx]+))\)$/.exec(lc);
  const body = charged ? lc.slice(0, charged.index) : lc;
  const found = elementNames().find(([form]) => body.endsWith(form));
  if (!found) return null;
  const [form, symbol] = found;
  const prefixes = word.slice(0, body.length - form.length);
  if (prefixes.length === 0) {
    if (charged || ligands.length > 0 || !NOBLE_GASES.has(symbol)) return null;
    return answer(`[${symbol}]`);
  }
  const states = STATES[symbol];
  if (states === undefined) return null;
  // A charged group's salt is components.ts's ("methylmercury(1+) chloride", refused there).
  if (ligands.length > 0 && (charged || !LIGAND_METALS.has(symbol))) return null;
  const grammar = new NameGrammar(`${prefixes}${PLACEHOLDER}`);
  let readings: ReturnType<NameGrammar["readings"]>;
  try {
    readings = grammar.readings();
  } catch (error) {
    if (error instanceof GrammarBudgetExceeded) return refuse("unsupported", "the name has too many possible readings");
    throw error;
  }
  const structures = new Set<string>();
  let firstError: string | undefined;
  let placements = 0;
  for (const reading of readings) {
    if (reading.kind !== "substitutive") continue;
    const parent = reading.word.parent;
    if (parent.kind !== "ring" || parent.name !== PLACEHOLDER || parent.suffixes.length > 0) continue;
    // Locants on a one-atom parent name nothing: "1-methylzinc" is no name.
    if (reading.word.prefixes.some((p) => p.locants !== null)) continue;
    const chooser = new Chooser();
    do {
      if (++placements > MAX_PLACEMENTS) return refuse("ambiguous", "the name leaves too many placements open");
      chooser.begin();
      try {
        const { graph } = buildReading(reading, chooser);
        const metal = graph.atoms[0];
        if (!metal) continue;
        for (const ligand of ligands) addLigand(graph, 0, ligand);
        let bonds = 0;
        for (const b of graph.bonds) {
          if (b.a !== 0 && b.b !== 0) continue;
          if (b.order === "ar") throw new NameStructureError(`${form} in an aromatic ring is not read`);
          bonds += b.order;
        }
        let charge = 0;
        if (charged?.[1] !== undefined) charge = Number(charged[1]);
        else if (charged?.[2] !== undefined) {
          const state = ROMAN[charged[2]];
          if (state === undefined) throw new NameStructureError(`"${charged[0]}" is no oxidation number`);
          charge = state - bonds;
          if (charge < 0) throw new NameStructureError(`${form}${charged[0]} cannot have ${bonds} bonds`);
        }
        if (!states.includes(bonds + charge)) {
          throw new NameStructureError(
            `${form} with ${bonds} bond(s) and charge ${charge} is in none of its usual oxidation states (${states.join(", ")}): a radical or an unusual compound, not read offline`,
          );
        }
        metal.element = symbol;
        metal.h = 0;
        metal.charge = charge;
        const read = answer(graph.toSmiles());
        if (read.ok) structures.add(read.smiles);
        else firstError ??= read.message;
      } catch (error) {
        if (!(error instanceof NameStructureError)) throw error;
        firstError ??= error.message;
      }
    } while (structures.size < 2 && chooser.advance());
    if (structures.size > 1) break;
  }
  if (structures.size === 1) return { ok: true, smiles: [...structures][0] as string };
  if (structures.size > 1) {
    const [a, b] = [...structures];
    return refuse("ambiguous", `the name fits more than one structure (for example ${a} and ${b})`);
  }
  return firstError === undefined ? null : refuse("unsupported", firstError);
}
