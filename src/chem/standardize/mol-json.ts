/**
 * Editing an RDKit molecule atom by atom through MinimalLib's JSON (rdkitjson):
 * the WebAssembly build has no atom setters, so MolStandardize's charge and
 * hydrogen edits are made on the JSON document and read back with `get_mol`.
 *
 * Reading rdkitjson fixes every atom's hydrogen count (RDKit sets NoImplicit and
 * the explicit count to `impHs`), so in this module an atom's `hydrogens` is its
 * total H count, as MolStandardize's code reads it with `getTotalNumHs()`.
 */
import {
  rdkitJsonText,
  readRdkitJson,
  type RdkitJsonAtom,
  type RdkitJsonBond,
  type RdkitJsonDocument,
  type RdkitJsonExtension,
} from "../graph.ts";
import type { JSMol } from "../rdkit-types.ts";
import { free, rdkit } from "../rdkit.ts";

/**
 * How a document is read back. `none`: as RDKit leaves a molecule between MolStandardize's steps (property
 * cache and ring search only; aromatic flags kept from the document). `normalizer`: the Normalizer's product
 * sanitisation (everything but cleanup and the valence check). `full`: RDKit's sanitizeMol, as RemoveHs runs it.
 */
export type Sanitize = "none" | "normalizer" | "full";

/**
 * Every mode reads with `assignStereo: false`. MinimalLib's stereo perception on reading rdkitjson clears every
 * double bond's E/Z: the document gives it as `cis`/`trans` with its stereo atoms, but the perception looks for
 * single-bond directions, which JSON does not carry, and finds none (measured on 2026.09.1: `C/C=C/C[NH3+]`'s own
 * JSON read back is `CC=CC[NH3+]`). MolStandardize edits atoms in place and never loses a double bond's stereo, so
 * the document's stereo is kept as it is; the SMILES written from the result and read again (standardize.ts'
 * `finish`) perceives stereo afresh and drops what is no longer a stereo centre or bond.
 */
const SANITIZE_DETAILS: Record<Sanitize, string> = {
  none: JSON.stringify({ sanitize: false, fastFindRings: true, removeHs: false, assignStereo: false }),
  normalizer: JSON.stringify({
    sanitize: { SANITIZE_ALL: true, SANITIZE_CLEANUP: false, SANITIZE_PROPERTIES: false },
    removeHs: false,
    assignStereo: false,
  }),
  full: JSON.stringify({ removeHs: false, assignStereo: false }),
};

/** Reads an rdkitjson text back as a molecule the caller owns, or null when RDKit refuses it (e.g. cannot kekulise). */
export function molFromJson(json: string, sanitize: Sanitize): JSMol | null {
  const mol = rdkit().get_mol(json, SANITIZE_DETAILS[sanitize]) as JSMol | null;
  if (!mol?.is_valid()) {
    free(mol);
    return null;
  }
  return mol;
}

/**
 * A copy of `mol` read back from its own JSON as `sanitize` says (no stereo perception, see SANITIZE_DETAILS); null
 * when RDKit refuses it. The caller owns it.
 */
export function copyThroughJson(mol: JSMol, sanitize: Sanitize): JSMol | null {
  return molFromJson(rdkitJsonText(mol), sanitize);
}

/** The defaults of rdkitjson v12 (RDKit writes them into every document; graph.ts reads the same). */
const ATOM_DEFAULTS = { z: 6, impHs: 0, chg: 0, nRad: 0, isotope: 0 };
const BOND_ORDER_DEFAULT = 1;

/**
 * One molecule's JSON, with the reads and edits MolStandardize needs: the editable view of a molecule, on a fresh
 * document of its own (graph.ts's reader; a `Molecule`'s shared document is never edited).
 */
export class EditableMol {
  private readonly doc: RdkitJsonDocument;
  private readonly atomDefaults: Required<Pick<RdkitJsonAtom, keyof typeof ATOM_DEFAULTS>>;
  private readonly atomsJson: RdkitJsonAtom[];
  private bondsJson: RdkitJsonBond[];
  private readonly representation: RdkitJsonExtension | undefined;
  private neighbourCache: number[][] | undefined;

  constructor(mol: JSMol) {
    this.doc = readRdkitJson(mol);
    const given = this.doc.defaults?.atom ?? {};
    this.atomDefaults = {
      z: given.z ?? ATOM_DEFAULTS.z,
      impHs: given.impHs ?? ATOM_DEFAULTS.impHs,
      chg: given.chg ?? ATOM_DEFAULTS.chg,
      nRad: given.nRad ?? ATOM_DEFAULTS.nRad,
      isotope: given.isotope ?? ATOM_DEFAULTS.isotope,
    };
    const molecule = this.doc.molecules?.[0] ?? {};
    this.doc.molecules = [molecule];
    molecule.atoms ??= [];
    molecule.bonds ??= [];
    this.atomsJson = molecule.atoms;
    this.bondsJson = molecule.bonds;
    this.representation = molecule.extensions?.find((ext) => ext.name === "rdkitRepresentation");
  }

  get atomCount(): number {
    return this.atomsJson.length;
  }

  atomicNumber(i: number): number {
    return this.atom(i).z ?? this.atomDefaults.z;
  }
  charge(i: number): number {
    return this.atom(i).chg ?? this.atomDefaults.chg;
  }
  hydrogens(i: number): number {
    return this.atom(i).impHs ?? this.atomDefaults.impHs;
  }
  radicals(i: number): number {
    return this.atom(i).nRad ?? this.atomDefaults.nRad;
  }
  isotope(i: number): number {
    return this.atom(i).isotope ?? this.atomDefaults.isotope;
  }
  aromatic(i: number): boolean {
    return this.representation?.aromaticAtoms?.includes(i) ?? false;
  }
  setCharge(i: number, charge: number): void {
    this.atom(i).chg = charge;
  }
  setHydrogens(i: number, count: number): void {
    this.atom(i).impHs = Math.max(0, count);
  }
  setRadicals(i: number, count: number): void {
    this.atom(i).nRad = count;
  }

  /** Bonded neighbours of atom i, in bond order. */
  neighbours(i: number): readonly number[] {
    if (!this.neighbourCache) {
      const lists: number[][] = this.atomsJson.map(() => []);
      for (const bond of this.bondsJson) {
        lists[bond.atoms[0]]!.push(bond.atoms[1]);
        lists[bond.atoms[1]]!.push(bond.atoms[0]);
      }
      this.neighbourCache = lists;
    }
    return this.neighbourCache[i]!;
  }

  /** The bond between a and b as [index, Kekulé order (0 for a zero-order or dative bond)], or undefined. */
  bondBetween(a: number, b: number): [number, number] | undefined {
    const index = this.bondsJson.findIndex(
      (bond) => (bond.atoms[0] === a && bond.atoms[1] === b) || (bond.atoms[0] === b && bond.atoms[1] === a),
    );
    if (index < 0) return undefined;
    return [index, this.bondOrder(index)];
  }

  /** RDKit's getTotalValence: Kekulé bond orders plus hydrogens (dative bonds count 0 here; see bondOrder). */
  totalValence(i: number): number {
    let valence = this.hydrogens(i);
    this.bondsJson.forEach((bond, index) => {
      if (bond.atoms[0] === i || bond.atoms[1] === i) valence += this.bondOrder(index);
    });
    return valence;
  }

  /** RDKit's getTotalDegree: bonded atoms plus hydrogens. */
  totalDegree(i: number): number {
    return this.neighbours(i).length + this.hydrogens(i);
  }

  /** Removes the bond between a and b; ring and CIP data of the document are dropped (no longer true). */
  removeBond(a: number, b: number): void {
    const found = this.bondBetween(a, b);
    if (!found) return;
    const [index] = found;
    this.bondsJson.splice(index, 1);
    this.neighbourCache = undefined;
    const rep = this.representation;
    if (rep) {
      rep.aromaticBonds = (rep.aromaticBonds ?? []).filter((j) => j !== index).map((j) => (j > index ? j - 1 : j));
      delete rep.atomRings;
      delete rep.cipRanks;
    }
    // A double bond's stereo reference atoms could be the metal just cut off: such a bond loses its stereo.
    for (const bond of this.bondsJson) {
      if (
        bond.stereoAtoms &&
        (bond.stereoAtoms.includes(a) || bond.stereoAtoms.includes(b)) &&
        bond.atoms.some((x) => x === a || x === b)
      ) {
        delete bond.stereoAtoms;
        bond.stereo = "unspecified";
      }
    }
  }

  toJson(): string {
    return JSON.stringify(this.doc);
  }

  /** The edited molecule, read back as `sanitize` says; null when RDKit refuses it. */
  toMol(sanitize: Sanitize): JSMol | null {
    return molFromJson(this.toJson(), sanitize);
  }

  private bondOrder(index: number): number {
    const bo = this.bondsJson[index]!.bo ?? this.doc.defaults?.bond?.bo ?? BOND_ORDER_DEFAULT;
    // rdkitjson writes dative bonds as 17 (RDKit's DATIVE bond type number): it adds nothing to the valence here.
    return bo >= 0 && bo <= 3 ? bo : 0;
  }

  private atom(i: number): RdkitJsonAtom {
    const atom = this.atomsJson[i];
    if (!atom) throw new Error(`atom ${i} out of range`);
    return atom;
  }
}

/** Parses a substructure-match answer of MinimalLib (`{"atoms":[…]}` or a list of them) into atom-index lists. */
export function matchList(json: string): number[][] {
  const parsed = JSON.parse(json) as { atoms: number[] } | Array<{ atoms: number[] }>;
  if (Array.isArray(parsed)) return parsed.map((m) => m.atoms);
  return parsed.atoms && parsed.atoms.length > 0 ? [parsed.atoms] : [];
}

interface FragsHandle {
  molList: { size(): number; at(i: number): JSMol | null; delete(): void };
}

/**
 * The connected fragments of `mol` in RDKit's order (getMolFrags), as molecules the caller owns. `sanitize`:
 * whether RDKit sanitises each fragment (LargestFragmentChooser's getMolFrags does; the Normalizer's does not).
 */
export function fragmentsOf(mol: JSMol, sanitize: boolean): JSMol[] {
  const handle = mol as unknown as { get_frags(details: string): FragsHandle };
  const frags = handle.get_frags(JSON.stringify({ sanitizeFrags: sanitize }));
  const out: JSMol[] = [];
  try {
    for (let i = 0; i < frags.molList.size(); i++) {
      const frag = frags.molList.at(i);
      if (frag) out.push(frag);
    }
  } catch (error) {
    for (const frag of out) free(frag);
    throw error;
  } finally {
    free(frags.molList);
  }
  return out;
}
