/**
 * MolJSON round-trip acceptance (issue 14): for every molecule that canonical_smiles accepts,
 * moljson_to_smiles(smiles_to_moljson(s)) must equal canonical_smiles(s), stereo included. Runs the three
 * molecule sets of reference-data.md, the PubChem example molecules of RDKit's NIBR filter table (rich in
 * stereo), and the hand-made tricky set validation/moljson/tricky.smi. Every call goes through the tool
 * runner, so the output schemas are checked too.
 *
 *   bun lab/validate/moljson-roundtrip.ts            (needs rdkit-data; writes validation/moljson/roundtrip-results.json)
 *
 * Exits 1 when any molecule fails the round trip; validation/reports/moljson-roundtrip-report.md explains the numbers.
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { loadRDKit } from "../../src/chem/rdkit.ts";
import { callTool } from "../../harness/tools.ts";

const NCI = "/usr/share/RDKit/Data/NCI/first_5K.smi";
const CHEMBL = "/usr/share/RDKit/Contrib/FreeWilson/data/CHEMBL2321810.smi";
const WEHI = "/usr/share/RDKit/Data/Pains/test_data/wehi_mols.csv";
const NIBR = "/usr/share/RDKit/Contrib/NIBRSubstructureFilters/SubstructureFilter_HitTriaging_wPubChemExamples.csv";
const TRICKY = new URL("../../validation/moljson/tricky.smi", import.meta.url).pathname;
for (const file of [NCI, CHEMBL, WEHI, NIBR])
  if (!existsSync(file)) throw new Error(`${file} missing (install rdkit-data)`);

const lines = (file: string): string[] =>
  readFileSync(file, "utf8")
    .split("\n")
    .filter((l) => l.trim());

/** Fields of one CSV line (RFC 4180 quoting: some description fields of the NIBR table quote commas). */
function csvFields(line: string): string[] {
  const fields: string[] = [];
  let field = "";
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const c = line[i]!;
    if (quoted) {
      if (c === '"' && line[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ",") {
      fields.push(field);
      field = "";
    } else field += c;
  }
  fields.push(field);
  return fields;
}

/** The EX1…EX5 columns (PubChem example structures) of the NIBR table, without repeats, in file order. */
function nibrExamples(): string[] {
  const [header, ...rows] = lines(NIBR);
  const columns = csvFields(header!);
  const wanted = ["EX1", "EX2", "EX3", "EX4", "EX5"].map((name) => columns.indexOf(name));
  const seen = new Set<string>();
  for (const row of rows) {
    const fields = csvFields(row);
    for (const i of wanted) {
      const smiles = fields[i]?.trim();
      if (smiles) seen.add(smiles);
    }
  }
  return [...seen];
}

const sets: [string, string[]][] = [
  ["nci_first_5K", lines(NCI).map((l) => l.split(/\s+/)[0] ?? "")],
  ["chembl2321810", lines(CHEMBL).map((l) => l.split(/\s+/)[0] ?? "")],
  ["wehi_mols", lines(WEHI).map((l) => (JSON.parse(`[${l}]`) as string[])[0] ?? "")],
  ["pubchem_nibr_examples", nibrExamples()],
  ["tricky", lines(TRICKY).map((l) => l.split("\t")[0] ?? "")],
];

interface Failure {
  set: string;
  smiles: string;
  stage: "smiles_to_moljson" | "moljson_to_smiles" | "different";
  detail: string;
}

await loadRDKit();
const started = performance.now();
const summary: Record<string, Record<string, number>> = {};
const failures: Failure[] = [];
for (const [name, molecules] of sets) {
  const row = {
    molecules: molecules.length,
    accepted: 0,
    with_stereo: 0,
    identical: 0,
    failed: 0,
    // What the documents that came back identical carried (so the counts above are known to exercise them).
    chiral_atoms: 0,
    stereo_bonds: 0,
    dative_bonds: 0,
    aromatic_triple_bonds: 0,
    dummy_atoms: 0,
  };
  for (const smiles of molecules) {
    const canonical = await callTool("canonical_smiles", { smiles });
    if (canonical.kind !== "success") continue;
    row.accepted++;
    const expected = (canonical.payload as { canonical: string }).canonical;
    if (/[@/\\]/.test(expected)) row.with_stereo++;
    const fail = (stage: Failure["stage"], detail: string) => {
      row.failed++;
      failures.push({ set: name, smiles, stage, detail });
    };
    const document = await callTool("smiles_to_moljson", { smiles });
    if (document.kind !== "success") {
      fail(
        "smiles_to_moljson",
        document.kind === "domain-error"
          ? `${document.error.code}: ${document.error.message}`
          : JSON.stringify(document).slice(0, 300),
      );
      continue;
    }
    const back = await callTool("moljson_to_smiles", { json: JSON.stringify(document.payload) });
    if (back.kind !== "success") {
      fail(
        "moljson_to_smiles",
        back.kind === "domain-error" ? `${back.error.code}: ${back.error.message}` : JSON.stringify(back).slice(0, 300),
      );
      continue;
    }
    const ours = (back.payload as { canonical_smiles: string }).canonical_smiles;
    if (ours === expected) {
      row.identical++;
      const doc = document.payload as {
        atoms: { element: string; chirality: unknown }[];
        bonds: { aromatic: boolean; kekule_order: number; dative: boolean; stereo: unknown }[];
      };
      row.chiral_atoms += doc.atoms.filter((a) => a.chirality !== null).length;
      row.dummy_atoms += doc.atoms.filter((a) => a.element === "*").length;
      row.stereo_bonds += doc.bonds.filter((b) => b.stereo !== null).length;
      row.dative_bonds += doc.bonds.filter((b) => b.dative).length;
      row.aromatic_triple_bonds += doc.bonds.filter((b) => b.aromatic && b.kekule_order === 3).length;
    } else fail("different", `${ours} vs canonical_smiles ${expected}`);
  }
  summary[name] = row;
  console.log(name, JSON.stringify(row));
}
// CIP labels against Python RDKit 2022.09 (validation/golden/moljson-stereo.jsonl, made by make_golden_moljson.py):
// the new CIP labeller (rdCIPLabeler), which is what the JS build's get_stereo_tags runs; the legacy labels are counted too.
interface StereoGolden {
  set: string;
  smiles: string;
  error?: string;
  atoms?: number;
  cip_atoms?: [number, string][];
  cip_bonds?: [number, number, string][];
  legacy_atoms?: [number, string][];
}
const golden = lines(new URL("../../validation/golden/moljson-stereo.jsonl", import.meta.url).pathname).map(
  (l) => JSON.parse(l) as StereoGolden,
);
const cip = {
  molecules: 0,
  compared: 0,
  atom_labels: 0,
  bond_labels: 0,
  agree: 0,
  legacy_agree: 0,
  skipped: [] as string[],
  disagreements: [] as string[],
};
for (const row of golden) {
  if (row.error) continue;
  cip.molecules++;
  const document = await callTool("smiles_to_moljson", { smiles: row.smiles });
  if (document.kind !== "success") {
    cip.skipped.push(`${row.smiles}: smiles_to_moljson ${document.kind}`);
    continue;
  }
  const { atoms, bonds } = document.payload as {
    atoms: { cip: string | null }[];
    bonds: { source_id: string; target_id: string; cip: string | null }[];
  };
  if (atoms.length !== row.atoms) {
    cip.skipped.push(`${row.smiles}: ${atoms.length} atoms here, ${row.atoms} in Python`);
    continue;
  }
  cip.compared++;
  const index = (id: string) => Number(id.slice(1)) - 1;
  const ours = [
    ...atoms.flatMap((a, i) => (a.cip === null ? [] : [`${i}:${a.cip}`])),
    ...bonds.flatMap((b) => (b.cip === null ? [] : [`${index(b.source_id)}-${index(b.target_id)}:${b.cip}`])),
  ].sort();
  const theirs = [
    ...(row.cip_atoms ?? []).map(([i, l]) => `${i}:${l}`),
    ...(row.cip_bonds ?? []).map(([a, b, l]) => `${a}-${b}:${l}`),
  ].sort();
  const legacy = [
    ...(row.legacy_atoms ?? []).map(([i, l]) => `${i}:${l}`),
    ...(row.cip_bonds ?? []).map(([a, b, l]) => `${a}-${b}:${l}`),
  ].sort();
  cip.atom_labels += row.cip_atoms?.length ?? 0;
  cip.bond_labels += row.cip_bonds?.length ?? 0;
  if (JSON.stringify(ours) === JSON.stringify(theirs)) cip.agree++;
  else cip.disagreements.push(`${row.smiles}: ours ${ours.join(" ")} | rdCIPLabeler ${theirs.join(" ")}`);
  if (JSON.stringify(ours) === JSON.stringify(legacy)) cip.legacy_agree++;
}
console.log(
  "CIP vs Python rdCIPLabeler:",
  JSON.stringify({ ...cip, skipped: cip.skipped.length, disagreements: cip.disagreements.length }),
);
for (const line of [...cip.skipped, ...cip.disagreements]) console.log(`  ${line}`);

const seconds = Math.round((performance.now() - started) / 1000);
const out = new URL("../../validation/moljson/roundtrip-results.json", import.meta.url).pathname;
writeFileSync(
  out,
  `${JSON.stringify({ command: "bun lab/validate/moljson-roundtrip.ts", seconds, summary, failures, cip }, null, 2)}\n`,
);
console.log(`${failures.length} failures (${seconds} s); details in ${out}`);
for (const f of failures.slice(0, 50)) console.log(`${f.set} ${f.stage} ${f.smiles} :: ${f.detail}`);
// CIP disagreements are listed above and explained in the report (labeller differences between RDKit versions).
if (failures.length > 0) process.exit(1);
