#!/usr/bin/env bun
/**
 * Checks files against a SHA256SUMS file (the `sha256sum` format: HEX, two spaces, NAME), on any platform: Windows
 * has no sha256sum, and the native CI jobs run the same command everywhere.
 *
 *   bun scripts/release/check-sums.ts dist/SHA256SUMS dist/chematic-mcp-windows-x64.exe [...]
 *
 * Exit 0 when every file is listed and matches, 1 otherwise, 2 on a usage error.
 */
import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { basename } from "node:path";

/** NAME → hex digest from a SHA256SUMS text. */
export function parseSums(text: string): Map<string, string> {
  const sums = new Map<string, string>();
  for (const line of text.split(/\r?\n/)) {
    const match = /^([0-9a-f]{64}) [ *](.+)$/.exec(line);
    if (match) sums.set(match[2] as string, match[1] as string);
  }
  return sums;
}

if (import.meta.main) {
  const [sumsFile, ...files] = process.argv.slice(2);
  if (!sumsFile || files.length === 0) {
    console.error("usage: bun scripts/release/check-sums.ts SHA256SUMS FILE...");
    process.exit(2);
  }
  const sums = parseSums(readFileSync(sumsFile, "utf8"));
  let bad = 0;
  for (const file of files) {
    const expected = sums.get(basename(file));
    if (!existsSync(file)) {
      bad++;
      console.error(`${file}: no such file`);
      continue;
    }
    const actual = createHash("sha256").update(readFileSync(file)).digest("hex");
    if (expected === actual) console.log(`${basename(file)}: OK ${actual}`);
    else {
      bad++;
      console.error(
        `${basename(file)}: ${expected ? `SHA-256 ${actual}, SHA256SUMS says ${expected}` : "not in SHA256SUMS"}`,
      );
    }
  }
  process.exit(bad === 0 ? 0 : 1);
}
