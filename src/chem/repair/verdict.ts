/**
 * Asks RDKit whether a text is a SMILES it accepts, under the same guards as every other tool (ASCII only,
 * charges and isotopes RDKit can store, the atom limit, the depth its WebAssembly stack survives), and reads
 * RDKit's reason when it refuses: where its reader stopped, or which atom sanitisation could not accept.
 */
import { DomainError } from "../../protocol/errors.ts";
import { MAX_ATOMS } from "../../protocol/limits.ts";
import { checkSmilesText } from "../molecule-text.ts";
import { free, overValentAtom, readSmiles } from "../rdkit.ts";
import { MAX_DFS_DEPTH, smilesShape } from "../smiles-size.ts";

export type Verdict = { ok: true; canonical: string } | { ok: false; reason: string; failure: Failure };

/** RDKit's reason for refusing, read into what the repair needs. */
export type Failure =
  | { kind: "syntax"; position?: number }
  | { kind: "unclosed_ring" }
  | { kind: "ring_to_itself" }
  | { kind: "duplicate_ring_bond" }
  | { kind: "kekulization"; atoms: number[] }
  | { kind: "aromatic_outside_ring"; atom: number }
  | { kind: "valence"; atom: number; element: string; valence: number }
  | { kind: "guard" }
  | { kind: "other" };

/** Reads RDKit's log text (2022.09 and 2026.09 word these alike). */
export function readFailure(reason: string): Failure {
  const kekule = /Unkekulized atoms:\s*([\d\s]+)/.exec(reason);
  if (kekule) return { kind: "kekulization", atoms: (kekule[1] as string).trim().split(/\s+/).map(Number) };
  if (/Can't kekulize/.test(reason)) return { kind: "kekulization", atoms: [] };
  const aromatic = /non-ring atom (\d+) marked aromatic/.exec(reason);
  if (aromatic) return { kind: "aromatic_outside_ring", atom: Number(aromatic[1]) };
  const valence = overValentAtom(reason);
  if (valence) return { kind: "valence", ...valence };
  if (/unclosed ring/.test(reason)) return { kind: "unclosed_ring" };
  if (/duplicated ring closure/.test(reason)) return { kind: "ring_to_itself" };
  if (/duplicates bond/.test(reason)) return { kind: "duplicate_ring_bond" };
  const position = /around position (\d+)/.exec(reason);
  if (position) return { kind: "syntax", position: Number(position[1]) - 1 };
  if (/Parse Error/.test(reason)) return { kind: "syntax" };
  return { kind: "other" };
}

/** What the guards of src/chem/rdkit.ts would refuse before RDKit reads the text, or undefined. */
function guardProblem(text: string): string | undefined {
  if (text.length === 0) return "the text is empty";
  if (/[\r\n]/.test(text) || text.startsWith("{")) return "the text is not one line of SMILES";
  try {
    checkSmilesText(text, "smiles");
  } catch (error) {
    if (error instanceof DomainError) return error.message;
    throw error;
  }
  const shape = smilesShape(text);
  if (shape.heavyAtoms > MAX_ATOMS) return `over ${MAX_ATOMS} atoms`;
  if (shape.dfsDepth > MAX_DFS_DEPTH) return `a path of over ${MAX_DFS_DEPTH} atoms in a row`;
  return undefined;
}

/** RDKit's reading, as every other tool reads a SMILES (`readSmiles`); the molecule is freed before this returns. */
export function verdict(text: string): Verdict {
  const guard = guardProblem(text);
  if (guard !== undefined) return { ok: false, reason: guard, failure: { kind: "guard" } };
  const read = readSmiles(text);
  if ("reason" in read) return { ok: false, reason: read.reason, failure: readFailure(read.reason) };
  try {
    return { ok: true, canonical: read.mol.get_smiles() };
  } finally {
    free(read.mol);
  }
}
