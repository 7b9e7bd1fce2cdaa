/**
 * Substructure matching on RDKit's matcher: the one place that reads MinimalLib's answers
 * (JSON text; "{}", not "[]", when nothing matches), and the match-count limit of tools.md.
 */
import { DomainError } from "../protocol/errors.ts";
import { MAX_SMARTS_MATCHES } from "../protocol/limits.ts";
import { rdkitMolOf, type MoleculeLike } from "./molecule.ts";
import type { JSMol } from "./rdkit-types.ts";
import { free, rdkit, readSmiles } from "./rdkit.ts";

const detailsCache = new Map<string, string>();

/** The details JSON for `get_substruct_matches`, built once per combination. */
function matchDetails(maxMatches: number, uniquify: boolean): string {
  const key = `${maxMatches}:${uniquify}`;
  let details = detailsCache.get(key);
  if (details === undefined) {
    details = JSON.stringify({ uniquify, maxMatches });
    detailsCache.set(key, details);
  }
  return details;
}

/** Molecule atom indices of each match, in query-atom order (at most `maxMatches`; unique atom sets unless told otherwise). */
export function matchAtoms(mol: JSMol, query: JSMol, maxMatches: number, uniquify = true): number[][] {
  const text = mol.get_substruct_matches(query, matchDetails(maxMatches, uniquify));
  if (!text.startsWith("[")) return [];
  return (JSON.parse(text) as Array<{ atoms: number[] }>).map((match) => match.atoms);
}

/**
 * Number of unique matches, counting at most `maxMatches`. Each match is one `{"atoms":[...],"bonds":[...]}` object of
 * MinimalLib's answer, so the count needs no parse of the atom lists (QED and calc_properties count 15 patterns per
 * molecule, issue 33).
 */
export function countMatches(mol: JSMol, query: JSMol, maxMatches: number): number {
  const text = mol.get_substruct_matches(query, matchDetails(maxMatches, true));
  if (!text.startsWith("[")) return 0;
  let count = 0;
  for (let at = text.indexOf(ATOMS_KEY); at !== -1; at = text.indexOf(ATOMS_KEY, at + ATOMS_KEY.length)) count++;
  return count;
}
const ATOMS_KEY = '"atoms"';

/** Whether the query matches at all (one match is enough: the cheapest call). */
export function hasMatch(mol: JSMol, query: JSMol): boolean {
  const text = mol.get_substruct_match(query);
  return text !== "{}" && text !== "[]" && text !== "";
}

/** Whether SMARTS `smarts` matches the molecule `smiles` writes (false when either does not parse); both freed. */
export function smilesHasMatch(smiles: string, smarts: string): boolean {
  const read = readSmiles(smiles);
  if (!("mol" in read)) return false;
  const query = rdkit().get_qmol(smarts);
  try {
    return query?.is_valid() === true && hasMatch(read.mol, query);
  } finally {
    free(query);
    free(read.mol);
  }
}

/** Unique matches as molecule atom indices in query-atom order; more than the limit is MATCH_RESOURCE_LIMIT. */
export function substructureMatches(molecule: MoleculeLike, query: JSMol, limit = MAX_SMARTS_MATCHES): number[][] {
  // Ask for one more than the limit so "exactly the limit" and "over it" can be told apart.
  const matches = matchAtoms(rdkitMolOf(molecule), query, limit + 1);
  if (matches.length > limit) {
    throw new DomainError(
      "MATCH_RESOURCE_LIMIT",
      `The pattern matches more than ${limit} times; use a more specific SMARTS or a smaller molecule`,
      { limit },
    );
  }
  return matches;
}
