/**
 * Analogue enumeration: a core with numbered attachment points ([*:1], [*:2], ...) and R-groups that each carry the
 * matching point, joined by RDKit's molzip (the bond from each core dummy's neighbour to the group dummy's
 * neighbour; both dummies go). The products are written as canonical SMILES with their hydrogen atoms removed
 * (a "[H][*:1]" group gives the unsubstituted position), so duplicates are found by string.
 */
import { DomainError } from "../../protocol/errors.ts";
import { free, parseSmiles, rdkit, type JSMol } from "../rdkit.ts";

/** An attachment point written in canonical SMILES: a dummy atom with an atom-map number. */
const MAPPED_DUMMY = /\[\*:(\d+)\]/g;
/** Any atom-map number (on a dummy or not). */
const ATOM_MAP = /:\d+\]/g;
/** A dummy atom of any kind: `*`, `[*]`, `[1*]`, `[*:1]`, ... */
const DUMMY = /\*/g;

/** The attachment-point numbers of a molecule's canonical SMILES, or a reason it has unusable ones. */
export function attachmentPoints(smiles: string): number[] | { reason: string } {
  const numbers = [...smiles.matchAll(MAPPED_DUMMY)].map((match) => Number(match[1]));
  const dummies = (smiles.match(DUMMY) ?? []).length;
  const maps = (smiles.match(ATOM_MAP) ?? []).length;
  if (dummies > numbers.length)
    return { reason: "it has a dummy atom without a number; write attachment points as [*:1]" };
  if (maps > numbers.length) return { reason: "an atom other than an attachment point carries an atom-map number" };
  if (new Set(numbers).size !== numbers.length) return { reason: "an attachment point number appears twice" };
  return numbers.sort((a, b) => a - b);
}

/** A parsed fragment (core or R-group): the molecule (the caller frees it) and its canonical SMILES. */
export interface Fragment {
  mol: JSMol;
  smiles: string;
}

/** Parses a fragment keeping written hydrogen atoms ("[H][*:1]" is a hydrogen at point 1). */
export function parseFragment(text: string, label: string): Fragment {
  const mol = parseSmiles(text, { label, keepHydrogens: true });
  return { mol, smiles: mol.get_smiles() };
}

/**
 * Joins the core with one R-group per position (in position order) and returns the product's canonical SMILES
 * without hydrogen atoms; a DomainError when RDKit cannot join them or the product does not sanitise.
 */
export function zipProduct(core: JSMol, groups: readonly JSMol[]): string {
  let product: JSMol | null = core;
  try {
    for (const group of groups) {
      const next: JSMol | null = rdkit().molzip(product as JSMol, group);
      if (product !== core) free(product);
      product = next;
      if (product === null || !product.is_valid())
        throw new DomainError("INVALID_SMILES", "RDKit's molzip could not join the core and R-groups");
    }
    const written = (product as JSMol).get_smiles();
    // Read back without hydrogen atoms: the canonical product, and a sanitisation check (valence, kekulization).
    const read = parseSmiles(written, { label: "product" });
    try {
      return read.get_smiles();
    } finally {
      free(read);
    }
  } finally {
    if (product !== core) free(product);
  }
}
