/**
 * BRICS (Degen et al., ChemMedChem 3, 1503-1507, 2008) as RDKit implements it
 * in `rdkit.Chem.BRICS.FindBRICSBonds`, plus one-step H-capped disconnections.
 *
 * Bond finding follows FindBRICSBonds (non-random order):
 *  - for every rule (environment 1, environment 2, bond) of every rule group, in
 *    the source's order, the pattern `[$(env1)]<bond>;!@[$(env2)]` is matched
 *    (default substructure parameters: uniquify, at most 1000 matches);
 *  - a rule is skipped when either environment has no match in the molecule at
 *    all (FindBRICSBonds' shortcut; it never changes the answer);
 *  - a match (a, b) is kept unless (a, b) or (b, a) was already kept, and is
 *    returned as atoms [a, b] with the environment labels without their letter
 *    suffix ("7a" -> "7").
 * The pattern's "!@" means a ring bond is never a BRICS bond.
 *
 * A disconnection breaks one BRICS bond and caps each broken end with hydrogen
 * (two for the L7=L7 double bond): the same result as Python's
 * FragmentOnBonds(addDummies=True), dummies turned into H, RemoveHs, GetMolFrags,
 * MolToSmiles (see validation/generators/make_golden_brics.py). Fragments are rebuilt from
 * the molecule's rdkitjson, which carries atoms, charges, isotopes, radicals,
 * H counts and stereo but not atom-map numbers or other atom properties: those
 * are not in the fragments (Python keeps atom maps).
 */
import { BRICS_ENVIRONMENTS, BRICS_RULE_GROUPS } from "../../data/brics.ts";
import { compileQueries, free, perInstance, rdkit } from "../rdkit.ts";
import { hasMatch, matchAtoms } from "../substructure.ts";
import type { JSMol } from "../rdkit-types.ts";
import {
  representationOf,
  type RdkitJsonAtom,
  type RdkitJsonBond,
  type RdkitJsonDocument,
  type RdkitJsonMolecule,
} from "../graph.ts";
import { asMolecule, type MoleculeLike } from "../molecule.ts";

export interface BricsBond {
  /** Atom indices of the bond, in the order RDKit's match gives them (environment 1 first). */
  atoms: [number, number];
  /** BRICS environment labels of atoms[0] and atoms[1], e.g. ["3", "4"]. */
  labels: [string, string];
}

export interface BricsDisconnection {
  /** Atom indices of the broken bond, as in `BricsBond.atoms`. */
  bond: [number, number];
  labels: [string, string];
  /** H-capped canonical SMILES of the piece holding bond[0] and of the piece holding bond[1]. */
  fragments: [string, string];
}

interface CompiledRule {
  env1: string;
  env2: string;
  label1: string;
  label2: string;
  query: JSMol;
}

interface CompiledBrics {
  environments: Map<string, JSMol>;
  rules: CompiledRule[];
}

/** `GetSubstructMatches` defaults of Python RDKit, which FindBRICSBonds uses: unique, at most 1000. */
const PYTHON_MAX_MATCHES = 1000;

/** One fixed SMARTS of the BRICS tables, compiled with the current instance. */
function compileQuery(smarts: string, what: string): JSMol {
  return compileQueries([smarts], `BRICS ${what}`)[0] as JSMol;
}

/**
 * The compiled environment and rule queries. Built lazily on first use and kept
 * (never freed) as long as the RDKit instance lives: BRICS is a fixed set of ~65
 * SMARTS, and compiling them per call would cost more than the matching.
 */
const compileBrics = perInstance(buildBrics);

function buildBrics(): CompiledBrics {
  const smartsOf = new Map<string, string>(BRICS_ENVIRONMENTS);
  const environments = new Map<string, JSMol>();
  const rules: CompiledRule[] = [];
  const envSmarts = (name: string): string => {
    const smarts = smartsOf.get(name);
    if (smarts === undefined) throw new Error(`BRICS rule names an unknown environment ${name}`);
    return smarts;
  };
  const bySmarts = new Map<string, JSMol>();
  for (const group of BRICS_RULE_GROUPS) {
    for (const [e1, e2, bond] of group) {
      const env1 = `L${e1}`;
      const env2 = `L${e2}`;
      for (const env of [env1, env2]) {
        if (environments.has(env)) continue;
        // L7a and L7b (like L14/L14b) are the same SMARTS: one query, one check per molecule.
        const smarts = envSmarts(env);
        let query = bySmarts.get(smarts);
        if (!query) {
          query = compileQuery(smarts, `environment ${env}`);
          bySmarts.set(smarts, query);
        }
        environments.set(env, query);
      }
      const pattern = `[$(${envSmarts(env1)})]${bond};!@[$(${envSmarts(env2)})]`;
      rules.push({
        env1,
        env2,
        label1: e1.replace(/[a-zA-Z]/g, ""),
        label2: e2.replace(/[a-zA-Z]/g, ""),
        query: compileQuery(pattern, `rule ${e1}-${e2}`),
      });
    }
  }
  return { environments, rules };
}

/**
 * The bonds BRICS would cleave, in FindBRICSBonds' order and with its labels:
 * Python's `list(BRICS.FindBRICSBonds(mol))` as `{atoms: [i, j], labels: [a, b]}`.
 */
export function findBricsBonds(mol: JSMol): BricsBond[] {
  const { environments, rules } = compileBrics();
  const envHit = new Map<JSMol, boolean>();
  const hit = (env: string): boolean => {
    const query = environments.get(env);
    if (query === undefined) return false;
    let known = envHit.get(query);
    if (known === undefined) {
      known = hasMatch(mol, query);
      envHit.set(query, known);
    }
    return known;
  };
  const done = new Set<string>();
  const out: BricsBond[] = [];
  for (const rule of rules) {
    if (!hit(rule.env1) || !hit(rule.env2)) continue;
    for (const match of matchAtoms(mol, rule.query, PYTHON_MAX_MATCHES)) {
      const [a, b] = match;
      if (a === undefined || b === undefined) continue;
      if (done.has(`${a},${b}`) || done.has(`${b},${a}`)) continue;
      done.add(`${a},${b}`);
      out.push({ atoms: [a, b], labels: [rule.label1, rule.label2] });
    }
  }
  return out;
}

// --- rdkitjson editing --------------------------------------------------------

/** The molecule of an RDKit JSON document (the fragments are written as edited copies of it). */
/** Atoms reachable from `start` without crossing bond `cut`. */
function component(start: number, cut: number, bonds: RdkitJsonBond[], incident: number[][]): Set<number> {
  const seen = new Set<number>([start]);
  const stack = [start];
  while (stack.length > 0) {
    const atom = stack.pop() as number;
    for (const b of incident[atom] ?? []) {
      if (b === cut) continue;
      const bond = bonds[b];
      if (!bond) continue;
      const other = bond.atoms[0] === atom ? bond.atoms[1] : bond.atoms[0];
      if (!seen.has(other)) {
        seen.add(other);
        stack.push(other);
      }
    }
  }
  return seen;
}

/**
 * The rdkitjson of the piece holding `end` after bond `cut` is broken. A single
 * bond keeps its place in the bond list but now ends at a new hydrogen atom, so
 * the end atom's neighbour order (and with it its tetrahedral parity) is the
 * same as before; RDKit's RemoveHs then folds the hydrogen in, as it does in
 * Python. A double bond (L7) is dropped and the end atom gets two more hydrogens.
 */
function fragmentJson(
  doc: RdkitJsonDocument,
  molecule: RdkitJsonMolecule,
  cut: number,
  end: number,
  piece: Set<number>,
): { json: string; bondStereo: boolean } {
  const bonds = molecule.bonds ?? [];
  const cutBond = bonds[cut] as RdkitJsonBond;
  const order = cutBond.bo ?? doc.defaults?.bond?.bo ?? 1;
  const newIndex = new Map<number, number>();
  const atoms: RdkitJsonAtom[] = [];
  (molecule.atoms ?? []).forEach((atom, i) => {
    if (!piece.has(i)) return;
    newIndex.set(i, atoms.length);
    atoms.push({ ...atom });
  });
  const endNew = newIndex.get(end) as number;
  const hydrogen = atoms.length;
  if (order === 1) {
    atoms.push({ z: 1 });
  } else {
    const endAtom = atoms[endNew] as RdkitJsonAtom;
    endAtom.impHs = (endAtom.impHs ?? doc.defaults?.atom?.impHs ?? 0) + order;
  }
  const partner = cutBond.atoms[0] === end ? cutBond.atoms[1] : cutBond.atoms[0];
  // Where the broken partner appears (double-bond stereo reference), the cap takes its place.
  const mapAtom = (i: number): number => (i === partner && order === 1 ? hydrogen : (newIndex.get(i) ?? -1));
  const outBonds: RdkitJsonBond[] = [];
  let bondStereo = false;
  bonds.forEach((bond, b) => {
    if (b === cut) {
      if (order === 1) {
        outBonds.push({ ...bond, atoms: [mapAtom(bond.atoms[0]), mapAtom(bond.atoms[1])] });
      }
      return;
    }
    if (!piece.has(bond.atoms[0]) || !piece.has(bond.atoms[1])) return;
    const copy: RdkitJsonBond = { ...bond, atoms: [mapAtom(bond.atoms[0]), mapAtom(bond.atoms[1])] };
    if (bond.stereoAtoms) {
      const refs: [number, number] = [mapAtom(bond.stereoAtoms[0]), mapAtom(bond.stereoAtoms[1])];
      if (refs[0] < 0 || refs[1] < 0) {
        // The reference atom went to the other piece (not possible across a single-bond cut).
        delete copy.stereoAtoms;
        copy.stereo = "unspecified";
      } else {
        copy.stereoAtoms = refs;
      }
    }
    if (copy.stereo !== undefined && copy.stereo !== "unspecified") bondStereo = true;
    outBonds.push(copy);
  });
  // No "extensions": aromaticity, rings and CIP labels are perceived again on parsing.
  const fragment: RdkitJsonMolecule = { atoms, bonds: outBonds };
  return {
    json: JSON.stringify({ rdkitjson: doc.rdkitjson, defaults: doc.defaults, molecules: [fragment] }),
    bondStereo,
  };
}

const PARSE_FRAGMENT = JSON.stringify({ removeHs: true });
// The embedded build's rdkitjson reader loses cis/trans double-bond stereo when it
// perceives stereo itself (it keeps it with assignStereo:false), see brics-report.md.
const PARSE_FRAGMENT_KEEP_BOND_STEREO = JSON.stringify({ removeHs: true, assignStereo: false });

function smilesOf(input: string, details: string | undefined): string {
  const frag = details === undefined ? rdkit().get_mol(input) : rdkit().get_mol(input, details);
  try {
    if (!frag?.is_valid()) throw new Error(`RDKit could not rebuild a BRICS fragment`);
    return frag.get_smiles();
  } finally {
    free(frag);
  }
}

function fragmentSmiles({ json, bondStereo }: { json: string; bondStereo: boolean }): string {
  if (!bondStereo) return smilesOf(json, PARSE_FRAGMENT);
  // Without stereo perception the writer keeps the double-bond stereo but neither
  // drops tags of atoms that stopped being stereocentres nor ranks stereo
  // canonically; reading that SMILES back (full perception) and writing it again does.
  return smilesOf(smilesOf(json, PARSE_FRAGMENT_KEEP_BOND_STEREO), undefined);
}

/** Breaks single non-ring bonds of one molecule, given its rdkitjson. */
function makeFragmenter(doc: RdkitJsonDocument): (i: number, j: number) => [string, string] {
  const { molecule } = representationOf(doc);
  const bonds = molecule.bonds ?? [];
  const incident: number[][] = (molecule.atoms ?? []).map(() => []);
  const bondIndex = new Map<string, number>();
  bonds.forEach((bond, b) => {
    const [u, v] = bond.atoms;
    incident[u]?.push(b);
    incident[v]?.push(b);
    bondIndex.set(u < v ? `${u},${v}` : `${v},${u}`, b);
  });
  return (i, j) => {
    const cut = bondIndex.get(i < j ? `${i},${j}` : `${j},${i}`);
    if (cut === undefined) throw new RangeError(`atoms ${i} and ${j} are not bonded`);
    const order = bonds[cut]?.bo ?? doc.defaults?.bond?.bo ?? 1;
    if (order !== 1 && order !== 2)
      throw new RangeError(`bond ${i}-${j} is neither single nor double (bond order ${order})`);
    const pieceI = component(i, cut, bonds, incident);
    // BRICS bond patterns carry "!@", so this only trips on a direct call with a ring bond.
    if (pieceI.has(j)) throw new RangeError(`bond ${i}-${j} is a ring bond; breaking it gives one piece, not two`);
    const pieceJ = component(j, cut, bonds, incident);
    return [
      fragmentSmiles(fragmentJson(doc, molecule, cut, i, pieceI)),
      fragmentSmiles(fragmentJson(doc, molecule, cut, j, pieceJ)),
    ];
  };
}

/**
 * Breaks the single or double non-ring bond between atoms i and j and caps each
 * broken end with hydrogen (one per bond order): the canonical SMILES of the
 * piece holding i and of the piece holding j. Throws a RangeError when i and j
 * are not bonded, the bond is a ring bond, or it is not a single/double bond.
 */
export function hCappedFragments(molecule: MoleculeLike, i: number, j: number): [string, string] {
  return makeFragmenter(asMolecule(molecule).json)(i, j);
}

/**
 * For every BRICS bond (in `findBricsBonds` order), the two H-capped canonical
 * SMILES obtained by breaking only that bond. Pieces of a multi-component input
 * that are not connected to the broken bond belong to neither fragment.
 */
export function bricsDisconnections(molecule: MoleculeLike): BricsDisconnection[] {
  const m = asMolecule(molecule);
  const found = findBricsBonds(m.mol);
  if (found.length === 0) return [];
  const fragmenter = makeFragmenter(m.json);
  return found.map(({ atoms, labels }) => ({ bond: atoms, labels, fragments: fragmenter(atoms[0], atoms[1]) }));
}
