/**
 * Matched molecular pairs by the Hussain–Rea fragment index (J. Chem. Inf. Model. 2010, 50, 339), on the cuts of
 * RDKit's MMPA fragmenter (`get_mmpa_frags`: acyclic single bonds from a carbon, RDKit's default pattern).
 *
 * - One cut gives two pieces; each is indexed once as the constant part with the other as the variable part.
 *   Two or three cuts give the core (variable) and the side chains (constant).
 * - With two or three attachment points the labels are made canonical, so that two molecules with the same side
 *   chains meet under one key whatever order the fragmenter numbered the cut bonds in: of every renumbering, the one
 *   whose constant SMILES (re-read and written canonically) is smallest as a string; the core takes the same one.
 *   Where side chains are alike (two methyls) several renumberings tie and the first in lexicographic order wins,
 *   so the core's labels follow the fragmenter's numbering there: two such molecules may be missed as a pair
 *   (Hussain–Rea's cansmirk resolves this with symmetry classes; not done here).
 * - An entry is kept when its variable part has at most `maxVariableAtoms` heavy atoms (Hussain–Rea's maxsize).
 * - Two molecules under one constant part with different variable parts are a pair. A pair of molecules usually
 *   matches in several ways (a larger change contains a smaller); the one with the fewest heavy atoms in its two
 *   variable parts is kept (ties: the smaller transformation string, then the smaller constant), so each pair of
 *   molecules is counted once in the summary.
 * - Hydrogen replacements (X>>[H]) are not indexed.
 *
 * validation/generators/make_golden_mmp.py does the same in Python on rdMMPA.FragmentMol (validation/reports/series-mmp.md).
 */
import { free, readBack, type JSMol } from "../rdkit.ts";
import type { Handle } from "../rdkit-types.ts";

/** The cut bonds RDKit considers per molecule (get_mmpa_frags' maxCutBonds, RDKit's default). */
export const MAX_CUT_BONDS = 20;

/** One way to cut a molecule: the part kept and the part changed, SMILES with [*:n] attachment points. */
export interface IndexEntry {
  constant: string;
  variable: string;
  cuts: number;
}

interface FragmentList extends Handle {
  size(): number;
  at(index: number): JSMol | null;
}

/** get_mmpa_frags, which the project's narrow JSMol type does not declare (the package types it as `any`). */
type Fragmenter = (
  minCuts: number,
  maxCuts: number,
  maxCutBonds: number,
) => { cores: FragmentList | null; sidechains: FragmentList | null };

const HEAVY_TOKEN = /\[[^\]]*\]|Br|Cl|[BCNOPSFIbcnops]/g;
const BRACKET_SYMBOL = /^\[\d*([A-Z][a-z]?|[a-z]{1,2}|\*)/;

/** Heavy atoms of a fragment SMILES, read from its tokens (attachment points `*` and hydrogens not counted). */
export function heavyAtoms(smiles: string): number {
  let count = 0;
  for (const [token] of smiles.matchAll(HEAVY_TOKEN)) {
    if (token[0] !== "[") count++;
    else {
      const symbol = BRACKET_SYMBOL.exec(token)?.[1];
      if (symbol !== undefined && symbol !== "*" && symbol !== "H") count++;
    }
  }
  return count;
}

/**
 * Canonical SMILES already made: analogues share side chains, so the same relabelled text comes back often (a
 * string to string map, emptied when it grows past CANONICAL_CACHE_SIZE).
 */
const canonicalCache = new Map<string, string>();
const CANONICAL_CACHE_SIZE = 100_000;

/** Empties the memo of canonical SMILES (a benchmark's rounds start cold: lab/bench/series-mmp.ts). */
export function clearCanonicalCache(): void {
  canonicalCache.clear();
}

/** RDKit's canonical SMILES of a fragment; the text itself when RDKit cannot read it back (never seen). */
function canonical(smiles: string): string {
  const known = canonicalCache.get(smiles);
  if (known !== undefined) return known;
  const mol = readBack(smiles);
  try {
    const written = mol?.is_valid() ? mol.get_smiles() : smiles;
    if (canonicalCache.size >= CANONICAL_CACHE_SIZE) canonicalCache.clear();
    canonicalCache.set(smiles, written);
    return written;
  } finally {
    free(mol);
  }
}

function relabel(smiles: string, order: readonly number[]): string {
  return smiles.replace(/\[\*:(\d)\]/g, (_, n: string) => `[*:${order[Number(n) - 1]}]`);
}

/**
 * Every order of 1..n, in lexicographic order: on a tie (symmetric side chains) the first smallest wins, so the
 * order decides which labelling the core gets (the same as Python's itertools.permutations in the golden generator).
 */
function permutations(n: number): number[][] {
  const out: number[][] = [];
  const walk = (prefix: number[]): void => {
    if (prefix.length === n) out.push(prefix);
    else for (let k = 1; k <= n; k++) if (!prefix.includes(k)) walk([...prefix, k]);
  };
  walk([]);
  return out;
}

/** Side chains and core with canonical labels (see the header). */
function canonicalLabels(chains: string, core: string, cuts: number): { constant: string; variable: string } {
  let best: { constant: string; order: number[] } | undefined;
  for (const order of permutations(cuts)) {
    const constant = canonical(relabel(chains, order));
    if (best === undefined || constant < best.constant) best = { constant, order };
  }
  const chosen = best as { constant: string; order: number[] };
  return { constant: chosen.constant, variable: canonical(relabel(core, chosen.order)) };
}

/** The index entries of one molecule (no repeats), its variable parts at most `maxVariableAtoms` heavy atoms. */
export function indexEntries(mol: JSMol, maxCuts: number, maxVariableAtoms: number): IndexEntry[] {
  const fragment = (mol as unknown as { get_mmpa_frags: Fragmenter }).get_mmpa_frags.bind(mol);
  // Both lists are null for a molecule without a bond to cut (methane, benzene).
  const { cores, sidechains } = fragment(1, maxCuts, MAX_CUT_BONDS);
  const seen = new Map<string, IndexEntry>();
  const add = (entry: IndexEntry): void => {
    if (heavyAtoms(entry.variable) > maxVariableAtoms) return;
    seen.set(`${entry.constant}\t${entry.variable}\t${entry.cuts}`, entry);
  };
  try {
    if (cores === null || sidechains === null) return [];
    for (let i = 0; i < sidechains.size(); i++) {
      const core = cores.at(i);
      const chains = sidechains.at(i);
      try {
        const chainsSmiles = chains?.get_smiles() ?? "";
        const coreSmiles = core?.get_smiles() ?? "";
        if (chainsSmiles === "") continue;
        if (coreSmiles === "") {
          const [a, b] = chainsSmiles.split(".") as [string, string];
          add({ constant: a, variable: b, cuts: 1 });
          add({ constant: b, variable: a, cuts: 1 });
        } else {
          const cuts = coreSmiles.split("*").length - 1;
          add({ ...canonicalLabels(chainsSmiles, coreSmiles, cuts), cuts });
        }
      } finally {
        free(core);
        free(chains);
      }
    }
  } finally {
    free(cores);
    free(sidechains);
  }
  return [...seen.values()];
}

/** One matched pair: molecules `a` < `b` (positions in the series), `a`'s variable part changed into `b`'s. */
export interface MatchedPair {
  a: number;
  b: number;
  from: string;
  to: string;
  constant: string;
  cuts: number;
}

/** The `[*:1]X>>[*:1]Y` text of a change. */
export const transformationOf = (from: string, to: string): string => `${from}>>${to}`;

interface Member {
  molecule: number;
  variable: string;
  cuts: number;
}

const byMember = (x: Member, y: Member): number =>
  x.molecule - y.molecule || (x.variable < y.variable ? -1 : x.variable > y.variable ? 1 : 0) || x.cuts - y.cuts;

/** Builds the fragment index molecule by molecule, then pairs (see the header). */
export class PairIndex {
  private readonly index = new Map<string, Member[]>();

  add(molecule: number, entries: readonly IndexEntry[]): void {
    for (const { constant, variable, cuts } of entries) {
      const members = this.index.get(constant);
      if (members === undefined) this.index.set(constant, [{ molecule, variable, cuts }]);
      else members.push({ molecule, variable, cuts });
    }
  }

  /** Every pair of molecules once, with its smallest change; ordered by `a`, then `b`. */
  pairs(): MatchedPair[] {
    const best = new Map<string, MatchedPair & { size: number; transformation: string }>();
    for (const [constant, members] of this.index) {
      members.sort(byMember);
      for (let x = 0; x < members.length; x++) {
        const m = members[x] as Member;
        for (let y = x + 1; y < members.length; y++) {
          const n = members[y] as Member;
          if (m.molecule === n.molecule || m.variable === n.variable) continue;
          const key = `${m.molecule},${n.molecule}`;
          const size = heavyAtoms(m.variable) + heavyAtoms(n.variable);
          const transformation = transformationOf(m.variable, n.variable);
          const held = best.get(key);
          if (
            held === undefined ||
            size < held.size ||
            (size === held.size &&
              (transformation < held.transformation ||
                (transformation === held.transformation && constant < held.constant)))
          ) {
            best.set(key, {
              a: m.molecule,
              b: n.molecule,
              from: m.variable,
              to: n.variable,
              constant,
              cuts: m.cuts,
              size,
              transformation,
            });
          }
        }
      }
    }
    return [...best.values()]
      .sort((p, q) => p.a - q.a || p.b - q.b)
      .map(({ a, b, from, to, constant, cuts }) => ({ a, b, from, to, constant, cuts }));
  }
}

/** One transformation of the summary, its direction canonical (the smaller variable SMILES on the left). */
export interface TransformationStats {
  transformation: string;
  count: number;
  /** Pairs whose two molecules both have a value. */
  with_values: number;
  mean: number | null;
  /** Sample standard deviation (n − 1); null under two values. */
  sd: number | null;
}

/**
 * The transformations of `pairs`, most frequent first (ties by the transformation string). `value(i)` is molecule
 * i's property or undefined; a pair's change is value(b) − value(a), negated when its direction is turned round.
 */
export function summarise(
  pairs: readonly MatchedPair[],
  value: (molecule: number) => number | undefined,
): TransformationStats[] {
  const groups = new Map<string, { count: number; deltas: number[] }>();
  for (const pair of pairs) {
    const forward = pair.from <= pair.to;
    const key = forward ? transformationOf(pair.from, pair.to) : transformationOf(pair.to, pair.from);
    const va = value(pair.a);
    const vb = value(pair.b);
    const group = groups.get(key) ?? { count: 0, deltas: [] };
    if (group.count === 0) groups.set(key, group);
    group.count++;
    if (va !== undefined && vb !== undefined) group.deltas.push(forward ? vb - va : va - vb);
  }
  const stats: TransformationStats[] = [];
  for (const [transformation, { count, deltas }] of groups) {
    const n = deltas.length;
    const mean = n === 0 ? null : deltas.reduce((s, d) => s + d, 0) / n;
    const sd = n < 2 || mean === null ? null : Math.sqrt(deltas.reduce((s, d) => s + (d - mean) ** 2, 0) / (n - 1));
    stats.push({ transformation, count, with_values: n, mean, sd });
  }
  return stats.sort(
    (x, y) =>
      y.count - x.count || (x.transformation < y.transformation ? -1 : x.transformation > y.transformation ? 1 : 0),
  );
}
