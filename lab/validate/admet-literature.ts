/**
 * Our admet_profile and boiled_egg answers for the named drugs of validation/golden/admet-literature.json
 * (made by validation/generators/make_admet_literature.py from four cited public data sets), set against the
 * measured values: RMSE, mean error (ours − measured), Spearman rank correlation and Pearson r per
 * endpoint, and one table row per drug. Prints Markdown (the tables of validation/reports/admet-literature.md)
 * and writes validation/golden/admet-literature-ours.json.
 *
 * Run from the repository root: bun lab/validate/admet-literature.ts
 */
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { loadRDKit } from "../../src/chem/rdkit.ts";
import { runTool } from "../../src/server/tool-runner.ts";
import { admetProfileTool } from "../../src/tools/admet-profile.ts";
import { boiledEggTool } from "../../src/tools/boiled-egg.ts";
import type { Tool } from "../../src/tools/tool.ts";

interface Measured {
  value: number;
  rows: Array<{ row: number; smiles: string; value: number; name: string | null }>;
}
interface Drug {
  name: string;
  smiles: string;
  experimental: Partial<Record<"caco2" | "logbb" | "esol" | "fup", Measured>>;
  name_check: Record<string, unknown>;
}

const repo = join(import.meta.dir, "..", "..");
const literature = JSON.parse(readFileSync(join(repo, "validation/golden/admet-literature.json"), "utf8")) as {
  drugs: Drug[];
};

await loadRDKit();
async function payload(tool: unknown, smiles: string): Promise<Record<string, unknown>> {
  const outcome = await runTool(tool as Tool, { smiles }, new AbortController().signal);
  if (outcome.kind !== "success") throw new Error(`${(tool as Tool).name} ${smiles}: ${outcome.kind}`);
  return outcome.payload;
}

interface Pair {
  name: string;
  ours: number;
  measured: number;
}
const endpoints = {
  caco2: { field: "caco2_log_papp_cm_s", label: "Caco-2 log Papp (cm/s)", measured: (v: number) => v },
  logbb: { field: "bbb_score", label: "logBB (Clark)", measured: (v: number) => v },
  esol: { field: "esol_logs", label: "log S, mol/L (ESOL)", measured: (v: number) => v },
  fup: { field: "ppb_percent", label: "PPB, % bound", measured: (v: number) => 100 * (1 - v) },
} as const;
type Endpoint = keyof typeof endpoints;
const pairs: Record<Endpoint, Pair[]> = { caco2: [], logbb: [], esol: [], fup: [] };
// boiled_egg as classifiers: bbb_penetrant vs B3DB's own BBB+ threshold (logBB ≥ −1), gi_absorbed vs a
// high Caco-2 permeability (log Papp ≥ −5.15, i.e. Papp ≥ 7.1e-6 cm/s) as a proxy for good absorption.
const egg = { bbb: [] as Array<[boolean, boolean]>, gi: [] as Array<[boolean, boolean]> };
const perDrug: Array<Record<string, unknown>> = [];

for (const drug of literature.drugs) {
  const p = await payload(admetProfileTool, drug.smiles);
  const e = await payload(boiledEggTool, drug.smiles);
  const row: Record<string, unknown> = {
    name: drug.name,
    smiles: drug.smiles,
    gi_absorbed: e.gi_absorbed,
    bbb_penetrant: e.bbb_penetrant,
  };
  for (const key of Object.keys(endpoints) as Endpoint[]) {
    const spec = endpoints[key];
    const ours = p[spec.field] as number;
    row[spec.field] = ours;
    const m = drug.experimental[key];
    if (m) {
      pairs[key].push({ name: drug.name, ours, measured: spec.measured(m.value) });
      row[`measured_${key}`] = spec.measured(m.value);
    }
  }
  if (drug.experimental.logbb) egg.bbb.push([e.bbb_penetrant as boolean, drug.experimental.logbb.value >= -1]);
  if (drug.experimental.caco2) egg.gi.push([e.gi_absorbed as boolean, drug.experimental.caco2.value >= -5.15]);
  perDrug.push(row);
}

function ranks(values: number[]): number[] {
  const order = values.map((v, i) => [v, i] as const).sort((a, b) => a[0] - b[0]);
  const out = new Array<number>(values.length);
  for (let i = 0; i < order.length; ) {
    let j = i;
    while (j + 1 < order.length && order[j + 1]![0] === order[i]![0]) j++;
    for (let k = i; k <= j; k++) out[order[k]![1]] = (i + j) / 2 + 1;
    i = j + 1;
  }
  return out;
}
function pearson(a: number[], b: number[]): number {
  const ma = a.reduce((s, x) => s + x, 0) / a.length;
  const mb = b.reduce((s, x) => s + x, 0) / b.length;
  let cov = 0;
  let va = 0;
  let vb = 0;
  a.forEach((x, i) => {
    cov += (x - ma) * (b[i]! - mb);
    va += (x - ma) ** 2;
    vb += (b[i]! - mb) ** 2;
  });
  return cov / Math.sqrt(va * vb);
}
function stats(list: Pair[]) {
  const ours = list.map((p) => p.ours);
  const measured = list.map((p) => p.measured);
  const n = list.length;
  const rmse = Math.sqrt(list.reduce((s, p) => s + (p.ours - p.measured) ** 2, 0) / n);
  const meanError = list.reduce((s, p) => s + (p.ours - p.measured), 0) / n;
  const mean = measured.reduce((s, x) => s + x, 0) / n;
  const rmseOfMean = Math.sqrt(measured.reduce((s, x) => s + (x - mean) ** 2, 0) / n);
  return {
    n,
    rmse,
    mean_error: meanError,
    spearman: pearson(ranks(ours), ranks(measured)),
    pearson_r: pearson(ours, measured),
    rmse_of_predicting_the_mean: rmseOfMean,
  };
}
function confusion(list: Array<[boolean, boolean]>) {
  const c = { tp: 0, fp: 0, tn: 0, fn: 0 };
  for (const [predicted, actual] of list) {
    if (predicted && actual) c.tp++;
    else if (predicted) c.fp++;
    else if (actual) c.fn++;
    else c.tn++;
  }
  return { n: list.length, ...c, accuracy: (c.tp + c.tn) / list.length };
}

const summary = Object.fromEntries((Object.keys(endpoints) as Endpoint[]).map((k) => [k, stats(pairs[k])]));
const eggSummary = {
  bbb_penetrant_vs_logbb_ge_minus1: confusion(egg.bbb),
  gi_absorbed_vs_caco2_ge_minus5_15: confusion(egg.gi),
};
writeFileSync(
  join(repo, "validation/golden/admet-literature-ours.json"),
  `${JSON.stringify({ summary, boiled_egg: eggSummary, drugs: perDrug }, null, 1)}\n`,
);

const f = (x: number, d = 2) => (Number.isFinite(x) ? x.toFixed(d).replace("-", "−") : "—");
const out: string[] = [];
out.push(
  "| endpoint (our field) | drugs | RMSE | mean error (ours − measured) | Spearman ρ | Pearson r | RMSE of always answering the drugs' mean |",
);
out.push("|---|---|---|---|---|---|---|");
for (const k of Object.keys(endpoints) as Endpoint[]) {
  const s = summary[k]!;
  out.push(
    `| ${endpoints[k].label} (\`${endpoints[k].field}\`) | ${s.n} | ${f(s.rmse)} | ${f(s.mean_error)} | ${f(s.spearman)} | ${f(s.pearson_r)} | ${f(s.rmse_of_predicting_the_mean)} |`,
  );
}
out.push("");
out.push("| boiled_egg field | compared with | drugs | agree | ours yes / measured no | ours no / measured yes |");
out.push("|---|---|---|---|---|---|");
const b = eggSummary.bbb_penetrant_vs_logbb_ge_minus1;
const g = eggSummary.gi_absorbed_vs_caco2_ge_minus5_15;
out.push(
  `| bbb_penetrant | B3DB logBB ≥ −1 (B3DB's BBB+ threshold) | ${b.n} | ${b.tp + b.tn} (${f(100 * b.accuracy, 0)} %) | ${b.fp} | ${b.fn} |`,
);
out.push(
  `| gi_absorbed | Caco-2 log Papp ≥ −5.15 (a proxy only) | ${g.n} | ${g.tp + g.tn} (${f(100 * g.accuracy, 0)} %) | ${g.fp} | ${g.fn} |`,
);
out.push("");
out.push(
  "| drug | Caco-2 ours | Caco-2 measured | logBB ours | logBB measured | logS ours | logS measured | PPB % ours | PPB % measured | gi_absorbed | bbb_penetrant |",
);
out.push("|---|---|---|---|---|---|---|---|---|---|---|");
for (const r of perDrug) {
  const m = (k: string) => (typeof r[k] === "number" ? f(r[k] as number) : "");
  const o = (k: string, have: string) => (typeof r[have] === "number" ? f(r[k] as number) : "");
  out.push(
    `| ${r.name} | ${o("caco2_log_papp_cm_s", "measured_caco2")} | ${m("measured_caco2")} | ${o("bbb_score", "measured_logbb")} | ${m("measured_logbb")} | ` +
      `${o("esol_logs", "measured_esol")} | ${m("measured_esol")} | ${o("ppb_percent", "measured_fup")} | ${m("measured_fup")} | ${r.gi_absorbed} | ${r.bbb_penetrant} |`,
  );
}
console.log(out.join("\n"));
