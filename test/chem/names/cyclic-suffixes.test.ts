/**
 * Suffixes that close a ring onto the parent (src/chem/names/cyclic-suffixes.ts): lactones (-olide, -lactone),
 * lactams and lactims, sultones, sultams, sultines, sultims, ring dicarboximides and the retained imides. Expected
 * structures are OPSIN 2.7.0's, written by validation/generators/make_golden_rings.py
 * (validation/golden/names-rings.jsonl, class cyclic-suffixes; canonical SMILES from Python RDKit 2022.09).
 */
import { canonicalSmiles as canonical } from "../../../harness/molblock.ts";
import { beforeAll, describe, expect, test } from "bun:test";
import { GOLDEN_TEST_TIMEOUT_MS, readJsonl } from "../../../harness/golden.ts";
import { ready } from "../../../harness/tools.ts";
import { parseName } from "../../../src/chem/names/index.ts";

beforeAll(ready);

interface Row {
  class: string;
  name: string;
  opsin: string;
}

const golden = readJsonl<Row>("names-rings.jsonl");

function read(name: string): string {
  const result = parseName(name);
  return result.ok ? result.smiles : `refused: ${result.message}`;
}

describe("cyclic suffixes", () => {
  test(
    "each name gives OPSIN's structure",
    () => {
      const rows = golden.filter((r) => r.class === "cyclic-suffixes");
      expect(rows.length).toBeGreaterThan(40);
      for (const r of rows)
        expect({ name: r.name, smiles: read(r.name) }).toEqual({ name: r.name, smiles: canonical(r.opsin) });
    },
    GOLDEN_TEST_TIMEOUT_MS,
  );

  test("the ring size is the locant's: pentan-4-olide is the five-membered lactone, pentan-5-olide the six", () => {
    // C1 is the carbonyl carbon; the ring O closes on C4 (gamma-valerolactone, a methyl on the ring C next to O)
    // or on C5 (delta-valerolactone).
    expect(read("pentan-4-olide")).toBe(canonical("CC1CCC(=O)O1"));
    expect(read("pentan-5-olide")).toBe(canonical("O=C1CCCCO1"));
    // Sultone: S on the first locant, the ring O on the second (pentane-2,5-sultone: S on C2, O on C5).
    expect(read("pentane-2,5-sultone")).toBe(canonical("CC1CCCOS1(=O)=O"));
  });

  test("an unlocanted lactone or lactam is refused: the ring it closes is not given", () => {
    // OPSIN 2.7.0 closes these on the chain's last carbon; butyrolactone is also the beta lactone (4-methyloxetan-
    // 2-one) and valerolactone the gamma or the delta one, all in use.
    for (const name of ["butyrolactone", "valerolactone", "pentanolide", "ethanolide", "butanelactam"]) {
      expect({ name, ok: parseName(name).ok }).toEqual({ name, ok: false });
    }
    // "caprolactam" alone is read: the name is only used for the epsilon lactam.
    expect(read("caprolactam")).toBe(canonical("O=C1CCCCCN1"));
  });

  test("hydracrylolactone with a Greek letter is refused: the acid's name places the ring already", () => {
    // OPSIN 2.7.0 reads "beta-hydracrylolactone" as 4-hydroxyoxetan-2-one, a hydroxy on C3 besides the ring O.
    expect(parseName("beta-hydracrylolactone").ok).toBe(false);
  });

  test("a ring locant on a retained imide is refused: the acid's numbering and the ring's disagree", () => {
    // 4-nitrophthalimide is 4-nitrophthalic acid's imide (isoindole-1,3-dione's C5) to OPSIN, C4 to the ring's own
    // numbering; only N is read.
    expect(parseName("4-nitrophthalimide").ok).toBe(false);
    expect(read("N-methylphthalimide")).toBe(canonical("CN1C(=O)c2ccccc2C1=O"));
  });

  test("a cyclic suffix that cannot close a ring is refused", () => {
    for (const name of [
      "butan-1-olide",
      "cyclohexan-1-olide",
      "cyclohexane-1,1-dicarboximide",
      "gamma-propiolactone",
    ]) {
      expect({ name, ok: parseName(name).ok }).toEqual({ name, ok: false });
    }
  });
});
