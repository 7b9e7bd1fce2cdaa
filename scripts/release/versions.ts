/**
 * The release's version, read from every place that states it, so a release stops before it publishes anything whose
 * parts disagree (issue 35). scripts/release/check-versions.ts is the command line; test/packaging/check-versions.test.ts
 * changes one place at a time in a copy and expects each change to be caught.
 *
 * The places: package.json (the one written by hand), server.json (its own version and its npm package's), the
 * manifest inside each `.mcpb` bundle (written by scripts/build-mcpb.ts from package.json), what `--version` prints
 * (from package.json, embedded at build time), the CHANGELOG section the release text comes from, and the tag.
 */
import { unzipSync } from "fflate";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

/** One place that states a version, and what it says there (undefined: the place has no version). */
export interface VersionClaim {
  place: string;
  version: string | undefined;
}

/** Semantic versioning 2.0.0's version core with an optional pre-release and build part. */
const SEMVER =
  /^(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)(?:-(?:0|[1-9]\d*|\d*[a-zA-Z-][0-9a-zA-Z-]*)(?:\.(?:0|[1-9]\d*|\d*[a-zA-Z-][0-9a-zA-Z-]*))*)?(?:\+[0-9a-zA-Z-]+(?:\.[0-9a-zA-Z-]+)*)?$/;

export function isSemver(text: string): boolean {
  return SEMVER.test(text);
}

function readJson(path: string): unknown {
  return JSON.parse(readFileSync(path, "utf8")) as unknown;
}

function stringField(value: unknown, key: string): string | undefined {
  if (typeof value !== "object" || value === null) return undefined;
  const field = (value as Record<string, unknown>)[key];
  return typeof field === "string" ? field : undefined;
}

/** package.json's version. */
export function packageVersion(root: string): VersionClaim {
  return { place: "package.json version", version: stringField(readJson(join(root, "package.json")), "version") };
}

/** server.json's version and the version of each package it lists (the registry serves both). */
export function serverJsonVersions(root: string): VersionClaim[] {
  const server = readJson(join(root, "server.json"));
  const claims: VersionClaim[] = [{ place: "server.json version", version: stringField(server, "version") }];
  const packages = (server as { packages?: unknown }).packages;
  if (Array.isArray(packages))
    packages.forEach((entry, i) => {
      const name = stringField(entry, "identifier") ?? String(i);
      claims.push({ place: `server.json packages[${i}] (${name}) version`, version: stringField(entry, "version") });
    });
  return claims;
}

/** The version in the manifest.json of every `.mcpb` bundle in `dir` (none there is itself a problem for the caller). */
export function bundleVersions(dir: string): VersionClaim[] {
  return readdirSync(dir)
    .filter((name) => name.endsWith(".mcpb"))
    .sort()
    .map((name) => {
      const entries = unzipSync(new Uint8Array(readFileSync(join(dir, name))), {
        filter: (file) => file.name === "manifest.json",
      });
      const manifest = entries["manifest.json"];
      const version = manifest ? stringField(JSON.parse(new TextDecoder().decode(manifest)), "version") : undefined;
      return { place: `${name} manifest.json version`, version };
    });
}

/** The version `chematic-mcp --version` prints ("chematic-mcp 0.1.0"), from the command given (a binary, or Bun and the source). */
export function commandVersion(command: readonly string[]): VersionClaim {
  const place = `${command.join(" ")} --version`;
  const run = Bun.spawnSync([...command, "--version"], { stdout: "pipe", stderr: "pipe" });
  const match = /^chematic-mcp (\S+)\s*$/.exec(run.stdout.toString());
  return { place, version: run.exitCode === 0 && match ? match[1] : undefined };
}

/** The tag's version: `v0.1.0` → 0.1.0; anything else names no version. */
export function tagVersion(tag: string): VersionClaim {
  const match = /^v(.+)$/.exec(tag);
  return { place: `tag ${tag}`, version: match?.[1] };
}

/**
 * The CHANGELOG.md section of `version`: from its `## VERSION` heading (the rest of the heading line is the date or
 * "unreleased") to the next `## ` heading, without the heading itself. Undefined when there is none.
 */
export function changelogSection(changelog: string, version: string): { heading: string; body: string } | undefined {
  const lines = changelog.split("\n");
  const start = lines.findIndex((line) => line === `## ${version}` || line.startsWith(`## ${version} `));
  if (start === -1) return undefined;
  const next = lines.findIndex((line, i) => i > start && line.startsWith("## "));
  const body = lines
    .slice(start + 1, next === -1 ? undefined : next)
    .join("\n")
    .trim();
  return { heading: lines[start] as string, body };
}

/** The CHANGELOG's heading for the version as a claim: present, and for a release not still marked unreleased. */
export function changelogClaim(root: string, version: string, releasing: boolean): VersionClaim {
  const path = join(root, "CHANGELOG.md");
  const section = existsSync(path) ? changelogSection(readFileSync(path, "utf8"), version) : undefined;
  const place = "CHANGELOG.md section";
  if (!section || section.body === "") return { place: `${place} (none for ${version})`, version: undefined };
  if (releasing && /unreleased/i.test(section.heading))
    return { place: `${place} "${section.heading}" (still marked unreleased)`, version: undefined };
  return { place: `${place} "${section.heading}"`, version };
}

/** What disagrees: every claim must name the same semantic version as the first (package.json's). */
export function disagreements(claims: readonly VersionClaim[]): string[] {
  const [first] = claims;
  if (!first) return ["no version found anywhere"];
  const problems: string[] = [];
  if (first.version === undefined || !isSemver(first.version))
    problems.push(`${first.place}: ${first.version ?? "missing"} is not a semantic version`);
  for (const claim of claims.slice(1)) {
    if (claim.version !== first.version)
      problems.push(
        `${claim.place}: ${claim.version ?? "missing"}, but ${first.place} is ${first.version ?? "missing"}`,
      );
  }
  return problems;
}
