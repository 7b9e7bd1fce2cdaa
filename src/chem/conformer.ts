/**
 * 3D conformer generation. RDKit (MinimalLib) reads the SMILES and adds the
 * hydrogens (after the heavy atoms, input order kept); our distance geometry
 * (`dg-bounds.ts`, `dg-embed.ts`) embeds all atoms with the specified R/S centres
 * and E/Z bonds; OpenChemLib's MMFF94 relaxes the result. Every conformer is
 * checked against the input's stereo (RDKit perceives stereo from the 3D
 * coordinates); one that lost a stereo element is thrown away and embedding
 * starts again.
 */
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import type { ForceFieldMMFF94 as MmffForceField } from "openchemlib";
import { boundsFor, capUnconnected, smoothBounds, topology, type Bounds, type Topology } from "./dg-bounds.ts";
import { embed, type ChiralConstraint } from "./dg-embed.ts";
import { refine, refinementTerms } from "./dg-refine.ts";
import { ELEMENT_SYMBOLS } from "./elements.ts";
import { molGraph, type MolGraph } from "./graph.ts";
import { seededRandom } from "./random.ts";
import { free, parseSmiles, rdkit, type JSMol } from "./rdkit.ts";
import { DomainError } from "../protocol/errors.ts";

/**
 * Atom limit (graph atoms, before hydrogens are added) for 3D generation. MMFF94 in
 * OpenChemLib dominates the cost and grows with the square of the atom count: a
 * 100-carbon chain (302 atoms with H) takes ~4.5 s here, 150 carbons ~10 s. Larger
 * inputs are refused up front with MOLECULE_TOO_LARGE rather than ending in TIMEOUT
 * (which also costs the pool a worker). Cyclosporin (85 heavy atoms) fits.
 */
export const MAX_3D_ATOMS = 100;
/** Embeddings tried (each fully checked) before giving up on a molecule. */
const MAX_ATTEMPTS = 6;
/** Random restarts of the distance geometry inside one embedding attempt. */
const EMBED_RESTARTS = 5;
/**
 * MMFF94 stopping rule. OpenChemLib's BFGS (like RDKit's) stops when the largest gradient
 * component, scaled by the coordinates and the energy, falls below this; 1e-2 leaves a median
 * 0.001 kcal/mol to gain and meets the strain bar on 249/250 molecules
 * (validation/generate3d-report.md). Tighter costs time for nothing; 0.1 missed the bar.
 */
const MMFF_GRADIENT_TOLERANCE = 1e-2;
/**
 * Iteration cap: 400 for drug-like molecules (up to 100 atoms with H), then shrinking
 * with size (an iteration's cost grows with the square of the atoms) so that the largest
 * inputs still finish inside the 10 s call limit. A capped run keeps its last positions.
 */
const mmffIterationBudget = (atoms: number) => Math.max(60, Math.min(400, Math.floor(40_000 / atoms)));

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
  /** MMFF94 energy in kcal/mol after minimisation (OpenChemLib), null when MMFF94 had no parameters. */
  energy: number | null;
  forceField: "MMFF94" | null;
  /** The seed of the random draws. */
  seedUsed: number;
}

type OpenChemLib = typeof import("openchemlib");
let openChemLib: OpenChemLib | null = null;

/**
 * A file of the openchemlib package. The literal `import(…, { type: "file" })` in the caller makes
 * `bun build --compile` embed the file and, in a source checkout, gives its path; installed as a
 * package (`bunx`), node_modules sits above ours, so the file is found next to the library's entry point.
 */
async function openChemLibFile(embedded: () => Promise<unknown>, name: string): Promise<string> {
  try {
    return ((await embedded()) as { default: string }).default;
  } catch {
    return join(dirname(fileURLToPath(import.meta.resolve("openchemlib"))), name);
  }
}

/**
 * Loads OpenChemLib and its MMFF94 tables on the first generate_3d call, from the library's own
 * file rather than the start-up bundle: bundled, its 1.1 MB cost every process ~16 ms before the
 * first answer and every worker ~30 ms, whether or not it ever builds a conformer (measured
 * against a build without generate_3d: tools/list 39 → 55 ms, first calc_properties 285 → 317 ms).
 */
export async function loadForceField(): Promise<void> {
  if (openChemLib) return;
  const libraryPath = await openChemLibFile(
    () => import("../../node_modules/openchemlib/dist/openchemlib.js", { with: { type: "file" } }),
    "openchemlib.js",
  );
  const resourcesPath = await openChemLibFile(
    () => import("../../node_modules/openchemlib/dist/resources.json", { with: { type: "file" } }),
    "resources.json",
  );
  const library = (await import(libraryPath)) as OpenChemLib;
  library.Resources.register(readFileSync(resourcesPath, "utf8"));
  openChemLib = library;
}

function forceFieldLibrary(): OpenChemLib {
  if (!openChemLib) throw new Error("loadForceField() must finish before generateConformer()");
  return openChemLib;
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

function dihedral(p: Float64Array, a: number, b: number, c: number, d: number): number {
  const v = (i: number, j: number) => [p[j * 3]! - p[i * 3]!, p[j * 3 + 1]! - p[i * 3 + 1]!, p[j * 3 + 2]! - p[i * 3 + 2]!];
  const cross = (u: number[], w: number[]) => [u[1]! * w[2]! - u[2]! * w[1]!, u[2]! * w[0]! - u[0]! * w[2]!, u[0]! * w[1]! - u[1]! * w[0]!];
  const dot = (u: number[], w: number[]) => u[0]! * w[0]! + u[1]! * w[1]! + u[2]! * w[2]!;
  const b1 = v(a, b);
  const b2 = v(b, c);
  const b3 = v(c, d);
  const n1 = cross(b1, b2);
  const n2 = cross(b2, b3);
  const m1 = cross(n1, b2.map((x) => x / Math.sqrt(dot(b2, b2))));
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
function chiralConstraints(graph: MolGraph, bounds: Bounds): ChiralConstraint[] {
  const constraints: ChiralConstraint[] = [];
  graph.atoms.forEach((atom, centre) => {
    if (!atom.chirality) return;
    const neighbours: number[] = [];
    for (const b of graph.bonds) {
      if (b.begin === centre) neighbours.push(b.end);
      else if (b.end === centre) neighbours.push(b.begin);
    }
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

/**
 * OpenChemLib's minimiser copies its positions back to the molecule only when it
 * converges; an iteration-capped run leaves them in the force field's private
 * state, `a.i` (x, y, z per atom) in openchemlib 9.25 (pinned in bun.lock). The
 * shape is checked here and the energy of the read positions by the tests; if a
 * new version moves the field, relaxation falls back to running to convergence.
 */
function minimiserPositions(ff: MmffForceField, atoms: number): ArrayLike<number> | null {
  const state = (ff as unknown as { a?: { i?: unknown } }).a?.i;
  if (!Array.isArray(state) && !(state instanceof Float64Array)) return null;
  const positions = state as ArrayLike<number>;
  return positions.length === 3 * atoms && Number.isFinite(positions[0]) ? positions : null;
}

/** MMFF94 minimisation with OpenChemLib; returns the energy, or null when MMFF94 has no parameters for an atom. */
function relaxMmff94(conf: Conformer): number | null {
  const { ForceFieldMMFF94, Molecule } = forceFieldLibrary();
  const atoms = conf.elements.length;
  if (conf.elements.includes("*")) return null; // a wildcard atom has no MMFF94 type (and OpenChemLib reorders it)
  const mol = Molecule.fromMolfile(toMolblock(conf, ""));
  if (mol.getAllAtoms() !== atoms) throw new Error("OpenChemLib read a different number of atoms");
  for (let i = 0; i < atoms; i++) {
    if (ELEMENT_SYMBOLS[mol.getAtomicNo(i)] !== conf.elements[i]) throw new Error(`OpenChemLib reordered the atoms (atom ${i})`);
    // Set directly: whatever axis convention the molfile reader applies, the force field sees our coordinates.
    const [x, y, z] = conf.coords[i]!;
    mol.setAtomX(i, x);
    mol.setAtomY(i, y);
    mol.setAtomZ(i, z);
  }
  let ff: MmffForceField;
  try {
    ff = new ForceFieldMMFF94(mol, ForceFieldMMFF94.MMFF94);
  } catch {
    // MMFF94 has no atom type for some elements (B, metals) or environments.
    return null;
  }
  // One run (BFGS keeps its curvature information; restarting in chunks measured slower).
  let converged = ff.minimise({ maxIts: mmffIterationBudget(atoms), gradTol: MMFF_GRADIENT_TOLERANCE }) === 0;
  if (!converged) {
    const positions = minimiserPositions(ff, atoms);
    if (positions) {
      for (let i = 0; i < atoms; i++) {
        mol.setAtomX(i, positions[3 * i]!);
        mol.setAtomY(i, positions[3 * i + 1]!);
        mol.setAtomZ(i, positions[3 * i + 2]!);
      }
    } else {
      converged = ff.minimise({ maxIts: 20_000, gradTol: MMFF_GRADIENT_TOLERANCE }) === 0;
      // Neither readable nor converged: the molecule still holds the embedding; claim no force-field step.
      if (!converged) return null;
    }
  }
  for (let i = 0; i < atoms; i++) conf.coords[i] = [mol.getAtomX(i), mol.getAtomY(i), mol.getAtomZ(i)];
  return ff.getTotalEnergy();
}

export interface GenerateOptions {
  seed?: number;
}

/** Builds one 3D conformer with hydrogens for a SMILES (after `loadForceField()`). Throws DomainError (INVALID_SMILES, also when no geometry keeps the stereo; MOLECULE_TOO_LARGE). */
export function generateConformer(smiles: string, options: GenerateOptions = {}): Conformer {
  forceFieldLibrary();
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
  const chiral = chiralConstraints(graph, bounds);
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
    conf.forceField = conf.energy === null ? null : "MMFF94";
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
    forceField: null,
    seedUsed,
  };
}

const fixed = (x: number, width: number, decimals: number) => x.toFixed(decimals).padStart(width);

/** XYZ text: atom count, the comment line, then "El x y z" (Å, 4 decimals). */
export function toXyz(conf: Conformer, comment: string): string {
  const lines = [String(conf.elements.length), comment.replace(/[\r\n]/g, " ")];
  conf.elements.forEach((el, i) => {
    const [x, y, z] = conf.coords[i] ?? [0, 0, 0];
    lines.push(`${el.padEnd(2)} ${fixed(x, 10, 4)} ${fixed(y, 10, 4)} ${fixed(z, 10, 4)}`);
  });
  return `${lines.join("\n")}\n`;
}

const CHARGE_CODE: Record<number, number> = { 3: 1, 2: 2, 1: 3, [-1]: 5, [-2]: 6, [-3]: 7 };

/**
 * V2000 bond type for an RDKit bond order: 1–3 as they are, a dative bond (RDKit's 17) as the
 * coordination type 9 that RDKit reads back as dative, anything else (RDKit's 0: zero-order or
 * unspecified) as 8, "any".
 */
function v2000BondType(order: number): number {
  if (order >= 1 && order <= 3) return order;
  return order === 17 ? 9 : 8;
}

/** "M  CHG"-style property lines (eight atoms a line) for the atoms whose value is not 0. */
function propertyLines(tag: string, values: number[]): string[] {
  const set = values.flatMap((v, i) => (v !== 0 ? [[i + 1, v] as const] : []));
  const lines: string[] = [];
  for (let k = 0; k < set.length; k += 8) {
    const chunk = set.slice(k, k + 8);
    lines.push(`M  ${tag}${String(chunk.length).padStart(3)}${chunk.map(([i, v]) => `${String(i).padStart(4)}${String(v).padStart(4)}`).join("")}`);
  }
  return lines;
}

/** V2000 molfile with the same atoms, order and coordinates as the XYZ. */
export function toMolblock(conf: Conformer, title: string): string {
  const n = conf.elements.length;
  if (n > 999 || conf.bonds.length > 999) throw new Error("V2000 holds at most 999 atoms and bonds");
  const lines = [title.slice(0, 80), "  chematic3D", "", `${String(n).padStart(3)}${String(conf.bonds.length).padStart(3)}  0  0  1  0  0  0  0  0999 V2000`];
  conf.elements.forEach((el, i) => {
    const [x, y, z] = conf.coords[i] ?? [0, 0, 0];
    const chg = CHARGE_CODE[conf.charges[i] ?? 0] ?? 0;
    lines.push(`${fixed(x, 10, 4)}${fixed(y, 10, 4)}${fixed(z, 10, 4)} ${el.padEnd(3)} 0${String(chg).padStart(3)}  0  0  0  0  0  0  0  0  0  0`);
  });
  for (const [a, b, order] of conf.bonds) lines.push(`${String(a + 1).padStart(3)}${String(b + 1).padStart(3)}${String(v2000BondType(order)).padStart(3)}  0`);
  lines.push(...propertyLines("CHG", conf.charges));
  lines.push(...propertyLines("ISO", conf.isotopes));
  // V2000 radical codes: 2 = doublet (one unpaired electron), 3 = triplet (two).
  lines.push(...propertyLines("RAD", conf.radicals.map((r) => (r === 1 ? 2 : r === 2 ? 3 : 0))));
  lines.push("M  END");
  return `${lines.join("\n")}\n`;
}
