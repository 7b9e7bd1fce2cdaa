#!/usr/bin/env bun
/**
 * Writes THIRD_PARTY_NOTICES.md: the licences of everything the binary and the npm package carry.
 *
 *   bun scripts/make-third-party-notices.ts
 *
 * Every licence text is read from a file at generation time, never typed in: the npm packages'
 * own LICENSE files under node_modules/, and Debian's copyright files (/usr/share/doc/<package>/copyright,
 * installed with python3-rdkit, libcoordgen3, libfreetype6, libharfbuzz0b) for what the RDKit
 * WebAssembly holds but its npm package ships no licence for. Which components the WebAssembly
 * holds is read from its own strings (the Telex font's copyright line comes from the font's name table).
 * Run on a machine with those Debian packages; the output is committed, so nothing else needs them.
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

const REPO = join(import.meta.dir, "..");
const OUT = join(REPO, "THIRD_PARTY_NOTICES.md");

function read(path: string): string {
  if (!existsSync(path))
    throw new Error(`${path} is missing: install the package that provides it (see this script's header)`);
  return readFileSync(path, "utf8");
}

function packageJson(name: string): { version: string; license: string } {
  return JSON.parse(read(join(REPO, "node_modules", name, "package.json"))) as { version: string; license: string };
}

/** The package's licence file, whatever its spelling (LICENSE, license, LICENSE.md). */
function npmLicence(name: string): string {
  for (const file of ["LICENSE", "license", "LICENSE.md", "LICENSE.txt", "license.md"]) {
    const path = join(REPO, "node_modules", name, file);
    if (existsSync(path)) return readFileSync(path, "utf8").trim();
  }
  throw new Error(`node_modules/${name} has no licence file`);
}

/**
 * The text of a stand-alone `License: NAME` paragraph of a Debian machine-readable copyright file:
 * continuation lines lose their one leading space, and a lone "." is an empty line.
 */
function debianLicence(copyrightFile: string, name: string): string {
  const lines = read(copyrightFile).split("\n");
  // The first `License: NAME` line followed by indented text (those inside `Files:` paragraphs have none).
  const start = lines.findIndex((line, i) => line.trim() === `License: ${name}` && /^ +\S/.test(lines[i + 1] ?? ""));
  if (start === -1) throw new Error(`${copyrightFile}: no "License: ${name}" paragraph with text`);
  const text: string[] = [];
  for (const line of lines.slice(start + 1)) {
    if (!line.startsWith(" ")) break;
    text.push(line.trim() === "." ? "" : line.slice(1));
  }
  return text.join("\n").replace(/^\n+/, "").trimEnd();
}

/** The `Copyright:` field of the `Files: *` paragraph, continuation lines joined. */
function debianCopyright(copyrightFile: string): string {
  const lines = read(copyrightFile).split("\n");
  const files = lines.findIndex((line) => line.trim() === "Files: *");
  const at = lines.findIndex((line, i) => i > files && line.startsWith("Copyright:"));
  if (files === -1 || at === -1) throw new Error(`${copyrightFile}: no "Files: *" paragraph with a Copyright field`);
  const parts = [(lines[at] as string).slice("Copyright:".length).trim()];
  for (const line of lines.slice(at + 1)) {
    if (!/^\s/.test(line)) break;
    parts.push(line.trim());
  }
  return parts.join(" ");
}

/** Printable runs of the RDKit WebAssembly, to see what was compiled into it. */
const wasmStrings = (() => {
  const bytes = readFileSync(join(REPO, "node_modules", "@rdkit", "rdkit", "dist", "RDKit_minimal.wasm"));
  return bytes.toString("latin1");
})();

function requireInWasm(what: string, needle: string | RegExp): string {
  const match =
    typeof needle === "string" ? (wasmStrings.includes(needle) ? needle : undefined) : needle.exec(wasmStrings)?.[0];
  if (match === undefined)
    throw new Error(
      `RDKit_minimal.wasm no longer shows ${what} (${String(needle)}): review THIRD_PARTY_NOTICES.md by hand`,
    );
  return match;
}

const fence = (text: string) => ["```text", text, "```"].join("\n");

const RDKIT_DEB = "/usr/share/doc/librdkit1/copyright";
const rdkit = packageJson("@rdkit/rdkit");
const ocl = packageJson("openchemlib");
const ajv = packageJson("ajv");
const resvg = {
  ...packageJson("@resvg/resvg-wasm"),
  ...(JSON.parse(read(join(REPO, "node_modules", "@resvg", "resvg-wasm", "package.json"))) as { repository: string }),
};
const resvgCopyright = /^Copyright \(c\) 2021-present, .+$/m.exec(
  read(join(REPO, "node_modules", "@resvg", "resvg-wasm", "README.md")),
)?.[0];
if (!resvgCopyright) throw new Error("@resvg/resvg-wasm README.md: copyright line not found");
const ajvDeps = ["fast-deep-equal", "fast-uri", "json-schema-traverse"].map((name) => ({
  name,
  ...packageJson(name),
  text: npmLicence(name),
}));

// Evidence from the module itself; each throws if the component disappears, so the notice is reviewed.
requireInWasm("Boost", "boost::json");
requireInWasm("coordgen", "sketcherMinimizer");
requireInWasm("FreeType", "FREETYPE_PROPERTIES");
requireInWasm("the InChI library", "InChI");
const telexCopyright = requireInWasm(
  "the Telex font",
  /Copyright 2011 The Telex Project Authors \([^)]*\), with Reserved Font Name Telex\./,
);

/** sascorer.py's own licence: its comment block from the copyright line to the end of the disclaimer. */
const OPSIN_DEB = "/usr/share/doc/libopsin-java/copyright";
const SASCORER = "/usr/share/RDKit/Contrib/SA_Score/sascorer.py";
const sascorerLicence = (() => {
  const lines = read(SASCORER).split("\n");
  const from = lines.findIndex((line) =>
    line.includes("Copyright (c) 2013, Novartis Institutes for BioMedical Research Inc."),
  );
  const to = lines.findIndex((line, i) => i > from && line.includes("SUCH DAMAGE."));
  if (from === -1 || to === -1) throw new Error(`${SASCORER}: licence block not found`);
  return lines
    .slice(from, to + 1)
    .map((line) => line.replace(/^# ?/, ""))
    .join("\n")
    .trim();
})();

const sections: string[] = [
  "# Third-party notices",
  "",
  "chematic-mcp itself is under the MIT licence (LICENSE). The release binaries, the npm package and the MCPB bundles",
  "carry the software below, each under its own licence. This file is made by `bun scripts/make-third-party-notices.ts`",
  "from the packages' own licence files and Debian's copyright files; `chematic-mcp --licenses` prints it together with",
  "LICENSE.",
  "",
  "| component | version | where | licence |",
  "|---|---|---|---|",
  `| RDKit MinimalLib (\`@rdkit/rdkit\`) | ${rdkit.version} | WebAssembly embedded in the binary; npm dependency | ${rdkit.license} |`,
  "| Boost (compiled into RDKit's WebAssembly) | as built by RDKit | inside the RDKit WebAssembly | BSL-1.0 |",
  "| coordgen (compiled into RDKit's WebAssembly) | as built by RDKit | inside the RDKit WebAssembly | BSD-3-Clause |",
  "| FreeType (compiled into RDKit's WebAssembly) | as built by RDKit | inside the RDKit WebAssembly | FTL |",
  "| Telex font (Telex-Regular.ttf, in RDKit's WebAssembly) | 1.100 | inside the RDKit WebAssembly | OFL-1.1 |",
  "| InChI library (compiled into RDKit's WebAssembly) | as built by RDKit | inside the RDKit WebAssembly | IUPAC/InChI Trust licence of that release |",
  "| Data extracted from RDKit: PAINS and Brenk filter catalogues, QED parameters, SA score fragment table, BRICS, Crippen contributions | RDKit 2022.09 (Debian) | `src/data/` | BSD-3-Clause (RDKit) |",
  "| Data extracted from OPSIN: the name grammar's token lists and suffix rules | OPSIN 2.7.0 (Debian libopsin-java) | `src/data/names/` | MIT (Expat) |",
  `| OpenChemLib (\`openchemlib\`) | ${ocl.version} | bundled JavaScript and resource file; npm dependency | ${ocl.license} |`,
  `| resvg-js (\`@resvg/resvg-wasm\`) | ${resvg.version} | WebAssembly embedded in the binary (PNG pictures); npm dependency | ${resvg.license} |`,
  `| Ajv (\`ajv\`) | ${ajv.version} | bundled JavaScript; npm dependency | ${ajv.license} |`,
  ...ajvDeps.map((dep) => `| ${dep.name} (dependency of Ajv) | ${dep.version} | bundled JavaScript | ${dep.license} |`),
  `| Bun runtime | ${Bun.version} | the executable the binaries are made of (\`bun build --compile\`) | MIT, with the libraries it links (below) |`,
  "",
  "## RDKit",
  "",
  "The `@rdkit/rdkit` npm package declares BSD-3-Clause and ships no licence file; the text and copyright below are",
  `RDKit's, as Debian records them for the same project (${RDKIT_DEB}).`,
  "",
  fence(`Copyright: ${debianCopyright(RDKIT_DEB)}\n\n${debianLicence(RDKIT_DEB, "BSD-3-clause")}`),
  "",
  "### Data extracted from RDKit",
  "",
  "`src/data/` holds tables extracted by the scripts in `scripts/` from Debian's RDKit packages (python3-rdkit,",
  "rdkit-data 2022.09): the PAINS and Brenk FilterCatalog SMARTS, the QED parameters and alerts, BRICS definitions,",
  "Crippen atom contributions and the SA score fragment table. They are under RDKit's licence above. The SA score",
  "method and its fragment table come from RDKit's Contrib/SA_Score (sascorer.py), which carries its own notice:",
  "",
  fence(sascorerLicence),
  "",
  "### Boost",
  "",
  "RDKit is built with Boost (the WebAssembly holds Boost.JSON among others).",
  "",
  fence(debianLicence(RDKIT_DEB, "Boost")),
  "",
  "### coordgen",
  "",
  "RDKit's 2D coordinate generator (the WebAssembly holds its `sketcherMinimizer`).",
  "",
  fence(
    `Copyright: ${debianCopyright("/usr/share/doc/libcoordgen3/copyright")}\n\n${debianLicence("/usr/share/doc/libcoordgen3/copyright", "BSD-3-Clause")}`,
  ),
  "",
  "### FreeType",
  "",
  "RDKit draws atom labels with FreeType (the WebAssembly holds its sfnt, truetype and autofitter modules).",
  "Portions of this software are copyright © The FreeType Project (www.freetype.org). All rights reserved.",
  "",
  fence(
    `Copyright: ${debianCopyright("/usr/share/doc/libfreetype6/copyright")}\n\n${debianLicence("/usr/share/doc/libfreetype6/copyright", "FTL")}`,
  ),
  "",
  "### Telex font",
  "",
  `The font RDKit draws labels with is embedded in its WebAssembly. Its name table reads: "${telexCopyright}"`,
  "It is licensed under the SIL Open Font License, Version 1.1 (text from /usr/share/doc/libharfbuzz0b/copyright):",
  "",
  fence(debianLicence("/usr/share/doc/libharfbuzz0b/copyright", "OFL-1.1")),
  "",
  "### InChI",
  "",
  "The InChI library (IUPAC and the InChI Trust) is compiled into RDKit's WebAssembly for `representation_router`'s",
  "InChI and InChIKey. The WebAssembly does not record which InChI release it holds; that release's licence applies",
  "(the IUPAC/InChI Trust InChI Licence, published with the InChI source at https://github.com/IUPAC-InChI/InChI).",
  "",
  "## OPSIN",
  "",
  "`src/data/names/opsin-tokens.ts` holds data extracted by `scripts/extract/extract_opsin_names.py` from the",
  "resources of OPSIN 2.7.0 (Daniel Lowe; Debian's libopsin-java, /usr/share/java/opsin-core-2.7.0.jar): name",
  "fragments with the structure fragments and locant labels they stand for, and the suffix rules. The parser that",
  "reads them (src/chem/names/) is ours. The repository's validation/golden/names-opsin.jsonl (not shipped) also holds",
  "the names of OPSIN's own test files, under the same licence. The copyright and licence below are OPSIN's, as",
  `Debian records them (${OPSIN_DEB}).`,
  "",
  fence(`Copyright: ${debianCopyright(OPSIN_DEB)}\n\n${debianLicence(OPSIN_DEB, "Expat")}`),
  "",
  "## OpenChemLib",
  "",
  fence(npmLicence("openchemlib")),
  "",
  "## resvg-js",
  "",
  `\`@resvg/resvg-wasm\` turns RDKit's SVG pictures into PNG. ${resvgCopyright} (its README; the npm package ships no`,
  `licence file). It is under the Mozilla Public License 2.0; its source, including the Rust crates its WebAssembly is`,
  `compiled from (resvg, usvg, tiny-skia and others, each with its own licence), is at ${resvg.repository.replace(/^git@github\.com:/, "https://github.com/").replace(/\.git$/, "")}.`,
  "The MPL-2.0 text (from /usr/share/common-licenses/MPL-2.0):",
  "",
  fence(read("/usr/share/common-licenses/MPL-2.0").trim()),
  "",
  "## Ajv",
  "",
  fence(npmLicence("ajv")),
  "",
  ...ajvDeps.flatMap((dep) => [`### ${dep.name}`, "", fence(dep.text), ""]),
  "## Bun",
  "",
  `The binaries are Bun ${Bun.version} executables with this program embedded. Bun itself is MIT-licensed (its npm`,
  "package's `license` field). It statically links JavaScriptCore and parts of WebKit, which are LGPL-2 licensed;",
  "the patched WebKit that Bun uses, and how to relink Bun with a changed one, are described at",
  "https://github.com/oven-sh/WebKit and in Bun's licence file, which also lists the other libraries Bun links",
  `(BoringSSL, brotli, libarchive, lol-html, mimalloc, zstd, simdutf, uSockets, zlib, c-ares, ICU and others) with their`,
  `licences: https://github.com/oven-sh/bun/blob/bun-v${Bun.version}/LICENSE.md. Bun's npm package carries no licence text`,
  "of its own, so none is reproduced here.",
  "",
];

writeFileSync(OUT, `${sections.join("\n")}`);
console.log(`wrote ${OUT}`);
