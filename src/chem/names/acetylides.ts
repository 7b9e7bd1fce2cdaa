/**
 * Acetylide anions as a salt's anion word (components.ts): "acetylide" is the acetylene that lost one proton
 * (HC≡C−, "monosodium acetylide") or both (C≡C 2−, "disodium acetylide"), so it is read only where the cation's
 * written count says which; "sodium acetylide" (NaC≡CH, as chemists mostly mean it, or Na2C2, as OPSIN draws it) is
 * refused. "phenylacetylide", "methylacetylide": the substituted acetylene without its one alkyne C-H proton.
 */
import { free, readSmiles } from "../rdkit.ts";
import type { PartResult } from "./components.ts";
import { type Graph, NameStructureError, readFragment } from "./graph.ts";

export interface AcetylideAnion {
  smiles: string;
  charge: number;
}

const BARE: AcetylideAnion[] = [
  { smiles: "[C-]#C", charge: 1 },
  { smiles: "[C-]#[C-]", charge: 2 },
];

/** A multiplier is no substituent: "diacetylide" would be butadiyne's name, not read here. */
const MULTIPLIER_ONLY = /^(mono|di|tri|tetra|bis|tris)$/i;

/** The carbons of C≡C-H: a carbon with one hydrogen and a triple bond. */
function alkyneCH(graph: Graph): number[] {
  const out: number[] = [];
  graph.atoms.forEach((atom, k) => {
    if (atom.element !== "C" || atom.h !== 1 || atom.charge !== 0) return;
    if (graph.bonds.some((b) => (b.a === k || b.b === k) && b.order === 3)) out.push(k);
  });
  return out;
}

function canonical(smiles: string): string | null {
  const read = readSmiles(smiles);
  if (!("mol" in read)) return null;
  try {
    return read.mol.get_smiles();
  } finally {
    free(read.mol);
  }
}

/**
 * The anions an acetylide word can name, each with its charge: both for the bare "acetylide", one for a substituted
 * acetylene with one alkyne C-H. Null when the word is no acetylide (or its acetylene is not read).
 */
export function acetylideAnions(word: string, parse: (name: string) => PartResult): AcetylideAnion[] | null {
  const m = /^(.*)acetylide$/i.exec(word);
  if (!m) return null;
  const prefixes = m[1] as string;
  if (prefixes === "") return BARE;
  if (MULTIPLIER_ONLY.test(prefixes)) return null;
  const acetylene = parse(`${prefixes}acetylene`);
  if (!acetylene.ok || acetylene.smiles.includes(".") || /[+-]/.test(acetylene.smiles)) return null;
  let graph: Graph;
  try {
    graph = readFragment(acetylene.smiles, null).graph;
  } catch (error) {
    if (error instanceof NameStructureError) return null;
    throw error;
  }
  const sites = alkyneCH(graph);
  if (sites.length !== 1) return null;
  const atom = graph.atoms[sites[0] as number];
  if (!atom) return null;
  atom.h = 0;
  atom.charge = -1;
  const smiles = canonical(graph.toSmiles());
  return smiles === null ? null : [{ smiles, charge: 1 }];
}
