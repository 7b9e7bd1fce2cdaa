/**
 * Limited-memory BFGS with a backtracking (Armijo) line search, for the smooth
 * penalty functions of distance geometry. `evaluate` writes the gradient into
 * `grad` and returns the value.
 */
export type Objective = (x: Float64Array, grad: Float64Array) => number;

export interface MinimiseOptions {
  maxIterations?: number;
  /** Stop when the largest gradient component falls below this. */
  gradientTolerance?: number;
  /** Stop when the value improves by less than this (relative) in one step. */
  valueTolerance?: number;
  /** Stored correction pairs. */
  memory?: number;
}

export interface MinimiseResult {
  value: number;
  iterations: number;
}

const dot = (a: Float64Array, b: Float64Array) => {
  let s = 0;
  for (let i = 0; i < a.length; i++) s += a[i]! * b[i]!;
  return s;
};

/** Minimises `evaluate` from `x` (changed in place). */
export function minimise(evaluate: Objective, x: Float64Array, options: MinimiseOptions = {}): MinimiseResult {
  const maxIterations = options.maxIterations ?? 1000;
  const gradientTolerance = options.gradientTolerance ?? 1e-3;
  const valueTolerance = options.valueTolerance ?? 1e-10;
  const m = options.memory ?? 8;
  const size = x.length;
  const grad = new Float64Array(size);
  const nextGrad = new Float64Array(size);
  const next = new Float64Array(size);
  const direction = new Float64Array(size);
  const s: Float64Array[] = [];
  const y: Float64Array[] = [];
  const rho: number[] = [];
  const alpha = new Float64Array(m);
  let value = evaluate(x, grad);
  let iteration = 0;
  for (; iteration < maxIterations; iteration++) {
    let maxGrad = 0;
    for (let i = 0; i < size; i++) maxGrad = Math.max(maxGrad, Math.abs(grad[i]!));
    if (maxGrad < gradientTolerance) break;

    // Two-loop recursion: direction = -H·grad.
    direction.set(grad);
    for (let k = s.length - 1; k >= 0; k--) {
      alpha[k] = rho[k]! * dot(s[k]!, direction);
      const yk = y[k]!;
      for (let i = 0; i < size; i++) direction[i] = direction[i]! - alpha[k]! * yk[i]!;
    }
    const last = s.length - 1;
    const scale = last >= 0 ? dot(s[last]!, y[last]!) / dot(y[last]!, y[last]!) : 1 / Math.max(maxGrad, 1);
    for (let i = 0; i < size; i++) direction[i] = direction[i]! * scale;
    for (let k = 0; k < s.length; k++) {
      const beta = rho[k]! * dot(y[k]!, direction);
      const sk = s[k]!;
      for (let i = 0; i < size; i++) direction[i] = direction[i]! + sk[i]! * (alpha[k]! - beta);
    }
    for (let i = 0; i < size; i++) direction[i] = -direction[i]!;
    let slope = dot(direction, grad);
    if (slope >= 0) {
      // Not a descent direction (curvature information went stale): restart from steepest descent.
      s.length = y.length = rho.length = 0;
      for (let i = 0; i < size; i++) direction[i] = -grad[i]! / Math.max(maxGrad, 1);
      slope = dot(direction, grad);
    }

    let step = 1;
    let nextValue = Number.POSITIVE_INFINITY;
    for (let tries = 0; tries < 40; tries++) {
      for (let i = 0; i < size; i++) next[i] = x[i]! + step * direction[i]!;
      nextValue = evaluate(next, nextGrad);
      if (nextValue <= value + 1e-4 * step * slope) break;
      step *= 0.5;
    }
    if (!(nextValue < value)) break;

    const sk = new Float64Array(size);
    const yk = new Float64Array(size);
    for (let i = 0; i < size; i++) {
      sk[i] = next[i]! - x[i]!;
      yk[i] = nextGrad[i]! - grad[i]!;
    }
    const sy = dot(sk, yk);
    if (sy > 1e-12) {
      if (s.length === m) {
        s.shift();
        y.shift();
        rho.shift();
      }
      s.push(sk);
      y.push(yk);
      rho.push(1 / sy);
    }
    x.set(next);
    grad.set(nextGrad);
    const improvement = value - nextValue;
    value = nextValue;
    if (improvement <= valueTolerance * Math.max(Math.abs(value), 1)) {
      iteration++;
      break;
    }
  }
  return { value, iterations: iteration };
}
