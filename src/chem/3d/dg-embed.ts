/**
 * Distance-geometry embedding (the scheme RDKit's ETKDG builds on): draw a
 * distance for every pair between its smoothed bounds, turn the distance matrix
 * into coordinates through the metric matrix (4D, so that chiral centres can
 * invert while the error is minimised), minimise the bound violations plus
 * chiral-volume penalties, squeeze the fourth dimension out, and keep the result
 * only if every specified centre has the right handedness.
 */
import { misplacedCentre, type TetrahedralCentre } from "./conformer-checks.ts";
import type { Bounds } from "./dg-bounds.ts";
import { minimise } from "./lbfgs.ts";
import type { Random } from "../random.ts";
import { addSignedVolumeGradient, signedVolume } from "./vec3.ts";

/**
 * Signed volume (p1−p0)·((p2−p0)×(p3−p0)) of four atoms must lie in [lower, upper].
 * A centre with three neighbours uses itself as the fourth point.
 */
export interface ChiralConstraint {
  atoms: [number, number, number, number];
  lower: number;
  upper: number;
}

const DIM = 4;
/** Molecules above this many atoms start from random coordinates: the metric matrix's eigenvectors cost O(n²) per power step. */
const METRIC_MATRIX_MAX_ATOMS = 200;
const FOURTH_DIMENSION_WEIGHT = 0.1;
/**
 * Largest bound violation (the error function's value per atom, in 3D) of an embedding accepted at
 * once. A sound embedding ends near 1e-6 (at most 1.2e-4 over the 258 benchmark molecules); one
 * whose fourth dimension could not be squeezed out ends at 1e-2 or more, with rings run through each
 * other or bonds of 0.2–1.3 Å (abietic acid, seed 0: 6e-2, and seven C–C bonds of 1.7–1.9 Å after
 * MMFF94). RDKit rejects above 0.05 after its first stage (Embedder.cpp, MAX_MINIMIZED_E_PER_ATOM).
 */
const MAX_RESIDUAL_PER_ATOM = 1e-3;

/** Top eigenpairs of a symmetric matrix by power iteration with deflation (the matrix is deflated in place). */
function topEigen(
  a: Float64Array,
  n: number,
  count: number,
  random: Random,
): Array<{ value: number; vector: Float64Array }> {
  const found: Array<{ value: number; vector: Float64Array }> = [];
  const product = new Float64Array(n);
  for (let e = 0; e < count; e++) {
    const v = new Float64Array(n);
    for (let i = 0; i < n; i++) v[i] = random() - 0.5;
    let value = 0;
    for (let iteration = 0; iteration < 300; iteration++) {
      let norm = 0;
      for (let i = 0; i < n; i++) {
        let s = 0;
        const row = i * n;
        for (let j = 0; j < n; j++) s += a[row + j]! * v[j]!;
        product[i] = s;
        norm += s * s;
      }
      norm = Math.sqrt(norm);
      if (norm < 1e-12) break;
      let change = 0;
      let rayleigh = 0;
      for (let i = 0; i < n; i++) {
        const next = product[i]! / norm;
        rayleigh += v[i]! * product[i]!;
        change += Math.abs(next - v[i]!);
        v[i] = next;
      }
      value = rayleigh;
      if (change < 1e-5 * n) break;
    }
    found.push({ value, vector: v });
    for (let i = 0; i < n; i++) for (let j = 0; j < n; j++) a[i * n + j] = a[i * n + j]! - value * v[i]! * v[j]!;
  }
  return found;
}

/** Coordinates (stride 4) from a full distance matrix, or null when it has fewer than three positive directions. */
function metricCoordinates(distances: Float64Array, n: number, random: Random): Float64Array | null {
  const sq = new Float64Array(n * n);
  let total = 0;
  for (let i = 0; i < n * n; i++) sq[i] = distances[i]! * distances[i]!;
  for (let i = 0; i < n; i++) for (let j = i + 1; j < n; j++) total += sq[i * n + j]!;
  const centre = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    let s = 0;
    for (let j = 0; j < n; j++) s += sq[i * n + j]!;
    centre[i] = s / n - total / (n * n);
  }
  const metric = new Float64Array(n * n);
  for (let i = 0; i < n; i++)
    for (let j = 0; j < n; j++) metric[i * n + j] = (centre[i]! + centre[j]! - sq[i * n + j]!) / 2;
  const eigen = topEigen(metric, n, DIM, random);
  if (eigen.slice(0, 3).some((e) => e.value <= 1e-6)) return null;
  const coords = new Float64Array(n * DIM);
  eigen.forEach(({ value, vector }, d) => {
    const scale = value > 0 ? Math.sqrt(value) : 0;
    for (let i = 0; i < n; i++) coords[i * DIM + d] = scale > 0 ? scale * vector[i]! : random() - 0.5;
  });
  return coords;
}

function randomCoordinates(n: number, random: Random): Float64Array {
  const half = Math.max(5, 2 * Math.cbrt(n));
  const coords = new Float64Array(n * DIM);
  for (let k = 0; k < coords.length; k++) coords[k] = (2 * random() - 1) * half;
  return coords;
}

/** The distance-geometry error: squared relative violations of the bounds, chiral-volume penalties, optional 4th-dimension squeeze. */
function errorFunction(bounds: Bounds, chiral: ChiralConstraint[], fourthWeight: number) {
  const { n, lower, upper } = bounds;
  const pairs: number[] = [];
  const lowerSq: number[] = [];
  const upperSq: number[] = [];
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) {
      pairs.push(i, j);
      lowerSq.push(lower[i * n + j]! ** 2);
      upperSq.push(upper[i * n + j]! ** 2);
    }
  }
  const pairList = Int32Array.from(pairs);
  const lo2 = Float64Array.from(lowerSq);
  const up2 = Float64Array.from(upperSq);
  return (x: Float64Array, grad: Float64Array): number => {
    grad.fill(0);
    let value = 0;
    for (let p = 0; p < lo2.length; p++) {
      const i = pairList[2 * p]! * DIM;
      const j = pairList[2 * p + 1]! * DIM;
      const dx = x[i]! - x[j]!;
      const dy = x[i + 1]! - x[j + 1]!;
      const dz = x[i + 2]! - x[j + 2]!;
      const dw = x[i + 3]! - x[j + 3]!;
      const d2 = dx * dx + dy * dy + dz * dz + dw * dw;
      let factor: number;
      if (d2 > up2[p]!) {
        const t = d2 / up2[p]! - 1;
        value += t * t;
        factor = (4 * t) / up2[p]!;
      } else if (d2 < lo2[p]!) {
        const l2 = lo2[p]!;
        const denominator = l2 + d2;
        const t = (2 * l2) / denominator - 1;
        value += t * t;
        factor = (-8 * t * l2) / (denominator * denominator);
      } else continue;
      grad[i] = grad[i]! + factor * dx;
      grad[i + 1] = grad[i + 1]! + factor * dy;
      grad[i + 2] = grad[i + 2]! + factor * dz;
      grad[i + 3] = grad[i + 3]! + factor * dw;
      grad[j] = grad[j]! - factor * dx;
      grad[j + 1] = grad[j + 1]! - factor * dy;
      grad[j + 2] = grad[j + 2]! - factor * dz;
      grad[j + 3] = grad[j + 3]! - factor * dw;
    }
    value += chiralPenalty(x, chiral, grad, DIM);
    if (fourthWeight > 0) {
      for (let i = 3; i < x.length; i += DIM) {
        value += fourthWeight * x[i]! * x[i]!;
        grad[i] = grad[i]! + 2 * fourthWeight * x[i]!;
      }
    }
    return value;
  };
}

/**
 * Chiral-volume penalty: Σ (volume − nearest bound)² over the constraints whose volume lies
 * outside [lower, upper], with its gradient added to grad. Used by the embedding and the clean-up.
 */
export function chiralPenalty(
  x: Float64Array,
  constraints: readonly ChiralConstraint[],
  grad: Float64Array,
  stride: number,
): number {
  let value = 0;
  for (const c of constraints) {
    const volume = signedVolume(x, c.atoms, stride);
    const excess = volume < c.lower ? volume - c.lower : volume > c.upper ? volume - c.upper : 0;
    if (excess === 0) continue;
    value += excess * excess;
    addSignedVolumeGradient(x, c.atoms, 2 * excess, grad, stride);
  }
  return value;
}

export interface EmbedOptions {
  random: Random;
  attempts: number;
  /** Extra acceptance test on the 3D coordinates (stride 3), e.g. E/Z geometry. */
  accept?: (coords: Float64Array) => boolean;
  /** Four-coordinate centres that must lie inside their neighbours' tetrahedron (conformer-checks.ts). */
  tetrahedral?: readonly TetrahedralCentre[];
}

/**
 * 3D coordinates (stride 3) that satisfy the smoothed bounds and chiral constraints, or null after
 * `attempts` tries. The first try whose bound violations are small (MAX_RESIDUAL_PER_ATOM) is taken;
 * when none is, the least violated one that has the right handedness (bounds that contradict each
 * other a little, e.g. around a metal, leave every try above the bar).
 */
export function embed(bounds: Bounds, chiral: ChiralConstraint[], options: EmbedOptions): Float64Array | null {
  const { n, lower, upper } = bounds;
  const { random } = options;
  const stageOne = errorFunction(bounds, chiral, 0);
  const stageTwo = errorFunction(bounds, chiral, FOURTH_DIMENSION_WEIGHT);
  const gradient = new Float64Array(n * DIM);
  let best: Float64Array | null = null;
  let bestResidual = Number.POSITIVE_INFINITY;
  for (let attempt = 0; attempt < options.attempts; attempt++) {
    let start: Float64Array | null = null;
    if (n <= METRIC_MATRIX_MAX_ATOMS) {
      const distances = new Float64Array(n * n);
      for (let i = 0; i < n; i++) {
        for (let j = i + 1; j < n; j++) {
          const d = lower[i * n + j]! + random() * (upper[i * n + j]! - lower[i * n + j]!);
          distances[i * n + j] = distances[j * n + i] = d;
        }
      }
      start = metricCoordinates(distances, n, random);
    }
    const x = start ?? randomCoordinates(n, random);
    minimise(stageOne, x, { maxIterations: Math.min(400 + 10 * n, 2000), gradientTolerance: 1e-3 });
    minimise(stageTwo, x, { maxIterations: Math.min(200 + 5 * n, 1000), gradientTolerance: 1e-3 });
    const coords = new Float64Array(n * 3);
    for (let i = 0; i < n; i++) for (let k = 0; k < 3; k++) coords[i * 3 + k] = x[i * DIM + k]!;
    const handed = chiral.every((c) => {
      const v = signedVolume(coords, c.atoms);
      return c.lower > 0 ? v > 0.25 * c.lower : v < 0.25 * c.upper;
    });
    if (!handed) continue;
    if (options.accept && !options.accept(coords)) continue;
    if (options.tetrahedral && misplacedCentre(coords, options.tetrahedral) >= 0) continue;
    // The violations left once the fourth dimension is dropped.
    for (let i = 0; i < n; i++) x[i * DIM + 3] = 0;
    const residual = stageOne(x, gradient) / n;
    if (residual <= MAX_RESIDUAL_PER_ATOM) return coords;
    if (residual < bestResidual) [best, bestResidual] = [coords, residual];
  }
  return best;
}
