/**
 * A quick clean-up of a distance-geometry embedding before MMFF94, in the spirit
 * of ETKDG's last stage: bonds and angles pulled to their ideal values, planar
 * atoms flattened, torsions sent to their usual minima (staggered sp3–sp3,
 * planar conjugated bonds), close contacts pushed apart, chiral volumes held.
 * It costs a few milliseconds and saves MMFF94, whose every iteration is far
 * dearer in OpenChemLib, most of its work.
 */
import type { Bounds, Topology } from "./dg-bounds.ts";
import { isPlanarBond, VDW_RADIUS } from "./dg-bounds.ts";
import { chiralPenalty, type ChiralConstraint } from "./dg-embed.ts";
import type { MolGraph } from "../graph.ts";
import { minimise } from "./lbfgs.ts";
import { addScaled, addSignedVolumeGradient, cross, difference, dot, signedVolume, type Vec3 } from "./vec3.ts";

const BOND_FORCE = 100;
const ANGLE_FORCE = 30;
const PLANARITY_FORCE = 10;
const REPULSION_FORCE = 5;
/** Fractions of the van der Waals contact (Bondi radii) below which pairs repel: 1-4 pairs, and pairs further apart. */
const REPULSION_SCALE_14 = 0.8;
const REPULSION_SCALE = 0.9;
/** Torsion barriers (arbitrary units against the forces above). */
const STAGGERED_BARRIER = 1;
const DOUBLE_BOND_BARRIER = 5;
const CONJUGATED_BARRIER = 1.5;
const BIARYL_BARRIER = 0.3;

interface Torsion {
  atoms: [number, number, number, number];
  /** 3 = threefold (minima at ±60°, 180°), 2 = twofold (minima at 0°, 180°). */
  fold: 2 | 3;
  barrier: number;
}

export interface Refinement {
  /** Pairs (i, j) with a target distance and a force constant, flattened. */
  springs: { pairs: Int32Array; target: Float64Array; force: Float64Array };
  /** Pairs that must not come closer than `minimum`. */
  contacts: { pairs: Int32Array; minimum: Float64Array };
  /** [neighbour, neighbour, neighbour, centre] of each planar atom. */
  planar: Array<[number, number, number, number]>;
  torsions: Torsion[];
  chiral: ChiralConstraint[];
}

export function refinementTerms(
  graph: MolGraph,
  topo: Topology,
  bounds: Bounds,
  chiral: ChiralConstraint[],
): Refinement {
  const { n } = topo;
  const springPairs: number[] = [];
  const target: number[] = [];
  const force: number[] = [];
  const close = new Uint8Array(n * n);
  const spring = (i: number, j: number, k: number) => {
    if (close[i * n + j]) return;
    close[i * n + j] = close[j * n + i] = 1;
    const lo = bounds.lower[i * n + j]!;
    const hi = bounds.upper[i * n + j]!;
    // A wide window (metal centres, hypervalent atoms) means no ideal value: leave it to the bounds.
    if (hi - lo > 0.5) return;
    springPairs.push(i, j);
    target.push((lo + hi) / 2);
    force.push(k);
  };
  for (const b of graph.bonds) spring(b.begin, b.end, BOND_FORCE);
  for (let centre = 0; centre < n; centre++) {
    const nbrs = topo.neighbours[centre]!;
    for (let p = 0; p < nbrs.length; p++)
      for (let q = p + 1; q < nbrs.length; q++) spring(nbrs[p]!, nbrs[q]!, ANGLE_FORCE);
  }

  const oneFour = new Uint8Array(n * n);
  for (const { begin: b, end: c } of graph.bonds) {
    for (const a of topo.neighbours[b]!)
      for (const d of topo.neighbours[c]!) oneFour[a * n + d] = oneFour[d * n + a] = 1;
  }
  const contactPairs: number[] = [];
  const minimum: number[] = [];
  for (let i = 0; i < n; i++) {
    const ri = VDW_RADIUS[graph.atoms[i]!.atomicNumber] ?? 2;
    for (let j = i + 1; j < n; j++) {
      if (close[i * n + j]) continue;
      contactPairs.push(i, j);
      const scale = oneFour[i * n + j] ? REPULSION_SCALE_14 : REPULSION_SCALE;
      minimum.push(scale * (ri + (VDW_RADIUS[graph.atoms[j]!.atomicNumber] ?? 2)));
    }
  }

  const planar: Refinement["planar"] = [];
  topo.hybridisation.forEach((h, centre) => {
    const nbrs = topo.neighbours[centre]!;
    if (h === 2 && nbrs.length === 3) planar.push([nbrs[0]!, nbrs[1]!, nbrs[2]!, centre]);
  });

  const torsions: Torsion[] = [];
  graph.bonds.forEach((bond, k) => {
    const { begin: b, end: c } = bond;
    const hb = topo.hybridisation[b]!;
    const hc = topo.hybridisation[c]!;
    if (hb === 1 || hc === 1) return;
    const ringSize = topo.bondRing[k]!;
    // Small rings: the ring closure decides the torsions (a six-membered sp3 ring gets the staggered term: chair).
    const smallRing = ringSize > 0 && ringSize < 8;
    let fold: 2 | 3;
    let barrier: number;
    if (hb === 3 && hc === 3 && (!smallRing || ringSize === 6)) [fold, barrier] = [3, STAGGERED_BARRIER];
    else if (smallRing) return;
    else if (isPlanarBond(graph, k, topo.hybridisation)) [fold, barrier] = [2, DOUBLE_BOND_BARRIER];
    else if (hb === 2 && hc === 2)
      [fold, barrier] = [2, graph.atoms[b]!.aromatic && graph.atoms[c]!.aromatic ? BIARYL_BARRIER : CONJUGATED_BARRIER];
    else return;
    const left = topo.neighbours[b]!.filter((a) => a !== c);
    const right = topo.neighbours[c]!.filter((d) => d !== b);
    const share = barrier / Math.max(1, left.length * right.length);
    for (const a of left)
      for (const d of right) if (a !== d) torsions.push({ atoms: [a, b, c, d], fold, barrier: share });
  });

  return {
    springs: {
      pairs: Int32Array.from(springPairs),
      target: Float64Array.from(target),
      force: Float64Array.from(force),
    },
    contacts: { pairs: Int32Array.from(contactPairs), minimum: Float64Array.from(minimum) },
    planar,
    torsions,
    chiral,
  };
}

function objective(terms: Refinement) {
  const { springs, contacts, planar, torsions, chiral } = terms;
  return (x: Float64Array, grad: Float64Array): number => {
    grad.fill(0);
    let value = 0;
    for (let p = 0; p < springs.target.length; p++) {
      const i = springs.pairs[2 * p]!;
      const j = springs.pairs[2 * p + 1]!;
      const v = difference(x, i, j);
      const d = Math.sqrt(dot(v, v)) || 1e-8;
      const stretch = d - springs.target[p]!;
      const k = springs.force[p]!;
      value += k * stretch * stretch;
      const f = (2 * k * stretch) / d;
      addScaled(grad, i, v, f);
      addScaled(grad, j, v, -f);
    }
    for (let p = 0; p < contacts.minimum.length; p++) {
      const i = contacts.pairs[2 * p]!;
      const j = contacts.pairs[2 * p + 1]!;
      const dx = x[i * 3]! - x[j * 3]!;
      const dy = x[i * 3 + 1]! - x[j * 3 + 1]!;
      const dz = x[i * 3 + 2]! - x[j * 3 + 2]!;
      const d2 = dx * dx + dy * dy + dz * dz;
      const m = contacts.minimum[p]!;
      if (d2 >= m * m) continue;
      const d = Math.sqrt(d2) || 1e-8;
      const overlap = m - d;
      value += REPULSION_FORCE * overlap * overlap;
      const f = (-2 * REPULSION_FORCE * overlap) / d;
      addScaled(grad, i, [dx, dy, dz], f);
      addScaled(grad, j, [dx, dy, dz], -f);
    }
    for (const points of planar) {
      const volume = signedVolume(x, points);
      value += PLANARITY_FORCE * volume * volume;
      addSignedVolumeGradient(x, points, 2 * PLANARITY_FORCE * volume, grad);
    }
    for (const t of torsions) value += torsionTerm(x, t, grad);
    return value + chiralPenalty(x, chiral, grad, 3);
  };
}

/**
 * Torsion energy written in cos φ (no sign convention needed):
 * threefold V(1 + cos 3φ) = V(1 + 4c³ − 3c), twofold V(1 − cos 2φ) = 2V(1 − c²).
 */
function torsionTerm(x: Float64Array, { atoms: [a, b, c, d], fold, barrier }: Torsion, grad: Float64Array): number {
  const f = difference(x, a, b);
  const g = difference(x, b, c);
  const h = difference(x, d, c);
  const A = cross(f, g);
  const B = cross(h, g);
  const lenA = Math.sqrt(dot(A, A));
  const lenB = Math.sqrt(dot(B, B));
  if (lenA < 1e-6 || lenB < 1e-6) return 0; // collinear: no defined torsion
  const cos = Math.max(-1, Math.min(1, dot(A, B) / (lenA * lenB)));
  let value: number;
  let slope: number; // dE/dcos
  if (fold === 3) {
    value = barrier * (1 + 4 * cos ** 3 - 3 * cos);
    slope = barrier * (12 * cos * cos - 3);
  } else {
    value = 2 * barrier * (1 - cos * cos);
    slope = -4 * barrier * cos;
  }
  // dcos/dA and dcos/dB, then through A = f×g and B = h×g.
  const u: Vec3 = [
    (B[0] / lenB - cos * (A[0] / lenA)) / lenA,
    (B[1] / lenB - cos * (A[1] / lenA)) / lenA,
    (B[2] / lenB - cos * (A[2] / lenA)) / lenA,
  ];
  const w: Vec3 = [
    (A[0] / lenA - cos * (B[0] / lenB)) / lenB,
    (A[1] / lenA - cos * (B[1] / lenB)) / lenB,
    (A[2] / lenA - cos * (B[2] / lenB)) / lenB,
  ];
  const dF = cross(g, u);
  const dH = cross(g, w);
  const gu = cross(u, f);
  const gw = cross(w, h);
  const dG: Vec3 = [gu[0] + gw[0], gu[1] + gw[1], gu[2] + gw[2]];
  addScaled(grad, a, dF, slope);
  addScaled(grad, b, [dG[0] - dF[0], dG[1] - dF[1], dG[2] - dF[2]], slope);
  addScaled(grad, c, [-dG[0] - dH[0], -dG[1] - dH[1], -dG[2] - dH[2]], slope);
  addScaled(grad, d, dH, slope);
  return value;
}

/** Refines coordinates (stride 3) in place. */
export function refine(coords: Float64Array, terms: Refinement): void {
  minimise(objective(terms), coords, { maxIterations: 400, gradientTolerance: 1e-2 });
}

/** Exposed for the gradient test. */
export const refinementObjective = objective;
