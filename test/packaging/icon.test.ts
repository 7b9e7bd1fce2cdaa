/**
 * The bundle icon: packaging/icon.png is a 512×512 RGBA PNG whose pixels are what scripts/make-icon.ts draws
 * (so the committed file and its script cannot drift apart), and the PNG writer's chunks are well formed.
 */
import { describe, expect, test } from "bun:test";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { inflateSync } from "node:zlib";
import { ICON_SIZE, encodePng, renderIcon } from "../../scripts/make-icon.ts";

const ICON = join(import.meta.dir, "..", "..", "packaging", "icon.png");

interface Chunk {
  type: string;
  data: Buffer;
  crcOk: boolean;
}

/** Splits a PNG into its chunks, checking each CRC with zlib's own CRC-32 (independent of the writer's table). */
function chunks(png: Buffer): Chunk[] {
  expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const out: Chunk[] = [];
  for (let at = 8; at < png.length; ) {
    const length = png.readUInt32BE(at);
    const type = png.toString("latin1", at + 4, at + 8);
    const data = png.subarray(at + 8, at + 8 + length);
    const crc = png.readUInt32BE(at + 8 + length);
    out.push({ type, data, crcOk: Bun.hash.crc32(png.subarray(at + 4, at + 8 + length)) === crc });
    at += 12 + length;
  }
  return out;
}

/** The RGBA pixels of an 8-bit RGBA, non-interlaced PNG whose scanlines all use filter 0. */
function pixels(png: Buffer): Uint8Array {
  const parts = chunks(png);
  const raw = inflateSync(Buffer.concat(parts.filter((c) => c.type === "IDAT").map((c) => c.data)));
  const header = parts[0]?.data as Buffer;
  const width = header.readUInt32BE(0);
  const height = header.readUInt32BE(4);
  const out = new Uint8Array(width * height * 4);
  for (let y = 0; y < height; y++) {
    const line = y * (1 + width * 4);
    expect(raw[line]).toBe(0);
    out.set(raw.subarray(line + 1, line + 1 + width * 4), y * width * 4);
  }
  return out;
}

describe("bundle icon", () => {
  const png = readFileSync(ICON);

  test("a 512×512 8-bit RGBA PNG with valid chunks", () => {
    const parts = chunks(png);
    expect(parts.map((c) => c.type)).toEqual(["IHDR", "IDAT", "IEND"]);
    expect(parts.every((c) => c.crcOk)).toBe(true);
    const header = parts[0]?.data as Buffer;
    expect(header.readUInt32BE(0)).toBe(512);
    expect(header.readUInt32BE(4)).toBe(512);
    expect([...header.subarray(8)]).toEqual([8, 6, 0, 0, 0]);
  });

  test("its pixels are the ones scripts/make-icon.ts draws", () => {
    const drawn = renderIcon();
    expect(drawn.length).toBe(ICON_SIZE * ICON_SIZE * 4);
    expect(Buffer.from(pixels(png)).equals(Buffer.from(drawn))).toBe(true);
  });

  test("a drawing, not a blank: white bonds on teal, transparent corners", () => {
    const rgba = pixels(png);
    const at = (x: number, y: number) => [...rgba.subarray((y * 512 + x) * 4, (y * 512 + x) * 4 + 4)];
    expect(at(0, 0)[3]).toBe(0); // outside the rounded square
    expect(at(256, 256)).toEqual([15, 118, 110, 255]); // ring centre: background
    expect(at(256, 256 - 154)).toEqual([255, 255, 255, 255]); // top vertex of the hexagon (radius 0.3 × 512)
  });

  test("encodePng round-trips a small image", () => {
    const tiny = new Uint8Array([255, 0, 0, 255, 0, 255, 0, 128, 0, 0, 255, 0, 1, 2, 3, 4]);
    expect(pixels(Buffer.from(encodePng(2, 2, tiny)))).toEqual(tiny);
  });
});
