/**
 * 3D conformer generation. RDKit (MinimalLib) reads the SMILES and adds the
 * hydrogens (after the heavy atoms, input order kept); our distance geometry
 * (`dg-bounds.ts`, `dg-embed.ts`) embeds all atoms with the specified R/S centres
 * and E/Z bonds; OpenChemLib's MMFF94 relaxes the result. Every conformer is
 * checked against the input's stereo (RDKit perceives stereo from the 3D
 * coordinates); one that lost a stereo element is thrown away and embedding
 * starts again.
 */
import { toMolblock } from "./conformer-files.ts";
import { boundsFor, capUnconnected, smoothBounds, topology, type Bounds, type Topology } from "./dg-bounds.ts";
import { embed, type ChiralConstraint } from "./dg-embed.ts";
import { refine, refinementTerms } from "./dg-refine.ts";
import { ELEMENT_SYMBOLS } from "./elements.ts";
import { molGraph, type MolGraph } from "./graph.ts";
import { relaxMmff94 } from "./mmff94.ts";
import { seededRandom } from "./random.ts";
import { free, parseSmiles, rdkit, type JSMol } from "./rdkit.ts";
import { cross, difference, dot } from "./vec3.ts";
import { DomainError } from "../protocol/errors.ts";

/**
 * Atom limit (graph atoms, before hydrogens are added) for 3D generation. MMFF94 in
 * OpenChemLib dominates the cost and grows with the square of the atom count: here a
 * 100-carbon chain (302 atoms with H) takes ~2.3 s and cyclosporin (85 heavy atoms)
 * ~3 s. Larger inputs are refused up front with MOLECULE_TOO_LARGE rather than risk
 * ending in TIMEOUT (which also costs the pool a worker).
 */
export const MAX_3D_ATOMS = 100;
/** Embeddings tried (each fully checked) before giving up on a molecule. */
const MAX_ATTEMPTS = 6;
/** Random restarts of the distance geometry inside one embedding attempt. */
const EMBED_RESTARTS = 5;
export interface Conformer {
  /** Element symbols, heavy atoms first in input order, then hydrogens. */
  elements: string[];
  /** Cartesian coordinates in Å, one [x, y, z] per atom. */
  coords: Array<[number, number, number]>;
  /** Bonds as [i, j, order] with 0-based atom indices; RDKit's Kekulé order (1, 2, 3; 17 dative, 0 zero/unspecified). */
  bonds: Array<[number, number, number]>;
  /** Formal charge per atom. */
  charges: number[];
  /** Mass number per atom, 0 when natural abundance. */
  isotopes: number[];
  /** Unpaired electrons per atom (RDKit's radical count). */
  radicals: number[];
  heavyAtoms: number;
  /** MMFF94 energy in kcal/mol after minimisation (OpenChemLib), null when there was no MMFF94 step (no parameters). */
  energy: number | null;
  /** The seed of the random draws. */
  seedUsed: number;
}

interface StereoSpec {
  /** Canonical isomeric SMILES of the input (heavy atoms). */
  canonical: string;
  /** [atom index, "R"|"S"] for the input's labelled stereocentres. */
  cip: Array<[number, string]>;
}

interface CipJson {
  molecules: Array<{ extensions?: Array<{ name: string; cipCodes?: Array<[number, string]> }> }>;
}

function cipCodes(mol: JSMol): Array<[number, string]> {
  const json = JSON.parse(mol.get_json()) as CipJson;
  return json.molecules[0]?.extensions?.find((e) => e.name === "rdkitRepresentation")?.cipCodes ?? [];
}

/** Dihedral angle a-b-c-d in degrees (coordinates with stride 3). */
function dihedral(p: Float64Array, a: number, b: number, c: number, d: number): number {
  const b1 = difference(p, b, a);
  const b2 = difference(p, c, b);
  const b3 = difference(p, d, c);
  const n1 = cross(b1, b2);
  const n2 = cross(b2, b3);
  const length = Math.sqrt(dot(b2, b2));
  const m1 = cross(n1, [b2[0] / length, b2[1] / length, b2[2] / length]);
  return (Math.atan2(dot(m1, n2), dot(n1, n2)) * 180) / Math.PI;
}

/** True when every specified double bond has its E/Z geometry in the coordinates. */
function keepsDoubleBonds(graph: MolGraph, coords: Float64Array): boolean {
  return graph.bonds.every((bond) => {
    if (!bond.stereo) return true;
    const [a, d] = bond.stereo.atoms;
    return Math.abs(dihedral(coords, a, bond.begin, bond.end, d)) < 90 === bond.stereo.cis;
  });
}

/** True when RDKit, reading our 3D molblock, perceives every stereo element the input specifies. */
function keepsStereo(spec: StereoSpec, graph: MolGraph, conf: Conformer): boolean {
  const flat = Float64Array.from(conf.coords.flat());
  if (!keepsDoubleBonds(graph, flat)) return false;
  if (spec.cip.length === 0 && !/[@/\\]/.test(spec.canonical)) return true;
  let reread: JSMol | null = null;
  let heavy: JSMol | null = null;
  try {
    reread = rdkit().get_mol(toMolblock(conf, ""), JSON.stringify({ removeHs: false }));
    if (!reread || !reread.is_valid()) return false;
    heavy = rdkit().get_mol(reread.remove_hs());
    const probe = heavy && heavy.is_valid() ? heavy : reread;
    if (probe.get_smiles() === spec.canonical) return true;
    // The canonical SMILES may differ only because an unspecified centre got a definite geometry.
    const cip = new Map(cipCodes(probe));
    return spec.cip.every(([atom, label]) => cip.get(atom) === label);
  } finally {
    free(heavy);
    free(reread);
  }
}

/**
 * Chiral-volume constraints from RDKit's parities. With explicit hydrogens every
 * neighbour is an atom; RDKit's "ccw" (looking from the first neighbour in bond
 * order, the rest turn counterclockwise) makes the signed volume of the four
 * neighbours negative. A three-coordinate centre (sulfoxide, phosphine) uses
 * itself as the fourth point: it lies on the lone pair's side, so the sign is the same.
 */
function chiralConstraints(graph: MolGraph, topo: Topology, bounds: Bounds): ChiralConstraint[] {
  const constraints: ChiralConstraint[] = [];
  graph.atoms.forEach((atom, centre) => {
    if (!atom.chirality) return;
    const neighbours = topo.neighbours[centre]!; // in bond order, the order RDKit's parity refers to
    if (neighbours.length < 3 || neighbours.length > 4) return;
    const points = (neighbours.length === 4 ? neighbours : [...neighbours, centre]) as [number, number, number, number];
    const meanBond = neighbours.reduce((s, j) => s + bounds.lower[centre * bounds.n + j]!, 0) / neighbours.length;
    // Ideal |volume| for tetrahedral geometry: 3.08·l³ over four neighbours, a quarter of it with the centre as a point.
    const ideal = (neighbours.length === 4 ? 3.08 : 0.77) * meanBond ** 3;
    const sign = atom.chirality === "ccw" ? -1 : 1;
    constraints.push({
      atoms: points,
      lower: sign > 0 ? 0.5 * ideal : -2 * ideal,
      upper: sign > 0 ? 2 * ideal : -0.5 * ideal,
    });
  });
  return constraints;
}

function smoothedBounds(graph: MolGraph, topo: Topology): Bounds {
  // Crowded molecules can make the van der Waals floor contradict the ring and
  // torsion bounds; a lower floor is tried before giving up.
  for (const vdwScale of [0.7, 0.5, 0]) {
    const bounds = boundsFor(graph, topo, vdwScale);
    if (smoothBounds(bounds)) {
      capUnconnected(bounds);
      return bounds;
    }
  }
  throw embeddingFailed("its bond lengths, angles and ring closures contradict each other: no 3D geometry satisfies them", 0);
}

export interface GenerateOptions {
  seed?: number;
}

/** Builds one 3D conformer with hydrogens for a SMILES (after `loadForceField()` from mmff94.ts). Throws DomainError (INVALID_SMILES, also when no geometry keeps the stereo; MOLECULE_TOO_LARGE). */
export function generateConformer(smiles: string, options: GenerateOptions = {}): Conformer {
  const seed = options.seed ?? 0;
  const mol = parseSmiles(smiles, { maxAtoms: MAX_3D_ATOMS });
  let spec: StereoSpec;
  let graph: MolGraph;
  let heavyAtoms: number;
  try {
    heavyAtoms = mol.get_num_atoms();
    spec = { canonical: mol.get_smiles(), cip: cipCodes(mol) };
    mol.add_hs_in_place();
    graph = molGraph(mol);
  } finally {
    free(mol);
  }
  for (let i = heavyAtoms; i < graph.atoms.length; i++) {
    if (graph.atoms[i]!.atomicNumber !== 1) throw new Error(`RDKit did not put hydrogens last (atom ${i})`);
  }
  const topo = topology(graph);
  const bounds = smoothedBounds(graph, topo);
  const chiral = chiralConstraints(graph, topo, bounds);
  const terms = refinementTerms(graph, topo, bounds, chiral);
  const random = seededRandom(seed);
  let embedded = false;
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    const coords = embed(bounds, chiral, { random, attempts: EMBED_RESTARTS, accept: (c) => keepsDoubleBonds(graph, c) });
    if (!coords) continue;
    refine(coords, terms);
    embedded = true;
    const conf = conformerOf(graph, coords, heavyAtoms, seed);
    conf.energy = relaxMmff94(conf);
    if (keepsStereo(spec, graph, conf)) return conf;
  }
  throw embeddingFailed(
    embedded
      ? `no conformer that keeps the specified stereochemistry was found in ${MAX_ATTEMPTS} attempts (the specified centres may be impossible together, e.g. in a strained cage)`
      : `distance geometry found no 3D geometry with the specified stereochemistry in ${MAX_ATTEMPTS * EMBED_RESTARTS} tries`,
    MAX_ATTEMPTS,
  );
}

/**
 * protocol.md's code vocabulary is closed and has no "embedding failed". A SMILES
 * whose stereo no 3D geometry can realise describes no real molecule, so the
 * failure is reported as INVALID_SMILES, with the reason spelled out.
 */
function embeddingFailed(reason: string, attempts: number): DomainError {
  return new DomainError("INVALID_SMILES", `Cannot build 3D coordinates for smiles: ${reason}`, { argument: "smiles", reason, attempts });
}

function conformerOf(graph: MolGraph, coords: Float64Array, heavyAtoms: number, seedUsed: number): Conformer {
  return {
    elements: graph.atoms.map((a) => ELEMENT_SYMBOLS[a.atomicNumber] ?? "*"),
    coords: graph.atoms.map((_, i) => [coords[i * 3]!, coords[i * 3 + 1]!, coords[i * 3 + 2]!]),
    bonds: graph.bonds.map((b) => [b.begin, b.end, b.order]),
    charges: graph.atoms.map((a) => a.charge),
    isotopes: graph.atoms.map((a) => a.isotope),
    radicals: graph.atoms.map((a) => a.radicals),
    heavyAtoms,
    energy: null,
    seedUsed,
  };
}
