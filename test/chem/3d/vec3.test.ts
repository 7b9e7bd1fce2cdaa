import { describe, expect, test } from "bun:test";
import { addSignedVolumeGradient, signedVolume } from "../../../src/chem/3d/vec3.ts";

describe("signedVolume", () => {
  test("a right-handed set of axes has volume +1; swapping two points flips the sign", () => {
    const x = Float64Array.from([0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 0, 1]);
    expect(signedVolume(x, [0, 1, 2, 3])).toBeCloseTo(1, 12);
    expect(signedVolume(x, [0, 2, 1, 3])).toBeCloseTo(-1, 12);
  });

  test("stride 4 ignores the fourth component", () => {
    const x = Float64Array.from([0, 0, 0, 9, 1, 0, 0, -3, 0, 1, 0, 5, 0, 0, 1, 7]);
    expect(signedVolume(x, [0, 1, 2, 3], 4)).toBeCloseTo(1, 12);
  });

  test("its gradient matches central finite differences", () => {
    const x = Float64Array.from([0.1, -0.3, 0.2, 1.4, 0.1, -0.2, -0.4, 1.1, 0.3, 0.2, 0.5, 1.3]);
    const grad = new Float64Array(x.length);
    addSignedVolumeGradient(x, [0, 1, 2, 3], 1, grad);
    const h = 1e-6;
    for (let k = 0; k < x.length; k++) {
      const keep = x[k]!;
      x[k] = keep + h;
      const up = signedVolume(x, [0, 1, 2, 3]);
      x[k] = keep - h;
      const down = signedVolume(x, [0, 1, 2, 3]);
      x[k] = keep;
      expect(grad[k]!).toBeCloseTo((up - down) / (2 * h), 6);
    }
  });
});
