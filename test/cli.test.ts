import { describe, expect, test } from "bun:test";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { BLANK_MEANS_DEFAULT, EXIT_CODES, USAGE, UsageError, parseArgs } from "../src/cli.ts";
import { SERVER_VERSION } from "../src/version.ts";
import { REPO, serverCommand } from "../harness/stdio-client.ts";
import { ALL_TOOLS } from "../harness/tool-names.ts";
import packageJson from "../package.json" with { type: "json" };

async function run(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  const proc = Bun.spawn(serverCommand(args), { stdin: "ignore", stdout: "pipe", stderr: "pipe" });
  const [code, stdout, stderr] = await Promise.all([
    proc.exited,
    new Response(proc.stdout).text(),
    new Response(proc.stderr).text(),
  ]);
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
        allowedHosts: [],
        maxConcurrency: 16,
        workers: undefined,
        toolTimeoutMs: 10_000,
        libraryTimeoutMs: 300_000,
        callBudgetMs: 45_000,
        workerStartTimeoutMs: 60_000,
        workerIdleMs: 30_000,
        shutdownGraceMs: 10_000,
        outputDir: undefined,
        dataDirs: [],
        offline: false,
        tools: undefined,
      },
    });
  });

  test("--offline, also as --offline=true|false (the .mcpb user setting passes its value)", () => {
    const offline = (args: string[]): boolean => {
      const command = parseArgs(args);
      if (command.kind !== "serve") throw new Error("expected serve");
      return command.options.offline;
    };
    expect(offline(["--offline"])).toBe(true);
    expect(offline(["--offline=true"])).toBe(true);
    expect(offline(["--offline=false"])).toBe(false);
    expect(offline(["--transport", "streamable-http", "--offline"])).toBe(true);
    expect(() => parseArgs(["--offline=yes"])).toThrow("--offline takes no value");
  });

  test("--output-dir takes an existing directory, made absolute; anything else is a usage error", () => {
    const dir = mkdtempSync(join(tmpdir(), "chematic-cli-"));
    try {
      expect(parseArgs(["--output-dir", dir])).toMatchObject({ kind: "serve", options: { outputDir: dir } });
      expect(parseArgs([`--output-dir=${relative(process.cwd(), dir)}`])).toMatchObject({
        options: { outputDir: dir },
      });
      expect(() => parseArgs(["--output-dir", join(dir, "missing")])).toThrow(/is not an existing directory/);
      writeFileSync(join(dir, "file"), "");
      expect(() => parseArgs(["--output-dir", join(dir, "file")])).toThrow(/is not an existing directory/);
      expect(() => parseArgs(["--output-dir"])).toThrow(/needs a directory/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  test("--data-dir is repeatable, each an existing directory made absolute; anything else is a usage error", () => {
    const dir = mkdtempSync(join(tmpdir(), "chematic-cli-"));
    try {
      const other = join(dir, "other");
      mkdirSync(other);
      expect(parseArgs(["--data-dir", dir, `--data-dir=${relative(process.cwd(), other)}`])).toMatchObject({
        kind: "serve",
        options: { dataDirs: [dir, other] },
      });
      expect(() => parseArgs(["--data-dir", join(dir, "missing")])).toThrow(
        /--data-dir .* is not an existing directory/,
      );
      writeFileSync(join(dir, "file"), "");
      expect(() => parseArgs(["--data-dir", join(dir, "file")])).toThrow(/is not an existing directory/);
      expect(() => parseArgs(["--data-dir"])).toThrow(/--data-dir needs a directory/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  test("--tools: groups and tool names, comma-separated, combined and repeatable, each tool once", () => {
    const served = (args: string[]): readonly string[] | undefined => {
      const command = parseArgs(args);
      if (command.kind !== "serve") throw new Error("expected serve");
      return command.options.tools;
    };
    expect(served([])).toBeUndefined();
    expect(served(["--tools", "names"])).toEqual(["name_to_smiles", "smiles_to_name"]);
    // A group and a tool; spaces around items and empty items are skipped (a settings field may hold them).
    expect(served(["--tools", " names, depict_grid ,"])).toEqual(["name_to_smiles", "smiles_to_name", "depict_grid"]);
    // Repeated, and in either spelling: the union.
    expect(served(["--tools=structure", "--tools", "tanimoto"])).toEqual([
      "tanimoto",
      "describe_structure",
      "graph_distance",
      "map_atoms",
      "check_structure",
    ]);
    // `depict` is a group and a tool: the group (the three drawing tools, the tool among them).
    expect(served(["--tools", "depict"])).toEqual(["depict", "depict_grid", "depict_reaction"]);
    expect(served(["--tools", "depict,-depict_grid,-depict_reaction"])).toEqual(["depict"]);
    // Only exclusions: every tool but those (every tool less the 8 library tools); `all` is every tool. Counted from
    // the spelled-out list of tools (harness/tool-names.ts), so a new tool outside the library group needs no edit here.
    const allButLibrary = served(["--tools", "-library"]);
    expect(allButLibrary).toHaveLength(ALL_TOOLS.length - 8);
    expect(allButLibrary).not.toContain("screen_library");
    expect(served(["--tools", "all,-library"])).toEqual(allButLibrary);
    expect(served(["--tools", "all"])).toHaveLength(ALL_TOOLS.length);
  });

  test("--tools refuses an unknown name, an empty list and a profile that serves nothing, listing what is valid", () => {
    const refusal = (args: string[]): string => {
      try {
        parseArgs(args);
      } catch (error) {
        if (error instanceof UsageError) return error.message;
        throw error;
      }
      throw new Error(`${args.join(" ")} was accepted`);
    };
    const unknown = refusal(["--tools", "core,pictures"]);
    expect(unknown).toStartWith('--tools: unknown group or tool "pictures"; the valid groups: all (every tool');
    // Every group with its size and purpose, then every tool.
    expect(unknown).toContain("core (20: the original twenty tools");
    expect(unknown).toContain("library (8: ");
    expect(unknown).toContain("Tools: name_to_smiles, parse_smiles, canonical_smiles");
    expect(unknown).toContain("diversity_pick");
    expect(refusal(["--tools", "Core,-nope"])).toStartWith('--tools: unknown groups or tools "Core", "-nope"; ');
    expect(refusal(["--tools", " , "])).toStartWith("--tools needs a group or tool name (comma-separated); ");
    expect(refusal(["--tools"])).toStartWith("--tools needs a list of groups and tools");
    expect(refusal(["--tools", "names,-core,-smiles_to_name"])).toStartWith(
      "--tools names,-core,-smiles_to_name leaves no tool to serve; ",
    );
  });

  test("the usage text names every group --tools takes", () => {
    for (const group of ["core", "names", "smiles", "medchem", "compare", "formats", "structure", "depict"])
      expect(USAGE).toContain(group);
    expect(USAGE).toContain("reactions, library");
    expect(USAGE).toContain("--tools LIST");
  });

  test("--OPTION= with nothing after the = keeps the default for the options a bundle passes", () => {
    expect(BLANK_MEANS_DEFAULT).toEqual(
      new Set(["--tools", "--output-dir", "--data-dir", "--tool-timeout-ms", "--library-timeout-ms"]),
    );
    const blank = [...BLANK_MEANS_DEFAULT].map((flag) => `${flag}=`);
    expect(parseArgs(blank)).toEqual(parseArgs([]));
    // Only the inline spelling: an empty separate value is still a usage error, and so are other options' blanks.
    expect(() => parseArgs(["--tool-timeout-ms", ""])).toThrow("--tool-timeout-ms needs a whole number");
    expect(() => parseArgs(["--output-dir", ""])).toThrow("--output-dir needs a directory");
    expect(() => parseArgs(["--workers="])).toThrow("--workers needs a whole number");
    expect(() => parseArgs(["--transport="])).toThrow("--transport must be stdio or streamable-http");
  });

  test("--data-dirs takes every following argument up to the next option, none allowed", () => {
    const dir = mkdtempSync(join(tmpdir(), "chematic-cli-"));
    try {
      const other = join(dir, "other");
      mkdirSync(other);
      const dirs = (args: string[]): string[] => {
        const command = parseArgs(args);
        if (command.kind !== "serve") throw new Error("expected serve");
        return command.options.dataDirs;
      };
      expect(dirs(["--data-dirs", dir, other, "--offline"])).toEqual([dir, other]);
      expect(dirs(["--data-dirs", "--offline"])).toEqual([]);
      expect(dirs(["--data-dirs"])).toEqual([]);
      expect(dirs(["--data-dir", dir, "--data-dirs", other])).toEqual([dir, other]);
      expect(dirs(["--data-dirs=", `--data-dirs=${other}`])).toEqual([other]);
      // The option after the list is read as an option: an unknown one is still refused.
      expect(() => parseArgs(["--data-dirs", dir, "--nope"])).toThrow("unknown option --nope");
      expect(() => parseArgs(["--data-dirs", dir, join(dir, "missing")])).toThrow(
        /--data-dirs .*missing is not an existing directory/,
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  test("HTTP options parse with the HTTP transport, in both spellings", () => {
    const command = parseArgs([
      "--transport",
      "streamable-http",
      "--port=0",
      "--allowed-origin",
      "http://localhost:5173",
      "--max-concurrency",
      "4",
    ]);
    expect(command).toMatchObject({
      kind: "serve",
      options: { transport: "streamable-http", port: 0, allowedOrigins: ["http://localhost:5173"], maxConcurrency: 4 },
    });
  });

  test("--allowed-host is repeatable and takes names, IPs, ports and bracketed IPv6", () => {
    const values = [
      "mcp.example.org",
      "MCP.Example.ORG",
      "10.0.0.5:3000",
      "[fd00::1]",
      "[fd00::1]:8443",
      "fd00::1",
      "internal_name",
    ];
    const args = ["--transport", "streamable-http", ...values.flatMap((value) => ["--allowed-host", value])];
    expect(parseArgs(args)).toMatchObject({ kind: "serve", options: { allowedHosts: values } });
    expect(parseArgs(["--transport=streamable-http", "--allowed-host=a.example:1"])).toMatchObject({
      options: { allowedHosts: ["a.example:1"] },
    });
  });

  test("--allowed-host refuses what is not a host[:port]", () => {
    const bad = [
      "",
      " a.example",
      "a b",
      "a.example/mcp",
      "http://a.example",
      "user@a.example",
      "*",
      "*.example.org",
      "a..b",
      "a.",
      "-a",
      "--port",
      "a.example:0",
      "a.example:65536",
      "a.example:x",
      "[fd00::1",
      "[zz::1]",
      "10.5",
      "999.0.0.1",
      "010.0.0.5",
    ];
    const notRefused = bad.filter((value) => {
      try {
        parseArgs(["--transport", "streamable-http", "--allowed-host", value]);
        return true;
      } catch (error) {
        return !(
          error instanceof UsageError && error.message.startsWith("--allowed-host needs a host name or IP address")
        );
      }
    });
    expect(notRefused).toEqual([]);
    expect(() => parseArgs(["--transport", "streamable-http", "--allowed-host"])).toThrow(
      "--allowed-host needs a host name or IP address",
    );
    expect(() => parseArgs(["--allowed-host", "a.example"])).toThrow(
      "--allowed-host only applies to --transport streamable-http",
    );
  });

  test("a non-loopback bind needs --allow-non-loopback and --allowed-host, and says which is missing", () => {
    const http = ["--transport", "streamable-http", "--bind", "0.0.0.0"];
    const both = () => parseArgs(http);
    expect(both).toThrow(UsageError);
    expect(both).toThrow(
      "--bind 0.0.0.0 is not a loopback address; it needs --allow-non-loopback and --allowed-host: ",
    );
    expect(() => parseArgs([...http, "--allowed-host", "mcp.example.org"])).toThrow(
      "--bind 0.0.0.0 is not a loopback address; it needs --allow-non-loopback: ",
    );
    expect(() => parseArgs([...http, "--allow-non-loopback"])).toThrow(
      "--bind 0.0.0.0 is not a loopback address; it needs --allowed-host: ",
    );
    expect(() => parseArgs(["--transport", "streamable-http", "--bind", "10.0.0.5", "--allow-non-loopback"])).toThrow(
      "it needs --allowed-host",
    );
    expect(parseArgs([...http, "--allow-non-loopback", "--allowed-host", "mcp.example.org"])).toMatchObject({
      kind: "serve",
      options: { bind: "0.0.0.0", allowNonLoopback: true, allowedHosts: ["mcp.example.org"] },
    });
    // Loopback binds need neither.
    expect(parseArgs(["--transport", "streamable-http", "--bind", "::1"])).toMatchObject({
      kind: "serve",
      options: { bind: "::1", allowedHosts: [] },
    });
  });

  test("worker options apply to both transports", () => {
    expect(parseArgs(["--workers", "2", "--tool-timeout-ms=500"])).toMatchObject({
      kind: "serve",
      options: { workers: 2, toolTimeoutMs: 500 },
    });
    expect(() => parseArgs(["--workers", "0"])).toThrow(UsageError);
    expect(() => parseArgs(["--tool-timeout-ms", "10"])).toThrow(UsageError);
  });

  test("--worker-start-timeout-ms sets how long a worker may take to start, 1,000 ms to 1 h (default 60 s)", () => {
    expect(parseArgs([])).toMatchObject({ kind: "serve", options: { workerStartTimeoutMs: 60_000 } });
    expect(parseArgs(["--worker-start-timeout-ms", "300000"])).toMatchObject({
      kind: "serve",
      options: { workerStartTimeoutMs: 300_000 },
    });
    expect(() => parseArgs(["--worker-start-timeout-ms", "999"])).toThrow(UsageError);
    expect(() => parseArgs(["--worker-start-timeout-ms", "3600001"])).toThrow(UsageError);
  });

  test("--worker-idle-ms sets how long a worker may be idle before it is stopped: 0 (never) or 1,000 ms to 24 h (default 30 s)", () => {
    // Issue 33: idle workers give their memory back.
    expect(parseArgs(["--worker-idle-ms", "120000"])).toMatchObject({
      kind: "serve",
      options: { workerIdleMs: 120_000 },
    });
    expect(parseArgs(["--worker-idle-ms", "0"])).toMatchObject({ kind: "serve", options: { workerIdleMs: 0 } });
    expect(parseArgs(["--worker-idle-ms", "1000"])).toMatchObject({ kind: "serve", options: { workerIdleMs: 1_000 } });
    expect(() => parseArgs(["--worker-idle-ms", "999"])).toThrow(UsageError);
    expect(() => parseArgs(["--worker-idle-ms", "86400001"])).toThrow(UsageError);
    expect(() => parseArgs(["--worker-idle-ms"])).toThrow(UsageError);
  });

  test("--library-timeout-ms sets the library tools' time limit, 1,000 ms to 24 h", () => {
    expect(parseArgs(["--library-timeout-ms", "600000"])).toMatchObject({
      kind: "serve",
      options: { libraryTimeoutMs: 600_000 },
    });
    expect(parseArgs(["--library-timeout-ms=1000"])).toMatchObject({
      kind: "serve",
      options: { libraryTimeoutMs: 1_000 },
    });
    expect(() => parseArgs(["--library-timeout-ms", "999"])).toThrow(UsageError);
    expect(() => parseArgs(["--library-timeout-ms", "86400001"])).toThrow(UsageError);
    expect(() => parseArgs(["--library-timeout-ms"])).toThrow(UsageError);
  });

  test("--call-budget-ms sets the library calls' budget, 0 (none) to 24 h; default 45 s, inside clients' ~60 s cut", () => {
    expect(parseArgs([])).toMatchObject({ kind: "serve", options: { callBudgetMs: 45_000 } });
    expect(parseArgs(["--call-budget-ms", "1"])).toMatchObject({ kind: "serve", options: { callBudgetMs: 1 } });
    expect(parseArgs(["--call-budget-ms=0"])).toMatchObject({ kind: "serve", options: { callBudgetMs: 0 } });
    expect(() => parseArgs(["--call-budget-ms", "-1"])).toThrow(UsageError);
    expect(() => parseArgs(["--call-budget-ms", "86400001"])).toThrow(UsageError);
    expect(() => parseArgs(["--call-budget-ms"])).toThrow(UsageError);
  });

  test("--shutdown-grace-ms is a stdio option", () => {
    expect(parseArgs(["--shutdown-grace-ms", "250"])).toMatchObject({
      kind: "serve",
      options: { shutdownGraceMs: 250 },
    });
    expect(parseArgs(["--shutdown-grace-ms=0"])).toMatchObject({ kind: "serve", options: { shutdownGraceMs: 0 } });
    expect(() => parseArgs(["--shutdown-grace-ms", "-1"])).toThrow(UsageError);
    expect(() => parseArgs(["--transport", "streamable-http", "--shutdown-grace-ms", "250"])).toThrow(
      "only applies to --transport stdio",
    );
  });

  test("-h and -v are --help and --version (-V too); --licenses (or --licences) asks for the licences", () => {
    for (const flag of ["-h", "--help"]) expect(parseArgs([flag])).toEqual({ kind: "help" });
    for (const flag of ["-v", "-V", "--version"]) expect(parseArgs([flag])).toEqual({ kind: "version" });
    for (const flag of ["--licenses", "--licences"]) expect(parseArgs([flag])).toEqual({ kind: "licenses" });
    expect(USAGE).toContain("-h, --help");
    expect(USAGE).toContain("-v, --version");
  });

  test("the usage text lists the exit codes main.ts uses", () => {
    expect(EXIT_CODES).toEqual({ ok: 0, failure: 1, usage: 2, cannotListen: 3 });
    for (const code of Object.values(EXIT_CODES)) expect(USAGE).toMatch(new RegExp(`^  ${code}  \\S`, "m"));
  });

  test("usage errors: unknown options, HTTP options with stdio, bad numbers", () => {
    expect(() => parseArgs(["--nope"])).toThrow(UsageError);
    expect(() => parseArgs(["--port", "3000"])).toThrow("only applies to --transport streamable-http");
    expect(() => parseArgs(["--transport", "carrier-pigeon"])).toThrow(UsageError);
    expect(() => parseArgs(["--transport", "streamable-http", "--port", "70000"])).toThrow(UsageError);
    expect(() => parseArgs(["--transport", "streamable-http", "--max-concurrency", "x"])).toThrow(UsageError);
  });
});

describe("command line", () => {
  test("--version prints the package version", async () => {
    const { code, stdout } = await run(["--version"]);
    expect(code).toBe(0);
    expect(stdout).toBe(`chematic-mcp ${packageJson.version}\n`);
    expect(SERVER_VERSION).toBe(packageJson.version);
  });

  test("-v prints the version and -h the usage, as their long forms do", async () => {
    const [short, long] = await Promise.all([run(["-v"]), run(["--version"])]);
    expect(short).toEqual({ code: 0, stdout: `chematic-mcp ${packageJson.version}\n`, stderr: "" });
    expect(long).toEqual(short);
    const [shortHelp, longHelp] = await Promise.all([run(["-h"]), run(["--help"])]);
    expect(shortHelp.code).toBe(0);
    expect(shortHelp.stdout).toStartWith("Usage: chematic-mcp");
    expect(longHelp).toEqual(shortHelp);
  });

  test("--licenses prints LICENSE and THIRD_PARTY_NOTICES.md whole, and exits 0", async () => {
    const { code, stdout, stderr } = await run(["--licenses"]);
    expect({ code, stderr }).toEqual({ code: 0, stderr: "" });
    expect(stdout).toStartWith(`chematic-mcp ${packageJson.version}\n`);
    expect(stdout).toContain(readFileSync(join(REPO, "LICENSE"), "utf8").trimEnd());
    expect(stdout).toContain(readFileSync(join(REPO, "THIRD_PARTY_NOTICES.md"), "utf8").trimEnd());
  });

  test("the start-up line on stdio names the program once (the diagnostics prefix) and the version", async () => {
    // stdin is closed at once: the server starts, writes its line, reads end of input and exits 0.
    const { code, stdout, stderr } = await run([]);
    expect({ code, stdout, stderr }).toEqual({
      code: 0,
      stdout: "",
      stderr: `chematic-mcp: ${packageJson.version} serving MCP over stdio\n`,
    });
  });

  test("--help prints usage and exits 0", async () => {
    const { code, stdout } = await run(["--help"]);
    expect(code).toBe(0);
    expect(stdout).toContain("Usage: chematic-mcp");
    expect(stdout).toContain("--shutdown-grace-ms N");
  });

  test("a usage error exits 2 with a message on stderr and nothing on stdout", async () => {
    for (const args of [["--bogus"], ["--bind", "0.0.0.0"]]) {
      const { code, stdout, stderr } = await run(args);
      expect({ args, code, stdout }).toEqual({ args, code: 2, stdout: "" });
      expect(stderr).toStartWith("chematic-mcp: ");
    }
  });

  test("an unknown --tools name exits 2, listing the valid groups and tools, before anything starts", async () => {
    const { code, stdout, stderr } = await run(["--tools", "medchem,pictures"]);
    expect({ code, stdout }).toEqual({ code: 2, stdout: "" });
    expect(stderr).toStartWith('chematic-mcp: --tools: unknown group or tool "pictures"; the valid groups: all (');
    expect(stderr).toContain("Tools: name_to_smiles, ");
    expect(stderr).toContain("Usage: chematic-mcp");
  });

  test("a non-loopback HTTP bind without --allow-non-loopback exits 2", async () => {
    const { code, stderr } = await run(["--transport", "streamable-http", "--bind", "0.0.0.0", "--port", "0"]);
    expect(code).toBe(2);
    expect(stderr).toContain("--allow-non-loopback");
  });

  test("a non-loopback HTTP bind with --allow-non-loopback but no --allowed-host exits 2 with the usage", async () => {
    const { code, stdout, stderr } = await run([
      "--transport",
      "streamable-http",
      "--bind",
      "0.0.0.0",
      "--port",
      "0",
      "--allow-non-loopback",
    ]);
    expect({ code, stdout }).toEqual({ code: 2, stdout: "" });
    expect(stderr).toStartWith("chematic-mcp: --bind 0.0.0.0 is not a loopback address; it needs --allowed-host: ");
    expect(stderr).toContain("Usage: chematic-mcp");
  });
});

describe("licences", () => {
  const notices = readFileSync(join(REPO, "THIRD_PARTY_NOTICES.md"), "utf8");

  test("the project is MIT, in LICENSE and package.json alike", () => {
    expect(readFileSync(join(REPO, "LICENSE"), "utf8")).toStartWith("The MIT License (MIT)\n");
    expect(packageJson.license).toBe("MIT");
  });

  test("the npm package ships LICENSE and THIRD_PARTY_NOTICES.md", () => {
    expect(packageJson.files).toContain("LICENSE");
    expect(packageJson.files).toContain("THIRD_PARTY_NOTICES.md");
  });

  test("every runtime dependency, and what RDKit's WebAssembly holds, has its notice", () => {
    // A dependency added without its licence notice fails here (run scripts/make-third-party-notices.ts).
    for (const name of Object.keys(packageJson.dependencies))
      expect({ name, listed: notices.includes(`\`${name}\``) }).toEqual({ name, listed: true });
    for (const heading of [
      "## RDKit",
      "### Data extracted from RDKit",
      "### Boost",
      "### coordgen",
      "### FreeType",
      "### Telex font",
      "### InChI",
      "## OpenChemLib",
      "## Ajv",
      "## Bun",
    ]) {
      expect(notices).toContain(`\n${heading}\n`);
    }
    // RDKit's copyright holders, as its licence asks binary redistributions to reproduce.
    expect(notices).toContain("Rational Discovery LLC, Novartis Institutes for BioMedical Research Inc");
  });
});
