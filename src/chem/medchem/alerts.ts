/**
 * RDKit's PAINS (A+B+C, 480 entries) and Brenk (105 entries) structural-alert
 * catalogs, matched the way `rdkit.Chem.FilterCatalog` matches them.
 *
 * How RDKit's FilterCatalog decides (RDKit 2022.09, FilterMatchers.cpp):
 *  - every entry is a SmartsMatcher whose pattern was built with
 *    SmartsToMol(smarts, mergeHs=true); the generated tables hold that compiled
 *    pattern written back as SMARTS, so no H merging is needed here;
 *  - the molecule is matched as given (FilterCatalog does not add or remove
 *    hydrogens): give the molecule as `parseSmiles` returns it, i.e. explicit
 *    hydrogens removed, as Python's `Chem.MolFromSmiles` does;
 *  - minCount 1 and no maximum (every PAINS and Brenk entry): the entry hits if
 *    one substructure match exists; otherwise the unique (uniquify=true) matches
 *    are counted (RDKit's default cap of 1,000) and the entry hits when
 *    minCount <= count <= maxCount;
 *  - `GetMatches` reports every entry that hits once, in catalog order.
 * Brenk's ">_2_ester_groups" is not a count rule: its SMARTS has three
 * disconnected ester components, so it needs three distinct ester groups.
 */
import { compileQueries, perInstance } from "../rdkit.ts";
import { countMatches, hasMatch } from "../substructure.ts";
import type { JSMol } from "../rdkit-types.ts";
import type { TopologyGraph } from "../graph-pickle.ts";
import { asMolecule, type Molecule, type MoleculeLike } from "../molecule.ts";
import { PAINS_ROWS, type FilterRow } from "../../data/pains.ts";
import { BRENK_ROWS } from "../../data/brenk.ts";

export type { FilterRow } from "../../data/pains.ts";

/** RDKit's cap on the number of matches SubstructMatch collects. */
const RDKIT_MAX_MATCHES = 1000;

/** Degrees above this share the last histogram bin (a pattern atom has fewer bonds). */
const MAX_DEGREE_BIN = 8;
const BINS = MAX_DEGREE_BIN + 1;

/** The molecule needs `count` atoms with a code in `codes` (null: any), >= `degree` bonds, on a ring if `ring`. */
interface Requirement {
  /** atomic number + 1000 * aromatic; null = any atom */
  readonly codes: readonly number[] | null;
  readonly degree: number;
  readonly ring: boolean;
  readonly count: number;
}

interface CompiledEntry {
  readonly name: string;
  readonly query: JSMol;
  readonly minCount: number;
  readonly maxCount: number | null;
  readonly atoms: number;
  readonly requires: readonly Requirement[];
}

/**
 * Per-molecule summary the prefilter needs: for every atom code, a histogram of
 * atom degrees (bins 0..MAX_DEGREE_BIN) over all atoms, then over ring atoms.
 */
export interface MolProfile {
  readonly atoms: number;
  /** code (atomic number + 1000 * aromatic) -> [all atoms by degree..., ring atoms by degree...] */
  readonly histograms: ReadonlyMap<number, Int32Array>;
  /** the same over every atom, whatever its code */
  readonly total: Int32Array;
}

const REQUIREMENT = /^((?:\d+\|)*\d+)?:(\d+):([01]):([1-9]\d*)$/;

/** Parses a row's "codes:degree:ring:count;..." prefilter text (see src/data/pains.ts). */
function parseRequirements(text: string, name: string): Requirement[] {
  if (text === "") return [];
  return text.split(";").map((group) => {
    const m = REQUIREMENT.exec(group);
    if (!m) throw new Error(`Bad prefilter data for filter entry ${name}: ${text}`);
    return {
      codes: m[1] === undefined ? null : m[1].split("|").map(Number),
      degree: Math.min(Number(m[2]), MAX_DEGREE_BIN),
      ring: m[3] === "1",
      count: Number(m[4]),
    };
  });
}

/**
 * A filter catalog: the rows' SMARTS are compiled on first use and the query
 * molecules are kept for the lifetime of the process (they are never freed;
 * ~600 small queries, compiled once, reused for every molecule).
 */
export class AlertCatalog {
  constructor(private readonly rows: readonly FilterRow[]) {}

  /** Number of entries in the catalog. */
  get size(): number {
    return this.rows.length;
  }

  /** Entry names in catalog order. */
  names(): string[] {
    return this.rows.map((row) => row[0]);
  }

  /** Compiled on first use; rebuilt only if a fresh RDKit instance replaces a broken one. */
  readonly #compiled = perInstance((): CompiledEntry[] => {
    const queries = compileQueries(
      this.rows.map((row) => row[1]),
      "Filter catalog",
      this.names(),
    );
    return this.rows.map(([name, , minCount, maxCount, atoms, requiresText], i) => ({
      name,
      query: queries[i] as JSMol,
      minCount,
      maxCount,
      atoms,
      requires: parseRequirements(requiresText, name),
    }));
  });

  /**
   * Names of the entries that hit `mol`, each once, in catalog order — what
   * `FilterCatalog.GetMatches(mol)` reports as entry descriptions.
   * `prefilter: false` runs every pattern (the answer is the same; for checks).
   */
  match(mol: JSMol, options: { prefilter?: boolean } = {}): string[] {
    // Every pattern has at least one atom, so an empty molecule matches nothing
    // (and it has no profile to compute).
    if (mol.get_num_atoms() === 0) return [];
    return this.matchProfiled(mol, options.prefilter === false ? null : profileOf(asMolecule(mol)));
  }

  /** `match` with the molecule's profile already computed (null: no prefilter); `mol` has atoms. */
  matchProfiled(mol: JSMol, profile: MolProfile | null): string[] {
    const hits: string[] = [];
    for (const entry of this.#compiled()) {
      if (profile && !mayMatch(entry, profile)) continue;
      if (entryHits(mol, entry)) hits.push(entry.name);
    }
    return hits;
  }
}

/**
 * Exact prefilter. A substructure match maps pattern atoms to distinct molecule
 * atoms and pattern bonds to distinct molecule bonds, so the image of a pattern
 * atom has one of the atom's possible (element, aromatic) codes, at least as
 * many bonds, and lies on a ring if the pattern atom lies on a pattern cycle.
 * A molecule with fewer atoms than the pattern, or with fewer atoms meeting a
 * requirement than the pattern atoms that imply it, cannot match. The
 * requirements are derived from RDKit's own query trees by
 * scripts/extract/extract_filter_catalogs.py (sound over-approximations; see there).
 */
function mayMatch(entry: CompiledEntry, profile: MolProfile): boolean {
  if (profile.atoms < entry.atoms) return false;
  for (const requirement of entry.requires) {
    const { codes, degree, ring } = requirement;
    let available = 0;
    if (codes === null) available = atomsAtLeast(profile.total, degree, ring);
    else for (const code of codes) available += atomsAtLeast(profile.histograms.get(code), degree, ring);
    if (available < requirement.count) return false;
  }
  return true;
}

/** Atoms of a histogram with at least `degree` bonds (ring atoms only if `ring`). */
function atomsAtLeast(histogram: Int32Array | undefined, degree: number, ring: boolean): number {
  if (!histogram) return 0;
  const offset = ring ? BINS : 0;
  let n = 0;
  for (let d = degree; d < BINS; d++) n += histogram[offset + d]!;
  return n;
}

function entryHits(mol: JSMol, entry: CompiledEntry): boolean {
  if (entry.minCount === 1 && entry.maxCount === null) {
    return hasMatch(mol, entry.query);
  }
  const count = countMatches(mol, entry.query, RDKIT_MAX_MATCHES);
  return count >= entry.minCount && (entry.maxCount === null || count <= entry.maxCount);
}

/**
 * Atoms on a cycle of the molecular graph: the ends of every bond that is not
 * a bridge (iterative DFS with low-links). Computed here rather than read from
 * RDKit's ring info so that it never depends on ring perception having run.
 */
function cycleAtoms(n: number, bonds: readonly (readonly [number, number])[]): Uint8Array {
  const adjacency: [number, number][][] = Array.from({ length: n }, () => []);
  bonds.forEach(([a, b], k) => {
    adjacency[a]?.push([b, k]);
    adjacency[b]?.push([a, k]);
  });
  const disc = new Int32Array(n).fill(-1);
  const low = new Int32Array(n);
  const onCycle = new Uint8Array(n);
  let clock = 0;
  for (let root = 0; root < n; root++) {
    if (disc[root] !== -1) continue;
    disc[root] = low[root] = clock++;
    const stack: { v: number; parentBond: number; next: number }[] = [{ v: root, parentBond: -1, next: 0 }];
    while (stack.length > 0) {
      const frame = stack[stack.length - 1]!;
      const neighbours = adjacency[frame.v]!;
      if (frame.next < neighbours.length) {
        const [w, k] = neighbours[frame.next++]!;
        if (k === frame.parentBond) continue;
        if (disc[w] === -1) {
          disc[w] = low[w] = clock++;
          stack.push({ v: w, parentBond: k, next: 0 });
        } else {
          // a back edge closes a cycle through both ends
          low[frame.v] = Math.min(low[frame.v]!, disc[w]!);
          onCycle[frame.v] = onCycle[w] = 1;
        }
      } else {
        stack.pop();
        const parent = stack[stack.length - 1];
        if (parent) {
          low[parent.v] = Math.min(low[parent.v]!, low[frame.v]!);
          // tree edge parent-child is on a cycle unless it is a bridge
          if (low[frame.v]! <= disc[parent.v]!) onCycle[parent.v] = onCycle[frame.v] = 1;
        }
      }
    }
  }
  return onCycle;
}

/**
 * Atom count and per-code degree histograms (all atoms, ring atoms) from the molecule graph. Elements, aromatic flags
 * and bond ends only: the pickle topology will do (a third of the JSON's cost, issue 33: pains_check's throughput).
 */
function profileOf(molecule: Molecule): MolProfile | null {
  let g: TopologyGraph;
  try {
    g = molecule.topology;
  } catch {
    return null; // no profile, no prefilter: every pattern is run
  }
  return profileOfGraph(molecule.mol, g);
}

/** `profileOf` on a graph already read from `mol` (QED's alerts, qed.ts); null when the two disagree. */
export function profileOfGraph(mol: JSMol, g: Pick<TopologyGraph, "atoms" | "bonds">): MolProfile | null {
  const n = g.atoms.length;
  // The graph and the molecule must agree on atoms and bonds; if they ever do
  // not, the prefilter is switched off rather than risk a wrong answer.
  if (n !== mol.get_num_atoms() || g.bonds.length !== mol.get_num_bonds()) return null;
  const bonds: [number, number][] = [];
  for (const { begin: a, end: b } of g.bonds) {
    if (!(a >= 0 && b >= 0 && a < n && b < n)) return null;
    bonds.push([a, b]);
  }
  const degree = new Int32Array(n);
  for (const [a, b] of bonds) {
    degree[a]!++;
    degree[b]!++;
  }
  const ring = cycleAtoms(n, bonds);
  const histograms = new Map<number, Int32Array>();
  const total = new Int32Array(2 * BINS);
  for (let i = 0; i < n; i++) {
    const atom = g.atoms[i]!;
    const code = atom.atomicNumber + (atom.aromatic ? 1000 : 0);
    let histogram = histograms.get(code);
    if (!histogram) {
      histogram = new Int32Array(2 * BINS);
      histograms.set(code, histogram);
    }
    const bin = Math.min(degree[i]!, MAX_DEGREE_BIN);
    histogram[bin]!++;
    total[bin]!++;
    if (ring[i]) {
      histogram[BINS + bin]!++;
      total[BINS + bin]!++;
    }
  }
  return { atoms: n, histograms, total };
}

let pains: AlertCatalog | undefined;
let brenk: AlertCatalog | undefined;

/** RDKit's PAINS catalog (PAINS_A, PAINS_B, PAINS_C; 480 entries). */
export function painsCatalog(): AlertCatalog {
  pains ??= new AlertCatalog(PAINS_ROWS);
  return pains;
}

/** RDKit's Brenk catalog (105 entries). */
export function brenkCatalog(): AlertCatalog {
  brenk ??= new AlertCatalog(BRENK_ROWS);
  return brenk;
}

/**
 * PAINS alert names (as RDKit spells them, e.g. `ene_five_het_A(201)`) that hit the molecule, in catalog order (the
 * prefilter profile from the molecule's graph, shared with its other readers).
 */
export function painsAlerts(molecule: MoleculeLike): string[] {
  return catalogHits(painsCatalog(), molecule);
}

/** Brenk alert names (e.g. `phenol_ester`) that hit the molecule, in catalog order (prefiltered as painsAlerts). */
export function brenkAlerts(molecule: MoleculeLike): string[] {
  return catalogHits(brenkCatalog(), molecule);
}

function catalogHits(catalog: AlertCatalog, molecule: MoleculeLike): string[] {
  const m = asMolecule(molecule);
  return m.mol.get_num_atoms() === 0 ? [] : catalog.matchProfiled(m.mol, profileOf(m));
}

/** Both catalogs at once (the molecule's prefilter profile is computed once). */
export function structuralAlerts(molecule: MoleculeLike): { pains: string[]; brenk: string[] } {
  const m = asMolecule(molecule);
  if (m.mol.get_num_atoms() === 0) return { pains: [], brenk: [] };
  const profile = profileOf(m);
  return { pains: painsCatalog().matchProfiled(m.mol, profile), brenk: brenkCatalog().matchProfiled(m.mol, profile) };
}
