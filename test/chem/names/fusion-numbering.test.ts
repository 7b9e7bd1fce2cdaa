/**
 * Fusion names of three rings numbered from the namer's templates (src/chem/names/fusion-numbering.ts), or where
 * none has the skeleton by the orientation rules (fusion-orientation.ts, its own test beside this one). Expected
 * structures are OPSIN 2.7.0's, written by validation/generators/make_golden_fusion_numbering.py
 * (validation/golden/names-fusion-numbering.jsonl, canonical SMILES from Python RDKit 2022.09): the parent and a
 * chloro group at each CH locant, so a numbering off by a rotation or a mirror puts some Cl on another atom. The
 * same file holds 9H-xanthene and 9H-thioxanthene (retained parents listed in lexicon.ts, numbered by exception).
 */
import { canonicalSmiles as canonical } from "../../../harness/molblock.ts";
import { beforeAll, describe, expect, test } from "bun:test";
import { GOLDEN_TEST_TIMEOUT_MS, readJsonl } from "../../../harness/golden.ts";
import { ready } from "../../../harness/tools.ts";
import { parseName } from "../../../src/chem/names/index.ts";
import { expectOpsinStructures } from "../../../harness/names.ts";

beforeAll(ready);

interface Row {
  name: string;
  numbered: boolean;
  rules?: boolean;
  opsin: string;
}

const golden = readJsonl<Row>("names-fusion-numbering.jsonl");

describe("fusion names numbered from the OPSIN-checked templates", () => {
  test(
    "each numbered name gives OPSIN's structure",
    () => {
      // Rows with "rules" have no template: fusion-orientation.ts numbers them, and its test walks them (once).
      const rows = golden.filter((r) => r.numbered && !r.rules);
      expect(rows.length).toBeGreaterThan(50);
      expectOpsinStructures(rows);
    },
    GOLDEN_TEST_TIMEOUT_MS,
  );

  test("the chloro locants of one parent name different atoms (1 and 9 are mirror images, 1 and 2 are not)", () => {
    const of = (name: string): string => {
      const result = parseName(name);
      if (!result.ok) throw new Error(`${name}: ${result.message}`);
      return result.smiles;
    };
    const structures = new Set(["1", "2", "3", "4"].map((l) => of(`${l}-chlorodibenzo[b,d]furan`)));
    expect(structures.size).toBe(4);
    expect(of("1-chlorodibenzo[b,d]furan")).toBe(of("9-chlorodibenzo[b,d]furan"));
  });

  test("a fusion name whose numbering neither templates nor the orientation rules give is refused", () => {
    // A four-membered ring (cyclobuta[b]naphthalene) and a seven-membered one fused on bonds two apart
    // (dibenzo[c,e]azepine): no template, and outside the drawings fusion-orientation.ts reads.
    const rows = golden.filter((r) => !r.numbered);
    expect(rows.length).toBeGreaterThan(3);
    for (const r of rows) {
      const result = parseName(r.name);
      expect({ name: r.name, ok: result.ok }).toEqual({ name: r.name, ok: false });
      if (!result.ok) expect(result.message).toContain("read without its numbering");
    }
  });
});

// "imino" (=NH) as a prefix (lexicon.ts OWN_SUBSTITUENTS). Each SMILES is OPSIN 2.7.0's reading of the name
// (echo NAME | java -jar /usr/share/java/opsin-cli.jar, canonicalised by Python RDKit 2022.09).
describe("the imino prefix", () => {
  test.each([
    ["2-imino-2,3-dihydro-1,3-thiazole", "N=c1[nH]ccs1"],
    ["3-imino-2,3-dihydro-1H-indole", "N=C1CNc2ccccc21"],
    ["4-iminopiperidine", "N=C1CCNCC1"],
    ["2-imino-1,3-thiazolidin-4-one", "N=C1NC(=O)CS1"],
    ["3-iminobutan-2-one", "CC(=N)C(C)=O"],
    ["2-iminoacetic acid", "N=CC(=O)O"],
  ])("%s", (name, smiles) => {
    const result = parseName(name);
    expect(result.ok ? result.smiles : result.message).toBe(canonical(smiles));
  });

  test("2-iminopyridine is refused: its ring hydrogen could be on N1 or C3 (OPSIN picks N1)", () => {
    const result = parseName("2-iminopyridine");
    expect(result.ok ? result.smiles : result.reason).toBe("ambiguous");
  });
});
