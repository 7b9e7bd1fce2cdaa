/**
 * QED, the quantitative estimate of drug-likeness (Bickerton et al., Nature
 * Chemistry 4, 90-98 (2012)), computed the way RDKit's `rdkit.Chem.QED`
 * computes it: eight properties, each mapped through an asymmetric double
 * sigmoid (ADS) to a desirability in (0, 1], combined as a weighted geometric
 * mean with the "mean" weights.
 *
 * The properties, exactly as `QED.properties(mol)` defines them (all on the
 * molecule with its hydrogens removed, `Chem.RemoveHs`):
 *   MW     `rdMolDescriptors._CalcMolWt` (average mass, implicit H included)  → descriptor `amw`
 *   ALOGP  `Crippen.MolLogP`                                                  → descriptor `CrippenClogP`
 *   HBA    Σ over the 11 acceptor SMARTS of len(GetSubstructMatches) (uniquified, ≤ 1000 each)
 *   HBD    `rdMolDescriptors.CalcNumHBD`                                      → descriptor `NumHBD`
 *   PSA    `MolSurf.TPSA` (N and O only)                                      → descriptor `tpsa`
 *   ROTB   `CalcNumRotatableBonds(mol, Strict)`: unique matches of RDKit 2022.09's strict SMARTS,
 *          counted here (the embedded build's `NumRotatableBonds` agrees on ordinary molecules but
 *          no longer counts explicit [2H]/[3H] neighbours, e.g. CD3-O is 1 bond there, 2 in 2022.09)
 *   AROM   number of SSSR rings left after deleting every atom matching `[$([A;R][!a])]`
 *          (not `NumAromaticRings`: QED.py notes the two differ)
 *   ALERTS number of the 116 structural-alert SMARTS that match at least once
 *
 * Note: the embedded RDKit's `NumHBA` (changed in RDKit 2024) is NOT what QED
 * uses; QED's HBA is its own SMARTS count, computed here.
 */
import type { JSMol } from "../rdkit-types.ts";
import { compileQueries, free, perInstance } from "../rdkit.ts";
import { countComponents, molGraph, ringAtoms, type MolGraph } from "../graph.ts";
import { asMolecule, type MoleculeLike } from "../molecule.ts";
import { descriptors as descriptorBundle } from "../descriptors/descriptors.ts";
import { countMatches } from "../substructure.ts";
import { QED_ALERT_PREFILTER } from "../../data/qed-alert-prefilter.ts";
import { AlertCatalog, profileOfGraph, type FilterRow } from "./alerts.ts";
import {
  QED_ACCEPTOR_SMARTS,
  QED_ADS_PARAMETERS,
  QED_ALERT_SMARTS,
  QED_PROPERTY_NAMES,
  QED_STRICT_ROTATABLE_BOND_SMARTS,
  QED_WEIGHT_MEAN,
} from "../../data/qed-data.ts";

export { QED_WEIGHT_MAX, QED_WEIGHT_NONE } from "../../data/qed-data.ts";

/** The eight QED inputs (names as in `QED.QEDproperties`). */
export interface QedProperties {
  MW: number;
  ALOGP: number;
  HBA: number;
  HBD: number;
  PSA: number;
  ROTB: number;
  AROM: number;
  ALERTS: number;
}

/**
 * The descriptors QED can reuse from a parsed `JSON.parse(mol.get_descriptors())`
 * of the same (hydrogen-suppressed) molecule; any object with these fields works.
 */
export interface QedDescriptorSource {
  amw: number;
  CrippenClogP: number;
  tpsa: number;
  NumHBD: number;
}

/** `QED.ads`: the asymmetric double sigmoid, scaled by its maximum. */
export function adsDesirability(
  x: number,
  p: readonly [number, number, number, number, number, number, number],
): number {
  const [a, b, c, d, e, f, dmax] = p;
  const exp1 = 1 + Math.exp((-1 * (x - c + d / 2)) / e);
  const exp2 = 1 + Math.exp((-1 * (x - c - d / 2)) / f);
  const dx = a + (b / exp1) * (1 - 1 / exp2);
  return dx / dmax;
}

/**
 * `QED.qed(mol, w, qedProperties)` for given properties: the weighted geometric
 * mean of the eight desirabilities, unrounded. `weights` default to the mean weights.
 */
export function qedFromProperties(props: QedProperties, weights: readonly number[] = QED_WEIGHT_MEAN): number {
  let t = 0;
  let wsum = 0;
  for (let i = 0; i < QED_PROPERTY_NAMES.length; i++) {
    const name = QED_PROPERTY_NAMES[i]!;
    const x = props[name];
    if (!Number.isFinite(x)) throw new RangeError(`QED property ${name} is not a finite number: ${String(x)}`);
    const w = weights[i] ?? 0;
    t += w * Math.log(adsDesirability(x, QED_ADS_PARAMETERS[i]!));
    wsum += w;
  }
  return Math.exp(t / wsum);
}

// ---------------------------------------------------------------------------
// Compiled SMARTS: built on first use and deliberately never freed — they live
// as long as the RDKit instance (a fixed, small amount of WebAssembly memory),
// and are rebuilt only if a fresh instance replaces a broken one.

const queries = perInstance(() => ({
  acceptors: compileQueries(QED_ACCEPTOR_SMARTS, "QED acceptor"),
  rotatable: compileQueries([QED_STRICT_ROTATABLE_BOND_SMARTS], "QED rotatable-bond")[0] as JSMol,
}));

/**
 * The 116 alerts as a filter catalog (alerts.ts): each one hits when it matches at least once, as QED.py's
 * HasSubstructMatch, and the exact prefilter of PAINS and Brenk (scripts/extract/extract_qed_prefilter.py) skips the
 * patterns a molecule cannot match without asking RDKit: on NCI first_5K, 76 % of the molecule-alert pairs (issue 33:
 * calc_properties' throughput). The count is the same: a skipped pattern has no match.
 */
let alertCatalog: AlertCatalog | undefined;
function qedAlerts(): AlertCatalog {
  if (QED_ALERT_PREFILTER.length !== QED_ALERT_SMARTS.length)
    throw new Error("src/data/qed-alert-prefilter.ts does not match QED_ALERT_SMARTS: run extract_qed_prefilter.py");
  alertCatalog ??= new AlertCatalog(
    QED_ALERT_SMARTS.map((smarts, i): FilterRow => {
      const [atoms, requires] = QED_ALERT_PREFILTER[i] as readonly [number, string];
      return [`QED alert ${i + 1}`, smarts, 1, null, atoms, requires];
    }),
  );
  return alertCatalog;
}

/** `GetSubstructMatches` defaults of Python RDKit: uniquify, at most 1000 matches. */
const PYTHON_MAX_MATCHES = 1000;

// ---------------------------------------------------------------------------
// AROM from the molecule graph.

/**
 * `len(Chem.GetSSSR(Chem.DeleteSubstructs(mol, '[$([A;R][!a])]')))`: delete every
 * non-aromatic ring atom that has a non-aromatic neighbour through a single or
 * aromatic bond (SMARTS's implicit bond; a C=O carbonyl does not count), then count the
 * smallest set of smallest rings of what is left, which is its cyclomatic
 * number (bonds − atoms + connected components).
 */
function aromCount(graph: MolGraph): number {
  const nAtoms = graph.atoms.length;
  const bonds = graph.bonds;
  if (nAtoms === 0 || bonds.length === 0) return 0;
  const inRing = ringAtoms(graph);

  // [$([A;R][!a])]: aliphatic, in a ring, single- or aromatic-bonded to a non-aromatic atom.
  const deleted = new Uint8Array(nAtoms);
  for (const bond of bonds) {
    if (bond.order !== 1 && !bond.aromatic) continue;
    const u = graph.atoms[bond.begin]!;
    const v = graph.atoms[bond.end]!;
    if (!u.aromatic && inRing[bond.begin] && !v.aromatic) deleted[bond.begin] = 1;
    if (!v.aromatic && inRing[bond.end] && !u.aromatic) deleted[bond.end] = 1;
  }
  const kept: MolGraph = {
    atoms: graph.atoms.filter((_, i) => !deleted[i]),
    bonds: [],
    rings: [],
  };
  // Cyclomatic number of the remaining graph: its atoms renumbered, the bonds between kept atoms.
  const position = new Int32Array(nAtoms);
  let next = 0;
  for (let i = 0; i < nAtoms; i++) position[i] = deleted[i] ? -1 : next++;
  for (const bond of bonds) {
    if (deleted[bond.begin] || deleted[bond.end]) continue;
    kept.bonds.push({ ...bond, begin: position[bond.begin]!, end: position[bond.end]! });
  }
  return kept.bonds.length - kept.atoms.length + countComponents(kept);
}

function descriptorValue(source: QedDescriptorSource, key: keyof QedDescriptorSource): number {
  const value = source[key];
  if (typeof value !== "number" || !Number.isFinite(value)) {
    throw new TypeError(`descriptor ${key} is missing or not a finite number`);
  }
  return value;
}

function propertiesOf(mol: JSMol, graph: MolGraph, descriptors: QedDescriptorSource | undefined): QedProperties {
  const d = descriptors ?? descriptorBundle(mol);
  const { acceptors, rotatable } = queries();
  let hba = 0;
  for (const q of acceptors) hba += countMatches(mol, q, PYTHON_MAX_MATCHES);
  // `mol` has atoms (qedProperties answers an empty molecule itself); a null profile runs every pattern.
  const alertCount = qedAlerts().matchProfiled(mol, profileOfGraph(mol, graph)).length;
  return {
    MW: descriptorValue(d, "amw"),
    ALOGP: descriptorValue(d, "CrippenClogP"),
    HBA: hba,
    HBD: descriptorValue(d, "NumHBD"),
    PSA: descriptorValue(d, "tpsa"),
    ROTB: countMatches(mol, rotatable, PYTHON_MAX_MATCHES),
    AROM: aromCount(graph),
    ALERTS: alertCount,
  };
}

/**
 * The eight QED properties of `mol` (as `QED.properties`). `mol` is not
 * modified or freed. If `mol` carries explicit hydrogen atoms, they are removed
 * on a private copy first (as `Chem.RemoveHs` does in QED.py) and `descriptors`
 * is then ignored, since it would describe the hydrogen-bearing graph.
 * `descriptors`, when given, must be `JSON.parse(mol.get_descriptors())` (or a
 * subset with the same values) of this same molecule; it saves recomputing them.
 * A `Molecule` shares its graph with the caller's other computations.
 */
export function qedProperties(parsed: MoleculeLike, descriptors?: QedDescriptorSource): QedProperties {
  const m = asMolecule(parsed);
  const { mol } = m;
  if (mol.isDeleted() || !mol.is_valid())
    throw new Error("qedProperties: the molecule is not a valid, live RDKit molecule");
  // An empty molecule (SMILES "") has all-zero properties in QED.py; MinimalLib's get_json() throws on it.
  if (mol.get_num_atoms() === 0) return { MW: 0, ALOGP: 0, HBA: 0, HBD: 0, PSA: 0, ROTB: 0, AROM: 0, ALERTS: 0 };
  const molecule = m.graph;
  if (!molecule.atoms.some((atom) => atom.atomicNumber === 1)) return propertiesOf(mol, molecule, descriptors);
  const copy = mol.copy();
  if (!copy) throw new Error("qedProperties: RDKit could not copy the molecule");
  try {
    // "{}" selects RDKit's default RemoveHsParameters, i.e. Python's Chem.RemoveHs
    // (keeps isotopic H, H2, ...); without details MinimalLib removes *all* Hs.
    copy.remove_hs_in_place("{}");
    return propertiesOf(copy, molGraph(copy), undefined);
  } finally {
    free(copy);
  }
}

/**
 * QED of `mol` with the mean weights, unrounded (`QED.qed(mol)`).
 * Pass `props` (from `qedProperties`) to skip recomputing them.
 */
export function qed(mol: JSMol, props?: QedProperties): number {
  return qedFromProperties(props ?? qedProperties(mol));
}
