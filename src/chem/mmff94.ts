/**
 * MMFF94 relaxation of a conformer with OpenChemLib's force field (the library and
 * its parameter tables load on first use). Only this module touches OpenChemLib.
 */
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import type { ForceFieldMMFF94 as MmffForceField } from "openchemlib";
import type { Conformer } from "./conformer.ts";
import { toMolblock } from "./conformer-files.ts";
import { ELEMENT_SYMBOLS } from "./elements.ts";

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

/** MMFF94 minimisation with OpenChemLib; returns the energy, or null when MMFF94 has no parameters for an atom. */
export function relaxMmff94(conf: Conformer): number | null {
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
