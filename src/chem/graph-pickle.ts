/**
 * A cheaper reader of a molecule's graph than RDKit's JSON (graph.ts), for code that reads every molecule of a
 * library and needs no Kekulé bond orders and no double-bond stereo: the molecule's binary pickle
 * (`get_as_uint8array()`, RDKit's MolPickler format, version 16.4 in the embedded 2026.09 build).
 *
 * Why: over the 5,000 NCI molecules RDKit writes the pickles in about a third of the CPU time of the JSON (which
 * carries CIP ranks, Kekulé orders and a text encoding), and the first call of a process pays far less engine
 * compilation for it (validation/bench/library-screen.md, 2026-12-02 afternoon).
 *
 * What a pickle holds and this reader uses, per atom: atomic number, aromatic and no-implicit flags, formal charge,
 * chiral tag, explicit H count, implicit valence (the implicit H count), radical electrons, isotope; per bond: the two
 * atoms, the aromatic flag and the bond type; then RDKit's ring info (the same rings as the JSON's atomRings). What
 * it does not hold: the Kekulé order of an aromatic bond (`order` is null there) and, read here, no double-bond stereo.
 *
 * The format is read strictly: anything this reader does not know (another pickle version, query atoms or bonds,
 * residue information, bond types other than single, double, triple and aromatic, no ring info)
 * makes it answer undefined, and the caller reads the JSON instead. test/chem/graph-pickle.test.ts holds the reader
 * to graph.ts's JSON reader on every molecule of the Murcko reference set.
 */
import type { GraphAtom } from "./graph.ts";
import type { JSMol } from "./rdkit-types.ts";

/** A bond as the pickle gives it: the Kekulé order of an aromatic bond is not known (null). */
export interface TopologyBond {
  begin: number;
  end: number;
  /** 1, 2 or 3 for a non-aromatic bond; null for an aromatic one (its Kekulé order is not in the pickle). */
  order: number | null;
  aromatic: boolean;
}

/** MolGraph without the Kekulé orders of aromatic bonds and without double-bond stereo (a MolGraph is one). */
export interface TopologyGraph {
  atoms: GraphAtom[];
  bonds: TopologyBond[];
  rings: number[][];
}

/**
 * The pickle version this reader was written for and checked against (MolPickler's versionMajor and versionMinor in
 * the embedded 2026.09 build). Another version is not guessed at: the JSON is read instead.
 */
const PICKLE_MAJOR = 16;
const PICKLE_MINOR = 4;
const ENDIAN_ID = 0xdeadbeef;

// MolPickler tags (Code/GraphMol/MolPickler.h), written as one byte.
const BEGINATOM = 1;
const BEGINBOND = 11;
const BEGINSSSR = 20;
const ATOM_MAPNUMBER = 24;
const ATOM_DUMMYLABEL = 44;
const BEGINSYMMSSSR = 66;
const BEGINFASTFIND = 67;

// Atom flags byte.
const ATOM_AROMATIC = 0x40;
const ATOM_NO_IMPLICIT = 0x20;
/** Query, monomer info: data this reader does not skip. */
const ATOM_UNREAD = 0x10 | 0x02;
const ATOM_MAP = 0x08;
const ATOM_DUMMY_LABEL = 0x04;

// Bond flags byte.
const BOND_AROMATIC = 0x40;
const BOND_NOT_SINGLE = 0x08;
const BOND_DIR = 0x04;
const BOND_STEREO = 0x02;
/** Query, molfile end points: data this reader does not skip. */
const BOND_UNREAD = 0x10 | 0x01;

/** RDKit Bond::BondType values read here. */
const AROMATIC_TYPE = 12;

/** The graph of a pickle, or undefined when it holds anything this reader does not know (or is cut short). */
export function graphFromPickle(bytes: Uint8Array): TopologyGraph | undefined {
  try {
    return readPickle(bytes);
  } catch (error) {
    // A read past the end of a damaged pickle.
    if (error instanceof RangeError) return undefined;
    throw error;
  }
}

function readPickle(bytes: Uint8Array): TopologyGraph | undefined {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const end = bytes.byteLength;
  if (end < 30) return undefined;
  if (view.getUint32(0, true) !== ENDIAN_ID || view.getInt32(4, true) !== 0) return undefined;
  if (view.getInt32(8, true) !== PICKLE_MAJOR || view.getInt32(12, true) !== PICKLE_MINOR) return undefined;
  const atomCount = view.getInt32(20, true);
  const bondCount = view.getInt32(24, true);
  // Each atom takes at least six bytes and each bond two.
  if (atomCount < 0 || bondCount < 0 || atomCount > end || bondCount > end) return undefined;
  // Atom indices (and ring sizes) are one byte, or four when the molecule has more than 255 atoms or more than 255
  // bonds (measured on this build: 195 atoms and 256 bonds are written wide; the 16.3 source looks at atoms only).
  const wide = atomCount > 255 || bondCount > 255;
  let at = 29; // after the molecule's flag byte
  if (bytes[at++] !== BEGINATOM) return undefined;
  const index = (): number => {
    if (wide) {
      const value = view.getInt32(at, true);
      at += 4;
      return value;
    }
    return bytes[at++]!;
  };
  const atoms: GraphAtom[] = new Array(atomCount);
  for (let i = 0; i < atomCount; i++) {
    if (at + 6 > end) return undefined;
    const atomicNumber = bytes[at]!;
    const flags = bytes[at + 1]!;
    if (flags & ATOM_UNREAD) return undefined;
    const props = view.getInt32(at + 2, true);
    at += 6;
    // Bit 0 (a mass difference as a float) is no longer written; bits above 8 are unknown.
    if (props & ~0x1fe) return undefined;
    let charge = 0;
    let chiral = 0;
    let explicitHs = 0;
    let implicitValence = 0;
    let radicals = 0;
    let isotope = 0;
    if (props & (1 << 1)) charge = view.getInt8(at++);
    if (props & (1 << 2)) chiral = bytes[at++]!;
    if (props & (1 << 3)) at++; // hybridization
    if (props & (1 << 4)) explicitHs = view.getInt8(at++);
    if (props & (1 << 5)) at++; // explicit valence
    if (props & (1 << 6)) implicitValence = view.getInt8(at++);
    if (props & (1 << 7)) radicals = bytes[at++]!;
    if (props & (1 << 8)) {
      isotope = view.getUint32(at, true);
      at += 4;
    }
    if (flags & ATOM_MAP) {
      if (bytes[at++] !== ATOM_MAPNUMBER) return undefined;
      if (bytes[at++] === 255) at += 4;
    }
    if (flags & ATOM_DUMMY_LABEL) {
      // A `*` atom's label, as a string: four bytes of length, then the text.
      if (bytes[at++] !== ATOM_DUMMYLABEL || at + 4 > end) return undefined;
      at += 4 + view.getUint32(at, true);
    }
    if (at > end) return undefined;
    const atom: GraphAtom = {
      atomicNumber,
      // RDKit's total H count: the explicit ones plus the implicit valence (none for a no-implicit atom).
      hydrogens: explicitHs + (flags & ATOM_NO_IMPLICIT ? 0 : implicitValence),
      charge,
      isotope,
      radicals,
      aromatic: (flags & ATOM_AROMATIC) !== 0,
    };
    // CHI_TETRAHEDRAL_CW, CHI_TETRAHEDRAL_CCW (the JSON's "cw"/"ccw"); other tags, as in the JSON reader, are not read.
    if (chiral === 1) atom.chirality = "cw";
    else if (chiral === 2) atom.chirality = "ccw";
    atoms[i] = atom;
  }
  if (bytes[at++] !== BEGINBOND) return undefined;
  const bonds: TopologyBond[] = new Array(bondCount);
  for (let b = 0; b < bondCount; b++) {
    if (at + (wide ? 9 : 3) > end) return undefined;
    const begin = index();
    const finish = index();
    const flags = bytes[at++]!;
    if (flags & BOND_UNREAD) return undefined;
    let type = 1;
    if (flags & BOND_NOT_SINGLE) type = bytes[at++]!;
    if (flags & BOND_DIR) at++;
    if (flags & BOND_STEREO) {
      at++; // stereo
      const stereoAtoms = bytes[at++]!;
      at += stereoAtoms * (wide ? 4 : 1);
    }
    if (at > end || begin >= atomCount || finish >= atomCount) return undefined;
    const aromatic = (flags & BOND_AROMATIC) !== 0;
    if (aromatic ? type !== AROMATIC_TYPE : type < 1 || type > 3) return undefined;
    bonds[b] = { begin, end: finish, order: aromatic ? null : type, aromatic };
  }
  const ringTag = bytes[at++];
  if (ringTag !== BEGINSSSR && ringTag !== BEGINSYMMSSSR && ringTag !== BEGINFASTFIND) return undefined;
  if (at + 4 > end) return undefined;
  const ringCount = view.getUint32(at, true);
  at += 4;
  const rings: number[][] = [];
  for (let r = 0; r < ringCount; r++) {
    if (at + (wide ? 4 : 1) > end) return undefined;
    const size = index();
    if (at + size * (wide ? 4 : 1) > end) return undefined;
    const ring: number[] = new Array(size);
    for (let k = 0; k < size; k++) ring[k] = index();
    rings.push(ring);
  }
  return { atoms, bonds, rings };
}

/** The graph of a parsed molecule from its pickle; undefined when the pickle holds what graphFromPickle does not read. */
export function topologyOf(mol: JSMol): TopologyGraph | undefined {
  if (mol.get_num_atoms() === 0) return { atoms: [], bonds: [], rings: [] };
  return graphFromPickle(mol.get_as_uint8array());
}
