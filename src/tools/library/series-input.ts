/**
 * A series of analogues as the series tools (rgroup_decompose) read it: the library tools' compound list (an inline
 * `smiles_list` or a `--data-dir` file, read by src/tools/library/input.ts with its row errors), at most
 * MAX_SERIES_MOLECULES rows, and optionally numeric property columns of the file (e.g. `pIC50`), so a table reads
 * "R1, R2, pIC50".
 *
 * Property columns come from a .csv/.tsv header or .sdf data fields (names compared as the library reader compares
 * them: case and punctuation ignored). A value that is not a number is that row's property error (the molecule is
 * still decomposed, its value null); an empty value is a missing value (null, no error). A column the file does not
 * have, or property columns asked of a .smi file or an inline list, is an invalid argument.
 */
import { readFileSync } from "node:fs";
import { gunzipSync } from "node:zlib";
import { DomainError, InvalidArgumentsError } from "../../protocol/errors.ts";
import { readLibrary, type LibraryArgs } from "./input.ts";
import type { Library, RowError } from "../../chem/library/library.ts";
import { delimitedRecords, sdfRecord } from "../../chem/library/library-file.ts";
import type { ToolContext } from "../tool.ts";

/**
 * Rows (molecules and unreadable rows) a series may have. R-group decomposition of 1,017 ChEMBL analogues takes
 * about 1.5 s in the embedded engine (validation/bench/rgroup.json); 5,000 stays well inside the library time limit.
 */
export const MAX_SERIES_MOLECULES = 5_000;
/** Property columns one call may ask for. */
export const MAX_PROPERTY_COLUMNS = 10;

export interface SeriesArgs extends LibraryArgs {
  property_columns?: string[];
}

export type PropertyValues = Record<string, number | null>;

export interface Series {
  library: Library;
  /** Rows read (entries and unreadable rows). */
  total: number;
  /** Column names as asked; empty when none were asked. */
  propertyColumns: string[];
  /** By entry row (LibraryEntry.row): the values of the property columns. */
  properties: Map<number, PropertyValues>;
  /** Values that are not numbers: one error per row and column. */
  propertyErrors: RowError[];
}

/** Header normalisation, as src/chem/library/library-file.ts compares SMILES and id headers. */
function normalised(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9]/g, "");
}

function fileText(path: string): string {
  const bytes = readFileSync(path);
  return (path.toLowerCase().endsWith(".gz") ? gunzipSync(bytes) : bytes).toString("utf8");
}

/** A value of a property column: a finite number, null when empty, or the text when it is not a number. */
function numberOf(text: string | undefined): number | null | { text: string } {
  const trimmed = (text ?? "").trim();
  if (trimmed === "") return null;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : { text: trimmed };
}

/** Each row's raw text of the asked columns: delimited records by their first line, SDF records by their number. */
function columnTexts(
  path: string,
  columns: readonly string[],
  file: string,
  argument: string,
): Map<number, Array<string | undefined>> {
  const lower = path.toLowerCase().replace(/\.gz$/, "");
  const wanted = columns.map(normalised);
  const byRow = new Map<number, Array<string | undefined>>();
  if (lower.endsWith(".csv") || lower.endsWith(".tsv")) {
    const records = delimitedRecords(fileText(path), lower.endsWith(".csv") ? "," : "\t");
    const header = (records[0]?.fields ?? []).map(normalised);
    const at = wanted.map((name) => header.indexOf(name));
    const missing = columns.filter((_, i) => at[i] === -1);
    if (missing.length > 0) {
      throw new InvalidArgumentsError(
        `${argument}: file ${JSON.stringify(file)} has no column ${missing.map((name) => JSON.stringify(name)).join(", ")}; its header is ${JSON.stringify(records[0]?.fields ?? [])}`,
      );
    }
    for (const record of records.slice(1))
      byRow.set(
        record.line,
        at.map((column) => record.fields[column]),
      );
    return byRow;
  }
  if (lower.endsWith(".sdf") || lower.endsWith(".sd")) {
    const seen = new Set<string>();
    let number = 0;
    for (const text of fileText(path).split(/^\$\$\$\$.*$/m)) {
      number++;
      if (text.trim() === "") continue;
      const { fields } = sdfRecord(text.replace(/^\r?\n/, ""));
      for (const name of fields.keys()) seen.add(name);
      byRow.set(
        number,
        wanted.map((name) => fields.get(name)),
      );
    }
    const missing = columns.filter((_, i) => !seen.has(wanted[i] as string));
    if (missing.length > 0) {
      throw new InvalidArgumentsError(
        `${argument}: no record of file ${JSON.stringify(file)} has the data field ${missing.map((name) => JSON.stringify(name)).join(", ")}`,
      );
    }
    return byRow;
  }
  throw new InvalidArgumentsError(
    `${argument}: file ${JSON.stringify(file)} is a .smi file, which has no columns; give a .csv, .tsv or .sdf file with a header`,
  );
}

/**
 * Reads the series a call names (readLibrary's rules and errors), refuses one over MAX_SERIES_MOLECULES rows
 * (LIBRARY_TOO_LARGE), and reads the property columns asked for.
 */
export async function readSeries(
  args: SeriesArgs,
  context: Pick<ToolContext, "dataDirs">,
  tool: string,
  /** The argument that named the columns, for the errors (matched_pairs names its one column `property`). */
  argument = "property_columns",
): Promise<Series> {
  const columns = args.property_columns ?? [];
  if (columns.length > 0 && args.file === undefined)
    throw new InvalidArgumentsError(
      `${argument} ${columns.length === 1 && argument !== "property_columns" ? "is" : "are"} read from a file's columns: give file (a .csv/.tsv/.sdf in --data-dir), not smiles_list`,
    );
  const library = await readLibrary(args, context);
  const total = library.entries.length + library.errors.length;
  if (total > MAX_SERIES_MOLECULES) {
    throw new DomainError(
      "LIBRARY_TOO_LARGE",
      `${tool} takes a series of at most ${MAX_SERIES_MOLECULES.toLocaleString("en-US")} molecules; this one has ${total.toLocaleString("en-US")}. Split it (e.g. by scaffold with scaffold_analysis).`,
      { molecules: total, limit: MAX_SERIES_MOLECULES },
    );
  }
  const properties = new Map<number, PropertyValues>();
  const propertyErrors: RowError[] = [];
  if (columns.length > 0 && library.source.kind === "file") {
    const texts = columnTexts(library.source.path, columns, args.file as string, argument);
    for (const entry of library.entries) {
      const raw = texts.get(entry.row) ?? [];
      const values: PropertyValues = {};
      columns.forEach((name, i) => {
        const value = numberOf(raw[i]);
        if (value !== null && typeof value === "object") {
          values[name] = null;
          propertyErrors.push({
            row: entry.row,
            id: entry.id,
            error: `${name}: ${JSON.stringify(value.text.slice(0, 40))} is not a number`,
          });
        } else values[name] = value;
      });
      properties.set(entry.row, values);
    }
  }
  return { library, total, propertyColumns: [...columns], properties, propertyErrors };
}
