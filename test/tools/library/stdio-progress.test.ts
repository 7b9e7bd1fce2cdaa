/**
 * The library tools through the real server over stdio, both dialects: MCP progress notifications for a request with a
 * progressToken (before its answer, last one at the total), none without, and the fingerprint cache kept between
 * calls (they all run on the one library worker).
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { readJson } from "../../../harness/golden.ts";
import { StdioServer, modern, type RpcMessage } from "../../../harness/stdio-client.ts";

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), "chematic-progress-"));
  const chembl = readJson<{ smiles: string[]; ids: string[] }>("library-chembl.json");
  // 2,000 rows: two fingerprinting progress steps of 1,000 (parallel.ts).
  const rows = [...chembl.smiles, ...chembl.smiles].slice(0, 2_000).map((smiles, i) => `${smiles} M${i}\n`);
  writeFileSync(join(dir, "lib.smi"), rows.join(""));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const progressOf = (messages: RpcMessage[], token: string | number) =>
  messages.filter(
    (m) =>
      (m as { method?: string }).method === "notifications/progress" &&
      (m as unknown as { params: { progressToken: unknown } }).params.progressToken === token,
  ) as unknown as Array<{
    params: { progress: number; total: number; message?: string };
  }>;

describe("library tools over stdio", () => {
  test("legacy 2025-06-18: progress notifications with the token, then the answer; a second call is served from the cache", async () => {
    const server = new StdioServer(["--data-dir", dir]);
    try {
      await server.request({
        id: 0,
        method: "initialize",
        params: { protocolVersion: "2025-06-18", capabilities: {}, clientInfo: { name: "t", version: "1" } },
      });
      // Generous waits: the library worker starts and fingerprints 2,000 molecules on a machine that may be busy.
      server.send({
        jsonrpc: "2.0",
        id: 1,
        method: "tools/call",
        params: {
          name: "similarity_search",
          arguments: { file: "lib.smi", query_smiles_list: ["CCO"], top_k: 1 },
          _meta: { progressToken: "p1" },
        },
      });
      const answer = await server.response(1);
      const at = server.received.indexOf(answer);
      const notes = progressOf(server.received, "p1");
      expect(notes.length).toBeGreaterThanOrEqual(2);
      // Every report came before the answer; the last one reached the total.
      for (const note of notes) expect(server.received.indexOf(note as unknown as RpcMessage)).toBeLessThan(at);
      expect(notes.at(-1)?.params).toMatchObject({ progress: 2_000, total: 2_000, message: "fingerprinting" });
      expect(
        (answer as unknown as { result: { structuredContent: { library: { cached: boolean; molecules: number } } } })
          .result.structuredContent.library,
      ).toMatchObject({ cached: false, molecules: 2_000 });

      server.send({
        jsonrpc: "2.0",
        id: 2,
        method: "tools/call",
        params: { name: "cluster_molecules", arguments: { file: "lib.smi", max_clusters: 1 } },
      });
      const again = await server.response(2);
      // Another tool, same file and fingerprint: the same library worker's cache; no token, so no notifications.
      expect(
        (again as unknown as { result: { structuredContent: { library: { cached: boolean } } } }).result
          .structuredContent.library.cached,
      ).toBe(true);
      expect(
        server.received.filter((m) => (m as { method?: string }).method === "notifications/progress"),
      ).toHaveLength(notes.length);
    } finally {
      await server.close();
    }
  });

  test("modern 2026-07-28: the same notifications for a token beside the protocol keys in _meta", async () => {
    const server = new StdioServer(["--data-dir", dir]);
    try {
      const params = modern({ name: "diversity_pick", arguments: { file: "lib.smi", count: 3 } });
      (params._meta as Record<string, unknown>).progressToken = 9;
      server.send({ jsonrpc: "2.0", id: "m1", method: "tools/call", params });
      const answer = await server.response("m1");
      expect(
        (answer as unknown as { result: { structuredContent: { picks: unknown[] } } }).result.structuredContent.picks,
      ).toHaveLength(3);
      const notes = progressOf(server.received, 9);
      expect(notes.length).toBeGreaterThanOrEqual(2);
      expect(notes.some((n) => n.params.message === "picking" && n.params.progress === 3 && n.params.total === 3)).toBe(
        true,
      );
    } finally {
      await server.close();
    }
  });
});
