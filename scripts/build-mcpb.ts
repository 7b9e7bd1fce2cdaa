#!/usr/bin/env bun
/**
 * Builds the Claude Desktop extension bundles (MCP Bundles, `.mcpb`) from the release binaries:
 *
 *   bun scripts/build.ts --all && bun scripts/build-mcpb.ts      (what `bun run build:all` does)
 *
 * One bundle per platform and CPU (dist/chematic-mcp-<platform>.mcpb), each a zip of manifest.json, icon.png,
 * server/chematic-mcp[.exe], LICENSE and THIRD_PARTY_NOTICES.md, and each listed in dist/SHA256SUMS.
 *
 * Why `server.type: "binary"` and one bundle per platform: the binary needs nothing installed (a `bunx` launcher
 * would need Bun on the user's machine, and the `node` server type runs the host's Node, which cannot run this
 * Bun program). The manifest's `platform_overrides` are keyed by OS only (darwin, win32, linux), not by CPU, so
 * one bundle cannot choose between the darwin-arm64 and darwin-x64 binaries; and all five binaries in one
 * bundle would be a ~270 MB download (the five bundles are 47-61 MB each) of which each user runs one. So each
 * bundle carries one binary and declares its OS in `compatibility.platforms`.
 *
 * Manifest version 0.3: the newest stable one (the spec's "current version" and the package's
 * `mcpb-manifest-latest.schema.json`); 0.4 only adds the experimental `uv` server type.
 *
 * The zip is reproducible: fixed entry order, fixed timestamps, fixed permissions.
 */
import { v0_3 } from "@anthropic-ai/mcpb/schemas";
import { zipSync, type Zippable } from "fflate";
import { createHash } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { basename, join } from "node:path";
import packageJson from "../package.json" with { type: "json" };
import template from "../packaging/mcpb-manifest.template.json" with { type: "json" };
import { TIME_LIMIT_BOUNDS } from "../src/cli.ts";
import { DEFAULT_LIBRARY_TIMEOUT_MS, DEFAULT_TOOL_TIMEOUT_MS } from "../src/protocol/limits.ts";
import { ALL_GROUP, TOOL_GROUPS } from "../src/tools/profiles.ts";
import { tools } from "../src/tools/registry.ts";

const REPO = join(import.meta.dir, "..");

export type McpbPlatform = "darwin" | "win32" | "linux";

export interface McpbTarget {
  /** The release binary's suffix in dist/ (chematic-mcp-<suffix>), as scripts/build.ts names them. */
  suffix: string;
  platform: McpbPlatform;
}

/** The five release binaries of scripts/build.ts, each with the OS name MCPB uses. */
export const MCPB_TARGETS: readonly McpbTarget[] = [
  { suffix: "darwin-arm64", platform: "darwin" },
  { suffix: "darwin-x64", platform: "darwin" },
  { suffix: "windows-x64.exe", platform: "win32" },
  { suffix: "linux-x64", platform: "linux" },
  { suffix: "linux-arm64", platform: "linux" },
];

/** Where the binary sits inside the bundle. */
export function bundledBinary(platform: McpbPlatform): string {
  return platform === "win32" ? "server/chematic-mcp.exe" : "server/chematic-mcp";
}

/** The bundle's file name in dist/: chematic-mcp-darwin-arm64.mcpb, chematic-mcp-windows-x64.mcpb, … */
export function bundleFileName(target: McpbTarget): string {
  return `chematic-mcp-${target.suffix.replace(/\.exe$/, "")}.mcpb`;
}

export type McpbManifest = ReturnType<typeof v0_3.McpbManifestSchema.parse>;
type UserConfig = NonNullable<McpbManifest["user_config"]>;

/**
 * The settings a desktop user can change (Claude Desktop shows them on the extension's page), each an option of
 * src/cli.ts. How a host substitutes them (MANIFEST.md, and the package's getMcpConfigForManifest, the code the
 * desktop hosts use): a setting's default when the user set nothing; a boolean as "true"/"false"; a list
 * (`multiple`) only as a whole argument, expanded into one argument per item, none for an empty list; and a
 * whole argument whose value is missing or empty stays the literal `${user_config.KEY}`. So:
 * - every setting has a default (none is left as a placeholder);
 * - a single value travels inline, `--OPTION=${user_config.KEY}`: an empty one becomes `--OPTION=`, which the
 *   server reads as the option's default (cli.ts BLANK_MEANS_DEFAULT), never as a broken argument;
 * - the folder list is the last argument, after `--data-dirs`, which takes zero or more directories.
 */
export const USER_CONFIG: UserConfig = {
  data_dirs: {
    type: "directory",
    title: "Compound library folders",
    description:
      "Folders whose compound files (.smi, .csv, .tsv, .sdf, each also .gz) the library tools may read. None: no file is read.",
    multiple: true,
    required: false,
    default: [],
  },
  output_dir: {
    type: "directory",
    title: "Output folder",
    description:
      "Where a picture or a library table is saved when a call asks for it (save). Empty: nothing is ever written.",
    required: false,
    default: "",
  },
  tools: {
    type: "string",
    title: "Tools",
    description: `Which tools to offer, comma-separated groups and tool names; -NAME leaves one out (e.g. core,depict or ${ALL_GROUP},-library). Groups: ${ALL_GROUP}, ${Object.keys(TOOL_GROUPS).join(", ")}. Fewer tools leave the model more room.`,
    required: false,
    default: ALL_GROUP,
  },
  tool_timeout_ms: {
    type: "number",
    title: "Time limit per call (milliseconds)",
    description: "A tool call still running after this long is stopped and answers TIMEOUT.",
    required: false,
    default: DEFAULT_TOOL_TIMEOUT_MS,
    min: TIME_LIMIT_BOUNDS.toolTimeoutMs.min,
    max: TIME_LIMIT_BOUNDS.toolTimeoutMs.max,
  },
  library_timeout_ms: {
    type: "number",
    title: "Time limit per library call (milliseconds)",
    description:
      "The same for the tools that take a compound list or file (screen_library, similarity_search, cluster_molecules, ...).",
    required: false,
    default: DEFAULT_LIBRARY_TIMEOUT_MS,
    min: TIME_LIMIT_BOUNDS.libraryTimeoutMs.min,
    max: TIME_LIMIT_BOUNDS.libraryTimeoutMs.max,
  },
  offline: {
    type: "boolean",
    title: "Offline only",
    description:
      "Never send a chemical name to PubChem: name_to_smiles answers only the systematic names its built-in parser reads.",
    required: false,
    default: false,
  },
};

/** The host's placeholder for a setting of USER_CONFIG. */
function setting(key: string): string {
  if (!Object.hasOwn(USER_CONFIG, key)) throw new Error(`no user setting ${key}`);
  return `\${user_config.${key}}`;
}

/** The server's arguments: each setting of USER_CONFIG as its command-line option (see there for the form). */
export const MCPB_ARGS: readonly string[] = [
  `--offline=${setting("offline")}`,
  `--tools=${setting("tools")}`,
  `--output-dir=${setting("output_dir")}`,
  `--tool-timeout-ms=${setting("tool_timeout_ms")}`,
  `--library-timeout-ms=${setting("library_timeout_ms")}`,
  "--data-dirs",
  setting("data_dirs"),
];

/**
 * The manifest of one platform's bundle: the written parts from packaging/mcpb-manifest.template.json, the
 * name, version, description, keywords and licence from package.json, and the tools from the registry (the
 * same names and descriptions tools/list gives).
 */
export function mcpbManifest(platform: McpbPlatform): McpbManifest {
  const license = (packageJson as { license?: unknown }).license;
  return {
    manifest_version: template.manifest_version as "0.3",
    name: packageJson.name,
    display_name: template.display_name,
    version: packageJson.version,
    description: packageJson.description,
    long_description: template.long_description,
    author: template.author,
    icon: template.icon,
    server: {
      type: "binary",
      entry_point: bundledBinary(platform),
      mcp_config: {
        // ${__dirname} is the folder the host unpacked the bundle into. stdio, as desktop hosts expect; the
        // arguments are the user settings (USER_CONFIG).
        command: `\${__dirname}/${bundledBinary(platform)}`,
        args: [...MCPB_ARGS],
      },
    },
    user_config: USER_CONFIG,
    tools: tools.map((tool) => ({ name: tool.name, description: tool.description })),
    tools_generated: false,
    keywords: [...packageJson.keywords],
    ...(typeof license === "string" ? { license } : {}),
    compatibility: { platforms: [platform] },
  };
}

/** A file to put in a bundle. */
export interface BundleEntry {
  path: string;
  data: Uint8Array;
  executable: boolean;
}

/**
 * A reproducible zip: entries in the order given, every timestamp 2000-01-01 00:00 (built from local-time fields,
 * because zip stores local time: the same bytes in every time zone), Unix regular-file modes 0755 or 0644.
 */
export function zipBundle(entries: readonly BundleEntry[]): Uint8Array {
  const mtime = new Date(2000, 0, 1, 0, 0, 0);
  const files: Zippable = {};
  for (const entry of entries) {
    if (entry.path in files) throw new Error(`duplicate bundle entry ${entry.path}`);
    const mode = entry.executable ? 0o100755 : 0o100644;
    // The mode goes in the high 16 bits of the external attributes (os 3 = Unix), as Info-ZIP writes it.
    files[entry.path] = [entry.data, { level: 9, mtime, os: 3, attrs: mode * 0x10000 }];
  }
  return zipSync(files, { mtime });
}

/** The project's licence and the notices of what the binary embeds: every bundle carries both. */
export const LICENSE_FILES = ["LICENSE", "THIRD_PARTY_NOTICES.md"] as const;

/** The entries of one platform's bundle, reading the release binary from `dist`. */
export function bundleEntries(target: McpbTarget, dist: string): BundleEntry[] {
  const binary = join(dist, `chematic-mcp-${target.suffix}`);
  if (!existsSync(binary))
    throw new Error(`${binary} is missing: build the release binaries first (bun scripts/build.ts --all)`);
  const manifest = v0_3.McpbManifestSchema.parse(mcpbManifest(target.platform));
  return [
    {
      path: "manifest.json",
      data: new TextEncoder().encode(`${JSON.stringify(manifest, null, 2)}\n`),
      executable: false,
    },
    { path: "icon.png", data: new Uint8Array(readFileSync(join(REPO, "packaging", "icon.png"))), executable: false },
    ...LICENSE_FILES.map((name) => ({
      path: name,
      data: new Uint8Array(readFileSync(join(REPO, name))),
      executable: false,
    })),
    { path: bundledBinary(target.platform), data: new Uint8Array(readFileSync(binary)), executable: true },
  ];
}

function sha256(data: Uint8Array): string {
  return createHash("sha256").update(data).digest("hex");
}

if (import.meta.main) {
  const dist = join(REPO, "dist");
  const sums = new Map<string, string>();
  for (const target of MCPB_TARGETS) {
    const entries = bundleEntries(target, dist);
    const bundle = zipBundle(entries);
    const out = join(dist, bundleFileName(target));
    writeFileSync(out, bundle);
    sums.set(basename(out), sha256(bundle));
    console.log(`${basename(out)}: ${(bundle.length / 1e6).toFixed(1)} MB (${entries.map((e) => e.path).join(", ")})`);
  }
  // Add the bundles to the checksums scripts/build.ts wrote for the binaries (replacing earlier bundle lines).
  const sumsFile = join(dist, "SHA256SUMS");
  const kept = existsSync(sumsFile)
    ? readFileSync(sumsFile, "utf8")
        .split("\n")
        .filter((line) => line !== "" && !line.endsWith(".mcpb"))
    : [];
  writeFileSync(sumsFile, `${[...kept, ...[...sums].map(([name, sum]) => `${sum}  ${name}`)].join("\n")}\n`);
}
