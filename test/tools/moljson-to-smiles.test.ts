import { beforeAll, describe, expect, test } from "bun:test";
import { appendFileSync } from "node:fs";
import { knownDifferences } from "../support/agreement.ts";
import { GOLDEN_TEST_TIMEOUT_MS, readJsonl, type CoreMolecule } from "../support/golden.ts";
import { callTool, payloadOf, ready } from "../support/tools.ts";

beforeAll(ready);

/** `canonical_no_stereo`: Python RDKit's canonical SMILES after Chem.RemoveStereochemistry (isotopes and charges kept). */
type GoldenMolecule = CoreMolecule & { canonical_no_stereo?: string };

/** Kinds of listed difference (the words before the first colon of the reason), each with the check that the difference is of that kind. */
const KIND_CHECKS: Record<string, (ours: string, python: string) => boolean> = {
  // 2026.09 writes uncharged, unlabelled atoms next to a metal in brackets with their H count ([O], [OH], [c], [CH], [Cl]);
  // 2022.09 writes them bare. Same string once such brackets are dropped, so same atoms, order and bonds.
  Organometallic: (ours, python) => ours.replace(/\[(Cl|Br|[BCNOSPFI]|[cnosp])H?\d?\]/g, "$1") === python,
};

/** The canonical_smiles known differences (core-known-differences.json) whose kind is a SMILES-writer difference, by input SMILES. */
function writerDifferences(): Map<string, string> {
  const kinds = new Map<string, string>();
  for (const [smiles, reason] of Object.entries(knownDifferences("canonical_smiles"))) {
    const kind = reason.split(":")[0]!;
    if (kind in KIND_CHECKS) kinds.set(smiles, kind);
  }
  return kinds;
}

/** The same row Agreement writes, for validation/tools-report.md (validation/report-tools.ts sets the variable). */
function logForReport(compared: number, disagreements: Map<string, string>): void {
  const file = process.env.CHEMATIC_AGREEMENT_LOG;
  if (!file) return;
  const reasons = knownDifferences("canonical_smiles");
  const rows = [...disagreements].map(([key, detail]) => ({ key, detail, reason: reasons[key] ?? "UNLISTED" }));
  appendFileSync(file, `${JSON.stringify({ field: "moljson_to_smiles", compared, minRate: 0.99, disagreements: rows })}\n`);
}

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
  test("Python RDKit's atom/bond graph of each golden molecule gives Python RDKit's canonical SMILES (stereo aside)", async () => {
    // MolJSON carries no stereo yet, so the expected value is Python's canonical SMILES of the molecule with its stereo
    // removed (`canonical_no_stereo`, Chem.RemoveStereochemistry then MolToSmiles, in validation/make_golden_core.py).
    // The output is written by the same embedded SMILES writer as canonical_smiles, so the writer differences listed
    // for canonical_smiles (2026.09 vs 2022.09) are the only ones allowed here, and each must still show up, as its kind says.
    const listed = writerDifferences();
    const molecules = readJsonl<GoldenMolecule>("core-molecules.jsonl").filter((m) => m.valid);
    const unexplained: string[] = [];
    const disagreements = new Map<string, string>();
    for (const molecule of molecules) {
      const expected = molecule.canonical_no_stereo!;
      const ours = (await payloadOf<{ canonical_smiles: string }>("moljson_to_smiles", { json: goldenDocument(molecule) })).canonical_smiles;
      if (ours === expected) continue;
      disagreements.set(molecule.smiles, `${ours} vs ${expected}`);
      const kind = listed.get(molecule.smiles);
      if (kind === undefined || !KIND_CHECKS[kind]!(ours, expected)) unexplained.push(`${molecule.smiles}: ${ours} vs ${expected} (${kind ?? "unlisted"})`);
    }
    logForReport(molecules.length, disagreements);
    const stale = [...listed.keys()].filter((smiles) => !disagreements.has(smiles));
    expect({ unexplained, stale }).toEqual({ unexplained: [], stale: [] });
    // 2,042 golden molecules, one of which Python RDKit rejects; 10 listed organometallic writer differences.
    expect({ compared: molecules.length, disagreements: disagreements.size }).toEqual({ compared: 2041, disagreements: 10 });
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
