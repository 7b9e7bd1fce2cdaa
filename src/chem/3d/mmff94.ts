/**
 * MMFF94 relaxation of a conformer with OpenChemLib's force field (the library and
 * its parameter tables load on first use). Only this module touches OpenChemLib.
 */
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import type { ForceFieldMMFF94 as MmffForceField } from "openchemlib";
import { positionsOf, type Conformer } from "./conformer-model.ts";
import { toMolblock } from "./conformer-files.ts";
import { ELEMENT_SYMBOLS } from "../elements.ts";

/**
 * MMFF94 stopping rule. OpenChemLib's BFGS (like RDKit's) stops when the largest gradient
 * component, scaled by the coordinates and the energy, falls below this; 1e-2 leaves a median
 * 0.001 kcal/mol to gain and meets the strain bar on 249/250 molecules
 * (validation/reports/generate3d-report.md). Tighter costs time for nothing; 0.1 missed the bar.
 */
const MMFF_GRADIENT_TOLERANCE = 1e-2;
/**
 * Iteration cap: 400 for drug-like molecules (up to 100 atoms with H), then shrinking
 * with size (an iteration's cost grows with the square of the atoms) so that the largest
 * inputs still finish inside the 10 s call limit. A capped run keeps its last positions.
 */
const mmffIterationBudget = (atoms: number) => Math.max(60, Math.min(400, Math.floor(40_000 / atoms)));

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
    () => import("../../../node_modules/openchemlib/dist/openchemlib.js", { with: { type: "file" } }),
    "openchemlib.js",
  );
  const resourcesPath = await openChemLibFile(
    () => import("../../../node_modules/openchemlib/dist/resources.json", { with: { type: "file" } }),
    "resources.json",
  );
  const library = (await import(libraryPath)) as OpenChemLib;
  library.Resources.register(readFileSync(resourcesPath, "utf8"));
  openChemLib = library;
}

function forceFieldLibrary(): OpenChemLib {
  if (!openChemLib) throw new Error("loadForceField() must finish before relaxMmff94()");
  return openChemLib;
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

/**
 * The MMFF94 bond-stretch reference lengths r0 (Å) OpenChemLib assigned, keyed "i,j" (its atom
 * indices, i < j). OpenChemLib has no public accessor: in 9.25 the force field's term list is
 * `a.a.a`, and a bond-stretch term is the object with exactly the fields a, b (atoms), c (kb), d
 * (the tables) and e (r0). The values are checked against Python RDKit's MMFF94 r0 by the tests;
 * null when the layout is not found (a new version), and the caller then checks bonds another way.
 */
function stretchReferences(ff: MmffForceField): Map<string, number> | null {
  const terms = (ff as unknown as { a?: { a?: { a?: unknown } } }).a?.a?.a;
  if (!Array.isArray(terms)) return null;
  const references = new Map<string, number>();
  for (const term of terms as unknown[]) {
    if (typeof term !== "object" || term === null) continue;
    const keys = Object.keys(term).sort().join("");
    if (keys !== "abcde") continue;
    const { a, b, c, e } = term as { a: unknown; b: unknown; c: unknown; e: unknown };
    if (!Number.isInteger(a) || !Number.isInteger(b) || typeof c !== "number" || typeof e !== "number") continue;
    if (!(e > 0.5 && e < 4)) continue;
    const [i, j] = (a as number) < (b as number) ? [a as number, b as number] : [b as number, a as number];
    references.set(`${i},${j}`, e);
  }
  return references.size > 0 ? references : null;
}

/** The result of an MMFF94 minimisation. */
export interface MmffRelaxation {
  /** kcal/mol, of the minimised coordinates (written back into the conformer). */
  energy: number;
  /**
   * MMFF94 reference length r0 (Å) of each bond, in the conformer's bond order (0 for a bond with no
   * stretch term); null when OpenChemLib's term layout was not recognised.
   */
  referenceLengths: Float64Array | null;
}

/**
 * OpenChemLib keeps "simple" hydrogens (no isotope, charge or radical) after all other atoms and
 * moves them there when they are not; the molecule is therefore handed over in that order and the
 * results mapped back. Returns OpenChemLib's atom order as indices into the conformer.
 */
function openChemLibOrder(conf: Conformer): number[] {
  const simple = (i: number) => conf.elements[i] === "H" && !conf.isotopes[i] && !conf.charges[i] && !conf.radicals[i];
  const all = conf.elements.map((_, i) => i);
  return [...all.filter((i) => !simple(i)), ...all.filter(simple)];
}

function permuted(conf: Conformer, order: number[]): Conformer {
  const position = positionsOf(order);
  return {
    ...conf,
    elements: order.map((i) => conf.elements[i]!),
    coords: order.map((i) => conf.coords[i]!),
    charges: order.map((i) => conf.charges[i]!),
    isotopes: order.map((i) => conf.isotopes[i]!),
    radicals: order.map((i) => conf.radicals[i]!),
    bonds: conf.bonds.map(([i, j, o]) => [position[i]!, position[j]!, o]),
  };
}

/**
 * MMFF94 minimisation with OpenChemLib; the minimised coordinates are written into `conf`. Null
 * when MMFF94 has no parameters for an atom (the coordinates are then left as they were).
 */
export function relaxMmff94(conf: Conformer): MmffRelaxation | null {
  const { ForceFieldMMFF94, Molecule } = forceFieldLibrary();
  const atoms = conf.elements.length;
  if (conf.elements.includes("*")) return null; // a wildcard atom has no MMFF94 type
  const order = openChemLibOrder(conf);
  const input = permuted(conf, order);
  const mol = Molecule.fromMolfile(toMolblock(input, ""));
  if (mol.getAllAtoms() !== atoms) throw new Error("OpenChemLib read a different number of atoms");
  for (let k = 0; k < atoms; k++) {
    if (ELEMENT_SYMBOLS[mol.getAtomicNo(k)] !== input.elements[k] || mol.getAtomMass(k) !== input.isotopes[k]) {
      throw new Error(`OpenChemLib reordered the atoms (atom ${order[k]})`);
    }
    // Set directly: whatever axis convention the molfile reader applies, the force field sees our coordinates.
    const [x, y, z] = input.coords[k]!;
    mol.setAtomX(k, x);
    mol.setAtomY(k, y);
    mol.setAtomZ(k, z);
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
      for (let k = 0; k < atoms; k++) {
        mol.setAtomX(k, positions[3 * k]!);
        mol.setAtomY(k, positions[3 * k + 1]!);
        mol.setAtomZ(k, positions[3 * k + 2]!);
      }
    } else {
      converged = ff.minimise({ maxIts: 20_000, gradTol: MMFF_GRADIENT_TOLERANCE }) === 0;
      // Neither readable nor converged: the molecule still holds the embedding; claim no force-field step.
      if (!converged) return null;
    }
  }
  order.forEach((atom, k) => {
    conf.coords[atom] = [mol.getAtomX(k), mol.getAtomY(k), mol.getAtomZ(k)];
  });
  const references = stretchReferences(ff);
  const referenceLengths = references
    ? Float64Array.from(input.bonds, ([i, j]) => references.get(i < j ? `${i},${j}` : `${j},${i}`) ?? 0)
    : null;
  return { energy: ff.getTotalEnergy(), referenceLengths };
}
