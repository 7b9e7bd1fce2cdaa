/**
 * CONTRIBUTING.md's "one molecule" rule (issue 32, item 1), held to the source like the layer rule:
 * - RDKit's JSON is asked for (`get_json()`) in src/chem/graph.ts alone; every reader works on its types
 *   (the `Molecule`'s parsed document and graph, or a fresh document from `readRdkitJson` for code that edits it);
 * - a tool opens its molecule with `withMolecule` (or `withMoleculeAsync`); `withMol` and a bare `parseSmiles` stay
 *   only in the files listed below, each for the reason given there, and a listed file that no longer needs it fails
 *   as stale;
 * - one valence table: src/data/valences.ts, generated from RDKit's periodic table, and one table of its early atoms.
 *
 * Comments are left out of the scan (a comment may name `get_json()` to say why it is not called).
 */
import { describe, expect, test } from "bun:test";
import { readdirSync, readFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";

const SRC = resolve(import.meta.dir, "../src");

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(".ts"))
    .map((entry) => join(entry.parentPath, entry.name));
}

/** The text without its comments (block and line comments; a `//` inside a string such as a URL is rare in src/). */
export function withoutComments(text: string): string {
  return text.replace(/\/\*[\s\S]*?\*\//g, "").replace(/(^|[^:"'`\\])\/\/.*$/gm, "$1");
}

/** Files under src/ (relative, "/"-separated) whose code matches `pattern`. */
function filesMatching(pattern: RegExp, under = SRC): string[] {
  return sourceFiles(under)
    .filter((file) => pattern.test(withoutComments(readFileSync(file, "utf8"))))
    .map((file) => relative(SRC, file).replaceAll("\\", "/"))
    .sort();
}

/** Where a tool may still parse a bare RDKit molecule, and why (CONTRIBUTING.md, "One molecule"). */
const BARE_PARSE_IN_TOOLS: Record<string, string> = {
  "tools/find-mcs.ts": "hands each molecule to a MolList for RDKit's MCS and reads nothing of it",
  "tools/moljson-to-smiles.ts": "the parse's INVALID_SMILES is answered as INVALID_MOLJSON, apart from the reading",
  "tools/library/input.ts": "the library loop: a row that fails to parse is that row's error, not the call's",
};

/** Where a tool may still use withMol: code that edits the RDKit molecule (none today). */
const WITH_MOL_IN_TOOLS: Record<string, string> = {};

/** Tables of valences that are not RDKit's periodic table, and why. */
const OTHER_VALENCE_TABLES: Record<string, string> = {
  "chem/repair/edits.ts": "CHARGED_VALENCES: the charged forms repair_smiles proposes for an over-valent atom",
  "chem/names/graph.ts":
    "DEFAULT_VALENCES: OpenSMILES' organic-subset valences (N 3/5, P 3/5), the name parser's SMILES",
  "chem/names/replacement.ts":
    "SKELETON_VALENCE: the bonding number of each element of skeletal replacement nomenclature (oxa 2, aza 3, sila 4, ...), P-15.4, read by replacement prefixes and von Baeyer and spiro skeletons",
  "chem/names/rings.ts": "RING_VALENCE: the valence of each ring atom the name parser reads (C, N, O, S, Se, Te)",
};

describe("one molecule in chem", () => {
  test("the comment filter keeps code and drops comments", () => {
    const text = ["/** `get_json()` */ const a = 1; // mol.get_json()", 'const url = "http://x";', "mol.get_json();"];
    const kept = withoutComments(text.join("\n"));
    expect(kept.match(/\.get_json\s*\(/g)?.length).toBe(1);
    expect(kept).toContain('"http://x"');
  });

  test("RDKit's JSON is asked for in src/chem/graph.ts alone", () => {
    expect(filesMatching(/\.get_json\s*\(/)).toEqual(["chem/graph.ts"]);
  });

  test("tools open a Molecule; withMol only where a listed tool edits the molecule", () => {
    expect(filesMatching(/\bwithMol\s*[(<]/, join(SRC, "tools"))).toEqual(Object.keys(WITH_MOL_IN_TOOLS).sort());
  });

  test("a bare parseSmiles in src/tools only where listed, with its reason", () => {
    expect(filesMatching(/\bparseSmiles\s*\(/, join(SRC, "tools"))).toEqual(Object.keys(BARE_PARSE_IN_TOOLS).sort());
    for (const reason of Object.values(BARE_PARSE_IN_TOOLS)) expect(reason.length).toBeGreaterThan(20);
  });

  test("one valence table: src/data/valences.ts (a listed table of another meaning aside)", () => {
    const declared = filesMatching(/\b(?:const|let)\s+[A-Z_]*VALENCE[A-Z_]*\s*(?::[^=]+)?=/);
    expect(declared).toEqual(["data/valences.ts", ...Object.keys(OTHER_VALENCE_TABLES)].sort());
  });

  test("one table of RDKit's early atoms (isEarlyAtom, whose charge counts the other way): src/data/standardize.ts", () => {
    expect(filesMatching(/\b(?:const|let)\s+[A-Z_]*EARLY[A-Z_]*\s*(?::[^=]+)?=/)).toEqual(["data/standardize.ts"]);
  });
});
