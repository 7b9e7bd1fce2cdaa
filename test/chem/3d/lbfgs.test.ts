import { describe, expect, test } from "bun:test";
import { minimise } from "../../../src/chem/3d/lbfgs.ts";

describe("minimise (L-BFGS)", () => {
  test("finds the Rosenbrock minimum at (1, 1) from (-1.2, 1)", () => {
    const x = Float64Array.from([-1.2, 1]);
    const result = minimise(
      (p, g) => {
        const [a, b] = [p[0]!, p[1]!];
        g[0] = -2 * (1 - a) - 400 * a * (b - a * a);
        g[1] = 200 * (b - a * a);
        return (1 - a) ** 2 + 100 * (b - a * a) ** 2;
      },
      x,
      { maxIterations: 500, gradientTolerance: 1e-8 },
    );
    expect(x[0]).toBeCloseTo(1, 5);
    expect(x[1]).toBeCloseTo(1, 5);
    expect(result.value).toBeLessThan(1e-10);
  });

  test("stops at once at a minimum and respects the iteration cap", () => {
    const quadratic = (p: Float64Array, g: Float64Array) => {
      g[0] = 2 * p[0]!;
      return p[0]! ** 2;
    };
    expect(minimise(quadratic, Float64Array.from([0])).iterations).toBe(0);
    expect(
      minimise(quadratic, Float64Array.from([5]), { maxIterations: 1, gradientTolerance: 0 }).iterations,
    ).toBeLessThanOrEqual(1);
  });
});
