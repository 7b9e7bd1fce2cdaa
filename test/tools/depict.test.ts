/**
 * depict and depict_grid through the server (both eras) and through runTool: the answer's shape (content items,
 * never structuredContent or an outputSchema), what is highlighted, the errors, and saving under --output-dir.
 * Expected atom indices are read off the SMILES (atoms are numbered in the order they are written).
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import {
  existsSync,
  lstatSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { loadRasteriser } from "../../src/chem/depict/depict-raster.ts";
import { pictureFileName } from "../../src/tools/output/files.ts";
import type { JsonRpcRequest } from "../../src/protocol/jsonrpc.ts";
import { McpServer, Session } from "../../src/server/server.ts";
import { runTool, type ToolOutcome } from "../../src/server/tool-runner.ts";
import { tools } from "../../src/tools/registry.ts";
import type { ContentItem } from "../../src/tools/tool.ts";
import { modern } from "../../harness/stdio-client.ts";
import { ready, toolNamed } from "../../harness/tools.ts";

const ASPIRIN = "CC(=O)Oc1ccccc1C(=O)O";
/** A first call loads RDKit's and resvg's WebAssembly: the suite's 10-minute limit, for a loaded 2-core machine. */
const SLOW_MS = 600_000;

beforeAll(async () => {
  await ready();
  await loadRasteriser();
}, SLOW_MS);

const server = new McpServer(tools, { name: "chematic-mcp", version: "test" });

async function ask(
  session: Session,
  method: string,
  params: Record<string, unknown>,
): Promise<{ result?: Record<string, unknown>; error?: { code: number; message: string } }> {
  const answer = await server.handle({ jsonrpc: "2.0", id: 1, method, params } as JsonRpcRequest, session);
  return answer as { result?: Record<string, unknown>; error?: { code: number; message: string } };
}

async function legacySession(revision: string): Promise<Session> {
  const session = new Session();
  await ask(session, "initialize", {
    protocolVersion: revision,
    capabilities: {},
    clientInfo: { name: "t", version: "1" },
  });
  return session;
}

const call = (name: string, args: Record<string, unknown>, outputDir?: string): Promise<ToolOutcome> =>
  runTool(toolNamed(name), args, new AbortController().signal, { outputDir });

function contentOf(outcome: ToolOutcome): ContentItem[] {
  if (outcome.kind !== "content")
    throw new Error(`expected content items, got ${JSON.stringify(outcome).slice(0, 300)}`);
  return outcome.content;
}

const textOf = (items: ContentItem[]): string => (items[0]?.type === "text" ? items[0].text : "");

describe("the answer's shape in every era", () => {
  test(
    "tools/list: no outputSchema for the depictions, in legacy 2025-06-18 and in 2026-07-28",
    async () => {
      const legacy = await ask(await legacySession("2025-06-18"), "tools/list", {});
      const current = await ask(new Session(), "tools/list", modern());
      for (const answer of [legacy, current]) {
        const listed = (answer.result?.tools ?? []) as Array<{ name: string; outputSchema?: unknown }>;
        const depictions = listed.filter((tool) => tool.name.startsWith("depict"));
        expect(depictions.map((tool) => [tool.name, tool.outputSchema])).toEqual([
          ["depict", undefined],
          ["depict_grid", undefined],
          ["depict_reaction", undefined],
        ]);
        // The other tools keep theirs.
        expect(listed.find((tool) => tool.name === "canonical_smiles")?.outputSchema).toBeDefined();
      }
    },
    SLOW_MS,
  );

  test(
    "a PNG is [text, image] without structuredContent; an error is isError text with structuredContent.error; both eras",
    async () => {
      const eras: Array<[string, Session, (args: Record<string, unknown>) => Record<string, unknown>]> = [
        ["2025-06-18", await legacySession("2025-06-18"), (args) => args],
        ["2025-11-25", await legacySession("2025-11-25"), (args) => args],
        ["2026-07-28", new Session(), (args) => modern(args)],
      ];
      for (const [era, session, wrap] of eras) {
        const ok = await ask(session, "tools/call", wrap({ name: "depict", arguments: { smiles: ASPIRIN } }));
        const content = ok.result?.content as ContentItem[];
        expect({
          era,
          keys: Object.keys(ok.result ?? {}).filter((key) => key !== "_meta" && key !== "resultType"),
          types: content.map((item) => item.type),
        }).toEqual({
          era,
          keys: ["content"],
          types: ["text", "image"],
        });
        const image = content[1] as { data: string; mimeType: string };
        expect(image.mimeType).toBe("image/png");
        // base64 of a PNG: the signature, then the IHDR chunk with 400 × 300.
        const png = Buffer.from(image.data, "base64");
        expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([400, 300]);
        const bad = await ask(session, "tools/call", wrap({ name: "depict", arguments: { smiles: "C1CC" } }));
        expect({
          era,
          isError: bad.result?.isError,
          structured: bad.result?.structuredContent,
          text: ((bad.result?.content ?? []) as ContentItem[])[0],
        }).toEqual({
          era,
          isError: true,
          // protocol.md (issue 27): every domain error carries structuredContent.error, pictures included.
          structured: { error: { code: "INVALID_SMILES", message: expect.any(String), details: expect.any(Object) } },
          text: { type: "text", text: expect.stringMatching(/^INVALID_SMILES: .*unclosed ring/) },
        });
      }
    },
    SLOW_MS,
  );

  test("SVG is an embedded resource with media type image/svg+xml, RDKit's SVG text", async () => {
    const items = contentOf(await call("depict", { smiles: "c1ccncc1", format: "svg", width: 250, height: 200 }));
    expect(items.map((item) => item.type)).toEqual(["text", "resource"]);
    const resource = (items[1] as { resource: { uri: string; mimeType: string; text: string } }).resource;
    expect(resource.mimeType).toBe("image/svg+xml");
    expect(resource.uri).toMatch(/^chematic:\/\/depiction\/depiction-[0-9a-f]{32}\.svg$/);
    expect(resource.text).toContain("width='250px' height='200px'");
    expect(textOf(items)).toBe("SVG 250×200 px: c1ccncc1 (6 atoms).");
  });
});

describe("what is drawn", () => {
  test("highlight_smarts: aspirin's carboxylic acid is atoms 10, 11, 12 (C, =O, OH as written) and bonds 10, 11", async () => {
    const items = contentOf(
      await call("depict", { smiles: ASPIRIN, highlight_smarts: "C(=O)[OH]", show_atom_indices: true }),
    );
    expect(textOf(items)).toBe(
      `PNG 400×300 px: ${ASPIRIN} (13 atoms); SMARTS C(=O)[OH]: 1 match(es); highlighted atoms [10,11,12], bonds [10,11]; atom indices shown (0-based, SMILES order).`,
    );
  });

  test("highlight_alerts pains: the benzylidene rhodanine hits ene_rhod_A; its atoms are the rhodanine ring, C=O, C=S and the exocyclic CH", async () => {
    // O=C1C(=Cc2ccccc2)SC(=S)N1: O0 C1 C2 C3(exocyclic CH) c4..c9 (phenyl) S10 C11 S12 N13.
    const items = contentOf(await call("depict", { smiles: "O=C1C(=Cc2ccccc2)SC(=S)N1", highlight_alerts: "pains" }));
    expect(textOf(items)).toContain("PAINS alerts: ene_rhod_A(235); highlighted atoms [0,1,2,3,10,11,12,13]");
    const clean = contentOf(await call("depict", { smiles: "CCO", highlight_alerts: "brenk" }));
    expect(textOf(clean)).toBe("PNG 400×300 px: CCO (3 atoms); Brenk alerts: none.");
  });

  test("highlight_atoms and highlight_bonds are taken as given; align_to says whether it applied", async () => {
    const items = contentOf(
      await call("depict", { smiles: "CCO", highlight_atoms: [2, 0], highlight_bonds: [1], align_to: "CO" }),
    );
    expect(textOf(items)).toBe(
      "PNG 400×300 px: CCO (3 atoms); highlighted atoms [0,2], bonds [1]; oriented on align_to CO.",
    );
    const missing = contentOf(await call("depict", { smiles: "CCO", align_to: "c1ccccc1" }));
    expect(textOf(missing)).toContain("align_to c1ccccc1 is not in the molecule: default layout");
    // A SMARTS scaffold that is not a SMILES (read as a SMILES it would be a molecule of two radicals).
    const smarts = contentOf(await call("depict", { smiles: "CCO", align_to: "[#6]-[#8]" }));
    expect(textOf(smarts)).toContain("oriented on align_to [#6]-[#8]");
  });

  test("written [H] atoms are drawn and numbered where they stand, as in every other tool (issue 20)", async () => {
    // [H]OC([2H])C(=O)O: H0 O1 C2 [2H]3 C4 O5 O6 — seven atoms; the hydroxyl O is atom 1, as describe_structure numbers it.
    const items = contentOf(
      await call("depict", {
        smiles: "[H]OC([2H])C(=O)O",
        highlight_smarts: "[OX2]",
        show_atom_indices: true,
        format: "svg",
      }),
    );
    expect(textOf(items)).toContain("(7 atoms); SMARTS [OX2]: 2 match(es); highlighted atoms [1,6]");
  });

  test(
    "a grid: MCS alignment, legends, SMARTS highlights per molecule",
    async () => {
      const smiles = ["c1ccccc1CCN", "Oc1ccccc1CCN", "Clc1ccc(cc1)CCN", "CCCC"];
      const items = contentOf(
        await call("depict_grid", {
          smiles_list: smiles,
          legends: ["A", "B", "C", "D"],
          align_to_mcs: true,
          highlight_smarts: "[NX3;H2]",
          mols_per_row: 2,
        }),
      );
      // 2 per row: 2 × 250 by 2 × 200. The MCS with whole rings only: phenethylamine's skeleton minus CCCC? No:
      // butane shares no ring, so the MCS of all four is a chain; RDKit's FMCS decides, the text names it.
      expect(textOf(items)).toMatch(
        /^PNG 500×400 px: grid of 4 molecule\(s\), 2 per row, in the order given; SMARTS \[NX3;H2\] highlighted in 3 of 4; /,
      );
      const png = Buffer.from((items[1] as { data: string }).data, "base64");
      expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([500, 400]);
      const aligned = contentOf(await call("depict_grid", { smiles_list: smiles.slice(0, 3), align_to: "c1ccccc1" }));
      expect(textOf(aligned)).toContain("aligned on align_to c1ccccc1 (3 of 3 contain it)");
    },
    SLOW_MS,
  );
});

describe("bad input", () => {
  test("invalid SMILES and SMARTS are domain errors naming the argument", async () => {
    const cases: Array<[string, Record<string, unknown>, string, RegExp]> = [
      ["depict", { smiles: "C1CC" }, "INVALID_SMILES", /smiles/],
      ["depict", { smiles: "CCO", highlight_smarts: "[C" }, "INVALID_SMARTS", /highlight_smarts/],
      ["depict", { smiles: "CCO", align_to: "[C" }, "INVALID_SMARTS", /Invalid SMARTS in align_to/],
      ["depict_grid", { smiles_list: ["CCO", "C1CC"] }, "INVALID_SMILES", /smiles_list\[1\]/],
      // chem/depict takes these names from the tools (issue 32): the grid's own labels, not depict's.
      ["depict_grid", { smiles_list: ["CCO"], highlight_smarts: "[C" }, "INVALID_SMARTS", /highlight_smarts/],
      ["depict_grid", { smiles_list: ["CCO"], align_to: "[C" }, "INVALID_SMARTS", /Invalid SMARTS in align_to/],
    ];
    for (const [name, args, code, message] of cases) {
      const outcome = await call(name, args);
      expect({ args, code: (outcome.kind === "domain-error" ? outcome.error.code : outcome.kind) as string }).toEqual({
        args,
        code: code as string,
      });
      if (outcome.kind === "domain-error") expect(outcome.error.message).toMatch(message);
    }
  });

  test("an atom or bond index past the molecule is an argument error saying the valid range", async () => {
    const atom = await call("depict", { smiles: "CCO", highlight_atoms: [0, 3] });
    expect(atom).toEqual({
      kind: "invalid-arguments",
      message:
        "Invalid arguments for tool depict: highlight_atoms[1] is 3, but the molecule has 3 atoms, indices 0 to 2 (atom indices follow the order of the atoms in the SMILES, as in every other tool)",
    });
    const bond = await call("depict", { smiles: "CCO", highlight_bonds: [2] });
    expect(bond.kind === "invalid-arguments" && bond.message).toContain(
      "highlight_bonds[0] is 2, but the molecule has 2 bonds, indices 0 to 1",
    );
  });

  test(
    "sizes and counts beyond the limits are argument errors; a picture too large for one answer is IMAGE_TOO_LARGE",
    async () => {
      expect((await call("depict", { smiles: "C", width: 2001 })).kind).toBe("invalid-arguments");
      expect((await call("depict", { smiles: "C", height: 99 })).kind).toBe("invalid-arguments");
      expect((await call("depict_grid", { smiles_list: Array(49).fill("C") })).kind).toBe("invalid-arguments");
      const tall = await call("depict_grid", { smiles_list: Array(21).fill("C"), mols_per_row: 1 });
      expect(tall.kind === "invalid-arguments" && tall.message).toContain(
        "the grid would be 250×4200 px; each side may be at most 4000",
      );
      const legends = await call("depict_grid", { smiles_list: ["C", "CC"], legends: ["one"] });
      expect(legends.kind === "invalid-arguments" && legends.message).toContain(
        "legends has 1 entries but smiles_list has 2",
      );
      const both = await call("depict_grid", { smiles_list: ["C", "CC"], align_to: "C", align_to_mcs: true });
      expect(both.kind).toBe("invalid-arguments");
      // 48 drugs with atom numbers as SVG: each panel's glyph outlines take ~20 kB, about 1 MB in all.
      const big = await call("depict_grid", {
        smiles_list: Array(48).fill("Cc1ccc(cc1Nc2nccc(n2)c3cccnc3)NC(=O)c4ccc(cc4)CN5CCN(CC5)C"),
        format: "svg",
        show_atom_indices: true,
      });
      expect(big.kind === "domain-error" && big.error.code).toBe("IMAGE_TOO_LARGE");
      if (big.kind === "domain-error") expect(big.error.message).toContain('ask for format "png"');
    },
    SLOW_MS,
  );
});

describe("saving under --output-dir", () => {
  const dir = mkdtempSync(join(tmpdir(), "chematic-depict-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  test("save:true writes the PNG named by its content hash and names the path; the same picture twice is one file", async () => {
    const items = contentOf(await call("depict", { smiles: ASPIRIN, save: true }, dir));
    const png = Buffer.from((items[1] as { data: string }).data, "base64");
    const path = join(dir, pictureFileName(png, "png"));
    expect(textOf(items)).toBe(`PNG 400×300 px: ${ASPIRIN} (13 atoms). Saved to ${path}.`);
    expect(readFileSync(path).equals(png)).toBe(true);
    await call("depict", { smiles: ASPIRIN, save: true }, dir);
    expect(readdirSync(dir)).toEqual([pictureFileName(png, "png")]);
  });

  test("an existing symbolic link with the picture's name is replaced, never written through", async () => {
    const svgItems = contentOf(await call("depict", { smiles: "CCN", format: "svg" }));
    const svg = (svgItems[1] as { resource: { text: string } }).resource.text;
    const name = pictureFileName(new TextEncoder().encode(svg), "svg");
    const outside = join(dir, "..", `outside-${process.pid}.txt`);
    writeFileSync(outside, "untouched");
    try {
      symlinkSync(outside, join(dir, name));
      const items = contentOf(await call("depict", { smiles: "CCN", format: "svg", save: true }, dir));
      expect(textOf(items)).toEndWith(`Saved to ${join(dir, name)}.`);
      expect(lstatSync(join(dir, name)).isSymbolicLink()).toBe(false);
      expect(readFileSync(join(dir, name), "utf8")).toBe(svg);
      expect(readFileSync(outside, "utf8")).toBe("untouched");
    } finally {
      rmSync(outside, { force: true });
    }
  });

  test("without --output-dir nothing is written and the text says so; without save nothing is written either", async () => {
    const before = readdirSync(dir).sort();
    const items = contentOf(await call("depict", { smiles: "CCCl", save: true }));
    expect(textOf(items)).toBe(
      "PNG 400×300 px: CCCl (3 atoms). Not saved: the server was started without --output-dir, so it writes nothing to disk.",
    );
    contentOf(await call("depict", { smiles: "CCBr" }, dir));
    expect(readdirSync(dir).sort()).toEqual(before);
    expect(
      existsSync(
        join(process.cwd(), pictureFileName(Buffer.from((items[1] as { data: string }).data, "base64"), "png")),
      ),
    ).toBe(false);
  });
});
