import { beforeAll, describe, expect, test } from "bun:test";
import { Agreement } from "../../harness/agreement.ts";
import { GOLDEN_TEST_TIMEOUT_MS, readJsonl } from "../../harness/golden.ts";
import { callTool, payloadOf, ready } from "../../harness/tools.ts";

interface Mcs {
  mcs: string | null;
  smarts: string;
  atom_count: number;
  bond_count: number;
  timed_out: boolean;
}

beforeAll(ready);

describe("find_mcs", () => {
  test(
    "equals Python RDKit's rdFMCS.FindMCS(timeout=5) on all 10 golden sets",
    async () => {
      const agreement = new Agreement("find_mcs");
      const rows = readJsonl<Mcs & { smiles_list: string[] }>("core-mcs.jsonl");
      expect(rows.length).toBe(10);
      for (const row of rows) {
        const ours = await payloadOf<Mcs>("find_mcs", { smiles_list: row.smiles_list });
        const golden: Mcs = {
          mcs: row.mcs,
          smarts: row.smarts,
          atom_count: row.atom_count,
          bond_count: row.bond_count,
          timed_out: row.timed_out,
        };
        agreement.check(
          row.smiles_list.join(" "),
          JSON.stringify(ours) === JSON.stringify(golden),
          `${JSON.stringify(ours)} vs ${JSON.stringify(golden)}`,
        );
      }
      agreement.expectOnlyKnown(1);
      expect(agreement.compared).toBe(10);
    },
    GOLDEN_TEST_TIMEOUT_MS,
  );

  test("nothing in common gives mcs null", async () => {
    expect(await payloadOf<Mcs>("find_mcs", { smiles_list: ["C", "O"] })).toMatchObject({
      mcs: null,
      atom_count: 0,
      bond_count: 0,
    });
  });

  test("the atom limit: 200 atoms per molecule are served, 201 are MOLECULE_TOO_LARGE", async () => {
    // Branched alkanes, one connected molecule each: 100 CH(CH3) units = 200 carbons; one more CH3 = 201.
    const atLimit = "C(C)".repeat(100);
    // Ethane is a substructure of the alkane: the MCS is its C–C bond.
    expect(await payloadOf<Mcs>("find_mcs", { smiles_list: [atLimit, "CC"] })).toMatchObject({
      mcs: "CC",
      atom_count: 2,
      bond_count: 1,
      timed_out: false,
    });
    const over = await callTool("find_mcs", { smiles_list: ["CC", `${atLimit}C`] });
    expect(over.kind === "domain-error" && [over.error.code, over.error.details.argument]).toEqual([
      "MOLECULE_TOO_LARGE",
      "smiles_list[1]",
    ]);
  });

  test("limits and errors", async () => {
    const large = await callTool("find_mcs", { smiles_list: [Array(201).fill("C").join("."), "CC"] });
    expect(large.kind === "domain-error" && large.error.code).toBe("MOLECULE_TOO_LARGE");
    const bad = await callTool("find_mcs", { smiles_list: ["CC", "C1CC"] });
    expect(bad.kind === "domain-error" && bad.error.details.argument).toBe("smiles_list[1]");
    expect((await callTool("find_mcs", { smiles_list: ["CC"] })).kind).toBe("invalid-arguments");
    expect((await callTool("find_mcs", { smiles_list: Array(21).fill("CC") })).kind).toBe("invalid-arguments");
  });
});

test("find_mcs: the 100,000-byte limit applies to each list item", async () => {
  await ready();
  const outcome = await callTool("find_mcs", { smiles_list: ["CC", "é".repeat(50_001)] });
  expect(outcome.kind === "invalid-arguments" && outcome.message).toContain("smiles_list[1]");
});
