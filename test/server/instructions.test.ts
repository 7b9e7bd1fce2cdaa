/**
 * The server `instructions` within Claude Code's cut (issue 30): Claude Code keeps the first 2,048 characters of a
 * server's instructions, so the default profile's must fit, with room for the tools being added, and the guidance a
 * model needs most comes first, where a cut cannot reach it.
 */
import { describe, expect, test } from "bun:test";
import { CLAUDE_CODE_INSTRUCTIONS_CUT, serverInstructions } from "../../src/server/server.ts";
import type { Tool } from "../../src/tools/tool.ts";
import { tools } from "../../src/tools/registry.ts";

/**
 * What a client that keeps only the first `cut` characters loses: the tools whose line ("name: whenToUse.") does not
 * arrive whole.
 */
function lostAt(cut: number, served: readonly Tool[]): string[] {
  const kept = serverInstructions(served).slice(0, cut);
  return served
    .filter((tool) => "whenToUse" in tool && !kept.includes(`${tool.name}: ${tool.whenToUse}.`))
    .map((tool) => tool.name);
}

/** A stand-in for a tool being added elsewhere: a name and a one-line whenToUse of the length of ours. */
function standIn(name: string, whenToUse: string): Tool {
  return { ...tools[0]!, name, whenToUse } as unknown as Tool;
}

// The four tools other branches are adding (issue 30's brief), each with a whenToUse as long as our longer ones.
const INCOMING = [
  standIn("smiles_to_name", "a systematic name for a SMILES"),
  standIn("rgroup_decompose", "R-groups of a series around a core"),
  standIn("matched_pairs", "matched molecular pairs of a set"),
  standIn("enumerate_analogues", "analogues by swapping substituents"),
];

describe("instructions within Claude Code's cut", () => {
  test("the default profile's instructions fit in 2,048 characters, with room for four more tools", () => {
    const text = serverInstructions(tools);
    const lost = lostAt(CLAUDE_CODE_INSTRUCTIONS_CUT, tools);
    if (lost.length > 0) console.error(`Claude Code's cut at 2,048 characters loses: ${lost.join(", ")}`);
    expect(lost).toEqual([]);
    expect(text.length).toBeLessThanOrEqual(CLAUDE_CODE_INSTRUCTIONS_CUT);
    // Room for the tools not registered yet: their stand-ins must fit too (a merged tool's stand-in drops out).
    const withIncoming = [...tools, ...INCOMING.filter((s) => !tools.some((tool) => tool.name === s.name))];
    expect(lostAt(CLAUDE_CODE_INSTRUCTIONS_CUT, withIncoming)).toEqual([]);
    expect(serverInstructions(withIncoming).length).toBeLessThanOrEqual(CLAUDE_CODE_INSTRUCTIONS_CUT);
  });

  test("the rules come first: the check_structure rule and how errors come back are in the first 250 characters", () => {
    const head = serverInstructions(tools).slice(0, 250);
    expect(head).toContain("Check any SMILES you wrote yourself with check_structure before you show it.");
    expect(head).toContain("Errors are isError results with a code and what to fix.");
  });

  test("a cut loses the last tools listed and nothing else; what it loses is named", () => {
    // A client keeping only 1,000 characters: the rules and the first tools arrive, the tail of the list does not.
    const lost = lostAt(1_000, tools);
    expect(lost.length).toBeGreaterThan(0);
    const names = tools.map((tool) => tool.name);
    expect(lost).toEqual(names.slice(names.length - lost.length));
    expect(serverInstructions(tools).slice(0, 1_000)).toContain("check_structure before you show it");
  });

  test("negative control: a profile without check_structure does not name it, and the cut would lose a tool past it", () => {
    const withoutCheck = tools.filter((tool) => tool.name !== "check_structure");
    expect(serverInstructions(withoutCheck)).not.toContain("check_structure");
    // Forty tools' worth of long lines do pass the cut, and lostAt says which.
    const crowded = [...tools, ...Array.from({ length: 12 }, (_, i) => standIn(`padding_tool_${i}`, "x".repeat(40)))];
    expect(serverInstructions(crowded).length).toBeGreaterThan(CLAUDE_CODE_INSTRUCTIONS_CUT);
    expect(lostAt(CLAUDE_CODE_INSTRUCTIONS_CUT, crowded)).toContain("padding_tool_11");
  });
});
