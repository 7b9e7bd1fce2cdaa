/** Builds the one-file executable once per test run (or uses CHEMATIC_BINARY when CI built it already). */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { REPO } from "./stdio-client.ts";

let built: Promise<string> | undefined;

export function builtBinary(): Promise<string> {
  const existing = process.env.CHEMATIC_BINARY;
  if (existing) return Promise.resolve(existing);
  built ??= (async () => {
    const outfile = join(mkdtempSync(join(tmpdir(), "chematic-bin-")), "chematic-mcp");
    const proc = Bun.spawn([process.execPath, join(REPO, "scripts", "build.ts"), outfile], { cwd: REPO, stdout: "pipe", stderr: "pipe" });
    if ((await proc.exited) !== 0) throw new Error(`bun build --compile failed: ${await new Response(proc.stderr).text()}`);
    return outfile;
  })();
  return built;
}

/** Example arguments that exercise each tool once (name_to_smiles needs the fake PubChem). */
export const SAMPLE_ARGUMENTS: Record<string, Record<string, unknown>> = {
  name_to_smiles: { name: "aspirin" },
  parse_smiles: { smiles: "CC(=O)Oc1ccccc1C(=O)O" },
  canonical_smiles: { smiles: "OCC" },
  calc_properties: { smiles: "CC(=O)Oc1ccccc1C(=O)O" },
  lipinski_check: { smiles: "CC(=O)Oc1ccccc1C(=O)O" },
  sa_score: { smiles: "CC(=O)Oc1ccccc1C(=O)O" },
  pains_check: { smiles: "O=C1C(=Cc2ccccc2)SC(=S)N1" },
  brenk_check: { smiles: "CC(=O)Oc1ccccc1" },
  admet_profile: { smiles: "CN1CCC[C@H]1c1cccnc1" },
  boiled_egg: { smiles: "CN1CCC[C@H]1c1cccnc1" },
  ecfp4: { smiles: "c1ccccc1O" },
  tanimoto: { smiles1: "c1ccccc1O", smiles2: "c1ccccc1N" },
  smarts_match: { smarts: "C(=O)[OH]", smiles: "CC(=O)O" },
  find_mcs: { smiles_list: ["c1ccccc1CCO", "c1ccccc1CCN"] },
  generate_3d: { smiles: "CCO", seed: 42 },
  retrosynthesis: { smiles: "CC(=O)Nc1ccc(OCC)cc1" },
  smiles_to_moljson: { smiles: "CO" },
  moljson_to_smiles: {
    json: JSON.stringify({ atoms: [{ id: "a1", element: "C" }, { id: "a2", element: "O" }], bonds: [{ id: "b1", source_id: "a1", target_id: "a2", order: 1 }] }),
  },
  representation_router: { smiles: "CCO", task: "identification" },
  molecule_context_pack: { smiles: "CC(=O)Oc1ccccc1C(=O)O" },
  depict: { smiles: "CC(=O)Oc1ccccc1C(=O)O", highlight_smarts: "C(=O)[OH]", show_atom_indices: true },
  depict_grid: { smiles_list: ["c1ccccc1CCN", "Oc1ccccc1CCN", "Clc1ccc(cc1)CCN"], align_to_mcs: true, legends: ["A", "B", "C"] },
};
