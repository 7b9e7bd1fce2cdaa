import { beforeAll, describe, expect, test } from "bun:test";
import { appendFileSync } from "node:fs";
import { knownDifferences } from "../../harness/agreement.ts";
import { GOLDEN_TEST_TIMEOUT_MS, readJsonl, type CoreMolecule } from "../../harness/golden.ts";
import { callTool, payloadOf, ready } from "../../harness/tools.ts";

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

/** The same row Agreement writes, for validation/reports/tools-report.md (lab/validate/report-tools.ts sets the variable). */
function logForReport(compared: number, disagreements: Map<string, string>): void {
  const file = process.env.CHEMATIC_AGREEMENT_LOG;
  if (!file) return;
  const reasons = knownDifferences("canonical_smiles");
  const rows = [...disagreements].map(([key, detail]) => ({ key, detail, reason: reasons[key] ?? "UNLISTED" }));
  appendFileSync(
    file,
    `${JSON.stringify({ field: "moljson_to_smiles", compared, minRate: 0.99, disagreements: rows })}\n`,
  );
}

/** MolJSON written straight from the Python RDKit golden graph, not from our own converter. */
function goldenDocument(molecule: CoreMolecule): string {
  const graph = molecule.moljson!;
  return JSON.stringify({
    atoms: graph.atoms.map(([element, charge, isotope, hydrogens, aromatic], i) => ({
      id: `a${i + 1}`,
      element,
      charge,
      isotope,
      hydrogens,
      aromatic,
    })),
    bonds: graph.bonds.map(([source, target, order, aromatic], i) => ({
      id: `b${i + 1}`,
      source_id: `a${source + 1}`,
      target_id: `a${target + 1}`,
      order,
      aromatic,
    })),
  });
}

async function errorOf(json: string): Promise<{ code: string; message: string }> {
  const outcome = await callTool("moljson_to_smiles", { json });
  if (outcome.kind !== "domain-error") throw new Error(`expected a domain error, got ${outcome.kind}`);
  return { code: outcome.error.code, message: outcome.error.message };
}

describe("moljson_to_smiles", () => {
  test(
    "Python RDKit's atom/bond graph of each golden molecule gives Python RDKit's canonical SMILES (stereo aside)",
    async () => {
      // MolJSON carries no stereo yet, so the expected value is Python's canonical SMILES of the molecule with its stereo
      // removed (`canonical_no_stereo`, Chem.RemoveStereochemistry then MolToSmiles, in validation/generators/make_golden_core.py).
      // The output is written by the same embedded SMILES writer as canonical_smiles, so the writer differences listed
      // for canonical_smiles (2026.09 vs 2022.09) are the only ones allowed here, and each must still show up, as its kind says.
      const listed = writerDifferences();
      const molecules = readJsonl<GoldenMolecule>("core-molecules.jsonl").filter((m) => m.valid);
      const unexplained: string[] = [];
      const disagreements = new Map<string, string>();
      for (const molecule of molecules) {
        const expected = molecule.canonical_no_stereo!;
        const ours = (
          await payloadOf<{ canonical_smiles: string }>("moljson_to_smiles", { json: goldenDocument(molecule) })
        ).canonical_smiles;
        if (ours === expected) continue;
        disagreements.set(molecule.smiles, `${ours} vs ${expected}`);
        const kind = listed.get(molecule.smiles);
        if (kind === undefined || !KIND_CHECKS[kind]!(ours, expected))
          unexplained.push(`${molecule.smiles}: ${ours} vs ${expected} (${kind ?? "unlisted"})`);
      }
      logForReport(molecules.length, disagreements);
      const stale = [...listed.keys()].filter((smiles) => !disagreements.has(smiles));
      expect({ unexplained, stale }).toEqual({ unexplained: [], stale: [] });
      // 2,042 golden molecules, one of which Python RDKit rejects; 10 listed organometallic writer differences.
      expect({ compared: molecules.length, disagreements: disagreements.size }).toEqual({
        compared: 2041,
        disagreements: 10,
      });
    },
    GOLDEN_TEST_TIMEOUT_MS,
  );

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
    expect((await errorOf(JSON.stringify({ atoms: [atom("H", "C")], bonds: [] }))).message).toContain("reserved");
    expect((await errorOf(JSON.stringify({ atoms: [atom("a1", "C"), atom("a1", "C")], bonds: [] }))).message).toContain(
      '"a1" is used twice',
    );
    const dangling = { atoms: [atom("a1", "C")], bonds: [{ id: "b1", source_id: "a1", target_id: "a9", order: 1 }] };
    expect((await errorOf(JSON.stringify(dangling))).message).toContain("bond b1");
    const badOrder = {
      atoms: [atom("a1", "C"), atom("a2", "C")],
      bonds: [{ id: "b7", source_id: "a1", target_id: "a2", order: 5 }],
    };
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

  test("a dummy atom is accepted, as the other tools accept it", async () => {
    const json = JSON.stringify({
      atoms: [
        { id: "a1", element: "*", hydrogens: 0 },
        { id: "a2", element: "C" },
      ],
      bonds: [{ id: "b1", source_id: "a1", target_id: "a2", order: 1 }],
    });
    expect(await payloadOf("moljson_to_smiles", { json })).toEqual({ canonical_smiles: "*C" });
  });
});

/** A row of validation/golden/moljson-stereo.jsonl (validation/generators/make_golden_moljson.py, Python RDKit 2022.09). */
interface StereoGolden {
  set: string;
  smiles: string;
  error?: string;
  canonical?: string;
}

async function roundTrip(smiles: string): Promise<{ back: string; canonical: string }> {
  const doc = await payloadOf("smiles_to_moljson", { smiles });
  const back = (await payloadOf<{ canonical_smiles: string }>("moljson_to_smiles", { json: JSON.stringify(doc) }))
    .canonical_smiles;
  const canonical = (await payloadOf<{ canonical: string }>("canonical_smiles", { smiles })).canonical;
  return { back, canonical };
}

/** Two MolJSON documents by hand: bromochlorofluoromethane (one centre) and 2-butene (one double bond). */
const cfclbr = (tag: string, neighbors: string[], cip: string | null = null) =>
  JSON.stringify({
    atoms: [
      { id: "a1", element: "F", hydrogens: 0 },
      { id: "a2", element: "C", hydrogens: 1, chirality: { tag, neighbors }, cip },
      { id: "a3", element: "Cl", hydrogens: 0 },
      { id: "a4", element: "Br", hydrogens: 0 },
    ],
    bonds: [
      { id: "b1", source_id: "a1", target_id: "a2", order: 1 },
      { id: "b2", source_id: "a2", target_id: "a3", order: 1 },
      { id: "b3", source_id: "a2", target_id: "a4", order: 1 },
    ],
  });
const butene = (relation: string, atoms: string[], cip: string | null = null, order = 2) =>
  JSON.stringify({
    atoms: ["a1", "a2", "a3", "a4"].map((id) => ({ id, element: "C" })),
    bonds: [
      { id: "b1", source_id: "a1", target_id: "a2", order: 1 },
      { id: "b2", source_id: "a2", target_id: "a3", order, stereo: { relation, atoms }, cip },
      { id: "b3", source_id: "a3", target_id: "a4", order: 1 },
    ],
  });

describe("moljson_to_smiles is lossless (issue 14)", () => {
  test(
    "the issue's molecules and the hand-made tricky set come back as canonical_smiles gives them, stereo included",
    async () => {
      const rows = readJsonl<StereoGolden>("moljson-stereo.jsonl").filter((row) => row.set === "tricky");
      const differ: string[] = [];
      const notPython: string[] = [];
      for (const row of rows) {
        const { back, canonical } = await roundTrip(row.smiles);
        if (back !== canonical) differ.push(`${row.smiles}: ${back} vs ${canonical}`);
        // Python RDKit 2022.09 writes the same canonical SMILES except around metals (the listed Organometallic kind
        // of canonical_smiles: 2026.09 brackets the atoms bonded to a metal).
        if (back !== row.canonical && !KIND_CHECKS.Organometallic!(back, row.canonical!))
          notPython.push(`${row.smiles}: ${back} vs Python ${row.canonical}`);
      }
      expect({ differ, notPython }).toEqual({ differ: [], notPython: [] });
      expect(rows.length).toBe(90); // every line of validation/moljson/tricky.smi
    },
    GOLDEN_TEST_TIMEOUT_MS,
  );

  test(
    "the PubChem stereo examples round-trip (every 4th of the golden rows, for time; the whole set is lab/validate/moljson-roundtrip.ts)",
    async () => {
      const rows = readJsonl<StereoGolden>("moljson-stereo.jsonl").filter(
        (row) => row.set === "pubchem_nibr" && !row.error,
      );
      const differ: string[] = [];
      let compared = 0;
      for (const [i, row] of rows.entries()) {
        if (i % 4 !== 0) continue;
        const canonical = await callTool("canonical_smiles", { smiles: row.smiles });
        if (canonical.kind !== "success") continue; // over a limit of the tools (e.g. size), so not in scope
        compared++;
        const { back } = await roundTrip(row.smiles);
        const expected = (canonical.payload as { canonical: string }).canonical;
        if (back !== expected) differ.push(`${row.smiles}: ${back} vs ${expected}`);
      }
      expect(differ).toEqual([]);
      expect(compared).toBeGreaterThan(150);
    },
    GOLDEN_TEST_TIMEOUT_MS,
  );

  test("chirality is read relative to the listed neighbours, whichever order they are listed in", async () => {
    // F[C@H](Cl)Br: from F, (H, Cl, Br) anticlockwise. The same centre, listed four ways (even permutations keep
    // the tag, odd ones flip it): all give the one SMILES, and swapping the tag gives the mirror image.
    const same = [
      cfclbr("@", ["a1", "H", "a3", "a4"]),
      cfclbr("@", ["a1", "a3", "a4", "H"]),
      cfclbr("@@", ["a1", "a3", "H", "a4"]),
      cfclbr("@", ["H", "a4", "a3", "a1"]),
    ];
    for (const json of same)
      expect(await payloadOf("moljson_to_smiles", { json })).toEqual({ canonical_smiles: "F[C@H](Cl)Br" });
    expect(await payloadOf("moljson_to_smiles", { json: cfclbr("@@", ["a1", "H", "a3", "a4"]) })).toEqual({
      canonical_smiles: "F[C@@H](Cl)Br",
    });
  });

  test("an explicit hydrogen atom can be a chirality neighbour; the CIP check still finds the right atom", async () => {
    // F[C@]([H])(Cl)Br is F[C@H](Cl)Br (R, see below) with its H as a graph atom (a1), which RDKit removes on reading.
    const withH = (cip: string) =>
      JSON.stringify({
        atoms: [
          { id: "a1", element: "H", hydrogens: 0 },
          { id: "a2", element: "C", hydrogens: 0, chirality: { tag: "@", neighbors: ["a3", "a1", "a4", "a5"] }, cip },
          { id: "a3", element: "F", hydrogens: 0 },
          { id: "a4", element: "Cl", hydrogens: 0 },
          { id: "a5", element: "Br", hydrogens: 0 },
        ],
        bonds: ["a1", "a3", "a4", "a5"].map((id, i) => ({ id: `b${i + 1}`, source_id: "a2", target_id: id, order: 1 })),
      });
    expect(await payloadOf("moljson_to_smiles", { json: withH("R") })).toEqual({ canonical_smiles: "F[C@H](Cl)Br" });
    expect((await errorOf(withH("S"))).message).toContain("atom a2");
  });

  test("cis/trans is read relative to the reference atoms", async () => {
    expect(await payloadOf("moljson_to_smiles", { json: butene("trans", ["a1", "a4"]) })).toEqual({
      canonical_smiles: "C/C=C/C",
    });
    expect(await payloadOf("moljson_to_smiles", { json: butene("cis", ["a1", "a4"]) })).toEqual({
      canonical_smiles: "C/C=C\\C",
    });
  });

  test("a dative bond keeps its direction; benzyne with Kekulé orders stays benzyne", async () => {
    // Ammonia donates to copper(II): N is the source. RDKit counts a dative bond in the acceptor's valence, so the
    // reverse direction (N accepting, four bonds on a neutral N) is refused: direction matters and is kept.
    const ammine = (source: string, target: string) =>
      JSON.stringify({
        atoms: [
          { id: "a1", element: "N", hydrogens: 3 },
          { id: "a2", element: "Cu", charge: 2, hydrogens: 0 },
        ],
        bonds: [{ id: "b1", source_id: source, target_id: target, order: 1, dative: true }],
      });
    expect(await payloadOf("moljson_to_smiles", { json: ammine("a1", "a2") })).toEqual({
      canonical_smiles: "[NH3]->[Cu+2]",
    });
    expect((await errorOf(ammine("a2", "a1"))).code).toBe("INVALID_MOLJSON");
    const { back } = await roundTrip("C1=CC#CC=C1");
    // Four CH, two C in the triple bond, no radical: RDKit's aromatic benzyne, not [c]1[c]cccc1.
    expect(back).toBe("c1ccccc#1");
  });

  test("contradictions and malformed stereo are INVALID_MOLJSON naming the atom or bond", async () => {
    // CIP labels are read-only: a label that disagrees with the tag is refused, saying how to invert. F[C@H](Cl)Br is R:
    // from F, (H, Cl, Br) turn anticlockwise, so with H away Br → Cl → F (priority order) turns clockwise.
    expect(await payloadOf("moljson_to_smiles", { json: cfclbr("@", ["a1", "H", "a3", "a4"], "R") })).toEqual({
      canonical_smiles: "F[C@H](Cl)Br",
    });
    const wrongCip = await errorOf(cfclbr("@", ["a1", "H", "a3", "a4"], "S"));
    expect(wrongCip.code).toBe("INVALID_MOLJSON");
    expect(wrongCip.message).toContain("atom a2");
    expect(wrongCip.message).toContain("swap its chirality tag");
    expect((await errorOf(cfclbr("@", ["a1", "a3", "a4"]))).message).toContain("atom a2");
    expect((await errorOf(cfclbr("@", ["a1", "H", "a3", "a9"]))).message).toContain('"a9" is not bonded');
    expect((await errorOf(cfclbr("@", ["a1", "H", "a3", "a3"]))).message).toContain("atom a2");
    expect((await errorOf(cfclbr("@x", ["a1", "H", "a3", "a4"]))).message).toContain("atom a2");
    // trans-2-butene is E (each methyl outranks H): saying Z contradicts it.
    expect(await payloadOf("moljson_to_smiles", { json: butene("trans", ["a1", "a4"], "E") })).toEqual({
      canonical_smiles: "C/C=C/C",
    });
    expect((await errorOf(butene("trans", ["a1", "a4"], "Z"))).message).toContain("bond b2");
    expect((await errorOf(butene("trans", ["a1", "a3"]))).message).toContain("bond b2");
    expect((await errorOf(butene("trans", ["a4", "a1"]))).message).toContain("bond b2");
    expect((await errorOf(butene("trans", ["a1", "a4"], null, 1))).message).toContain("only a double bond");
    const dativeDouble = JSON.stringify({
      atoms: [
        { id: "a1", element: "N" },
        { id: "a2", element: "B" },
      ],
      bonds: [{ id: "b4", source_id: "a1", target_id: "a2", order: 2, dative: true }],
    });
    expect((await errorOf(dativeDouble)).message).toContain("bond b4");
  });
});
