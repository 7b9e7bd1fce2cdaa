/** Substructure matching on RDKit's matcher, with the match-count limit of tools.md. */
import { DomainError } from "../protocol/errors.ts";
import { MAX_SMARTS_MATCHES } from "../protocol/limits.ts";
import type { JSMol } from "./rdkit-types.ts";

/** Unique matches as molecule atom indices in query-atom order; more than the limit is MATCH_RESOURCE_LIMIT. */
export function substructureMatches(mol: JSMol, query: JSMol, limit = MAX_SMARTS_MATCHES): number[][] {
  // Ask for one more than the limit so "exactly the limit" and "over it" can be told apart.
  const raw = mol.get_substruct_matches(query, JSON.stringify({ uniquify: true, maxMatches: limit + 1 }));
  const parsed = JSON.parse(raw) as Array<{ atoms: number[] }> | Record<string, never>;
  const matches = Array.isArray(parsed) ? parsed.map((match) => match.atoms) : [];
  if (matches.length > limit) {
    throw new DomainError("MATCH_RESOURCE_LIMIT", `The pattern matches more than ${limit} times; use a more specific SMARTS or a smaller molecule`, { limit });
  }
  return matches;
}
