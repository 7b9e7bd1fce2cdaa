/**
 * Builds the one-file executable once per test process (or uses CHEMATIC_BINARY when CI built it already).
 *
 * A build is ~120 MB, so it goes to one fixed place in the repository's git-ignored tmp/ folder,
 * tmp/test-binary/chematic-mcp, replaced by each run, instead of a new folder in the system's temporary
 * folder per run (Bun's test runner fires no `exit` event to remove it afterwards). Each test process
 * builds under a name of its own and renames the result into place, so two processes building at once
 * never write the same file, and a running binary is replaced, not overwritten.
 */
import { mkdirSync, readdirSync, renameSync, rmSync } from "node:fs";
import { join } from "node:path";
import { REPO } from "./stdio-client.ts";

export const TEST_BINARY_DIR = join(REPO, "tmp", "test-binary");
const PARTIAL = "partial-";

let built: Promise<string> | undefined;

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** Partial builds of test processes that were killed while building. */
function removeAbandonedBuilds(): void {
  for (const name of readdirSync(TEST_BINARY_DIR)) {
    const pid = Number(name.slice(PARTIAL.length));
    if (name.startsWith(PARTIAL) && Number.isInteger(pid) && !isRunning(pid))
      rmSync(join(TEST_BINARY_DIR, name), { recursive: true, force: true });
  }
}

export function builtBinary(): Promise<string> {
  const existing = process.env.CHEMATIC_BINARY;
  if (existing) return Promise.resolve(existing);
  built ??= (async () => {
    mkdirSync(TEST_BINARY_DIR, { recursive: true });
    removeAbandonedBuilds();
    // Same file name as the final one: Bun embeds it in the executable (/$bunfs/root/chematic-mcp).
    const partialDir = join(TEST_BINARY_DIR, `${PARTIAL}${process.pid}`);
    const partial = join(partialDir, "chematic-mcp");
    const outfile = join(TEST_BINARY_DIR, "chematic-mcp");
    try {
      const proc = Bun.spawn([process.execPath, join(REPO, "scripts", "build.ts"), partial], {
        cwd: REPO,
        stdout: "pipe",
        stderr: "pipe",
      });
      if ((await proc.exited) !== 0)
        throw new Error(`bun build --compile failed: ${await new Response(proc.stderr).text()}`);
      renameSync(partial, outfile);
    } finally {
      rmSync(partialDir, { recursive: true, force: true });
    }
    return outfile;
  })();
  return built;
}

/** Arguments that exercise each tool once: its first example (name_to_smiles needs the fake PubChem, which knows aspirin). */
export { SAMPLE_ARGUMENTS } from "../src/tools/registry.ts";
