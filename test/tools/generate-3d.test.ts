import { beforeAll, describe, expect, test } from "bun:test";

// A drug-sized molecule takes ~0.1 s; a margin for a busy machine.
import { loadRDKit } from "../../src/chem/rdkit.ts";
import { runTool, type ToolOutcome } from "../../src/server/tool-runner.ts";
import { generate3dTool } from "../../src/tools/generate-3d.ts";
import type { Tool } from "../../src/tools/tool.ts";
import { canonicalSmiles, smilesFromMolblock } from "../../harness/molblock.ts";

beforeAll(async () => {
  await loadRDKit();
});

const call = (args: unknown): Promise<ToolOutcome> =>
  runTool(generate3dTool as unknown as Tool, args, new AbortController().signal);

interface Payload {
  xyz: string;
  molblock: string;
  atom_count: number;
  heavy_atoms: number;
  method: string;
  mmff94_energy: number | null;
  seed: number;
}

async function payload(args: unknown): Promise<Payload> {
  const outcome = await call(args);
  if (outcome.kind !== "success") throw new Error(JSON.stringify(outcome));
  return outcome.payload as unknown as Payload;
}

const perceived = smilesFromMolblock;
const canonical = canonicalSmiles;

describe("generate_3d", () => {
  test("a chiral drug: all atoms with H, stereo kept, MMFF94 named", async () => {
    const smiles = "CC(C)Cc1ccc(cc1)[C@@H](C)C(=O)O"; // (S)-ibuprofen
    const p = await payload({ smiles });
    expect(p.heavy_atoms).toBe(15);
    expect(p.atom_count).toBe(33);
    expect(p.method).toContain("MMFF94");
    expect(typeof p.mmff94_energy).toBe("number");
    const lines = p.xyz.trim().split("\n");
    expect(lines[0]).toBe("33");
    expect(lines[1]).toBe(smiles);
    expect(lines.slice(2, 17).map((l) => l.split(/\s+/)[0])).toEqual("CCCCCCCCCCCCCOO".split(""));
    expect(lines.slice(17).every((l) => l.startsWith("H"))).toBe(true);
    expect(perceived(p.molblock)).toBe(canonical(smiles));
  });

  test("E/Z alkenes keep their geometry", async () => {
    for (const smiles of [
      "CC/C(=C(\\c1ccccc1)c1ccc(OCCN(C)C)cc1)c1ccccc1",
      "OC(=O)/C=C\\C(=O)O",
      "OC(=O)/C=C/C(=O)O",
    ]) {
      expect(perceived((await payload({ smiles })).molblock)).toBe(canonical(smiles));
    }
  });

  test("deterministic for a seed", async () => {
    const a = await payload({ smiles: "CN1CCC[C@H]1c1cccnc1", seed: 6 });
    const b = await payload({ smiles: "CN1CCC[C@H]1c1cccnc1", seed: 6 });
    expect(b.xyz).toBe(a.xyz);
    expect(b.seed).toBe(6);
  });

  test("explicit hydrogens, first and as the E/Z reference (issue 14: was -32603): heavy atoms first, then H", async () => {
    const p = await payload({ smiles: "[H]/N=C(\\N)C", seed: 42 });
    expect(p.heavy_atoms).toBe(4);
    expect(p.atom_count).toBe(10);
    expect(
      p.xyz
        .trim()
        .split("\n")
        .slice(2)
        .map((l) => l.split(/\s+/)[0]),
    ).toEqual(["N", "C", "N", "C", "H", "H", "H", "H", "H", "H"]);
    const arginine = await payload({ smiles: "[H]/N=C(\\N)NCCC[C@H](N)C(=O)O" });
    // Read back without its hydrogens the imine loses its reference H (its geometry is tested in conformer-edge-cases); the centre stays.
    expect(perceived(arginine.molblock)).toBe(canonical("N=C(N)NCCC[C@H](N)C(=O)O"));
  });

  test("a centre made by deuterium is embedded, D listed with the hydrogens (issue 14: was INVALID_SMILES)", async () => {
    const p = await payload({ smiles: "C[C@@H]([2H])O" });
    expect(p.heavy_atoms).toBe(3);
    expect(p.molblock).toContain("M  ISO  1   4   2");
  });

  test("no geometry with sane bond lengths → EMBEDDING_FAILED saying so", async () => {
    // Ferrocene written with ten Fe–C single bonds: no geometry keeps every C–C and Fe–C bond near its length.
    const outcome = await call({ smiles: "C12C3=C4C5=C1[Fe]23456789C%10C6=C7C8=C9%10" });
    expect(outcome.kind === "domain-error" && outcome.error.code).toBe("EMBEDDING_FAILED");
    expect(outcome.kind === "domain-error" && outcome.error.message).toContain("bond");
  });

  test("bad SMILES → INVALID_SMILES", async () => {
    const outcome = await call({ smiles: "C1CC(" });
    expect(outcome.kind === "domain-error" && outcome.error.code).toBe("INVALID_SMILES");
  });

  test("over the 3D atom limit → MOLECULE_TOO_LARGE", async () => {
    const outcome = await call({ smiles: "C".repeat(300) });
    expect(outcome.kind === "domain-error" && outcome.error.code).toBe("MOLECULE_TOO_LARGE");
  });

  test("arguments outside the schema are refused", async () => {
    expect((await call({ smiles: "CCO", seed: -1 })).kind).toBe("invalid-arguments");
    expect((await call({ smiles: "CCO", seed: 1.5 })).kind).toBe("invalid-arguments");
    expect((await call({ smiles: "CCO", extra: 1 })).kind).toBe("invalid-arguments");
  });

  test("a wildcard atom gets coordinates without a force-field step", async () => {
    const p = await payload({ smiles: "*CC(=O)O" });
    expect(p.mmff94_energy).toBeNull();
    expect(p.xyz.split("\n")[2]).toMatch(/^\* /);
  });

  test("a boron compound (no MMFF94 parameters) still gets coordinates", async () => {
    const p = await payload({ smiles: "OB(O)c1ccccc1" });
    expect(p.mmff94_energy).toBeNull();
    expect(p.method).toContain("no force-field step");
    expect(p.atom_count).toBe(16);
  });
});
