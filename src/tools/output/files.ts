/**
 * Saving a depiction under `--output-dir`. The file name is made here from the picture's SHA-256 and its
 * extension and nothing else (no part of it comes from the caller), so a path outside the directory cannot
 * be asked for. The bytes go to a fresh file created exclusively (an existing file or symbolic link of that
 * name is never opened and followed) and are then renamed into place; the same picture twice is the same name.
 */
import { createHash, randomBytes } from "node:crypto";
import { closeSync, openSync, renameSync, rmSync, writeSync } from "node:fs";
import { join } from "node:path";

export type PictureFormat = "png" | "svg";

/** What an answer says when a save was asked of a server that may not write (no `--output-dir`): pictures and tables alike. */
export const NOT_SAVED_WITHOUT_OUTPUT_DIR =
  "Not saved: the server was started without --output-dir, so it writes nothing to disk.";

/** `depiction-<first 32 hex digits of the SHA-256>.<format>`. */
export function pictureFileName(bytes: Uint8Array, format: PictureFormat): string {
  return `depiction-${createHash("sha256").update(bytes).digest("hex").slice(0, 32)}.${format}`;
}

/** Writes the picture into `dir` and returns its absolute path. */
export function savePicture(dir: string, bytes: Uint8Array, format: PictureFormat): string {
  return saveNamedFile(dir, pictureFileName(bytes, format), bytes, "depiction");
}

/** Writes `bytes` to `dir/name` through a fresh temporary file renamed into place; returns the path. (Also screen_library's tables.) */
export function saveNamedFile(dir: string, name: string, bytes: Uint8Array, temporaryPrefix: string): string {
  const target = join(dir, name);
  const temporary = join(dir, `.${temporaryPrefix}-${process.pid}-${randomBytes(8).toString("hex")}.part`);
  // "wx": O_CREAT|O_EXCL, which fails on any existing entry, symbolic links included.
  const fd = openSync(temporary, "wx", 0o644);
  try {
    try {
      writeSync(fd, bytes);
    } finally {
      closeSync(fd);
    }
    // rename replaces a directory entry; it never writes through a link that has the target's name.
    renameSync(temporary, target);
  } catch (error) {
    rmSync(temporary, { force: true });
    throw error;
  }
  return target;
}
