/**
 * An optimisation keeps every answer identical (issue 33): this runs the same calls through the tools of an older
 * tree of this repository (`git archive <commit> | tar -x -C DIR`, with node_modules linked in) and through this
 * tree's, in one process, and counts the answers that differ (kind, payload, text, error code and message).
 *
 *   bun lab/bench/same-answers.ts DIR check_structure[,map_atoms,...] [molecules=5000]
 *
 * The calls: each of the first N molecules of NCI first_5K (/usr/share/RDKit/Data/NCI) in the argument shapes
 * listed below per tool, plus the per-call bench's cases (lab/bench/per-call-cases.ts).
 */
import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import type { ToolOutcome } from "../../src/server/tool-runner.ts";
import type { Tool } from "../../src/tools/tool.ts";
import { CASES, fillMoljson, n as caseCount } from "./per-call-cases.ts";

const [baseDir, toolList = "", count = "5000"] = process.argv.slice(2);
if (!baseDir) throw new Error("usage: same-answers.ts DIR tool[,tool] [molecules]");
const here = join(import.meta.dir, "..", "..");
const nci = readFileSync("/usr/share/RDKit/Data/NCI/first_5K.smi", "utf8")
  .split("\n")
  .map((line) => line.split(/\s+/)[0] ?? "")
  .filter((s) => s !== "")
  .slice(0, Number(count));

type Args = Record<string, unknown>;
/** Inputs NCI lacks: hydrogen atoms, isotopes, a dative bond, dummies, salts, radicals, metals, bad SMILES. */
const ODD_SMILES = [
  "[H][H]",
  "[H]",
  "[2H]OC",
  "[H]OC([H])([H])[H]",
  "C[C@H](O)[H]",
  "C->[Fe]",
  "[Fe+2].[Cl-].[Cl-]",
  "*C",
  "[*:1]CC",
  "[Na+].[Cl-]",
  "[CH3]",
  "[13C@H](F)(Cl)Br",
  "C1CC1.C1CC1",
  "c1ccccc1",
  "C[C@H](C)(C)C",
  "C1CC",
  "",
];
/** SMILES with stereo (validation/golden/moljson-stereo.jsonl) and atom maps (moljson-map-numbers.jsonl): inputs. */
const goldenSmiles = (file: string): string[] =>
  readFileSync(join(import.meta.dir, "..", "..", "validation/golden", file), "utf8")
    .split("\n")
    .filter((line) => line.trim() !== "")
    .map((line) => (JSON.parse(line) as { smiles: string }).smiles);
const STEREO_SMILES = [
  ...goldenSmiles("moljson-stereo.jsonl"),
  ...goldenSmiles("moljson-map-numbers.jsonl"),
  "F\\C=C\\F",
  "F/C=C\\F",
  "C[C@H](F)Cl |&1:1|",
  "CC(F)Cl |&1:1|",
];
/** moljson_to_smiles' inputs: this tree's smiles_to_moljson documents (inputs, not expected values), filled below. */
const documents = new Map<string, Record<string, unknown>>();
/** A document's variants: as written, CIP labels dropped, every centre inverted (its labels then contradict it). */
function documentShapes(smiles: string): Args[] {
  const doc = documents.get(smiles);
  if (!doc) return [];
  type Doc = { atoms: Array<Record<string, unknown>>; bonds: Array<Record<string, unknown>> };
  const noCip = structuredClone(doc) as Doc;
  for (const item of [...noCip.atoms, ...noCip.bonds]) item.cip = null;
  const inverted = structuredClone(doc) as Doc;
  for (const atom of inverted.atoms) {
    const chirality = atom.chirality as { tag: string } | null;
    if (chirality) chirality.tag = chirality.tag === "@" ? "@@" : "@";
  }
  const noInvertedCip = structuredClone(inverted);
  for (const atom of noInvertedCip.atoms) atom.cip = null;
  return [doc, noCip, inverted, noInvertedCip].map((d) => ({ json: JSON.stringify(d) }));
}

/** A SMILES of the same molecule written from another atom (an input, not an expected value); undefined if unread. */
function rewritten(smiles: string, i: number): string | undefined {
  const mol = rdkitModule?.get_mol(smiles);
  try {
    if (!mol?.is_valid()) return undefined;
    return mol.get_smiles(JSON.stringify({ canonical: false, rootedAtAtom: i % mol.get_num_atoms() }));
  } finally {
    mol?.delete();
  }
}
let rdkitModule: { get_mol(smiles: string): import("../../src/chem/rdkit-types.ts").JSMol | null } | undefined;

/** `{smiles}`, and with the first molecule every odd and stereo SMILES too. */
const oneSmiles = (smiles: string, i: number): Args[] => [
  { smiles },
  ...(i === 0 ? [...ODD_SMILES, ...STEREO_SMILES].map((odd) => ({ smiles: odd })) : []),
];

/** Argument shapes per tool over one NCI SMILES (i: its index). */
const SHAPES: Record<string, (smiles: string, i: number) => Args[]> = {
  check_structure: (smiles, i) => [
    { smiles, formula: "C9H8O4", molecular_weight: 180.16, hbd: 1 },
    {
      smiles,
      formula: i % 2 === 0 ? "C10H12N2O" : "C6H6",
      molecular_weight: 100 + (i % 300),
      heavy_atom_count: i % 30,
      ring_count: i % 4,
      aromatic_ring_count: i % 3,
      stereocentre_count: i % 2,
      hbd: i % 3,
      hba: i % 5,
      formal_charge: 0,
    },
    ...(i % 20 === 0
      ? [{ smiles, name: ["benzene", "2-acetyloxybenzoic acid", "(2R)-butan-2-ol", "phenol"][(i / 20) % 4] }]
      : []),
  ],
  map_atoms: (smiles, i) => [
    { smiles1: smiles, smiles2: smiles },
    { smiles1: smiles, smiles2: nci[(i + 1) % nci.length] },
    // The same molecule in another atom order (RDKit's non-canonical SMILES from atom i, stereo kept).
    ...[rewritten(smiles, i)]
      .filter((other) => other !== undefined)
      .map((other) => ({ smiles1: smiles, smiles2: other })),
  ],
  parse_smiles: (smiles, i) => [{ smiles }, ...(i === 0 ? ODD_SMILES.map((odd) => ({ smiles: odd })) : [])],
  smiles_to_moljson: (smiles, i) => [
    { smiles },
    ...(i === 0 ? [...ODD_SMILES, ...STEREO_SMILES].map((odd) => ({ smiles: odd })) : []),
  ],
  moljson_to_smiles: (smiles, i) => [
    ...documentShapes(smiles),
    ...(i === 0
      ? [
          ...[...ODD_SMILES, ...STEREO_SMILES].flatMap(documentShapes),
          { json: "{" },
          { json: '{"atoms": []}' },
          { json: '{"atoms": [{"id": "a1", "element": "C", "hydrogens": 5}], "bonds": []}' },
        ]
      : []),
  ],
  // Every tool's parse (parseSmiles' guards): long chains and a tool limit are in test/chem/smiles-size.test.ts.
  canonical_smiles: (smiles, i) => [
    { smiles },
    ...(i === 0
      ? [...ODD_SMILES, "C".repeat(501), "C".repeat(500), "CO".repeat(350)].map((odd) => ({ smiles: odd }))
      : []),
  ],
  // Far ends, a matrix, the two-dummy form and bad indices; the odd SMILES (written H atoms kept, dummies, salts).
  graph_distance: (smiles, i) => [
    { smiles, from: 0, to: 5 },
    { smiles, from: i % 7, to: (i * 13) % 40 },
    { smiles, matrix: true, ...(i % 2 === 0 ? { from: 0, to: 1 } : {}) },
    { smiles: `*${smiles.split(".")[0]}*` },
    ...(i === 0
      ? ODD_SMILES.flatMap((odd) => [{ smiles: odd, from: 0, to: 1 }, { smiles: odd, matrix: true }, { smiles: odd }])
      : []),
  ],
  screen_library: (_smiles, i) =>
    i % 10 !== 0
      ? []
      : [
          { smiles_list: nci.slice(i, i + 10), fields: ["mw", "logp"], filters: { lipinski: "pass" } },
          { smiles_list: nci.slice(i, i + 10), fields: ["exact_mass", "tpsa", "heavy_atom_count", "hbd"] },
          {
            smiles_list: nci.slice(i, i + 10),
            fields: ["mw", "logp", "tpsa", "hbd", "hba", "rotatable_bonds", "qed", "lipinski_pass", "veber_pass"],
            filters: { veber: "pass" },
            sort_by: "qed",
          },
          // Isotopes (weights from RDKit's bundle), a metal, hydrogen atoms written out.
          {
            smiles_list: ["[13CH3]O", "[2H]C([2H])([2H])Cl", "C[Fe]Cl", "[H]OC([H])([H])[H]", "[U]", "[NH4+].[Cl-]"],
            fields: ["mw", "exact_mass", "logp", "tpsa", "hbd", "hba", "rotatable_bonds", "heavy_atom_count", "qed"],
          },
        ],
  // The throughput tools (lab/bench/throughput.ts) and the other readers of Molecule.lipinskiInputs, crippenLogP
  // and morgan (their graph is RDKit's pickle since issue 33's throughput work): every NCI molecule, and the odd and
  // stereo SMILES once.
  calc_properties: (smiles, i) => oneSmiles(smiles, i),
  lipinski_check: (smiles, i) => oneSmiles(smiles, i),
  sa_score: (smiles, i) => oneSmiles(smiles, i),
  pains_check: (smiles, i) => oneSmiles(smiles, i),
  brenk_check: (smiles, i) => oneSmiles(smiles, i),
  admet_profile: (smiles, i) => oneSmiles(smiles, i),
  molecule_context_pack: (smiles, i) => oneSmiles(smiles, i),
  retrosynthesis: (smiles, i) => (i % 10 === 0 ? oneSmiles(smiles, i) : []),
  repair_smiles: (smiles, i) =>
    i % 10 === 0 ? [{ smiles }, { smiles: `${smiles}(` }, { smiles: smiles.replace("c", "C") }] : [],
  // The read-back of each step's intermediate SMILES (readBack): every step on, and the salts, charges and
  // hydrogen atoms of the odd SMILES.
  standardize: (smiles, i) => [
    { smiles },
    ...(i % 5 === 0 ? [{ smiles, canonical_tautomer: false }, { smiles: `${smiles}.[Na+].[Cl-]` }] : []),
    ...(i === 0 ? ODD_SMILES.map((odd) => ({ smiles: odd })) : []),
  ],
  matched_pairs: (_smiles, i) => (i % 5 === 0 ? [{ smiles_list: nci.slice(i, i + 5) }] : []),
  predict_products: (smiles, i) =>
    i % 25 === 0 ? [{ smiles_list: [smiles] }, { smiles_list: [smiles, "NCc1ccccc1"] }] : [],
  react: (smiles) => [
    { reaction_smarts: "[c;H1:1]>>[c:1]Cl", smiles_list: [smiles] },
    { reaction_smarts: "[C:1](=O)[OH]>>[C:1](=O)OC", smiles_list: [smiles] },
    { reaction_smarts: "[C:1]=[C:2]>>[C:1][C:2]", smiles_list: [smiles] },
    { reaction_smarts: "[N;H2:1]>>[N:1]C(C)=O", smiles_list: [smiles] },
    // A product that writes a hydrogen atom (read back with RemoveHs), products that fail to sanitise (a reason
    // from RDKit's log), a second reactant.
    { reaction_smarts: "[c;H1:1]>>[c:1][2H]", smiles_list: [smiles] },
    { reaction_smarts: "[c:1][c:2]>>[c:1]=[c:2]", smiles_list: [smiles] },
    { reaction_smarts: "[C:1](=[O:2])[OH].[N;!H0:3]>>[C:1](=[O:2])[N:3]", smiles_list: [smiles, "NCc1ccccc1"] },
  ],
};

const describe = (o: ToolOutcome): string =>
  JSON.stringify(
    o.kind === "success"
      ? o
      : o.kind === "domain-error"
        ? { kind: o.kind, code: o.error.code, message: o.error.message, details: o.error.details }
        : o,
  );

async function load(dir: string): Promise<{
  tools: Tool[];
  runTool: (tool: Tool, args: unknown, signal: AbortSignal) => Promise<ToolOutcome>;
}> {
  const registry = await import(resolve(dir, "src/tools/registry.ts"));
  const runner = await import(resolve(dir, "src/server/tool-runner.ts"));
  const rdkit = await import(resolve(dir, "src/chem/rdkit.ts"));
  await rdkit.loadRDKit();
  return { tools: registry.tools, runTool: runner.runTool };
}

const base = await load(baseDir);
const head = await load(here);
rdkitModule = (await import(resolve(here, "src/chem/rdkit.ts"))).rdkit();
await fillMoljson();
if (toolList.split(",").includes("moljson_to_smiles")) {
  const toMolJson = head.tools.find((t) => t.name === "smiles_to_moljson");
  if (!toMolJson) throw new Error("no tool smiles_to_moljson");
  for (const smiles of [...nci, ...ODD_SMILES, ...STEREO_SMILES]) {
    const outcome = await head.runTool(toMolJson, { smiles }, new AbortController().signal);
    if (outcome.kind === "success") documents.set(smiles, outcome.payload);
  }
}
const signal = new AbortController().signal;
let differ = 0;
for (const name of toolList.split(",").filter((t) => t !== "")) {
  const calls: Args[] = [];
  for (const c of CASES.filter((k) => k.tool === name)) for (let i = 0; i < caseCount; i++) calls.push(c.args(i));
  const shape = SHAPES[name];
  if (shape) for (const [i, smiles] of nci.entries()) calls.push(...shape(smiles, i));
  const baseTool = base.tools.find((t) => t.name === name);
  const headTool = head.tools.find((t) => t.name === name);
  if (!baseTool || !headTool) throw new Error(`no tool ${name}`);
  let same = 0;
  const kinds: Record<string, number> = {};
  for (const args of calls) {
    const a = describe(await base.runTool(baseTool, structuredClone(args), signal).catch((e) => errorOutcome(e)));
    const b = describe(await head.runTool(headTool, structuredClone(args), signal).catch((e) => errorOutcome(e)));
    const kind = (JSON.parse(b) as { kind: string }).kind;
    kinds[kind] = (kinds[kind] ?? 0) + 1;
    if (a === b) same++;
    else {
      differ++;
      if (differ <= 5)
        console.log(
          `DIFFERS ${name} ${JSON.stringify(args).slice(0, 200)}\n  base ${a.slice(0, 400)}\n  head ${b.slice(0, 400)}`,
        );
    }
  }
  console.log(`${name}: ${same} of ${calls.length} answers identical (this tree's kinds: ${JSON.stringify(kinds)})`);
}
function errorOutcome(e: unknown): ToolOutcome {
  return { kind: "invalid-arguments", message: `THROWN ${e instanceof Error ? e.message : String(e)}` };
}
process.exit(differ === 0 ? 0 : 1);
