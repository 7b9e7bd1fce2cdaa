import { describe, expect, test } from "bun:test";
import { round } from "../../src/chem/round.ts";

// tools.md: "half away from zero (sign(x)·round(|x|·10^k)/10^k)". Every case below is a tie or a sign case with an
// exactly representable input, so the expected value follows from that definition, not from floating-point luck.
describe("round (half away from zero)", () => {
  test("positive and negative ties go away from zero", () => {
    expect(round(2.5, 0)).toBe(3);
    expect(round(-2.5, 0)).toBe(-3);
    expect(round(-0.5, 0)).toBe(-1);
    expect(round(1.125, 2)).toBe(1.13);
    expect(round(-1.125, 2)).toBe(-1.13); // Math.round(-112.5) would give -1.12
    expect(round(-8.625, 2)).toBe(-8.63);
  });

  test("non-ties round to the nearest value", () => {
    expect(round(0.1234, 3)).toBe(0.123);
    expect(round(-0.1236, 3)).toBe(-0.124);
    expect(round(180.15899999, 3)).toBe(180.159);
  });

  test("a negative value that rounds to zero is 0, never -0", () => {
    expect(Object.is(round(-0.0004, 3), 0)).toBe(true);
    expect(Object.is(round(-0, 2), 0)).toBe(true);
  });
});
