/**
 * Geometry checks that decide whether a 3D structure may be returned. They catch the
 * trapped embeddings that no force field repairs: a ring squeezed through itself or an
 * sp3 centre pushed outside the tetrahedron of its neighbours (the "inside-out" centre
 * that left abietic acid with seven C–C bonds of 1.7–1.9 Å after MMFF94), and bonds
 * far from their force-field reference length.
 */
import type { Topology } from "./dg-bounds.ts";
import type { MolGraph } from "../graph.ts";
import { cross, difference, dot } from "./vec3.ts";

/** A four-coordinate C or N and its neighbours: it must sit inside their tetrahedron. */
export interface TetrahedralCentre {
  centre: number;
  neighbours: [number, number, number, number];
}

/**
 * The centre-in-volume check of RDKit's ETKDG (Embedder.cpp): the centre must lie on the fourth
 * neighbour's side of each face of its neighbours' tetrahedron, clear of the face plane. RDKit's
 * clearance, 0.3, is measured along an unnormalised face normal (about 2.7 Å² for a C–C
 * tetrahedron's face), i.e. about 0.1 Å; here it is a distance. An ideal sp3 carbon sits 0.36
 * (C–H) to 0.51 Å (C–C) from each face. RDKit's second test, a minimum volume of the unit bond
 * vectors (0.5), is left out: the β-lactam bridgehead of penicillin G has 0.44 in an embedding
 * that MMFF94 turns into a sound minimum (strain 0.001 kcal/mol by Python RDKit's MMFF94).
 */
const CENTRE_IN_VOLUME_TOLERANCE = 0.1;

/**
 * The centres RDKit's ETKDG checks this way (EmbedderUtils/Embedder.cpp, findChiralSets): C and N
 * with four neighbours in two or more rings, none of them three-membered. Fused rings are where an
 * embedding gets trapped inside out; three-membered rings are left out because their fused
 * bridgeheads are inverted by nature: at Python RDKit's MMFF94 minimum the bridgehead of
 * bicyclo[2.1.0]pentane lies 0.04 Å, that of bicyclo[1.1.0]butane 0.26 Å and that of
 * [1.1.1]propellane 0.77 Å outside the tetrahedron of its neighbours.
 */
export function tetrahedralCentres(graph: MolGraph, topo: Topology): TetrahedralCentre[] {
  const centres: TetrahedralCentre[] = [];
  graph.atoms.forEach((atom, centre) => {
    if (atom.atomicNumber !== 6 && atom.atomicNumber !== 7) return;
    const nbrs = topo.neighbours[centre]!;
    if (nbrs.length !== 4) return;
    const rings = topo.rings.filter((ring) => ring.includes(centre));
    if (rings.length < 2 || rings.some((ring) => ring.length === 3)) return;
    centres.push({ centre, neighbours: [nbrs[0]!, nbrs[1]!, nbrs[2]!, nbrs[3]!] });
  });
  return centres;
}

/** Signed distance of p from the plane through a, b, c (positive on the side of the normal (b−a)×(c−a)). */
function planeDistance(x: Float64Array, stride: number, a: number, b: number, c: number, p: number): number {
  const normal = cross(difference(x, b, a, stride), difference(x, c, a, stride));
  const length = Math.sqrt(dot(normal, normal));
  if (length < 1e-9) return 0;
  return dot(normal, difference(x, p, a, stride)) / length;
}

/**
 * The first tetrahedral centre (atom index) that lies outside, or too close to a face of, its
 * neighbours' tetrahedron; -1 when all are sound.
 * Coordinates with the given stride (3, or 4 during the embedding).
 */
export function misplacedCentre(x: Float64Array, centres: readonly TetrahedralCentre[], stride = 3): number {
  for (const {
    centre,
    neighbours: [a, b, c, d],
  } of centres) {
    const faces: Array<[number, number, number, number]> = [
      [a, b, c, d],
      [b, c, d, a],
      [c, d, a, b],
      [d, a, b, c],
    ];
    for (const [p, q, r, opposite] of faces) {
      const toOpposite = planeDistance(x, stride, p, q, r, opposite);
      const toCentre = planeDistance(x, stride, p, q, r, centre);
      if (
        Math.abs(toOpposite) < CENTRE_IN_VOLUME_TOLERANCE ||
        Math.abs(toCentre) < CENTRE_IN_VOLUME_TOLERANCE ||
        Math.sign(toOpposite) !== Math.sign(toCentre)
      )
        return centre;
    }
  }
  return -1;
}

/** A bond whose length is further than `tolerance` from its reference length. */
export interface StretchedBond {
  bond: number;
  length: number;
  reference: number;
}

/** The bond (index into `bonds`) furthest from its reference length, if any is off by more than `tolerance` Å. */
export function worstBond(
  coords: ReadonlyArray<readonly [number, number, number]>,
  bonds: ReadonlyArray<readonly [number, number, number]>,
  reference: ArrayLike<number>,
  tolerance: number,
): StretchedBond | null {
  let worst: StretchedBond | null = null;
  bonds.forEach(([i, j], bond) => {
    const r0 = reference[bond]!;
    if (!(r0 > 0)) return; // no reference (zero-order or dative bonds the force field leaves out)
    const [xi, yi, zi] = coords[i]!;
    const [xj, yj, zj] = coords[j]!;
    const length = Math.hypot(xi - xj, yi - yj, zi - zj);
    if (
      Math.abs(length - r0) > tolerance &&
      (!worst || Math.abs(length - r0) > Math.abs(worst.length - worst.reference))
    ) {
      worst = { bond, length, reference: r0 };
    }
  });
  return worst;
}
