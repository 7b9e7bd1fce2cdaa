/**
 * Standard InChI and InChIKey, never empty. RDKit returns "" instead of an error when the InChI library
 * cannot take a structure; an empty identifier is not an answer, so each such case is named here:
 *  - dummy atoms ("*", attachment points): InChI has no element for them;
 *  - more than 1,023 atoms (the library's MAX_ATOMS; measured: 1,023 methanes give an InChI, 1,024 give "");
 *  - dative bonds: RDKit hands them to InChI as an unknown bond type ("bond type above 3") and gets "".
 *    InChI has no dative bond, and D->A is the same molecule as the charge-separated single bond D(+)-A(-),
 *    so the InChI is computed for that drawing (for cisplatin this gives the IUPAC program's and PubChem's
 *    InChI, since standard InChI disconnects metal-ligand bonds anyway) and the result says so.
 */
import { DomainError } from "../../protocol/errors.ts";
import type { MolGraph } from "../graph.ts";
import { asMolecule, type MoleculeLike } from "../molecule.ts";
import { molJsonToSmiles, toMolJson } from "./moljson.ts";
import { clearLog, free, rdkit, takeRDKitLog, type JSMol } from "../rdkit.ts";

/** The most atoms (hydrogens given as atoms included) the InChI library accepts. */
export const MAX_INCHI_ATOMS = 1023;

export interface Identifiers {
  inchi: string;
  inchikey: string;
  /** Set when the InChI was computed for an equivalent drawing (dative bonds as charge-separated single bonds). */
  note?: string;
}

/** Why there is no InChI, or the identifiers. */
export type InchiOutcome =
  | ({ ok: true } & Identifiers)
  | { ok: false; reason: string; details: Record<string, unknown> };

const SUGGESTION = "use the canonical SMILES as the identifier instead";
const DATIVE_NOTE =
  "InChI has no dative bond: it was computed with each dative bond D->A drawn as the equivalent charge-separated single bond D(+)-A(-)";

export function inchiOutcome(molecule: MoleculeLike): InchiOutcome {
  const { mol, graph } = asMolecule(molecule);
  const dummies = graph.atoms.filter((atom) => atom.atomicNumber === 0).length;
  if (dummies > 0) {
    return {
      ok: false,
      reason: `InChI cannot represent dummy atoms ("*", attachment points); the molecule has ${dummies}, so there is no standard InChI or InChIKey: ${SUGGESTION}`,
      details: { dummy_atoms: dummies },
    };
  }
  const atoms = mol.get_num_atoms();
  if (atoms > MAX_INCHI_ATOMS) {
    return {
      ok: false,
      reason: `the molecule has ${atoms} atoms; the InChI library computes identifiers for at most ${MAX_INCHI_ATOMS} atoms, so there is no standard InChI or InChIKey: ${SUGGESTION}`,
      details: { atoms, limit: MAX_INCHI_ATOMS },
    };
  }
  const dative = graph.bonds.some((bond) => bond.order === 17);
  const target = dative ? chargeSeparated(graph) : mol;
  if (target === null) {
    const said = takeRDKitLog() || "no message";
    return {
      ok: false,
      reason: `InChI has no dative bond, and RDKit refused the equivalent charge-separated drawing D(+)-A(-) (it said: ${said}), so there is no standard InChI or InChIKey: ${SUGGESTION}`,
      details: { inchi_log: said },
    };
  }
  try {
    clearLog();
    const inchi = target.get_inchi();
    const inchikey = inchi ? rdkit().get_inchikey_for_inchi(inchi) : "";
    if (inchi && inchikey)
      return dative ? { ok: true, inchi, inchikey, note: DATIVE_NOTE } : { ok: true, inchi, inchikey };
    const said = takeRDKitLog() || "no message";
    return {
      ok: false,
      reason: `RDKit's InChI library gave an empty ${inchi ? "InChIKey" : "InChI"} (it said: ${said}), so there is no standard InChI or InChIKey: ${SUGGESTION}`,
      details: { inchi_log: said },
    };
  } finally {
    if (target !== mol) free(target);
  }
}

/** Standard InChI and InChIKey, or the domain error INCHI_UNAVAILABLE saying why there is none. */
export function standardInchi(molecule: MoleculeLike, label = "smiles"): Identifiers {
  const outcome = inchiOutcome(molecule);
  if (!outcome.ok)
    throw new DomainError("INCHI_UNAVAILABLE", `No standard InChI for ${label}: ${outcome.reason}`, {
      argument: label,
      ...outcome.details,
    });
  const { ok: _ok, ...identifiers } = outcome;
  return identifiers;
}

/**
 * A copy of the molecule with every dative bond D->A replaced by a single bond and charges +1 on D, -1 on A,
 * built through MolJSON (hydrogen counts written explicitly, so nothing else changes) from the molecule's graph.
 * The caller frees it; null if RDKit refuses it (a non-metal acceptor such as CN(C)(C)->O: RDKit counts the
 * dative bond in its valence, so the charge-separated drawing is over-valent).
 */
function chargeSeparated(graph: MolGraph): JSMol | null {
  const document = toMolJson(graph);
  const byId = new Map(document.atoms.map((atom) => [atom.id, atom]));
  for (const bond of document.bonds) {
    if (!bond.dative) continue;
    bond.dative = false;
    byId.get(bond.source_id)!.charge += 1;
    byId.get(bond.target_id)!.charge -= 1;
  }
  clearLog();
  const copy = rdkit().get_mol(molJsonToSmiles(document));
  if (copy?.is_valid()) return copy;
  free(copy);
  return null;
}
