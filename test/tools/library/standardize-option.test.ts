/**
 * The library tools' `standardize` option (issue 19): each compound of the list is replaced by its standardised
 * parent before the tool runs. Expected parents come from Python RDKit (the standardize example of
 * validation/golden/tool-examples.json: sodium aspirinate → aspirin); the similarity expectations are chemistry
 * (a molecule is Tanimoto 1 to itself, and the salt's fingerprint holds the Na+ and O- environments the acid lacks).
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { readJson } from "../../../harness/golden.ts";
import { ready } from "../../../harness/tools.ts";
import { runTool } from "../../../src/server/tool-runner.ts";
import { tools } from "../../../src/tools/registry.ts";

const SALT = "CC(=O)Oc1ccccc1C(=O)[O-].[Na+]";
const ASPIRIN = (readJson("tool-examples.json") as { standardize: { smiles: string } }).standardize.smiles;

let dataDir = "";
beforeAll(async () => {
  await ready();
  dataDir = mkdtempSync(join(tmpdir(), "chematic-standardize-option-"));
  writeFileSync(join(dataDir, "salts.smi"), `${SALT} salt\nCCO ethanol\n`);
});
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

async function call(name: string, args: Record<string, unknown>): Promise<Record<string, unknown>> {
  const tool = tools.find((t) => t.name === name);
  if (!tool) throw new Error(`no tool ${name}`);
  const outcome = await runTool(tool, args, new AbortController().signal, { dataDirs: [dataDir] });
  if (outcome.kind !== "success") throw new Error(`${name} failed: ${JSON.stringify(outcome)}`);
  return outcome.payload as Record<string, unknown>;
}

const topSimilarity = (answer: Record<string, unknown>): number =>
  (answer.results as Array<{ neighbours: Array<{ similarity: number }> }>)[0]!.neighbours[0]!.similarity;

describe("standardize: true on the library tools", () => {
  test("every library tool declares it", () => {
    for (const name of [
      "screen_library",
      "scaffold_analysis",
      "substructure_search",
      "similarity_search",
      "cluster_molecules",
      "diversity_pick",
    ]) {
      const properties = (
        tools.find((t) => t.name === name)!.inputSchema as { properties: Record<string, { type?: string }> }
      ).properties;
      expect({ name, type: properties.standardize?.type }).toEqual({ name, type: "boolean" });
    }
  });

  test("screen_library reports the parent: the sodium salt of aspirin becomes aspirin (Python RDKit's parent)", async () => {
    const plain = await call("screen_library", { smiles_list: [SALT], fields: ["mw"] });
    const standardized = await call("screen_library", { smiles_list: [SALT], fields: ["mw"], standardize: true });
    const smilesOf = (answer: Record<string, unknown>) =>
      (answer.rows as Array<{ smiles: string }>).map((r) => r.smiles);
    expect(smilesOf(plain)).toEqual([SALT]);
    expect(smilesOf(standardized)).toEqual([ASPIRIN]);
  });

  test("similarity_search: the salt in a file is Tanimoto 1 to aspirin only once standardised; the cache keeps the two apart", async () => {
    const args = { query_smiles_list: [ASPIRIN], file: "salts.smi", top_k: 1 };
    const plain = await call("similarity_search", args);
    const standardized = await call("similarity_search", { ...args, standardize: true });
    const plainAgain = await call("similarity_search", args);
    expect(topSimilarity(plain)).toBeLessThan(1);
    expect(topSimilarity(standardized)).toBe(1);
    expect(topSimilarity(plainAgain)).toBe(topSimilarity(plain));
  });

  test("a compound that cannot be standardised is a row error naming the step; the others proceed", async () => {
    const answer = await call("screen_library", { smiles_list: ["C1CC", "CCO"], fields: ["mw"], standardize: true });
    const errors = answer.errors as { count: number; first: Array<{ row: number; error: string }> };
    expect(errors.count).toBe(1);
    expect(JSON.stringify(errors)).toContain("standardize: ");
    expect((answer.rows as Array<{ smiles: string }>).map((r) => r.smiles)).toEqual(["CCO"]);
  });
});
