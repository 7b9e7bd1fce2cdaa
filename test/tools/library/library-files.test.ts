import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import {
  mkdirSync,
  mkdtempSync,
  realpathSync,
  rmSync,
  statSync,
  symlinkSync,
  truncateSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { DomainError, InvalidArgumentsError } from "../../../src/protocol/errors.ts";
import { readLibrary } from "../../../src/tools/library/input.ts";
import { LIBRARY_FILE_LIMITS, delimitedRecords } from "../../../src/chem/library/library-file.ts";
import { readLibraryFile, resolveLibrarySource } from "../../../src/tools/library/library-source.ts";
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
const ids = async (file: string, dirs = [data]) =>
  (await read(file, dirs)).entries.map((entry) => [entry.row, entry.id, entry.smiles]);

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
  test(".smi: SMILES then the id; a header, blank lines and # comments are skipped; rows are line numbers", async () => {
    const text = "SMILES Name\nCCO ethanol\n\n# a comment\nc1ccccc1 benzene ring\nCC\n";
    writeFileSync(join(data, "a.smi"), text);
    expect(await ids("a.smi")).toEqual([
      [2, "ethanol", "CCO"],
      [5, "benzene ring", "c1ccccc1"],
      [6, "row 6", "CC"],
    ]);
    const library = await read("a.smi");
    expect(library.source).toMatchObject({ kind: "file", path: join(data, "a.smi") });
    expect(library.source.kind === "file" && library.source.size).toBe(Buffer.byteLength(text));
  });

  test("one resolution of the file keys the cache and drives the read: the source read is the source given", async () => {
    writeFileSync(join(data, "once.smi"), "CCO one\n");
    const source = resolveLibrarySource("once.smi", [data]);
    const stat = statSync(join(data, "once.smi"));
    expect(source).toEqual({ kind: "file", path: join(data, "once.smi"), size: stat.size, mtimeMs: stat.mtimeMs });
    // Handed a source, readLibrary reads that file and reports that source: it does not resolve the name again.
    const elsewhere = { ...source, path: join(data, "elsewhere.smi") };
    writeFileSync(join(data, "elsewhere.smi"), "CC other\n");
    const library = await readLibrary({ file: "once.smi" }, { dataDirs: [data] }, elsewhere);
    expect(library.source).toBe(elsewhere);
    expect(library.entries.map((entry) => entry.id)).toEqual(["other"]);
  });

  test(".csv: SMILES and id columns found by header name, quoted fields, CRLF", async () => {
    writeFileSync(
      join(data, "b.csv"),
      'Compound_ID,MW,Canonical_SMILES\r\n"x, 1",46.07,CCO\r\ny,78.1,"c1ccccc1"\r\nz,,\r\n',
    );
    const library = await read("b.csv");
    expect(library.entries.map((entry) => [entry.row, entry.id, entry.smiles])).toEqual([
      [2, "x, 1", "CCO"],
      [3, "y", "c1ccccc1"],
    ]);
    expect(library.errors).toEqual([{ row: 4, id: "z", error: "empty SMILES" }]);
  });

  test(".csv without a SMILES header: the first column whose values parse; a headerless file keeps its first row", async () => {
    writeFileSync(join(data, "c.csv"), "name,structure\nethanol,CCO\nphenol,Oc1ccccc1\n");
    expect(await ids("c.csv")).toEqual([
      [2, "ethanol", "CCO"],
      [3, "phenol", "Oc1ccccc1"],
    ]);
    writeFileSync(join(data, "d.csv"), "CCO,1\nOc1ccccc1,2\n");
    expect(await ids("d.csv")).toEqual([
      [1, "row 1", "CCO"],
      [2, "row 2", "Oc1ccccc1"],
    ]);
    writeFileSync(join(data, "e.csv"), "a,b\nfoo,1\nbar,2\n");
    await expect(read("e.csv")).rejects.toThrow(/no SMILES column found/);
  });

  test(".tsv", async () => {
    writeFileSync(join(data, "f.tsv"), "id\tsmiles\nm1\tCCN\nm2\tC1CC\n");
    expect(await ids("f.tsv")).toEqual([
      [2, "m1", "CCN"],
      [3, "m2", "C1CC"],
    ]);
  });

  test(".sdf: title line as id, else an ID field; a record without a molblock is a row error", async () => {
    writeFileSync(
      join(data, "g.sdf"),
      `${SDF_RECORD("methanol") + SDF_RECORD("", ">  <ID>\nMOL-2\n\n")}junk\n$$$$\n${SDF_RECORD("")}`,
    );
    const library = await read("g.sdf");
    // The molblock is C-O: RDKit's SMILES "CO".
    expect(library.entries.map((entry) => [entry.row, entry.id, entry.smiles])).toEqual([
      [1, "methanol", "CO"],
      [2, "MOL-2", "CO"],
      [4, "row 4", "CO"],
    ]);
    expect(library.errors).toEqual([{ row: 3, id: "junk", error: "the record has no molblock (no 'M  END' line)" }]);
  });

  test(".sdf: a record too deep for the engine (a 600-atom chain) or over 10,000 atoms is that row's error; the others are read", async () => {
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
    const library = await read("deep.sdf");
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

  test("each format gzipped", async () => {
    writeFileSync(join(data, "a.smi.gz"), gzipSync("CCO ethanol\n"));
    writeFileSync(join(data, "b.csv.gz"), gzipSync("smiles,id\nCCN,amine\n"));
    writeFileSync(join(data, "f.tsv.gz"), gzipSync("smiles\tid\nCCC\tpropane\n"));
    writeFileSync(join(data, "g.sdf.gz"), gzipSync(SDF_RECORD("methanol")));
    expect(await ids("a.smi.gz")).toEqual([[1, "ethanol", "CCO"]]);
    expect(await ids("b.csv.gz")).toEqual([[2, "amine", "CCN"]]);
    expect(await ids("f.tsv.gz")).toEqual([[2, "propane", "CCC"]]);
    expect(await ids("g.sdf.gz")).toEqual([[1, "methanol", "CO"]]);
    writeFileSync(join(data, "bad.smi.gz"), "not gzip");
    await expect(read("bad.smi.gz")).rejects.toThrow(/not a valid gzip file/);
  });

  test("delimited records: quotes, doubled quotes, a quoted newline", async () => {
    expect(delimitedRecords('a,"b ""q"", c"\n"x\ny",z\n', ",")).toEqual([
      { line: 1, fields: ["a", 'b "q", c'] },
      { line: 2, fields: ["x\ny", "z"] },
    ]);
  });
});

describe("library files: where they may be read from", () => {
  const refused = async (file: string, pattern: RegExp, dirs = [data]) => {
    await expect(read(file, dirs)).rejects.toThrow(InvalidArgumentsError);
    await expect(read(file, dirs)).rejects.toThrow(pattern);
  };

  test("without --data-dir nothing is read", async () => {
    writeFileSync(join(data, "ok.smi"), "C\n");
    await expect(readLibrary({ file: join(data, "ok.smi") }, {})).rejects.toThrow(/started without --data-dir/);
    await expect(readLibrary({ file: "ok.smi" }, { dataDirs: [] })).rejects.toThrow(/started without --data-dir/);
  });

  test("relative paths resolve against the first data dir; absolute ones may name any data dir", async () => {
    writeFileSync(join(other, "o.smi"), "CC two\n");
    expect(await ids(join(other, "o.smi"), [data, other])).toEqual([[1, "two", "CC"]]);
    await refused("o.smi", /no such file .*relative paths resolve against the first --data-dir/, [data, other]);
  });

  test("'..', absolute paths outside, links leading out, directories, unknown types are refused", async () => {
    writeFileSync(join(outside, "secret.smi"), "C\n");
    await refused("../outside/secret.smi", /'\.\.' is not allowed/);
    await refused("sub/../../outside/secret.smi", /'\.\.' is not allowed/);
    await refused(join(outside, "secret.smi"), /an absolute path must lie inside a --data-dir/);
    symlinkSync(join(outside, "secret.smi"), join(data, "link.smi"));
    await refused("link.smi", /symbolic link that leads out of the --data-dir/);
    symlinkSync(outside, join(data, "linkdir"));
    await refused("linkdir/secret.smi", /symbolic link that leads out/);
    mkdirSync(join(data, "dir.smi"));
    await refused("dir.smi", /not a regular file/);
    writeFileSync(join(data, "x.txt"), "C\n");
    await refused("x.txt", /unknown file type/);
    await refused("missing.smi", /no such file/);
    await refused("a\0.smi", /NUL/);
  });

  test("a link that stays inside the data dir is followed", async () => {
    writeFileSync(join(data, "target.smi"), "CCO e\n");
    symlinkSync(join(data, "target.smi"), join(data, "inside.smi"));
    expect(await ids("inside.smi")).toEqual([[1, "e", "CCO"]]);
  });
});

describe("library files: limits", () => {
  test(`a file one byte over ${LIBRARY_FILE_LIMITS.maxBytes} bytes is refused before it is read`, async () => {
    // A sparse file: its size is one past the limit, its blocks are not written.
    const big = join(data, "big.smi");
    writeFileSync(big, "");
    truncateSync(big, LIBRARY_FILE_LIMITS.maxBytes + 1);
    await expect(read("big.smi")).rejects.toThrow(
      `it has ${LIBRARY_FILE_LIMITS.maxBytes + 1} bytes; the limit is ${LIBRARY_FILE_LIMITS.maxBytes} (512 MiB)`,
    );
    rmSync(big);
  });

  test("a gzipped file is held to the same limit uncompressed (a smaller limit here, to keep the test light)", async () => {
    writeFileSync(join(data, "bomb.smi.gz"), gzipSync("C\n".repeat(50)));
    expect((await readLibraryFile("bomb.smi.gz", [data], { maxBytes: 100, maxRows: 1_000 })).entries.length).toBe(50);
    writeFileSync(join(data, "bomb2.smi.gz"), gzipSync(`${"C\n".repeat(50)}C`));
    await expect(readLibraryFile("bomb2.smi.gz", [data], { maxBytes: 100, maxRows: 1_000 })).rejects.toThrow(
      /uncompressed it is over the limit of 100 bytes/,
    );
  });

  test(`more than ${LIBRARY_FILE_LIMITS.maxRows.toLocaleString("en-US")} molecules is refused`, async () => {
    writeFileSync(join(data, "rows.smi"), "C\n".repeat(LIBRARY_FILE_LIMITS.maxRows + 1));
    await expect(read("rows.smi")).rejects.toThrow(/more than 1,000,000 molecules/);
    rmSync(join(data, "rows.smi"));
  });

  test("the row limit counts molecules, not headers or blank lines (exactly at a small limit is read, one more is not)", async () => {
    writeFileSync(join(data, "few.csv"), "smiles,id\nC,a\n\nCC,b\nCCC,c\n");
    expect((await readLibraryFile("few.csv", [data], { maxBytes: 1_000, maxRows: 3 })).entries.length).toBe(3);
    await expect(readLibraryFile("few.csv", [data], { maxBytes: 1_000, maxRows: 2 })).rejects.toThrow(
      /more than 2 molecules/,
    );
    writeFileSync(join(data, "few.sdf"), SDF_RECORD("a") + SDF_RECORD("b"));
    await expect(readLibraryFile("few.sdf", [data], { maxBytes: 10_000, maxRows: 1 })).rejects.toThrow(
      /more than 1 molecules/,
    );
  });

  test("lines of any kind count (blank, comment): exactly at a small line limit is read, one more is refused as LIBRARY_TOO_LARGE", async () => {
    writeFileSync(join(data, "lines.smi"), "C\n\n# note\nCC\n");
    expect(
      (await readLibraryFile("lines.smi", [data], { maxBytes: 1_000, maxRows: 10, maxLines: 4 })).entries.length,
    ).toBe(2);
    const refusal = readLibraryFile("lines.smi", [data], { maxBytes: 1_000, maxRows: 10, maxLines: 3 });
    await expect(refusal).rejects.toBeInstanceOf(DomainError);
    await expect(refusal).rejects.toMatchObject({ code: "LIBRARY_TOO_LARGE", details: { limit: "lines", value: 3 } });
    await expect(refusal).rejects.toThrow(/more than 3 lines \(blank and comment lines count\)/);
  });

  test("one line, one delimited record and one SDF record are bounded too (exactly at each limit is read, one more is not)", async () => {
    const limits = { maxBytes: 100_000, maxRows: 10 };
    writeFileSync(join(data, "long.smi"), "CCCC a\nCC\n");
    expect((await readLibraryFile("long.smi", [data], { ...limits, maxLineChars: 6 })).entries.length).toBe(2);
    await expect(readLibraryFile("long.smi", [data], { ...limits, maxLineChars: 5 })).rejects.toThrow(
      /line 1 is longer than 5 characters, the limit of one line/,
    );
    // A quoted field that runs over three lines: one record of 13 characters ("x", the field's 10, the id's "a" and
    // the delimiters), read at 13 and refused at 12.
    writeFileSync(join(data, "long.csv"), 'smiles,id\n"C\nCCC\nCCC",a\nC,b\n');
    const csv = (maxLineChars: number) => readLibraryFile("long.csv", [data], { ...limits, maxLineChars });
    expect((await csv(13)).entries.map((entry) => entry.id)).toEqual(["a", "b"]);
    await expect(csv(12)).rejects.toMatchObject({ code: "LIBRARY_TOO_LARGE" });
    writeFileSync(join(data, "long.sdf"), SDF_RECORD("methanol"));
    const record = Buffer.byteLength(SDF_RECORD("methanol")) - "$$$$\n".length;
    const sdf = (maxRecordChars: number) => readLibraryFile("long.sdf", [data], { ...limits, maxRecordChars });
    expect((await sdf(record)).entries.length).toBe(1);
    await expect(sdf(record - 1)).rejects.toThrow(/record 1 \(at line \d+\) is longer than/);
  });

  /**
   * Gzip bombs, made small on disk: a gzip file may hold several members one after the other, and one member of
   * 1 MiB of one repeated byte is about 1 kB, so `count` copies of it inflate to `count` MiB.
   */
  const bomb = (name: string, byte: string, mib: number, tail = ""): number => {
    const member = gzipSync(Buffer.alloc(1024 * 1024, byte), { level: 9 });
    writeFileSync(join(data, name), Buffer.concat([...Array.from({ length: mib }, () => member), gzipSync(tail)]));
    return member.length * mib;
  };
  const readAlone = (file: string): { code?: string; message?: string; entries?: number; peakMiB: number } => {
    const run = Bun.spawnSync([
      process.execPath,
      join(import.meta.dir, "../../../harness/read-library-file.ts"),
      data,
      file,
    ]);
    expect(run.exitCode).toBe(0);
    return JSON.parse(run.stdout.toString());
  };

  test("a gzip bomb of 500 MiB of empty lines (0.5 MB on disk) is refused at the line limit while it is read, in bounded memory", () => {
    expect(bomb("blank.smi.gz", "\n", 500)).toBeLessThan(600_000);
    const outcome = readAlone("blank.smi.gz");
    expect(outcome.code).toBe("LIBRARY_TOO_LARGE");
    expect(outcome.message).toContain(`more than ${LIBRARY_FILE_LIMITS.maxLines.toLocaleString("en-US")} lines`);
    // The whole text (500 MiB as bytes, as much again as a string, 524 million lines) is never held: a Bun process
    // reading it starts at about 50 MiB; 1.9 GB before the fix.
    expect(outcome.peakMiB).toBeLessThan(300);
  });

  test("a gzip bomb of one 500 MiB line, and one of 600 MiB of long comment lines, are refused at the line length and the uncompressed size, in bounded memory", () => {
    bomb("oneline.smi.gz", "C", 500);
    const line = readAlone("oneline.smi.gz");
    expect(line.code).toBe("LIBRARY_TOO_LARGE");
    expect(line.message).toContain(
      `line 1 is longer than ${LIBRARY_FILE_LIMITS.maxLineChars.toLocaleString("en-US")} characters`,
    );
    expect(line.peakMiB).toBeLessThan(300);
    // "#" then 1,023 spaces, 1,024 times a MiB: 614,400 comment lines, far under the line limit; the bytes are not.
    const member = gzipSync(Buffer.from(`#${" ".repeat(1022)}\n`.repeat(1024)), { level: 9 });
    writeFileSync(join(data, "comments.smi.gz"), Buffer.concat(Array.from({ length: 600 }, () => member)));
    const bytes = readAlone("comments.smi.gz");
    expect(bytes.code).toBe("LIBRARY_TOO_LARGE");
    expect(bytes.message).toContain(
      `uncompressed it is over the limit of ${LIBRARY_FILE_LIMITS.maxBytes} bytes (512 MiB)`,
    );
    expect(bytes.peakMiB).toBeLessThan(300);
  });
});
