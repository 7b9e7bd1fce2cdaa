/**
 * The tools' `examples` (src/tools/*.ts) carry expected values copied from Python RDKit's answers, which
 * validation/generators/tool-examples.py writes to validation/golden/tool-examples.json. This test ties the two together, so an
 * example edited by hand, or a golden file regenerated with other values, cannot drift from the other unnoticed.
 * A tool the golden file does not cover must say in each example where its values come from (`source`; issue 32,
 * item 3), so no example's values can be our own output copied in.
 */
import { describe, expect, test } from "bun:test";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { tools } from "../../src/tools/registry.ts";

const GOLDEN = JSON.parse(
  readFileSync(join(import.meta.dir, "../../validation/golden/tool-examples.json"), "utf8"),
) as Record<string, unknown>;

type Expect = Record<string, unknown>;
const firstExpect = (name: string): Expect => {
  const tool = tools.find((t) => t.name === name) as { examples?: readonly { expect: Expect }[] } | undefined;
  if (!tool?.examples?.[0]) throw new Error(`no tool ${name} with an example`);
  return tool.examples[0].expect;
};
const allExpects = (name: string): Expect[] =>
  ((tools.find((t) => t.name === name) as { examples?: readonly { expect: Expect }[] }).examples ?? []).map(
    (e) => e.expect,
  );

/** Python's unrounded value, rounded by tools.md's rule (half away from zero) to the decimals the example shows. */
function asShown(python: unknown, shown: unknown): unknown {
  if (typeof python !== "number" || typeof shown !== "number" || Number.isInteger(python)) return python;
  const decimals = (String(shown).split(".")[1] ?? "").length;
  const scale = 10 ** decimals;
  return (Math.sign(python) * Math.round(Math.abs(python) * scale)) / scale;
}

/** The golden fields the example also states, each as the example shows it. */
function sharedFields(golden: Record<string, unknown>, expected: Expect): { golden: Expect; example: Expect } {
  const keys = Object.keys(golden).filter((key) => key in expected);
  return {
    golden: Object.fromEntries(keys.map((key) => [key, asShown(golden[key], expected[key])])),
    example: Object.fromEntries(keys.map((key) => [key, expected[key]])),
  };
}

/** How each golden entry is read against its tool's example (every entry of the golden file must be listed here). */
const CHECKS: Record<string, (golden: unknown) => void> = {
  // Library tools: Python gives list positions (0-based); the examples name rows (1-based, "row N" ids).
  similarity_search: (golden) => {
    const sims = (golden as { similarities: number[] }).similarities;
    const ranked = sims
      .map((similarity, i) => ({ row: i + 1, similarity }))
      .sort((a, b) => b.similarity - a.similarity);
    const [result] = firstExpect("similarity_search").results as Array<{
      neighbours: Array<{ row: number; similarity: number }>;
    }>;
    expect(result!.neighbours.map((n) => ({ row: n.row, similarity: n.similarity }))).toEqual(
      ranked.slice(0, result!.neighbours.length),
    );
  },
  cluster_molecules: (golden) => {
    const clusters = (golden as { clusters: number[][] }).clusters;
    expect(firstExpect("cluster_molecules").clusters).toEqual(
      clusters.map((members, i) => ({
        rdkit_index: i,
        size: members.length,
        members: members.map((m) => `row ${m + 1}`),
      })),
    );
  },
  diversity_pick: (golden) => {
    const picks = (golden as { picks: number[] }).picks;
    expect((firstExpect("diversity_pick").picks as Array<{ row: number }>).map((p) => p.row)).toEqual(
      picks.map((i) => i + 1),
    );
  },
  pains_check: (alerts) => expect(firstExpect("pains_check").alerts).toEqual(alerts),
  brenk_check: (alerts) => expect(firstExpect("brenk_check").alerts).toEqual(alerts),
  retrosynthesis: (golden) =>
    expect(firstExpect("retrosynthesis").total_brics_bonds).toBe(
      (golden as { brics_bonds: unknown[] }).brics_bonds.length,
    ),
  moljson_to_smiles: (golden) =>
    expect(firstExpect("moljson_to_smiles").canonical_smiles).toBe((golden as { smiles: string }).smiles),
  depict: (golden) => {
    const { atoms, matches, bonds } = golden as { atoms: number; matches: number[][]; bonds: number[] };
    const summary = String(firstExpect("depict").summary);
    expect(summary).toContain(`(${atoms} atoms)`);
    expect(summary).toContain(`highlighted atoms [${matches.flat().join(",")}], bonds [${bonds.join(",")}]`);
  },
  repair_smiles: (golden) => {
    const { broken_parses, canonical } = golden as { broken_parses: boolean; canonical: string };
    const example = firstExpect("repair_smiles") as { valid: boolean; candidates: Array<{ canonical: string }> };
    expect([example.valid, example.candidates[0]?.canonical]).toEqual([broken_parses, canonical]);
  },
  smiles_to_moljson: (golden) => {
    const { atom_cip, bond_cip } = golden as { atom_cip: (string | null)[]; bond_cip: (string | null)[] };
    const stated = (kind: "atoms" | "bonds") =>
      allExpects("smiles_to_moljson")
        .flatMap((e) => (e[kind] as Expect[] | undefined) ?? [])
        .filter((item) => "cip" in item)
        .map((item) => [Number(String(item.id).slice(1)) - 1, item.cip] as const);
    const atoms = stated("atoms");
    const bonds = stated("bonds");
    expect(atoms.length + bonds.length).toBeGreaterThan(0);
    for (const [index, cip] of atoms)
      expect({ atom: index, cip }).toEqual({ atom: index, cip: atom_cip[index] ?? null });
    for (const [index, cip] of bonds)
      expect({ bond: index, cip }).toEqual({ bond: index, cip: bond_cip[index] ?? null });
  },
  // Python lists every raw product set; the example (no duplicates) states each once and raw_count as their number.
  react: (golden) => {
    const sets = golden as { products: string[]; reactant_atoms: number[][] }[];
    const example = firstExpect("react") as {
      product_sets: { products: string[]; reactant_atoms: number[][] }[];
      raw_count: number;
    };
    expect(example.raw_count).toBe(sets.length);
    expect(example.product_sets.map(({ products, reactant_atoms }) => ({ products, reactant_atoms }))).toEqual(sets);
  },
  predict_products: (golden) => {
    const sets = golden as { products: string[]; reactant_atoms: number[][] }[];
    const example = firstExpect("predict_products") as {
      predictions: { product_sets: { products: string[]; reactant_atoms: number[][]; matches: number }[] }[];
    };
    const stated = example.predictions.flatMap((p) => p.product_sets);
    expect(stated.reduce((sum, s) => sum + s.matches, 0)).toBe(sets.length);
    expect(stated.map(({ products, reactant_atoms }) => ({ products, reactant_atoms }))).toEqual(sets);
  },
};

/** The tools whose examples neither the golden file checks nor a `source` explains, in words. */
function unsourced(
  registered: readonly { name: string; examples?: readonly { source?: string }[] }[],
  golden: Record<string, unknown>,
): string[] {
  return registered.flatMap((tool) => {
    if (tool.name in golden) return [];
    const examples = tool.examples ?? [];
    if (examples.length === 0) return [`${tool.name} has no example`];
    return examples.flatMap((example, i) =>
      (example.source ?? "").trim().length > 0
        ? []
        : [`${tool.name}'s example ${i + 1} is not in tool-examples.json and has no source`],
    );
  });
}

describe("every example's values have a source", () => {
  test("each tool is checked against validation/golden/tool-examples.json, or each of its examples names its source", () => {
    expect(unsourced(tools, GOLDEN)).toEqual([]);
  });

  test("negative control: a tool outside the golden file without a source, and one without examples, are named", () => {
    const planted = [
      { name: "new_tool", examples: [{ source: "PubChem CID 2244" }, {}] },
      { name: "bare_tool" },
      { name: "sa_score", examples: [{}] },
    ];
    expect(unsourced(planted, GOLDEN)).toEqual([
      "new_tool's example 2 is not in tool-examples.json and has no source",
      "bare_tool has no example",
    ]);
  });
});

describe("tool examples agree with Python RDKit's answers (validation/golden/tool-examples.json)", () => {
  for (const [name, golden] of Object.entries(GOLDEN)) {
    test(name, () => {
      const check = CHECKS[name];
      if (check) return check(golden);
      const { golden: python, example } = sharedFields(golden as Record<string, unknown>, firstExpect(name));
      expect(Object.keys(example).length).toBeGreaterThan(0);
      expect(example).toEqual(python);
    });
  }

  test("negative control: a drifted example value is caught (the decimals an example shows are checked against the tool's own output by examples.test.ts)", () => {
    const { golden: python, example } = sharedFields(
      { sa_score: 1.580039750008826, logp: 1.3101 },
      { sa_score: 1.59, logp: 1.31 },
    );
    expect(example).not.toEqual(python);
    expect(python).toEqual({ sa_score: 1.58, logp: 1.31 });
  });
});
