/**
 * The context budget (issue 30): what a model reads of tools/list for the default registry stays under
 * 40,000 characters, and shortening the words never changes what a tool accepts.
 */
import { describe, expect, test } from "bun:test";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import {
  acceptedShape,
  CONTEXT_BUDGET_CHARS,
  contextCost,
  contextCostTable,
  toolCost,
} from "../../src/tools/context-budget.ts";
import { createAjv } from "../../src/server/validation.ts";
import { tools } from "../../src/tools/registry.ts";

describe("context budget", () => {
  test("the default registry's model-read listing fits the budget", () => {
    const cost = contextCost(tools);
    if (cost.total > CONTEXT_BUDGET_CHARS) {
      console.error(
        `tools/list costs ${cost.total} characters, over the budget of ${CONTEXT_BUDGET_CHARS}:\n${contextCostTable(cost)}`,
      );
    }
    expect(cost.total).toBeLessThanOrEqual(CONTEXT_BUDGET_CHARS);
  });

  test("a tool's cost counts its name, title, description and compact input schema, not its output schema", () => {
    const schema = { type: "object", properties: { smiles: { type: "string" } } };
    // "ab" + "Cd" = 4, "a description" = 13, the schema's JSON {"type":"object","properties":{"smiles":{"type":"string"}}} = 59.
    const cost = toolCost({ name: "ab", title: "Cd", description: "a description", inputSchema: schema });
    expect(cost).toEqual({ name: "ab", nameAndTitle: 4, description: 13, inputSchema: 59, total: 76 });
    expect(JSON.stringify(schema).length).toBe(59);
  });
});

describe("shorter words, same arguments", () => {
  // Generated at the start of issue 30's budget work (commit 2d3b09d) by
  // `bun lab/validate/context-budget.ts --accepted`: every input schema without its descriptions.
  // A change of a tool's arguments (a rename) regenerates it in the same commit.
  const accepted = JSON.parse(readFileSync(join(import.meta.dir, "input-schemas.accepted.json"), "utf8")) as Record<
    string,
    unknown
  >;

  // The one schema rewritten rather than reworded: screen_library's filters (one property per field before; now
  // propertyNames + additionalProperties, 3 KB shorter). Its shape is compared without filters, and filters by what
  // it accepts: every earlier key with valid and invalid values, and keys it never had.
  const REWRITTEN: Record<string, string[]> = { screen_library: ["filters"] };

  // And the input schemas dropped their "$schema" (the same 2020-12 dialect, now MCP's default: schema.ts inputObject).
  const withoutRewritten = (name: string, shape: unknown): unknown => {
    const copy = structuredClone(shape) as { $schema?: string; properties: Record<string, unknown> };
    delete copy.$schema;
    for (const key of REWRITTEN[name] ?? []) delete copy.properties[key];
    return copy;
  };

  test("every tool accepts exactly the arguments (names, types, bounds, enums) it accepted before", () => {
    const now = Object.fromEntries(tools.map((tool) => [tool.name, acceptedShape(tool.inputSchema)]));
    expect(Object.keys(now).sort()).toEqual(Object.keys(accepted).sort());
    for (const tool of tools)
      expect({ tool: tool.name, accepts: withoutRewritten(tool.name, now[tool.name]) }).toEqual({
        tool: tool.name,
        accepts: withoutRewritten(tool.name, accepted[tool.name]),
      });
  });

  test("screen_library's rewritten filters accept and refuse exactly what the earlier schema did", () => {
    const screen = tools.find((tool) => tool.name === "screen_library")!;
    const before = createAjv().compile(accepted.screen_library as object);
    const after = createAjv().compile(screen.inputSchema);
    // The snapshot's filter keys: one property each in the 2d3b09d form, propertyNames in the compact form (should
    // the snapshot be regenerated after a rename).
    const earlierFilters = (
      accepted.screen_library as {
        properties: { filters: { properties: Record<string, unknown>; propertyNames?: { enum: string[] } } };
      }
    ).properties.filters;
    const earlierKeys = [
      ...new Set([...Object.keys(earlierFilters.properties), ...(earlierFilters.propertyNames?.enum ?? [])]),
    ];
    expect(earlierKeys.length).toBe(26); // 21 numeric fields and 5 rules
    const values: unknown[] = [
      { min: 1 },
      { max: 2.5 },
      { min: 0, max: 5 },
      {},
      { min: "1" },
      { low: 1 },
      { min: 1, low: 1 },
      "pass",
      "fail",
      "maybe",
      1,
      null,
      [],
    ];
    const probes: unknown[] = [
      {},
      { mw: { max: 500 }, lipinski: "pass", pains: "fail" },
      { unknown_field: { min: 1 } },
      { MW: { min: 1 } },
    ];
    for (const key of [...earlierKeys, "clearance_class", "pains_alerts", "veber_pass", ""])
      for (const value of values) probes.push({ [key]: value });
    let accepts = 0;
    for (const filters of probes) {
      const args = { smiles_list: ["CCO"], filters };
      const verdict = before(args);
      if (verdict) accepts++;
      expect({ filters, accepted: after(args) }).toEqual({ filters, accepted: verdict });
    }
    // Both kinds of verdict occur: 21 keys × 3 ranges + 5 rules × 2 values + the empty object and the mixed probe.
    expect(accepts).toBe(21 * 3 + 5 * 2 + 2);
  });

  test("acceptedShape drops descriptions only", () => {
    expect(
      acceptedShape({
        type: "object",
        description: "x",
        properties: { description: { type: "string", description: "y" } },
      }),
    ).toEqual({ type: "object", properties: { description: { type: "string" } } });
  });
});
