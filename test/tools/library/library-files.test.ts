import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { mkdirSync, mkdtempSync, realpathSync, rmSync, symlinkSync, truncateSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { InvalidArgumentsError } from "../../../src/protocol/errors.ts";
import { readLibrary } from "../../../src/tools/library/input.ts";
import { LIBRARY_FILE_LIMITS, delimitedRecords, readLibraryFile } from "../../../src/tools/library/library-files.ts";
import { ready } from "../../../harness/tools.ts";

let root: string;
let data: string;
let other: string;
let outside: string;

beforeAll(async () => {
  await ready();
  root = realpathSync(mkdtempSync(join(tmpdir(), "chematic-library-")));
  data = join(root, "data");
  other = join(root, "other");
  outside = join(root, "outside");
  for (const dir of [data, other, outside]) mkdirSync(dir);
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

const read = (file: string, dirs = [data]) => readLibrary({ file }, { dataDirs: dirs });
const ids = (file: string, dirs = [data]) =>
  read(file, dirs).entries.map((entry) => [entry.row, entry.id, entry.smiles]);

const SDF_RECORD = (title: string, extra = "") => `${title}
     RDKit          2D

  2  1  0  0  0  0  0  0  0  0999 V2000
    0.0000    0.0000    0.0000 C   0  0  0  0  0  0  0  0  0  0  0  0
    1.2990    0.7500    0.0000 O   0  0  0  0  0  0  0  0  0  0  0  0
  1  2  1  0
M  END
${extra}$$$$
`;

describe("library files: formats", () => {
  test(".smi: SMILES then the id; a header, blank lines and # comments are skipped; rows are line numbers", () => {
    const text = "SMILES Name\nCCO ethanol\n\n# a comment\nc1ccccc1 benzene ring\nCC\n";
    writeFileSync(join(data, "a.smi"), text);
    expect(ids("a.smi")).toEqual([
      [2, "ethanol", "CCO"],
      [5, "benzene ring", "c1ccccc1"],
      [6, "row 6", "CC"],
    ]);
    const library = read("a.smi");
    expect(library.source).toMatchObject({ kind: "file", path: join(data, "a.smi") });
    expect(library.source.kind === "file" && library.source.size).toBe(Buffer.byteLength(text));
  });

  test(".csv: SMILES and id columns found by header name, quoted fields, CRLF", () => {
    writeFileSync(
      join(data, "b.csv"),
      'Compound_ID,MW,Canonical_SMILES\r\n"x, 1",46.07,CCO\r\ny,78.1,"c1ccccc1"\r\nz,,\r\n',
    );
    const library = read("b.csv");
    expect(library.entries.map((entry) => [entry.row, entry.id, entry.smiles])).toEqual([
      [2, "x, 1", "CCO"],
      [3, "y", "c1ccccc1"],
    ]);
    expect(library.errors).toEqual([{ row: 4, id: "z", error: "empty SMILES" }]);
  });

  test(".csv without a SMILES header: the first column whose values parse; a headerless file keeps its first row", () => {
    writeFileSync(join(data, "c.csv"), "name,structure\nethanol,CCO\nphenol,Oc1ccccc1\n");
    expect(ids("c.csv")).toEqual([
      [2, "ethanol", "CCO"],
      [3, "phenol", "Oc1ccccc1"],
    ]);
    writeFileSync(join(data, "d.csv"), "CCO,1\nOc1ccccc1,2\n");
    expect(ids("d.csv")).toEqual([
      [1, "row 1", "CCO"],
      [2, "row 2", "Oc1ccccc1"],
    ]);
    writeFileSync(join(data, "e.csv"), "a,b\nfoo,1\nbar,2\n");
    expect(() => read("e.csv")).toThrow(/no SMILES column found/);
  });

  test(".tsv", () => {
    writeFileSync(join(data, "f.tsv"), "id\tsmiles\nm1\tCCN\nm2\tC1CC\n");
    expect(ids("f.tsv")).toEqual([
      [2, "m1", "CCN"],
      [3, "m2", "C1CC"],
    ]);
  });

  test(".sdf: title line as id, else an ID field; a record without a molblock is a row error", () => {
    writeFileSync(
      join(data, "g.sdf"),
      `${SDF_RECORD("methanol") + SDF_RECORD("", ">  <ID>\nMOL-2\n\n")}junk\n$$$$\n${SDF_RECORD("")}`,
    );
    const library = read("g.sdf");
    // The molblock is C-O: RDKit's SMILES "CO".
    expect(library.entries.map((entry) => [entry.row, entry.id, entry.smiles])).toEqual([
      [1, "methanol", "CO"],
      [2, "MOL-2", "CO"],
      [4, "row 4", "CO"],
    ]);
    expect(library.errors).toEqual([{ row: 3, id: "junk", error: "the record has no molblock (no 'M  END' line)" }]);
  });

  test(".sdf: a record too deep for the engine (a 600-atom chain) or over 10,000 atoms is that row's error; the others are read", () => {
    // A V2000 chain of 600 carbons: deeper than the 500 atoms in a row the embedded RDKit is trusted with.
    const n = 600;
    const atomLines = Array.from(
      { length: n },
      (_, i) => `${(i * 1.5).toFixed(4).padStart(10)}    0.0000    0.0000 C   0  0  0  0  0  0  0  0  0  0  0  0`,
    );
    const bondLines = Array.from(
      { length: n - 1 },
      (_, i) => `${String(i + 1).padStart(3)}${String(i + 2).padStart(3)}  1  0`,
    );
    const chain = `chain\n     RDKit          2D\n\n${String(n).padStart(3)}${String(n - 1).padStart(3)}  0  0  0  0  0  0  0  0999 V2000\n${atomLines.join("\n")}\n${bondLines.join("\n")}\nM  END\n$$$$\n`;
    const huge =
      "huge\n     RDKit          3D\n\n  0  0  0  0  0  0  0  0  0  0999 V3000\nM  V30 BEGIN CTAB\nM  V30 COUNTS 10001 0 0 0 0\nM  V30 END CTAB\nM  END\n$$$$\n";
    writeFileSync(join(data, "deep.sdf"), chain + SDF_RECORD("methanol") + huge);
    const library = read("deep.sdf");
    expect(library.entries.map((entry) => [entry.row, entry.id])).toEqual([[2, "methanol"]]);
    expect(library.errors).toEqual([
      {
        row: 1,
        id: "chain",
        error: "the molecule has a path of 600 atoms in a row; RDKit's WebAssembly engine is trusted with at most 500",
      },
      { row: 3, id: "huge", error: "the molecule has 10001 atoms; the limit is 10000" },
    ]);
  });

  test("each format gzipped", () => {
    writeFileSync(join(data, "a.smi.gz"), gzipSync("CCO ethanol\n"));
    writeFileSync(join(data, "b.csv.gz"), gzipSync("smiles,id\nCCN,amine\n"));
    writeFileSync(join(data, "f.tsv.gz"), gzipSync("smiles\tid\nCCC\tpropane\n"));
    writeFileSync(join(data, "g.sdf.gz"), gzipSync(SDF_RECORD("methanol")));
    expect(ids("a.smi.gz")).toEqual([[1, "ethanol", "CCO"]]);
    expect(ids("b.csv.gz")).toEqual([[2, "amine", "CCN"]]);
    expect(ids("f.tsv.gz")).toEqual([[2, "propane", "CCC"]]);
    expect(ids("g.sdf.gz")).toEqual([[1, "methanol", "CO"]]);
    writeFileSync(join(data, "bad.smi.gz"), "not gzip");
    expect(() => read("bad.smi.gz")).toThrow(/not a valid gzip file/);
  });

  test("delimited records: quotes, doubled quotes, a quoted newline", () => {
    expect(delimitedRecords('a,"b ""q"", c"\n"x\ny",z\n', ",")).toEqual([
      { line: 1, fields: ["a", 'b "q", c'] },
      { line: 2, fields: ["x\ny", "z"] },
    ]);
  });
});

describe("library files: where they may be read from", () => {
  const refused = (file: string, pattern: RegExp, dirs = [data]) => {
    expect(() => read(file, dirs)).toThrow(InvalidArgumentsError);
    expect(() => read(file, dirs)).toThrow(pattern);
  };

  test("without --data-dir nothing is read", () => {
    writeFileSync(join(data, "ok.smi"), "C\n");
    expect(() => readLibrary({ file: join(data, "ok.smi") }, {})).toThrow(/started without --data-dir/);
    expect(() => readLibrary({ file: "ok.smi" }, { dataDirs: [] })).toThrow(/started without --data-dir/);
  });

  test("relative paths resolve against the first data dir; absolute ones may name any data dir", () => {
    writeFileSync(join(other, "o.smi"), "CC two\n");
    expect(ids(join(other, "o.smi"), [data, other])).toEqual([[1, "two", "CC"]]);
    refused("o.smi", /no such file .*relative paths resolve against the first --data-dir/, [data, other]);
  });

  test("'..', absolute paths outside, links leading out, directories, unknown types are refused", () => {
    writeFileSync(join(outside, "secret.smi"), "C\n");
    refused("../outside/secret.smi", /'\.\.' is not allowed/);
    refused("sub/../../outside/secret.smi", /'\.\.' is not allowed/);
    refused(join(outside, "secret.smi"), /an absolute path must lie inside a --data-dir/);
    symlinkSync(join(outside, "secret.smi"), join(data, "link.smi"));
    refused("link.smi", /symbolic link that leads out of the --data-dir/);
    symlinkSync(outside, join(data, "linkdir"));
    refused("linkdir/secret.smi", /symbolic link that leads out/);
    mkdirSync(join(data, "dir.smi"));
    refused("dir.smi", /not a regular file/);
    writeFileSync(join(data, "x.txt"), "C\n");
    refused("x.txt", /unknown file type/);
    refused("missing.smi", /no such file/);
    refused("a\0.smi", /NUL/);
  });

  test("a link that stays inside the data dir is followed", () => {
    writeFileSync(join(data, "target.smi"), "CCO e\n");
    symlinkSync(join(data, "target.smi"), join(data, "inside.smi"));
    expect(ids("inside.smi")).toEqual([[1, "e", "CCO"]]);
  });
});

describe("library files: limits", () => {
  test(`a file one byte over ${LIBRARY_FILE_LIMITS.maxBytes} bytes is refused before it is read`, () => {
    // A sparse file: its size is one past the limit, its blocks are not written.
    const big = join(data, "big.smi");
    writeFileSync(big, "");
    truncateSync(big, LIBRARY_FILE_LIMITS.maxBytes + 1);
    expect(() => read("big.smi")).toThrow(
      `it has ${LIBRARY_FILE_LIMITS.maxBytes + 1} bytes; the limit is ${LIBRARY_FILE_LIMITS.maxBytes} (512 MiB)`,
    );
    rmSync(big);
  });

  test("a gzipped file is held to the same limit uncompressed (a smaller limit here, to keep the test light)", () => {
    writeFileSync(join(data, "bomb.smi.gz"), gzipSync("C\n".repeat(50)));
    expect(readLibraryFile("bomb.smi.gz", [data], { maxBytes: 100, maxRows: 1_000 }).entries.length).toBe(50);
    writeFileSync(join(data, "bomb2.smi.gz"), gzipSync(`${"C\n".repeat(50)}C`));
    expect(() => readLibraryFile("bomb2.smi.gz", [data], { maxBytes: 100, maxRows: 1_000 })).toThrow(
      /uncompressed it is over the limit of 100 bytes/,
    );
  });

  test(`more than ${LIBRARY_FILE_LIMITS.maxRows.toLocaleString("en-US")} molecules is refused`, () => {
    writeFileSync(join(data, "rows.smi"), "C\n".repeat(LIBRARY_FILE_LIMITS.maxRows + 1));
    expect(() => read("rows.smi")).toThrow(/more than 1,000,000 molecules/);
    rmSync(join(data, "rows.smi"));
  });

  test("the row limit counts molecules, not headers or blank lines (exactly at a small limit is read, one more is not)", () => {
    writeFileSync(join(data, "few.csv"), "smiles,id\nC,a\n\nCC,b\nCCC,c\n");
    expect(readLibraryFile("few.csv", [data], { maxBytes: 1_000, maxRows: 3 }).entries.length).toBe(3);
    expect(() => readLibraryFile("few.csv", [data], { maxBytes: 1_000, maxRows: 2 })).toThrow(/more than 2 molecules/);
    writeFileSync(join(data, "few.sdf"), SDF_RECORD("a") + SDF_RECORD("b"));
    expect(() => readLibraryFile("few.sdf", [data], { maxBytes: 10_000, maxRows: 1 })).toThrow(/more than 1 molecules/);
  });
});
