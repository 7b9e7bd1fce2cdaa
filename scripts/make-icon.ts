#!/usr/bin/env bun
/**
 * Draws the bundle icon, a benzene ring (hexagon with the aromatic circle) in white on a teal rounded square,
 * and writes it as a 512×512 RGBA PNG (the size the MCPB validator recommends):
 *
 *   bun scripts/make-icon.ts [out]      default packaging/icon.png
 *
 * Our own drawing, so no image licence to carry. The pixels come from renderIcon(), which
 * test/packaging/icon.test.ts compares with the committed file's decoded pixels.
 */
import { deflateSync } from "node:zlib";
import { writeFileSync } from "node:fs";
import { join } from "node:path";

export const ICON_SIZE = 512;
/** Samples per pixel along each axis: 4×4 supersampling gives smooth edges. */
const SUPERSAMPLE = 4;

const BACKGROUND = [15, 118, 110] as const; // teal
const INK = [255, 255, 255] as const;

/** Distance from point p to the segment a–b. */
function segmentDistance(px: number, py: number, ax: number, ay: number, bx: number, by: number): number {
  const dx = bx - ax;
  const dy = by - ay;
  const t = Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / (dx * dx + dy * dy)));
  return Math.hypot(px - (ax + t * dx), py - (ay + t * dy));
}

/** Signed distance to a rounded square of half-side `half` and corner radius `r`, centred at c (negative inside). */
function roundedSquareDistance(px: number, py: number, c: number, half: number, r: number): number {
  const qx = Math.abs(px - c) - (half - r);
  const qy = Math.abs(py - c) - (half - r);
  return Math.hypot(Math.max(qx, 0), Math.max(qy, 0)) + Math.min(Math.max(qx, qy), 0) - r;
}

/** The icon's pixels: ICON_SIZE² RGBA bytes, row by row. Deterministic (no randomness, no fonts). */
export function renderIcon(): Uint8Array {
  const size = ICON_SIZE;
  const c = size / 2;
  // Hexagon with a vertex at the top (the usual way benzene is drawn), its bonds as thick strokes.
  const ringRadius = size * 0.3;
  const bondHalfWidth = size * 0.028;
  // The aromatic circle sits well inside the ring (about 0.6 of the hexagon's inner radius), a little thinner than the bonds.
  const circleRadius = ringRadius * 0.52;
  const circleHalfWidth = bondHalfWidth * 0.75;
  const vertices = Array.from({ length: 6 }, (_, i) => {
    const angle = -Math.PI / 2 + (i * Math.PI) / 3;
    return [c + ringRadius * Math.cos(angle), c + ringRadius * Math.sin(angle)] as const;
  });
  const squareHalf = size * 0.47;
  const squareCorner = size * 0.11;
  /** Signed distance to the ink (bonds and circle): ≤ 0 on it. Like every distance here it changes by at most 1 per pixel moved. */
  const inkDistance = (px: number, py: number): number => {
    let nearest = Math.abs(Math.hypot(px - c, py - c) - circleRadius) - circleHalfWidth;
    for (let i = 0; i < 6; i++) {
      const [ax, ay] = vertices[i] as readonly [number, number];
      const [bx, by] = vertices[(i + 1) % 6] as readonly [number, number];
      nearest = Math.min(nearest, segmentDistance(px, py, ax, ay, bx, by) - bondHalfWidth);
    }
    return nearest;
  };
  const pixels = new Uint8Array(size * size * 4);
  const samples = SUPERSAMPLE * SUPERSAMPLE;
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      let covered = 0; // samples inside the rounded square
      let inked = 0; // of those, samples on a bond or the circle
      // Every sample is within 0.53 px of the pixel's centre, so a centre more than 1 px from every edge decides all
      // samples alike: only pixels near an edge need the 16 samples (same result, a fraction of the work).
      const square = roundedSquareDistance(x + 0.5, y + 0.5, c, squareHalf, squareCorner);
      const ink = square < -1 ? inkDistance(x + 0.5, y + 0.5) : 0;
      if (square > 1) {
        covered = 0;
      } else if (square < -1 && Math.abs(ink) > 1) {
        covered = samples;
        inked = ink <= 0 ? samples : 0;
      } else {
        for (let sy = 0; sy < SUPERSAMPLE; sy++) {
          for (let sx = 0; sx < SUPERSAMPLE; sx++) {
            const px = x + (sx + 0.5) / SUPERSAMPLE;
            const py = y + (sy + 0.5) / SUPERSAMPLE;
            if (roundedSquareDistance(px, py, c, squareHalf, squareCorner) > 0) continue;
            covered++;
            if (inkDistance(px, py) <= 0) inked++;
          }
        }
      }
      const at = (y * size + x) * 4;
      // Colour averaged over the covered samples, alpha = covered fraction (straight, not premultiplied, alpha).
      const share = covered === 0 ? 0 : inked / covered;
      for (let channel = 0; channel < 3; channel++) {
        pixels[at + channel] = Math.round(
          (BACKGROUND[channel] as number) * (1 - share) + (INK[channel] as number) * share,
        );
      }
      pixels[at + 3] = Math.round((255 * covered) / samples);
    }
  }
  return pixels;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

/** CRC-32 as PNG chunks use it (ISO 3309, the same polynomial as zip and gzip). */
function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (CRC_TABLE[(crc ^ byte) & 0xff] as number) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Uint8Array): Uint8Array {
  const out = new Uint8Array(12 + data.length);
  const view = new DataView(out.buffer);
  view.setUint32(0, data.length);
  out.set(new TextEncoder().encode(type), 4);
  out.set(data, 8);
  view.setUint32(8 + data.length, crc32(out.subarray(4, 8 + data.length)));
  return out;
}

/** A PNG of 8-bit RGBA pixels (colour type 6), each scanline with filter 0 (none). */
export function encodePng(width: number, height: number, rgba: Uint8Array): Uint8Array {
  const header = new Uint8Array(13);
  const view = new DataView(header.buffer);
  view.setUint32(0, width);
  view.setUint32(4, height);
  header.set([8, 6, 0, 0, 0], 8); // bit depth 8, RGBA, deflate, adaptive filtering, no interlace
  const raw = new Uint8Array(height * (1 + width * 4));
  for (let y = 0; y < height; y++) raw.set(rgba.subarray(y * width * 4, (y + 1) * width * 4), y * (1 + width * 4) + 1);
  const parts = [
    new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(raw, { level: 9 })),
    chunk("IEND", new Uint8Array()),
  ];
  const png = new Uint8Array(parts.reduce((n, part) => n + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    png.set(part, offset);
    offset += part.length;
  }
  return png;
}

if (import.meta.main) {
  const out = process.argv[2] ?? join(import.meta.dir, "..", "packaging", "icon.png");
  const png = encodePng(ICON_SIZE, ICON_SIZE, renderIcon());
  writeFileSync(out, png);
  console.log(`${out}: ${png.length} bytes, ${ICON_SIZE}×${ICON_SIZE}`);
}
