/**
 * Compound files for the library tools: where a `file` argument may point, and how each format is read.
 *
 * Where: only inside a directory the server was started with (`--data-dir DIR`, repeatable). Without the flag no
 * file is ever read. A relative path resolves against the first data dir; an absolute one must lie inside one of
 * them. `..` segments are refused outright, and the file's real path (symbolic links followed) must still lie
 * inside the same data dir, so a link cannot lead out. Only regular files, at most LIBRARY_FILE_LIMITS.maxBytes
 * (on disk, and again uncompressed for .gz) and LIBRARY_FILE_LIMITS.maxRows molecules.
 *
 * Formats, by extension (each also gzipped, `.gz`):
 * - `.smi`/`.smiles`: one molecule a line, the SMILES then optionally whitespace and an id (the rest of the line).
 *   Blank lines and `#` comments are skipped; a first line whose first word is a SMILES column name (see
 *   SMILES_HEADERS) is a header.
 * - `.csv`/`.tsv`: a header row; the SMILES column is the first header named like SMILES_HEADERS (case and
 *   punctuation ignored), else the first column whose first five non-empty values all parse as SMILES (then a first
 *   row whose value there parses too is data, not a header). The id column is the first header named like
 *   ID_HEADERS; else ids are "row N". Fields may be quoted ("a, b", "" for a quote).
 * - `.sdf`/`.sd`: records ending in `$$$$`; the molblock goes through RDKit (`get_mol`) to canonical SMILES; the
 *   id is the title line, else a data field named like ID_HEADERS.
 */
import { realpathSync, statSync, readFileSync } from "node:fs";
import { extname, isAbsolute, relative, resolve, sep } from "node:path";
import { gunzipSync } from "node:zlib";
import { DomainError, InvalidArgumentsError } from "../../protocol/errors.ts";
import { free, parseSmiles, rdkit } from "../../chem/rdkit.ts";
import { MAX_DFS_DEPTH, deepestWalk } from "../../chem/smiles-size.ts";
import { MAX_ATOMS } from "../../protocol/limits.ts";
import type { Library, LibraryEntry, RowError } from "./input.ts";

/** The limits of one library file; the README's "--data-dir" section states them. */
export interface FileLimits {
  /** Bytes on disk, and again after decompression for `.gz`. */
  maxBytes: number;
  /** Molecules (data rows of .smi/.csv/.tsv, records of .sdf). */
  maxRows: number;
}

export const LIBRARY_FILE_LIMITS: FileLimits = { maxBytes: 512 * 1024 * 1024, maxRows: 1_000_000 };

export interface FileSource {
  kind: "file";
  /** The real path read (absolute, symbolic links resolved). */
  path: string;
  /** Bytes on disk. */
  size: number;
  mtimeMs: number;
}

/** Header names (lower case, non-alphanumerics dropped) that name the SMILES column, in order of preference. */
export const SMILES_HEADERS = [
  "smiles",
  "canonicalsmiles",
  "isomericsmiles",
  "smilesstring",
  "molsmiles",
  "structuresmiles",
];
/** Header or SDF field names (normalised the same way) that name the id column, in order of preference. */
export const ID_HEADERS = [
  "id",
  "name",
  "title",
  "compoundid",
  "cmpdid",
  "molid",
  "moleculeid",
  "molname",
  "moleculename",
  "compoundname",
  "identifier",
  "chemblid",
  "zincid",
  "cid",
];

const FORMATS = { smi: "smi", smiles: "smi", csv: "csv", tsv: "tsv", sdf: "sdf", sd: "sdf" } as const;
type Format = (typeof FORMATS)[keyof typeof FORMATS];

function normalisedHeader(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9]/g, "");
}

function refuse(file: string, rule: string): never {
  throw new InvalidArgumentsError(`file ${JSON.stringify(file)}: ${rule}`);
}

function within(dir: string, path: string): boolean {
  const rel = relative(dir, path);
  return rel === "" || (!rel.startsWith(`..${sep}`) && rel !== ".." && !isAbsolute(rel));
}

/** The real path of `file` inside one of `dataDirs`, or an InvalidArgumentsError naming the path and the rule. */
export function resolveDataPath(file: string, dataDirs: readonly string[]): string {
  if (dataDirs.length === 0) {
    throw new InvalidArgumentsError(
      `file ${JSON.stringify(file)}: this server reads no files because it was started without --data-dir DIR ` +
        "(the directories library tools may read); restart it with --data-dir, or pass the compounds inline as smiles",
    );
  }
  if (file.includes("\0")) refuse(file, "the path contains a NUL character");
  if (file.split(/[\\/]/).includes(".."))
    refuse(file, "'..' is not allowed in a path: name a file inside the --data-dir");
  const dirs = dataDirs.map((dir) => resolve(dir));
  const candidate = isAbsolute(file) ? resolve(file) : resolve(dirs[0] as string, file);
  const dirIndex = dirs.findIndex((dir) => within(dir, candidate));
  if (dirIndex === -1) refuse(file, `an absolute path must lie inside a --data-dir (${dirs.join(", ")})`);
  let real: string;
  try {
    real = realpathSync(candidate);
  } catch {
    refuse(
      file,
      `no such file (${candidate}${isAbsolute(file) ? "" : `; relative paths resolve against the first --data-dir, ${dirs[0]}`})`,
    );
  }
  const realDir = realpathSync(dirs[dirIndex] as string);
  if (!within(realDir, real))
    refuse(file, `it is a symbolic link that leads out of the --data-dir ${dirs[dirIndex]} (to ${real})`);
  return real;
}

/** The format the caller's name says (not the link target's: the caller chose the name). */
function formatOf(file: string): { format: Format; gzipped: boolean } {
  const gzipped = file.toLowerCase().endsWith(".gz");
  const base = gzipped ? file.slice(0, -3) : file;
  const ext = extname(base).slice(1).toLowerCase();
  const format = (FORMATS as Record<string, Format | undefined>)[ext];
  if (format === undefined)
    refuse(
      file,
      "unknown file type: the name must end in .smi, .smiles, .csv, .tsv, .sdf or .sd, optionally followed by .gz",
    );
  return { format, gzipped };
}

function readText(file: string, path: string, gzipped: boolean, size: number, limits: FileLimits): string {
  const mib = (bytes: number): string => `${(bytes / 1024 / 1024).toFixed(0)} MiB`;
  if (size > limits.maxBytes)
    refuse(file, `it has ${size} bytes; the limit is ${limits.maxBytes} (${mib(limits.maxBytes)})`);
  let bytes: Uint8Array = readFileSync(path);
  if (gzipped) {
    try {
      bytes = gunzipSync(bytes, { maxOutputLength: limits.maxBytes });
    } catch (error) {
      if (error instanceof RangeError || (error as { code?: string }).code === "ERR_BUFFER_TOO_LARGE") {
        refuse(file, `uncompressed it is over the limit of ${limits.maxBytes} bytes (${mib(limits.maxBytes)})`);
      }
      refuse(file, `it is not a valid gzip file (${error instanceof Error ? error.message : String(error)})`);
    }
  }
  const text = new TextDecoder("utf-8").decode(bytes);
  return text.startsWith("\uFEFF") ? text.slice(1) : text;
}

/** The parts of a Library a format reader fills. */
interface Rows {
  entries: LibraryEntry[];
  errors: RowError[];
}

class RowCounter {
  private rows = 0;
  constructor(
    private readonly file: string,
    private readonly limit: number,
  ) {}
  /** Counts one molecule row; past the limit the whole file is refused (a partial answer would mislead). */
  count(): void {
    if (++this.rows > this.limit) this.refuse();
  }
  /** Checks a count made in advance. */
  expect(rows: number): void {
    if (rows > this.limit) this.refuse();
  }
  private refuse(): never {
    refuse(
      this.file,
      `it has more than ${this.limit.toLocaleString("en-US")} molecules, the limit of one library file; split it`,
    );
  }
}

function push(rows: Rows, row: number, smiles: string, id: string | undefined): void {
  const name = id === undefined || id === "" ? `row ${row}` : id;
  if (smiles === "") rows.errors.push({ row, id: name, error: "empty SMILES" });
  else rows.entries.push({ index: rows.entries.length, id: name, smiles, row });
}

function readSmi(text: string, counter: RowCounter): Rows {
  const rows: Rows = { entries: [], errors: [] };
  const lines = text.split(/\r?\n/);
  const molecule = (line: string): boolean => {
    const c = line.trimStart()[0];
    return c !== undefined && c !== "#";
  };
  // Counted before anything is built, so a file far over the row limit is refused at the cost of one pass.
  const firstAt = lines.findIndex(molecule);
  const header =
    firstAt !== -1 &&
    SMILES_HEADERS.includes(normalisedHeader((lines[firstAt] as string).trim().split(/\s+/)[0] ?? ""));
  counter.expect(lines.reduce((n, line) => (molecule(line) ? n + 1 : n), 0) - (header ? 1 : 0));
  lines.forEach((line, i) => {
    if (!molecule(line) || (header && i === firstAt)) return;
    const trimmed = line.trim();
    const space = trimmed.search(/\s/);
    const smiles = space === -1 ? trimmed : trimmed.slice(0, space);
    push(rows, i + 1, smiles, space === -1 ? "" : trimmed.slice(space).trim());
  });
  return rows;
}

/** Records of a delimited text (RFC 4180 quoting), each with the 1-based line it starts on. */
export function delimitedRecords(text: string, delimiter: string): Array<{ line: number; fields: string[] }> {
  const records: Array<{ line: number; fields: string[] }> = [];
  let fields: string[] = [];
  let field = "";
  let quoted = false;
  let line = 1;
  let start = 1;
  let any = false;
  const endRecord = (): void => {
    fields.push(field);
    if (any || fields.length > 1 || field !== "") records.push({ line: start, fields });
    fields = [];
    field = "";
    any = false;
  };
  for (let i = 0; i < text.length; i++) {
    const c = text[i] as string;
    if (quoted) {
      if (c === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i++;
        } else quoted = false;
      } else {
        if (c === "\n") line++;
        field += c;
      }
    } else if (c === '"' && field === "") {
      quoted = true;
      any = true;
    } else if (c === delimiter) {
      fields.push(field);
      field = "";
      any = true;
    } else if (c === "\n" || c === "\r") {
      if (c === "\r" && text[i + 1] === "\n") i++;
      endRecord();
      line++;
      start = line;
    } else {
      field += c;
    }
  }
  if (field !== "" || fields.length > 0 || any) endRecord();
  return records;
}

const SNIFF_VALUES = 5;

/** Whether RDKit reads `text` as a SMILES (with the usual guards), for column detection. */
function parsesAsSmiles(text: string): boolean {
  if (text === "") return false;
  try {
    free(parseSmiles(text));
    return true;
  } catch (error) {
    if (error instanceof DomainError) return false;
    throw error;
  }
}

function readDelimited(text: string, delimiter: string, counter: RowCounter): Rows {
  const records = delimitedRecords(text, delimiter);
  const rows: Rows = { entries: [], errors: [] };
  const header = records[0];
  if (header === undefined) return rows;
  const names = header.fields.map((name) => normalisedHeader(name));
  let smilesColumn = firstNamed(names, SMILES_HEADERS);
  let hasHeader = true;
  if (smilesColumn === -1) {
    const width = Math.max(...records.slice(0, SNIFF_VALUES + 1).map((record) => record.fields.length));
    for (let column = 0; column < width && smilesColumn === -1; column++) {
      const values = records
        .slice(1)
        .map((record) => (record.fields[column] ?? "").trim())
        .filter((value) => value !== "")
        .slice(0, SNIFF_VALUES);
      if (values.length > 0 && values.every(parsesAsSmiles)) smilesColumn = column;
    }
    if (smilesColumn === -1) {
      throw new InvalidArgumentsError(
        `no SMILES column found: no header is named ${SMILES_HEADERS.join("/")} and no column's first ${SNIFF_VALUES} values all parse as SMILES; name the column "smiles"`,
      );
    }
    hasHeader = !parsesAsSmiles((header.fields[smilesColumn] ?? "").trim());
  }
  const idColumn = hasHeader ? firstNamed(names, ID_HEADERS) : -1;
  for (const record of hasHeader ? records.slice(1) : records) {
    if (record.fields.every((value) => value.trim() === "")) continue;
    counter.count();
    push(
      rows,
      record.line,
      (record.fields[smilesColumn] ?? "").trim(),
      idColumn === -1 ? undefined : (record.fields[idColumn] ?? "").trim(),
    );
  }
  return rows;
}

function firstNamed(names: readonly string[], wanted: readonly string[]): number {
  for (const name of wanted) {
    const at = names.indexOf(name);
    if (at !== -1) return at;
  }
  return -1;
}

/** One SDF record: its molblock and data fields. */
export function sdfRecord(record: string): { molblock: string; title: string; fields: Map<string, string> } {
  const lines = record.split(/\r?\n/);
  const end = lines.findIndex((line) => line.startsWith("M  END"));
  const molblock = (end === -1 ? lines : lines.slice(0, end + 1)).join("\n");
  const fields = new Map<string, string>();
  const rest = end === -1 ? [] : lines.slice(end + 1);
  for (let i = 0; i < rest.length; i++) {
    const name = /^>.*<([^>]*)>/.exec(rest[i] as string)?.[1];
    if (name === undefined) continue;
    const value: string[] = [];
    while (i + 1 < rest.length && (rest[i + 1] as string).trim() !== "") value.push(rest[++i] as string);
    fields.set(normalisedHeader(name), value.join("\n").trim());
  }
  return { molblock, title: (lines[0] ?? "").trim(), fields };
}

function readSdf(text: string, counter: RowCounter): Rows {
  const rows: Rows = { entries: [], errors: [] };
  const records = text.split(/^\$\$\$\$[^\n]*\n?/m);
  records.forEach((record, i) => {
    if (record.trim() === "") return;
    counter.count();
    const row = i + 1;
    const { molblock, title, fields } = sdfRecord(record);
    const fieldId = ID_HEADERS.map((name) => fields.get(name)).find((value) => value !== undefined && value !== "");
    const id = title !== "" ? title : (fieldId ?? `row ${row}`);
    const smiles = molblockToSmiles(molblock);
    if (typeof smiles === "string") rows.entries.push({ index: rows.entries.length, id, smiles, row });
    else rows.errors.push({ row, id, error: smiles.error });
  });
  return rows;
}

/**
 * The atom count and bonds a molblock declares (V2000 counts line and bond block, or V3000 COUNTS and BOND lines),
 * read without RDKit; undefined when they cannot be read (RDKit will then say what is wrong).
 */
export function molblockGraph(molblock: string): { atoms: number; bonds: Array<[number, number]> } | undefined {
  const lines = molblock.split(/\r?\n/);
  const counts = lines[3] ?? "";
  const bonds: Array<[number, number]> = [];
  let atoms: number;
  if (counts.includes("V3000")) {
    const declared = /M {2}V30 COUNTS (\d+) (\d+)/.exec(molblock);
    if (!declared) return undefined;
    atoms = Number(declared[1]);
    let inBonds = false;
    for (const line of lines) {
      if (/M {2}V30 BEGIN BOND/.test(line)) inBonds = true;
      else if (/M {2}V30 END BOND/.test(line)) inBonds = false;
      else if (inBonds) {
        const fields = line.trim().split(/\s+/);
        bonds.push([Number(fields[4]) - 1, Number(fields[5]) - 1]);
      }
    }
  } else {
    atoms = Number(counts.slice(0, 3));
    const bondCount = Number(counts.slice(3, 6));
    if (!Number.isInteger(bondCount)) return undefined;
    for (const line of lines.slice(4 + atoms, 4 + atoms + bondCount))
      bonds.push([Number(line.slice(0, 3)) - 1, Number(line.slice(3, 6)) - 1]);
  }
  if (!Number.isInteger(atoms) || atoms < 0) return undefined;
  return { atoms, bonds };
}

/** Longest depth-first walk over a molblock's declared graph (as parseSmiles measures a SMILES); 0 when unreadable. */
function molblockDepth(graph: { atoms: number; bonds: Array<[number, number]> }): number {
  const neighbours: number[][] = Array.from({ length: graph.atoms }, () => []);
  for (const [a, b] of graph.bonds) {
    if (!(a >= 0 && a < graph.atoms && b >= 0 && b < graph.atoms)) return 0;
    neighbours[a]!.push(b);
    neighbours[b]!.push(a);
  }
  return deepestWalk(neighbours);
}

function molblockToSmiles(molblock: string): string | { error: string } {
  if (!/M {2}END/.test(molblock)) return { error: "the record has no molblock (no 'M  END' line)" };
  // The guards parseSmiles applies to a SMILES, applied before RDKit reads the molblock: too many atoms, or a chain
  // deep enough to overflow the engine's stack (a 400-unit polyether crashes it), are this record's error only.
  const graph = molblockGraph(molblock);
  if (graph !== undefined && graph.atoms > MAX_ATOMS)
    return { error: `the molecule has ${graph.atoms} atoms; the limit is ${MAX_ATOMS}` };
  const depth = graph === undefined ? 0 : molblockDepth(graph);
  if (depth > MAX_DFS_DEPTH) {
    return {
      error: `the molecule has a path of ${depth} atoms in a row; RDKit's WebAssembly engine is trusted with at most ${MAX_DFS_DEPTH}`,
    };
  }
  const mol = rdkit().get_mol(molblock);
  try {
    if (!mol?.is_valid()) return { error: "RDKit could not read the molblock" };
    const smiles = mol.get_smiles();
    return smiles === "" ? { error: "the molblock has no atoms" } : smiles;
  } finally {
    free(mol);
  }
}

/** Reads a library file; see the header comment for the rules. */
export function readLibraryFile(
  file: string,
  dataDirs: readonly string[],
  limits: FileLimits = LIBRARY_FILE_LIMITS,
): Library {
  const path = resolveDataPath(file, dataDirs);
  const stat = statSync(path);
  if (!stat.isFile()) refuse(file, "it is not a regular file");
  const { format, gzipped } = formatOf(file);
  const text = readText(file, path, gzipped, stat.size, limits);
  const counter = new RowCounter(file, limits.maxRows);
  const rows =
    format === "smi"
      ? readSmi(text, counter)
      : format === "sdf"
        ? readSdf(text, counter)
        : readDelimited(text, format === "csv" ? "," : "\t", counter);
  return { ...rows, source: { kind: "file", path, size: stat.size, mtimeMs: stat.mtimeMs } };
}
