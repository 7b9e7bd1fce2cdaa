/**
 * depict_reaction: the SVG's named parts (one group per reactant, product and agent, "+" signs between molecules of a
 * side, one arrow), a valid PNG of the asked size, saving, and the errors. The counts come from the reaction text
 * itself (molecules separated by "." on each side of ">>").
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { loadRasteriser } from "../../src/chem/depict/depict-raster.ts";
import { pictureFileName } from "../../src/tools/output/files.ts";
import { runTool, type ToolOutcome } from "../../src/server/tool-runner.ts";
import type { ContentItem } from "../../src/tools/tool.ts";
import { ready, toolNamed } from "../../harness/tools.ts";

/** The documented limit (depict_reaction's description), written out so that a changed constant fails here. */
const MAX_REACTION_MOLECULES = 10;

beforeAll(async () => {
  await ready();
  await loadRasteriser();
});

const call = (args: Record<string, unknown>, outputDir?: string): Promise<ToolOutcome> =>
  runTool(toolNamed("depict_reaction"), args, new AbortController().signal, { outputDir });

function contentOf(outcome: ToolOutcome): ContentItem[] {
  if (outcome.kind !== "content")
    throw new Error(`expected content items, got ${JSON.stringify(outcome).slice(0, 300)}`);
  return outcome.content;
}
const textOf = (items: ContentItem[]): string => (items[0]?.type === "text" ? items[0].text : "");
const svgOf = (items: ContentItem[]): string => (items[1]?.type === "resource" ? items[1].resource.text : "");
const count = (svg: string, pattern: RegExp): number => (svg.match(pattern) ?? []).length;

/** Width and height from a PNG's IHDR chunk (bytes 16–23), after checking the 8-byte signature. */
function pngSize(png: Buffer): { width: number; height: number } {
  expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  expect(png.subarray(12, 16).toString("ascii")).toBe("IHDR");
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

describe("depict_reaction", () => {
  test("SVG: two reactants, one agent, two products: their groups, one + per side, one arrow", async () => {
    const items = contentOf(
      await call({ reaction_smiles: "CC(=O)O.NCc1ccccc1>CN(C)C=O>CC(=O)NCc1ccccc1.O", format: "svg" }),
    );
    const svg = svgOf(items);
    expect(count(svg, /<g class='reactant'/g)).toBe(2);
    expect(count(svg, /<g class='product'/g)).toBe(2);
    expect(count(svg, /<g class='agent'/g)).toBe(1);
    expect(count(svg, /class='reaction-plus'/g)).toBe(2);
    expect(count(svg, /class='reaction-arrow'/g)).toBe(1);
    expect(svg).toContain("width='800px' height='250px'");
    expect(textOf(items)).toBe(
      "SVG 800×250 px: reaction SMILES CC(=O)O.NCc1ccccc1>CN(C)C=O>CC(=O)NCc1ccccc1.O: 2 reactant(s) → 2 product(s), 1 agent(s) drawn above the arrow.",
    );
  });

  test("a reaction SMARTS (react's template) is drawn as queries", async () => {
    const svg = svgOf(
      contentOf(await call({ reaction_smiles: "[C:1](=[O:2])[OH].[N;!H0:3]>>[C:1](=[O:2])[N:3]", format: "svg" })),
    );
    expect([
      count(svg, /<g class='reactant'/g),
      count(svg, /<g class='product'/g),
      count(svg, /class='reaction-arrow'/g),
    ]).toEqual([2, 1, 1]);
  });

  test("PNG: a valid image of the asked size", async () => {
    const items = contentOf(await call({ reaction_smiles: "C=CC=C.C=C>>C1=CCCCC1", width: 600, height: 200 }));
    expect(items[1]?.type).toBe("image");
    const png = Buffer.from((items[1] as { data: string }).data, "base64");
    expect(pngSize(png)).toEqual({ width: 600, height: 200 });
  });

  test(`errors and limits: bad reaction, bad component, ${MAX_REACTION_MOLECULES} molecules drawn and one more refused, too narrow`, async () => {
    const noArrow = await call({ reaction_smiles: "CCO" });
    expect(noArrow.kind === "domain-error" && noArrow.error.code).toBe("INVALID_SMARTS");
    const badPart = await call({ reaction_smiles: "C1CC.CC>>CC" });
    expect(badPart.kind === "domain-error" && badPart.error.code).toBe("INVALID_SMARTS");
    const side = (n: number) => Array(n).fill("C").join(".");
    const ten = await call({
      reaction_smiles: `${side(MAX_REACTION_MOLECULES / 2)}>>${side(MAX_REACTION_MOLECULES / 2)}`,
      format: "svg",
    });
    expect(count(svgOf(contentOf(ten)), /<g class='(reactant|product)'/g)).toBe(MAX_REACTION_MOLECULES);
    const eleven = await call({
      reaction_smiles: `${side(MAX_REACTION_MOLECULES / 2 + 1)}>>${side(MAX_REACTION_MOLECULES / 2)}`,
    });
    expect(eleven.kind === "domain-error" && eleven.error.code).toBe("MOLECULE_TOO_LARGE");
    expect((await call({ reaction_smiles: `${side(5)}>>${side(5)}`, width: 300 })).kind).toBe("invalid-arguments");
    expect((await call({ reaction_smiles: "CC>>CC", width: 3001 })).kind).toBe("invalid-arguments");
  });

  describe("saving under --output-dir", () => {
    const dir = mkdtempSync(join(tmpdir(), "chematic-depict-reaction-"));
    afterAll(() => rmSync(dir, { recursive: true, force: true }));
    test("save:true writes the PNG named by its content hash", async () => {
      const items = contentOf(await call({ reaction_smiles: "CC>>C=C", save: true }, dir));
      const png = Buffer.from((items[1] as { data: string }).data, "base64");
      const path = join(dir, pictureFileName(png, "png"));
      expect(textOf(items)).toEndWith(`Saved to ${path}.`);
      expect(readFileSync(path).equals(png)).toBe(true);
    });
  });
});
