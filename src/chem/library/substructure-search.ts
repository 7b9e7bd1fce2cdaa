/**
 * Substructure search over a compound list: which molecules contain a query (SMARTS, or a SMILES read as a
 * molecule), optionally with a pattern-fingerprint screen in front of RDKit's matcher.
 *
 * The screen pays only when the molecules' fingerprints are already at hand: computing one costs more than one
 * match (measured in validation/reports/library-substructure.md), so substructure_search, which sees each molecule
 * once, does not screen. The screen is exact, not a heuristic: RDKit's pattern fingerprint sets a bit for each small subgraph a query
 * atom/bond could match, so every bit of the query's fingerprint is also set in any molecule that contains it. A
 * molecule missing one of the query's bits cannot match, and is skipped without calling the matcher; a molecule that
 * has them all still goes through the matcher. (validation/reports/library-substructure.md checks this against
 * Python's HasSubstructMatch on every molecule of the three reference sets: no match is screened out.)
 */
import { free, parseSmarts, parseSmiles, type JSMol, type ParseOptions } from "../rdkit.ts";
import { hasMatch, matchAtoms } from "../substructure.ts";

export type QueryType = "smarts" | "smiles";

/**
 * How the searched molecules are parsed: without RDKit's stereo perception, which a match that ignores chirality
 * (RDKit's default, as in smarts_match) does not read; about a fifth of the parse. lab/validate/substructure-full.ts
 * parses them so.
 */
export const SEARCH_PARSE: ParseOptions = { stereo: false };

/** Parses the query (the caller frees it): SMARTS with the SMARTS guards, SMILES with the SMILES ones. */
export function compileQuery(query: string, type: QueryType): JSMol {
  return type === "smarts" ? parseSmarts(query, "query") : parseSmiles(query, { label: "query" });
}

/** RDKit's pattern fingerprint (2,048 bits) as bytes. */
export function patternFingerprint(mol: JSMol): Uint8Array {
  return mol.get_pattern_fp_as_uint8array();
}

/** Whether every bit of the query's fingerprint is set in the molecule's: false means the molecule cannot match. */
export function passesScreen(queryFp: Uint8Array, molFp: Uint8Array): boolean {
  for (let i = 0; i < queryFp.length; i++) {
    const q = queryFp[i] as number;
    if (q !== 0 && ((molFp[i] ?? 0) & q) !== q) return false;
  }
  return true;
}

/** A compiled query and its fingerprint; free() when done. */
export class SubstructureQuery {
  readonly mol: JSMol;
  readonly fingerprint: Uint8Array;

  constructor(query: string, type: QueryType) {
    this.mol = compileQuery(query, type);
    try {
      this.fingerprint = patternFingerprint(this.mol);
    } catch (error) {
      free(this.mol);
      throw error;
    }
  }

  /**
   * With the molecule's pattern fingerprint, "screened": the screen rules the molecule out; otherwise (and without a
   * fingerprint) RDKit's matcher decides. `atoms` is the
   * first match's molecule atom indices in query-atom order, when asked for and the molecule matches.
   */
  test(
    mol: JSMol,
    withAtoms: boolean,
    moleculeFingerprint?: Uint8Array,
  ): { outcome: "screened" | "match" | "no-match"; atoms?: number[] } {
    if (moleculeFingerprint !== undefined && !passesScreen(this.fingerprint, moleculeFingerprint))
      return { outcome: "screened" };
    if (!withAtoms) return { outcome: hasMatch(mol, this.mol) ? "match" : "no-match" };
    const [atoms] = matchAtoms(mol, this.mol, 1);
    return atoms === undefined ? { outcome: "no-match" } : { outcome: "match", atoms };
  }

  free(): void {
    free(this.mol);
  }
}
