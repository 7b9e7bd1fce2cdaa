#!/usr/bin/env bun
/**
 * What the offline name parser refuses that OPSIN 2.7.0 answers, grouped by the refusal's reason and message
 * (numbers, quoted text and example structures blanked), largest group first, with a few names of each: the list a
 * session works down to raise recall (validation/reports/names-in.md). Every set but `opsin-tests` by default.
 *
 *   bun lab/validate/names-refusals.ts                 # groups of ours, pubchem-style, chemical-structures
 *   bun lab/validate/names-refusals.ts --set opsin-tests --top 30
 */
import { readJsonl } from "../../harness/golden.ts";
import { parseName } from "../../src/chem/names/index.ts";
import { loadRDKit } from "../../src/chem/rdkit.ts";

interface Row {
  set: string;
  class: string;
  name: string;
  opsin: string | null;
  opsin_spaced?: string | null;
}

const args = process.argv.slice(2);
const option = (flag: string): string | undefined => {
  const i = args.indexOf(flag);
  return i >= 0 ? args[i + 1] : undefined;
};
const onlySet = option("--set");
const top = Number(option("--top") ?? 40);

await loadRDKit();
const groups = new Map<string, string[]>();
let total = 0;
for (const row of readJsonl<Row>("names-opsin.jsonl")) {
  if (onlySet ? row.set !== onlySet : row.set === "opsin-tests") continue;
  if ((row.opsin ?? row.opsin_spaced ?? null) === null) continue;
  const result = parseName(row.name);
  if (result.ok) continue;
  total++;
  const message = result.message
    .replace(/\(for example .*?\): /, "(…): ")
    .replace(/"[^"]*"/g, '"…"')
    .replace(/\d+/g, "N");
  const key = `${result.reason}: ${message}`;
  groups.set(key, [...(groups.get(key) ?? []), `${row.set}:${row.name}`]);
}
console.log(`${total} names OPSIN answers and the parser refuses, in ${groups.size} groups`);
for (const [key, names] of [...groups].sort((a, b) => b[1].length - a[1].length).slice(0, top)) {
  console.log(`${String(names.length).padStart(5)}  ${key}\n       ${names.slice(0, 4).join(" · ")}`);
}
