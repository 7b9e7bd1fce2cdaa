/**
 * 3-vectors on flat coordinate arrays (point i at x[i * stride], the first three components
 * used), and the signed volume of four points with its gradient: shared by the embedding
 * (stride 4), the clean-up and the stereo check (stride 3).
 */
export type Vec3 = [number, number, number];

/** r_i − r_j. */
export function difference(x: Float64Array, i: number, j: number, stride = 3): Vec3 {
  const p = i * stride;
  const q = j * stride;
  return [x[p]! - x[q]!, x[p + 1]! - x[q + 1]!, x[p + 2]! - x[q + 2]!];
}

export const cross = (u: Vec3, v: Vec3): Vec3 => [
  u[1] * v[2] - u[2] * v[1],
  u[2] * v[0] - u[0] * v[2],
  u[0] * v[1] - u[1] * v[0],
];
export const dot = (u: Vec3, v: Vec3): number => u[0] * v[0] + u[1] * v[1] + u[2] * v[2];

/** grad[point i] += scale · v. */
export function addScaled(grad: Float64Array, i: number, v: Vec3, scale: number, stride = 3): void {
  const p = i * stride;
  grad[p] = grad[p]! + scale * v[0];
  grad[p + 1] = grad[p + 1]! + scale * v[1];
  grad[p + 2] = grad[p + 2]! + scale * v[2];
}

/** Signed volume (b−a)·((c−a)×(d−a)); its sign is the handedness of the four points. */
export function signedVolume(x: Float64Array, [a, b, c, d]: readonly number[], stride = 3): number {
  return dot(difference(x, b!, a!, stride), cross(difference(x, c!, a!, stride), difference(x, d!, a!, stride)));
}

/** Adds scale × the gradient of `signedVolume` to grad. */
export function addSignedVolumeGradient(
  x: Float64Array,
  [a, b, c, d]: readonly number[],
  scale: number,
  grad: Float64Array,
  stride = 3,
): void {
  const v1 = difference(x, b!, a!, stride);
  const v2 = difference(x, c!, a!, stride);
  const v3 = difference(x, d!, a!, stride);
  const g1 = cross(v2, v3);
  const g2 = cross(v3, v1);
  const g3 = cross(v1, v2);
  addScaled(grad, b!, g1, scale, stride);
  addScaled(grad, c!, g2, scale, stride);
  addScaled(grad, d!, g3, scale, stride);
  addScaled(grad, a!, [g1[0] + g2[0] + g3[0], g1[1] + g2[1] + g3[1], g1[2] + g2[2] + g3[2]], -scale, stride);
}
