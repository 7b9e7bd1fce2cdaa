import { beforeAll, describe, expect, test } from "bun:test";
import {
  commonCounts,
  diceOf,
  emptyTable,
  fingerprintBytes,
  normalizeSpec,
  packRow,
  popcount32,
  queryRow,
  specLabel,
  tanimotoOf,
  type FingerprintKind,
} from "../../../src/chem/library/fingerprints.ts";
import { loadRDKit, withMol } from "../../../src/chem/rdkit.ts";
import { Agreement, listedDifferences, readKnownDifferences } from "../../../harness/agreement.ts";
import { readJsonl, type KnownDifference } from "../../../harness/golden.ts";

beforeAll(loadRDKit);

/** The golden's fingerprint names → our specs. */
const SPECS: Record<string, [FingerprintKind, number, number]> = {
  "morgan-r2-2048": ["morgan", 2, 2048],
  "morgan-r3-1024": ["morgan", 3, 1024],
  "rdkit-2048": ["rdkit", 0, 2048],
  "atom_pair-2048": ["atom_pair", 0, 2048],
  "torsion-2048": ["torsion", 0, 2048],
  maccs: ["maccs", 0, 167],
};

function onBits(words: Uint32Array): number[] {
  const bits: number[] = [];
  words.forEach((word, w) => {
    for (let b = 0; b < 32; b++) if ((word >>> b) & 1) bits.push(w * 32 + b);
  });
  return bits;
}

describe("every fingerprint kind gives Python RDKit's bits (validation/golden/library-fingerprints.jsonl)", () => {
  const rows = readJsonl<{ set: string; id: string; smiles: string; bits: Record<string, number[]> }>(
    "library-fingerprints.jsonl",
  );
  const known = readKnownDifferences<KnownDifference & { fingerprint?: string }>(
    "library-known-differences.jsonl",
  ).filter((k) => k.kind === "iodine-bits");
  for (const [name, [kind, radius, nBits]] of Object.entries(SPECS)) {
    test(`${name}: ${rows.length} molecules of the three sets, bit for bit (or a listed difference)`, () => {
      const spec = normalizeSpec(kind, radius, nBits);
      expect(specLabel(spec)).toBe(name);
      const agreement = new Agreement(
        `fingerprint ${name}`,
        listedDifferences(
          known.filter((k) => k.fingerprint === name),
          (k) => `${k.set}:${k.id}`,
        ),
      );
      for (const row of rows) {
        const table = emptyTable(spec, 1);
        table.counts[0] = withMol(row.smiles, (mol) =>
          packRow(fingerprintBytes(mol, spec), table.bits, 0, table.words),
        );
        const ours = onBits(table.bits);
        agreement.check(
          `${row.set}:${row.id}`,
          Bun.deepEquals(ours, row.bits[name]) && table.counts[0] === ours.length,
          `ours ${ours.length} bits, RDKit ${row.bits[name]?.length}`,
        );
      }
      agreement.expectOnlyKnown(0.98, rows.length);
    });
  }
});

describe("bit arithmetic", () => {
  test("popcount32 of 0, 1, all 32 bits, and alternating bits", () => {
    expect([
      popcount32(0),
      popcount32(1),
      popcount32(0xffffffff),
      popcount32(0xaaaaaaaa),
      popcount32(0x80000000),
    ]).toEqual([0, 1, 32, 16, 1]);
  });

  test("packRow: bit i of RDKit's bytes (byte i>>3, mask 1<<(i&7)) is bit i of the words; the count is returned", () => {
    const table = emptyTable({ kind: "maccs", radius: 0, nBits: 167 }, 1);
    const bytes = new Uint8Array(21);
    bytes[0] = 0b10; // bit 1
    bytes[4] = 0b1; // bit 32
    bytes[20] = 0b1000000; // bit 166, the last MACCS key
    expect(packRow(bytes, table.bits, 0, table.words)).toBe(3);
    expect(onBits(table.bits)).toEqual([1, 32, 166]);
  });

  test("RDKit's empty-fingerprint rules: Tanimoto of two empty is 1, Dice of two empty is 0 (DataStructs, 2022.09)", () => {
    // Python: DataStructs.TanimotoSimilarity(ExplicitBitVect(64), ExplicitBitVect(64)) == 1.0; DiceSimilarity == 0.0.
    expect(tanimotoOf(0, 0, 0)).toBe(1);
    expect(diceOf(0, 0, 0)).toBe(0);
    expect(tanimotoOf(0, 0, 3)).toBe(0);
    expect(tanimotoOf(6, 11, 11)).toBe(0.375);
    expect(diceOf(6, 11, 11)).toBe(12 / 22);
  });

  test("commonCounts: the sparse path (few query bits) and the dense path (many) count the same shared bits", () => {
    const spec = normalizeSpec("morgan", 2, 512);
    const table = emptyTable(spec, 3);
    const rowBytes = (set: (i: number) => boolean) =>
      Uint8Array.from({ length: 64 }, (_, byte) => {
        let v = 0;
        for (let b = 0; b < 8; b++) if (set(byte * 8 + b)) v |= 1 << b;
        return v;
      });
    table.counts[0] = packRow(
      rowBytes((i) => i % 3 === 0),
      table.bits,
      0,
      table.words,
    );
    table.counts[1] = packRow(
      rowBytes((i) => i % 5 === 0),
      table.bits,
      1,
      table.words,
    );
    table.counts[2] = packRow(
      rowBytes(() => false),
      table.bits,
      2,
      table.words,
    );
    // Sparse query: 4 bits (0, 15, 30, 45 are multiples of 15: shared with both rows 0 and 1).
    const sparse = queryRow(
      rowBytes((i) => i === 0 || i === 15 || i === 30 || i === 45),
      spec,
    );
    const out = new Uint16Array(3);
    commonCounts(sparse, 0, table, out);
    expect([...out]).toEqual([4, 4, 0]);
    // Dense query: every even bit (256 of 512): shares the multiples of 6 with row 0 (86) and of 10 with row 1 (52).
    const dense = queryRow(
      rowBytes((i) => i % 2 === 0),
      spec,
    );
    commonCounts(dense, 0, table, out);
    expect([...out]).toEqual([86, 52, 0]);
  });
});
