import { beforeAll, describe, expect, test } from "bun:test";
import { runTool } from "../../src/server/tool-runner.ts";
import { defineTool, LOCAL_READ_ONLY } from "../../src/tools/tool.ts";
import { inputObject, outputObject, string } from "../../src/tools/schema.ts";
import { RpcError } from "../../src/protocol/errors.ts";
import { callTool, ready } from "../../harness/tools.ts";

const REPO = new URL("../..", import.meta.url).pathname;

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
    // Run in a process of its own: the suite shares one RDKit instance across files (--no-isolate), and how a shadow-stack
    // overflow shows depends on the instance's state (measured in a full run: the 2,000-carbon parse once returned
    // without an exception and left the instance corrupt, so later files' calls faulted). A fresh process faults
    // reliably, and nothing it corrupts reaches the other tests.
    const script = `
      import { runTool } from "./src/server/tool-runner.ts";
      import { defineTool, LOCAL_READ_ONLY } from "./src/tools/tool.ts";
      import { inputObject, outputObject, string } from "./src/tools/schema.ts";
      import { rdkit, rdkitResets } from "./src/chem/rdkit.ts";
      import { callTool } from "./harness/tools.ts";
      // Bypasses the parser's guard on purpose: RDKit itself is handed a 2,000-carbon chain.
      const raw = defineTool({
        name: "raw", title: "Raw", description: "Parses with RDKit directly.", annotations: LOCAL_READ_ONLY,
        inputSchema: inputObject({ smiles: string("a SMILES") }, ["smiles"]), outputSchema: outputObject({}),
        handler: ({ smiles }) => { rdkit().get_mol(smiles)?.delete(); return {}; },
      });
      await callTool("canonical_smiles", { smiles: "C" });
      const resets = rdkitResets();
      const outcome = await runTool(raw, { smiles: "C".repeat(2_000) }, new AbortController().signal);
      const resetsAfter = rdkitResets() - resets;
      const after = await callTool("canonical_smiles", { smiles: "OCC" });
      // A DomainError's message is not an own enumerable property: spelled out so that it survives JSON.
      const error = outcome.kind === "domain-error" ? { code: outcome.error.code, message: outcome.error.message } : undefined;
      console.log(JSON.stringify({ outcome: { kind: outcome.kind, error }, resetsAfter, after: after.kind === "success" ? after.payload.canonical : after }));
    `;
    const child = Bun.spawn([process.execPath, "-e", script], { cwd: REPO, stdout: "pipe", stderr: "pipe" });
    const [out] = await Promise.all([new Response(child.stdout).text(), child.exited]);
    const { outcome, resetsAfter, after } = JSON.parse(out.trim().split("\n").at(-1) ?? "{}");
    // protocol.md: MOLECULE_TOO_LARGE is for a size limit the server checks first (the chain-depth guard, the test
    // above); an exception inside the engine is ENGINE_FAILURE, and the message says the instance was reset.
    expect(outcome.kind === "domain-error" && outcome.error.code).toBe("ENGINE_FAILURE");
    expect(outcome.kind === "domain-error" && outcome.error.message).toContain("engine was reset");
    expect(resetsAfter).toBe(1);
    expect(after).toBe("CCO");
  });

  test("arguments must be an object; missing arguments count as {}", async () => {
    expect((await callTool("canonical_smiles", [])).kind).toBe("invalid-arguments");
    const missing = await callTool("canonical_smiles", undefined);
    expect(missing.kind === "invalid-arguments" && missing.message).toContain('missing required argument "smiles"');
  });
});
