/**
 * The Claude Desktop extension bundles (scripts/build-mcpb.ts): each platform's manifest is valid under the
 * MCPB package's own validators (its zod schema, its published JSON schema, its manifest validator with the icon
 * check), lists every tool of the registry, agrees with package.json; the zip is readable by the package's own
 * unpacker with the binary executable, and reproducible; its user settings, substituted by the package's own
 * getMcpConfigForManifest, are the server options they name, a setting left empty the option's default. No
 * binaries are built here: the zip test packs a stand-in file, and the settings test starts the source server.
 */
import { getMcpConfigForManifest, unpackExtension } from "@anthropic-ai/mcpb";
import { validateManifest } from "@anthropic-ai/mcpb/node";
import { v0_3 } from "@anthropic-ai/mcpb/schemas";
import { afterAll, describe, expect, spyOn, test } from "bun:test";
import Ajv from "ajv";
import addFormats from "ajv-formats";
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import packageJson from "../../package.json" with { type: "json" };
import {
  LICENSE_FILES,
  MCPB_ARGS,
  MCPB_TARGETS,
  USER_CONFIG,
  bundleFileName,
  bundledBinary,
  mcpbManifest,
  zipBundle,
  type BundleEntry,
} from "../../scripts/build-mcpb.ts";
import { tools } from "../../src/tools/registry.ts";
import { parseArgs, type CliOptions } from "../../src/cli.ts";
import { DEFAULT_LIBRARY_TIMEOUT_MS, DEFAULT_TOOL_TIMEOUT_MS } from "../../src/protocol/limits.ts";
import { StdioServer } from "../../harness/stdio-client.ts";

const REPO = join(import.meta.dir, "..", "..");
const scratch = mkdtempSync(join(tmpdir(), "chematic-mcpb-test-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** The JSON schemas the package publishes (generated from its zod schemas), in its dist/ folder. */
const SCHEMA_V0_3 = createRequire(import.meta.url).resolve("@anthropic-ai/mcpb/mcpb-manifest-v0.3.schema.json");

/** The package's validateManifest prints its verdict; keep the test output to the tests' own lines. */
function quietValidateManifest(path: string): boolean {
  const log = spyOn(console, "log").mockImplementation(() => {});
  try {
    return validateManifest(path);
  } finally {
    log.mockRestore();
  }
}

function publishedSchemaValidator() {
  const path = SCHEMA_V0_3;
  const ajv = new Ajv({ allErrors: true, strict: true });
  addFormats(ajv);
  return ajv.compile(JSON.parse(readFileSync(path, "utf8")) as object);
}

const PLATFORMS = [...new Set(MCPB_TARGETS.map((target) => target.platform))];

describe("MCPB manifest", () => {
  const validate = publishedSchemaValidator();

  test("the package's newest stable manifest version is the one we write", () => {
    // The spec's "current version", and what the package ships as mcpb-manifest-latest.schema.json.
    // (Its exports map names it under dist/, but the file ships under schemas/.)
    const latestPath = join(dirname(SCHEMA_V0_3), "..", "schemas", "mcpb-manifest-latest.schema.json");
    const latest = JSON.parse(readFileSync(latestPath, "utf8")) as {
      properties: { manifest_version: { const: string } };
    };
    expect<string | undefined>(mcpbManifest("darwin").manifest_version).toBe(latest.properties.manifest_version.const);
  });

  for (const platform of PLATFORMS) {
    test(`${platform}: valid under the package's zod schema and its published JSON schema`, () => {
      const manifest = mcpbManifest(platform);
      const parsed = v0_3.McpbManifestSchema.safeParse(manifest);
      expect(parsed.success ? [] : parsed.error.issues).toEqual([]);
      const ok = validate(manifest);
      expect(ok ? [] : validate.errors).toEqual([]);
    });

    test(`${platform}: the package's validator accepts the manifest with the icon beside it`, () => {
      const dir = mkdtempSync(join(scratch, `${platform}-`));
      writeFileSync(join(dir, "manifest.json"), JSON.stringify(mcpbManifest(platform)));
      copyFileSync(join(REPO, "packaging", "icon.png"), join(dir, "icon.png"));
      expect(quietValidateManifest(dir)).toBe(true);
    });

    test(`${platform}: a binary server for that OS only, started over stdio from the bundle's folder`, () => {
      const manifest = mcpbManifest(platform);
      expect(manifest.server.type).toBe("binary");
      expect(manifest.server.entry_point).toBe(bundledBinary(platform));
      expect(manifest.server.mcp_config.command).toBe(`\${__dirname}/${bundledBinary(platform)}`);
      // The user settings reach the server as its options ("MCPB user settings" below).
      expect(manifest.server.mcp_config.args).toEqual([...MCPB_ARGS]);
      expect(manifest.user_config).toEqual(USER_CONFIG);
      expect(manifest.compatibility?.platforms).toEqual([platform]);
    });
  }

  test("Windows runs the .exe, the others the plain file", () => {
    expect(bundledBinary("win32")).toBe("server/chematic-mcp.exe");
    expect(bundledBinary("darwin")).toBe("server/chematic-mcp");
    expect(bundledBinary("linux")).toBe("server/chematic-mcp");
  });

  test("name, version, description and keywords are package.json's", () => {
    const manifest = mcpbManifest("linux");
    expect(manifest.name).toBe(packageJson.name);
    expect(manifest.version).toBe(packageJson.version);
    expect(manifest.description).toBe(packageJson.description);
    expect(manifest.keywords).toEqual(packageJson.keywords);
    const license = (packageJson as { license?: string }).license;
    expect(manifest.license).toBe(license);
  });

  test("the tool list is the registry's, in order, with the descriptions tools/list gives", () => {
    const manifest = mcpbManifest("win32");
    expect(manifest.tools).toEqual(tools.map((tool) => ({ name: tool.name, description: tool.description })));
    expect(manifest.tools?.map((tool) => tool.name)).toContain("canonical_smiles");
    expect(manifest.tools_generated).toBe(false);
  });

  test("both validators refuse a broken manifest (they are really checking)", () => {
    const wrongVersion = { ...mcpbManifest("darwin"), manifest_version: "0.2" };
    expect(v0_3.McpbManifestSchema.safeParse(wrongVersion).success).toBe(false);
    expect(validate(wrongVersion)).toBe(false);
    const { author: _author, ...noAuthor } = mcpbManifest("darwin");
    expect(v0_3.McpbManifestSchema.safeParse(noAuthor).success).toBe(false);
    expect(validate(noAuthor)).toBe(false);
  });

  test("one bundle per release binary, with distinct file names", () => {
    expect(MCPB_TARGETS.map(bundleFileName)).toEqual([
      "chematic-mcp-darwin-arm64.mcpb",
      "chematic-mcp-darwin-x64.mcpb",
      "chematic-mcp-windows-x64.mcpb",
      "chematic-mcp-linux-x64.mcpb",
      "chematic-mcp-linux-arm64.mcpb",
    ]);
  });
});

describe("MCPB zip", () => {
  const manifestText = `${JSON.stringify(mcpbManifest("linux"), null, 2)}\n`;
  const standIn = new TextEncoder().encode("#!/bin/sh\necho stand-in for the server binary\n");
  const entries: BundleEntry[] = [
    { path: "manifest.json", data: new TextEncoder().encode(manifestText), executable: false },
    { path: "icon.png", data: new Uint8Array(readFileSync(join(REPO, "packaging", "icon.png"))), executable: false },
    { path: bundledBinary("linux"), data: standIn, executable: true },
  ];

  test("the package's own unpacker reads it back, the binary executable and the rest not", async () => {
    const bundle = join(scratch, "stand-in.mcpb");
    writeFileSync(bundle, zipBundle(entries));
    const out = join(scratch, "unpacked");
    expect(await unpackExtension({ mcpbPath: bundle, outputDir: out, silent: true })).toBe(true);
    expect(readFileSync(join(out, "manifest.json"), "utf8")).toBe(manifestText);
    expect(new Uint8Array(readFileSync(join(out, "server", "chematic-mcp")))).toEqual(standIn);
    expect(statSync(join(out, "server", "chematic-mcp")).mode & 0o777).toBe(0o755);
    expect(statSync(join(out, "icon.png")).mode & 0o777).toBe(0o644);
    expect(quietValidateManifest(out)).toBe(true);
  });

  test("reproducible: the same entries give the same bytes", () => {
    const first = zipBundle(entries);
    const second = zipBundle(entries.map((entry) => ({ ...entry, data: entry.data.slice() })));
    expect(Buffer.from(second).equals(Buffer.from(first))).toBe(true);
  });

  test("every entry is dated 2000-01-01 00:00 (DOS date 0x2821, time 0)", () => {
    const zip = Buffer.from(zipBundle(entries));
    const centralHeader = Buffer.from([0x50, 0x4b, 0x01, 0x02]); // "PK\x01\x02"
    let dated = 0;
    for (let at = zip.indexOf(centralHeader); at !== -1; at = zip.indexOf(centralHeader, at + 4)) {
      // Central directory header: last-modified time at +12, date at +14. (2000-1980)<<9 | 1<<5 | 1 = 0x2821.
      expect(zip.readUInt16LE(at + 12)).toBe(0);
      expect(zip.readUInt16LE(at + 14)).toBe(0x2821);
      dated++;
    }
    expect(dated).toBe(entries.length);
  });

  test("the licence files every bundle carries exist", () => {
    for (const name of LICENSE_FILES) expect(existsSync(join(REPO, name))).toBe(true);
  });

  test("a path given twice is refused", () => {
    expect(() => zipBundle([...entries, { path: "icon.png", data: new Uint8Array(), executable: false }])).toThrow(
      "duplicate bundle entry icon.png",
    );
  });
});

/**
 * What a host makes of the settings: the MCPB package's own getMcpConfigForManifest (the substitution the desktop
 * hosts run: defaults, booleans as "true"/"false", lists expanded into arguments), then our command line.
 */
async function hostArgs(userConfig: Record<string, string | number | boolean | string[]>): Promise<string[]> {
  const config = await getMcpConfigForManifest({
    manifest: mcpbManifest("linux"),
    extensionPath: "/opt/extensions/chematic",
    systemDirs: { HOME: "/home/u", DESKTOP: "/home/u/Desktop", DOCUMENTS: "/home/u/Documents", DOWNLOADS: "/d" },
    userConfig,
    pathSeparator: "/",
  });
  if (config === undefined) throw new Error("the host would not start the server (a required setting is missing)");
  expect(config.command).toBe("/opt/extensions/chematic/server/chematic-mcp");
  return config.args ?? [];
}

function served(args: string[]): CliOptions {
  const command = parseArgs(args);
  if (command.kind !== "serve") throw new Error(`expected serve, got ${command.kind}`);
  return command.options;
}

describe("MCPB user settings", () => {
  const folders = mkdtempSync(join(scratch, "settings-"));
  const libraryA = join(folders, "library a");
  const libraryB = join(folders, "library-b");
  const output = join(folders, "out");
  for (const dir of [libraryA, libraryB, output]) mkdirSync(dir);
  const defaults = served([]);

  test("the settings a desktop user needs: folders, output folder, tools, time limits, offline; none required", () => {
    expect(Object.keys(USER_CONFIG)).toEqual([
      "data_dirs",
      "output_dir",
      "tools",
      "tool_timeout_ms",
      "library_timeout_ms",
      "offline",
    ]);
    expect(USER_CONFIG.data_dirs).toMatchObject({ type: "directory", multiple: true, default: [] });
    expect(USER_CONFIG.output_dir).toMatchObject({ type: "directory", default: "" });
    expect(USER_CONFIG.tools).toMatchObject({ type: "string", default: "all" });
    // The time limits' defaults and bounds are the command line's.
    expect(USER_CONFIG.tool_timeout_ms).toMatchObject({ type: "number", default: DEFAULT_TOOL_TIMEOUT_MS });
    expect(USER_CONFIG.library_timeout_ms).toMatchObject({ type: "number", default: DEFAULT_LIBRARY_TIMEOUT_MS });
    for (const [flag, key] of [
      ["--tool-timeout-ms", "tool_timeout_ms"],
      ["--library-timeout-ms", "library_timeout_ms"],
    ] as const) {
      const { min, max } = USER_CONFIG[key] as { min: number; max: number };
      expect(() => parseArgs([`${flag}=${min}`, `${flag}=${max}`])).not.toThrow();
      expect(() => parseArgs([`${flag}=${min - 1}`])).toThrow();
      expect(() => parseArgs([`${flag}=${max + 1}`])).toThrow();
    }
    expect(USER_CONFIG.offline).toMatchObject({ type: "boolean", default: false });
    // Every setting has a default, so a host never leaves one as its placeholder, and none is required.
    for (const [key, option] of Object.entries(USER_CONFIG)) {
      expect({ key, hasDefault: option.default !== undefined }).toEqual({ key, hasDefault: true });
      expect({ key, required: option.required ?? false }).toEqual({ key, required: false });
    }
    // Every setting is used, once.
    const used = MCPB_ARGS.join(" ").match(/\$\{user_config\.[a-z_]+\}/g) ?? [];
    expect(used.map((placeholder) => placeholder.slice(14, -1)).sort()).toEqual(Object.keys(USER_CONFIG).sort());
  });

  test("nothing set: the host passes the defaults, and the server runs as with no options at all", async () => {
    const args = await hostArgs({});
    expect(args).toEqual([
      "--offline=false",
      "--tools=all",
      "--output-dir=",
      "--tool-timeout-ms=10000",
      "--library-timeout-ms=300000",
      "--data-dirs",
    ]);
    const options = served(args);
    // `all` names every tool; without --tools the server serves every tool too.
    expect(options.tools).toHaveLength(tools.length);
    expect({ ...options, tools: undefined } as CliOptions).toEqual(defaults);
  });

  test("settings left empty (a cleared field, no folder) are the defaults, never a broken argument", async () => {
    const args = await hostArgs({ tools: "", output_dir: "", data_dirs: [], offline: false });
    expect(args.filter((arg) => arg.includes("${"))).toEqual([]);
    expect(served(args)).toEqual(defaults);
  });

  test("settings given reach the server: every folder, the output folder, the profile, the limits, offline", async () => {
    const args = await hostArgs({
      data_dirs: [libraryA, libraryB],
      output_dir: output,
      tools: "core, depict,-name_to_smiles",
      tool_timeout_ms: 45_000,
      library_timeout_ms: 50_000,
      offline: true,
    });
    const options = served(args);
    expect(options).toMatchObject({
      dataDirs: [libraryA, libraryB],
      outputDir: output,
      toolTimeoutMs: 45_000,
      libraryTimeoutMs: 50_000,
      offline: true,
    });
    expect(options.tools).toContain("depict_grid");
    expect(options.tools).toContain("calc_properties");
    expect(options.tools).not.toContain("name_to_smiles");
    // One folder: still a list.
    expect(served(await hostArgs({ data_dirs: [libraryB] })).dataDirs).toEqual([libraryB]);
  });

  test("the server started with a host's arguments serves the chosen tools", async () => {
    const args = await hostArgs({ tools: "names,structure", data_dirs: [libraryA], output_dir: output });
    const server = new StdioServer([...args, "--workers", "1"]);
    try {
      await server.request({ id: 0, method: "initialize", params: { protocolVersion: "2025-06-18" } });
      const list = await server.request({ id: 1, method: "tools/list" });
      expect(((list.result?.tools ?? []) as Array<{ name: string }>).map((tool) => tool.name)).toEqual([
        "name_to_smiles",
        "describe_structure",
        "graph_distance",
        "map_atoms",
        "check_structure",
        "smiles_to_name",
      ]);
    } finally {
      await server.close();
    }
  });

  test("why the single values travel inline: a whole argument whose value is empty stays the placeholder", async () => {
    // The alternative, the option and the placeholder as two arguments, under the same substitution.
    const manifest = mcpbManifest("linux");
    const placeholder = `\${user_config.output_dir}`;
    const separate = {
      ...manifest,
      server: { ...manifest.server, mcp_config: { command: "x", args: ["--output-dir", placeholder] } },
    };
    const config = await getMcpConfigForManifest({
      manifest: separate,
      extensionPath: "/x",
      systemDirs: {},
      userConfig: { output_dir: "" },
      pathSeparator: "/",
    });
    expect(config?.args).toEqual(["--output-dir", placeholder]);
  });
});
