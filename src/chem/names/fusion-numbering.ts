/**
 * The numbering of a ring system built from a fusion name of three or more rings ("dibenzo[b,d]furan",
 * "naphtho[2,3-b]furan"). The fusion name gives the system's atoms and bonds, not its locants: those follow from
 * the drawing and orientation rules (P-25.3.3). The namer's fused templates
 * (namer/fused.ts) carry exactly those locants, each numbering checked by OPSIN 2.7.0
 * (validation/golden/names-fused-templates.jsonl), so a system is numbered by matching its skeleton, atom for atom,
 * onto a template: one source of truth for the numbering the namer writes and the parser reads.
 *
 * The numbering of a fused system depends on its skeleton alone (which atoms, which element, which ring bonds);
 * its hydro state does not move the locants (9,10-dihydroanthracene is numbered as anthracene), so a hydro template
 * numbers its mancude skeleton too. Where the skeleton is symmetric, every match is an equally valid numbering and
 * the first is taken: all of a name's locants are placed on the one numbering, so the molecule is the same.
 * A skeleton no template has is numbered by the orientation rules (fusion-orientation.ts), where they apply.
 */
import { orientedLocants } from "./fusion-orientation.ts";
import { fusedTemplates } from "./namer/fused.ts";

/** Atomic numbers of the ring atoms a fusion component can hold (rings.ts RING_VALENCE). */
const ATOMIC_NUMBER: Record<string, number> = { B: 5, C: 6, N: 7, O: 8, Si: 14, P: 15, S: 16, Se: 34, Te: 52 };

/**
 * Retained parents numbered by exception, not by the orientation rules (P-25.2.1.1.2 / P-25.3.3: anthracene,
 * phenanthrene, acridine, carbazole, xanthene, purine), and their hydro forms: a fusion name of the same skeleton
 * is numbered systematically (OPSIN reads 5H-dibenzo[b,d]pyrrole with its NH at 5, carbazole's NH is 9), so these
 * templates never number one.
 */
const EXCEPTIONAL_NUMBERING = /anthracene|phenanthrene$|acridine|carbazole|xanthene|purine/;

/**
 * The locant of each atom (by index) of the ring system `elements`/`bonds`, from the first fused template whose
 * skeleton it matches; null when no template has this skeleton (the system is then read without numbering).
 */
export function fusionLocants(elements: string[], bonds: [number, number][]): string[] | null {
  // A name's placements rebuild the same system many times; the match is made once per skeleton as written.
  const key = `${elements.join(",")}|${bonds.map(([a, b]) => `${a}-${b}`).join(",")}`;
  const known = memo.get(key);
  if (known !== undefined) return known;
  // No template: the orientation rules themselves, where the system is within what they are read for.
  const locants = matchTemplates(elements, bonds) ?? orientedLocants(elements, bonds);
  if (memo.size >= MEMO_LIMIT) memo.clear();
  memo.set(key, locants);
  return locants;
}

const memo = new Map<string, string[] | null>();
/** Distinct skeletons kept: far more than the fusion names in one session, bounded so memory stays flat. */
const MEMO_LIMIT = 256;

function matchTemplates(elements: string[], bonds: [number, number][]): string[] | null {
  const n = elements.length;
  const adjacency: Set<number>[] = elements.map(() => new Set<number>());
  for (const [a, b] of bonds) {
    adjacency[a]?.add(b);
    adjacency[b]?.add(a);
  }
  const z = elements.map((e) => ATOMIC_NUMBER[e] ?? -1);
  for (const t of fusedTemplates()) {
    // Only fused and bridged templates: a monocycle is never built here.
    if (t.graph.atoms.length !== n || t.graph.bonds.length !== bonds.length || t.graph.bonds.length <= n) continue;
    if (EXCEPTIONAL_NUMBERING.test(t.name)) continue;
    const map = matchSkeleton(
      t.adjacency,
      t.graph.atoms.map((a) => a.atomicNumber),
      adjacency,
      z,
    );
    if (map === null) continue;
    const labels = new Array<string>(n);
    map.forEach((atom, ti) => {
      labels[atom] = t.labels[ti] as string;
    });
    return labels;
  }
  return null;
}

/** One map of the template's atoms onto the system's (same element, same ring neighbours), or null. */
function matchSkeleton(tAdj: number[][], tZ: number[], adj: Set<number>[], z: number[]): number[] | null {
  const n = tZ.length;
  const map = new Array<number>(n).fill(-1);
  const used = new Array<boolean>(n).fill(false);
  const extend = (ti: number): boolean => {
    if (ti === n) return true;
    const tn = tAdj[ti] ?? [];
    for (let a = 0; a < n; a++) {
      if (used[a] || z[a] !== tZ[ti] || adj[a]?.size !== tn.length) continue;
      // Every template neighbour already mapped must be a neighbour of `a`: with equal degrees and equal bond
      // counts, a full map of this kind is an isomorphism of the two skeletons.
      if (!tn.every((tj) => tj > ti || adj[a]?.has(map[tj] as number))) continue;
      map[ti] = a;
      used[a] = true;
      if (extend(ti + 1)) return true;
      used[a] = false;
      map[ti] = -1;
    }
    return false;
  };
  return extend(0) ? map : null;
}
