import { beforeAll, describe, expect, test } from "bun:test";
import { DOMAIN_ERROR_CODES, DomainError } from "../../src/protocol/errors.ts";
import { outputSchemaWithError } from "../../src/server/output-schema.ts";
import { toolDomainErrorResult } from "../../src/server/results.ts";
import { createAjv } from "../../src/server/validation.ts";
import { tools } from "../../src/tools/registry.ts";
import { SAMPLE_ARGUMENTS } from "../../harness/binary.ts";
import { payloadOf, ready } from "../../harness/tools.ts";

beforeAll(ready);

const ajv = createAjv();
/** Tools with an advertised outputSchema: all but the content-only depictions (tool.ts `content`). */
const structuredTools = tools.filter((tool) => tool.content === undefined);
const compileAdvertised = (schema: Record<string, unknown>) => ajv.compile(outputSchemaWithError(schema));

/** What a chemistry failure carries as structuredContent, built the way the server builds it. */
function errorContent(code: (typeof DOMAIN_ERROR_CODES)[number]): Record<string, unknown> {
  const result = toolDomainErrorResult(new DomainError(code, "what to fix", { atom: 3 }));
  return result.structuredContent as Record<string, unknown>;
}

/** name_to_smiles needs PubChem; its payload shape is tools.md row 1 (aspirin, CID 2244). */
const NAME_TO_SMILES_PAYLOAD = {
  name: "aspirin",
  smiles: "CC(=O)OC1=CC=CC=C1C(=O)O",
  canonical_smiles: "CC(=O)Oc1ccccc1C(=O)O",
  cid: 2244,
  source: "PubChem",
};

describe("the advertised outputSchema: the success payload, or the error of an isError result", () => {
  test("every tool's advertised schema compiles in strict mode and accepts the tool's own answer to its sample arguments", async () => {
    for (const tool of structuredTools) {
      const validate = compileAdvertised(tool.outputSchema);
      const payload =
        tool.name === "name_to_smiles"
          ? NAME_TO_SMILES_PAYLOAD
          : await payloadOf(tool.name, SAMPLE_ARGUMENTS[tool.name]);
      expect({ tool: tool.name, valid: validate(payload), errors: validate.errors ?? null }).toEqual({
        tool: tool.name,
        valid: true,
        errors: null,
      });
    }
  });

  test("every tool's advertised schema accepts structuredContent.error for every domain error code", () => {
    for (const tool of structuredTools) {
      const validate = compileAdvertised(tool.outputSchema);
      for (const code of DOMAIN_ERROR_CODES)
        expect({ tool: tool.name, code, valid: validate(errorContent(code)) }).toEqual({
          tool: tool.name,
          code,
          valid: true,
        });
    }
  });

  test("the error branch is not a loophole: a mixed object, an unknown code, an empty object and a partial payload are refused", () => {
    for (const tool of structuredTools) {
      const validate = compileAdvertised(tool.outputSchema);
      const error = errorContent("INVALID_SMILES");
      const unknownCode = { error: { ...(error.error as object), code: "NOT_A_CODE" } };
      const withoutDetails = { error: { code: "INVALID_SMILES", message: "m" } };
      expect({
        tool: tool.name,
        mixed: validate({ ...error, extra: 1 }),
        unknownCode: validate(unknownCode),
        withoutDetails: validate(withoutDetails),
        empty: validate({}),
      }).toEqual({
        tool: tool.name,
        mixed: false,
        unknownCode: false,
        withoutDetails: false,
        empty: false,
      });
    }
    const canonical = compileAdvertised(tools.find((t) => t.name === "canonical_smiles")!.outputSchema);
    expect([
      canonical({ canonical: "CCO" }),
      canonical({ canonical: "CCO", ...errorContent("TIMEOUT") }),
      canonical({ canonical: 5 }),
    ]).toEqual([true, false, false]);
  });

  test("the success shape is the tool's own schema, unchanged, as the first branch; the pack keeps its format shapes", () => {
    const calc = tools.find((t) => t.name === "calc_properties")!.outputSchema;
    const advertised = outputSchemaWithError(calc);
    const { $schema, ...shape } = calc;
    expect({ type: advertised.type, dialect: advertised.$schema, first: (advertised.oneOf as unknown[])[0] }).toEqual({
      type: "object",
      dialect: $schema,
      first: shape,
    });
    const pack = tools.find((t) => t.name === "molecule_context_pack")!.outputSchema;
    expect((outputSchemaWithError(pack).oneOf as unknown[]).length).toBe((pack.oneOf as unknown[]).length + 1);
  });

  test("a schema that declares its own error field, or is not a closed object shape, is refused at start-up", () => {
    expect(() =>
      outputSchemaWithError({
        type: "object",
        properties: { error: { type: "string" } },
        required: [],
        additionalProperties: false,
      }),
    ).toThrow(/own `error` field/);
    expect(() => outputSchemaWithError({ type: "object", properties: {} })).toThrow(/additionalProperties:false/);
    expect(() => outputSchemaWithError({ type: "array" })).toThrow(/object schema/);
  });

  test("the tool's own run-time check still uses the success schema alone: a tool may never return {error}", () => {
    const validate = createAjv().compile(tools.find((t) => t.name === "canonical_smiles")!.outputSchema);
    expect(validate(errorContent("INVALID_SMILES"))).toBe(false);
  });
});
