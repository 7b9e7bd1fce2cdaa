/** ECFP4 = RDKit Morgan radius 2, 2048 bits; bit i lives in byte ⌊i/8⌋ under mask 1<<(i%8). */
import { rdkitMolOf, type MoleculeLike } from "../molecule.ts";

export const ECFP4_BITS = 2048;
const ECFP4_DETAILS = JSON.stringify({ radius: 2, nBits: ECFP4_BITS });

export function ecfp4Bytes(molecule: MoleculeLike): Uint8Array {
  return Uint8Array.from(rdkitMolOf(molecule).get_morgan_fp_as_uint8array(ECFP4_DETAILS));
}

export function onBits(bytes: Uint8Array): number[] {
  const bits: number[] = [];
  bytes.forEach((byte, index) => {
    for (let bit = 0; bit < 8; bit++) if (byte & (1 << bit)) bits.push(index * 8 + bit);
  });
  return bits;
}

function bitCount(byte: number): number {
  let count = 0;
  for (let b = byte; b; b &= b - 1) count++;
  return count;
}

export function popcount(bytes: Uint8Array): number {
  let count = 0;
  for (const byte of bytes) count += bitCount(byte);
  return count;
}

export function toHex(bytes: Uint8Array): string {
  return Buffer.from(bytes).toString("hex");
}

/** Tanimoto on bit vectors; two empty fingerprints are identical (1), as tools.md says. */
export function tanimoto(a: Uint8Array, b: Uint8Array): number {
  let both = 0;
  let either = 0;
  for (let i = 0; i < a.length; i++) {
    const x = a[i] as number;
    const y = b[i] as number;
    both += bitCount(x & y);
    either += bitCount(x | y);
  }
  return either === 0 ? 1 : both / either;
}
