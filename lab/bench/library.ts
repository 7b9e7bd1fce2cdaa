/**
 * Library benchmarks against Python RDKit in the same run (issue 18): fingerprinting a 100k-molecule file (every core),
 * one similarity query on the cached fingerprints, Butina on 5k, MaxMin 100 of 100k, and the memory of a 1M-molecule
 * ECFP4 cache. Writes validation/bench/library.md.
 *
 *   /usr/bin/python3 lab/bench/make_library.py 100000 tmp/library-100k.smi
 *   bun lab/bench/library.ts tmp/library-100k.smi
 *
 * Our side runs in this process, as the library worker would (the cache module, the fingerprint threads, the
 * algorithms); Python runs lab/bench/library.py on the same file, before ours, so both meet the same machine.
 * The answers are compared too (top-10 ids, clusters, picks): a fast wrong answer would not count.
 */
import { basename, dirname, resolve } from "node:path";
import { writeFileSync } from "node:fs";
import { loadRDKit } from "../../src/chem/rdkit.ts";
import { butinaClusters } from "../../src/chem/library/butina.ts";
import { ECFP4, emptyTable, type FingerprintTable } from "../../src/chem/library/fingerprints.ts";
import { maxMinPick } from "../../src/chem/library/maxmin.ts";
import { defaultThreads, fingerprintAll } from "../../src/chem/library/parallel.ts";
import { textAt, textColumn } from "../../src/chem/library/text-column.ts";
import { FingerprintCache, loadFingerprints } from "../../src/tools/library/fingerprint-cache.ts";
import { topNeighbours } from "../../src/tools/similarity-search.ts";

const file = resolve(process.argv[2] ?? "tmp/library-100k.smi");
const repo = resolve(import.meta.dir, "../..");

interface PythonResult {
  fingerprint_s: number;
  molecules: number;
  query_ms_median: number;
  /** BulkTanimotoSimilarity alone, without choosing the top 10. */
  query_bulk_ms_median?: number;
  query_tops: string[][];
  butina_5k_s: number;
  butina_clusters: number[][];
  maxmin_s: number;
  maxmin_picks: number[];
}

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? (sorted[mid] as number) : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
};
const rssMb = (): number => process.memoryUsage().rss / 2 ** 20;
const load = (): string =>
  (require("node:os") as typeof import("node:os"))
    .loadavg()
    .map((x) => x.toFixed(1))
    .join(", ");

await loadRDKit();
const cache = new FingerprintCache(4 * 2 ** 30);
const context = { dataDirs: [dirname(file)] };
const loadAtStart = load();
console.error("ours: fingerprinting ...");
let t = performance.now();
const { library } = await loadFingerprints({ file: basename(file) }, context, ECFP4, cache);
const fingerprintS = (performance.now() - t) / 1000;
t = performance.now();
const again = await loadFingerprints({ file: basename(file) }, context, ECFP4, cache);
const cachedMs = performance.now() - t;
const n = library.table.n;

// Python gets exactly the molecules we fingerprinted (rows the embedded RDKit refuses are left out of its file), so
// row indices, queries, clusters and picks are comparable one to one.
const sameInput = `${dirname(file)}/${basename(file, ".smi")}.both.smi`;
writeFileSync(
  sameInput,
  Array.from({ length: n }, (_, i) => `${textAt(library.smiles, i)} ${textAt(library.ids, i)}\n`).join(""),
);
console.error(`python on ${sameInput} (${library.errors.length} rows we cannot parse left out) ...`);
const loadBefore = load();
const py = Bun.spawnSync(["/usr/bin/python3", `${repo}/lab/bench/library.py`, sameInput], { stderr: "inherit" });
const python = JSON.parse(py.stdout.toString()) as PythonResult;
console.error(python.fingerprint_s, python.query_ms_median, python.butina_5k_s, python.maxmin_s);

// One thread against all, on the first 8,000 (the file's order), to show what the threads buy.
const slice = Array.from({ length: Math.min(8_000, n) }, (_, i) => textAt(library.smiles, i));
t = performance.now();
await fingerprintAll(slice, ECFP4, { threads: 1 });
const oneThreadS = (performance.now() - t) / 1000;
t = performance.now();
await fingerprintAll(slice, ECFP4);
const allThreadsS = (performance.now() - t) / 1000;

const queryTimes: number[] = [];
let topsAgree = 0;
const step = Math.floor(n / 20);
for (let k = 0; k < 20; k++) {
  const q = k * step;
  const bytes = new Uint8Array(library.table.bits.buffer, q * library.table.words * 4, library.table.words * 4).slice();
  t = performance.now();
  const top = topNeighbours(again.library, bytes, ECFP4, "tanimoto", 10, 0);
  queryTimes.push(performance.now() - t);
  if (JSON.stringify(top.map((m) => m.id)) === JSON.stringify(python.query_tops[k])) topsAgree++;
}

const sub = (table: FingerprintTable, rows: number): FingerprintTable => ({
  ...table,
  n: rows,
  bits: table.bits.subarray(0, rows * table.words),
  counts: table.counts.subarray(0, rows),
});
t = performance.now();
const clusters = butinaClusters(sub(library.table, 5_000), { cutoff: 0.4 });
const butinaS = (performance.now() - t) / 1000;
const butinaSame = JSON.stringify(clusters) === JSON.stringify(python.butina_clusters);

t = performance.now();
const picks = maxMinPick(library.table, { count: 100, seed: 42 });
const maxminS = (performance.now() - t) / 1000;
const picksSame = JSON.stringify(picks) === JSON.stringify(python.maxmin_picks);

// Memory of a 1M-molecule ECFP4 cache entry: the 100k table repeated ten times (the same bytes a 1M file's would
// take), with 1M ids and SMILES in text columns, held by a cache; RSS before and after, after a full collection.
Bun.gc(true);
const rssBefore = rssMb();
const million = emptyTable(ECFP4, n * 10);
for (let k = 0; k < 10; k++) {
  million.bits.set(library.table.bits, k * library.table.bits.length);
  million.counts.set(library.table.counts, k * n);
}
const ids: string[] = [];
const smiles: string[] = [];
for (let k = 0; k < 10; k++)
  for (let i = 0; i < n; i++) {
    ids.push(`${textAt(library.ids, i)}-${k}`);
    smiles.push(textAt(library.smiles, i));
  }
const bigCache = new FingerprintCache(4 * 2 ** 30);
bigCache.put("million", {
  table: million,
  ids: textColumn(ids),
  smiles: textColumn(smiles),
  rows: new Uint32Array(n * 10),
  errors: [],
  read: n * 10,
  source: { kind: "inline" },
});
ids.length = 0;
smiles.length = 0;
Bun.gc(true);
const rssAfter = rssMb();
const cacheMb = bigCache.bytes / 2 ** 20;

const ratio = (ours: number, theirs: number): string =>
  ours <= theirs ? `${(theirs / ours).toFixed(1)}× faster` : `${(ours / theirs).toFixed(2)}× slower`;
const lines = [
  "# Library tools: speed and memory against Python RDKit",
  "",
  `Made by \`bun lab/bench/library.ts ${file.replace(`${repo}/`, "")}\` on ${new Date().toISOString().slice(0, 10)}, after`,
  "`/usr/bin/python3 lab/bench/make_library.py 100000 tmp/library-100k.smi` (seeded substituent enumeration on the",
  "NCI and CHEMBL sets, deduplicated by canonical SMILES). Python RDKit 2022.09 (Debian) ran `lab/bench/library.py` on the",
  `same molecules in the same run (a copy of the file without the rows the embedded RDKit refuses), after our fingerprinting
of the original file and before the rest of ours. Machine: ${navigator.hardwareConcurrency} cores; load average ${loadAtStart} at the start, ${loadBefore} when Python started, ${load()} at the end`,
  "(other sessions share this machine, so absolute times are noisy; both sides met the same load).",
  "",
  `${n.toLocaleString("en-US")} molecules, ECFP4 (Morgan radius 2, 2048 bits).`,
  "",
  "| operation | Python RDKit | ours | ratio | same answer |",
  "|---|---|---|---|---|",
  `| fingerprint the file (read, parse, ECFP4) | ${python.fingerprint_s.toFixed(1)} s (one thread) | ${fingerprintS.toFixed(1)} s (${defaultThreads()} threads) | ${ratio(fingerprintS, python.fingerprint_s)} | ${python.molecules === n ? "same molecules" : `counts differ: ${python.molecules} vs ${n}`} (${library.errors.length} rows of the file the embedded RDKit refuses are left out of Python's copy) |`,
  `| the same file again (cache hit) | — | ${cachedMs.toFixed(2)} ms | | |`,
  `| one similarity query, top 10 (median of 20) | ${python.query_ms_median.toFixed(1)} ms${python.query_bulk_ms_median === undefined ? "" : ` (BulkTanimotoSimilarity alone ${python.query_bulk_ms_median.toFixed(1)} ms)`} | ${median(queryTimes).toFixed(1)} ms | ${ratio(median(queryTimes), python.query_ms_median)} | ${topsAgree}/20 top-10 lists identical |`,
  `| Butina, first 5,000, cutoff 0.4 | ${python.butina_5k_s.toFixed(1)} s | ${butinaS.toFixed(1)} s | ${ratio(butinaS, python.butina_5k_s)} | ${butinaSame ? "identical clusters" : "DIFFERENT clusters"} (${clusters.length}) |`,
  `| MaxMin, 100 of ${n.toLocaleString("en-US")}, seed 42 | ${python.maxmin_s.toFixed(2)} s | ${maxminS.toFixed(2)} s | ${ratio(maxminS, python.maxmin_s)} | ${picksSame ? "identical picks" : "DIFFERENT picks"} |`,
  "",
  `Fingerprinting threads: the first 8,000 molecules take ${oneThreadS.toFixed(1)} s on one thread and ${allThreadsS.toFixed(1)} s on ${defaultThreads()}.`,
  "",
  "## Memory of a 1M-molecule ECFP4 cache",
  "",
  `The ${n.toLocaleString("en-US")}-row table repeated ten times into one ${(n * 10).toLocaleString("en-US")}-row table (the bytes a 1M-molecule file's`,
  "table takes), with 1M ids and SMILES in text columns, held by a FingerprintCache:",
  "",
  `- the cache's own count: ${cacheMb.toFixed(0)} MB (bits ${(million.bits.byteLength / 2 ** 20).toFixed(0)} MB, counts ${(million.counts.byteLength / 2 ** 20).toFixed(0)} MB, ids, SMILES and row numbers the rest, strings counted at 2 bytes a character)`,
  `- process RSS: ${rssBefore.toFixed(0)} MB before, ${rssAfter.toFixed(0)} MB after: ${(rssAfter - rssBefore).toFixed(0)} MB for the entry (target: under 400 MB)`,
  "",
];
const out = `${repo}/validation/bench/library.md`;
writeFileSync(out, lines.join("\n"));
console.log(lines.join("\n"));
