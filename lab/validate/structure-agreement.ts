/**
 * describe_structure, graph_distance and map_atoms against Python RDKit 2022.09 on the whole molecule sets
 * (validation/golden/structure.jsonl): writes validation/reports/structure-tools.md.
 *
 *   bun lab/validate/structure-agreement.ts [--diffs /tmp/structure-diffs.jsonl]
 */
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { free, loadRDKit, rdkitVersion } from "../../src/chem/rdkit.ts";
import { readJsonl } from "../../harness/golden.ts";
import {
  checkMapping,
  compareStructure,
  nonTetrahedralCount,
  parseAsWritten,
  STRUCTURE_FIELDS,
  structureDifferenceKey,
  type KnownStructureDifference,
  type StructureGolden,
} from "../../harness/structure-golden.ts";

await loadRDKit();
const golden = readJsonl<StructureGolden>("structure.jsonl");
const knownPath = join(import.meta.dir, "..", "..", "validation", "golden", "structure-known-differences.jsonl");
let known = new Map<string, string>();
try {
  known = new Map(
    readFileSync(knownPath, "utf8")
      .split("\n")
      .filter((line) => line.trim())
      .map((line) => JSON.parse(line) as KnownStructureDifference)
      .map((k) => [structureDifferenceKey(k.set, k.id, k.kind, k.smiles), k.reason]),
  );
} catch {
  // no list yet
}

interface Row extends KnownStructureDifference {}
const observed: Row[] = [];
const compared = new Map<string, number>();
let molecules = 0;
let skipped2022 = 0;
let squarePlanar = 0;
let refused = 0;
for (const record of golden) {
  if (record.error) {
    skipped2022++;
    continue;
  }
  molecules++;
  squarePlanar += nonTetrahedralCount(record);
  const mol = parseAsWritten(record.smiles);
  if (!mol) {
    observed.push({
      set: record.set,
      id: record.id,
      smiles: record.smiles,
      kind: "parse",
      golden: "parsed",
      ours: "refused",
      reason: "",
    });
    refused++;
    continue;
  }
  try {
    for (const diff of compareStructure(record, mol))
      observed.push({ set: record.set, id: record.id, smiles: record.smiles, ...diff, reason: "" });
  } finally {
    free(mol);
  }
  const mapping = checkMapping(record);
  if (mapping) observed.push({ set: record.set, id: record.id, smiles: record.smiles, ...mapping, reason: "" });
}
compared.set("parse", molecules);
for (const kind of [...STRUCTURE_FIELDS, "map_atoms"]) compared.set(kind, molecules - refused);
// Pairs of the molecules the embedded build reads (a refused molecule's pairs are not compared).
const pathPairs = golden.reduce(
  (n, r) =>
    n +
    (r.error || observed.some((o) => o.kind === "parse" && o.id === r.id && o.set === r.set)
      ? 0
      : (r.paths?.length ?? 0)),
  0,
);

const diffsArg = process.argv.indexOf("--diffs");
if (diffsArg > 0)
  writeFileSync(process.argv[diffsArg + 1] as string, `${observed.map((row) => JSON.stringify(row)).join("\n")}\n`);

const byKind = new Map<string, Row[]>();
for (const row of observed) {
  const kind = row.kind.startsWith("map_") ? "map_atoms" : row.kind;
  byKind.set(kind, [...(byKind.get(kind) ?? []), row]);
}
const lines = [
  "# Structure tools against Python RDKit",
  "",
  `describe_structure, graph_distance and map_atoms chemistry (embedded RDKit ${rdkitVersion()}) against Python RDKit 2022.09`,
  "(`validation/golden/structure.jsonl`, made by `/usr/bin/python3 validation/generators/make_golden_structure.py`).",
  `Made by \`bun lab/validate/structure-agreement.ts\`. Molecules: ${molecules} (NCI first_5K, CHEMBL2321810, WEHI, plus edge cases;`,
  `${skipped2022} that RDKit 2022.09 cannot parse are left out). Shortest paths: ${pathPairs} seeded atom pairs.`,
  "map_atoms: each molecule written as a seeded random SMILES (MolToRandomSmilesVect) vs its canonical SMILES; the mapping",
  "must come back `identical` and be an isomorphism (elements, charges, isotopes, H counts; bonds with their order, aromatic",
  "bonds as aromatic). Rows after `parse` count the molecules the embedded build reads.",
  "",
  "| check | compared | agree | rate | explained differences | unexplained |",
  "|---|---:|---:|---:|---:|---:|",
];
for (const [kind, n] of compared) {
  const rows = byKind.get(kind) ?? [];
  const molecules = new Set(rows.map((r) => `${r.set}:${r.id}`)).size;
  const explained = rows.filter((r) => known.has(structureDifferenceKey(r.set, r.id, r.kind, r.smiles))).length;
  const total = kind === "distance" || kind === "path" ? pathPairs : n;
  const agree = kind === "distance" || kind === "path" ? total - rows.length : n - molecules;
  lines.push(
    `| ${kind} | ${total} | ${agree} | ${((100 * agree) / total).toFixed(2)} % | ${explained} | ${rows.length - explained} |`,
  );
}
for (const kind of ["distance", "path"]) {
  if (!compared.has(kind)) {
    const rows = byKind.get(kind) ?? [];
    lines.push(
      `| ${kind} | ${pathPairs} | ${pathPairs - rows.length} | ${((100 * (pathPairs - rows.length)) / pathPairs).toFixed(2)} % | 0 | ${rows.length} |`,
    );
  }
}
lines.push(
  "",
  `Left out of stereo_atoms: ${squarePlanar} atoms that RDKit 2022.09's FindPotentialStereo lists as possible square-planar`,
  "centres (four-coordinate S in sulfones and sulfonamides, P, metals): no SMILES stereo expresses them and RDKit 2026.09",
  "no longer lists them. Ring order: the two builds list the same rings in different orders, so rings and ring systems",
  "are compared as sets (atoms, sizes and aromaticity per ring agree). The CIP labels are compared atom by atom and bond",
  "by bond (rdCIPLabeler vs the embedded build's new CIP labeller).",
  "",
  "Every difference below is listed with its reason in `validation/golden/structure-known-differences.jsonl`",
  "(written by `bun lab/validate/structure-known-differences.ts DIFFS.jsonl`, which stops on a difference no rule",
  "explains); `test/chem/structure/structure-golden.test.ts` checks a subset against that list on every test run.",
);
const benchFile = join(import.meta.dir, "..", "..", "validation", "bench", "structure.json");
try {
  const bench = JSON.parse(readFileSync(benchFile, "utf8")) as Record<
    string,
    { median_ms: number; p90_ms: number; median_cpu_ms: number; calls: number } | string | number
  >;
  lines.push(
    "",
    "## Speed",
    "",
    `\`bun lab/bench/structure.ts\` (validation/bench/structure.json): ${bench.molecules} molecules of ${bench.set}, RDKit ${bench.rdkit}, Bun ${bench.bun};`,
    `each call through the tool handler with its schema checks, SMILES parsed each time, on a shared 2-core machine (load average ${bench.load_average ?? "not recorded"} at the start: wall times include waiting for a core, CPU times do not).`,
    "",
    "| call | median ms | p90 ms | median CPU ms |",
    "|---|---:|---:|---:|",
  );
  for (const [name, value] of Object.entries(bench))
    if (typeof value === "object")
      lines.push(`| ${name} | ${value.median_ms} | ${value.p90_ms} | ${value.median_cpu_ms} |`);
} catch {
  lines.push("", "## Speed", "", "(run `bun lab/bench/structure.ts`, then this script again)");
}
lines.push("", "## Differences", "");
const reasons = new Map<string, Row[]>();
for (const row of observed) {
  const reason = known.get(structureDifferenceKey(row.set, row.id, row.kind, row.smiles)) ?? "UNEXPLAINED";
  reasons.set(`${row.kind}: ${reason}`, [...(reasons.get(`${row.kind}: ${reason}`) ?? []), row]);
}
for (const [reason, rows] of reasons) {
  lines.push(`- **${rows.length}×** ${reason}`);
  for (const row of rows.slice(0, 3))
    lines.push(
      `  - ${row.set}:${row.id} \`${row.smiles}\`: 2022.09 ${row.golden.slice(0, 160)}; ours ${row.ours.slice(0, 160)}`,
    );
}
writeFileSync(
  join(import.meta.dir, "..", "..", "validation", "reports", "structure-tools.md"),
  `${lines.join("\n")}\n`,
);
console.log(lines.join("\n"));
