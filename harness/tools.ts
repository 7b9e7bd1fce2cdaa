/** Calls a tool the way the server does (schema checks included), without a transport. */
import { loadRDKit } from "../src/chem/rdkit.ts";
import { runTool, type ToolOutcome } from "../src/server/tool-runner.ts";
import { tools } from "../src/tools/registry.ts";
import type { Tool } from "../src/tools/tool.ts";

export async function ready(): Promise<void> {
  await loadRDKit();
}

export function toolNamed(name: string): Tool {
  const tool = tools.find((t) => t.name === name);
  if (!tool) throw new Error(`no tool ${name}`);
  return tool;
}

export function callTool(name: string, args: unknown): Promise<ToolOutcome> {
  return runTool(toolNamed(name), args, new AbortController().signal);
}

/** The payload of a successful call; fails the test with the error otherwise. */
export async function payloadOf<T = Record<string, unknown>>(name: string, args: unknown): Promise<T> {
  const outcome = await callTool(name, args);
  if (outcome.kind !== "success") {
    const why =
      outcome.kind === "domain-error"
        ? outcome.error.message
        : outcome.kind === "invalid-arguments"
          ? outcome.message
          : "content items, not a payload";
    throw new Error(`${name} ${JSON.stringify(args).slice(0, 200)} → ${outcome.kind}: ${why}`);
  }
  return outcome.payload as T;
}
