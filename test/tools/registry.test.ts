import { describe, expect, test } from "bun:test";
import { createAjv } from "../../src/server/validation.ts";
import { McpServer, Session, serverInstructions } from "../../src/server/server.ts";
import { modern } from "../../harness/stdio-client.ts";
import type { canonicalSmilesTool } from "../../src/tools/canonical-smiles.ts";
import type { generate3dTool } from "../../src/tools/generate-3d.ts";
import { tools } from "../../src/tools/registry.ts";
import { MAX_INLINE_MOLECULES } from "../../src/tools/library/input.ts";
import { ALL_TOOLS } from "../../harness/tool-names.ts";

/** The string schemas a SMILES-like argument holds: itself, each anyOf branch, a list's items, an {id, smiles} item's smiles. */
// biome-ignore lint/suspicious/noExplicitAny: JSON Schema objects walked generically
function moleculeStrings(schema: Record<string, any>): Record<string, any>[] {
  if (schema.type === "string") return [schema];
  if (Array.isArray(schema.anyOf)) return schema.anyOf.flatMap(moleculeStrings);
  if (schema.type === "array") return moleculeStrings(schema.items);
  if (schema.type === "object" && schema.properties?.smiles) return moleculeStrings(schema.properties.smiles);
  throw new Error(`not a molecule argument schema: ${JSON.stringify(schema).slice(0, 200)}`);
}

/** Keywords that are new in 2020-12 or mean something else in draft-07 (an array `items`), wherever they occur. */
function draftSpecificKeywords(schema: unknown): string[] {
  const specific = new Set([
    "$defs",
    "$ref",
    "$dynamicRef",
    "prefixItems",
    "dependentRequired",
    "dependentSchemas",
    "unevaluatedProperties",
    "unevaluatedItems",
    "definitions",
    "dependencies",
  ]);
  if (Array.isArray(schema)) return schema.flatMap(draftSpecificKeywords);
  if (schema === null || typeof schema !== "object") return [];
  return Object.entries(schema).flatMap(([key, value]) => [
    ...(specific.has(key) || (key === "items" && Array.isArray(value)) ? [key] : []),
    ...draftSpecificKeywords(value),
  ]);
}

describe("tool registry", () => {
  test("the whole registry: every tool once, in tools.md order", () => {
    expect(tools.map((t) => t.name)).toEqual([...ALL_TOOLS]);
  });

  test("every tool has a one-line whenToUse and examples whose arguments pass its inputSchema", () => {
    for (const tool of tools) {
      expect({ tool: tool.name, oneLine: tool.whenToUse.length > 0 && !tool.whenToUse.includes("\n") }).toEqual({
        tool: tool.name,
        oneLine: true,
      });
      expect(tool.examples.length).toBeGreaterThan(0);
      const validate = createAjv().compile(tool.inputSchema);
      for (const example of tool.examples) {
        expect({ tool: tool.name, args: example.arguments, valid: validate(example.arguments) }).toEqual({
          tool: tool.name,
          args: example.arguments,
          valid: true,
        });
        expect(Object.keys(example.expect).length).toBeGreaterThan(0);
        // The fields a description shows (ToolExample.shown) are fields the example checks, at least one.
        if (example.shown !== undefined) {
          const unknown = example.shown.filter((key) => !(key in example.expect));
          expect({ tool: tool.name, shown: example.shown.length > 0, unknown }).toEqual({
            tool: tool.name,
            shown: true,
            unknown: [],
          });
        }
      }
    }
  });

  test("the server instructions name every tool, with its whenToUse", () => {
    const instructions = serverInstructions(tools);
    for (const tool of tools) expect(instructions).toContain(`${tool.name}: ${tool.whenToUse}.`);
    // One paragraph an agent reads (protocol.md): about 40 tools at one short line each (~60 characters) plus the
    // opening and closing sentences stays under 3,000 characters.
    expect(instructions.length).toBeLessThan(3_000);
  });

  test("server/discover sends those instructions", async () => {
    const server = new McpServer(tools, { name: "chematic-mcp", version: "test" });
    const answer = (await server.handle(
      { jsonrpc: "2.0", id: 1, method: "server/discover", params: modern() },
      new Session(),
    )) as { result?: { instructions?: string } };
    expect(answer.result?.instructions).toBe(serverInstructions(tools));
  });

  test("negative control: a tool left out of the list given is missing from the instructions", () => {
    const withoutSaScore = serverInstructions(tools.filter((tool) => tool.name !== "sa_score"));
    expect(withoutSaScore).not.toContain("sa_score");
    expect(serverInstructions(tools)).toContain("sa_score:");
  });

  test("argument types come from the input schema (the @ts-expect-error lines fail `bun run typecheck` if not)", () => {
    // @ts-expect-error: smiles is a string in canonical_smiles's inputSchema
    const wrongType: Parameters<typeof canonicalSmilesTool.handler>[0] = { smiles: 5 };
    // @ts-expect-error: smiles is required by generate_3d's inputSchema, seed is not
    const missing: Parameters<typeof generate3dTool.handler>[0] = { seed: 7 };
    const right: Parameters<typeof generate3dTool.handler>[0] = { smiles: "CCO" };
    expect([wrongType, missing, right]).toHaveLength(3);
  });

  test("tool-specific worker settings are tool metadata: generate_3d collects garbage, canonical_smiles warms up", () => {
    expect(tools.filter((tool) => tool.collectGarbageAfter === true).map((tool) => tool.name)).toEqual(["generate_3d"]);
    expect(tools.filter((tool) => tool.warmUp !== undefined).map((tool) => [tool.name, tool.warmUp])).toEqual([
      ["canonical_smiles", { smiles: "c1ccccc1O" }],
    ]);
  });

  test("every tool that takes a compound list or file runs on the library worker, under --library-timeout-ms", () => {
    // A list or a file: a `file` argument (a --data-dir path), or an inline list of molecules (SMILES strings or
    // {id, smiles} items, whose strings moleculeStrings finds) as long as MAX_INLINE_MOLECULES.
    // biome-ignore lint/suspicious/noExplicitAny: JSON Schema objects read generically
    const isLibraryList = (schema: Record<string, any>): boolean =>
      (schema.type === "array" &&
        schema.maxItems === MAX_INLINE_MOLECULES &&
        (() => {
          try {
            return moleculeStrings(schema).length > 0;
          } catch {
            return false;
          }
        })()) ||
      (Array.isArray(schema.anyOf) && schema.anyOf.some(isLibraryList));
    const takesLibrary = tools.filter((tool) => {
      // biome-ignore lint/suspicious/noExplicitAny: JSON Schema objects read generically
      const properties = (tool.inputSchema as Record<string, any>).properties as Record<string, any>;
      return "file" in properties || Object.values(properties).some(isLibraryList);
    });
    expect(takesLibrary.map((tool) => tool.name)).toEqual([
      "screen_library",
      "scaffold_analysis",
      "substructure_search",
      "similarity_search",
      "cluster_molecules",
      "diversity_pick",
      "rgroup_decompose",
      "matched_pairs",
    ]);
    expect(takesLibrary.map((tool) => [tool.name, tool.runsOn])).toEqual(
      takesLibrary.map((tool) => [tool.name, "library"]),
    );
    // And only they (name_to_smiles, network I/O, runs on the main thread).
    expect(tools.filter((tool) => tool.runsOn === "library").map((tool) => tool.name)).toEqual(
      takesLibrary.map((tool) => tool.name),
    );
  });

  test("every schema compiles under Ajv 2020-12 strict mode", () => {
    for (const tool of tools) {
      const ajv = createAjv();
      expect(() => ajv.compile(tool.inputSchema)).not.toThrow();
      expect(() => ajv.compile(tool.outputSchema)).not.toThrow();
    }
  });

  test("negative control: a corrupted schema fails to compile in strict mode", () => {
    const ajv = createAjv();
    expect(() => ajv.compile({ type: "object", properties: { smiles: { type: "strnig" } } })).toThrow();
    expect(() => ajv.compile({ type: "object", propertiez: {} })).toThrow();
  });

  test("negative control: a wrong-typed result fails its output schema", () => {
    const ajv = createAjv();
    const canonical = tools.find((t) => t.name === "canonical_smiles")!;
    const validate = ajv.compile(canonical.outputSchema);
    expect(validate({ canonical: "CCO" })).toBe(true);
    expect(validate({ canonical: 5 })).toBe(false);
    expect(validate({})).toBe(false);
  });

  test("the common rules of tools.md hold for every tool", () => {
    for (const tool of tools) {
      // biome-ignore lint/suspicious/noExplicitAny: JSON Schema objects read generically
      const input = tool.inputSchema as Record<string, any>;
      // No $schema on input schemas (the context budget, schema.ts inputObject): 2020-12 is MCP's default dialect,
      // and no keyword below means something else in an earlier draft.
      expect({
        name: tool.name,
        type: input.type,
        additionalProperties: input.additionalProperties,
        dialect: input.$schema,
        draftSpecific: draftSpecificKeywords(input),
      }).toEqual({
        name: tool.name,
        type: "object",
        additionalProperties: false,
        dialect: undefined,
        draftSpecific: [],
      });
      expect((tool.outputSchema as Record<string, unknown>).$schema).toBe(
        "https://json-schema.org/draft/2020-12/schema",
      );
      expect((tool.outputSchema as Record<string, unknown>).type).toBe("object");
      expect(tool.title.length).toBeGreaterThan(0);
      expect(tool.description).toMatch(/Example/);
      expect(tool.annotations).toMatchObject({
        readOnlyHint: true,
        idempotentHint: true,
        openWorldHint: tool.name === "name_to_smiles",
      });
      // biome-ignore lint/suspicious/noExplicitAny: JSON Schema objects read generically
      for (const [name, schema] of Object.entries(input.properties as Record<string, any>)) {
        if (["smiles", "smiles1", "smiles2", "smarts", "json"].includes(name)) {
          // A library tool's `smiles` is a list (or, for scaffold_analysis, one string or a list): each SMILES in it has the same byte bound.
          for (const text of moleculeStrings(schema)) {
            const top = text === schema || (schema.anyOf ?? []).includes(text);
            expect({ tool: tool.name, name, minLength: top ? text.minLength : 1, maxLength: text.maxLength }).toEqual({
              tool: tool.name,
              name,
              minLength: 1,
              maxLength: 100_000,
            });
          }
        }
      }
    }
  });
});
