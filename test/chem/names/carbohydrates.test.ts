/**
 * Carbohydrate names (src/chem/names/carbohydrates.ts). Expected structures are OPSIN 2.7.0's: textbook names in
 * validation/golden/names-carbohydrates.jsonl (validation/generators/make_golden_carbohydrates.py), OPSIN's own
 * test names of the class in names-opsin.jsonl. Every answer must be OPSIN's structure (precision first); the
 * counts are floors on what is read, the report has the measured numbers.
 */
import { canonicalSmiles as canonical } from "../../../harness/molblock.ts";
import { beforeAll, describe, expect, test } from "bun:test";
import { GOLDEN_TEST_TIMEOUT_MS, readJsonl } from "../../../harness/golden.ts";
import { ready } from "../../../harness/tools.ts";
import { chiralSmiles } from "../../../src/chem/names/chiral-smiles.ts";
import { Graph } from "../../../src/chem/names/graph.ts";
import { parseName } from "../../../src/chem/names/index.ts";

beforeAll(ready);

interface TextbookRow {
  name: string;
  opsin: string | null;
  refuse: boolean;
}

interface NameRow {
  set: string;
  class: string;
  name: string;
  opsin: string | null;
}

const read = (name: string): string => {
  const result = parseName(name);
  return result.ok ? result.smiles : `refused: ${result.message}`;
};

describe("carbohydrate names against OPSIN 2.7.0", () => {
  test(
    "textbook names (names-carbohydrates.jsonl): OPSIN's structure or a refusal, the listed ones refused",
    () => {
      const rows = readJsonl<TextbookRow>("names-carbohydrates.jsonl");
      const wrong: string[] = [];
      let right = 0;
      for (const row of rows) {
        const result = parseName(row.name);
        if (row.refuse) {
          if (result.ok) wrong.push(`${row.name}: must be refused, read as ${result.smiles}`);
          continue;
        }
        if (!result.ok || row.opsin === null) continue;
        if (result.smiles === canonical(row.opsin)) right++;
        else wrong.push(`${row.name}: ours ${result.smiles}, OPSIN ${row.opsin}`);
      }
      expect(wrong).toEqual([]);
      expect(right).toBeGreaterThanOrEqual(264);
    },
    GOLDEN_TEST_TIMEOUT_MS,
  );

  test(
    "OPSIN's own carbohydrate test names (names-opsin.jsonl, opsin-tests): every answer OPSIN's",
    () => {
      const rows = readJsonl<NameRow>("names-opsin.jsonl").filter(
        (row) => row.set === "opsin-tests" && row.class === "carbohydrates",
      );
      const wrong: string[] = [];
      let right = 0;
      for (const row of rows) {
        const result = parseName(row.name);
        if (!result.ok || row.opsin === null) continue;
        if (result.smiles === canonical(row.opsin)) right++;
        else wrong.push(`${row.name}: ours ${result.smiles}, OPSIN ${row.opsin}`);
      }
      expect(wrong).toEqual([]);
      expect(right).toBeGreaterThanOrEqual(199);
    },
    GOLDEN_TEST_TIMEOUT_MS,
  );
});

describe("carbohydrate stereo", () => {
  // Fischer projections (2-Carb-3): D-glyceraldehyde is (R)-2,3-dihydroxypropanal; D-glucose is
  // (2R,3S,4R,5R)-2,3,4,5,6-pentahydroxyhexanal; L-glucose is its mirror image.
  test.each([
    ["D-erythrose", "D-erythrose", "O=C[C@H](O)[C@H](O)CO"],
    ["D-glucose", "D-glucose", "O=C[C@H](O)[C@@H](O)[C@H](O)[C@H](O)CO"],
    ["L-glucose", "L-glucose", "O=C[C@@H](O)[C@H](O)[C@@H](O)[C@@H](O)CO"],
    // The pentahydroxyhexanal of the chemical-structures set with D-glucose's descriptors (2R,3S,4R,5R).
    ["D-gluco-hexose is D-glucose", "D-gluco-hexose", "O=C[C@H](O)[C@@H](O)[C@H](O)[C@H](O)CO"],
  ])("%s", (_, name, smiles) => {
    expect(read(name)).toBe(canonical(smiles));
  });

  test("alpha and beta anomers differ, and each is OPSIN's (fructose: the ketose's anomeric carbon)", () => {
    const rows = new Map(readJsonl<TextbookRow>("names-carbohydrates.jsonl").map((r) => [r.name, r.opsin]));
    for (const name of ["alpha-D-glucopyranose", "beta-D-glucopyranose", "beta-D-fructofuranose"]) {
      expect(read(name)).toBe(canonical(rows.get(name) as string));
    }
    expect(read("alpha-D-glucopyranose")).not.toBe(read("beta-D-glucopyranose"));
  });

  test("a configuration without D/L is read only when both enantiomers are one structure (meso)", () => {
    // galactaric (mucic) acid is meso; gluco-hexose is chiral and needs D or L.
    expect(read("galacto-hexaric acid")).toBe(read("D-galactaric acid"));
    expect(parseName("gluco-hexose")).toMatchObject({ ok: false, reason: "ambiguous" });
  });

  test("a stereocentre the name leaves open is refused, not answered without its configuration", () => {
    // Two groups on the deoxy carbon 2: the name does not say which takes the place of the OH.
    expect(parseName("2-bromo-2-chloro-2-deoxy-alpha-D-glucopyranose").ok).toBe(false);
    // Identical groups make no centre: 3-deoxy-3,3-dimethyl-D-ribo-hexose is read (ribo covers C2, C4, C5).
    expect(read("3-Deoxy-3,3-dimethyl-D-ribo-hexose")).toBe(canonical("CC(C)([C@H](O)[C@H](O)CO)[C@@H](O)C=O"));
  });
});

describe("carbohydrate names OPSIN 2.7.0 does not read", () => {
  test("alpha,alpha-trehalose written with its (1->1) link is OPSIN's two-word trehalose", () => {
    // The same disaccharide (2-Carb-36.2): the glycosyl's C1 on the glycoside's O1.
    const rows = new Map(readJsonl<TextbookRow>("names-carbohydrates.jsonl").map((r) => [r.name, r.opsin]));
    const trehalose = rows.get("alpha-D-glucopyranosyl alpha-D-glucopyranoside") as string;
    expect(read("alpha-D-glucopyranosyl-(1->1)-alpha-D-glucopyranoside")).toBe(canonical(trehalose));
  });

  test("unlocanted O- groups go on every free OH: OPSIN's structure of the name with the locants written", () => {
    const rows = new Map(readJsonl<TextbookRow>("names-carbohydrates.jsonl").map((r) => [r.name, r.opsin]));
    for (const [unlocanted, locanted] of [
      ["methyl tetra-O-acetyl-beta-D-glucopyranoside", "methyl 2,3,4,6-tetra-O-acetyl-beta-D-glucopyranoside"],
      ["hexa-O-acetyl-D-glucitol", "1,2,3,4,5,6-hexa-O-acetyl-D-glucitol"],
    ]) {
      expect(read(unlocanted as string)).toBe(canonical(rows.get(locanted as string) as string));
    }
    // Fewer groups than free OH: which ones is not said.
    expect(parseName("tetra-O-acetyl-beta-D-glucopyranose").ok).toBe(false);
  });

  test("a glycoside without its aglycone is refused", () => {
    expect(parseName("alpha-D-glucopyranoside").ok).toBe(false);
    expect(parseName("alpha-D-glucopyranosyl-(1->2)-alpha-D-glucopyranoside").ok).toBe(false);
  });

  test("a group the structure has no place for is refused, never dropped", () => {
    // The anomeric O carries the acetyl already; the 1,6-anhydro bridge takes the anomeric O away.
    expect(parseName("methyl 1-O-acetyl-beta-D-glucopyranoside").ok).toBe(false);
    expect(parseName("methyl 1,6-anhydro-beta-D-glucopyranoside").ok).toBe(false);
    // C5 of a pyranose holds the ring O, C1 of an open aldose no OH.
    expect(parseName("5-O-methyl-D-glucopyranose").ok).toBe(false);
    expect(parseName("D-glucose 1,6-bisphosphate").ok).toBe(false);
  });
});

describe("chiralSmiles: a centre given by its neighbours, whatever order the atoms are written in", () => {
  const atom = (element: string, h = 0) => ({ element, aromatic: false, charge: 0, isotope: 0, h, labels: [] });
  // Looking from F, Cl -> Br -> H anticlockwise is "@" in the order F, Cl, Br, H: F[C@](Cl)(Br)[H], which is
  // F[C@H](Cl)Br (the H moved to just after F is an even permutation).
  test.each([
    ["centre first", ["C", "F", "Cl", "Br"]],
    ["centre last", ["F", "Cl", "Br", "C"]],
    ["centre between", ["Br", "C", "Cl", "F"]],
  ])("%s", (_, elements) => {
    const graph = new Graph();
    const index = new Map<string, number>();
    for (const element of elements) index.set(element, graph.addAtom(atom(element, element === "C" ? 1 : 0)));
    const c = index.get("C") as number;
    for (const x of ["F", "Cl", "Br"]) graph.bonds.push({ a: c, b: index.get(x) as number, order: 1 });
    const smiles = chiralSmiles(graph, [
      { atom: c, around: [index.get("F") as number, index.get("Cl") as number, index.get("Br") as number, "H"] },
    ]);
    expect(canonical(smiles)).toBe(canonical("F[C@H](Cl)Br"));
  });
});

describe("an isotope descriptor on a sugar's prefix keeps its capitals (carbohydrates.ts lowered) against OPSIN 2.7.0", () => {
  // validation/generators/make_golden_prefix_isotopes.py: its rows on a sugar (fludeoxyglucose).
  const rows = readJsonl<{ name: string; opsin: string | null; refused?: boolean }>(
    "names-prefix-isotopes.jsonl",
  ).filter((r) => /gluc/.test(r.name) && !r.refused);
  test("the rows are there", () => {
    expect(rows.length).toBeGreaterThan(2);
  });
  test.each(rows.map((r) => [r.name, r.opsin]))("%s", (name, opsin) => {
    expect(parseName(name as string)).toEqual({ ok: true, smiles: canonical(opsin as string) });
  });
});
