/**
 * Standard InChI and InChIKey, never empty. The InChI library inside RDKit refuses structures of
 * 1,024 atoms or more (its MAX_ATOMS; measured: 1,023 methanes give an InChI, 1,024 give ""), and
 * RDKit then returns an empty string rather than an error. An empty identifier is not an answer.
 */
import { DomainError } from "../protocol/errors.ts";
import { clearLog, rdkit, takeRDKitLog, type JSMol } from "./rdkit.ts";

/** The most atoms (hydrogens given as atoms included) the InChI library accepts. */
export const MAX_INCHI_ATOMS = 1023;

export interface Identifiers {
  inchi: string;
  inchikey: string;
}

export function standardInchi(mol: JSMol, label = "smiles"): Identifiers {
  clearLog();
  const inchi = mol.get_inchi();
  const inchikey = inchi ? rdkit().get_inchikey_for_inchi(inchi) : "";
  if (inchi && inchikey) return { inchi, inchikey };
  const atoms = mol.get_num_atoms();
  if (atoms > MAX_INCHI_ATOMS) {
    throw new DomainError(
      "MOLECULE_TOO_LARGE",
      `${label} has ${atoms} atoms; the InChI library computes identifiers for at most ${MAX_INCHI_ATOMS} atoms, so there is no standard InChI or InChIKey for it: use the canonical SMILES as its identifier`,
      { argument: label, atoms, limit: MAX_INCHI_ATOMS },
    );
  }
  const reason = takeRDKitLog() || "RDKit returned an empty identifier";
  throw new DomainError("INVALID_SMILES", `No standard ${inchi ? "InChIKey" : "InChI"} could be computed for ${label}: ${reason}`, {
    argument: label,
    reason,
  });
}
