/**
 * Bridging prefixes (src/chem/names/bridges.ts): epoxy, epithio, epidioxy, epimino, methano, ethano, etheno,
 * methylenedioxy, ethylenedioxy, epoxymethano, on chains and rings, one or several. Expected structures are OPSIN
 * 2.7.0's, written by validation/generators/make_golden_rings.py (validation/golden/names-rings.jsonl, class
 * bridges; canonical SMILES from Python RDKit 2022.09).
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

describe("bridging prefixes", () => {
  test(
    "each name gives OPSIN's structure",
    () => {
      const rows = golden.filter((r) => r.class === "bridges");
      expect(rows.length).toBeGreaterThan(20);
      for (const r of rows) {
        expect({ name: r.name, smiles: read(r.name) }).toEqual({ name: r.name, smiles: canonical(r.opsin) });
      }
    },
    GOLDEN_TEST_TIMEOUT_MS,
  );

  test("a ring's bridge atoms are numbered on from its highest locant, from the end at the higher bridgehead", () => {
    // 9,10-(epoxymethano)anthracene: the O is on C9 (epoxy is cited first), the CH2 on C10; numbering starts next to
    // C10, so the CH2 is C11 and the O is 12: 11-chloro is on the carbon.
    expect(read("11-chloro-9,10-(epoxymethano)anthracene")).toBe(canonical("ClC1Oc2c3ccccc3c1c1ccccc21"));
    expect(parseName("12-chloro-9,10-(epoxymethano)anthracene").ok).toBe(false);
  });

  test("the atoms of several bridges are not numbered: a locant on them is refused, not guessed", () => {
    // P-25.4.3.4 numbers several bridges by size and position rules the parser does not apply.
    expect(parseName("13-methyl-9,10-dihydro-9,10-ethano-9,10-methanoanthracene").ok).toBe(false);
    expect(read("9,10-dihydro-9,10-ethano-9,10-methanoanthracene")).toBe(canonical("C1CC23CC1(c1ccccc12)c1ccccc13"));
  });

  test("a bridge without locants, or on one atom, is refused", () => {
    // OPSIN 2.7.0 reads "epoxybenzene" as the 1,2 bridge; 1,3 and 1,4 fit the valences as well.
    for (const name of ["epoxybenzene", "epoxypropane", "1,1-epoxypropane", "2,2-methanobutane"]) {
      expect({ name, ok: parseName(name).ok }).toEqual({ name, ok: false });
    }
  });
});

describe("bridged fused systems", () => {
  test(
    "each name gives OPSIN's structure (class bridged-fused)",
    () => {
      const rows = golden.filter((r) => r.class === "bridged-fused");
      expect(rows.length).toBeGreaterThan(10);
      for (const r of rows) {
        expect({ name: r.name, smiles: read(r.name) }).toEqual({ name: r.name, smiles: canonical(r.opsin) });
      }
    },
    GOLDEN_TEST_TIMEOUT_MS,
  );

  test("an azeno bridge's double bond on a saturated parent goes to either bridgehead: refused where they differ", () => {
    expect(parseName("1,4-azenocyclohexan-2-ol")).toMatchObject({ ok: false, reason: "ambiguous" });
    // on benzene both bridgeheads have given their hydrogen to the bridge: no room for the double bond
    expect(parseName("1,4-azenobenzene").ok).toBe(false);
  });

  test("the indicated hydrogen before the bridge is the parent's, and must fit it", () => {
    expect(read("9H-9,10-ethanoacridine")).toBe(read("9,10-ethano-9H-acridine"));
    // without it, acridine bridged at N10 has an odd number of double-bond atoms left: refused, not placed
    expect(parseName("9,10-ethanoacridine").ok).toBe(false);
    expect(parseName("9H-9H-9,10-ethanoacridine").ok).toBe(false);
  });
});
