/**
 * The one reader of a compound list for every library tool (screen_library, scaffold_analysis,
 * substructure_search, similarity_search, ...). A call names its compounds in exactly one of two ways:
 * - `smiles_list`: an inline array of SMILES strings or `{id, smiles}` objects (1..MAX_INLINE_MOLECULES);
 * - `file`: a path inside one of the server's `--data-dir` directories (.smi, .csv, .tsv, .sdf, each also .gz;
 *   src/chem/library/library-file.ts reads them and enforces LIBRARY_FILE_LIMITS).
 *
 * A bad row never fails the call: it goes to `errors` with its row number, and the tool answers for the rest.
 * Tools add their own per-row failures (a SMILES RDKit cannot parse) to the same list with `eachMolecule`
 * or `addRowError`, and report the list compactly with `errorSummary`.
 */
import { DomainError, InvalidArgumentsError } from "../../protocol/errors.ts";
import { MAX_MOLECULE_TEXT_BYTES } from "../../protocol/limits.ts";
import { Molecule } from "../../chem/molecule.ts";
import { free, parseSmiles, type JSMol, type ParseOptions } from "../../chem/rdkit.ts";
import type { ToolContext } from "../tool.ts";
import { standardizeSmiles } from "../../chem/standardize/standardize.ts";
import { boolean, typed, type JsonSchema, type Typed } from "../schema.ts";
import { readCompoundFile } from "../../chem/library/library-file.ts";
import type { FileSource, Library, LibraryEntry, LibrarySource, RowError } from "../../chem/library/library.ts";
import { resolveLibrarySource } from "./library-source.ts";

/** Inline lists: at most this many molecules (also the protocol's array limit, MAX_ARRAY_ELEMENTS). */
export const MAX_INLINE_MOLECULES = 10_000;

/** How many row errors an answer lists (the count is always complete). */
export const MAX_LISTED_ERRORS = 20;

/** One inline item: a SMILES string, or an object with the SMILES and an optional id. */
export type InlineItem = string | { id?: string; smiles: string };

/** The two ways a call names its compounds; a library tool spreads `libraryInputProperties()` into its inputSchema. */
export interface LibraryArgs {
  smiles_list?: InlineItem[];
  file?: string;
  /** Replace each compound by its standardised parent (the standardize tool's defaults) before anything else. */
  standardize?: boolean;
}

/** The `smiles_list` argument: an inline array of SMILES strings or `{id, smiles}` objects. */
export function inlineLibrarySchema(description = "SMILES or {id, smiles};"): Typed<InlineItem[]> {
  return typed<InlineItem[]>({
    type: "array",
    minItems: 1,
    maxItems: MAX_INLINE_MOLECULES,
    description: `${description} or file.`,
    items: {
      anyOf: [
        { type: "string", maxLength: MAX_MOLECULE_TEXT_BYTES },
        {
          type: "object",
          properties: {
            id: { type: "string", maxLength: 1_000 },
            smiles: { type: "string", maxLength: MAX_MOLECULE_TEXT_BYTES },
          },
          required: ["smiles"],
          additionalProperties: false,
        },
      ],
    },
  });
}

/** The `file` argument: a path inside a `--data-dir` directory. */
export function libraryFileSchema(): Typed<string> {
  return typed<string>({
    type: "string",
    minLength: 1,
    maxLength: 4_096,
    description: ".smi/.csv/.tsv/.sdf(.gz) in --data-dir.",
  });
}

/** Both input properties, to spread into a tool's inputObject (neither is required: readLibrary checks exactly one). */
export function libraryInputProperties(): {
  smiles_list: Typed<InlineItem[]>;
  file: Typed<string>;
  standardize: Typed<boolean>;
} {
  return { smiles_list: inlineLibrarySchema(), file: libraryFileSchema(), standardize: standardizeSchema() };
}

/** The `standardize` argument of the library tools. */
export function standardizeSchema(): Typed<boolean> {
  return boolean("Standardize each first.");
}

/**
 * Reads the compounds a call names (a file is streamed: src/chem/library/library-file.ts). Throws InvalidArgumentsError
 * for a call that names none or both, or a file it may not read, and LIBRARY_TOO_LARGE for a file past its limits.
 * `source`: the file as the caller resolved it already (resolveLibrarySource), so it is not resolved twice.
 */
export async function readLibrary(
  args: LibraryArgs,
  context: Pick<ToolContext, "dataDirs">,
  source?: FileSource,
): Promise<Library> {
  const hasInline = args.smiles_list !== undefined;
  const hasFile = args.file !== undefined;
  if (hasInline === hasFile) {
    throw new InvalidArgumentsError(
      hasInline
        ? "give either smiles_list (an inline list) or file (a path in the --data-dir), not both"
        : "give the compounds: smiles_list (an inline list of SMILES strings or {id, smiles} objects) or file (a path in the server's --data-dir)",
    );
  }
  const library =
    args.smiles_list !== undefined
      ? readInline(args.smiles_list)
      : await readCompoundFile(
          source ?? resolveLibrarySource(args.file as string, context.dataDirs ?? []),
          args.file as string,
        );
  return { ...library, standardize: args.standardize === true };
}

/**
 * The entry as the tool must see it: replaced by its standardised parent when the call asked for that; undefined
 * when it cannot be standardised (then it is a row error).
 */
export function standardizeEntry(library: Library, entry: LibraryEntry): LibraryEntry | undefined {
  if (library.standardize !== true) return entry;
  try {
    return { ...entry, smiles: standardizeSmiles(entry.smiles).smiles };
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    addRowError(library, entry, `standardize: ${error.message}`);
    return undefined;
  }
}

function readInline(items: readonly InlineItem[]): Library {
  const entries: LibraryEntry[] = [];
  const errors: RowError[] = [];
  items.forEach((item, i) => {
    const row = i + 1;
    const smiles = (typeof item === "string" ? item : item.smiles).trim();
    const givenId = typeof item === "string" ? undefined : item.id;
    const id = givenId === undefined || givenId.trim() === "" ? `row ${row}` : givenId;
    if (smiles === "") {
      errors.push({ row, id, error: "empty SMILES" });
      return;
    }
    entries.push({ index: entries.length, id, smiles, row });
  });
  return { entries, errors, source: { kind: "inline" } };
}

/** Records a failure of one entry (the tool could not parse or compute it). */
export function addRowError(library: Library, entry: LibraryEntry, error: string): void {
  library.errors.push({ row: entry.row, id: entry.id, error });
}

/**
 * Parses each entry's SMILES (the usual guards: atom limit, depth, molfile-looking text) and hands the molecule to
 * `fn`, freeing it afterwards. An entry that fails to parse, or for which `fn` throws a DomainError, becomes a row
 * error and the loop goes on; any other error (a bug, an engine fault) stops it. Returns how many entries `fn` saw
 * without error.
 */
export function eachMolecule(
  library: Library,
  fn: (molecule: Molecule, entry: LibraryEntry) => void,
  options: ParseOptions = {},
): number {
  const cursor = { next: 0, parsed: 0 };
  eachMoleculeUntil(library, cursor, () => false, fn, options);
  return cursor.parsed;
}

/** Where a molecule loop stands: the next entry, and how many entries `fn` saw without error so far. */
export interface Cursor {
  next: number;
  parsed: number;
}

/**
 * eachMolecule from `cursor.next` on, standardising each entry first when the call asked (standardizeEntry), and
 * stopping after an entry once `stop()` is true (a call's budget: resumable.ts); every call does at least one entry.
 * Moves `cursor` on; returns true when every entry is done.
 */
export function eachMoleculeUntil(
  library: Library,
  cursor: Cursor,
  stop: () => boolean,
  fn: (molecule: Molecule, entry: LibraryEntry) => void,
  options: ParseOptions = {},
): boolean {
  while (cursor.next < library.entries.length) {
    const entry = standardizeEntry(library, library.entries[cursor.next++] as LibraryEntry);
    if (entry !== undefined) {
      let mol: JSMol | undefined;
      try {
        // Not withMolecule: a parse failure is this row's error, not the call's, and the loop goes on.
        mol = parseSmiles(entry.smiles, { ...options, label: `row ${entry.row}` });
        fn(new Molecule(mol), entry);
        cursor.parsed++;
      } catch (error) {
        if (!(error instanceof DomainError)) throw error;
        addRowError(library, entry, error.message);
      } finally {
        free(mol);
      }
    }
    if (stop()) break;
  }
  return cursor.next >= library.entries.length;
}

/** Errors as answers show them: the full count, the first MAX_LISTED_ERRORS sorted by row. */
export interface ErrorSummary {
  count: number;
  first: RowError[];
}

export function errorSummary(errors: readonly RowError[]): ErrorSummary {
  const sorted = [...errors].sort((a, b) => a.row - b.row);
  return { count: errors.length, first: sorted.slice(0, MAX_LISTED_ERRORS) };
}

/** The outputSchema of an ErrorSummary. */
export function errorSummarySchema(): JsonSchema {
  return {
    type: "object",
    description: `Rows that could not be read or parsed: the count, and the first ${MAX_LISTED_ERRORS} by row.`,
    properties: {
      count: { type: "integer", minimum: 0 },
      first: {
        type: "array",
        items: {
          type: "object",
          properties: { row: { type: "integer", minimum: 1 }, id: { type: "string" }, error: { type: "string" } },
          required: ["row", "error"],
          additionalProperties: false,
        },
      },
    },
    required: ["count", "first"],
    additionalProperties: false,
  };
}

/**
 * A library answer's budget in bytes of JSON. An answer travels as text and, in the revisions that carry it, again as
 * structuredContent, in one message of at most MAX_RESPONSE_BYTES (1 MiB): its lists are cut to fit this.
 */
export const MAX_ANSWER_BYTES = 400_000;

/**
 * Halves the named lists of an answer until its JSON fits MAX_ANSWER_BYTES, and says so in `truncated` (the counts
 * in the answer stay complete). An answer that fits is returned as it is.
 */
export function fitAnswer<T extends Record<string, unknown>>(
  payload: T,
  lists: ReadonlyArray<keyof T & string>,
): T & { truncated?: string } {
  const bytes = (value: unknown): number => Buffer.byteLength(JSON.stringify(value));
  let size = bytes(payload);
  if (size <= MAX_ANSWER_BYTES) return payload;
  const cut: Record<string, unknown> = { ...payload };
  while (size > MAX_ANSWER_BYTES && lists.some((key) => (cut[key] as unknown[]).length > 0)) {
    for (const key of lists)
      cut[key] = (cut[key] as unknown[]).slice(0, Math.floor((cut[key] as unknown[]).length / 2));
    size = bytes(cut);
  }
  const kept = lists.map((key) => `${key} to ${(cut[key] as unknown[]).length}`).join(", ");
  return {
    ...(cut as T),
    truncated: `The answer would exceed ${MAX_ANSWER_BYTES} bytes: ${kept} items were kept. Ask for fewer (top_n, max_hits, members_shown) or save to a file.`,
  };
}

/** The outputSchema of `truncated`. */
export const truncatedSchema = {
  type: "string",
  description: "Present when lists were cut so the answer fits one message; says what was kept.",
};

/** How an answer names its source: "inline" or the file's path. */
export function sourceLabel(source: LibrarySource): string {
  return source.kind === "inline" ? "inline" : source.path;
}
