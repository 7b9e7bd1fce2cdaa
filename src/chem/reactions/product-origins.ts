/**
 * Where a reaction product's atoms came from, read from RDKit's binary pickle of the product instead of its CXSMILES.
 * RunReactants stores each product atom's origin as atom properties (`react_atom_idx`, the reactant atom; `old_mapno`
 * on atoms a mapped template atom placed); `get_cxsmiles` writes them in its atomProp block, which costs about as much
 * as the SMILES itself (issue 33: 127 µs against 60 µs for a drug-sized product). The pickle asked for atom
 * properties alone (`propertyFlags`: public, non-computed atom properties, no conformers) holds the same values and
 * costs a fifth of that.
 *
 * The pickle ends with those properties (RDKit's MolPickler, version 16):
 *
 *     BEGINATOMPROPS  int32 block length  block  ENDPROPS  ENDMOL
 *
 * and the block holds, per atom in index order, a uint16 count of properties, each a name (uint32 length, bytes), a
 * type byte and its value, then a byte of flags for the four "explicit" atom properties, each set flag followed by an
 * int16. The block is found from the end (its length must reach exactly to ENDPROPS) and read strictly: any type this
 * reader does not know, a count that runs past the block or a block that is not used up makes it answer undefined,
 * and the caller reads the CXSMILES instead. test/chem/reactions/product-origins.test.ts holds it to the CXSMILES on
 * the products of several reactions over NCI molecules.
 */
import type { ProductMol } from "./reaction-types.ts";

/** One product atom's origin: the reactant atom (RDKit's default reading) and, for a mapped atom, its map number. */
export interface AtomOrigin {
  atom?: number;
  mapno?: number;
}

/** The pickle of the atom properties alone: no molecule, bond, private or computed properties, no conformers. */
export const ATOM_PROPS_PICKLE = JSON.stringify({ propertyFlags: { AtomProps: true, NoConformers: true } });

const BEGINATOMPROPS = 58;
const ENDPROPS = 19;
const ENDMOL = 22;

// The value types of RDKit's stream tags (RDGeneral/StreamOps.h DTags) this reader skips or reads.
const STRING_TAG = 0;
const INT_TAG = 1;
const UNSIGNED_TAG = 2;
const BOOL_TAG = 3;
const FLOAT_TAG = 4;
const DOUBLE_TAG = 5;
const SCALAR_SIZE: Readonly<Record<number, number>> = {
  [INT_TAG]: 4,
  [UNSIGNED_TAG]: 4,
  [BOOL_TAG]: 1,
  [FLOAT_TAG]: 4,
  [DOUBLE_TAG]: 8,
};

const latin1 = new TextDecoder("latin1");

/** Per product atom (index order), its origin; undefined when the pickle is not the layout described above. */
export function originsFromPickle(bytes: Uint8Array): AtomOrigin[] | undefined {
  const end = bytes.byteLength;
  if (end < 32 || bytes[end - 1] !== ENDMOL || bytes[end - 2] !== ENDPROPS) return undefined;
  const view = new DataView(bytes.buffer, bytes.byteOffset, end);
  const atomCount = view.getInt32(20, true);
  if (atomCount <= 0 || atomCount > end) return undefined;
  const blockEnd = end - 2;
  // The tag and its length: the length must reach exactly to ENDPROPS, and the block must read as one record per
  // atom up to there. Searched from the end, where the block is (a value inside the block can look like the tag).
  for (let tag = blockEnd - 5; tag >= 29; tag--) {
    if (bytes[tag] !== BEGINATOMPROPS || view.getInt32(tag + 1, true) !== blockEnd - (tag + 5)) continue;
    const origins = readBlock(bytes, view, tag + 5, blockEnd, atomCount);
    if (origins !== undefined) return origins;
  }
  return undefined;
}

function readBlock(
  bytes: Uint8Array,
  view: DataView,
  start: number,
  end: number,
  atomCount: number,
): AtomOrigin[] | undefined {
  const origins: AtomOrigin[] = new Array(atomCount);
  let at = start;
  for (let i = 0; i < atomCount; i++) {
    if (at + 2 > end) return undefined;
    const count = view.getUint16(at, true);
    at += 2;
    const origin: AtomOrigin = {};
    for (let k = 0; k < count; k++) {
      if (at + 5 > end) return undefined;
      const nameLength = view.getUint32(at, true);
      at += 4;
      if (at + nameLength + 1 > end) return undefined;
      const name = latin1.decode(bytes.subarray(at, at + nameLength));
      at += nameLength;
      const type = bytes[at++] as number;
      if (type === STRING_TAG) {
        if (at + 4 > end) return undefined;
        at += 4 + view.getUint32(at, true);
        continue;
      }
      const size = SCALAR_SIZE[type];
      if (size === undefined || at + size > end) return undefined;
      if (name === "old_mapno" && type === INT_TAG) origin.mapno = view.getInt32(at, true);
      else if (name === "react_atom_idx" && type === UNSIGNED_TAG) origin.atom = view.getUint32(at, true);
      at += size;
    }
    // The explicit properties: a flags byte (four known flags), an int16 per flag set.
    if (at + 1 > end) return undefined;
    const flags = bytes[at++] as number;
    if (flags & ~0x0f) return undefined;
    for (let bit = 1; bit <= 8; bit <<= 1) if (flags & bit) at += 2;
    if (at > end) return undefined;
    origins[i] = origin;
  }
  return at === end ? origins : undefined;
}

/** The atom origins of a product from its atom-property pickle; undefined where the reader gives up. */
export function productOrigins(product: ProductMol): AtomOrigin[] | undefined {
  try {
    return originsFromPickle(product.get_as_uint8array(ATOM_PROPS_PICKLE));
  } catch (error) {
    if (error instanceof RangeError) return undefined;
    throw error;
  }
}

/** The atom origins written in a CXSMILES' atomProp block (RDKit's `get_cxsmiles` of the product), keyed by atom. */
export function originsFromCxsmiles(cx: string): AtomOrigin[] {
  const props = /atomProp:([^|]*)/.exec(cx)?.[1] ?? "";
  const atoms = new Map<string, AtomOrigin>();
  for (const [, index = "", name, value] of props.matchAll(/(\d+)\.(old_mapno|react_atom_idx)\.(\d+)/g)) {
    const entry = atoms.get(index) ?? {};
    if (name === "old_mapno") entry.mapno = Number(value);
    else entry.atom = Number(value);
    atoms.set(index, entry);
  }
  return [...atoms.values()];
}
