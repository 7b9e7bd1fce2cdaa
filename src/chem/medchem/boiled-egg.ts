/**
 * BOILED-Egg (Daina & Zoete, ChemMedChem 11, 1117-1121 (2016)): passive
 * gastrointestinal absorption ("white") and brain penetration ("yolk") read
 * from a molecule's position in the plane x = TPSA (Å², with the polar S and P
 * contributions, as SwissADME uses it), y = WLOGP (here Wildman-Crippen logP,
 * RDKit `CrippenClogP`). Each region is an ellipse; a point is inside when
 * (d·u)²/a² + (d·v)²/b² ≤ 1, with d = point − centre, u the unit major-axis
 * direction and v ⟂ u. Ellipse parameters: tools.md.
 */

export interface Ellipse {
  /** Centre (TPSA Å², WLOGP). */
  centre: readonly [number, number];
  /** Unit vector of the a axis, in (TPSA, WLOGP) coordinates. */
  u: readonly [number, number];
  /** Semi-axis along u (mostly TPSA, Å²). */
  a: number;
  /** Semi-axis along v ⟂ u (mostly WLOGP). */
  b: number;
}

export const WHITE_ELLIPSE: Ellipse = {
  centre: [71.02736, 2.29454],
  u: [0.99983364, -0.01823992],
  a: 71.01781,
  b: 4.35586,
};
export const YOLK_ELLIPSE: Ellipse = {
  centre: [38.06865, 3.18495],
  u: [0.99999617, -0.00276701],
  a: 41.03182,
  b: 2.77764,
};

/** v = u rotated by +90°: (−u_y, u_x). */
export function perpendicular(u: readonly [number, number]): [number, number] {
  return [-u[1], u[0]];
}

/** (d·u)²/a² + (d·v)²/b² for the point (tpsa, wlogp): ≤ 1 means inside. */
export function ellipseValue(e: Ellipse, tpsa: number, wlogp: number): number {
  const dx = tpsa - e.centre[0];
  const dy = wlogp - e.centre[1];
  const [vx, vy] = perpendicular(e.u);
  const du = dx * e.u[0] + dy * e.u[1];
  const dv = dx * vx + dy * vy;
  return (du * du) / (e.a * e.a) + (dv * dv) / (e.b * e.b);
}

export interface BoiledEgg {
  /** TPSA with S and P, Å² (unrounded). */
  tpsa: number;
  /** Wildman-Crippen logP (unrounded). */
  wlogp: number;
  whiteValue: number;
  yolkValue: number;
  giAbsorbed: boolean;
  bbbPenetrant: boolean;
}

export function boiledEggOf(tpsa: number, wlogp: number): BoiledEgg {
  const whiteValue = ellipseValue(WHITE_ELLIPSE, tpsa, wlogp);
  const yolkValue = ellipseValue(YOLK_ELLIPSE, tpsa, wlogp);
  return { tpsa, wlogp, whiteValue, yolkValue, giAbsorbed: whiteValue <= 1, bbbPenetrant: yolkValue <= 1 };
}
