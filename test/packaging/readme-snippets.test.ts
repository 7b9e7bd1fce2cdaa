/**
 * The README's `bunx` snippets for desktop clients, which start servers without the user's shell PATH: each names
 * `bunx` by an absolute path and runs `--bun chematic-mcp`, and the Claude Desktop one, run as written (with this
 * machine's absolute `bunx` in place of the example path) in an environment whose PATH holds no Bun, answers a tool
 * call. The package is installed into a scratch folder the way a package manager lays it out (its bin executable,
 * linked from node_modules/.bin), so bunx finds it there and never asks the npm registry (nothing is published yet;
 * scripts/pack-test.sh installs the real tarball).
 */
import { afterAll, describe, expect, test } from "bun:test";
import {
  chmodSync,
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { delimiter, join } from "node:path";
import { REPO } from "../../harness/stdio-client.ts";

const README = readFileSync(join(REPO, "README.md"), "utf8");
const PER_CLIENT = README.slice(README.indexOf("### Per client"), README.indexOf("### Troubleshooting"));

interface StdioEntry {
  command: string;
  args?: string[];
}

/** The stdio server entries of the section's JSON snippets (`mcpServers` or VS Code's `servers`). */
function jsonSnippets(): StdioEntry[] {
  return [...PER_CLIENT.matchAll(/```json\n([\s\S]*?)\n```/g)].flatMap((match) => {
    const config = JSON.parse(match[1] as string) as Record<string, Record<string, StdioEntry>>;
    return Object.values(config.mcpServers ?? config.servers ?? {});
  });
}

const isAbsolute = (path: string) => path.startsWith("/") || /^[A-Za-z]:\\/.test(path);

describe("README: bunx for clients without Bun on PATH", () => {
  test("every bunx snippet names bunx by an absolute path and runs --bun chematic-mcp", () => {
    const bunx = jsonSnippets().filter((entry) => entry.command.endsWith("bunx"));
    expect(bunx.length).toBeGreaterThanOrEqual(2); // Claude Desktop and VS Code
    for (const entry of bunx) {
      expect(isAbsolute(entry.command)).toBe(true);
      expect(entry.args).toEqual(["--bun", "chematic-mcp"]);
    }
    const claudeCode = PER_CLIENT.split("\n").filter(
      (line) => line.startsWith("claude mcp add") && line.includes("bunx"),
    );
    expect(claudeCode).toEqual(["claude mcp add chematic -- /Users/you/.bun/bin/bunx --bun chematic-mcp"]);
    // No JSON snippet anywhere in the README with a bare bunx a desktop client would not find.
    const bare = [...README.matchAll(/```json\n([\s\S]*?)\n```/g)].filter((block) =>
      /"command":\s*"bunx"/.test(block[1] as string),
    );
    expect(bare.map((block) => block[1])).toEqual([]);
  });

  const scratch = mkdtempSync(join(tmpdir(), "chematic-readme-bunx-"));
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  /** A folder with chematic-mcp installed as a package manager installs it: its bin an executable file. */
  function installedApp(): string {
    const app = join(scratch, "app");
    const pkg = join(app, "node_modules", "chematic-mcp");
    mkdirSync(join(pkg, "src"), { recursive: true });
    mkdirSync(join(app, "node_modules", ".bin"));
    writeFileSync(join(app, "package.json"), '{"name":"readme-snippet-test","private":true}\n');
    copyFileSync(join(REPO, "package.json"), join(pkg, "package.json"));
    symlinkSync(join(REPO, "node_modules"), join(pkg, "node_modules"));
    for (const entry of readdirSync(join(REPO, "src")))
      if (entry !== "main.ts") symlinkSync(join(REPO, "src", entry), join(pkg, "src", entry));
    copyFileSync(join(REPO, "src", "main.ts"), join(pkg, "src", "main.ts"));
    chmodSync(join(pkg, "src", "main.ts"), 0o755);
    symlinkSync(join("..", "chematic-mcp", "src", "main.ts"), join(app, "node_modules", ".bin", "chematic-mcp"));
    return app;
  }

  /** This machine's PATH without every folder that holds a bun or bunx. */
  function pathWithoutBun(): string {
    return (process.env.PATH ?? "")
      .split(delimiter)
      .filter(
        (dir) => dir !== "" && !["bun", "bunx", "bun.exe", "bunx.exe"].some((name) => existsSync(join(dir, name))),
      )
      .join(delimiter);
  }

  async function run(command: string, args: string[], cwd: string, path: string): Promise<string> {
    const meta = {
      "io.modelcontextprotocol/protocolVersion": "2026-07-28",
      "io.modelcontextprotocol/clientCapabilities": {},
    };
    const call = {
      jsonrpc: "2.0",
      id: 1,
      method: "tools/call",
      params: { name: "calc_properties", arguments: { smiles: "CC(=O)Oc1ccccc1C(=O)O" }, _meta: meta },
    };
    const child = Bun.spawn([command, ...args], {
      cwd,
      env: { PATH: path, HOME: process.env.HOME ?? scratch, TMPDIR: tmpdir() },
      stdin: "pipe",
      stdout: "pipe",
      stderr: "pipe",
    });
    child.stdin.write(`${JSON.stringify(call)}\n`);
    child.stdin.end();
    const [stdout, stderr, code] = await Promise.all([
      new Response(child.stdout).text(),
      new Response(child.stderr).text(),
      child.exited,
    ]);
    expect({ code, stderr: code === 0 ? "" : stderr }).toEqual({ code: 0, stderr: "" });
    return stdout;
  }

  test("the Claude Desktop snippet, run with no Bun on PATH, answers a tool call (so does plain bunx)", async () => {
    const snippet = jsonSnippets().find((entry) => entry.command.endsWith("bunx"));
    if (!snippet) throw new Error("no bunx snippet in the README");
    const bunx = Bun.which("bunx");
    if (!bunx) throw new Error("bunx is not on this machine's PATH: the test needs it to stand in for the user's");
    const path = pathWithoutBun();
    expect(Bun.which("bun", { PATH: path })).toBeNull();
    expect(Bun.which("bunx", { PATH: path })).toBeNull();
    const app = installedApp();
    // Aspirin, C9H8O4: 9 × 12.011 + 8 × 1.008 + 4 × 15.999 = 180.159 g/mol (IUPAC standard atomic weights).
    const answer = await run(bunx, snippet.args ?? [], app, path);
    expect(answer).toContain('"mw":180.159');
    // The README says --bun is not needed for this package there; check that claim too.
    expect(await run(bunx, ["chematic-mcp"], app, path)).toContain('"mw":180.159');
  });
});
