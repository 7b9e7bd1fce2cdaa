/**
 * SVG → PNG with resvg (Rust, compiled to WebAssembly: no native add-on, nothing from the system).
 *
 * No font is loaded, on purpose: RDKit MinimalLib draws every atom label and legend as glyph outlines
 * (`<path>` elements) through the FreeType and Telex-Regular font compiled into its own WebAssembly, so the
 * SVG it writes holds no `<text>`. An SVG that did hold `<text>` would be drawn without its words, so it is
 * refused rather than rasterised wrong (test/chem/depict/depict-raster.test.ts checks the label pixels).
 */
import { Resvg, initWasm } from "@resvg/resvg-wasm";
// Embedded by `bun build --compile` the way RDKit's WebAssembly is (src/chem/rdkit.ts): a file import.
import resvgWasmPath from "@resvg/resvg-wasm/index_bg.wasm" with { type: "file" };

let loading: Promise<void> | undefined;

/** Compiles resvg's WebAssembly once per process (~250 ms); later calls share the promise. */
export function loadRasteriser(): Promise<void> {
  loading ??= Bun.file(resvgWasmPath)
    .arrayBuffer()
    .then((bytes) => initWasm(bytes));
  return loading;
}

/** A PNG and its pixel size. */
export interface Png {
  bytes: Uint8Array;
  width: number;
  height: number;
}

function refuseText(svg: string): void {
  if (/<text[\s>]/.test(svg))
    throw new Error("the SVG holds <text> elements, which this rasteriser (no fonts loaded) would leave out");
}

const RENDER_OPTIONS = {
  font: { loadSystemFonts: false },
  // RDKit paints its own white rectangle; the background makes every pixel opaque anyway.
  background: "#FFFFFF",
  fitTo: { mode: "original" },
} as const;

type RenderedImage = ReturnType<InstanceType<typeof Resvg>["render"]>;

/** Renders `svg` at its own size and hands the image to `take`; both WebAssembly objects are freed on every path. */
function withImage<T>(svg: string, take: (image: RenderedImage) => T): T {
  refuseText(svg);
  const renderer = new Resvg(svg, RENDER_OPTIONS);
  try {
    const image = renderer.render();
    try {
      return take(image);
    } finally {
      image.free();
    }
  } finally {
    renderer.free();
  }
}

/** Rasterises an SVG at its own size; call `loadRasteriser()` first. Deterministic: same SVG, same bytes. */
export function svgToPng(svg: string): Png {
  return withImage(svg, (image) => ({ bytes: image.asPng(), width: image.width, height: image.height }));
}

/** The RGBA pixels (row-major, 4 bytes each) of an SVG at its own size, for checks of what was drawn. */
export function svgToPixels(svg: string): { pixels: Uint8Array; width: number; height: number } {
  return withImage(svg, (image) => ({ pixels: image.pixels, width: image.width, height: image.height }));
}
