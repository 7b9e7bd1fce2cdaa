/**
 * Fusion names numbered by IUPAC's orientation rules FR-5 (src/chem/names/fusion-orientation.ts): systems no fused
 * template has (benzo[g]quinoline, 9H-pyrido[3,4-b]indole, naphtho[1,2-d][1,3]thiazole, 5H-dibenzo[b,d]pyrrole).
 * Expected structures are OPSIN 2.7.0's, written by validation/generators/make_golden_fusion_numbering.py
 * (validation/golden/names-fusion-numbering.jsonl, rows with "rules": true): each parent and a chloro group at
 * every locant OPSIN reads as a ring CH, so an orientation, a starting atom or a direction of numbering off by one
 * choice puts some Cl on another atom.
 */
import { beforeAll, describe, expect, test } from "bun:test";
import { GOLDEN_TEST_TIMEOUT_MS, readJsonl } from "../../../harness/golden.ts";
import { canonicalSmiles as canonical } from "../../../harness/molblock.ts";
import { ready } from "../../../harness/tools.ts";
import { orientedLocants } from "../../../src/chem/names/fusion-orientation.ts";
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

describe("fusion names numbered by the orientation rules", () => {
  test(
    "each name gives OPSIN's structure",
    () => {
      const rows = golden.filter((r) => r.rules);
      expect(rows.length).toBeGreaterThan(500);
      expectOpsinStructures(rows);
    },
    GOLDEN_TEST_TIMEOUT_MS,
  );

  test("the chloro names of an unsymmetric parent are as many different structures as names", () => {
    // benzo[g]quinoline: locants 1-10, 1 is the N, so nine CH locants, and no symmetry to make two alike.
    const rows = golden.filter((r) => r.rules && /^\d+-chlorobenzo\[g\]quinoline$/.test(r.name));
    expect(new Set(rows.map((r) => canonical(r.opsin))).size).toBe(rows.length);
    expect(rows.length).toBe(9);
  });

  test("a ring of eight or more atoms fused on two opposite bonds (an odd one's either) is drawn straight through, as OPSIN numbers it", () => {
    const rows = golden.filter(
      (r) => r.rules && /diazecine|azocine|dioxocine|\[8\]annulene|cyclo(?:octa|deca|undeca|dodeca)\[/.test(r.name),
    );
    expect(rows.length).toBeGreaterThan(120);
    expectOpsinStructures(rows);
    // Bridges need the numbering: both on atoms 6 and 13 of the ten-membered ring.
    const bridged = "6,13-ethano-6,13-methanodibenzo[b,g][1,6]diazecine";
    expect(rows.some((r) => r.name === bridged)).toBe(true);
  });

  test("an eight-membered ring fused on bonds five apart (OPSIN draws it bent) gets no numbering", () => {
    // dibenzo[b,g]azocine's carbon skeleton: benzo rings on bonds 1-2 and 6-7 of the eight-membered ring.
    const ring8 = ["C", "C", "C", "C", "C", "C", "C", "C"];
    const bonds: [number, number][] = ring8.map((_, k) => [k, (k + 1) % 8] as [number, number]);
    const elements = [...ring8, "C", "C", "C", "C", "C", "C", "C", "C"];
    bonds.push([1, 8], [8, 9], [9, 10], [10, 11], [11, 2], [6, 12], [12, 13], [13, 14], [14, 15], [15, 7]);
    expect(orientedLocants(elements, bonds)).toBeNull();
    // The same with the benzo rings on opposite bonds (1-2 and 5-6): numbered.
    const opposite: [number, number][] = ring8.map((_, k) => [k, (k + 1) % 8] as [number, number]);
    opposite.push([1, 8], [8, 9], [9, 10], [10, 11], [11, 2], [5, 12], [12, 13], [13, 14], [14, 15], [15, 6]);
    expect(orientedLocants(elements, opposite)).not.toBeNull();
  });

  test("systems outside the rules read here get no numbering", () => {
    // A seven-membered ring with benzo rings on bonds two apart (dibenzo[c,e]azepine's carbon skeleton): OPSIN draws
    // it upright, a drawing not read here.
    const ring7 = ["C", "C", "C", "C", "C", "C", "C"];
    const bonds: [number, number][] = ring7.map((_, k) => [k, (k + 1) % 7] as [number, number]);
    // Two benzo rings fused on bonds 0-1 and 2-3 of the seven-membered ring.
    const elements = [...ring7, "C", "C", "C", "C", "C", "C", "C", "C"];
    bonds.push([0, 7], [7, 8], [8, 9], [9, 10], [10, 1], [2, 11], [11, 12], [12, 13], [13, 14], [14, 3]);
    expect(orientedLocants(elements, bonds)).toBeNull();
    const refused = golden.filter((r) => !r.numbered);
    expect(refused.length).toBeGreaterThan(3);
    for (const r of refused) {
      const result = parseName(r.name);
      expect({ name: r.name, ok: result.ok }).toEqual({ name: r.name, ok: false });
    }
  });
});
