import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
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
  saved_path: string | null;
  save_note?: string;
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
      smiles_list: ["c1ccccc1O", "Cc1ccccc1O", "CCCCCCO", "CCCCCCCO", "c1ccncc1"],
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
        { file: "nci.smi", cutoff: run.cutoff, max_clusters: 1_000, members_shown: 1_000 },
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

describe("cluster_molecules answers stay compact; the whole clustering goes to --output-dir", () => {
  const run = golden.runs[0] as { cutoff: number; clusters: number[][] };
  const cluster = async (args: Record<string, unknown>, outputDir?: string) => {
    const outcome = await runTool(
      toolNamed("cluster_molecules"),
      { file: "nci.smi", cutoff: run.cutoff, ...args },
      new AbortController().signal,
      { dataDirs: [dataDir], outputDir },
    );
    if (outcome.kind !== "success") throw new Error(JSON.stringify(outcome));
    return outcome.payload as unknown as Answer;
  };

  test("by default: the counts, the 20 largest clusters with their full sizes and first 10 members, in a few kB", async () => {
    const answer = await cluster({});
    expect(answer.cluster_count).toBe(run.clusters.length);
    expect(answer.clusters).toHaveLength(Math.min(20, run.clusters.length));
    for (const listed of answer.clusters) {
      const members = (run.clusters[listed.rdkit_index] as number[]).map((i) => golden.ids[i] as string);
      expect(listed.size).toBe(members.length);
      expect(listed.members).toEqual(members.slice(0, 10));
    }
    // 2,000 molecules: 20 clusters of at most 10 ids and a centroid each, whatever the library's size (this set
    // answered 15.6 kB before: 100 clusters with every member).
    expect(Buffer.byteLength(JSON.stringify(answer))).toBeLessThan(10_000);
    expect(answer.saved_path).toBeNull();
  });

  test('save "csv": every molecule with its cluster in a file, RDKit\'s clusters exactly; without --output-dir a note', async () => {
    const out = mkdtempSync(join(tmpdir(), "chematic-butina-out-"));
    try {
      const answer = await cluster({ save: "csv", max_clusters: 1, members_shown: 0 }, out);
      expect(answer.clusters[0]?.members).toEqual([]);
      const lines = readFileSync(answer.saved_path as string, "utf8")
        .trimEnd()
        .split("\n");
      expect(lines[0]).toBe("cluster,rdkit_index,size,centroid,id,row,smiles");
      const byCluster = new Map<number, string[]>();
      for (const line of lines.slice(1)) {
        // NCI ids and SMILES hold no commas, so a plain split reads these lines.
        const [, rdkitIndex, size, centroid, id] = line.split(",");
        const members = byCluster.get(Number(rdkitIndex)) ?? [];
        expect(centroid).toBe(members.length === 0 ? "true" : "false");
        members.push(id as string);
        byCluster.set(Number(rdkitIndex), members);
        expect(Number(size)).toBe((run.clusters[Number(rdkitIndex)] as number[]).length);
      }
      expect(lines.length - 1).toBe(golden.smiles.length);
      expect(byCluster.size).toBe(run.clusters.length);
      run.clusters.forEach((members, rdkitIndex) => {
        expect(byCluster.get(rdkitIndex)).toEqual(members.map((i) => golden.ids[i] as string));
      });
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
    const unsaved = await cluster({ save: "csv" });
    expect(unsaved.saved_path).toBeNull();
    expect(unsaved.save_note).toMatch(/without --output-dir/);
  });
});

describe("cluster_molecules limits and errors", () => {
  test("max_clusters lists that many, counts cover all; 0 and 1,001 are argument errors", async () => {
    const answer = await payloadOf<Answer>("cluster_molecules", {
      smiles_list: ["C", "CC", "CCC", "c1ccccc1"],
      cutoff: 0,
      max_clusters: 2,
    });
    expect(answer.cluster_count).toBe(4);
    expect(answer.clusters).toHaveLength(2);
    expect((await callTool("cluster_molecules", { smiles_list: ["C"], max_clusters: 0 })).kind).toBe(
      "invalid-arguments",
    );
    expect((await callTool("cluster_molecules", { smiles_list: ["C"], max_clusters: 1_001 })).kind).toBe(
      "invalid-arguments",
    );
    expect((await callTool("cluster_molecules", { smiles_list: ["C"], cutoff: 1.5 })).kind).toBe("invalid-arguments");
    expect((await callTool("cluster_molecules", { smiles_list: ["C"], members_shown: 1_000 })).kind).toBe("success");
    expect((await callTool("cluster_molecules", { smiles_list: ["C"], members_shown: 1_001 })).kind).toBe(
      "invalid-arguments",
    );
  });

  test("bad rows are reported, the rest clustered", async () => {
    const answer = await payloadOf<Answer>("cluster_molecules", { smiles_list: ["CCO", "C1CC", "CCO"] });
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
