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

/** The bond an attachment point makes, by its SMILES symbol (none, "-" and the directional ones are single). */
const BOND_NAMES: Readonly<Record<string, string>> = {
  "": "single",
  "-": "single",
  "/": "single",
  "\\": "single",
  "=": "double",
  "#": "triple",
  $: "quadruple",
  ":": "aromatic",
};

/** One attachment point: its number and the bond it makes to the rest of the fragment. */
export interface AttachmentPoint {
  point: number;
  bond: string;
}

/**
 * The attachment points of a fragment's canonical SMILES (by number), or a reason it has unusable ones. Each must be
 * a terminal dummy atom (one bond, no ring closure). molzip puts the other fragment's atom in its place, so two
 * points joined must make the same bond, else the product breaks a valence (and RDKit throws inside its engine
 * instead of answering: measured on 2026.09.1 with "[*:1]C(C)(C)C" and "[*:1]=C").
 */
export function attachmentPoints(smiles: string): AttachmentPoint[] | { reason: string } {
  const found = [...smiles.matchAll(MAPPED_DUMMY)];
  const dummies = (smiles.match(DUMMY) ?? []).length;
  const maps = (smiles.match(ATOM_MAP) ?? []).length;
  if (dummies > found.length)
    return { reason: "it has a dummy atom without a number; write attachment points as [*:1]" };
  if (maps > found.length) return { reason: "an atom other than an attachment point carries an atom-map number" };
  const points: AttachmentPoint[] = [];
  for (const match of found) {
    const start = match.index;
    const after = smiles.slice(start + match[0].length);
    const terminal = { reason: `[*:${match[1]}] must be a terminal atom (one bond, in no ring)` };
    let symbol: string;
    if (start === 0) {
      // Written first: its one bond goes to the atom written next.
      const next = /^([-=#$:/\\]?)[A-Za-z[]/.exec(after);
      if (next === null) return terminal;
      symbol = next[1] as string;
    } else {
      // Written later: its one bond comes before it, and only a branch end or another component may follow.
      if (!/^($|[).])/.test(after)) return terminal;
      symbol = /[-=#$:/\\]?$/.exec(smiles.slice(0, start))?.[0] ?? "";
    }
    points.push({ point: Number(match[1]), bond: BOND_NAMES[symbol] ?? "single" });
  }
  if (new Set(points.map((p) => p.point)).size !== points.length)
    return { reason: "an attachment point number appears twice" };
  return points.sort((a, b) => a.point - b.point);
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
