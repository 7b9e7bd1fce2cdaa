/**
 * --data-dir end to end: the flag (given twice) reaches the tool workers (separate processes), which then read
 * library files from those directories and nowhere else; without it, a file argument is refused naming the flag.
 */
import { afterAll, describe, expect, test } from "bun:test";
import { mkdirSync, mkdtempSync, realpathSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { StdioServer, modern } from "../../../harness/stdio-client.ts";

/** A server start (workers load RDKit) on a loaded 2-core machine. */
const SERVER_MS = 90_000;

const root = realpathSync(mkdtempSync(join(tmpdir(), "chematic-data-")));
afterAll(() => rmSync(root, { recursive: true, force: true }));

async function search(
  server: StdioServer,
  id: string,
  file: string,
): Promise<{ isError?: boolean; structuredContent?: Record<string, unknown>; text: string }> {
  const answer = await server.request({
    id,
    method: "tools/call",
    params: modern({ name: "substructure_search", arguments: { query: "[OH]", file } }),
  });
  const result = (answer.result ?? {}) as {
    isError?: boolean;
    structuredContent?: Record<string, unknown>;
    content?: Array<{ text?: string }>;
  };
  return { ...result, text: JSON.stringify(answer.error ?? result.content?.[0]?.text ?? "") };
}

describe("--data-dir through a server process", () => {
  test(
    "both directories are readable by the workers; a path outside them is refused",
    async () => {
      const first = join(root, "first");
      const second = join(root, "second");
      mkdirSync(first);
      mkdirSync(second);
      writeFileSync(join(first, "a.smi"), "CCO ethanol\nCC ethane\n");
      writeFileSync(join(second, "b.smi"), "Oc1ccccc1 phenol\n");
      writeFileSync(join(root, "outside.smi"), "O water\n");
      const server = new StdioServer(["--data-dir", first, "--data-dir", second, "--workers", "1"]);
      try {
        const a = await search(server, "a", "a.smi");
        expect(a.structuredContent).toMatchObject({ match_count: 1, hits: [{ id: "ethanol", row: 1, smiles: "CCO" }] });
        const b = await search(server, "b", join(second, "b.smi"));
        expect(b.structuredContent).toMatchObject({ match_count: 1, hits: [{ id: "phenol" }] });
        const outside = await search(server, "outside", join(root, "outside.smi"));
        expect(outside.text).toContain("an absolute path must lie inside a --data-dir");
      } finally {
        expect(await server.close()).toBe(0);
      }
    },
    SERVER_MS,
  );

  test(
    "without --data-dir a file argument is refused and names the flag",
    async () => {
      const server = new StdioServer(["--workers", "1"]);
      try {
        const answer = await search(server, "none", "a.smi");
        expect(answer.text).toContain("started without --data-dir");
      } finally {
        expect(await server.close()).toBe(0);
      }
    },
    SERVER_MS,
  );
});
