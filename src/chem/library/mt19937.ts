/**
 * The Mersenne Twister MT19937 (Matsumoto & Nishimura 1998) as Boost's `boost::mt19937`, and Boost's
 * `uniform_int<>` draw on it: what RDKit's MaxMinPicker uses to choose its first pick from a seed.
 * Written from the published algorithm; Boost's integer-range rule is described at `uniformInt`.
 */
const N = 624;
const M = 397;

export class Mt19937 {
  private readonly state = new Uint32Array(N);
  private index = N;

  constructor(seed = 5489) {
    this.state[0] = seed >>> 0;
    for (let i = 1; i < N; i++) {
      const prev = this.state[i - 1] as number;
      this.state[i] = (Math.imul(1812433253, prev ^ (prev >>> 30)) + i) >>> 0;
    }
  }

  private twist(): void {
    const s = this.state;
    for (let i = 0; i < N; i++) {
      const y = ((s[i] as number) & 0x80000000) | ((s[(i + 1) % N] as number) & 0x7fffffff);
      let next = (s[(i + M) % N] as number) ^ (y >>> 1);
      if (y & 1) next ^= 0x9908b0df;
      s[i] = next >>> 0;
    }
    this.index = 0;
  }

  /** The next 32-bit output. */
  next(): number {
    if (this.index >= N) this.twist();
    let y = this.state[this.index++] as number;
    y ^= y >>> 11;
    y ^= (y << 7) & 0x9d2c5680;
    y ^= (y << 15) & 0xefc60000;
    y ^= y >>> 18;
    return y >>> 0;
  }
}

/**
 * Boost's `uniform_int<>(0, max)` on a 32-bit engine (the range of the engine, 2³²−1, is larger than `max`):
 * outputs are divided into buckets of ⌊(2³²−1)/(max+1)⌋ values, one more when (2³²−1) mod (max+1) equals max,
 * and an output whose bucket number is past `max` is drawn again.
 */
export function uniformInt(engine: Mt19937, max: number): number {
  const brange = 0xffffffff;
  const buckets = max + 1;
  let bucketSize = Math.floor(brange / buckets);
  if (brange % buckets === max) bucketSize++;
  for (;;) {
    const result = Math.floor(engine.next() / bucketSize);
    if (result <= max) return result;
  }
}
