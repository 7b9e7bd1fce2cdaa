/**
 * Our Bemis–Murcko scaffolds and generic frameworks against Python RDKit's for every molecule of the three
 * reference sets (validation/golden/murcko.jsonl, made by validation/generators/make_golden_murcko.py).
 * Each difference is sorted into a kind with a reason; a difference of no known kind is printed as UNEXPLAINED.
 * `--write-known` writes validation/golden/murcko-known-differences.jsonl (read by test/chem/library/murcko.test.ts).
 * Run: bun lab/validate/murcko-full.ts [--write-known]   (results: validation/reports/library-scaffolds.md)
 */
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { MURCKO_PARSE, murckoCache, murckoOf } from "../../src/chem/library/murcko.ts";
import { free, loadRDKit, rdkit, withMol } from "../../src/chem/rdkit.ts";
import { molGraph } from "../../src/chem/graph.ts";
import { RDKIT_VALENCES } from "../../src/data/valences.ts";

interface Row {
  set: string;
  id: string;
  smiles: string;
  scaffold: string;
  generic: string | null;
}

export const MURCKO_REASONS: Record<string, string> = {
  "metal-h-brackets":
    "Same molecule: the embedded RDKit reads Python's scaffold SMILES back to our string. Since 2025.03 RDKit writes atoms bonded to a metal in brackets with their H count (rdkit/rdkit#8318), so the 2026.09 canonical string differs.",
  "metal-radicals":
    "RDKit 2022.09 gives a metal atom with fewer bonds than it likes radical electrons, the embedded 2026.09 gives it none; MakeScaffoldGeneric keeps radicals, so Python's carbon in the metal's place has a radical ([CH]) or more than four valences (no framework: null) where ours is a plain carbon.",
  parse:
    "The embedded RDKit 2026.09 refuses this SMILES (a hypervalent Al, Si or P with six bonds, allowed by 2022.09), so there is no scaffold to compare.",
  aromaticity:
    "Python keeps the input's aromatic flags on the scaffold ([n+]/[c-] ring of an N-oxide ylide). Without its substituents the embedded RDKit 2026.09 cannot kekulize that ring: it refuses Python's own scaffold string, and reads the scaffold we hand it (Kekulé bonds) as the non-aromatic ring. Same atoms and bonds.",
};

function rewritten(smiles: string | null): string | null {
  if (smiles === null || smiles === "") return smiles;
  const mol = rdkit().get_mol(smiles);
  try {
    return mol?.is_valid() ? mol.get_smiles() : null;
  } finally {
    free(mol);
  }
}

const hasMetal = (smiles: string): boolean =>
  withMol(smiles, (mol) =>
    molGraph(mol).atoms.some((atom) => (RDKIT_VALENCES[atom.atomicNumber]?.[0] ?? -1) === -1 && atom.atomicNumber > 1),
  );

await loadRDKit();
const golden = join(import.meta.dir, "..", "..", "validation", "golden");
const rows = readFileSync(join(golden, "murcko.jsonl"), "utf8")
  .split("\n")
  .filter((line) => line.trim() !== "")
  .map((line) => JSON.parse(line) as Row);
const counts = { scaffoldSame: 0, scaffoldRewritten: 0, genericSame: 0, genericRewritten: 0 };
const known: Array<Record<string, unknown>> = [];
const unexplained: string[] = [];
const started = performance.now();
// One cache for the whole file, as scaffold_analysis keeps one per call.
const cache = murckoCache();
for (const row of rows) {
  let ours: { scaffold: string; generic: string | null };
  try {
    // Parsed as scaffold_analysis parses its molecules.
    ours = withMol(row.smiles, (mol) => murckoOf(mol, cache), MURCKO_PARSE);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    if (/greater than permitted/.test(message))
      known.push({
        set: row.set,
        id: row.id,
        kind: "parse",
        field: "parse",
        smiles: row.smiles,
        reason: MURCKO_REASONS.parse,
      });
    else unexplained.push(`${row.set}:${row.id} ${row.smiles} error ${message}`);
    continue;
  }
  for (const field of ["scaffold", "generic"] as const) {
    const theirs = row[field];
    if (ours[field] === theirs) {
      counts[`${field}Same`]++;
      continue;
    }
    const entry = { set: row.set, id: row.id, field, smiles: row.smiles, golden: theirs, ours: ours[field] };
    if (ours[field] === rewritten(theirs)) {
      counts[`${field}Rewritten`]++;
      known.push({ ...entry, kind: "metal-h-brackets", reason: MURCKO_REASONS["metal-h-brackets"] });
    } else if (field === "generic" && hasMetal(row.smiles)) {
      known.push({ ...entry, kind: "metal-radicals", reason: MURCKO_REASONS["metal-radicals"] });
    } else if (field === "scaffold" && /\[n\+\].*\[c-\]|\[c-\].*\[n\+\]/.test(theirs ?? "")) {
      known.push({ ...entry, kind: "aromaticity", reason: MURCKO_REASONS.aromaticity });
    } else {
      unexplained.push(`${row.set}:${row.id} ${row.smiles} ${field} ours ${ours[field]} rdkit ${theirs}`);
    }
  }
}
const seconds = (performance.now() - started) / 1000;
const percent = (n: number): string => ((100 * n) / rows.length).toFixed(2);
console.log(`molecules ${rows.length} (Python-parsable molecules of nci, chembl, wehi); ${seconds.toFixed(1)} s`);
console.log(
  `scaffold: identical string ${counts.scaffoldSame} (${percent(counts.scaffoldSame)} %); same molecule written differently by 2026.09 ${counts.scaffoldRewritten}; together ${percent(counts.scaffoldSame + counts.scaffoldRewritten)} %`,
);
console.log(
  `generic: identical string ${counts.genericSame} (${percent(counts.genericSame)} %); same molecule written differently by 2026.09 ${counts.genericRewritten}; together ${percent(counts.genericSame + counts.genericRewritten)} %`,
);
const byKind = new Map<string, number>();
for (const entry of known)
  byKind.set(
    `${entry.kind}${entry.field === undefined ? "" : ` (${entry.field})`}`,
    (byKind.get(`${entry.kind}${entry.field === undefined ? "" : ` (${entry.field})`}`) ?? 0) + 1,
  );
console.log(`known differences: ${[...byKind].map(([kind, n]) => `${kind} ${n}`).join(", ")}`);
console.log(`UNEXPLAINED ${unexplained.length}`);
for (const line of unexplained) console.log(`UNEXPLAINED ${line}`);
if (process.argv.includes("--write-known")) {
  writeFileSync(
    join(golden, "murcko-known-differences.jsonl"),
    `${known.map((entry) => JSON.stringify(entry)).join("\n")}\n`,
  );
}
