/**
 * Cuts a Bun `--cpu-prof-md` profile down to what is committed under validation/bench/profiles/: the 20 functions
 * with the most self time, and the 20 of our own (src/) functions with the most total time, which say where a
 * tool's calls go when the self time sits in anonymous WebAssembly functions.
 *
 *   bun lab/bench/profile-summary.ts /tmp/prof/CPU....md "title line" > validation/bench/profiles/x.md
 */
import { readFileSync } from "node:fs";

const [file, title = "CPU profile"] = process.argv.slice(2);
if (!file) throw new Error("usage: profile-summary.ts PROFILE.md [title]");
const lines = readFileSync(file, "utf8").split("\n");
const section = (heading: string): string[] => {
  const start = lines.findIndex((l) => l.startsWith(`## ${heading}`));
  if (start < 0) return [];
  const end = lines.findIndex((l, i) => i > start && l.startsWith("## "));
  return lines.slice(start + 1, end < 0 ? undefined : end).filter((l) => /^\| *[\d.]+%/.test(l));
};
const repoRoot = `${process.cwd()}/`;
const tidy = (row: string): string => row.replaceAll(repoRoot, "");
const summary = lines.find((l) => /^\| [\d.]+m?s \|/.test(l)) ?? "";
const own = new Set<string>();
const ours = section("Call Tree").filter((row) => {
  const cells = row.split("|").map((c) => c.trim());
  const key = `${cells[5]} ${cells[6]}`;
  if (!(cells[6] ?? "").includes("/src/") || own.has(key)) return false;
  own.add(key);
  return true;
});
const out = [
  `# ${title}`,
  "",
  "| Duration | Samples | Interval | Functions |",
  "|---|---|---|---|",
  summary,
  "",
  "## Top 20 by self time",
  "",
  "| Self% | Self | Total% | Total | Function | Location |",
  "|------:|-----:|-------:|------:|----------|----------|",
  ...section("Hot Functions").slice(0, 20).map(tidy),
  "",
  "## Top 20 of our functions (src/) by total time (call-tree rows, first row per function and line)",
  "",
  "| Total% | Total | Self% | Self | Function | Location |",
  "|-------:|------:|------:|-----:|----------|----------|",
  ...ours.slice(0, 20).map(tidy),
  "",
];
console.log(out.join("\n"));
