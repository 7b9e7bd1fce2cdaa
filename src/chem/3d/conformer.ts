/**
 * 3D conformer generation. RDKit (MinimalLib) reads the SMILES and adds the
 * hydrogens; the atoms are then ordered heavy atoms first (input order), then
 * hydrogens (those written in the SMILES, in input order, then the added ones).
 * Our distance geometry (`dg-bounds.ts`, `dg-embed.ts`) embeds all atoms with the
 * specified R/S centres and E/Z bonds; OpenChemLib's MMFF94 relaxes the result.
 * Every conformer is checked before it is returned: each bond within BOND_TOLERANCE
 * (0.2 Å) of its MMFF94 reference length, each four-coordinate C and N inside its neighbours'
 * tetrahedron (conformer-checks.ts), and the input's stereo (our parities and
 * RDKit's perception from the 3D coordinates). One that fails is thrown away and
 * embedding starts again; when none passes, EMBEDDING_FAILED says why.
 */
import { misplacedCentre, tetrahedralCentres, worstBond } from "./conformer-checks.ts";
import { toMolblock } from "./conformer-files.ts";
import { positionsOf, type Conformer } from "./conformer-model.ts";
import { boundsFor, capUnconnected, smoothBounds, topology, type Bounds, type Topology } from "./dg-bounds.ts";
import { embed, type ChiralConstraint } from "./dg-embed.ts";
import { refine, refinementTerms } from "./dg-refine.ts";
import { ELEMENT_SYMBOLS } from "../elements.ts";
import { cipCodes, molGraph, readRdkitJson, type MolGraph } from "../graph.ts";
import { relaxMmff94 } from "./mmff94.ts";
import { seededRandom } from "../random.ts";
import { free, parseSmiles, rdkit, type JSMol } from "../rdkit.ts";
import { cross, difference, dot, signedVolume } from "./vec3.ts";
import { DomainError } from "../../protocol/errors.ts";

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
/**
 * No new attempt starts after this many ms of one call: the largest molecules take ~3 s an
 * attempt, and the worker pool ends a call at 10 s (TIMEOUT). Attempts run in a fixed order from
 * the seed, so a returned conformer does not depend on the machine's speed; only whether a
 * molecule that needs many attempts gets them does.
 */
const ATTEMPT_START_BUDGET_MS = 5_000;
/**
 * Largest distance (Å) of a bond from its MMFF94 reference length r0 in a returned conformer. A
 * trapped geometry is far outside it (abietic acid, seed 0: 0.44 Å); a true MMFF94 minimum can lie
 * beyond 0.1 Å: betaine's N+–CH2 bond is 0.102 Å longer than r0 at the minimum Python RDKit's
 * MMFF94 converges to (the carboxylate pulls), pyridazine's N–N 0.11–0.13 Å, benzopinacol's
 * crowded central C–C 0.146 Å (1.654 Å; X-ray structures of such tetraaryl ethanes show ~1.67 Å).
 * validation/reports/generate3d-edge-cases.md lists them all.
 */
export const BOND_TOLERANCE = 0.2;
/** Random restarts of the distance geometry inside one embedding attempt. */
const EMBED_RESTARTS = 5;

interface StereoSpec {
  /** Canonical isomeric SMILES of the input with all hydrogens explicit (what RDKit reads back from our molblock). */
  canonical: string;
  /** [atom index in conformer order, "R"|"S"] for the input's labelled stereocentres. */
  cip: Array<[number, string]>;
  /** Whether the input specifies any stereo (without any, there is nothing for RDKit to compare). */
  specified: boolean;
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

/** True when every specified centre has the handedness of its parity (the sign of its chiral-volume constraint). */
function keepsCentres(chiral: readonly ChiralConstraint[], coords: Float64Array): boolean {
  return chiral.every((c) => Math.sign(signedVolume(coords, c.atoms)) === Math.sign(c.lower));
}

/**
 * True when RDKit, reading our 3D molblock (hydrogens kept, so that isotope-made centres such as
 * [2H][C@@H](O)C stay centres), perceives the input's stereo: the same canonical SMILES, or, when
 * only an unspecified centre or bond got a definite geometry, the CIP label of every labelled centre.
 */
function rdkitKeepsStereo(spec: StereoSpec, conf: Conformer): boolean {
  if (!spec.specified) return true;
  let reread: JSMol | null = null;
  try {
    reread = rdkit().get_mol(toMolblock(conf, ""), JSON.stringify({ removeHs: false }));
    if (!reread?.is_valid()) return false;
    if (reread.get_smiles() === spec.canonical) return true;
    const cip = new Map(cipCodes(readRdkitJson(reread)));
    return spec.cip.every(([atom, label]) => cip.get(atom) === label);
  } finally {
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
  throw cannotEmbed("its bond lengths, angles and ring closures contradict each other: no 3D geometry satisfies them", {
    attempts: 0,
  });
}

export interface GenerateOptions {
  seed?: number;
  /**
   * No new attempt after this many ms (default ATTEMPT_START_BUDGET_MS, for the pool's 10 s limit). A test of what
   * happens after every attempt passes Infinity: on a loaded machine the 5 s go by after fewer attempts.
   */
  attemptStartBudgetMs?: number;
}

/** The molecule with hydrogens, its atoms in output order, and the stereo it must keep. */
interface Prepared {
  graph: MolGraph;
  heavyAtoms: number;
  spec: StereoSpec;
}

/**
 * Output order: heavy atoms (anything but hydrogen) in input order, then hydrogens, first those
 * written in the SMILES ([H], [2H], in input order), then those RDKit added. The bond list keeps
 * RDKit's order, so each atom's neighbours keep the order its parity refers to.
 */
function outputOrder(graph: MolGraph, inputAtoms: number): number[] {
  const all = graph.atoms.map((_, i) => i);
  const isH = (i: number) => graph.atoms[i]!.atomicNumber === 1;
  return [
    ...all.filter((i) => !isH(i)),
    ...all.filter((i) => isH(i) && i < inputAtoms),
    ...all.filter((i) => isH(i) && i >= inputAtoms),
  ];
}

function reordered(graph: MolGraph, order: number[], position: Int32Array): MolGraph {
  return {
    atoms: order.map((i) => graph.atoms[i]!),
    bonds: graph.bonds.map((b) => {
      const bond = { ...b, begin: position[b.begin]!, end: position[b.end]! };
      if (b.stereo)
        bond.stereo = { cis: b.stereo.cis, atoms: [position[b.stereo.atoms[0]]!, position[b.stereo.atoms[1]]!] };
      return bond;
    }),
    rings: graph.rings.map((ring) => ring.map((i) => position[i]!)),
  };
}

function prepare(smiles: string): Prepared {
  const mol = parseSmiles(smiles, { maxAtoms: MAX_3D_ATOMS });
  try {
    const inputAtoms = mol.get_num_atoms();
    const inputCip = cipCodes(readRdkitJson(mol));
    const specified = inputCip.length > 0 || /[@/\\]/.test(mol.get_smiles());
    mol.add_hs_in_place();
    const rdkitGraph = molGraph(mol);
    const order = outputOrder(rdkitGraph, inputAtoms);
    const position = positionsOf(order);
    const graph = reordered(rdkitGraph, order, position);
    return {
      graph,
      heavyAtoms: graph.atoms.filter((a) => a.atomicNumber !== 1).length,
      spec: { canonical: mol.get_smiles(), cip: inputCip.map(([atom, label]) => [position[atom]!, label]), specified },
    };
  } finally {
    free(mol);
  }
}

/** Why attempts were thrown away, for the EMBEDDING_FAILED message. */
interface Rejections {
  noEmbedding: number;
  stretchedBond: number;
  misplacedCentre: number;
  stereo: number;
  /** The worst bond seen, as text. */
  worst?: string;
}

/**
 * Builds one 3D conformer with hydrogens for a SMILES (after `loadForceField()` from mmff94.ts).
 * Throws DomainError: INVALID_SMILES, MOLECULE_TOO_LARGE, or EMBEDDING_FAILED when no checked
 * geometry was found (the SMILES is valid; its stereo may be impossible, e.g. in a strained cage).
 */
export function generateConformer(smiles: string, options: GenerateOptions = {}): Conformer {
  const seed = options.seed ?? 0;
  const budgetMs = options.attemptStartBudgetMs ?? ATTEMPT_START_BUDGET_MS;
  const started = performance.now();
  const { graph, heavyAtoms, spec } = prepare(smiles);
  const topo = topology(graph);
  const bounds = smoothedBounds(graph, topo);
  const chiral = chiralConstraints(graph, topo, bounds);
  const tetrahedral = tetrahedralCentres(graph, topo);
  const terms = refinementTerms(graph, topo, bounds, chiral);
  const ideal = idealBondLengths(graph, bounds);
  const random = seededRandom(seed);
  const rejected: Rejections = { noEmbedding: 0, stretchedBond: 0, misplacedCentre: 0, stereo: 0 };
  let attempts = 0;
  for (; attempts < MAX_ATTEMPTS; attempts++) {
    if (attempts > 0 && performance.now() - started > budgetMs) break;
    const accept = (c: Float64Array) => keepsDoubleBonds(graph, c);
    const coords = embed(bounds, chiral, { random, attempts: EMBED_RESTARTS, accept, tetrahedral });
    if (!coords) {
      rejected.noEmbedding++;
      continue;
    }
    refine(coords, terms);
    const conf = conformerOf(graph, coords, heavyAtoms, seed);
    const relaxed = relaxMmff94(conf);
    conf.energy = relaxed?.energy ?? null;
    // Without MMFF94 reference lengths (no parameters), the clean-up's targets stand in for them.
    const stretched = worstBond(conf.coords, conf.bonds, relaxed?.referenceLengths ?? ideal, BOND_TOLERANCE);
    if (stretched) {
      rejected.stretchedBond++;
      const [i, j] = conf.bonds[stretched.bond]!;
      rejected.worst ??= `${conf.elements[i]}${i + 1}–${conf.elements[j]}${j + 1} ${stretched.length.toFixed(2)} Å against ${stretched.reference.toFixed(2)}`;
      continue;
    }
    const flat = Float64Array.from(conf.coords.flat());
    if (misplacedCentre(flat, tetrahedral) >= 0) {
      rejected.misplacedCentre++;
      continue;
    }
    if (!keepsDoubleBonds(graph, flat) || !keepsCentres(chiral, flat) || !rdkitKeepsStereo(spec, conf)) {
      rejected.stereo++;
      continue;
    }
    return conf;
  }
  throw embeddingFailed(attempts, rejected);
}

/**
 * Ideal bond lengths from the distance bounds (the clean-up's targets), 0 where the bounds leave a
 * wide window (metal–ligand bonds): the bond check's reference when MMFF94 has no parameters.
 */
function idealBondLengths(graph: MolGraph, bounds: Bounds): Float64Array {
  const { n, lower, upper } = bounds;
  return Float64Array.from(graph.bonds, ({ begin, end }) => {
    const lo = lower[begin * n + end]!;
    const hi = upper[begin * n + end]!;
    return hi - lo > 0.5 ? 0 : (lo + hi) / 2;
  });
}

function embeddingFailed(attempts: number, rejected: Rejections): DomainError {
  const reasons: string[] = [];
  if (rejected.noEmbedding)
    reasons.push(`${rejected.noEmbedding} found no geometry with the specified stereochemistry`);
  if (rejected.stretchedBond)
    reasons.push(
      `${rejected.stretchedBond} kept a bond more than ${BOND_TOLERANCE} Å from its reference length (${rejected.worst})`,
    );
  if (rejected.misplacedCentre) reasons.push(`${rejected.misplacedCentre} left an sp3 centre outside its neighbours`);
  if (rejected.stereo) reasons.push(`${rejected.stereo} lost the specified stereochemistry`);
  const hints: string[] = [];
  if (rejected.noEmbedding || rejected.stereo)
    hints.push("the specified stereo may be impossible (e.g. in a strained cage)");
  if (rejected.stretchedBond || rejected.misplacedCentre)
    hints.push(
      "the structure may not fit its usual bond lengths (e.g. a metal bonded to every atom of a ring, or a strained cage)",
    );
  const reason =
    `no geometry passed the checks in ${attempts} attempt${attempts === 1 ? "" : "s"}: ${reasons.join("; ")}. ` +
    `${hints.join("; ")}; another seed may succeed`.replace(/^./, (c) => c.toUpperCase());
  return cannotEmbed(reason, { attempts, ...rejected });
}

/** EMBEDDING_FAILED: the SMILES is valid, but no sound 3D geometry was found for it; `reason` says what failed. */
function cannotEmbed(reason: string, details: Record<string, unknown>): DomainError {
  return new DomainError("EMBEDDING_FAILED", `Cannot build 3D coordinates for smiles: ${reason}`, {
    argument: "smiles",
    reason,
    ...details,
  });
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
