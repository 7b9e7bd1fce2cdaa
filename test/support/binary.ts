/**
 * Builds the one-file executable once per test process (or uses CHEMATIC_BINARY when CI built it already).
 *
 * A build is ~120 MB, so it goes to one fixed place in the repository's git-ignored tmp/ folder,
 * tmp/test-binary/chematic-mcp, replaced by each run, instead of a new folder in the system's temporary
 * folder per run (Bun's test runner fires no `exit` event to remove it afterwards). Each test process
 * builds under a name of its own and renames the result into place, so two processes building at once
 * never write the same file, and a running binary is replaced, not overwritten.
 */
import { mkdirSync, readdirSync, renameSync, rmSync } from "node:fs";
import { join } from "node:path";
import { REPO } from "./stdio-client.ts";

export const TEST_BINARY_DIR = join(REPO, "tmp", "test-binary");
const PARTIAL = "partial-";

let built: Promise<string> | undefined;

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** Partial builds of test processes that were killed while building. */
function removeAbandonedBuilds(): void {
  for (const name of readdirSync(TEST_BINARY_DIR)) {
    const pid = Number(name.slice(PARTIAL.length));
    if (name.startsWith(PARTIAL) && Number.isInteger(pid) && !isRunning(pid)) rmSync(join(TEST_BINARY_DIR, name), { recursive: true, force: true });
  }
}

export function builtBinary(): Promise<string> {
  const existing = process.env.CHEMATIC_BINARY;
  if (existing) return Promise.resolve(existing);
  built ??= (async () => {
    mkdirSync(TEST_BINARY_DIR, { recursive: true });
    removeAbandonedBuilds();
    // Same file name as the final one: Bun embeds it in the executable (/$bunfs/root/chematic-mcp).
    const partialDir = join(TEST_BINARY_DIR, `${PARTIAL}${process.pid}`);
    const partial = join(partialDir, "chematic-mcp");
    const outfile = join(TEST_BINARY_DIR, "chematic-mcp");
    try {
      const proc = Bun.spawn([process.execPath, join(REPO, "scripts", "build.ts"), partial], { cwd: REPO, stdout: "pipe", stderr: "pipe" });
      if ((await proc.exited) !== 0) throw new Error(`bun build --compile failed: ${await new Response(proc.stderr).text()}`);
      renameSync(partial, outfile);
    } finally {
      rmSync(partialDir, { recursive: true, force: true });
    }
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
