import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { runTool } from "../../src/server/tool-runner.ts";
import { readJson } from "../../harness/golden.ts";
import { callTool, payloadOf, ready, toolNamed } from "../../harness/tools.ts";

interface Answer {
  cluster_count: number;
  singletons: number;
  library: { molecules: number; errors: { count: number } };
  clusters: { rdkit_index: number; size: number; centroid: { id: string }; members: string[] }[];
}

const golden = readJson<{ smiles: string[]; ids: string[]; runs: { cutoff: number; clusters: number[][] }[] }>(
  "library-butina.json",
);
let dataDir: string;
beforeAll(async () => {
  await ready();
  // The golden's molecules as a --data-dir file: both cutoffs share one fingerprinting through the cache.
  dataDir = mkdtempSync(join(tmpdir(), "chematic-butina-"));
  writeFileSync(join(dataDir, "nci.smi"), golden.smiles.map((smiles, i) => `${smiles} ${golden.ids[i]}\n`).join(""));
});
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe("cluster_molecules equals Butina.ClusterData (validation/golden/library-butina.json)", () => {
  test("the five-molecule example: RDKit's clusters, largest first, with RDKit's positions", async () => {
    const answer = await payloadOf<Answer>("cluster_molecules", {
      smiles: ["c1ccccc1O", "Cc1ccccc1O", "CCCCCCO", "CCCCCCCO", "c1ccncc1"],
      cutoff: 0.7,
    });
    // Python: ((3, 2), (1, 0), (4,)) (validation/generators/tool-examples.py).
    expect(answer.clusters.map((c) => [c.rdkit_index, c.members])).toEqual([
      [0, ["row 4", "row 3"]],
      [1, ["row 2", "row 1"]],
      [2, ["row 5"]],
    ]);
    expect(answer.clusters[0]?.centroid.id).toBe("row 4");
  });

  for (const run of golden.runs) {
    test(`2,000 NCI molecules at cutoff ${run.cutoff}: the same clusters as RDKit, by id; counts; sizes largest first`, async () => {
      const outcome = await runTool(
        toolNamed("cluster_molecules"),
        { file: "nci.smi", cutoff: run.cutoff, max_clusters: 1_000 },
        new AbortController().signal,
        { dataDirs: [dataDir] },
      );
      if (outcome.kind !== "success") throw new Error(JSON.stringify(outcome));
      const answer = outcome.payload as unknown as Answer;
      expect(answer.cluster_count).toBe(run.clusters.length);
      expect(answer.singletons).toBe(run.clusters.filter((c) => c.length === 1).length);
      for (const cluster of answer.clusters) {
        expect(cluster.members).toEqual(
          (run.clusters[cluster.rdkit_index] as number[]).map((i) => golden.ids[i] as string),
        );
        expect(cluster.size).toBe(cluster.members.length);
      }
      const sizes = answer.clusters.map((c) => c.size);
      expect(sizes).toEqual([...sizes].sort((a, b) => b - a));
      expect(answer.clusters.length).toBe(Math.min(1_000, run.clusters.length));
    });
  }
});

describe("cluster_molecules limits and errors", () => {
  test("max_clusters lists that many, counts cover all; 0 and 1,001 are argument errors", async () => {
    const answer = await payloadOf<Answer>("cluster_molecules", {
      smiles: ["C", "CC", "CCC", "c1ccccc1"],
      cutoff: 0,
      max_clusters: 2,
    });
    expect(answer.cluster_count).toBe(4);
    expect(answer.clusters).toHaveLength(2);
    expect((await callTool("cluster_molecules", { smiles: ["C"], max_clusters: 0 })).kind).toBe("invalid-arguments");
    expect((await callTool("cluster_molecules", { smiles: ["C"], max_clusters: 1_001 })).kind).toBe(
      "invalid-arguments",
    );
    expect((await callTool("cluster_molecules", { smiles: ["C"], cutoff: 1.5 })).kind).toBe("invalid-arguments");
  });

  test("bad rows are reported, the rest clustered", async () => {
    const answer = await payloadOf<Answer>("cluster_molecules", { smiles: ["CCO", "C1CC", "CCO"] });
    expect(answer.library.errors.count).toBe(1);
    expect(answer.clusters.map((c) => c.members)).toEqual([["row 3", "row 1"]]);
  });

  test("20,001 molecules (one past the documented 20,000) from a file: LIBRARY_TOO_LARGE", async () => {
    {
      // Methane: the cheapest molecule to fingerprint.
      writeFileSync(join(dataDir, "many.smi"), "C\n".repeat(20_001));
      const outcome = await runTool(
        toolNamed("cluster_molecules"),
        { file: "many.smi" },
        new AbortController().signal,
        { dataDirs: [dataDir] },
      );
      expect(outcome.kind === "domain-error" && outcome.error.code).toBe("LIBRARY_TOO_LARGE");
      expect(outcome.kind === "domain-error" && outcome.error.details).toEqual({
        molecules: 20_001,
        limit: 20_000,
      });
    }
  });
});
