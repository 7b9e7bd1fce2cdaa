import { beforeAll, describe, expect, test } from "bun:test";
import { runTool } from "../../src/server/tool-runner.ts";
import { defineTool, LOCAL_READ_ONLY } from "../../src/tools/tool.ts";
import { inputObject, outputObject, string } from "../../src/tools/schema.ts";
import { RpcError } from "../../src/protocol/errors.ts";
import { rdkit, rdkitResets } from "../../src/chem/rdkit.ts";
import { callTool, ready } from "../../harness/tools.ts";

beforeAll(ready);

const signal = new AbortController().signal;

describe("runTool", () => {
  test("a result that breaks its own outputSchema is an internal error (-32603), not a success", async () => {
    const liar = defineTool({
      name: "liar",
      title: "Liar",
      description: "Returns a number where its schema promises a string.",
      annotations: LOCAL_READ_ONLY,
      inputSchema: inputObject({}, []),
      outputSchema: outputObject({ value: string("a string") }),
      handler: () => ({ value: 42 as unknown as string }),
    });
    const failure = await runTool(liar as never, {}, signal).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(RpcError);
    expect((failure as RpcError).code).toBe(-32603);
  });

  test("an unexpected exception in a handler is -32603 and the runner keeps working", async () => {
    const broken = defineTool({
      name: "broken",
      title: "Broken",
      description: "Throws.",
      annotations: LOCAL_READ_ONLY,
      inputSchema: inputObject({}, []),
      outputSchema: outputObject({}),
      handler: (): Record<string, never> => {
        throw new TypeError("boom");
      },
    });
    const failure = await runTool(broken as never, {}, signal).catch((error: unknown) => error);
    expect((failure as RpcError).code).toBe(-32603);
    expect((await callTool("canonical_smiles", { smiles: "OCC" })).kind).toBe("success");
  });

  test("a long chain is refused before RDKit sees it", async () => {
    const outcome = await callTool("canonical_smiles", { smiles: "C".repeat(2_000) });
    expect(outcome.kind === "domain-error" && outcome.error.details).toMatchObject({ depth: 2_000, limit: 500 });
  });

  test("an engine fault (WebAssembly stack overflow) is ENGINE_FAILURE, and a fresh RDKit serves the next call", async () => {
    // Bypasses the parser's guard on purpose: RDKit itself is handed a 2,000-carbon chain.
    const raw = defineTool({
      name: "raw",
      title: "Raw",
      description: "Parses with RDKit directly.",
      annotations: LOCAL_READ_ONLY,
      inputSchema: inputObject({ smiles: string("a SMILES") }, ["smiles"]),
      outputSchema: outputObject({}),
      handler: ({ smiles }: { smiles: string }) => {
        rdkit().get_mol(smiles)?.delete();
        return {};
      },
    });
    const resets = rdkitResets();
    const outcome = await runTool(raw as never, { smiles: "C".repeat(2_000) }, signal);
    // protocol.md: MOLECULE_TOO_LARGE is for a size limit the server checks first (the chain-depth guard, the test
    // above); an exception inside the engine is ENGINE_FAILURE, and the message says the instance was reset.
    expect(outcome.kind === "domain-error" && outcome.error.code).toBe("ENGINE_FAILURE");
    expect(outcome.kind === "domain-error" && outcome.error.message).toContain("engine was reset");
    expect(rdkitResets()).toBe(resets + 1);
    const after = await callTool("canonical_smiles", { smiles: "OCC" });
    expect(after.kind === "success" && after.payload.canonical).toBe("CCO");
  });

  test("arguments must be an object; missing arguments count as {}", async () => {
    expect((await callTool("canonical_smiles", [])).kind).toBe("invalid-arguments");
    const missing = await callTool("canonical_smiles", undefined);
    expect(missing.kind === "invalid-arguments" && missing.message).toContain('missing required argument "smiles"');
  });
});
