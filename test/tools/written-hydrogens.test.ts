/**
 * One rule in every tool (issue 27): a bracket atom's written hydrogen count is exact, so `C[C@H](C)(C)C`,
 * `C[C@@H](F)(Cl)(Br)C` and `N[C@@H](C)(C(=O)O)C` are over-valent, as Python RDKit 2022.09 says
 * (validation/golden/bracket-hydrogens.jsonl: refused, "Explicit valence for atom # 1 C, ..."). Every registered tool
 * that takes a SMILES (`smiles`, `smiles1`/`smiles2`, `smiles_list`, `query_smiles_list`, a reaction's molecules) is
 * called with each of them in each such argument: a single-molecule argument is
 * INVALID_SMILES naming atom 1, a library row is reported as an error row (never computed), and repair_smiles
 * reports the valence problem and proposes dropping the written H, saying that the stereo is lost with it.
 */
import { beforeAll, describe, expect, test } from "bun:test";
import { readJsonl } from "../../harness/golden.ts";
import { callTool, ready } from "../../harness/tools.ts";
import { tools } from "../../src/tools/registry.ts";

interface GoldenRow {
  smiles: string;
  valid: boolean;
  atom?: number;
  element?: string;
}

const golden = readJsonl<GoldenRow>("bracket-hydrogens.jsonl");
const ISSUE_CASES = ["C[C@H](C)(C)C", "C[C@@H](F)(Cl)(Br)C", "N[C@@H](C)(C(=O)O)C"];

beforeAll(ready);

/** The library tools: a bad row is an error row, not the call's error. */
const LIBRARY_TOOLS: ReadonlySet<string> = new Set(
  tools.filter((tool) => "file" in ((tool.inputSchema as { properties?: object }).properties ?? {})).map((t) => t.name),
);

interface Target {
  tool: string;
  argument: string;
  /** A list of molecules where the bad SMILES is one entry (the others stay as the example has them). */
  list: boolean;
  args: Record<string, unknown>;
}

/** Every SMILES argument of every registered tool, with the rest of the tool's first example around it. */
function targets(): Target[] {
  const out: Target[] = [];
  for (const tool of tools) {
    const example = tool.examples?.[0]?.arguments as Record<string, unknown> | undefined;
    const properties = ((tool.inputSchema as { properties?: Record<string, unknown> }).properties ?? {}) as Record<
      string,
      unknown
    >;
    for (const argument of Object.keys(properties)) {
      // depict_reaction's reaction SMILES has a test of its own below.
      if (!/smiles/i.test(argument) || argument === "reaction_smiles") continue;
      const value = example?.[argument];
      const args: Record<string, unknown> = { ...(example ?? {}) };
      // scaffold_analysis takes one molecule (smiles) or a list (smiles_list), not both.
      if (argument === "smiles" && "smiles_list" in properties) delete args.smiles_list;
      out.push({ tool: tool.name, argument, list: Array.isArray(value), args });
    }
  }
  return out;
}

describe("a bracket atom's written H count is exact, in every tool that reads SMILES", () => {
  test("the three cases are ones Python RDKit refuses, naming atom 1, a carbon", () => {
    for (const smiles of ISSUE_CASES) {
      const row = golden.find((r) => r.smiles === smiles);
      expect([smiles, row?.valid, row?.atom, row?.element]).toEqual([smiles, false, 1, "C"]);
    }
  });

  const all = targets();
  test("every tool with a SMILES argument is covered", () => {
    const covered = new Set(all.map((t) => t.tool));
    for (const name of ["canonical_smiles", "calc_properties", "standardize", "repair_smiles", "parse_smiles"])
      expect(covered.has(name)).toBe(true);
    expect(covered.size).toBeGreaterThanOrEqual(30);
  });

  test("depict_reaction (a molecule of the reaction SMILES)", async () => {
    for (const smiles of ISSUE_CASES) {
      const outcome = await callTool("depict_reaction", { reaction_smiles: `${smiles}.NCc1ccccc1>>CC(=O)NCc1ccccc1` });
      const error = outcome.kind === "domain-error" ? outcome.error : undefined;
      expect([smiles, error?.code]).toEqual([smiles, "INVALID_SMILES"]);
      expect(error!.message).toContain("Explicit valence for atom # 1 C");
    }
  });

  for (const target of all) {
    test(`${target.tool} (${target.argument})`, async () => {
      for (const smiles of ISSUE_CASES) {
        const args = { ...target.args };
        if (target.list) {
          const example = (target.args[target.argument] as unknown[] | undefined) ?? [];
          args[target.argument] = [smiles, ...example.slice(1)];
        } else args[target.argument] = smiles;
        const outcome = await callTool(target.tool, args);
        const where = `${target.tool} ${target.argument} ${smiles}`;
        if (target.tool === "repair_smiles") {
          expect([where, outcome.kind]).toEqual([where, "success"]);
          const payload = (outcome as { payload: Record<string, unknown> }).payload as {
            valid: boolean;
            problems: Array<{ kind: string; atom?: number; message: string }>;
            candidates: Array<{ smiles: string; edit: string }>;
          };
          expect([where, payload.valid]).toEqual([where, false]);
          expect([where, payload.problems[0]?.kind, payload.problems[0]?.atom]).toEqual([where, "valence", 1]);
          expect(payload.problems[0]!.message).toContain("hydrogen count is exact");
          const dropH = payload.candidates.find((c) => /removed the hydrogen written in atom 1/.test(c.edit));
          expect([where, dropH?.edit]).toEqual([where, expect.stringContaining("stereo mark")]);
          expect(dropH!.edit).toContain("lost");
          continue;
        }
        if (target.list && target.argument === "smiles_list" && LIBRARY_TOOLS.has(target.tool)) {
          // A library: the row is refused as a row (counted, with RDKit's reason), never computed.
          expect([where, outcome.kind]).toEqual([where, "success"]);
          const text = JSON.stringify((outcome as { payload: unknown }).payload);
          expect([where, /"failed_to_parse":1\b|"errors":\{"count":1\b/.test(text)]).toEqual([where, true]);
          if (text.includes('"errors"')) expect(text).toContain("Explicit valence for atom # 1 C");
          continue;
        }
        const error = outcome.kind === "domain-error" ? outcome.error : undefined;
        expect([where, error?.code]).toEqual([where, "INVALID_SMILES"]);
        expect(error!.message).toContain("Explicit valence for atom # 1 C");
      }
    });
  }
});
