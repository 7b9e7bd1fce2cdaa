/**
 * A series of analogues for the series tools (matched_pairs): the compounds as every library tool reads them
 * (input.ts: `smiles_list` or a `--data-dir` file, row errors for bad rows), at most MAX_SERIES_MOLECULES, and
 * optionally one numeric property column of the file (a .csv/.tsv header or an .sdf data field, e.g. pIC50).
 *
 * The property is read in a second pass over the file, matched to the molecules by the row number the library
 * reader gave each one (the line a .csv/.tsv record starts on, the record of an .sdf). A value that is not a number
 * is that row's error: the molecule stays in the series without a value. A column without a single number is an
 * error of the call (it is almost certainly the wrong column).
 */
import { readFileSync, statSync } from "node:fs";
import { gunzipSync } from "node:zlib";
import { DomainError, InvalidArgumentsError } from "../../protocol/errors.ts";
import type { ToolContext } from "../tool.ts";
import { addRowError, readLibrary, type Library, type LibraryArgs } from "./input.ts";
import { delimitedRecords, resolveDataPath, sdfRecord } from "./library-files.ts";

/** Molecules one series call takes: every molecule's cuts are indexed, and pairs grow with the square of a key's size. */
export const MAX_SERIES_MOLECULES = 5_000;

/** Bytes of a file whose property column is read (held whole for the second pass; inflated bytes for .gz). */
export const MAX_PROPERTY_FILE_BYTES = 64 * 1024 * 1024;

export interface SeriesArgs extends LibraryArgs {
  /** A column of the file (.csv/.tsv header, .sdf data field) holding a number per molecule. */
  property?: string;
}

export interface Series {
  library: Library;
  /** The property's value of each entry (by entry index); undefined where it has none. Absent without `property`. */
  values?: Array<number | undefined>;
}

const NUMBER = /^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$/;
const normalised = (name: string): string => name.toLowerCase().replace(/[^a-z0-9]/g, "");

/** Reads the series a call names, with its property column when asked for; refuses a series over the limit. */
export async function readSeries(
  args: SeriesArgs,
  context: Pick<ToolContext, "dataDirs">,
  tool: string,
): Promise<Series> {
  if (args.property !== undefined && args.file === undefined)
    throw new InvalidArgumentsError(
      "property names a column of a file (a .csv/.tsv header or an .sdf data field); give the series as file, or leave property out",
    );
  const library = await readLibrary(args, context);
  const n = library.entries.length;
  if (n > MAX_SERIES_MOLECULES) {
    throw new DomainError(
      "LIBRARY_TOO_LARGE",
      `${tool} takes a series of at most ${MAX_SERIES_MOLECULES.toLocaleString("en-US")} molecules; this one has ${n.toLocaleString("en-US")}. Cut it by scaffold (scaffold_analysis) or cluster (cluster_molecules) first.`,
      { molecules: n, limit: MAX_SERIES_MOLECULES },
    );
  }
  if (args.property === undefined) return { library };
  const byRow = propertyByRow(args.file as string, args.property, context.dataDirs ?? []);
  const values = library.entries.map((entry) => {
    const text = byRow.get(entry.row)?.trim() ?? "";
    if (NUMBER.test(text)) return Number(text);
    addRowError(
      library,
      entry,
      text === ""
        ? `no ${args.property} value (kept in the series without one)`
        : `${args.property} is not a number: ${JSON.stringify(text.slice(0, 40))} (kept in the series without a value)`,
    );
    return undefined;
  });
  if (n > 0 && values.every((value) => value === undefined))
    throw new InvalidArgumentsError(
      `property ${JSON.stringify(args.property)}: no molecule of the file has a number in that column`,
    );
  return { library, values };
}

/** The file's text, refused past MAX_PROPERTY_FILE_BYTES (before and after inflating). */
function fileText(file: string, path: string): string {
  const tooLarge = (): never => {
    throw new DomainError(
      "LIBRARY_TOO_LARGE",
      `file ${JSON.stringify(file)}: a property column is read from files of at most ${MAX_PROPERTY_FILE_BYTES / 1024 / 1024} MiB`,
      { file, limit: "property file bytes", value: MAX_PROPERTY_FILE_BYTES },
    );
  };
  if (statSync(path).size > MAX_PROPERTY_FILE_BYTES) tooLarge();
  const raw = readFileSync(path);
  let bytes: Uint8Array = raw;
  if (file.toLowerCase().endsWith(".gz")) {
    try {
      bytes = gunzipSync(raw, { maxOutputLength: MAX_PROPERTY_FILE_BYTES });
    } catch (error) {
      if (error instanceof RangeError || (error as { code?: string }).code === "ERR_BUFFER_TOO_LARGE") tooLarge();
      throw error;
    }
  }
  const text = new TextDecoder("utf-8").decode(bytes);
  return text.startsWith("\uFEFF") ? text.slice(1) : text;
}

/** The property's raw text by the row numbers the library reader gives (library-files.ts). */
function propertyByRow(file: string, property: string, dataDirs: readonly string[]): Map<number, string> {
  const path = resolveDataPath(file, dataDirs);
  const base = file.toLowerCase().replace(/\.gz$/, "");
  const wanted = normalised(property);
  const byRow = new Map<number, string>();
  if (base.endsWith(".csv") || base.endsWith(".tsv")) {
    const [header, ...records] = delimitedRecords(fileText(file, path), base.endsWith(".csv") ? "," : "\t");
    const names = header?.fields.map((name) => name.trim()) ?? [];
    let column = names.indexOf(property);
    if (column === -1) column = names.findIndex((name) => normalised(name) === wanted);
    if (column === -1)
      throw new InvalidArgumentsError(
        `property ${JSON.stringify(property)}: the file has no such column (its header: ${names.slice(0, 30).join(", ")})`,
      );
    for (const record of records) byRow.set(record.line, record.fields[column] ?? "");
    return byRow;
  }
  if (base.endsWith(".sdf") || base.endsWith(".sd")) {
    // Records numbered as library-files.ts numbers them: one per "$$$$" line, and a last one without it.
    let record = 1;
    let lines: string[] = [];
    let found = false;
    const end = (): void => {
      const value = sdfRecord(lines.join("\n")).fields.get(wanted);
      if (value !== undefined) {
        byRow.set(record, value);
        found = true;
      }
      record++;
      lines = [];
    };
    for (const raw of fileText(file, path).split("\n")) {
      const line = raw.endsWith("\r") ? raw.slice(0, -1) : raw;
      if (line.startsWith("$$$$")) end();
      else lines.push(line);
    }
    if (lines.some((line) => line.trim() !== "")) end();
    if (!found)
      throw new InvalidArgumentsError(
        `property ${JSON.stringify(property)}: no record of the file has that data field`,
      );
    return byRow;
  }
  throw new InvalidArgumentsError(
    `property ${JSON.stringify(property)}: a .smi file has no columns; use a .csv/.tsv (header) or .sdf (data field)`,
  );
}
