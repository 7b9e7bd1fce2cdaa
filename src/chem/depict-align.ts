/**
 * Common orientation for depictions: a template (a scaffold given as SMILES or SMARTS, or the MCS of a set)
 * gets 2D coordinates once, and each molecule that contains it is laid out with the template's atoms at
 * the template's positions (RDKit's generateDepictionMatching2DStructure, MinimalLib's
 * `generate_aligned_coords`), so a series is drawn the same way.
 */
import { DomainError } from "../protocol/errors.ts";
import { MAX_MCS_ATOMS } from "../protocol/limits.ts";
import { free, parseSmarts, parseSmiles, rdkit, withMolList } from "./rdkit.ts";
import type { JSMol } from "./rdkit-types.ts";

/** The MinimalLib drawing and layout calls, which rdkit-types.ts does not list. */
export interface DrawableMol extends JSMol {
  get_svg_with_highlights(details: string): string;
  set_new_coords(useCoordGen?: boolean): boolean;
  generate_aligned_coords(template: JSMol, details: string): string;
}

export const drawable = (mol: JSMol): DrawableMol => mol as DrawableMol;

/** A template with 2D coordinates; the caller frees it. `source` says what it came from, for the text line. */
export interface AlignTemplate {
  mol: DrawableMol;
  source: string;
}

/**
 * A scaffold as SMILES (read as a molecule: its aromaticity and bond orders must match) or, when it is not
 * a SMILES, as SMARTS. Neither: INVALID_SMARTS naming both readings.
 */
export function templateFromText(text: string, label: string): AlignTemplate {
  let mol: JSMol;
  try {
    mol = parseSmiles(text, { label });
  } catch (smilesError) {
    if (!(smilesError instanceof DomainError) || smilesError.code !== "INVALID_SMILES") throw smilesError;
    try {
      mol = parseSmarts(text, label);
    } catch (smartsError) {
      if (!(smartsError instanceof DomainError)) throw smartsError;
      throw new DomainError(
        "INVALID_SMARTS",
        `${label} is neither a SMILES nor a SMARTS: ${smilesError.message}; ${smartsError.message}`,
        { argument: label },
      );
    }
  }
  return withCoords(mol, `${label} ${text}`);
}

function withCoords(mol: JSMol, source: string): AlignTemplate {
  const template = drawable(mol);
  try {
    template.set_new_coords();
  } catch (error) {
    free(template);
    throw error;
  }
  return { mol: template, source };
}

/** How long the MCS search for a grid's alignment may take; the best found so far is used after it. */
export const ALIGN_MCS_TIMEOUT_SECONDS = 2;

/**
 * The maximum common substructure of the molecules (whole rings only, so the shared scaffold is drawn as
 * rings), as a template; undefined when they share fewer than 3 atoms (nothing worth aligning on).
 */
export function templateFromMcs(mols: readonly JSMol[]): AlignTemplate | undefined {
  const usable = mols.filter((mol) => mol.get_num_atoms() <= MAX_MCS_ATOMS);
  if (usable.length < 2) return undefined;
  const result = withMolList((list) => {
    for (const mol of usable) list.append(mol);
    const details = { RingMatchesRingOnly: true, CompleteRingsOnly: true, Timeout: ALIGN_MCS_TIMEOUT_SECONDS };
    return JSON.parse(rdkit().get_mcs_as_json(list, JSON.stringify(details))) as { smarts: string; numAtoms: number };
  });
  if (result.numAtoms < 3) return undefined;
  const query = rdkit().get_qmol(result.smarts);
  if (!query?.is_valid()) {
    free(query);
    return undefined;
  }
  // Named by RDKit's SMILES of the query (find_mcs's "mcs"), shorter to read than the SMARTS.
  return withCoords(query, `their MCS ${query.get_smiles()}`);
}

/** Lays `mol` out on the template when it contains it; false (coordinates untouched) when it does not. */
export function alignToTemplate(mol: DrawableMol, template: AlignTemplate): boolean {
  // acceptFailure false: no match leaves the molecule as it was and answers "".
  const match = mol.generate_aligned_coords(template.mol, JSON.stringify({ acceptFailure: false, allowRGroups: false }));
  return match !== "" && match !== "{}";
}
