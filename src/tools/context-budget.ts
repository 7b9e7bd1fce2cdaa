/**
 * What a model reads of `tools/list` in every conversation, before the user has asked anything: each tool's
 * name, title, description and input schema (as the JSON the client sends the model). Output schemas and
 * annotations are for clients and are not counted. Issue 30 budgets the default registry at 40,000 characters
 * (test/tools/context-budget.test.ts); `bun lab/validate/context-budget.ts` prints the table.
 */
import type { Tool } from "./tool.ts";

/** The budget for the default registry's model-read listing, in characters (issue 30). */
export const CONTEXT_BUDGET_CHARS = 40_000;

export interface ToolCost {
  name: string;
  /** Characters of the name and the title. */
  nameAndTitle: number;
  description: number;
  /** Characters of `JSON.stringify(inputSchema)`, compact, as most clients forward it. */
  inputSchema: number;
  total: number;
}

export interface ContextCost {
  tools: ToolCost[];
  total: number;
}

export function toolCost(tool: Pick<Tool, "name" | "title" | "description" | "inputSchema">): ToolCost {
  const nameAndTitle = tool.name.length + tool.title.length;
  const description = tool.description.length;
  const inputSchema = JSON.stringify(tool.inputSchema).length;
  return { name: tool.name, nameAndTitle, description, inputSchema, total: nameAndTitle + description + inputSchema };
}

export function contextCost(
  tools: readonly Pick<Tool, "name" | "title" | "description" | "inputSchema">[],
): ContextCost {
  const costs = tools.map(toolCost);
  return { tools: costs, total: costs.reduce((sum, cost) => sum + cost.total, 0) };
}

/** The cost as a Markdown table, one row a tool in registry order, then the total. */
export function contextCostTable(cost: ContextCost): string {
  const rows = cost.tools.map(
    (tool) => `| ${tool.name} | ${tool.nameAndTitle} | ${tool.description} | ${tool.inputSchema} | ${tool.total} |`,
  );
  const sum = (key: "nameAndTitle" | "description" | "inputSchema") =>
    cost.tools.reduce((total, tool) => total + tool[key], 0);
  return [
    "| tool | name + title | description | input schema | total |",
    "|---|---:|---:|---:|---:|",
    ...rows,
    `| **all ${cost.tools.length} tools** | ${sum("nameAndTitle")} | ${sum("description")} | ${sum("inputSchema")} | **${cost.total}** |`,
  ].join("\n");
}

/**
 * What an input schema accepts: the schema with every `description` (a string under that key) removed, so two
 * schemas that differ only in their wording compare equal (test/tools/context-budget.test.ts).
 */
export function acceptedShape(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(acceptedShape);
  if (schema === null || typeof schema !== "object") return schema;
  return Object.fromEntries(
    Object.entries(schema)
      .filter(([key, value]) => !(key === "description" && typeof value === "string"))
      .map(([key, value]) => [key, acceptedShape(value)]),
  );
}
