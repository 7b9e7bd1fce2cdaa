/**
 * MolJSON: an explicit atom/bond document a language model can read and edit
 * (ids "a1…", "b1…"), and its way back into RDKit through a SMILES string.
 */
import { DomainError } from "../protocol/errors.ts";
import { atomicNumber, elementSymbol } from "./elements.ts";
import type { MolGraph } from "./graph.ts";

export type BondOrder = 1 | 1.5 | 2 | 3 | 4;

export interface MolJsonAtom {
  id: string;
  element: string;
  charge: number;
  isotope: number | null;
  hydrogens: number;
  aromatic: boolean;
}

export interface MolJsonBond {
  id: string;
  source_id: string;
  target_id: string;
  order: BondOrder;
  aromatic: boolean;
}

export interface MolJson {
  atoms: MolJsonAtom[];
  bonds: MolJsonBond[];
}

export function toMolJson(graph: MolGraph): MolJson {
  const atoms = graph.atoms.map((atom, i) => ({
    id: `a${i + 1}`,
    element: elementSymbol(atom.atomicNumber),
    charge: atom.charge,
    isotope: atom.isotope === 0 ? null : atom.isotope,
    hydrogens: atom.hydrogens,
    aromatic: atom.aromatic,
  }));
  const bonds = graph.bonds.map((bond, i) => ({
    id: `b${i + 1}`,
    source_id: `a${bond.begin + 1}`,
    target_id: `a${bond.end + 1}`,
    order: bondOrder(bond.order, bond.aromatic, i),
    aromatic: bond.aromatic,
  }));
  return { atoms, bonds };
}

function bondOrder(order: number, aromatic: boolean, index: number): BondOrder {
  if (aromatic) return 1.5;
  if (order === 1 || order === 2 || order === 3 || order === 4) return order;
  throw new DomainError("INVALID_SMILES", `bond b${index + 1} has an order (${order}) MolJSON cannot express (only single, double, triple, quadruple and aromatic bonds)`, {
    bond: `b${index + 1}`,
  });
}

/** Organic-subset elements that SMILES may write without brackets. */
const ORGANIC_SUBSET = new Set(["B", "C", "N", "O", "P", "S", "F", "Cl", "Br", "I"]);
/** Elements RDKit's SMILES parser accepts as aromatic (lower case). */
const AROMATIC_CAPABLE = new Set(["B", "C", "N", "O", "P", "S", "Se", "Te", "As", "Si"]);
const BOND_SYMBOL: Record<BondOrder, string> = { 1: "-", 1.5: ":", 2: "=", 3: "#", 4: "$" };

function fail(message: string, details: Record<string, unknown> = {}): never {
  throw new DomainError("INVALID_MOLJSON", message, details);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * Checks a MolJSON document and writes it as a SMILES string RDKit can read:
 * every atom as its own component, every bond as a ring closure. Structural
 * problems name the atom or bond; valence and aromaticity are RDKit's to judge.
 */
export function molJsonToSmiles(document: unknown): string {
  if (!isRecord(document)) fail("MolJSON must be an object with \"atoms\" and \"bonds\" arrays");
  const { atoms, bonds } = document;
  if (!Array.isArray(atoms)) fail('MolJSON needs an "atoms" array');
  if (bonds !== undefined && !Array.isArray(bonds)) fail('"bonds" must be an array');
  if (atoms.length === 0) fail('"atoms" is empty: a molecule needs at least one atom');

  const indexById = new Map<string, number>();
  const parts = atoms.map((raw, i) => {
    const where = `atom ${i + 1}`;
    if (!isRecord(raw)) fail(`${where} must be an object`, { atom: i + 1 });
    const id = raw.id;
    if (typeof id !== "string" || id.length === 0) fail(`${where} needs a string "id"`, { atom: i + 1 });
    if (indexById.has(id)) fail(`atom id "${id}" is used twice`, { atom: id });
    indexById.set(id, i);
    return atomToken(raw, id);
  });

  const closures: string[][] = parts.map(() => []);
  const seenPairs = new Set<string>();
  const bondIds = new Set<string>();

  (bonds ?? []).forEach((raw: unknown, i: number) => {
    if (!isRecord(raw)) fail(`bond ${i + 1} must be an object`, { bond: i + 1 });
    const id = typeof raw.id === "string" && raw.id.length > 0 ? raw.id : fail(`bond ${i + 1} needs a string "id"`, { bond: i + 1 });
    if (bondIds.has(id)) fail(`bond id "${id}" is used twice`, { bond: id });
    bondIds.add(id);
    const source = endpoint(raw.source_id, id, "source_id", indexById);
    const target = endpoint(raw.target_id, id, "target_id", indexById);
    if (source === target) fail(`bond ${id} joins atom ${String(raw.source_id)} to itself`, { bond: id });
    const pair = source < target ? `${source}-${target}` : `${target}-${source}`;
    if (seenPairs.has(pair)) fail(`bond ${id} repeats a bond between ${String(raw.source_id)} and ${String(raw.target_id)}`, { bond: id });
    seenPairs.add(pair);
    const order = raw.order;
    if (order !== 1 && order !== 1.5 && order !== 2 && order !== 3 && order !== 4) {
      fail(`bond ${id} has order ${JSON.stringify(order)}; use 1, 2, 3, 4 or 1.5 (aromatic)`, { bond: id });
    }
    if (raw.aromatic !== undefined && typeof raw.aromatic !== "boolean") fail(`bond ${id}: "aromatic" must be true or false`, { bond: id });
    const symbol = raw.aromatic === true || order === 1.5 ? ":" : BOND_SYMBOL[order];
    const [first, second] = source < target ? [source, target] : [target, source];
    // One ring-closure number per bond; past 99 SMILES uses the %(n) form.
    const number = i + 1;
    const label = number < 10 ? String(number) : number < 100 ? `%${number}` : `%(${number})`;
    closures[first]?.push(`${symbol}${label}`);
    closures[second]?.push(label);
  });

  return parts.map((token, i) => token + (closures[i] ?? []).join("")).join(".");
}

function endpoint(value: unknown, bondId: string, field: string, indexById: Map<string, number>): number {
  if (typeof value !== "string") fail(`bond ${bondId} needs a string "${field}"`, { bond: bondId });
  const index = indexById.get(value);
  if (index === undefined) fail(`bond ${bondId}: ${field} "${value}" does not match any atom id`, { bond: bondId });
  return index;
}

function atomToken(atom: Record<string, unknown>, id: string): string {
  const element = atom.element;
  if (typeof element !== "string" || element === "*" || atomicNumber(element) === undefined) {
    fail(`atom ${id} has element ${JSON.stringify(element)}, which is not an element symbol (write it as in the periodic table, e.g. "C", "Cl")`, { atom: id });
  }
  const charge = atom.charge ?? 0;
  if (!Number.isInteger(charge) || Math.abs(charge as number) > 15) fail(`atom ${id}: "charge" must be an integer from -15 to 15`, { atom: id });
  const isotope = atom.isotope ?? null;
  if (isotope !== null && (!Number.isInteger(isotope) || (isotope as number) < 1 || (isotope as number) > 999)) {
    fail(`atom ${id}: "isotope" must be null or a mass number from 1 to 999`, { atom: id });
  }
  const hydrogens = atom.hydrogens;
  if (hydrogens !== undefined && (!Number.isInteger(hydrogens) || (hydrogens as number) < 0 || (hydrogens as number) > 8)) {
    fail(`atom ${id}: "hydrogens" must be an integer from 0 to 8`, { atom: id });
  }
  const aromatic = atom.aromatic ?? false;
  if (typeof aromatic !== "boolean") fail(`atom ${id}: "aromatic" must be true or false`, { atom: id });
  if (aromatic && !AROMATIC_CAPABLE.has(element)) fail(`atom ${id}: element ${element} cannot be aromatic`, { atom: id });

  const symbol = aromatic ? element.toLowerCase() : element;
  const charged = charge as number;
  // Without a hydrogen count, an uncharged organic-subset atom gets RDKit's default valence hydrogens.
  if (hydrogens === undefined && charged === 0 && isotope === null && ORGANIC_SUBSET.has(element)) return symbol;
  const h = hydrogens === undefined || hydrogens === 0 ? "" : hydrogens === 1 ? "H" : `H${hydrogens as number}`;
  const sign = charged === 0 ? "" : `${charged > 0 ? "+" : "-"}${Math.abs(charged) > 1 ? Math.abs(charged) : ""}`;
  return `[${isotope ?? ""}${symbol}${h}${sign}]`;
}
