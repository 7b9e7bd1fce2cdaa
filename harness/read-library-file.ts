/**
 * Reads one library file in a process of its own and prints what happened and the process's peak memory, so a test
 * can bound the memory a read takes (test/tools/library/library-files.test.ts). Run: bun read-library-file.ts DIR FILE
 */
import { readFileSync } from "node:fs";
import { readLibraryFile } from "../src/tools/library/library-source.ts";

const [dir, file] = process.argv.slice(2) as [string, string];
const started = performance.now();
let outcome: Record<string, unknown>;
try {
  const library = await readLibraryFile(file, [dir]);
  outcome = { entries: library.entries.length };
} catch (error) {
  outcome = { code: (error as { code?: string }).code, message: (error as Error).message };
}
/** VmHWM: the most resident memory this process ever held, in kB. */
const peak = Number(/VmHWM:\s+(\d+) kB/.exec(readFileSync("/proc/self/status", "utf8"))?.[1]);
console.log(
  JSON.stringify({ ...outcome, peakMiB: Math.round(peak / 1024), seconds: (performance.now() - started) / 1000 }),
);
