/**
 * 3D conformer generation: RDKit (MinimalLib) reads the SMILES and writes the
 * 2D molfile (input atom order, wedges carry the tetrahedral stereo), then
 * OpenChemLib builds a conformer (ConformerGenerator: rigid fragments from a
 * self-organiser + torsions from the COD torsion library; it adds hydrogens and
 * honours the R/S and E/Z parities) and relaxes it with its MMFF94 force field.
 * Every result is checked against the input's stereo (RDKit perceives stereo
 * from the 3D coordinates); a conformer that loses a stereo element is rejected
 * and the generator's next conformer is tried.
 */
import { readFileSync } from "node:fs";
import { ConformerGenerator, ForceFieldMMFF94, Molecule, Resources } from "openchemlib";
// Embedded by `bun build --compile`; the package's export map hides the file, so it is
// addressed by path. It holds the torsion library and the MMFF94 tables (1.3 MB of text).
import resourcesPath from "../../node_modules/openchemlib/dist/resources.json" with { type: "file" };
import { free, parseSmiles, rdkit, type JSMol } from "./rdkit.ts";

/**
 * Atom limit (graph atoms, before hydrogens are added) for 3D generation. The
 * conformer generator's cost grows quickly with size (a 100-heavy-atom peptide
 * takes seconds); past a few hundred atoms it cannot finish inside the server's
 * 10 s per-call limit, so larger inputs are refused up front with
 * MOLECULE_TOO_LARGE instead of ending in TIMEOUT.
 */
export const MAX_3D_ATOMS = 250;
/** Conformers checked (the chosen one, then the generator's next ones) before giving up on a molecule. */
const MAX_ATTEMPTS = 4;

export interface Conformer {
  /** Element symbols, heavy atoms first in input order, then hydrogens. */
  elements: string[];
  /** Cartesian coordinates in Å, one [x, y, z] per atom. */
  coords: Array<[number, number, number]>;
  /** Bonds as [i, j, order] with 0-based atom indices; order 1, 2 or 3. */
  bonds: Array<[number, number, number]>;
  /** Formal charge per atom. */
  charges: number[];
  /** Mass number per atom, 0 when natural abundance. */
  isotopes: number[];
  heavyAtoms: number;
  /** MMFF94 energy in kcal/mol after minimisation (OpenChemLib), null when MMFF94 had no parameters. */
  energy: number | null;
  forceField: "MMFF94" | null;
  /** The caller's seed (it selects the conformer). */
  seedUsed: number;
}

let resourcesLoaded = false;
function ensureResources(): void {
  if (resourcesLoaded) return;
  // TypeScript types a .json import as its content; with `type: "file"` Bun hands over the path.
  Resources.register(readFileSync(resourcesPath as unknown as string, "utf8"));
  resourcesLoaded = true;
}

interface StereoSpec {
  /** Canonical isomeric SMILES of the input (heavy atoms). */
  canonical: string;
  /** [atom index, "R"|"S"] for the input's labelled stereocentres. */
  cip: Array<[number, string]>;
  /** Stereo double bonds as [a, b, c, d, cis]: the dihedral a-b=c-d must be cis (true) or trans. */
  doubleBonds: Array<[number, number, number, number, boolean]>;
}

interface RdkitJson {
  molecules: Array<{
    atoms: Array<{ z?: number }>;
    bonds: Array<{ atoms: [number, number]; bo?: number; stereo?: string; stereoAtoms?: [number, number] }>;
    extensions?: Array<{ name: string; cipCodes?: Array<[number, string]> }>;
  }>;
  defaults: { atom: { z: number } };
}

function stereoSpec(mol: JSMol): StereoSpec {
  const json = JSON.parse(mol.get_json()) as RdkitJson;
  const m = json.molecules[0];
  const cip = m?.extensions?.find((e) => e.name === "rdkitRepresentation")?.cipCodes ?? [];
  const doubleBonds: StereoSpec["doubleBonds"] = [];
  for (const bond of m?.bonds ?? []) {
    if ((bond.stereo === "cis" || bond.stereo === "trans") && bond.stereoAtoms) {
      doubleBonds.push([bond.stereoAtoms[0], bond.atoms[0], bond.atoms[1], bond.stereoAtoms[1], bond.stereo === "cis"]);
    }
  }
  return { canonical: mol.get_smiles(), cip, doubleBonds };
}

function dihedral(p: [number, number, number][], a: number, b: number, c: number, d: number): number {
  const at = (i: number): [number, number, number] => p[i] ?? [0, 0, 0];
  const sub = (u: number[], v: number[]) => [u[0]! - v[0]!, u[1]! - v[1]!, u[2]! - v[2]!];
  const cross = (u: number[], v: number[]) => [u[1]! * v[2]! - u[2]! * v[1]!, u[2]! * v[0]! - u[0]! * v[2]!, u[0]! * v[1]! - u[1]! * v[0]!];
  const dot = (u: number[], v: number[]) => u[0]! * v[0]! + u[1]! * v[1]! + u[2]! * v[2]!;
  const b1 = sub(at(b), at(a));
  const b2 = sub(at(c), at(b));
  const b3 = sub(at(d), at(c));
  const n1 = cross(b1, b2);
  const n2 = cross(b2, b3);
  const m1 = cross(n1, b2.map((x) => x / Math.sqrt(dot(b2, b2))));
  return (Math.atan2(dot(m1, n2), dot(n1, n2)) * 180) / Math.PI;
}

/** True when the conformer reproduces every stereo element the input specifies. */
function keepsStereo(spec: StereoSpec, conf: Conformer): boolean {
  for (const [a, b, c, d, cis] of spec.doubleBonds) {
    const isCis = Math.abs(dihedral(conf.coords, a, b, c, d)) < 90;
    if (isCis !== cis) return false;
  }
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
    const json = JSON.parse(probe.get_json()) as RdkitJson;
    const cip = new Map(json.molecules[0]?.extensions?.find((e) => e.name === "rdkitRepresentation")?.cipCodes ?? []);
    return spec.cip.every(([atom, label]) => cip.get(atom) === label);
  } finally {
    free(heavy);
    free(reread);
  }
}

const SYMBOLS_CACHE = new Map<number, string>();
function symbolOf(mol: Molecule, atom: number): string {
  const z = mol.getAtomicNo(atom);
  let symbol = SYMBOLS_CACHE.get(z);
  if (symbol === undefined) {
    symbol = mol.getAtomLabel(atom);
    SYMBOLS_CACHE.set(z, symbol);
  }
  return symbol;
}

function readConformer(mol: Molecule, heavyAtoms: number, seedUsed: number): Conformer {
  const n = mol.getAllAtoms();
  const elements: string[] = [];
  const coords: Array<[number, number, number]> = [];
  const charges: number[] = [];
  const isotopes: number[] = [];
  for (let i = 0; i < n; i++) {
    elements.push(symbolOf(mol, i));
    coords.push([mol.getAtomX(i), mol.getAtomY(i), mol.getAtomZ(i)]);
    charges.push(mol.getAtomCharge(i));
    isotopes.push(mol.getAtomMass(i));
  }
  const bonds: Array<[number, number, number]> = [];
  for (let b = 0; b < mol.getAllBonds(); b++) bonds.push([mol.getBondAtom(0, b), mol.getBondAtom(1, b), mol.getBondOrder(b)]);
  return { elements, coords, bonds, charges, isotopes, heavyAtoms, energy: null, forceField: null, seedUsed };
}

/**
 * OpenChemLib keeps one process-wide cache of rigid-fragment conformers, filled by the
 * first generator that meets a fragment, with that generator's seed. Only if every
 * generator uses the same seed is the output independent of what the process computed
 * before (checked in the tests); the caller's seed therefore picks one of the
 * generator's successive conformers instead of seeding the generator.
 */
const GENERATOR_SEED = 42;
/** Distinct conformers the caller's seed chooses from (seed mod this). */
export const SEED_CHOICES = 8;

/** Checks the order rule and relaxes the conformer with MMFF94 when it has parameters. */
function finish(generated: Molecule, heavySymbols: string[], seed: number): Conformer {
  // The heavy atoms must come back in the input order, hydrogens after them.
  for (let i = 0; i < heavySymbols.length; i++) {
    if (symbolOf(generated, i) !== heavySymbols[i]) throw new Error(`OpenChemLib reordered the atoms (atom ${i})`);
  }
  for (let i = heavySymbols.length; i < generated.getAllAtoms(); i++) {
    if (generated.getAtomicNo(i) !== 1) throw new Error(`OpenChemLib did not put hydrogens last (atom ${i})`);
  }
  let energy: number | null = null;
  let forceField: Conformer["forceField"] = null;
  try {
    const ff = new ForceFieldMMFF94(generated, ForceFieldMMFF94.MMFF94);
    ff.minimise({ maxIts: 4000, gradTol: 1e-3, funcTol: 1e-6 });
    energy = ff.getTotalEnergy();
    forceField = "MMFF94";
  } catch {
    // MMFF94 has no atom type for some elements (B, Si in some environments, metals): keep the
    // generator's geometry, which is built from crystallographic bond lengths, angles and torsions.
  }
  const conf = readConformer(generated, heavySymbols.length, seed);
  conf.energy = energy;
  conf.forceField = forceField;
  return conf;
}

/**
 * Raw conformers in the generator's order: first with the adaptive torsion strategy; if it
 * finds none (it sometimes finds no collision-free set, e.g. diaryl carbonates), random
 * torsions on a 60° grid.
 */
function* rawConformers(molfile: string): Generator<Molecule> {
  const strategies = [
    { strategy: ConformerGenerator.STRATEGY_ADAPTIVE_RANDOM },
    { strategy: ConformerGenerator.STRATEGY_PURE_RANDOM, use60degreeSteps: true },
  ];
  for (const options of strategies) {
    const generator = new ConformerGenerator(GENERATOR_SEED);
    if (!generator.initializeConformers(Molecule.fromMolfile(molfile), options)) continue;
    let produced = 0;
    for (let next = generator.getNextConformerAsMolecule(); next; next = generator.getNextConformerAsMolecule()) {
      produced++;
      yield next;
    }
    if (produced > 0) return;
  }
}

/**
 * Sets the V2000 chiral flag. RDKit writes 0, which OpenChemLib reads as "relative
 * configuration" (racemic): its rigid-fragment cache then serves the enantiomer it met
 * first for both enantiomers. With the flag set, each centre is absolute, as in the SMILES.
 */
function absoluteStereo(molfile: string): string {
  const lines = molfile.split("\n");
  const counts = lines[3];
  if (counts === undefined || !counts.includes("V2000")) throw new Error("RDKit did not write a V2000 molfile");
  lines[3] = `${counts.slice(0, 12)}  1${counts.slice(15)}`;
  return lines.join("\n");
}

export interface GenerateOptions {
  seed?: number;
}

/** Builds one 3D conformer with hydrogens for a SMILES. Throws DomainError (INVALID_SMILES, MOLECULE_TOO_LARGE). */
export function generateConformer(smiles: string, options: GenerateOptions = {}): Conformer {
  ensureResources();
  const seed = options.seed ?? 0;
  const mol = parseSmiles(smiles, { maxAtoms: MAX_3D_ATOMS });
  let molfile: string;
  let spec: StereoSpec;
  const heavySymbols: string[] = [];
  try {
    molfile = absoluteStereo(mol.get_molblock());
    spec = stereoSpec(mol);
    const json = JSON.parse(mol.get_json()) as RdkitJson;
    for (const atom of json.molecules[0]?.atoms ?? []) heavySymbols.push(elementSymbol(atom.z ?? json.defaults.atom.z));
  } finally {
    free(mol);
  }
  // The seed picks conformer number (seed mod SEED_CHOICES), wrapping round when the generator
  // has fewer; a conformer that loses a stereo element is skipped for the next one.
  const pick = seed % SEED_CHOICES;
  const pool: Molecule[] = [];
  const source = rawConformers(molfile);
  for (let n = 0; n <= pick; n++) {
    const next = source.next();
    if (next.done) break;
    pool.push(next.value);
  }
  if (pool.length === 0) throw new Error("the conformer generator could not build 3D coordinates for this molecule");
  let candidate: Molecule | undefined = pool[pick % pool.length];
  let tried = 0;
  let rejected = false;
  while (candidate && tried < MAX_ATTEMPTS) {
    tried++;
    const conf = finish(candidate, heavySymbols, seed);
    if (keepsStereo(spec, conf)) return conf;
    rejected = true;
    const next = source.next();
    candidate = next.done ? undefined : next.value;
  }
  // Not a DomainError: no code of the vocabulary fits (the lead may add EMBEDDING_FAILED); it answers -32603.
  throw new Error(
    rejected
      ? `no conformer that keeps the input's stereochemistry was found in ${tried} attempts`
      : "the conformer generator could not build 3D coordinates for this molecule",
  );
}

const ELEMENTS =
  "H He Li Be B C N O F Ne Na Mg Al Si P S Cl Ar K Ca Sc Ti V Cr Mn Fe Co Ni Cu Zn Ga Ge As Se Br Kr Rb Sr Y Zr Nb Mo Tc Ru Rh Pd Ag Cd In Sn Sb Te I Xe Cs Ba La Ce Pr Nd Pm Sm Eu Gd Tb Dy Ho Er Tm Yb Lu Hf Ta W Re Os Ir Pt Au Hg Tl Pb Bi Po At Rn".split(
    " ",
  );
function elementSymbol(z: number): string {
  return ELEMENTS[z - 1] ?? (z === 0 ? "*" : `Z${z}`);
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
  for (const [a, b, order] of conf.bonds) lines.push(`${String(a + 1).padStart(3)}${String(b + 1).padStart(3)}${String(order).padStart(3)}  0`);
  const charged = conf.charges.flatMap((c, i) => (c !== 0 ? [[i + 1, c] as const] : []));
  for (let k = 0; k < charged.length; k += 8) {
    const chunk = charged.slice(k, k + 8);
    lines.push(`M  CHG${String(chunk.length).padStart(3)}${chunk.map(([i, c]) => `${String(i).padStart(4)}${String(c).padStart(4)}`).join("")}`);
  }
  const isotopic = conf.isotopes.flatMap((m, i) => (m !== 0 ? [[i + 1, m] as const] : []));
  for (let k = 0; k < isotopic.length; k += 8) {
    const chunk = isotopic.slice(k, k + 8);
    lines.push(`M  ISO${String(chunk.length).padStart(3)}${chunk.map(([i, m]) => `${String(i).padStart(4)}${String(m).padStart(4)}`).join("")}`);
  }
  lines.push("M  END");
  return `${lines.join("\n")}\n`;
}
