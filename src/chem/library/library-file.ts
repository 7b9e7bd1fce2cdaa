/**
 * Compound files for the library tools: how each format is read, from a file the tools resolved
 * (src/tools/library/library-source.ts says where a file may lie).
 *
 * Limits: only regular files (the tools check), within LIBRARY_FILE_LIMITS: bytes on disk, bytes uncompressed
 * (.gz), lines of any kind (blank, comment, molblock), the length of one line or delimited record, of one SDF record,
 * and molecules.
 *
 * How: the file is streamed (inflated chunk by chunk for .gz) and cut into lines as it arrives; every limit is checked
 * as the bytes and lines go by, so a file that inflates to gigabytes of blank lines is refused after reading the part
 * that breaks a limit, holding no more than one chunk, one line (or record) and the molecules read so far. A file over
 * a limit is refused whole (LIBRARY_TOO_LARGE, naming the limit): a partial answer would mislead.
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
import { createReadStream } from "node:fs";
import { extname } from "node:path";
import { DomainError, InvalidArgumentsError } from "../../protocol/errors.ts";
import { free, parseSmiles, rdkit } from "../rdkit.ts";
import { MAX_DFS_DEPTH, deepestWalk } from "../smiles-size.ts";
import { MAX_ATOMS } from "../../protocol/limits.ts";
import type { FileSource, Library, LibraryEntry, RowError } from "./library.ts";

/** The limits of one library file; docs/tools.md's "Compound libraries" states them. */
export interface FileLimits {
  /** Bytes on disk, and again after decompression for `.gz` (counted while inflating). */
  maxBytes: number;
  /** Molecules (data rows of .smi/.csv/.tsv, records of .sdf). */
  maxRows: number;
  /** Lines of any kind, blank and comment lines included (default LIBRARY_FILE_LIMITS.maxLines). */
  maxLines?: number;
  /** Characters of one line, or of one .csv/.tsv record (quoted newlines included) (default LIBRARY_FILE_LIMITS.maxLineChars). */
  maxLineChars?: number;
  /** Characters of one .sdf record (default LIBRARY_FILE_LIMITS.maxRecordChars). */
  maxRecordChars?: number;
}

/**
 * 512 MiB, 1,000,000 molecules; 25,000,000 lines (a 512 MiB SDF file of real molecules has about 15 million, at
 * some 35 bytes a line); 1 MiB a line or delimited record (a SMILES is at most 100,000 bytes); 16 MiB an SDF record
 * (a 10,000-atom molblock is about 1 MB).
 */
export const LIBRARY_FILE_LIMITS: Required<FileLimits> = {
  maxBytes: 512 * 1024 * 1024,
  maxRows: 1_000_000,
  maxLines: 25_000_000,
  maxLineChars: 1024 * 1024,
  maxRecordChars: 16 * 1024 * 1024,
};

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

/** A file past one of its size limits: LIBRARY_TOO_LARGE, naming the file, the limit and what to do. */
function tooLarge(file: string, rule: string, limit: string, value: number): never {
  throw new DomainError("LIBRARY_TOO_LARGE", `file ${JSON.stringify(file)}: ${rule}`, { file, limit, value });
}

const count = (n: number): string => n.toLocaleString("en-US");
const mib = (bytes: number): string => `${(bytes / 1024 / 1024).toFixed(0)} MiB`;

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

/** Bytes read from the disk at a time, and the most one inflated chunk holds. */
const CHUNK_BYTES = 64 * 1024;

/**
 * Streams the file's lines to `onLine` (1-based line numbers; a line ends at "\n", and keeps the "\r" of a "\r\n"), inflating
 * a .gz as it goes; a UTF-8 byte-order mark is dropped. Checks, while reading: the bytes (uncompressed), the lines and
 * the length of each line. `onLine` may throw; the streams are closed whatever happens.
 */
async function forEachLine(
  file: string,
  path: string,
  gzipped: boolean,
  limits: Required<FileLimits>,
  onLine: (line: string, number: number) => void,
): Promise<void> {
  // node:zlib is loaded only for a .gz file: as a static import it cost every process loading the tools ~20 ms (issue 33).
  const gunzip = gzipped ? (await import("node:zlib")).createGunzip({ chunkSize: CHUNK_BYTES }) : undefined;
  // Opened after that await, so its error handler below is attached before it can fail.
  const source = createReadStream(path, { highWaterMark: CHUNK_BYTES });
  const stream = gunzip === undefined ? source : source.pipe(gunzip);
  if (gunzip !== undefined) source.on("error", (error) => gunzip.destroy(error));
  const decoder = new TextDecoder("utf-8");
  let bytes = 0;
  let lines = 0;
  let carry = "";
  let first = true;
  const line = (text: string): void => {
    if (++lines > limits.maxLines) {
      tooLarge(
        file,
        `it has more than ${count(limits.maxLines)} lines (blank and comment lines count), the limit of one library file; remove the blank lines or split it`,
        "lines",
        limits.maxLines,
      );
    }
    onLine(text, lines);
  };
  const take = (decoded: string): void => {
    let text = carry + decoded;
    if (first && text !== "") {
      if (text.startsWith("\uFEFF")) text = text.slice(1);
      first = false;
    }
    let start = 0;
    for (let end = text.indexOf("\n"); end !== -1; end = text.indexOf("\n", start)) {
      if (end - start > limits.maxLineChars) longLine(lines + 1);
      line(text.slice(start, end));
      start = end + 1;
    }
    carry = text.slice(start);
    if (carry.length > limits.maxLineChars) longLine(lines + 1);
  };
  const longLine = (number: number): never =>
    tooLarge(
      file,
      `line ${count(number)} is longer than ${count(limits.maxLineChars)} characters, the limit of one line`,
      "line length",
      limits.maxLineChars,
    );
  try {
    for await (const chunk of stream as AsyncIterable<Uint8Array>) {
      bytes += chunk.length;
      if (bytes > limits.maxBytes) {
        tooLarge(
          file,
          gzipped
            ? `uncompressed it is over the limit of ${limits.maxBytes} bytes (${mib(limits.maxBytes)}); split it`
            : `it has over ${limits.maxBytes} bytes; the limit is ${limits.maxBytes} (${mib(limits.maxBytes)})`,
          "bytes",
          limits.maxBytes,
        );
      }
      take(decoder.decode(chunk, { stream: true }));
    }
  } catch (error) {
    if (error instanceof DomainError || error instanceof InvalidArgumentsError) throw error;
    if (gzipped)
      refuse(file, `it is not a valid gzip file (${error instanceof Error ? error.message : String(error)})`);
    throw error;
  } finally {
    source.destroy();
    gunzip?.destroy();
  }
  take(decoder.decode());
  if (carry !== "") line(carry);
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
    if (++this.rows > this.limit) {
      tooLarge(
        this.file,
        `it has more than ${count(this.limit)} molecules, the limit of one library file; split it`,
        "molecules",
        this.limit,
      );
    }
  }
}

function push(rows: Rows, row: number, smiles: string, id: string | undefined): void {
  const name = id === undefined || id === "" ? `row ${row}` : id;
  if (smiles === "") rows.errors.push({ row, id: name, error: "empty SMILES" });
  else rows.entries.push({ index: rows.entries.length, id: name, smiles, row });
}

/** A format reader: handed the file's lines in order, then asked for what it read. */
interface LineReader {
  line(text: string, number: number): void;
  end(): Rows;
}

function smiReader(counter: RowCounter): LineReader {
  const rows: Rows = { entries: [], errors: [] };
  let seenMolecule = false;
  return {
    line(text, number) {
      const c = text.trimStart()[0];
      if (c === undefined || c === "#") return;
      const trimmed = text.trim();
      const space = trimmed.search(/\s/);
      const smiles = space === -1 ? trimmed : trimmed.slice(0, space);
      // The first line that is not blank or a comment may be a header.
      const first = !seenMolecule;
      seenMolecule = true;
      if (first && SMILES_HEADERS.includes(normalisedHeader(smiles))) return;
      counter.count();
      push(rows, number, smiles, space === -1 ? "" : trimmed.slice(space).trim());
    },
    end: () => rows,
  };
}

/**
 * A delimited-text parser (RFC 4180 quoting) fed in pieces: each record goes to `onRecord` with the 1-based line it
 * starts on. Lines end at "\n", "\r\n" or a lone "\r" outside quotes; inside quotes a newline belongs to the field.
 */
class DelimitedParser {
  private fields: string[] = [];
  private field = "";
  private quoted = false;
  private line = 1;
  private start = 1;
  private any = false;
  /** Characters of the record being read (its line ending not counted). */
  pending = 0;
  /** The most characters of a record ended since this was last reset to 0. */
  longest = 0;

  constructor(
    private readonly delimiter: string,
    private readonly onRecord: (record: { line: number; fields: string[] }) => void,
  ) {}

  feed(text: string): void {
    for (let i = 0; i < text.length; i++) {
      const c = text[i] as string;
      if (this.quoted) {
        this.pending++;
        if (c === '"') {
          if (text[i + 1] === '"') {
            this.field += '"';
            i++;
          } else this.quoted = false;
        } else {
          if (c === "\n") this.line++;
          this.field += c;
        }
      } else if (c === '"' && this.field === "") {
        this.quoted = true;
        this.any = true;
        this.pending++;
      } else if (c === this.delimiter) {
        this.fields.push(this.field);
        this.field = "";
        this.any = true;
        this.pending++;
      } else if (c === "\n" || c === "\r") {
        if (c === "\r" && text[i + 1] === "\n") i++;
        this.endRecord();
        this.line++;
        this.start = this.line;
      } else {
        this.field += c;
        this.pending++;
      }
    }
  }

  end(): void {
    if (this.field !== "" || this.fields.length > 0 || this.any) this.endRecord();
  }

  private endRecord(): void {
    this.fields.push(this.field);
    if (this.any || this.fields.length > 1 || this.field !== "")
      this.onRecord({ line: this.start, fields: this.fields });
    this.fields = [];
    this.field = "";
    this.any = false;
    this.longest = Math.max(this.longest, this.pending);
    this.pending = 0;
  }
}

/** Records of a delimited text (RFC 4180 quoting), each with the 1-based line it starts on. */
export function delimitedRecords(text: string, delimiter: string): Array<{ line: number; fields: string[] }> {
  const records: Array<{ line: number; fields: string[] }> = [];
  const parser = new DelimitedParser(delimiter, (record) => records.push(record));
  parser.feed(text);
  parser.end();
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

/**
 * .csv/.tsv. The header and the SMILES column are decided on the first records: the header row, and then, when no
 * header names the SMILES column, as many records as it takes for every column (of the first six rows' width) to
 * show SNIFF_VALUES non-empty values (or the end of the file); those records are held until then, the rest streams.
 */
function delimitedReader(file: string, delimiter: string, counter: RowCounter, maxRecordChars: number): LineReader {
  const rows: Rows = { entries: [], errors: [] };
  const held: Array<{ line: number; fields: string[] }> = [];
  let decided = false;
  let hasHeader = true;
  let smilesColumn = -1;
  let idColumn = -1;
  const take = (record: { line: number; fields: string[] }): void => {
    if (record.fields.every((value) => value.trim() === "")) return;
    counter.count();
    push(
      rows,
      record.line,
      (record.fields[smilesColumn] ?? "").trim(),
      idColumn === -1 ? undefined : (record.fields[idColumn] ?? "").trim(),
    );
  };
  /** Non-empty values of each column among the held data records (the records after the first). */
  const nonEmpty: number[] = [];
  let width = 0;
  /** Whether the held records settle the SMILES column (at the end of the file they must). */
  const decide = (atEnd: boolean): boolean => {
    const header = held[0];
    if (header === undefined) return atEnd;
    const names = header.fields.map((name) => normalisedHeader(name));
    smilesColumn = firstNamed(names, SMILES_HEADERS);
    if (smilesColumn === -1) {
      // Each column's first SNIFF_VALUES non-empty values, among the first six rows' columns, must be known.
      if (!atEnd) {
        if (held.length <= SNIFF_VALUES) return false;
        for (let column = 0; column < width; column++) if ((nonEmpty[column] ?? 0) < SNIFF_VALUES) return false;
      }
      const valuesOf = (column: number): string[] =>
        held
          .slice(1)
          .map((record) => (record.fields[column] ?? "").trim())
          .filter((value) => value !== "")
          .slice(0, SNIFF_VALUES);
      for (let column = 0; column < width && smilesColumn === -1; column++) {
        const values = valuesOf(column);
        if (values.length > 0 && values.every(parsesAsSmiles)) smilesColumn = column;
      }
      if (smilesColumn === -1) {
        throw new InvalidArgumentsError(
          `no SMILES column found: no header is named ${SMILES_HEADERS.join("/")} and no column's first ${SNIFF_VALUES} values all parse as SMILES; name the column "smiles"`,
        );
      }
      hasHeader = !parsesAsSmiles((header.fields[smilesColumn] ?? "").trim());
    }
    idColumn = hasHeader ? firstNamed(names, ID_HEADERS) : -1;
    for (const record of hasHeader ? held.slice(1) : held) take(record);
    held.length = 0;
    return true;
  };
  const hold = (record: { line: number; fields: string[] }): void => {
    if (held.length <= SNIFF_VALUES) width = Math.max(width, record.fields.length);
    if (held.length > 0)
      record.fields.forEach((value, column) => {
        if (value.trim() !== "") nonEmpty[column] = (nonEmpty[column] ?? 0) + 1;
      });
    held.push(record);
  };
  const parser = new DelimitedParser(delimiter, (record) => {
    if (decided) take(record);
    else {
      hold(record);
      // A header naming the SMILES column settles it at once; otherwise wait for the values (see decide).
      decided = decide(false);
    }
  });
  return {
    line(text, number) {
      parser.feed(`${text}\n`);
      const longest = Math.max(parser.longest, parser.pending);
      parser.longest = 0;
      if (longest > maxRecordChars) {
        tooLarge(
          file,
          `the record that goes on at line ${count(number)} is longer than ${count(maxRecordChars)} characters, the limit of one record`,
          "line length",
          maxRecordChars,
        );
      }
    },
    end() {
      parser.end();
      if (!decided) decide(true);
      return rows;
    },
  };
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

/** .sdf: records end at a line starting "$$$$"; each is held (at most maxRecordChars) until its end, then read. */
function sdfReader(file: string, counter: RowCounter, maxRecordChars: number): LineReader {
  const rows: Rows = { entries: [], errors: [] };
  let lines: string[] = [];
  let chars = 0;
  let row = 1;
  const record = (): void => {
    const text = lines.join("\n");
    lines = [];
    chars = 0;
    const at = row++;
    if (text.trim() === "") return;
    counter.count();
    const { molblock, title, fields } = sdfRecord(text);
    const fieldId = ID_HEADERS.map((name) => fields.get(name)).find((value) => value !== undefined && value !== "");
    const id = title !== "" ? title : (fieldId ?? `row ${at}`);
    const smiles = molblockToSmiles(molblock);
    if (typeof smiles === "string") rows.entries.push({ index: rows.entries.length, id, smiles, row: at });
    else rows.errors.push({ row: at, id, error: smiles.error });
  };
  return {
    line(raw, number) {
      const text = raw.endsWith("\r") ? raw.slice(0, -1) : raw;
      if (text.startsWith("$$$$")) {
        record();
        return;
      }
      chars += text.length + 1;
      if (chars > maxRecordChars) {
        tooLarge(
          file,
          `record ${count(row)} (at line ${count(number)}) is longer than ${count(maxRecordChars)} characters, the limit of one SDF record`,
          "record length",
          maxRecordChars,
        );
      }
      lines.push(text);
    },
    end() {
      if (lines.length > 0) record();
      return rows;
    },
  };
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

/**
 * Reads a compound file the caller resolved (`source`, whose size is the one checked here); `file` is the name the
 * caller gave it, which the messages use and whose extension says the format. See the header comment for the rules.
 */
export async function readCompoundFile(
  source: FileSource,
  file: string,
  limits: FileLimits = LIBRARY_FILE_LIMITS,
): Promise<Library> {
  const all: Required<FileLimits> = { ...LIBRARY_FILE_LIMITS, ...limits };
  const { format, gzipped } = formatOf(file);
  if (source.size > all.maxBytes)
    tooLarge(
      file,
      `it has ${source.size} bytes; the limit is ${all.maxBytes} (${mib(all.maxBytes)})`,
      "bytes",
      all.maxBytes,
    );
  const counter = new RowCounter(file, all.maxRows);
  const reader =
    format === "smi"
      ? smiReader(counter)
      : format === "sdf"
        ? sdfReader(file, counter, all.maxRecordChars)
        : delimitedReader(file, format === "csv" ? "," : "\t", counter, all.maxLineChars);
  await forEachLine(file, source.path, gzipped, all, (text, number) => reader.line(text, number));
  const rows = reader.end();
  return { ...rows, source };
}
