/**
 * Saving a screen's table under `--output-dir`, the way depictions are saved (files.ts): the file name is
 * made here from the content's SHA-256 (nothing of it comes from the caller), the bytes go to a fresh file created
 * exclusively and are then renamed into place.
 */
import { createHash } from "node:crypto";
import { saveNamedFile } from "./files.ts";

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
