/**
 * What a depiction highlights: the atoms and bonds of every SMARTS match, of every PAINS or Brenk alert
 * that hits, or indices the caller names. Indices are the molecule's atom and bond indices as `parseSmiles`
 * numbers them (the order of the atoms in the SMILES), the numbers every other tool reports.
 */
import { PAINS_ROWS } from "../../data/pains.ts";
import { BRENK_ROWS } from "../../data/brenk.ts";
import { InvalidArgumentsError } from "../../protocol/errors.ts";
import { brenkAlerts, painsAlerts } from "../medchem/alerts.ts";
import { free, parseSmarts, parseSmiles, rdkit } from "../rdkit.ts";
import type { JSMol } from "../rdkit-types.ts";
import { readingsAligned, writesHydrogenAtoms } from "../written-order.ts";

/** Atom and bond indices to highlight, each listed once, ascending. */
export interface Highlight {
  atoms: number[];
  bonds: number[];
}

/** At most this many matches of one pattern are highlighted (more would colour the whole molecule anyway). */
export const MAX_HIGHLIGHTED_MATCHES = 1000;

export type AlertCatalogName = "pains" | "brenk";

/** How a catalog is named in words. */
export const CATALOG_LABELS: Readonly<Record<AlertCatalogName, string>> = { pains: "PAINS", brenk: "Brenk" };

/** Collects indices; `highlight()` gives them sorted and unique. */
export class HighlightSet {
  private readonly atoms = new Set<number>();
  private readonly bonds = new Set<number>();

  addAtoms(indices: Iterable<number>): void {
    for (const i of indices) this.atoms.add(i);
  }

  addBonds(indices: Iterable<number>): void {
    for (const i of indices) this.bonds.add(i);
  }

  highlight(): Highlight {
    const sorted = (set: Set<number>): number[] => [...set].sort((a, b) => a - b);
    return { atoms: sorted(this.atoms), bonds: sorted(this.bonds) };
  }
}

interface MatchJson {
  atoms: number[];
  bonds: number[];
}

/** Atoms and bonds of the unique matches of a compiled query (at most MAX_HIGHLIGHTED_MATCHES); the number of matches. */
export function addQueryMatches(mol: JSMol, query: JSMol, into: HighlightSet): number {
  const text = mol.get_substruct_matches(
    query,
    JSON.stringify({ uniquify: true, maxMatches: MAX_HIGHLIGHTED_MATCHES }),
  );
  // MinimalLib answers "{}" (not "[]") when nothing matches.
  if (!text.startsWith("[")) return 0;
  const matches = JSON.parse(text) as MatchJson[];
  for (const match of matches) {
    into.addAtoms(match.atoms);
    into.addBonds(match.bonds);
  }
  return matches.length;
}

/** Highlights every match of a SMARTS (INVALID_SMARTS if it does not parse); returns the number of matches. */
export function addSmartsMatches(mol: JSMol, smarts: string, label: string, into: HighlightSet): number {
  const query = parseSmarts(smarts, label);
  try {
    return addQueryMatches(mol, query, into);
  } finally {
    free(query);
  }
}

/**
 * Runs `collect` (SMARTS and alert matching) on the molecule smarts_match and pains_check see, RDKit's default reading
 * of `smiles`, and adds what it found to `into` in the numbers of `drawn` (the same SMILES with its written [H] kept).
 * Matching the drawn molecule itself would match a different graph when [H] is written ([H] atoms match `*`, degrees
 * change), so a highlight could disagree with those tools.
 */
export function matchAsWritten(
  smiles: string,
  drawn: JSMol,
  into: HighlightSet,
  collect: (mol: JSMol, set: HighlightSet) => void,
): void {
  if (!writesHydrogenAtoms(smiles)) {
    collect(drawn, into);
    return;
  }
  const parsed = parseSmiles(smiles, { maxAtoms: Number.MAX_SAFE_INTEGER });
  try {
    const found = new HighlightSet();
    collect(parsed, found);
    const { atoms, bonds } = found.highlight();
    const renumber = readingsAligned(parsed, drawn);
    into.addAtoms(atoms.map(renumber.atom));
    into.addBonds(bonds.map(renumber.bond));
  } finally {
    free(parsed);
  }
}

const CATALOG_ROWS = { pains: PAINS_ROWS, brenk: BRENK_ROWS } as const;
const CATALOG_HITS = { pains: painsAlerts, brenk: brenkAlerts } as const;

/**
 * The alerts of a catalog that hit the molecule (exactly what pains_check / brenk_check report, from
 * src/chem/medchem/alerts.ts), and the atoms and bonds of each hit entry's matches.
 */
export function addAlertMatches(mol: JSMol, catalog: AlertCatalogName, into: HighlightSet): string[] {
  const names = CATALOG_HITS[catalog](mol);
  if (names.length === 0) return names;
  const smartsByName = new Map(CATALOG_ROWS[catalog].map((row) => [row[0], row[1]] as const));
  for (const name of names) {
    const smarts = smartsByName.get(name);
    if (smarts === undefined) throw new Error(`alert ${name} is not in the ${catalog} table`);
    // A catalog pattern that does not compile is a bug in the table (alerts.ts compiled it already).
    const query = rdkit().get_qmol(smarts);
    try {
      if (!query?.is_valid()) throw new Error(`the ${catalog} SMARTS of ${name} does not compile`);
      addQueryMatches(mol, query, into);
    } finally {
      free(query);
    }
  }
  return names;
}

/** Checks caller-given indices against the molecule: an index past the last atom (bond) is an argument error. */
export function checkIndices(indices: readonly number[], count: number, what: "atom" | "bond", argument: string): void {
  const bad = indices.findIndex((i) => i >= count);
  if (bad === -1) return;
  const range =
    count === 0 ? `the molecule has no ${what}s` : `the molecule has ${count} ${what}s, indices 0 to ${count - 1}`;
  throw new InvalidArgumentsError(
    `${argument}[${bad}] is ${indices[bad]}, but ${range} (${what} indices follow the order of the atoms in the SMILES, as in every other tool)`,
  );
}
