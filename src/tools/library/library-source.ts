/**
 * Where a library tool's `file` argument may point, and the one resolution of it a call makes: the server's
 * `--data-dir` rules, which are the tools' (chemistry reads the file resolved here: src/chem/library/library-file.ts).
 *
 * Where: only inside a directory the server was started with (`--data-dir DIR`, repeatable). Without the flag no
 * file is ever read. A relative path resolves against the first data dir; an absolute one must lie inside one of
 * them. `..` segments are refused outright, and the file's real path (symbolic links followed) must still lie
 * inside the same data dir, so a link cannot lead out. Only regular files.
 */
import { realpathSync, statSync } from "node:fs";
import { isAbsolute, relative, resolve, sep } from "node:path";
import { type FileLimits, readCompoundFile } from "../../chem/library/library-file.ts";
import type { FileSource, Library } from "../../chem/library/library.ts";
import { InvalidArgumentsError } from "../../protocol/errors.ts";

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

/**
 * The file a call names, resolved and looked at once: its real path, size and modification time. The same source
 * keys the fingerprint cache (fingerprint-cache.ts) and is what is read, so the two cannot speak of different files.
 */
export function resolveLibrarySource(file: string, dataDirs: readonly string[]): FileSource {
  const path = resolveDataPath(file, dataDirs);
  const stat = statSync(path);
  if (!stat.isFile()) refuse(file, "it is not a regular file");
  return { kind: "file", path, size: stat.size, mtimeMs: stat.mtimeMs };
}

/** Resolves `file` inside `dataDirs` and reads it (LIBRARY_FILE_LIMITS unless told otherwise). */
export function readLibraryFile(file: string, dataDirs: readonly string[], limits?: FileLimits): Promise<Library> {
  return readCompoundFile(resolveLibrarySource(file, dataDirs), file, limits);
}
