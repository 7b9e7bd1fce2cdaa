import { describe, expect, test } from "bun:test";
import { createAjv } from "../../src/server/validation.ts";
import { tools } from "../../src/tools/registry.ts";

const FOUNDATION_TOOLS = [
  "name_to_smiles",
  "parse_smiles",
  "canonical_smiles",
  "ecfp4",
  "tanimoto",
  "smarts_match",
  "find_mcs",
  "smiles_to_moljson",
  "moljson_to_smiles",
  "representation_router",
];

describe("tool registry", () => {
  test("names are unique and in tools.md order", () => {
    const names = tools.map((t) => t.name);
    expect(new Set(names).size).toBe(names.length);
    expect(names.filter((n) => FOUNDATION_TOOLS.includes(n))).toEqual(FOUNDATION_TOOLS);
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
      const input = tool.inputSchema as Record<string, any>;
      expect({ name: tool.name, type: input.type, additionalProperties: input.additionalProperties, dialect: input.$schema }).toEqual({
        name: tool.name,
        type: "object",
        additionalProperties: false,
        dialect: "https://json-schema.org/draft/2020-12/schema",
      });
      expect((tool.outputSchema as Record<string, unknown>).type).toBe("object");
      expect(tool.title.length).toBeGreaterThan(0);
      expect(tool.description).toMatch(/Example/);
      expect(tool.annotations).toMatchObject({ readOnlyHint: true, idempotentHint: true, openWorldHint: tool.name === "name_to_smiles" });
      for (const [name, schema] of Object.entries(input.properties as Record<string, any>)) {
        if (["smiles", "smiles1", "smiles2", "smarts", "json"].includes(name)) {
          expect({ tool: tool.name, name, minLength: schema.minLength, maxLength: schema.maxLength }).toEqual({ tool: tool.name, name, minLength: 1, maxLength: 100_000 });
        }
      }
    }
  });
});
