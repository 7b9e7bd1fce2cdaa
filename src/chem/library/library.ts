/**
 * The library types, in one place: a compound list as read (inline or from a file), the source it came from, and the
 * fingerprinted form the fingerprint tools keep. Reading (library-file.ts), the tools' inputs (src/tools/library/) and
 * the fingerprint cache all speak these.
 */
import type { FingerprintTable } from "./fingerprints.ts";
import type { TextColumn } from "./text-column.ts";

/** One compound of the list. */
export interface LibraryEntry {
  /** 0-based position among the entries read (rows that could not be read at all are not entries). */
  index: number;
  /** The given id; else the file's id column or SDF title/ID field; else `"row N"`. */
  id: string;
  smiles: string;
  /** 1-based: the line (.smi/.csv/.tsv, header included), the record (.sdf) or the position in the inline array. */
  row: number;
}

export interface RowError {
  row: number;
  id?: string;
  error: string;
}

/**
 * A compound file, resolved once per call: what the fingerprint cache keys on (path, size, modification time) is the
 * file that is read.
 */
export interface FileSource {
  kind: "file";
  /** The real path read (absolute, symbolic links resolved). */
  path: string;
  /** Bytes on disk. */
  size: number;
  mtimeMs: number;
}

export type LibrarySource = { kind: "inline" } | FileSource;

export interface Library {
  entries: LibraryEntry[];
  errors: RowError[];
  source: LibrarySource;
  /**
   * The call asked for standardised parents: each entry is standardised when it is processed (standardizeEntry), not
   * all at once on reading, so that a call's budget can end between molecules (resumable.ts).
   */
  standardize?: boolean;
}

/** A library's fingerprinted molecules: row r of `table` is the molecule with id `ids[r]`, etc. */
export interface FingerprintedLibrary {
  table: FingerprintTable;
  ids: TextColumn;
  smiles: TextColumn;
  /** The 1-based row of the input (file line, SDF record, inline position) of each molecule. */
  rows: Uint32Array;
  /** Rows that could not be read or parsed (never fingerprinted). */
  errors: RowError[];
  /** Entries read (fingerprinted + unparsable). */
  read: number;
  source: LibrarySource;
}

/** One molecule of a fingerprinted library, as answers list it. */
export interface LibraryMolecule {
  id: string;
  row: number;
  smiles: string;
}
