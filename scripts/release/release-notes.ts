#!/usr/bin/env bun
/**
 * Prints the CHANGELOG.md section of a version, the text of its GitHub release (release.yml):
 *
 *   bun scripts/release/release-notes.ts 0.1.0 > notes.md
 *
 * Exit 1 when CHANGELOG.md has no section for it, or an empty one.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { changelogSection } from "./versions.ts";

const version = process.argv[2];
if (!version) {
  console.error("usage: bun scripts/release/release-notes.ts VERSION");
  process.exit(2);
}
const section = changelogSection(readFileSync(join(import.meta.dir, "..", "..", "CHANGELOG.md"), "utf8"), version);
if (!section || section.body === "") {
  console.error(`CHANGELOG.md has no section for ${version}`);
  process.exit(1);
}
console.log(section.body);
