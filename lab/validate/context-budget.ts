/**
 * What a model reads of `tools/list` (name, title, description, input schema; output schemas are for clients),
 * per tool and in total, for the default registry (src/tools/context-budget.ts; the budget is 40,000 characters).
 *
 * Run: bun lab/validate/context-budget.ts            (prints the table)
 *      bun lab/validate/context-budget.ts --write    (also writes validation/reports/context-budget.md)
 *      bun lab/validate/context-budget.ts --accepted (prints every input schema without its descriptions:
 *        what test/tools/input-schemas.accepted.json holds; regenerate it only when a tool's arguments change)
 */
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { acceptedShape, CONTEXT_BUDGET_CHARS, contextCost, contextCostTable } from "../../src/tools/context-budget.ts";
import { tools } from "../../src/tools/registry.ts";
import { ALL_GROUP, TOOL_GROUPS, resolveToolProfile } from "../../src/tools/profiles.ts";
import { serverInstructions } from "../../src/server/server.ts";

if (process.argv.includes("--accepted")) {
  const shapes = Object.fromEntries(tools.map((tool) => [tool.name, acceptedShape(tool.inputSchema)]));
  console.log(JSON.stringify(shapes, null, 1));
  process.exit(0);
}

const cost = contextCost(tools);
const table = contextCostTable(cost);
console.log(table);
console.log(`\ntotal ${cost.total} characters (budget ${CONTEXT_BUDGET_CHARS})`);

/** What a `--tools` profile costs: its tools, what a model reads of their tools/list, and the instructions. */
function profileTable(): string {
  const profiles = [ALL_GROUP, ...Object.keys(TOOL_GROUPS), "core,depict", "medchem,names", "all,-library"];
  const rows = profiles.map((profile) => {
    const result = resolveToolProfile([profile]);
    if (!result.ok) throw new Error(result.message);
    const served = tools.filter((tool) => result.tools.includes(tool.name));
    const chars = (n: number) => n.toLocaleString("en-US");
    return `| \`--tools ${profile}\` | ${served.length} | ${chars(contextCost(served).total)} | ${chars(serverInstructions(served).length)} |`;
  });
  return ["| profile | tools | tools/list read by the model | instructions |", "|---|---:|---:|---:|", ...rows].join(
    "\n",
  );
}
const profiles = profileTable();
console.log(`\n${profiles}`);

if (process.argv.includes("--write")) {
  const report = [
    "# Context budget: what a model reads of tools/list",
    "",
    "Every conversation with this server starts with the tool definitions in the model's context, before the user",
    "has asked anything. Counted here, per tool, as characters: name and title, description, and the input schema as",
    "compact JSON (`JSON.stringify`). Output schemas and annotations are for clients and are not counted. Budget for",
    `the default registry: ${CONTEXT_BUDGET_CHARS.toLocaleString("en-US")} characters (\`test/tools/context-budget.test.ts\` fails above it and prints this table).`,
    "Before issue 30 the same count was 72,880 characters.",
    "",
    "Made by `bun lab/validate/context-budget.ts --write`.",
    "",
    table,
    "",
    "## Profiles",
    "",
    "A server started with `--tools` (src/tools/profiles.ts) lists only the profile's tools, and its `instructions`",
    "(which tool when, one line per tool) shrink with it. Characters as above; instructions as `server/discover` sends",
    "them. Claude Code documents cutting server instructions at 2,048 characters (README, the client table).",
    "",
    profiles,
    "",
  ].join("\n");
  writeFileSync(join(import.meta.dir, "..", "..", "validation", "reports", "context-budget.md"), report);
}
