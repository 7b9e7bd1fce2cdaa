/**
 * The Claude Desktop extension bundles (scripts/build-mcpb.ts): each platform's manifest is valid under the
 * MCPB package's own validators (its zod schema, its published JSON schema, its manifest validator with the icon
 * check), lists every tool of the registry, agrees with package.json; the zip is readable by the package's own
 * unpacker with the binary executable, and reproducible. No binaries are built here: the zip test packs a
 * stand-in file.
 */
import { unpackExtension } from "@anthropic-ai/mcpb";
import { validateManifest } from "@anthropic-ai/mcpb/node";
import { v0_3 } from "@anthropic-ai/mcpb/schemas";
import { afterAll, describe, expect, spyOn, test } from "bun:test";
import Ajv from "ajv";
import addFormats from "ajv-formats";
import { copyFileSync, existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import packageJson from "../../package.json" with { type: "json" };
import {
  LICENSE_FILES,
  MCPB_TARGETS,
  bundleFileName,
  bundledBinary,
  mcpbManifest,
  zipBundle,
  type BundleEntry,
} from "../../scripts/build-mcpb.ts";
import { tools } from "../../src/tools/registry.ts";

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
      // The one user setting, "Offline only", reaches the server as --offline=true|false (src/cli.ts reads both).
      expect(manifest.server.mcp_config.args).toEqual([`--offline=\${user_config.offline}`]);
      expect(manifest.user_config?.offline).toMatchObject({ type: "boolean", default: false });
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
