import { beforeAll, describe, expect, test } from "bun:test";
import { Agreement } from "../../harness/agreement.ts";
import { GOLDEN_TEST_TIMEOUT_MS, readJsonl, type CoreMolecule } from "../../harness/golden.ts";
import { callTool, payloadOf, ready } from "../../harness/tools.ts";

interface Fingerprint {
  fingerprint: string;
  popcount: number;
  on_bits: number[];
}

beforeAll(ready);

/** Independent decoding of the hex layout tools.md defines: bit i in byte ⌊i/8⌋ under mask 1<<(i%8). */
function bitsFromHex(hex: string): number[] {
  const bits: number[] = [];
  for (let byte = 0; byte < hex.length / 2; byte++) {
    const value = parseInt(hex.slice(byte * 2, byte * 2 + 2), 16);
    for (let bit = 0; bit < 8; bit++) if (value & (1 << bit)) bits.push(byte * 8 + bit);
  }
  return bits;
}

describe("ecfp4", () => {
  test(
    "bits equal Python RDKit's GetMorganFingerprintAsBitVect(m, 2, 2048)",
    async () => {
      const agreement = new Agreement("ecfp4");
      for (const molecule of readJsonl<CoreMolecule>("core-molecules.jsonl").filter((m) => m.valid)) {
        const ours = await payloadOf<Fingerprint>("ecfp4", { smiles: molecule.smiles });
        const same = JSON.stringify(ours.on_bits) === JSON.stringify(molecule.ecfp4_on_bits);
        agreement.check(
          molecule.smiles,
          same && ours.popcount === ours.on_bits.length,
          `${ours.on_bits.length} vs ${molecule.ecfp4_on_bits?.length} bits`,
        );
        expect(bitsFromHex(ours.fingerprint)).toEqual(ours.on_bits);
      }
      agreement.expectOnlyKnown(1);
      // core-molecules.jsonl: 2,042 lines, 2,041 parsed by Python RDKit (the other, Cl[Pt](Cl)([NH3])[NH3], has no bits); none listed.
      expect(agreement.compared).toBe(2041);
    },
    GOLDEN_TEST_TIMEOUT_MS,
  );

  test("shape: 512 hex characters, sorted bits", async () => {
    const ours = await payloadOf<Fingerprint>("ecfp4", { smiles: "c1ccccc1O" });
    expect(ours.fingerprint).toMatch(/^[0-9a-f]{512}$/);
    expect(ours.on_bits).toEqual([...ours.on_bits].sort((a, b) => a - b));
  });

  test("errors", async () => {
    const bad = await callTool("ecfp4", { smiles: "C1CC" });
    expect(bad.kind === "domain-error" && bad.error.code).toBe("INVALID_SMILES");
    expect((await callTool("ecfp4", { smiles: ["C"] })).kind).toBe("invalid-arguments");
  });
});
