/**
 * The layer rule of CONTRIBUTING.md, held to the source: a module imports only from the layers below its own.
 * Chemistry (src/chem, src/data) knows nothing of tools, the server or transports; tools know nothing of the server or
 * transports. The one shared exception is src/protocol's errors.ts and limits.ts: the typed errors a chemistry
 * function throws and the protocol's size limits, which import nothing themselves (checked below too).
 *
 * Every `from "..."` and `import("...")` of a relative path counts, type-only imports included: a type from above
 * is still knowledge of the layer above (it was how src/chem/depict came to know a tool's content items).
 */
import { describe, expect, test } from "bun:test";
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";

const SRC = resolve(import.meta.dir, "../src");
const REPO = resolve(SRC, "..");

/** The shared leaves of src/protocol every layer may use. */
const SHARED = new Set(["protocol/errors.ts", "protocol/limits.ts"]);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(".ts"))
    .map((entry) => join(entry.parentPath, entry.name));
}

/** The relative specifiers a file imports or re-exports from, statically or dynamically. */
export function importedPaths(text: string): string[] {
  const found: string[] = [];
  const patterns = [
    /\bfrom\s*["']([^"']+)["']/g,
    /\bimport\s*\(\s*["']([^"']+)["']\s*\)/g,
    /^\s*import\s*["']([^"']+)["']/gm,
  ];
  for (const pattern of patterns) for (const match of text.matchAll(pattern)) found.push(match[1] as string);
  return found.filter((specifier) => specifier.startsWith("."));
}

/** Every import of a file under `layer` that lands in one of `forbidden` (paths under src/, "x/" for a folder). */
function upwardImports(layer: string, forbidden: readonly string[]): string[] {
  const bad: string[] = [];
  for (const file of sourceFiles(join(SRC, layer))) {
    for (const specifier of importedPaths(readFileSync(file, "utf8"))) {
      const target = relative(SRC, resolve(dirname(file), specifier)).replaceAll("\\", "/");
      if (SHARED.has(target)) continue;
      const hit = forbidden.some((place) => (place.endsWith("/") ? target.startsWith(place) : target === place));
      if (hit) bad.push(`${relative(SRC, file)} imports ${target}`);
    }
  }
  return bad;
}

/** Every import of a file under src/ that lands in one of the repository's folders `outside` ("lab/", "scripts/"). */
export function importsOutsideSrc(
  files: readonly { file: string; text: string }[],
  outside: readonly string[],
): string[] {
  const bad: string[] = [];
  for (const { file, text } of files) {
    for (const specifier of importedPaths(text)) {
      const target = relative(REPO, resolve(dirname(file), specifier)).replaceAll("\\", "/");
      if (outside.some((folder) => target.startsWith(folder))) bad.push(`${relative(REPO, file)} imports ${target}`);
    }
  }
  return bad;
}

/** Modules at the top of src/ (the entry points and the command line): above every layer. */
const TOP_LEVEL = readdirSync(SRC).filter((name) => name.endsWith(".ts"));
const ABOVE_TOOLS = ["server/", "transport/", "protocol/", ...TOP_LEVEL];

describe("the layer rule", () => {
  test("the scan sees imports of every form", () => {
    const text = [
      'import type { A } from "../../tools/tool.ts";',
      'export { b } from "./b.ts";',
      'const c = await import("../c.ts");',
      'import "./side-effect.ts";',
      'import { d } from "node:fs";',
    ].join("\n");
    expect(importedPaths(text).sort()).toEqual(["../../tools/tool.ts", "../c.ts", "./b.ts", "./side-effect.ts"]);
  });

  test("src/chem imports nothing from tools, the server, transports or the protocol (but its errors and limits)", () => {
    expect(upwardImports("chem", ["tools/", ...ABOVE_TOOLS])).toEqual([]);
  });

  test("src/data imports nothing from tools, the server, transports or the protocol", () => {
    expect(upwardImports("data", ["tools/", ...ABOVE_TOOLS])).toEqual([]);
  });

  test("src/tools imports nothing from the server, transports or the protocol (but its errors and limits)", () => {
    expect(upwardImports("tools", ABOVE_TOOLS)).toEqual([]);
  });

  test("the shared protocol modules import nothing, so sharing them brings no layer along", () => {
    for (const shared of SHARED) expect(importedPaths(readFileSync(join(SRC, shared), "utf8"))).toEqual([]);
  });

  test("the product imports nothing from the lab or the build scripts (issue 32, item 7)", () => {
    const planted = [{ file: join(SRC, "chem", "x.ts"), text: 'import { bench } from "../../lab/bench/tools.ts";' }];
    expect(importsOutsideSrc(planted, ["lab/", "scripts/"])).toEqual(["src/chem/x.ts imports lab/bench/tools.ts"]);
    const files = sourceFiles(SRC).map((file) => ({ file, text: readFileSync(file, "utf8") }));
    expect(importsOutsideSrc(files, ["lab/", "scripts/"])).toEqual([]);
  });
});
