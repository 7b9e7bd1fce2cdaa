/**
 * Answers a model can read (issue 30): the size of each tool's answer as the model reads it (the text content
 * items: the JSON line, a depiction's text line, an SVG resource's text; a PNG's base64 is counted apart), through
 * the tool runner the server uses (src/server/tool-runner.ts), on
 *   - every example of the tool (its `examples`), and
 *   - a drug-sized set: the first 50 molecules of RDKit's NCI first_5K.smi (/usr/share/RDKit/Data/NCI/first_5K.smi)
 *     with 20 to 40 heavy atoms and one fragment (counted by parse_smiles), each given alone to every
 *     single-molecule tool with its default options, and all 50 at once to every list and library tool.
 * A single-molecule answer should stay under 8 KB (8,192 bytes of UTF-8 text) unless the caller asked for more.
 *
 * Run: bun lab/validate/answer-sizes.ts            (prints the table)
 *      bun lab/validate/answer-sizes.ts --write    (writes validation/reports/answer-sizes.md)
 */
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { loadRDKit } from "../../src/chem/rdkit.ts";
import { runTool } from "../../src/server/tool-runner.ts";
import { tools } from "../../src/tools/registry.ts";
import type { ContentItem, Tool } from "../../src/tools/tool.ts";

const LIMIT = 8_192;
const DRUGS = 50;
const encoder = new TextEncoder();
const bytes = (text: string) => encoder.encode(text).byteLength;

interface Size {
  text: number;
  image: number;
  outcome: string;
}

async function measure(tool: Tool, args: Record<string, unknown>): Promise<Size> {
  const outcome = await runTool(tool, args, new AbortController().signal, { offline: true });
  if (outcome.kind === "success") return { text: bytes(outcome.text), image: 0, outcome: "ok" };
  if (outcome.kind === "content") {
    let text = 0;
    let image = 0;
    for (const item of outcome.content as ContentItem[]) {
      if (item.type === "text") text += bytes(item.text);
      else if (item.type === "resource") text += bytes(item.resource.text);
      else image += item.data.length;
    }
    return { text, image, outcome: "ok" };
  }
  if (outcome.kind === "domain-error")
    return { text: bytes(`${outcome.error.code}: ${outcome.error.message}`), image: 0, outcome: outcome.error.code };
  return { text: bytes(outcome.message), image: 0, outcome: "invalid-arguments" };
}

await loadRDKit();
const byName = new Map(tools.map((tool) => [tool.name, tool as unknown as Tool]));
const parse = byName.get("parse_smiles")!;

// The drug-sized set.
const drugs: string[] = [];
/** Each molecule's formula as parse_smiles reads it: check_structure's claim (it takes at least one). */
const formulas = new Map<string, string>();
for (const line of readFileSync("/usr/share/RDKit/Data/NCI/first_5K.smi", "utf8").split("\n")) {
  if (drugs.length === DRUGS) break;
  const smiles = line.split(/\s+/)[0];
  if (!smiles) continue;
  const outcome = await runTool(parse, { smiles }, new AbortController().signal);
  if (outcome.kind !== "success") continue;
  const {
    heavy_atoms: heavy,
    fragments,
    formula,
  } = outcome.payload as {
    heavy_atoms: number;
    fragments: number;
    formula: string;
  };
  if (heavy >= 20 && heavy <= 40 && fragments === 1) {
    drugs.push(smiles);
    formulas.set(smiles, formula);
  }
}

/** The call each tool gets for one molecule of the set (its defaults otherwise); null: not a one-molecule tool. */
function single(name: string, smiles: string, next: string): Record<string, unknown> | null {
  switch (name) {
    case "name_to_smiles":
    case "react":
    case "predict_products":
    case "depict_reaction":
    case "moljson_to_smiles":
      return null; // they take a name, a reaction or a MolJSON: their examples only (moljson below)
    case "tanimoto":
    case "map_atoms":
      return { smiles1: smiles, smiles2: next };
    case "smarts_match":
      return { smarts: "[#6]~[#7,#8]", smiles };
    case "check_structure":
      // Its formula (agrees) and no ring (disagrees for every ring-bearing molecule: a disagreement says where).
      return { smiles, formula: formulas.get(smiles), ring_count: 0 };
    case "graph_distance":
      return { smiles, from: 0, to: 1 };
    case "find_mcs":
    case "depict_grid":
      return null;
    default:
      return { smiles };
  }
}

/** The call each list or library tool gets for the whole set. */
function list(name: string): Record<string, unknown> | null {
  switch (name) {
    case "find_mcs":
      return { smiles_list: drugs.slice(0, 20) };
    case "depict_grid":
      return { smiles_list: drugs.slice(0, 48) };
    case "screen_library":
    case "scaffold_analysis":
    case "cluster_molecules":
      return { smiles_list: drugs };
    case "substructure_search":
      return { query: "c1ccccc1", smiles_list: drugs };
    case "similarity_search":
      return { query_smiles_list: [drugs[0]], smiles_list: drugs };
    case "diversity_pick":
      return { smiles_list: drugs, count: 10 };
    default:
      return null;
  }
}

interface Row {
  tool: string;
  examples: Size[];
  single: Size[];
  list?: Size;
}
const rows: Row[] = [];
const moljson = byName.get("smiles_to_moljson")!;
for (const tool of tools) {
  const t = tool as unknown as Tool;
  const row: Row = { tool: tool.name, examples: [], single: [] };
  for (const example of tool.examples)
    row.examples.push(await measure(t, example.arguments as Record<string, unknown>));
  for (let i = 0; i < drugs.length; i++) {
    let args: Record<string, unknown> | null = single(tool.name, drugs[i]!, drugs[(i + 1) % drugs.length]!);
    if (t.runsOn === "library" && tool.name !== "scaffold_analysis") args = null; // lists only (scaffold_analysis takes one SMILES too)
    if (tool.name === "moljson_to_smiles") {
      const converted = await runTool(moljson, { smiles: drugs[i] }, new AbortController().signal);
      if (converted.kind === "success") args = { json: JSON.stringify(converted.payload) };
    }
    if (args) row.single.push(await measure(t, args));
  }
  const listArgs = list(tool.name);
  if (listArgs) row.list = await measure(t, listArgs);
  rows.push(row);
}

const max = (sizes: Size[]) => (sizes.length === 0 ? 0 : Math.max(...sizes.map((size) => size.text)));
const median = (sizes: Size[]) => {
  if (sizes.length === 0) return 0;
  const sorted = sizes.map((size) => size.text).sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};
const kb = (n: number) => (n === 0 ? "–" : n.toLocaleString("en-US"));
const errors = (sizes: Size[]) => {
  const codes = sizes.filter((size) => size.outcome !== "ok").map((size) => size.outcome);
  return codes.length === 0 ? "" : ` (${codes.length} error answers: ${[...new Set(codes)].join(", ")})`;
};
const over = (row: Row) => Math.max(max(row.examples), max(row.single)) > LIMIT;
/**
 * The tools whose whole answer is what the caller asked for, so it may pass 8 KB (issue 30: "unless the caller asked
 * for more (3D coordinates, an atom table)"). Any other tool over 8 KB makes this script exit 1.
 */
const ASKED_FOR_MORE: Record<string, string> = {
  generate_3d: "3D coordinates",
  smiles_to_moljson: "an atom table",
};
const overCell = (row: Row) => {
  if (!over(row)) return "";
  const asked = ASKED_FOR_MORE[row.tool];
  return asked === undefined ? "**yes**" : `yes (asked: ${asked})`;
};
const lines = [
  "| tool | examples: max text bytes | 50 drugs alone: median | 50 drugs alone: max | the set at once | image (base64, max) | over 8 KB |",
  "|---|---:|---:|---:|---:|---:|---|",
  ...rows.map((row) => {
    const image = Math.max(0, ...[...row.examples, ...row.single, ...(row.list ? [row.list] : [])].map((s) => s.image));
    return `| ${row.tool} | ${kb(max(row.examples))} | ${kb(median(row.single))} | ${kb(max(row.single))}${errors(row.single)} | ${row.list ? kb(row.list.text) + errors([row.list]) : "–"} | ${kb(image)} | ${overCell(row)} |`;
  }),
];
const table = lines.join("\n");
console.log(`drug-sized set: ${drugs.length} molecules of first_5K.smi with 20-40 heavy atoms\n`);
console.log(table);
if (process.argv.includes("--write")) {
  const path = join(import.meta.dir, "..", "..", "validation", "reports", "answer-sizes.md");
  const previous = (() => {
    try {
      return readFileSync(path, "utf8");
    } catch {
      return "";
    }
  })();
  // The hand-written findings below the generated table are kept.
  const marker = "<!-- findings -->";
  const findings = previous.includes(marker) ? previous.slice(previous.indexOf(marker)) : `${marker}\n`;
  writeFileSync(
    path,
    [
      "# Answer sizes: what a model reads of each answer",
      "",
      "Bytes of UTF-8 text a model reads of one answer (the text content items; a PNG's base64 in its own column), through",
      "the server's tool runner, on each tool's examples and on a drug-sized set: the first 50 molecules of RDKit's",
      "`Data/NCI/first_5K.smi` with 20 to 40 heavy atoms and one fragment, each alone (single-molecule tools, default",
      "options; tanimoto and map_atoms against the next molecule, smarts_match with `[#6]~[#7,#8]`, graph_distance atoms 0",
      "and 1, moljson_to_smiles on smiles_to_moljson's answer, check_structure claiming its formula and ring_count 0) and",
      "all at once (list and library tools; find_mcs the first",
      "20, depict_grid the first 48, similarity_search the first as query, diversity_pick 10). Goal: a single-molecule",
      "answer under 8 KB (8,192 bytes) unless the caller asked for more.",
      "",
      "Made by `bun lab/validate/answer-sizes.ts --write`.",
      "",
      table,
      "",
      findings,
    ].join("\n"),
  );
}

const unasked = rows.filter((row) => over(row) && ASKED_FOR_MORE[row.tool] === undefined).map((row) => row.tool);
if (unasked.length > 0) {
  console.error(`over 8 KB without being asked for more: ${unasked.join(", ")}`);
  process.exit(1);
}
