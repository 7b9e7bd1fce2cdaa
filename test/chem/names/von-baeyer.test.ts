/**
 * Von Baeyer polycycles and polyspiro compounds (src/chem/names/von-baeyer.ts). Expected structures are OPSIN
 * 2.7.0's, written by validation/generators/make_golden_rings.py (validation/golden/names-rings.jsonl, canonical
 * SMILES from Python RDKit 2022.09): adamantane with its superscript in every form OPSIN reads, substituents on
 * secondary-bridge atoms and on heteroatoms so a bridge numbered in the wrong order puts them on another atom;
 * the retained adamantane, norbornane, cubane … numbered as their descriptors.
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

describe("von Baeyer polycycles and polyspiro compounds", () => {
  for (const cls of ["von-baeyer-polycycle", "retained-polycycle", "polyspiro"]) {
    test(
      `each ${cls} name gives OPSIN's structure`,
      () => {
        const rows = golden.filter((r) => r.class === cls);
        expect(rows.length).toBeGreaterThan(10);
        for (const r of rows) {
          expect({ name: r.name, smiles: read(r.name) }).toEqual({ name: r.name, smiles: canonical(r.opsin) });
        }
      },
      GOLDEN_TEST_TIMEOUT_MS,
    );
  }

  test("the secondary bridge's atom is numbered after the main ring: 10-methyl is on the bridge, not a main-ring atom", () => {
    // Adamantane's C10 is the one-atom secondary bridge between C3 and C7; 9 is the main bridge between C1 and C5.
    // Both are CH2 between two bridgeheads, so the two names give one structure by symmetry; 2-methyl too.
    expect(read("10-methyltricyclo[3.3.1.1^{3,7}]decane")).toBe(canonical("CC1C2CC3CC(C2)CC1C3"));
    // Tetracyclo[4.4.0.1^{2,5}.1^{7,10}]dodecane: C11 bridges C7 and C10 (numbered first, the higher bridgeheads),
    // C12 bridges C2 and C5; substituents there are the same by symmetry, but not the same as one on C3.
    expect(read("11-methyltetracyclo[4.4.0.1^{2,5}.1^{7,10}]dodecane")).toBe(
      read("12-methyltetracyclo[4.4.0.1^{2,5}.1^{7,10}]dodecane"),
    );
    expect(read("11-methyltetracyclo[4.4.0.1^{2,5}.1^{7,10}]dodecane")).not.toBe(
      read("3-methyltetracyclo[4.4.0.1^{2,5}.1^{7,10}]dodecane"),
    );
  });

  test("a descriptor whose atoms do not add up to the stem, or whose bridges cannot exist, is refused", () => {
    for (const name of [
      "tricyclo[3.3.1.1^{3,7}]undecane", // 10 atoms named 11
      "tricyclo[3.3.1.1^{3,12}]decane", // no atom 12
      "tricyclo[3.3.1.0^{1,2}]nonane", // a 0-atom bridge between atoms already bonded
      "tricyclo[3.3.1]nonane", // three bridges make two rings, not three
      "bicyclo[1.2.3]hexane", // main bridges not written largest first
      "dispiro[5.1.7.2]hexadecane", // 17 atoms named 16
      "spiro[5.4]decane", // the smaller ring is written first
    ]) {
      expect({ name, ok: parseName(name).ok }).toEqual({ name, ok: false });
    }
  });

  test("a flat superscript is answered only when every way of splitting its digits that fits gives one structure", () => {
    // "13,7": bridge 1 between 3 and 7 (the only split whose atoms add up to decane's 10).
    expect(read("tricyclo[3.3.1.13,7]decane")).toBe(read("tricyclo[3.3.1.1^{3,7}]decane"));
    // "trispiro[2.0.24.1.28.13]undecane": 2^4, 2^8, 1^3 are the only splits that add up to 11 atoms.
    expect(read("trispiro[2.0.24.1.28.13]undecane")).toBe(read("trispiro[2.0.2^{4}.1.2^{8}.1^{3}]undecane"));
  });
});

describe("cationic replacement atoms (azonia, arsonia, oxonia)", () => {
  test(
    "each name gives OPSIN's structure (class onia-replacement)",
    () => {
      const rows = golden.filter((r) => r.class === "onia-replacement");
      expect(rows.length).toBeGreaterThan(5);
      for (const r of rows) {
        expect({ name: r.name, smiles: read(r.name) }).toEqual({ name: r.name, smiles: canonical(r.opsin) });
      }
    },
    GOLDEN_TEST_TIMEOUT_MS,
  );

  test("a written count of anions must balance the cation's charge", () => {
    expect(parseName("6,8-diazoniadispiro[5.1.6.2]hexadecane trichloride").ok).toBe(false);
    expect(parseName("5-azoniaspiro[4.4]nonane dichloride").ok).toBe(false);
    // the neutral aza spiro atom has no fourth bond
    expect(parseName("5-azaspiro[4.4]nonane").ok).toBe(false);
  });
});

describe("skeleton atoms beyond the Hantzsch-Widman set, and the lambda convention", () => {
  test(
    "each name gives OPSIN's structure (class skeleton-atoms)",
    () => {
      const rows = golden.filter((r) => r.class === "skeleton-atoms");
      expect(rows.length).toBeGreaterThan(5);
      for (const r of rows) {
        expect({ name: r.name, smiles: read(r.name) }).toEqual({ name: r.name, smiles: canonical(r.opsin) });
      }
    },
    GOLDEN_TEST_TIMEOUT_MS,
  );

  test("without its lambda a phosphorus has no fourth bond: refused, not raised by guess", () => {
    // OPSIN 2.7.0 gives 5-phosphaspiro[4.4]nonane a PH with four ring bonds, the lambda-5 atom the name does not write
    expect(parseName("5-phosphaspiro[4.4]nonane").ok).toBe(false);
  });

  test('"-uide" adds its hydride only to a P, As, Sb or B that has a hydrogen, never to a carbon', () => {
    expect(parseName("spiro[4.4]nonan-1-uide").ok).toBe(false);
    expect(parseName("pyridin-2-uide").ok).toBe(false);
  });
});

/** validation/generators/make_golden_cas_ring_enes.py: OPSIN 2.7.0's structure per name. */
interface CasRow {
  name: string;
  opsin: string | null;
  refused?: boolean;
}

const casEnes = readJsonl<CasRow>("names-cas-ring-enes.jsonl");

describe("CAS's older form, bicyclo[5.4.0]-7-undecene, and [8]annulene (von-baeyer.ts) against OPSIN 2.7.0", () => {
  test.each(casEnes.filter((r) => !r.refused).map((r) => [r.name, r.opsin]))("%s", (name, opsin) => {
    expect(parseName(name as string)).toEqual({ ok: true, smiles: canonical(opsin as string) });
  });

  test.each(casEnes.filter((r) => r.refused).map((r) => [r.name]))("%s is refused", (name) => {
    expect(parseName(name as string).ok).toBe(false);
  });
});
