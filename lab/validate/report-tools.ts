/**
 * Writes validation/reports/tools-report.md: agreement of the tools with Python RDKit,
 * from the same comparisons `bun test test/tools` makes (all molecules, no sampling).
 * The chemistry ports have their own reports (qed-, sascore-, alerts-, brics-, admet-report.md).
 *
 * Run: bun lab/validate/report-tools.ts
 * (golden files: /usr/bin/python3 validation/generators/make_golden_core.py and validation/generators/make_golden_properties.py)
 */
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

interface Row {
  field: string;
  compared: number;
  minRate: number;
  disagreements: Array<{ key: string; detail: string; reason: string }>;
}

const repo = join(import.meta.dir, "..", "..");
const log = join(tmpdir(), `chematic-agreement-${process.pid}.jsonl`);
rmSync(log, { force: true });
const proc = Bun.spawn([process.execPath, "test", "test/tools"], {
  cwd: repo,
  env: { ...process.env, CHEMATIC_AGREEMENT_LOG: log },
  stdout: "inherit",
  stderr: "inherit",
});
const code = await proc.exited;
const rows = readFileSync(log, "utf8")
  .trim()
  .split("\n")
  .map((line) => JSON.parse(line) as Row);
const meta = JSON.parse(readFileSync(join(repo, "validation/golden/core-meta.json"), "utf8")) as {
  rdkit: string;
  molecules: number;
};

const percent = (row: Row) => (100 * (1 - row.disagreements.length / row.compared)).toFixed(2);
const lines = [
  "# Tools: agreement with Python RDKit",
  "",
  `Reference: Debian's Python RDKit ${meta.rdkit} (InChI from Debian's IUPAC \`inchi_main\`). Golden files: \`validation/golden/core-*\`,`,
  `made by \`/usr/bin/python3 validation/generators/make_golden_core.py\` over ${meta.molecules} molecules (42 hand-picked edge cases: charges, stereo,`,
  "isotopes, salts, explicit H, metals; the first 1,000 of NCI first_5K, 300 of CHEMBL2321810 and 700 of wehi_mols), and",
  "`validation/golden/properties.jsonl` (calc_properties; `validation/generators/make_golden_properties.py`: all of NCI first_5K and CHEMBL2321810, 2,000 of wehi_mols; exact masses with ⁵¹V for vanadium, which RDKit 2022.09's table gives as ⁵⁰V, 0.25 % abundant).",
  "The ported algorithms have their own reports over larger sets: `qed-report.md`, `sascore-report.md`, `alerts-report.md`, `brics-report.md`, `admet-report.md`.",
  "Ours: the embedded RDKit 2026.09.1 WebAssembly build, called through each tool's schema-checked handler.",
  `This report: \`bun lab/validate/report-tools.ts\` (runs \`bun test test/tools\` and collects its comparisons; exit code ${code}).`,
  "",
  "| comparison | compared | agree | agreement | required |",
  "|---|---|---|---|---|",
  ...rows.map(
    (row) =>
      `| ${row.field} | ${row.compared} | ${row.compared - row.disagreements.length} | ${percent(row)}% | ≥ ${(row.minRate * 100).toFixed(1)}%, every difference listed |`,
  ),
  "",
  "## Every disagreement",
  "",
];
for (const row of rows.filter((r) => r.disagreements.length > 0)) {
  lines.push(`### ${row.field} (${row.disagreements.length})`, "");
  const reasons = new Map<string, string[]>();
  for (const d of row.disagreements)
    reasons.set(d.reason, [
      ...(reasons.get(d.reason) ?? []),
      `\`${d.key}\`: ours \`${d.detail.split(" vs ")[0]}\`, Python \`${d.detail.split(" vs ")[1]}\``,
    ]);
  for (const [reason, items] of reasons) lines.push(`Why: ${reason}`, "", ...items.map((item) => `- ${item}`), "");
}
lines.push(
  "## Not compared here, and why",
  "",
  "- `name_to_smiles`: its values are PubChem's; tests use a local stand-in server (found, not found, 500, malformed, oversize, slow).",
  "- `smiles_to_moljson` → `moljson_to_smiles` keeps no stereo: MolJSON as tools.md defined it had no stereo fields, so the round trip is compared with Python RDKit's canonical SMILES of the molecule with its stereo removed (`canonical_no_stereo` in core-molecules.jsonl).",
  "- calc_properties' hba (RDKit NumHBA) is not compared with 2022.09: tools.md takes it from the embedded build, whose definition changed in RDKit 2024 (e.g. pyrrole-type aromatic N no longer counts). It is compared instead, with hbd and rotatable_bonds, with the embedded build's own NumHBA/NumHBD/NumRotatableBonds (`get_descriptors()`) on every molecule: row calc_properties.hba_hbd_rotatable_embedded.",
);
writeFileSync(join(repo, "validation/reports/tools-report.md"), `${lines.join("\n")}\n`);
rmSync(log, { force: true });
console.log(`wrote validation/reports/tools-report.md (${rows.length} comparisons)`);
