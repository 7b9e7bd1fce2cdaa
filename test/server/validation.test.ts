/**
 * What an argument error says (validation.ts): the argument, the rule, and for an unknown name the closest known one
 * (protocol.md). Stand-in schemas check the wording; the last tests run every tool of the registry.
 */
import { describe, expect, test } from "bun:test";
import { describeArgumentErrors, validatorFor } from "../../src/server/validation.ts";
import type { JsonSchema } from "../../src/tools/schema.ts";
import { tools } from "../../src/tools/registry.ts";

function problem(schema: JsonSchema, args: unknown) {
  const validate = validatorFor(schema);
  if (validate(args)) throw new Error(`${JSON.stringify(args)} passes`);
  return describeArgumentErrors(validate.errors, schema, args);
}

const closed = (properties: Record<string, JsonSchema>, required: string[]): JsonSchema => ({
  type: "object",
  properties,
  required,
  additionalProperties: false,
});
const text = { type: "string" };
const listTool = closed({ smiles_list: { type: "array", items: text }, radius: { type: "integer" } }, ["smiles_list"]);
const pairTool = closed({ smiles1: text, smiles2: text }, ["smiles1", "smiles2"]);
const filterTool = closed(
  {
    smiles: text,
    filters: {
      type: "object",
      propertyNames: { enum: ["mw", "logp", "tpsa"] },
      additionalProperties: { type: "object" },
    },
    options: closed({ width: { type: "integer" }, height: { type: "integer" } }, []),
  },
  ["smiles"],
);

describe("unknown arguments name the closest known one", () => {
  test("the issue's case: smiles for smiles_list is the unknown name, not the missing required one", () => {
    // Before: the first schema error, `missing required argument "smiles_list"`, which hides the misspelling.
    expect(problem(listTool, { smiles: ["CCO"] })).toEqual({
      message: 'unknown argument "smiles": this tool takes "smiles_list" (all it takes: smiles_list, radius)',
      details: { argument: "smiles", rule: "unknown", closest: ["smiles_list"], accepted: ["smiles_list", "radius"] },
    });
  });

  test("an unknown name beside every required one; a missing required name wins a tie", () => {
    expect(problem(listTool, { smiles_list: ["C"], radios: 2 }).message).toBe(
      'unknown argument "radios": this tool takes "radius" (all it takes: smiles_list, radius)',
    );
    // smiles_a is one edit from both smiles1 and smiles2; smiles2 is given, so smiles1 is meant.
    expect(problem(pairTool, { smiles_a: "C", smiles2: "C" }).details.closest).toEqual(["smiles1"]);
  });

  test("nothing close: the names the tool takes", () => {
    expect(problem(pairTool, { smiles1: "C", smiles2: "C", x: 1 })).toEqual({
      message: 'unknown argument "x": this tool takes only smiles1, smiles2',
      details: { argument: "x", rule: "unknown", closest: [], accepted: ["smiles1", "smiles2"] },
    });
    expect(problem(closed({}, []), { x: 1 }).message).toBe('unknown argument "x": this tool takes only nothing');
  });

  test("inside an object argument: a closed sub-object and a propertyNames list (screen filters)", () => {
    expect(problem(filterTool, { smiles: "C", options: { widht: 3 } }).message).toBe(
      'unknown argument "options.widht": "options" takes "width" (all it takes: width, height)',
    );
    // Before: `argument "filters" must be one of "mw", ...`, as if the value were wrong.
    expect(problem(filterTool, { smiles: "C", filters: { mww: {} } })).toEqual({
      message: 'unknown argument "filters.mww": "filters" takes "mw" (all it takes: mw, logp, tpsa)',
      details: { argument: "filters.mww", rule: "unknown", closest: ["mw"], accepted: ["mw", "logp", "tpsa"] },
    });
  });
});

describe("the other rules keep their sentence, with the argument and rule in details", () => {
  test("required, type, enum, bounds", () => {
    expect(problem(pairTool, { smiles1: "C" })).toEqual({
      message: 'missing required argument "smiles2"',
      details: { argument: "smiles2", rule: "required" },
    });
    expect(problem(pairTool, { smiles1: "C", smiles2: 5 })).toEqual({
      message: 'argument "smiles2" must be of type string',
      details: { argument: "smiles2", rule: "type" },
    });
    expect(problem(closed({ kind: { enum: ["a", "b"] } }, []), { kind: "c" })).toEqual({
      message: 'argument "kind" must be one of "a", "b"',
      details: { argument: "kind", rule: "enum" },
    });
    expect(problem(closed({ n: { type: "integer", minimum: 1 } }, []), { n: 0 })).toEqual({
      message: 'argument "n" must be >= 1',
      details: { argument: "n", rule: "minimum" },
    });
  });
});

describe("every tool of the registry", () => {
  /** Ways of getting an argument's name wrong that must lead back to it. */
  const misspellings = (name: string): string[] => [
    name.toUpperCase(),
    name.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase()),
    name.replace(/_/g, "-"),
    ...(name.length >= 4
      ? [name.slice(0, -1), `${name.slice(0, 1)}${name.slice(2, 3)}${name.slice(1, 2)}${name.slice(3)}`]
      : []),
  ];

  test("each argument, misspelt (case, camelCase, hyphens, a letter dropped or swapped), is named as the closest", () => {
    const missed: string[] = [];
    for (const tool of tools) {
      const properties = Object.keys((tool.inputSchema.properties ?? {}) as Record<string, unknown>);
      for (const name of properties)
        for (const wrong of misspellings(name)) {
          if (wrong === name || properties.includes(wrong)) continue;
          const validate = validatorFor(tool.inputSchema);
          const args = { [wrong]: 1 };
          if (validate(args)) throw new Error(`${tool.name} accepts ${wrong}`);
          const { details } = describeArgumentErrors(validate.errors, tool.inputSchema, args);
          if (!(details.closest as string[] | undefined)?.includes(name))
            missed.push(`${tool.name}: ${wrong} → ${JSON.stringify(details.closest)}`);
        }
    }
    expect(missed).toEqual([]);
  });
});
