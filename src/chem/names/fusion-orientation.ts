/**
 * The systematic numbering of an ortho-fused ring system (IUPAC FR-5, P-25.3.3): the rings are laid on a grid of
 * hexagons, the system is oriented (FR-5.2: the most rings in a horizontal row, then the most in the upper right
 * quadrant, the fewest in the lower left, the most above the row), numbered clockwise from the most
 * counter-clockwise non-fusion atom of the upper right ring (FR-5.3), fusion carbons taking the number before them
 * with a letter, and among the orientations left the heteroatoms get the lowest locants, then the senior
 * heteroatoms, the fusion carbons, the fusion atoms (FR-5.4 a-d).
 *
 * Read only where the drawing is unambiguous: five-, six- and seven-membered rings (and larger ones at an end of the
 * system or fused on two opposite bonds), each atom in at most two rings
 * (no interior atoms, no peri-fusion), the rings fused in a tree. A five- or seven-membered ring fused on two sides
 * is drawn either straight through or bent (a hexagon with one side left out or doubled, before or after its
 * exit), as OPSIN draws it; the row rule then picks. Where the rules leave numberings that put different atoms at
 * one locant, or a system is outside this scope, no numbering is given (null) and the name is read only without
 * locants on it.
 */

/** Ring-to-ring steps on the hexagon grid, by side (k·60° from the x axis); x in half-widths, y in rows. */
const STEP: [number, number][] = [
  [2, 0],
  [1, 1],
  [-1, 1],
  [-2, 0],
  [-1, -1],
  [1, -1],
];

/** FR-5.4 b: O > S > Se > Te > N > P > As > Sb > Bi > Si > Ge > Sn > Pb > B. */
const SENIORITY = ["O", "S", "Se", "Te", "N", "P", "As", "Sb", "Bi", "Si", "Ge", "Sn", "Pb", "B"];

interface Layout {
  /** The side (0..5) of ring r that faces its neighbour s, keyed "r,s". */
  side: Map<string, number>;
}

/** The locant of each atom, or null where the system is outside what this module numbers. */
export function orientedLocants(elements: string[], bonds: [number, number][]): string[] | null {
  const n = elements.length;
  const adj: Set<number>[] = elements.map(() => new Set<number>());
  for (const [a, b] of bonds) {
    adj[a]?.add(b);
    adj[b]?.add(a);
  }
  const rings = smallRings(adj, n);
  if (rings.length < 2 || rings.length !== bonds.length - n + 1) return null;
  if (rings.some((r) => r.length < 5 || r.length > MAX_RING)) return null;
  const ringsOf = elements.map((_, a) => rings.flatMap((r, i) => (r.includes(a) ? [i] : [])));
  if (ringsOf.some((rs) => rs.length === 0 || rs.length > 2)) return null;
  const fusion = ringsOf.map((rs) => rs.length === 2);
  // Ring neighbours across a shared bond; a tree of rings (cata-condensed).
  const neighbours: Map<number, [number, number]>[] = rings.map(() => new Map());
  let sharedCount = 0;
  for (let i = 0; i < rings.length; i++) {
    for (let j = i + 1; j < rings.length; j++) {
      const common = (rings[i] as number[]).filter((a) => (rings[j] as number[]).includes(a));
      if (common.length === 0) continue;
      if (common.length !== 2 || !adj[common[0] as number]?.has(common[1] as number)) return null;
      neighbours[i]?.set(j, [common[0] as number, common[1] as number]);
      neighbours[j]?.set(i, [common[0] as number, common[1] as number]);
      sharedCount++;
    }
  }
  if (sharedCount !== rings.length - 1) return null;
  if (!orientRings(rings, neighbours)) return null;
  // A seven-membered ring fused on two sides only where its fusion bonds are three or four bonds apart
  // (dibenzo[b,f]azepine); bonds two apart (dibenzo[c,e]azepine) OPSIN draws upright, a drawing not read here.
  // A ring of eight or more atoms only at an end of the system or straight through it: fused on one bond, or on
  // two bonds opposite each other (an even ring's, k/2 bonds apart), which OPSIN draws as a hexagon's opposite sides.
  for (let r = 0; r < rings.length; r++) {
    const ring = rings[r] as number[];
    if (ring.length < 8) continue;
    const fused = [...(neighbours[r]?.values() ?? [])].map(([u, v]) => bondIndex(ring, u, v));
    if (fused.length > 2) return null;
    if (fused.length === 2) {
      // Half round the ring either way (an odd ring's two bonds half round: OPSIN draws both straight through).
      const k = ring.length;
      const apart = ((fused[1] as number) - (fused[0] as number) + k) % k;
      const half = Math.floor(k / 2);
      if (Math.min(apart, k - apart) !== half) return null;
    }
  }
  for (let r = 0; r < rings.length; r++) {
    const ring = rings[r] as number[];
    if (ring.length !== 7) continue;
    const fused = [...(neighbours[r]?.values() ?? [])].map(([u, v]) => bondIndex(ring, u, v));
    if (fused.length > 2) return null;
    if (fused.length === 2 && ![3, 4].includes(((fused[1] as number) - (fused[0] as number) + 7) % 7)) return null;
  }

  const root = neighbours.findIndex((m) => m.size === 1);
  if (root < 0) return null;
  const layouts = allLayouts(rings, neighbours, root);
  // FR-5.2 over every layout, rotation and mirror image: [row length, upper right, -lower left, above the row].
  let best: number[] | null = null;
  let chosen: { place: [number, number][]; mirrored: boolean }[] = [];
  for (const layout of layouts) {
    for (let rot = 0; rot < 6; rot++) {
      for (const mirrored of [false, true]) {
        const place = placeRings(rings.length, neighbours, layout, root, rot, mirrored);
        if (place === null) continue;
        for (const score of rowScores(place)) {
          const cmp = best === null ? 1 : compare(score, best);
          if (cmp > 0) {
            best = score;
            chosen = [];
          }
          if (cmp >= 0) chosen.push({ place, mirrored });
        }
      }
    }
  }
  if (chosen.length === 0) return null;

  const candidates: number[][] = [];
  for (const { place, mirrored } of chosen) {
    const path = peripheryFromUpperRight(rings, neighbours, place, mirrored, fusion, n);
    if (path === null) return null;
    candidates.push(path);
  }
  // FR-5.4 a-d among the numberings the orientations leave.
  const keyOf = (path: number[]): number[][] => {
    const labels = labelPath(path, elements, fusion);
    const hetero = path.flatMap((a, i) => (elements[a] !== "C" ? [i] : []));
    return [
      hetero.map((i) => Number(labels[i])),
      hetero.map((i) => SENIORITY.indexOf(elements[path[i] as number] as string)),
      path.flatMap((a, i) => (fusion[a] && elements[a] === "C" ? [i] : [])),
      path.flatMap((a, i) => (fusion[a] ? [i] : [])),
    ];
  };
  let bestKey: number[][] | null = null;
  let kept: number[][] = [];
  for (const path of candidates) {
    const key = keyOf(path);
    const cmp = bestKey === null ? -1 : compareKeys(key, bestKey);
    if (cmp < 0) {
      bestKey = key;
      kept = [];
    }
    if (cmp <= 0) kept.push(path);
  }
  const first = kept[0];
  if (first === undefined) return null;
  const firstLabels = labelPath(first, elements, fusion);
  const locants = new Array<string>(n);
  first.forEach((a, i) => {
    locants[a] = firstLabels[i] as string;
  });
  // Numberings still tied must put the same atom at each locant (a symmetric system), or none is given.
  for (const path of kept) {
    const labels = labelPath(path, elements, fusion);
    const at = new Map<string, number>();
    path.forEach((a, i) => {
      at.set(labels[i] as string, a);
    });
    const image = (a: number): number => at.get(locants[a] as string) as number;
    for (const [a, b] of bonds) {
      if (!adj[image(a)]?.has(image(b))) return null;
    }
    for (let a = 0; a < n; a++) if (elements[image(a)] !== elements[a]) return null;
  }
  return locants;
}

/** The largest ring numbered here (a bound on the cycle search; larger fused rings are rare). */
const MAX_RING = 14;

/** The chordless cycles of three to MAX_RING atoms: the rings of an ortho-fused system. */
function smallRings(adj: Set<number>[], n: number): number[][] {
  const found = new Map<string, number[]>();
  const extend = (path: number[]): void => {
    const start = path[0] as number;
    const last = path[path.length - 1] as number;
    for (const next of adj[last] ?? []) {
      if (next === start && path.length >= 3) {
        const key = [...path].sort((x, y) => x - y).join(",");
        if (!found.has(key) && chordless(path, adj)) found.set(key, [...path]);
        continue;
      }
      if (next <= start || path.includes(next) || path.length >= MAX_RING) continue;
      path.push(next);
      extend(path);
      path.pop();
    }
  };
  for (let a = 0; a < n; a++) extend([a]);
  return [...found.values()];
}

function chordless(cycle: number[], adj: Set<number>[]): boolean {
  const k = cycle.length;
  for (let i = 0; i < k; i++) {
    for (let j = i + 2; j < k; j++) {
      if (i === 0 && j === k - 1) continue;
      if (adj[cycle[i] as number]?.has(cycle[j] as number)) return false;
    }
  }
  return true;
}

/** Turns each ring's atom cycle so all run one way round (a shared bond is run oppositely by its two rings). */
function orientRings(rings: number[][], neighbours: Map<number, [number, number]>[]): boolean {
  const done = new Set<number>([0]);
  const queue = [0];
  const runs = (ring: number[], u: number, v: number): boolean => {
    const i = ring.indexOf(u);
    return ring[(i + 1) % ring.length] === v;
  };
  while (queue.length > 0) {
    const r = queue.shift() as number;
    for (const [s, [u, v]] of neighbours[r] ?? []) {
      const ring = rings[s] as number[];
      const forward = runs(rings[r] as number[], u, v);
      if (done.has(s)) {
        if (runs(ring, u, v) === forward) return false;
        continue;
      }
      if (runs(ring, u, v) === forward) ring.reverse();
      done.add(s);
      queue.push(s);
    }
  }
  return done.size === rings.length;
}

/** Index of the bond u-v in a ring's cycle (bond i runs from atom i to atom i+1). */
function bondIndex(ring: number[], u: number, v: number): number {
  const i = ring.indexOf(u);
  return ring[(i + 1) % ring.length] === v ? i : ring.indexOf(v);
}

/**
 * Every drawing of the rings on the grid: each side of a six-membered ring one grid side on from the last; a
 * five-membered ring leaves one grid side out, before or after its second fusion bond, and a seven-membered ring
 * puts two of its sides on one grid side, so the second fusion bond has two sides it may face (one choice per
 * such ring).
 */
function allLayouts(rings: number[][], neighbours: Map<number, [number, number]>[], root: number): Layout[] {
  const bent = rings.flatMap((r, i) =>
    (r.length === 5 || r.length === 7) && (neighbours[i]?.size ?? 0) === 2 ? [i] : [],
  );
  const layouts: Layout[] = [];
  for (let mask = 0; mask < 1 << bent.length; mask++) {
    const side = new Map<string, number>();
    const visit = (r: number, from: number, entrySide: number): void => {
      const ring = rings[r] as number[];
      const k = ring.length;
      const entryBond = from < 0 ? null : (neighbours[r]?.get(from) as [number, number]);
      const entry = entryBond === null ? 0 : bondIndex(ring, entryBond[0], entryBond[1]);
      const skip = bent.includes(r) && (mask >> bent.indexOf(r)) & 1 ? 1 : 0;
      for (const [s, [u, v]] of neighbours[r] ?? []) {
        if (s === from) continue;
        // The root's one fusion bond faces side 0.
        const d = from < 0 ? 0 : (bondIndex(ring, u, v) - entry + k) % k;
        // A large ring's second fusion bond is its opposite one (checked above): the hexagon's opposite side.
        const out = k > 7 ? (entrySide + 3) % 6 : (entrySide + d + (k === 5 ? skip : k === 7 ? 6 - skip : 0)) % 6;
        side.set(`${r},${s}`, out);
        side.set(`${s},${r}`, (out + 3) % 6);
        visit(s, r, (out + 3) % 6);
      }
    };
    visit(root, -1, 0);
    layouts.push({ side });
  }
  return layouts;
}

/** The grid position of each ring in one drawing turned by `rot` sides and maybe mirrored; null where two overlap. */
function placeRings(
  count: number,
  neighbours: Map<number, [number, number]>[],
  layout: Layout,
  root: number,
  rot: number,
  mirrored: boolean,
): [number, number][] | null {
  const place: ([number, number] | undefined)[] = new Array(count);
  place[root] = [0, 0];
  const queue = [root];
  while (queue.length > 0) {
    const r = queue.shift() as number;
    const [x, y] = place[r] as [number, number];
    for (const s of neighbours[r]?.keys() ?? []) {
      if (place[s] !== undefined) continue;
      const side = layout.side.get(`${r},${s}`) as number;
      const turned = ((mirrored ? 6 - side : side) + rot) % 6;
      const [dx, dy] = STEP[turned] as [number, number];
      place[s] = [x + dx, y + dy];
      queue.push(s);
    }
  }
  const seen = new Set<string>();
  for (const p of place) {
    const key = `${p?.[0]},${p?.[1]}`;
    if (seen.has(key)) return null;
    seen.add(key);
  }
  return place as [number, number][];
}

/** FR-5.2 a-d for each longest horizontal row of one placed drawing. */
function rowScores(place: [number, number][]): number[][] {
  const at = new Set(place.map(([x, y]) => `${x},${y}`));
  const rows: { length: number; cx: number; cy: number }[] = [];
  for (const [x, y] of place) {
    if (at.has(`${x - 2},${y}`)) continue; // not the row's left end
    let length = 1;
    while (at.has(`${x + 2 * length},${y}`)) length++;
    rows.push({ length, cx: x + length - 1, cy: y });
  }
  const longest = Math.max(...rows.map((r) => r.length));
  return rows
    .filter((r) => r.length === longest)
    .map(({ length, cx, cy }) => {
      let upperRight = 0;
      let upperLeft = 0;
      let lowerLeft = 0;
      for (const [x, y] of place) {
        const dx = x - cx;
        const dy = y - cy;
        // A ring on an axis counts half in each quadrant it touches, the centre ring a quarter in each.
        const wx = dx > 0 ? [0, 1] : dx < 0 ? [1, 0] : [0.5, 0.5]; // [left, right]
        const wy = dy > 0 ? [0, 1] : dy < 0 ? [1, 0] : [0.5, 0.5]; // [lower, upper]
        upperRight += (wx[1] as number) * (wy[1] as number);
        upperLeft += (wx[0] as number) * (wy[1] as number);
        lowerLeft += (wx[0] as number) * (wy[0] as number);
      }
      return [length, upperRight, -lowerLeft, upperRight + upperLeft];
    });
}

/**
 * The periphery clockwise from the upper right ring's most counter-clockwise non-fusion atom (FR-5.3): the upper
 * right ring is the rightmost of the top row; its start is the atom after the bond it shares with its highest
 * (then leftmost) neighbour. Null where that atom is a fusion atom or some atom is off the periphery.
 */
function peripheryFromUpperRight(
  rings: number[][],
  neighbours: Map<number, [number, number]>[],
  place: [number, number][],
  mirrored: boolean,
  fusion: boolean[],
  n: number,
): number[] | null {
  let upper = 0;
  place.forEach(([x, y], r) => {
    const [bx, by] = place[upper] as [number, number];
    if (y > by || (y === by && x > bx)) upper = r;
  });
  let previous = -1;
  for (const s of neighbours[upper]?.keys() ?? []) {
    const [x, y] = place[s] as [number, number];
    const best = previous < 0 ? null : (place[previous] as [number, number]);
    if (best === null || y > best[1] || (y === best[1] && x < best[0])) previous = s;
  }
  // Clockwise on the page: the rings' common run is counter-clockwise unless the drawing is mirrored.
  const clockwise = (ring: number[]): number[] => (mirrored ? ring : [...ring].reverse());
  const ring = clockwise(rings[upper] as number[]);
  const shared = neighbours[upper]?.get(previous);
  if (shared === undefined) return null;
  const [u, v] = shared;
  const iu = ring.indexOf(u);
  const second = ring[(iu + 1) % ring.length] === v ? v : u;
  const start = ring[(ring.indexOf(second) + 1) % ring.length] as number;
  if (fusion[start]) return null;
  // The next atom clockwise along the periphery: each periphery bond is run as its one ring runs it.
  const next = new Map<number, number>();
  for (const r of rings) {
    const cw = clockwise(r);
    for (let i = 0; i < cw.length; i++) {
      const a = cw[i] as number;
      const b = cw[(i + 1) % cw.length] as number;
      if (fusion[a] && fusion[b] && rings.filter((x) => x.includes(a) && x.includes(b)).length === 2) continue;
      next.set(a, b);
    }
  }
  const path = [start];
  for (let a = next.get(start); a !== undefined && a !== start; a = next.get(a)) {
    path.push(a);
    if (path.length > n) return null;
  }
  return path.length === n ? path : null;
}

/** FR-5.3 locants along the periphery: a number each, a fusion carbon the number before it with a, b, c. */
function labelPath(path: number[], elements: string[], fusion: boolean[]): string[] {
  let number = 0;
  let letter = 0;
  return path.map((a) => {
    if (fusion[a] && elements[a] === "C") return `${number}${String.fromCharCode(97 + letter++)}`;
    number++;
    letter = 0;
    return String(number);
  });
}

function compare(a: number[], b: number[]): number {
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const d = (a[i] ?? 0) - (b[i] ?? 0);
    if (d !== 0) return d;
  }
  return 0;
}

/** Lexicographic over the FR-5.4 criteria in turn, each lower first. */
function compareKeys(a: number[][], b: number[][]): number {
  for (let i = 0; i < a.length; i++) {
    const d = compare(a[i] as number[], b[i] as number[]);
    if (d !== 0) return d;
  }
  return 0;
}
