/** Issue 13 item 1: a WebAssembly.Exception is an engine fault, and a too-deep recursive SMARTS never reaches RDKit. */
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { rdkitResets } from "../../src/chem/rdkit.ts";
import { MAX_SMARTS_RECURSION } from "../../src/chem/smarts-size.ts";
import { runTool, type ToolOutcome } from "../../src/server/tool-runner.ts";
import { WorkerPool } from "../../src/server/worker-pool.ts";
import { defineTool, LOCAL_READ_ONLY } from "../../src/tools/tool.ts";
import { inputObject, outputObject } from "../../src/tools/schema.ts";
import { callTool, ready, toolNamed } from "../../harness/tools.ts";

beforeAll(ready);

const signal = new AbortController().signal;
const recursive = (depth: number): string => `${"[$(".repeat(depth)}C${")]".repeat(depth)}`;
const codeOf = (outcome: ToolOutcome) => (outcome.kind === "domain-error" ? outcome.error.code : outcome.kind);

/** WebAssembly.Exception and .Tag are not in TypeScript's typings yet (Bun has them). */
const wasm = WebAssembly as unknown as {
  Exception: new (tag: object, payload: unknown[]) => object;
  Tag: new (type: { parameters: string[] }) => object;
};

/** A tool whose handler throws what RDKit's WebAssembly throws once its memory is corrupt. */
function throwing(value: () => unknown) {
  return defineTool({
    name: "wasm_exception",
    title: "Throws a WebAssembly.Exception",
    description: "Throws.",
    annotations: LOCAL_READ_ONLY,
    inputSchema: inputObject({}, []),
    outputSchema: outputObject({}),
    handler: (): Record<string, never> => {
      throw value();
    },
  });
}

describe("a WebAssembly.Exception is an engine fault", () => {
  const cases: Array<[string, () => unknown]> = [
    ["a WebAssembly.Exception", () => new wasm.Exception(new wasm.Tag({ parameters: [] }), [])],
    [
      "anything whose String() is [object WebAssembly.Exception]",
      () => ({ toString: () => "[object WebAssembly.Exception]" }),
    ],
  ];
  for (const [what, value] of cases) {
    test(`${what}: RDKit is reset and the next call succeeds`, async () => {
      const resets = rdkitResets();
      const outcome = await runTool(throwing(value) as never, {}, signal);
      expect(codeOf(outcome)).toBe("ENGINE_FAILURE");
      expect(rdkitResets()).toBe(resets + 1);
      const after = await callTool("canonical_smiles", { smiles: "OCC" });
      expect(after.kind === "success" && after.payload.canonical).toBe("CCO");
    });
  }
});

describe("the issue's case through the worker pool", () => {
  let pool: WorkerPool;
  beforeAll(async () => {
    pool = new WorkerPool({ size: 1, timeoutMs: 30_000 });
    await pool.ready();
  });
  afterAll(() => pool.close());
  const run = (name: string, args: unknown): Promise<ToolOutcome> => pool.run(toolNamed(name), args);

  test("a 200-deep recursive SMARTS on CCO is INVALID_SMARTS, and the next 20 calls of several tools succeed", async () => {
    const refused = await run("smarts_match", { smarts: recursive(200), smiles: "CCO" });
    expect(codeOf(refused)).toBe("INVALID_SMARTS");
    expect(refused.kind === "domain-error" && refused.error.message).toContain(
      `200 deep; the limit is ${MAX_SMARTS_RECURSION}`,
    );
    const calls: Array<[string, unknown]> = [
      ["canonical_smiles", { smiles: "OCC" }],
      ["calc_properties", { smiles: "c1ccccc1O" }],
      ["smarts_match", { smarts: "[$(CO)]", smiles: "CCO" }],
      ["pains_check", { smiles: "CCO" }],
      ["ecfp4", { smiles: "CC(=O)Oc1ccccc1C(=O)O" }],
    ];
    for (let i = 0; i < 20; i++) {
      const [name, args] = calls[i % calls.length] as [string, unknown];
      expect(`${name} ${codeOf(await run(name, args))}`).toBe(`${name} success`);
    }
  });

  test(`a recursive SMARTS ${MAX_SMARTS_RECURSION} deep (the limit) is answered, and so is the next call`, async () => {
    const outcome = await run("smarts_match", { smarts: recursive(MAX_SMARTS_RECURSION), smiles: "CCO" });
    expect(outcome.kind === "success" && outcome.payload.match_count).toBe(2);
    expect(codeOf(await run("calc_properties", { smiles: "CCO" }))).toBe("success");
  });
});
