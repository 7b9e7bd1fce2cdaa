/**
 * What the PNG path actually paints, checked on pixels: labels (drawn by RDKit as glyph outlines from its
 * built-in Telex font, rasterised by resvg without any font of its own), highlights, margins, determinism.
 * A single-atom molecule is drawn as its label alone ("H2O", "CH4", "H4N+"), so every painted pixel of it
 * belongs to the label: if the glyphs were not drawn (a missing font, text left to a rasteriser with no
 * fonts), the picture would be blank and these tests fail.
 */
import { beforeAll, describe, expect, test } from "bun:test";
import { depictMolecule } from "../../../src/chem/depict/depict.ts";
import { loadRasteriser, svgToPixels, svgToPng } from "../../../src/chem/depict/depict-raster.ts";
import { ready } from "../../../harness/tools.ts";

/** Names for the inputs in errors; these calls expect none. */
const LABELS = { smiles: "smiles", smarts: "smarts", alignTo: "align_to" };

beforeAll(async () => {
  await ready();
  await loadRasteriser();
});

interface Census {
  /** Not white. */
  painted: number;
  /** Colour classes, with RDKit's default palette: O red (#FF0000), N blue (#0000FF), C black. */
  red: number;
  blue: number;
  black: number;
  /** RDKit's default highlight colour, (1, 0.5, 0.5) = #FF7F7F, exactly. */
  highlight: number;
  /** Painted pixels in the outermost 3-pixel frame (anything drawn there is clipped or touching the edge). */
  onEdge: number;
}

function census(svg: string): Census {
  const { pixels, width, height } = svgToPixels(svg);
  const counts: Census = { painted: 0, red: 0, blue: 0, black: 0, highlight: 0, onEdge: 0 };
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const at = 4 * (y * width + x);
      const [r, g, b] = [pixels[at]!, pixels[at + 1]!, pixels[at + 2]!];
      if (r + g + b >= 750) continue;
      counts.painted++;
      if (x < 3 || y < 3 || x >= width - 3 || y >= height - 3) counts.onEdge++;
      if (r > 200 && g < 60 && b < 60) counts.red++;
      if (b > 200 && r < 60 && g < 60) counts.blue++;
      if (r < 60 && g < 60 && b < 60) counts.black++;
      if (r === 255 && Math.abs(g - 127) <= 2 && Math.abs(b - 127) <= 2) counts.highlight++;
    }
  }
  return counts;
}

const draw = (smiles: string, extra: Partial<Parameters<typeof depictMolecule>[0]> = {}) =>
  depictMolecule({ smiles, width: 200, height: 150, highlight: {}, labels: LABELS, ...extra }).svg;

describe("depiction pixels", () => {
  test("atom labels are painted: the H2O label in red, CH4 in black, H4N+ in blue, each a few hundred pixels; isotopes too", () => {
    const water = census(draw("O"));
    const methane = census(draw("C"));
    const ammonium = census(draw("[NH4+]"));
    // A 3-glyph label at RDKit's default font size covers several hundred pixels; a blank picture has none.
    expect(water.red).toBeGreaterThan(200);
    expect(methane.black).toBeGreaterThan(200);
    expect(ammonium.blue).toBeGreaterThan(200);
    // The colours follow the element: no red in methane's label, no black in water's, and so on.
    expect([water.black, water.blue, methane.red, methane.blue, ammonium.red, ammonium.black]).toEqual([
      0, 0, 0, 0, 0, 0,
    ]);
    // An isotope adds its mass number to the label: "13CH4" paints more than "CH4" at the same size.
    expect(census(draw("[13CH4]")).black).toBeGreaterThan(methane.black + 50);
  });

  test("RDKit's SVG holds glyph outlines, not <text>: nothing is left for a font the rasteriser lacks", () => {
    const svg = draw("CC(=O)[O-].[Na+]", { legend: "sodium acetate", showAtomIndices: true });
    expect(svg).not.toMatch(/<text[\s>]/);
    // The same SVG with a <text> element is refused rather than rasterised without its words.
    expect(() => svgToPng(svg.replace("</svg>", "<text x='5' y='5'>x</text></svg>"))).toThrow(/<text>/);
  });

  test("highlights are visible, and only when asked", () => {
    const plain = census(draw("CC(=O)Oc1ccccc1C(=O)O"));
    const highlighted = census(draw("CC(=O)Oc1ccccc1C(=O)O", { highlight: { smarts: "C(=O)[OH]" } }));
    // Antialiased edges of the red O labels pass through that pink in a few dozen pixels; a highlight fills hundreds.
    expect(plain.highlight).toBeLessThan(100);
    expect(highlighted.highlight).toBeGreaterThan(10 * Math.max(plain.highlight, 30));
  });

  test("nothing is clipped: a long chain, a salt and a macrocycle leave the picture's edges white", () => {
    for (const smiles of ["CCCCCCCCCCCCCCCCCCCC(=O)O", "[Na+].[Na+].[O-]S(=O)(=O)[O-]", "C1CCCCCCCCCCCCCCCCCCCCCCC1"]) {
      const counts = census(
        depictMolecule({ smiles, width: 400, height: 300, highlight: {}, labels: LABELS, legend: "legend" }).svg,
      );
      expect({ smiles, painted: counts.painted > 500, onEdge: counts.onEdge }).toEqual({
        smiles,
        painted: true,
        onEdge: 0,
      });
    }
  });

  test("deterministic: the same drawing twice gives the same PNG bytes", () => {
    const svg = draw("C[C@H](N)C(=O)O", { showAtomIndices: true, legend: "L-alanine" });
    const first = svgToPng(svg);
    const second = svgToPng(draw("C[C@H](N)C(=O)O", { showAtomIndices: true, legend: "L-alanine" }));
    expect(first.width).toBe(200);
    expect(first.height).toBe(150);
    expect(Buffer.from(second.bytes).equals(Buffer.from(first.bytes))).toBe(true);
    // A PNG: the 8-byte signature.
    expect([...first.bytes.slice(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  });
});
