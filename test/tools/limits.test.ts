/**
 * The tool limits protocol.md and tools.md name, swept over the registry at the boundary: the value exactly at the
 * limit is served, one over it gets the documented answer (SMILES/SMARTS/MolJSON argument bytes, atoms per molecule,
 * find_mcs's list, smarts_match's matches, name_to_smiles's name length). In-process (McpServer, runTool). The
 * message limits of protocol.md's "Limits" table: test/protocol/message-limits.test.ts; the HTTP-only limits:
 * test/transport/http-framing.test.ts and http-concurrency.test.ts; retrosynthesis's 500 atoms in
 * test/tools/retrosynthesis.test.ts.
 *
 * Units, as the code counts them (and as protocol.md means them):
 * - SMILES/SMARTS/MolJSON argument: bytes of UTF-8;
 * - atoms: heavy atoms written in the SMILES, then the atoms RDKit's molecule holds;
 * - name_to_smiles `name`: characters as JSON Schema counts them (Unicode code points).
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { McpServer, Session } from "../../src/server/server.ts";
import type { ToolOutcome } from "../../src/server/tool-runner.ts";
import { tools } from "../../src/tools/registry.ts";
import { startFakePubChem, type FakePubChem } from "../../harness/fake-pubchem.ts";
import { modern } from "../../harness/stdio-client.ts";
import { callTool, ready } from "../../harness/tools.ts";
import { callWith, declaredArguments, type DeclaredArgument } from "../../harness/tool-limits.ts";

const TEXT_LIMIT = 100_000;

const encoder = new TextEncoder();
const utf8Length = (text: string): number => encoder.encode(text).byteLength;

const server = new McpServer(tools, { name: "chematic-mcp", version: "test" });

type Answer = {
  id: unknown;
  result?: Record<string, unknown>;
  error?: { code: number; message: string; data?: unknown };
};

// A content-only tool's answer (depict, depict_grid: an image) is a success too.
const codeOf = (outcome: ToolOutcome): string =>
  outcome.kind === "domain-error" ? outcome.error.code : outcome.kind === "content" ? "success" : outcome.kind;
const detailsOf = (outcome: ToolOutcome): unknown =>
  outcome.kind === "domain-error" ? outcome.error.details : undefined;
const messageOf = (outcome: ToolOutcome): string =>
  outcome.kind === "invalid-arguments"
    ? outcome.message
    : outcome.kind === "domain-error"
      ? outcome.error.message
      : "success";

beforeAll(ready);

// ---------------------------------------------------------------- SMILES / SMARTS / MolJSON argument: 100,000 bytes

/** Every tool's declared arguments (`limits` in its definition) with their schemas' bounds: what the sweeps test. */
const declared = declaredArguments(tools);
const toolNamed = (name: string) => tools.find((tool) => tool.name === name) as (typeof tools)[number];
const callOf = (entry: DeclaredArgument, value: string, asKind = false) =>
  callWith(toolNamed(entry.tool), entry, declared, value, { asKind });

describe("SMILES / SMARTS / MolJSON argument: 100,000 bytes", () => {
  /** Every declared molecule-text argument (a list's items for a list). */
  const textArguments = declared.filter((entry) => entry.kind !== "name");

  // The compound lists of the library tools (`smiles` as strings or {id, smiles}) carry the same bound on each item;
  // test/tools/registry.test.ts checks it there.
  test("the declarations are the schemas' SMILES, SMARTS and MolJSON arguments, each bound at 100,000 bytes", () => {
    // Every argument (or list item) the schema bounds at 100,000 bytes is declared, and no other: a tool that forgets
    // a declaration fails here, and one that declares it is swept below with no edit to this file.
    const inSchemas = tools.flatMap((tool) =>
      Object.entries(
        tool.inputSchema.properties as Record<string, { maxLength?: number; items?: { maxLength?: number } }>,
      )
        .filter(([, schema]) => schema.maxLength === TEXT_LIMIT || schema.items?.maxLength === TEXT_LIMIT)
        .map(([argument]) => `${tool.name} ${argument}`),
    );
    expect(textArguments.map((entry) => `${entry.tool} ${entry.argument}`)).toEqual(inSchemas);
    expect(textArguments.filter((entry) => entry.maxLength !== TEXT_LIMIT)).toEqual([]);
    // Among them, a SMARTS, a MolJSON document, a list and a second molecule:
    const pairs = textArguments.map((entry) => [entry.tool, entry.argument]);
    expect(pairs).toContainEqual(["smarts_match", "smarts"]);
    expect(pairs).toContainEqual(["moljson_to_smiles", "json"]);
    expect(pairs).toContainEqual(["find_mcs", "smiles_list"]);
    expect(pairs).toContainEqual(["tanimoto", "smiles2"]);
    // Names are declared too, bound at 500 characters (protocol.md).
    expect(declared.filter((entry) => entry.kind === "name").map((entry) => [entry.tool, entry.maxLength])).toEqual([
      ["name_to_smiles", 500],
      ["check_structure", 500],
    ]);
  });

  /**
   * A valid value of exactly `size` bytes that holds `tail`: the argument's sample with a name after a space
   * ("CCO xxx…", which RDKit's SMILES, SMARTS and reaction readers accept), or a one-carbon MolJSON document whose
   * atom id is the tail, padded with whitespace.
   */
  function textOf(entry: DeclaredArgument, size: number, tail: string): string {
    if (entry.kind === "moljson") {
      const doc = JSON.stringify({ atoms: [{ id: `a${tail}`, element: "C" }], bonds: [] });
      return doc + " ".repeat(size - utf8Length(doc));
    }
    const head = `${entry.sample} `;
    return `${head}${"x".repeat(size - head.length - utf8Length(tail))}${tail}`;
  }

  test.each([
    ["ASCII", ""],
    ["ending in a 2-byte character", "é"],
    ["ending in a 4-byte character", "😀"],
  ])(
    "%s: exactly 100,000 bytes is served by every tool, 100,001 bytes is invalid arguments naming the argument",
    async (_kind, tail) => {
      for (const entry of textArguments) {
        const { tool, argument } = entry;
        const atLimit = textOf(entry, TEXT_LIMIT, tail);
        expect(utf8Length(atLimit)).toBe(TEXT_LIMIT);
        const served = await callTool(tool, callOf(entry, atLimit).args);
        expect({ tool, argument, outcome: codeOf(served) }).toEqual({ tool, argument, outcome: "success" });
        // One more byte at the front: 100,001 bytes (and, with a multibyte tail, still at most 100,000 characters).
        const over = `C${atLimit}`;
        expect(utf8Length(over)).toBe(TEXT_LIMIT + 1);
        const call = callOf(entry, over);
        const refused = await callTool(tool, call.args);
        expect({ tool, argument, outcome: codeOf(refused) }).toEqual({ tool, argument, outcome: "invalid-arguments" });
        // Ajv names a list item "smiles_list.0", the byte check "smiles_list[0]".
        expect(messageOf(refused)).toContain(`"${tail === "" ? call.schemaPath : call.label}"`);
        if (tail !== "") expect(messageOf(refused)).toContain("100000 bytes of UTF-8");
      }
      // Every molecule tool twice, the depictions' first PNG (resvg's WebAssembly loads) included: not Bun's 5 s.
    },
    600_000,
  );

  test("over the limit, the era's invalid-arguments answer: -32602 (modern), -32000 (legacy 2024-11-05)", async () => {
    const over = { name: "canonical_smiles", arguments: { smiles: `C ${"x".repeat(TEXT_LIMIT - 2)}é` } };
    const modernAnswer = (await server.handle(
      { jsonrpc: "2.0", id: 1, method: "tools/call", params: modern(over) },
      new Session(),
    )) as Answer;
    expect(modernAnswer.error?.code).toBe(-32602);
    expect(modernAnswer.error?.message).toContain('"smiles"');
    const session = new Session();
    await server.handle(
      { jsonrpc: "2.0", id: 0, method: "initialize", params: { protocolVersion: "2024-11-05" } },
      session,
    );
    const legacyAnswer = (await server.handle(
      { jsonrpc: "2.0", id: 2, method: "tools/call", params: over },
      session,
    )) as Answer;
    expect(legacyAnswer.error?.code).toBe(-32000);
    expect(legacyAnswer.error?.message).toContain('"smiles"');
  });
});

// ---------------------------------------------------------------- atoms in a molecule: 10,000 (and the tools' own limits)

/** `count` copies of `atom` as separate components: many atoms, no deep walk, cheap for RDKit. */
const dotted = (atom: string, count: number): string => Array(count).fill(atom).join(".");

describe("atoms in a molecule: 10,000; find_mcs 200 per molecule; generate_3d 100", () => {
  test("10,000 atoms are served (ecfp4); 10,001 are MOLECULE_TOO_LARGE, counted in the SMILES or, for atoms it does not count, by RDKit", async () => {
    const atLimit = await callTool("ecfp4", { smiles: dotted("[Na+]", 10_000) });
    expect(atLimit.kind === "success" && atLimit.payload.popcount).toBe(1);
    const over = await callTool("ecfp4", { smiles: dotted("[Na+]", 10_001) });
    expect(codeOf(over)).toBe("MOLECULE_TOO_LARGE");
    expect(detailsOf(over)).toEqual({ argument: "smiles", atoms: 10_001, limit: 10_000 });
    // Written hydrogens are not counted before parsing; deuterium stays in RDKit's molecule, so RDKit's count refuses it.
    const deuterium = await callTool("ecfp4", { smiles: dotted("[2H]", 10_001) });
    expect(codeOf(deuterium)).toBe("MOLECULE_TOO_LARGE");
    expect(detailsOf(deuterium)).toEqual({ argument: "smiles", atoms: 10_001, limit: 10_000 });
  });

  test("every SMILES argument of every tool refuses one atom over its limit (10,000 unless the tool says less)", async () => {
    // tools.md's and the tools' own limits: the declarations must keep these numbers (a tool added later is held to its
    // limit by its own test, and swept here with the number it declares).
    const toolLimits: Record<string, number> = {
      find_mcs: 200,
      generate_3d: 100,
      retrosynthesis: 500,
      depict: 500,
      depict_grid: 200,
      react: 1000,
      predict_products: 300,
      describe_structure: 1000,
      graph_distance: 1000,
      map_atoms: 300,
      standardize: 1000,
      check_structure: 1000,
      smiles_to_name: 100,
    };
    // SMARTS, MolJSON, the depictions' SMARTS and reactions are declared with their own kinds: not swept for atoms.
    const smilesArguments = declared.filter((entry) => entry.kind === "smiles");
    // Every SMILES argument of a tool in the table declares the table's number (map_atoms' two each), and each tool
    // of the table declares one.
    const offTable = smilesArguments
      .filter((entry) => entry.tool in toolLimits && entry.maxAtoms !== toolLimits[entry.tool])
      .map((entry) => `${entry.tool} ${entry.argument}: ${entry.maxAtoms}`);
    expect(offTable).toEqual([]);
    expect(Object.keys(toolLimits).filter((tool) => !smilesArguments.some((entry) => entry.tool === tool))).toEqual([]);
    let checked = 0;
    for (const entry of smilesArguments) {
      const { tool, argument } = entry;
      const limit = entry.maxAtoms as number;
      // substructure_search's query read as SMILES (its SMARTS reading is bounded like smarts_match's).
      const call = callOf(entry, dotted("C", limit + 1), true);
      const outcome = await callTool(tool, call.args);
      expect({ tool, argument, code: codeOf(outcome), details: detailsOf(outcome) }).toEqual({
        tool,
        argument,
        code: "MOLECULE_TOO_LARGE",
        details: { argument: call.label, atoms: limit + 1, limit },
      });
      checked++;
    }
    // 17 one-SMILES arguments of the first tools (smarts_match's and depict's included), tanimoto's two, the lists of find_mcs,
    // depict_grid, react and predict_products; then substructure_search's query (as SMILES), similarity_search's
    // query_smiles_list, describe_structure, graph_distance, standardize, map_atoms' two, scaffold_analysis's smiles,
    // check_structure's, smiles_to_name's, and the cores of rgroup_decompose and enumerate_analogues: 36 today, and
    // every one the tools declare.
    expect(checked).toBe(smilesArguments.length);
    expect(checked).toBeGreaterThanOrEqual(36);
  });

  test("every SMILES argument with its own atom limit takes a molecule of exactly that many atoms", async () => {
    // At the bound the size check lets the molecule through: whatever the tool then answers (react's template finds no
    // carbon, retrosynthesis's one-component rule), it is not MOLECULE_TOO_LARGE. Dummy atoms, as separate components:
    // no chain for the depth guard, no hydrogens for generate_3d to embed. (10,000 atoms: the ecfp4 test above.)
    const own = declared.filter((entry) => entry.kind === "smiles" && (entry.maxAtoms as number) < 10_000);
    for (const entry of own) {
      const { tool, argument } = entry;
      const outcome = await callTool(tool, callOf(entry, dotted("*", entry.maxAtoms as number), true).args);
      expect({ tool, argument, refusedAsTooLarge: codeOf(outcome) === "MOLECULE_TOO_LARGE" }).toEqual({
        tool,
        argument,
        refusedAsTooLarge: false,
      });
    }
    expect(own.length).toBeGreaterThanOrEqual(13);
  });

  test("find_mcs: a 200-atom molecule is served, 201 atoms (in any list position) is MOLECULE_TOO_LARGE", async () => {
    const served = await callTool("find_mcs", { smiles_list: ["C".repeat(200), "CCO"] });
    expect(served.kind === "success" && served.payload).toMatchObject({ mcs: "CC", atom_count: 2 });
    for (const list of [
      ["C".repeat(201), "CCO"],
      ["CCO", "CCN", "C".repeat(201)],
    ]) {
      const refused = await callTool("find_mcs", { smiles_list: list });
      expect(codeOf(refused)).toBe("MOLECULE_TOO_LARGE");
      expect(detailsOf(refused)).toEqual({
        argument: `smiles_list[${list.length === 2 ? 0 : 2}]`,
        atoms: 201,
        limit: 200,
      });
    }
  });

  test("find_mcs: smiles_list of 2 and of 20 molecules is served; 1 and 21 are invalid arguments", async () => {
    for (const count of [2, 20]) {
      const outcome = await callTool("find_mcs", { smiles_list: Array(count).fill("CCO") });
      expect({ count, mcs: outcome.kind === "success" && outcome.payload.mcs }).toEqual({ count, mcs: "CCO" });
    }
    for (const count of [1, 21]) {
      const outcome = await callTool("find_mcs", { smiles_list: Array(count).fill("CCO") });
      expect({ count, kind: outcome.kind }).toEqual({ count, kind: "invalid-arguments" });
      expect(messageOf(outcome)).toContain('"smiles_list"');
    }
  });

  test("generate_3d: 100 atoms before hydrogens are embedded, 101 are MOLECULE_TOO_LARGE", async () => {
    const served = await callTool("generate_3d", { smiles: dotted("*", 100) });
    expect(served.kind === "success" && [served.payload.atom_count, served.payload.heavy_atoms]).toEqual([100, 100]);
    const refused = await callTool("generate_3d", { smiles: dotted("*", 101) });
    expect(codeOf(refused)).toBe("MOLECULE_TOO_LARGE");
    expect(detailsOf(refused)).toEqual({ argument: "smiles", atoms: 101, limit: 100 });
  });
});

// ---------------------------------------------------------------- smarts_match: 10,000 matches

describe("smarts_match: 10,000 matches", () => {
  // "C.O" matches each (carbon, oxygen) pair once: c × o unique matches from c + o atoms.
  const molecule = (carbons: number, oxygens: number) => `${dotted("C", carbons)}.${dotted("O", oxygens)}`;

  test("10,000 matches are returned (100 × 100); 10,001 (73 × 137) is MATCH_RESOURCE_LIMIT", async () => {
    const served = await callTool("smarts_match", { smarts: "C.O", smiles: molecule(100, 100) });
    expect(
      served.kind === "success" && [served.payload.match_count, (served.payload.atom_maps as unknown[]).length],
    ).toEqual([10_000, 10_000]);
    const refused = await callTool("smarts_match", { smarts: "C.O", smiles: molecule(73, 137) });
    expect(codeOf(refused)).toBe("MATCH_RESOURCE_LIMIT");
    expect(detailsOf(refused)).toEqual({ limit: 10_000 });
  });
});

// ---------------------------------------------------------------- name_to_smiles: name of 1..500 characters

describe("name_to_smiles: a name of 1..500 characters", () => {
  let pubchem: FakePubChem;
  const previous = process.env.CHEMATIC_PUBCHEM_URL;
  beforeAll(async () => {
    pubchem = await startFakePubChem();
    process.env.CHEMATIC_PUBCHEM_URL = pubchem.url;
  });
  afterAll(async () => {
    await pubchem.stop();
    if (previous === undefined) delete process.env.CHEMATIC_PUBCHEM_URL;
    else process.env.CHEMATIC_PUBCHEM_URL = previous;
  });

  /** Served means looked up: the stand-in has no such compound, so PUBCHEM_LOOKUP_FAILED (404) after it was asked for this name. */
  async function expectLookedUp(name: string): Promise<void> {
    const outcome = await callTool("name_to_smiles", { name });
    expect({ length: [...name].length, code: codeOf(outcome), details: detailsOf(outcome) }).toEqual({
      length: [...name].length,
      code: "PUBCHEM_LOOKUP_FAILED",
      details: { name, status: 404 },
    });
    expect((await pubchem.requests()).at(-1)).toContain(`/name/${encodeURIComponent(name)}/`);
  }

  async function expectRefused(name: string): Promise<void> {
    const before = (await pubchem.requests()).length;
    const outcome = await callTool("name_to_smiles", { name });
    expect({ length: [...name].length, kind: outcome.kind }).toEqual({
      length: [...name].length,
      kind: "invalid-arguments",
    });
    expect(messageOf(outcome)).toContain('"name"');
    expect((await pubchem.requests()).length).toBe(before); // PubChem was not asked
  }

  test("1 and 500 characters are looked up; 0 and 501 are invalid arguments", async () => {
    await expectLookedUp("q");
    await expectLookedUp("q".repeat(500));
    await expectRefused("");
    await expectRefused("q".repeat(501));
  });

  test('characters, not bytes or UTF-16 units: 500 of "é" (1,000 bytes) or of "😀" (1,000 UTF-16 units) are looked up, 501 refused', async () => {
    for (const char of ["é", "😀"]) {
      await expectLookedUp(char.repeat(500));
      await expectRefused(char.repeat(501));
    }
  });
});
