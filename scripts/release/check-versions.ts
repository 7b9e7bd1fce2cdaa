#!/usr/bin/env bun
/**
 * Do all the places that state the release's version agree? Exit 0 if so, 1 (with each disagreement) if not, 2 on a
 * usage error. The release workflow runs it before it builds (--tag) and again on what it built (--binary, --bundles),
 * and publishes nothing unless both pass.
 *
 *   bun scripts/release/check-versions.ts                 package.json, server.json, CHANGELOG, the manifests
 *                                                        build-mcpb.ts writes, `bun src/main.ts --version`
 *   bun scripts/release/check-versions.ts --tag v0.1.0    also the tag, and the CHANGELOG section must be dated
 *   bun scripts/release/check-versions.ts --binary dist/chematic-mcp-linux-x64 --bundles dist
 *                                                        the built binary's --version and every built bundle's manifest
 *   --root DIR                                           check the files of another copy of the repository
 */
import { existsSync } from "node:fs";
import { join, resolve } from "node:path";
import { MCPB_TARGETS, bundleFileName, mcpbManifest } from "../build-mcpb.ts";
import {
  type VersionClaim,
  bundleVersions,
  changelogClaim,
  commandVersion,
  disagreements,
  packageVersion,
  serverJsonVersions,
  tagVersion,
} from "./versions.ts";

const REPO = resolve(import.meta.dir, "..", "..");

interface Options {
  root: string;
  tag?: string;
  binary?: string;
  bundles?: string;
}

function parseOptions(argv: readonly string[]): Options {
  const options: Options = { root: REPO };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    const value = (): string => {
      const next = argv[++i];
      if (next === undefined || next.startsWith("--")) throw new Error(`${arg} needs a value`);
      return next;
    };
    if (arg === "--root") options.root = resolve(value());
    else if (arg === "--tag") options.tag = value();
    else if (arg === "--binary") options.binary = resolve(value());
    else if (arg === "--bundles") options.bundles = resolve(value());
    else throw new Error(`unknown argument ${arg}`);
  }
  return options;
}

/** Every claim, package.json's first (the one the others must repeat). */
function collect(options: Options): { claims: VersionClaim[]; problems: string[] } {
  const problems: string[] = [];
  const first = packageVersion(options.root);
  const claims: VersionClaim[] = [first, ...serverJsonVersions(options.root)];
  if (options.tag !== undefined) claims.push(tagVersion(options.tag));
  claims.push(changelogClaim(options.root, first.version ?? "", options.tag !== undefined));

  if (options.bundles !== undefined) {
    // Every bundle build-mcpb.ts makes must be there: a missing one would otherwise pass unseen.
    for (const target of MCPB_TARGETS) {
      if (!existsSync(join(options.bundles, bundleFileName(target))))
        problems.push(`${bundleFileName(target)} is missing from ${options.bundles}`);
    }
    claims.push(...bundleVersions(options.bundles));
  } else if (options.root === REPO) {
    // Before a build: the manifests as build-mcpb.ts writes them into the bundles.
    for (const platform of new Set(MCPB_TARGETS.map((target) => target.platform)))
      claims.push({ place: `build-mcpb.ts manifest (${platform}) version`, version: mcpbManifest(platform).version });
  } else {
    problems.push("--root without --bundles: the manifests of another copy are read from its built bundles");
  }

  const command = options.binary ? [options.binary] : [process.execPath, join(options.root, "src", "main.ts")];
  if (options.binary && !existsSync(options.binary)) problems.push(`${options.binary} does not exist`);
  else claims.push(commandVersion(command));
  return { claims, problems };
}

if (import.meta.main) {
  let options: Options;
  try {
    options = parseOptions(process.argv.slice(2));
  } catch (error) {
    console.error(`check-versions: ${(error as Error).message}`);
    process.exit(2);
  }
  const { claims, problems } = collect(options);
  problems.push(...disagreements(claims));
  for (const claim of claims) console.log(`${claim.version ?? "(none)"}\t${claim.place}`);
  if (problems.length > 0) {
    console.error(`versions disagree:\n${problems.map((p) => `  ${p}`).join("\n")}`);
    process.exit(1);
  }
  console.log(`versions agree: ${claims[0]?.version} in ${claims.length} places`);
}
