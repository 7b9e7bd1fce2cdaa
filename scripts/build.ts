/**
 * Builds the one-file executable: `bun scripts/build.ts [outfile]` (default dist/chematic-mcp).
 * The tool worker is a second entry point, as `bun build --compile` needs for `new Worker(...)`;
 * the RDKit WebAssembly is embedded through its `with { type: "file" }` import.
 */
import { join } from "node:path";

const repo = join(import.meta.dir, "..");
const outfile = process.argv[2] ?? join(repo, "dist", "chematic-mcp");
const proc = Bun.spawnSync(
  [process.execPath, "build", "--compile", join(repo, "src/main.ts"), join(repo, "src/server/tool-worker.ts"), "--outfile", outfile],
  { cwd: repo, stdout: "inherit", stderr: "inherit" },
);
process.exit(proc.exitCode ?? 1);
