/**
 * Distance-geometry bounds for a molecule with explicit hydrogens: lower and upper
 * limits on every interatomic distance, from ideal bond lengths (1-2), bond angles
 * (1-3), torsions that geometry fixes (1-4: planar rings, double bonds, E/Z) and
 * van der Waals contact (everything further apart), then triangle-smoothed.
 * The geometry only has to be good enough for MMFF94 to finish the job; what it
 * must get right is the topology-implied shape (rings close, planar systems are
 * planar, E/Z is as specified).
 */
import type { MolGraph } from "../graph.ts";

/** Square matrices stored row-major; `lower[i * n + j]` is the lower bound on |r_i - r_j| in Å. */
export interface Bounds {
  n: number;
  lower: Float64Array;
  upper: Float64Array;
}

/** 1 = sp (linear), 2 = sp2 (planar), 3 = sp3 (tetrahedral). */
export type Hybridisation = 1 | 2 | 3;

/** Single- and double-bond covalent radii (Å), Pyykkö & Atsumi 2009; other elements use `FALLBACK_RADIUS`. */
const SINGLE_RADIUS: Record<number, number> = {
  1: 0.32,
  3: 1.33,
  5: 0.85,
  6: 0.75,
  7: 0.71,
  8: 0.63,
  9: 0.64,
  11: 1.55,
  12: 1.39,
  13: 1.26,
  14: 1.16,
  15: 1.11,
  16: 1.03,
  17: 0.99,
  19: 1.96,
  20: 1.71,
  26: 1.16,
  29: 1.12,
  30: 1.18,
  33: 1.21,
  34: 1.16,
  35: 1.14,
  53: 1.33,
};
const DOUBLE_RADIUS: Record<number, number> = {
  5: 0.78,
  6: 0.67,
  7: 0.6,
  8: 0.57,
  14: 1.07,
  15: 1.02,
  16: 0.94,
  34: 1.07,
};
const TRIPLE_RADIUS: Record<number, number> = { 6: 0.6, 7: 0.54, 8: 0.53 };
const FALLBACK_RADIUS = 1.3;
/** Van der Waals radii (Å, Bondi); other elements 2.0. */
export const VDW_RADIUS: Record<number, number> = {
  1: 1.2,
  6: 1.7,
  7: 1.55,
  8: 1.52,
  9: 1.47,
  15: 1.8,
  16: 1.8,
  17: 1.75,
  35: 1.85,
  53: 1.98,
};
/** Fraction of the van der Waals contact kept as the lower bound for atoms four or more bonds apart. */
const VDW_SCALE = 0.7;
const BOND_TOLERANCE = 0.02;
/** Used before smoothing for pairs nothing constrains from above. */
const FAR = 1000;

const DEG = Math.PI / 180;

export interface Topology {
  n: number;
  /** Each atom's neighbours in bond order (the order RDKit's tetrahedral parity refers to). */
  neighbours: number[][];
  /** bondIndex[i * n + j] + 1, 0 when not bonded. */
  bondIndex: Int32Array;
  hybridisation: Hybridisation[];
  /** Smallest ring size containing each bond (0 when acyclic). */
  bondRing: Int32Array;
  /** Rings as atom lists, smallest first. */
  rings: number[][];
}

/** Aromatic bonds and double bonds between planar atoms: their substituents lie in one plane. */
export function isPlanarBond(graph: MolGraph, bond: number, hyb: Hybridisation[]): boolean {
  const b = graph.bonds[bond]!;
  return b.aromatic || (b.order === 2 && hyb[b.begin] === 2 && hyb[b.end] === 2);
}

/** Neighbours, hybridisation and ring membership of a molecule with explicit hydrogens. */
export function topology(graph: MolGraph): Topology {
  const n = graph.atoms.length;
  const neighbours: number[][] = graph.atoms.map(() => []);
  const bondIndex = new Int32Array(n * n);
  graph.bonds.forEach((b, k) => {
    neighbours[b.begin]!.push(b.end);
    neighbours[b.end]!.push(b.begin);
    bondIndex[b.begin * n + b.end] = k + 1;
    bondIndex[b.end * n + b.begin] = k + 1;
  });
  const hybridisation = graph.atoms.map((_, i) => baseHybridisation(graph, i, neighbours[i]!.length));
  // Conjugated N and O (amides, anilines, esters, enols) are planar or nearly so.
  graph.atoms.forEach((atom, i) => {
    if (hybridisation[i] !== 3 || (atom.atomicNumber !== 7 && atom.atomicNumber !== 8)) return;
    if (neighbours[i]!.length > 3 || atom.charge > 0) return;
    if (neighbours[i]!.some((j) => hybridisation[j] === 2 && graph.atoms[j]!.atomicNumber === 6)) hybridisation[i] = 2;
  });
  const rings = [...graph.rings].sort((a, b) => a.length - b.length);
  const bondRing = new Int32Array(graph.bonds.length);
  for (const ring of rings) {
    for (let k = 0; k < ring.length; k++) {
      const bond = bondIndex[ring[k]! * n + ring[(k + 1) % ring.length]!]! - 1;
      if (bond >= 0 && bondRing[bond] === 0) bondRing[bond] = ring.length;
    }
  }
  return { n, neighbours, bondIndex, hybridisation, bondRing, rings };
}

function baseHybridisation(graph: MolGraph, atom: number, degree: number): Hybridisation {
  if (graph.atoms[atom]!.aromatic) return 2;
  if (degree >= 4) return 3; // sulfones, phosphates, ammonium: tetrahedral whatever the bond orders
  let doubles = 0;
  let triples = 0;
  for (const b of graph.bonds) {
    if (b.begin !== atom && b.end !== atom) continue;
    if (b.order === 2) doubles++;
    else if (b.order === 3) triples++;
  }
  const z = graph.atoms[atom]!.atomicNumber;
  if ((z === 15 || z === 16 || z === 34) && degree === 3) return 3; // sulfoxides, phosphine oxides: pyramidal
  if (triples > 0 || doubles >= 2) return 1;
  return doubles === 1 ? 2 : 3;
}

function bondLength(graph: MolGraph, topo: Topology, i: number, j: number): number {
  const bond = graph.bonds[topo.bondIndex[i * topo.n + j]! - 1]!;
  const radius = (atom: number, order: number) => {
    const z = graph.atoms[atom]!.atomicNumber;
    const single = SINGLE_RADIUS[z] ?? FALLBACK_RADIUS;
    if (order === 3) return TRIPLE_RADIUS[z] ?? DOUBLE_RADIUS[z] ?? single;
    if (order === 2) return DOUBLE_RADIUS[z] ?? single;
    return single;
  };
  if (bond.aromatic) return (radius(i, 1) + radius(j, 1) + radius(i, 2) + radius(j, 2)) / 2 - 0.02;
  return radius(i, bond.order) + radius(j, bond.order);
}

/** The ring (smallest first) holding atoms a-b-c consecutively, or undefined. */
function ringThrough(topo: Topology, a: number, b: number, c: number): number[] | undefined {
  return topo.rings.find((ring) => {
    const k = ring.indexOf(b);
    if (k < 0) return false;
    const prev = ring[(k + ring.length - 1) % ring.length];
    const next = ring[(k + 1) % ring.length];
    return (prev === a && next === c) || (prev === c && next === a);
  });
}

const SP3_BASE_ANGLE: Record<number, number> = { 7: 108, 8: 108, 15: 100, 16: 100, 34: 98 };
const SP3_RING_ANGLE: Record<number, number> = { 3: 60, 4: 88, 5: 104, 6: 111 };
const SP2_RING_ANGLE: Record<number, number> = { 3: 60, 4: 90, 5: 108 };
/** sp3 angle to an exocyclic neighbour of an atom in a small ring. */
const SP3_EXO_ANGLE: Record<number, number> = { 3: 117, 4: 114, 5: 111 };

interface Angle {
  degrees: number;
  tolerance: number;
}

/** Ideal angles at `centre` for every pair of its neighbours, keyed by the pair's index in neighbour order. */
function anglesAt(graph: MolGraph, topo: Topology, centre: number): Map<string, Angle> {
  const nbrs = topo.neighbours[centre]!;
  const angles = new Map<string, Angle>();
  const key = (a: number, b: number) => (a < b ? `${a},${b}` : `${b},${a}`);
  const z = graph.atoms[centre]!.atomicNumber;
  const hyb = topo.hybridisation[centre]!;
  if (nbrs.length > 4 || (z > 18 && z !== 34 && z !== 35 && z !== 53)) {
    // Hypervalent main-group centres and metals: no single ideal angle; keep neighbours apart only.
    for (let p = 0; p < nbrs.length; p++)
      for (let q = p + 1; q < nbrs.length; q++) angles.set(key(nbrs[p]!, nbrs[q]!), { degrees: 120, tolerance: 60 });
    return angles;
  }
  const unassigned: Array<[number, number]> = [];
  for (let p = 0; p < nbrs.length; p++) {
    for (let q = p + 1; q < nbrs.length; q++) {
      const a = nbrs[p]!;
      const b = nbrs[q]!;
      const ring = ringThrough(topo, a, centre, b);
      if (hyb === 1) angles.set(key(a, b), { degrees: 180, tolerance: 4 });
      else if (ring && hyb === 2)
        angles.set(key(a, b), { degrees: SP2_RING_ANGLE[ring.length] ?? 120, tolerance: ring.length > 8 ? 8 : 3 });
      else if (ring)
        angles.set(key(a, b), { degrees: SP3_RING_ANGLE[ring.length] ?? 112, tolerance: ring.length > 6 ? 8 : 5 });
      else unassigned.push([a, b]);
    }
  }
  if (hyb === 2 && nbrs.length === 3 && unassigned.length > 0) {
    // Planar centre: the angles sum to 360°.
    const assigned = [...angles.values()].reduce((sum, a) => sum + a.degrees, 0);
    const each = (360 - assigned) / unassigned.length;
    for (const [a, b] of unassigned) angles.set(key(a, b), { degrees: each, tolerance: 3 });
    return angles;
  }
  const smallRing = topo.rings.find((ring) => ring.length <= 5 && ring.includes(centre));
  for (const [a, b] of unassigned) {
    if (hyb === 2) angles.set(key(a, b), { degrees: 120, tolerance: 4 });
    else if (smallRing && (smallRing.includes(a) || smallRing.includes(b))) {
      angles.set(key(a, b), { degrees: SP3_EXO_ANGLE[smallRing.length] ?? 110, tolerance: 8 });
    } else angles.set(key(a, b), { degrees: SP3_BASE_ANGLE[z] ?? 109.5, tolerance: z > 10 ? 8 : 5 });
  }
  return angles;
}

const lawOfCosines = (a: number, b: number, degrees: number) =>
  Math.sqrt(a * a + b * b - 2 * a * b * Math.cos(degrees * DEG));

/** Distance between j and l in j-i-k-l for a torsion angle (degrees), given the 1-2 lengths and the two angles. */
function torsionDistance(b1: number, b2: number, b3: number, alpha: number, beta: number, torsion: number): number {
  const jx = b1 * Math.cos(alpha * DEG);
  const jy = b1 * Math.sin(alpha * DEG);
  const lx = b2 - b3 * Math.cos(beta * DEG);
  const ly = b3 * Math.sin(beta * DEG) * Math.cos(torsion * DEG);
  const lz = b3 * Math.sin(beta * DEG) * Math.sin(torsion * DEG);
  return Math.hypot(lx - jx, ly - jy, lz);
}

/** Raw (unsmoothed) bounds. */
export function boundsFor(graph: MolGraph, topo: Topology, vdwScale = VDW_SCALE): Bounds {
  const { n } = topo;
  const lower = new Float64Array(n * n);
  const upper = new Float64Array(n * n).fill(FAR);
  /** 0 = unset, 2/3/4 = set from a 1-2 / 1-3 / 1-4 relation. */
  const level = new Uint8Array(n * n);
  const set = (i: number, j: number, lo: number, hi: number, lv: number) => {
    lower[i * n + j] = lower[j * n + i] = lo;
    upper[i * n + j] = upper[j * n + i] = hi;
    level[i * n + j] = level[j * n + i] = lv;
  };
  for (let i = 0; i < n; i++) upper[i * n + i] = 0;

  const length = new Float64Array(n * n);
  for (const b of graph.bonds) {
    const d = bondLength(graph, topo, b.begin, b.end);
    length[b.begin * n + b.end] = length[b.end * n + b.begin] = d;
    set(b.begin, b.end, d - BOND_TOLERANCE, d + BOND_TOLERANCE, 2);
  }

  const angleAt: Array<Map<string, Angle>> = [];
  const angle = (a: number, centre: number, b: number) => angleAt[centre]!.get(a < b ? `${a},${b}` : `${b},${a}`)!;
  for (let centre = 0; centre < n; centre++) {
    angleAt.push(anglesAt(graph, topo, centre));
    const nbrs = topo.neighbours[centre]!;
    for (let p = 0; p < nbrs.length; p++) {
      for (let q = p + 1; q < nbrs.length; q++) {
        const a = nbrs[p]!;
        const b = nbrs[q]!;
        if (level[a * n + b] === 2) continue;
        const { degrees, tolerance } = angle(a, centre, b);
        const la = length[a * n + centre]!;
        const lb = length[b * n + centre]!;
        const lo = lawOfCosines(la, lb, Math.max(degrees - tolerance, 0));
        const hi = lawOfCosines(la, lb, Math.min(degrees + tolerance, 180));
        if (level[a * n + b] === 3) set(a, b, Math.min(lo, lower[a * n + b]!), Math.max(hi, upper[a * n + b]!), 3);
        else set(a, b, lo, hi, 3);
      }
    }
  }

  graph.bonds.forEach((bond, k) => {
    const { begin: i, end: kk } = bond;
    const planar = isPlanarBond(graph, k, topo.hybridisation);
    const ring = topo.bondRing[k]
      ? topo.rings.find((r) => r.includes(i) && r.includes(kk) && r.length === topo.bondRing[k])
      : undefined;
    for (const j of topo.neighbours[i]!) {
      if (j === kk) continue;
      for (const l of topo.neighbours[kk]!) {
        if (l === i || l === j || level[j * n + l] === 2 || level[j * n + l] === 3) continue;
        const alpha = angle(j, i, kk).degrees;
        const beta = angle(i, kk, l).degrees;
        const b1 = length[j * n + i]!;
        const b2 = length[i * n + kk]!;
        const b3 = length[kk * n + l]!;
        const cis = torsionDistance(b1, b2, b3, alpha, beta, 0);
        const trans = torsionDistance(b1, b2, b3, alpha, beta, 180);
        let lo = cis;
        let hi = trans;
        let relation: boolean | undefined; // true = cis, false = trans, undefined = free
        if (bond.stereo && bond.order === 2) {
          const [a, d] = bond.stereo.atoms;
          const refA = bond.begin === i ? a : d;
          const refD = bond.begin === i ? d : a;
          relation = (j === refA) === (l === refD) ? bond.stereo.cis : !bond.stereo.cis;
        } else if (planar && ring) relation = ring.includes(j) === ring.includes(l);
        if (relation === true) hi = cis + 0.06;
        else if (relation === false) lo = trans - 0.06;
        if (level[j * n + l] === 4) {
          // Two 1-4 paths (e.g. across a six-membered ring): keep what both allow, or both if they disagree.
          const oldLo = lower[j * n + l]!;
          const oldHi = upper[j * n + l]!;
          const meetLo = Math.max(lo, oldLo);
          const meetHi = Math.min(hi, oldHi);
          if (meetLo <= meetHi) set(j, l, meetLo, meetHi, 4);
          else set(j, l, Math.min(lo, oldLo), Math.max(hi, oldHi), 4);
        } else set(j, l, lo, hi, 4);
      }
    }
  });

  for (let i = 0; i < n; i++) {
    const ri = VDW_RADIUS[graph.atoms[i]!.atomicNumber] ?? 2.0;
    for (let j = i + 1; j < n; j++) {
      if (level[i * n + j] !== 0) continue;
      const rj = VDW_RADIUS[graph.atoms[j]!.atomicNumber] ?? 2.0;
      lower[i * n + j] = lower[j * n + i] = vdwScale * (ri + rj);
    }
  }
  return { n, lower, upper };
}

/**
 * Triangle-inequality smoothing (Floyd–Warshall style): u_ij ≤ u_ik + u_kj and
 * l_ij ≥ l_ik − u_kj. Returns false when the bounds contradict each other.
 */
export function smoothBounds({ n, lower, upper }: Bounds): boolean {
  for (let k = 0; k < n; k++) {
    const kn = k * n;
    for (let i = 0; i < n; i++) {
      if (i === k) continue;
      const in_ = i * n;
      const uik = upper[in_ + k]!;
      const lik = lower[in_ + k]!;
      for (let j = i + 1; j < n; j++) {
        if (j === k) continue;
        const ukj = upper[kn + j]!;
        const idx = in_ + j;
        let uij = upper[idx]!;
        if (uik + ukj < uij) {
          uij = uik + ukj;
          upper[idx] = uij;
          upper[j * n + i] = uij;
        }
        const lkj = lower[kn + j]!;
        let lij = lower[idx]!;
        const viaI = lik - ukj;
        const viaJ = lkj - uik;
        const lo = Math.max(viaI, viaJ);
        if (lo > lij) {
          lij = lo;
          lower[idx] = lij;
          lower[j * n + i] = lij;
        }
        if (lij > uij + 1e-6) return false;
      }
    }
  }
  return true;
}

/** Caps the upper bound between atoms of different components (no path joins them) so the pieces stay near each other. */
export function capUnconnected(bounds: Bounds): void {
  const { n, lower, upper } = bounds;
  let reach = 0;
  for (let k = 0; k < n * n; k++) if (upper[k]! < FAR / 2 && upper[k]! > reach) reach = upper[k]!;
  const cap = reach + 4;
  for (let k = 0; k < n * n; k++) if (upper[k]! >= FAR / 2) upper[k] = Math.max(cap, lower[k]! + 1);
}
