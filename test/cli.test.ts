import { describe, expect, test } from "bun:test";
import { UsageError, parseArgs } from "../src/cli.ts";
import { SERVER_VERSION } from "../src/version.ts";
import { serverCommand } from "./support/stdio-client.ts";
import packageJson from "../package.json" with { type: "json" };

async function run(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  const proc = Bun.spawn(serverCommand(args), { stdin: "ignore", stdout: "pipe", stderr: "pipe" });
  const [code, stdout, stderr] = await Promise.all([proc.exited, new Response(proc.stdout).text(), new Response(proc.stderr).text()]);
  return { code, stdout, stderr };
}

describe("parseArgs", () => {
  test("defaults to stdio", () => {
    expect(parseArgs([])).toEqual({
      kind: "serve",
      options: {
        transport: "stdio",
        bind: "127.0.0.1",
        port: 3000,
        allowNonLoopback: false,
        allowedOrigins: [],
        maxConcurrency: 16,
        workers: undefined,
        toolTimeoutMs: 10_000,
        shutdownGraceMs: 10_000,
      },
    });
  }, 30_000);

  test("HTTP options parse with the HTTP transport, in both spellings", () => {
    const command = parseArgs(["--transport", "streamable-http", "--port=0", "--allowed-origin", "http://localhost:5173", "--max-concurrency", "4"]);
    expect(command).toMatchObject({ kind: "serve", options: { transport: "streamable-http", port: 0, allowedOrigins: ["http://localhost:5173"], maxConcurrency: 4 } });
  }, 30_000);

  test("worker options apply to both transports", () => {
    expect(parseArgs(["--workers", "2", "--tool-timeout-ms=500"])).toMatchObject({ kind: "serve", options: { workers: 2, toolTimeoutMs: 500 } });
    expect(() => parseArgs(["--workers", "0"])).toThrow(UsageError);
    expect(() => parseArgs(["--tool-timeout-ms", "10"])).toThrow(UsageError);
  });

  test("--shutdown-grace-ms is a stdio option", () => {
    expect(parseArgs(["--shutdown-grace-ms", "250"])).toMatchObject({ kind: "serve", options: { shutdownGraceMs: 250 } });
    expect(parseArgs(["--shutdown-grace-ms=0"])).toMatchObject({ kind: "serve", options: { shutdownGraceMs: 0 } });
    expect(() => parseArgs(["--shutdown-grace-ms", "-1"])).toThrow(UsageError);
    expect(() => parseArgs(["--transport", "streamable-http", "--shutdown-grace-ms", "250"])).toThrow("only applies to --transport stdio");
  });

  test("usage errors: unknown options, HTTP options with stdio, bad numbers", () => {
    expect(() => parseArgs(["--nope"])).toThrow(UsageError);
    expect(() => parseArgs(["--port", "3000"])).toThrow("only applies to --transport streamable-http");
    expect(() => parseArgs(["--transport", "carrier-pigeon"])).toThrow(UsageError);
    expect(() => parseArgs(["--transport", "streamable-http", "--port", "70000"])).toThrow(UsageError);
    expect(() => parseArgs(["--transport", "streamable-http", "--max-concurrency", "x"])).toThrow(UsageError);
  }, 30_000);
});

describe("command line", () => {
  test("--version prints the package version", async () => {
    const { code, stdout } = await run(["--version"]);
    expect(code).toBe(0);
    expect(stdout).toBe(`chematic-mcp ${packageJson.version}\n`);
    expect(SERVER_VERSION).toBe(packageJson.version);
  }, 30_000);

  test("--help prints usage and exits 0", async () => {
    const { code, stdout } = await run(["--help"]);
    expect(code).toBe(0);
    expect(stdout).toContain("Usage: chematic-mcp");
    expect(stdout).toContain("--shutdown-grace-ms N");
  }, 30_000);

  test("a usage error exits 2 with a message on stderr and nothing on stdout", async () => {
    for (const args of [["--bogus"], ["--bind", "0.0.0.0"]]) {
      const { code, stdout, stderr } = await run(args);
      expect({ args, code, stdout }).toEqual({ args, code: 2, stdout: "" });
      expect(stderr).toStartWith("chematic-mcp: ");
    }
  }, 30_000);

  test("a non-loopback HTTP bind without --allow-non-loopback exits 2", async () => {
    const { code, stderr } = await run(["--transport", "streamable-http", "--bind", "0.0.0.0", "--port", "0"]);
    expect(code).toBe(2);
    expect(stderr).toContain("--allow-non-loopback");
  }, 30_000);
});
