/**
 * check_structure: what is claimed about a SMILES (a name, a formula, a molecular weight, counts), each claim
 * checked against the molecule RDKit reads, and where one disagrees, exactly how. The "check before you show it"
 * step for a SMILES a model wrote itself.
 *
 * A name is read by the offline name parser (src/chem/names/) and compared by canonical isomeric SMILES. When the
 * two differ the answer says how: another formula (which elements, how many), the same formula with other
 * connectivity (the atoms outside the largest common substructure), or the same connectivity with other stereo
 * (which centre or double bond, in the SMILES's atom numbers). A name the parser cannot read is not a
 * disagreement: that claim is unverified, and the answer says so.
 */
import { DomainError, InvalidArgumentsError } from "../../protocol/errors.ts";
import type { RDKitDescriptors } from "../descriptors/descriptors.ts";
import { molecularFormula } from "../descriptors/formula.ts";
import { hbondCount } from "../descriptors/graph-descriptors.ts";
import { averageMolWeight, exactMolWeight } from "../descriptors/mass.ts";
import type { MolGraph } from "../graph.ts";
import { asMolecule, rdkitMolOf, type Molecule, type MoleculeLike } from "../molecule.ts";
import type { NameResult } from "../names/index.ts";
import { free, readSmiles, rdkit, withMolList } from "../rdkit.ts";
import type { JSMol } from "../rdkit-types.ts";
import {
  describeStructure,
  elementCounts,
  independentRings,
  type StructureDescription,
} from "../structure/describe.ts";
import { ringRows } from "../structure/rings.ts";

/** Atoms of the molecule checked (describe_structure's bound: the answer names atoms). */
export const MAX_CHECK_ATOMS = 1000;
/** Atoms per molecule up to which a constitutional difference is located by MCS (RDKit's FindMCS, bounded in time). */
export const MAX_MCS_LOCATE_ATOMS = 150;
const MCS_SECONDS = 2;
/**
 * How far a claimed average weight may be from RDKit's: half a unit of the claim's last decimal (180.16 is
 * 180.155..180.165), but never less than 0.02 g/mol, since atomic-weight tables differ by about that much on a
 * drug-sized molecule. Monoisotopic masses differ from average weights by more (ethanol 46.042 against 46.069), so a
 * claim that is the exact mass is named as such rather than passed.
 */
export function weightTolerance(claimed: number): number {
  return Math.max(halfLastDecimal(claimed), MIN_WEIGHT_TOLERANCE);
}
export const MIN_WEIGHT_TOLERANCE = 0.02;

/** Half a unit of the last decimal written: 0.005 for 180.16, 0.5 for 180. */
function halfLastDecimal(value: number): number {
  const decimals = /\.(\d+)$/.exec(String(value))?.[1]?.length ?? 0;
  return 0.5 * 10 ** -decimals;
}

export interface Claims {
  name?: string;
  formula?: string;
  molecular_weight?: number;
  heavy_atom_count?: number;
  ring_count?: number;
  aromatic_ring_count?: number;
  stereocentre_count?: number;
  hbd?: number;
  hba?: number;
  formal_charge?: number;
}

export type ClaimKey = keyof Claims;

export interface Check {
  claim: ClaimKey;
  claimed: string | number;
  /** What the SMILES gives (for a name: the canonical SMILES the name reads to, or null when it cannot be read). */
  actual: string | number | null;
  /** true: agrees; false: disagrees (message says where); null: could not be checked (message says why). */
  agrees: boolean | null;
  message: string;
}

export interface CheckResult {
  smiles: string;
  verdict: "agrees" | "disagrees" | "unverified";
  checks: Check[];
  summary: string;
}

/** The order claims are checked and reported in. */
export const CLAIM_ORDER: readonly ClaimKey[] = [
  "name",
  "formula",
  "molecular_weight",
  "heavy_atom_count",
  "ring_count",
  "aromatic_ring_count",
  "stereocentre_count",
  "hbd",
  "hba",
  "formal_charge",
];

/** Element counts and net charge of a written formula ("C9H8O4", "C2H7N+", "C6H5O7-3", "C8 H10 N4 O2"). */
export function parseFormula(text: string): { counts: Record<string, number>; charge: number } {
  const compact = text.replace(/\s+/g, "");
  const match = /^((?:[A-Z][a-z]?\d*)+)([+-]\d*|\d*[+-])?$/.exec(compact);
  if (!match) {
    throw new InvalidArgumentsError(
      `formula ${JSON.stringify(text)} is not a molecular formula: write element symbols with counts, e.g. C9H8O4 (a charge at the end: C2H7N+)`,
    );
  }
  const counts: Record<string, number> = {};
  for (const [, symbol = "", n] of (match[1] as string).matchAll(/([A-Z][a-z]?)(\d*)/g)) {
    counts[symbol] = (counts[symbol] ?? 0) + (n === "" || n === undefined ? 1 : Number(n));
  }
  const chargeText = match[2] ?? "";
  const sign = chargeText.includes("-") ? -1 : 1;
  const magnitude = chargeText.replace(/[+-]/g, "");
  const charge = chargeText === "" ? 0 : sign * (magnitude === "" ? 1 : Number(magnitude));
  return { counts, charge };
}

/** "2 H more, 1 O fewer": how the first element counts differ from the second. */
function countDifference(first: Record<string, number>, second: Record<string, number>): string {
  const parts: string[] = [];
  const symbols = [...new Set([...Object.keys(first), ...Object.keys(second)])].sort();
  for (const symbol of symbols) {
    const delta = (first[symbol] ?? 0) - (second[symbol] ?? 0);
    if (delta !== 0) parts.push(`${Math.abs(delta)} ${symbol} ${delta > 0 ? "more" : "fewer"}`);
  }
  return parts.join(", ");
}

function plural(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}

const atomList = (atoms: readonly number[]): string =>
  atoms.length === 1 ? `atom ${atoms[0]}` : `atoms ${atoms.join(", ")}`;

/**
 * What the claims are checked against, each computed on first use: a call claiming a formula and a weight reads
 * the graph once and never pays for the stereo perception, CIP ranks and functional-group matches of the full
 * description (about two thirds of a call's CPU when it did, issue 33). Each value is the one the full
 * description or the descriptor bundle gives: the same functions on the same graph.
 */
class Facts {
  readonly molecule: Molecule;
  #atoms?: Pick<MolGraph, "atoms">;
  #description?: StructureDescription;
  #counts?: Record<string, number>;
  #formula?: string;
  #hbd?: number;
  #hba?: number;
  readonly canonical: string;

  readonly mol: JSMol;

  constructor(molecule: Molecule) {
    this.molecule = molecule;
    this.mol = molecule.mol;
    this.canonical = molecule.smiles;
  }

  get graph(): MolGraph {
    return this.molecule.graph;
  }

  /**
   * The atoms alone (elements, hydrogens, charges, isotopes), for the formula, the weights and the counts: read from
   * RDKit's pickle, about a third of the JSON's cost, unless the JSON graph is read already or the pickle holds what
   * its reader does not know (then the JSON's).
   */
  get atoms(): Pick<MolGraph, "atoms"> {
    this.#atoms ??= this.molecule.topology;
    return this.#atoms;
  }

  /** describe_structure's description (stereo, rings, atoms), for the claims that need more than the graph. */
  get description(): StructureDescription {
    this.#description ??= describeStructure(this.molecule);
    return this.#description;
  }

  get formula(): string {
    this.#formula ??= molecularFormula(this.atoms);
    return this.#formula;
  }

  get elementCounts(): Record<string, number> {
    this.#counts ??= elementCounts(this.atoms);
    return this.#counts;
  }

  /** Isotope labels need RDKit's isotope masses, which only the bundle has (as in graphDescriptors). */
  get mw(): number {
    return averageMolWeight(this.atoms) ?? this.#descriptorBundle().amw;
  }

  get exactMass(): number {
    return exactMolWeight(this.atoms) ?? this.#descriptorBundle().exactmw;
  }

  get hbd(): number {
    // Each count is one SMARTS match over the molecule: the other is not computed for a claim that does not ask it.
    this.#hbd ??= hbondCount(this.mol, "hbd");
    return this.#hbd;
  }

  get hba(): number {
    this.#hba ??= hbondCount(this.mol, "hba");
    return this.#hba;
  }

  get charge(): number {
    return this.atoms.atoms.reduce((sum, atom) => sum + atom.charge, 0);
  }

  get heavyAtomCount(): number {
    return this.atoms.atoms.filter((atom) => atom.atomicNumber > 1).length;
  }

  #descriptorBundle(): RDKitDescriptors {
    return this.molecule.descriptors;
  }
}

const factsOf = (molecule: MoleculeLike): Facts => new Facts(asMolecule(molecule));

function countCheck(claim: ClaimKey, claimed: number, actual: number, what: string, extra = ""): Check {
  const agrees = claimed === actual;
  return {
    claim,
    claimed,
    actual,
    agrees,
    message: agrees
      ? `${what}: ${actual}, as claimed${extra}`
      : `${what}: the SMILES has ${actual}, the claim says ${claimed}${extra}`,
  };
}

function formulaCheck(claimed: string, facts: Facts): Check {
  const claim = parseFormula(claimed);
  const actual = facts.formula;
  const counts = facts.elementCounts;
  const difference = countDifference(claim.counts, counts);
  const chargeDiffers = claim.charge !== facts.charge;
  if (difference === "" && !chargeDiffers) {
    return { claim: "formula", claimed, actual, agrees: true, message: `formula ${actual}, as claimed` };
  }
  const parts = [difference === "" ? "" : `the claimed formula has ${difference}`];
  if (chargeDiffers) parts.push(`the claim's charge is ${claim.charge}, the SMILES's ${facts.charge}`);
  return {
    claim: "formula",
    claimed,
    actual,
    agrees: false,
    message: `formula: the SMILES has ${actual}; ${parts.filter(Boolean).join("; ")}`,
  };
}

function weightCheck(claimed: number, facts: Facts): Check {
  const mw = Math.round(facts.mw * 1000) / 1000;
  const exact = Math.round(facts.exactMass * 10000) / 10000;
  const tolerance = weightTolerance(claimed);
  const offAverage = Math.abs(claimed - facts.mw);
  const offExact = Math.abs(claimed - facts.exactMass);
  // 1e-9: a claim rounded at its last decimal lands exactly on the tolerance, give or take the float it is read as.
  if (offAverage <= tolerance + 1e-9) {
    return {
      claim: "molecular_weight",
      claimed,
      actual: mw,
      agrees: true,
      message: `average molecular weight ${mw} g/mol, as claimed (within ${tolerance})`,
    };
  }
  const isExact = offExact <= Math.max(halfLastDecimal(claimed), 0.0005);
  const gap = Math.round((claimed - facts.mw) * 1000) / 1000;
  return {
    claim: "molecular_weight",
    claimed,
    actual: mw,
    agrees: false,
    message: isExact
      ? `molecular weight: ${claimed} is the monoisotopic (exact) mass, ${exact} Da; the average molecular weight is ${mw} g/mol`
      : `molecular weight: the SMILES weighs ${mw} g/mol (average; monoisotopic ${exact} Da), the claim says ${claimed}, ${Math.abs(gap)} ${gap > 0 ? "more" : "less"}`,
  };
}

function stereoCheck(claimed: number, facts: Facts): Check {
  const centres = facts.description.stereocentres;
  const undefinedAtoms = centres.filter((c) => !c.specified).map((c) => c.atom);
  const extra =
    centres.length === 0
      ? ""
      : ` (${atomList(centres.map((c) => c.atom))}${undefinedAtoms.length > 0 ? `; ${undefinedAtoms.length} undefined: ${atomList(undefinedAtoms)}` : "; all defined"})`;
  return countCheck("stereocentre_count", claimed, centres.length, "stereocentres", extra);
}

/** Where two molecules of the same formula differ in connectivity: atoms of `mol` outside their MCS. */
function outsideCommonPart(mol: JSMol, other: JSMol): number[] | undefined {
  if (mol.get_num_atoms() > MAX_MCS_LOCATE_ATOMS || other.get_num_atoms() > MAX_MCS_LOCATE_ATOMS) return undefined;
  const result = withMolList((list) => {
    list.append(mol);
    list.append(other);
    return JSON.parse(rdkit().get_mcs_as_json(list, JSON.stringify({ Timeout: MCS_SECONDS }))) as {
      smarts: string;
      numAtoms: number;
    };
  });
  if (result.numAtoms === 0) return undefined;
  const query = rdkit().get_qmol(result.smarts);
  try {
    if (!query?.is_valid()) return undefined;
    const text = mol.get_substruct_match(query);
    if (!text.startsWith("{") || text === "{}") return undefined;
    const matched = new Set((JSON.parse(text) as { atoms: number[] }).atoms);
    const outside: number[] = [];
    for (let i = 0; i < mol.get_num_atoms(); i++) if (!matched.has(i)) outside.push(i);
    return outside;
  } finally {
    free(query);
  }
}

/** Same connectivity, other stereo: each centre and double bond whose label differs, in the SMILES's numbers. */
function stereoDifferences(mol: JSMol, nameMol: JSMol, facts: Facts, nameFacts: Facts): string[] {
  const flat = rdkit().get_mol(nameMol.get_smiles(JSON.stringify({ doIsomericSmiles: false })));
  let mapping: number[] = [];
  try {
    // name atom -> SMILES atom: the flat name structure matched in the SMILES's molecule, then read in order.
    const text = flat && mol.get_substruct_match(flat);
    const flatToMol = text && text !== "{}" ? (JSON.parse(text) as { atoms: number[] }).atoms : [];
    const back = nameMol.get_substruct_match(flat as JSMol);
    const flatToName = back && back !== "{}" ? (JSON.parse(back) as { atoms: number[] }).atoms : [];
    mapping = new Array(nameMol.get_num_atoms()).fill(-1);
    flatToName.forEach((nameAtom, i) => {
      mapping[nameAtom] = flatToMol[i] ?? -1;
    });
  } finally {
    free(flat);
  }
  const label = (cip: string | null, specified: boolean): string =>
    cip ?? (specified ? "specified without a CIP label" : "undefined");
  const inSmiles = new Map(facts.description.stereocentres.map((c) => [c.atom, c]));
  const differences: string[] = [];
  const seen = new Set<number>();
  for (const centre of nameFacts.description.stereocentres) {
    const atom = mapping[centre.atom] ?? -1;
    if (atom < 0) continue;
    seen.add(atom);
    const mine = inSmiles.get(atom);
    const theirs = label(centre.cip, centre.specified);
    const ours = mine ? label(mine.cip, mine.specified) : "not a stereocentre";
    if (theirs !== ours) differences.push(`atom ${atom} is ${theirs} in the name and ${ours} in the SMILES`);
  }
  for (const centre of facts.description.stereocentres) {
    if (seen.has(centre.atom) || !centre.specified) continue;
    differences.push(`atom ${centre.atom} is ${label(centre.cip, true)} in the SMILES and not specified by the name`);
  }
  const bondKey = (a: number, b: number): string => (a < b ? `${a}-${b}` : `${b}-${a}`);
  const smilesBonds = new Map(facts.description.stereo_bonds.map((b) => [bondKey(b.atoms[0], b.atoms[1]), b]));
  const seenBonds = new Set<string>();
  for (const bond of nameFacts.description.stereo_bonds) {
    const a = mapping[bond.atoms[0]] ?? -1;
    const b = mapping[bond.atoms[1]] ?? -1;
    if (a < 0 || b < 0) continue;
    const key = bondKey(a, b);
    seenBonds.add(key);
    const mine = smilesBonds.get(key);
    const theirs = label(bond.cip, bond.specified);
    const ours = mine ? label(mine.cip, mine.specified) : "not a stereo double bond";
    if (theirs !== ours) differences.push(`the double bond ${key} is ${theirs} in the name and ${ours} in the SMILES`);
  }
  for (const [key, bond] of smilesBonds) {
    if (seenBonds.has(key) || !bond.specified) continue;
    differences.push(`the double bond ${key} is ${label(bond.cip, true)} in the SMILES and not specified by the name`);
  }
  return differences;
}

function nameCheck(name: string, read: NameResult, mol: JSMol, facts: Facts): Check {
  if (!read.ok) {
    return {
      claim: "name",
      claimed: name,
      actual: null,
      agrees: null,
      message: `name: not checked: the offline name parser cannot read it (${read.message}). Check it with name_to_smiles (which may ask PubChem) and compare the SMILES`,
    };
  }
  const parsed = readSmiles(read.smiles);
  if (!("mol" in parsed)) {
    return { claim: "name", claimed: name, actual: null, agrees: null, message: `name: not checked: ${parsed.reason}` };
  }
  const nameMol = parsed.mol;
  try {
    const nameFacts = factsOf(nameMol);
    const actual = nameFacts.canonical;
    const base = { claim: "name" as const, claimed: name, actual };
    if (actual === facts.canonical)
      return { ...base, agrees: true, message: `name: reads to ${actual}, the same molecule` };
    const nameFormula = nameFacts.formula;
    if (nameFormula !== facts.formula) {
      const difference = countDifference(nameFacts.elementCounts, facts.elementCounts);
      return {
        ...base,
        agrees: false,
        message: `name: the name gives ${actual} (${nameFormula}); the SMILES is ${facts.canonical} (${facts.formula})${difference === "" ? ", another charge" : `: the name's structure has ${difference}`}`,
      };
    }
    const flat = (m: JSMol): string => m.get_smiles(JSON.stringify({ doIsomericSmiles: false }));
    if (flat(nameMol) === flat(mol)) {
      const differences = stereoDifferences(mol, nameMol, facts, nameFacts);
      return {
        ...base,
        agrees: false,
        message: `name: same constitution (${nameFormula}), other stereo: ${differences.length > 0 ? differences.join("; ") : `the name gives ${actual}, the SMILES is ${facts.canonical}`}`,
      };
    }
    const outside = outsideCommonPart(mol, nameMol);
    const where =
      outside && outside.length > 0
        ? `; the atoms of the SMILES outside the largest part both share: ${outside
            .map((atom) => `${atom} (${facts.description.atoms[atom]?.[1] ?? "?"})`)
            .join(", ")}`
        : "";
    return {
      ...base,
      agrees: false,
      message: `name: same formula (${nameFormula}), other connectivity: the name gives ${actual}, the SMILES is ${facts.canonical}${where}`,
    };
  } finally {
    free(nameMol);
  }
}

/**
 * Checks each claim given against the molecule `mol` (read from `smiles` by the caller, who frees it). The name
 * parser is loaded only when a name is given: its grammar is paid for by the first name, never by other calls.
 */
export async function checkStructure(molecule: MoleculeLike, claims: Claims): Promise<CheckResult> {
  const mol = rdkitMolOf(molecule);
  if (mol.get_num_atoms() > MAX_CHECK_ATOMS) {
    throw new DomainError(
      "MOLECULE_TOO_LARGE",
      `smiles has ${mol.get_num_atoms()} atoms; the limit for this tool is ${MAX_CHECK_ATOMS}`,
      { argument: "smiles", atoms: mol.get_num_atoms(), limit: MAX_CHECK_ATOMS },
    );
  }
  const given = CLAIM_ORDER.filter((key) => claims[key] !== undefined);
  if (given.length === 0) {
    throw new InvalidArgumentsError(
      `give at least one claim to check: ${CLAIM_ORDER.join(", ")} (for the bare facts, call describe_structure or calc_properties)`,
    );
  }
  const facts = factsOf(molecule);
  const nameRead =
    claims.name === undefined ? undefined : (await import("../names/index.ts")).parseName(claims.name as string);
  const checks = given.map((key): Check => {
    switch (key) {
      case "name":
        return nameCheck(claims.name as string, nameRead as NameResult, mol, facts);
      case "formula":
        return formulaCheck(claims.formula as string, facts);
      case "molecular_weight":
        return weightCheck(claims.molecular_weight as number, facts);
      case "heavy_atom_count":
        return countCheck(key, claims[key] as number, facts.heavyAtomCount, "heavy atoms");
      case "ring_count":
        return countCheck(key, claims[key] as number, independentRings(facts.graph), "rings (independent)");
      case "aromatic_ring_count":
        return countCheck(
          key,
          claims[key] as number,
          ringRows(facts.graph).filter((r) => r.aromatic).length,
          "aromatic rings",
        );
      case "stereocentre_count":
        return stereoCheck(claims[key] as number, facts);
      case "hbd":
        return countCheck(key, claims[key] as number, facts.hbd, "H-bond donors (RDKit NumHBD)");
      case "hba":
        return countCheck(key, claims[key] as number, facts.hba, "H-bond acceptors (RDKit NumHBA)");
      default:
        return countCheck(key, claims[key] as number, facts.charge, "net formal charge");
    }
  });
  const wrong = checks.filter((c) => c.agrees === false);
  const open = checks.filter((c) => c.agrees === null);
  const verdict = wrong.length > 0 ? "disagrees" : open.length > 0 ? "unverified" : "agrees";
  const summary =
    verdict === "agrees"
      ? `all ${plural(checks.length, "claim")} agree with ${facts.canonical}`
      : verdict === "disagrees"
        ? `${plural(wrong.length, "claim")} of ${checks.length} disagree${wrong.length === 1 ? "s" : ""} with ${facts.canonical}: ${wrong.map((c) => c.message).join(" | ")}`
        : `no claim disagrees, but ${plural(open.length, "claim")} could not be checked: ${open.map((c) => c.message).join(" | ")}`;
  return { smiles: facts.canonical, verdict, checks, summary };
}
