/**
 * The predict_products templates on their literature examples (validation/data/reaction-examples.jsonl: reactants and
 * the major product written by hand from the cited source): each example's expected product is among the template's
 * products, and the template's product sets equal Python RDKit's for the same SMARTS and reactants
 * (validation/golden/predict-examples.jsonl, validation/generators/make_golden_predict.py).
 */
import { beforeAll, describe, expect, test } from "bun:test";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { predictProducts } from "../../../src/chem/reactions/predict.ts";
import { outlineReaction } from "../../../src/chem/reactions/reaction-text.ts";
import { checkNewAtomMaps } from "../../../src/chem/reactions/run-reaction.ts";
import { templatesJson } from "../../../src/chem/reactions/template-json.ts";
import { TEMPLATES } from "../../../src/chem/reactions/templates.ts";
import { loadRDKit, withMol } from "../../../src/chem/rdkit.ts";
import { Agreement, listedDifferences, readKnownDifferences } from "../../../harness/agreement.ts";
import { GOLDEN_TEST_TIMEOUT_MS, readJsonl } from "../../../harness/golden.ts";

interface Example {
  template: string;
  reactants: string[];
  expected: string;
  source: string;
  /** How the source was checked against a stored copy (validation/reports/reactions.md). */
  checked: "verified" | "partial" | "unverified";
  /** The page read; null when no page showing the reaction was found. */
  url: string | null;
  evidence: string;
}
interface ProductSet {
  products: string[];
  reactant_atoms: number[][];
  matches: number;
}
interface Golden {
  id: string;
  raw_count: number;
  product_sets: ProductSet[];
  expected_found: boolean;
}

const DATA = join(import.meta.dir, "..", "..", "..", "validation", "data");
const EXAMPLES: Example[] = readFileSync(join(DATA, "reaction-examples.jsonl"), "utf8")
  .split("\n")
  .filter((line) => line.trim().length > 0)
  .map((line) => JSON.parse(line) as Example);

beforeAll(loadRDKit);

const sorted = (sets: ProductSet[]) =>
  [...sets].sort((a, b) => a.products.join(" ").localeCompare(b.products.join(" ")));
/** The molecules of a product set; a product template may write several as one SMILES ("acid.alcohol"). */
const molecules = (sets: ProductSet[]) => sets.flatMap((s) => s.products.flatMap((p) => p.split(".")));

describe("reaction templates", () => {
  test("validation/data/reaction-templates.json (the Python generator's copy) is up to date", () => {
    expect(readFileSync(join(DATA, "reaction-templates.json"), "utf8")).toBe(templatesJson());
  });

  test("names are unique; every template has at least three literature examples, each with a source", () => {
    expect(new Set(TEMPLATES.map((t) => t.name)).size).toBe(TEMPLATES.length);
    for (const t of TEMPLATES) {
      const examples = EXAMPLES.filter((e) => e.template === t.name);
      expect({ template: t.name, enough: examples.length >= 3 }).toEqual({ template: t.name, enough: true });
      for (const e of examples) {
        expect(e.source.length).toBeGreaterThan(20);
        expect(e.evidence.length).toBeGreaterThan(20);
        // A verified or partial example names the page that shows its reaction; an unverified one names none.
        expect({ source: e.source, checked: e.checked, url: e.url?.startsWith("http") ?? null }).toEqual({
          source: e.source,
          checked: e.checked,
          url: e.checked === "unverified" ? null : true,
        });
        expect(["verified", "partial", "unverified"]).toContain(e.checked);
      }
      expect(t.citation.length).toBeGreaterThan(20);
      // react refuses this map-number pattern before RDKit runs; predict_products runs its own templates unchecked.
      expect(() =>
        checkNewAtomMaps(outlineReaction(t.smarts, t.name, { reactants: true, products: true })),
      ).not.toThrow();
    }
    for (const e of EXAMPLES) expect(TEMPLATES.some((t) => t.name === e.template)).toBe(true);
  });

  test(
    "each example's expected product is among its template's products, and the product sets equal Python RDKit's",
    () => {
      const golden = readJsonl<Golden>("predict-examples.jsonl");
      expect(golden.length).toBe(EXAMPLES.length);
      const known = listedDifferences(
        readKnownDifferences("predict-known-differences.jsonl"),
        (k) => `${k.id} ${k.kind}`,
      );
      const agreement = new Agreement("predict_products templates", known);
      for (const [i, example] of EXAMPLES.entries()) {
        const want = golden[i] as Golden;
        expect(want.id).toBe(`${i}:${example.template}`);
        expect({ id: want.id, python_found: want.expected_found }).toEqual({ id: want.id, python_found: true });
        const { predictions } = predictProducts(example.reactants, { filter: example.template, exactTemplate: true });
        // The example's reactants are in role order; the tool may also try them the other way round.
        const sameAs = TEMPLATES.find((t) => t.name === example.template)?.sameAs ?? {};
        const inOrder = predictions.find((p) =>
          p.reactants.filter((_, role) => !(role in sameAs)).every((r, k) => r === k),
        );
        const ours = inOrder?.product_sets ?? [];
        // Canonical SMILES of the expected product by our RDKit, not by string equality of hand-written SMILES.
        const expected = withMol(example.expected, (mol) => mol.get_smiles());
        agreement.check(
          `${want.id} expected`,
          molecules(ours).includes(expected),
          `${expected} not in ${JSON.stringify(ours.map((s) => s.products))}`,
        );
        agreement.check(
          `${want.id} python`,
          JSON.stringify(sorted(ours)) === JSON.stringify(sorted(want.product_sets)),
          `${JSON.stringify(ours)} vs ${JSON.stringify(want.product_sets)}`,
        );
      }
      agreement.expectOnlyKnown(0.99, EXAMPLES.length * 2);
    },
    GOLDEN_TEST_TIMEOUT_MS,
  );
});
