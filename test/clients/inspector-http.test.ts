/**
 * The MCP Inspector's CLI (`@modelcontextprotocol/inspector --cli`, pinned in package.json) in its HTTP mode against
 * the server started with --transport streamable-http (the built binary when CHEMATIC_BINARY is set). An ad-hoc URL
 * runs the Inspector's default, the legacy `initialize` handshake; each command is one fresh client, so each
 * `tools/call` is its own handshake and request, as a stateless server must serve it.
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { tools } from "../../src/tools/registry.ts";
import { SAMPLE_ARGUMENTS } from "../../harness/binary.ts";
import { startFakePubChem, type FakePubChem } from "../../harness/fake-pubchem.ts";
import { startHttpServer, type HttpServerProcess } from "../../harness/http-server.ts";
import { ANSWERS_NOT_LIMITS, REPO } from "../../harness/stdio-client.ts";
import {
  CONTENT_ONLY_TOOLS,
  DEPICTION_SHAPE,
  INVALID_CALL,
  KNOWN_ANSWERS,
  depictionShape,
} from "../../harness/known-answers.ts";

const INSPECTOR = join(REPO, "node_modules", ".bin", "inspector");
/** Ten Inspector processes (about a second each), on a loaded 2-core machine. */
const INSPECTOR_CALLS_MS = 180_000;
/** One tool per kind of answer (see the test). */
const INSPECTOR_TOOLS = [
  "name_to_smiles",
  "canonical_smiles",
  "molecule_context_pack",
  "depict",
  "screen_library",
  "predict_products",
];

let pubchem: FakePubChem;
let server: HttpServerProcess;
/** The Inspector keeps a catalog and settings under $HOME: a temporary one, removed afterwards. */
let home: string;

beforeAll(async () => {
  home = mkdtempSync(join(tmpdir(), "chematic-inspector-home-"));
  pubchem = await startFakePubChem();
  server = await startHttpServer([...ANSWERS_NOT_LIMITS], { CHEMATIC_PUBCHEM_URL: pubchem.url });
});

afterAll(async () => {
  await server?.stop();
  await pubchem?.stop();
  if (home) rmSync(home, { recursive: true, force: true });
});

interface InspectorOutput {
  code: number;
  /** `--format json`: `{result}` on success (stdout), `{error: {message, status?}}` on failure (stderr). */
  json: {
    result?: Record<string, unknown> & { isError?: boolean; structuredContent?: Record<string, unknown> };
    error?: { message?: string; status?: number };
  };
  stderr: string;
}

/** One Inspector CLI command over HTTP, e.g. `--method tools/list`. */
async function inspector(args: string[]): Promise<InspectorOutput> {
  const proc = Bun.spawn(
    [process.execPath, INSPECTOR, "--cli", server.url, "--transport", "http", "--format", "json", ...args],
    {
      cwd: home,
      stdin: "ignore",
      stdout: "pipe",
      stderr: "pipe",
      env: { PATH: process.env.PATH ?? "", HOME: home },
    },
  );
  const [code, stdout, stderr] = await Promise.all([
    proc.exited,
    new Response(proc.stdout).text(),
    new Response(proc.stderr).text(),
  ]);
  // `--format json`: the result on stdout, or the error envelope on stderr.
  let json: InspectorOutput["json"];
  try {
    json = JSON.parse(stdout.trim() === "" ? stderr : stdout) as InspectorOutput["json"];
  } catch {
    throw new Error(
      `the Inspector printed no JSON (exit ${code}); stdout: ${stdout.slice(0, 500)}; stderr: ${stderr.slice(0, 500)}`,
    );
  }
  return { code, json, stderr };
}

const callTool = (name: string, args: Record<string, unknown>) =>
  inspector(["--method", "tools/call", "--tool-name", name, "--tool-args-json", JSON.stringify(args)]);

describe("MCP Inspector CLI over Streamable HTTP (legacy initialize, no session)", () => {
  test("tools/list lists every tool, with its outputSchema", async () => {
    const listed = await inspector(["--method", "tools/list"]);
    expect(listed.code).toBe(0);
    const names = ((listed.json.result?.tools ?? []) as Array<{ name: string; outputSchema?: unknown }>).map(
      (tool) => tool.name,
    );
    expect(names).toEqual(tools.map((tool) => tool.name));
    const listedTools = listed.json.result?.tools as Array<{ name: string; outputSchema?: unknown }>;
    expect(listedTools.every((tool) => (tool.outputSchema !== undefined) !== CONTENT_ONLY_TOOLS.has(tool.name))).toBe(
      true,
    );
  });

  test(
    "tools/call of one tool of each kind answers as the Inspector expects; the known answers match",
    async () => {
      // Each Inspector CLI call is a Node process start (~1.5 s of CPU). The Inspector is built on
      // @modelcontextprotocol/client 2.x, which test/clients/sdk-http.test.ts drives over HTTP in this same legacy
      // mode through every tool (answers checked against their outputSchemas); here one tool of each kind of answer:
      // PubChem lookup, plain structured, large structured, picture (content only), library worker, reaction
      // templates. Three at a time keep the wall time down.
      expect(INSPECTOR_TOOLS.every((name) => tools.some((tool) => tool.name === name))).toBe(true);
      const answers = new Map<string, InspectorOutput>();
      const queue = [...INSPECTOR_TOOLS];
      const callNext = async (): Promise<void> => {
        for (let name = queue.shift(); name; name = queue.shift())
          answers.set(name, await callTool(name, SAMPLE_ARGUMENTS[name] ?? {}));
      };
      await Promise.all([callNext(), callNext(), callNext()]);
      for (const name of INSPECTOR_TOOLS) {
        const called = answers.get(name) as InspectorOutput;
        if (CONTENT_ONLY_TOOLS.has(name)) {
          expect({ tool: name, code: called.code, ...depictionShape(called.json.result ?? {}) }).toEqual({
            tool: name,
            code: 0,
            ...DEPICTION_SHAPE,
          });
          continue;
        }
        expect({
          tool: name,
          code: called.code,
          isError: called.json.result?.isError ?? false,
          structured: called.json.result?.structuredContent !== undefined,
          error: called.json.error,
        }).toEqual({
          tool: name,
          code: 0,
          isError: false,
          structured: true,
          error: undefined,
        });
      }
      expect((await pubchem.requests()).some((path) => path.includes("/name/aspirin/"))).toBe(true);
      for (const answer of KNOWN_ANSWERS.slice(0, 3)) {
        const called = await callTool(answer.tool, answer.arguments);
        expect(called.json.result?.structuredContent).toMatchObject(answer.expected);
      }
    },
    INSPECTOR_CALLS_MS,
  );

  test("bad arguments (2025-11-25, SEP-1303) and a chemistry failure are isError results, with the closest argument and RDKit's reason", async () => {
    // The Inspector checks an error's structuredContent against the tool's outputSchema; the advertised schema admits
    // {error} with every code (src/server/output-schema.ts), so the model sees the message, not a schema mismatch.
    const bad = await callTool("canonical_smiles", { smile: "CCO" });
    const badResult = bad.json.result as
      | { isError?: boolean; content?: { text?: string }[]; structuredContent?: { error?: { code?: string } } }
      | undefined;
    // A result, not the HTTP error the Inspector used to print (its exit code marks any isError result).
    expect({
      failure: bad.json.error,
      isError: badResult?.isError,
      code: badResult?.structuredContent?.error?.code,
      text: badResult?.content?.[0]?.text,
    }).toEqual({
      failure: undefined,
      isError: true,
      code: "INVALID_ARGUMENTS",
      text: expect.stringContaining('unknown argument "smile": this tool takes "smiles"'),
    });
    const chemistry = await callTool(INVALID_CALL.tool, INVALID_CALL.arguments);
    const result = chemistry.json.result as
      | { isError?: boolean; content?: { text?: string }[]; structuredContent?: { error?: { code?: string } } }
      | undefined;
    expect({
      isError: result?.isError,
      code: result?.structuredContent?.error?.code,
      text: result?.content?.[0]?.text,
    }).toEqual({
      isError: true,
      code: INVALID_CALL.code,
      text: expect.stringContaining("unclosed ring"),
    });
  });
});
