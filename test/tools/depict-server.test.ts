/**
 * --output-dir end to end: the flag reaches the tool workers (separate processes) and save:true writes there;
 * without the flag nothing is written. Runs the server as CI runs it (the built binary when CHEMATIC_BINARY is
 * set, the source otherwise), so the embedded resvg WebAssembly is exercised in the binary.
 */
import { afterAll, describe, expect, test } from "bun:test";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { StdioServer, modern } from "../../harness/stdio-client.ts";

/** A server start (workers load RDKit) and a first PNG (resvg loads) on a loaded 2-core machine. */
const SERVER_MS = 90_000;

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), "chematic-out-"));
  dirs.push(dir);
  return dir;
}

type Content = Array<{ type: string; text?: string; data?: string }>;

async function depictSaved(server: StdioServer, id: string): Promise<Content> {
  const answer = await server.request({
    id,
    method: "tools/call",
    params: modern({ name: "depict", arguments: { smiles: "c1ccccc1O", save: true } }),
  });
  return (answer.result?.content ?? []) as Content;
}

describe("depict save:true through a server process", () => {
  test(
    "with --output-dir DIR the worker writes the PNG into DIR and the text names it",
    async () => {
      const dir = tempDir();
      const server = new StdioServer(["--output-dir", dir, "--workers", "1"]);
      try {
        const content = await depictSaved(server, "saved");
        const files = readdirSync(dir);
        expect(files).toHaveLength(1);
        expect(files[0]).toMatch(/^depiction-[0-9a-f]{32}\.png$/);
        expect(content[0]?.text).toEndWith(`Saved to ${join(dir, files[0]!)}.`);
        expect(readFileSync(join(dir, files[0]!)).equals(Buffer.from(content[1]?.data ?? "", "base64"))).toBe(true);
      } finally {
        expect(await server.close()).toBe(0);
      }
    },
    SERVER_MS,
  );

  test(
    "without --output-dir nothing is written: the text says so, and no depiction file appears in the server's working directory",
    async () => {
      const pictures = () => readdirSync(process.cwd()).filter((name) => name.startsWith("depiction-"));
      const before = pictures();
      const server = new StdioServer(["--workers", "1"]);
      try {
        const content = await depictSaved(server, "unsaved");
        expect(content.map((item) => item.type)).toEqual(["text", "image"]);
        expect(content[0]?.text).toContain("Not saved: the server was started without --output-dir");
        expect(pictures()).toEqual(before);
      } finally {
        expect(await server.close()).toBe(0);
      }
    },
    SERVER_MS,
  );
});
