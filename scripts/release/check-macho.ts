#!/usr/bin/env bun
/**
 * Checks the code signature of macOS release binaries the way macOS reads it, on any platform: the CodeDirectory's
 * SHA-256 page hashes must be those of the file, up to where the signature starts (scripts/macho-sign.ts wrote it).
 * `codesign --verify` does the full check on the macOS runners (ci.yml, release.yml); this one runs in .ci/run.
 *
 *   bun scripts/release/check-macho.ts dist/chematic-mcp-darwin-arm64 dist/chematic-mcp-darwin-x64
 */
import { readFileSync } from "node:fs";
import { basename } from "node:path";
import { verifyPageHashes } from "../macho-sign.ts";

const files = process.argv.slice(2);
if (files.length === 0) {
  console.error("usage: bun scripts/release/check-macho.ts MACHO_FILE...");
  process.exit(2);
}
let bad = 0;
for (const file of files) {
  const { pages, wrong, coversFile } = verifyPageHashes(new Uint8Array(readFileSync(file)));
  const ok = wrong === 0 && coversFile;
  if (!ok) bad++;
  console.log(
    `${basename(file)}: ${ok ? "signature covers the file" : "signature INVALID"} (${pages} pages, ${wrong} wrong hashes${coversFile ? "" : ", stops before the signature"})`,
  );
}
process.exit(bad === 0 ? 0 : 1);
