import { describe, expect, test } from "bun:test";
import { seededRandom } from "../../src/chem/random.ts";

describe("seededRandom", () => {
  test("same seed, same sequence; values in [0, 1)", () => {
    const a = seededRandom(7);
    const b = seededRandom(7);
    const xs = Array.from({ length: 1000 }, () => a());
    expect(Array.from({ length: 1000 }, () => b())).toEqual(xs);
    expect(xs.every((x) => x >= 0 && x < 1)).toBe(true);
    expect(new Set(xs).size).toBeGreaterThan(990);
    expect(seededRandom(8)()).not.toBe(xs[0]);
  });
});
