/**
 * The canonical tautomer, ported from RDKit's MolStandardize TautomerEnumerator (2022.09):
 * `rdMolStandardize.TautomerEnumerator().Canonicalize(mol)`.
 *
 * Enumeration (RDKit's enumerate): tautomers are kept in a map keyed by canonical SMILES and visited in
 * key order, passes repeating until every one is done. For each tautomer, each transform (the 37-row table
 * in src/data/tautomer-transforms.ts) is matched against its kekulized copy; at every match the first
 * atom gives up one H, the last takes one, the bonds along the SMARTS swap single/double (or take the
 * transform's bond types) and charges change as the transform says. The product is sanitized; a new
 * canonical SMILES is a new tautomer. Atoms and bonds that any transform touched lose their stereo in
 * every tautomer (RDKit's defaults remove sp3 and double-bond stereo there). Bounds: RDKit's 1000
 * tautomers and 1000 matched transforms; either one ends the enumeration with `limit_reached`.
 *
 * Canonicalisation (RDKit's pickCanonical): the tautomer with the highest score (tautomer-score.ts) wins;
 * on equal score the smaller canonical SMILES.
 *
 * RDKit objects are made by the embedded RDKit: the matching, the sanitization and the canonical SMILES
 * are its own; the enumeration bookkeeping and the edits are written here.
 */
import { InvalidArgumentsError } from "../../protocol/errors.ts";
import { TAUTOMER_TRANSFORMS } from "../../data/tautomer-transforms.ts";
import type { JSMol, RDKitModule } from "../rdkit-types.ts";
import { compileQueries, free, parseSmiles, perInstance, rdkit, readBack } from "../rdkit.ts";
import {
  matchMolecule,
  moleculeDocument,
  readGraph,
  sanitizedFromDocument,
  sanitizedMolecule,
  type TautomerAtom,
  type TautomerBond,
  type TautomerGraph,
} from "./tautomer-graph.ts";
import { tautomerScore } from "./tautomer-score.ts";
import { kekulize2022 } from "./kekulize-2022.ts";

/** RDKit's CleanupParameters defaults (maxTautomers, maxTransforms). */
export const MAX_TAUTOMERS = 1000;
export const MAX_TRANSFORMS = 1000;
/** The largest bound a caller may ask for: RDKit's defaults are the ceiling, so one molecule cannot run away. */
export const MAX_BOUND = 1000;

export interface CanonicalTautomer {
  /** Canonical SMILES of the canonical tautomer. */
  smiles: string;
  /** How many distinct tautomers the enumeration found (the input's included). */
  tautomers_enumerated: number;
  /** True if the enumeration stopped at a bound (max tautomers or max transforms), as RDKit's status says. */
  limit_reached: boolean;
}

export interface TautomerOptions {
  maxTautomers?: number;
  maxTransforms?: number;
  /** Atom limit of the input (parseSmiles' default otherwise). */
  maxAtoms?: number;
  label?: string;
}

export type TautomerStatus = "completed" | "max_tautomers" | "max_transforms";

interface Tautomer {
  graph: TautomerGraph;
  done: boolean;
  modifiedAtoms: number;
  modifiedBonds: number;
}

export interface TautomerEnumeration {
  /** Canonical SMILES → tautomer, RDKit's map. */
  tautomers: Map<string, TautomerGraph>;
  status: TautomerStatus;
}

const transformQueries = perInstance(() =>
  compileQueries(
    TAUTOMER_TRANSFORMS.map((t) => t.smarts),
    "tautomer transform",
    TAUTOMER_TRANSFORMS.map((t) => t.name),
  ),
);

const BOND_SYMBOL: Readonly<Record<string, number>> = { "-": 1, "=": 2, "#": 3 };
const CHARGE_SYMBOL: Readonly<Record<string, number>> = { "+": 1, "0": 0, "-": -1 };
const TRANSFORM_BONDS = TAUTOMER_TRANSFORMS.map((t) => [...t.bonds].map((c) => BOND_SYMBOL[c] ?? 0));
const TRANSFORM_CHARGES = TAUTOMER_TRANSFORMS.map((t) => [...t.charges].map((c) => CHARGE_SYMBOL[c] ?? 0));

interface Match {
  atoms: number[];
  bonds: number[];
}

function matchesOf(mol: JSMol, query: JSMol): Match[] {
  const text = mol.get_substruct_matches(query);
  return text === "{}" ? [] : (JSON.parse(text) as Match[]);
}

/** Bond type as RDKit's Bond::getBondType of the sanitized molecule: 1.5 stands for aromatic. */
function bondTypes(graph: TautomerGraph): number[] {
  const types = graph.bonds.map((b) => b.bo);
  for (const i of graph.aromaticBonds) types[i] = 1.5;
  return types;
}

/** Removes stereo from the modified atoms and bonds (RDKit's setTautomerStereoAndIsoHs with its defaults); true if any was there. */
function clearModifiedStereo(
  atoms: TautomerAtom[],
  bonds: TautomerBond[],
  modAtoms: ReadonlySet<number>,
  modBonds: ReadonlySet<number>,
): boolean {
  let changed = false;
  for (const i of modAtoms) {
    const atom = atoms[i] as TautomerAtom;
    if (atom.stereo !== "unspecified") {
      atoms[i] = { ...atom, stereo: "unspecified" };
      changed = true;
    }
  }
  for (const i of modBonds) {
    const bond = bonds[i] as TautomerBond;
    if (bond.stereo !== "unspecified") {
      bonds[i] = { a: bond.a, b: bond.b, bo: bond.bo, stereo: "unspecified" };
      changed = true;
    }
  }
  return changed;
}

/** Sorted keys with std::map's order (byte order of ASCII SMILES). */
class SortedKeys {
  readonly keys: string[] = [];
  private position(key: string): number {
    let lo = 0;
    let hi = this.keys.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((this.keys[mid] as string) < key) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }
  add(key: string): void {
    this.keys.splice(this.position(key), 0, key);
  }
  remove(key: string): void {
    const at = this.position(key);
    if (this.keys[at] === key) this.keys.splice(at, 1);
  }
  /** The first key after `key` (which need not be present). */
  after(key: string): string | undefined {
    let at = this.position(key);
    if (this.keys[at] === key) at++;
    return this.keys[at];
  }
}

/**
 * Key and graph of a sanitized molecule (the caller owns and frees `mol`). The graph's bonds take
 * RDKit 2022.09's Kekulé structure; where the port does not follow RDKit (dummy atoms, unusual
 * elements) the embedded build's own Kekulé form stays.
 */
function keyed(mol: JSMol): { key: string; graph: TautomerGraph } {
  return { key: mol.get_smiles(), graph: kekuleGraph(mol) };
}

function kekuleGraph(mol: JSMol): TautomerGraph {
  const graph = readGraph(mol);
  const orders = kekulize2022(graph);
  if (orders) graph.bonds = graph.bonds.map((b, i) => (b.bo === orders[i] ? b : { ...b, bo: orders[i] as number }));
  return graph;
}

/** RDKit's TautomerEnumerator::enumerate with the canonicaliser's settings (no stereo reassignment). */
export function enumerateTautomers(
  input: JSMol,
  options: Pick<TautomerOptions, "maxTautomers" | "maxTransforms"> = {},
): TautomerEnumeration {
  const maxTautomers = options.maxTautomers ?? MAX_TAUTOMERS;
  const maxTransforms = options.maxTransforms ?? MAX_TRANSFORMS;
  const module: RDKitModule = rdkit();
  const queries = transformQueries();
  const start = keyed(input);
  const inputTypes = bondTypes(start.graph);
  const map = new Map<string, Tautomer>([
    [start.key, { graph: start.graph, done: false, modifiedAtoms: 0, modifiedBonds: 0 }],
  ]);
  const order = new SortedKeys();
  order.add(start.key);
  const modAtoms = new Set<number>();
  const modBonds = new Set<number>();
  let status: TautomerStatus = "completed";
  let bailOut = false;
  let completed = false;
  let nTransforms = 0;
  const seen = new Map<string, string | null>();
  const seenEdits = new Map<string, string | null>();

  while (!completed && !bailOut) {
    for (let key = order.keys[0]; key !== undefined; key = order.after(key)) {
      const current = map.get(key) as Tautomer;
      if (current.done) continue;
      const kmol = matchMolecule(module, current.graph);
      const flags = `${current.graph.aromaticAtoms.join(",")};${current.graph.aromaticBonds.join(",")}`;
      try {
        for (const [t, query] of queries.entries()) {
          if (bailOut) break;
          const matches = matchesOf(kmol, query);
          if (matches.length === 0) continue;
          ++nTransforms;
          for (const match of matches) {
            if (nTransforms >= maxTransforms) {
              status = "max_transforms";
              bailOut = true;
            } else if (map.size >= maxTautomers) {
              status = "max_tautomers";
              bailOut = true;
            }
            if (bailOut) break;
            const edited = applyTransform(current.graph, match, t, modAtoms, modBonds);
            // Many matches rebuild a molecule already seen: the edit's text, then the document's, give its SMILES
            // without asking RDKit again.
            const editKey = `${flags}|${editSignature(edited.atoms, edited.bonds)}`;
            const editKnown = seenEdits.get(editKey);
            if (editKnown === null || (editKnown !== undefined && map.has(editKnown))) continue;
            const product = rekekulized(current.graph, edited.atoms, edited.bonds);
            if (!product) {
              seenEdits.set(editKey, null); // RDKit drops a product it cannot kekulize
              continue;
            }
            const doc = moleculeDocument(product.atoms, product.bonds);
            const known = seen.get(doc);
            if (known !== undefined) seenEdits.set(editKey, known);
            if (known === null || (known !== undefined && map.has(known))) continue;
            const mol = sanitizedFromDocument(module, doc);
            if (!mol) {
              seen.set(doc, null);
              seenEdits.set(editKey, null);
              continue;
            }
            let made: { key: string; graph: TautomerGraph } | undefined;
            try {
              const productKey = mol.get_smiles();
              seen.set(doc, productKey);
              seenEdits.set(editKey, productKey);
              if (!map.has(productKey)) made = { key: productKey, graph: kekuleGraph(mol) };
            } finally {
              free(mol);
            }
            if (!made) continue;
            // Bonds whose type sanitization changed (e.g. a ring that stopped being aromatic) count as modified too.
            const types = bondTypes(made.graph);
            types.forEach((type, i) => {
              if (type !== inputTypes[i]) modBonds.add(i);
            });
            map.set(made.key, {
              graph: made.graph,
              done: false,
              modifiedAtoms: modAtoms.size,
              modifiedBonds: modBonds.size,
            });
            order.add(made.key);
          }
        }
      } finally {
        free(kmol);
      }
      current.done = true;
    }
    completed = true;
    // Tautomers made before the last atoms/bonds were found modified lose that stereo now, and are keyed anew.
    for (const key of [...order.keys]) {
      const taut = map.get(key) as Tautomer;
      if (!taut.done) completed = false;
      if (taut.modifiedAtoms >= modAtoms.size && taut.modifiedBonds >= modBonds.size) continue;
      const atoms = [...taut.graph.atoms];
      const bonds = [...taut.graph.bonds];
      taut.modifiedAtoms = modAtoms.size;
      taut.modifiedBonds = modBonds.size;
      if (!clearModifiedStereo(atoms, bonds, modAtoms, modBonds)) continue;
      const mol = sanitizedMolecule(module, atoms, bonds);
      if (!mol) continue;
      let made: { key: string; graph: TautomerGraph };
      try {
        made = keyed(mol);
      } finally {
        free(mol);
      }
      map.delete(key);
      order.remove(key);
      if (!map.has(made.key)) {
        map.set(made.key, { ...taut, graph: made.graph });
        order.add(made.key);
      }
    }
    if (bailOut && map.size < maxTautomers && status === "max_tautomers") {
      status = "completed";
      bailOut = false;
    }
  }
  return { tautomers: new Map([...order.keys].map((k) => [k, (map.get(k) as Tautomer).graph])), status };
}

/** One product: H moved from the first to the last matched atom, bonds and charges changed, stereo cleared where modified. */
function applyTransform(
  graph: TautomerGraph,
  match: Match,
  t: number,
  modAtoms: Set<number>,
  modBonds: Set<number>,
): { atoms: TautomerAtom[]; bonds: TautomerBond[] } {
  const atoms = [...graph.atoms];
  const bonds = [...graph.bonds];
  const first = match.atoms[0] as number;
  const last = match.atoms[match.atoms.length - 1] as number;
  modAtoms.add(first);
  modAtoms.add(last);
  const firstAtom = atoms[first] as TautomerAtom;
  atoms[first] = { ...firstAtom, hs: Math.max(0, firstAtom.hs - 1) };
  const lastAtom = atoms[last] as TautomerAtom;
  atoms[last] = { ...lastAtom, hs: lastAtom.hs + 1 };
  const newTypes = TRANSFORM_BONDS[t] as number[];
  // MinimalLib lists the matched bonds in the query's bond order, the order RDKit applies bond types in.
  match.bonds.forEach((bi, i) => {
    const bond = bonds[bi] as TautomerBond;
    let bo = bond.bo;
    if (newTypes.length > 0) bo = newTypes[i] as number;
    else if (bo === 1) bo = 2;
    else if (bo === 2) bo = 1;
    bonds[bi] = { ...bond, bo };
    modBonds.add(bi);
  });
  const charges = TRANSFORM_CHARGES[t] as number[];
  if (charges.length > 0) {
    match.atoms.forEach((ai, i) => {
      const atom = atoms[ai] as TautomerAtom;
      atoms[ai] = { ...atom, chg: atom.chg + (charges[i] ?? 0) };
    });
  }
  clearModifiedStereo(atoms, bonds, modAtoms, modBonds);
  return { atoms, bonds };
}

/** Everything an edit decides: hydrogens, charges, bond orders, stereo. */
function editSignature(atoms: readonly TautomerAtom[], bonds: readonly TautomerBond[]): string {
  let text = "";
  for (const a of atoms) text += `${a.hs},${a.chg},${a.stereo};`;
  for (const b of bonds) text += `${b.bo}${b.stereo === "unspecified" ? "" : b.stereo};`;
  return text;
}

function rekekulized(
  graph: TautomerGraph,
  atoms: TautomerAtom[],
  bonds: TautomerBond[],
): { atoms: TautomerAtom[]; bonds: TautomerBond[] } | null {
  // RDKit sanitizes the product while its atoms and bonds still carry the tautomer's aromatic flags, so its
  // kekulization re-places the double bonds of every flagged ring from the new hydrogen counts (whatever the
  // transform did to those bonds); where that fails, RDKit drops the product.
  const orders = kekulize2022({ ...graph, atoms, bonds });
  if (!orders) return null;
  return { atoms, bonds: bonds.map((b, i) => (b.bo === orders[i] ? b : { ...b, bo: orders[i] as number })) };
}

/** RDKit's pickCanonical: highest score, ties to the smaller canonical SMILES. */
export function pickCanonical(tautomers: ReadonlyMap<string, TautomerGraph>): string {
  if (tautomers.size === 1) return [...tautomers.keys()][0] as string;
  const module = rdkit();
  let best: { key: string; score: number } | undefined;
  for (const [key, graph] of tautomers) {
    const mol = sanitizedMolecule(module, graph.atoms, graph.bonds);
    if (!mol) continue;
    let score: number;
    try {
      score = tautomerScore(mol, graph);
    } finally {
      free(mol);
    }
    if (!best || score > best.score || (score === best.score && key < best.key)) best = { key, score };
  }
  if (!best) throw new Error("no tautomer could be scored");
  return best.key;
}

/** Our own canonical SMILES read back with the module's (legacy) stereo perception and written again. */
function legacyCanonical(smiles: string): string {
  const mol = readBack(smiles);
  try {
    if (!mol?.is_valid()) throw new Error(`RDKit did not read back the canonical tautomer ${smiles}`);
    return mol.get_smiles();
  } finally {
    free(mol);
  }
}

function checkBound(name: string, value: number | undefined): void {
  if (value !== undefined && (!Number.isInteger(value) || value < 1 || value > MAX_BOUND)) {
    throw new InvalidArgumentsError(`${name} must be a whole number from 1 to ${MAX_BOUND} (got ${value})`);
  }
}

/** The canonical tautomer of a SMILES, as RDKit's TautomerEnumerator().Canonicalize gives it. */
export function canonicalTautomer(smiles: string, options: TautomerOptions = {}): CanonicalTautomer {
  checkBound("maxTautomers", options.maxTautomers);
  checkBound("maxTransforms", options.maxTransforms);
  const mol = parseSmiles(smiles, {
    label: options.label ?? "smiles",
    ...(options.maxAtoms === undefined ? {} : { maxAtoms: options.maxAtoms }),
  });
  try {
    const result = enumerateTautomers(mol, options);
    // RDKit ends with assignStereochemistry(cleanIt, force) on the pick: the legacy perception, as parseSmiles uses.
    const canonical = legacyCanonical(pickCanonical(result.tautomers));
    return {
      smiles: canonical,
      tautomers_enumerated: result.tautomers.size,
      limit_reached: result.status !== "completed",
    };
  } finally {
    free(mol);
  }
}
