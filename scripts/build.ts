/**
 * Builds the one-file executable.
 *
 *   bun scripts/build.ts [outfile]      this machine's platform (default dist/chematic-mcp)
 *   bun scripts/build.ts --all          every release platform into dist/, with SHA256SUMS
 *
 * Tool workers are this same executable started with `--tool-worker` (src/main.ts), so there is one
 * entry point; the RDKit WebAssembly is embedded through its `with { type: "file" }` import.
 *
 * Reproducible: the same commit gives byte-identical binaries in any folder (.ci/run checks it), as long
 * as the output file has the same name (Bun embeds the name as /$bunfs/root/NAME).
 */
import { createHash } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { basename, join } from "node:path";
import { adhocSign } from "./macho-sign.ts";

const repo = join(import.meta.dir, "..");
// The fingerprint thread (src/chem/library/parallel.ts starts it with `new Worker`) must be an entry point of its own for
// the compiled binary to contain it.
const ENTRY_POINTS = [join(repo, "src/main.ts"), join(repo, "src/chem/library/fingerprint-thread.ts")];

/** Release platforms: Bun's --target name → the file name suffix users see. */
export const RELEASE_TARGETS: ReadonlyArray<{ target: string; suffix: string }> = [
  { target: "bun-linux-x64", suffix: "linux-x64" },
  { target: "bun-linux-arm64", suffix: "linux-arm64" },
  { target: "bun-darwin-x64", suffix: "darwin-x64" },
  { target: "bun-darwin-arm64", suffix: "darwin-arm64" },
  { target: "bun-windows-x64", suffix: "windows-x64.exe" },
];

/**
 * Bun gives a CommonJS module that reads `__dirname`/`__filename` the absolute path of its source at build
 * time, which would put the checkout's folder into the binary (RDKit_minimal.js reads them to find its
 * .wasm, which src/chem/rdkit.ts hands over through `locateFile` instead). Fixed values inside the
 * executable's own virtual file system keep the output independent of where the repository lies.
 */
const PATH_DEFINES = ["--define", '__dirname="/$bunfs/root"', "--define", '__filename="/$bunfs/root/index.js"'];

function compile(outfile: string, target?: string): void {
  const args = [
    process.execPath,
    "build",
    "--compile",
    // Each dynamic import() its own chunk, loaded when it runs: Bun hoists a module's imports of built-in modules
    // (node:http, node:crypto, node:zlib, bun:ffi, ...) to the top of the one file it makes otherwise, so every
    // start (even `--version`) loaded them all and parsed the whole bundle (issue 33; validation/bench/start.md).
    "--splitting",
    // JavaScriptCore bytecode compiled at build time, so a start does not parse the tools' ~0.8 MB of JavaScript in
    // the server and again in each worker (issue 33: tools/list ~60 % less CPU). Bun keeps the source beside it and
    // falls back to it if a runtime rejects the bytecode; the output is still byte-identical build to build.
    "--bytecode",
    "--format=esm",
    ...(target ? [`--target=${target}`] : []),
    ...PATH_DEFINES,
    ...ENTRY_POINTS,
    "--outfile",
    outfile,
  ];
  const proc = Bun.spawnSync(args, { cwd: repo, stdout: "inherit", stderr: "inherit" });
  if (proc.exitCode !== 0) process.exit(proc.exitCode ?? 1);
  // Bun leaves its x64 runtime's signature, no longer valid, on a darwin-x64 executable (scripts/macho-sign.ts): every
  // macOS release binary gets an ad-hoc signature over its final bytes (the darwin-arm64 one comes out unchanged).
  if (target?.startsWith("bun-darwin-")) writeFileSync(outfile, adhocSign(new Uint8Array(readFileSync(outfile))));
}

if (process.argv[2] === "--all") {
  const dist = join(repo, "dist");
  mkdirSync(dist, { recursive: true });
  const sums: string[] = [];
  for (const { target, suffix } of RELEASE_TARGETS) {
    const outfile = join(dist, `chematic-mcp-${suffix}`);
    compile(outfile, target);
    sums.push(`${createHash("sha256").update(readFileSync(outfile)).digest("hex")}  ${basename(outfile)}`);
  }
  writeFileSync(join(dist, "SHA256SUMS"), `${sums.join("\n")}\n`);
  console.log(sums.join("\n"));
} else {
  compile(process.argv[2] ?? join(repo, "dist", "chematic-mcp"));
}
