/**
 * Saving a screen's table under `--output-dir`, the way depictions are saved (files.ts): the file name is
 * made here from the content's SHA-256 (nothing of it comes from the caller), the bytes go to a fresh file created
 * exclusively and are then renamed into place.
 */
import { createHash } from "node:crypto";
import { NOT_SAVED_WITHOUT_OUTPUT_DIR, saveNamedFile } from "./files.ts";

export type TableFormat = "csv" | "sdf";

/** `<prefix>-<first 32 hex digits of the SHA-256>.<format>`. */
export function tableFileName(prefix: string, bytes: Uint8Array, format: TableFormat): string {
  return `${prefix}-${createHash("sha256").update(bytes).digest("hex").slice(0, 32)}.${format}`;
}

/** Writes the table into `dir` and returns its absolute path. */
export function saveTable(dir: string, prefix: string, text: string, format: TableFormat): string {
  const bytes = new TextEncoder().encode(text);
  return saveNamedFile(dir, tableFileName(prefix, bytes, format), bytes, prefix);
}

/** What a table save adds to an answer: the path written, or (and then no path) the sentence saying why nothing was. */
export interface TableSave {
  saved_path: string | null;
  save_note?: string;
}

export interface TableSaveRequest {
  /** The server's `--output-dir`; undefined: nothing may be written. */
  outputDir: string | undefined;
  prefix: string;
  format: TableFormat;
  /** Why the table cannot be written yet (the answer is partial), or undefined when it can. */
  notYet?: string;
  /** The table's text, made only when it is written. */
  text: () => string;
}

/**
 * The save a call asked for: written under `--output-dir`, or the sentence saying why not. A failure to write throws
 * (unlike a picture, the table is the thing asked for and is not in the answer).
 */
export function saveTableAsked(request: TableSaveRequest): TableSave {
  if (request.outputDir === undefined) return { saved_path: null, save_note: NOT_SAVED_WITHOUT_OUTPUT_DIR };
  if (request.notYet !== undefined) return { saved_path: null, save_note: request.notYet };
  return { saved_path: saveTable(request.outputDir, request.prefix, request.text(), request.format) };
}

/** One CSV field (RFC 4180): quoted when it holds a comma, quote or line break; lists joined with ";". */
export function csvField(value: unknown): string {
  const text = value === null || value === undefined ? "" : Array.isArray(value) ? value.join(";") : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** An SDF data item's value on one line (lists joined with ";", line breaks dropped). */
export function sdfValue(value: unknown): string {
  const text = value === null || value === undefined ? "" : Array.isArray(value) ? value.join(";") : String(value);
  return text.replace(/[\r\n]+/g, " ");
}
