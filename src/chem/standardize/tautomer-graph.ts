/**
 * A tautomer as the enumeration edits it: RDKit's own molecule JSON (commonchem with the
 * `rdkitRepresentation` extension) read into plain arrays. The bonds carry Kekulé orders
 * (RDKit writes the JSON from a kekulized copy); aromatic flags and rings are kept apart, because
 * RDKit's TautomerEnumerator matches its transforms against a kekulized copy that still has
 * the aromatic atom flags and the ring information of the aromatic molecule.
 */
import { representationOf, type RdkitJsonAtom, type RdkitJsonBond } from "../graph.ts";
import { asMolecule, type MoleculeLike } from "../molecule.ts";
import type { JSMol, RDKitModule } from "../rdkit-types.ts";
import { free } from "../rdkit.ts";

export interface TautomerAtom {
  z: number;
  /** Total hydrogen count (RDKit's JSON "impHs"; on reading, the count is taken as explicit). */
  hs: number;
  chg: number;
  nRad: number;
  isotope: number;
  /** Chiral tag: "unspecified", "cw", "ccw", "other". */
  stereo: string;
}

export interface TautomerBond {
  a: number;
  b: number;
  /** Kekulé bond order 0..3 (RDKit JSON "bo"). */
  bo: number;
  /** "unspecified", "cis", "trans", "either", ... */
  stereo: string;
  stereoAtoms?: [number, number];
}

export interface TautomerGraph {
  atoms: TautomerAtom[];
  bonds: TautomerBond[];
  aromaticAtoms: number[];
  aromaticBonds: number[];
  /** Ring atoms in ring order (RDKit's symmetrized SSSR of the sanitized molecule). */
  atomRings: number[][];
}

function field<T>(
  entry: RdkitJsonAtom | RdkitJsonBond,
  key: string,
  defaults: Record<string, unknown>,
  fallback: T,
): T {
  return (entry[key] ?? defaults[key] ?? fallback) as T;
}

/**
 * The tautomer view of a sanitized molecule, from its RDKit JSON (graph.ts's reader; a `Molecule`'s document when
 * given, which this only reads: every array it keeps is a new one but the rings, which nothing edits).
 */
export function readGraph(parsed: MoleculeLike): TautomerGraph {
  const json = asMolecule(parsed).json;
  const { molecule, representation: ext } = representationOf(json);
  const ad: Record<string, unknown> = json.defaults?.atom ?? {};
  const bd: Record<string, unknown> = json.defaults?.bond ?? {};
  const atoms = (molecule.atoms ?? []).map((atom) => ({
    z: field(atom, "z", ad, 6),
    hs: field(atom, "impHs", ad, 0),
    chg: field(atom, "chg", ad, 0),
    nRad: field(atom, "nRad", ad, 0),
    isotope: field(atom, "isotope", ad, 0),
    stereo: field(atom, "stereo", ad, "unspecified"),
  }));
  const bonds = (molecule.bonds ?? []).map((bond) => {
    const [a, b] = bond.atoms as [number, number];
    const out: TautomerBond = { a, b, bo: field(bond, "bo", bd, 1), stereo: field(bond, "stereo", bd, "unspecified") };
    if (Array.isArray(bond.stereoAtoms)) out.stereoAtoms = bond.stereoAtoms as [number, number];
    return out;
  });
  return {
    atoms,
    bonds,
    aromaticAtoms: ext?.aromaticAtoms ?? [],
    aromaticBonds: ext?.aromaticBonds ?? [],
    atomRings: ext?.atomRings ?? [],
  };
}

function atomJson(atom: TautomerAtom): Record<string, unknown> {
  return { z: atom.z, impHs: atom.hs, chg: atom.chg, nRad: atom.nRad, isotope: atom.isotope, stereo: atom.stereo };
}

function bondJson(bond: TautomerBond): Record<string, unknown> {
  const out: Record<string, unknown> = { atoms: [bond.a, bond.b], bo: bond.bo, stereo: bond.stereo };
  if (bond.stereoAtoms && bond.stereo !== "unspecified") out.stereoAtoms = bond.stereoAtoms;
  return out;
}

const HEADER = {
  rdkitjson: { version: 12 },
  defaults: {
    atom: { z: 6, impHs: 0, chg: 0, nRad: 0, isotope: 0, stereo: "unspecified" },
    bond: { bo: 1, stereo: "unspecified" },
  },
};

/**
 * The molecule to match transforms against: Kekulé bond orders, aromatic atom flags and RDKit's rings,
 * left unsanitized so nothing is re-perceived. Bond flags are left out on purpose: every SMARTS bond
 * primitive tests the bond *type*, which in RDKit's kekulized copy is single/double, never aromatic.
 */
export function matchMolecule(module: RDKitModule, graph: TautomerGraph): JSMol {
  const doc = {
    ...HEADER,
    molecules: [
      {
        atoms: graph.atoms.map(atomJson),
        bonds: graph.bonds.map((b) => ({ atoms: [b.a, b.b], bo: b.bo })),
        extensions: [
          {
            name: "rdkitRepresentation",
            formatVersion: 2,
            toolkitVersion: "2022.09",
            aromaticAtoms: graph.aromaticAtoms,
            atomRings: graph.atomRings,
          },
        ],
      },
    ],
  };
  const mol = module.get_mol(JSON.stringify(doc), JSON.stringify({ sanitize: false }));
  if (!mol?.is_valid()) {
    free(mol);
    throw new Error("RDKit did not read back a tautomer's kekulized molecule");
  }
  return mol;
}

/** MinimalLib's switch between RDKit's legacy stereo perception and the new one (returns the previous setting). */
interface StereoSwitch {
  use_legacy_stereo_perception(legacy: boolean): boolean;
}

/**
 * A sanitized molecule from edited atoms and bonds (aromaticity perceived afresh), or null if RDKit refuses it.
 * Read with the new stereo perception: the legacy one derives double-bond stereo from bond directions only,
 * which JSON has not, and would drop every E/Z the tautomer kept. The caller re-reads the final answer
 * with the legacy perception (as RDKit 2022.09's assignStereochemistry would).
 */
export function sanitizedMolecule(
  module: RDKitModule,
  atoms: readonly TautomerAtom[],
  bonds: readonly TautomerBond[],
): JSMol | null {
  return sanitizedFromDocument(module, moleculeDocument(atoms, bonds));
}

/** The JSON text RDKit reads the molecule from (also a cache key: equal text, equal molecule). */
export function moleculeDocument(atoms: readonly TautomerAtom[], bonds: readonly TautomerBond[]): string {
  return JSON.stringify({ ...HEADER, molecules: [{ atoms: atoms.map(atomJson), bonds: bonds.map(bondJson) }] });
}

export function sanitizedFromDocument(module: RDKitModule, doc: string): JSMol | null {
  const stereo = module as unknown as StereoSwitch;
  const legacy = stereo.use_legacy_stereo_perception(false);
  let mol: JSMol | null;
  try {
    mol = module.get_mol(doc);
  } finally {
    stereo.use_legacy_stereo_perception(legacy);
  }
  if (mol?.is_valid()) return mol;
  free(mol);
  return null;
}
