import { beforeAll, describe, expect, test } from "bun:test";
import { Agreement } from "../support/agreement.ts";
import { GOLDEN_TEST_TIMEOUT_MS, readJsonl, type CoreMolecule } from "../support/golden.ts";
import { callTool, payloadOf, ready } from "../support/tools.ts";

beforeAll(ready);

/** MolJSON written straight from the Python RDKit golden graph, not from our own converter. */
function goldenDocument(molecule: CoreMolecule): string {
  const graph = molecule.moljson!;
  return JSON.stringify({
    atoms: graph.atoms.map(([element, charge, isotope, hydrogens, aromatic], i) => ({ id: `a${i + 1}`, element, charge, isotope, hydrogens, aromatic })),
    bonds: graph.bonds.map(([source, target, order, aromatic], i) => ({ id: `b${i + 1}`, source_id: `a${source + 1}`, target_id: `a${target + 1}`, order, aromatic })),
  });
}

async function errorOf(json: string): Promise<{ code: string; message: string }> {
  const outcome = await callTool("moljson_to_smiles", { json });
  if (outcome.kind !== "domain-error") throw new Error(`expected a domain error, got ${outcome.kind}`);
  return { code: outcome.error.code, message: outcome.error.message };
}

describe("moljson_to_smiles", () => {
  test("Python RDKit's atom/bond graph of each golden molecule comes back as the same molecule (stereo aside)", async () => {
    // MolJSON carries no stereo, so compare with the canonical SMILES of the input without stereo marks.
    const agreement = new Agreement("moljson_to_smiles");
    for (const molecule of readJsonl<CoreMolecule>("core-molecules.jsonl").filter((m) => m.valid)) {
      const flat = await payloadOf<{ canonical: string }>("canonical_smiles", { smiles: molecule.smiles.replace(/[/\\]/g, "").replace(/@+/g, "") });
      const ours = await payloadOf<{ canonical_smiles: string }>("moljson_to_smiles", { json: goldenDocument(molecule) });
      agreement.check(molecule.smiles, ours.canonical_smiles === flat.canonical, `${ours.canonical_smiles} vs ${flat.canonical}`);
    }
    agreement.expectOnlyKnown(0.99);
  }, GOLDEN_TEST_TIMEOUT_MS);

  test("optional fields default sensibly: a bare C gets its hydrogens", async () => {
    const json = JSON.stringify({
      atoms: [
        { id: "a1", element: "C" },
        { id: "a2", element: "O" },
      ],
      bonds: [{ id: "b1", source_id: "a1", target_id: "a2", order: 1 }],
    });
    expect(await payloadOf("moljson_to_smiles", { json })).toEqual({ canonical_smiles: "CO" });
  });

  test("structural problems are INVALID_MOLJSON naming the atom or bond", async () => {
    const atom = (id: string, element: string) => ({ id, element });
    expect(await errorOf("{not json")).toMatchObject({ code: "INVALID_MOLJSON" });
    expect((await errorOf(JSON.stringify({ atoms: [] }))).message).toContain("empty");
    expect((await errorOf(JSON.stringify({ atoms: [atom("a1", "Xx")], bonds: [] }))).message).toContain("atom a1");
    expect((await errorOf(JSON.stringify({ atoms: [atom("a1", "C"), atom("a1", "C")], bonds: [] }))).message).toContain('"a1" is used twice');
    const dangling = { atoms: [atom("a1", "C")], bonds: [{ id: "b1", source_id: "a1", target_id: "a9", order: 1 }] };
    expect((await errorOf(JSON.stringify(dangling))).message).toContain("bond b1");
    const badOrder = { atoms: [atom("a1", "C"), atom("a2", "C")], bonds: [{ id: "b7", source_id: "a1", target_id: "a2", order: 5 }] };
    expect((await errorOf(JSON.stringify(badOrder))).message).toContain("bond b7");
    const selfBond = { atoms: [atom("a1", "C")], bonds: [{ id: "b1", source_id: "a1", target_id: "a1", order: 1 }] };
    expect((await errorOf(JSON.stringify(selfBond))).message).toContain("itself");
    const pentavalent = { atoms: [{ id: "a1", element: "C", hydrogens: 5 }], bonds: [] };
    const valence = await errorOf(JSON.stringify(pentavalent));
    expect(valence.code).toBe("INVALID_MOLJSON");
    expect(valence.message).toContain("valence");
  });

  test("bad arguments", async () => {
    expect((await callTool("moljson_to_smiles", { json: {} })).kind).toBe("invalid-arguments");
  });
});
