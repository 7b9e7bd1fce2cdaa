/**
 * Common orientation for depictions: a template (a scaffold given as SMILES or SMARTS, or the MCS of a set)
 * gets 2D coordinates once, and each molecule that contains it is laid out with the template's atoms at
 * the template's positions (RDKit's generateDepictionMatching2DStructure, MinimalLib's
 * `generate_aligned_coords`), so a series is drawn the same way.
 */
import { MAX_MCS_ATOMS } from "../../protocol/limits.ts";
import { free, parseSmarts, rdkit, withMolList } from "../rdkit.ts";
import type { JSMol } from "../rdkit-types.ts";

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
 * A scaffold read as SMARTS. Every SMILES is also a SMARTS and means the same substructure there when its
 * aromatic rings are written in lowercase (c1ccccc1; a Kekulé C1=CC=CC=C1 asks for aliphatic atoms). Read
 * as a SMILES molecule instead, a SMARTS-like "[#6]-[#8]" would be a radical-bearing molecule that matches
 * nothing, so SMARTS is the one reading.
 */
export function templateFromText(text: string, label: string): AlignTemplate {
  return withCoords(parseSmarts(text, label), `${label} ${text}`);
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
  // Within find_mcs's limit of atoms per molecule (depict_grid's own limit is the same).
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
  const match = mol.generate_aligned_coords(
    template.mol,
    JSON.stringify({ acceptFailure: false, allowRGroups: false }),
  );
  return match !== "" && match !== "{}";
}
