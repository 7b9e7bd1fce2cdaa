import { beforeAll, describe, expect, test } from "bun:test";
import { GOLDEN_TEST_TIMEOUT_MS, readJsonl } from "../support/golden.ts";
import { callTool, payloadOf, ready } from "../support/tools.ts";

interface Retro {
  target: string;
  target_sa_score: number;
  disconnections: Array<{ fragments: [string, string]; fragment_sa_scores: [number, number]; max_fragment_sa: number; bond: [number, number]; brics_labels: [string, string] }>;
  total_brics_bonds: number;
  note: string;
}

interface BricsGolden {
  id: string;
  set: string;
  smiles: string;
  bonds: Array<[[number, number], [string, string]]>;
  frags: Array<[string, string]>;
}

beforeAll(ready);

const key = (bond: [number, number], labels: [string, string]) => `${bond.join("-")}:${labels.join("-")}`;

describe("retrosynthesis", () => {
  test("BRICS bonds and labels equal Python's FindBRICSBonds (single-component golden molecules, known differences excepted)", async () => {
    const knownIds = new Set(readJsonl<{ set: string; id: string }>("brics-known-differences.jsonl").map((k) => `${k.set}:${k.id}`));
    const golden = readJsonl<BricsGolden>("brics.jsonl").filter((g) => Array.isArray(g.bonds) && !knownIds.has(`${g.set}:${g.id}`) && !g.smiles.includes("."));
    let compared = 0;
    for (const row of golden.filter((_, i) => i % 5 === 0)) {
      const outcome = await callTool("retrosynthesis", { smiles: row.smiles });
      if (outcome.kind === "domain-error" && outcome.error.code === "MOLECULE_TOO_LARGE") continue;
      if (outcome.kind !== "success") throw new Error(`${row.smiles}: ${outcome.kind}`);
      const ours = outcome.payload as unknown as Retro;
      const expected = row.bonds.map(([bond, labels]) => key(bond, labels)).sort();
      expect({ smiles: row.smiles, bonds: ours.disconnections.map((d) => key(d.bond, d.brics_labels)).sort() }).toEqual({ smiles: row.smiles, bonds: expected });
      const fragmentsByBond = new Map(row.bonds.map(([bond, labels], i) => [key(bond, labels), row.frags[i]]));
      for (const d of ours.disconnections) expect(d.fragments).toEqual(fragmentsByBond.get(key(d.bond, d.brics_labels)) as [string, string]);
      expect(ours.total_brics_bonds).toBe(expected.length);
      compared++;
    }
    expect(compared).toBeGreaterThan(900);
  }, GOLDEN_TEST_TIMEOUT_MS);

  test("phenacetin: sorted by the harder fragment, consistent scores", async () => {
    const ours = await payloadOf<Retro>("retrosynthesis", { smiles: "CC(=O)Nc1ccc(OCC)cc1" });
    expect(ours.target).toBe("CCOc1ccc(NC(C)=O)cc1");
    // Amide N–C(=O) (BRICS 1/5 … 5/16 family) and the aryl ether O (3/16) are disconnections a chemist expects.
    expect(ours.disconnections.map((d) => d.fragments.slice().sort().join(" + "))).toContain("CC(N)=O + CCOc1ccccc1");
    expect(ours.disconnections.map((d) => d.fragments.slice().sort().join(" + "))).toContain("CC(=O)Nc1ccccc1 + CCO");
    for (const d of ours.disconnections) expect(d.max_fragment_sa).toBe(Math.max(...d.fragment_sa_scores));
    const order = ours.disconnections.map((d) => d.max_fragment_sa);
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(ours.total_brics_bonds).toBe(ours.disconnections.length);
  });

  test("no BRICS bond: an empty list", async () => {
    expect(await payloadOf<Retro>("retrosynthesis", { smiles: "c1ccccc1" })).toMatchObject({ disconnections: [], total_brics_bonds: 0 });
  });

  test("errors: salts, too large, bad SMILES", async () => {
    const salt = await callTool("retrosynthesis", { smiles: "CC(=O)[O-].[Na+]" });
    expect(salt.kind === "domain-error" && salt.error.code).toBe("DISCONNECTED_MOLECULE");
    const large = await callTool("retrosynthesis", { smiles: "C(C)".repeat(251) });
    expect(large.kind === "domain-error" && large.error.code).toBe("MOLECULE_TOO_LARGE");
    const bad = await callTool("retrosynthesis", { smiles: "C1CC" });
    expect(bad.kind === "domain-error" && bad.error.code).toBe("INVALID_SMILES");
  });
});
