#!/usr/bin/env bun
/**
 * Fuzzes the offline name parser: 10,000 names, half random mutations of the golden names (deletions, insertions,
 * substitutions, swapped halves), a quarter random strings over the name alphabet, a quarter names built up to the
 * 500-character limit. Every one must give an answer or a refusal (never an exception); prints the counts and the
 * slowest names. Deterministic (seeded).
 *
 *   bun lab/stress/names-fuzz.ts [count]
 */
import { readJsonl } from "../../harness/golden.ts";
import { MAX_NAME_LENGTH, parseName } from "../../src/chem/names/index.ts";
import { loadRDKit } from "../../src/chem/rdkit.ts";

await loadRDKit();
const count = Number(process.argv[2] ?? 10_000);
const names = readJsonl<{ name: string }>("names-opsin.jsonl").map((r) => r.name);
let seed = 2028;
const random = (n: number): number => {
  seed = (seed * 1103515245 + 12345) % 2147483648;
  return seed % n;
};
const alphabet = "abcdefghijklmnopqrstuvwxyz0123456789-,()[]{} '";
const pick = (): string => names[random(names.length)] as string;

function mutate(base: string): string {
  const chars = [...base];
  for (let e = 0; e <= random(4); e++) {
    const at = random(chars.length + 1);
    const ch = alphabet[random(alphabet.length)] as string;
    const kind = random(4);
    if (kind === 0) chars.splice(at, 1);
    else if (kind === 1) chars.splice(at, 0, ch);
    else if (kind === 2) chars[at] = ch;
    else chars.splice(at, 0, ...[...pick()].slice(0, 1 + random(12)));
  }
  return chars.join("");
}

function long(): string {
  const parts: string[] = [];
  while (parts.join("-").length < MAX_NAME_LENGTH)
    parts.push(["2-chloro", "3-methyl", "(2-hydroxyethyl)", "4-nitro", "di"][random(5)] as string);
  return `${parts.join("-")}benzene`.slice(-MAX_NAME_LENGTH);
}

const tally = { answered: 0, refused: 0, exceptions: 0 };
const slow: [number, string][] = [];
const started = performance.now();
for (let i = 0; i < count; i++) {
  const kind = i % 4;
  const name =
    kind < 2
      ? mutate(pick())
      : kind === 2
        ? Array.from({ length: 1 + random(60) }, () => alphabet[random(alphabet.length)]).join("")
        : long();
  const t = performance.now();
  try {
    const result = parseName(name);
    if (result.ok) tally.answered++;
    else tally.refused++;
  } catch (error) {
    tally.exceptions++;
    console.log(`EXCEPTION ${JSON.stringify(name)}: ${error instanceof Error ? error.message : String(error)}`);
  }
  slow.push([performance.now() - t, name]);
}
slow.sort((a, b) => b[0] - a[0]);
console.log(
  `${count} names in ${((performance.now() - started) / 1000).toFixed(1)} s: ${tally.answered} answered, ${tally.refused} refused, ${tally.exceptions} exceptions`,
);
for (const [ms, name] of slow.slice(0, 5)) console.log(`${ms.toFixed(1)} ms  ${name.slice(0, 100)}`);
