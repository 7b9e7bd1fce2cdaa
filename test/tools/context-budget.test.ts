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
  // `bun scripts/validate/context-budget.ts --accepted`: every input schema without its descriptions.
  // A change of a tool's arguments (a rename) regenerates it in the same commit.
  const accepted = JSON.parse(readFileSync(join(import.meta.dir, "input-schemas.accepted.json"), "utf8")) as Record<
    string,
    unknown
  >;

  test("every tool accepts exactly the arguments (names, types, bounds, enums) it accepted before", () => {
    const now = Object.fromEntries(tools.map((tool) => [tool.name, acceptedShape(tool.inputSchema)]));
    expect(Object.keys(now).sort()).toEqual(Object.keys(accepted).sort());
    for (const tool of tools)
      expect({ tool: tool.name, accepts: now[tool.name] }).toEqual({ tool: tool.name, accepts: accepted[tool.name] });
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
