/**
 * The depiction gallery: every picture made by the depict / depict_grid tools as a client gets it (runTool:
 * schema checks, the PNG of the image content), written to validation/depiction/gallery/ with a Markdown
 * page that shows them and says what each call was.
 *
 *   bun lab/validate/depiction-gallery.ts
 */
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { loadRDKit } from "../../src/chem/rdkit.ts";
import { runTool } from "../../src/server/tool-runner.ts";
import { tools } from "../../src/tools/registry.ts";
import type { ContentItem } from "../../src/tools/tool.ts";
import * as M from "../../validation/depiction/molecules.ts";

const here = join(import.meta.dir, "..", "..", "validation", "depiction");
const galleryDir = join(here, "gallery");

interface Entry {
  file: string;
  title: string;
  why: string;
  tool: "depict" | "depict_grid";
  args: Record<string, unknown>;
}

async function call(name: string, args: Record<string, unknown>): Promise<ContentItem[]> {
  const tool = tools.find((t) => t.name === name);
  if (!tool) throw new Error(`no tool ${name}`);
  const outcome = await runTool(tool, args, new AbortController().signal);
  if (outcome.kind !== "content")
    throw new Error(`${name} ${JSON.stringify(args).slice(0, 120)}: ${JSON.stringify(outcome).slice(0, 400)}`);
  return outcome.content;
}

async function mcsSmarts(smilesList: string[]): Promise<string> {
  const tool = tools.find((t) => t.name === "find_mcs");
  const outcome = await runTool(tool!, { smiles_list: smilesList }, new AbortController().signal);
  if (outcome.kind !== "success") throw new Error("find_mcs failed");
  return outcome.payload.smarts as string;
}

await loadRDKit();
const [diazepam, lorazepam] = [M.BENZODIAZEPINES[0]![1], M.BENZODIAZEPINES[1]![1]];
const mcsOfDiazepamLorazepam = await mcsSmarts([diazepam, lorazepam]);

const entries: Entry[] = [
  {
    file: "01-aspirin-indices.png",
    title: "Aspirin, atom indices",
    why: "atom numbers are the SMILES order every tool uses",
    tool: "depict",
    args: { smiles: M.ASPIRIN, show_atom_indices: true, legend: "aspirin" },
  },
  {
    file: "02-imatinib.png",
    title: "Imatinib",
    why: "a drug-sized molecule at the default 400×300",
    tool: "depict",
    args: { smiles: M.IMATINIB, legend: "imatinib" },
  },
  {
    file: "03-atorvastatin.png",
    title: "Atorvastatin",
    why: "stereocentres as wedges, F label",
    tool: "depict",
    args: { smiles: M.ATORVASTATIN, legend: "atorvastatin" },
  },
  {
    file: "04-acetylcholine-chloride.png",
    title: "Acetylcholine chloride",
    why: "a charged salt: N+ and Cl- labels, two components",
    tool: "depict",
    args: { smiles: M.ACETYLCHOLINE_CHLORIDE, legend: "acetylcholine chloride" },
  },
  {
    file: "05-cisplatin.png",
    title: "Cisplatin",
    why: "a metal complex with dative N→Pt bonds",
    tool: "depict",
    args: { smiles: M.CISPLATIN, legend: "cisplatin" },
  },
  {
    file: "06-ferrocene-ionic.png",
    title: "Ferrocene (ionic form)",
    why: "an organometallic as SMILES can write it: Fe2+ and two cyclopentadienides",
    tool: "depict",
    args: { smiles: M.FERROCENE, legend: "ferrocene, ionic form" },
  },
  {
    file: "07-erythromycin.png",
    title: "Erythromycin",
    why: "a 14-membered macrolide: the macrocycle drawn as a ring",
    tool: "depict",
    args: { smiles: M.ERYTHROMYCIN, legend: "erythromycin", width: 500, height: 400 },
  },
  {
    file: "08-taxol.png",
    title: "Paclitaxel (taxol)",
    why: "a stereo-rich natural product (11 stereocentres)",
    tool: "depict",
    args: { smiles: M.TAXOL, legend: "paclitaxel", width: 600, height: 450 },
  },
  {
    file: "09-morphine-indices.png",
    title: "Morphine, atom indices",
    why: "a fused polycycle with wedges and numbers",
    tool: "depict",
    args: { smiles: M.MORPHINE, show_atom_indices: true, legend: "morphine" },
  },
  {
    file: "10-diazepam-d3.png",
    title: "Diazepam-d3",
    why: "isotope labels (2H) and explicit deuterium",
    tool: "depict",
    args: { smiles: M.DIAZEPAM_D3, legend: "diazepam-d3" },
  },
  {
    file: "11-rhodanine-pains.png",
    title: "A PAINS hit, highlighted",
    why: 'highlight_alerts "pains": the atoms of ene_rhod_A(235), as pains_check reports it',
    tool: "depict",
    args: { smiles: M.RHODANINE, highlight_alerts: "pains", show_atom_indices: true },
  },
  {
    file: "12-diazepam-mcs.png",
    title: "Diazepam with its MCS with lorazepam",
    why: `highlight_smarts given find_mcs's smarts (${mcsOfDiazepamLorazepam})`,
    tool: "depict",
    args: { smiles: diazepam, highlight_smarts: mcsOfDiazepamLorazepam, legend: "diazepam ∩ lorazepam" },
  },
  {
    file: "13-caffeine-nitrogens.png",
    title: "Caffeine, nitrogens highlighted",
    why: "highlight_smarts [#7]: every match",
    tool: "depict",
    args: { smiles: M.CAFFEINE, highlight_smarts: "[#7]", legend: "caffeine" },
  },
  {
    file: "14-imatinib-aligned.png",
    title: "Imatinib oriented on its pyrimidine-amine",
    why: "align_to a scaffold (c1ccnc(N)n1)",
    tool: "depict",
    args: { smiles: M.IMATINIB, align_to: "Nc1nccc(n1)-c1cccnc1", highlight_smarts: "Nc1nccc(n1)-c1cccnc1" },
  },
  {
    file: "15-benzodiazepines-grid.png",
    title: "Twelve benzodiazepines, aligned on their MCS",
    why: "depict_grid, align_to_mcs, legends, the lactam highlighted where present",
    tool: "depict_grid",
    args: {
      smiles_list: M.BENZODIAZEPINES.map(([, smiles]) => smiles),
      legends: M.BENZODIAZEPINES.map(([name]) => name),
      align_to_mcs: true,
      highlight_smarts: "O=C1CN=CccN1",
      mols_per_row: 4,
    },
  },
];

rmSync(galleryDir, { recursive: true, force: true });
mkdirSync(galleryDir, { recursive: true });
const lines = [
  "# Depiction gallery",
  "",
  "Every picture below is what `depict` or `depict_grid` returns as its image content (PNG), made by",
  "`bun lab/validate/depiction-gallery.ts`; the line under each is the tool's own text content.",
  "Speed and size against Python RDKit: [benchmark.md](benchmark.md).",
  "",
];
for (const entry of entries) {
  const content = await call(entry.tool, entry.args);
  const image = content.find((item) => item.type === "image");
  const text = content.find((item) => item.type === "text");
  if (image?.type !== "image" || text?.type !== "text") throw new Error(`${entry.file}: no image`);
  writeFileSync(join(galleryDir, entry.file), Buffer.from(image.data, "base64"));
  const shownArgs = JSON.stringify(entry.args).replaceAll("|", "\\|");
  lines.push(
    `## ${entry.title}`,
    "",
    `${entry.why}.`,
    "",
    `![${entry.title}](gallery/${entry.file})`,
    "",
    `\`${entry.tool}\` \`${shownArgs.length > 300 ? `${shownArgs.slice(0, 300)}…` : shownArgs}\``,
    "",
    `> ${text.text}`,
    "",
  );
  console.log(`${entry.file}: ${text.text.slice(0, 120)}`);
}
writeFileSync(join(here, "gallery.md"), `${lines.join("\n")}`);
